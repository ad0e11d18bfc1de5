"""Change points of each lineage's per-build series, and their verdicts.

Detection. A series is the builds' mean log value (``query``). Each
build's variance is the machine's run noise over its runs plus whatever
the builds scatter beyond that (``noise``):

* run noise ``s2``: the between-run variance of log values over the
  series' builds with two runs or more (at least the within-run
  variance of a run's estimate; the median over builds, scaled to be
  unbiased, so one disturbed build does not set it); each build's own
  is moderated (Smyth 2004, limma's moderated variance): ``s2`` as a
  prior of ``RUN_PRIOR_DF`` degrees of freedom updated by the spread of
  the build's own runs, never below ``s2``, so a build whose runs
  disagree (one run disturbed) weighs less; over its ``n`` runs;
* build scatter ``tau2``: the robust variance of the differences of
  builds one apart and two apart (median absolute difference,
  Gaussian-consistent, halved; the larger of the two, since a machine
  that drifts slowly makes neighbours closer than builds further apart;
  two apart from ``LAG2_BUILDS`` builds on) less the mean run part,
  when positive;
* the scatter's lag-1 autocorrelation ``phi`` (from ``LAG2_BUILDS``
  builds on): this machine drifts, so neighbouring builds share part of
  their offset (an AR(1) process), and a stretch of builds above its
  mean is not a change. It is estimated from the residuals of a first
  segmentation (independent builds assumed): their lag-1 covariance
  within segments over their variance less the run part, in
  [0, ``PHI_MAX``]. The scatter then enters the search with the long-run
  variance factor ``(1 + phi) / (1 - phi)`` of an AR(1) process, as
  change-point tests for dependent data scale their statistic by the
  long-run variance (Lavielle and Moulines 2000; Chakar et al. 2017
  estimate ``phi`` robustly and decorrelate instead: measured beside it in
  ``bench/bench_history.py``, it found fewer steps at the same false-alarm
  rate).

Change points are found by binary segmentation (Vostrikova 1981; the
``Binseg`` of ``ruptures``) with the weighted Gaussian mean-shift cost
(sum of ``w (x - mean_w)^2``, ``w = 1/variance``): the best split of a
segment is kept when it lowers the cost by more than the penalty
``beta(n) = PENALTY * log(n)`` (n builds), each side at least
``MIN_SIZE`` builds, recursively. ``bench/bench_history.py`` measures the
false-alarm rate and delay of this against PELT and picks ``PENALTY``.

No noise is measured across a jump (``detect``). First the jumps: a
neighbouring difference beyond the threshold and ``JUMP_SDS`` robust sds of
the differences left (never less than the run noise gives), largest first,
is left out of the build scatter (in five builds with one 20x slower, half
the differences cross it, and their median would make the scatter the
jump). Steps are then found twice: the second time with the noise measured
without the differences across the first pass's change points and spikes.
A spike (a build off both neighbours the same way by more than the
threshold and ``SPIKE_SDS`` of its noise, the neighbours agreeing) weighs
nothing in the segmentation and is judged on its own, its neighbours
against it: a regression reverted the next build is reported as such.
The newest build cannot end a segment of its own (``MIN_SIZE``), and a
segmentation of the whole series draws a move there one build early: so
the builds before it are segmented without it, and when it moved off its
segment's builds (which agree) past the threshold and ``SPIKE_SDS`` of the
difference's noise, it is a change point of its own (``newest``: judged
against the builds before, noted as not yet confirmed). A regression whose
next change point goes back to where it began (``reverts``) is noted as
reverted, after how many builds, and the change back as its revert.

Verdict per change point, by ``diff``'s rule for a row: the builds of the
segment before it (at most ``WINDOW``, since the change before) against
those after (likewise), each build one run; the change the log ratio of
their geometric means; its variance the segments' pooled spread, never
below the mean variance of their builds (run noise and scatter, as ``diff``
floors a run's by its iterations' own), moderated toward the other change
points' (``analysis.stats.intervals.run_intervals``: limma's prior);
every interval widened to the false-coverage level of the change points
judged together (``intervals.adjust``). ``decide`` reads
the interval alone: ``regressed`` (``improved``) when it lies beyond
+``threshold_pct`` (-) and the change is at least ``min_us`` per
iteration; ``unchanged`` when it lies inside +-threshold (or the change is
under ``min_us``): those are counted, not listed; ``inconclusive`` when it
reaches across a threshold, or there is none ("evidence too thin").
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from ..analysis.stats.distributions import chi2_isf
from ..choice import Choice
from ..diff import Status, VerdictKind
from .query import TOTAL, History, Series

PENALTY = 3.0
MIN_SIZE = 2
WINDOW = 8
LAGS = (1, 2)  # build scatter: differences of builds this many apart
LAG2_BUILDS = 10  # the second lag, and the autocorrelation, from this many builds on
RUN_PRIOR_DF = 4.0  # degrees of freedom of the machine's run noise as a prior of each build's
PHI_MAX = 0.8  # the largest lag-1 autocorrelation of the build scatter taken (a factor 9)
FLOOR = 1e-8  # identical values (a synthetic series): keep the weights finite



class ChangeStatus(Choice):
    """A change point's (or a checked lineage's) status: ``diff``'s row statuses, and the
    environment shift of a whole build; in order of rank."""

    REGRESSED = Status.REGRESSED.value
    IMPROVED = Status.IMPROVED.value
    INCONCLUSIVE = Status.INCONCLUSIVE.value
    ENVIRONMENT_SHIFT = VerdictKind.ENVIRONMENT_SHIFT.value
    ADDED = Status.ADDED.value  # check: a lineage new in the checked build
    UNCHANGED = Status.UNCHANGED.value


#: Capture conditions (``summary.CONDITIONS``) that are the machine: another one runs the same code at
#: another speed (as ``analysis.conditions`` weighs them), with how a change of each is named.
MACHINE = (("cpu", "CPU"), ("cpu_manufacturer", "CPU maker"), ("cpu_id", "CPUID"), ("cpu_arch", "architecture"),
           ("os", "OS"), ("cores", "cores"), ("ram_mb", "MB RAM"))


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
    status: ChangeStatus
    note: str
    kind: str = "step"  # "spike": one build off and back (judged alone); "newest": at the newest build


@dataclass
class Found:
    history: History
    options: Options
    changes: list[Change]  # listed ones, ranked by |effect on the total|
    breaks: dict[int, list[int]]  # lineage -> change build indices (all detected, listed or not)
    below: int  # detected shifts below the threshold (not listed)
    noise: dict[int, float] = field(default_factory=dict)  # lineage -> typical build sd (log)
    #: lineage -> each build's variance (log; ``Noise.build``), measured without the jumps
    variance: dict[int, np.ndarray] = field(default_factory=dict)
    spikes: dict[int, list[int]] = field(default_factory=dict)  # lineage -> its spikes' build indices

    def since(self, build: str) -> Found:
        """Only change points at or after ``build`` (a build id of the series)."""
        order = self.history.builds.build
        if build not in order:
            from .store import StoreError
            raise StoreError(f"--since {build}: no such build in {self.history.benchmark}/{self.history.device}")
        at = order.index(build)
        return Found(self.history, self.options, [c for c in self.changes if c.b >= at], self.breaks, self.below,
                     self.noise, self.variance, self.spikes)


def decide(pct: float, low_pct: float, high_pct: float, delta_ms: float, n_before: int, n_after: int,
           options: Options) -> tuple[ChangeStatus, str]:
    """Status and note of a change, by the interval as ``diff`` decides a
    row (``diff.Status``): under ``min_us`` per iteration ``unchanged``; the
    whole interval beyond +-threshold ``regressed``/``improved``; inside it
    ``unchanged``; across a threshold ``inconclusive``. Without an interval
    (a side of one build) a move past the threshold is ``inconclusive``
    ("evidence too thin")."""
    thr, floor = options.threshold_pct, options.min_us / 1000.0
    if not abs(delta_ms) >= floor:
        return ChangeStatus.UNCHANGED, f"under {options.min_us:g} µs per iteration"
    if n_after < 1 or not (math.isfinite(low_pct) and math.isfinite(high_pct)):
        if abs(pct) >= thr:
            return ChangeStatus.INCONCLUSIVE, f"evidence too thin ({n_before} builds before, {n_after} after)"
        return ChangeStatus.UNCHANGED, "shift below the threshold"
    if low_pct >= thr:
        return ChangeStatus.REGRESSED, ""
    if high_pct <= -thr:
        return ChangeStatus.IMPROVED, ""
    if -thr < low_pct and high_pct < thr:
        return ChangeStatus.UNCHANGED, "interval within the threshold"
    return ChangeStatus.INCONCLUSIVE, f"interval {low_pct:+.1f}%..{high_pct:+.1f}% reaches across ±{thr:g}%"


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

    def cost(a: int | np.ndarray, b: int | np.ndarray) -> np.ndarray:
        sw = cw[b] - cw[a]
        sx = cwx[b] - cwx[a]
        return np.asarray(cwxx[b] - cwxx[a] - sx * sx / sw)  # an array for slices, 0-d for one segment

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


@dataclass(frozen=True)
class Noise:
    """A series' noise, per build (see the module doc)."""

    run: np.ndarray  # each build's variance of its mean from its runs (moderated)
    scatter: float  # build-to-build variance beyond the runs
    phi: float = 0.0  # lag-1 autocorrelation of that scatter (0 when not estimated)

    @property
    def build(self) -> np.ndarray:
        """Each build's variance of its estimate."""
        return np.maximum(self.run + self.scatter, FLOOR)

    @property
    def long_run(self) -> np.ndarray:
        """The variance change points are found with: the scatter's part times the long-run
        variance factor ``(1 + phi) / (1 - phi)`` of an AR(1) process."""
        return np.maximum(self.run + self.scatter * (1.0 + self.phi) / (1.0 - self.phi), FLOOR)


