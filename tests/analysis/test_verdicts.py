"""Verdicts an engineer would sign (issue #20), on the shipped real captures and on simulated samples.

Real captures: ``sample_captures/`` (README: ``baseline``, ``baseline_run2`` and ``rope_fused_q`` were
taken on 2026-11-29; ``baseline_run3``-``5`` and ``rope_fused_q_run2``-``4`` on 2026-12-01, when the
machine ran the same programs 2.3x faster). Runs of one date are compared with each other.
"""

import itertools

import numpy as np
import pandas as pd
import pytest

import tracy_diff
from tests.paths import DATA, SAMPLES
from tracy_diff.analysis.stats.intervals import (
    MOST_UNITS,
    Intervals,
    adjust,
    decide,
    fit_prior,
    iteration_intervals,
    moderate,
    run_intervals,
    runs_to_decide,
    with_run_noise,
    within_sd,
)
from tracy_diff.diff import DecisionBasis, Status, VerdictKind
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
    assert d.verdict.kind not in (VerdictKind.IMPROVEMENT, VerdictKind.NO_CHANGE)
    row = attention(d)
    assert row["status"] != Status.UNCHANGED and row["decision_basis"] == DecisionBasis.RUNS
    assert row["interval_level"] >= 0.9
    # The headline quotes the total's own interval and the row's own change, as the table shows them.
    t = d.total
    assert t.decision_basis is DecisionBasis.RUNS and t.change_low_pct <= t.change_pct <= t.change_high_pct
    text = verdict_text(d)
    assert f"dispatch time {t.change_pct:+.1f}% [{t.change_low_pct:+.1f}%, {t.change_high_pct:+.1f}%]" in text
    assert f"{row['change_pct']:+.1f}% [{row['change_low_pct']:+.1f}%, {row['change_high_pct']:+.1f}%]" in text
    assert f"{row['change_pct']:+.1f}% [{row['change_low_pct']:+.1f}%, {row['change_high_pct']:+.1f}%]" in \
        render(d, "table")


@pytest.mark.parametrize("base, cand", [*itertools.product(BASE, FUSED_Q),
                                        ("baseline", "rope_fused_q"), ("baseline_run2", "rope_fused_q")])
def test_no_one_against_one_q_only_pair_is_an_improvement(caps, base, cand):
    d = diff(caps, [base], [cand])
    assert d.verdict.kind is not VerdictKind.IMPROVEMENT
    assert d.total.change_pct > 0 and d.total.decision_basis is DecisionBasis.ASSUMED
    assert "noise: no noise profile" in verdict_text(d) and "cannot be seen with one run a side" in verdict_text(d)


SAME_BUILD = [(["baseline"], ["baseline_run2"]), *[([a], [b]) for a, b in itertools.combinations(BASE, 2)],
              *[([b for b in BASE if b != one], [one]) for one in BASE],
              *[([one], [b for b in BASE if b != one]) for one in BASE]]


@pytest.mark.parametrize("base, cand", SAME_BUILD)
def test_same_build_pairs_are_no_change_or_inconclusive_and_no_row_moved(caps, base, cand):
    d = diff(caps, base, cand)
    assert d.verdict.kind in (VerdictKind.NO_CHANGE, VerdictKind.INCONCLUSIVE)
    assert not set(dispatch(d)["status"].astype(str)) & MOVED
    assert d.total.status in (Status.UNCHANGED, Status.INCONCLUSIVE)
    undecided = dispatch(d)[dispatch(d)["status"] == Status.INCONCLUSIVE]
    # An undecided row says how many runs (or iterations) per side would settle it, when any would.
    for _, r in undecided.iterrows():
        assert "straddles" in r["note"] or "too few" in r["note"]


def test_the_same_code_on_another_day_is_an_environment_shift():
    # The 2026-11-29 baseline against a 2026-12-01 run of the same build: -58%, all of it the machine.
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run3.tracy")
    assert d.total.status is Status.IMPROVED and d.total.change_pct < -50
    assert d.verdict.kind is VerdictKind.ENVIRONMENT_SHIFT and d.verdict.code_unchanged
    assert "the code did not change" in verdict_text(d)
    assert render(d, "json").count('"kind": "environment_shift"') == 1


def test_the_same_ops_with_other_tile_sizes_are_the_builds_change():
    """The decoder built for x86-64-v3 and for a generic x86-64 CPU: every
    dispatch keeps its op census, but mmt4d's tiles go from 8x8 to 8x4 and
    the IR's text says so: a regression of the build, not of the machine."""
    folder = DATA / "target_cpu"
    d = tracy_diff.diff(folder / "x86_64_v3.tracy", folder / "generic.tracy")
    assert not d.verdict.code_unchanged
    assert d.verdict.kind == VerdictKind.REGRESSION
    assert "the code did not change" not in verdict_text(d)


