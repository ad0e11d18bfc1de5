"""The machine's own noise, per dispatch of one build's runs (``analysis.stats.noise`` measures it)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .diff import DiffWarning, Run

if TYPE_CHECKING:
    import pandas as pd

#: ``Noise.rows``' columns: per dispatch name its calls per iteration, runs and kept iterations, each
#: run's median time per call, the run-to-run spread (max/min - 1 of the run means, and the standard
#: deviation of their logs), the within-run spread, and the runs (iterations) a test of ``effect`` needs.
COLUMNS = ("name", "calls_per_iter", "runs", "iterations", "median_ms", "run_median_ms", "run_spread",
           "run_sd", "within_run_sd", "runs_needed", "iterations_needed")


@dataclass(frozen=True)
class Noise:
    """Per-dispatch noise of one build's runs (see the module doc)."""

    runs: tuple[Run, ...]
    rows: pd.DataFrame  # COLUMNS, slowest dispatch first (by time per iteration)
    effect: float  # relative change the power estimate is for (0.05 = 5%)
    warnings: tuple[DiffWarning, ...]
    total_run_sd: float = math.nan  # standard deviation of the log of each run's median dispatch time per iteration
