"""Per-row, per-run estimates of a comparison with several runs per side.

In: each side's per-iteration grid (rows x kept iterations, every run's
iterations one after the other) and its ``Run``s. Out: ``RunEvidence``: per
side a (runs, rows) array of each run's estimate of each row, its mean
time per iteration (the row's estimand, ``intervals``), and their
run-level comparison (``runs.compare_runs``: the noise floor, reported).

``level``: both sides have two runs or more. With k runs against one the
run is still the unit: the k runs give the variance of one run (``judge``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...diff import DiffWarning, Pair, Run, Side, WarningKind
from .runs import RunComparison, compare_runs

#: Fewer runs than this on a side: that side's runs give no run-level test.
MIN_RUNS = 2


@dataclass
class RunEvidence:
    runs: Pair[tuple[Run, ...]]
    estimates: Pair[np.ndarray]  # (runs, rows) ms per iteration
    comparison: RunComparison

    @property
    def level(self) -> bool:
        """True when both sides have ``MIN_RUNS`` runs or more (a run-level test)."""
        return all(len(r) >= MIN_RUNS for r in self.runs)

    @property
    def several(self) -> bool:
        """True when a side has more than one run."""
        return any(len(r) > 1 for r in self.runs)

    def per_row(self, side: Side) -> list[tuple[float, ...]]:
        """Each row's run estimates on ``side`` (ms per iteration)."""
        return [tuple(float(v) for v in col) for col in self.estimates[side].T]


def run_means(grid: np.ndarray, runs: tuple[Run, ...]) -> np.ndarray:
    """(runs, rows): each run's mean of each row of ``grid`` over its own iterations."""
    out = np.full((len(runs), len(grid)), np.nan)
    for k, r in enumerate(runs):
        part = grid[:, r.first_iteration:r.first_iteration + r.iterations]
        if part.shape[1]:
            out[k] = part.mean(axis=1)
    return out


def run_evidence(grids: Pair[np.ndarray], runs: Pair[tuple[Run, ...]], confidence: float) -> RunEvidence:
    """Every run's mean per iteration of every row, and their comparison."""
    estimates = Pair(run_means(grids.baseline, runs.baseline), run_means(grids.candidate, runs.candidate))
    nrows = len(grids.baseline)
    rows, sides, values = [], [], []
    for s, grid in enumerate(estimates):
        rows.append(np.tile(np.arange(nrows), len(grid)))
        sides.append(np.full(grid.size, s))
        values.append(grid.ravel())
    cmp = compare_runs(np.concatenate(rows), np.concatenate(sides), np.concatenate(values), nrows, confidence)
    return RunEvidence(runs, estimates, cmp)


def one_run_warnings(evidence: RunEvidence | None) -> list[DiffWarning]:
    """A side with one run while the other has several: the several runs give the variance of one run."""
    if evidence is None or evidence.level:
        return []
    label = Side.BASELINE if len(evidence.runs.baseline) < MIN_RUNS else Side.CANDIDATE
    k = len(evidence.runs[label.other])
    return [DiffWarning(WarningKind.ONE_RUN, (
        f"{label}: one run, so the {label.other}'s {k} runs give the run-to-run variance of one run "
        f"(moderated toward the other rows'); give {MIN_RUNS} or more captures per side for narrower intervals"))]