def test_a_rise_is_never_green():
    d = tracy_diff.diff(SAMPLES / "baseline_run3.tracy", SAMPLES / "rope_fused_q_run2.tracy", explain_ir=False)
    coloured = render(d, "table", color=True)
    assert d.total.delta_ms_per_iter > 0 and "\x1b[1;32m" not in coloured.splitlines()[-1]


# --- the statistics, on simulated log-normal per-iteration totals ----------------------------

def grid(rng, rows, n, sd, factor=1.0, run_sd=0.0):
    """(rows, n) per-iteration totals of a 100 ms row, log-normal with ``sd``, ``factor`` slower, the
    whole run off its build's mean by a run effect of standard deviation ``run_sd`` (log)."""
    run = np.exp(rng.normal(0, run_sd, (rows, 1))) if run_sd else 1.0
    return 100.0 * factor * run * np.exp(rng.normal(0, sd, (rows, n)))


def judged(b, c, run_ratio=None):
    iv = iteration_intervals(b, c, 0.9)
    if run_ratio is not None:
        var = (run_ratio * np.sqrt((within_sd(b) ** 2 + within_sd(c) ** 2) / 2)) ** 2
        iv = with_run_noise(iv, var, np.full(len(b), min(30.0, 2 * b.shape[1] - 2.0)), 0.9, DecisionBasis.ASSUMED,
                            np.full(len(b), True))
    delta = c.mean(axis=1) - b.mean(axis=1)
    return decide(iv, delta, 5.0, 0.001), iv


def test_the_change_is_the_ratio_of_means_by_construction():
    rng = np.random.default_rng(1)
    b, c = grid(rng, 50, 9, 0.3), grid(rng, 50, 9, 0.3, 1.2)
    _, iv = judged(b, c)
    ratio = c.mean(axis=1) / b.mean(axis=1)
    assert np.allclose(np.expm1(iv.est), ratio - 1) and (iv.low <= iv.est).all() and (iv.est <= iv.high).all()


def test_two_iterations_that_agree_within_one_percent_find_a_4_7x_change():
    rng = np.random.default_rng(7)
    status, iv = judged(grid(rng, 200, 2, 0.005), grid(rng, 200, 2, 0.005, 4.7))
    assert (status == Status.REGRESSED).all() and (iv.basis == DecisionBasis.SAMPLES).all()
    assert np.exp(iv.low).min() > 4.0 and np.exp(iv.high).max() < 5.5


@pytest.mark.parametrize("n", [2, 5, 9, 19])
def test_one_run_a_side_is_judged_with_the_run_to_run_variance(n):
    rng = np.random.default_rng(n)
    # Runs that drift by as much as the iterations scatter: the iterations alone call many
    # same-build pairs changed; the run noise (its ratio known) keeps them at 5%.
    b, c = grid(rng, 2000, n, 0.05, run_sd=0.05), grid(rng, 2000, n, 0.05, run_sd=0.05)
    alone, _ = judged(b, c)
    status, iv = judged(b, c, 1.0)
    assert (iv.basis == DecisionBasis.ASSUMED).all()
    assert np.mean(np.isin(status, list(MOVED))) <= 0.05
    if n >= 9:
        assert np.mean(np.isin(alone, list(MOVED))) > 0.1
    status, _ = judged(grid(rng, 200, n, 0.005), grid(rng, 200, n, 0.005, 4.7), 0.5)
    assert (status == Status.REGRESSED).all()


def test_the_moderated_prior_recovers_the_rows_variance_distribution():
    rng = np.random.default_rng(4)
    d0, s0, d = 6.0, 0.02, np.full(4000, 4.0)
    true = s0 * d0 / rng.chisquare(d0, len(d))  # scaled inverse chi-square, as limma's model
    s2 = true * rng.chisquare(d) / d
    prior = fit_prior(s2, d)
    assert prior.df == pytest.approx(d0, rel=0.25) and prior.var == pytest.approx(s0, rel=0.1)
    post, post_df = moderate(s2, d, prior)
    assert (post_df == prior.df + 4).all()
    # Moderated variances sit nearer the truth than the rows' own.
    assert np.mean((np.log(post) - np.log(true)) ** 2) < np.mean((np.log(s2) - np.log(true)) ** 2)


