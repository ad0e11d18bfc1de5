"""Rows from figures: intervals, statuses, common shift, the total, ranking, verdict.

In: ``Figures`` (the matched groups, each row's calls and time per
iteration per side, its per-iteration grid, each side's dispatch
sequence), the ``DiffOptions``, the per-run estimates when a side has
several runs, and the ``RunNoise`` of one run a side (a noise profile's, or
the corpus ratio). Out: ``Judged`` (the rows table as ``diff.py`` documents
it, the total, the verdict and the common shift).

Status. Every compared row has one estimand, its time per iteration; its
change, interval, status, ratio, delta and share all come from it
(``intervals``). The intervals of a family (the dispatch rows and the
total; the enclosing rows) are widened to a false-coverage-rate level and
``intervals.decide`` reads each one alone: regressed or improved when the
whole interval lies beyond +-threshold, unchanged when it lies inside or
the change is under ``--min-us``, else inconclusive with
``runs_to_decide``. One side only is ``added`` or ``removed``.

Common shift. When three matched dispatch rows or more, holding 80% of the
baseline's dispatch time, moved by one factor at least ``threshold_pct``
away from 1, each within a quarter of that factor's distance from 1 on the
log scale (a -40% shift tolerates rows spread over about +-13%) or the
threshold, whichever is wider, that factor is the ``common_shift``. Rows
are judged against it (``relative``) only when the caller has evidence
that the environment moved (``compare``: a capture condition that differs,
or identical IR); else a uniform move is the build's. Judged against it, a
dispatch row's change, interval, ratio and delta per iteration are all
against the factor (the machine's part out), so they still agree; its
times per iteration stay as measured.

Verdict. From decided evidence only: the total's direction when the total
is decided (MIXED when decided rows went the other way); else the decided
rows: both ways MIXED, one way agreeing with the total's sign and
carrying at least half of the dispatch rows' summed |Δ/iter| REGRESSION or
IMPROVEMENT, else INCONCLUSIVE naming them; with no decided row NO
CHANGE when the total is unchanged, else INCONCLUSIVE. A REGRESSION's total
rose and an IMPROVEMENT's fell, always.

Ranking. Dispatch rows first, then enclosing zones. Within a section:
regressed rows by delta (largest first), improved rows (largest gain
first), then the rest by absolute delta.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from ..diff import (
    ROW_COLUMNS,
    CommonShift,
    DecisionBasis,
    DiffOptions,
    Evidence,
    Pair,
    Run,
    RunSummary,
    SampleUnit,
    Section,
    Side,
    Status,
    Structure,
    Tier,
    Total,
    Verdict,
    VerdictKind,
)
from .executions.sides import on_both
from .matching.pairing import Group
from .row_figures import Figures, SideTotals
from .stats.intervals import (
    MOST_UNITS,
    NO_FAMILY,
    TESTS,
    Intervals,
    Prior,
    adjust,
    decide,
    iteration_intervals,
    run_intervals,
    runs_to_decide,
    t_quantile,
    with_run_noise,
)
from .stats.run_evidence import RunEvidence, run_means
from .stats.run_noise import SPREAD_ROWS, Load, call_spread, load_sd
from .stats.run_noise import RunNoise as RunNoise
from .stats.significance import describe

#: A common shift needs this many matched rows and this share of dispatch time.
COMMON_MIN_ROWS = 3
COMMON_MIN_SHARE = 0.8
#: Rows in a common shift lie within this share of the factor's log distance from 1 (or the threshold):
#: a -40% shift tolerates rows within about +-13% of it.
COMMON_SPREAD = 0.25


@dataclass(frozen=True)
class Judged:
    rows: pd.DataFrame
    total: Total
    verdict: Verdict
    common_shift: CommonShift | None


def judge(figures: Figures, options: DiffOptions, runs: RunEvidence | None = None,
          noise: RunNoise | None = None, relative: bool | CommonShift = False) -> Judged:
    """The rows table, ranked, with statuses, the total and the verdict (see
    module doc). ``runs``: the per-run estimates when a side has several runs;
    ``relative``: judge the dispatch rows against the common shift (a
    ``CommonShift`` given: against that one, for a program too small for one
    to be found whose code did not change)."""
    groups, per = figures.groups, figures.per
    nrows = len(groups)
    noise = (noise if noise is not None else RunNoise.corpus(nrows)).for_load(_load(figures))
    iv, prior, notes0 = _intervals(figures, runs, noise, options.interval_level)
    total_iv, total_ms = total_interval(figures, options, runs, noise, prior)
    b_epi, b_ms = per.baseline.calls_per_iter, per.baseline.ms_per_iter
    c_epi, c_ms = per.candidate.calls_per_iter, per.candidate.ms_per_iter
    sections = np.array([sec for sec, _ in groups], dtype=object)
    structure = np.array([_structure(g, b, c) for (_, g), b, c in zip(groups, b_epi, c_epi)], dtype=object)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(b_ms > 0, c_ms / b_ms, np.nan)
    common = common_shift(ratio, b_ms, sections, structure, options.threshold_pct)
    if isinstance(relative, CommonShift):
        common = common or relative
    factor = np.where(sections == Section.DISPATCH.value, common.ratio if common and relative else 1.0, 1.0)
    judged_iv, q, status = _decide_all(iv, total_iv, factor, figures, total_ms, options)
    row = _RowJudgement(iv, _part(judged_iv, nrows), q[:nrows], status[:nrows], structure, ratio, factor)
    least, about = _units_to_decide(row.judged, row.status, options.threshold_pct, figures)
    unit = np.asarray(figures.samples.unit, dtype=object)
    notes = _notes(groups, per, unit, structure, sections, row.status, common if relative else None, row.judged,
                   least, about, notes0, options)
    table = _ranked(_rows_table(figures, runs, row, notes, least, about, options.interval_level), figures)
    total = total_change(_part(judged_iv, nrows, nrows + 1), total_ms, float(q[nrows]), Status(status[nrows]),
                         options, noise, runs)
    return Judged(table, total, _verdict(table, total, common if relative else None), common)


@dataclass(frozen=True)
class _RowJudgement:
    """Per row: its intervals as estimated and as judged (adjusted, against the factor), q, status,
    structure, measured ratio and the common factor it is judged against (1: none)."""

    iv: Intervals
    judged: Intervals
    q: np.ndarray
    status: np.ndarray
    structure: np.ndarray
    ratio: np.ndarray
    factor: np.ndarray


def _rows_table(figures: Figures, runs: RunEvidence | None, row: _RowJudgement, notes: list[str],
                least: np.ndarray, about: np.ndarray, level: float) -> pd.DataFrame:
    """The rows table's columns (``diff.py``'s ``ROW_COLUMNS`` but rank, share and fused_into), by row_id."""
    groups, per, samples = figures.groups, figures.per, figures.samples
    nrows = len(groups)
    b_epi, b_ms = per.baseline.calls_per_iter, per.baseline.ms_per_iter
    c_epi, c_ms = per.candidate.calls_per_iter, per.candidate.ms_per_iter
    bd, cd = on_both(lambda side: describe(samples, side, nrows), 0, 1)  # numpy's sums let go of the lock
    unit = np.asarray(samples.unit, dtype=object)
    basis, evidence = _basis(unit, row.iv)
    both = np.array([bool(g.baseline and g.candidate) for _, g in groups])
    change, low, high = row.judged.pct()
    none = pd.Series([()] * nrows, dtype=object)
    base_med = bd["median"]
    table: pd.DataFrame = pd.DataFrame({
        "row_id": np.arange(nrows, dtype=np.int64),
        "status": pd.Categorical(row.status, categories=Status.values()),
        "structure": pd.Categorical(row.structure, categories=Structure.values()),
        "match": pd.Categorical([g.match.value for _, g in groups], categories=Tier.values()),
        "section": pd.Categorical([sec for sec, _ in groups], categories=Section.values()),
        "baseline_name": pd.Series([" + ".join(g.baseline) or None for _, g in groups], dtype=object),
        "candidate_name": pd.Series([" + ".join(g.candidate) or None for _, g in groups], dtype=object),
        "baseline_names": pd.Series([tuple(g.baseline) for _, g in groups], dtype=object),
        "candidate_names": pd.Series([tuple(g.candidate) for _, g in groups], dtype=object),
        "match_detail": np.array([_detail(g, s, b, c) for (_, g), s, b, c in
                                  zip(groups, row.structure, b_epi, c_epi)], dtype=object),
        "baseline_execs_per_iter": b_epi, "candidate_execs_per_iter": c_epi,
        "baseline_ms_per_iter": b_ms, "candidate_ms_per_iter": c_ms,
        # Judged against a common shift: the change, ratio and delta are the build's, the machine's factor out.
        "delta_ms_per_iter": c_ms - b_ms * row.factor, "ratio": row.ratio / row.factor,
        "baseline_median_ms": bd["median"], "candidate_median_ms": cd["median"],
        "baseline_p10_ms": bd["p10"], "baseline_p90_ms": bd["p90"],
        "candidate_p10_ms": cd["p10"], "candidate_p90_ms": cd["p90"],
        "baseline_min_ms": bd["min"], "candidate_min_ms": cd["min"],
        "baseline_std_ms": bd["std"], "candidate_std_ms": cd["std"],
        "baseline_samples": bd["n"].astype(np.int64), "candidate_samples": cd["n"].astype(np.int64),
        "unit": unit,
        "shift_ms": change / 100.0 * base_med, "shift_low_ms": low / 100.0 * base_med,
        "shift_high_ms": high / 100.0 * base_med,
        "p_value": row.iv.p, "p_test": np.array([TESTS[str(v)] if np.isfinite(p) else "" for v, p in
                                                 zip(basis, row.iv.p)], dtype=object),
        "q_value": row.q, "significant": row.q <= 1.0 - level,
        "evidence": evidence,
        "baseline_run_ms": pd.Series(runs.per_row(Side.BASELINE), dtype=object) if runs is not None else none,
        "candidate_run_ms": pd.Series(runs.per_row(Side.CANDIDATE), dtype=object) if runs is not None
        else none.copy(),
        "noise_floor": runs.comparison.noise_floor if runs is not None else np.full(nrows, np.nan),
        "change_pct": np.where(both, change, np.nan), "change_low_pct": np.where(both, low, np.nan),
        "change_high_pct": np.where(both, high, np.nan), "interval_level": row.judged.level,
        "decision_basis": basis,
        "runs_to_decide": pd.array([int(v) if v > 0 else None for v in about], dtype="Int64"),
        "runs_to_decide_least": pd.array([int(v) if v > 0 else None for v in least], dtype="Int64"),
        "ir": pd.Series([None] * nrows, dtype=object), "isa": pd.Series([None] * nrows, dtype=object),
        "note": np.array(notes, dtype=object)})
    return table


def _ranked(table: pd.DataFrame, figures: Figures) -> pd.DataFrame:
    """``table`` with each row's share of the change, ranked, with the ranks its work moved into, in
    ``ROW_COLUMNS`` order."""
    table["share_of_change"] = _share(table)
    target = _fused_into(figures.groups)
    table = _rank(table)
    rank_of = np.zeros(len(table), np.int64)
    rank_of[table["row_id"].to_numpy()] = table["rank"].to_numpy()
    ranks = [tuple(int(rank_of[t]) for t in target[r]) for r in table["row_id"].to_numpy()]
    table["fused_into"] = pd.array([r[0] if r else None for r in ranks], dtype="Int64")
    table["fused_into_ranks"] = pd.Series(ranks, index=table.index, dtype=object)
    out: pd.DataFrame = table[list(ROW_COLUMNS)]
    return out


def _basis(unit: np.ndarray, iv: Intervals) -> tuple[np.ndarray, np.ndarray]:
    """Each row's ``decision_basis`` and ``evidence`` (no timeline: totals)."""
    capture = unit == SampleUnit.CAPTURE
    basis = np.where(capture, DecisionBasis.TOTALS.value, iv.basis).astype(object)
    runs = iv.basis == DecisionBasis.RUNS.value
    evidence = np.where(capture, Evidence.TOTALS.value, np.where(runs, Evidence.RUNS.value, Evidence.SAMPLES.value))
    return basis, evidence.astype(object)


