"""Walk Tracy zone timelines: find every zone record without decoding it.

A timeline (format notes §5.14, §5.15) is a depth-first sequence of
records with no byte lengths: ``ZONE := header, ZONE × childCount, end``.
The only field a reader must look at to find the next record is the child
count in each header. ``walk`` returns the record layout (which token is a
header, which an end, which end closes which zone) and the numpy gathers in
the reader do the rest.
"""

from __future__ import annotations

import struct
from array import array
from dataclasses import dataclass
from itertools import takewhile
from typing import Any, Callable, NamedTuple

import numpy as np

from ..errors import CorruptError, TruncatedError


@dataclass(frozen=True)
class Layout:
    """Byte layout of one kind of zone record."""

    header_size: int
    child_count_offset: int
    child_count_size: int  # 4 (CPU, u32) or 8 (GPU, u64)
    end_size: int
    srcloc_offset: int  # i16 source location id in the header

    @property
    def zone_size(self) -> int:
        """Bytes of a zone without children: its header and its end record."""
        return self.header_size + self.end_size

    @property
    def count_code(self) -> str:
        """The ``struct`` code of the child count."""
        return "I" if self.child_count_size == 4 else "Q"


CPU_LAYOUT = Layout(header_size=18, child_count_offset=14, child_count_size=4, end_size=8,
                    srcloc_offset=0)


def gpu_layout(file_version: int) -> Layout:
    """GPU zone layout; ``file_version`` is ``(major << 16) | (minor << 8) | patch``."""
    end = 18 if file_version >= 0x000C04 else 16  # u16 queryId from 0.12.4
    return Layout(header_size=31, child_count_offset=23, child_count_size=8, end_size=end,
                  srcloc_offset=16)


class Walk(NamedTuple):
    """Where a timeline's records are. Its tokens are its records in file
    order (a zone's header, its children's tokens, then its end); zones are
    numbered in pre-order."""

    header_token: np.ndarray  # per zone, the index of its header token
    spans: np.ndarray  # per zone, its end token's index less its header token's (32-bit)
    pos: int  # the timeline's first byte
    end_pos: int  # the byte after the timeline
    layout: Layout

    @property
    def end_token(self) -> np.ndarray:
        """Per zone, the index of its end token (a new array)."""
        return self.header_token + self.spans

    def header_offsets(self, out: np.ndarray | None = None) -> np.ndarray:
        """The byte offset of every zone's header (into ``out`` if given).

        Zone ``i`` is preceded by ``i`` headers and ``header_token[i] - i`` ends.
        """
        layout = self.layout
        step = layout.header_size - layout.end_size
        out = np.multiply(self.header_token, layout.end_size, out=out)
        out += np.arange(self.pos, self.pos + step * len(out), step)
        return out

    def end_offsets(self, header_offsets: np.ndarray | None = None) -> np.ndarray:
        """The byte offset of every zone's end record, from ``header_offsets``
        if given: it follows the zone's header and its descendants, half the
        tokens between its header and its end."""
        if header_offsets is None:
            header_offsets = self.header_offsets()
        out = np.subtract(self.spans, 1, dtype=np.int64)
        out >>= 1
        out *= self.layout.zone_size
        out += header_offsets
        out += self.layout.header_size
        return out


def walk(buf, pos: int, count: int, layout: Layout,
         more: Callable[[int], Any] | None = None) -> Walk:
    """Walk ``count`` top-level zones starting at byte ``pos`` of ``buf``.

    With ``more``, ``buf`` may hold just the start of the timeline (a payload
    still being decompressed): ``more(end)`` returns a longer buffer (the
    same bytes and more, up to ``end`` or past it) or, when there are no
    more bytes, one of the same length; the walk goes on as they arrive.
    Raises ``TruncatedError`` when a record runs past the last byte and
    ``CorruptError`` for more zones than the bytes can hold or zones nested
    deeper than 32767.
    """
    if more is None and count * layout.zone_size > len(buf) - pos:
        raise CorruptError(f"{count} zones at payload offset {pos} cannot fit in the "
                           f"{len(buf) - pos} bytes left")
    walker = _Walker(buf, layout, more)
    end = walker.timeline(pos, count)
    while end > len(walker.buf):  # the last end records are not there yet
        walker.grow(end, f"zone end record at payload offset {end - layout.end_size}")
    header_token = np.flatnonzero(np.frombuffer(walker.types, dtype=np.bool_))
    spans = np.frombuffer(walker.spans, dtype=walker.spans.typecode)
    return Walk(header_token, spans, pos, end, layout)


