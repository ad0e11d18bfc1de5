"""The CI gate: did a comparison regress enough to fail a build?

``gate_diff(diff, fail_on, threshold_pct)`` reads a ``Diff``; ``history
check`` hands its rows in as ``Gated`` values to ``gate`` (the same rules).
Both read the columns the reports show: a row's ``change_pct`` and its
interval, the total's, and the time per iteration, never ``ratio``.

``Gate.REGRESSION`` (the default) trips when the total regressed beyond
the threshold by its interval (its low bound above it), or a dispatch row
regressed (decided, its low bound above the threshold) by more time than
the threshold of the total, or an added dispatch costs more than the
threshold of the total. ``Gate.ANY_ROW`` trips on any regressed dispatch
row beyond the threshold, any added dispatch, or the total;
``Gate.TOTAL`` on the total alone. The verdict's word is not read: a
total decided beyond the threshold trips whatever the verdict calls it;
only ``history check``'s environment shift (its rows' own status, the
build captured under other conditions) keeps the total from tripping.
"""

from __future__ import annotations

__all__ = ["Gate", "Gated", "Tripped", "gate", "gate_diff"]

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..contract.gate import Gate, Tripped
from ..diff import Section, Status

if TYPE_CHECKING:
    from ..diff import Diff


@dataclass(frozen=True)
class Gated:
    """One row (or the total) as the gate reads it; ``key`` names it to the caller
    (a diff row's rank, a history lineage)."""

    key: int
    regressed: bool  # decided slower (status regressed)
    added: bool  # only on the candidate side
    change_low_pct: float  # the low bound of its change's interval
    baseline_ms: float  # per iteration; NaN when added
    candidate_ms: float
    environment: bool = False  # its move was judged the environment's (history's environment shift): never trips


def gate(total: Gated, rows: list[Gated], fail_on: Gate | str, threshold_pct: float) -> Tripped:
    """The rows and total that trip ``fail_on`` at ``threshold_pct`` (see the module doc)."""
    fail_on = Gate(fail_on)
    total_tripped = total.change_low_pct > threshold_pct and not total.environment
    if fail_on is Gate.TOTAL:
        return Tripped(fail_on, threshold_pct, total=total_tripped)
    # REGRESSION: a row or an addition must cost more than the threshold of the total.
    floor = threshold_pct / 100.0 * total.baseline_ms if fail_on is Gate.REGRESSION else 0.0
    slower = tuple(r.key for r in rows if r.regressed and r.change_low_pct > threshold_pct
                   and r.change_low_pct / 100.0 * r.baseline_ms > floor)
    added = tuple(r.key for r in rows if r.added and r.candidate_ms > floor)
    return Tripped(fail_on, threshold_pct, total=total_tripped, rows=slower, added=added)


def gate_diff(diff: Diff, fail_on: Gate | str = Gate.REGRESSION, threshold_pct: float | None = None) -> Tripped:
    """``gate`` on a Diff's dispatch rows and total; ``threshold_pct`` defaults
    to the diff's own (``DiffOptions.threshold_pct``)."""
    threshold = diff.options.threshold_pct if threshold_pct is None else threshold_pct
    return gate(_total(diff), _rows(diff), fail_on, threshold)


def _total(diff: Diff) -> Gated:
    t, v = diff.total, diff.verdict
    if t is not None and math.isfinite(t.change_low_pct):
        return Gated(0, t.status is Status.REGRESSED, False, t.change_low_pct, t.baseline_ms_per_iter,
                     t.candidate_ms_per_iter)
    # No interval for the total (no timeline): its point change, as the verdict states it.
    change = v.delta_ms_per_iter / v.baseline_ms_per_iter * 100.0 if v.baseline_ms_per_iter else math.nan
    return Gated(0, change > 0, False, change, v.baseline_ms_per_iter, v.candidate_ms_per_iter)


def _rows(diff: Diff) -> list[Gated]:
    rows = diff.rows[diff.rows["section"] == Section.DISPATCH]
    status = rows["status"].astype(str)
    low = rows["change_low_pct"].to_numpy(float)
    return [Gated(int(rank), s == Status.REGRESSED.value, s == Status.ADDED.value, float(lo), float(b), float(c))
            for rank, s, lo, b, c in zip(rows["rank"], status, low, rows["baseline_ms_per_iter"],
                                         rows["candidate_ms_per_iter"])]