def _decide_all(iv: Intervals, total_iv: Intervals, factor: np.ndarray, figures: Figures, total_ms: Pair[float],
                options: DiffOptions) -> tuple[Intervals, np.ndarray, np.ndarray]:
    """The rows' and the total's intervals at their families' false-coverage level (one family per
    section, the total one more claim of the dispatch rows'), their q and status (rows then total;
    a row on one side only added or removed)."""
    groups, per = figures.groups, figures.per
    sections = np.array([sec for sec, _ in groups], dtype=object)
    both = np.array([bool(g.baseline and g.candidate) for _, g in groups])
    judged_iv, q = adjust(_concat(relative_to(iv, np.log(factor)), total_iv),
                          np.append(np.where(both, sections, NO_FAMILY), Section.DISPATCH.value),
                          options.threshold_pct, options.interval_level)
    delta = per.candidate.ms_per_iter - per.baseline.ms_per_iter * factor
    status = decide(judged_iv, np.append(delta, total_ms.candidate - total_ms.baseline), options.threshold_pct,
                    options.min_abs_us_per_iter / 1000.0)
    for r, (_, g) in enumerate(groups):
        if not both[r]:
            status[r] = (Status.REMOVED if not g.candidate else Status.ADDED).value
    return judged_iv, q, status


