"""Walk Tracy zone timelines: find every zone record without decoding it.

A timeline (format notes §5.14, §5.15) is a depth-first sequence of
records with no byte lengths: ``ZONE := header, ZONE × childCount, end``.
The only field a reader must look at to find the next record is the child
count in each header. ``walk`` returns the record layout (which token is a
header, which an end) and the numpy gathers in the reader do the rest.
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass

import numpy as np

from .errors import CorruptError, TruncatedError


@dataclass(frozen=True)
class Layout:
    """Byte layout of one kind of zone record."""

    header_size: int
    child_count_offset: int
    child_count_size: int  # 4 (CPU, u32) or 8 (GPU, u64)
    end_size: int
    srcloc_offset: int  # i16 source location id in the header


CPU_LAYOUT = Layout(header_size=18, child_count_offset=14, child_count_size=4, end_size=8,
                    srcloc_offset=0)


def gpu_layout(file_version: int) -> Layout:
    """GPU zone layout; ``file_version`` is ``(major << 16) | (minor << 8) | patch``."""
    end = 18 if file_version >= 0x000C04 else 16  # u16 queryId from 0.12.4
    return Layout(header_size=31, child_count_offset=23, child_count_size=8, end_size=end,
                  srcloc_offset=16)


def walk(buf, pos: int, count: int, layout: Layout) -> tuple[np.ndarray, np.ndarray, int]:
    """Walk ``count`` top-level zones starting at byte ``pos`` of ``buf``.

    Returns ``(offsets, is_header, end_pos)``: the byte offset of every token
    in file order (a zone's header token, then its children's tokens, then its
    end token), whether each token is a header, and the position after the
    timeline. Raises ``TruncatedError`` when a record runs past the end of
    ``buf`` and ``CorruptError`` for a child count the remaining bytes
    cannot hold.
    """
    types = _walk_types(buf, pos, count, layout)
    is_header = np.frombuffer(types, dtype=np.bool_)
    sizes = np.where(is_header, layout.header_size, layout.end_size).astype(np.int64)
    offsets = np.empty(len(sizes), dtype=np.int64)
    if len(sizes):
        offsets[0] = pos
        np.cumsum(sizes[:-1], out=offsets[1:])
        offsets[1:] += pos
    end_pos = pos + int(sizes.sum())
    return offsets, is_header, end_pos


def _walk_types(buf, pos: int, count: int, layout: Layout) -> bytearray:
    """The token types (1 header, 0 end) of ``count`` zones at ``pos``."""
    size = len(buf)
    if count * (layout.header_size + layout.end_size) > size - pos:
        raise CorruptError(
            f"{count} zones at payload offset {pos} cannot fit in the {size - pos} bytes left")
    walker = _Walker(buf, layout)
    try:
        end = walker.siblings(pos, count)
    except IndexError:
        raise TruncatedError(
            f"zone record near payload offset {walker.last_pos} runs past the end") from None
    except RecursionError:
        raise CorruptError(
            f"zones nested deeper than Python can follow near payload offset {pos}") from None
    if end > size:
        raise TruncatedError(f"zone end record at payload offset {end - layout.end_size} "
                             "runs past the end")
    return walker.types


#: Shapes outside this many tokens are always walked: leaves are cheaper to
#: walk than to match, and compiling grows with size.
_MIN_SHAPE_TOKENS = 4
_MAX_SHAPE_TOKENS = 4000
#: Shapes kept per root (child count, source location).
_MAX_CANDIDATES = 16


class _Shape:
    """A subtree's token sequence and a regex matching runs of its copies."""

    __slots__ = ("types", "nbytes", "pattern", "run", "credit")

    def __init__(self, types: bytes, layout: Layout):
        self.types = types
        self.nbytes = sum(layout.header_size if t else layout.end_size for t in types)
        self.pattern = _pattern(types, layout)
        self.run = re.compile(b"(?s)(?:" + self.pattern + b")+").match
        # Runs of copies are tried while they pay: each run found earns
        # credit, each miss spends it, and every 16th sighting tries anyway.
        self.credit = 1


class _Candidates:
    """The shapes whose root has one child count and source location, and a
    regex matching any of them (the shape is ``lastindex - 1``)."""

    __slots__ = ("shapes", "match")

    def __init__(self):
        self.shapes: list[_Shape] = []
        self.match = None

    def add(self, shape: _Shape) -> None:
        if len(self.shapes) < _MAX_CANDIDATES:
            self.shapes.append(shape)
            self.match = re.compile(
                b"(?s)(?:" + b"|".join(s.pattern + b"()" for s in self.shapes) + b")").match


