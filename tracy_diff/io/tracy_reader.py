"""Read a native ``.tracy`` capture into a ``Capture``.

Follows the format notes (§5.1-§5.15, version gates of §9) for file
versions 0.9.0 to 0.14.x and stops after the GPU zones: plots, memory,
callstacks and the rest are never decompressed. Fixed-size tables become
numpy arrays directly; each timeline is walked once (``timeline.Walk``),
into zone columns sized from the counts the file announces (never past what
the rest of the payload could hold) and grown where a timeline holds more,
block by block as the payload decodes beside it; each timeline's bytes are
handed back as the walk leaves them behind. No Python object is made per
zone. Strings are decoded only when something refers to them.
"""

from __future__ import annotations

import os
import struct
import threading
from collections.abc import Callable
from typing import NamedTuple

import numpy as np
import pandas as pd

from ..capture import (
    Capture,
    CaptureKind,
    Metadata,
    categorical,
    category_codes,
    empty_frames,
    empty_gpu_contexts,
    empty_gpu_zones,
    empty_messages,
    empty_srclocs,
    empty_threads,
    empty_zones,
)
from ..errors import CaptureTooLargeError, CorruptError, TracyFormatError, TruncatedError, UnsupportedVersionError
from . import timeline
from .container import Payload
from .timeline import CPU_LAYOUT, Codes, Layout, gpu_layout

Progress = Callable[[int, int], None]


def version(major: int, minor: int, patch: int) -> int:
    """Tracy's ``FileVersion``: one integer that orders versions."""
    return (major << 16) | (minor << 8) | patch


OLDEST = version(0, 9, 0)
NEWEST = version(0, 14, 255)  # any 0.14.x

#: ``cpuArch`` of the capture metadata (§5.3).
CPU_ARCHES = ("unknown", "x86", "x64", "arm32", "arm64")
GPU_CONTEXT_TYPES = ("Invalid", "OpenGL", "Vulkan", "OpenCL", "Direct3D 12", "Direct3D 11",
                     "Metal", "Custom", "CUDA", "Rocprof")

U8, U32, U64 = (struct.Struct(f) for f in ("<B", "<I", "<Q"))
METADATA = struct.Struct("<qdqQQqBI12s")

# StringRef (format notes §3): u64 value + flags (bit 0 index, bit 1 active).
SRCLOC = [("name", "<u8"), ("name_flags", "u1"), ("function", "<u8"), ("function_flags", "u1"),
          ("file", "<u8"), ("file_flags", "u1"), ("line", "<u4"), ("color", "<u4")]
STATIC_SRCLOC = np.dtype([("ptr", "<u8")] + SRCLOC)
PAYLOAD_SRCLOC = np.dtype(SRCLOC)
MESSAGE = [("ptr", "<u8"), ("dtime", "<i8"), ("text", "<u8"), ("text_flags", "u1"),
           ("color", "<u4"), ("callstack", "u1", 3)]
MESSAGE_0_9 = np.dtype(MESSAGE)
MESSAGE_0_13_2 = np.dtype(MESSAGE + [("source", "u1"), ("severity", "u1")])
ZONE_EXTRA = np.dtype([("callstack", "u1", 3), ("text", "u1", 3), ("name", "u1", 3),
                       ("color", "u1", 3)])
GPU_CONTEXT = struct.Struct("<QBQfB3sQ")
#: Default limits of ``read_tracy``: far past any capture this machine could hold.
MAX_PAYLOAD_BYTES = 1 << 40
MAX_ZONES = 1 << 34
#: Zone rows whose column pages a thread maps in ahead of the walks
#: (``_Prefault``), and how many at a time.
PREFAULT_AHEAD, PREFAULT_STEP = 1 << 20, 1 << 16
#: Payload bytes a timeline's walk waits for at a time (a few dozen 64 KiB blocks),
#: and hands back as it leaves them behind.
WALK_STEP = 1 << 20
#: Longest string kept from the string table, in bytes: Tracy sends strings
#: with a 16-bit length, so a longer one is not a real capture's; it is cut
#: (with a warning) rather than decoded whole.
MAX_STRING_BYTES = 1 << 16


