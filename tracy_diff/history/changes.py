"""Change points of each lineage's per-build series, and their verdicts.

Detection. A series is the builds' mean log value (``query``). Each
build's variance is the machine's run noise over its runs plus whatever
the builds scatter beyond that:

* run noise ``s2``: the between-run variance of log values over the
  series' builds with two runs or more (at least the within-run
  variance of a run's estimate; the median over builds, scaled to be
  unbiased, so one disturbed build does not set it); a build of ``n``
  runs gets ``s2 / n``;
* build scatter ``tau2``: the robust variance of the differences of
  builds one apart and two apart (median absolute difference,
  Gaussian-consistent, halved; the larger of the two, since a machine
  that drifts slowly makes neighbours closer than builds further apart;
  two apart from ``LAG2_BUILDS`` builds on) less the mean run part,
  when positive.

Change points are found by binary segmentation (Vostrikova 1981; the
``Binseg`` of ``ruptures``) with the weighted Gaussian mean-shift cost
(sum of ``w (x - mean_w)^2``, ``w = 1/variance``): the best split of a
segment is kept when it lowers the cost by more than the penalty
``beta(n) = PENALTY * log(n)`` (n builds), each side at least
``MIN_SIZE`` builds, recursively. ``bench/bench_history.py`` measures the
false-alarm rate and delay of this against PELT and picks ``PENALTY``.

Verdict per change point (the same three-way honesty as ``diff``): the
builds of the segment before it (at most ``WINDOW``, since the change
before) against those after (likewise) by ``analysis.runs.compare_runs``
(t test and interval on the log build estimates, each build one sample).
``decide`` gives the status by the interval, as ``diff`` decides a row:
``regressed`` (``improved``) when the whole interval lies beyond
+``threshold_pct`` (-) and the change is at least ``min_us`` per
iteration; ``unchanged`` when the interval lies inside +-threshold (or the
change is under ``min_us``): those are counted, not listed;
``inconclusive`` when the interval reaches across a threshold, or a side
has one build and the shift passes the threshold ("evidence too thin").
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..analysis.runs import compare_runs
from ..diff import Status
from .query import TOTAL, History

PENALTY = 3.0
MIN_SIZE = 2
WINDOW = 8
LAGS = (1, 2)  # build scatter: differences of builds this many apart
LAG2_BUILDS = 10  # the second lag from this many builds on

STATUSES = ("regressed", "improved", "inconclusive", "unchanged")


@dataclass(frozen=True)
class Options:
    threshold_pct: float = 5.0
    min_us: float = 1.0
    penalty: float = PENALTY


@dataclass(frozen=True)
class Change:
    lineage: int
    label: str
    b: int  # build index of the first build after the change
    build: str
    previous_build: str
    names: tuple[str, ...]  # the lineage's dispatch names at ``build``
    previous_names: tuple[str, ...]
    before_ms: float  # geometric mean time per iteration of the builds before / after
    after_ms: float
    change_pct: float
    change_low_pct: float
    change_high_pct: float
    p_value: float
    delta_ms: float  # after - before, ms per iteration
    total_share: float  # delta_ms over the total's time per iteration before the change
    builds_before: int
    builds_after: int
    status: str
    note: str


@dataclass
class Found:
    history: History
    options: Options
    changes: list[Change]  # listed ones, ranked by |effect on the total|
    breaks: dict[int, list[int]]  # lineage -> change build indices (all detected, listed or not)
    below: int  # detected shifts below the threshold (not listed)
    noise: dict[int, float] = field(default_factory=dict)  # lineage -> typical build sd (log)

    def since(self, build: str) -> Found:
        """Only change points at or after ``build`` (a build id of the series)."""
        order = self.history.builds.build
        if build not in order:
            from .store import StoreError
            raise StoreError(f"--since {build}: no such build in {self.history.benchmark}/{self.history.device}")
        at = order.index(build)
        return Found(self.history, self.options, [c for c in self.changes if c.b >= at], self.breaks, self.below,
                     self.noise)


def decide(pct: float, low_pct: float, high_pct: float, delta_ms: float, n_before: int, n_after: int,
           options: Options) -> tuple[str, str]:
    """Status and note of a change, by the interval as ``diff`` decides a
    row (``diff.Status``): under ``min_us`` per iteration ``unchanged``; the
    whole interval beyond +-threshold ``regressed``/``improved``; inside it
    ``unchanged``; across a threshold ``inconclusive``. Without an interval
    (a side of one build) a move past the threshold is ``inconclusive``
    ("evidence too thin")."""
    thr, floor = options.threshold_pct, options.min_us / 1000.0
    if not abs(delta_ms) >= floor:
        return Status.UNCHANGED.value, f"under {options.min_us:g} µs per iteration"
    if n_before < 2 or n_after < 1 or not (math.isfinite(low_pct) and math.isfinite(high_pct)):
        if abs(pct) >= thr:
            return Status.INCONCLUSIVE.value, f"evidence too thin ({n_before} builds before, {n_after} after)"
        return Status.UNCHANGED.value, "shift below the threshold"
    if low_pct >= thr:
        return Status.REGRESSED.value, ""
    if high_pct <= -thr:
        return Status.IMPROVED.value, ""
    if -thr < low_pct and high_pct < thr:
        return Status.UNCHANGED.value, "interval within the threshold"
    return Status.INCONCLUSIVE.value, f"interval {low_pct:+.1f}%..{high_pct:+.1f}% reaches across ±{thr:g}%"


def segment(x: np.ndarray, var: np.ndarray, penalty: float = PENALTY, min_size: int = MIN_SIZE) -> list[int]:
    """Change points of ``x`` (indices of the first point after each), by
    binary segmentation with the weighted Gaussian cost (see the module doc)."""
    n = len(x)
    if n < 2 * min_size:
        return []
    w = 1.0 / var
    cw = np.r_[0.0, np.cumsum(w)]
    cwx = np.r_[0.0, np.cumsum(w * x)]
    cwxx = np.r_[0.0, np.cumsum(w * x * x)]
    beta = penalty * math.log(n)

    def cost(a, b):
        sw = cw[b] - cw[a]
        sx = cwx[b] - cwx[a]
        return cwxx[b] - cwxx[a] - sx * sx / sw

    found: list[int] = []
    stack = [(0, n)]
    while stack:
        a, b = stack.pop()
        if b - a < 2 * min_size:
            continue
        k = np.arange(a + min_size, b - min_size + 1)
        gain = cost(a, b) - cost(a, k) - cost(k, b)
        best = int(np.argmax(gain))
        if gain[best] > beta:
            cut = int(k[best])
            found.append(cut)
            stack += [(a, cut), (cut, b)]
    return sorted(found)


def build_variance(n: np.ndarray, var_log: np.ndarray, within: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Each build's variance of its mean log value (see the module doc)."""
    several = (n >= 2) & np.isfinite(var_log)
    within_med = float(np.nanmedian(within)) if np.isfinite(within).any() else 0.0
    s2 = within_med
    if several.any():
        # The median of the builds' run variances, made unbiased for a
        # Gaussian (a median, so one disturbed build does not set the noise).
        from scipy.special import chdtri  # the chi-square quantile (scipy.stats costs a second to import)

        df = float(np.median(n[several] - 1))
        s2 = max(float(np.median(var_log[several])) * df / float(chdtri(df, 0.5)), within_med)
    run_part = s2 / np.maximum(n, 1)
    # Builds a step apart and two steps apart: the machine drifts slowly
    # (recorded series: neighbouring builds 2% apart, builds two apart 5%),
    # which neighbours alone would hide.
    # From LAG2_BUILDS builds on, so that a step or two spoil few of the differences.
    lags = LAGS if len(x) >= LAG2_BUILDS else LAGS[:1]
    spread = [float(np.median(np.abs(x[k:] - x[:-k]))) * 1.4826 for k in lags if len(x) >= k + 2]
    tau2 = max(max(spread) ** 2 / 2.0 - float(np.mean(run_part)), 0.0) if spread else 0.0
    out = run_part + tau2
    floor = 1e-8  # identical values (a synthetic series): keep the weights finite
    return np.maximum(out, floor)


