"""Rows from figures: intervals, statuses, common shift, the total, ranking, verdict.

In: ``Figures`` (the matched groups, each row's calls and time per
iteration per side, its samples, each side's dispatch sequence), the
``DiffOptions``, the per-run estimates when a side has several runs, and a
noise profile's run-to-run variance per row when one was given. Out:
``Judged`` (the rows table as ``diff.py`` documents it, the total, the
verdict and the common shift).

Status. Every compared row gets its change on a log scale with an interval
(``intervals``: from its runs, its samples, or its samples plus a noise
profile) and ``intervals.decide`` judges it: regressed or improved only
when the whole interval lies beyond +-threshold (with ``--min-us`` and the
FDR-corrected test), unchanged when it lies inside or the change is under
``--min-us``, else inconclusive with ``runs_to_decide``. One side only is
``added`` or ``removed``. The same rule judges the total dispatch time per
iteration (``Total``).

Common shift. When three matched dispatch rows or more, holding 80% of the
baseline's dispatch time, moved by one factor at least ``threshold_pct``
away from 1, each within a quarter of that factor's distance from 1 on the
log scale (a -40% shift tolerates rows spread over about +-13%) or the
threshold, whichever is wider, the machine changed, not the build: that factor is the
``common_shift`` and every dispatch row is judged against it.

Verdict. From the total first: REGRESSION or IMPROVEMENT when it moved,
MIXED when rows moved the other way than it (or both ways), NO CHANGE when
it is unchanged and no row moved, INCONCLUSIVE when it is undecided and
no row moved, ENVIRONMENT SHIFT with a common shift.

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
from .matching.pairing import Group
from .row_figures import Figures, SideTotals
from .stats.intervals import (
    Intervals,
    LogSamples,
    decide,
    relative_to,
    runs_to_decide,
    sample_intervals,
    with_assumed_run_noise,
    with_profile,
)
from .stats.run_evidence import RunEvidence
from .stats.runs import RunComparison, compare_runs
from .stats.significance import Samples, describe, section_q

#: A common shift needs this many matched rows and this share of dispatch time.
COMMON_MIN_ROWS = 3
COMMON_MIN_SHARE = 0.8
#: Rows in a common shift lie within this share of the factor's log distance from 1 (or the threshold):
#: a -40% shift tolerates rows within about +-13% of it.
COMMON_SPREAD = 0.25


@dataclass(frozen=True)
class ProfileVariance:
    """A noise profile's run-to-run variance of log estimates, per row, and its degrees of freedom."""

    var: np.ndarray
    df: np.ndarray
    total_var: float
    total_df: float


@dataclass
class Judged:
    rows: pd.DataFrame
    total: Total
    verdict: Verdict
    common_shift: CommonShift | None


