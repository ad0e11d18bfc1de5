"""The run-to-run noise one run a side cannot measure, and the corpus figures used without a profile.

In: a noise profile's per-row variances (``compare._noise``) or none, and
the diff's per-iteration grids. Out: ``RunNoise``: per row the variance of
a run's log mean time per iteration between runs, with degrees of freedom,
and the same for the total dispatch time, the ``DecisionBasis`` it makes
and a sentence saying where it came from.

Without a profile, a row's run-to-run standard deviation is a ratio times
its own standard deviation of log per-iteration totals (pooled over the two
sides); the total's likewise. The ratio depends on the load the capture
shows (``Load``): on a machine busy with other work the workers are
pre-empted, so a typical call of the largest dispatches runs well past
their fastest one (``call_spread``: the median call over the fastest,
``LOADED_SPREAD`` or more), and its runs drift apart far more than its
iterations scatter. Where no per-call samples show it, the scatter of the
total dispatch time's iterations (``load_sd``: the standard deviation of
its log per-iteration totals, ``LOADED_SD`` or more) reads the load. Both
sides are read; the larger figure counts. The ratios were fitted on the
decoder of the calibration corpus only (``CORPUS_SOURCE``):

* quiet (runs 11-20, other load about 0): a row's ratio median 0.48, p75
  0.61, p90 0.76 over 68 rows of 4 builds; the total's 0.48 to 0.84; the
  total's own sd 0.007 to 0.065 a run (one run 0.097);
* loaded (runs 1-10, other processes 40-90% of the CPUs, two rounds beside
  a CPU hog): a row's ratio median 0.98, p75 1.28, p90 1.80; the total's 2.4
  to 4.4; the total's own sd 0.036 to 0.345 a run.

Each regime takes about the 90th percentile of its rows and the largest of
its builds' totals. A profile (learned or given) replaces the ratio by its
own figures; on a capture that shows load the loaded ratio stays the least
a row or the total can claim with a learned profile, so a profile learned
on a quiet machine does not narrow a loaded diff's intervals (a profile the
user names is taken as stated).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from ...diff import DecisionBasis, Pair
from .intervals import within_sd

#: A side whose total dispatch time per iteration scatters by this standard deviation of its logs, or more,
#: ran on a loaded machine (decoder of the corpus: quiet runs 0.007-0.065 bar one, loaded 0.036-0.345).
LOADED_SD = 0.075
#: Run-to-run sd over a row's own iteration sd without a profile: quiet and loaded (see the module doc).
QUIET_RUN_RATIO = 0.8
LOADED_RUN_RATIO = 1.8
#: The same for the total dispatch time per iteration, whose runs drift together (the machine moves all rows).
QUIET_TOTAL_RATIO = 0.9
LOADED_TOTAL_RATIO = 4.4
CORPUS_SOURCE = ("decoder of the calibration corpus (IREE default scheduling, 4 builds x 20 runs: 10 on a quiet "
                 "machine, 10 on a loaded one)")
#: Degrees of freedom given to the corpus ratio (its rows and runs).
CORPUS_DF = 30.0


#: A side whose largest dispatch rows' median call runs this many times their fastest call, or more (the median
#: over those rows), ran on a loaded machine (calibration corpus, the decoder: quiet runs 1.04-1.10, loaded
#: 1.29-4.70; convnet and mlp, held out: quiet 1.02-1.50, loaded 1.31-9.70).
LOADED_SPREAD = 1.2
#: The dispatch rows whose calls ``call_spread`` reads: the largest of a side by time per iteration.
SPREAD_ROWS = 4


@dataclass(frozen=True)
class Load:
    """What one run a side shows of other work on the machine: ``scatter``
    (``load_sd``) and ``spread`` (``call_spread``), each the larger side's
    (NaN: not shown)."""

    scatter: float
    spread: float = math.nan

    @property
    def loaded(self) -> bool:
        """Whether the machine was busy with other work: by the calls' spread where it is shown, else by
        the iterations' scatter."""
        if math.isfinite(self.spread):
            return self.spread >= LOADED_SPREAD
        return math.isfinite(self.scatter) and self.scatter >= LOADED_SD

    def shown(self) -> str:
        """The figure that read the load, in words."""
        if math.isfinite(self.spread):
            return f"the largest dispatches' median call runs {self.spread:.2f}x their fastest"
        if math.isfinite(self.scatter):
            return f"the total's iterations scatter {self.scatter * 100:.1f}% (sd of logs)"
        return "the load unknown"