def _concat(a: Intervals, b: Intervals) -> Intervals:
    return Intervals(*(np.concatenate([getattr(a, f), getattr(b, f)]) for f in
                       ("est", "low", "high", "p", "se", "df", "n_eff", "basis")))


def _part(iv: Intervals, start: int, stop: int | None = None) -> Intervals:
    """Quantities ``start``..``stop`` of ``iv`` (``stop`` alone given as ``start``: the first ``start``)."""
    lo, hi = (0, start) if stop is None else (start, stop)
    return Intervals(iv.est[lo:hi], iv.low[lo:hi], iv.high[lo:hi], iv.p[lo:hi], iv.se[lo:hi], iv.df[lo:hi],
                     iv.n_eff[lo:hi], iv.basis[lo:hi], iv.level[lo:hi] if iv.level is not None else None)


def relative_to(iv: Intervals, log_factor: np.ndarray) -> Intervals:
    """``iv`` judged against a common factor: every change divided by it."""
    return Intervals(iv.est - log_factor, iv.low - log_factor, iv.high - log_factor, iv.p, iv.se, iv.df,
                     iv.n_eff, iv.basis)


def _grids(figures: Figures) -> Pair[np.ndarray] | None:
    g = figures.iteration_ms
    return Pair(g[Side.BASELINE], g[Side.CANDIDATE]) if g else None


