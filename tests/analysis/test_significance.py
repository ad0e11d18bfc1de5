"""The hand-vectorised statistics against scipy and brute force, on random samples."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats as sps

from tracy_diff.analysis.stats import significance as sig


def samples(rows):
    side, row, ms = [], [], []
    for r, (a, b) in enumerate(rows):
        side += [0] * len(a) + [1] * len(b)
        row += [r] * (len(a) + len(b))
        ms += list(a) + list(b)
    side, row, ms = np.array(side), np.array(row), np.array(ms, np.float64)
    order = np.lexsort((ms, row))
    return sig.Samples(side[order], row[order], ms[order], np.full(len(rows), "execution", dtype=object))


def random_rows(seed: int, count: int = 30, low: int = 3, high: int = 80, decimals=None):
    rng = np.random.default_rng(seed)
    rows = []
    for _ in range(count):
        n1, n2 = rng.integers(low, high, 2)
        a = rng.lognormal(0.0, 0.4, n1)
        b = rng.lognormal(0.0, 0.4, n2) * rng.uniform(0.8, 1.3)
        if decimals is not None:  # ties
            a, b = np.round(a, decimals), np.round(b, decimals)
        rows.append((a, b))
    return rows


@pytest.mark.parametrize("seed, decimals", [(1, None), (2, 1), (3, 2), (4, None)])
def test_mann_whitney_equals_scipy(seed, decimals):
    rows = random_rows(seed, decimals=decimals)
    rows.append((np.arange(5.0), np.arange(5.0) + 10))  # exact: no ties, small
    rows.append((np.array([1.0, 2, 3, 4, 5, 6, 7]), np.array([2.5, 3.5, 8, 9, 10, 11, 12, 13])))
    p, notes = sig.mann_whitney(samples(rows), len(rows), 0.05)
    for r, (a, b) in enumerate(rows):
        if np.isnan(p[r]):
            assert "too few samples" in notes[r]
            assert 2 / sps.binom(len(a) + len(b), len(a)) > 0.05
            continue
        exact = max(len(a), len(b)) <= 8 and len(np.unique(np.r_[a, b])) == len(a) + len(b)
        want = sps.mannwhitneyu(a, b, alternative="two-sided", method="exact" if exact else "asymptotic").pvalue
        assert p[r] == pytest.approx(want, rel=1e-9, abs=1e-15)


def test_too_few_samples_give_no_p_value():
    rows = [(np.array([1.0, 2.0]), np.array([3.0, 4.0])), (np.array([1.0, 2, 3, 4]), np.array([5.0, 6, 7, 8]))]
    p, notes = sig.mann_whitney(samples(rows), 2, 0.05)
    assert np.isnan(p[0]) and notes[0] == "too few samples for a test (2 vs 2)"
    assert p[1] == pytest.approx(sps.mannwhitneyu(*rows[1], method="exact").pvalue)  # 2/70


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_hodges_lehmann_and_its_interval_equal_brute_force(seed):
    rows = random_rows(seed, count=20, low=4, high=60, decimals=2 if seed == 6 else None)
    shift, low, high = sig.hodges_lehmann(samples(rows), len(rows), 0.95)
    z = sps.norm.ppf(0.975)
    for r, (a, b) in enumerate(rows):
        diffs = np.sort(np.subtract.outer(b, a).ravel())
        assert shift[r] == pytest.approx(np.median(diffs), abs=1e-9)
        n1, n2 = len(a), len(b)
        k = int(np.floor(n1 * n2 / 2 - z * np.sqrt(n1 * n2 * (n1 + n2 + 1) / 12)))
        if k < 1:
            assert np.isnan(low[r]) and np.isnan(high[r])
            continue
        assert low[r] == pytest.approx(diffs[k - 1], abs=1e-9)
        assert high[r] == pytest.approx(diffs[n1 * n2 - k], abs=1e-9)


def test_hodges_lehmann_of_big_samples_is_close_to_the_true_shift():
    # Thinned to SHIFT_SAMPLE_CAP order statistics a side: still the shift.
    rng = np.random.default_rng(8)
    a = rng.lognormal(0.0, 0.3, 20_000)
    b = rng.lognormal(0.0, 0.3, 30_000) + 0.15
    shift, low, high = sig.hodges_lehmann(samples([(a, b)]), 1)
    assert shift[0] == pytest.approx(0.15, abs=0.01)
    assert low[0] < 0.15 < high[0] and high[0] - low[0] < 0.03


def test_benjamini_hochberg_equals_scipy():
    p = np.random.default_rng(9).random(40) ** 3
    assert np.allclose(sig.benjamini_hochberg(p), sps.false_discovery_control(p))


def test_normal_tail_and_quantiles_equal_reference():
    z = np.array([-3.0, -0.5, 0.0, 1.2, 4.5, 9.0])
    assert np.allclose(sig.normal_sf(z), sps.norm.sf(z), rtol=1e-12, atol=0)
    rows = random_rows(10, count=10)
    d = sig.describe(samples(rows), 1, len(rows))
    for r, (_, b) in enumerate(rows):
        assert d["median"][r] == pytest.approx(np.percentile(b, 50))
        assert d["p10"][r] == pytest.approx(np.percentile(b, 10))
        assert d["p90"][r] == pytest.approx(np.percentile(b, 90))
        assert d["std"][r] == pytest.approx(np.std(b, ddof=1))
