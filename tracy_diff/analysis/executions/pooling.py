"""Several captures of one build (runs) pooled into one ``KeptRun``.

In: the captures of one side (at least one, each with a timeline). Out:
``Pooled``: one ``KeptRun`` whose kept iterations are the runs' kept
iterations one after the other (run k's iterations are numbered after run
k-1's; each execution keeps its own capture's timestamps), each run's
``Run`` (path, kept iterations, median wall time per iteration, index of
its first pooled iteration) and warnings about runs that do not look like
repeats of one build (other program binaries, very different iteration
counts or times) and about dispatches whose calls the capture cannot count
exactly (``~N`` calls per iteration, with the reason). Matching then runs
once per side on the pooled names and the first run's dispatch sequence.
Refused (``DiffError``, one line naming the files): runs of one side that
run different IREE dispatches (two builds, not repeats of one).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ...capture import Capture
from ...diff import DiffWarning, Run, WarningKind
from ...errors import DiffError
from ..matching.names import parse
from . import iterations as its
from .sides import KeptRun, RunExecutions, key_dtype

#: Runs of one side whose kept iteration counts differ by this factor or more warn.
ITERATION_RATIO_WARN = 2.0
#: A run whose median iteration time is this factor or more from the first run's is not a repeat.
RUN_TIME_RATIO_WARN = 1.5


@dataclass
class Pooled:
    side: KeptRun
    runs: tuple[Run, ...]
    warnings: list[DiffWarning]


def pool(captures: list[Capture], keep_warmup: bool, label: str, frames: str | None = None) -> Pooled:
    """The runs of one side as one ``KeptRun`` (see the module doc); ``frames``:
    the frame set whose frames are the iterations (see ``split_iterations``)."""
    sides = [KeptRun.of(c, keep_warmup, frames) for c in captures]
    _refuse_other_builds(sides, label)
    runs: list[Run] = []
    first = 0
    for s in sides:
        wall = s.iterations.wall_ms
        ms = float(np.median(wall)) if len(wall) else math.nan
        runs.append(Run(s.capture.path, s.iterations.count, ms, first,
                        unlike=_unlike(ms, runs[0].ms_per_iteration) if runs else None))
        first += s.iterations.count
    warnings = run_warnings(sides, label) + count_warnings(sides, label)
    slow = [r for r in runs[1:] if _apart(r.ms_per_iteration, runs[0].ms_per_iteration)]
    if slow:
        out = ", ".join(f"{os.path.basename(r.path)} {r.ms_per_iteration:.4g} ms" for r in [runs[0], *slow])
        warnings.append(DiffWarning(WarningKind.RUN_TIMES, f"{label}: runs with very different times per iteration "
                                    f"({out}): runs of one build should take about as long"))
    if len(sides) == 1:
        return Pooled(sides[0], tuple(runs), warnings)
    return Pooled(_concat(sides), tuple(runs), warnings)


def _concat(sides: list[KeptRun]) -> KeptRun:
    """The sides' runs as one side: iterations numbered one run after the
    other, names the union of theirs (the first run's first)."""
    offsets = np.cumsum([0] + [s.iterations.count for s in sides[:-1]])
    labels: dict[str, int] = {}
    codes = [np.array([labels.setdefault(n, len(labels)) for n in s.labels], np.int64) for s in sides]
    discard, dtype = 2 * len(labels), key_dtype(len(labels))
    runs = []
    for s, off, new in zip(sides, offsets, codes):
        lut = np.empty(s.discard + 1, dtype)  # the side's member keys -> the pooled side's
        lut[0:s.discard:2], lut[1:s.discard:2], lut[s.discard] = 2 * new, 2 * new + 1, discard
        for run in s.runs:
            run.iteration[run.iteration >= 0] += off
            runs.append(RunExecutions(run.capture, run.columns, run.iteration, lut[run.keys], new[run.side_codes]))
    bounds = pd.concat([s.iterations.bounds for s in sides], ignore_index=True)
    bounds["iteration"] = np.arange(len(bounds), dtype=np.int64)
    first = sides[0].iterations
    iters = its.Iterations(bounds=bounds, source=first.source, dropped=sum(s.iterations.dropped for s in sides),
                           total=sum(s.iterations.total for s in sides))
    return KeptRun(sides[0].capture, iters, runs, list(labels), sides[0].sequence, sides[0].call_ns)


def _unlike(ms: float, first_ms: float) -> str | None:
    """How a run is not a repeat of the side's first run (a median
    iteration time ``RUN_TIME_RATIO_WARN`` or more apart); None if it is one."""
    why = []
    if _apart(ms, first_ms):
        why.append(f"{ms / first_ms:.2f}x run 1's time per iteration")
    return "; ".join(why) or None


def _refuse_other_builds(sides: list[KeptRun], label: str) -> None:
    """A ``DiffError`` when a run of the side runs other IREE dispatches than
    its first (zones of other programs may come and go between runs)."""
    names = {n for n in dispatch_names(sides[0]) if parse(n) is not None}
    for s in sides[1:]:
        other = {n for n in dispatch_names(s) if parse(n) is not None}
        if other != names:
            raise DiffError(f"{label}: {s.capture.path} runs other dispatches than {sides[0].capture.path} "
                            f"({len(other - names)} not in it, {len(names - other)} missing): the runs of one "
                            f"side must be repeats of one build; compare two builds as baseline and candidate")


def count_warnings(sides: list[KeptRun], label: str) -> list[DiffWarning]:
    """One warning per dispatch whose calls a run's capture cannot count
    exactly: ``~N`` calls per iteration and why."""
    out = []
    for s in sides:
        counts = s.counts()
        for run in s.runs:
            for name, why in sorted(run.columns.approximate.items()):
                code = s.labels.index(name) if name in s.labels else -1
                per = counts[2 * code] / max(s.iterations.count, 1) if code >= 0 else math.nan
                out.append(DiffWarning(WarningKind.CAPTURE, f"{label}: {s.capture.path}: {name}: ~{per:.3g} "
                                       f"calls per iteration ({why})"))
    return out


def _apart(ms: float, first_ms: float) -> bool:
    return ms > 0 and first_ms > 0 and max(ms, first_ms) >= RUN_TIME_RATIO_WARN * min(ms, first_ms)


def dispatch_names(side: KeptRun) -> set[str]:
    return set(side.names(0))


def run_warnings(sides: list[KeptRun], label: str) -> list[DiffWarning]:
    """Runs of one side that are not repeats of one build: other programs,
    kept iteration counts ``ITERATION_RATIO_WARN`` apart."""
    if len(sides) < 2:
        return []
    out = []
    programs = {s.capture.metadata.program for s in sides}
    if len(programs) > 1:
        out.append(DiffWarning(WarningKind.RUN_PROGRAMS, f"{label}: runs of different programs "
                               f"({', '.join(sorted(str(p) for p in programs))}): compare runs of one build"))
    counts = [s.iterations.count for s in sides]
    if max(counts) >= ITERATION_RATIO_WARN * max(min(counts), 1):
        listed = ", ".join(f"{s.capture.path} {s.iterations.count}" for s in sides)
        out.append(DiffWarning(WarningKind.RUN_ITERATIONS, f"{label}: runs with very different iteration counts "
                               f"({listed}): each run weighs the same in the run-level test"))
    return out
