"""Compare two captures: ``diff(baseline, candidate) -> Diff``.

Per side: split the capture into benchmark iterations (warm-up dropped),
turn zones into executions (``sides``), pair dispatches across the builds
(``matching``), then per row compute calls and time per iteration and the
distribution of its samples (``judge``), and rank. Captures without a
timeline (aggregate CSVs) feed the same rows from their per-name totals.

Samples. A row's sample is one execution. For a row with several names on
a side (a fused or split group) a sample is one occurrence of the group:
the k-th execution of every member in an iteration, summed, when all
members run equally often and the group's calls per iteration changed;
otherwise, and for rows whose calls per iteration changed, the row's total
per iteration (``unit`` says which).

Runs. Each side is one capture today (a list of one is accepted); several
captures per side are refused with a clear error until issue #17 gives them
run-level statistics (``significance.row_tests`` is where they plug in).
"""

from __future__ import annotations

import math
import os
from collections import defaultdict
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ..capture import Capture
from ..diff import Diff, DiffWarning, Run, RunSummary, Verdict
from ..errors import DiffError
from . import iterations as its
from .judge import judge
from .matching import Group, match
from .names import parse
from .overrides import Overrides, as_overrides, load_overrides  # noqa: F401  (load_overrides: API)
from .sides import Side
from .significance import Samples

SIDES = ("baseline", "candidate")
SECTIONS = ("dispatch", "enclosing")
#: The source location of IREE's CPU dispatch zones (their display name is a ZoneName).
CPU_DISPATCH_FUNCTION = "iree_hal_cmd_execute_dispatch_tiles"


def diff(baseline, candidate, *, threshold_pct: float = 5.0, min_abs_us_per_iter: float = 1.0,
         keep_warmup: bool = False, overrides=None, alpha: float = 0.05, progress=None) -> Diff:
    """Compare ``candidate`` against ``baseline``.

    Each side is a Capture, a path, or a list of one of them. ``overrides``:
    an ``Overrides``, a path (see ``load_overrides``) or ``(baseline,
    candidate)`` pairs. ``progress(done, total)`` is called after each step.
    Raises ``DiffError`` when the captures have nothing to compare or a side
    has several captures (not yet supported).
    """
    overrides = as_overrides(overrides)
    step = _Steps(progress, 6)
    base = _one_run(baseline, "baseline")
    step()
    cand = _one_run(candidate, "candidate")
    step()
    options = dict(threshold_pct=threshold_pct, min_abs_us_per_iter=min_abs_us_per_iter,
                   keep_warmup=keep_warmup, alpha=alpha,
                   overrides=[(r.baseline, r.candidate) for r in overrides.rules] if overrides else [])
    if not (base.has_timeline and cand.has_timeline):
        figures = _aggregate_figures(base, cand, overrides)
    else:
        sides = [Side.of(c, keep_warmup) for c in (base, cand)]
        regular = sides[0].regular_enclosing() | sides[1].regular_enclosing()
        for side in sides:
            side.keep_enclosing(regular)
        step()
        groups = _match_sections(sides, overrides)
        step()
        figures = _timeline_figures(sides, groups)
    step()
    judged = judge(figures.groups, figures.per, figures.samples, figures.sequences, options)
    step()
    return Diff(baseline=base, candidate=cand, baseline_summary=figures.summaries[0],
                candidate_summary=figures.summaries[1], rows=judged.rows, executions=figures.execs,
                members=figures.members, verdict=_wall_verdict(judged.verdict, figures.summaries),
                iteration_ms=figures.iteration_ms,
                common_shift=judged.common_shift,
                warnings=tuple(_warnings(base, cand, figures.summaries, judged.rows) + figures.warnings),
                options=options)


