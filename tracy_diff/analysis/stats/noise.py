"""The machine's own noise, from several captures (runs) of one build.

In: two or more captures with timelines. Out: ``Noise``: per dispatch name
(one row each) its calls per iteration, runs and kept iterations, each run's
median time per call (described), the run-to-run spread of the estimand a
diff judges, each run's mean time per iteration (max/min - 1 of the run
means, the noise floor; and the standard deviation of their logs), the
within-run spread (standard deviation of the log of the time per
iteration, pooled over runs), how many runs per side a test needs to find a
change of ``effect`` (``runs.runs_needed``), and how many iterations per
run would let the runs given suffice (``runs.iterations_needed``; None when
the run-to-run drift alone is too large, so only more runs help). Refused
(``DiffError``): fewer than two captures, or a capture without a timeline.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pandas as pd

from ...capture import Capture
from ...contract.noise import COLUMNS, Noise
from ...diff import Run
from ...errors import DiffError
from ..executions.pooling import pool
from ..matching.grouping import grouped
from .runs import detectable_sd, iterations_needed, runs_needed


def noise(captures: list[Capture], effect_pct: float = 5.0, keep_warmup: bool = False,
          frames: str | None = None, group_by: str = "name") -> Noise:
    """The noise report of ``captures`` (runs of one build); see the module doc."""
    if len(captures) < 2:
        raise DiffError(f"noise needs two or more captures of one build, got {len(captures)}")
    if not effect_pct > 0:
        raise DiffError(f"--effect must be a positive percentage, got {effect_pct:g}")
    for c in captures:
        if not c.has_timeline:
            raise DiffError(f"{c.path}: no timeline (an aggregate CSV): noise needs .tracy files or "
                            f"csvexport -u CSVs")
    captures = [grouped(c, group_by) for c in captures]
    pooled = pool(captures, keep_warmup, "runs", frames)
    side, runs = pooled.side, pooled.runs
    ex = side.execs[side.section == 0]
    if not len(ex):
        raise DiffError("no dispatch executions in the kept iterations of the runs")
    run_of = np.searchsorted([r.first_iteration for r in runs], ex["iteration"].to_numpy(np.int64), side="right") - 1
    frame = pd.DataFrame({"name": ex["name"].astype(str).to_numpy(), "run": run_of,
                          "iteration": ex["iteration"].to_numpy(np.int64),
                          "ms": ex["duration_ns"].to_numpy(np.float64) / 1e6})
    frame = frame[frame["ms"] > 0]
    rows = [_row(name, part, runs, effect_pct / 100.0) for name, part in frame.groupby("name", sort=False)]
    table = pd.DataFrame(rows, columns=list(COLUMNS))
    order = np.argsort(-(table["median_ms"] * table["calls_per_iter"]).to_numpy(), kind="stable")
    table = table.iloc[order].reset_index(drop=True)
    for col in ("runs_needed", "iterations_needed"):
        table[col] = table[col].astype("Int64")
    return Noise(runs, table, effect_pct / 100.0, tuple(pooled.warnings), _total_run_sd(frame, ex, runs))


def _total_run_sd(frame: pd.DataFrame, ex: pd.DataFrame, runs: tuple[Run, ...]) -> float:
    """The run-to-run spread of the dispatch time per iteration (log scale)."""
    per_iter = pd.DataFrame({"run": frame["run"].to_numpy(), "iteration": ex["iteration"].to_numpy()[frame.index],
                             "ms": frame["ms"].to_numpy()}).groupby(["run", "iteration"])["ms"].sum()
    medians = per_iter.groupby(level="run").median().to_numpy()
    medians = medians[medians > 0]
    return float(np.std(np.log(medians), ddof=1)) if len(medians) >= 2 else math.nan


def _row(name: str, part: pd.DataFrame, runs: tuple[Run, ...], effect: float) -> dict[str, Any]:
    """One dispatch's figures from its calls (``run``, ``iteration``, ``ms``)."""
    iterations = sum(r.iterations for r in runs)
    medians = part.groupby("run")["ms"].median()
    run_median = tuple(float(medians.get(k, math.nan)) for k in range(len(runs)))
    per_iteration = part.groupby(["run", "iteration"])["ms"].sum()
    totals = per_iteration.groupby(level="run").sum()
    present = np.array([totals[k] / runs[k].iterations for k in totals.index if runs[k].iterations > 0])
    n = len(present)
    log_med = np.log(present)
    run_sd = float(np.std(log_med, ddof=1)) if n >= 2 else math.nan
    logs = np.log(per_iteration.to_numpy())
    dev = logs - pd.Series(logs, index=per_iteration.index).groupby(level="run").transform("mean").to_numpy()
    dof = len(logs) - n
    within = float(math.sqrt((dev ** 2).sum() / dof)) if dof > 0 else math.nan
    calls = len(part) / max(iterations, 1)
    need = runs_needed(run_sd, effect)
    target = detectable_sd(n, effect)
    per_run_iterations = iterations / max(len(runs), 1)
    more = iterations_needed(run_sd, within, 1.0, max(int(round(per_run_iterations)), 1), target) \
        if math.isfinite(target) else None
    return {"name": name, "calls_per_iter": calls, "runs": n, "iterations": iterations,
            "median_ms": float(np.median(part["ms"])), "run_median_ms": run_median,
            "run_spread": float(np.expm1(log_med.max() - log_med.min())) if n >= 2 else math.nan,
            "run_sd": run_sd, "within_run_sd": within, "runs_needed": need, "iterations_needed": more}
