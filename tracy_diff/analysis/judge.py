"""Rows from figures: statistics, status, common shift, ranking, verdict.

In: the matched groups, each row's calls and time per iteration per side,
its samples, and each side's dispatch sequence. Out: ``Judged`` (the rows
table as ``diff.py`` documents it, the verdict and the common shift).

Status. A row is ``regressed`` (``improved``) when all of these hold:
its time per iteration moved up (down) by ``threshold_pct`` percent and
``min_abs_us_per_iter``; the Mann-Whitney test is significant after
Benjamini-Hochberg; and the whole confidence interval of the
Hodges-Lehmann shift of its samples lies beyond ``threshold_pct`` percent
of the baseline median. A row whose samples are too few for a test, or
whose calls per iteration changed without such a verdict, is
``inconclusive`` (the first only when its time moved beyond the
thresholds); one side only is ``added`` or ``removed``; the rest
``unchanged``. Rows without samples (aggregate CSVs) are judged by their
time per iteration alone.

Runs. With several runs on both sides the run-level test (``run_evidence``)
replaces the per-sample one in the rules above; whenever a side has several
runs, a row also moves only when its change exceeds the noise floor (how
much that side's runs already disagree; ``noise_floor``).

Common shift. When the matched dispatch rows' ratios cluster around one
factor at least ``threshold_pct`` away from 1 (three rows or more, holding
80% of the baseline's dispatch time), the machine changed, not the build:
that factor is the ``common_shift`` and every dispatch row is judged
against it (a row that moved with it is unchanged).

Ranking. Dispatch rows first, then enclosing zones. Within a section:
regressed rows by delta (largest first), improved rows (largest gain
first), then the rest by absolute delta.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..diff import (
    ROW_COLUMNS,
    CommonShift,
    DecisionBasis,
    DiffOptions,
    Evidence,
    SampleUnit,
    Section,
    Side,
    Status,
    Structure,
    Tier,
    Verdict,
    VerdictKind,
)
from .matching import Group
from .row_figures import Figures
from .run_evidence import RunEvidence
from .significance import Samples, describe, row_tests

#: A common shift needs this many matched rows and this share of dispatch time.
COMMON_MIN_ROWS = 3
COMMON_MIN_SHARE = 0.8


@dataclass
class Judged:
    rows: pd.DataFrame
    verdict: Verdict
    common_shift: CommonShift | None


def judge(figures: Figures, options: DiffOptions, runs: RunEvidence | None = None) -> Judged:
    """The rows table, ranked, with statuses, and the verdict (see module doc).
    ``runs``: the per-run estimates when a side has several runs."""
    groups, per, samples = figures.groups, figures.per, figures.samples
    nrows = len(groups)
    b_epi, b_ms = per.baseline.calls_per_iter, per.baseline.ms_per_iter
    c_epi, c_ms = per.candidate.calls_per_iter, per.candidate.ms_per_iter
    sections = np.array([sec for sec, _ in groups], dtype=object)
    bd, cd = describe(samples, 0, nrows), describe(samples, 1, nrows)
    tests, run_columns = _tests(samples, runs, bd, sections, options.alpha)
    structure = np.array([_structure(g, b, c) for (_, g), b, c in zip(groups, b_epi, c_epi)], dtype=object)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(b_ms > 0, c_ms / b_ms, np.nan)
    common = common_shift(ratio, b_ms, sections, structure, options.threshold_pct)
    status, notes = _status(groups, per, bd, tests, samples.unit, structure, sections, common, options)
    with np.errstate(divide="ignore", invalid="ignore"):
        change_low = (tests.shift_low_ms / bd["median"]) * 100.0
        change_high = (tests.shift_high_ms / bd["median"]) * 100.0
    table = pd.DataFrame({
        "row_id": np.arange(nrows, dtype=np.int64),
        "status": pd.Categorical(status, categories=Status.values()),
        "structure": pd.Categorical(structure, categories=Structure.values()),
        "match": pd.Categorical([_tier(g) for _, g in groups], categories=Tier.values()),
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
        "unit": np.asarray(samples.unit, dtype=object),
        "shift_ms": tests.shift_ms, "shift_low_ms": tests.shift_low_ms, "shift_high_ms": tests.shift_high_ms,
        "p_value": tests.p, "q_value": tests.q, "significant": tests.q < options.alpha,
        **run_columns,
        "change_pct": (ratio - 1.0) * 100.0, "change_low_pct": change_low, "change_high_pct": change_high,
        "interval_level": np.full(nrows, 1.0 - options.alpha),
        "decision_basis": np.array([_basis(e) for e in run_columns["evidence"]], dtype=object),
        "runs_to_decide": pd.array([None] * nrows, dtype="Int64"),
        "ir": pd.Series([None] * nrows, dtype=object), "note": np.array(notes, dtype=object)})
    table["share_of_change"] = _share(table)
    target = _fused_into(groups, table, list(figures.sequences))
    table = _rank(table)
    rank_of = np.zeros(nrows, np.int64)
    rank_of[table["row_id"].to_numpy()] = table["rank"].to_numpy()
    ranks = [tuple(int(rank_of[t]) for t in target[r]) for r in table["row_id"].to_numpy()]
    table["fused_into"] = pd.array([r[0] if r else None for r in ranks], dtype="Int64")
    table["fused_into_ranks"] = pd.Series(ranks, index=table.index, dtype=object)
    table = table[list(ROW_COLUMNS)]
    return Judged(table, _verdict(table, common, options), common)


def _basis(evidence: str) -> str:
    return {Evidence.RUNS: DecisionBasis.RUNS, Evidence.TOTALS: DecisionBasis.TOTALS}.get(
        Evidence(evidence), DecisionBasis.SAMPLES).value


def _tests(samples: Samples, runs: RunEvidence | None, bd: dict, sections: np.ndarray, alpha: float):
    """Per-sample tests, or run-level ones when both sides have several runs;
    the run columns of the rows table."""
    nrows = len(sections)
    if runs is not None and runs.level:
        tests = runs.row_tests(bd["median"], sections, alpha)
        evidence = np.full(nrows, Evidence.RUNS.value, dtype=object)
    else:
        tests = row_tests(samples, nrows, sections, alpha)
        tests.noise_floor = runs.comparison.noise_floor if runs is not None else None
        evidence = np.where(np.asarray(samples.unit) == SampleUnit.CAPTURE, Evidence.TOTALS.value,
                            Evidence.SAMPLES.value).astype(object)
    none = pd.Series([()] * nrows, dtype=object)
    columns = {"evidence": evidence,
               "baseline_run_ms": pd.Series(runs.per_row(Side.BASELINE), dtype=object) if runs is not None else none,
               "candidate_run_ms": pd.Series(runs.per_row(Side.CANDIDATE), dtype=object) if runs is not None
               else none.copy(),
               "noise_floor": tests.noise_floor if tests.noise_floor is not None else np.full(nrows, np.nan)}
    return tests, columns


def _structure(g: Group, b_epi: float, c_epi: float) -> str:
    if not g.candidate:
        return Structure.REMOVED.value
    if not g.baseline:
        return Structure.ADDED.value
    same_calls = math.isclose(b_epi, c_epi, rel_tol=1e-9)
    if len(g.baseline) == 1 and len(g.candidate) == 1:
        return Structure.SAME.value if same_calls else Structure.RECOUNTED.value
    if not same_calls:
        return (Structure.FUSED if b_epi > c_epi else Structure.SPLIT).value
    return Structure.SAME.value  # other names, as many calls: per call comparable


def _tier(g: Group) -> str:
    return g.match if g.match in Tier.values() else Tier.SEQUENCE.value


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
    band = np.abs(r / factor - 1.0) * 100.0 < threshold_pct
    share = float(w[band].sum()) / total
    if abs(factor - 1.0) * 100.0 < threshold_pct or band.sum() < COMMON_MIN_ROWS or share < COMMON_MIN_SHARE:
        return None
    return CommonShift(ratio=factor, share_of_time=share)


def _status(groups, per, bd, tests, unit, structure, sections, common: CommonShift | None,
            options: DiffOptions) -> tuple[list[str], list[str]]:
    """Each row's status and note (see the module doc)."""
    threshold = options.threshold_pct
    floor_ms = options.min_abs_us_per_iter / 1000.0
    b_epi, b_ms, b_count = per.baseline.calls_per_iter, per.baseline.ms_per_iter, per.baseline.calls
    c_epi, c_ms, c_count = per.candidate.calls_per_iter, per.candidate.ms_per_iter, per.candidate.calls
    norm = np.where(sections == Section.DISPATCH.value, common.ratio if common else 1.0, 1.0)
    base_med = bd["median"]
    with np.errstate(divide="ignore", invalid="ignore"):
        rel = (c_ms / (b_ms * norm) - 1.0) * 100.0
        delta = c_ms - b_ms * norm
        rel_low = ((base_med + tests.shift_low_ms) / (base_med * norm) - 1.0) * 100.0
        rel_high = ((base_med + tests.shift_high_ms) / (base_med * norm) - 1.0) * 100.0
    moved = ((rel >= threshold) & (delta >= floor_ms)) | ((rel <= -threshold) & (delta <= -floor_ms))
    # With several runs a side, a move within what its runs already disagree by is not a change.
    within_noise = moved & (np.abs(rel) <= _noise_pct(tests, len(rel)))
    moved = moved & ~within_noise
    significant = tests.q < options.alpha
    no_samples = unit == "capture"
    regressed = moved & (rel > 0) & (no_samples | (significant & (rel_low >= threshold)))
    improved = moved & (rel < 0) & (no_samples | (significant & (rel_high <= -threshold)))
    testable = ~np.isnan(tests.p)
    recounted = (structure != Structure.SAME.value) & (b_count > 0) & (c_count > 0) & \
        ~np.isclose(b_epi, c_epi, rtol=1e-9)
    status = np.where(regressed, Status.REGRESSED.value, np.where(improved, Status.IMPROVED.value, np.where(
        (~testable & ~no_samples & moved) | recounted, Status.INCONCLUSIVE.value, Status.UNCHANGED.value)))
    status = status.astype(object)
    for r, (_, g) in enumerate(groups):
        if not g.candidate or not g.baseline:
            status[r] = (Status.REMOVED if not g.candidate else Status.ADDED).value
    facts = dict(moved=moved, significant=significant, testable=testable, no_samples=no_samples,
                 within_noise=within_noise, noise_pct=_noise_pct(tests, len(rel)))
    return list(status), _notes(groups, per, tests, unit, structure, sections, status, common, facts, threshold)