def noise(n: np.ndarray, var_log: np.ndarray, within: np.ndarray, x: np.ndarray, lags: tuple[int, ...] = LAGS,
          moderate: bool = True, dependent: bool = True, penalty: float = PENALTY,
          cuts: tuple[int, ...] = ()) -> Noise:
    """The run noise, build scatter and its autocorrelation of a series of build estimates ``x``
    (``n`` runs each, their sample variance ``var_log``, mean within-run variance ``within``).
    ``lags``: the distances between builds whose differences give the scatter; ``moderate``: each
    build's run variance moderated by its own spread; ``dependent``: the scatter's autocorrelation
    estimated (else 0); ``cuts``: change points found so far (differences across one, and
    spikes' builds, do not count: no noise is measured across a jump). See the module doc."""
    several = (n >= 2) & np.isfinite(var_log)
    within_med = float(np.nanmedian(within)) if np.isfinite(within).any() else 0.0
    s2 = within_med
    if several.any():
        # The median of the builds' run variances, made unbiased for a
        # Gaussian (a median, so one disturbed build does not set the noise).
        df = float(np.median(n[several] - 1))
        s2 = max(float(np.median(var_log[several])) * df / float(chi2_isf(0.5, df)), within_med)
    run_part = s2 / np.maximum(n, 1)
    run = run_part
    if moderate:
        # Smyth's moderated variance (limma): the machine's noise as a prior of RUN_PRIOR_DF degrees
        # of freedom, updated by the build's own runs; never below the machine's.
        own = np.where(several, var_log, s2)
        dfs = np.where(several, n - 1, 0)
        run = np.maximum((RUN_PRIOR_DF * s2 + dfs * own) / (RUN_PRIOR_DF + dfs), s2) / np.maximum(n, 1)
    # Builds a step apart and two steps apart: the machine drifts slowly
    # (recorded series: neighbouring builds a median 2% apart, builds two apart 4%),
    # which neighbours alone would hide.
    # From LAG2_BUILDS builds on, so that a step or two spoil few of the differences.
    lags = lags if len(x) >= LAG2_BUILDS else lags[:1]
    spread = [float(np.median(d)) * 1.4826 for d in (_steady_differences(x, k, cuts) for k in lags) if len(d) >= 1]
    tau2 = max(max(spread) ** 2 / 2.0 - float(np.mean(run_part)), 0.0) if spread else 0.0
    out = Noise(run, tau2)
    if dependent and tau2 > 0 and len(x) >= LAG2_BUILDS:
        out = replace(out, phi=autocorrelation(x, out.build, float(np.mean(run_part)), penalty))
    return out