def judge(figures: Figures, options: DiffOptions, runs: RunEvidence | None = None,
          profile: ProfileVariance | None = None) -> Judged:
    """The rows table, ranked, with statuses, the total and the verdict (see
    module doc). ``runs``: the per-run estimates when a side has several runs."""
    groups, per, samples = figures.groups, figures.per, figures.samples
    nrows = len(groups)
    level = options.interval_level
    b_epi, b_ms = per.baseline.calls_per_iter, per.baseline.ms_per_iter
    c_epi, c_ms = per.candidate.calls_per_iter, per.candidate.ms_per_iter
    sections = np.array([sec for sec, _ in groups], dtype=object)
    bd, cd = describe(samples, 0, nrows), describe(samples, 1, nrows)
    unit = np.asarray(samples.unit, dtype=object)
    iv, notes0 = _intervals(samples, runs, profile, nrows, level)
    total_iv, total_ms = total_interval(figures, options, runs, profile)
    # The total is one more claim of the dispatch rows' family: the headline
    # is tested with the rows, not on its own.
    family = section_q(np.append(iv.p, total_iv.p), np.append(sections, Section.DISPATCH.value))
    q, total_q = family[:-1], float(family[-1])
    structure = np.array([_structure(g, b, c) for (_, g), b, c in zip(groups, b_epi, c_epi)], dtype=object)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(b_ms > 0, c_ms / b_ms, np.nan)
    common = common_shift(ratio, b_ms, sections, structure, options.threshold_pct)
    factor = np.where(sections == Section.DISPATCH.value, common.ratio if common else 1.0, 1.0)
    judged_iv = relative_to(iv, np.log(factor))
    min_ms = options.min_abs_us_per_iter / 1000.0
    status = decide(judged_iv, c_ms - b_ms * factor, q, options.threshold_pct, min_ms, options.alpha)
    both = np.array([bool(g.baseline and g.candidate) for _, g in groups])
    for r, (_, g) in enumerate(groups):
        if not both[r]:
            status[r] = (Status.REMOVED if not g.candidate else Status.ADDED).value
    to_decide = runs_to_decide(judged_iv, options.threshold_pct, level,
                               (judged_iv.basis != DecisionBasis.SAMPLES.value).astype(np.int64))
    to_decide = _units_to_decide(to_decide, judged_iv, samples, figures, status)
    change, low, high = iv.pct()
    notes = _notes(groups, per, unit, structure, sections, status, common, judged_iv, q, to_decide, notes0, options)
    evidence = np.where(unit == SampleUnit.CAPTURE, Evidence.TOTALS.value,
                        np.where(iv.basis == DecisionBasis.RUNS.value, Evidence.RUNS.value,
                                 Evidence.SAMPLES.value)).astype(object)
    none = pd.Series([()] * nrows, dtype=object)
    base_med = bd["median"]
    table = pd.DataFrame({
        "row_id": np.arange(nrows, dtype=np.int64),
        "status": pd.Categorical(status, categories=Status.values()),
        "structure": pd.Categorical(structure, categories=Structure.values()),
        "match": pd.Categorical([g.match.value for _, g in groups], categories=Tier.values()),
        "section": pd.Categorical(sections, categories=Section.values()),
        "baseline_name": pd.Series([" + ".join(g.baseline) or None for _, g in groups], dtype=object),
        "candidate_name": pd.Series([" + ".join(g.candidate) or None for _, g in groups], dtype=object),
        "baseline_names": pd.Series([tuple(g.baseline) for _, g in groups], dtype=object),
        "candidate_names": pd.Series([tuple(g.candidate) for _, g in groups], dtype=object),
        "match_detail": np.array([_detail(g, s, b, c) for (_, g), s, b, c in zip(groups, structure, b_epi, c_epi)],
                                 dtype=object),
        "baseline_execs_per_iter": b_epi, "candidate_execs_per_iter": c_epi,
        "baseline_ms_per_iter": b_ms, "candidate_ms_per_iter": c_ms,
        "delta_ms_per_iter": c_ms - b_ms, "ratio": ratio,
        "baseline_median_ms": bd["median"], "candidate_median_ms": cd["median"],
        "baseline_p10_ms": bd["p10"], "baseline_p90_ms": bd["p90"],
        "candidate_p10_ms": cd["p10"], "candidate_p90_ms": cd["p90"],
        "baseline_min_ms": bd["min"], "candidate_min_ms": cd["min"],
        "baseline_std_ms": bd["std"], "candidate_std_ms": cd["std"],
        "baseline_samples": bd["n"].astype(np.int64), "candidate_samples": cd["n"].astype(np.int64),
        "unit": unit,
        "shift_ms": change / 100.0 * base_med, "shift_low_ms": low / 100.0 * base_med,
        "shift_high_ms": high / 100.0 * base_med,
        "p_value": iv.p, "q_value": q, "significant": q < options.alpha,
        "evidence": evidence,
        "baseline_run_ms": pd.Series(runs.per_row(Side.BASELINE), dtype=object) if runs is not None else none,
        "candidate_run_ms": pd.Series(runs.per_row(Side.CANDIDATE), dtype=object) if runs is not None
        else none.copy(),
        "noise_floor": runs.comparison.noise_floor if runs is not None else np.full(nrows, np.nan),
        "change_pct": np.where(both, change, np.nan), "change_low_pct": np.where(both, low, np.nan),
        "change_high_pct": np.where(both, high, np.nan), "interval_level": np.full(nrows, level),
        "decision_basis": np.where(unit == SampleUnit.CAPTURE, DecisionBasis.TOTALS.value, iv.basis).astype(object),
        "runs_to_decide": pd.array([int(v) if v > 0 else None for v in to_decide], dtype="Int64"),
        "ir": pd.Series([None] * nrows, dtype=object), "isa": pd.Series([None] * nrows, dtype=object),
        "note": np.array(notes, dtype=object)})
    table["share_of_change"] = _share(table)
    target = _fused_into(groups, table, list(figures.sequences))
    table = _rank(table)
    rank_of = np.zeros(nrows, np.int64)
    rank_of[table["row_id"].to_numpy()] = table["rank"].to_numpy()
    ranks = [tuple(int(rank_of[t]) for t in target[r]) for r in table["row_id"].to_numpy()]
    table["fused_into"] = pd.array([r[0] if r else None for r in ranks], dtype="Int64")
    table["fused_into_ranks"] = pd.Series(ranks, index=table.index, dtype=object)
    table = table[list(ROW_COLUMNS)]
    total = total_change(total_iv, total_ms, total_q, options)
    return Judged(table, total, _verdict(table, total, common), common)


