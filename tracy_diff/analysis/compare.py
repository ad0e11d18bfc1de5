"""Compare two captures: ``diff(baseline, candidate) -> Diff``.

Per side: split the capture into benchmark iterations (warm-up dropped),
turn zones into executions (``sides``), pair dispatches across the builds
(``matching``), compute per row calls, time per iteration and samples
(``figures``), then judge and rank the rows (``judge``). Captures without a
timeline (aggregate CSVs) feed the same judge from their per-name totals.

The steps, each a function of the one before returning a new frozen value:
``pooled`` (``Sides``) -> ``matched`` (``Matched``) -> ``measured``
(``Measured``: the figures) -> ``judge.judge`` (``Judged``) ->
``explained`` (``Explained``: IR, ISA and the environment) -> ``assembled``
(the ``Diff``); the two sides of a step are a ``Pair``.

Runs. Each side is one capture or a list of captures of one build (runs).
A side's runs are pooled (``pooling``) and matched once; rows are computed
as for one capture over all their iterations; when a side has several runs,
each run's mean per iteration of each row (``run_evidence``) is the unit
the rows are judged by, and what the runs measured is added to this
machine's learned noise profile (``noise_store``). With one run a side the
run noise comes from that profile (or ``--noise PROFILE``), else from the
corpus ratio (``judge.RunNoise``). Aggregate CSVs (no timeline) take one
capture per side.

Environment. A common shift (``judge.common_shift``) is the machine's only
with evidence of the environment: a capture condition that differs between
the sides and explains the move, or identical IR on both sides; then the
rows are judged again against it. Two captures whose dispatch time is
mostly unmatched (by name or IR fingerprint) are different programs: no
verdict, unless both ran one function on the same inputs (``program``).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Union

import numpy as np
import pandas as pd

from ..capture import Capture
from ..diff import (
    SIDES,
    CaptureConditions,
    CommonShift,
    DecisionBasis,
    Diff,
    DiffOptions,
    DiffWarning,
    GroupBy,
    IrFolder,
    Pair,
    Run,
    RunSummary,
    SampleUnit,
    Section,
    Side,
    Status,
    Tier,
    Total,
    Verdict,
    VerdictKind,
    WarningKind,
)
from ..errors import DiffError
from ..io.loader import Progress
from .conditions import capture_conditions, conditions_verdict
from .executions import iterations as its
from .executions.pooling import Pooled, pool
from .executions.sides import KeptRun, on_both
from .identity import identical
from .ir.explain import IrInputs, attach, pair_by_content
from .ir.isa_rows import attach_isa, load_isa
from .judge import Judged, RunNoise, code_unchanged, judge, same_code_verdict
from .matching.families import op_family_totals
from .matching.grouping import grouped
from .matching.names import parse
from .matching.overrides import Overrides, OverridesLike, as_overrides, load_overrides  # noqa: F401  (load_overrides: API)
from .matching.pairing import Group, match
from .program import same_entry
from .row_figures import SECTIONS, Figures, FrameTable, SideTotals, timeline_figures
from .stats.noise_profile import NoiseProfile, Spread, load_profile, variance
from .stats.noise_store import learn, learned, spreads_of_runs
from .stats.run_evidence import RunEvidence, one_run_warnings, run_evidence
from .stats.significance import Samples

#: The source location of IREE's CPU dispatch zones (their display name is a ZoneName).
CPU_DISPATCH_FUNCTION = "iree_hal_cmd_execute_dispatch_tiles"


#: One side of a diff: a Capture, a path, or a list of them (runs of one build).
SideInput = Union[Capture, str, "os.PathLike[str]", Sequence[Union[Capture, str, "os.PathLike[str]"]]]


def diff(baseline: SideInput, candidate: SideInput, options: DiffOptions | None = None, *,
         overrides: OverridesLike = None, progress: Progress | None = None,
         baseline_sources: str | os.PathLike[str] | None = None,
         candidate_sources: str | os.PathLike[str] | None = None, explain_ir: bool = True,
         **changes: object) -> Diff:
    """Compare ``candidate`` against ``baseline``.

    Each side is a Capture, a path, or a list of them (runs of one build).
    ``options``: a ``DiffOptions``; keyword arguments named after its fields
    (``threshold_pct=2``) change it. ``overrides``:
    an ``Overrides``, a path (see ``load_overrides``) or ``(baseline,
    candidate)`` pairs. ``progress(done, total)`` is called after each step.
    ``baseline_sources``/``candidate_sources``: IREE executable-sources
    dumps; by default ``<capture stem>.sources/`` beside each side's first
    capture is used when present (``explain_ir=False``: none), see
    ``explain``; the assembly dumps likewise (``baseline_intermediates``/
    ``candidate_intermediates`` options, else ``<stem>.intermediates/``,
    see ``ir.isa_rows``). Raises ``DiffError`` when the captures have nothing to
    compare, a side has no capture, or several captures of a side lack a
    timeline; TypeError for an unknown option.
    """
    opts, rules = _options(options, overrides, baseline_sources, candidate_sources, changes)
    step = _Steps(progress, 6)
    sides = pooled(Pair(baseline, candidate), opts, step)
    first = sides.captures.map(lambda runs: runs[0])
    dumps = IrInputs.load(first.baseline.path, first.candidate.path, opts.baseline_sources,
                          opts.candidate_sources) if explain_ir else None
    found = measured(matched(sides, rules, dumps, step), opts)
    step()
    decided = explained(found, judge(found.figures, opts, found.evidence, found.noise), opts, dumps, explain_ir)
    step()
    return assembled(found, decided, opts)


def _options(options: DiffOptions | None, overrides: OverridesLike, baseline_sources: str | os.PathLike[str] | None,
             candidate_sources: str | os.PathLike[str] | None,
             changes: dict[str, object]) -> tuple[DiffOptions, Overrides | None]:
    """``diff``'s options with its keywords applied, and the name rules they hold."""
    unknown = set(changes) - DiffOptions.names()
    if unknown:
        raise TypeError(f"diff() got unknown options: {', '.join(sorted(unknown))}")
    rules = as_overrides(overrides)
    opts = (options or DiffOptions()).with_(**changes)
    opts = opts.with_(
        overrides=tuple((r.baseline, r.candidate) for r in rules.rules) if rules else opts.overrides,
        baseline_sources=os.fspath(baseline_sources) if baseline_sources is not None else opts.baseline_sources,
        candidate_sources=os.fspath(candidate_sources) if candidate_sources is not None else opts.candidate_sources)
    if rules is None and opts.overrides:
        rules = as_overrides(list(opts.overrides))
    return opts, rules


