"""Walk Tracy zone timelines.

A timeline (format notes §5.14, §5.15) is a depth-first sequence of records
with no byte lengths: ``top`` zones, each ``ZONE := header, ZONE × children,
end``. Times are deltas: each timeline keeps one running sum per time pair,
which every header (start) and every end record (end) adds to, in record
order. A ``Walk`` visits the records once, depth first, and writes every
zone's columns into arrays at the zone's row (or only counts the zones). It
keeps its state between calls: a walk stopped by the end of the bytes decoded
so far (``TRUNCATED``) or of the output rows (``TOO_MANY``) goes on from where
it stopped when called again with more bytes (the same ones first) or rows.

The walk runs in the C extension ``_timeline`` (built by ``pip install``); the
same algorithm in Python below runs where it was not built, or when
``TRACY_DIFF_PURE_PYTHON=1`` asks for it. They give identical results.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import DTypeLike

from ..compiled import extension

#: Walk statuses: done; stopped at a record running past the bytes given; at a zone
#: deeper than ``MAX_DEPTH``; at a zone past ``cap`` rows; at a zone whose source
#: location is not allowed, or whose extra field is not below ``extras``. The walk
#: stops *before* the record it names: ``Walk.pos`` is that record's offset.
OK, TRUNCATED, TOO_DEEP, TOO_MANY, BAD_SRCLOC, BAD_EXTRA = range(6)
#: Deepest zone walked (the depth column is 16-bit).
MAX_DEPTH = (1 << 15) - 1
#: The state array: these scalars, then per open zone (siblings left after it, its row).
POS, LEFT, DEPTH, ROW, REF0, REF1 = range(6)
STATE = 8


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
    """Per zone row, what a walk writes (pre-order; ``times``: a (start, end)
    pair of int64 arrays per time pair of the layout); None: not written."""

    times: list[tuple[np.ndarray, np.ndarray]]
    depth: np.ndarray  # int16
    parent: np.ndarray  # int64, row of the parent, -1 at top level
    srcloc: np.ndarray  # int32 (the header's i16)
    aux: np.ndarray | None  # uint32, the extra field
    name: np.ndarray | None = None  # name codes (the dtype of ``Codes.by_srcloc``)
    text: np.ndarray | None = None  # text codes (the dtype of ``Codes.extra_text``)

    @classmethod
    def empty(cls, zones: int, layout: Layout, aux: bool = True, codes: Codes | None = None) -> Columns:
        """Arrays for ``zones`` zones, not yet filled: the extra field when
        ``aux``, name and text codes where ``codes`` has their tables."""
        def new(dtype: DTypeLike) -> np.ndarray:
            return np.empty(zones, dtype)
        name = text = None
        if codes is not None:
            name = new(codes.by_srcloc.dtype)
            text = None if codes.extra_text is None else new(codes.extra_text.dtype)
        return cls([(new(np.int64), new(np.int64)) for _ in layout.time_pairs], new(np.int16),
                   new(np.int64), new(np.int32), new(np.uint32) if aux else None, name, text)

    def rows(self, r: slice) -> Columns:
        """Views of rows ``r``."""
        return Columns._make([[(s[r], e[r]) for s, e in self.times],
                              *(None if a is None else a[r] for a in self[1:])])

    def grown(self, zones: int, rows: int) -> Columns:
        """New arrays for ``zones`` zones holding the first ``rows`` rows of these."""
        def new(a: np.ndarray | None) -> np.ndarray | None:
            if a is None:
                return None
            b = np.empty(zones, a.dtype)
            b[:rows] = a[:rows]
            return b
        return Columns._make([[(new(s), new(e)) for s, e in self.times], *(new(a) for a in self[1:])])

    def outputs(self) -> tuple[np.ndarray | None, ...]:
        """The 10 output arrays in the C walk's order (None where absent)."""
        pairs = [a for pair in self.times for a in pair] + [None] * (4 - 2 * len(self.times))
        return (*pairs, *self[1:])