def _intervals(samples: Samples, runs: RunEvidence | None, profile: ProfileVariance | None, nrows: int,
               level: float) -> tuple[Intervals, list[str]]:
    """Each row's interval: from its runs where a side has two or more, else
    from its samples widened by the noise profile's run-to-run variance, or
    without one by the assumed one."""
    logged = LogSamples.of(samples, nrows)
    iv = sample_intervals(logged, nrows, level)
    notes = [""] * nrows
    if runs is not None and runs.several:
        c = runs.comparison
        has = np.isfinite(c.se) & ((c.runs_baseline >= 2) | (c.runs_candidate >= 2))
        from_runs = _run_intervals(c, level)
        iv.take(has, from_runs)
        for r in np.flatnonzero(~has & (c.runs_baseline > 0) & (c.runs_candidate > 0)):
            notes[r] = f"ran in too few runs for a run-level interval ({c.runs_baseline[r]} vs {c.runs_candidate[r]})"
    elif profile is not None:
        iv = with_profile(iv, profile.var, profile.df, level)
    else:
        iv = with_assumed_run_noise(iv, logged, nrows, level)
    return iv, notes


def _run_intervals(c: RunComparison, level: float) -> Intervals:
    from .stats.intervals import t_quantile

    half = t_quantile(np.where(np.isfinite(c.df), c.df, 1.0), level) * c.se
    n_eff = 2.0 / (1.0 / np.maximum(c.runs_baseline, 1) + 1.0 / np.maximum(c.runs_candidate, 1))
    # Identical runs on each side (se == 0): the interval is the point, p is 0 (or 1 without a shift).
    p = np.where(c.se == 0, np.where(c.log_shift != 0, 0.0, 1.0), c.p_value)
    return Intervals(c.log_shift.copy(), c.log_shift - half, c.log_shift + half, p, c.se.copy(), c.df.copy(),
                     n_eff, np.full(len(c.se), DecisionBasis.RUNS.value, dtype=object))


def _units_to_decide(n: np.ndarray, iv: Intervals, samples: Samples, figures: Figures,
                     status: np.ndarray) -> np.ndarray:
    """``runs_to_decide`` for inconclusive rows only; with one run a side its
    samples per side turned into iterations per side."""
    out = np.where(status == Status.INCONCLUSIVE.value, n, -1)
    per_sample = iv.basis == DecisionBasis.SAMPLES.value
    if per_sample.any():
        iters = max(min(s.iterations for s in figures.summaries), 1)
        counts = np.bincount(samples.row[samples.side == 0], minlength=len(n)).astype(np.float64)
        per_iteration = np.maximum(counts / iters, 1e-9)
        out = np.where(per_sample & (out > 0), np.ceil(out / per_iteration).astype(np.int64), out)
        out = np.where(per_sample & (out > 0), np.maximum(out, 2), out)
    return out


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
           q: np.ndarray, to_decide: np.ndarray, first: list[str], options: DiffOptions) -> list[str]:
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
        note += ["samples are per-iteration totals"] if unit[r] == SampleUnit.ITERATION and both else []
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
                nb = int(b_count[r]) if unit[r] != SampleUnit.ITERATION else "per-iteration"
                note.append("too few samples for an interval" if nb != 0 else "no samples on a side")
            elif (low[r] >= threshold or high[r] <= -threshold) and not q[r] < options.alpha:
                note.append(f"beyond ±{threshold:g}% but not significant (q = {q[r]:.2g})")
            else:
                note.append(f"interval [{low[r]:+.1f}%, {high[r]:+.1f}%] straddles ±{threshold:g}%")
            if to_decide[r] > 0:
                note.append(f"about {to_decide[r]} {DecisionBasis(iv.basis[r]).units} per side would decide")
        notes.append("; ".join(note))
    return notes


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


