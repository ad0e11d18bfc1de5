"""What the ISA parsers share: a function's instruction stream, its
innermost loops, and static counts over a stretch of it.

``Body``: the mnemonics of a function's instructions in order (a spill
store or reload is its mnemonic plus ``SPILL`` / ``RELOAD``), the
instruction index each label stands before, and each branch (index,
target label). ``innermost_loops(body)``: ``(first, last)`` instruction
index of each loop holding no other loop; a loop is a branch back to a
label at or before it (its target through the branch), loops with one
head merged. ``count(mnemonics, classify, absent)``: an ``IsaCounts`` of
those instructions; ``classify(mnemonic)`` names the fields it adds to
(``(field, bits or None)`` pairs), ``absent`` the fields the architecture
has not (None). ``function_spans(text, file)``: where each function's code
is. ``LINE``: an instruction (mnemonic, operands) or a local label.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ...diff import ISA_BASE_WIDTHS, ISA_WIDTHS, IsaCounts
from ...errors import IsaError

SPILL = "#spill"
RELOAD = "#reload"
#: IsaCounts' integer fields a classifier may name.
FIELDS = ("vmem_loads", "vmem_stores", "lds_reads", "lds_writes", "matrix_ops", "fma", "transcendental",
          "scratch_loads", "scratch_stores", "waits", "barriers", "gathers", "inserts")
_TYPE_FUNCTION = re.compile(r'^\s*\.type\s+"?([^",\s]+)"?\s*,\s*@function', re.MULTILINE)
_SYMBOL_LABEL = re.compile(r'^"?([^\s.#;"][^:"\n]*)"?:[ \t]*$', re.MULTILINE)
LINE = re.compile(r"^(?:[ \t]+([a-z_][\w.]*)[ \t]*([^\n]*)|(\.L[\w$.]+):)", re.MULTILINE)
Classify = Callable[[str], tuple[tuple[str, int | None], ...]]


@dataclass
class Body:
    """One function's instructions, labels and branches."""

    name: str
    mnemonics: list[str] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)
    branches: list[tuple[int, str]] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)  # symbols called


def function_spans(text: str, file: str, wanted: Callable[[str], bool] = lambda name: True
                   ) -> dict[str, tuple[int, int]]:
    """{function: (start, end) of its code}, from its label to its ``.Lfunc_end``,
    for the ``@function`` symbols ``wanted`` accepts; ``IsaError`` for one that
    does not end (a truncated file)."""
    functions = {n for n in _TYPE_FUNCTION.findall(text) if wanted(n)}
    out: dict[str, tuple[int, int]] = {}
    for m in _SYMBOL_LABEL.finditer(text):
        name = m.group(1)
        if name in functions and name not in out:
            end = text.find("\n.Lfunc_end", m.end())
            if end < 0:
                raise IsaError(f"{file}: function {name} does not end (truncated?)")
            out[name] = (m.end(), end)
    return out


def innermost_loops(body: Body) -> list[tuple[int, int]]:
    """(first, last) instruction index of each innermost loop, in order."""
    heads: dict[int, int] = {}
    for at, target in body.branches:
        start = body.labels.get(target)
        if start is not None and start <= at:
            heads[start] = max(heads.get(start, at), at)
    loops = sorted(heads.items())
    inner = []
    for k, (a, b) in enumerate(loops):
        nested = any(a <= c and d <= b for j, (c, d) in enumerate(loops) if j != k)
        if not nested:
            inner.append((a, b))
    return inner


def count(mnemonics: Iterable[str], classify: Classify, absent: Sequence[str] = ()) -> IsaCounts:
    """Static counts of ``mnemonics`` (see the module doc)."""
    seen = Counter(mnemonics)
    totals = dict.fromkeys(FIELDS, 0)
    by_bits: dict[str, Counter[str]] = {"vmem_loads": Counter(), "vmem_stores": Counter()}
    for m, n in seen.items():
        for name, bits in classify(m):
            totals[name] += n
            if bits is not None and name in by_bits:
                by_bits[name][str(bits)] += n
    values: dict[str, int | None] = dict(totals)
    for name in absent:
        values[name] = None
    return IsaCounts(instructions=sum(seen.values()),
                     vmem_loads_by_bits=_widths(by_bits["vmem_loads"]),
                     vmem_stores_by_bits=_widths(by_bits["vmem_stores"]),
                     **values)  # type: ignore[arg-type]  # the int counts only (None: absent)


def _widths(c: Counter[str]) -> dict[str, int]:
    """``ISA_BASE_WIDTHS`` always, other widths when counted; widest first."""
    keys = [w for w in ISA_WIDTHS if w in ISA_BASE_WIDTHS or c.get(w)]
    return {w: int(c.get(w, 0)) for w in keys}


def loop_counts(bodies: Sequence[Body], classify: Classify, absent: Sequence[str] = ()
                ) -> tuple[int, IsaCounts, IsaCounts | None]:
    """(innermost loops, counts inside them, counts of the largest) over ``bodies``."""
    inside: list[str] = []
    largest: list[str] | None = None
    n = 0
    for body in bodies:
        for a, b in innermost_loops(body):
            n += 1
            part = body.mnemonics[a:b + 1]
            inside += part
            if largest is None or len(part) > len(largest):
                largest = part
    main = count(largest, classify, absent) if largest is not None else None
    return n, count(inside, classify, absent), main
