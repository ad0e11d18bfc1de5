"""Walk Tracy zone timelines.

A timeline (format notes §5.14, §5.15) is a depth-first sequence of records
with no byte lengths: ``top`` zones, each ``ZONE := header, ZONE × children,
end``. Times are deltas: each timeline keeps one running sum per time pair,
which every header (start) and every end record (end) adds to, in record
order. ``walk`` visits the records once, depth first, and either only counts
the zones or writes every zone's columns into arrays the caller sized.

The walk runs in the C extension ``_timeline`` (built by ``pip install``); the
same algorithm in Python below runs where it was not built, or when
``TRACY_DIFF_PURE_PYTHON=1`` asks for it. They give identical results.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

#: ``walk`` statuses.
OK, TRUNCATED, TOO_DEEP, TOO_MANY = range(4)
#: Deepest zone walked (the depth column is 16-bit).
MAX_DEPTH = (1 << 15) - 1


@dataclass(frozen=True)
class Layout:
    """Byte layout of one kind of zone record: sizes, and field offsets in the
    header (``*_at``) and in the end record (``time_pairs``' second items)."""

    header_size: int
    end_size: int
    children_at: int
    children_width: int  # 4 (CPU, u32) or 8 (GPU, u64)
    srcloc_at: int  # i16
    aux_at: int  # the extra field: CPU zone extra (u32), GPU issuing thread (u16)
    aux_width: int
    time_pairs: tuple[tuple[int, int], ...]  # (i64 delta in header, i64 delta in end record)

    @property
    def zone_size(self) -> int:
        """Bytes of a zone without children: its header and its end record."""
        return self.header_size + self.end_size

    def args(self) -> tuple[int, ...]:
        """The layout as the C walk takes it (-1 for a missing time pair)."""
        pairs = [x for pair in self.time_pairs for x in pair] + [-1] * (4 - 2 * len(self.time_pairs))
        return (self.header_size, self.end_size, self.children_at, self.children_width,
                self.srcloc_at, self.aux_at, self.aux_width, *pairs)


CPU_LAYOUT = Layout(header_size=18, end_size=8, children_at=14, children_width=4, srcloc_at=0,
                    aux_at=10, aux_width=4, time_pairs=((2, 0),))


def gpu_layout(file_version: int) -> Layout:
    """GPU zone layout; ``file_version`` is ``(major << 16) | (minor << 8) | patch``.
    CPU times (submission) come first, GPU times second."""
    end = 18 if file_version >= 0x000C04 else 16  # u16 queryId from 0.12.4
    return Layout(header_size=31, end_size=end, children_at=23, children_width=8, srcloc_at=16,
                  aux_at=21, aux_width=2, time_pairs=((0, 0), (8, 8)))


class Columns(NamedTuple):
    """Per zone, what ``walk`` writes (pre-order; ``times``: a (start, end) pair
    of int64 arrays per time pair of the layout)."""

    times: list[tuple[np.ndarray, np.ndarray]]
    depth: np.ndarray  # int16
    parent: np.ndarray  # int64, row in the whole table, -1 at top level
    srcloc: np.ndarray  # int32 (the header's i16)
    aux: np.ndarray  # uint32
    header: np.ndarray | None = None  # int64 byte offsets, when asked for

    @classmethod
    def empty(cls, zones: int, layout: Layout, headers: bool = False) -> Columns:
        """Arrays for ``zones`` zones, not yet filled."""
        def new(dtype):
            return np.empty(zones, dtype)
        return cls([(new(np.int64), new(np.int64)) for _ in layout.time_pairs], new(np.int16),
                   new(np.int64), new(np.int32), new(np.uint32), new(np.int64) if headers else None)

    def rows(self, r: slice) -> Columns:
        """Views of rows ``r``."""
        return Columns([(s[r], e[r]) for s, e in self.times], self.depth[r], self.parent[r],
                       self.srcloc[r], self.aux[r], None if self.header is None else self.header[r])

    def outputs(self) -> tuple:
        """The 9 output arrays in the C walk's order (None where absent)."""
        pairs = [a for pair in self.times for a in pair] + [None] * (4 - 2 * len(self.times))
        return (*pairs, self.depth, self.parent, self.srcloc, self.aux, self.header)


def walk(buf, pos: int, top: int, layout: Layout, cap: int, out: Columns | None = None,
         row0: int = 0) -> tuple[int, int, int]:
    """Walk the timeline of ``top`` zones at byte ``pos`` of ``buf``.

    Visits at most ``cap`` zones; with ``out``, writes their columns into it
    (parents as ``row0`` + their index in this timeline). Returns ``(status,
    pos, zones)``: ``OK`` with the position after the timeline, or where the
    walk stopped: ``TRUNCATED`` (a record runs past the end of ``buf``),
    ``TOO_DEEP`` (a zone deeper than ``MAX_DEPTH``) or ``TOO_MANY`` (more than
    ``cap`` zones); ``zones`` is the number of zones visited.
    """
    return _walk(buf, pos, top, layout.args(), row0, cap, None if out is None else out.outputs())


def _walk_python(buf, pos, top, layout, row0, cap, outputs):
    """``_timeline.walk`` in Python: the same steps, the same results."""
    header, end, children_at, children_width, srcloc_at, aux_at, aux_width, *at = layout
    pairs = [(at[2 * k], at[2 * k + 1]) for k in range(2) if at[2 * k] >= 0]
    o = outputs
    mv = memoryview(buf).cast("B")
    size = len(mv)

    def load(p: int, width: int, signed: bool = False) -> int:
        return int.from_bytes(mv[p: p + width], "little", signed=signed)

    ref = [0, 0]
    stack: list[tuple[int, int]] = []  # per open zone: siblings left after it, its index
    left, n, status = top, 0, OK
    while left or stack:
        if not left:  # the open zone's children are done: its end record
            if pos + end > size:
                status = TRUNCATED
                break
            left, zone = stack.pop()
            for k, (_, in_end) in enumerate(pairs if o is not None else ()):
                ref[k] = _wrap(ref[k] + load(pos + in_end, 8, True))
                o[2 * k + 1][zone] = ref[k]
            pos += end
            continue
        if pos + header > size:
            status = TRUNCATED
        elif n >= cap:
            status = TOO_MANY
        elif len(stack) > MAX_DEPTH:
            status = TOO_DEEP
        if status != OK:
            break
        if o is not None:
            for k, (in_header, _) in enumerate(pairs):
                ref[k] = _wrap(ref[k] + load(pos + in_header, 8, True))
                o[2 * k][n] = ref[k]
            d = len(stack)
            o[4][n], o[5][n] = d, row0 + stack[-1][1] if d else -1
            o[6][n], o[7][n] = load(pos + srcloc_at, 2, True), load(pos + aux_at, aux_width)
            if o[8] is not None:
                o[8][n] = pos
        stack.append((left - 1, n))
        n += 1
        left = load(pos + children_at, children_width)
        pos += header
    return status, pos, n


def _wrap(value: int) -> int:
    """``value`` as a wrapping signed 64-bit integer (what the C sum does)."""
    return (value + (1 << 63)) % (1 << 64) - (1 << 63)


try:
    if os.environ.get("TRACY_DIFF_PURE_PYTHON"):
        raise ImportError("TRACY_DIFF_PURE_PYTHON is set")
    from ._timeline import walk as _walk
    COMPILED = True
except ImportError:
    _walk = _walk_python
    COMPILED = False
