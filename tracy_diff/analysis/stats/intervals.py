"""Change intervals and the one decision rule, for rows and for the total.

The estimand. Every compared quantity (a row, or the total dispatch time)
is its time per iteration: the sum of its calls in one iteration, averaged
over the kept iterations. Its change is ``est`` = log(candidate mean /
baseline mean), so ``ratio`` = exp(est) and ``change_pct`` = ratio - 1 by
construction, with a two-sided interval ``low`` .. ``high`` on the log
scale, a p-value of "no change" (``p_test`` names its test), and the
standard error and degrees of freedom the interval came from. Where the
variance comes from is the ``DecisionBasis``:

``runs``
    a side has two runs or more: each run's mean per iteration is one
    value; the pooled variance of their logs, moderated toward the other
    rows' (``moderate``: empirical Bayes, Smyth 2004 as limma does, a
    prior's degrees of freedom and scale fitted from the rows; never below
    the row's own), gives the
    standard error sqrt(s2 (1/nb + 1/nc)), with the prior's plus the rows'
    degrees of freedom.
``profile``
    one run a side: the iterations' own standard error of the log ratio of
    means (delta method, Hsu's degrees of freedom) plus twice
    the machine's run-to-run variance of a run's log mean, from its noise
    profile (per dispatch name, else its machine-wide ratio).
``assumed``
    one run a side and no profile: the same, with the run-to-run standard
    deviation taken as a ratio times the row's own standard deviation of log
    per-iteration totals, measured on a corpus, by the load the capture
    shows (``run_noise``).
``samples``
    the iterations alone (a row too rare for a run-level interval).
``totals``
    no samples (aggregate CSVs): the point change only.

Decision. ``adjust`` widens every interval of a family (the dispatch rows
and the total; the enclosing rows) to a false-coverage-rate level
(Benjamini and Yekutieli 2005): with ``m`` intervals and ``R`` of them
selected by Benjamini-Hochberg at ``alpha`` = 1 - ``interval_level`` on the
p-values of "the change lies beyond +-threshold", each interval is built
at level 1 - R alpha / m (1 - alpha / m when R is 0). A selected interval
then lies wholly beyond the threshold and no other does, so ``decide``
reads the printed interval and nothing else.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...diff import DecisionBasis, Status
from . import distributions as dist
from .significance import benjamini_hochberg

#: The most runs per side ``runs_to_decide`` names; beyond it, "more than" this.
MOST_UNITS = 50
#: Smallest time per iteration on the log scale (a row that did not run in an iteration counts 1 ns there).
LOG_FLOOR_MS = 1e-6
#: The upper confidence bound of a variance that ``runs_to_decide`` plans with (one-sided).
PLAN_CONFIDENCE = 0.9

#: The test behind each basis's p-value (its ``p_test``): a moderated t on the log run means (limma), or
#: Welch's t on the log ratio of per-iteration means with the run noise added.
TESTS = {DecisionBasis.RUNS.value: "moderated t",
         DecisionBasis.PROFILE.value: "Welch t + profile",
         DecisionBasis.ASSUMED.value: "Welch t + corpus",
         DecisionBasis.SAMPLES.value: "Welch t",
         DecisionBasis.TOTALS.value: ""}


def t_quantile(df: np.ndarray, level: float | np.ndarray) -> np.ndarray:
    """The two-sided ``level`` quantile of Student's t (normal where df is infinite)."""
    df = np.asarray(df, np.float64)
    lv = np.broadcast_to(np.asarray(level, np.float64), df.shape)
    out = np.full(df.shape, np.nan)
    ok = df > 0
    if ok.any():
        out[ok] = dist.t_isf(1.0 - (0.5 + lv[ok] / 2.0), np.minimum(df[ok], 1e7))
    return out


def t_sf(t: np.ndarray, df: np.ndarray) -> np.ndarray:
    """One-sided upper tail of Student's t (NaN where df is not positive)."""
    t, df = np.asarray(t, np.float64), np.asarray(df, np.float64)
    out = np.full(t.shape, np.nan)
    ok = (df > 0) & ~np.isnan(t)
    if ok.any():
        out[ok] = dist.t_sf(np.clip(t[ok], -1e300, 1e300), np.minimum(df[ok], 1e7))
    return out