def call_spread(samples: Pair[list[np.ndarray]]) -> float:
    """The larger side's median, over its rows' sorted per-call samples (``samples``: per side, the
    ``SPREAD_ROWS`` largest dispatch rows'), of a row's median call over its fastest; NaN where no
    row has two positive calls."""
    spreads = []
    for rows in samples:
        each = [float(v[len(v) // 2]) / float(v[0]) for v in rows if len(v) >= 2 and v[0] > 0]
        if each:
            spreads.append(float(np.median(each)))
    return max(spreads) if spreads else math.nan


def load_sd(totals: Pair[np.ndarray]) -> float:
    """The larger side's standard deviation of the log total dispatch time per iteration (``totals``:
    each side's (1, iterations) grid); NaN when neither side has two iterations."""
    sds = [float(within_sd(g)[0]) for g in totals if g.shape[1] >= 2 and len(g)]
    sds = [s for s in sds if math.isfinite(s)]
    return max(sds) if sds else math.nan


@dataclass(frozen=True)
class RunNoise:
    """One run a side: the run-to-run variance of a run's log mean per
    iteration, per row (NaN: none of its own, so ``ratio`` times the row's own
    standard deviation of log per-iteration totals) and of the total, with
    degrees of freedom, the basis it makes, and where it came from.
    ``floor_ratio`` (a loaded capture, a learned profile): the least ratio any row may claim."""

    var: np.ndarray
    df: np.ndarray
    total_var: float
    total_df: float
    ratio: float = QUIET_RUN_RATIO
    ratio_df: float = CORPUS_DF
    basis: DecisionBasis = DecisionBasis.ASSUMED
    source: str = ""
    total_ratio: float = QUIET_TOTAL_RATIO
    floor_ratio: float = 0.0
    given: bool = False  # a profile the user named (``--noise``): taken as stated, load or not

    @classmethod
    def corpus(cls, nrows: int) -> RunNoise:
        """No profile: the corpus ratio for every row and the total (quiet until ``for_load`` says otherwise)."""
        return cls(np.full(nrows, np.nan), np.full(nrows, np.nan), math.nan, math.nan)

    def for_load(self, load: Load) -> RunNoise:
        """This noise for a diff whose captures show ``load``: the corpus's ratios of that load
        (no profile), or the loaded ratio as the least a profile's figures may claim (a loaded capture)."""
        loaded, shown = load.loaded, load.shown()
        if self.basis is DecisionBasis.ASSUMED:
            ratio, total = (LOADED_RUN_RATIO, LOADED_TOTAL_RATIO) if loaded else (QUIET_RUN_RATIO, QUIET_TOTAL_RATIO)
            where = "loaded" if loaded else "quiet"
            return replace(self, ratio=ratio, total_ratio=total, source=(
                f"no noise profile; {shown}, {'a loaded' if loaded else 'a quiet'} machine's: run noise {ratio:g}x "
                f"a row's iteration spread ({total:g}x for the total), measured on the {where} runs of the "
                f"{CORPUS_SOURCE}"))
        if not loaded or self.given:
            return replace(self, total_ratio=LOADED_TOTAL_RATIO if loaded else QUIET_TOTAL_RATIO)
        return replace(self, total_ratio=LOADED_TOTAL_RATIO, floor_ratio=LOADED_RUN_RATIO,
                       source=f"{self.source}; {shown}, a loaded machine's: no row claims less run noise than "
                              f"{LOADED_RUN_RATIO:g}x its iteration spread")

    def row_variance(self, grids: Pair[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per row of ``grids`` (rows, iterations) its run variance, degrees of
        freedom, and whether it is the ratio times the row's own spread."""
        own = np.isfinite(self.var)
        sd = np.sqrt(np.nanmean(np.vstack([within_sd(g) ** 2 for g in grids]), axis=0)) \
            if all(g.shape[1] >= 2 for g in grids) else np.full(len(self.var), np.nan)
        scaled = (self.ratio * sd) ** 2
        floor = (self.floor_ratio * sd) ** 2
        with np.errstate(invalid="ignore"):
            lifted = own & (np.nan_to_num(floor) > self.var)
        var = np.where(own, np.fmax(self.var, floor), scaled)
        # The ratio's variance is only as sure as the row's own iteration spread it scales.
        spread_df = float(sum(g.shape[1] - 1 for g in grids))
        return var, np.where(own & ~lifted, self.df, min(self.ratio_df, spread_df)), ~own | lifted

    def total_variance(self, totals: Pair[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``row_variance`` of the total dispatch time (``totals``: each side's (1, iterations) grid): the
        profile's total where it has one, else ``total_ratio`` times its own spread."""
        one = replace(self, var=np.array([self.total_var]), df=np.array([self.total_df]), ratio=self.total_ratio,
                      floor_ratio=LOADED_TOTAL_RATIO if self.floor_ratio else 0.0)
        return one.row_variance(totals)