def _steady_differences(x: np.ndarray, k: int, cuts: tuple[int, ...]) -> np.ndarray:
    """|x[i + k] - x[i]| for the pairs not across a change point in ``cuts`` (NaN builds left out)."""
    if len(x) < k + 2:
        return np.empty(0)
    i = np.arange(len(x) - k)
    across = np.zeros(len(i), bool)
    for c in cuts:
        across |= (i < c) & (i + k >= c)
    d = np.abs(x[k:] - x[:-k])[~across]
    steady: np.ndarray = d[np.isfinite(d)]
    return steady


def autocorrelation(x: np.ndarray, var: np.ndarray, run: float, penalty: float = PENALTY) -> float:
    """The lag-1 autocorrelation of the build scatter: from the residuals of ``x`` around the means
    of a first segmentation (``var``: the builds' variances, independent builds assumed), their lag-1
    covariance within segments over their variance less the runs' part ``run`` (white noise has no
    lag-1 covariance); in [0, ``PHI_MAX``], 0 when the residuals are no wider than the runs."""
    edges = [0, *segment(x, var, penalty), len(x)]
    num = den = 0.0
    for a, b in zip(edges[:-1], edges[1:]):
        r = x[a:b] - x[a:b].mean()
        num += float(r[1:] @ r[:-1])
        den += float(r @ r)
    dof = len(x) - (len(edges) - 1)
    if dof < 2:
        return 0.0
    scatter = den / dof - run
    return float(min(max(num / dof / scatter, 0.0), PHI_MAX)) if scatter > 0 else 0.0