#: ``array`` type of the spans (32-bit: a zone may hold 2**30 - 1 zones).
_SPAN = "i"
#: Bytes asked for each time a walk reaches the end of a growing buffer.
_MORE = 1 << 20
#: Deepest nesting walked (the depth column is 16-bit).
_MAX_DEPTH = (1 << 15) - 1
#: Shapes outside this many tokens are always walked: leaves are cheaper to
#: walk than to match, and a shape that never recurs costs its learning.
_MIN_SHAPE_TOKENS = 4
_MAX_SHAPE_TOKENS = 1 << 14
#: Shapes kept per key (root and first child: child count, source location).
_MAX_CANDIDATES = 16
#: Longest repeating sequence of sibling subtrees that becomes one shape,
#: and how many such sequences a key keeps.
_MAX_PERIOD = 8
_MAX_SEQUENCES = 4


class _Shape:
    """The token sequence of ``roots`` consecutive sibling subtrees, and the
    child counts that identify it."""

    __slots__ = ("types", "spans", "fields", "nbytes", "counts", "unpack", "iter_unpack",
                 "credit", "roots", "key")

    def __init__(self, types: bytes, counts: tuple, spans: array, fields: str,
                 key: tuple | None, roots: int):
        self.types, self.counts, self.spans, self.fields = types, counts, spans, fields
        self.key, self.roots = key, roots
        packed = struct.Struct("<" + fields)
        self.nbytes = packed.size
        self.unpack, self.iter_unpack = packed.unpack_from, packed.iter_unpack
        # Runs of copies are tried while they pay: each run found earns
        # credit, each miss spends it, and every 16th sighting tries anyway.
        self.credit = 1

    @classmethod
    def walked(cls, types: bytes, layout: Layout, key: tuple | None) -> "_Shape":
        """The shape of one subtree whose tokens are ``types``."""
        counts, spans = _zones_of(types)
        return cls(types, counts, spans, _fields(types, layout), key, 1)

    @classmethod
    def joined(cls, units: tuple["_Shape", ...]) -> "_Shape":
        """The shape of ``units`` one after the other."""
        spans = array(_SPAN)
        for u in units:
            spans.extend(u.spans)
        return cls(b"".join(u.types for u in units), sum((u.counts for u in units), ()),
                   spans, "".join(u.fields for u in units), units[0].key,
                   sum(u.roots for u in units))


