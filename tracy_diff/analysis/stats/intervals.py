"""Change intervals and the one decision rule, for rows and for the total.

Every compared quantity (a row's time per call or per iteration, the total
dispatch time per iteration) gets its relative change on a log scale:
``est`` = log(candidate / baseline), with a two-sided interval ``low`` ..
``high`` at ``DiffOptions.interval_level`` (90%: each bound is a one-sided
5% claim), a p-value, and the standard error and degrees of freedom the
interval came from (for ``runs_to_decide``). Where the variance comes from
is the ``DecisionBasis``:

``runs``
    a side has two runs or more: each run's estimate is one value, and the
    pooled two-sample t interval on their logs is the interval
    (``runs.compare_runs``); with k runs against 1 the k runs give the
    variance of one run.
``samples``
    the samples of the two sides alone. Below ``RANK_MIN`` samples a side,
    Welch's t on log samples with Hsu's degrees of freedom (min(n1, n2) -
    1); from ``RANK_MIN`` up, the Hodges-Lehmann shift of the log samples
    with its Mann-Whitney interval and p. Run-to-run variation is not in it:
    the basis of rows too rare for a run-level interval, and the start of
    the two below.
``assumed``
    one run a side and no profile: the ``samples`` interval widened by an
    assumed run-to-run variance, each side's run as far off its build's
    mean as one of its samples is from the run's (the log samples' variance
    of that side), with Welch-Satterthwaite degrees of freedom.
``profile``
    one run a side plus a saved noise profile: the samples' variance plus
    twice the profile's run-to-run variance (each side is one run), with
    Welch-Satterthwaite degrees of freedom.
``totals``
    no samples (aggregate CSVs): the point change only.

Why an assumed run variance: the iterations of one capture share its
machine state (clocks, memory placement, load), so the next capture of
the same build lands elsewhere, by more than the iterations' spread
suggests: on the repository's same-build runs (``bench/bench_calibration.py``)
one-against-one diffs of 19 iterations on samples alone called a row
changed in 15 of 55 pairs. Over 104 dispatch rows of nine sets of 3 to 10
runs of one build (``sample_captures``), a row's run-to-run standard
deviation of log estimates was 0.02 to 0.98 times the standard deviation of
its single log samples (median 0.16), and for the total per iteration 0.21
to 1.11: "a run is off by as much as one sample" covers them (but one total
measured on 3 runs), while a large change stays decided (a 4.7x attention
whose two iterations agree within 1%).

Why Welch below 8: with 2 to 3 samples a side Mann-Whitney cannot reach
p < 0.05 (the smallest two-sided p with 2 + 2 is 0.33) and the Hodges-Lehmann
interval does not exist; resampling real within-run residuals, the rank
method gains power over Welch from 8 samples a side (detection of +10% at
n = 8: 0.62 against 0.43; at 19: 0.95 against 0.63) with false positives
at or below 1% for both. Hsu's degrees of freedom rather than
Satterthwaite's keep 2-iteration A/A pairs of real captures, whose
iterations agree better than their runs do, from being called changed.

``decide`` is the rule (see its docstring); ``runs_to_decide`` how many
units per side would likely settle an undecided one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...diff import DecisionBasis, Status
from .significance import Samples, hodges_lehmann, mann_whitney

#: From this many samples per side the rank method (Hodges-Lehmann, Mann-Whitney) gives the interval.
RANK_MIN = 8
#: The most units per side ``runs_to_decide`` names; beyond it, missing (more runs will not settle it).
MOST_UNITS = 1000
#: Smallest sample value on the log scale (a row that did not run in an iteration counts 1 ns there).
LOG_FLOOR_MS = 1e-6


def _sp() -> Any:
    """scipy.special, imported when first needed."""
    from scipy import special
    return special


def t_quantile(df: np.ndarray, level: float) -> np.ndarray:
    """The two-sided ``level`` quantile of Student's t (normal where df is infinite)."""
    df = np.asarray(df, np.float64)
    out = np.full(df.shape, np.nan)
    ok = df > 0
    if ok.any():
        out[ok] = _sp().stdtrit(np.minimum(df[ok], 1e7), 0.5 + level / 2.0)
    return out


