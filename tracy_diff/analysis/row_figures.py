"""Per-row and per-name figures (calls, time, samples) from the executions of two sides.

In: two ``KeptRun``s and the matched groups (rows). Out: ``Figures``: per row
and side the calls and milliseconds per iteration, every sample
(``significance.Samples``), the executions (``ExecutionTable``), each
name's own figures (members) and each row's time per kept iteration.

Everything is computed with numpy over each side's executions as columns
(``sides``), one side at a time, keyed by member (zone name and section):
counts per member, sums per row and iteration, and one sort of (member,
duration) for the members' medians and the per-execution samples. No table
with a row per execution is made (``Diff.executions`` is made from the
columns when read): a capture whose every zone is an execution holds millions.

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
from typing import Any

import numpy as np
import pandas as pd

from ..compiled import extension
from ..diff import SIDES, DiffWarning, ExecutionSource, Pair, Run, RunSummary, SampleUnit, Section, Side
from .executions import iterations as its
from .executions.sides import KeptRun, RunExecutions, on_both
from .matching.pairing import Group
from .program import module_of
from .stats.significance import Samples

SECTIONS = (Section.DISPATCH, Section.ENCLOSING)


@dataclass(frozen=True)
class SideTotals:
    """One side's per-row totals: every array has one entry per row."""

    calls_per_iter: np.ndarray
    ms_per_iter: np.ndarray
    calls: np.ndarray  # executions in all kept iterations


@dataclass(frozen=True)
class Figures:
    """What the judging needs, from either timelines or aggregate totals."""

    groups: list[tuple[str, Group]]
    per: Pair[SideTotals]
    samples: Samples
    executions: ExecutionSource
    members: pd.DataFrame
    iteration_ms: dict[Side, np.ndarray]
    summaries: Pair[RunSummary]
    sequences: Pair[list[str]]
    warnings: list[DiffWarning]

    def names_per_row(self) -> Pair[list[int]]:
        """How many zone names form each row, per side."""
        return Pair([len(g.baseline) for _, g in self.groups], [len(g.candidate) for _, g in self.groups])


def same_calls(baseline_per_iter: np.ndarray, candidate_per_iter: np.ndarray) -> np.ndarray:
    """Per row: called as often per iteration on both sides."""
    same: np.ndarray = np.isclose(baseline_per_iter, candidate_per_iter, rtol=1e-9)
    return same


def timeline_figures(sides: Pair[KeptRun], groups: list[tuple[str, Group]]) -> Figures:
    """Per-row figures, samples, executions and members from two timelines."""
    n_iter = [s.iterations.count for s in sides]
    table = ExecutionTable(sides, groups)
    data = [SideData(table, s, list(range(len(table.sides[s].runs))), 0, n_iter[s]) for s in (0, 1)]
    calls = [d.calls() for d in data]
    per_iter = [c / max(n, 1) for c, n in zip(calls, n_iter)]
    # Rows as often called on both sides compare executions; groups whose
    # count changed compare occurrences (the executions over the names) when
    # those match, else every row compares per-iteration totals.
    same = same_calls(*per_iter)
    nb, nc = [len(g.baseline) for _, g in groups], [len(g.candidate) for _, g in groups]
    occ_b = per_iter[0] / np.maximum(nb, 1)
    occ_c = per_iter[1] / np.maximum(nc, 1)
    recount = ~same & ~np.isclose(occ_b, occ_c, rtol=1e-9) & (calls[0] > 0) & (calls[1] > 0)
    units = Units.of(dict(enumerate(data)), nb, nc, recount, same)
    figures = list(on_both(lambda d: d.figures(units.single), *data))
    per = Pair.of(lambda side: figures[side.position].totals(n_iter[side.position]))
    samples = units.samples({s: f for s, f in enumerate(figures)})
    grids = {side: figures[side.position].grid_ns / 1e6 for side in SIDES}
    dispatch = np.array([sec == Section.DISPATCH for sec, _ in groups], bool)
    summaries = Pair(summary(sides.baseline, float(per.baseline.ms_per_iter[dispatch].sum())),
                     summary(sides.candidate, float(per.candidate.ms_per_iter[dispatch].sum())))
    return Figures(groups, per, samples, table, members([f.members for f in figures], groups), grids, summaries,
                   sides.map(lambda s: s.sequence), [])