def read_tracy(path: str | os.PathLike, progress: Progress | None = None, *,
               max_payload_bytes: int = MAX_PAYLOAD_BYTES, max_zones: int = MAX_ZONES) -> Capture:
    """Read a ``.tracy`` file. Raises ``TracyFormatError`` (one line: what and
    where) for anything unreadable, truncated or of an unknown version, and
    ``CaptureTooLargeError`` for a payload past ``max_payload_bytes``
    decompressed, more than ``max_zones`` CPU and GPU zones, or one that
    does not fit in memory."""
    path = os.fspath(path)
    with Payload(path, progress, max_payload_bytes) as payload:
        parser = _Parser(path, payload, max_zones)
        try:
            try:
                parser.parse()
            except TracyFormatError:
                raise
            except MemoryError:
                raise parser.out_of_memory() from None
            except (struct.error, IndexError, ValueError, OverflowError) as e:
                raise TruncatedError(
                    f"{path}: {parser.section} at payload byte {parser.pos}: "
                    f"{type(e).__name__}: {e}") from None
        except (CorruptError, TruncatedError):
            payload.wait_all()  # a block that does not decompress is the first fault
            raise
        finally:
            parser.close()
        payload.close()  # nothing more is decoded: let the file and the decoders go
        try:
            capture = parser.capture()
        except MemoryError:
            raise parser.out_of_memory() from None
    if progress is not None:
        progress(payload.size_bound, payload.size_bound)
    return capture


def _u24(table: np.ndarray, field: str) -> np.ndarray:
    """The little-endian 3-byte integers of ``field`` (a ``u1, 3`` field of a
    record of at least 4 bytes from the field on) of the records in ``table``
    (bytes): read as 4 bytes each, in place, the fourth masked off."""
    dtype = ZONE_EXTRA
    n = len(table) // dtype.itemsize
    at = dtype.fields[field][1]  # type: ignore[index]  # a structured dtype's fields
    assert at + 4 <= dtype.itemsize
    if not n:
        return np.empty(0, np.uint32)
    return np.ndarray((n,), "<u4", table, at, (dtype.itemsize,)) & np.uint32(0xFFFFFF)


class _Strings:
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


