"""Compare two captures: ``diff(baseline, candidate) -> Diff``.

Per side: split the capture into benchmark iterations (warm-up dropped),
turn zones into executions (``sides``), pair dispatches across the builds
(``matching``), compute per row calls, time per iteration and samples
(``figures``), then judge and rank the rows (``judge``). Captures without a
timeline (aggregate CSVs) feed the same judge from their per-name totals.

Runs. Each side is one capture or a list of captures of one build (runs).
A side's runs are pooled (``pooling``) and matched once; rows are computed
as for one capture over all their iterations; when a side has several runs,
each run's estimate of each row (``run_evidence``) gives the noise floor
and, when both sides have several, the run-level test that judges the rows.
Aggregate CSVs (no timeline) take one capture per side.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import replace
from typing import Union

import numpy as np
import pandas as pd

from ..capture import Capture
from ..diff import (
    SIDES,
    Diff,
    DiffOptions,
    DiffWarning,
    GroupBy,
    Pair,
    Run,
    RunSummary,
    SampleUnit,
    Section,
    Side,
    Status,
    Verdict,
    WarningKind,
)
from ..errors import DiffError
from ..io.loader import Progress
from .conditions import capture_conditions, conditions_verdict
from .executions import iterations as its
from .executions.pooling import pool
from .executions.sides import KeptRun, on_both
from .identity import identical
from .ir.explain import IrInputs, attach, pair_by_content
from .ir.isa_rows import attach_isa, load_isa
from .judge import ProfileVariance, judge, same_code_verdict
from .matching.grouping import grouped
from .matching.names import parse
from .matching.overrides import Overrides, OverridesLike, as_overrides, load_overrides  # noqa: F401  (load_overrides: API)
from .matching.pairing import Group, match
from .row_figures import SECTIONS, ExecutionTable, Figures, FrameTable, SideTotals, same_calls, timeline_figures
from .stats.noise_profile import load_profile, variance
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
    step = _Steps(progress, 6)
    base_runs = [grouped(c, opts.group_by) for c in _captures(baseline, Side.BASELINE)]
    step()
    cand_runs = [grouped(c, opts.group_by) for c in _captures(candidate, Side.CANDIDATE)]
    step()
    base, cand = base_runs[0], cand_runs[0]
    evidence = None
    dumps = IrInputs.load(base.path, cand.path, opts.baseline_sources, opts.candidate_sources) \
        if explain_ir else None
    if not (base.has_timeline and cand.has_timeline):
        if len(base_runs) > 1 or len(cand_runs) > 1:
            raise DiffError("several captures per side need timelines (.tracy files or csvexport -u CSVs), "
                            "not aggregate CSVs")
        figures = _aggregate_figures(base, cand, rules)
    else:
        pooled = Pair(*on_both(lambda runs: pool(runs[0], opts.keep_warmup, runs[1], opts.frames),
                               (base_runs, Side.BASELINE.value), (cand_runs, Side.CANDIDATE.value)))
        sides = pooled.map(lambda p: p.side)
        regular = set.union(*on_both(KeptRun.regular_enclosing, *sides))
        on_both(lambda side: side.keep_enclosing(regular), *sides)
        step()
        groups = pair_by_content(_match_sections(sides, rules), dumps)
        step()
        figures = timeline_figures(sides, groups)
        figures.summaries = Pair(replace(figures.summaries.baseline, runs=pooled.baseline.runs),
                                 replace(figures.summaries.candidate, runs=pooled.candidate.runs))
        figures.warnings += [w for p in pooled for w in p.warnings]
        evidence = _evidence(figures, pooled.map(lambda p: p.runs), opts.alpha)
    step()
    profile = _profile(opts.noise_profile, figures, evidence)
    judged = judge(figures, opts, evidence, profile)
    rows, ir_warnings = attach(judged.rows, dumps)
    isa = load_isa(base.path, cand.path, opts.baseline_intermediates, opts.candidate_intermediates) \
        if explain_ir else None
    rows, isa_warnings = attach_isa(rows, isa)
    ir_warnings += isa_warnings
    iterations: list[list[int | None]] = [[r.iterations for r in s.runs] or [None] * len(caps)
                                          for s, caps in zip(figures.summaries, (base_runs, cand_runs))]
    conditions = capture_conditions(base_runs, cand_runs, iterations)
    verdict = same_code_verdict(conditions_verdict(_wall_verdict(judged.verdict, figures.summaries), conditions,
                                                   rows, opts.threshold_pct), rows)
    verdict = replace(verdict, identical=identical(base_runs, cand_runs))
    step()
    return Diff(baseline=base, candidate=cand, baseline_summary=figures.summaries.baseline,
                candidate_summary=figures.summaries.candidate, rows=rows, execution_source=figures.executions,
                members=figures.members, verdict=verdict, conditions=conditions,
                iteration_ms=figures.iteration_ms,
                common_shift=judged.common_shift, total=judged.total,
                warnings=tuple(_warnings(Pair(base_runs, cand_runs), figures.summaries, judged.rows)
                               + figures.warnings + one_run_warnings(evidence)
                               + [DiffWarning(WarningKind.IR, w) for w in ir_warnings]
                               + [DiffWarning(WarningKind.CAPTURE_CONDITIONS, m.message)
                                  for m in conditions.mismatches]),
                options=opts, ir_sources=(dumps.folders() if dumps is not None else ())
                + (isa.folders() if isa is not None else ()))


def _wall_verdict(verdict: Verdict, summaries: Pair[RunSummary]) -> Verdict:
    """The verdict's overall change in wall time per iteration, when both sides have it."""
    b, c = (s.ms_per_iteration for s in summaries)
    if not (math.isfinite(b) and math.isfinite(c)):
        return verdict
    return replace(verdict, baseline_ms_per_iter=b, candidate_ms_per_iter=c, delta_ms_per_iter=c - b)


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
    assert isinstance(figures.executions, ExecutionTable)
    return run_evidence(figures.executions, runs, figures.samples.unit,
                        same_calls(figures.per.baseline.calls_per_iter, figures.per.candidate.calls_per_iter),
                        figures.names_per_row(), 1.0 - alpha)


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
    per_run = [s.iterations / max(len(s.runs), 1) for s in summaries]
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
    empty = np.empty(0, np.int64)
    samples = Samples(empty, empty, np.empty(0), np.full(nrows, SampleUnit.CAPTURE.value, dtype=object))
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


def _profile(path: str | None, figures: Figures, evidence: RunEvidence | None) -> ProfileVariance | None:
    """The noise profile at ``path`` per row of ``figures`` (None without one,
    or when a side has several runs: the runs then measure the variation)."""
    if path is None:
        return None
    profile = load_profile(path)
    if evidence is not None and evidence.several:
        figures.warnings.append(DiffWarning(WarningKind.NOISE_PROFILE, f"noise profile {os.path.basename(path)} "
                                            "not used: the runs given measure the run-to-run variation"))
        return None
    var, df, missing = variance(profile, figures.groups)
    message = f"noise profile {os.path.basename(path)}: run-to-run variation added to each row's interval"
    if missing:
        dispatch_rows = sum(section == Section.DISPATCH for section, _ in figures.groups)
        message += (f"; {missing} of {dispatch_rows} dispatch rows not in it got its typical value "
                    f"(±{profile.typical.detectable_pct():.1f}% detectable)")
    figures.warnings.append(DiffWarning(WarningKind.NOISE_PROFILE, message))
    return ProfileVariance(var, df, profile.total.run_var, float(profile.total.runs - 1))
