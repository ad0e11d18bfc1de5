"""Run-level statistics against scipy and hand-worked cases."""

import math

import numpy as np
import pytest
from scipy import stats

from tracy_diff.analysis.stats.runs import compare_runs, iterations_needed, runs_needed


def _flat(rows):
    """[(baseline values, candidate values), ...] -> flat row, side, value."""
    r, s, v = [], [], []
    for i, (b, c) in enumerate(rows):
        for side, vals in ((0, b), (1, c)):
            r += [i] * len(vals)
            s += [side] * len(vals)
            v += list(vals)
    return np.array(r), np.array(s), np.array(v, float)


def test_matches_scipy_pooled_t_test_on_logs():
    rng = np.random.default_rng(7)
    rows = [(rng.lognormal(0, 0.05, nb), rng.lognormal(0.1, 0.05, nc))
            for nb, nc in [(3, 3), (2, 1), (1, 4), (5, 2), (2, 2)]]
    res = compare_runs(*_flat(rows), nrows=len(rows))
    for i, (b, c) in enumerate(rows):
        ref = stats.ttest_ind(np.log(c), np.log(b), equal_var=True)
        ci = ref.confidence_interval(0.95)
        assert res.p_value[i] == pytest.approx(ref.pvalue, rel=1e-9)
        assert res.low[i] == pytest.approx(math.expm1(ci.low), rel=1e-9)
        assert res.high[i] == pytest.approx(math.expm1(ci.high), rel=1e-9)
        gm = np.exp(np.log(c).mean() - np.log(b).mean()) - 1
        assert res.shift[i] == pytest.approx(gm, rel=1e-12)


def test_noise_floor_is_the_widest_side_spread():
    # baseline runs 10, 11 (10% apart); candidate 20, 20.5, 21 (5%).
    res = compare_runs(*_flat([([10, 11], [20, 20.5, 21]), ([10], [12])]), nrows=2)
    assert res.noise_floor[0] == pytest.approx(0.10)
    assert math.isnan(res.noise_floor[1])
    # one run a side: no test, but a shift
    assert math.isnan(res.p_value[1]) and res.shift[1] == pytest.approx(0.2)
    assert list(res.runs_baseline) == [2, 1] and list(res.runs_candidate) == [3, 1]


def test_identical_runs_and_missing_sides():
    res = compare_runs(*_flat([([5, 5], [5, 5]), ([5, 5], [6, 6]), ([], [3, 3]), ([1, -1, np.nan], [1, 1])]),
                       nrows=4)
    assert res.p_value[0] == 1.0 and res.shift[0] == 0
    assert res.p_value[1] == 0.0 and res.low[1] == pytest.approx(0.2)
    assert math.isnan(res.shift[2]) and math.isnan(res.p_value[2])
    assert res.runs_baseline[3] == 1  # -1 and NaN are not estimates


def test_runs_needed_matches_noncentral_t_power():
    sd, effect = 0.03, 0.05
    n = runs_needed(sd, effect)
    delta = math.log1p(effect)

    def power(n):
        df = 2 * n - 2
        nc = delta / (sd * math.sqrt(2 / n))
        crit = stats.t.ppf(0.975, df)
        return stats.nct.sf(crit, df, nc) + stats.nct.cdf(-crit, df, nc)

    # The smallest number of runs whose exact power reaches 80%.
    assert power(n) >= 0.8 > power(n - 1)
    for sd_, eff in ((0.01, 0.05), (0.05, 0.02), (0.002, 0.05)):
        k = runs_needed(sd_, eff)
        d_ = math.log1p(eff)
        def exact(m, d_=d_, sd_=sd_):
            df, critical, shift = 2 * m - 2, stats.t.ppf(0.975, 2 * m - 2), d_ / (sd_ * math.sqrt(2 / m))
            return stats.nct.sf(critical, df, shift) + stats.nct.cdf(-critical, df, shift)
        assert exact(k) >= 0.8 and (k == 2 or exact(k - 1) < 0.8)
    assert runs_needed(sd, 0.0) is None and runs_needed(float("nan"), 0.05) is None
    assert runs_needed(0.5, 0.001, most=50) is None


def test_iterations_needed():
    # Spread entirely from sampling: quadrupling the samples halves it.
    sd_sample, per_iter, iters = 0.2, 10, 4
    sd_run = math.sqrt(math.pi / 2) * sd_sample / math.sqrt(per_iter * iters)
    assert iterations_needed(sd_run, sd_sample, per_iter, iters, sd_run / 2) == 16
    # A drift larger than the target: no number of iterations helps.
    assert iterations_needed(0.05, 0.01, 10, 4, 0.02) is None