class Codes(NamedTuple):
    """What a walk names zones with: a code per source location, by its 16
    bits taken as unsigned (65,536; negative: the walk refuses the zone,
    ``BAD_SRCLOC``), and per extra field the name code that overrides it
    (-1: none) and the text code; signed integers, the same dtype for names."""

    by_srcloc: np.ndarray
    extra_name: np.ndarray | None = None
    extra_text: np.ndarray | None = None

    def tables(self) -> tuple[np.ndarray | None, ...]:
        return (self.by_srcloc, self.extra_name, self.extra_text)


class Walk:
    """One timeline's walk, resumable: ``start`` it, then ``step`` until it is
    ``OK`` (or an error status), handing it more bytes after ``TRUNCATED`` and
    more rows after ``TOO_MANY``. Zones are numbered (rows) from ``start``'s
    ``row``; ``pos`` is where the walk stands in the bytes."""

    def __init__(self) -> None:
        self.state = np.zeros(STATE + 2 * (MAX_DEPTH + 2), np.int64)

    def start(self, pos: int, top: int, row: int = 0) -> Walk:
        """Begin a timeline of ``top`` zones at byte ``pos``, its first zone at row ``row``."""
        self.state[:STATE] = (pos, _wrap(top), 0, row, 0, 0, 0, 0)  # a u64 count, kept in an int64
        return self

    @property
    def pos(self) -> int:
        return int(self.state[POS])

    @property
    def row(self) -> int:
        """The row of the next zone (the first row not written)."""
        return int(self.state[ROW])

    def step(self, buf: Any, layout: Layout, cap: int, out: Columns | None = None,
             codes: Codes | None = None, extras: int = 0, base: int = 0) -> int:
        """Walk on through ``buf``, the bytes from offset ``base`` on (the same
        bytes as before from ``pos`` on, maybe more), and return the status.
        With ``out``, writes each zone's columns at its row (name and text codes
        from ``codes``, which also refuses source locations); rows stop at
        ``cap`` (``TOO_MANY``). ``extras`` > 0 refuses extra fields not below
        it (``BAD_EXTRA``); the extra codes need it."""
        status: int = _walk(buf, base, self.state, layout.args(), cap,
                              None if out is None else out.outputs(), None if codes is None else codes.tables(),
                              extras)
        return status


def walk(buf: Any, pos: int, top: int, layout: Layout, cap: int, out: Columns | None = None,
         row: int = 0) -> tuple[int, int, int]:
    """Walk the whole timeline of ``top`` zones at byte ``pos`` of ``buf`` in one
    call; returns ``(status, pos, zones)``: where it stopped and the zones visited."""
    w = Walk().start(pos, top, row)
    status = w.step(buf, layout, cap, out)
    return status, w.pos, w.row - row


def _walk_python(buf: Any, base: int, state: np.ndarray, layout: tuple[int, ...], cap: int,
                 outputs: Any, codes: Any, extras: int) -> int:
    """``_timeline.walk`` in Python: the same steps, the same results."""
    header, end, children_at, children_width, srcloc_at, aux_at, aux_width, *at = layout
    pairs = [(at[2 * k], at[2 * k + 1]) for k in range(2) if at[2 * k] >= 0]
    mv = memoryview(buf).cast("B")
    size = len(mv)
    s, o = state, outputs
    _check_arguments(s, base, cap, o, codes, extras, len(pairs))
    by_srcloc = None if codes is None else codes[0]

    def load(p: int, width: int, signed: bool = False) -> int:
        return int.from_bytes(mv[p: p + width], "little", signed=signed)

    pos, left, d, n = int(s[POS]) - base, int(s[LEFT]) % (1 << 64), int(s[DEPTH]), int(s[ROW])
    ref = [int(s[REF0]), int(s[REF1])]
    stack = [(int(s[STATE + 2 * i]) % (1 << 64), int(s[STATE + 2 * i + 1])) for i in range(d)]
    status = OK
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
        else:
            srcloc, aux = load(pos + srcloc_at, 2), load(pos + aux_at, aux_width)
            name = 0 if by_srcloc is None else int(by_srcloc[srcloc])
            if name < 0:
                status = BAD_SRCLOC
            elif extras and aux >= extras:
                status = BAD_EXTRA
        if status != OK:
            break
        if o is not None:
            for k, (in_header, _) in enumerate(pairs):
                ref[k] = _wrap(ref[k] + load(pos + in_header, 8, True))
                o[2 * k][n] = ref[k]
            parent = stack[-1][1] if stack else -1
            _write_fields(o, n, (len(stack), parent, srcloc - (srcloc >> 15 << 16), aux), name, codes)
        stack.append((left - 1, n))
        n += 1
        left = load(pos + children_at, children_width)
        pos += header
    s[POS], s[LEFT], s[DEPTH], s[ROW] = pos + base, _wrap(left), len(stack), n
    s[REF0], s[REF1] = _wrap(ref[0]), _wrap(ref[1])
    for i, (lf, zone) in enumerate(stack):
        s[STATE + 2 * i], s[STATE + 2 * i + 1] = _wrap(lf), zone
    return status