def test_two_runs_a_side_have_power_after_moderation():
    rng = np.random.default_rng(5)
    rows = 40
    b = np.log(grid(rng, rows, 2, 0.03)).T  # runs x rows: each run's log mean
    c = np.log(grid(rng, rows, 2, 0.03, np.where(np.arange(rows) < 4, 1.5, 1.0)[:, None])).T
    est = np.log(np.exp(c).mean(axis=0) / np.exp(b).mean(axis=0))
    iv, prior = run_intervals(b, c, est, 0.9)
    assert prior.df > 0 and (iv.basis == DecisionBasis.RUNS).all() and (iv.df > 2).all()
    adjusted, q = adjust(iv, np.zeros(rows), 5.0, 0.9)
    status = decide(adjusted, np.expm1(est), 5.0, 0.0)
    assert (status[:4] == Status.REGRESSED).all() and not set(status[4:]) & MOVED


def test_fcr_intervals_decide_exactly_the_selected_rows():
    rng = np.random.default_rng(6)
    b, c = grid(rng, 300, 9, 0.1), grid(rng, 300, 9, 0.1, np.where(np.arange(300) < 30, 1.3, 1.0)[:, None])
    iv = iteration_intervals(b, c, 0.9)
    adjusted, q = adjust(iv, np.zeros(300), 5.0, 0.9)
    status = decide(adjusted, c.mean(axis=1) - b.mean(axis=1), 5.0, 0.0)
    moved = np.isin(status, list(MOVED))
    assert (moved == (q <= 0.1)).all()  # the interval decides, and it is the selection
    selected = int(moved.sum())
    assert adjusted.level == pytest.approx(np.full(300, 1 - max(selected, 1) * 0.1 / 300))
    assert np.mean(moved[30:]) <= 0.01 and np.mean(moved[:30]) > 0.5


def test_runs_to_decide_plans_with_an_upper_bound_and_says_more_than_50():
    iv = Intervals(np.log([1.08, 1.06]), np.full(2, np.nan), np.full(2, np.nan), np.full(2, np.nan),
                   np.array([0.02, 0.5]), np.array([4.0, 4.0]), np.array([2.0, 2.0]),
                   np.array(["runs", "runs"], dtype=object))
    about, least = runs_to_decide(iv, 5.0, 0.9, np.array([True, True]))
    assert 2 <= least[0] <= about[0] <= MOST_UNITS and about[1] == -1
    from tracy_diff.analysis.judge import decide_phrase
    assert decide_phrase(int(about[0]), int(least[0]), "runs", True).startswith(f"about {about[0]} runs")
    assert decide_phrase(-1, -1, "runs", True) == "more than 50 runs"


def test_mser_finds_the_warm_up():
    from tracy_diff.analysis.stats.warmup import settled

    rng = np.random.default_rng(8)
    steady = 10 + rng.normal(0, 0.1, 20)
    assert settled(np.concatenate([[30.0, 16.0, 13.0], steady])) == 3
    assert settled(steady) <= 2
    assert settled(np.array([10.0, 10.0])) == 1 and settled(np.array([10.0])) == 0


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


def _headline(deltas, statuses, total_delta):
    from tracy_diff.analysis.judge import _verdict
    from tracy_diff.diff import Total

    rows = pd.DataFrame({"section": "dispatch", "status": statuses, "delta_ms_per_iter": deltas,
                         "rank": range(1, len(deltas) + 1)})
    total = Total(status=Status.INCONCLUSIVE, baseline_ms_per_iter=60.0, candidate_ms_per_iter=60.0 + total_delta,
                  delta_ms_per_iter=total_delta, change_pct=total_delta / 60 * 100, change_low_pct=-30.0,
                  change_high_pct=45.0, interval_level=0.99, decision_basis=DecisionBasis.RUNS, runs_to_decide=None,
                  p_value=0.9, q_value=1.0)
    return _verdict(rows, total, None)


def test_an_undecided_total_follows_decided_rows_only_when_they_carry_the_movement():
    # An A/A build across renames (3 runs a side): one small row decided -30 µs, the net total -7 µs,
    # an added op +394 µs and undecided rows of hundreds of µs each way.
    moves = [-0.0305, 0.394, -0.322, -0.105, 0.0946, 0.0422]
    small = _headline(moves, ["improved", "added", *["inconclusive"] * 4], total_delta=-0.0075)
    assert small.kind is VerdictKind.INCONCLUSIVE and small.decided == (1,)
    # The same row carrying most of the rows' movement decides the headline.
    large = _headline([-2.5, 0.2, -0.3, 0.1], ["improved", *["inconclusive"] * 3], total_delta=-2.5)
    assert large.kind is VerdictKind.IMPROVEMENT and large.top_row == 1