class _Walker:
    """A depth-first walk that recognises recurring subtrees.

    Benchmark captures repeat themselves: every iteration has the same call
    tree, every worker cycles through a few task shapes. A subtree's shape
    (its token sequence) is fixed by the child counts of its zones: one
    ``struct`` unpack that reads every child-count field of a known shape
    and skips every other byte recognises it at any offset, in C, and equal
    child counts at equal offsets make an equal walk, so a match yields
    exactly the records the plain walk would find. A shape is learned the
    second time it is walked, under a key that is cheap to read (child count
    and source location of the root and of its first child). When the
    subtrees of one level repeat a sequence (a worker's task cycle), the
    sequence becomes one shape too, and runs of it are matched in one
    ``iter_unpack``.
    """

    def __init__(self, buf, layout: Layout, more: Callable[[int], Any] | None = None):
        self.layout = layout
        self.more = more
        self._bind(buf)
        self.types = bytearray()
        # Per zone, the distance in tokens from its header to its end.
        self.spans = array(_SPAN)
        self.seen: dict[tuple, int] = {}
        self.candidates: dict[tuple, list[_Shape]] = {}
        self.sequences: dict[tuple, _Shape] = {}
        self.leaf = _Shape.walked(b"\x01\x00", layout, None)
        self.last_pos = 0

    def _bind(self, buf) -> None:
        self.buf = buf
        self.mv = memoryview(buf)
        width = self.layout.child_count_size
        # Child counts sit at unaligned offsets: one view per alignment.
        self.views = [self.mv[k: k + (len(buf) - k) // width * width].cast(self.layout.count_code)
                      for k in range(width)]

    def grow(self, end: int, what: str) -> None:
        """Get more of the buffer (``end`` bytes are wanted) or raise
        ``TruncatedError`` saying that ``what`` runs past the end."""
        grown = None if self.more is None else self.more(max(end, len(self.buf) + _MORE))
        if grown is None or len(grown) <= len(self.buf):
            raise TruncatedError(f"{what} runs past the end")
        self._bind(grown)

    def timeline(self, pos: int, n: int) -> int:
        """Walk ``n`` top-level zones at ``pos``; return the position after them.

        The walk keeps its state in ``stack``, not in Python frames, so a
        record missing from the buffer only pauses it until ``grow``: every
        step reads what it needs before it changes anything.
        """
        types, spans = self.types, self.spans
        extend, append = types.extend, types.append
        extend_spans, append_span = spans.extend, spans.append
        candidates = self.candidates
        layout = self.layout
        width, cc_off = layout.child_count_size, layout.child_count_offset
        hsize, esize = layout.header_size, layout.end_size
        leaf = self.leaf
        leaf_types, leaf_size = leaf.types, leaf.nbytes
        sl = layout.srcloc_offset
        # Per level, while its zones are walked: how many are left, the
        # subtrees met there (a shape, or None when walked) and where each
        # shape was last met (a shape met again ``p`` subtrees later may
        # close a repeating sequence of ``p``), and the matches so far. The
        # stack holds the levels above, each with its open zone.
        met: list[_Shape | None] = []
        last_met: dict[_Shape, int] = {}
        sightings = 0
        stack: list[tuple] = []
        while True:
            buf, views = self.buf, self.views
            try:
                while n or stack:
                    if not n:  # the open zone's children are done: close it
                        n, met, last_met, sightings, start, zone, key = stack.pop()
                        spans[zone] = len(types) - start
                        append(0)
                        pos += esize
                        n -= 1
                        if _MIN_SHAPE_TOKENS <= len(types) - start <= _MAX_SHAPE_TOKENS:
                            self._learn(key, bytes(types[start:]))
                        met.append(None)
                        last_met.clear()  # no sequence runs across a walked subtree
                        continue
                    self.last_pos = pos
                    q = pos + cc_off
                    cc = views[q % width][q // width]
                    if cc == 0:
                        extend(leaf_types)
                        append_span(1)
                        pos += leaf_size
                        n -= 1
                        shape = leaf
                    else:
                        q += hsize
                        key = (cc, buf[pos + sl], buf[pos + sl + 1], views[q % width][q // width],
                               buf[pos + hsize + sl], buf[pos + hsize + sl + 1])
                        known = candidates.get(key)
                        shape = None
                        if known is not None:
                            for shape in known:
                                try:
                                    if shape.roots <= n and shape.unpack(buf, pos) == shape.counts:
                                        break
                                except struct.error:  # runs past the end
                                    pass
                            else:
                                shape = None
                        if shape is None:  # open the zone and walk its children
                            if len(stack) >= _MAX_DEPTH:
                                raise CorruptError(f"zones nest deeper than {_MAX_DEPTH} "
                                                   f"levels near payload offset {pos}")
                            stack.append((n, met, last_met, sightings, len(types), len(spans), key))
                            append(1)
                            append_span(0)
                            pos += hsize
                            n, met, last_met, sightings = cc, [], {}, 0
                            continue
                        extend(shape.types)
                        extend_spans(shape.spans)
                        pos += shape.nbytes
                        n -= shape.roots
                        sightings += 1
                        if n and (shape.credit > 0 or not sightings & 15):
                            pos, n = self._run(shape, pos, n)
                    i = len(met)
                    met.append(shape)
                    j = last_met.get(shape)
                    last_met[shape] = i
                    if j is not None and n:
                        period = i - j
                        if (period <= _MAX_PERIOD and period <= j + 1
                                and met[j + 1 - period: j + 1] == met[j + 1:]):
                            pos, n = self._run(self._sequence(tuple(met[j + 1:])), pos, n)
                return pos
            except IndexError:
                self.grow(self.last_pos + hsize + hsize,
                          f"zone record near payload offset {self.last_pos}")
            except OverflowError:  # a span past what _SPAN holds
                most = ((1 << 8 * spans.itemsize - 1) - 2) // 2
                raise CorruptError(f"a zone near payload offset {pos} holds more than the "
                                   f"{most:,} zones this reader reads in one zone") from None

    def _run(self, shape: _Shape, pos: int, n: int) -> tuple[int, int]:
        """Take as many copies of ``shape`` at ``pos`` as match and fit in ``n``
        siblings; return the new position and siblings left."""
        k = min(n // shape.roots, (len(self.buf) - pos) // shape.nbytes)
        copies = shape.iter_unpack(self.mv[pos: pos + k * shape.nbytes])
        k = len(list(takewhile(shape.counts.__eq__, copies)))
        if not k:
            shape.credit -= 1
            return pos, n
        self.types.extend(shape.types * k)
        self.spans.extend(shape.spans * k)
        shape.credit = 4
        return pos + shape.nbytes * k, n - shape.roots * k

    def _sequence(self, units: tuple) -> _Shape:
        """The shape of the sibling subtrees ``units`` in turn, made once and
        offered first under the key of its first subtree."""
        shape = self.sequences.get(units)
        if shape is None:
            if len(units) == 1:
                return units[0]
            shape = self.sequences[units] = _Shape.joined(units)
            if shape.key is not None:
                known = self.candidates.setdefault(shape.key, [])
                if sum(s.roots > 1 for s in known) < _MAX_SEQUENCES:
                    known.insert(0, shape)
        return shape

    def _learn(self, key: tuple, types: bytes) -> None:
        """Count a shape walked the slow way; the second time, keep it."""
        seen = self.seen.get((key, types), 0) + 1
        self.seen[key, types] = seen
        if seen == 2:
            known = self.candidates.setdefault(key, [])
            if len(known) < _MAX_CANDIDATES:
                known.append(_Shape.walked(types, self.layout, key))


def _zones_of(types: bytes) -> tuple[tuple[int, ...], array]:
    """Per zone of the subtree ``types`` (pre-order): its child count, and
    the tokens from its header to its end."""
    counts: list[int] = []
    spans = array(_SPAN)
    open_zones: list[int] = []
    for i, t in enumerate(types):
        if t:
            if open_zones:
                counts[open_zones[-1]] += 1
            open_zones.append(len(counts))
            counts.append(0)
            spans.append(i)
        else:
            zone = open_zones.pop()
            spans[zone] = i - spans[zone]
    return tuple(counts), spans


def _fields(types: bytes, layout: Layout) -> str:
    """``struct`` format codes (no byte order) reading every child-count
    field of the tokens ``types``, in pre-order, and skipping every other
    byte."""
    code = layout.count_code
    after = layout.header_size - layout.child_count_offset - layout.child_count_size
    parts: list[str] = []
    gap = 0
    for t in types:
        if t:
            gap += layout.child_count_offset
            if gap:
                parts.append(f"{gap}x")
            parts.append(code)
            gap = after
        else:
            gap += layout.end_size
    if gap:
        parts.append(f"{gap}x")
    return "".join(parts)