def t_p(t: np.ndarray, df: np.ndarray) -> np.ndarray:
    """Two-sided p of |t| with ``df`` degrees of freedom (1 where t is NaN: no difference at all)."""
    t, df = np.asarray(t, np.float64), np.asarray(df, np.float64)
    out = np.full(t.shape, np.nan)
    ok = df > 0
    if ok.any():
        tt = np.abs(t[ok])
        out[ok] = np.where(np.isnan(tt), 1.0, 2.0 * _sp().stdtr(np.minimum(df[ok], 1e7), -np.nan_to_num(tt, nan=0.0,
                                                                                                        posinf=1e300)))
    return out


@dataclass
class Intervals:
    """Per quantity (row or total) the log change and its interval; NaN where none."""

    est: np.ndarray  # log(candidate / baseline)
    low: np.ndarray
    high: np.ndarray
    p: np.ndarray
    se: np.ndarray  # standard error of est (NaN: none)
    df: np.ndarray  # degrees of freedom of the interval (inf: normal)
    n_eff: np.ndarray  # units per side the se stands for (2 / (1/n1 + 1/n2))
    basis: np.ndarray  # DecisionBasis values

    @classmethod
    def empty(cls, n: int, basis: DecisionBasis) -> Intervals:
        nan = np.full(n, np.nan)
        return cls(nan, nan.copy(), nan.copy(), nan.copy(), nan.copy(), nan.copy(), nan.copy(),
                   np.full(n, basis.value, dtype=object))

    def take(self, mask: np.ndarray, other: Intervals) -> None:
        """Rows in ``mask`` from ``other``."""
        for name in ("est", "low", "high", "p", "se", "df", "n_eff", "basis"):
            getattr(self, name)[mask] = getattr(other, name)[mask]

    def pct(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(change, low, high) in percent."""
        return np.expm1(self.est) * 100.0, np.expm1(self.low) * 100.0, np.expm1(self.high) * 100.0


@dataclass(frozen=True)
class LogSamples:
    """The samples on a log scale (``logs``: the order within a row is kept,
    log is monotone) and per side (0, 1) and row their count, mean and
    variance (NaN below 2): made once, read by every interval of the samples."""

    logs: Samples
    n: tuple[np.ndarray, np.ndarray]
    mean: tuple[np.ndarray, np.ndarray]
    var: tuple[np.ndarray, np.ndarray]

    @classmethod
    def of(cls, samples: Samples | LogSamples, nrows: int) -> LogSamples:
        if isinstance(samples, LogSamples):
            return samples
        logs = Samples(samples.side, samples.row, np.log(np.maximum(samples.ms, LOG_FLOOR_MS)), samples.unit)
        cell = logs.side.astype(np.intp) * nrows + logs.row
        count = np.bincount(cell, minlength=2 * nrows).astype(np.float64)
        with np.errstate(invalid="ignore", divide="ignore"):
            mu = np.bincount(cell, weights=logs.ms, minlength=2 * nrows) / count
            ss = np.bincount(cell, weights=(logs.ms - mu[cell]) ** 2, minlength=2 * nrows)
        var = np.where(count > 1, ss / np.maximum(count - 1, 1), np.nan)
        return cls(logs, (count[:nrows], count[nrows:]), (mu[:nrows], mu[nrows:]), (var[:nrows], var[nrows:]))


def sample_intervals(samples: Samples | LogSamples, nrows: int, level: float) -> Intervals:
    """Each row's interval from one run a side's samples (see the module doc)."""
    moments = LogSamples.of(samples, nrows)
    logs, n, mean, var = moments.logs, moments.n, moments.mean, moments.var
    out = Intervals.empty(nrows, DecisionBasis.SAMPLES)
    small = (np.minimum(n[0], n[1]) >= 2) & (np.minimum(n[0], n[1]) < RANK_MIN)
    with np.errstate(invalid="ignore", divide="ignore"):
        se = np.sqrt(var[0] / n[0] + var[1] / n[1])
        df = np.minimum(n[0], n[1]) - 1.0
        est = mean[1] - mean[0]
        half = t_quantile(np.where(small, df, 1.0), level) * se
        n_eff = 2.0 / (1.0 / n[0] + 1.0 / n[1])
    out.est[small], out.se[small], out.df[small], out.n_eff[small] = est[small], se[small], df[small], n_eff[small]
    out.low[small], out.high[small] = (est - half)[small], (est + half)[small]
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(se > 0, est / se, np.where(est != 0, np.inf, np.nan))
    out.p[small] = t_p(t, df)[small]
    big = np.minimum(n[0], n[1]) >= RANK_MIN
    if big.any():
        p, _ = mann_whitney(logs, nrows, 1.0)
        shift, lo, hi = hodges_lehmann(logs, nrows, level)
        z = t_quantile(np.array([np.inf]), level)[0]
        out.est[big], out.low[big], out.high[big], out.p[big] = shift[big], lo[big], hi[big], p[big]
        out.se[big] = ((hi - lo) / (2.0 * z))[big]
        out.df[big], out.n_eff[big] = np.inf, n_eff[big]
    # One sample on a side (or none): the point change, no interval.
    point = ~small & ~big & (n[0] > 0) & (n[1] > 0)
    out.est[point] = est[point]
    return out


def with_profile(iv: Intervals, run_var: np.ndarray, run_df: np.ndarray, level: float) -> Intervals:
    """``iv`` (one run a side) widened by a noise profile's run-to-run variance
    of log estimates (``run_var`` per row, from ``run_df`` + 1 runs)."""
    return _widened(iv, [(2.0 * run_var, run_df)], level, DecisionBasis.PROFILE)


def with_assumed_run_noise(iv: Intervals, samples: Samples | LogSamples, nrows: int, level: float) -> Intervals:
    """``iv`` (one run a side) widened by an assumed run-to-run variance: each
    side's run off its build's mean by as much as one of its samples is off
    the run's (the log samples' variance of that side; see the module doc)."""
    m = LogSamples.of(samples, nrows)
    return _widened(iv, [(m.var[0], m.n[0] - 1.0), (m.var[1], m.n[1] - 1.0)], level, DecisionBasis.ASSUMED)


def _widened(iv: Intervals, parts: list[tuple[np.ndarray, np.ndarray]], level: float,
             basis: DecisionBasis) -> Intervals:
    """``iv`` with the variances of ``parts`` (each with its degrees of
    freedom) added to its own, Welch-Satterthwaite degrees of freedom, one
    unit a side; rows without all of them keep ``iv``'s interval."""
    a = iv.se ** 2
    extra = sum((v for v, _ in parts), np.zeros(len(a)))
    with np.errstate(invalid="ignore", divide="ignore"):
        se = np.sqrt(a + extra)
        df_s = np.where(np.isfinite(iv.df), iv.df, 1e7)
        df = (a + extra) ** 2 / (a ** 2 / df_s + sum((v ** 2 / d for v, d in parts), np.zeros(len(a))))
    has = np.isfinite(se) & np.isfinite(iv.est) & np.isfinite(df)
    for _, d in parts:
        has &= d > 0
    half = t_quantile(np.where(has, df, 1.0), level) * se
    out = Intervals.empty(len(se), basis)
    out.est[has], out.se[has], out.df[has] = iv.est[has], se[has], df[has]
    out.low[has], out.high[has] = (iv.est - half)[has], (iv.est + half)[has]
    with np.errstate(invalid="ignore", divide="ignore"):
        out.p[has] = t_p(iv.est / se, df)[has]
    out.n_eff[has] = 1.0  # one run a side
    keep = ~has
    out.take(keep, iv)
    return out


