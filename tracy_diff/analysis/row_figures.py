"""Per-row and per-name figures (calls, time, samples) from the executions of two sides.

In: two ``KeptRun``s and the matched groups (rows). Out: ``Figures``: per row
and side the calls and milliseconds per iteration, every sample
(``significance.Samples``), the executions table, each name's own figures
(members) and each row's time per kept iteration. Everything is computed
over all executions at once with numpy (no Python loop over executions).

Samples. A row's sample is one execution when the row is as often called on
both sides. For a group whose calls per iteration changed (fused, split), a
sample is one occurrence of the group: the k-th execution of every member in
an iteration, summed, when all members run equally often; otherwise, and
for a single dispatch whose calls per iteration changed, the row's total per
iteration (``unit`` says which).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ..diff import SIDES, DiffWarning, Pair, Run, RunSummary, SampleUnit, Section, Side
from .matching import Group
from .sides import KeptRun
from .significance import Samples

SECTIONS = (Section.DISPATCH, Section.ENCLOSING)


@dataclass(frozen=True)
class SideTotals:
    """One side's per-row totals: every array has one entry per row."""

    calls_per_iter: np.ndarray
    ms_per_iter: np.ndarray
    calls: np.ndarray  # executions in all kept iterations


@dataclass
class Figures:
    """What the judging needs, from either timelines or aggregate totals."""

    groups: list[tuple[str, Group]]
    per: Pair[SideTotals]
    samples: Samples
    execs: pd.DataFrame
    members: pd.DataFrame
    iteration_ms: dict[Side, np.ndarray]
    summaries: Pair[RunSummary]
    sequences: Pair[list[str]]
    warnings: list[DiffWarning]

    def names_per_row(self) -> Pair[list[int]]:
        """How many zone names form each row, per side."""
        return Pair([len(g.baseline) for _, g in self.groups], [len(g.candidate) for _, g in self.groups])


def same_calls(per: Pair[SideTotals]) -> np.ndarray:
    """Per row: called as often per iteration on both sides."""
    same: np.ndarray = np.isclose(per.baseline.calls_per_iter, per.candidate.calls_per_iter, rtol=1e-9)
    return same


def timeline_figures(sides: Pair[KeptRun], groups: list[tuple[str, Group]]) -> Figures:
    """Per-row figures, samples, executions and members from two timelines."""
    n_iter = [s.iterations.count for s in sides]
    nrows = len(groups)
    execs, arrays, labels = execution_table(list(sides), groups)
    per = per_side_totals(arrays, nrows, n_iter)
    # Rows as often called on both sides compare executions; groups whose
    # count changed compare occurrences (the executions over the names) when
    # those match, else every row compares per-iteration totals.
    same = same_calls(per)
    nb, nc = [len(g.baseline) for _, g in groups], [len(g.candidate) for _, g in groups]
    occ_b = per.baseline.calls_per_iter / np.maximum(nb, 1)
    occ_c = per.candidate.calls_per_iter / np.maximum(nc, 1)
    recount = ~same & ~np.isclose(occ_b, occ_c, rtol=1e-9) & (per.baseline.calls > 0) & (per.candidate.calls > 0)
    samples = samples_of(arrays, nrows, n_iter, nb, nc, recount, same)
    grids = {}
    for side in SIDES:
        s = side.position
        m = arrays["side"] == s
        cell = arrays["row_id"][m].astype(np.int64) * n_iter[s] + arrays["iteration"][m]
        grids[side] = np.bincount(cell, weights=arrays["duration_ns"][m].astype(np.float64),
                                  minlength=nrows * n_iter[s]).reshape(nrows, n_iter[s]) / 1e6
    dispatch = np.array([sec == Section.DISPATCH for sec, _ in groups], bool)
    summaries = Pair(summary(sides.baseline, float(per.baseline.ms_per_iter[dispatch].sum())),
                     summary(sides.candidate, float(per.candidate.ms_per_iter[dispatch].sum())))
    return Figures(groups, per, samples, execs, members(arrays, labels, groups, n_iter), grids, summaries,
                   sides.map(lambda s: s.sequence), [])


#: The executions table's columns as arrays, by name (``execution_table``).
Arrays = dict[str, np.ndarray]

TIMES = ("start_ns", "end_ns", "duration_ns", "busy_ns")  # int64 columns of the executions table
COUNTS = ("row_id", "iteration", "chunks")  # int32 columns


