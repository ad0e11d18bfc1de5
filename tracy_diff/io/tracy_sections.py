"""The sections of a ``.tracy`` payload, in file order (§5.1-§5.15):
``Parser.parse`` reads them into arrays and walked zone columns."""

from __future__ import annotations

import struct
from typing import Any

import numpy as np

from ..capture import category_codes
from ..errors import CorruptError, UnsupportedVersionError
from .timeline import CPU_LAYOUT, Codes, gpu_layout
from .tracy_cursor import Cursor
from .tracy_format import (
    GPU_CONTEXT,
    MESSAGE_0_9,
    MESSAGE_0_13_2,
    METADATA,
    NEWEST,
    OLDEST,
    PAYLOAD_SRCLOC,
    STATIC_SRCLOC,
    U64,
    ZONE_EXTRA,
    version,
)
from .tracy_strings import Strings, gather
from .tracy_tables import extra_codes, srcloc_table
from .tracy_zones import Timeline, Zones, u24


class Parser(Cursor):
    """Reads the payload section by section (``parse``)."""

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
        self.extra_strings = {f: u24(table, f) for f in ("name", "text")}  # StringIdx + 1, 0 = unset
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
        ptrs = gather(table, starts - first, "<u8")
        lengths = gather(table, starts - first, "<u8", 8).astype(np.int64)
        self.strings = strings = Strings(table, first, starts, lengths, ptrs, self.warnings, self.path)
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
        self.cpu_zones = Zones(CPU_LAYOUT, self.cpu_codes, max(self.extras, 1), aux=False)
        self.zone_tables.append(self.cpu_zones)
        self.cpu_zones.reserve(min(announced, self.room(CPU_LAYOUT), self.max_zones - self.zones))
        self.threads: list[tuple[int, Timeline | None]] = []
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
        self.gpu_zones = Zones(layout, self.gpu_codes)
        self.zone_tables.append(self.gpu_zones)
        self.gpu_zones.reserve(min(announced, self.room(layout), self.max_zones - self.zones))
        notes = self.version >= version(0, 12, 4)
        self.gpu_contexts: list[tuple[int, int, str]] = []
        self.gpu_timelines: list[tuple[int, Timeline]] = []
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


    def prepare_names(self) -> None:
        """The source location table, and what the walks name zones with
        (``Codes``): CPU zones by their ZoneName extra, else their source
        location's label; their ZoneText; GPU zones by source location."""
        self.srclocs, srcloc_row = srcloc_table(self)
        labels = self.srclocs.array("label").tolist()
        names, name_labels = extra_codes(self, "name")
        texts, text_labels = extra_codes(self, "text")
        cpu_names, self.cpu_categories = category_codes(labels + name_labels)
        gpu_names, self.gpu_categories = category_codes(labels)
        text_codes, self.text_categories = category_codes(text_labels)
        self.cpu_codes = Codes(cpu_names[srcloc_row], cpu_names[np.where(names >= 0, names + len(labels), -1)],
                               text_codes[texts])
        self.gpu_codes = Codes(gpu_names[srcloc_row])

    def defined_srclocs(self) -> tuple[list[int], list[Any]]:
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