def _intervals(figures: Figures, runs: RunEvidence | None, noise: RunNoise,
               level: float) -> tuple[Intervals, Prior | None, list[str]]:
    """Each row's interval: from its runs' means where a side has two or
    more (moderated), else from its iterations plus the run noise."""
    nrows = len(figures.groups)
    notes = [""] * nrows
    grids = _grids(figures)
    if grids is None:  # no timeline: the point change of the totals
        iv = Intervals.empty(nrows, DecisionBasis.TOTALS)
        b, c = figures.per.baseline.ms_per_iter, figures.per.candidate.ms_per_iter
        with np.errstate(divide="ignore", invalid="ignore"):
            iv.est[:] = np.where((b > 0) & (c > 0), np.log(c / b), np.nan)
        return iv, None, notes
    iv = iteration_intervals(grids.baseline, grids.candidate, level)
    if runs is not None and runs.several:
        logs = runs.estimates.map(lambda e: np.log(np.where(e > 0, e, np.nan)))
        from_runs, prior = run_intervals(logs.baseline, logs.candidate, iv.est, level,
                                         floor=_run_mean_floor(grids, figures.summaries))
        has = np.isfinite(from_runs.se)
        iv.take(has, from_runs)
        cmp = runs.comparison
        for r in np.flatnonzero(~has & (cmp.runs_baseline > 0) & (cmp.runs_candidate > 0)):
            notes[r] = (f"ran in too few runs for a run-level interval ({cmp.runs_baseline[r]} vs "
                        f"{cmp.runs_candidate[r]})")
        return iv, prior, notes
    var, df, scaled = noise.row_variance(grids)
    return with_run_noise(iv, var, df, level, noise.basis, scaled), None, notes


def _run_mean_floor(grids: Pair[np.ndarray], summaries: Pair[RunSummary]) -> np.ndarray:
    """Per row the sampling variance of one run's log mean from its iterations' spread (the larger side's)."""
    parts = []
    for grid, summary in zip(grids, summaries):
        per_run = max(summary.iterations / max(len(summary.runs), 1), 1.0)
        with np.errstate(invalid="ignore", divide="ignore"):
            rel = grid.var(axis=1, ddof=1) / grid.mean(axis=1) ** 2 if grid.shape[1] > 1 else \
                np.full(len(grid), np.nan)
        parts.append(rel / per_run)
    with np.errstate(invalid="ignore"):
        floor: np.ndarray = np.fmax(parts[0], parts[1])
    return floor


def _units_to_decide(iv: Intervals, status: np.ndarray, threshold_pct: float,
                     figures: Figures) -> tuple[np.ndarray, np.ndarray]:
    """("at least", "about") units per side for inconclusive rows only (-1 elsewhere, or beyond
    ``MOST_UNITS``); iterations on the samples basis, else runs."""
    runs = iv.basis != DecisionBasis.SAMPLES.value
    about, least = runs_to_decide(iv, threshold_pct, iv.level if iv.level is not None else 0.9, runs)
    open_ = status == Status.INCONCLUSIVE.value
    return np.where(open_, least, -1), np.where(open_, about, -1)


def _structure(g: Group, b_epi: float, c_epi: float) -> str:
    if not g.candidate:
        return Structure.REMOVED.value
    if not g.baseline:
        return Structure.ADDED.value
    same_calls = math.isclose(b_epi, c_epi, rel_tol=1e-9)
    if len(g.baseline) == 1 and len(g.candidate) == 1:
        return Structure.SAME.value if same_calls else Structure.RECOUNTED.value
    if not same_calls:
        return Structure.FUSED.value if b_epi > c_epi else Structure.SPLIT.value
    return Structure.SAME.value  # other names, as many calls: per call comparable