class _Parser:
    """Walks the payload section by section; ``section`` and ``pos`` say where."""

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
        self.zone_tables: list[_Zones] = []

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

    def truncated(self, n: int):
        size = self.payload.wait_all()
        raise TruncatedError(
            f"{self.path}: payload ends at byte {size} inside {self.section} "
            f"(record at payload byte {self.pos} needs {n} bytes)")

    def read(self, st: struct.Struct) -> tuple:
        self.need(st.size)
        value = st.unpack_from(self.buf, self.pos - self.base)  # type: ignore[arg-type]  # an ndarray is a buffer (numpy declares it for Python 3.12+)
        self.pos += st.size
        return value

    def u8(self) -> int:
        return self.read(U8)[0]

    def u32(self) -> int:
        return self.read(U32)[0]

    def u64(self) -> int:
        return self.read(U64)[0]

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

    def array(self, dtype, n: int) -> np.ndarray:
        dtype = np.dtype(dtype)
        self.need(n * dtype.itemsize)
        a = np.frombuffer(self.buf, dtype, n, self.pos - self.base).copy()
        self.pos += n * dtype.itemsize
        return a

    def counted(self, dtype, what: str) -> np.ndarray:
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

    def walk(self, top: int, into: _Zones, announced: int = 0) -> _Timeline:
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
        return _Timeline(start, top, zones, end)

    # -- sections ----------------------------------------------------------

    def parse(self) -> None:
        self.section = "file header"
        self.need(8)
        magic = bytes(self.at(0, 5))
        if magic != b"tracy":
            raise CorruptError(f"{self.path}: payload starts with {magic!r}, not b'tracy'")
        major, minor, patch = bytes(self.at(5, 3))
        self.version = v = version(major, minor, patch)
        self.version_text = f"{major}.{minor}.{patch}"
        if v > NEWEST:
            raise UnsupportedVersionError(
                f"{self.path}: file version {self.version_text} is newer than the newest "
                f"this reader knows (0.14.x)")
        if v < OLDEST:
            raise UnsupportedVersionError(
                f"{self.path}: file version {self.version_text} is older than the oldest "
                f"this reader knows (0.9.0)")
        self.pos = 8
        self.parse_metadata()
        self.parse_topology()
        self.section = "crash event"
        self.skip(28)
        self.parse_frames()
        self.parse_sections()
        self.parse_strings()
        self.section = "thread compression table"
        self.thread_expand = self.counted("<u8", "thread")
        self.counted("<u8", "external thread")
        self.parse_srclocs()
        self.parse_locks()
        self.section = "messages"
        self.messages = self.counted(MESSAGE_0_13_2 if v >= version(0, 13, 2) else MESSAGE_0_9,
                                     "message")
        self.section = "zone extras"
        self.extras = n = self.count(ZONE_EXTRA.itemsize, "zone extra")
        self.need(n * ZONE_EXTRA.itemsize)
        self.extras_at = self.pos
        table = self.at(self.pos, n * ZONE_EXTRA.itemsize)  # only two fields are kept
        self.extra_strings = {f: _u24(table, f) for f in ("name", "text")}  # StringIdx + 1, 0 = unset
        self.pos += n * ZONE_EXTRA.itemsize
        self.parse_threads()
        self.parse_gpu()

    def parse_metadata(self) -> None:
        v = self.version
        self.section = "capture metadata"
        if v < version(0, 12, 3):
            self.skip(8)  # queue delay
        (self.resolution, _timer_mul, self.last_time, _frame_offset, self.pid, self.sampling_period,
         self.cpu_arch, self.cpu_id, manufacturer) = self.read(METADATA)
        self.cpu_manufacturer = manufacturer.rstrip(b"\0").decode("latin-1")
        if v >= version(0, 9, 2):
            self.skip(1)  # on-demand flag
        self.capture_name = self.text("capture name")
        self.program = self.text("program name")
        self.capture_time = self.u64()
        self.skip(8)  # executable time
        self.host_info = self.text("host info")

    def parse_topology(self) -> None:
        self.section = "CPU topology"
        for _ in range(self.count(12, "package")):
            self.skip(4)
            n = self.count(12, "die" if self.version >= version(0, 11, 2) else "core")
            if self.version >= version(0, 11, 2):
                for _ in range(n):
                    self.skip(4)
                    for _ in range(self.count(12, "core")):
                        self.skip(4)
                        self.skip(4 * self.count(4, "thread"))
            else:
                for _ in range(n):
                    self.skip(4)
                    self.skip(4 * self.count(4, "thread"))

    def parse_frames(self) -> None:
        self.section = "frame sets"
        self.frame_sets: list[tuple[int, np.ndarray, np.ndarray]] = []
        for _ in range(self.count(17, "frame set")):
            key = self.u64()
            continuous = self.u8()
            if continuous:
                frames = self.counted([("dstart", "<i8"), ("image", "<i4")], "frame")
                starts = np.cumsum(frames["dstart"])
                ends = np.append(starts[1:], -1) if len(starts) else starts
            else:
                frames = self.counted([("delta", "<i8", 2), ("image", "<i4")], "frame")
                times = np.cumsum(frames["delta"].reshape(-1)).reshape(-1, 2)
                starts, ends = times[:, 0], times[:, 1]
            self.frame_sets.append((key, starts, ends))

    def parse_sections(self) -> None:
        self.section = "sections"
        if self.version >= version(0, 13, 5):
            for _ in range(self.count(10, "section category")):
                self.skip(2)
                self.skip(15 * self.count(15, "section"))
            self.skip(5 * self.count(5, "section description"))
        elif self.version == version(0, 13, 4):
            self.skip(15 * self.count(15, "section"))

    def parse_strings(self) -> None:
        self.section = "strings"
        n = self.count(16, "string")
        found: list[int] = []
        append = found.append
        self.pin = first = self.pos  # the table stays at hand until it is detached below
        pos, avail, buf, base = self.pos, self.avail, self.buf, self.base
        unpack = U64.unpack_from
        for _ in range(n):
            if pos + 16 > avail:
                if found and pos > avail:  # the last string first: errors name where it starts
                    self.pos = found[-1]
                    self.need(pos - self.pos)
                self.pos = pos
                self.need(16)
                avail, buf, base = self.avail, self.buf, self.base
            append(pos)
            pos += 16 + unpack(buf, pos + 8 - base)[0]  # type: ignore[arg-type]  # an ndarray is a buffer (numpy declares it for Python 3.12+)
        if found and pos > self.avail:
            self.pos = found[-1]
            self.need(pos - self.pos)
        self.pos = pos
        self.pin = None
        table = self.payload.detach(first, pos)  # the strings are decoded from it later
        starts = np.array(found, dtype=np.int64)
        ptrs = _gather(table, starts - first, "<u8")
        lengths = _gather(table, starts - first, "<u8", 8).astype(np.int64)
        self.strings = strings = _Strings(table, first, starts, lengths, ptrs, self.warnings, self.path)
        pairs = self.counted([("id", "<u8"), ("ptr", "<u8")], "pointer string")
        index = strings.index_of(pairs["ptr"])
        keep = index >= 0
        strings.by_id = dict(zip(pairs["id"][keep].tolist(), index[keep].tolist()))
        names = self.counted([("tid", "<u8"), ("ptr", "<u8")], "thread name")
        index = strings.index_of(names["ptr"])
        self.thread_names = {t: strings.data(i) for t, i in zip(names["tid"].tolist(), index.tolist())
                             if i >= 0}
        external = self.counted([("tid", "<u8"), ("ptr", "<u8"), ("ptr2", "<u8")], "external name")
        index = strings.index_of(external["ptr2"])
        self.external_names = {t: strings.data(i)
                               for t, i in zip(external["tid"].tolist(), index.tolist()) if i >= 0}

    def parse_srclocs(self) -> None:
        self.section = "source locations"
        self.static_srclocs = self.counted(STATIC_SRCLOC, "static source location")
        self.srcloc_expand = self.counted("<u8", "source location expand")
        self.payload_srclocs = self.counted(PAYLOAD_SRCLOC, "payload source location")
        self.srcloc_ids, self.srcloc_records = self.defined_srclocs()
        self.section = "source location zone counts"
        self.skip(10 * self.count(10, "CPU zone count"))
        self.skip(10 * self.count(10, "GPU zone count"))

    def parse_locks(self) -> None:
        self.section = "locks"
        for _ in range(self.count(35, "lock")):
            self.skip(27)
            self.skip(8 * self.count(8, "lock thread"))
            self.skip(12 * self.count(12, "lock event"))

    def parse_threads(self) -> None:
        self.section = "threads"
        announced = self.u64()
        self.skip(8)  # zones with children
        self.prepare_names()
        self.cpu_zones = _Zones(CPU_LAYOUT, self.cpu_codes, max(self.extras, 1), aux=False)
        self.zone_tables.append(self.cpu_zones)
        self.cpu_zones.reserve(min(announced, self.room(CPU_LAYOUT), self.max_zones - self.zones))
        self.threads: list[tuple[int, _Timeline | None]] = []
        self.thread_messages: list[tuple[int, np.ndarray]] = []
        self.samples: list[tuple[int, int, int]] = []  # (tid, callstack samples, kernel samples)
        header = struct.Struct("<QQQB" + ("i" if self.version >= version(0, 11, 1) else ""))
        for i in range(self.count(29, "thread")):
            self.section = f"thread {i}"
            tid, zones, kernel_samples = self.read(header)[:3]
            top = self.u32()
            if top:
                self.section = f"CPU zones of thread {i} (tid {tid})"
                found = self.walk(top, self.cpu_zones, zones)
            else:
                found = None
            held = 0 if found is None else found.zones
            if held != zones:
                self.warnings.append(f"thread {tid}: the file announces {zones} CPU zones, "
                                     f"its timeline holds {held}")
            self.threads.append((tid, found))
            self.section = f"messages and samples of thread {i} (tid {tid})"
            self.thread_messages.append((tid, self.counted("<u8", "message")))
            self.skip(11 * self.count(11, "context switch sample"))
            samples = self.count(11, "callstack sample")
            self.skip(11 * samples)
            if samples or kernel_samples:
                self.samples.append((tid, samples, kernel_samples))

    def parse_gpu(self) -> None:
        self.section = "GPU contexts"
        announced = self.u64()
        self.skip(8)  # GPU zones with children
        layout = gpu_layout(self.version)
        self.gpu_zones = _Zones(layout, self.gpu_codes)
        self.zone_tables.append(self.gpu_zones)
        self.gpu_zones.reserve(min(announced, self.room(layout), self.max_zones - self.zones))
        notes = self.version >= version(0, 12, 4)
        self.gpu_contexts: list[tuple[int, int, str]] = []
        self.gpu_timelines: list[tuple[int, _Timeline]] = []
        for c in range(self.count(GPU_CONTEXT.size, "GPU context")):
            self.section = f"GPU context {c}"
            thread, _calibration, zones, _period, kind, name, _overflow = self.read(GPU_CONTEXT)
            name = int.from_bytes(name, "little")
            self.gpu_contexts.append((thread, kind, self.strings.idx(name) or ""))
            if notes:
                self.skip(11 * self.count(11, "GPU note name"))
            found = 0
            for t in range(self.count(16, "GPU thread")):
                self.section = f"GPU context {c} thread {t}"
                self.skip(8)  # thread key
                top = self.u64()
                if top:
                    self.section = f"GPU zones of context {c} thread {t}"
                    found_here = self.walk(top, self.gpu_zones)
                    self.gpu_timelines.append((c, found_here))
                    found += found_here.zones
            if found != zones:
                self.warnings.append(f"GPU context {c}: the file announces {zones} zones, "
                                     f"its timelines hold {found}")
            if notes:
                self.section = f"GPU notes of context {c}"
                for _ in range(self.count(10, "GPU query note")):
                    self.skip(2)
                    self.skip(16 * self.count(16, "GPU note"))

    # -- tables ------------------------------------------------------------

    def prepare_names(self) -> None:
        """The source location table, and what the walks name zones with
        (``Codes``): CPU zones by their ZoneName extra, else their source
        location's label; their ZoneText; GPU zones by source location."""
        self.srclocs, srcloc_row = self.srcloc_table()
        labels = self.srclocs["label"].tolist()
        names, name_labels = self.extra_codes("name")
        texts, text_labels = self.extra_codes("text")
        cpu_names, self.cpu_categories = category_codes(labels + name_labels)
        gpu_names, self.gpu_categories = category_codes(labels)
        text_codes, self.text_categories = category_codes(text_labels)
        self.cpu_codes = Codes(cpu_names[srcloc_row], cpu_names[np.where(names >= 0, names + len(labels), -1)],
                               text_codes[texts])
        self.gpu_codes = Codes(gpu_names[srcloc_row])

    def capture(self) -> Capture:
        self.payload.release()  # every string is decoded by now (or detached with its table)
        threads, thread_key = self.thread_table()
        cpu = [(thread_key[tid], t) for tid, t in self.threads if t is not None]
        return Capture(path=self.path, kind=CaptureKind.TRACY, metadata=self.metadata(),
                       zones=self.zone_table(cpu), gpu_zones=self.gpu_zone_table(),
                       threads=threads, srclocs=self.srclocs, frames=self.frame_table(),
                       messages=self.message_table(thread_key),
                       gpu_contexts=self.gpu_context_table(thread_key), warnings=tuple(self.warnings))

    def metadata(self) -> Metadata:
        return Metadata(
            program=self.program, capture_name=self.capture_name or os.path.basename(self.path),
            capture_time=self.capture_time, file_version=self.version_text,
            resolution_ns=self.resolution, last_time_ns=self.last_time, pid=self.pid,
            host_info=self.host_info, cpu_manufacturer=self.cpu_manufacturer,
            compression=self.payload.compression, streams=self.payload.streams,
            cpu_arch=CPU_ARCHES[self.cpu_arch] if self.cpu_arch < len(CPU_ARCHES) else f"arch {self.cpu_arch}",
            cpu_id=self.cpu_id, sampling_period_ns=self.sampling_period,
            callstack_samples=tuple((self.thread_name(t), n) for t, n, _ in self.samples if n),
            kernel_samples=sum(k for _, _, k in self.samples),
            tracy_threads=tuple(sorted({n for n in map(self.thread_name, self.thread_names)
                                        if n.startswith("Tracy ")})))

    def zone_table(self, timelines: list[tuple[int, _Timeline]]) -> pd.DataFrame:
        """The CPU zone table of the walked columns (``timelines``: ``(thread key,
        timeline)``, in the order they were walked)."""
        if not timelines:
            return empty_zones()
        z = self.cpu_zones.filled()
        (start, end), = z.times
        return pd.DataFrame({
            "thread": _keys(timelines), "start_ns": start, "end_ns": end, "depth": z.depth,
            "parent": z.parent, "srcloc": z.srcloc,
            "name": _categorical(z.name, self.cpu_categories),
            "text": _categorical(z.text, self.text_categories),
        }, copy=False)

    def thread_name(self, tid: int) -> str:
        """Tracy's ``GetThreadName`` (§7.3)."""
        name = self.thread_names.get(tid)
        external = self.external_names.get(tid)
        if name is None:
            return "???" if external is None else external
        digits = len(name) - len(name.lstrip("0123456789"))
        if (digits and int(name[:digits]) == tid and external is not None
                and external not in ("???", "ntdll.dll")):
            return external
        return name

    def thread_table(self) -> tuple[pd.DataFrame, dict[int, int]]:
        """Threads keyed by compressed id; threads the table lacks get keys after it."""
        expand = self.thread_expand.tolist()
        key = {tid: i for i, tid in enumerate(expand) if i}
        key.setdefault(0, 0)
        known = [tid for tid, _ in self.threads] + list(self.thread_names)
        for tid in known:
            if tid not in key:
                key[tid] = max(len(expand), max(key.values()) + 1)
        rows = sorted((k, tid) for tid, k in key.items() if k)
        if not rows:
            return empty_threads(), key
        table = pd.DataFrame({
            "tid": np.array([t for _, t in rows], dtype=np.uint64).astype(np.int64),
            "name": np.array([self.thread_name(t) for _, t in rows], dtype=object),
        }, index=pd.Index(np.array([k for k, _ in rows], dtype=np.int32), name="thread"))
        return table, key

    def defined_srclocs(self) -> tuple[list[int], list]:
        """The ids zones may use (static ones by their index in the expand
        table, payload ones as -1, -2, ...) and each one's record."""
        ids: list[int] = []
        records = []
        static = {int(p): r for p, r in zip(self.static_srclocs["ptr"].tolist(), self.static_srclocs)}
        for k, ptr in enumerate(self.srcloc_expand.tolist()):
            if ptr in static and k < 32768:
                ids.append(k)
                records.append(static[ptr])
        for i, r in enumerate(self.payload_srclocs[:32768]):
            ids.append(-(i + 1))
            records.append(r)
        return ids, records

    def srcloc_table(self) -> tuple[pd.DataFrame, np.ndarray]:
        """Source locations keyed by the zones' i16 id; also a lookup table
        from the id's 16 bits taken as unsigned to the row (-1 = undefined id)."""
        strings = self.strings
        row = np.full(65536, -1, dtype=np.int32)
        ids, records = self.srcloc_ids, self.srcloc_records
        if not records:
            return empty_srclocs(), row
        names, functions, files, lines, label = [], [], [], [], []
        for r in records:
            active = bool(r["name_flags"] & 2)
            name = strings.ref(int(r["name"]), int(r["name_flags"])) if active else ""
            function = strings.ref(int(r["function"]), int(r["function_flags"]))
            names.append(name)
            functions.append(function)
            files.append(strings.ref(int(r["file"]), int(r["file_flags"])))
            lines.append(int(r["line"]))
            label.append(name if active else function)
        row[np.array(ids) & 0xFFFF] = np.arange(len(ids))
        table = pd.DataFrame({
            "name": np.array(names, dtype=object), "function": np.array(functions, dtype=object),
            "file": np.array(files, dtype=object), "line": np.array(lines, dtype=np.int64),
            "label": np.array(label, dtype=object),
        }, index=pd.Index(np.array(ids, dtype=np.int32), name="srcloc"))
        return table, row

    def extra_codes(self, field: str) -> tuple[np.ndarray, list[str]]:
        """Per zone extra, a code into the labels of its ``field`` string (-1 =
        none), and those labels. Refuses an extra whose string does not exist."""
        if self.extras == 0:
            return np.full(1, -1, dtype=np.int32), []  # zones only use extra 0
        index = self.extra_strings[field]  # StringIdx + 1, 0 = unset
        index[0] = 0  # extra 0 means "no extra"
        if int(index.max()) > len(self.strings.starts):
            bad = int(np.argmax(index > len(self.strings.starts)))
            raise CorruptError(f"{self.path}: zone extra {bad} refers to string "
                               f"{int(index[bad]) - 1} of {len(self.strings.starts)}")
        used = np.flatnonzero(np.bincount(index)[1:]) + 1
        code = np.full(int(index.max()) + 1, -1, dtype=np.int32)
        code[used] = np.arange(len(used), dtype=np.int32)
        labels = [self.strings.data(int(i) - 1) for i in used.tolist()]
        return code[index], labels

    def gpu_context_table(self, thread_key: dict[int, int]) -> pd.DataFrame:
        if not self.gpu_contexts:
            return empty_gpu_contexts()
        types = [GPU_CONTEXT_TYPES[k] if k < len(GPU_CONTEXT_TYPES) else f"type {k}"
                 for _, k, _ in self.gpu_contexts]
        return pd.DataFrame({
            "name": np.array([n for _, _, n in self.gpu_contexts], dtype=object),
            "type": np.array(types, dtype=object),
            "thread": np.array([thread_key.get(t, -1) for t, _, _ in self.gpu_contexts],
                               dtype=np.int64),
        }, index=pd.Index(np.arange(len(types), dtype=np.int32), name="context"))

    def gpu_zone_table(self) -> pd.DataFrame:
        if not self.gpu_timelines:
            return empty_gpu_zones()
        z = self.gpu_zones.filled()
        assert z.aux is not None  # the GPU walks keep the issuing thread
        (cpu_start, cpu_end), (start, end) = z.times
        return pd.DataFrame({
            "context": _keys(self.gpu_timelines), "thread": z.aux.astype(np.int32),
            "cpu_start_ns": cpu_start, "cpu_end_ns": cpu_end, "start_ns": start, "end_ns": end,
            "depth": z.depth, "parent": z.parent, "srcloc": z.srcloc,
            "name": _categorical(z.name, self.gpu_categories),
        }, copy=False)

    def frame_table(self) -> pd.DataFrame:
        if not self.frame_sets:
            return empty_frames()
        names = [("Frame" if key == 0 else self.strings.pointer(key)) for key, _, _ in self.frame_sets]
        sizes = [len(s) for _, s, _ in self.frame_sets]
        codes = np.repeat(np.arange(len(names)), sizes)
        return pd.DataFrame({
            "frame_set": categorical(codes, names),
            "start_ns": np.concatenate([s for _, s, _ in self.frame_sets]).astype(np.int64),
            "end_ns": np.concatenate([e for _, _, e in self.frame_sets]).astype(np.int64),
        })

    def message_table(self, thread_key: dict[int, int]) -> pd.DataFrame:
        m = self.messages
        if not len(m):
            return empty_messages()
        texts = [self.strings.ref(v, f) for v, f in zip(m["text"].tolist(), m["text_flags"].tolist())]
        thread = np.full(len(m), -1, dtype=np.int64)
        order = np.argsort(m["ptr"], kind="stable")
        sorted_ptrs = m["ptr"][order]
        for tid, ptrs in self.thread_messages:
            at = np.searchsorted(sorted_ptrs, ptrs)
            ok = at < len(order)
            ok[ok] = sorted_ptrs[at[ok]] == ptrs[ok]
            thread[order[at[ok]]] = thread_key.get(tid, -1)
        return pd.DataFrame({
            "time_ns": np.cumsum(m["dtime"]).astype(np.int64),
            "text": np.array(texts, dtype=object),
            "thread": thread,
        })


