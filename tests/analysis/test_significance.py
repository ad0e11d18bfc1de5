"""The hand-vectorised described statistics and Benjamini-Hochberg against numpy and scipy."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats as sps

from tracy_diff.analysis.stats import significance as sig


def samples(rows):
    values = tuple({r: np.sort(np.asarray(pair[s], np.float64)) for r, pair in enumerate(rows)} for s in (0, 1))
    return sig.Samples(values, np.full(len(rows), "execution", dtype=object), scale=1.0)


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


def test_benjamini_hochberg_equals_scipy():
    p = np.random.default_rng(9).random(40) ** 3
    assert np.allclose(sig.benjamini_hochberg(p), sps.false_discovery_control(p))


def test_quantiles_equal_reference():
    rows = random_rows(10, count=10)
    d = sig.describe(samples(rows), 1, len(rows))
    for r, (_, b) in enumerate(rows):
        assert d["median"][r] == pytest.approx(np.percentile(b, 50))
        assert d["p10"][r] == pytest.approx(np.percentile(b, 10))
        assert d["p90"][r] == pytest.approx(np.percentile(b, 90))
        assert d["std"][r] == pytest.approx(np.std(b, ddof=1))


@pytest.mark.parametrize("path", ["compiled", "numpy"])
def test_in_order_sums_equal_bincount_to_the_bit(path, monkeypatch):
    # Over several steps (a carry between them), as describe used np.bincount's weights.
    if path == "numpy":
        monkeypatch.setattr(sig, "_compiled", None)
    elif sig._compiled is None:
        pytest.skip("the compiled passes (tracy_diff/analysis/_passes.c) are not built here")
    rng = np.random.default_rng(4)
    ns = np.sort(rng.integers(1, 10**9, 3 * sig.STEP + 17))
    ms = ns / 1e6
    total = np.bincount(np.zeros(len(ns), np.intp), weights=ms)[0]
    assert sig.in_order_sum(ns, 1e6) == total
    mean = total / len(ns)
    assert sig.in_order_sum(ns, 1e6, mean) == np.bincount(np.zeros(len(ns), np.intp), weights=(ms - mean) ** 2)[0]