def relative_to(iv: Intervals, log_factor: np.ndarray) -> Intervals:
    """``iv`` judged against a common factor: every change divided by it."""
    return Intervals(iv.est - log_factor, iv.low - log_factor, iv.high - log_factor, iv.p, iv.se, iv.df,
                     iv.n_eff, iv.basis)


def decide(iv: Intervals, delta_ms: np.ndarray, q: np.ndarray, threshold_pct: float, min_ms: float,
           alpha: float) -> np.ndarray:
    """The status of each quantity from its interval (the one rule):

    - ``unchanged`` when its change per iteration is under ``min_ms`` (too
      small to matter), or its whole interval lies inside +-threshold;
    - ``regressed`` (``improved``) when its whole interval lies at or beyond
      +threshold (-threshold), its change per iteration is at least
      ``min_ms`` that way and its FDR-corrected two-sided test ``q`` is below
      ``alpha``;
    - ``inconclusive`` otherwise (the interval straddles a threshold, or
      there is none).
    Without an interval (``totals``) the point change decides, with no test.
    """
    up, down = math.log1p(threshold_pct / 100.0), math.log1p(-min(threshold_pct, 99.9) / 100.0)
    small = np.abs(delta_ms) < min_ms
    totals = iv.basis == DecisionBasis.TOTALS.value
    with np.errstate(invalid="ignore"):
        significant = q < alpha
        regressed = (iv.low >= up) & (delta_ms >= min_ms) & significant
        improved = (iv.high <= down) & (delta_ms <= -min_ms) & significant
        inside = (iv.low > down) & (iv.high < up)
        point_up = totals & (iv.est >= up) & (delta_ms >= min_ms)
        point_down = totals & (iv.est <= down) & (delta_ms <= -min_ms)
    status = np.full(len(delta_ms), Status.INCONCLUSIVE.value, dtype=object)
    status[inside | (totals & ~point_up & ~point_down)] = Status.UNCHANGED.value
    status[(regressed & ~totals) | point_up] = Status.REGRESSED.value
    status[(improved & ~totals) | point_down] = Status.IMPROVED.value
    status[small] = Status.UNCHANGED.value
    return status