class _Walker:
    """A depth-first walk that recognises recurring subtrees by regex.

    Benchmark captures repeat themselves: every iteration has the same call
    tree, every worker cycles through a few task shapes. A subtree's shape
    (its token sequence) is fixed by the child counts of its zones, so a
    regex that compares every child-count field and lets every other byte
    through recognises a known shape, and runs of it, at any offset, in C.
    Equal child counts at equal offsets make an equal walk, so a match
    yields exactly the records the plain walk would find. A shape gets its
    regex the second time it is walked; one regex per (root child count,
    root source location) tries all shapes known for that root at once.
    """

    def __init__(self, buf, layout: Layout):
        self.buf = buf
        self.layout = layout
        width = layout.child_count_size
        mv = memoryview(buf)
        code = "I" if width == 4 else "Q"
        # Child counts sit at unaligned offsets: one view per alignment.
        self.views = [mv[k: k + (len(buf) - k) // width * width].cast(code)
                      for k in range(width)]
        self.types = bytearray()
        self.seen: dict[bytes, int] = {}
        # Keyed by the root's child count and source location: not part of
        # a shape, but a good guess at which shapes can match.
        self.candidates: dict[tuple[int, int, int], _Candidates] = {}
        self.last_pos = 0

    def siblings(self, pos: int, n: int) -> int:
        """Walk ``n`` sibling zones at ``pos``; return the position after them."""
        types, views, buf = self.types, self.views, self.buf
        extend, append = types.extend, types.append
        candidates = self.candidates
        layout = self.layout
        width, cc_off = layout.child_count_size, layout.child_count_offset
        hsize, esize = layout.header_size, layout.end_size
        leaf, leaf_size = b"\x01\x00", hsize + esize
        sl = layout.srcloc_offset
        sightings = 0
        while n:
            self.last_pos = pos
            q = pos + cc_off
            cc = views[q % width][q // width]
            if cc == 0:
                extend(leaf)
                pos += leaf_size
                n -= 1
                continue
            key = (cc, buf[pos + sl], buf[pos + sl + 1])
            known = candidates.get(key)
            if known is not None:
                m = known.match(buf, pos)
                if m is not None:
                    shape = known.shapes[m.lastindex - 1]
                    extend(shape.types)
                    pos = m.end()
                    n -= 1
                    sightings += 1
                    if n and (shape.credit > 0 or not sightings & 15):
                        m = shape.run(buf, pos, pos + shape.nbytes * n)
                        if m is None:
                            shape.credit -= 1
                        else:
                            k = (m.end() - pos) // shape.nbytes
                            extend(shape.types * k)
                            pos += shape.nbytes * k
                            n -= k
                            shape.credit = 4
                    continue
            start = len(types)
            append(1)
            pos = self.siblings(pos + hsize, cc)
            append(0)
            pos += esize
            n -= 1
            if _MIN_SHAPE_TOKENS <= len(types) - start <= _MAX_SHAPE_TOKENS:
                self._learn(key, bytes(types[start:]))
        return pos

    def _learn(self, key: tuple[int, int, int], types: bytes) -> None:
        """Count a shape walked the slow way; the second time, compile it."""
        seen = self.seen.get(types, 0) + 1
        self.seen[types] = seen
        if seen == 2:
            known = self.candidates.get(key)
            if known is None:
                known = self.candidates[key] = _Candidates()
            known.add(_Shape(types, self.layout))


def _pattern(types: bytes, layout: Layout) -> bytes:
    """A regex matching one copy of the subtree ``types``: every child-count
    field must be equal, every other byte is a wildcard."""
    counts: list[int] = []
    open_zones: list[int] = []
    for t in types:
        if t:
            if open_zones:
                counts[open_zones[-1]] += 1
            open_zones.append(len(counts))
            counts.append(0)
        else:
            open_zones.pop()
    fmt = "<I" if layout.child_count_size == 4 else "<Q"
    after = layout.header_size - layout.child_count_offset - layout.child_count_size
    parts: list[bytes] = []
    gap = 0
    it = iter(counts)
    for t in types:
        if t:
            gap += layout.child_count_offset
            if gap:
                parts.append(b".{%d}" % gap)
            parts.append(re.escape(struct.pack(fmt, next(it))))
            gap = after
        else:
            gap += layout.end_size
    if gap:
        parts.append(b".{%d}" % gap)
    return b"".join(parts)