# --- the pipeline: each step a function of the one before, returning a new value ---------------------

@dataclass(frozen=True)
class Sides:
    """Step 1 (``pooled``): each side's captures, grouped into named zones, and
    with timelines their runs pooled into one ``KeptRun`` (None: aggregate CSVs)."""

    captures: Pair[tuple[Capture, ...]]
    pooled: Pair[Pooled] | None


@dataclass(frozen=True)
class Matched:
    """Step 2 (``matched``): the rows, each a group of zone names per side;
    aggregate CSVs are matched and totalled at once (``totals``)."""

    sides: Sides
    groups: tuple[tuple[str, Group], ...]
    totals: Figures | None = None


@dataclass(frozen=True)
class Measured:
    """Step 3 (``measured``): each row's figures, the runs' evidence, the run
    noise of one run a side, and what was learned or warned on the way."""

    captures: Pair[tuple[Capture, ...]]
    figures: Figures
    evidence: RunEvidence | None
    noise: RunNoise | None
    warnings: tuple[DiffWarning, ...]


@dataclass(frozen=True)
class Explained:
    """Step 5 (``explained``): the judged rows with their IR and ISA, the
    verdict once the capture conditions and the code had their say."""

    judged: Judged
    rows: pd.DataFrame
    verdict: Verdict
    conditions: CaptureConditions
    warnings: tuple[DiffWarning, ...]
    folders: tuple[IrFolder, ...]