def _notes(groups, per, tests, unit, structure, sections, status, common, facts: dict, threshold: float) -> list[str]:
    """Each row's note: why its status is what it is."""
    b_epi, b_ms, b_count = per.baseline.calls_per_iter, per.baseline.ms_per_iter, per.baseline.calls
    c_epi, c_ms, c_count = per.candidate.calls_per_iter, per.candidate.ms_per_iter, per.candidate.calls
    notes = []
    for r, (_, g) in enumerate(groups):
        both = bool(g.baseline and g.candidate)
        unchanged = status[r] == Status.UNCHANGED.value
        note = [tests.notes[r]] if tests.notes[r] else []
        note += ["samples are per-iteration totals"] if unit[r] == "iteration" and both else []
        if structure[r] == Structure.RECOUNTED.value:
            note.append(f"calls per iteration changed ({b_epi[r]:.3g} → {c_epi[r]:.3g})")
        sides = (("baseline", b_epi[r], g.baseline), ("candidate", c_epi[r], g.candidate))
        uneven = [side for side, epi, names in sides if names and not _whole(epi)]
        if uneven:
            note.append(f"calls per iteration uncertain on the {' and '.join(uneven)} side (not the same "
                        "in every iteration: calls missing from some, or chunks of calls not told apart)")
        note += ["no timeline: judged by totals, no test"] if facts["no_samples"][r] and both else []
        note += ["no baseline execution in the kept iterations"] if b_count[r] == 0 and g.baseline else []
        note += ["no candidate execution in the kept iterations"] if c_count[r] == 0 and g.candidate else []
        if unchanged and facts["moved"][r] and facts["testable"][r]:
            note.append("shift interval within the threshold" if facts["significant"][r] else "not significant")
        if unchanged and facts["within_noise"][r]:
            note.append(f"within the runs' noise floor ({facts['noise_pct'][r]:.1f}%)")
        if common and sections[r] == Section.DISPATCH.value and unchanged and \
                abs(ratio_pct(c_ms[r], b_ms[r])) >= threshold:
            note.append(f"moved with the common shift ({(common.ratio - 1) * 100:+.0f}%)")
        notes.append("; ".join(note))
    return notes


