"""Reading a ``.tracy`` payload: the byte primitives, and the walk of one
timeline into zone columns; ``section`` and ``pos`` say where."""

from __future__ import annotations

import struct
from typing import Any, NoReturn

import numpy as np
from numpy.typing import DTypeLike

from ..errors import CaptureTooLargeError, CorruptError, TruncatedError
from . import timeline
from .container import Payload
from .timeline import Layout
from .tracy_format import MAX_ZONES, U8, U32, U64
from .tracy_zones import Timeline, Zones

#: Payload bytes a timeline's walk waits for at a time (a few dozen 64 KiB blocks),
#: and hands back as it leaves them behind.
WALK_STEP = 1 << 20


class Cursor:
    """A position in the payload, and the reads that move it."""

    extras = 0  # zone extras the file defines (the parse sets it)

    def __init__(self, path: str, payload: Payload, max_zones: int = MAX_ZONES):
        self.path = path
        self.payload = payload
        self.pos = 0
        self.avail = 0
        self.pin: int | None = None  # bytes from here on are read again later (else: from ``pos``)
        self.section = "file header"
        self.version = 0
        self.warnings: list[str] = []
        self.max_zones = max_zones
        self.zones = 0  # CPU and GPU zones found so far
        self.walker = timeline.Walk()
        self.zone_tables: list[Zones] = []

    def close(self) -> None:
        """Stop the threads the parse started (the payload's are the payload's)."""
        for z in self.zone_tables:
            z.close()

    def out_of_memory(self) -> CaptureTooLargeError:
        """The error for a MemoryError while reading."""
        return CaptureTooLargeError(
            f"{self.path}: out of memory in {self.section} ({self.payload.decoded:,} payload "
            f"bytes decoded, {self.zones:,} zones): the capture is too big for this machine")

    # -- primitives --------------------------------------------------------

    @property
    def buf(self) -> np.ndarray:
        """The payload's window: bytes from payload offset ``base`` on (another
        window, or other bytes in it, after the next ``need``)."""
        return self.payload.buf

    @property
    def base(self) -> int:
        return self.payload.base

    def at(self, pos: int, n: int) -> np.ndarray:
        """A view of payload bytes ``[pos, pos + n)`` (they must be at hand)."""
        return self.buf[pos - self.base: pos - self.base + n]

    def need(self, n: int) -> None:
        end = self.pos + n
        if end > self.avail:
            self.avail = self.payload.wait(end, keep=self.pos if self.pin is None else self.pin)
            if end > self.avail:
                self.truncated(n)

    def truncated(self, n: int) -> NoReturn:
        size = self.payload.wait_all()
        raise TruncatedError(
            f"{self.path}: payload ends at byte {size} inside {self.section} "
            f"(record at payload byte {self.pos} needs {n} bytes)")

    def read(self, st: struct.Struct) -> tuple[Any, ...]:
        self.need(st.size)
        value = st.unpack_from(self.buf, self.pos - self.base)  # type: ignore[arg-type]  # an ndarray is a buffer (numpy declares it for Python 3.12+)
        self.pos += st.size
        return value

    def u8(self) -> int:
        return int(self.read(U8)[0])

    def u32(self) -> int:
        return int(self.read(U32)[0])

    def u64(self) -> int:
        return int(self.read(U64)[0])

    def count(self, record_size: int, what: str) -> int:
        """A u64 count of records at least ``record_size`` bytes each."""
        at = self.pos
        n = self.u64()
        if n * record_size > self.payload.size_bound - self.pos:
            raise TruncatedError(
                f"{self.path}: {self.section}: {what} count {n} at payload byte {at} "
                f"does not fit in the payload")
        return n

    def skip(self, n: int) -> None:
        self.need(n)
        self.pos += n

    def array(self, dtype: DTypeLike, n: int) -> np.ndarray:
        dtype = np.dtype(dtype)
        self.need(n * dtype.itemsize)
        a: np.ndarray = np.frombuffer(self.buf, dtype, n, self.pos - self.base).copy()
        self.pos += n * dtype.itemsize
        return a

    def counted(self, dtype: DTypeLike, what: str) -> np.ndarray:
        dtype = np.dtype(dtype)
        return self.array(dtype, self.count(dtype.itemsize, what))

    def text(self, what: str) -> str:
        n = self.count(1, what)
        if n >= 1024 * 1024:
            raise CorruptError(
                f"{self.path}: {self.section}: {what} of {n} bytes at payload byte {self.pos - 8}")
        self.need(n)
        value = bytes(self.at(self.pos, n)).decode("utf-8", "replace")
        self.pos += n
        return value

    def room(self, layout: Layout) -> int:
        """The most zones of ``layout`` the rest of the payload could hold."""
        limit = min(self.payload.size_bound, self.payload.max_bytes or self.payload.size_bound)
        return max(0, limit - self.pos) // layout.zone_size

    def walk(self, top: int, into: Zones, announced: int = 0) -> Timeline:
        """Walk the timeline of ``top`` zones at ``pos`` into the columns of
        ``into`` (``announced``: how many zones the file says it holds)."""
        layout = into.layout
        if top * layout.zone_size > self.payload.size_bound - self.pos:
            self.truncated(top * layout.zone_size)
        start, row = self.pos, into.rows
        allowed = row + self.max_zones - self.zones  # rows past these: too many zones
        into.reserve(min(max(top, announced, 0), self.room(layout), allowed - row))
        w = self.walker.start(start, top, row)
        while True:
            base = self.base
            status = w.step(self.buf[: self.avail - base], layout, min(into.capacity, allowed),
                            into.columns, into.codes, into.extras, base)
            into.reached(w.row)
            if status == timeline.TRUNCATED:
                before = self.avail
                self.avail = self.payload.wait(max(self.avail, w.pos) + WALK_STEP, keep=w.pos)
                if self.avail > before:
                    continue
            elif status == timeline.TOO_MANY and into.capacity < allowed:
                into.grow(min(allowed, max(2 * into.capacity, 1 << 16),
                              w.row + self.room(layout) + 1))
                continue
            break
        self.pos = end = w.pos
        if status == timeline.TRUNCATED:
            raise TruncatedError(f"{self.path}: payload ends at byte {self.avail} inside "
                                 f"{self.section} (zone record at payload byte {end} runs past the end)")
        if status == timeline.TOO_DEEP:
            raise CorruptError(f"{self.path}: {self.section}: zones nest deeper than "
                               f"{timeline.MAX_DEPTH} levels at payload byte {end}")
        if status == timeline.TOO_MANY:
            raise CaptureTooLargeError(f"{self.path}: {self.section}: more than {self.max_zones:,} "
                                       f"zones in the capture", "max_zones")
        if status == timeline.BAD_SRCLOC:
            srcloc = int(self.at(end + layout.srcloc_at, 2).view("<i2")[0])
            raise CorruptError(f"{self.path}: {self.section}: zone at payload byte {end} uses source "
                               f"location {srcloc}, which the file does not define")
        if status == timeline.BAD_EXTRA:
            extra = int(self.at(end + layout.aux_at, 4).view("<u4")[0])
            raise CorruptError(f"{self.path}: {self.section}: zone at payload byte {end} uses zone "
                               f"extra {extra} of {self.extras}")
        zones = w.row - row
        into.rows = w.row
        self.zones += zones
        self.payload.report(end)
        return Timeline(start, top, zones, end)