def pooled(given: Pair[SideInput], opts: DiffOptions, step: Callable[[], None]) -> Sides:
    """Step 1: read and group each side's captures; pool the runs of a side with timelines."""
    captures = Pair.of(lambda side: tuple(grouped(c, opts.group_by) for c in _captures(given[side], side)))
    step()
    step()
    if not all(runs[0].has_timeline for runs in captures):
        if any(len(runs) > 1 for runs in captures):
            raise DiffError("several captures per side need timelines (.tracy files or csvexport -u CSVs), "
                            "not aggregate CSVs")
        return Sides(captures, None)
    pools = Pair(*on_both(lambda side: pool(list(captures[side]), opts.keep_warmup, side.value, opts.frames),
                          *SIDES))
    regular = set.union(*on_both(KeptRun.regular_enclosing, *pools.map(lambda p: p.side)))
    on_both(lambda p: p.side.keep_enclosing(regular), *pools)
    step()
    return Sides(captures, pools)


def matched(sides: Sides, rules: Overrides | None, dumps: IrInputs | None, step: Callable[[], None]) -> Matched:
    """Step 2: pair the zone names of the two sides into rows (by name, then by IR content)."""
    if sides.pooled is None:
        totals = _aggregate_figures(sides.captures.baseline[0], sides.captures.candidate[0], rules)
        return Matched(sides, tuple(totals.groups), totals)
    groups = pair_by_content(_match_sections(sides.pooled.map(lambda p: p.side), rules), dumps)
    step()
    return Matched(sides, tuple(groups))


def measured(rows: Matched, opts: DiffOptions) -> Measured:
    """Step 3: per-row figures (the runs' own summaries), per-run evidence and the run noise."""
    pools, captures = rows.sides.pooled, rows.sides.captures
    figures, evidence = rows.totals, None
    if pools is not None:
        timeline = timeline_figures(pools.map(lambda p: p.side), list(rows.groups))
        figures = replace(timeline, summaries=Pair.of(lambda side: replace(timeline.summaries[side],
                                                                           runs=pools[side].runs)),
                          warnings=timeline.warnings + [w for p in pools for w in p.warnings])
        evidence = _evidence(figures, pools.map(lambda p: p.runs), opts.alpha)
    assert figures is not None
    noise, noted = _noise(opts, figures, evidence, captures.baseline[0])
    learned_ = _learn(opts, figures, captures)  # a side of several runs teaches the machine's profile
    return Measured(captures, figures, evidence, noise, tuple(figures.warnings) + noted + learned_)


def explained(found: Measured, judged: Judged, opts: DiffOptions, dumps: IrInputs | None,
              explain_ir: bool) -> Explained:
    """Step 5: the rows' IR and ISA changes; the verdict weighed against the
    capture conditions and the code (an environment shift judges the rows again)."""
    first = found.captures.map(lambda runs: runs[0])
    rows, ir_warnings = attach(judged.rows, dumps)
    isa = load_isa(first.baseline.path, first.candidate.path, opts.baseline_intermediates,
                   opts.candidate_intermediates) if explain_ir else None
    rows, isa_warnings = attach_isa(rows, isa)
    kept: Pair[list[int | None]] = Pair.of(lambda side: [r.iterations for r in found.figures.summaries[side].runs]
                                           or [None] * len(found.captures[side]))
    conditions = capture_conditions(found.captures.baseline, found.captures.candidate, tuple(kept))
    judged, rows, verdict = _judged_environment(judged, rows, conditions,
                                                (found.figures, opts, found.evidence, found.noise))
    verdict = replace(_different_programs(verdict, rows, [*found.captures.baseline, *found.captures.candidate]),
                      identical=identical(list(found.captures.baseline), list(found.captures.candidate)))
    if verdict.kind is VerdictKind.DIFFERENT_PROGRAMS:
        rows, total = described(rows, judged.total)
        judged = replace(judged, total=total)
    folders = (dumps.folders() if dumps is not None else ()) + (isa.folders() if isa is not None else ())
    return Explained(judged, rows, verdict, conditions,
                     tuple(DiffWarning(WarningKind.IR, w) for w in ir_warnings + isa_warnings), folders)


