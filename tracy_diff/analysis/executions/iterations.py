"""Benchmark iterations and dispatch executions of one capture.

``split_iterations`` finds the benchmark's iterations: a frame set named by
the caller, else IREE's ``Iteration`` frames, else ``BenchmarkIteration``
zones, else the default frame set (``FrameMark``) of a generic program,
else the whole capture as one.
``executions`` turns zones into executions, one row per run of a kernel or
of an enclosing zone (``execution_columns``: the same as columns, which in a
capture without kernels are the zone table's own):

* a GPU zone is one execution;
* on IREE's CPU runtime a dispatch runs as several zones on worker threads
  (``iree_hal_cmd_execute_dispatch_tiles`` chunks renamed with ``ZoneName``).
  Chunks of one execution on one worker follow each other under one
  ``iree_hal_local_task_process_region`` parent; the workers' runs of one
  execution overlap in time. So chunks are joined first per worker (same
  thread, name and parent, consecutive), then across workers: sorted by
  start within one name, a run joins the current execution while it starts
  before that execution's last end. Two back-to-back executions of the same
  dispatch stay apart because the second starts after the first has ended
  on every worker (a barrier separates them). A call runs one chunk per
  workgroup, as many every call: a worker that starts only after the
  others finished (a busy machine) would make a second execution of the
  call's last chunks, so executions short of the dispatch's usual chunk
  count are joined with the next one when nothing else started in between
  and the sum stays within it. Two executions of one dispatch that run at
  the same time (no barrier between them: compiled without
  ``--iree-stream-partitioning-favor=debug``) interleave their chunks and
  count as one: the trace does not say which chunk belongs to which.

Each execution has a ``kind``: ``dispatch`` (an IREE dispatch), ``device``
(other GPU work: fills, copies), or ``enclosing`` (a zone enclosing other
measured zones: command buffers, ``BenchmarkIteration``, host call stacks).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import pandas as pd

from ...capture import Capture
from ...errors import DiffError
from ..matching.names import parse
from ..stats.warmup import settled

ITERATION_FRAMES = "Iteration"
DEFAULT_FRAMES = "Frame"  # Tracy's name of the default frame set (FrameMark)
ITERATION_ZONE = "BenchmarkIteration"
KINDS = ("dispatch", "device", "enclosing")
DISPATCH, DEVICE, ENCLOSING = range(3)


@dataclass(frozen=True)
class Iterations:
    """The benchmark iterations of a capture; ``bounds`` holds the kept ones."""

    bounds: pd.DataFrame  # iteration (0-based among kept), start_ns, end_ns
    source: str  # "Iteration frames", "BenchmarkIteration zones", "whole capture"
    dropped: int  # warm-up iterations left out
    total: int  # iterations found

    @property
    def count(self) -> int:
        return len(self.bounds)

    @property
    def wall_ms(self) -> np.ndarray:
        """Wall time of each kept iteration in milliseconds."""
        return (self.bounds["end_ns"] - self.bounds["start_ns"]).to_numpy(np.float64) / 1e6


def split_iterations(capture: Capture, keep_warmup: bool = False, frames: str | None = None) -> Iterations:
    """Find the capture's iterations; drop the warm-up unless ``keep_warmup``
    (``stats.warmup.settled``: the leading iterations before the wall time per
    iteration settles, found by MSER).

    Iterations are the frames of the set ``frames`` when given (a
    ``DiffError`` when the capture has none), else IREE's ``Iteration``
    frames, else ``BenchmarkIteration`` zones, else the default frame set
    (``FrameMark``: a game's or engine's frames) when it has two frames or
    more, else the whole capture. A capture with a single iteration keeps it.
    """
    chosen = capture.frame_set(frames or ITERATION_FRAMES)
    if frames is not None and not len(chosen):
        sets = sorted(str(s) for s in capture.frames["frame_set"].unique()) if len(capture.frames) else []
        raise DiffError(f"{capture.path}: no frames in a frame set named {frames!r} "
                        f"(its frame sets: {', '.join(map(repr, sets)) or 'none'})")
    zones = capture.zones
    default = capture.frame_set(DEFAULT_FRAMES) if not len(chosen) else chosen
    if len(chosen) or (len(default) >= 2 and not _has_zone(zones, ITERATION_ZONE)):
        if not len(chosen):
            chosen, frames = default, DEFAULT_FRAMES
        start = chosen["start_ns"].to_numpy(np.int64)
        end = chosen["end_ns"].to_numpy(np.int64)
        order = np.argsort(start, kind="stable")
        start, end = start[order], end[order]
        if len(end) and end[-1] < 0:
            end[-1] = _open_frame_end(capture, start[-1])
        source = f"{frames or ITERATION_FRAMES} frames"
    else:
        mask = (_has_zone(zones, ITERATION_ZONE) and (zones["name"] == ITERATION_ZONE).to_numpy(bool)
                & (zones["end_ns"].to_numpy(np.int64) >= 0))
        if np.any(mask):
            start = zones["start_ns"].to_numpy(np.int64)[mask]
            end = zones["end_ns"].to_numpy(np.int64)[mask]
            order = np.argsort(start, kind="stable")
            start, end = start[order], end[order]
            source = "BenchmarkIteration zones"
        else:
            start = np.array([_capture_start(capture)], np.int64)
            end = np.array([_capture_end(capture)], np.int64)
            source = "whole capture"
    total = len(start)
    dropped = 0 if keep_warmup else settled((end - start).astype(np.float64))
    bounds = pd.DataFrame({
        "iteration": np.arange(total - dropped, dtype=np.int64),
        "start_ns": start[dropped:],
        "end_ns": end[dropped:],
    })
    return Iterations(bounds=bounds, source=source, dropped=dropped, total=total)


def assign_iterations(start_ns: np.ndarray, end_ns: np.ndarray, bounds: pd.DataFrame,
                      slack: float = 0.01, dtype: type[np.integer[Any]] = np.int64,
                      valid: np.ndarray | None = None) -> np.ndarray:
    """Index of the kept iteration each span lies in, -1 for none (as
    ``dtype``; -1 too where the mask ``valid`` is False).

    A span belongs to the iteration holding its midpoint if it also starts
    and ends inside that iteration, give or take ``slack`` of its length
    (``BenchmarkIteration`` starts a little before its ``Iteration`` frame).
    Spans around several iterations (the whole program) belong to none.
    """
    starts = bounds["start_ns"].to_numpy(np.int64)
    ends = bounds["end_ns"].to_numpy(np.int64)
    if not len(starts):
        return np.full(len(start_ns), -1, dtype)
    out = np.empty(len(start_ns), dtype)
    tolerance = ((ends - starts) * slack).astype(np.int64)
    low, high = starts - tolerance, ends + tolerance
    last_start = _LastAtOrBefore(starts)
    for at in range(0, len(start_ns), CHUNK):  # in cache-sized steps
        s, e = np.asarray(start_ns[at:at + CHUNK], np.int64), np.asarray(end_ns[at:at + CHUNK], np.int64)
        mid = e - s
        mid >>= 1  # floor((e - s) / 2)
        mid += s
        k = last_start(mid)
        inside = k >= 0  # the midpoint lies at or after the first iteration's start
        np.maximum(k, 0, out=k)
        inside &= s >= low[k]
        inside &= e <= high[k]
        if valid is not None:
            inside &= valid[at:at + CHUNK]
        np.putmask(k, ~inside, -1)
        out[at:at + CHUNK] = k
    return out


class _LastAtOrBefore:
    """``np.searchsorted(starts, t, "right") - 1`` for sorted ``starts``: the
    index of the last start at or before each time (-1 before the first), by
    a table of time buckets, about 64 per start; only the times in a bucket
    holding a start are searched (a binary search per time costs several
    times the table's few passes)."""

    def __init__(self, starts: np.ndarray) -> None:
        self.starts = starts
        span = int(starts[-1]) - int(starts[0])
        buckets = min(64 * len(starts) + 1024, 1 << 20)
        self.shift = max(0, (span // buckets).bit_length())  # buckets 2**shift ns wide
        width = 1 << self.shift
        self.base = int(starts[0]) - width  # bucket 0 ends just before the first start
        edges = self.base + (np.arange(((int(starts[-1]) - self.base) >> self.shift) + 2, dtype=np.int64) << self.shift)
        self.first = np.searchsorted(starts, edges, "right") - 1
        self.mixed = self.first != np.searchsorted(starts, edges + (width - 1), "right") - 1

    def __call__(self, t: np.ndarray) -> np.ndarray:
        bucket = t - self.base
        bucket >>= self.shift
        np.clip(bucket, 0, len(self.first) - 1, out=bucket)
        index: np.ndarray = self.first[bucket]
        search = np.flatnonzero(self.mixed[bucket])
        if len(search):
            index[search] = np.searchsorted(self.starts, t[search], "right") - 1
        return index


#: Entries per step of the passes over whole zone columns: each step's
#: temporaries stay in the processor's cache (twice as fast as whole columns).
CHUNK = 1 << 18


def executions(capture: Capture) -> pd.DataFrame:
    """All executions of the capture (every iteration and outside them).

    Columns: ``name``, ``kind`` (see ``KINDS``) and ``lane`` (thread or GPU
    context name) as categoricals, ``start_ns``, ``end_ns``,
    ``duration_ns`` (wall span), ``busy_ns`` (summed zone time; the
    duration for single zones), ``chunks`` (zones joined). Enclosing zones are
    zones with children that enclose the start of a kernel (a dispatch or
    other GPU work) or are ``BenchmarkIteration``; zones that are neither
    are left out. A capture without kernels (not IREE) compares all its CPU
    zones: those without children as ``device`` work, the rest as
    enclosing zones. The same executions as columns: ``execution_columns``.
    """
    return execution_columns(capture).frame()


@dataclass
class Executions:
    """A capture's executions as columns (``executions`` says which).

    One entry per execution, or, in a capture without kernels where every
    valid CPU zone is one, one entry per zone: ``codes``, ``start``, ``end``
    and ``lane_codes`` are then the zone table's own columns (no copy) and
    ``valid`` marks the zones that are executions. ``labels`` are sorted and
    distinct (``codes`` index them); ``lanes[lane_codes]`` is each entry's
    thread or GPU context name; ``busy`` None: each entry is busy over its
    whole span; ``chunks`` None: each is one zone.
    """

    labels: list[str]
    codes: np.ndarray
    kind: np.ndarray  # int8 index into KINDS
    lanes: list[str]
    lane_codes: np.ndarray
    start: np.ndarray
    end: np.ndarray
    busy: np.ndarray | None
    chunks: np.ndarray | None
    valid: np.ndarray | None  # None: every entry is an execution
    _lane_categories: list[str] | None = field(default=None, repr=False)

    def __len__(self) -> int:
        return len(self.codes)

    def is_valid(self) -> np.ndarray:
        """Per entry: whether it is an execution."""
        return np.ones(len(self), bool) if self.valid is None else self.valid

    def lane_categories(self) -> list[str]:
        """The sorted names of the lanes executions ran on."""
        if self._lane_categories is None:
            count = np.zeros(len(self.lanes), np.int64)
            for at in range(0, len(self), CHUNK):
                codes = self.lane_codes[at:at + CHUNK]
                count += np.bincount(codes if self.valid is None else codes[self.valid[at:at + CHUNK]],
                                     minlength=len(self.lanes))
            self._lane_categories = sorted({self.lanes[int(c)] for c in np.flatnonzero(count)})
        return self._lane_categories

    def frame(self, select: np.ndarray | None = None) -> pd.DataFrame:
        """The executions as ``executions`` returns them; ``select``: a mask
        of the entries to include (executions only; default: every one)."""
        if select is None:
            select = self.is_valid()
        lanes = self.lane_categories()
        lane_of = {name: i for i, name in enumerate(lanes)}
        lane_lut = np.array([lane_of.get(name, -1) for name in self.lanes] or [-1], np.int32)
        start, end = self.start[select], self.end[select]
        df = int_frame({"start_ns": [start], "end_ns": [end], "duration_ns": [],
                        "busy_ns": [end - start if self.busy is None else self.busy[select]],
                        "chunks": [np.ones(len(start), np.int64) if self.chunks is None else self.chunks[select]]},
                       differences={"duration_ns": ("end_ns", "start_ns")})
        _insert(df, 0, "name", pd.Categorical.from_codes(self.codes[select].astype(np.int32),
                                                         categories=pd.Index(self.labels)))
        _insert(df, 1, "kind", pd.Categorical.from_codes(self.kind[select], categories=pd.Index(KINDS)))
        _insert(df, 2, "lane", pd.Categorical.from_codes(lane_lut[self.lane_codes[select]],
                                                         categories=pd.Index(lanes)))
        return df


def execution_columns(capture: Capture) -> Executions:
    """The capture's executions (see ``executions``) as columns."""
    z, g = capture.zones, capture.gpu_zones
    zn = _Names(z["name"])
    gn = _Names(g["name"])
    zstart, zend = z["start_ns"].to_numpy(np.int64), z["end_ns"].to_numpy(np.int64)
    gstart, gend = g["start_ns"].to_numpy(np.int64), g["end_ns"].to_numpy(np.int64)
    zvalid = np.empty(len(zstart), bool)
    for at in range(0, len(zstart), CHUNK):
        np.greater_equal(zend[at:at + CHUNK], zstart[at:at + CHUNK], out=zvalid[at:at + CHUNK])
        zvalid[at:at + CHUNK] &= zn.codes[at:at + CHUNK] >= 0
    gvalid = (gend >= gstart) & (gstart >= 0) & (gn.codes >= 0)
    zparent = z["parent"].to_numpy(np.int64)
    zthread = z["thread"].to_numpy()
    z_has_child = _has_child(zparent)

    parts: list[Executions] = []
    chunks = zvalid & zn.is_dispatch if zn.any_dispatch else None
    if chunks is not None and chunks.any():
        parts.append(_group_chunks(capture, zn, zn.codes[chunks], zthread[chunks], zparent[chunks],
                                   zstart[chunks], zend[chunks]))
    if gvalid.any():
        g_has_child = _has_child(g["parent"].to_numpy(np.int64))
        idx = np.flatnonzero(gvalid)
        kind = np.where(gn.is_dispatch[idx], DISPATCH, np.where(g_has_child[idx], ENCLOSING, DEVICE))
        ctx = g["context"].to_numpy(np.int64)[idx]
        keys = np.unique(ctx)
        lanes = [_context_name(capture, int(k)) for k in keys]
        parts.append(Executions(gn.labels, gn.codes[idx], kind.astype(np.int8), lanes,
                                np.searchsorted(keys, ctx), gstart[idx], gend[idx], None, None, None))
    if not parts:  # not an IREE capture: every valid zone is one execution
        return _zone_columns(capture, zn, zvalid, z_has_child, zthread, zstart, zend)
    kernel_starts = np.sort(np.concatenate([p.start[p.kind != ENCLOSING] for p in parts] + [np.empty(0, np.int64)]))
    if len(kernel_starts):
        host = np.flatnonzero(zvalid & ~zn.is_dispatch & z_has_child) if zn.any_dispatch \
            else np.flatnonzero(zvalid & z_has_child)
        keep = zvalid & (zn.codes == zn.code_of(ITERATION_ZONE))
        # The first kernel start at or after the zone's start lies before its end.
        first = np.searchsorted(kernel_starts, zstart[host], "left")
        encloses = kernel_starts[np.minimum(first, len(kernel_starts) - 1)] <= zend[host]
        encloses &= first < len(kernel_starts)
        keep[host[encloses]] = True
        idx = np.flatnonzero(keep)
        kind = np.full(len(idx), ENCLOSING, np.int8)
    else:  # GPU zones that all enclose others, and CPU zones: compare every one
        idx = np.flatnonzero(zvalid)
        kind = np.where(z_has_child[idx], ENCLOSING, DEVICE).astype(np.int8)
    if len(idx):
        keys, lane_codes = dense_codes(zthread[idx])
        start, end = zstart[idx], zend[idx]
        parts.append(Executions(zn.labels, zn.codes[idx], kind, [capture.thread_name(int(t)) for t in keys],
                                lane_codes, start, end, None, None, None))
    return _concat(parts)


def _zone_columns(capture: Capture, zn: _Names, valid: np.ndarray, has_child: np.ndarray, thread: np.ndarray,
                  start: np.ndarray, end: np.ndarray) -> Executions:
    """Every valid zone as one execution, viewing the zone table's columns."""
    codes = zn.codes
    labels = sorted(set(zn.labels))
    if labels != zn.labels:  # categories not sorted and distinct: recode
        codes = _recode([zn.labels], [codes]).codes
    kind = has_child.view(np.int8) + np.int8(DEVICE)  # with children: DEVICE + 1 = ENCLOSING
    if len(thread) and 0 <= int(thread.min()) and int(thread.max()) < 1 << 16:
        named = {int(t): str(n) for t, n in zip(capture.threads.index, capture.threads["name"])}
        lanes = [named.get(t, "???") for t in range(int(thread.max()) + 1)]
        lane_codes = thread
    else:
        keys, lane_codes = dense_codes(thread)
        lanes = [capture.thread_name(int(t)) for t in keys]
    return Executions(labels, codes, kind, lanes, lane_codes, start, end, None, None, valid)


def representative(counts: np.ndarray, bounds: pd.DataFrame) -> int:
    """The kept iteration to align, given the dispatch executions of each
    kept iteration: the most common dispatch count, median wall time."""
    if not len(bounds):
        return -1
    values, freq = np.unique(counts, return_counts=True)
    typical = values[np.argmax(freq)]
    candidates = np.flatnonzero(counts == typical)
    wall = (bounds["end_ns"] - bounds["start_ns"]).to_numpy(np.int64)[candidates]
    return int(candidates[np.argsort(wall, kind="stable")[len(candidates) // 2]])


# --- internals -------------------------------------------------------------


class _Names:
    """A zone table's name column as category codes, with per-category flags."""

    def __init__(self, names: pd.Series) -> None:
        cat = names if isinstance(names.dtype, pd.CategoricalDtype) else names.astype("category")
        self.labels = [str(c) for c in cat.cat.categories]
        self.codes = cat.cat.codes.to_numpy()
        self.flags = np.fromiter((parse(c) is not None for c in self.labels), bool, len(self.labels))

    @property
    def any_dispatch(self) -> bool:
        """Whether any name is a dispatch's."""
        return bool(self.flags.any())

    @cached_property
    def is_dispatch(self) -> np.ndarray:
        """Per zone: whether its name is a dispatch's."""
        flags: np.ndarray = np.append(self.flags, False)[self.codes]  # code -1 -> last (False)
        return flags

    def code_of(self, label: str) -> int:
        try:
            return self.labels.index(label)
        except ValueError:
            return -2


def _recode(labels_list: list[list[str]], codes_list: list[np.ndarray]) -> pd.Categorical:
    """One categorical over several code arrays, each with its own labels."""
    union = sorted(set().union(*labels_list)) if labels_list else []
    index = {n: i for i, n in enumerate(union)}
    mapped = [np.array([index[n] for n in labels], np.int64)[codes] if len(labels) else codes
              for labels, codes in zip(labels_list, codes_list)]
    codes = np.concatenate(mapped) if mapped else np.empty(0, np.int64)
    return pd.Categorical.from_codes(codes.astype(np.int32), categories=pd.Index(union))


def _insert(df: pd.DataFrame, at: int, name: str, values: pd.Categorical) -> None:
    """``df.insert`` of a categorical as it is (no Series around it to align)."""
    df.insert(at, name, values)  # type: ignore[arg-type]  # pandas-stubs: insert takes no ExtensionArray


def _concat(parts: list[Executions]) -> Executions:
    """One table of the executions of several (each of every entry, ``valid`` None)."""
    def cat(xs: list[np.ndarray], dt: type[np.integer[Any]]) -> np.ndarray:
        return np.concatenate(xs) if xs else np.empty(0, dt)

    names = _recode([p.labels for p in parts], [p.codes for p in parts])
    lanes = _recode([p.lanes for p in parts], [p.lane_codes for p in parts])
    start, end = cat([p.start for p in parts], np.int64), cat([p.end for p in parts], np.int64)
    busy = cat([p.end - p.start if p.busy is None else p.busy for p in parts], np.int64)
    return Executions(list(names.categories), names.codes, cat([p.kind for p in parts], np.int8),
                      list(lanes.categories), lanes.codes, start, end, busy,
                      cat([np.ones(len(p.start), np.int64) if p.chunks is None else p.chunks for p in parts],
                          np.int64).astype(np.int64), None)


def dense_codes(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(values, return_inverse=True)`` for small non-negative
    integers (thread numbers, name codes) by counting, not sorting."""
    values = np.asarray(values)
    if not len(values) or values.min() < 0 or values.max() > 4 * len(values) + 65536:
        keys, codes = np.unique(values, return_inverse=True)
        return keys, codes.reshape(-1)
    keys = np.flatnonzero(np.bincount(values))
    lut = np.zeros(int(values.max()) + 1, np.int64)
    lut[keys] = np.arange(len(keys))
    return keys.astype(values.dtype), lut[values]


def int_frame(columns: dict[str, list[np.ndarray]],
              differences: dict[str, tuple[str, str]] | None = None) -> pd.DataFrame:
    """A DataFrame of int64 columns, each the concatenation of its parts,
    written straight into the one block pandas keeps them in (a dict of
    arrays would be copied into such a block, a big table's worth of fresh
    memory). ``differences``: columns computed as one column minus another."""
    names = list(columns)
    n = sum(len(a) for a in columns[names[0]]) if names else 0
    block = np.empty((n, len(names)), np.int64, order="F")
    for i, name in enumerate(names):
        parts = columns[name]
        if parts:
            np.concatenate(parts, out=block[:, i], casting="unsafe")
    for name, (a, b) in (differences or {}).items():
        np.subtract(block[:, names.index(a)], block[:, names.index(b)], out=block[:, names.index(name)])
    frame: pd.DataFrame = pd.DataFrame(block, columns=names, copy=False)
    return frame


def _capture_start(capture: Capture) -> int:
    starts = [t["start_ns"].min() for t in (capture.zones, capture.gpu_zones) if len(t)]
    return int(min(starts)) if starts else 0


def _capture_end(capture: Capture) -> int:
    ends = [t["end_ns"].max() for t in (capture.zones, capture.gpu_zones) if len(t)]
    if capture.metadata.last_time_ns:
        ends.append(capture.metadata.last_time_ns)
    return int(max(ends)) if ends else 0


def _open_frame_end(capture: Capture, start: int) -> int:
    """End of an open last ``Iteration`` frame (a continuous frame set's last
    frame has none): the end of the ``BenchmarkIteration`` zone running at
    its start, else the last end of the dispatches after its start, else the
    capture's end."""
    z, g = capture.zones, capture.gpu_zones
    zn, gn = _Names(z["name"]), _Names(g["name"])
    for table, rows in ((z, zn.codes == zn.code_of(ITERATION_ZONE) if zn.code_of(ITERATION_ZONE) >= 0 else None),
                        (z, zn.is_dispatch if zn.any_dispatch else None),
                        (g, gn.is_dispatch if gn.any_dispatch else None)):
        if rows is None:
            continue
        ends = table["end_ns"].to_numpy(np.int64)
        inside = rows & (ends > start)
        if inside.any():
            return int(ends[inside].max())
    return _capture_end(capture)


def _has_child(parent: np.ndarray) -> np.ndarray:
    n = len(parent)
    flag = np.zeros(n + 1, bool)  # the last: the parent -1 of top-level zones
    for at in range(0, n, CHUNK):
        p = parent[at:at + CHUNK]
        if len(p) and -1 <= int(p.min()) and int(p.max()) < n:
            flag[p] = True
        else:  # a parent column out of its range: only the rows it names
            flag[p[(p >= 0) & (p < n)]] = True
    return flag[:n]


def _has_zone(zones: pd.DataFrame, name: str) -> bool:
    """Whether a zone of the table is named ``name``."""
    names = zones["name"]
    if not isinstance(names.dtype, pd.CategoricalDtype):
        return bool((names == name).any())
    where = names.cat.categories.get_indexer(pd.Index([name]))[0]
    return bool(where >= 0 and (names.cat.codes.to_numpy() == where).any())


def _group_chunks(capture: Capture, names: _Names, code: np.ndarray, thread: np.ndarray,
                  parent: np.ndarray, start: np.ndarray, end: np.ndarray) -> Executions:
    """Join CPU dispatch chunks into executions (see the module docstring)."""
    # 1. Per worker: consecutive chunks with the same name and parent.
    order = np.lexsort((start, thread))
    code, thread, parent, start, end = code[order], thread[order], parent[order], start[order], end[order]
    new = np.ones(len(code), bool)
    new[1:] = (thread[1:] != thread[:-1]) | (code[1:] != code[:-1]) | (parent[1:] != parent[:-1])
    at = np.flatnonzero(new)
    run_code, run_thread = code[at], thread[at]
    run_start = np.minimum.reduceat(start, at)
    run_end = np.maximum.reduceat(end, at)
    run_busy = np.add.reduceat(end - start, at)
    run_chunks = np.diff(np.append(at, len(code)))
    # 2. Across workers: per name by start, join while starting before the last end so far.
    order = np.lexsort((run_start, run_code))
    run_code, run_thread = run_code[order], run_thread[order]
    run_start, run_end = run_start[order], run_end[order]
    run_busy, run_chunks = run_busy[order], run_chunks[order]
    reach = pd.Series(run_end).groupby(run_code).cummax().to_numpy(np.int64)
    new = np.ones(len(run_code), bool)
    new[1:] = (run_code[1:] != run_code[:-1]) | (run_start[1:] > reach[:-1])
    _rejoin_partial_calls(new, run_code, run_start, run_chunks)
    at = np.flatnonzero(new)
    ex_start = np.minimum.reduceat(run_start, at)
    ex_end = np.maximum.reduceat(run_end, at)
    keys, lane_codes = dense_codes(run_thread[at])
    return Executions(names.labels, run_code[at], np.zeros(len(at), np.int8),
                      [capture.thread_name(int(t)) for t in keys], lane_codes,
                      ex_start, ex_end, np.add.reduceat(run_busy, at), np.add.reduceat(run_chunks, at), None)


def _rejoin_partial_calls(new: np.ndarray, code: np.ndarray, start: np.ndarray, chunks: np.ndarray) -> None:
    """Join executions that are parts of one call, in place (``new`` marks
    the runs starting an execution; runs sorted by name, then start).

    A dispatch's calls each run as many chunks as the dispatch has
    workgroups, the same number every call. A worker that starts its
    chunks after the others finished them all (a busy machine) makes its
    run a second "execution" of fewer chunks. So, per name whose most common
    chunk count per execution (its workgroup count) covers most of its
    executions, consecutive executions with fewer chunks are joined while
    their sum stays within that count and no execution of another dispatch
    starts between them (none can while one call runs: the barrier). Two
    calls run back to back keep their full counts and stay apart.
    """
    at = np.flatnonzero(new)
    if len(at) < 2:
        return
    ex_code = code[at]
    ex_chunks = np.add.reduceat(chunks, at)
    ex_start = start[at]
    rank = np.empty(len(at), np.int64)
    rank[np.argsort(ex_start, kind="stable")] = np.arange(len(at))
    typical = np.zeros(len(at), np.int64)
    for c in np.unique(ex_code):
        mine = np.flatnonzero(ex_code == c)
        values, freq = np.unique(ex_chunks[mine], return_counts=True)
        if len(mine) >= 3 and freq.max() * 2 > len(mine):
            typical[mine] = values[np.argmax(freq)]
    partial = (ex_chunks < typical)
    candidates = np.flatnonzero(partial[:-1] & partial[1:] & (ex_code[1:] == ex_code[:-1]))
    acc = -1, 0  # (execution being filled, its chunks so far)
    for e in candidates:
        total = (acc[1] if acc[0] == e else ex_chunks[e]) + ex_chunks[e + 1]
        # adjacent start ranks: no other execution started in between
        if total <= typical[e] and rank[e + 1] == rank[e] + 1:
            new[at[e + 1]] = False
            acc = e + 1, total
        else:
            acc = -1, 0


def _context_name(capture: Capture, context: int) -> str:
    try:
        name = capture.gpu_contexts.at[context, "name"]
    except KeyError:
        name = None
    return str(name) if isinstance(name, str) and name else f"GPU context {context}"