def execution_table(sides: list[KeptRun],
                    groups: list[tuple[str, Group]]) -> tuple[pd.DataFrame, Arrays, list[pd.Index]]:
    """Both sides' executions in one table (baseline, then candidate) with
    their row; its columns as arrays (plus ``side`` and per-side name
    ``code``); each side's name labels. Each side's own table is let go
    once its rows are written (the table is two blocks pandas keeps as they
    are: int64 times, int32 counts)."""
    n = sum(len(s.execs) for s in sides)
    times = np.empty((n, len(TIMES)), np.int64, order="F")
    counts = np.empty((n, len(COUNTS)), np.int32, order="F")
    side_of, code_of = np.empty(n, np.int8), np.empty(n, np.int32)
    names, lanes, labels = [], [], []
    at = 0
    for side, s in enumerate(sides):
        ex, m = s.execs, len(s.execs)
        part = slice(at, at + m)
        labels.append(ex["name"].cat.categories)
        index = {str(name): i for i, name in enumerate(labels[-1])}
        lut = np.full((2, len(index)), -1, np.int32)  # (section, name code) -> row id
        for row_id, (section, g) in enumerate(groups):
            for name in (g.baseline if side == 0 else g.candidate):
                lut[SECTIONS.index(section), index[name]] = row_id
        code_of[part] = ex["name"].cat.codes.to_numpy()
        counts[part, 0] = lut[s.section, code_of[part]]
        if (counts[part, 0] < 0).any():
            raise AssertionError("an execution without a row")
        counts[part, 1], counts[part, 2] = ex["iteration"].to_numpy(), ex["chunks"].to_numpy()
        for i, c in enumerate(TIMES):
            times[part, i] = ex[c].to_numpy()
        side_of[part] = side
        names.append(ex["name"].array)
        lanes.append(ex["lane"].array)
        s.release()  # the table holds them now
        del ex
        at += m
    execs = pd.concat([pd.DataFrame(counts, columns=list(COUNTS), copy=False),
                       pd.DataFrame(times, columns=list(TIMES), copy=False)], axis=1)
    arrays = {c: execs[c].to_numpy() for c in execs.columns}
    arrays["side"], arrays["code"] = side_of, code_of
    execs.insert(0, "side", pd.Categorical.from_codes(side_of, categories=pd.Index(Side.values())))
    execs.insert(2, "name", union_categoricals(names))
    execs.insert(4, "lane", union_categoricals(lanes))
    execs = execs[["side", "row_id", "name", "iteration", "lane", *TIMES, "chunks"]]
    return execs, arrays, labels