def runs_to_decide(iv: Intervals, threshold_pct: float, level: float, t_df_per_unit: np.ndarray) -> np.ndarray:
    """Per quantity how many units per side (runs, or samples for the
    ``samples`` basis) would likely decide it, if its change is what was
    measured and its spread stays: the smallest n whose interval half-width,
    t(df(n)) * se * sqrt(n_eff / n), fits between the estimate and the
    nearest threshold it must clear. ``t_df_per_unit``: 1 where df(n) = 2n - 2
    (runs), 0 where df is normal or n - 1 (samples). -1 where none within
    ``MOST_UNITS`` (or no spread is known)."""
    up, down = math.log1p(threshold_pct / 100.0), math.log1p(-min(threshold_pct, 99.9) / 100.0)
    est, se, n0 = iv.est, iv.se, iv.n_eff
    with np.errstate(invalid="ignore"):
        beyond = np.where(est > 0, est - up, down - est)
        inside = np.minimum(up - est, est - down)
        gap = np.where(beyond > 0, beyond, inside)
    out = np.full(len(est), -1, np.int64)
    ns = np.arange(2, MOST_UNITS + 1, dtype=np.float64)
    ok = np.flatnonzero(np.isfinite(gap) & (gap > 0) & np.isfinite(se) & (se > 0) & np.isfinite(n0))
    if not len(ok):
        return out
    t_runs = t_quantile(2 * ns - 2, level)
    t_samples = t_quantile(ns - 1, level)
    for r in ok:
        t = t_runs if t_df_per_unit[r] else t_samples
        width = t * se[r] * np.sqrt(n0[r] / ns)
        fit = np.flatnonzero(width <= gap[r])
        if len(fit):
            out[r] = int(ns[fit[0]])
    return out