def _fused_into(groups: list[tuple[str, Group]], table: pd.DataFrame, sequences: list[list[str]]) -> list[list[int]]:
    """Per row the row_ids its vanished work moved into (empty: none): a
    removed dispatch's neighbours (from matching); a dispatch with fewer
    calls per iteration, the row it always ran right before, when that row
    grew."""
    row_of = {n: r for r, (sec, g) in enumerate(groups) if sec == Section.DISPATCH.value for n in g.baseline}
    out: list[list[int]] = [[] for _ in groups]
    delta = table["delta_ms_per_iter"].to_numpy(np.float64)
    fewer = (table["candidate_execs_per_iter"] < table["baseline_execs_per_iter"] * (1 - 1e-9)).to_numpy()
    seq = sequences[0] if sequences else []
    after: dict[str, set[str]] = {}  # name -> the other names that follow it in the sequence
    for a, b in set(zip(seq, seq[1:])):
        if a != b:
            after.setdefault(a, set()).add(b)
    for r, (sec, g) in enumerate(groups):
        if g.fused_into:
            out[r] = list(dict.fromkeys(row_of[n] for n in g.fused_into if n in row_of))
        elif sec == Section.DISPATCH.value and len(g.baseline) == 1 and g.candidate and fewer[r]:
            nxt = after.get(g.baseline[0], set())
            target = row_of.get(next(iter(nxt)), -1) if len(nxt) == 1 else -1
            if target >= 0 and target != r and delta[target] > 0:
                out[r] = [target]
    return out


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
                   profile: ProfileVariance | None = None) -> tuple[Intervals, Pair[float]]:
    """The total dispatch time per iteration of each side and its change
    interval, estimated as a row's is: from each run's median iteration
    total (a side with several runs), else from the iterations' totals plus
    the profile's, or the assumed, run-to-run variance."""
    level = options.interval_level
    dispatch = np.array([sec == Section.DISPATCH for sec, _ in figures.groups], bool)
    b = float(figures.per.baseline.ms_per_iter[dispatch].sum())
    c = float(figures.per.candidate.ms_per_iter[dispatch].sum())
    grids = figures.iteration_ms
    if not grids:
        iv = Intervals.empty(1, DecisionBasis.TOTALS)
        iv.est[0] = math.log(c / b) if b > 0 and c > 0 else math.nan
    else:
        totals = Pair(grids[Side.BASELINE][dispatch].sum(axis=0), grids[Side.CANDIDATE][dispatch].sum(axis=0))
        side_runs = figures.summaries.map(lambda s: s.runs)
        if any(len(r) > 1 for r in side_runs):
            values = [[float(np.median(t[r.first_iteration:r.first_iteration + r.iterations])) for r in rs]
                      for t, rs in zip(totals, side_runs)]
            cmp = compare_runs(np.zeros(sum(map(len, values)), np.int64),
                               np.repeat([0, 1], [len(v) for v in values]), np.concatenate(values), 1, level)
            iv = _run_intervals(cmp, level)
        else:
            side = np.repeat([0, 1], [len(totals.baseline), len(totals.candidate)])
            ms = np.concatenate([totals.baseline, totals.candidate])
            order = np.argsort(ms, kind="stable")
            iterations = Samples(side[order], np.zeros(len(ms), np.int64), ms[order],
                                 np.array([SampleUnit.ITERATION.value], dtype=object))
            iv = sample_intervals(iterations, 1, level)
            if profile is not None:
                iv = with_profile(iv, np.array([profile.total_var]), np.array([profile.total_df]), level)
            else:
                iv = with_assumed_run_noise(iv, iterations, 1, level)
    return iv, Pair(b, c)


def total_change(iv: Intervals, ms: Pair[float], q: float, options: DiffOptions) -> Total:
    """The total decided by the rows' rule from its interval ``iv`` and its
    ``q`` in the dispatch rows' family."""
    level = options.interval_level
    b, c = ms
    status = decide(iv, np.array([c - b]), np.array([q]), options.threshold_pct,
                    options.min_abs_us_per_iter / 1000.0, options.alpha)[0]
    n = runs_to_decide(iv, options.threshold_pct, level, (iv.basis != DecisionBasis.SAMPLES.value).astype(np.int64))
    change, low, high = (float(v[0]) for v in iv.pct())
    return Total(status=Status(status), baseline_ms_per_iter=b, candidate_ms_per_iter=c, delta_ms_per_iter=c - b,
                 change_pct=change, change_low_pct=low, change_high_pct=high, interval_level=level,
                 decision_basis=DecisionBasis(iv.basis[0]),
                 runs_to_decide=int(n[0]) if status == Status.INCONCLUSIVE and n[0] > 0 else None,
                 p_value=float(iv.p[0]), q_value=q)