def assembled(found: Measured, decided: Explained, opts: DiffOptions) -> Diff:
    """Step 6: the ``Diff``."""
    figures, captures = found.figures, found.captures
    warnings = (_warnings(captures.map(list), figures.summaries, decided.judged.rows) + list(found.warnings)
                + one_run_warnings(found.evidence) + list(decided.warnings)
                + [DiffWarning(WarningKind.CAPTURE_CONDITIONS, m.message) for m in decided.conditions.mismatches])
    grids = figures.iteration_ms
    return Diff(captures=captures, summaries=figures.summaries,
                rows=decided.rows, execution_source=figures.executions, members=figures.members,
                verdict=decided.verdict, conditions=decided.conditions,
                iteration_ms=Pair(grids[Side.BASELINE], grids[Side.CANDIDATE]) if grids else None,
                common_shift=decided.judged.common_shift, total=decided.judged.total, warnings=tuple(warnings),
                options=opts, ir_sources=decided.folders, families=op_family_totals(decided.rows, figures.members))


def _judged_environment(judged: Judged, rows: pd.DataFrame, conditions: CaptureConditions,
                        inputs: tuple[Figures, DiffOptions, RunEvidence | None, RunNoise | None]) -> \
        tuple[Judged, pd.DataFrame, Verdict]:
    """The verdict with its environment (``_environment``); under an environment shift the rows
    judged again against the machine's factor, their IR and ISA carried over."""
    figures, opts, evidence, noise = inputs
    verdict = _environment(judged.verdict, judged.common_shift is not None, conditions, rows, opts)
    shift = judged.common_shift or _whole_program_shift(judged, verdict)
    if verdict.kind != VerdictKind.ENVIRONMENT_SHIFT or shift is None:
        return judged, rows, verdict
    again = judge(figures, opts, evidence, noise, relative=shift)
    carried = {col: again.rows["row_id"].map(dict(zip(rows["row_id"], rows[col]))) for col in ("ir", "isa")}
    return again, again.rows.assign(**carried), replace(again.verdict, cause=verdict.cause,
                                                          code_unchanged=verdict.code_unchanged)


def _whole_program_shift(judged: Judged, verdict: Verdict) -> CommonShift | None:
    """With the same code on both sides and too few dispatches for a common shift (under
    ``COMMON_MIN_ROWS``), the machine's factor is the total's."""
    t = judged.total
    if not verdict.code_unchanged or not (t.baseline_ms_per_iter > 0 and t.candidate_ms_per_iter > 0):
        return None
    return CommonShift(ratio=t.candidate_ms_per_iter / t.baseline_ms_per_iter, share_of_time=1.0)


def _environment(verdict: Verdict, shifted: bool, conditions: CaptureConditions, rows: pd.DataFrame,
                 opts: DiffOptions) -> Verdict:
    """An environment shift only with evidence of the environment: a differing
    capture condition that explains the move, or identical IR (see the module doc)."""
    verdict = conditions_verdict(verdict, conditions, rows, opts.threshold_pct)
    if verdict.kind == VerdictKind.ENVIRONMENT_SHIFT:
        return replace(verdict, code_unchanged=code_unchanged(rows))
    verdict = same_code_verdict(verdict, rows)
    if verdict.kind != VerdictKind.ENVIRONMENT_SHIFT and shifted and code_unchanged(rows):
        verdict = replace(verdict, kind=VerdictKind.ENVIRONMENT_SHIFT, code_unchanged=True)
    return verdict


#: Below this share of dispatch time, and of dispatch rows, matched by name or IR: different programs.
SAME_PROGRAM_SHARE = 0.5
#: The tiers that say two dispatches are the same work (a position alone does not).
SAME_WORK = {Tier.OVERRIDE.value, Tier.EXACT.value, Tier.ORDINAL.value, Tier.SHAPE.value, Tier.PERMUTED.value,
             Tier.CONTENT.value}


