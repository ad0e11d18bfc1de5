"""The CI gate (``analysis.gate``) on the issue's cases, each a pair of real
sample captures (``tests/gate_pairs.py`` drops a dispatch or stretches time;
it invents no zone)."""

from __future__ import annotations

from functools import cache

import pytest

import tracy_diff
from tests.gate_pairs import sample, stretched, without
from tests.paths import SAMPLES
from tracy_diff.analysis.gate import Gate, Gated, gate, gate_diff
from tracy_diff.diff import Status

Q_RUNS = ("decoder_rope_fused_q", "decoder_rope_fused_q_run2", "decoder_rope_fused_q_run3")


@cache
def added_attention() -> tracy_diff.Diff:
    """The build adds the attention dispatch: the total +287% (32.5 ms -> 127 ms)."""
    c = sample("decoder_rope_fused_qk")
    return tracy_diff.diff(without(c, "attention"), c)


def test_an_added_dispatch_that_costs_most_of_the_total_trips_every_gate():
    d = added_attention()
    attention = d.rows[d.rows["status"] == Status.ADDED]
    assert len(attention) == 1 and "attention" in attention["candidate_name"].iloc[0]
    rank = int(attention["rank"].iloc[0])
    tripped = gate_diff(d, Gate.REGRESSION)
    assert tripped and tripped.total and tripped.added == (rank,)
    assert gate_diff(d, Gate.ANY_ROW).added == (rank,)
    assert gate_diff(d, Gate.TOTAL).total and not gate_diff(d, Gate.TOTAL).added


@pytest.mark.slow
def test_every_dispatch_slower_by_one_factor_trips_on_the_decided_total_whatever_the_verdict():
    """Three runs a side, the candidate's runs the baseline's stretched: +10% decides the total
    (whatever the verdict calls a uniform move); +7% leaves its interval across +5%: no trip."""
    runs = [sample(s) for s in Q_RUNS]
    d = tracy_diff.diff(runs, [stretched(r, 1.10) for r in runs])
    assert d.total is not None and d.total.change_low_pct > 5.0
    assert gate_diff(d, Gate.REGRESSION).total and gate_diff(d, Gate.TOTAL).total
    d = tracy_diff.diff(runs, [stretched(r, 1.07) for r in runs])
    assert d.total is not None and d.total.change_low_pct < 5.0 < d.total.change_pct
    assert not gate_diff(d, Gate.REGRESSION)


def test_a_total_improved_by_70_percent_with_one_small_row_slower_passes_the_default_gate():
    d = tracy_diff.diff(SAMPLES / "decoder_horizontal.tracy", SAMPLES / "decoder.tracy")
    assert d.total is not None and d.total.change_high_pct < -60.0
    slower = d.rows[(d.rows["section"] == "dispatch") & (d.rows["status"] == Status.REGRESSED)]
    assert len(slower) == 1 and slower["change_low_pct"].iloc[0] > 100.0
    assert slower["delta_ms_per_iter"].iloc[0] < 0.05 * d.total.baseline_ms_per_iter
    assert not gate_diff(d, Gate.REGRESSION)
    assert gate_diff(d, Gate.ANY_ROW).rows == (int(slower["rank"].iloc[0]),)
    assert not gate_diff(d, Gate.TOTAL)


def test_the_seed_pair_trips_on_the_attention_row_and_the_total():
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")
    tripped = gate_diff(d)
    assert tripped.total and len(tripped.rows) == 1
    assert "attention" in d.row_by_rank(tripped.rows[0])["candidate_name"]
    assert not gate_diff(d, Gate.REGRESSION, 500.0)  # +355% [+300%, +418%]: not beyond 500% by its interval


def test_a_capture_against_itself_passes_every_gate():
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline.tracy")
    assert d.verdict.identical
    assert not any(gate_diff(d, g) for g in Gate)


def test_the_gate_reads_the_interval_not_the_point():
    total = Gated(0, False, False, 4.9, 100.0, 110.0)  # +10% estimated, low bound under 5%
    row = Gated(1, True, False, 6.0, 10.0, 12.0)  # decided, +6% low: 0.6 ms, under 5% of the total
    assert not gate(total, [row], Gate.REGRESSION, 5.0)
    assert gate(total, [row], Gate.ANY_ROW, 5.0).rows == (1,)
    assert gate(Gated(0, True, False, 5.1, 100.0, 110.0), [], Gate.TOTAL, 5.0).total