def build_variance(n: np.ndarray, var_log: np.ndarray, within: np.ndarray, x: np.ndarray,
                   lags: tuple[int, ...] = LAGS) -> np.ndarray:
    """Each build's variance of its mean log value (``noise(...).build``)."""
    return noise(n, var_log, within, x, lags, dependent=False).build


def find_changes(history: History, options: Options = Options()) -> Found:
    """Change points of every lineage and of the total (see the module doc)."""
    builds = history.builds.build
    parts = history.by_lineage()
    total = np.full(len(builds), np.nan)  # the total's mean log per build index
    if TOTAL in parts:
        total[parts[TOTAL].b] = parts[TOTAL].mean_log
    changes: list[Change] = []
    breaks: dict[int, list[int]] = {}
    typical: dict[int, float] = {}
    variance: dict[int, np.ndarray] = {}
    spiked: dict[int, list[int]] = {}
    below = 0
    pending: list[Pending] = []
    for lineage, part in parts.items():
        b, x = part.b, part.mean_log
        got = detect(part.n.astype(np.float64), part.var_log, part.within, x, options.threshold_pct, options.penalty)
        var = variance[lineage] = got.noise.build
        typical[lineage] = float(np.sqrt(np.median(var)))
        cuts = got.cuts
        breaks[lineage] = [int(b[c]) for c in cuts]
        spiked[lineage] = [int(b[i]) for i in got.spikes]
        edges = [0] + cuts + [len(x)]
        for j, c in enumerate(cuts):
            pending.append(Pending(lineage, b, x, var, max(edges[j], c - WINDOW), c, min(edges[j + 2], c + WINDOW),
                                   newest=c == got.newest, skip=tuple(got.spikes)))
        for i in got.spikes:
            j = int(np.searchsorted(edges, i, side="right")) - 1
            pending.append(Pending(lineage, b, x, var, max(edges[j], i - WINDOW), i,
                                   min(edges[j + 1], i + 1 + WINDOW), spike=True, skip=tuple(got.spikes)))
    for ch in _judge_all(history, pending, total, builds, options):
        if ch.status is ChangeStatus.UNCHANGED:
            below += 1
        else:
            changes.append(ch)
    changes = _environment(history, parts, breaks, _reverted(changes, options), total, variance, options)
    changes.sort(key=lambda c: (-abs(c.delta_ms), c.b, c.label))
    return Found(history, options, changes, breaks, below, typical, variance, spiked)


@dataclass(frozen=True)
class Detected:
    """One series' change points (``cuts``, the ``newest`` among them when the newest build is
    one), its spikes (judged on their own) and its noise, measured without the jumps."""

    cuts: list[int]
    spikes: list[int]
    newest: int | None
    noise: Noise


def detect(n: np.ndarray, var_log: np.ndarray, within: np.ndarray, x: np.ndarray, threshold_pct: float,
           penalty: float = PENALTY) -> Detected:
    """The change points and spikes of a series (see the module doc): the noise first measured
    without the differences that are ``jumps``, then again without those across the steps and
    spikes found; a move at the newest build (``newest``) is one too."""
    screen = jumps(x, noise(n, var_log, within, x, dependent=False).run, threshold_pct)
    found = noise(n, var_log, within, x, penalty=penalty, cuts=tuple(screen))
    spikes = _spikes(x, found.build, threshold_pct)
    cuts = segment(x, _without(found.long_run, spikes), penalty)
    # Again without the differences across the steps and spikes found: no noise across a jump.
    found = noise(n, var_log, within, x, penalty=penalty,
                  cuts=tuple(sorted({*screen, *cuts, *spikes, *(s + 1 for s in spikes)})))
    cuts, newest = _segment_to_newest(x, found, spikes, threshold_pct, penalty)
    return Detected(cuts, spikes, newest, found)


def _segment_to_newest(x: np.ndarray, found: Noise, spikes: list[int], threshold_pct: float,
                       penalty: float) -> tuple[list[int], int | None]:
    """The change points, and the newest build's index when it is one: the builds before it are
    segmented without it, and it is a change when it moved off the last segment (``_newest``);
    else the whole series is segmented (a move at the newest build would draw a step one
    build early, each segment being at least ``MIN_SIZE`` builds)."""
    var = _without(found.long_run, spikes)
    whole = segment(x, var, penalty)
    if _newest(x, found.build, whole, spikes, threshold_pct) is None and whole[-1:] != [len(x) - 2]:
        return whole, None  # the newest build moved off nothing (checked again only when it may have)
    before = segment(x[:-1], var[:-1], penalty)
    newest = _newest(x, found.build, before, spikes, threshold_pct)
    return (before + [newest], newest) if newest is not None else (whole, None)