def _different_programs(verdict: Verdict, rows: pd.DataFrame, captures: Sequence[Capture]) -> Verdict:
    """``DIFFERENT_PROGRAMS`` when most dispatch time (of either side) is in rows not matched by name or
    IR, and so are most dispatch rows (a real fusion or split moves the time into rows paired by their
    place alone, between dispatches that kept their names), unless every capture ran one function on
    the same inputs (``program.same_entry``, read only then: a build that reshaped every dispatch of the
    same program)."""
    d = rows[rows["section"] == Section.DISPATCH.value]
    same = d["match"].astype(str).isin(SAME_WORK).to_numpy() & d["baseline_names"].map(bool).to_numpy() \
        & d["candidate_names"].map(bool).to_numpy()
    shares = []
    for side in ("baseline", "candidate"):
        ms = d[f"{side}_ms_per_iter"].fillna(0.0).to_numpy(np.float64)
        shares.append(float(ms[same].sum() / ms.sum()) if ms.sum() > 0 else 1.0)
    share = max(min(shares), float(same.mean()) if len(same) else 1.0)
    if share >= SAME_PROGRAM_SHARE or same_entry(captures):
        return replace(verdict, matched_share=share)
    return replace(verdict, kind=VerdictKind.DIFFERENT_PROGRAMS, matched_share=share, top_row=None, against=(),
                   decided=(), cause=None)


#: Statuses that judge a row's time (a row of two different programs is described instead).
JUDGED = (Status.REGRESSED.value, Status.IMPROVED.value, Status.UNCHANGED.value, Status.INCONCLUSIVE.value)


def described(rows: pd.DataFrame, total: Total) -> tuple[pd.DataFrame, Total]:
    """Rows and total of two different programs: their times and ratios stay
    (described), every judgement goes: a judged status becomes ``described``,
    intervals, p, q and runs to decide are missing, nothing is significant."""
    rows = rows.copy()
    judged = rows["status"].astype(str).isin(JUDGED).to_numpy()
    status = rows["status"].astype(str).to_numpy(object)
    status[judged] = Status.DESCRIBED.value
    rows["status"] = pd.Categorical(status, categories=Status.values())
    for col in ("change_low_pct", "change_high_pct", "p_value", "q_value", "shift_low_ms", "shift_high_ms"):
        if col in rows:
            rows.loc[judged, col] = math.nan
    for col in ("runs_to_decide", "runs_to_decide_least"):
        if col in rows:
            rows.loc[judged, col] = pd.NA
    rows.loc[judged, "significant"] = False
    total = replace(total, status=Status.DESCRIBED, change_low_pct=math.nan, change_high_pct=math.nan,
                    p_value=math.nan, q_value=math.nan, runs_to_decide=None, runs_to_decide_least=None)
    return rows, total


def _captures(side: SideInput, label: Side) -> list[Capture]:
    """A side's captures, loaded: one Capture or path, or a list of them."""
    items = [side] if isinstance(side, (Capture, str, os.PathLike)) else list(side)
    if not items:
        raise DiffError(f"{label}: no capture given")
    from ..io.loader import load
    return [c if isinstance(c, Capture) else load(c) for c in items]


def _evidence(figures: Figures, runs: Pair[tuple[Run, ...]], alpha: float) -> RunEvidence | None:
    """Per-run estimates when a side has several runs, else None."""
    if all(len(r) == 1 for r in runs):
        return None
    grids = figures.iteration_ms
    return run_evidence(Pair(grids[Side.BASELINE], grids[Side.CANDIDATE]), runs, 1.0 - alpha)


class _Steps:
    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def __call__(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.total)


def _match_sections(sides: Pair[KeptRun], overrides: Overrides | None) -> list[tuple[str, Group]]:
    b, c = sides
    kernels = match(b.sequence, c.sequence, b.names(0), c.names(0), overrides, (b.call_ns, c.call_ns))
    if kernels and not any(g.baseline and g.candidate for g in kernels):
        raise DiffError(
            f"nothing in common: no dispatch of {b.capture.path} matches one of "
            f"{c.capture.path} (try --overrides)")
    enclosing = match([], [], b.names(1), c.names(1))
    return [(Section.DISPATCH.value, g) for g in kernels] + [(Section.ENCLOSING.value, g) for g in enclosing]


