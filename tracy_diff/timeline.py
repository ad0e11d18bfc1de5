"""Walk Tracy zone timelines: find every zone record without decoding it.

A timeline (format notes §5.14, §5.15) is a depth-first sequence of
records with no byte lengths: ``ZONE := header, ZONE × childCount, end``.
The only field a reader must look at to find the next record is the child
count in each header. ``walk`` returns the record layout (which token is a
header, which an end) and the numpy gathers in the reader do the rest.
"""

from __future__ import annotations

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
    """The token types (1 header, 0 end) of ``count`` zones at ``pos``."""
    hsize, esize = layout.header_size, layout.end_size
    unpack = struct.Struct("<I" if layout.child_count_size == 4 else "<Q").unpack_from
    cc_off = layout.child_count_offset
    size = len(buf)
    min_zone = hsize + esize
    types = bytearray()
    stack: list[int] = []
    remaining = count
    if count * min_zone > size - pos:
        raise CorruptError(f"{count} zones cannot fit in the {size - pos} bytes left")
    while True:
        if remaining == 0:
            if not stack:
                return types
            if pos + esize > size:
                raise TruncatedError(f"zone end record at payload offset {pos} runs past the end")
            types.append(0)
            pos += esize
            remaining = stack.pop()
            continue
        if pos + hsize > size:
            raise TruncatedError(f"zone record at payload offset {pos} runs past the end")
        (cc,) = unpack(buf, pos + cc_off)
        types.append(1)
        pos += hsize
        remaining -= 1
        if cc == 0:
            if pos + esize > size:
                raise TruncatedError(f"zone end record at payload offset {pos} runs past the end")
            types.append(0)
            pos += esize
        else:
            if cc * min_zone > size - pos:
                raise CorruptError(
                    f"zone at payload offset {pos - hsize} claims {cc} children, "
                    f"more than the {size - pos} bytes left can hold")
            stack.append(remaining)
            remaining = cc