TIMES = ("start_ns", "end_ns", "duration_ns", "busy_ns")  # int64 columns of the executions table
COUNTS = ("row_id", "iteration", "chunks")  # int32 columns


#: Executions as arrays, by name: ``row_id``, ``iteration``, ``duration_ns``,
#: ``start_ns`` and ``code`` (the side's name code); see ``SideData.select``.
Arrays = dict[str, np.ndarray]
#: The entries of one run taken into a table: (side, the run, their positions).
Pick = tuple[int, RunExecutions, np.ndarray]


class ExecutionTable:
    """Both sides' executions with their row: ``Diff.executions``, made
    when first asked for (``frame``), and one row's (``of``), from the sides'
    columns. A member key (``SideData``) is a name code * 2 + its section."""

    def __init__(self, sides: Pair[KeptRun], groups: list[tuple[str, Group]]) -> None:
        self.sides = list(sides)  # baseline, candidate
        self.labels = [s.labels for s in sides]
        self.nrows = len(groups)
        self.rows = []  # per side and member key: the row, -1: none (the discard key last)
        for side, s in enumerate(sides):
            index = {name: i for i, name in enumerate(s.labels)}
            rows = np.full(s.discard + 1, -1, np.int32)
            for row_id, (section, g) in enumerate(groups):
                for name in (g.baseline if side == 0 else g.candidate):
                    rows[2 * index[name] + SECTIONS.index(Section(section))] = row_id
            self.rows.append(rows)

    def row_of_key(self, side: int) -> np.ndarray:
        """Per member key of ``side`` its row (-1: none), then -1 for the key of no execution."""
        rows: np.ndarray = self.rows[side]
        return rows

    def frame(self) -> pd.DataFrame:
        """Every execution of both sides (``Diff.executions``)."""
        return self._table(None)

    def of(self, row_id: int, side: str | None = None) -> pd.DataFrame:
        """The executions of one row (of one side), as the rows of ``frame``
        they are, index included."""
        return self._table(row_id, side)

    def _table(self, row_id: int | None, side: str | None = None) -> pd.DataFrame:
        """The executions of both sides (baseline, then candidate), of one
        row (and side) when given, straight from the sides' columns: names
        and lanes as categoricals over both sides' (the baseline's first)."""
        names, lanes, picks, index = self._picks(row_id, side)
        execs, side_of, name, lane = self._columns(picks, names, lanes)
        execs.insert(0, "side", pd.Categorical.from_codes(side_of, categories=pd.Index(Side.values())))
        for place, column, codes, categories in ((2, "name", name, names), (4, "lane", lane, lanes)):
            execs.insert(place, column, pd.Categorical.from_codes(codes, categories=pd.Index(list(categories))))
        table: pd.DataFrame = execs[["side", "row_id", "name", "iteration", "lane", *TIMES, "chunks"]]
        if row_id is not None:
            table.index = pd.Index(np.concatenate(index) if index else np.empty(0, np.int64))
        return table

    def _picks(self, row_id: int | None, side: str | None) -> \
            tuple[dict[str, int], dict[str, int], list[Pick], list[np.ndarray]]:
        """Both sides' name and lane codes, the entries taken of each run ((side, run, positions)), and with
        a row each taken entry's place in the whole table."""
        names: dict[str, int] = {}
        lanes: dict[str, int] = {}
        picks = []  # (side, run, positions of its entries taken)
        index = []  # with a row: each taken entry's place in the whole table
        offset = 0
        for s, kept_run in enumerate(self.sides):
            for label in kept_run.labels:
                names.setdefault(label, len(names))
            for r in kept_run.runs:
                for lane_name in r.columns.lane_categories():
                    lanes.setdefault(lane_name, len(lanes))
            for r in kept_run.runs:
                kept = r.keys != kept_run.discard
                if row_id is None:
                    taken = np.flatnonzero(kept)
                elif side is None or side == SIDES[s].value:
                    taken = np.flatnonzero((self.row_of_key(s) == row_id)[r.keys])
                    skipped = np.flatnonzero(~kept)  # entries before each taken one that are not in the table
                    index.append(offset + taken - np.searchsorted(skipped, taken))
                else:
                    taken = np.empty(0, np.int64)
                offset += int(np.count_nonzero(kept))
                picks.append((s, r, taken))
        return names, lanes, picks, index

    def _columns(self, picks: list[Pick], names: dict[str, int], lanes: dict[str, int]) -> \
            tuple[Any, np.ndarray, np.ndarray, np.ndarray]:
        """The taken entries' time and count columns, and their side, name and lane codes."""
        total = sum(len(t) for _, _, t in picks)
        times = np.empty((total, len(TIMES)), np.int64, order="F")
        counts = np.empty((total, len(COUNTS)), np.int32, order="F")
        side_of, name, lane = np.empty(total, np.int8), np.empty(total, np.int64), np.empty(total, np.int64)
        at = 0
        for s, r, taken in picks:
            part, cols = slice(at, at + len(taken)), r.columns
            kept_run = self.sides[s]
            keys = r.keys[taken]
            side_of[part] = s
            counts[part, 0] = self.row_of_key(s)[keys]
            counts[part, 1] = r.iteration[taken]
            counts[part, 2] = 1 if cols.chunks is None else cols.chunks[taken]
            np.take(np.array([names[label] for label in kept_run.labels], np.int64), keys // 2, out=name[part])
            used = set(cols.lane_categories())
            np.take(np.array([lanes[label] if label in used else -1 for label in cols.lanes] or [-1], np.int64),
                    cols.lane_codes[taken], out=lane[part])
            np.take(cols.start, taken, out=times[part, 0])
            np.take(cols.end, taken, out=times[part, 1])
            np.subtract(times[part, 1], times[part, 0], out=times[part, 2])
            if cols.busy is None:
                times[part, 3] = times[part, 2]
            else:
                np.take(cols.busy, taken, out=times[part, 3])
            at += len(taken)
        execs = pd.concat([pd.DataFrame(counts, columns=list(COUNTS), copy=False),
                           pd.DataFrame(times, columns=list(TIMES), copy=False)], axis=1)
        return execs, side_of, name, lane


class FrameTable:
    """Executions already in a table (none, for captures without a timeline)."""

    def __init__(self, table: pd.DataFrame) -> None:
        self.table = table

    def frame(self) -> pd.DataFrame:
        return self.table

    def of(self, row_id: int, side: str | None = None) -> pd.DataFrame:
        ex: pd.DataFrame = self.table[self.table["row_id"] == row_id]
        return ex if side is None else ex[ex["side"] == side]


@dataclass
class SideFigures:
    """One side's sums from its executions: per row and kept iteration
    (``grid_ns``), each member's figures, and the samples of the rows that
    compare single executions (``sample_rows``, ``sample_ns``)."""

    calls: np.ndarray  # per row: compared executions
    grid_ns: np.ndarray  # (rows, kept iterations), float64 sums of ns
    members: pd.DataFrame
    sampled: list[tuple[int, np.ndarray]]  # (row, its executions' ns) for each member of a single row

    def totals(self, n_iter: int) -> SideTotals:
        n = max(n_iter, 1)
        return SideTotals(self.calls / n, self.grid_ns.sum(axis=1) / n / 1e6, self.calls)


class SideData:
    """The compared executions of one side's ``runs`` (their iterations
    renumbered from ``first``), by member key (``sides``): ``counts`` per key."""

    def __init__(self, table: ExecutionTable, side: int, runs: list[int], first: int, n_iter: int) -> None:
        self.table, self.side, self.first, self.n_iter = table, side, first, n_iter
        kept_run = table.sides[side]
        self.runs = [kept_run.runs[k] for k in runs]
        self.discard = kept_run.discard
        self.rows = table.row_of_key(side)
        if len(runs) == len(kept_run.runs):
            self.counts = kept_run.counts()[:-1]
        else:
            self.counts = sum((np.bincount(r.keys, minlength=self.discard + 1)[:-1] for r in self.runs),
                              np.zeros(self.discard, np.int64))
        if (self.rows[:-1][self.counts > 0] < 0).any():
            raise AssertionError("an execution without a row")

    def calls(self) -> np.ndarray:
        """Compared executions per row."""
        used = np.flatnonzero(self.counts)
        calls: np.ndarray = np.bincount(self.rows[used], weights=self.counts[used].astype(np.float64),
                                        minlength=self.table.nrows)
        return calls

    def select(self, rows: np.ndarray) -> Arrays:
        """The compared executions of the rows in the mask ``rows``, as arrays."""
        wanted = np.append(rows, False)[self.rows]  # per key; -1 (no row, the discard key) -> False
        parts: dict[str, list[np.ndarray]] = {"row_id": [], "code": [], "iteration": [], "start_ns": [],
                                              "duration_ns": []}
        for r in self.runs:
            sel = wanted[r.keys]
            keys = r.keys[sel]
            parts["row_id"].append(self.rows[keys].astype(np.int64))
            parts["code"].append((keys // 2).astype(np.int64))
            parts["iteration"].append(r.iteration[sel].astype(np.int64) - self.first)
            parts["start_ns"].append(r.columns.start[sel])
            parts["duration_ns"].append(r.columns.end[sel] - r.columns.start[sel])
        return {c: np.concatenate(v) for c, v in parts.items()}

    def figures(self, single: np.ndarray) -> SideFigures:
        """Sums per row and iteration, members, and the samples of the rows in the mask ``single``.

        One pass over the executions in cache-sized steps sums (member,
        iteration) cells (``_add_cells``) and packs (member key, duration)
        into one int64 each; one sort of those gives each member's durations
        in order.
        """
        nrows, n_iter = self.table.nrows, self.n_iter
        used = np.flatnonzero(self.counts)  # the member keys that ran
        count = self.counts[used]
        by_member, packed, fits = self._sums(used)
        grid_ns = np.zeros((nrows, n_iter))
        np.add.at(grid_ns, self.rows[used], by_member)
        packed, first, mask = self._in_order(packed, fits, used)
        mid = ((packed[first + (count - 1) // 2] & mask) + (packed[first + count // 2] & mask)) / 2.0
        n = max(n_iter, 1)
        members = pd.DataFrame({
            "row_id": self.rows[used].astype(np.int64), "side": SIDES[self.side].value,
            "name": np.asarray(self.table.labels[self.side], dtype=object)[used // 2],
            "execs_per_iter": count / n, "ms_per_iter": by_member.sum(axis=1) / n / 1e6, "median_ms": mid / 1e6})
        np.bitwise_and(packed, mask, out=packed)  # the durations alone, each member's in order: the samples
        sampled = [(int(self.rows[used[t]]), packed[first[t]:first[t] + count[t]])
                   for t in np.flatnonzero(single[self.rows[used]]).tolist()]
        return SideFigures(self.calls(), grid_ns, members, sampled)

    def _sums(self, used: np.ndarray) -> tuple[np.ndarray, np.ndarray, bool]:
        """The one pass (see ``figures``): per member of ``used`` its sum per iteration (members,
        iterations), every entry packed as key << 40 | duration, and whether every duration fits 40 bits."""
        n_iter = self.n_iter
        compact = np.full(self.discard + 1, len(used), np.int64)  # entries not compared: an extra member
        compact[used] = np.arange(len(used))
        members = len(used) + 1
        grid = np.zeros((n_iter + 1) * members)  # iteration-major: (iteration + 1, member), the last member discarded
        packed = np.empty(sum(len(r.keys) for r in self.runs), np.int64)
        most, at = 0, 0
        for r in self.runs:
            cells = (compact, self.discard, 1 - self.first, members, grid, packed[at:at + len(r.keys)])
            if _compiled is not None:
                run_most = _compiled.cells(*(np.ascontiguousarray(a) for a in (
                    r.keys, r.iteration, r.columns.start, r.columns.end)), *cells)
            else:
                run_most = _cells(r, *cells)
            most = most if run_most is None else max(most, run_most)
            at += len(r.keys)
        by_member: np.ndarray = np.ascontiguousarray(grid.reshape(n_iter + 1, members).T)[:len(used), 1:]
        return by_member, packed, self.discard < 1 << 23 and most < 1 << 40

    def _in_order(self, packed: np.ndarray, fits: bool, used: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
        """Each member's durations in order: the sorted entries, where each member of ``used`` starts,
        and the mask of a duration in an entry."""
        if fits:
            packed.sort()
            return packed, np.searchsorted(packed, used << 40), (1 << 40) - 1
        # a duration past 2**40 ns (18 minutes): sort (key, duration) pairs
        durations = np.concatenate([r.columns.end - r.columns.start for r in self.runs])
        keys = np.concatenate([r.keys for r in self.runs])
        np.putmask(durations, keys == self.discard, 0)
        key, in_order = sort_pairs(keys, durations)
        return in_order, np.searchsorted(key, used), -1


@dataclass
class Units:
    """What one sample of each row is, and the samples of groups' occurrences.

    ``by_iteration``: rows compared by their totals per iteration; ``multi``:
    groups compared by occurrences; ``single``: rows compared by executions.
    """

    by_iteration: np.ndarray
    multi: np.ndarray
    single: np.ndarray
    grouped: list[tuple[int, np.ndarray, np.ndarray]]  # per side: (side, rows, ns) of occurrences

    @classmethod
    def of(cls, data: dict[int, SideData], nb: list[int], nc: list[int], by_iteration: np.ndarray,
           same_calls: np.ndarray) -> Units:
        """The units of the sides in ``data`` (by side position) given the rows
        compared per iteration so far: groups whose members do not all run
        equally often in every iteration join them."""
        multi = ((np.asarray(nb) > 1) | (np.asarray(nc) > 1)) & ~same_calls
        found, uneven = {}, np.zeros(len(multi), bool)
        if (multi & ~by_iteration).any():
            for s, d in data.items():
                a = d.select(multi & ~by_iteration)
                k, rows = _occurrences(a, multi, nb if s == 0 else nc)
                found[s] = (a, k)
                uneven |= rows
        by_iteration = by_iteration | uneven
        grouped = []
        for s, (a, k) in found.items():
            rid = a["row_id"]
            take = ~by_iteration[rid]
            if take.any():
                g = pd.DataFrame({"r": rid[take], "i": a["iteration"][take], "k": k[take],
                                  "d": a["duration_ns"][take]}).groupby(["r", "i", "k"], sort=False)["d"].sum()
                grouped.append((s, g.index.get_level_values("r").to_numpy(np.int64), g.to_numpy(np.int64)))
        return cls(by_iteration, multi, ~by_iteration & ~multi, grouped)

    def samples(self, figures: dict[int, SideFigures]) -> Samples:
        """Every row's samples on the sides in ``figures`` (see the module doc)."""
        parts: list[tuple[int, np.ndarray | int, np.ndarray]] = [
            (s, row, ns) for s, f in figures.items() for row, ns in f.sampled]
        parts += self.grouped
        for s, f in figures.items():
            # Per-iteration totals, with zeros for iterations where the row did not run.
            present = np.flatnonzero(self.by_iteration & (f.calls > 0))
            if len(present):
                n_iter = f.grid_ns.shape[1]
                parts.append((s, np.repeat(present, n_iter), np.rint(f.grid_ns[present].ravel()).astype(np.int64)))
        unit = np.where(self.by_iteration, SampleUnit.ITERATION.value, SampleUnit.EXECUTION.value).astype(object)
        return Samples(_sorted_samples(parts), unit)


def members(parts: list[pd.DataFrame], groups: list[tuple[str, Group]]) -> pd.DataFrame:
    """Every name of every row with its own figures (``side_members`` of each side)."""
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
        runs=(Run(side.capture.path, it.count, ms),), module=module_of(side.capture))


def _cells(r: RunExecutions, compact: np.ndarray, discard: int, shift: int, members: int, grid: np.ndarray,
           packed: np.ndarray) -> int | None:
    """``_passes.cells`` in numpy, in cache-sized steps: one run's entries added to
    ``grid`` and packed into ``packed``; their greatest duration (None without entries)."""
    most = None
    for step in range(0, len(r.keys), its.CHUNK):
        key = r.keys[step:step + its.CHUNK]
        m = len(key)
        duration = r.columns.end[step:step + m] - r.columns.start[step:step + m]
        out = key == discard
        np.putmask(duration, out, 0)
        _add_cells(grid, compact[key], r.iteration[step:step + m], shift, members, out, duration)
        if m:
            most = int(duration.max()) if most is None else max(most, int(duration.max()))
        p = packed[step:step + m]
        p[:] = key
        p <<= 40
        p |= duration
    return most


def _add_cells(grid: np.ndarray, member: np.ndarray, iteration: np.ndarray, shift: int, members: int,
               out: np.ndarray, duration: np.ndarray) -> None:
    """Add one step's ``duration`` to ``grid``'s (iteration + ``shift``,
    member) cells, iteration-major: a step's executions lie in a few
    iterations, so only the span of cells they touch is counted (sums of
    whole nanoseconds: exact in any order). Entries ``out`` (duration 0) count nowhere."""
    cell = iteration.astype(np.int64)
    cell += shift
    cell *= members
    cell += member
    inside = cell[~out] if out.any() else cell
    if not len(inside):
        return
    lo, hi = int(inside.min()), int(inside.max()) + 1
    np.putmask(cell, out, lo)
    cell -= lo
    grid[lo:hi] += np.bincount(cell, weights=duration, minlength=hi - lo)


def _occurrences(a: Arrays, multi: np.ndarray, names: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """For one side's executions of ``multi`` rows: which occurrence of its
    name in its iteration each is (k, 0-based); and the rows whose members
    (``names`` per row) do not all run equally often in every iteration
    (they compare per-iteration totals)."""
    rid, it, code = a["row_id"], a["iteration"], a["code"]
    k = np.zeros(len(rid), np.int64)
    uneven_rows = np.zeros(len(multi), bool)
    grouped = np.flatnonzero(multi[rid])
    if not len(grouped):
        return k, uneven_rows
    grouped = grouped[np.lexsort((a["start_ns"][grouped], it[grouped], code[grouped], rid[grouped]))]
    g_rid, g_it, g_names = rid[grouped], it[grouped], code[grouped]
    run = np.ones(len(grouped), bool)
    run[1:] = (g_rid[1:] != g_rid[:-1]) | (g_names[1:] != g_names[:-1]) | (g_it[1:] != g_it[:-1])
    starts = np.flatnonzero(run)
    lengths = np.diff(np.append(starts, len(grouped)))
    k[grouped] = np.arange(len(grouped)) - np.repeat(starts, lengths)
    # Equally often: in every iteration a group side runs, all its members
    # run, and run the same number of times.
    counts = pd.DataFrame({"rid": g_rid[starts], "it": g_it[starts], "n": lengths})
    agg = counts.groupby(["rid", "it"], sort=False)["n"].agg(["min", "max", "size"]).reset_index()
    members = np.asarray(names, np.int64)[agg["rid"].to_numpy()]
    uneven = (agg["min"].to_numpy() != agg["max"].to_numpy()) | (agg["size"].to_numpy() != members)
    uneven_rows[agg["rid"].to_numpy()[uneven]] = True
    return k, uneven_rows


def _sorted_samples(parts: list[tuple[int, np.ndarray | int, np.ndarray]]) -> tuple[dict[int, np.ndarray],
                                                                                  dict[int, np.ndarray]]:
    """Per side, each row's samples (ns) of ``parts`` (side, row or rows,
    ns) in ascending order. Only what is out of order is sorted: a row's
    one part that is in order already (a member's durations, sorted once
    for its median) is taken as it is, not copied."""
    by_row: list[dict[int, list[np.ndarray]]] = [{}, {}]
    for s, rows, ns in parts:
        if np.ndim(rows) == 0:
            by_row[s].setdefault(int(rows), []).append(ns)
            continue
        row, value = sort_pairs(np.asarray(rows), ns)
        cut = np.flatnonzero(row[1:] != row[:-1]) + 1
        for r, v in zip(row[np.append(0, cut)].tolist() if len(row) else [], np.split(value, cut)):
            by_row[s].setdefault(r, []).append(v)
    base, cand = ({r: _in_order(vs) for r, vs in sorted(side.items())} for side in by_row)
    return base, cand


def _in_order(values: list[np.ndarray]) -> np.ndarray:
    """The values of ``values``' arrays in order (one that is in order is not sorted again)."""
    if len(values) == 1 and not (values[0][1:] < values[0][:-1]).any():
        return values[0]
    return np.sort(np.concatenate(values))


_compiled = extension("tracy_diff.analysis._passes")