def t_p(t: np.ndarray, df: np.ndarray) -> np.ndarray:
    """Two-sided p of |t| with ``df`` degrees of freedom (1 where t is NaN: no difference at all)."""
    t = np.asarray(t, np.float64)
    p = 2.0 * t_sf(np.abs(t), df)
    return np.where(np.isnan(t) & (np.asarray(df) > 0), 1.0, p)


@dataclass
class Intervals:
    """Per quantity (row or total) the log change and its interval; NaN where none."""

    est: np.ndarray  # log(candidate / baseline) of the means per iteration
    low: np.ndarray
    high: np.ndarray
    p: np.ndarray  # two-sided p of "no change", by the basis's test (TESTS)
    se: np.ndarray  # standard error of est (NaN: none)
    df: np.ndarray  # degrees of freedom of the interval (inf: normal)
    n_eff: np.ndarray  # units per side the se stands for (2 / (1/n1 + 1/n2))
    basis: np.ndarray  # DecisionBasis values
    level: np.ndarray | None = None  # each interval's level (after ``adjust``)

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

    def at(self, level: np.ndarray) -> Intervals:
        """The same estimates with intervals at ``level`` (per quantity)."""
        half = t_quantile(self.df, level) * self.se
        return Intervals(self.est, self.est - half, self.est + half, self.p, self.se, self.df, self.n_eff,
                         self.basis, np.asarray(level, np.float64))


def log_means(grid: np.ndarray) -> np.ndarray:
    """log of each row's mean per iteration of ``grid`` (rows, iterations), floored."""
    with np.errstate(invalid="ignore"):
        return np.log(np.maximum(grid.mean(axis=1), LOG_FLOOR_MS)) if grid.shape[1] else \
            np.full(len(grid), np.nan)