def _keys(timelines: list[tuple[int, _Timeline]]) -> np.ndarray:
    """Each zone's timeline key, in the order ``fill`` puts the zones."""
    return np.repeat(np.array([k for k, _ in timelines], dtype=np.int32),
                     [t.zones for _, t in timelines])


def _gather(u8: np.ndarray, offsets: np.ndarray, dtype, at: int = 0) -> np.ndarray:
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
    return view[offsets].view(dtype)


def _categorical(codes: np.ndarray | None, categories: list[str]) -> pd.Categorical:
    """The categorical of ``codes`` the walk wrote (valid by construction)."""
    assert codes is not None  # the walks were given code tables
    return pd.Categorical.from_codes(codes, categories=pd.Index(categories), validate=False)


class _Zones:
    """The columns of one zone table as the timelines' walks fill them, one
    after the other: ``rows`` filled of ``capacity``. ``codes`` and ``extras``:
    how the walks name zones and what they refuse (see ``timeline.Walk.step``);
    ``aux``: whether the extra field is kept."""

    def __init__(self, layout: Layout, codes: Codes, extras: int = 0, aux: bool = True):
        self.layout, self.codes, self.extras = layout, codes, extras
        self.columns = timeline.Columns.empty(0, layout, aux, codes)
        self.rows = 0
        self.prefault: _Prefault | None = None

    @property
    def capacity(self) -> int:
        return len(self.columns.depth)

    def reserve(self, zones: int) -> None:
        """Room for ``zones`` more rows (what the file announces, bounded by
        what its payload could hold); walks grow it where that was short."""
        if self.rows + zones > self.capacity:
            self.grow(self.rows + zones)

    def grow(self, capacity: int) -> None:
        self.columns = self.columns.grown(capacity, self.rows)
        if self.prefault is None and capacity >= 2 * PREFAULT_AHEAD and timeline.COMPILED:  # worth a thread
            self.prefault = _Prefault(self)

    def reached(self, row: int) -> None:
        """The walks have written the rows before ``row``."""
        if self.prefault is not None:
            self.prefault.reached(row)

    def close(self) -> None:
        if self.prefault is not None:
            self.prefault.close()
            self.prefault = None

    def filled(self) -> timeline.Columns:
        """The rows filled (views)."""
        return self.columns.rows(slice(0, self.rows))