#: A difference of neighbouring builds this many robust sds of the others (and past the
#: threshold) is a jump: no noise is measured across it.
JUMP_SDS = 4.0


def jumps(x: np.ndarray, run: np.ndarray, threshold_pct: float) -> list[int]:
    """Builds (indices of the first after) where the series jumped: the neighbouring difference,
    largest first, beyond the threshold and ``JUMP_SDS`` robust sds of the differences left (never
    below what the builds' run variances ``run`` give), while one difference or more is left."""
    d = np.abs(np.diff(x))
    d[~np.isfinite(d)] = 0.0
    run_sd = math.sqrt(2.0 * float(np.median(run))) if len(run) else 0.0
    floor = max(math.log1p(threshold_pct / 100.0), JUMP_SDS * run_sd)
    order = [int(i) for i in np.argsort(-d) if d[i] > floor]  # the candidates, largest first
    out: list[int] = []
    for k, i in enumerate(order):
        rest = np.delete(d, order[:k + 1])
        if not len(rest) or d[i] <= JUMP_SDS * max(float(np.median(rest)) * 1.4826, run_sd):
            break
        out.append(i + 1)
    return sorted(out)


def _newest(x: np.ndarray, var: np.ndarray, cuts: list[int], spikes: list[int], threshold_pct: float) -> int | None:
    """The newest build's index when it moved off the builds before it in its segment (at most
    ``WINDOW``, spikes left out) past the threshold and ``SPIKE_SDS`` of the noise of the
    difference, those builds agreeing (spread under half the move); else None. The segmentation
    cannot end a segment there (``MIN_SIZE``): a change not yet confirmed by a later build."""
    last = len(x) - 1
    start = max(cuts[-1] if cuts else 0, last - WINDOW)
    before = [i for i in range(start, last) if i not in spikes and np.isfinite(x[i])]
    if last < 2 or not before or not np.isfinite(x[last]):
        return None
    ref = x[before]
    step = abs(float(x[last] - ref.mean()))
    sd = math.sqrt(float(var[last]) + float(var[before].mean()) / len(before))
    agree = float(ref.max() - ref.min()) < step / 2
    return last if agree and step > max(math.log1p(threshold_pct / 100.0), SPIKE_SDS * sd) else None


#: A build this many times its noise (sd) off both neighbours, which agree, is a spike to judge
#: (``bench/bench_history.py``: at 3, spikes were most of the full rule's false alarms, 1.8 per
#: 1,000 builds under disturbed runs; at 4, 0.8, and 88% of 10% spikes still found instead of 90%).
SPIKE_SDS = 4.0


def _spikes(x: np.ndarray, var: np.ndarray, threshold_pct: float, sds: float = SPIKE_SDS) -> list[int]:
    """Builds that moved past the threshold and back at the next build: off both neighbours the
    same way, by more than the threshold and ``sds`` of its noise, the neighbours closer to each
    other than to it (a regression reverted the next build)."""
    out = []
    floor = math.log1p(threshold_pct / 100.0)
    for i in range(1, len(x) - 1):
        up, down = x[i] - x[i - 1], x[i] - x[i + 1]
        step = min(abs(up), abs(down))
        if up * down > 0 and step > max(floor, sds * math.sqrt(var[i])) and abs(x[i + 1] - x[i - 1]) < step / 2:
            out.append(i)
    return out


def _without(var: np.ndarray, spikes: list[int]) -> np.ndarray:
    """``var`` with the spikes' builds weightless (they are judged on their own)."""
    out: np.ndarray = var.copy()
    out[spikes] = 1e12
    return out


def condition_change(before: Mapping[str, object] | None,
                     after: Mapping[str, object] | None) -> tuple[str, str | None] | None:
    """A capture condition that changes timings and differs between two
    builds' runs: (the sentence naming it, the side it slows: ``candidate``
    when sampling came on, ``baseline`` when it went off, None for another
    machine); None when none differs or either build does not record them."""
    if not before or not after:
        return None
    sb, sa = before.get("sampling"), after.get("sampling")
    if sb is not None and sa is not None and sb != sa:
        return (f"call-stack sampling {'on' if sa else 'off'} from this build ({'off' if sa else 'on'} before): "
                f"sampling costs time", "candidate" if sa else "baseline")
    moved = [(label, before[k], after[k]) for k, label in MACHINE
             if before.get(k) is not None and after.get(k) is not None and before[k] != after[k]]
    if not moved:
        return None
    show = [f"{label} {_shown(label, a)} → {_shown(label, b)}" for label, a, b in moved]
    return "captured on another machine: " + "; ".join(show), None