def _detail(g: Group, structure: str, b_epi: float, c_epi: float) -> str:
    if structure in (Structure.SAME.value, Structure.ADDED.value, Structure.REMOVED.value) and \
            len(g.baseline) <= 1 and len(g.candidate) <= 1:
        return g.detail
    nb, nc = len(g.baseline), len(g.candidate)
    counts = (f"{b_epi:.3g} execution{'s' if b_epi != 1 else ''} per iteration of {nb} "
              f"dispatch{'es' if nb != 1 else ''} became {c_epi:.3g} of {nc}")
    return f"{counts}; {g.detail}"


def common_shift(ratio: np.ndarray, b_ms: np.ndarray, sections: np.ndarray, structure: np.ndarray,
                 threshold_pct: float) -> CommonShift | None:
    """The factor nearly all dispatch time moved by, when there is one (see module doc)."""
    dispatch = sections == Section.DISPATCH.value
    total = float(b_ms[dispatch].sum())
    use = dispatch & (structure == Structure.SAME.value) & np.isfinite(ratio) & (ratio > 0) & (b_ms > 0)
    if use.sum() < COMMON_MIN_ROWS or total <= 0:
        return None
    r, w = ratio[use], b_ms[use]
    order = np.argsort(r)
    cum = np.cumsum(w[order])
    factor = float(r[order][np.searchsorted(cum, cum[-1] / 2.0)])
    if abs(factor - 1.0) * 100.0 < threshold_pct:
        return None
    tolerance = max(math.log1p(threshold_pct / 100.0), COMMON_SPREAD * abs(math.log(factor)))
    band = np.abs(np.log(r / factor)) < tolerance
    share = float(w[band].sum()) / total
    if band.sum() < COMMON_MIN_ROWS or share < COMMON_MIN_SHARE:
        return None
    return CommonShift(ratio=factor, share_of_time=share)


def _notes(groups: list[tuple[str, Group]], per: Pair[SideTotals], unit: np.ndarray, structure: np.ndarray,
           sections: np.ndarray, status: np.ndarray, common: CommonShift | None, iv: Intervals,
           least: np.ndarray, about: np.ndarray, first: list[str], options: DiffOptions) -> list[str]:
    """Each row's note: why its status is what it is."""
    b_epi, b_ms, b_count = per.baseline.calls_per_iter, per.baseline.ms_per_iter, per.baseline.calls
    c_epi, c_ms, c_count = per.candidate.calls_per_iter, per.candidate.ms_per_iter, per.candidate.calls
    threshold = options.threshold_pct
    factor = common.ratio if common else 1.0
    change, low, high = iv.pct()
    notes = []
    for r, (_, g) in enumerate(groups):
        both = bool(g.baseline and g.candidate)
        note = [first[r]] if first[r] else []
        if structure[r] == Structure.RECOUNTED.value:
            note.append(f"calls per iteration changed ({b_epi[r]:.3g} → {c_epi[r]:.3g})")
        sides = ((Side.BASELINE, b_epi[r], g.baseline), (Side.CANDIDATE, c_epi[r], g.candidate))
        uneven = [side.value for side, epi, names in sides if names and not _whole(epi)]
        if uneven:
            note.append(f"calls per iteration uncertain on the {' and '.join(uneven)} side (not the same "
                        "in every iteration: calls missing from some, or chunks of calls not told apart)")
        capture = unit[r] == SampleUnit.CAPTURE
        note += ["no timeline: judged by totals, no test"] if capture and both else []
        note += ["no baseline execution in the kept iterations"] if b_count[r] == 0 and g.baseline else []
        note += ["no candidate execution in the kept iterations"] if c_count[r] == 0 and g.candidate else []
        shifted = common is not None and sections[r] == Section.DISPATCH.value and both and b_ms[r] > 0
        if shifted:
            own = (c_ms[r] / b_ms[r] - 1.0) * 100.0
            way = f"{abs(own):.0f}% {'slower' if own > 0 else 'faster'}"
            note.append(f"{way}, {change[r]:+.1f}% relative to the common shift ({(factor - 1) * 100:+.0f}%)")
        s = status[r]
        if s == Status.UNCHANGED.value and both and not capture:
            if abs(c_ms[r] - b_ms[r] * (factor if shifted else 1.0)) < options.min_abs_us_per_iter / 1000.0:
                note.append("change under --min-us")
            else:
                note.append(f"interval inside ±{threshold:g}%")
        elif s == Status.INCONCLUSIVE.value:
            if not np.isfinite(low[r]):
                note.append("too few iterations for an interval" if both else "no samples on a side")
            else:
                note.append(f"interval [{low[r]:+.1f}%, {high[r]:+.1f}%] straddles ±{threshold:g}%")
            need = decide_phrase(int(about[r]), int(least[r]), DecisionBasis(iv.basis[r]).units,
                                 bool(np.isfinite(iv.se[r]) and iv.se[r] > 0))
            note += [f"{need} per side would decide"] if need else []
        notes.append("; ".join(note))
    return notes