def iteration_intervals(b: np.ndarray, c: np.ndarray, level: float) -> Intervals:
    """Each row's change from its per-iteration totals (rows, iterations) of
    one run a side (or all runs pooled): the log ratio of means, its delta-
    method standard error and Hsu's degrees of freedom (min(n1, n2) - 1)."""
    out = Intervals.empty(len(b), DecisionBasis.SAMPLES)
    nb, nc = b.shape[1], c.shape[1]
    if nb == 0 or nc == 0:
        return out
    mb, mc = b.mean(axis=1), c.mean(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        out.est[:] = np.where((mb > 0) & (mc > 0), np.log(mc / mb), np.nan)
        if nb >= 2 and nc >= 2:
            vb = b.var(axis=1, ddof=1) / (nb * mb ** 2)
            vc = c.var(axis=1, ddof=1) / (nc * mc ** 2)
            out.se[:] = np.sqrt(vb + vc)
            out.df[:] = min(nb, nc) - 1.0  # Hsu's: Welch-Satterthwaite's runs narrow on 2-3 iterations
            out.n_eff[:] = 2.0 / (1.0 / nb + 1.0 / nc)
    return _finish(out, level)


def _finish(iv: Intervals, level: float) -> Intervals:
    """``iv`` with its interval at ``level`` and its p from est / se (where it has a se)."""
    ok = np.isfinite(iv.est) & np.isfinite(iv.se) & (iv.df > 0)
    half = t_quantile(np.where(ok, iv.df, 1.0), level) * iv.se
    iv.low[:] = np.where(ok, iv.est - half, np.nan)
    iv.high[:] = np.where(ok, iv.est + half, np.nan)
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(iv.se > 0, iv.est / iv.se, np.where(iv.est != 0, np.inf, np.nan))
    iv.p[:] = np.where(ok, t_p(t, np.where(ok, iv.df, 1.0)), np.nan)
    return iv


def within_sd(grid: np.ndarray) -> np.ndarray:
    """Per row the standard deviation of the log of its per-iteration totals (NaN below 2)."""
    if grid.shape[1] < 2:
        return np.full(len(grid), np.nan)
    return np.asarray(np.log(np.maximum(grid, LOG_FLOOR_MS)).std(axis=1, ddof=1))


def with_run_noise(iv: Intervals, run_var: np.ndarray, run_df: np.ndarray, level: float,
                   basis: DecisionBasis, scaled: np.ndarray | None = None) -> Intervals:
    """``iv`` (one run a side) widened by a run-to-run variance of a run's log
    mean (``run_var`` per row, with ``run_df`` degrees of freedom): each side's
    run is off its build's mean by it. Rows without it keep ``iv``. Where
    ``scaled``, the run variance is a multiple of the iterations' own spread:
    not independent of it, so the degrees of freedom stay ``run_df``'s."""
    a = iv.se ** 2
    extra = 2.0 * run_var
    has = np.isfinite(a) & np.isfinite(extra) & np.isfinite(iv.est)
    out = Intervals(iv.est.copy(), iv.low.copy(), iv.high.copy(), iv.p.copy(), iv.se.copy(), iv.df.copy(),
                    iv.n_eff.copy(), iv.basis.copy())
    with np.errstate(invalid="ignore", divide="ignore"):
        df_s = np.where(np.isfinite(iv.df), iv.df, 1e7)
        df = (a + extra) ** 2 / (a ** 2 / df_s + extra ** 2 / np.maximum(run_df, 1e-9))
        df = np.where(a + extra > 0, df, df_s)
        if scaled is not None:
            df = np.where(scaled, np.minimum(df, run_df), df)
    out.se[has] = np.sqrt(a + extra)[has]
    out.df[has] = df[has]
    out.n_eff[has] = 1.0
    out.basis[has] = basis.value
    return _finish(out, level)


@dataclass(frozen=True)
class Prior:
    """limma's prior on the run variances: ``df`` degrees of freedom of scale ``var``."""

    df: float
    var: float


def fit_prior(s2: np.ndarray, df: np.ndarray) -> Prior:
    """The prior of the sample variances ``s2`` (each with ``df``), by limma's
    ``fitFDist`` method of moments on log s2 (Smyth 2004): 0 degrees of freedom
    (no moderation) when fewer than 3 rows have a variance; infinite when the
    rows vary no more than sampling explains."""
    ok = np.isfinite(s2) & (s2 > 0) & (df > 0)
    if ok.sum() < 3:
        return Prior(0.0, float(np.median(s2[ok])) if ok.any() else math.nan)
    s, d = s2[ok], df[ok]
    z = np.log(s)
    e = z - dist.digamma(d / 2.0) + np.log(d / 2.0)
    mean_e = float(e.mean())
    excess = float(np.var(e, ddof=1) - np.mean(dist.trigamma(d / 2.0)))
    if excess <= 0:
        return Prior(math.inf, math.exp(mean_e))
    d0 = 2.0 * _trigamma_inverse(excess)
    return Prior(d0, math.exp(mean_e + float(dist.digamma(d0 / 2.0)) - math.log(d0 / 2.0)))


def _trigamma_inverse(x: float) -> float:
    """y with trigamma(y) = x (Newton's method, as limma's ``trigammaInverse``)."""
    if x > 1e7:
        return 1.0 / math.sqrt(x)
    if x < 1e-6:
        return 1.0 / x
    y = 0.5 + 1.0 / x
    for _ in range(50):
        tri = float(dist.trigamma(y))
        step = tri * (1.0 - tri / x) / float(dist.tetragamma(y))
        y += step
        if -step / y < 1e-8:
            break
    return y


def moderate(s2: np.ndarray, df: np.ndarray, prior: Prior) -> tuple[np.ndarray, np.ndarray]:
    """limma's posterior variances and their degrees of freedom, never below the row's own
    variance: a row whose runs disagree (one run disturbed: a small dispatch pre-empted) keeps
    its spread, while a row whose few runs happen to agree borrows the others'."""
    if not prior.df > 0 or not math.isfinite(prior.var):
        return s2, df
    own = np.nan_to_num(s2)
    if math.isinf(prior.df):
        return np.maximum(prior.var, own), np.full(len(s2), np.inf)
    with np.errstate(invalid="ignore"):
        post = (prior.df * prior.var + df * own) / (prior.df + df)
    return np.maximum(post, own), prior.df + df


def run_intervals(b_runs: np.ndarray, c_runs: np.ndarray, est: np.ndarray, level: float,
                  prior: Prior | None = None, floor: np.ndarray | None = None) -> tuple[Intervals, Prior]:
    """Each row's interval from its runs' log means (``b_runs``: runs x rows),
    the variance moderated (see the module doc); ``est`` is the log ratio of
    the pooled means. ``prior`` given: used, else fitted from these rows.
    ``floor``: per row the least variance of a run's log mean (its iterations'
    own sampling variance): a few runs that agree by chance claim no less."""
    nb, nc = np.isfinite(b_runs).sum(axis=0), np.isfinite(c_runs).sum(axis=0)
    ss = sum_squares(b_runs) + sum_squares(c_runs)
    df = (nb + nc - 2).astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        s2 = np.where(df > 0, ss / np.maximum(df, 1), np.nan)
        if floor is not None:
            s2 = np.where(np.isfinite(s2), np.fmax(s2, floor), s2)
    prior = prior if prior is not None else fit_prior(s2, df)
    post, post_df = moderate(s2, df, prior)
    iv = Intervals.empty(len(est), DecisionBasis.RUNS)
    has = (nb >= 1) & (nc >= 1) & (post_df > 0) & np.isfinite(post)
    with np.errstate(invalid="ignore", divide="ignore"):
        iv.est[:] = np.where(has, est, np.nan)
        iv.se[:] = np.where(has, np.sqrt(post * (1.0 / np.maximum(nb, 1) + 1.0 / np.maximum(nc, 1))), np.nan)
        iv.df[:] = np.where(has, post_df, np.nan)
        iv.n_eff[:] = 2.0 / (1.0 / np.maximum(nb, 1) + 1.0 / np.maximum(nc, 1))
    return _finish(iv, level), prior


def sum_squares(x: np.ndarray) -> np.ndarray:
    """Per column of ``x`` (runs x rows) the sum of squares about its mean, NaN entries left out."""
    n = np.isfinite(x).sum(axis=0)
    mean = np.nansum(x, axis=0) / np.maximum(n, 1)
    return np.asarray(np.nansum((x - mean) ** 2, axis=0))


def threshold_p(iv: Intervals, threshold_pct: float) -> np.ndarray:
    """Per quantity twice the one-sided p of "the change lies beyond the
    threshold its estimate points to" failing: an interval at level L clears
    that threshold exactly when this is at most 1 - L (NaN: no interval)."""
    up, down = _bounds(threshold_pct)
    with np.errstate(invalid="ignore", divide="ignore"):
        p_up = t_sf((iv.est - up) / iv.se, iv.df)
        p_down = t_sf((down - iv.est) / iv.se, iv.df)
    p = 2.0 * np.fmin(p_up, p_down)
    exact = (iv.se == 0) & np.isfinite(iv.est)
    p = np.where(exact, np.where((iv.est >= up) | (iv.est <= down), 0.0, 1.0), p)
    return np.minimum(p, 1.0)


#: The family of quantities judged in none (a row on one side only).
NO_FAMILY = "-"


def adjust(iv: Intervals, families: np.ndarray, threshold_pct: float, level: float) -> tuple[Intervals, np.ndarray]:
    """``iv`` with every interval at its family's false-coverage-rate level
    (see the module doc) and the Benjamini-Hochberg q of ``threshold_p``
    (NaN without an interval; the level NaN in ``NO_FAMILY``)."""
    alpha = 1.0 - level
    p = threshold_p(iv, threshold_pct)
    q = np.full(len(p), np.nan)
    levels = np.full(len(p), level)
    for fam in np.unique(families):
        m = (families == fam) & np.isfinite(p)
        count = int(m.sum())
        if not count:
            levels[families == fam] = np.nan if fam == NO_FAMILY else level
            continue
        q[m] = benjamini_hochberg(p[m])
        selected = int((q[m] <= alpha).sum())
        levels[families == fam] = 1.0 - max(selected, 1) * alpha / count
    return iv.at(levels), q


def _bounds(threshold_pct: float) -> tuple[float, float]:
    return math.log1p(threshold_pct / 100.0), math.log1p(-min(threshold_pct, 99.9) / 100.0)


def decide(iv: Intervals, delta_ms: np.ndarray, threshold_pct: float, min_ms: float) -> np.ndarray:
    """The status of each quantity from its (adjusted) interval alone:

    - ``unchanged`` when its change per iteration is under ``min_ms`` (too
      small to matter), or its whole interval lies inside +-threshold;
    - ``regressed`` (``improved``) when its whole interval lies at or beyond
      +threshold (-threshold);
    - ``inconclusive`` otherwise (the interval straddles a threshold, or
      there is none).
    Without an interval (``totals``) the point change decides.
    """
    up, down = _bounds(threshold_pct)
    small = np.abs(delta_ms) < min_ms
    totals = iv.basis == DecisionBasis.TOTALS.value
    with np.errstate(invalid="ignore"):
        regressed = (iv.low >= up) | (totals & (iv.est >= up))
        improved = (iv.high <= down) | (totals & (iv.est <= down))
        inside = ((iv.low > down) & (iv.high < up)) | (totals & ~regressed & ~improved)
    status = np.full(len(delta_ms), Status.INCONCLUSIVE.value, dtype=object)
    status[inside] = Status.UNCHANGED.value
    status[regressed] = Status.REGRESSED.value
    status[improved] = Status.IMPROVED.value
    status[small] = Status.UNCHANGED.value
    return status


def runs_to_decide(iv: Intervals, threshold_pct: float, level: np.ndarray | float,
                   runs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per quantity how many units per side (runs, or iterations where
    ``runs`` is False) would likely decide it, if its change is what was
    measured: the smallest n whose interval half-width t(2n - 2) * se *
    sqrt(n_eff / n) fits between the estimate and the threshold it must
    clear, with the variance at its ``PLAN_CONFIDENCE`` upper confidence
    bound ("about N", first) and at its estimate ("at least M", second).
    -1 where none within ``MOST_UNITS`` (or no spread is known)."""
    up, down = _bounds(threshold_pct)
    est, se, n0 = iv.est, iv.se, iv.n_eff
    with np.errstate(invalid="ignore"):
        beyond = np.where(est > 0, est - up, down - est)
        inside = np.minimum(up - est, est - down)
        gap = np.where(beyond > 0, beyond, inside)
    df = np.where(np.isfinite(iv.df), iv.df, 1e7)
    with np.errstate(invalid="ignore", divide="ignore"):
        chi = dist.chi2_isf(PLAN_CONFIDENCE, np.maximum(df, 1e-9))  # the lower (1 - confidence) chi-square quantile
        se_upper = se * np.sqrt(df / chi)
    lv = np.broadcast_to(np.asarray(level, np.float64), est.shape)
    ns = np.arange(2, MOST_UNITS + 1, dtype=np.float64)
    out = np.full((2, len(est)), -1, np.int64)
    ok = np.flatnonzero(np.isfinite(gap) & (gap > 0) & np.isfinite(se) & (se > 0) & np.isfinite(n0))
    quantiles: dict[tuple[bool, float], np.ndarray] = {}  # a family's rows share their level
    for r in ok:
        key = (bool(runs[r]), float(lv[r]))
        if key not in quantiles:
            quantiles[key] = t_quantile(2 * ns - 2 if runs[r] else ns - 1, lv[r])
        t = quantiles[key]
        for k, s in enumerate((se_upper[r], se[r])):
            fit = np.flatnonzero(t * s * np.sqrt(n0[r] / ns) <= gap[r])
            out[k, r] = int(ns[fit[0]]) if len(fit) else -1
    return out[0], out[1]