def _verdict(rows: pd.DataFrame, total: Total, common: CommonShift | None) -> Verdict:
    """The verdict's kind and figures (dispatch time; the caller may put wall time in), see the module doc."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    status = d["status"].astype(str)
    reg, imp = d[status == Status.REGRESSED.value], d[status == Status.IMPROVED.value]
    undecided = d[status == Status.INCONCLUSIVE.value]
    delta = d["delta_ms_per_iter"].to_numpy(np.float64)
    rising = total.change_pct >= 0 if math.isfinite(total.change_pct) else total.delta_ms_per_iter >= 0

    def largest(part: pd.DataFrame, sign: int = 0) -> int | None:
        v = part["delta_ms_per_iter"].to_numpy(np.float64)
        if sign:
            keep = np.sign(v) == sign
            part, v = part[keep], v[keep]
        return int(part["rank"].iloc[int(np.argmax(np.abs(v)))]) if len(part) else None

    def lead(moved: pd.DataFrame, sign: int) -> int | None:
        return int(moved["rank"].iloc[0]) if len(moved) else largest(d, sign)

    against: tuple[int, ...] = ()
    if common is not None:
        kind, top = VerdictKind.ENVIRONMENT_SHIFT, (lead(reg, 1) if len(reg) else lead(imp, -1) if len(imp) else None)
    elif total.status == Status.REGRESSED or (total.status != Status.IMPROVED and len(reg) and rising):
        kind = VerdictKind.MIXED if len(imp) else VerdictKind.REGRESSION
        top, against = lead(reg, 1), tuple(int(r) for r in imp["rank"])
    elif total.status == Status.IMPROVED or (len(imp) and not rising):
        kind = VerdictKind.MIXED if len(reg) else VerdictKind.IMPROVEMENT
        top, against = lead(imp, -1), tuple(int(r) for r in reg["rank"])
    elif len(reg) or len(imp):  # rows moved against the way the total went
        kind = VerdictKind.MIXED
        top = largest(undecided, 1 if rising else -1) or largest(d, 1 if rising else -1)
        against = tuple(int(r) for r in (imp if rising else reg)["rank"])
    elif total.status == Status.UNCHANGED:
        kind, top = VerdictKind.NO_CHANGE, largest(undecided)
    else:
        kind, top = VerdictKind.INCONCLUSIVE, largest(undecided) or largest(d)
    quiet = d[status == Status.UNCHANGED.value]
    quiet_rank = None
    if len(quiet) and len(delta) and total.delta_ms_per_iter:
        k = int(np.argmax(np.abs(quiet["delta_ms_per_iter"].to_numpy())))
        if abs(quiet["delta_ms_per_iter"].iloc[k]) >= 0.5 * abs(total.delta_ms_per_iter):
            quiet_rank = int(quiet["rank"].iloc[k])
    return Verdict(kind=kind, delta_ms_per_iter=total.delta_ms_per_iter,
                   baseline_ms_per_iter=total.baseline_ms_per_iter,
                   candidate_ms_per_iter=total.candidate_ms_per_iter, top_row=top, rows_compared=len(d),
                   quiet_row=quiet_rank, against=against)


def code_unchanged(rows: pd.DataFrame) -> bool:
    """True when both builds ran the same code: every dispatch row is matched,
    kept its calls, and has IR on both sides with the same op census."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    if not len(d) or (d["structure"].astype(str) != Structure.SAME.value).any():
        return False
    irs = d["ir"].tolist()
    return all(x is not None and not x.ops_added and not x.ops_removed for x in irs)


def same_code_verdict(verdict: Verdict, rows: pd.DataFrame) -> Verdict:
    """A move between two builds whose IR is identical is the machine's: an
    environment shift marked ``code_unchanged`` (its ``cause`` stays a
    capture condition's, if one explains it)."""
    if verdict.kind not in (VerdictKind.REGRESSION, VerdictKind.IMPROVEMENT, VerdictKind.MIXED,
                            VerdictKind.ENVIRONMENT_SHIFT) or not code_unchanged(rows):
        return verdict
    return replace(verdict, kind=VerdictKind.ENVIRONMENT_SHIFT, code_unchanged=True)