def _shown(label: str, value: object) -> str:
    return f"{value:#x}" if label == "CPUID" and isinstance(value, int) else str(value)


def _environment(history: History, parts: dict[int, Series], breaks: dict[int, list[int]], changes: list[Change],
                 total: np.ndarray, variance: dict[int, np.ndarray], options: Options) -> list[Change]:
    """Change points at one build where the lineages holding most of the time
    moved alike, made one ``environment_shift`` of the total, as ``diff``
    calls a build pair: a build after which a capture condition that changes
    timings differs (another machine, sampling) and the lineages holding 80%
    of the time all moved the way it predicts (``analysis.conditions.
    moved_together``), or after which three lineages or more holding 80% of
    the time moved by one factor (``analysis.judge.common_shift``). The
    shift names the condition; the lineages' own change points within the
    factor's band (``judge.COMMON_SPREAD``) are folded into it, the others
    stay listed with a note."""
    builds = history.builds
    cut_lineages: dict[int, list[int]] = {}
    for lin, at_list in breaks.items():
        for at in at_list:
            if lin != TOTAL:
                cut_lineages.setdefault(at, []).append(lin)
    out = changes
    for at in sorted(cut_lineages) if TOTAL in parts else ():
        before_cond = builds.conditions[at - 1] if at > 0 else None
        if len(cut_lineages[at]) < 2 and condition_change(before_cond, builds.conditions[at]) is None:
            continue
        shift = environment_shift(_moves(parts, breaks, at), before_cond, builds.conditions[at], options.threshold_pct)
        if shift is None:
            continue
        env = _total_change(history, parts, breaks, at, total, variance[TOTAL], options)
        env = replace(env, status=ChangeStatus.ENVIRONMENT_SHIFT, note=shift.note)
        kept = []
        for c in out:
            if c.b == at and (c.lineage == TOTAL or c.lineage in shift.band):
                continue
            kept.append(replace(c, note=(c.note + "; " if c.note else "") + f"beside an environment shift "
                                f"x{shift.factor:.3g} at this build") if c.b == at else c)
        out = kept + [env]
    return out


def _reverted(changes: list[Change], options: Options) -> list[Change]:
    """``changes`` with an excursion named: a regression (improvement) of a lineage whose next change
    point goes back to where it began (``reverts``) notes that it was reverted, and after how many
    builds; the change back notes what it reverted."""
    moved = (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED)
    by_lineage: dict[int, list[int]] = {}
    for k, c in enumerate(changes):
        by_lineage.setdefault(c.lineage, []).append(k)
    out = list(changes)
    for ks in by_lineage.values():
        ks.sort(key=lambda k: changes[k].b)
        for k, nxt in zip(ks, ks[1:]):
            c, d = changes[k], changes[nxt]
            if c.kind == "spike" or c.status not in moved or d.status not in moved or c.status is d.status:
                continue  # a spike's note already says it was reverted
            if not reverts(c, d, options.threshold_pct):
                continue
            span = d.b - c.b
            what = "regression" if c.status is ChangeStatus.REGRESSED else "improvement"
            out[k] = replace(out[k], note=_joined(out[k].note, f"reverted at {d.build}, {span} build"
                                                  f"{'s' if span != 1 else ''} later"))
            out[nxt] = replace(out[nxt], note=_joined(out[nxt].note, f"back to before {c.build}: reverts its {what} "
                                                      f"of {span} build{'s' if span != 1 else ''}"))
    return out


def reverts(c: Change, d: Change, threshold_pct: float) -> bool:
    """Whether ``d``, a later change point of ``c``'s lineage, undid ``c``: one regressed and the
    other improved, and ``d`` ended where ``c`` began, within the threshold or, as a spike's
    neighbours agree, within half the smaller of the two moves."""
    moved = (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED)
    if c.status not in moved or d.status not in moved or c.status is d.status or min(c.before_ms, d.after_ms) <= 0:
        return False
    apart = abs(math.log(d.after_ms / c.before_ms))
    moves = min(abs(math.log(c.after_ms / c.before_ms)), abs(math.log(d.after_ms / d.before_ms)))
    return apart <= max(math.log1p(threshold_pct / 100.0), moves / 2)


def _joined(note: str, more: str) -> str:
    return f"{note}; {more}" if note else more