def decide_phrase(about: int, least: int, units: str, spread: bool) -> str | None:
    """"about 6 runs (at least 4)", "more than 50 runs (at least 30)", or None without a known spread."""
    if not spread:
        return None
    at_least = f" (at least {least})" if 0 < least < (about if about > 0 else MOST_UNITS + 1) else ""
    if about > 0:
        return f"about {about} {units}{at_least}"
    return f"more than {MOST_UNITS} {units}{at_least}"


def _whole(value: float) -> bool:
    """Whether a calls-per-iteration figure is a whole number (NaN counts as one: no calls)."""
    return bool(np.isnan(value) or abs(value - round(value)) < 1e-9)


def ratio_pct(c: float, b: float) -> float:
    return (c / b - 1.0) * 100.0 if b > 0 else math.nan


def _share(table: pd.DataFrame) -> np.ndarray:
    """Each dispatch row's share of all slowdown (delta > 0) or all speedup (delta < 0)."""
    delta = table["delta_ms_per_iter"].to_numpy(np.float64)
    dispatch = (table["section"] == Section.DISPATCH.value).to_numpy()
    up = float(delta[dispatch & (delta > 0)].sum())
    down = float(delta[dispatch & (delta < 0)].sum())
    with np.errstate(divide="ignore", invalid="ignore"):
        share = np.where(delta > 0, delta / up, np.where(delta < 0, delta / down, 0.0))
    return np.where(dispatch, share, np.nan)


def _fused_into(groups: list[tuple[str, Group]]) -> list[list[int]]:
    """Per row the row_ids its vanished work moved into (empty: none), as
    matching found them (``Group.fused_into``: a removed dispatch's, or the
    vanished extra calls of one with fewer calls per iteration)."""
    row_of = {n: r for r, (sec, g) in enumerate(groups) if sec == Section.DISPATCH.value for n in g.baseline}
    return [list(dict.fromkeys(row_of[n] for n in g.fused_into if n in row_of)) for _, g in groups]


#: Statuses that decide a row's change (ranked before the undecided, whatever their size).
DECIDED = frozenset({Status.REGRESSED.value, Status.IMPROVED.value, Status.ADDED.value, Status.REMOVED.value})


def _rank(table: pd.DataFrame) -> pd.DataFrame:
    """Rows by what they cost: dispatch rows first, decided rows (``DECIDED``) before the others,
    each by |delta per iteration|, largest first."""
    delta = table["delta_ms_per_iter"].to_numpy(np.float64)
    status = table["status"].astype(str).to_numpy(object)
    bucket = np.where(np.isin(status, list(DECIDED)), 0, 1)
    key = -np.abs(np.nan_to_num(delta))
    section = np.where(table["section"].astype(str).to_numpy(object) == Section.DISPATCH.value, 0, 1)
    order = np.lexsort((table["row_id"].to_numpy(), key, bucket, section))
    out = table.iloc[order].reset_index(drop=True)
    out.insert(1, "rank", np.arange(1, len(out) + 1, dtype=np.int64))
    ranked: pd.DataFrame = out
    return ranked


def total_interval(figures: Figures, options: DiffOptions, runs: RunEvidence | None = None,
                   noise: RunNoise | None = None, prior: Prior | None = None) -> tuple[Intervals, Pair[float]]:
    """The total dispatch time per iteration of each side and its change
    interval, estimated as a row's is: from each run's mean per iteration (a
    side with several runs; its own variance, not moderated: the rows'
    ``prior`` is of rows), else from the iterations' totals plus the run noise
    (``noise`` as ``RunNoise.for_load`` made it; None: the corpus's)."""
    level = options.interval_level
    dispatch = np.array([sec == Section.DISPATCH for sec, _ in figures.groups], bool)
    b = float(figures.per.baseline.ms_per_iter[dispatch].sum())
    c = float(figures.per.candidate.ms_per_iter[dispatch].sum())
    grids = _grids(figures)
    if grids is None:
        iv = Intervals.empty(1, DecisionBasis.TOTALS)
        iv.est[0] = math.log(c / b) if b > 0 and c > 0 else math.nan
        return iv, Pair(b, c)
    totals = grids.map(lambda g: g[dispatch].sum(axis=0, keepdims=True))
    iv = iteration_intervals(totals.baseline, totals.candidate, level)
    side_runs = figures.summaries.map(lambda s: s.runs)
    if runs is not None and runs.several:
        means = Pair(log_means_of(totals.baseline, side_runs.baseline), log_means_of(totals.candidate,
                                                                                   side_runs.candidate))
        # Its own variance: the rows' prior is of rows, and the machine moves all of them together.
        from_runs, _ = run_intervals(means.baseline, means.candidate, iv.est, level)
        if np.isfinite(from_runs.se[0]):
            return from_runs, Pair(b, c)
        return iv, Pair(b, c)
    noise = noise if noise is not None else RunNoise.corpus(0).for_load(_load(figures))
    var, df, scaled = noise.total_variance(totals)
    return with_run_noise(iv, var, df, level, noise.basis, scaled), Pair(b, c)


