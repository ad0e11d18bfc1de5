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


CPU_LAYOUT = Layout(header_size=18, child_count_offset=14, child_count_size=4, end_size=8)


def gpu_layout(file_version: int) -> Layout:
    """GPU zone layout; ``file_version`` is ``(major << 16) | (minor << 8) | patch``."""
    end = 18 if file_version >= 0x000C04 else 16  # u16 queryId from 0.12.4
    return Layout(header_size=31, child_count_offset=23, child_count_size=8, end_size=end)


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
    """The token types (1 header, 0 end) of ``count`` zones at ``pos``.

    A plain depth-first walk reads one child count per zone. Benchmark
    captures repeat the same call tree every iteration, so whenever a subtree
    closes, the walk asks a regex (compiled once per shape, matching in C)
    how many identical copies of it follow, and skips them. Identical child
    counts at identical offsets guarantee an identical walk, so the result is
    exactly what the plain walk gives.
    """
    size = len(buf)
    hsize, esize, cc_off = layout.header_size, layout.end_size, layout.child_count_offset
    width = layout.child_count_size
    if count * (hsize + esize) > size - pos:
        raise CorruptError(
            f"{count} zones at payload offset {pos} cannot fit in the {size - pos} bytes left")
    mv = memoryview(buf)
    code = "I" if width == 4 else "Q"
    # Child counts sit at unaligned offsets: one view per alignment.
    views = [mv[k: k + (size - k) // width * width].cast(code) for k in range(width)]
    shapes = _ShapeCache(layout)
    types = bytearray()
    extend = types.extend
    stack: list[int] = []
    push, pop = stack.append, stack.pop
    leaf, leaf_size = b"\x01\x00", hsize + esize
    remaining = count
    try:
        while True:
            if remaining:
                q = pos + cc_off
                cc = views[q % width][q // width]
                remaining -= 1
                if cc == 0:
                    extend(leaf)
                    pos += leaf_size
                else:
                    push(remaining)
                    push(len(types))
                    types.append(1)
                    pos += hsize
                    remaining = cc
            elif stack:
                types.append(0)
                pos += esize
                start = pop()
                remaining = pop()
                if remaining and len(types) - start >= _MIN_SHAPE_TOKENS:
                    shape, k = shapes.repeats(types, start, len(stack), buf, pos, remaining)
                    if k:
                        extend(shape.types * k)
                        pos += shape.nbytes * k
                        remaining -= k
            else:
                break
    except IndexError:
        raise TruncatedError(f"zone record at payload offset {pos} runs past the end") from None
    if pos > size:
        raise TruncatedError(f"zone end record at payload offset {pos - esize} runs past the end")
    return types


#: Subtrees smaller than this are walked, not matched: the match costs more.
_MIN_SHAPE_TOKENS = 24
#: Subtrees larger than this get no regex (compiling it would cost more).
_MAX_SHAPE_TOKENS = 20000


class _Shape:
    """A subtree's token sequence and a regex matching runs of its copies."""

    __slots__ = ("types", "nbytes", "regex")

    def __init__(self, types: bytes, layout: Layout):
        self.types = types
        self.nbytes = sum(layout.header_size if t else layout.end_size for t in types)
        self.regex = _compile(types, layout)


def _compile(types: bytes, layout: Layout) -> re.Pattern:
    """Match one or more copies of the subtree ``types``: every child count
    byte must be equal, every other byte is a wildcard."""
    child_counts: list[int] = []
    open_zones: list[int] = []
    for t in types:
        if t:
            if open_zones:
                child_counts[open_zones[-1]] += 1
            open_zones.append(len(child_counts))
            child_counts.append(0)
        else:
            open_zones.pop()
    fmt = "<I" if layout.child_count_size == 4 else "<Q"
    after = layout.header_size - layout.child_count_offset - layout.child_count_size
    parts: list[bytes] = []
    gap = 0
    counts = iter(child_counts)
    for t in types:
        if t:
            gap += layout.child_count_offset
            if gap:
                parts.append(b".{%d}" % gap)
            parts.append(re.escape(struct.pack(fmt, next(counts))))
            gap = after
        else:
            gap += layout.end_size
    if gap:
        parts.append(b".{%d}" % gap)
    return re.compile(b"(?s)(?:" + b"".join(parts) + b")+")


class _ShapeCache:
    """Shapes seen during one walk; a regex is compiled on a shape's second
    sighting, so shapes that never repeat cost no compilation."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self.seen: dict[bytes, _Shape | None] = {}
        self.last_at_depth: dict[int, _Shape] = {}

    def repeats(self, types: bytearray, start: int, depth: int, buf, pos: int,
                limit: int) -> tuple[_Shape | None, int]:
        """The shape to repeat after the subtree ``types[start:]`` closed at
        ``pos``, and how many copies of it follow (at most ``limit``)."""
        if len(types) - start > _MAX_SHAPE_TOKENS:
            return None, 0
        key = bytes(types[start:])
        shape = self.seen.get(key, False)
        if shape is False:
            self.seen[key] = None
        else:
            if shape is None:
                shape = self.seen[key] = _Shape(key, self.layout)
            k = self._count(shape, buf, pos, limit)
            if k:
                self.last_at_depth[depth] = shape
                return shape, k
        # An irregular sibling: the run it interrupted may go on after it.
        shape = self.last_at_depth.get(depth)
        if shape is not None:
            k = self._count(shape, buf, pos, limit)
            if k:
                return shape, k
        return None, 0

    @staticmethod
    def _count(shape: _Shape, buf, pos: int, limit: int) -> int:
        m = shape.regex.match(buf, pos, pos + shape.nbytes * limit)
        return 0 if m is None else (m.end() - pos) // shape.nbytes