#: Fewer kept iterations than this on a side: rows compared per iteration have no interval.
MIN_ITERATIONS = 2


def _warnings(runs: Pair[list[Capture]], summaries: Pair[RunSummary], rows: pd.DataFrame) -> list[DiffWarning]:
    out = []
    base, cand = runs.baseline[0], runs.candidate[0]
    b, c = summaries
    # Per run: a side of three 9-iteration runs against one of 9 is no mismatch.
    # Captured, not kept: the warm-up each run needed is its own (``warmup``).
    per_run = [(s.iterations + s.dropped_iterations) / max(len(s.runs), 1) for s in summaries]
    if per_run[0] != per_run[1]:
        what = "iterations per run" if len(b.runs) > 1 or len(c.runs) > 1 else "iteration counts"
        out.append(DiffWarning(WarningKind.ITERATION_COUNTS, f"{what} differ: baseline {per_run[0]:g}, "
                               f"candidate {per_run[1]:g} (times are per iteration)"))
    for s in summaries:
        if s.iteration_source == "whole capture":
            out.append(DiffWarning(WarningKind.WHOLE_CAPTURE, f"{s.path}: no Iteration frames, BenchmarkIteration "
                                   f"zones or frames (FrameMark); the whole capture is one iteration"))
        elif s.iterations == 1 and s.dropped_iterations == 0:
            out.append(DiffWarning(WarningKind.SINGLE_ITERATION,
                                   f"{s.path}: a single iteration, kept although it may include warm-up"))
    few = min(b.iterations, c.iterations)
    untested = int(((rows["section"] == Section.DISPATCH) & (rows["status"] == Status.INCONCLUSIVE)).sum())
    if base.has_timeline and cand.has_timeline and few < MIN_ITERATIONS and untested:
        out.append(DiffWarning(WarningKind.TOO_FEW_ITERATIONS, (
            f"{b.iterations} iteration{'s' if b.iterations != 1 else ''} (baseline) and {c.iterations} "
            f"(candidate): rows compared per iteration need {MIN_ITERATIONS} or more a side for an interval, "
            f"so {untested} dispatch row{'s are' if untested != 1 else ' is'} inconclusive; "
            f"capture more iterations")))
    for label, caps in runs.items():
        out += [DiffWarning(WarningKind.CAPTURE, f"{label}: {w}") for cap in caps for w in cap.warnings]
    return out


# --- captures without a timeline (aggregate csvexport CSVs) ------------------

