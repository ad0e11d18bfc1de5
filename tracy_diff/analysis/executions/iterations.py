"""Benchmark iterations of one capture.

``split_iterations`` finds the benchmark's iterations: a frame set named by
the caller, else IREE's ``Iteration`` frames, else ``BenchmarkIteration``
zones, else the default frame set (``FrameMark``) of a generic program,
else the whole capture as one. ``assign_iterations`` says which kept
iteration each span lies in; ``representative`` picks the iteration whose
dispatch sequence is aligned. The executions themselves: ``columns``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ...capture import Capture
from ...compiled import extension
from ...errors import DiffError
from ..stats.warmup import settled
from .columns import CHUNK as CHUNK  # re-exported: its callers step through columns by it
from .columns import ITERATION_ZONE as ITERATION_ZONE
from .columns import ZoneNames

ITERATION_FRAMES = "Iteration"
DEFAULT_FRAMES = "Frame"  # Tracy's name of the default frame set (FrameMark)


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
    if _compiled is not None and out.itemsize in (4, 8):
        _compiled.assign(np.ascontiguousarray(start_ns, np.int64), np.ascontiguousarray(end_ns, np.int64),
                         starts, low, high, None if valid is None else np.ascontiguousarray(valid, bool), out)
        return out
    if len(starts) == 1:  # one iteration (a whole generic capture): comparisons with its bounds
        return _in_one(start_ns, end_ns, (int(starts[0]), int(low[0]), int(high[0])), out, valid)
    return _in_many(start_ns, end_ns, (starts, low, high), out, valid)


def _in_many(start_ns: np.ndarray, end_ns: np.ndarray, bounds: tuple[np.ndarray, np.ndarray, np.ndarray],
             out: np.ndarray, valid: np.ndarray | None) -> np.ndarray:
    """``assign_iterations`` into ``out`` in numpy for the iterations of
    ``bounds`` (their starts, and their starts and ends give or take the
    slack); ``_passes.assign`` where it is built."""
    starts, low, high = bounds
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


def _in_one(start_ns: np.ndarray, end_ns: np.ndarray, bounds: tuple[int, int, int], out: np.ndarray,
            valid: np.ndarray | None) -> np.ndarray:
    """``assign_iterations`` into ``out`` for one iteration of ``bounds``
    (its start, and its start and end give or take the slack): 0 inside, else -1."""
    start, low, high = bounds
    for at in range(0, len(start_ns), CHUNK):
        s, e = np.asarray(start_ns[at:at + CHUNK], np.int64), np.asarray(end_ns[at:at + CHUNK], np.int64)
        mid = e - s
        mid >>= 1
        mid += s
        inside = mid >= start
        inside &= s >= low
        inside &= e <= high
        if valid is not None:
            inside &= valid[at:at + CHUNK]
        part = out[at:at + CHUNK]
        part[:] = inside
        part -= 1
    return out


class _LastAtOrBefore:
    """``np.searchsorted(starts, t, "right") - 1`` for sorted ``starts``: the
    index of the last start at or before each time (-1 before the first), by
    a table of time buckets, about 64 per start (4M at most); only the times in a bucket
    holding a start are searched (a binary search per time costs several
    times the table's few passes)."""

    def __init__(self, starts: np.ndarray) -> None:
        self.starts = starts
        span = int(starts[-1]) - int(starts[0])
        buckets = min(64 * len(starts) + 1024, 1 << 22)
        self.shift = max(0, (span // buckets).bit_length())  # buckets 2**shift ns wide
        width = 1 << self.shift
        self.base = int(starts[0]) - width  # bucket 0 ends just before the first start
        n = ((int(starts[-1]) - self.base) >> self.shift) + 2  # buckets; edge j: base + j * width
        # starts <= edge j: those with (start - base - 1) >> shift below j; starts
        # before edge j + 1: those in buckets up to j (counts, not binary searches)
        offset = starts - self.base
        at_or_before = np.cumsum(np.bincount((offset - 1) >> self.shift, minlength=n)[:n])
        before_next = np.cumsum(np.bincount(offset >> self.shift, minlength=n)[:n])
        first = np.empty(n, np.int32 if len(starts) < 1 << 31 else np.int64)
        first[0] = -1
        np.subtract(at_or_before[:-1], 1, out=first[1:], casting="unsafe")
        self.mixed = first != before_next - 1
        self.first = first

    def __call__(self, t: np.ndarray) -> np.ndarray:
        if len(self.starts) == 1:  # one iteration (a whole generic capture): a comparison, no table
            one: np.ndarray = (t >= self.starts[0]).astype(self.first.dtype)
            one -= 1
            return one
        bucket = t - self.base
        bucket >>= self.shift
        np.clip(bucket, 0, len(self.first) - 1, out=bucket)
        index: np.ndarray = self.first[bucket]
        search = np.flatnonzero(self.mixed[bucket])
        if len(search):
            index[search] = np.searchsorted(self.starts, t[search], "right") - 1
        return index


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
    zn, gn = ZoneNames(z["name"]), ZoneNames(g["name"])
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


def _has_zone(zones: pd.DataFrame, name: str) -> bool:
    """Whether a zone of the table is named ``name``."""
    names = zones["name"]
    if not isinstance(names.dtype, pd.CategoricalDtype):
        return bool((names == name).any())
    where = names.cat.categories.get_indexer(pd.Index([name]))[0]
    return bool(where >= 0 and (names.cat.codes.to_numpy() == where).any())


_compiled = extension("tracy_diff.analysis._passes")
