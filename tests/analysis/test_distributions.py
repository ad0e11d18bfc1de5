"""The numpy t, chi-square and digamma family against scipy.special, over the
domain the diff uses (df in (0, 1e7], fractional; t to +-1e300; levels to
1 - 1e-12), and against closed forms where scipy itself loses digits."""

import math
import subprocess
import sys

import numpy as np
import pytest
from scipy import special as sp

from tests.paths import SAMPLES
from tracy_diff.analysis.stats import distributions as dist

RTOL = 1e-10
#: Degrees of freedom: tiny, the small integers and halves, the switch to quadrature, large, "infinite".
DFS = np.array([0.05, 0.3, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.7, 10.0, 30.0, 123.4, 999.0, 1000.0, 1000.5,
                1e4, 1e5, 1e6, 1e7])


def _rel(got, want):
    got, want = np.asarray(got, np.float64), np.asarray(want, np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(got == want, 0.0, np.abs(got - want) / np.abs(want))


def _grid(xs, dfs=DFS):
    x, d = np.meshgrid(xs, dfs)
    return x.ravel(), d.ravel()


def test_t_sf_matches_scipy():
    ts = np.concatenate([np.linspace(-10, 10, 401), np.logspace(-12, 300, 157), -np.logspace(-12, 300, 157)])
    t, df = _grid(ts)
    want = sp.stdtr(df, -t)
    got = dist.t_sf(t, df)
    # scipy underflows to 0 for heavy tails past 1e150 or so, and its df = 1 middle loses digits
    trusted = (want > 1e-290) & (want < 1.0) & (np.abs(t) < 1e150) & ((df != 1.0) | (np.abs(t) > 1e-6))
    assert trusted.sum() > 8000
    assert _rel(got[trusted], want[trusted]).max() <= RTOL
    assert np.abs(got - want)[(want <= 1e-290) & (np.abs(t) < 1e150)].max() <= 1e-290


def test_t_sf_matches_closed_forms_in_extreme_tails():
    t = np.concatenate([np.logspace(-12, 300, 300), -np.logspace(-12, 300, 300)])
    cauchy = np.arctan2(1.0, t) / np.pi  # df = 1
    assert _rel(dist.t_sf(t, 1.0), cauchy).max() <= RTOL
    pos = t[(t > 0) & (t < 1e150)]  # df = 2: (1 - t / sqrt(2 + t^2)) / 2, written without cancellation
    root = np.sqrt(2.0 + pos * pos)
    assert _rel(dist.t_sf(pos, 2.0), 1.0 / (root * (root + pos))).max() <= RTOL


def test_t_cdf_is_the_mirror():
    t, df = _grid(np.linspace(-50, 50, 101))
    assert _rel(dist.t_cdf(t, df), sp.stdtr(df, t))[sp.stdtr(df, t) > 1e-290].max() <= RTOL


def test_t_isf_matches_scipy():
    qs = np.concatenate([np.logspace(-15, -1, 141), np.linspace(0.1, 0.49, 40)])
    q, df = _grid(qs)
    want = -sp.stdtrit(df, q)
    trusted = want < 1e150  # scipy stops near 1.5e153 (df 0.05 reaches 1e273 at q = 1e-14)
    assert trusted.sum() > 3000
    assert _rel(dist.t_isf(q, df)[trusted], want[trusted]).max() <= RTOL


def test_t_isf_inverts_t_sf_where_scipy_cannot():
    q = np.logspace(-300, -1, 60)
    for df in (0.05, 0.5, 1.0, 2.5, 1e7):
        t = dist.t_isf(q, df)
        fine = np.isfinite(t)
        assert (dist.t_sf(1e308, df) > q[~fine]).all()  # inf only where the quantile is past the floats
        assert _rel(dist.t_sf(t[fine], df), q[fine]).max() <= 1e-12
    assert _rel(dist.t_isf(q, 1.0), 1.0 / np.tan(np.pi * q)).max() <= RTOL


def test_t_ppf_at_the_callers_levels():
    """What ``intervals.t_quantile`` asks: p = 0.5 + level / 2 for levels to 1 - 1e-12."""
    level = np.concatenate([np.linspace(0.5, 0.999, 50), 1.0 - np.logspace(-12, -3, 40)])
    p, df = _grid(0.5 + level / 2.0)
    want = sp.stdtrit(df, p)
    trusted = want < 1e150
    assert _rel(dist.t_ppf(p, df)[trusted], want[trusted]).max() <= RTOL


def test_t_quantile_near_the_centre_within_its_conditioning():
    """Near q = 0.5 the quantile is ill-conditioned: q's own rounding moves it by eps q / (0.5 - q)."""
    q, df = _grid(0.5 - np.logspace(-14, -2, 25))
    allowed = RTOL + 4e-16 * q / (0.5 - q)
    assert (_rel(dist.t_isf(q, df), -sp.stdtrit(df, q)) <= allowed).all()


def test_t_edges():
    assert np.isnan(dist.t_sf([np.nan, 1.0, 1.0], [3.0, 0.0, np.nan])).all()
    assert dist.t_sf([np.inf, -np.inf, 0.0], 2.5).tolist() == [0.0, 1.0, 0.5]
    assert dist.t_isf([0.0, 1.0, 0.5], 4.0).tolist() == [np.inf, -np.inf, 0.0]
    assert np.isnan(dist.t_isf([np.nan, 0.1, -0.1, 1.5], [3.0, -1.0, 3.0, 3.0])).all()
    assert dist.t_ppf(0.5, 1e7) == 0.0
    assert math.isclose(float(dist.t_ppf(0.975, 1e7)), 1.959963984540054, rel_tol=1e-6)  # near the normal
    assert dist.t_sf(np.ones((2, 3)), np.array([1.0, 2.0, 3.0])).shape == (2, 3)
    assert np.ndim(dist.t_sf(1.0, 3.0)) == 0


@pytest.mark.parametrize("q", [0.9, 0.5, 0.1, 0.999, 1e-6, 1e-12])
def test_chi2_isf_matches_scipy(q):
    dfs = np.concatenate([DFS, np.logspace(-1, 7, 60), [199.0, 200.0, 201.0, 202.0]])
    want = sp.chdtri(dfs, q)
    assert _rel(dist.chi2_isf(q, dfs), want).max() <= RTOL


def test_chi2_sf_matches_scipy():
    xs = np.logspace(-5, 7.5, 400)
    x, df = _grid(xs)
    want = sp.chdtrc(df, x)
    # scipy's lower tail for shapes in the millions loses digits beyond 5 sd below the mean
    trusted = (want > 1e-290) & ~((df >= 1e6) & (x < df - 5 * np.sqrt(2 * df)))
    assert _rel(dist.chi2_sf(x, df)[trusted], want[trusted]).max() <= RTOL
    two = np.logspace(-5, 3, 50)
    assert _rel(dist.chi2_sf(two, 2.0), np.exp(-two / 2.0)).max() <= RTOL  # df = 2: exponential


def test_chi2_edges():
    assert dist.chi2_isf([0.0, 1.0], 3.0).tolist() == [np.inf, 0.0]
    assert np.isnan(dist.chi2_isf([np.nan, 0.5, 2.0], [3.0, 0.0, 3.0])).all()
    assert dist.chi2_sf([0.0, -1.0, np.inf], 3.0).tolist() == [1.0, 1.0, 0.0]
    assert dist.chi2_isf(0.9, 1e-9) == sp.chdtri(1e-9, 0.9) == 0.0  # underflows, as scipy's


def test_digamma_family_matches_scipy():
    x = np.concatenate([np.logspace(-8, 7, 1500), np.linspace(0.05, 30, 600), np.linspace(1.45, 1.47, 41)])
    near_root = np.abs(x - 1.4616321449683622) < 1e-3
    got, want = dist.digamma(x), sp.digamma(x)
    assert _rel(got, want)[~near_root].max() <= RTOL
    assert np.abs(got - want)[near_root].max() <= 1e-14
    assert _rel(dist.trigamma(x), sp.polygamma(1, x)).max() <= RTOL
    assert _rel(dist.tetragamma(x), sp.polygamma(2, x)).max() <= RTOL


def test_digamma_family_edges():
    for fn in (dist.digamma, dist.trigamma, dist.tetragamma):
        assert np.isnan(fn([np.nan, 0.0, -1.0])).all()
        assert np.ndim(fn(2.0)) == 0
    assert dist.digamma(1.0) == pytest.approx(-0.5772156649015329, rel=1e-14)
    assert dist.trigamma(1.0) == pytest.approx(math.pi ** 2 / 6, rel=1e-14)


def test_vectorised_calls_are_quick_enough_to_count_steps():
    """Not a timing: the quantile's Newton steps stay few for every df and level (each a tail)."""
    calls = []
    tails = dist._tails

    def counting(t, df):
        calls.append(len(t))
        return tails(t, df)

    dist._tails = counting
    try:
        q, df = _grid(np.concatenate([np.logspace(-13, -1, 20), [0.2, 0.45]]))
        dist.t_isf(q, df)
    finally:
        dist._tails = tails
    assert len(calls) <= 3 + 8  # the starts, then Newton's steps


@pytest.mark.slow
def test_the_diff_process_imports_no_scipy(tmp_path):
    """``-X importtime`` lists every module the real diff process imported: scipy is not one."""
    capture = str(SAMPLES / "decoder.tracy")
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "tracy_diff", "diff", capture, capture,
                           "--format", "json", "-o", str(tmp_path / "out.json")],
                          capture_output=True, text=True, check=True)
    assert "tracy_diff.analysis.stats.distributions" in done.stderr
    assert "scipy" not in done.stderr