def _load(figures: Figures) -> Load:
    """The load the captures show (``run_noise.Load``): the scatter of the diff's total dispatch time per
    iteration (NaN without a timeline) and the spread of the calls of each side's largest dispatch rows
    sampled by execution."""
    dispatch = np.array([sec == Section.DISPATCH for sec, _ in figures.groups], bool)
    by_call = dispatch & (np.asarray(figures.samples.unit, dtype=object) == SampleUnit.EXECUTION.value)
    largest = [np.flatnonzero(by_call)[np.argsort(-side.ms_per_iter[by_call], kind="stable")[:SPREAD_ROWS]]
               for side in figures.per]
    spread = call_spread(Pair(*([values[int(r)] for r in rows if int(r) in values]
                                for values, rows in zip(figures.samples.values, largest))))
    grids = _grids(figures)
    if grids is None:
        return Load(math.nan, spread)
    return Load(load_sd(grids.map(lambda g: g[dispatch].sum(axis=0, keepdims=True))), spread)


def log_means_of(total: np.ndarray, runs: tuple[Run, ...]) -> np.ndarray:
    """(runs, 1): the log of each run's mean of the one-row grid ``total``."""
    with np.errstate(divide="ignore", invalid="ignore"):
        logs: np.ndarray = np.log(run_means(total, runs))
    return logs


def detectable_pct(iv: Intervals, threshold_pct: float) -> float:
    """The smallest change the quantity's interval (its se, df and level) would decide as a regression."""
    se, df = float(iv.se[0]), float(iv.df[0])
    if not (math.isfinite(se) and df > 0):
        return math.nan
    level = float(iv.level[0]) if iv.level is not None else 0.9
    t = float(t_quantile(np.array([df]), level)[0])
    return math.expm1(math.log1p(threshold_pct / 100.0) + t * se) * 100.0


def total_change(iv: Intervals, ms: Pair[float], q: float, status: Status, options: DiffOptions,
                 noise: RunNoise, runs: RunEvidence | None) -> Total:
    """The total from its (adjusted) interval ``iv``, its ``q`` in the dispatch rows' family and its status."""
    b, c = ms
    runs_basis = np.array([iv.basis[0] != DecisionBasis.SAMPLES.value])
    about, least = runs_to_decide(iv, options.threshold_pct, iv.level if iv.level is not None else 0.9, runs_basis)
    change, low, high = (float(v[0]) for v in iv.pct())
    basis = DecisionBasis(iv.basis[0])
    open_ = status == Status.INCONCLUSIVE
    return Total(status=status, baseline_ms_per_iter=b, candidate_ms_per_iter=c, delta_ms_per_iter=c - b,
                 change_pct=change, change_low_pct=low, change_high_pct=high,
                 interval_level=float(iv.level[0]) if iv.level is not None else options.interval_level,
                 decision_basis=basis,
                 runs_to_decide=int(about[0]) if open_ and about[0] > 0 else None,
                 runs_to_decide_least=int(least[0]) if open_ and least[0] > 0 else None,
                 p_value=float(iv.p[0]), q_value=q, p_test=TESTS[basis.value],
                 noise_source=_noise_source(basis, noise, runs),
                 detectable_pct=detectable_pct(iv, options.threshold_pct),
                 to_decide=(decide_phrase(int(about[0]) if about[0] > 0 else -1, int(least[0]) if least[0] > 0 else -1,
                                          basis.units, True) or "") if open_ and math.isfinite(low) else "")


def _noise_source(basis: DecisionBasis, noise: RunNoise, runs: RunEvidence | None) -> str:
    """Where the run-to-run noise of the total came from, in words."""
    if basis is DecisionBasis.RUNS and runs is not None:
        nb, nc = (len(r) for r in runs.runs)
        return f"measured on the runs ({nb} vs {nc}), moderated toward the other rows"
    if basis in (DecisionBasis.PROFILE, DecisionBasis.ASSUMED):
        return noise.source
    return {DecisionBasis.SAMPLES: "the iterations alone", DecisionBasis.TOTALS: "none (totals only)"}.get(basis, "")


