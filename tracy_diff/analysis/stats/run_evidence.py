"""Per-row, per-run estimates of a comparison with several runs per side.

In: the pooled executions (``figures.executions``: both sides, each side's
runs one after the other in iteration numbering), each side's ``Run``s, and
the row facts that decide what one sample is (``Samples.unit``, calls per
iteration, names per row). Out: ``RunEvidence``: per side a (runs, rows)
array of each run's estimate of each row, which is the median of that run's
samples in the row's own unit (a call, an occurrence of a group, or the
row's total in one iteration), and their run-level comparison
(``runs.compare_runs``: geometric-mean shift, pooled t test and interval on
the log estimates, noise floor).

``level``: both sides have two runs or more. With k runs against one the
run is still the unit: the k runs give the variance of one run (``judge``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...diff import DiffWarning, Pair, Run, SampleUnit, Side, WarningKind
from ..row_figures import ExecutionTable, SideData, Units
from .runs import RunComparison, compare_runs
from .significance import RowTests, describe, section_q

#: Fewer runs than this on a side: that side's runs give no run-level test.
MIN_RUNS = 2


@dataclass
class RunEvidence:
    runs: Pair[tuple[Run, ...]]
    estimates: Pair[np.ndarray]  # (runs, rows) ms, NaN where the row has no sample
    comparison: RunComparison

    @property
    def level(self) -> bool:
        """True when both sides have ``MIN_RUNS`` runs or more (a run-level test)."""
        return all(len(r) >= MIN_RUNS for r in self.runs)

    @property
    def several(self) -> bool:
        """True when a side has more than one run."""
        return any(len(r) > 1 for r in self.runs)

    def row_tests(self, base_median: np.ndarray, sections: np.ndarray, alpha: float) -> RowTests:
        """The run-level test as ``RowTests``: p from the pooled t test on log
        run estimates, q by Benjamini-Hochberg within each section, the
        shift and its interval as relative changes times ``base_median``."""
        c = self.comparison
        # A row that ran in fewer runs of a side than MIN_RUNS is not tested (it is inconclusive if it moved).
        few = (c.runs_baseline < MIN_RUNS) | (c.runs_candidate < MIN_RUNS)
        p, low, high = (np.where(few, np.nan, v) for v in (c.p_value, c.low, c.high))
        notes = [f"too few runs for a test ({b} vs {n})" if f and b and n else ""
                 for f, b, n in zip(few, c.runs_baseline, c.runs_candidate)]
        return RowTests(p, section_q(p, sections), c.shift * base_median, low * base_median, high * base_median,
                        notes, noise_floor=c.noise_floor)

    def per_row(self, side: Side) -> list[tuple[float, ...]]:
        """Each row's run estimates on ``side`` (ms, NaN where a run has none)."""
        return [tuple(float(v) for v in col) for col in self.estimates[side].T]


def run_evidence(table: ExecutionTable, runs: Pair[tuple[Run, ...]], unit: np.ndarray,
                 same_calls: np.ndarray, names_per_row: Pair[list[int]], confidence: float) -> RunEvidence:
    """Every run's estimate of every row, and their comparison (see the module doc)."""
    nrows = len(unit)
    by_iteration = np.asarray(unit) == SampleUnit.ITERATION
    estimates = []
    for s, side_runs in enumerate(runs):
        per_run = np.full((len(side_runs), nrows), np.nan)
        for k, run in enumerate(side_runs):
            data = SideData(table, s, [k], run.first_iteration, run.iterations)
            units = Units.of({s: data}, names_per_row.baseline, names_per_row.candidate, by_iteration, same_calls)
            samples = units.samples({s: data.figures(units.single)})
            per_run[k] = describe(samples, s, nrows)["median"]
        estimates.append(per_run)
    row, side, value = _flat(estimates)
    return RunEvidence(runs, Pair(estimates[0], estimates[1]), compare_runs(row, side, value, nrows, confidence))


def _flat(estimates: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rows, sides, values = [], [], []
    for s, grid in enumerate(estimates):
        nruns, nrows = grid.shape
        rows.append(np.tile(np.arange(nrows), nruns))
        sides.append(np.full(grid.size, s))
        values.append(grid.ravel())
    return np.concatenate(rows), np.concatenate(sides), np.concatenate(values)



def one_run_warnings(evidence: RunEvidence | None) -> list[DiffWarning]:
    """A side with one run while the other has several: the several runs give the variance of one run."""
    if evidence is None or evidence.level:
        return []
    label = Side.BASELINE if len(evidence.runs.baseline) < MIN_RUNS else Side.CANDIDATE
    k = len(evidence.runs[label.other])
    return [DiffWarning(WarningKind.ONE_RUN, (
        f"{label}: one run, so the {label.other}'s {k} runs give the run-to-run variance of one run "
        f"({k - 1} degree{'s' if k != 2 else ''} of freedom); give {MIN_RUNS} or more captures per side "
        f"for narrower intervals"))]