def members(arrays: Arrays, name_labels: list[pd.Index], groups: list[tuple[str, Group]],
            n_iter: list[int]) -> pd.DataFrame:
    """Every name of every row with its own calls, ms per iteration and median."""
    parts = []
    section_of = np.array([SECTIONS.index(sec) for sec, _ in groups], np.int64)
    for label in SIDES:
        s = label.position
        m = arrays["side"] == s
        code, rid = arrays["code"][m], arrays["row_id"][m]
        labels = name_labels[s]
        # A name is one row per section: (name, section) keys the member.
        key = code.astype(np.int64) * 2 + section_of[rid]
        row_of_key = np.zeros(2 * len(labels) + 2, np.int64)
        row_of_key[key] = rid
        key, dur = sort_pairs(key, arrays["duration_ns"][m])
        first = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
        count = np.diff(np.append(first, len(key)))
        total = np.add.reduceat(dur.astype(np.float64), first) if len(first) else np.zeros(0)
        mid = (dur[first + (count - 1) // 2] + dur[first + count // 2]) / 2.0 if len(first) else np.zeros(0)
        k = key[first]
        parts.append(pd.DataFrame({
            "row_id": row_of_key[k], "side": label.value,
            "name": np.asarray(labels, dtype=object)[k // 2],
            "execs_per_iter": count / max(n_iter[s], 1), "ms_per_iter": total / max(n_iter[s], 1) / 1e6,
            "median_ms": mid / 1e6}))
    out = pd.concat(parts, ignore_index=True)
    # Names of a row that ran in no kept iteration still belong to it.
    listed = set(zip(out["row_id"], out["side"], out["name"]))
    extra = [(r, label, n) for r, (_, g) in enumerate(groups)
             for label, names in zip(Side.values(), (g.baseline, g.candidate))
             for n in names if (r, label, n) not in listed]
    if extra:
        out = pd.concat([out, pd.DataFrame(extra, columns=["row_id", "side", "name"]).assign(
            execs_per_iter=0.0, ms_per_iter=0.0, median_ms=np.nan)], ignore_index=True)
    ordered: pd.DataFrame = out.sort_values(["row_id", "side", "name"], kind="stable").reset_index(drop=True)
    return ordered


def sort_pairs(key: np.ndarray, value: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``key`` and ``value`` sorted by key, then value (packed into one int64 when they fit)."""
    key, value = key.astype(np.int64, copy=False), value.astype(np.int64, copy=False)
    if not len(key) or (value.min() >= 0 and value.max() < (1 << 40) and key.max() < (1 << 23)):
        packed = np.sort((key << 40) | value)
        return packed >> 40, packed & ((1 << 40) - 1)
    order = np.lexsort((value, key))
    return key[order], value[order]


def summary(side: KeptRun, dispatch_ms: float) -> RunSummary:
    it = side.iterations
    wall = it.wall_ms
    ms = float(np.median(wall)) if len(wall) else math.nan
    return RunSummary(
        path=side.capture.path, program=side.capture.metadata.program, iterations=it.count,
        dropped_iterations=it.dropped, iteration_source=it.source, ms_per_iteration=ms,
        iteration_ms=wall, iteration_bounds=it.bounds, dispatch_ms_per_iteration=dispatch_ms,
        runs=(Run(side.capture.path, it.count, ms),))


def per_side_totals(allx: Arrays, nrows: int, n_iter: list[int]) -> Pair[SideTotals]:
    """Executions and milliseconds per iteration, per side and row."""
    side, rid = allx["side"], allx["row_id"]
    dur = allx["duration_ns"].astype(np.float64)

    def totals(s: Side) -> SideTotals:
        m = side == s.position
        count = np.bincount(rid[m], minlength=nrows).astype(np.float64)
        total = np.bincount(rid[m], weights=dur[m], minlength=nrows)
        n = max(n_iter[s.position], 1)
        return SideTotals(count / n, total / n / 1e6, count)
    return Pair.of(totals)


def samples_of(allx: Arrays, nrows: int, n_iter: list[int], nb: list[int], nc: list[int],
               by_iteration: np.ndarray, same_calls: np.ndarray) -> Samples:
    """Per row and side the sample values in ms (see the module doc)."""
    side, rid, it = allx["side"], allx["row_id"], allx["iteration"]
    dur = allx["duration_ns"].astype(np.float64)
    multi = ((np.asarray(nb) > 1) | (np.asarray(nc) > 1)) & ~same_calls
    k, uneven = _occurrences(allx, multi, nb, nc)
    by_iteration = by_iteration | uneven
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

    def cat(parts: list[np.ndarray]) -> np.ndarray:
        return np.concatenate(parts) if parts else np.empty(0, np.int64)

    side_, row_, ns_ = cat(out_side), cat(out_row), cat(out_ns)
    unit = np.where(by_iteration, SampleUnit.ITERATION.value, SampleUnit.EXECUTION.value).astype(object)
    return Samples(*_sort_samples(side_, row_, ns_), unit)


def _occurrences(allx: Arrays, multi: np.ndarray, nb: list[int], nc: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """For executions of ``multi`` rows: which occurrence of its name in its
    iteration each is (k, 0-based); and the rows whose members do not all
    run equally often in every iteration (they compare per-iteration totals)."""
    side, rid, it, names = allx["side"], allx["row_id"], allx["iteration"], allx["code"]
    k = np.zeros(len(side), np.int64)
    uneven_rows = np.zeros(len(multi), bool)
    grouped = np.flatnonzero(multi[rid])
    if not len(grouped):
        return k, uneven_rows
    grouped = grouped[np.lexsort((allx["start_ns"][grouped], it[grouped], names[grouped], rid[grouped],
                                  side[grouped]))]
    g_side, g_rid, g_it, g_names = side[grouped], rid[grouped], it[grouped], names[grouped]
    run = np.ones(len(grouped), bool)
    run[1:] = ((g_side[1:] != g_side[:-1]) | (g_rid[1:] != g_rid[:-1]) | (g_names[1:] != g_names[:-1])
               | (g_it[1:] != g_it[:-1]))
    starts = np.flatnonzero(run)
    lengths = np.diff(np.append(starts, len(grouped)))
    k[grouped] = np.arange(len(grouped)) - np.repeat(starts, lengths)
    # Equally often: in every iteration a group side runs, all its members
    # run, and run the same number of times.
    counts = pd.DataFrame({"side": g_side[starts], "rid": g_rid[starts], "it": g_it[starts], "n": lengths})
    agg = counts.groupby(["side", "rid", "it"], sort=False)["n"].agg(["min", "max", "size"]).reset_index()
    members = np.where(agg["side"].to_numpy() == 0, np.asarray(nb, np.int64)[agg["rid"].to_numpy()],
                       np.asarray(nc, np.int64)[agg["rid"].to_numpy()])
    uneven = (agg["min"].to_numpy() != agg["max"].to_numpy()) | (agg["size"].to_numpy() != members)
    uneven_rows[agg["rid"].to_numpy()[uneven]] = True
    return k, uneven_rows


def _sort_samples(side: np.ndarray, row: np.ndarray, ns: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Side, row and ms sorted by row, then value."""
    row, value = sort_pairs(row, (ns << 1) | side)
    return value & 1, row, (value >> 1) / 1e6