def find_changes(history: History, options: Options = Options()) -> Found:
    """Change points of every lineage and of the total (see the module doc)."""
    builds = history.builds.build
    parts = history.by_lineage()
    total = np.full(len(builds), np.nan)  # the total's mean log per build index
    if TOTAL in parts:
        total[parts[TOTAL].b] = parts[TOTAL].mean_log
    changes: list[Change] = []
    breaks: dict[int, list[int]] = {}
    noise: dict[int, float] = {}
    below = 0
    for lineage, part in parts.items():
        b, x = part.b, part.mean_log
        var = build_variance(part.n.astype(np.float64), part.var_log, part.within, x)
        noise[lineage] = float(np.sqrt(np.median(var)))
        cuts = segment(x, var, options.penalty)
        breaks[lineage] = [int(b[c]) for c in cuts]
        edges = [0] + cuts + [len(x)]
        for j, c in enumerate(cuts):
            lo, hi = max(edges[j], c - WINDOW), min(edges[j + 2], c + WINDOW)
            ch = _judge(history, lineage, b, x, lo, c, hi, total, builds, options)
            if ch.status == "unchanged":
                below += 1
            else:
                changes.append(ch)
    changes.sort(key=lambda c: (-abs(c.delta_ms), c.b, c.label))
    return Found(history, options, changes, breaks, below, noise)


def _judge(history: History, lineage: int, b: np.ndarray, x: np.ndarray, lo: int, c: int, hi: int,
           total: np.ndarray, builds: list[str], options: Options) -> Change:
    before, after = np.exp(x[lo:c]), np.exp(x[c:hi])
    cmp = compare_runs(np.zeros(len(before) + len(after), np.int64),
                       np.r_[np.zeros(len(before)), np.ones(len(after))].astype(np.int64),
                       np.r_[before, after], 1)
    shift, low, high, p = (float(v[0]) for v in (cmp.shift, cmp.low, cmp.high, cmp.p_value))
    gb, ga = float(np.exp(x[lo:c].mean())), float(np.exp(x[c:hi].mean()))
    delta = ga - gb
    pct, low_pct, high_pct = shift * 100.0, low * 100.0, high * 100.0
    status, note = decide(pct, low_pct, high_pct, delta, len(before), len(after), options)
    at = int(b[c])
    prev = int(b[c - 1])
    known = total[b[lo:c]]
    known = known[np.isfinite(known)]
    total_before = float(np.exp(known.mean())) if lineage != TOTAL and len(known) else gb
    return Change(lineage, history.label(lineage), at, builds[at], builds[prev],
                  tuple(history.names_at(lineage, at)), tuple(history.names_at(lineage, prev)), gb, ga,
                  pct, low_pct, high_pct, p, delta, delta / total_before if total_before > 0 else math.nan,
                  c - lo, hi - c, status, note)