def _aggregate_figures(base: Capture, cand: Capture, overrides: Overrides | None) -> Figures:
    """Per-name totals when a side has no timeline: one row per name, times
    per iteration when ``BenchmarkIteration`` counts them, no samples."""
    from .aggregate import aggregate

    tables, iters = [], []
    for cap in (base, cand):
        t = aggregate(cap, group_by=GroupBy.SRCLOC).frame()
        t = t.groupby("name", sort=False).agg(total_ns=("total_ns", "sum"), counts=("counts", "sum"),
                                              min_ns=("min_ns", "min")).reset_index()
        if not len(t):
            raise DiffError(f"{cap.path}: no zones to compare")
        bench = t[t["name"] == its.ITERATION_ZONE]
        n = int(bench["counts"].iloc[0]) if len(bench) else 1
        tables.append(t)
        iters.append((n, float(bench["total_ns"].iloc[0]) / n / 1e6 if len(bench) else math.nan))
    names = [t["name"].astype(str).tolist() for t in tables]
    groups = _aggregate_groups(names, overrides)
    if not any(g.baseline and g.candidate for _, g in groups):
        raise DiffError(f"nothing in common between {base.path} and {cand.path}")
    nrows = len(groups)
    row_of = [{n: r for r, (_, g) in enumerate(groups) for n in (g.baseline if s == 0 else g.candidate)}
              for s in (0, 1)]
    per, member_parts, summaries = [], [], []
    for s, (cap, t, (n, ms)) in enumerate(zip((base, cand), tables, iters)):
        rid = np.array([row_of[s][name] for name in names[s]], np.int64)
        count = np.bincount(rid, weights=t["counts"].to_numpy(np.float64), minlength=nrows)
        total = np.bincount(rid, weights=t["total_ns"].to_numpy(np.float64), minlength=nrows)
        per.append(SideTotals(count / n, total / n / 1e6, count))
        member_parts.append(pd.DataFrame({
            "row_id": rid, "side": SIDES[s].value, "name": names[s],
            "execs_per_iter": t["counts"].to_numpy(np.float64) / n,
            "ms_per_iter": t["total_ns"].to_numpy(np.float64) / n / 1e6, "median_ms": np.nan}))
        dispatch = np.array([sec == Section.DISPATCH for sec, _ in groups], bool)
        source = "BenchmarkIteration counts (no timeline)" if ms == ms else "whole capture (no timeline)"
        bounds = pd.DataFrame({"iteration": pd.Series(dtype=np.int64), "start_ns": pd.Series(dtype=np.int64),
                               "end_ns": pd.Series(dtype=np.int64)})
        summaries.append(RunSummary(
            path=cap.path, program=cap.metadata.program, iterations=n, dropped_iterations=0,
            iteration_source=source, ms_per_iteration=ms, iteration_ms=np.empty(0), iteration_bounds=bounds,
            dispatch_ms_per_iteration=float(per[s].ms_per_iter[dispatch].sum()), runs=(Run(cap.path, n, ms),)))
    samples = Samples(({}, {}), np.full(nrows, SampleUnit.CAPTURE.value, dtype=object))
    members = pd.concat(member_parts, ignore_index=True).sort_values(["row_id", "side", "name"], kind="stable")
    warnings = [DiffWarning(WarningKind.NO_TIMELINE, f"{c.path}: no timeline (aggregate CSV): per-capture totals, "
                            f"no iterations dropped, no significance tests") for c in (base, cand)
                if not c.has_timeline]
    return Figures(groups, Pair(per[0], per[1]), samples, FrameTable(_empty_executions()),
                   members.reset_index(drop=True), {},
                   Pair(summaries[0], summaries[1]), Pair([], []), warnings)


def _aggregate_groups(names: list[list[str]], overrides: Overrides | None) -> list[tuple[str, Group]]:
    # csvexport rows are per source location: IREE's CPU dispatches all show
    # as the one row of the function that runs their tiles.
    def kernel(n: str) -> bool:
        return parse(n) is not None or n == CPU_DISPATCH_FUNCTION

    any_kernel = any(kernel(n) for ns in names for n in ns)

    def section(name: str) -> str:
        if name == its.ITERATION_ZONE:
            return Section.ENCLOSING.value
        return str((Section.DISPATCH if (kernel(name) or not any_kernel) else Section.ENCLOSING).value)

    groups: list[tuple[str, Group]] = []
    for sec in SECTIONS:
        sb = [n for n in names[0] if section(n) == sec]
        sc = [n for n in names[1] if section(n) == sec]
        groups += [(sec.value, g) for g in match([], [], sb, sc, overrides if sec == Section.DISPATCH else None)]
    return groups


def _empty_executions() -> pd.DataFrame:
    empty: pd.DataFrame = pd.DataFrame({"side": pd.Categorical([], categories=Side.values()),
                                        "row_id": pd.Series(dtype=np.int64), "name": pd.Categorical([]),
                                        "iteration": pd.Series(dtype=np.int64), "lane": pd.Series(dtype=object),
                                        "start_ns": pd.Series(dtype=np.int64), "end_ns": pd.Series(dtype=np.int64),
                                        "duration_ns": pd.Series(dtype=np.int64), "busy_ns": pd.Series(dtype=np.int64),
                                        "chunks": pd.Series(dtype=np.int64)})
    return empty