@dataclass(frozen=True)
class Shift:
    """An environment shift between two builds: the factor the time moved by, the lineages that moved
    with it (within its band), and the note that says why (the condition that changed, if one did)."""

    factor: float
    band: frozenset[int]
    note: str


def environment_shift(moved: list[tuple[int, float, float]], before: Mapping[str, object] | None,
                      after: Mapping[str, object] | None, threshold_pct: float) -> Shift | None:
    """Whether the lineages ``moved`` ((lineage, after/before, ms per iteration before), every
    lineage on both sides) moved as one environment shift, by ``diff``'s two rules: a capture
    condition that changes timings differs between the builds' conditions ``before`` and ``after``
    and the lineages holding 80% of the time all moved the way it predicts
    (``analysis.conditions.moved_together``); or, no condition differing, three lineages or more
    holding 80% of the time moved by one factor (``analysis.judge.common_shift``). The band: the
    lineages within the factor's tolerance (``judge.COMMON_SPREAD``)."""
    if len(moved) < 2:
        return None
    from ..analysis.conditions import moved_together  # pandas: only where a shift may be
    from ..analysis.judge import COMMON_SPREAD, common_shift

    cause = condition_change(before, after)
    lins = [lin for lin, _, _ in moved]
    ratio = np.array([r for _, r, _ in moved])
    b_ms = np.array([w for _, _, w in moved])
    if cause is not None:
        import pandas as pd

        rows = pd.DataFrame({"section": "dispatch", "baseline_ms_per_iter": b_ms,
                             "candidate_ms_per_iter": b_ms * ratio})
        if not moved_together(rows, cause[1], threshold_pct):
            return None
    elif common_shift(ratio, b_ms, np.full(len(moved), "dispatch", object), np.full(len(moved), "same", object),
                      threshold_pct) is None:
        return None
    order = np.argsort(ratio)
    cum = np.cumsum(b_ms[order])
    factor = float(ratio[order][np.searchsorted(cum, cum[-1] / 2.0)])  # time-weighted median, as diff's
    tolerance = max(math.log1p(threshold_pct / 100.0), COMMON_SPREAD * abs(math.log(factor)))
    band = frozenset(lin for lin, r in zip(lins, ratio) if abs(math.log(r / factor)) < tolerance)
    share = float(b_ms[[lin in band for lin in lins]].sum() / b_ms.sum())
    note = (f"{cause[0]}; " if cause else "") + \
        f"{len(band)} of {len(lins)} lineages ({share:.0%} of the time) moved x{factor:.3g}" + \
        ("" if cause else ": no capture condition changed (the machine's load or clocks, or a change that "
                          "slowed every dispatch alike)")
    return Shift(factor, band, note)


def _moves(parts: dict[int, Series], breaks: dict[int, list[int]], at: int) -> list[tuple[int, float, float]]:
    """Every lineage that ran on both sides of build ``at``: (lineage, after/before,
    ms per iteration before), its builds since its previous change point (at most
    ``WINDOW``) against those up to its next."""
    out = []
    for lin, part in parts.items():
        if lin == TOTAL:
            continue
        i = int(np.searchsorted(part.b, at))
        if i == 0 or i >= len(part.b):
            continue
        own = [int(np.searchsorted(part.b, c)) for c in breaks.get(lin, []) if c != at]
        lo = max([0, i - WINDOW] + [c for c in own if c < i])
        hi = min([len(part.b), i + WINDOW] + [c for c in own if c > i])
        before, after = float(part.mean_log[lo:i].mean()), float(part.mean_log[i:hi].mean())
        out.append((lin, math.exp(after - before), math.exp(before)))
    return out


def _total_change(history: History, parts: dict[int, Series], breaks: dict[int, list[int]], at: int,
                  total: np.ndarray, var: np.ndarray, options: Options) -> Change:
    """The total's change at build ``at``, judged as a change point of its own (``var``: each build's
    variance)."""
    part = parts[TOTAL]
    b, x = part.b, part.mean_log
    c = int(np.searchsorted(b, at))
    own = [int(np.searchsorted(b, k)) for k in breaks.get(TOTAL, []) if k != at]
    lo = max([0, c - WINDOW] + [k for k in own if k < c])
    hi = min([len(b), c + WINDOW] + [k for k in own if k > c])
    return _judge(history, TOTAL, b, x, var, lo, c, hi, total, history.builds.build, options)


