"""The string table of a ``.tracy`` capture (§5.8), decoded lazily."""

from __future__ import annotations

import numpy as np
from numpy.typing import DTypeLike

#: Longest string kept from the string table, in bytes: Tracy sends strings
#: with a 16-bit length, so a longer one is not a real capture's; it is cut
#: (with a warning) rather than decoded whole.
MAX_STRING_BYTES = 1 << 16


class Strings:
    """The string table (§5.8); decodes an entry the first time it is asked for."""

    def __init__(self, data: np.ndarray, offset: int, starts: np.ndarray, lengths: np.ndarray,
                 ptrs: np.ndarray, warnings: list[str] | None = None, path: str = ""):
        self.data_at, self.offset = data, offset  # the table's bytes, from payload offset ``offset`` on
        self.warnings = [] if warnings is None else warnings
        self.path = path
        self.starts = starts + 16  # payload offsets of the strings' bytes
        self.lengths = lengths
        self.order = np.argsort(ptrs, kind="stable")
        self.sorted_ptrs = ptrs[self.order]
        self.by_id: dict[int, int] = {}  # pointer-keyed strings: id -> index
        self.cache: dict[int, str] = {}

    def index_of(self, ptrs: np.ndarray) -> np.ndarray:
        """Indices of the entries stored under pointer keys ``ptrs`` (-1 = none)."""
        ptrs = np.asarray(ptrs, dtype=np.uint64)
        if not len(self.sorted_ptrs):
            return np.full(len(ptrs), -1, dtype=np.int64)
        at = np.searchsorted(self.sorted_ptrs, ptrs)
        found = at < len(self.sorted_ptrs)
        found[found] = self.sorted_ptrs[at[found]] == ptrs[found]
        return np.where(found, self.order[np.minimum(at, len(self.order) - 1)], -1)

    def data(self, index: int) -> str:
        """``stringData[index]``, decoded from the table in place (no copy of
        its bytes); one past ``MAX_STRING_BYTES`` is cut there, with a warning."""
        text = self.cache.get(index)
        if text is None:
            if not 0 <= index < len(self.starts):
                return "???"
            start, length = int(self.starts[index]), int(self.lengths[index])
            if length > MAX_STRING_BYTES:
                self.warnings.append(
                    f"{self.path}: string {index} at payload byte {start - 16} holds {length:,} bytes: "
                    f"cut to its first {MAX_STRING_BYTES:,} (Tracy sends at most 65,535)")
                length = MAX_STRING_BYTES
            at = start - self.offset
            text = str(self.data_at[at: at + length], "utf-8", "replace")  # type: ignore[call-overload]  # an ndarray is a buffer (numpy declares it for 3.12+)
            self.cache[index] = text
        return text

    def pointer(self, key: int) -> str:
        """A pointer-keyed string (``strings[key]``), ``"???"`` when missing."""
        index = self.by_id.get(key)
        return "???" if index is None else self.data(index)

    def ref(self, value: int, flags: int) -> str:
        """Resolve a StringRef (§3)."""
        if flags & 1:
            return self.data(value)
        if flags & 2:
            return self.pointer(value)
        return "???"

    def idx(self, value: int) -> str | None:
        """Resolve a StringIdx stored +1; None when unset."""
        return self.data(value - 1) if value else None


def gather(u8: np.ndarray, offsets: np.ndarray, dtype: DTypeLike, at: int = 0) -> np.ndarray:
    """Values of ``dtype`` (a scalar or packed record type) at arbitrary,
    unaligned byte ``offsets`` of ``u8``, each moved ``at`` bytes on (no
    temporary offsets): copied as opaque bytes, which numpy does fastest
    (by indexing; ``np.take`` is ~20x slower for them), then viewed as
    ``dtype``."""
    dtype = np.dtype(dtype)
    if not len(offsets):
        return np.empty(0, dtype)
    opaque = np.dtype(f"V{dtype.itemsize}")
    view = np.ndarray((len(u8) - at - dtype.itemsize + 1,), opaque, u8, at, (1,))
    values: np.ndarray = view[offsets].view(dtype)
    return values

