"""The ``Diff``: what the differ hands to every renderer (CLI, exports, UI).

Renderers read a Diff and nothing else; they never parse files. All times
in the tables are nanoseconds (int64) unless the column name says ``_ms``.

``Diff.rows`` (one row per matched, added, removed, fused or split
dispatch group, in rank order; index 0..n-1)
    ``row_id`` (int, stable key used by ``executions``), ``rank`` (1-based),
    ``status`` (str: regressed, improved, unchanged, added, removed, fused,
    split), ``section`` (str: ``dispatch`` for kernels, ``enclosing`` for
    zones that enclose other measured zones: command buffers,
    ``BenchmarkIteration``, host call stacks), ``baseline_name``,
    ``candidate_name`` (str or None; a group's names joined with `` + ``),
    ``match`` (str: how the two sides were paired: exact, ordinal, shape,
    permuted, sequence, override, fused, split, none),
    ``match_detail`` (str: a human sentence on why),
    ``baseline_execs_per_iter``, ``candidate_execs_per_iter`` (float),
    ``baseline_ms_per_iter``, ``candidate_ms_per_iter``,
    ``delta_ms_per_iter`` (float, candidate - baseline), ``ratio``
    (float, candidate / baseline, NaN when undefined), ``share_of_change``
    (float, delta / total delta of all dispatch rows),
    ``baseline_median_ms``, ``candidate_median_ms``, ``baseline_p10_ms``,
    ``baseline_p90_ms``, ``candidate_p10_ms``, ``candidate_p90_ms``,
    ``baseline_min_ms``, ``candidate_min_ms``, ``baseline_std_ms``,
    ``candidate_std_ms`` (float, per execution), ``p_value``, ``q_value``
    (float, NaN when not computable), ``significant`` (bool), ``note`` (str:
    e.g. "too few samples").
    Also: ``change`` (str: regressed, improved, unchanged; the direction of
    every row, fused/split/added/removed ones included), ``unit`` (str:
    ``execution`` or ``iteration``, what one sample is), ``baseline_samples``,
    ``candidate_samples`` (int), ``separation`` (float: distance between the
    two medians over the larger p10-p90 spread; below 1 is run-to-run noise).

``Diff.executions`` (one row per dispatch execution on either side)
    ``side`` (category: baseline, candidate), ``row_id`` (int), ``name``
    (category: the zone's own name), ``iteration`` (int, 0-based among kept
    iterations), ``lane`` (str: thread or GPU context name), ``start_ns``,
    ``end_ns`` (int64, wall span: first chunk start to last chunk end),
    ``duration_ns`` (int64, end - start), ``busy_ns`` (int64, summed time of
    the zones that make up the execution; equals duration on GPUs).
    Also ``chunks`` (int, zones joined into the execution).

``Diff.members`` (for fused and split rows: which names form the group)
    ``row_id``, ``side``, ``name``; also ``ms_per_iter``, ``execs_per_iter``
    (float, that name's own share).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from .capture import Capture


@dataclass(frozen=True)
class RunSummary:
    """One side of a diff, per benchmark iteration."""

    path: str
    program: str | None
    iterations: int  # kept iterations
    dropped_iterations: int  # warm-up iterations left out
    iteration_source: str  # "Iteration frames", "BenchmarkIteration zones", "whole capture"
    ms_per_iteration: float  # median wall time of kept iterations
    iteration_ms: np.ndarray  # wall time of each kept iteration
    iteration_bounds: pd.DataFrame  # columns iteration, start_ns, end_ns
    dispatch_ms_per_iteration: float  # sum of dispatch rows on this side


@dataclass(frozen=True)
class Diff:
    """Two captures compared: ranked rows plus the executions behind them."""

    baseline: Capture
    candidate: Capture
    baseline_summary: RunSummary
    candidate_summary: RunSummary
    rows: pd.DataFrame
    executions: pd.DataFrame
    members: pd.DataFrame
    verdict: str
    warnings: tuple[str, ...] = field(default=())
    options: dict = field(default_factory=dict)

    def row(self, row_id: int) -> pd.Series:
        """The row with ``row_id``."""
        return self.rows.loc[self.rows["row_id"] == row_id].iloc[0]

    def executions_of(self, row_id: int, side: str | None = None) -> pd.DataFrame:
        """Executions of one row, optionally of one side only."""
        ex = self.executions[self.executions["row_id"] == row_id]
        return ex if side is None else ex[ex["side"] == side]
