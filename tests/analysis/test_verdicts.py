"""Verdicts an engineer would sign (issue #20), on the shipped real captures and on simulated samples.

Real captures: ``sample_captures/`` (README: ``baseline``, ``baseline_run2`` and ``rope_fused_q`` were
taken on 2026-11-29; ``baseline_run3``-``5`` and ``rope_fused_q_run2``-``4`` on 2026-12-01, when the
machine ran the same programs 2.3x faster). Runs of one date are compared with each other.
"""

import itertools
import math

import numpy as np
import pytest

import tracy_diff
from tests.paths import SAMPLES
from tracy_diff.analysis.stats.intervals import RANK_MIN, decide, sample_intervals
from tracy_diff.analysis.stats.significance import Samples
from tracy_diff.report import render, verdict_text

BASE = [f"baseline_run{k}" for k in (3, 4, 5)]
FUSED_Q = [f"rope_fused_q_run{k}" for k in (2, 3, 4)]
MOVED = {"regressed", "improved"}


@pytest.fixture(scope="module")
def caps():
    names = ["baseline", "baseline_run2", "rope_fused_q", *BASE, *FUSED_Q]
    return {n: tracy_diff.load(SAMPLES / f"{n}.tracy") for n in names}


def diff(caps, base, cand, **kw):
    return tracy_diff.diff([caps[n] for n in base], [caps[n] for n in cand], explain_ir=False, **kw)


def dispatch(d):
    return d.rows[d.rows["section"] == "dispatch"]


def attention(d):
    rows = dispatch(d)
    return rows[[any("attention" in n for n in names) for names in rows["candidate_names"]]].iloc[0]


def test_q_only_three_runs_against_three_is_neither_improvement_nor_attention_unchanged(caps):
    d = diff(caps, BASE, FUSED_Q, threshold_pct=2)
    assert d.verdict.kind not in ("improvement", "no_change")
    row = attention(d)
    assert row["status"] != "unchanged" and row["decision_basis"] == "runs" and row["interval_level"] == 0.9
    # The headline quotes the total's own interval and the row's own change, as the table shows them.
    t = d.total
    assert t.decision_basis == "runs" and t.change_low_pct <= t.change_pct <= t.change_high_pct
    text = verdict_text(d)
    assert f"dispatch time {t.change_pct:+.1f}% [{t.change_low_pct:+.1f}%, {t.change_high_pct:+.1f}%]" in text
    assert f"{row['change_pct']:+.1f}% [{row['change_low_pct']:+.1f}%, {row['change_high_pct']:+.1f}%]" in text
    assert f"{row['change_pct']:+.1f}% [{row['change_low_pct']:+.1f}%, {row['change_high_pct']:+.1f}%]" in \
        render(d, "table")


@pytest.mark.parametrize("base, cand", [*itertools.product(BASE, FUSED_Q),
                                        ("baseline", "rope_fused_q"), ("baseline_run2", "rope_fused_q")])
def test_no_one_against_one_q_only_pair_is_an_improvement(caps, base, cand):
    d = diff(caps, [base], [cand])
    assert d.verdict.kind != "improvement"
    assert d.total.change_pct > 0 and d.total.decision_basis == "assumed"
    assert "run-to-run variation is not measured" in verdict_text(d)


SAME_BUILD = [(["baseline"], ["baseline_run2"]), *[([a], [b]) for a, b in itertools.combinations(BASE, 2)],
              *[([b for b in BASE if b != one], [one]) for one in BASE],
              *[([one], [b for b in BASE if b != one]) for one in BASE]]


@pytest.mark.parametrize("base, cand", SAME_BUILD)
def test_same_build_pairs_are_no_change_or_inconclusive_and_no_row_moved(caps, base, cand):
    d = diff(caps, base, cand)
    assert d.verdict.kind in ("no_change", "inconclusive")
    assert not set(dispatch(d)["status"].astype(str)) & MOVED
    assert d.total.status in ("unchanged", "inconclusive")
    undecided = dispatch(d)[dispatch(d)["status"] == "inconclusive"]
    # An undecided row says how many runs (or iterations) per side would settle it, when any would.
    for _, r in undecided.iterrows():
        assert "straddles" in r["note"] or "too few" in r["note"]


def test_the_same_code_on_another_day_is_an_environment_shift():
    # The 2026-11-29 baseline against a 2026-12-01 run of the same build: -58%, all of it the machine.
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run3.tracy")
    assert d.total.status == "improved" and d.total.change_pct < -50
    assert d.verdict.kind == "environment_shift" and d.verdict.code_unchanged
    assert "the code did not change" in verdict_text(d)
    assert render(d, "json").count('"kind": "environment_shift"') == 1


def test_a_rise_is_never_green():
    d = tracy_diff.diff(SAMPLES / "baseline_run3.tracy", SAMPLES / "rope_fused_q_run2.tracy", explain_ir=False)
    coloured = render(d, "table", color=True)
    assert d.total.delta_ms_per_iter > 0 and "\x1b[1;32m" not in coloured.splitlines()[-1]


# --- the statistics, on simulated log-normal samples --------------------------------------------

