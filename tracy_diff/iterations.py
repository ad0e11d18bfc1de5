"""Benchmark iterations and dispatch executions of one capture.

``split_iterations`` finds the benchmark's iterations: IREE's ``Iteration``
frames, else ``BenchmarkIteration`` zones, else the whole capture as one.
``executions`` turns zones into executions, one row per run of a kernel or
of a container zone:

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
  on every worker (a barrier separates them).

Each execution has a ``kind``: ``dispatch`` (an IREE dispatch), ``device``
(other GPU work: fills, copies), or ``container`` (a zone enclosing other
measured zones: command buffers, ``BenchmarkIteration``, host call stacks).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .capture import Capture
from .dispatch_names import parse

ITERATION_FRAMES = "Iteration"
ITERATION_ZONE = "BenchmarkIteration"

EXECUTION_COLUMNS = ("name", "kind", "lane", "start_ns", "end_ns", "duration_ns",
                     "busy_ns", "chunks")


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


def split_iterations(capture: Capture, keep_warmup: bool = False) -> Iterations:
    """Find the capture's iterations; drop the first (warm-up) unless ``keep_warmup``.

    A capture with a single iteration keeps it.
    """
    frames = capture.frame_set(ITERATION_FRAMES)
    zones = capture.zones
    if len(frames):
        start = frames["start_ns"].to_numpy(np.int64)
        end = frames["end_ns"].to_numpy(np.int64)
        order = np.argsort(start, kind="stable")
        start, end = start[order], end[order]
        if len(end) and end[-1] < 0:
            end[-1] = _open_frame_end(capture, start[-1])
        source = "Iteration frames"
    else:
        mask = ((zones["name"] == ITERATION_ZONE).to_numpy(bool)
                & (zones["end_ns"].to_numpy(np.int64) >= 0))
        if mask.any():
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
    dropped = 1 if (total > 1 and not keep_warmup) else 0
    bounds = pd.DataFrame({
        "iteration": np.arange(total - dropped, dtype=np.int64),
        "start_ns": start[dropped:],
        "end_ns": end[dropped:],
    })
    return Iterations(bounds=bounds, source=source, dropped=dropped, total=total)


def assign_iterations(time_ns: np.ndarray, bounds: pd.DataFrame) -> np.ndarray:
    """Index of the kept iteration each time falls in, -1 for none."""
    starts = bounds["start_ns"].to_numpy(np.int64)
    ends = bounds["end_ns"].to_numpy(np.int64)
    k = np.searchsorted(starts, time_ns, side="right") - 1
    inside = (k >= 0) & (time_ns <= ends[np.clip(k, 0, None)]) if len(starts) else np.zeros(len(time_ns), bool)
    return np.where(inside, k, -1)


def executions(capture: Capture) -> pd.DataFrame:
    """All executions of the capture (every iteration and outside them).

    Columns: ``name`` (str), ``kind``, ``lane`` (thread or GPU context name),
    ``start_ns``, ``end_ns``, ``duration_ns`` (wall span), ``busy_ns``
    (summed zone time; the duration for single zones), ``chunks`` (zones).
    """
    parts = [_cpu_executions(capture), _gpu_executions(capture)]
    out = pd.concat([p for p in parts if len(p)], ignore_index=True) if any(len(p) for p in parts) else _empty()
    if not (out["kind"] != "container").any() and len(capture.zones):
        # Not an IREE capture: compare the CPU zones that enclose nothing.
        out = pd.concat([out, _cpu_leaves(capture)], ignore_index=True)
    return out


def representative(execs: pd.DataFrame, bounds: pd.DataFrame) -> int:
    """The kept iteration to align: the most common dispatch count, median wall time."""
    if not len(bounds):
        return -1
    counts = np.bincount(execs["iteration"].to_numpy(np.int64), minlength=len(bounds)) if len(execs) else np.zeros(len(bounds), np.int64)
    values, freq = np.unique(counts, return_counts=True)
    typical = values[np.argmax(freq)]
    candidates = np.flatnonzero(counts == typical)
    wall = (bounds["end_ns"] - bounds["start_ns"]).to_numpy(np.int64)[candidates]
    return int(candidates[np.argsort(wall, kind="stable")[len(candidates) // 2]])


# --- internals -------------------------------------------------------------

def _empty() -> pd.DataFrame:
    return pd.DataFrame({
        "name": pd.Series(dtype=object), "kind": pd.Series(dtype=object),
        "lane": pd.Series(dtype=object), "start_ns": pd.Series(dtype=np.int64),
        "end_ns": pd.Series(dtype=np.int64), "duration_ns": pd.Series(dtype=np.int64),
        "busy_ns": pd.Series(dtype=np.int64), "chunks": pd.Series(dtype=np.int64)})


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
    z = capture.zones
    for table, rows in ((z, z["name"] == ITERATION_ZONE),
                        (z, _is_dispatch(z["name"])),
                        (capture.gpu_zones, _is_dispatch(capture.gpu_zones["name"]))):
        ends = table["end_ns"].to_numpy(np.int64)
        inside = rows.to_numpy(bool) & (ends > start)
        if inside.any():
            return int(ends[inside].max())
    return _capture_end(capture)


def _is_dispatch(names: pd.Series) -> pd.Series:
    if not len(names):
        return pd.Series(np.zeros(0, bool), index=names.index)
    codes, is_dispatch, _ = _name_flags(names)
    return pd.Series(np.where(codes >= 0, is_dispatch[np.clip(codes, 0, None)], False), index=names.index)


def _name_flags(names: pd.Series) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Per row: category code, whether the category is a dispatch name; labels."""
    cat = names.astype("category") if not isinstance(names.dtype, pd.CategoricalDtype) else names
    labels = [str(c) for c in cat.cat.categories]
    is_dispatch = np.fromiter((parse(c) is not None for c in labels), bool, len(labels))
    return cat.cat.codes.to_numpy(np.int64), is_dispatch, labels


