"""Run-level statistics: several captures per side, the run as the unit of evidence.

Iterations of one capture share the machine's state (clocks, load, cache and
memory layout), so they are not independent draws; captures of the same
build are. Here each run contributes one estimate per row (for example its
median time per call) and the comparison is between the two sides' sets of
run estimates, on a log scale so that shifts are ratios.

Input everywhere: flat arrays ``row`` (int, 0..nrows-1), ``side`` (0
baseline, 1 candidate) and ``value`` (float, the run's estimate, > 0), one
entry per row, side and run. Rows may have any number of runs per side;
estimates that are not positive and finite are ignored.

``compare_runs`` gives per row:

``shift``
    candidate / baseline - 1 of the geometric means of the run estimates.
``low``, ``high``
    the ``confidence`` interval of ``shift`` from a two-sample t interval on
    the log estimates with the pooled between-run variance (NaN where the
    two sides together have fewer than three runs).
``p_value``
    the matching two-sided t test (NaN likewise).
``noise_floor``
    how much the runs of one side already disagree: the largest
    max/min - 1 of either side's run estimates (NaN where no side has two
    runs): the run spread, reported; it is no gate (the t interval already holds run-to-run noise).

``runs_needed`` turns a row's run-to-run spread into the number of runs per
side a test needs to see a given effect (exact power of the t test, from
the noncentral t distribution), ``detectable_sd`` is its inverse, and
``iterations_needed`` says whether longer runs would help instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from .distributions import t_isf, t_sf


@dataclass(frozen=True)
class RunComparison:
    """Per-row results of ``compare_runs``; every array has one entry per row."""

    runs_baseline: np.ndarray  # int: runs with an estimate
    runs_candidate: np.ndarray
    shift: np.ndarray
    low: np.ndarray
    high: np.ndarray
    p_value: np.ndarray
    noise_floor: np.ndarray
    sd_log: np.ndarray  # pooled between-run standard deviation of log estimates
    log_shift: np.ndarray  # difference of the mean log estimates (candidate - baseline)
    se: np.ndarray  # its standard error
    df: np.ndarray  # degrees of freedom of the pooled t (runs - 2)


def _t() -> Any:
    # scipy.special (the noncentral t), imported only by the power calculations.
    from scipy import special
    return special


def _per_side(row: np.ndarray, side: np.ndarray, x: np.ndarray, nrows: int,
              s: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    m = side == s
    n = np.bincount(row[m], minlength=nrows)
    total = np.bincount(row[m], weights=x[m], minlength=nrows)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = total / n
    dev = x[m] - mean[row[m]]
    ss = np.bincount(row[m], weights=dev * dev, minlength=nrows)
    hi = np.full(nrows, -np.inf)
    lo = np.full(nrows, np.inf)
    np.maximum.at(hi, row[m], x[m])
    np.minimum.at(lo, row[m], x[m])
    return n, mean, ss, lo, hi


def compare_runs(row: ArrayLike, side: ArrayLike, value: ArrayLike, nrows: int,
                 confidence: float = 0.95) -> RunComparison:
    """Compare the two sides' run estimates of every row (see the module doc)."""
    v = np.asarray(value, np.float64)
    ok = np.isfinite(v) & (v > 0)
    rows, sides, x = np.asarray(row, np.int64)[ok], np.asarray(side, np.int64)[ok], np.log(v[ok])
    nb, mb, ssb, lob, hib = _per_side(rows, sides, x, nrows, 0)
    nc, mc, ssc, loc, hic = _per_side(rows, sides, x, nrows, 1)

    spread = np.full(nrows, np.nan)
    for n, lo, hi in ((nb, lob, hib), (nc, loc, hic)):
        has = n >= 2
        spread[has] = np.fmax(spread[has], np.expm1(hi[has] - lo[has]))

    d = mc - mb
    df = nb + nc - 2
    testable = (nb >= 1) & (nc >= 1) & (df >= 1)
    with np.errstate(invalid="ignore", divide="ignore"):
        var = np.where(testable, (ssb + ssc) / np.maximum(df, 1), np.nan)
        se = np.sqrt(var * (1.0 / nb + 1.0 / nc))
        t = np.abs(d) / se
    p = np.full(nrows, np.nan)
    low = np.full(nrows, np.nan)
    high = np.full(nrows, np.nan)
    if testable.any():
        dft = df[testable].astype(np.float64)
        tt = t[testable]
        # se == 0 (identical runs on each side): any shift is certain (t = inf), none is not (t = nan).
        pv = np.where(np.isnan(tt), 1.0, 2.0 * t_sf(tt, dft))
        p[testable] = pv
        half = t_isf(1.0 - (0.5 + confidence / 2), dft) * se[testable]
        low[testable] = np.expm1(d[testable] - half)
        high[testable] = np.expm1(d[testable] + half)
    with np.errstate(invalid="ignore"):
        shift = np.where((nb >= 1) & (nc >= 1), np.expm1(d), np.nan)
    return RunComparison(nb, nc, shift, low, high, p, spread, np.sqrt(var), np.where((nb >= 1) & (nc >= 1), d, np.nan),
                         np.where(testable, se, np.nan), np.where(testable, df, np.nan).astype(np.float64))


