"""x86-64 assembly (an IREE ``..._embedded_elf_x86_64.s``, AT&T syntax as
LLVM prints it) -> one ``IsaCensus`` per dispatch function.

``read_x86(text, file)`` counts the functions named like IREE dispatches
(``<function>_dispatch_<n>_...``); the rest of the file (IREE's runtime
library: ``iree_h2f_ieee``, ``expf``, ``memcpy``...) is not counted, nor is
what a dispatch calls there. A helper whose name starts with the
dispatch's name and that the dispatch calls is counted with it.

Per instruction: a memory operand before the last operand is a load, the
last operand a store (``lea``, ``nop``, ``prefetch``, ``push``/``pop`` are
neither); its width is the element width of scalar (``…ss``/``…sd``),
broadcast and insert forms, else the widest vector register named
(``zmm`` 512, ``ymm`` 256, ``xmm`` 128), else the integer suffix. A load
or store addressed from ``%rsp`` or ``%rbp`` is a stack access (spill
reloads and stores, the kernel's stack buffers): ``scratch_loads`` /
``scratch_stores``, not ``vmem_*``; so are instructions LLVM marks
``# N-byte Spill`` / ``Reload`` when it prints those comments. ``gathers``: ``vgather*``/``vpgather*``; ``inserts``:
``pinsr*``/``vpinsr*``/``insertps``; ``fma``: ``vfmadd*``, ``vfmsub*``,
``vfnmadd*``, ``vfnmsub*``. ``scratch_bytes``: the frame the prologue's
first ``subq $N, %rsp`` reserves (0 without one). Loops: a jump back to a label at or
before it. Raises ``IsaError`` for a file with no dispatch function or one
that ends inside a function.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...diff import IsaCensus
from ...errors import IsaError
from ..matching.names import parse
from .isa_loops import LINE, RELOAD, SPILL, Body, count, function_spans, loop_counts

_ABSENT = ("lds_reads", "lds_writes", "matrix_ops", "transcendental", "waits", "barriers")
_NOT_MEMORY = ("lea", "nop", "prefetch", "push", "pop", "call", "ret", "clflush")
_SCALAR_WIDTH = {"ss": 32, "sd": 64, "sh": 16}
_ELEMENT = {"b": 8, "w": 16, "d": 32, "q": 64}
_GPR = {"q": 64, "l": 32, "w": 16, "b": 8}
_FRAME = re.compile(r"^\$(\d+), %rsp$")


@lru_cache(maxsize=8192)
def classify(key: str) -> tuple[tuple[str, int | None], ...]:
    """The fields one instruction adds to; ``key`` is ``mnemonic`` plus
    ``|L<bits>`` (load), ``|S<bits>`` (store), ``|l``/``|s`` for the stack's, or a spill marker."""
    if key.endswith(SPILL):
        return (("scratch_stores", None),)
    if key.endswith(RELOAD):
        return (("scratch_loads", None),)
    m, _, mem = key.partition("|")
    out: list[tuple[str, int | None]] = []
    if mem:
        field = {"L": "vmem_loads", "S": "vmem_stores", "l": "scratch_loads", "s": "scratch_stores"}[mem[0]]
        out.append((field, int(mem[1:]) if field.startswith("vmem") else None))
    if m.startswith(("vfmadd", "vfmsub", "vfnmadd", "vfnmsub")):
        out.append(("fma", None))
    elif m.startswith(("vgather", "vpgather")):
        out.append(("gathers", None))
    elif m.startswith(("pinsr", "vpinsr", "insertps", "vinsertps")):
        out.append(("inserts", None))
    return tuple(out)


def _width(m: str, ops: str) -> int:
    """The bits one memory access of ``m`` moves (see the module doc)."""
    if m.startswith(("vpbroadcast", "vpinsr", "pinsr")) and m[-1] in _ELEMENT:
        return _ELEMENT[m[-1]]
    if m in ("vmovd", "movd", "vinsertps", "insertps"):
        return 32
    if m in ("vmovq", "movq") and "mm" in ops:
        return 64
    if m.startswith(("vbroadcasts", "vmovs", "vcvts")) or (m[-2:] in _SCALAR_WIDTH and not m.endswith("ps")):
        return _SCALAR_WIDTH.get(m[-2:], 32)
    for reg, bits in (("%zmm", 512), ("%ymm", 256), ("%xmm", 128)):
        if reg in ops:
            return bits
    return _GPR.get(m[-1], 64)


def _key(m: str, ops: str) -> str:
    """The instruction's classify key."""
    if "#" in ops:
        ops, _, comment = ops.partition("#")
        if "Spill" in comment:
            return m + SPILL
        if "Reload" in comment:
            return m + RELOAD
    if "(" not in ops or m.startswith(_NOT_MEMORY):
        return m
    ops = ops.rstrip()
    kind = "S" if ops.endswith(")") else "L"
    if "(%rsp" in ops or "(%rbp" in ops:
        kind = kind.lower()
    return f"{m}|{kind}{_width(m, ops)}"


def read_x86(text: str, file: str) -> list[IsaCensus]:
    """Every dispatch function's census (see the module doc)."""
    if ".att_syntax" not in text[:4096] and not re.search(r"%r[sb]p\b", text[:200_000]):
        raise IsaError(f"{file}: not x86-64 assembly in AT&T syntax")
    bodies, frames = _bodies(text, file)
    called = {c for b in bodies.values() for c in b.calls}
    kernels = [n for n in bodies if parse(n) is not None and not (n in called and _helper_of(n, bodies))]
    if not kernels:
        raise IsaError(f"{file}: no IREE dispatch function in it")
    out = []
    for name in kernels:
        own = [bodies[name]] + [bodies[c] for c in dict.fromkeys(bodies[name].calls)
                                if c in bodies and c != name and c.startswith(name)]
        counts = count((k for b in own for k in b.mnemonics), classify, _ABSENT)
        loops, inside, main = loop_counts(own, classify, _ABSENT)
        out.append(IsaCensus(name=name, arch="x86_64", file=file, counts=counts, loops=loops,
                             loop_counts=inside, main_loop=main, scratch_bytes=frames.get(name, 0),
                             functions=tuple(b.name for b in own)))
    return out


def _helper_of(name: str, bodies: dict[str, Body]) -> bool:
    """Whether ``name`` is another dispatch function's own helper."""
    return any(name != k and name.startswith(k) and name in bodies[k].calls for k in bodies)


def _bodies(text: str, file: str) -> tuple[dict[str, Body], dict[str, int]]:
    """Each dispatch function's (and its helpers') ``Body``, and stack frame bytes."""
    bodies: dict[str, Body] = {}
    frames: dict[str, int] = {}
    for name, (start, end) in function_spans(text, file, lambda n: "_dispatch_" in n).items():
        body = bodies[name] = Body(name)
        for mnem, ops, label in LINE.findall(text, start, end):
            if label:
                body.labels[label] = len(body.mnemonics)
            else:
                _instruction(body, mnem, ops.strip(), frames)
    return bodies, frames


def _instruction(cur: Body, m: str, ops: str, frames: dict[str, int]) -> None:
    at = len(cur.mnemonics)
    cur.mnemonics.append(_key(m, ops))
    if m[0] == "j":
        target = ops.split("#", 1)[0].strip()
        if target.startswith(".L"):
            cur.branches.append((at, target))
    elif m.startswith("call"):
        cur.calls.append(ops.split("#", 1)[0].strip().removesuffix("@PLT").strip('"'))
    elif m == "subq" and cur.name not in frames and at < 40:
        f = _FRAME.match(ops)
        if f:
            frames[cur.name] = int(f.group(1))