def _verdict(rows: pd.DataFrame, total: Total, common: CommonShift | None) -> Verdict:
    """The verdict's kind and figures (the total's), see the module doc."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    status = d["status"].astype(str)
    reg, imp = d[status == Status.REGRESSED.value], d[status == Status.IMPROVED.value]
    rising = total.delta_ms_per_iter > 0

    def largest(part: pd.DataFrame) -> int | None:
        v = part["delta_ms_per_iter"].to_numpy(np.float64)
        return int(part["rank"].iloc[int(np.argmax(np.abs(v)))]) if len(part) else None

    def ranks(part: pd.DataFrame) -> tuple[int, ...]:
        return tuple(int(r) for r in part["rank"])

    against: tuple[int, ...] = ()
    decided = ranks(pd.concat([reg, imp]))
    if common is not None:
        kind, top = VerdictKind.ENVIRONMENT_SHIFT, largest(reg) or largest(imp)
    elif total.status in (Status.REGRESSED, Status.IMPROVED):
        up = total.status == Status.REGRESSED
        way, other = (reg, imp) if up else (imp, reg)
        kind = VerdictKind.MIXED if len(other) else (VerdictKind.REGRESSION if up else VerdictKind.IMPROVEMENT)
        top, against = largest(way) or largest(d[np.sign(d["delta_ms_per_iter"]) == (1 if up else -1)]), ranks(other)
    elif len(reg) and len(imp):
        heavier_up = reg["delta_ms_per_iter"].sum() >= -imp["delta_ms_per_iter"].sum()
        kind = VerdictKind.MIXED
        top, against = (largest(reg), ranks(imp)) if heavier_up else (largest(imp), ranks(reg))
    elif ((len(reg) and rising) or (len(imp) and not rising and total.delta_ms_per_iter < 0)) \
            and _carry_most(reg if len(reg) else imp, d):
        kind = VerdictKind.REGRESSION if len(reg) else VerdictKind.IMPROVEMENT
        top = largest(reg if len(reg) else imp)
    elif len(reg) or len(imp):  # decided rows against the total's direction, or carrying little of the movement
        kind, top = VerdictKind.INCONCLUSIVE, largest(pd.concat([reg, imp]))
    elif total.status == Status.UNCHANGED:
        kind, top = VerdictKind.NO_CHANGE, largest(d[status == Status.INCONCLUSIVE.value])
    else:
        kind, top = VerdictKind.INCONCLUSIVE, largest(d[status == Status.INCONCLUSIVE.value]) or largest(d)
    quiet = d[status == Status.UNCHANGED.value]
    quiet_rank = None
    if len(quiet) and total.delta_ms_per_iter:
        k = int(np.argmax(np.abs(quiet["delta_ms_per_iter"].to_numpy())))
        if abs(quiet["delta_ms_per_iter"].iloc[k]) >= 0.5 * abs(total.delta_ms_per_iter):
            quiet_rank = int(quiet["rank"].iloc[k])
    return Verdict(kind=kind, delta_ms_per_iter=total.delta_ms_per_iter,
                   baseline_ms_per_iter=total.baseline_ms_per_iter,
                   candidate_ms_per_iter=total.candidate_ms_per_iter, top_row=top, rows_compared=len(d),
                   quiet_row=quiet_rank, against=against, decided=decided)


def _carry_most(decided: pd.DataFrame, dispatch: pd.DataFrame) -> bool:
    """Whether ``decided`` rows carry at least half of the dispatch rows'
    movement, the sum of their |Δ/iter| (an undecided total takes its
    direction from them only then: a net change near zero is no license)."""
    moved = float(np.nansum(np.abs(dispatch["delta_ms_per_iter"].to_numpy(np.float64))))
    return bool(abs(decided["delta_ms_per_iter"].sum()) >= 0.5 * moved)


def code_unchanged(rows: pd.DataFrame) -> bool:
    """True when both builds ran the same code: every dispatch row is matched,
    kept its calls, and has IR on both sides that is the same once normalized
    (the same op census is not enough: tile sizes and targets live in the text)."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    if not len(d) or (d["structure"].astype(str) != Structure.SAME.value).any():
        return False
    irs = d["ir"].tolist()
    if not all(x is not None and not x.ops_added and not x.ops_removed for x in irs):
        return False
    return all(x.diff == "" for x in irs)  # made only here: the census already agreed


def same_code_verdict(verdict: Verdict, rows: pd.DataFrame) -> Verdict:
    """A move between two builds whose IR is identical is the machine's: an
    environment shift marked ``code_unchanged`` (its ``cause`` stays a
    capture condition's, if one explains it)."""
    if verdict.kind not in (VerdictKind.REGRESSION, VerdictKind.IMPROVEMENT, VerdictKind.MIXED,
                            VerdictKind.ENVIRONMENT_SHIFT) or not code_unchanged(rows):
        return verdict
    return replace(verdict, kind=VerdictKind.ENVIRONMENT_SHIFT, code_unchanged=True)