@dataclass(frozen=True)
class Pending:
    """A change to judge: the builds ``lo``..``c`` of a lineage's series ``x`` against ``c``..``hi``
    (a ``spike``: build ``c`` alone against its neighbours on both sides), the lineage's other
    spikes (``skip``) left out of either side."""

    lineage: int
    b: np.ndarray
    x: np.ndarray
    var: np.ndarray  # each build's variance (``Noise.build``)
    lo: int
    c: int
    hi: int
    spike: bool = False
    newest: bool = False  # a change at the newest build, not yet confirmed by a later one
    skip: tuple[int, ...] = ()  # the lineage's spikes (indices into ``x``)

    def indices(self) -> tuple[np.ndarray, np.ndarray]:
        """The builds (indices into ``x``) before and after (a spike: its neighbours, and itself)."""
        at = np.arange(self.lo, self.hi)
        kept = at[~np.isin(at, self.skip) | (at == self.c)]
        if self.spike:
            return kept[kept != self.c], np.array([self.c])
        return kept[kept < self.c], kept[kept >= self.c]

    def sides(self) -> tuple[np.ndarray, np.ndarray]:
        """The log values before and after."""
        before, after = self.indices()
        return self.x[before], self.x[after]

    def floor(self) -> float:
        """The least variance of one build's estimate: the mean of its sides' builds' variances (the
        run noise and the build scatter measured without the jumps), as ``diff`` floors a run's by its
        iterations' own."""
        return float(self.var[np.concatenate(self.indices())].mean())


def _judge(history: History, lineage: int, b: np.ndarray, x: np.ndarray, var: np.ndarray, lo: int, c: int,
           hi: int, total: np.ndarray, builds: list[str], options: Options) -> Change:
    return _judge_all(history, [Pending(lineage, b, x, var, lo, c, hi)], total, builds, options)[0]


def _judge_all(history: History, pending: list[Pending], total: np.ndarray, builds: list[str],
               options: Options) -> list[Change]:
    """Every change judged as ``diff`` judges a row: each build one run, the change the log ratio of the
    segments' geometric means, its variance moderated toward the other changes' (limma), every
    interval widened to the false-coverage level of the changes judged together, then ``decide``."""
    from ..analysis.stats.intervals import adjust, run_intervals

    if not pending:
        return []
    sides = [p.sides() for p in pending]
    width = max(max(len(before), len(after)) for before, after in sides)
    grid = np.full((2, width, len(pending)), np.nan)
    for k, (before, after) in enumerate(sides):
        grid[0, :len(before), k], grid[1, :len(after), k] = before, after
    est = np.array([after.mean() - before.mean() for before, after in sides])
    iv, _ = run_intervals(grid[0], grid[1], est, LEVEL, floor=np.array([p.floor() for p in pending]))
    iv, _ = adjust(iv, np.zeros(len(pending)), options.threshold_pct, LEVEL)
    change, low, high = iv.pct()
    return [_change(history, p, float(change[k]), float(low[k]), float(high[k]), float(iv.p[k]), total, builds,
                    options) for k, p in enumerate(pending)]


#: The level of one change's interval before the false-coverage adjustment (as ``DiffOptions``).
LEVEL = 0.90


def _change(history: History, p: Pending, pct: float, low_pct: float, high_pct: float, pv: float,
            total: np.ndarray, builds: list[str], options: Options) -> Change:
    before, after = p.sides()
    gb, ga = float(np.exp(before.mean())), float(np.exp(after.mean()))
    delta = ga - gb
    status, note = decide(pct, low_pct, high_pct, delta, len(before), len(after), options)
    earlier = p.indices()[0]
    earlier = earlier[earlier < p.c]
    at, prev = int(p.b[p.c]), int(p.b[earlier[-1] if len(earlier) else p.c - 1])  # the build before, spikes left out
    if p.spike and status in (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED) and p.c + 1 < len(p.b):
        way = "regressed" if status is ChangeStatus.REGRESSED else "improved"
        back = builds[int(p.b[p.c + 1])]
        note = f"{way} at {builds[at]} and reverted at the next build, {back}: a spike of 1 build"
    if p.newest:
        note = "; ".join([*([note] if note else []), "at the newest build: not yet confirmed by a later build"])
    known = total[p.b[p.indices()[0]]]
    known = known[np.isfinite(known)]
    total_before = float(np.exp(known.mean())) if p.lineage != TOTAL and len(known) else gb
    return Change(p.lineage, history.label(p.lineage), at, builds[at], builds[prev],
                  tuple(history.names_at(p.lineage, at)), tuple(history.names_at(p.lineage, prev)), gb, ga,
                  pct, low_pct, high_pct, pv, delta, delta / total_before if total_before > 0 else math.nan,
                  len(before), len(after), status, note, "spike" if p.spike else "newest" if p.newest else "step")
