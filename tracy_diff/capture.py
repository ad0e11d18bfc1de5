"""The ``Capture``: one profile as importers hand it to everything else.

A Capture is metadata plus columnar pandas tables (numpy-backed, names as
categoricals), never a Python object per zone. Importers build it; the
differ, statistics and renderers only read it. All times are integer
nanoseconds on the capture's own timeline; ``-1`` marks an end that was
never recorded.

Tables and their columns (every table always has these columns, possibly
with zero rows):

``threads`` (one row per thread; index ``thread``: the key zones use,
Tracy's compressed 16-bit thread id where known)
    ``tid`` (int64, OS thread id, -1 if unknown), ``name`` (str).

``srclocs`` (index ``srcloc``: int32 key zones use)
    ``name`` (str, may be empty), ``function`` (str), ``file`` (str),
    ``line`` (int64). ``label`` (str): the srcloc's name, else its function,
    as Tracy and csvexport label it.

``zones`` (one row per CPU zone; per thread in Tracy's pre-order, i.e.
parents before children, siblings by start time)
    ``thread`` (int32), ``start_ns`` (int64), ``end_ns`` (int64),
    ``depth`` (int16, 0 = top level), ``parent`` (int64, row position of the
    parent zone in this table, -1 at top level), ``srcloc`` (int32),
    ``name`` (category: display name = ZoneName extra, else srcloc label),
    ``text`` (category, NaN where the zone has no ZoneText).

``gpu_contexts`` (index ``context``: int32)
    ``name`` (str), ``type`` (str: OpenGL, Vulkan, ... Custom), ``thread``
    (int64).

``gpu_zones`` (one row per GPU zone, per context and thread in pre-order)
    ``context`` (int32), ``thread`` (int32, issuing CPU thread's compressed
    id), ``cpu_start_ns``, ``cpu_end_ns`` (int64, submission on the CPU),
    ``start_ns``, ``end_ns`` (int64, execution on the GPU, converted to the
    CPU timeline), ``depth`` (int16), ``parent`` (int64), ``srcloc``
    (int32), ``name`` (category: srcloc label).

``frames`` (one row per frame)
    ``frame_set`` (category: e.g. ``Frame``, ``Iteration``), ``start_ns``,
    ``end_ns`` (int64; a continuous set's frame ends where the next starts,
    its last frame at -1).

``messages``
    ``time_ns`` (int64), ``text`` (str), ``thread`` (int64).

A capture imported from an aggregate csvexport CSV has no timeline:
``has_timeline`` is False, ``zones`` is empty and ``aggregates`` holds the
rows as csvexport printed them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from .choice import Choice

#: csvexport's aggregate columns, in its order.
AGGREGATE_COLUMNS = (
    "name", "src_file", "src_line", "total_ns", "total_perc",
    "counts", "mean_ns", "min_ns", "max_ns", "std_ns",
)


class CaptureKind(Choice):
    """What a capture was read from: a ``.tracy`` file, or one of csvexport's outputs."""

    TRACY = "tracy"
    CSV_AGGREGATE = "csv-aggregate"  # csvexport's default: one row per source location, no timeline
    CSV_ZONES = "csv-zones"  # -u: one row per zone
    CSV_GPU = "csv-gpu"  # -g: one row per GPU zone
    CSV_MESSAGES = "csv-messages"  # -m: the messages only


@dataclass(frozen=True)
class Metadata:
    """What a capture says about itself. Unknown fields are None."""

    program: str | None = None
    capture_name: str | None = None
    capture_time: int | None = None  # unix seconds
    file_version: str | None = None  # "0.11.2"
    resolution_ns: int | None = None
    last_time_ns: int | None = None  # end of capture
    pid: int | None = None
    host_info: str | None = None
    cpu_manufacturer: str | None = None
    compression: str | None = None  # "zstd", "lz4"
    streams: int | None = None
    cpu_arch: str | None = None  # "x64", "arm64", ...
    cpu_id: int | None = None  # CPUID family/model/stepping as Tracy stores it (0xa0f11)
    #: How the capture was taken (None where the format does not say).
    sampling_period_ns: int | None = None  # call-stack sampling period the client announced
    callstack_samples: tuple[tuple[str, int], ...] | None = None  # (thread name, samples), threads with any
    kernel_samples: int | None = None  # kernel-side call-stack samples, all threads
    tracy_threads: tuple[str, ...] | None = None  # the profiler's own threads ("Tracy Sampling", ...)

    @property
    def callstack_sample_count(self) -> int | None:
        """Call-stack samples over all threads, None where unknown."""
        return None if self.callstack_samples is None else sum(n for _, n in self.callstack_samples)

    @property
    def sampling(self) -> bool | None:
        """Whether call-stack sampling ran: samples recorded or Tracy's
        sampling thread present; None where the format does not say."""
        if self.callstack_samples is None and self.tracy_threads is None:
            return None
        return bool(self.callstack_sample_count or self.kernel_samples
                     or "Tracy Sampling" in (self.tracy_threads or ()))

    def host_fields(self) -> dict[str, str]:
        """``host_info``'s ``Key: value`` lines (OS, Compiler, User, Arch, CPU,
        CPU cores, RAM) as a dict; {} when there is none."""
        out: dict[str, str] = {}
        for line in (self.host_info or "").splitlines():
            key, sep, value = line.partition(":")
            if sep and key.strip():
                out[key.strip()] = value.strip()
        return out