def samples(rng, n, sd, factor=1.0, rows=1):
    """``rows`` rows of ``n`` samples a side, log-normal with ``sd``; the candidate ``factor`` slower."""
    side = np.tile(np.repeat([0, 1], n), rows)
    row = np.repeat(np.arange(rows), 2 * n)
    ms = 100.0 * np.exp(rng.normal(0, sd, len(side))) * np.where(side == 1, factor, 1.0)
    order = np.lexsort((ms, row))
    return Samples(side[order], row[order], ms[order], np.full(rows, "iteration", dtype=object))


def judge_rows(s, rows, factor):
    iv = sample_intervals(s, rows, 0.9)
    return decide(iv, measured_delta(iv), iv.p, 5.0, 0.001, 0.05), iv


def measured_delta(iv):
    """Each row's change per iteration in ms as measured (the samples are of a 100 ms row)."""
    return 100.0 * np.expm1(iv.est)


def test_two_iterations_that_agree_within_one_percent_find_a_4_7x_change():
    rng = np.random.default_rng(7)
    status, iv = judge_rows(samples(rng, 2, 0.005, 4.7, rows=200), 200, 4.7)
    assert (status == "regressed").all() and (iv.basis == "samples").all()
    assert np.exp(iv.low).min() > 4.0 and np.exp(iv.high).max() < 5.5


def runs_of_one_build(rng, n, sd, run_sd, factor=1.0, rows=2000):
    """As ``samples``, each side one run off its build's mean by a run effect
    of standard deviation ``run_sd`` (log), shared by the run's samples."""
    s = samples(rng, n, sd, factor, rows)
    effect = np.exp(rng.normal(0, run_sd, (rows, 2)))
    ms = s.ms * effect[s.row, s.side]
    order = np.lexsort((ms, s.row))
    return Samples(s.side[order], s.row[order], ms[order], s.unit)


@pytest.mark.parametrize("n", [2, 5, RANK_MIN, 19])
def test_one_run_a_side_is_judged_with_an_assumed_run_to_run_variance(n):
    from tracy_diff.analysis.stats.intervals import with_assumed_run_noise

    def judged(s, factor):
        iv = with_assumed_run_noise(sample_intervals(s, 2000, 0.9), s, 2000, 0.9)
        return decide(iv, measured_delta(iv), iv.p, 5.0, 0.001, 0.05), iv

    rng = np.random.default_rng(n)
    # Runs that drift by as much as one sample's spread: the samples alone call
    # many same-build pairs changed; the assumed run variance keeps them at 5%.
    drifting = runs_of_one_build(rng, n, 0.05, 0.05)
    alone, _ = judge_rows(drifting, 2000, 1.0)
    status, iv = judged(drifting, 1.0)
    assert (iv.basis == "assumed").all()
    assert np.mean(np.isin(status, list(MOVED))) <= 0.05
    if n >= RANK_MIN:
        assert np.mean(np.isin(alone, list(MOVED))) > 0.1
    # A 4.7x change whose samples agree within 1% stays a regression.
    status, _ = judged(runs_of_one_build(rng, n, 0.005, 0.005, 4.7), 4.7)
    assert (status == "regressed").all()


@pytest.mark.parametrize("n", [2, 3, 5, RANK_MIN, 19])
def test_same_build_samples_are_rarely_called_changed(n):
    rng = np.random.default_rng(n)
    status, _ = judge_rows(samples(rng, n, 0.05, 1.0, rows=2000), 2000, 1.0)
    assert np.mean(np.isin(status, list(MOVED))) <= 0.05  # each bound is a one-sided 5% claim


def test_welch_below_rank_min_and_hodges_lehmann_from_it():
    rng = np.random.default_rng(3)
    for n in (2, RANK_MIN - 1, RANK_MIN):
        s = samples(rng, n, 0.02, 1.3)
        iv = sample_intervals(s, 1, 0.9)
        logs = np.log(s.ms)
        b, c = logs[s.side == 0], logs[s.side == 1]
        if n < RANK_MIN:  # Welch's t, Hsu's degrees of freedom (n - 1)
            from scipy import stats
            se = math.sqrt(b.var(ddof=1) / n + c.var(ddof=1) / n)
            half = stats.t.ppf(0.95, n - 1) * se
            assert (iv.low[0], iv.high[0]) == pytest.approx((c.mean() - b.mean() - half, c.mean() - b.mean() + half))
        else:  # the Hodges-Lehmann shift of the log samples
            assert iv.est[0] == pytest.approx(np.median((c[:, None] - b[None, :]).ravel()))


def test_a_common_shift_tolerates_a_spread_relative_to_its_size():
    from tracy_diff.analysis.judge import common_shift

    sections = np.array(["dispatch"] * 4, dtype=object)
    same = np.array(["same"] * 4, dtype=object)
    weight = np.array([30.0, 30.0, 30.0, 10.0])
    # -40% with the rows spread over -46% .. -34% (about +-10% of the factor): one shift.
    found = common_shift(np.array([0.54, 0.60, 0.66, 0.60]), weight, sections, same, 5.0)
    assert found is not None and found.ratio == pytest.approx(0.60) and found.share_of_time == 1.0
    # Two rows 4x slower and two unchanged: a change of the build, not of the machine.
    assert common_shift(np.array([4.3, 4.2, 0.99, 1.0]), weight, sections, same, 5.0) is None
    # A -40% move with one heavy row 25% off it is not one factor.
    assert common_shift(np.array([0.45, 0.60, 0.75, 0.60]), weight, sections, same, 5.0) is None
