"""Parse IREE dispatch names into the parts that identify a kernel.

IREE names a dispatch ``<function>_dispatch_<ordinal>_<description>``:

    forward_bs1$async_dispatch_41_attention_24x4608x128xbf16_generic
    ^function          ^ordinal ^op      ^loop ranges ^types ^fused consumer

The description is ``<op>_<ranges>`` followed by element types, either
glued to the ranges with ``x`` (``24x4608x128xbf16``) or as their own
``_``-separated part (``4x256x256x64_f32``), then an optional suffix naming
what was fused after the root op (``generic``, ``dispatch_tensor_store``).
IREE 3.13 may leave the types out (``attention_24x64x128x128x64``) and
writes dynamic ranges as ``D`` (``4xDx128``). The ordinal is only the
executable's position in one build: it says nothing about identity across
builds.

``parse(name)`` returns a ``DispatchName`` or None for any other zone name.
The contract's one way to show names: ``short_name`` and ``readable_name``
for one zone name, ``join_names`` for a row's several, ``MISSING`` for none.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

_NAME = re.compile(r"^(?P<function>.+?)_dispatch_(?P<ordinal>\d+)(?:_(?P<desc>.+))?$")
_TYPE = r"(?:bf16|tf32|f\d+(?:E\d+M\d+(?:FNUZ|FN|B\d+)?)?|[su]?i\d+|index|c(?:f|i)\d+)"
_DIM = r"(?:\d+|D)"
_SHAPE = re.compile(rf"^(?P<dims>{_DIM}(?:x{_DIM})*)(?:x(?P<types>{_TYPE}(?:x{_TYPE})*))?$")
_TYPES = re.compile(rf"^{_TYPE}(?:x{_TYPE})*$")
# Operand layouts IREE appends to convolution and pooling op names.
_LAYOUT = re.compile(r"^[nhwcdfgq]{3,6}$")


@dataclass(frozen=True)
class DispatchName:
    """One IREE dispatch name, split into its parts."""

    name: str
    function: str  # "forward_bs1$async", "main"
    ordinal: int
    op: str  # "attention", "conv_2d_nhwc_hwcf", "batch_matmul"; "" if unnamed
    family: str  # op without operand layouts: "conv_2d"
    layout: str  # "nhwc_hwcf", "" if none
    dims: tuple[str, ...]  # loop ranges, "D" for dynamic
    types: tuple[str, ...]  # element types, () if not in the name
    suffix: str  # fused consumer, e.g. "generic"; "" if none
    description: str  # all after the ordinal: "attention_24x4608x128xbf16_generic"

    @property
    def without_ordinal(self) -> str:
        """The name with the ordinal blanked: identity across renumbering."""
        return f"{self.function}_dispatch__{self.description}"

    @property
    def shape_key(self) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """Op family, types and ranges without unit dims, in order."""
        return (self.family, self.types, tuple(d for d in self.dims if d != "1"))

    @property
    def permuted_key(self) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        """Like ``shape_key`` but the ranges as a multiset (a layout change)."""
        return (self.family, self.types, tuple(sorted(d for d in self.dims if d != "1")))

    @property
    def short(self) -> str:
        """The name without its function prefix: ``dispatch_41_attention_...``."""
        return self.name[len(self.function) + 1:]


@lru_cache(maxsize=65536)
def parse(name: str) -> DispatchName | None:
    """Split an IREE dispatch name; None when ``name`` is not one."""
    m = _NAME.match(name)
    if m is None:
        return None
    function, ordinal, desc = m.group("function"), int(m.group("ordinal")), m.group("desc") or ""
    parts = desc.split("_") if desc else []
    op_parts: list[str] = []
    dims: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    rest: list[str] = []
    for i, part in enumerate(parts):
        shape = _SHAPE.match(part)
        if shape is None:
            op_parts.append(part)
            continue
        dims = tuple(shape.group("dims").split("x"))
        if shape.group("types"):
            types = tuple(shape.group("types").split("x"))
            rest = parts[i + 1:]
        elif i + 1 < len(parts) and _TYPES.match(parts[i + 1]):
            types = tuple(parts[i + 1].split("x"))
            rest = parts[i + 2:]
        else:
            rest = parts[i + 1:]
        break
    op = "_".join(op_parts)
    layout_parts: list[str] = []
    while len(op_parts) > 1 and _LAYOUT.match(op_parts[-1]):
        layout_parts.insert(0, op_parts.pop())
    return DispatchName(
        name=name, function=function, ordinal=ordinal, op=op,
        family="_".join(op_parts), layout="_".join(layout_parts),
        dims=dims, types=types, suffix="_".join(rest), description=desc)


def short_name(name: str, width: int | None = None) -> str:
    """One zone name for display: dispatches lose their function prefix; cut
    to ``width``. A row of several names joins their display forms itself.

    Cutting keeps the start (ordinal and op) and the end (shape and types)
    and puts ``…`` in the middle.
    """
    parsed = parse(name)
    text = parsed.short if parsed is not None else name
    if width is not None and len(text) > width > 8:
        head = (width - 1) * 2 // 3
        tail = width - 1 - head
        text = text[:head] + "…" + text[len(text) - tail:]
    return text


def readable_name(name: str) -> str:
    """A dispatch name as an engineer reads it, never cut: ``#569 attention
    24x4608x128 bf16`` (ordinal, op, ranges, element types, then ``+ generic``
    when a consumer was fused in). Names that are not IREE dispatches, and
    dispatches whose description has no shape, keep their short form. One
    zone name: a row of several joins their readable forms itself.
    """
    parsed = parse(name)
    if parsed is None:
        return name
    if not parsed.dims:
        return f"#{parsed.ordinal} {parsed.description}".rstrip()
    parts = [f"#{parsed.ordinal}", parsed.op or "dispatch", "x".join(parsed.dims)]
    if parsed.types:
        parts.append("x".join(parsed.types))
    if parsed.suffix:
        parts.append("+ " + parsed.suffix.replace("_", " "))
    return " ".join(parts)


#: What a renderer shows where a value or a name is missing.
MISSING = "–"


def join_names(names: Iterable[str], form: Callable[[str], str] = short_name) -> str | None:
    """A row's zone names for display: each in ``form`` (``short_name``,
    ``readable_name``), joined with `` + ``; None for no names. Display only:
    never split back (a zone name may hold `` + ``)."""
    shown = [form(n) for n in names]
    return " + ".join(shown) if shown else None