def _whole(value: float) -> bool:
    """Whether a calls-per-iteration figure is a whole number (NaN counts as one: no calls)."""
    return bool(np.isnan(value) or abs(value - round(value)) < 1e-9)


def _noise_pct(tests, nrows: int) -> np.ndarray:
    """Each row's noise floor in percent (NaN where unknown: every move exceeds it)."""
    return np.full(nrows, np.nan) if tests.noise_floor is None else tests.noise_floor * 100.0


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


def _rank(table: pd.DataFrame) -> pd.DataFrame:
    delta = table["delta_ms_per_iter"].to_numpy(np.float64)
    status = table["status"].astype(str).to_numpy(object)
    bucket = np.where(status == "regressed", 0, np.where(status == "improved", 1, 2))
    key = np.where(bucket == 0, -delta, np.where(bucket == 1, delta, -np.abs(delta)))
    section = np.where(table["section"].astype(str).to_numpy(object) == "dispatch", 0, 1)
    order = np.lexsort((table["row_id"].to_numpy(), key, bucket, section))
    out = table.iloc[order].reset_index(drop=True)
    out.insert(1, "rank", np.arange(1, len(out) + 1, dtype=np.int64))
    return out


def _verdict(rows: pd.DataFrame, common: CommonShift | None, options: DiffOptions) -> Verdict:
    """The verdict's kind and figures (dispatch time; the caller may put wall time in)."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    status = d["status"].astype(str)
    regressed, improved = d[status == "regressed"], d[status == "improved"]
    # Inconclusive rows make the verdict inconclusive when they moved beyond the thresholds.
    moved = ((d["ratio"] - 1.0).abs() * 100.0 >= options.threshold_pct) & \
        (d["delta_ms_per_iter"].abs() >= options.min_abs_us_per_iter / 1000.0)
    inconclusive = d[(status == "inconclusive") & moved]
    total = float(d["delta_ms_per_iter"].sum())
    quiet = d[status == "unchanged"]
    quiet_rank = None
    if len(quiet) and total:
        k = int(np.argmax(np.abs(quiet["delta_ms_per_iter"].to_numpy())))
        if abs(quiet["delta_ms_per_iter"].iloc[k]) >= 0.5 * abs(total):
            quiet_rank = int(quiet["rank"].iloc[k])
    if len(regressed) and (total >= 0 or not len(improved)):
        kind, top = VerdictKind.REGRESSION, int(regressed["rank"].iloc[0])
    elif len(improved):
        kind, top = VerdictKind.IMPROVEMENT, int(improved["rank"].iloc[0])
    elif common is not None:
        kind, top = VerdictKind.ENVIRONMENT_SHIFT, None
    elif len(inconclusive):
        k = int(np.argmax(np.abs(inconclusive["delta_ms_per_iter"].to_numpy())))
        kind, top = VerdictKind.INCONCLUSIVE, int(inconclusive["rank"].iloc[k])
    else:
        kind, top = VerdictKind.NO_CHANGE, None
    b = float(d["baseline_ms_per_iter"].sum())
    c = float(d["candidate_ms_per_iter"].sum())
    return Verdict(kind=kind, delta_ms_per_iter=c - b, baseline_ms_per_iter=b, candidate_ms_per_iter=c,
                   top_row=top, rows_compared=len(d), quiet_row=quiet_rank)