def category_codes(labels: list[str]) -> tuple[np.ndarray, list[str]]:
    """Per entry of ``labels`` (they may repeat), its code into the sorted
    distinct labels, and those labels. The codes come in the integer type
    pandas keeps for that many categories, one entry longer: the last is -1,
    so that looking up -1 ("missing") gives -1."""
    uniq, inverse = np.unique(np.asarray(labels, dtype=object), return_inverse=True)
    dtype = next(t for t in (np.int8, np.int16, np.int32, np.int64) if len(uniq) < np.iinfo(t).max)
    return np.append(inverse.reshape(-1), -1).astype(dtype), list(uniq)


def categorical(codes: np.ndarray, labels: list[str]) -> pd.Categorical:
    """The categorical of ``codes`` into ``labels`` (-1 = missing; ``labels``
    may repeat): its categories are the distinct labels, sorted."""
    table, categories = category_codes(labels)
    return pd.Categorical.from_codes(table[np.asarray(codes)], categories=pd.Index(categories))


@dataclass(frozen=True)
class Capture:
    """One profile: ``metadata`` plus the tables described in the module doc."""

    path: str
    kind: CaptureKind
    metadata: Metadata
    threads: pd.DataFrame
    srclocs: pd.DataFrame
    zones: pd.DataFrame
    gpu_contexts: pd.DataFrame
    gpu_zones: pd.DataFrame
    frames: pd.DataFrame
    messages: pd.DataFrame
    aggregates: pd.DataFrame | None = None
    warnings: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", CaptureKind(self.kind))  # a kind given by its name

    @property
    def has_timeline(self) -> bool:
        """True unless the capture came from an aggregate CSV."""
        return self.aggregates is None

    def thread_name(self, thread: int) -> str:
        """The name of thread key ``thread``, ``"???"`` when unknown."""
        try:
            return str(self.threads.at[thread, "name"])
        except KeyError:
            return "???"

    def frame_set(self, name: str) -> pd.DataFrame:
        """The frames of set ``name`` (empty when the capture has none)."""
        chosen: pd.DataFrame = self.frames[self.frames["frame_set"] == name]
        return chosen


def empty_table(columns: dict[str, str], index: str | None = None) -> pd.DataFrame:
    """A zero-row table with the given ``{column: dtype}``."""
    data: dict[str, pd.Categorical | np.ndarray] = {
        c: categorical(np.empty(0, np.int32), []) if d == "category" else np.empty(0, d)
        for c, d in columns.items()}
    # pd.Index, not set_index: that would make an empty key a RangeIndex
    keys = None if index is None else pd.Index(data.pop(index), name=index)
    table: pd.DataFrame = pd.DataFrame(data, index=keys)
    return table


THREAD_COLUMNS = {"thread": "int32", "tid": "int64", "name": "object"}
SRCLOC_COLUMNS = {"srcloc": "int32", "name": "object", "function": "object",
                  "file": "object", "line": "int64", "label": "object"}
ZONE_COLUMNS = {"thread": "int32", "start_ns": "int64", "end_ns": "int64",
                "depth": "int16", "parent": "int64", "srcloc": "int32",
                "name": "category", "text": "category"}
GPU_CONTEXT_COLUMNS = {"context": "int32", "name": "object", "type": "object",
                       "thread": "int64"}
GPU_ZONE_COLUMNS = {"context": "int32", "thread": "int32",
                    "cpu_start_ns": "int64", "cpu_end_ns": "int64",
                    "start_ns": "int64", "end_ns": "int64", "depth": "int16",
                    "parent": "int64", "srcloc": "int32", "name": "category"}
FRAME_COLUMNS = {"frame_set": "category", "start_ns": "int64", "end_ns": "int64"}
MESSAGE_COLUMNS = {"time_ns": "int64", "text": "object", "thread": "int64"}


def empty_threads() -> pd.DataFrame:
    return empty_table(THREAD_COLUMNS, "thread")


def empty_srclocs() -> pd.DataFrame:
    return empty_table(SRCLOC_COLUMNS, "srcloc")


def empty_zones() -> pd.DataFrame:
    return empty_table(ZONE_COLUMNS)


def empty_gpu_contexts() -> pd.DataFrame:
    return empty_table(GPU_CONTEXT_COLUMNS, "context")


def empty_gpu_zones() -> pd.DataFrame:
    return empty_table(GPU_ZONE_COLUMNS)


def empty_frames() -> pd.DataFrame:
    return empty_table(FRAME_COLUMNS)


def empty_messages() -> pd.DataFrame:
    return empty_table(MESSAGE_COLUMNS)