def _wall_verdict(verdict: Verdict, summaries: list[RunSummary]) -> Verdict:
    """The verdict's overall change in wall time per iteration, when both sides have it."""
    b, c = (s.ms_per_iteration for s in summaries)
    if not (math.isfinite(b) and math.isfinite(c)):
        return verdict
    return replace(verdict, baseline_ms_per_iter=b, candidate_ms_per_iter=c, delta_ms_per_iter=c - b)


def _one_run(side, label: str) -> Capture:
    if isinstance(side, (list, tuple)):
        if len(side) != 1:
            raise DiffError(f"{label}: {len(side)} captures given; several runs per side are not "
                            f"supported yet (issue #17): pass one capture per side")
        side = side[0]
    if isinstance(side, Capture):
        return side
    from ..loader import load
    return load(side)


@dataclass
class Figures:
    """What the judging needs, from either timelines or aggregate totals."""

    groups: list[tuple[str, Group]]
    per: dict  # side -> (calls per iteration, ms per iteration, calls)
    samples: Samples
    execs: pd.DataFrame
    members: pd.DataFrame
    iteration_ms: dict
    summaries: list[RunSummary]
    sequences: list[list[str]]
    warnings: list[DiffWarning]


class _Steps:
    def __init__(self, progress, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def __call__(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.total)


def _match_sections(sides: list[Side], overrides: Overrides | None) -> list[tuple[str, Group]]:
    b, c = sides
    kernels = match(b.sequence, c.sequence, b.names(0), c.names(0), overrides)
    if kernels and not any(g.baseline and g.candidate for g in kernels):
        raise DiffError(
            f"nothing in common: no dispatch of {b.capture.path} matches one of "
            f"{c.capture.path} (try --overrides)")
    enclosing = match([], [], b.names(1), c.names(1))
    return [("dispatch", g) for g in kernels] + [("enclosing", g) for g in enclosing]


def _timeline_figures(sides: list[Side], groups: list[tuple[str, Group]]) -> Figures:
    """Per-row figures, samples, executions and members from two timelines."""
    n_iter = [s.iterations.count for s in sides]
    nrows = len(groups)
    cols: dict[str, list[np.ndarray]] = defaultdict(list)
    for side, s in enumerate(sides):
        ex = s.execs
        labels = ex["name"].cat.categories
        index = {str(n): i for i, n in enumerate(labels)}
        lut = np.full((2, len(labels)), -1, np.int64)  # (section, name code) -> row id
        for row_id, (section, g) in enumerate(groups):
            for name in (g.baseline if side == 0 else g.candidate):
                lut[SECTIONS.index(section), index[name]] = row_id
        codes = ex["name"].cat.codes.to_numpy(np.int64)
        rid = lut[s.section, codes]
        if (rid < 0).any():
            raise AssertionError("an execution without a row")
        cols["side"].append(np.full(len(ex), side, np.int8))
        cols["row_id"].append(rid)
        cols["code"].append(codes)
        for c in ("iteration", "start_ns", "end_ns", "duration_ns", "busy_ns", "chunks"):
            cols[c].append(ex[c].to_numpy(np.int64))
    # Baseline, then candidate; the table's int columns are the arrays used below.
    execs = its.int_frame({c: cols[c] for c in ("row_id", "iteration", "start_ns", "end_ns", "duration_ns",
                                                "busy_ns", "chunks")})
    arrays = {c: execs[c].to_numpy() for c in execs.columns}
    arrays["side"] = np.concatenate(cols["side"])
    arrays["code"] = np.concatenate(cols["code"])
    execs.insert(0, "side", pd.Categorical.from_codes(arrays["side"], categories=list(SIDES)))
    execs.insert(2, "name", union_categoricals([s.execs["name"].array for s in sides]))
    execs.insert(4, "lane", union_categoricals([s.execs["lane"].array for s in sides]))
    labels = [s.execs["name"].cat.categories for s in sides]
    del cols
    for s in sides:  # the executions table holds them now
        s.execs = None

    per = _per_side_totals(arrays, nrows, n_iter)
    # Rows as often called on both sides compare executions; groups whose
    # count changed compare occurrences (the executions over the names) when
    # those match, else every row compares per-iteration totals.
    same_calls = np.isclose(per[0][0], per[1][0], rtol=1e-9)
    occ_b = per[0][0] / np.maximum([len(g.baseline) for _, g in groups], 1)
    occ_c = per[1][0] / np.maximum([len(g.candidate) for _, g in groups], 1)
    recount = ~same_calls & ~np.isclose(occ_b, occ_c, rtol=1e-9) & (per[0][2] > 0) & (per[1][2] > 0)
    samples = _samples(arrays, nrows, n_iter, [len(g.baseline) for _, g in groups],
                       [len(g.candidate) for _, g in groups], recount, same_calls)
    grids = {}
    for s, label in enumerate(SIDES):
        m = arrays["side"] == s
        cell = arrays["row_id"][m] * n_iter[s] + arrays["iteration"][m]
        grids[label] = np.bincount(cell, weights=arrays["duration_ns"][m].astype(np.float64),
                                   minlength=nrows * n_iter[s]).reshape(nrows, n_iter[s]) / 1e6
    dispatch_ms = [float(per[s][1][[sec == "dispatch" for sec, _ in groups]].sum()) for s in (0, 1)]
    summaries = [_summary(side, ms) for side, ms in zip(sides, dispatch_ms)]
    return Figures(groups, per, samples, execs, _members(arrays, labels, groups, n_iter), grids, summaries,
                   [s.sequence for s in sides], [])


def _members(arrays: dict, name_labels: list, groups: list[tuple[str, Group]], n_iter: list[int]) -> pd.DataFrame:
    """Every name of every row with its own calls, ms per iteration and median."""
    parts = []
    section_of = np.array([SECTIONS.index(sec) for sec, _ in groups], np.int64)
    for s, label in enumerate(SIDES):
        m = arrays["side"] == s
        code, rid = arrays["code"][m], arrays["row_id"][m]
        labels = name_labels[s]
        # A name is one row per section: (name, section) keys the member.
        key = code * 2 + section_of[rid]
        row_of_key = np.zeros(2 * len(labels) + 2, np.int64)
        row_of_key[key] = rid
        key, dur = _sort_pairs(key, arrays["duration_ns"][m])
        first = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
        count = np.diff(np.append(first, len(key)))
        total = np.add.reduceat(dur.astype(np.float64), first) if len(first) else np.zeros(0)
        mid = (dur[first + (count - 1) // 2] + dur[first + count // 2]) / 2.0 if len(first) else np.zeros(0)
        k = key[first]
        parts.append(pd.DataFrame({
            "row_id": row_of_key[k], "side": label,
            "name": np.asarray(labels, dtype=object)[k // 2],
            "execs_per_iter": count / max(n_iter[s], 1), "ms_per_iter": total / max(n_iter[s], 1) / 1e6,
            "median_ms": mid / 1e6}))
    out = pd.concat(parts, ignore_index=True)
    # Names of a row that ran in no kept iteration still belong to it.
    listed = set(zip(out["row_id"], out["side"], out["name"]))
    extra = [(r, label, n) for r, (_, g) in enumerate(groups) for label, names in zip(SIDES, (g.baseline, g.candidate))
             for n in names if (r, label, n) not in listed]
    if extra:
        out = pd.concat([out, pd.DataFrame(extra, columns=["row_id", "side", "name"]).assign(
            execs_per_iter=0.0, ms_per_iter=0.0, median_ms=np.nan)], ignore_index=True)
    return out.sort_values(["row_id", "side", "name"], kind="stable").reset_index(drop=True)


def _sort_pairs(key: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``key`` and ``value`` sorted by key, then value (packed into one int64 when they fit)."""
    if not len(key) or (value.min() >= 0 and value.max() < (1 << 40) and key.max() < (1 << 23)):
        packed = np.sort((key << 40) | value)
        return packed >> 40, packed & ((1 << 40) - 1)
    order = np.lexsort((value, key))
    return key[order], value[order]


def _summary(side: Side, dispatch_ms: float) -> RunSummary:
    it = side.iterations
    wall = it.wall_ms
    ms = float(np.median(wall)) if len(wall) else math.nan
    return RunSummary(
        path=side.capture.path, program=side.capture.metadata.program, iterations=it.count,
        dropped_iterations=it.dropped, iteration_source=it.source, ms_per_iteration=ms,
        iteration_ms=wall, iteration_bounds=it.bounds, dispatch_ms_per_iteration=dispatch_ms,
        runs=(Run(side.capture.path, it.count, ms),))


#: Fewer kept iterations than this on a side: per-iteration samples cannot
#: reach significance (Mann-Whitney needs 4 against 4 for p < 0.05).
MIN_ITERATIONS = 4


def _warnings(base: Capture, cand: Capture, summaries: list[RunSummary], rows: pd.DataFrame) -> list[DiffWarning]:
    out = []
    b, c = summaries
    if b.iterations != c.iterations:
        out.append(DiffWarning("iteration_counts", f"iteration counts differ: baseline {b.iterations}, "
                               f"candidate {c.iterations} (times are per iteration)"))
    for s in summaries:
        if s.iteration_source == "whole capture":
            out.append(DiffWarning("whole_capture", f"{s.path}: no Iteration frames or BenchmarkIteration "
                                   f"zones; the whole capture is one iteration"))
        elif s.iterations == 1 and s.dropped_iterations == 0:
            out.append(DiffWarning("single_iteration",
                                   f"{s.path}: a single iteration, kept although it may include warm-up"))
    few = min(b.iterations, c.iterations)
    untested = int(((rows["section"] == "dispatch") & (rows["status"] == "inconclusive")).sum())
    if base.has_timeline and cand.has_timeline and few < MIN_ITERATIONS and untested:
        out.append(DiffWarning("too_few_iterations", (
            f"{b.iterations} iteration{'s' if b.iterations != 1 else ''} (baseline) and {c.iterations} "
            f"(candidate): rows compared per iteration need {MIN_ITERATIONS} or more a side for a test, "
            f"so {untested} dispatch row{'s are' if untested != 1 else ' is'} inconclusive; "
            f"capture more iterations")))
    for label, cap in (("baseline", base), ("candidate", cand)):
        out += [DiffWarning("capture", f"{label}: {w}") for w in cap.warnings]
    return out


def _per_side_totals(allx: dict, nrows: int, n_iter: list[int]) -> dict:
    """Executions and milliseconds per iteration, per side and row."""
    out = {}
    side, rid = allx["side"], allx["row_id"]
    dur = allx["duration_ns"].astype(np.float64)
    for s in (0, 1):
        m = side == s
        count = np.bincount(rid[m], minlength=nrows).astype(np.float64)
        total = np.bincount(rid[m], weights=dur[m], minlength=nrows)
        out[s] = (count / max(n_iter[s], 1), total / max(n_iter[s], 1) / 1e6, count)
    return out


def _samples(allx: dict, nrows: int, n_iter: list[int], nb: list[int], nc: list[int],
             by_iteration: np.ndarray, same_calls: np.ndarray) -> Samples:
    """Per row and side the sample values in ms (see the module doc)."""
    side, rid, it, names = allx["side"], allx["row_id"], allx["iteration"], allx["code"]
    dur = allx["duration_ns"].astype(np.float64)
    by_iteration = by_iteration.copy()
    multi = ((np.asarray(nb) > 1) | (np.asarray(nc) > 1)) & ~same_calls
    k = np.zeros(len(side), np.int64)
    grouped = np.flatnonzero(multi[rid])
    if len(grouped):
        # k-th execution of a name within its iteration.
        grouped = grouped[np.lexsort((allx["start_ns"][grouped], it[grouped], names[grouped], rid[grouped],
                                      side[grouped]))]
        g_side, g_rid, g_it, g_names = side[grouped], rid[grouped], it[grouped], names[grouped]
        run = np.ones(len(grouped), bool)
        run[1:] = ((g_side[1:] != g_side[:-1]) | (g_rid[1:] != g_rid[:-1]) | (g_names[1:] != g_names[:-1])
                   | (g_it[1:] != g_it[:-1]))
        starts = np.flatnonzero(run)
        lengths = np.diff(np.append(starts, len(grouped)))
        k[grouped] = np.arange(len(grouped)) - np.repeat(starts, lengths)
        # A group side runs its members equally often when, in every
        # iteration it runs, all members run and run the same number of times.
        counts = pd.DataFrame({"side": g_side[starts], "rid": g_rid[starts], "it": g_it[starts], "n": lengths})
        agg = counts.groupby(["side", "rid", "it"], sort=False)["n"].agg(["min", "max", "size"]).reset_index()
        members = np.where(agg["side"].to_numpy() == 0, np.asarray(nb, np.int64)[agg["rid"].to_numpy()],
                           np.asarray(nc, np.int64)[agg["rid"].to_numpy()])
        uneven = (agg["min"].to_numpy() != agg["max"].to_numpy()) | (agg["size"].to_numpy() != members)
        by_iteration[agg["rid"].to_numpy()[uneven]] = True

    out_side, out_row, out_ns = [], [], []
    # One name on the side: each execution is a sample; several: sum the
    # members' k-th executions.
    single = ~by_iteration[rid] & ~multi[rid]
    out_side.append(side[single].astype(np.int64))
    out_row.append(rid[single])
    out_ns.append(allx["duration_ns"][single])
    grouped = ~by_iteration[rid] & multi[rid]
    if grouped.any():
        g = pd.DataFrame({"s": side[grouped], "r": rid[grouped], "i": it[grouped], "k": k[grouped],
                          "d": allx["duration_ns"][grouped]}).groupby(["s", "r", "i", "k"], sort=False)["d"].sum()
        g = g.reset_index()
        out_side.append(g["s"].to_numpy(np.int64))
        out_row.append(g["r"].to_numpy(np.int64))
        out_ns.append(g["d"].to_numpy(np.int64))
    for s in (0, 1):
        # Per-iteration totals, with zeros for iterations where the row did not run.
        sel = (side == s) & by_iteration[rid]
        if not sel.any():
            continue
        present = np.unique(rid[sel])
        pos = np.searchsorted(present, rid[sel])
        grid = np.bincount(pos * n_iter[s] + it[sel], weights=dur[sel], minlength=len(present) * n_iter[s])
        out_side.append(np.full(grid.size, s, np.int64))
        out_row.append(np.repeat(present, n_iter[s]))
        out_ns.append(np.rint(grid).astype(np.int64))
    cat = (lambda parts: np.concatenate(parts) if parts else np.empty(0, np.int64))
    side_, row_, ns_ = cat(out_side), cat(out_row), cat(out_ns)
    unit = np.where(by_iteration, "iteration", "execution").astype(object)
    return Samples(*_sort_samples(side_, row_, ns_), unit)


def _sort_samples(side: np.ndarray, row: np.ndarray, ns: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Side, row and ms sorted by row, then value."""
    row, value = _sort_pairs(row, (ns << 1) | side)
    return value & 1, row, (value >> 1) / 1e6


# --- captures without a timeline (aggregate csvexport CSVs) ------------------

def _aggregate_figures(base: Capture, cand: Capture, overrides: Overrides | None) -> Figures:
    """Per-name totals when a side has no timeline: one row per name, times
    per iteration when ``BenchmarkIteration`` counts them, no samples."""
    from ..stats import aggregate

    tables, iters = [], []
    for cap in (base, cand):
        t = aggregate(cap, group_by="srcloc").frame()
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
    per, member_parts, summaries = {}, [], []
    for s, (cap, t, (n, ms)) in enumerate(zip((base, cand), tables, iters)):
        rid = np.array([row_of[s][name] for name in names[s]], np.int64)
        count = np.bincount(rid, weights=t["counts"].to_numpy(np.float64), minlength=nrows)
        total = np.bincount(rid, weights=t["total_ns"].to_numpy(np.float64), minlength=nrows)
        per[s] = (count / n, total / n / 1e6, count)
        member_parts.append(pd.DataFrame({
            "row_id": rid, "side": SIDES[s], "name": names[s],
            "execs_per_iter": t["counts"].to_numpy(np.float64) / n,
            "ms_per_iter": t["total_ns"].to_numpy(np.float64) / n / 1e6, "median_ms": np.nan}))
        dispatch = np.array([sec == "dispatch" for sec, _ in groups])
        source = "BenchmarkIteration counts (no timeline)" if ms == ms else "whole capture (no timeline)"
        bounds = pd.DataFrame({"iteration": pd.Series(dtype=np.int64), "start_ns": pd.Series(dtype=np.int64),
                               "end_ns": pd.Series(dtype=np.int64)})
        summaries.append(RunSummary(
            path=cap.path, program=cap.metadata.program, iterations=n, dropped_iterations=0,
            iteration_source=source, ms_per_iteration=ms, iteration_ms=np.empty(0), iteration_bounds=bounds,
            dispatch_ms_per_iteration=float(per[s][1][dispatch].sum()), runs=(Run(cap.path, n, ms),)))
    empty = np.empty(0, np.int64)
    samples = Samples(empty, empty, np.empty(0), np.full(nrows, "capture", dtype=object))
    members = pd.concat(member_parts, ignore_index=True).sort_values(["row_id", "side", "name"], kind="stable")
    warnings = [DiffWarning("no_timeline", f"{c.path}: no timeline (aggregate CSV): per-capture totals, "
                            f"no iterations dropped, no significance tests") for c in (base, cand)
                if not c.has_timeline]
    return Figures(groups, per, samples, _empty_executions(), members.reset_index(drop=True), {},
                   summaries, [[], []], warnings)


def _aggregate_groups(names: list[list[str]], overrides: Overrides | None) -> list[tuple[str, Group]]:
    # csvexport rows are per source location: IREE's CPU dispatches all show
    # as the one row of the function that runs their tiles.
    kernel = lambda n: parse(n) is not None or n == CPU_DISPATCH_FUNCTION  # noqa: E731
    any_kernel = any(kernel(n) for ns in names for n in ns)

    def section(name: str) -> str:
        if name == its.ITERATION_ZONE:
            return "enclosing"
        return "dispatch" if (kernel(name) or not any_kernel) else "enclosing"

    groups: list[tuple[str, Group]] = []
    for sec in SECTIONS:
        sb = [n for n in names[0] if section(n) == sec]
        sc = [n for n in names[1] if section(n) == sec]
        groups += [(sec, g) for g in match([], [], sb, sc, overrides if sec == "dispatch" else None)]
    return groups


def _empty_executions() -> pd.DataFrame:
    return pd.DataFrame({"side": pd.Categorical([], categories=list(SIDES)),
                         "row_id": pd.Series(dtype=np.int64), "name": pd.Categorical([]),
                         "iteration": pd.Series(dtype=np.int64), "lane": pd.Series(dtype=object),
                         "start_ns": pd.Series(dtype=np.int64), "end_ns": pd.Series(dtype=np.int64),
                         "duration_ns": pd.Series(dtype=np.int64), "busy_ns": pd.Series(dtype=np.int64),
                         "chunks": pd.Series(dtype=np.int64)})
