"""One capture reduced to what the history keeps of it.

In: a capture path (``.tracy`` or a csvexport ``-u`` CSV: anything with a
timeline). Out: ``CaptureSummary``: the run's facts (content hash, capture
time, program, host, kept iterations, median wall and dispatch time per
iteration, the representative iteration's dispatch sequence) and one row
per dispatch name in the kept iterations:

``calls_per_iter``   executions per kept iteration;
``median_ms``        median time per call (the run estimate ``diff`` uses for
                     a row called as often on both sides);
``iter_median_ms``   median over kept iterations of the name's time in the
                     iteration (the run estimate for rows compared per
                     iteration: fused, split, re-counted);
``ms_per_iter``      mean time per iteration;
``log_var``          within-run variance of ``log(iter_median_ms)``: the
                     variance of the log per-iteration totals times pi/2
                     over the iterations (the large-sample variance of a
                     median), so a history knows how much one run's
                     estimate itself wobbles;
``position``         first position in the representative iteration, -1
                     when the name does not run there;
``fingerprint``      the IR fingerprint (op census and tensor shapes) when
                     the executable sources are dumped beside the capture
                     (``<stem>.sources/``), else None.

and the run's capture conditions (``conditions``: the machine and how it
was captured, the fields of ``contract.conditions.RunConditions`` that
change timings or name the capture: ``CONDITIONS``; None where the capture
does not record them).

Refused (``TracyFormatError``/``DiffError``, one line naming the file): a
file that cannot be read, a capture without a timeline or without any
dispatch in its kept iterations.
"""

from __future__ import annotations

import hashlib
import math
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from ..errors import DiffError, unreadable

if TYPE_CHECKING:
    from ..contract.conditions import RunConditions

DISPATCH_COLUMNS = ("name", "position", "calls_per_iter", "median_ms", "iter_median_ms", "ms_per_iter",
                    "log_var", "fingerprint")
#: The capture conditions a history keeps per run (``RunConditions`` fields).
CONDITIONS = ("sampling", "file_version", "cpu", "cpu_manufacturer", "cpu_id", "cpu_arch", "os", "cores", "ram_mb")


@dataclass(frozen=True)
class CaptureSummary:
    """A run as the store keeps it (see the module doc)."""

    capture_hash: str
    path: str
    capture_time: int | None  # unix seconds, from the capture
    program: str | None
    host: str | None
    iterations: int
    ms_per_iteration: float  # median wall time of a kept iteration
    dispatch_ms_per_iter: float  # median over kept iterations of all dispatch time
    dispatch_log_var: float  # within-run variance of log(dispatch_ms_per_iter), as log_var
    sequence: tuple[str, ...]
    dispatches: pd.DataFrame  # DISPATCH_COLUMNS
    conditions: dict[str, object] | None = None  # CONDITIONS


def content_hash(path: str) -> str:
    """SHA-256 of the file's bytes (hex): the capture's identity in a store."""
    h = hashlib.sha256()
    try:
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    except OSError as e:
        raise unreadable(path, e) from None
    return h.hexdigest()


def summarise(path: str, keep_warmup: bool = False) -> CaptureSummary:
    """Read ``path`` once and summarise it (see the module doc)."""
    from ..analysis.conditions import run_conditions
    from ..analysis.executions.sides import KeptRun
    from ..io.loader import load

    digest = content_hash(path)
    capture = load(path)
    if not capture.has_timeline:
        raise DiffError(f"{path}: no timeline (an aggregate CSV): the history needs .tracy files or "
                        f"csvexport -u CSVs")
    side = KeptRun.of(capture, keep_warmup)
    ex = side.execs
    n_iter = side.iterations.count
    dispatch = side.section == 0
    if not dispatch.any():
        raise DiffError(f"{path}: no dispatch executions in its {n_iter} kept iterations")
    codes = ex["name"].cat.codes.to_numpy()[dispatch].astype(np.int64)
    labels = np.asarray(ex["name"].cat.categories, dtype=object)
    it = ex["iteration"].to_numpy(np.int64)[dispatch]
    ms = ex["duration_ns"].to_numpy(np.float64)[dispatch] / 1e6
    used, dense = np.unique(codes, return_inverse=True)
    k = len(used)
    grid = np.bincount(dense * n_iter + it, weights=ms, minlength=k * n_iter).reshape(k, n_iter)
    calls = np.bincount(dense, minlength=k)
    order = np.lexsort((ms, dense))
    first = np.searchsorted(dense[order], np.arange(k))
    sorted_ms = ms[order]
    median = (sorted_ms[first + (calls - 1) // 2] + sorted_ms[first + calls // 2]) / 2.0
    iter_median = np.median(grid, axis=1)
    total = grid.sum(axis=0)
    names = [str(n) for n in labels[used]]
    pos: dict[str, int] = {}
    for p, n in enumerate(side.sequence):
        pos.setdefault(n, p)
    table = pd.DataFrame({
        "name": names, "position": np.array([pos.get(n, -1) for n in names], np.int64),
        "calls_per_iter": calls / max(n_iter, 1), "median_ms": median, "iter_median_ms": iter_median,
        "ms_per_iter": grid.mean(axis=1), "log_var": [_median_log_var(row) for row in grid],
        "fingerprint": _fingerprints(path, names)})
    wall = side.iterations.wall_ms
    host = capture.metadata.host_info
    return CaptureSummary(
        capture_hash=digest, path=os.path.abspath(path), capture_time=capture.metadata.capture_time,
        program=capture.metadata.program, host=host.strip() if host else None, iterations=n_iter,
        ms_per_iteration=float(np.median(wall)) if len(wall) else math.nan,
        dispatch_ms_per_iter=float(np.median(total)), dispatch_log_var=_median_log_var(total),
        sequence=tuple(side.sequence), dispatches=table, conditions=_conditions(run_conditions(capture, n_iter)))


def _conditions(run: RunConditions) -> dict[str, object] | None:
    """The ``CONDITIONS`` a run records; None when it records none (a CSV)."""
    fields = {k: getattr(run, k) for k in CONDITIONS}
    return fields if any(v is not None for v in fields.values()) else None


def _median_log_var(values: np.ndarray) -> float:
    """Large-sample variance of the log of the median of ``values`` (NaN below 2 positive values)."""
    v = values[values > 0]
    if len(v) < 2:
        return math.nan
    return float(math.pi / 2 * np.var(np.log(v), ddof=1) / len(v))


def _fingerprints(path: str, names: list[str]) -> list[str | None]:
    """Each name's IR fingerprint from the sources dumped beside the capture, else None."""
    from ..analysis.ir.census import census, fingerprint
    from ..analysis.ir.sources import find_sources, load_sources

    folder = find_sources(path)
    if folder is None:
        return [None] * len(names)
    sources = load_sources(folder)
    out: list[str | None] = []
    for n in names:
        fn = sources.get(n)
        out.append(fingerprint(census(fn.text)) if fn is not None else None)
    return out