def _has_child(parent: np.ndarray) -> np.ndarray:
    flag = np.zeros(len(parent), bool)
    flag[parent[(parent >= 0) & (parent < len(parent))]] = True
    return flag


def _lanes(capture: Capture, threads: np.ndarray) -> np.ndarray:
    keys = np.unique(threads)
    names = np.array([capture.thread_name(int(t)) for t in keys], dtype=object)
    return names[np.searchsorted(keys, threads)]


def _frame(labels: list[str], codes: np.ndarray, kind: np.ndarray | str, lane: np.ndarray,
           start: np.ndarray, end: np.ndarray, busy: np.ndarray, chunks: np.ndarray) -> pd.DataFrame:
    return pd.DataFrame({
        "name": np.asarray(labels, dtype=object)[codes] if len(labels) else np.empty(0, object),
        "kind": kind if not isinstance(kind, str) else np.full(len(codes), kind, dtype=object),
        "lane": lane, "start_ns": start, "end_ns": end,
        "duration_ns": end - start, "busy_ns": busy, "chunks": chunks})


def _cpu_executions(capture: Capture) -> pd.DataFrame:
    z = capture.zones
    if not len(z):
        return _empty()
    codes, is_dispatch, labels = _name_flags(z["name"])
    start = z["start_ns"].to_numpy(np.int64)
    end = z["end_ns"].to_numpy(np.int64)
    parent = z["parent"].to_numpy(np.int64)
    thread = z["thread"].to_numpy(np.int64)
    valid = (end >= start) & (codes >= 0)
    dispatch = valid & is_dispatch[np.clip(codes, 0, None)]
    container = valid & ~dispatch & (_has_child(parent) | (z["name"] == ITERATION_ZONE).to_numpy(bool))
    out = []
    if dispatch.any():
        out.append(_group_chunks(capture, labels, codes[dispatch], thread[dispatch],
                                 parent[dispatch], start[dispatch], end[dispatch]))
    if container.any():
        idx = np.flatnonzero(container)
        out.append(_frame(labels, codes[idx], "container", _lanes(capture, thread[idx]),
                          start[idx], end[idx], end[idx] - start[idx], np.ones(len(idx), np.int64)))
    return pd.concat(out, ignore_index=True) if out else _empty()


def _cpu_leaves(capture: Capture) -> pd.DataFrame:
    z = capture.zones
    codes, _, labels = _name_flags(z["name"])
    start = z["start_ns"].to_numpy(np.int64)
    end = z["end_ns"].to_numpy(np.int64)
    idx = np.flatnonzero((end >= start) & (codes >= 0) & ~_has_child(z["parent"].to_numpy(np.int64)))
    return _frame(labels, codes[idx], "device", _lanes(capture, z["thread"].to_numpy(np.int64)[idx]),
                  start[idx], end[idx], end[idx] - start[idx], np.ones(len(idx), np.int64))


def _group_chunks(capture: Capture, labels: list[str], code: np.ndarray, thread: np.ndarray,
                  parent: np.ndarray, start: np.ndarray, end: np.ndarray) -> pd.DataFrame:
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
    at = np.flatnonzero(new)
    ex_start = np.minimum.reduceat(run_start, at)
    ex_end = np.maximum.reduceat(run_end, at)
    return _frame(labels, run_code[at], "dispatch", _lanes(capture, run_thread[at]),
                  ex_start, ex_end, np.add.reduceat(run_busy, at), np.add.reduceat(run_chunks, at))


def _gpu_executions(capture: Capture) -> pd.DataFrame:
    g = capture.gpu_zones
    if not len(g):
        return _empty()
    codes, is_dispatch, labels = _name_flags(g["name"])
    start = g["start_ns"].to_numpy(np.int64)
    end = g["end_ns"].to_numpy(np.int64)
    valid = (end >= start) & (start >= 0) & (codes >= 0)
    idx = np.flatnonzero(valid)
    dispatch = is_dispatch[np.clip(codes, 0, None)]
    has_child = _has_child(g["parent"].to_numpy(np.int64))
    kind = np.where(dispatch, "dispatch", np.where(has_child, "container", "device")).astype(object)
    ctx = g["context"].to_numpy(np.int64)
    keys = np.unique(ctx)
    ctx_names = np.array([_context_name(capture, int(k)) for k in keys], dtype=object)
    lane = ctx_names[np.searchsorted(keys, ctx)]
    return _frame(labels, codes[idx], kind[idx], lane[idx], start[idx], end[idx],
                  end[idx] - start[idx], np.ones(len(idx), np.int64))


def _context_name(capture: Capture, context: int) -> str:
    try:
        name = capture.gpu_contexts.at[context, "name"]
    except KeyError:
        name = None
    return str(name) if isinstance(name, str) and name else f"GPU context {context}"