class _Prefault:
    """A thread mapping in the pages of a zone table's columns (``timeline.populate``)
    up to ``PREFAULT_AHEAD`` rows past the row the walks reached, so that the
    walks find them mapped: the page faults of their first writes, as costly on
    this project's VM as the walk itself, are taken on another core. It never
    writes (the walks may be writing beside it), and maps in no more than the
    rows really walked and ``PREFAULT_AHEAD`` more, whatever the file claims."""

    def __init__(self, zones: _Zones):
        self.zones = zones
        self.lock = threading.Condition()
        self.row = self.done = 0  # rows reached by the walks, rows mapped in
        self.stopping = False
        self.thread: threading.Thread | None = threading.Thread(target=self.run, name="tracy-diff prefault",
                                                                daemon=True)
        try:
            self.thread.start()
        except RuntimeError:  # can't start new thread: the walks fault their pages in themselves
            self.thread = None

    def reached(self, row: int) -> None:
        with self.lock:
            self.row = row
            if self.done < row + PREFAULT_AHEAD // 2:
                self.lock.notify()

    def run(self) -> None:
        lock = self.lock
        while True:
            with lock:
                while not self.stopping and self.done >= min(self.zones.capacity, self.row + PREFAULT_AHEAD):
                    lock.wait()
                if self.stopping:
                    return
                start = max(self.done, self.row)
                stop = min(self.zones.capacity, start + PREFAULT_STEP)
                arrays = self.zones.columns.outputs()
            if not timeline.populate(arrays, start, stop):
                return  # the system cannot: the walks fault their pages in themselves
            with lock:
                self.done = stop

    def close(self) -> None:
        with self.lock:
            self.stopping = True
            self.lock.notify()
        if self.thread is not None:
            self.thread.join()


class _Timeline(NamedTuple):
    """Where a timeline is and how many zones it holds (found by its walk)."""

    pos: int
    top: int
    zones: int
    end: int  # the byte after it