def _check_arguments(s: Any, base: int, cap: int, o: Any, codes: Any, extras: int, npairs: int) -> None:
    """The C walk's checks of its arguments, with its errors."""
    if len(s) < STATE + 2 * (MAX_DEPTH + 2) or not _valid(s, base, cap):
        raise ValueError("not a walk state (or it stands before base)")
    if extras > 1 << 40:
        raise ValueError("extras out of range")
    by_srcloc, extra_name, extra_text = (None, None, None) if codes is None else codes
    if codes is not None:
        if by_srcloc is None or len(by_srcloc) < 65536 or ((extra_name is not None or extra_text is not None)
                                                              and not extras):
            raise ValueError("codes: by_srcloc is required, extra codes need extras > 0")
        if any(t is not None and len(t) < extras for t in (extra_name, extra_text)):
            raise ValueError("codes: an extra code table is too short")
    if o is None:
        return
    if len(o) != 10:
        raise TypeError("outputs must be None or a 10-tuple")
    if any(a is not None and len(a) < cap for a in o):
        raise ValueError("output array too short")
    if (o[8] is not None and by_srcloc is None) or (o[9] is not None and extra_text is None):
        raise ValueError("a code output needs its code table")
    if any(o[2 * k] is None or o[2 * k + 1] is None for k in range(npairs)):
        raise ValueError("the layout's time pairs need their outputs")


def _write_fields(o: Any, n: int, fields: tuple[int, int, int, int], name: int, codes: Any) -> None:
    """Row ``n``'s depth, parent, source location and extra field, and its name and text codes."""
    for a, value in zip(o[4:8], fields):
        if a is not None:
            a[n] = value
    aux = fields[3]
    _, extra_name, extra_text = (None, None, None) if codes is None else codes
    if o[8] is not None:
        named = -1 if extra_name is None else int(extra_name[aux])
        o[8][n] = named if named >= 0 else name
    if o[9] is not None:
        assert extra_text is not None  # checked by _check_arguments
        o[9][n] = extra_text[aux]


def _valid(s: Any, base: int, cap: int) -> bool:
    """The C walk's check of a state (see ``valid_state``)."""
    d, n = int(s[DEPTH]), int(s[ROW])
    if base < 0 or s[POS] < base or not 0 <= d <= MAX_DEPTH + 1 or not 0 <= n <= cap:
        return False
    return all(0 <= s[STATE + 2 * i + 1] < n for i in range(d))


def _wrap(value: int) -> int:
    """``value`` as a wrapping signed 64-bit integer (what the C sum does)."""
    return (value + (1 << 63)) % (1 << 64) - (1 << 63)


def _populate_nothing(arrays: tuple[np.ndarray | None, ...], start: int, stop: int) -> bool:
    return False


_compiled = extension("tracy_diff.io._timeline")
COMPILED = _compiled is not None
_walk = _compiled.walk if _compiled is not None else _walk_python
#: ``populate(arrays, start, stop)``: maps in the pages of rows [start, stop) of the
#: arrays without writing; False where it cannot (always, without the C extension).
populate = _compiled.populate if _compiled is not None else _populate_nothing