#: A noncentrality past which the t test's power is 1.
NC_CERTAIN = 30.0


def power(runs: ArrayLike, sd_log: float, effect: float, alpha: float = 0.05) -> Any:
    """Exact power of the two-sided pooled t test with ``runs`` runs per side
    (scalar or array: the power is the same) to find a relative change of ``effect`` when the log run
    estimates scatter with standard deviation ``sd_log`` (noncentral t)."""
    sp = _t()
    n = np.asarray(runs, np.float64)
    df = 2 * n - 2
    nc = np.minimum(math.log1p(effect) / (sd_log * np.sqrt(2.0 / n)), NC_CERTAIN)
    crit = sp.stdtrit(df, 1 - alpha / 2)
    # The far tail (a significant shift the wrong way) is tiny; scipy returns NaN for some of it.
    return 1.0 - sp.nctdtr(df, nc, crit) + np.nan_to_num(sp.nctdtr(df, nc, -crit), nan=0.0)


def runs_needed(sd_log: float, effect: float, alpha: float = 0.05, power_: float = 0.8,
                most: int = 1000) -> int | None:
    """Runs per side for a two-sided t test at ``alpha`` to find a relative
    change of ``effect`` (0.05 = 5%) with probability ``power_``, when the
    log run estimates scatter with standard deviation ``sd_log`` (exact
    noncentral-t power). None when not even ``most`` runs suffice or the
    spread is unknown."""
    if not (math.isfinite(sd_log) and effect > 0):
        return None
    if sd_log == 0:
        return 2
    ns = np.arange(2, most + 1)
    ok = np.flatnonzero(power(ns, sd_log, effect, alpha) >= power_)
    return int(ns[ok[0]]) if len(ok) else None


def detectable_sd(runs: int, effect: float, alpha: float = 0.05, power_: float = 0.8) -> float:
    """The largest spread of log run estimates (standard deviation) at which
    ``runs`` runs per side find a relative change of ``effect`` with
    probability ``power_`` (the inverse of ``runs_needed``); NaN below 2 runs."""
    if runs < 2 or not effect > 0:
        return math.nan
    from scipy.optimize import brentq

    # Power grows with the noncentrality nc = log1p(effect) / (sd * sqrt(2 / runs)).
    scale = math.log1p(effect) * math.sqrt(runs / 2.0)
    nc = brentq(lambda x: power(runs, scale / x, effect, alpha) - power_, 1e-6, NC_CERTAIN, xtol=1e-12)
    return float(scale / nc)


def iterations_needed(sd_run: float, sd_sample: float, samples_per_iteration: float,
                      iterations: int, target_sd: float) -> int | None:
    """Iterations per run that bring the run estimates' spread down to
    ``target_sd``, or None when the run-to-run part alone exceeds it.

    The spread of run medians is split into a part that longer runs shrink
    (the median of ``m`` samples scatters by about sqrt(pi/2) * sd_sample /
    sqrt(m)) and a part they do not (the machine's run-to-run drift).
    """
    m = samples_per_iteration * iterations
    if not (m > 0 and math.isfinite(sd_run) and math.isfinite(sd_sample)):
        return None
    within = (math.pi / 2) * sd_sample ** 2 / m
    drift = max(sd_run ** 2 - within, 0.0)
    room = target_sd ** 2 - drift
    if room <= 0:
        return None
    per_iteration = (math.pi / 2) * sd_sample ** 2 / samples_per_iteration
    return max(1, math.ceil(per_iteration / room - 1e-9))