def _noise(opts: DiffOptions, figures: Figures, evidence: RunEvidence | None,
           first: Capture) -> tuple[RunNoise | None, tuple[DiffWarning, ...]]:
    """The run noise of one run a side: ``--noise PROFILE``, else this machine's
    learned profile (unless ``use_noise_profile`` is off), else None (the
    corpus ratio). None too when a side has several runs (they measure it).
    With what to warn of it."""
    if evidence is not None and evidence.several:
        if opts.noise_profile is not None:
            return None, (DiffWarning(WarningKind.NOISE_PROFILE, f"noise profile "
                                      f"{os.path.basename(opts.noise_profile)} not used: the runs given "
                                      "measure the run-to-run variation"),)
        return None, ()
    notes: tuple[DiffWarning, ...] = ()
    if opts.noise_profile is not None:
        profile, source = load_profile(opts.noise_profile), f"noise profile {os.path.basename(opts.noise_profile)}"
    elif opts.use_noise_profile and figures.iteration_ms:
        found, problem = learned(first, opts.noise_cache)
        notes = (DiffWarning(WarningKind.NOISE_PROFILE, problem),) if problem else ()
        if found is None:
            return None, notes
        profile, source = found, "this machine's learned noise profile"
    else:
        return None, ()
    var, df, missing = variance(profile, figures.groups)
    message = f"{source}: run-to-run variation added to each row's interval"
    dispatch_rows = sum(section == Section.DISPATCH for section, _ in figures.groups)
    if missing:
        message += f"; {missing} of {dispatch_rows} dispatch rows not in it got its machine-wide figure"
    return _profile_noise(opts, profile, source, var, df, missing <= dispatch_rows / 2, len(figures.groups)), \
        notes + (DiffWarning(WarningKind.NOISE_PROFILE, message),)


def _profile_noise(opts: DiffOptions, profile: NoiseProfile, source: str, var: np.ndarray, df: np.ndarray,
                   most_known: bool, nrows: int) -> RunNoise:
    """The run noise a noise profile gives the rows (``var``, ``df``: their run-to-run variance)."""
    base = RunNoise.corpus(nrows)
    ratio = math.sqrt(profile.ratio.run_var) if profile.ratio is not None else base.ratio
    ratio_df = float(profile.ratio.runs - 1) if profile.ratio is not None else base.ratio_df
    # A learned total is its program's: used when the profile knows most of this one's dispatches.
    known = opts.noise_profile is not None or most_known
    return RunNoise(var, df, profile.total.run_var if known else math.nan,
                    float(profile.total.runs - 1) if known else math.nan, ratio, ratio_df,
                    DecisionBasis.PROFILE, f"{source} ({profile.total.runs} runs behind its total)",
                    base.total_ratio, given=opts.noise_profile is not None)


def _learn(opts: DiffOptions, figures: Figures, runs: Pair[tuple[Capture, ...]]) -> tuple[DiffWarning, ...]:
    """Add what each side's several runs measured to this machine's learned profile; what went wrong."""
    if not opts.use_noise_profile:
        return ()
    from .stats.intervals import within_sd
    from .stats.run_evidence import run_means

    dispatch = np.array([sec == Section.DISPATCH for sec, _ in figures.groups], bool)
    problems: list[DiffWarning] = []
    for side, caps in runs.items():
        summary = figures.summaries[side]
        if len(summary.runs) < 2 or any(r.unlike for r in summary.runs):
            continue  # one run, or runs that are not repeats of one build (other dispatches, other times)
        grid = figures.iteration_ms[side]
        names = [list(g.baseline if side is Side.BASELINE else g.candidate) if dispatch[r] else []
                 for r, (_, g) in enumerate(figures.groups)]
        with np.errstate(divide="ignore", invalid="ignore"):
            logs = np.log(run_means(grid, summary.runs))
            total = np.log(run_means(grid[dispatch].sum(axis=0, keepdims=True), summary.runs))
        spreads, ratio = spreads_of_runs(names, logs, within_sd(grid) ** 2)
        k = len(summary.runs)
        total_spread = Spread(float(np.var(total, ddof=1)), k) if np.isfinite(total).all() else None
        problem = learn(caps[0], spreads, total_spread, ratio, opts.noise_cache)
        if problem:
            problems.append(DiffWarning(WarningKind.NOISE_PROFILE, problem))
    return tuple(problems)
