"""Compare two captures: ``diff(baseline, candidate) -> Diff``.

Per side: split the capture into benchmark iterations (warm-up dropped),
turn zones into executions (``iterations``), pair dispatches across the
builds (``matching``), then per row compute times per iteration and the
distribution of its samples, test the change and rank.

Samples. A row's sample is one execution. For a row with several names on
a side (a fused or split group) a sample is one occurrence of the group:
the k-th execution of every member in an iteration, summed, when all
members run equally often; otherwise the row's total per iteration (then
both sides use per-iteration totals; ``unit`` says which).

Significance. Mann-Whitney U (two-sided) on the two sides' samples,
Benjamini-Hochberg across the rows of each section (q-values). When the
smallest p-value the test could give exceeds ``alpha`` (too few samples),
``p_value`` is NaN and ``note`` says so; such rows are judged by effect
size alone and are never ``significant``.

Effect size. A row changed when its time per iteration moved by at least
``threshold_pct`` percent and ``min_abs_us_per_iter`` microseconds, its
median sample moved at least ``threshold_pct`` percent the same way, the
two medians lie further apart than either side's p10-p90 spread
(``separation`` >= 1), and the test is significant (or impossible: too few
samples). The medians keep a few slow outliers from making a regression;
the spread keeps a noisy machine from making one out of two runs of the
same build whose samples overlap. ``change`` is regressed / improved /
unchanged for every row; ``status`` is the structural fused, split, added,
removed where that applies, else ``change``. Fused and split are decided by
executions per iteration (fewer: fused; more: split).

Ranking. Dispatch rows first, then enclosing zones. Within a section: regressed
rows by delta (largest first), improved rows (largest gain first), then
the rest by absolute delta.
"""

from __future__ import annotations

import math
import os
from collections import defaultdict
from dataclasses import dataclass

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from . import iterations as its
from ..capture import Capture
from ..diff import Diff, RunSummary
from .names import parse, short_name
from ..errors import DiffError
from .matching import Group, match
from .significance import Samples, benjamini_hochberg, describe, mann_whitney
from .overrides import Overrides, as_overrides, load_overrides

SIDES = ("baseline", "candidate")
#: The source location of IREE's CPU dispatch zones (their display name is a ZoneName).
CPU_DISPATCH_FUNCTION = "iree_hal_cmd_execute_dispatch_tiles"
ROW_COLUMNS = (
    "row_id", "rank", "status", "change", "section", "baseline_name", "candidate_name",
    "match", "match_detail", "baseline_execs_per_iter", "candidate_execs_per_iter",
    "baseline_ms_per_iter", "candidate_ms_per_iter", "delta_ms_per_iter", "ratio",
    "share_of_change", "baseline_median_ms", "candidate_median_ms", "baseline_p10_ms",
    "baseline_p90_ms", "candidate_p10_ms", "candidate_p90_ms", "baseline_min_ms",
    "candidate_min_ms", "baseline_std_ms", "candidate_std_ms", "baseline_samples",
    "candidate_samples", "unit", "separation", "p_value", "q_value", "significant", "note")


def diff(baseline: Capture | str | os.PathLike, candidate: Capture | str | os.PathLike, *,
         threshold_pct: float = 5.0, min_abs_us_per_iter: float = 1.0, keep_warmup: bool = False,
         overrides=None, alpha: float = 0.05, progress=None) -> Diff:
    """Compare ``candidate`` against ``baseline`` (Captures or paths).

    ``overrides``: an ``Overrides``, a path (see ``load_overrides``) or
    ``(baseline, candidate)`` pairs. ``progress(done, total)`` is called
    after each step. Raises ``DiffError`` when the captures have nothing to
    compare.
    """
    overrides = as_overrides(overrides)
    step = _Steps(progress, 6)
    base = _as_capture(baseline)
    step()
    cand = _as_capture(candidate)
    step()
    options = dict(threshold_pct=threshold_pct, min_abs_us_per_iter=min_abs_us_per_iter,
                   keep_warmup=keep_warmup, alpha=alpha,
                   overrides=[(r.baseline, r.candidate) for r in overrides.rules] if overrides else [])
    if not (base.has_timeline and cand.has_timeline):
        return _diff_aggregates(base, cand, options, overrides)
    sides = [_Side.of(c, keep_warmup) for c in (base, cand)]
    regular = sides[0].regular_enclosing() | sides[1].regular_enclosing()
    for side in sides:
        side.keep_enclosing(regular)
    step()
    groups = _match_sections(sides, overrides)
    step()
    rows, execs, members = _rows(sides, groups, options)
    step()
    result = _finish(base, cand, sides, rows, execs, members, options)
    step()
    return result


class _Steps:
    def __init__(self, progress, total: int) -> None:
        self.progress, self.total, self.done = progress, total, 0

    def __call__(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.total)


def _as_capture(capture) -> Capture:
    if isinstance(capture, Capture):
        return capture
    from ..loader import load
    return load(capture)


@dataclass
class _Side:
    """One capture reduced to its kept iterations and their executions."""

    capture: Capture
    iterations: its.Iterations
    execs: pd.DataFrame  # executions in kept iterations, with "iteration"
    section: np.ndarray  # per execution: 0 dispatch section, 1 enclosing
    sequence: list[str]  # dispatch names of the representative iteration

    @classmethod
    def of(cls, capture: Capture, keep_warmup: bool) -> "_Side":
        iters = its.split_iterations(capture, keep_warmup)
        ex = its.executions(capture)
        iteration = its.assign_iterations(ex["start_ns"].to_numpy(np.int64), ex["end_ns"].to_numpy(np.int64),
                                          iters.bounds)
        keep = iteration >= 0
        ex = ex[keep].reset_index(drop=True)
        ex["iteration"] = iteration[keep]
        if not len(ex):
            raise DiffError(f"{capture.path}: no zones inside its {iters.count} "
                            f"iteration{'s' if iters.count != 1 else ''} ({iters.source})")
        section = (ex["kind"].cat.codes.to_numpy() == its.ENCLOSING).astype(np.int8)
        kernels = ex[section == 0]
        rep = its.representative(kernels, iters.bounds)
        seq = kernels[kernels["iteration"] == rep].sort_values("start_ns", kind="stable")["name"]
        return cls(capture, iters, ex, section, [str(n) for n in seq])

    def regular_enclosing(self) -> set[str]:
        """Enclosing zone names found in at least half the kept iterations (a
        host zone that only sometimes overlaps a kernel is not one)."""
        cont = self.section == 1
        codes = self.execs["name"].cat.codes.to_numpy()[cont]
        its_ = self.execs["iteration"].to_numpy()[cont]
        pairs = np.unique(codes.astype(np.int64) * (self.iterations.count + 1) + its_)
        per_name = np.bincount(pairs // (self.iterations.count + 1),
                               minlength=len(self.execs["name"].cat.categories))
        labels = self.execs["name"].cat.categories
        return {str(labels[c]) for c in np.flatnonzero(2 * per_name >= self.iterations.count)}

    def keep_enclosing(self, names: set[str]) -> None:
        """Drop enclosing executions whose name is not in ``names``."""
        labels = self.execs["name"].cat.categories
        wanted = np.array([str(n) in names for n in labels] + [False])
        keep = (self.section == 0) | wanted[self.execs["name"].cat.codes.to_numpy()]
        self.execs = self.execs[keep].reset_index(drop=True)
        self.section = self.section[keep]

    def names(self, section: int) -> list[str]:
        codes = np.unique(self.execs["name"].cat.codes.to_numpy()[self.section == section])
        labels = self.execs["name"].cat.categories
        return sorted(str(labels[c]) for c in codes)


SECTIONS = ("dispatch", "enclosing")


def _match_sections(sides: list[_Side], overrides: Overrides | None) -> list[tuple[str, Group]]:
    b, c = sides
    kernels = match(b.sequence, c.sequence, b.names(0), c.names(0), overrides)
    if kernels and not any(g.baseline and g.candidate for g in kernels):
        raise DiffError(
            f"nothing in common: no dispatch of {b.capture.path} matches one of "
            f"{c.capture.path} (try --overrides)")
    enclosing = match([], [], b.names(1), c.names(1))
    return [("dispatch", g) for g in kernels] + [("enclosing", g) for g in enclosing]


def _rows(sides: list[_Side], groups: list[tuple[str, Group]], options: dict):
    """Per-row statistics; the executions and members tables."""
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
    arrays = {k: np.concatenate(v) for k, v in cols.items()}
    order = np.lexsort((arrays["start_ns"], arrays["iteration"], arrays["code"], arrays["row_id"], arrays["side"]))
    arrays = {k: v[order] for k, v in arrays.items()}
    cats = [pd.Categorical.from_codes(s.execs["name"].cat.codes.to_numpy(), categories=s.execs["name"].cat.categories)
            for s in sides]
    names = union_categoricals(cats)
    lanes = union_categoricals([pd.Categorical(s.execs["lane"]) for s in sides])
    execs = pd.DataFrame({
        "side": pd.Categorical.from_codes(arrays["side"], categories=list(SIDES)),
        "row_id": arrays["row_id"], "name": names[order], "iteration": arrays["iteration"],
        "lane": lanes[order], "start_ns": arrays["start_ns"], "end_ns": arrays["end_ns"],
        "duration_ns": arrays["duration_ns"], "busy_ns": arrays["busy_ns"], "chunks": arrays["chunks"]})

    per = _per_side_totals(arrays, nrows, n_iter)
    # Rows whose call count per iteration changed compare per-iteration totals.
    # (A group's occurrences: its executions over its names, when its
    # members run equally often; otherwise it uses totals anyway.)
    occ_b = per[0][0] / np.maximum([len(g.baseline) for _, g in groups], 1)
    occ_c = per[1][0] / np.maximum([len(g.candidate) for _, g in groups], 1)
    recount = ~np.isclose(occ_b, occ_c, rtol=1e-9) & (per[0][2] > 0) & (per[1][2] > 0)
    samples = _samples(arrays, nrows, n_iter, [len(g.baseline) for _, g in groups],
                       [len(g.candidate) for _, g in groups], recount)
    table = _row_table(groups, per, samples, options)
    return table, execs, _members(execs, groups, n_iter)


def _members(execs: pd.DataFrame, groups: list[tuple[str, Group]], n_iter: list[int]) -> pd.DataFrame:
    """Names of the rows with several names on a side, with their own times."""
    rows = []
    for row_id, (_, g) in enumerate(groups):
        if len(g.baseline) > 1 or len(g.candidate) > 1:
            rows += [(row_id, side, name) for side, names in zip(SIDES, (g.baseline, g.candidate))
                     for name in names]
    members = pd.DataFrame(rows, columns=["row_id", "side", "name"]).astype(
        {"row_id": np.int64, "side": object, "name": object})
    if not len(members):
        return members.assign(ms_per_iter=np.empty(0), execs_per_iter=np.empty(0))
    sub = execs[execs["row_id"].isin(members["row_id"])]
    stats = (pd.DataFrame({"row_id": sub["row_id"].to_numpy(), "side": sub["side"].astype(str).to_numpy(object),
                           "name": sub["name"].astype(str).to_numpy(object), "d": sub["duration_ns"].to_numpy()})
             .groupby(["row_id", "side", "name"]).agg(total=("d", "sum"), count=("d", "size")).reset_index())
    members = members.merge(stats, on=["row_id", "side", "name"], how="left")
    denom = np.where(members["side"].to_numpy(object) == "baseline", n_iter[0], n_iter[1]).astype(np.float64)
    members["ms_per_iter"] = members["total"].fillna(0).to_numpy(np.float64) / denom / 1e6
    members["execs_per_iter"] = members["count"].fillna(0).to_numpy(np.float64) / denom
    return members.drop(columns=["total", "count"])


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
             by_iteration: np.ndarray) -> Samples:
    """Per row and side the sample values in ms (see the module doc)."""
    side, rid, it, names = allx["side"], allx["row_id"], allx["iteration"], allx["code"]
    dur = allx["duration_ns"].astype(np.float64)
    by_iteration = by_iteration.copy()
    multi = (np.asarray(nb) > 1) | (np.asarray(nc) > 1)
    k = np.zeros(len(side), np.int64)
    grouped = np.flatnonzero(multi[rid])
    if len(grouped):
        # k-th execution of a name within its iteration (rows are sorted so).
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

    out_side, out_row, out_ms = [], [], []
    # One name on the side: each execution is a sample; several: sum the
    # members' k-th executions.
    single = ~by_iteration[rid] & ~multi[rid]
    out_side.append(side[single].astype(np.int64))
    out_row.append(rid[single])
    out_ms.append(dur[single] / 1e6)
    grouped = ~by_iteration[rid] & multi[rid]
    if grouped.any():
        g = pd.DataFrame({"s": side[grouped], "r": rid[grouped], "i": it[grouped], "k": k[grouped],
                          "d": dur[grouped]}).groupby(["s", "r", "i", "k"], sort=False)["d"].sum().reset_index()
        out_side.append(g["s"].to_numpy(np.int64))
        out_row.append(g["r"].to_numpy(np.int64))
        out_ms.append(g["d"].to_numpy(np.float64) / 1e6)
    rows_it = np.flatnonzero(by_iteration)
    for s in (0, 1):
        # Per-iteration totals, with zeros for iterations where the row did not run.
        sel = (side == s) & by_iteration[rid]
        if not sel.any():
            continue
        present = np.unique(rid[sel])
        pos = np.searchsorted(present, rid[sel])
        grid = np.zeros((len(present), n_iter[s]))
        np.add.at(grid, (pos, it[sel]), dur[sel] / 1e6)
        out_side.append(np.full(grid.size, s, np.int64))
        out_row.append(np.repeat(present, n_iter[s]))
        out_ms.append(grid.ravel())
    cat = (lambda parts, dt: np.concatenate(parts) if parts else np.empty(0, dt))
    out_side, out_row, out_ms = cat(out_side, np.int64), cat(out_row, np.int64), cat(out_ms, np.float64)
    order = np.lexsort((out_ms, out_row))
    return Samples(out_side[order], out_row[order], out_ms[order],
                    np.where(by_iteration, "iteration", "execution").astype(object) if len(rows_it)
                    else np.full(nrows, "execution", dtype=object))


def _structure(g: Group, b_epi: float, c_epi: float) -> tuple[str | None, str, str]:
    """Structural status, match and detail of a row: fused when a group runs
    fewer executions per iteration than before, split when more."""
    kind = g.kind
    if kind in ("removed", "added"):
        return kind, g.match, g.detail
    if kind == "pair":
        return None, g.match, g.detail
    nb, nc = len(g.baseline), len(g.candidate)
    if not math.isclose(b_epi, c_epi, rel_tol=1e-9):
        status = "fused" if b_epi > c_epi else "split"
    else:
        status = "fused" if nb > nc else "split" if nb < nc else None
    counts = (f"{b_epi:.3g} execution{'s' if b_epi != 1 else ''} per iteration of {nb} "
              f"dispatch{'es' if nb != 1 else ''} became {c_epi:.3g} of {nc}")
    return status, status or "sequence", f"{counts}; {g.detail}"


def _row_table(groups, per, samples: Samples, options) -> pd.DataFrame:
    nrows = len(groups)
    threshold = options["threshold_pct"]
    floor_ms = options["min_abs_us_per_iter"] / 1000.0
    b_epi, b_ms, b_count = per[0]
    c_epi, c_ms, c_count = per[1]
    bd, cd = describe(samples, 0, nrows), describe(samples, 1, nrows)
    unit = samples.unit
    delta = c_ms - b_ms
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(b_ms > 0, c_ms / b_ms, np.nan)
        med_ratio = np.where(bd["median"] > 0, cd["median"] / bd["median"], np.nan)
        spread = np.fmax(bd["p90"] - bd["p10"], cd["p90"] - cd["p10"])
        shift = cd["median"] - bd["median"]
        separation = np.where(spread > 0, np.abs(shift) / spread, np.where(shift != 0, np.inf, 0.0))
    p, notes = mann_whitney(samples, nrows, options["alpha"])
    sections = np.array([sec for sec, _ in groups], dtype=object)
    q = np.full(nrows, np.nan)
    for sec in SECTIONS:
        m = (sections == sec) & ~np.isnan(p)
        if m.any():
            q[m] = benjamini_hochberg(p[m])
    significant = q < options["alpha"]
    testable = ~np.isnan(p)
    rel = (ratio - 1.0) * 100.0
    med_rel = (med_ratio - 1.0) * 100.0
    changed = ((np.abs(rel) >= threshold) & (np.abs(delta) >= floor_ms)
               & (np.sign(med_rel) == np.sign(rel)) & (np.abs(med_rel) >= threshold)
               & (separation >= 1.0) & (significant | ~testable))
    # One side only: its cost is the change.
    only = (b_count == 0) | (c_count == 0)
    changed = np.where(only, np.abs(delta) >= floor_ms, changed)
    change = np.where(changed & (delta > 0), "regressed", np.where(changed & (delta < 0), "improved", "unchanged"))
    status, match, detail = [], [], []
    for r, (sec, g) in enumerate(groups):
        st, m, d = _structure(g, b_epi[r], c_epi[r])
        status.append(st or str(change[r]))
        match.append(m)
        detail.append(d)
        extra = []
        if unit[r] == "iteration" and not only[r]:
            extra.append("samples are per-iteration totals")
        if b_count[r] == 0 and g.baseline:
            extra.append("no baseline execution in the kept iterations")
        if c_count[r] == 0 and g.candidate:
            extra.append("no candidate execution in the kept iterations")
        big = abs(rel[r]) >= threshold and abs(delta[r]) >= floor_ms
        if not only[r] and big and not changed[r] and separation[r] < 1.0:
            extra.append("within run-to-run spread")
        if not only[r] and not testable[r] and changed[r]:
            extra.append("judged by effect size only")
        notes[r] = "; ".join(x for x in [notes[r]] + extra if x)
    # object, not str: pandas 3 would turn the None of a missing side into NaN
    names = lambda side: pd.Series([" + ".join(n) if n else None for n in side], dtype=object)  # noqa: E731
    table = pd.DataFrame({
        "row_id": np.arange(nrows, dtype=np.int64),
        "status": np.array(status, dtype=object), "change": change.astype(object), "section": sections,
        "baseline_name": names([g.baseline for _, g in groups]),
        "candidate_name": names([g.candidate for _, g in groups]),
        "match": np.array(match, dtype=object), "match_detail": np.array(detail, dtype=object),
        "baseline_execs_per_iter": b_epi, "candidate_execs_per_iter": c_epi,
        "baseline_ms_per_iter": b_ms, "candidate_ms_per_iter": c_ms,
        "delta_ms_per_iter": delta, "ratio": ratio,
        "baseline_median_ms": bd["median"], "candidate_median_ms": cd["median"],
        "baseline_p10_ms": bd["p10"], "baseline_p90_ms": bd["p90"],
        "candidate_p10_ms": cd["p10"], "candidate_p90_ms": cd["p90"],
        "baseline_min_ms": bd["min"], "candidate_min_ms": cd["min"],
        "baseline_std_ms": bd["std"], "candidate_std_ms": cd["std"],
        "baseline_samples": bd["n"].astype(np.int64), "candidate_samples": cd["n"].astype(np.int64),
        "unit": np.asarray(unit, dtype=object), "separation": separation,
        "p_value": p, "q_value": q, "significant": significant, "note": np.array(notes, dtype=object),
    })
    return table


def _rank(table: pd.DataFrame) -> pd.DataFrame:
    delta = table["delta_ms_per_iter"].to_numpy(np.float64)
    change = table["change"].to_numpy(object)
    bucket = np.where(change == "regressed", 0, np.where(change == "improved", 1, 2))
    key = np.where(bucket == 0, -delta, np.where(bucket == 1, delta, -np.abs(delta)))
    section = np.where(table["section"].to_numpy(object) == "dispatch", 0, 1)
    order = np.lexsort((table["row_id"].to_numpy(), key, bucket, section))
    out = table.iloc[order].reset_index(drop=True)
    out.insert(1, "rank", np.arange(1, len(out) + 1, dtype=np.int64))
    return out


def _summary(side: _Side, dispatch_ms: float) -> RunSummary:
    it = side.iterations
    wall = it.wall_ms
    return RunSummary(
        path=side.capture.path, program=side.capture.metadata.program, iterations=it.count,
        dropped_iterations=it.dropped, iteration_source=it.source,
        ms_per_iteration=float(np.median(wall)) if len(wall) else math.nan,
        iteration_ms=wall, iteration_bounds=it.bounds, dispatch_ms_per_iteration=dispatch_ms)


def _finish(base: Capture, cand: Capture, sides: list[_Side], table: pd.DataFrame,
            execs: pd.DataFrame, members: pd.DataFrame, options: dict) -> Diff:
    disp = table["section"] == "dispatch"
    total_delta = float(table.loc[disp, "delta_ms_per_iter"].sum())
    with np.errstate(divide="ignore", invalid="ignore"):
        table["share_of_change"] = table["delta_ms_per_iter"] / total_delta if total_delta else np.nan
    table = _rank(table)
    table = table[[c for c in ROW_COLUMNS if c in table.columns]]
    summaries = [_summary(s, float(table.loc[table["section"] == "dispatch", f"{side}_ms_per_iter"].sum()))
                 for s, side in zip(sides, SIDES)]
    warnings = _warnings(base, cand, summaries)
    return Diff(baseline=base, candidate=cand, baseline_summary=summaries[0],
                candidate_summary=summaries[1], rows=table, executions=execs.drop(columns=[]),
                members=members, verdict=verdict(table, summaries[0], summaries[1]),
                warnings=tuple(warnings), options=options)


def _warnings(base: Capture, cand: Capture, summaries: list[RunSummary]) -> list[str]:
    out = []
    b, c = summaries
    if b.iterations != c.iterations:
        out.append(f"iteration counts differ: baseline {b.iterations}, candidate {c.iterations} "
                   f"(times are per iteration)")
    for s in summaries:
        if s.iteration_source == "whole capture":
            out.append(f"{s.path}: no Iteration frames or BenchmarkIteration zones; "
                       f"the whole capture is one iteration")
        elif s.iterations == 1 and s.dropped_iterations == 0 and s.iteration_source != "whole capture":
            out.append(f"{s.path}: a single iteration, kept although it may include warm-up")
    for label, cap in (("baseline", base), ("candidate", cand)):
        out += [f"{label}: {w}" for w in cap.warnings]
    return out


def _fmt_ms(ms: float) -> str:
    from ..report import format_ms
    return format_ms(ms)


def verdict(rows: pd.DataFrame, base: RunSummary, cand: RunSummary) -> str:
    """One line: overall change per iteration and the row that explains it."""
    d = rows[rows["section"] == "dispatch"]
    b_ms, c_ms = base.ms_per_iteration, cand.ms_per_iteration
    if not (math.isfinite(b_ms) and math.isfinite(c_ms)):
        b_ms, c_ms = base.dispatch_ms_per_iteration, cand.dispatch_ms_per_iteration
    change = c_ms - b_ms
    pct = f"{change / b_ms * 100.0:+.1f}%, " if b_ms else ""
    overall = f"{'+' if change >= 0 else '-'}{_fmt_ms(abs(change))}/iter ({pct}{_fmt_ms(b_ms)} → {_fmt_ms(c_ms)})"
    regressed = d[d["change"] == "regressed"]
    improved = d[d["change"] == "improved"]
    quiet = d[d["change"] == "unchanged"]
    quiet = quiet.iloc[np.argsort(-np.abs(quiet["delta_ms_per_iter"].to_numpy()), kind="stable")]
    total = float(d["delta_ms_per_iter"].sum())
    aside = ""
    if len(quiet) and total and abs(quiet["delta_ms_per_iter"].iloc[0]) >= 0.5 * abs(total):
        q = quiet.iloc[0]
        why = "within run-to-run spread" if "spread" in q["note"] else "not significant"
        aside = (f"; largest move {why}: {short_name(q['candidate_name'] or q['baseline_name'], 50)} "
                 f"{'+' if q['delta_ms_per_iter'] >= 0 else '-'}{_fmt_ms(abs(q['delta_ms_per_iter']))}/iter")
    if len(regressed) and (change >= 0 or not len(improved)):
        label, top = "REGRESSION", regressed.iloc[0]
    elif len(improved):
        label, top = "IMPROVEMENT", improved.iloc[0]
    else:
        return f"NO SIGNIFICANT CHANGE: {overall}; {len(d)} dispatch rows compared, none moved{aside}"
    return f"{label}: {overall}; top: {_row_phrase(top)}{aside}"


def _row_phrase(row: pd.Series) -> str:
    """``name time → time per call (ratio), explains N%`` for the verdict."""
    name = short_name(row["candidate_name"] or row["baseline_name"], 60)
    if row["status"] == "fused":
        name = f"{name} (fused from {short_name(row['baseline_name'], 40)})"
    elif row["status"] == "split":
        name = f"{short_name(row['baseline_name'], 60)} (split into {short_name(row['candidate_name'], 40)})"
    share = row.get("share_of_change")
    explains = f", explains {share * 100:.0f}% of the dispatch-time change" if share == share and share is not None else ""
    b, c = row["baseline_median_ms"], row["candidate_median_ms"]
    unit = "per iteration" if row.get("unit") == "iteration" else "per call"
    if b == b and c == c and b > 0:
        return f"{name} {_fmt_ms(b)} → {_fmt_ms(c)} {unit} ({c / b:.{2 if c / b < 10 else 0}f}x){explains}"
    return (f"{name} {_fmt_ms(row['baseline_ms_per_iter'])} → {_fmt_ms(row['candidate_ms_per_iter'])} "
            f"per iteration{explains}")


# --- captures without a timeline (aggregate csvexport CSVs) ------------------

def _diff_aggregates(base: Capture, cand: Capture, options: dict, overrides: Overrides | None) -> Diff:
    """Compare per-name totals when a side has no timeline: one row per name,
    times per iteration when ``BenchmarkIteration`` counts them, no tests."""
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
    # csvexport rows are per source location: IREE's CPU dispatches all show
    # as the one row of the function that runs their tiles.
    kernel = lambda n: parse(n) is not None or n == CPU_DISPATCH_FUNCTION  # noqa: E731
    any_kernel = any(kernel(n) for ns in names for n in ns)

    def section(name: str) -> str:
        if name == its.ITERATION_ZONE:
            return "enclosing"
        return "dispatch" if (kernel(name) or not any_kernel) else "enclosing"

    groups: list[tuple[str, Group]] = []
    for sec in ("dispatch", "enclosing"):
        sb = [n for n in names[0] if section(n) == sec]
        sc = [n for n in names[1] if section(n) == sec]
        groups += [(sec, g) for g in match([], [], sb, sc, overrides if sec == "dispatch" else None)]
    if not any(g.baseline and g.candidate for _, g in groups):
        raise DiffError(f"nothing in common between {base.path} and {cand.path}")
    nrows = len(groups)
    per = {}
    for s, (t, (n, _)) in enumerate(zip(tables, iters)):
        by = t.set_index("name")
        count = np.zeros(nrows)
        total = np.zeros(nrows)
        for r, (_, g) in enumerate(groups):
            for name in (g.baseline if s == 0 else g.candidate):
                count[r] += by.at[name, "counts"]
                total[r] += by.at[name, "total_ns"]
        per[s] = (count / n, total / n / 1e6, count)
    empty = np.empty(0, np.int64)
    samples = Samples(empty, empty, np.empty(0), np.full(nrows, "capture", dtype=object))
    table = _row_table(groups, per, samples, options)
    table["note"] = ["no timeline (aggregate CSV): totals only, no test" if (b and c) else n
                     for b, c, n in zip(table["baseline_name"], table["candidate_name"], table["note"])]
    table["unit"] = "capture"
    sides = []
    for cap, (n, ms) in zip((base, cand), iters):
        bounds = pd.DataFrame({"iteration": pd.Series(dtype=np.int64), "start_ns": pd.Series(dtype=np.int64),
                               "end_ns": pd.Series(dtype=np.int64)})
        source = "BenchmarkIteration counts (no timeline)" if ms == ms else "whole capture (no timeline)"
        sides.append(_AggSide(cap, n, ms, source, bounds))
    disp = table["section"] == "dispatch"
    total_delta = float(table.loc[disp, "delta_ms_per_iter"].sum())
    table["share_of_change"] = table["delta_ms_per_iter"] / total_delta if total_delta else np.nan
    table = _rank(table)[list(ROW_COLUMNS)]
    summaries = [RunSummary(path=s.capture.path, program=s.capture.metadata.program, iterations=s.n,
                            dropped_iterations=0, iteration_source=s.source, ms_per_iteration=s.ms,
                            iteration_ms=np.empty(0), iteration_bounds=s.bounds,
                            dispatch_ms_per_iteration=float(table.loc[table["section"] == "dispatch",
                                                                      f"{side}_ms_per_iter"].sum()))
                 for s, side in zip(sides, SIDES)]
    execs = pd.DataFrame({"side": pd.Categorical([], categories=list(SIDES)),
                          "row_id": pd.Series(dtype=np.int64), "name": pd.Categorical([]),
                          "iteration": pd.Series(dtype=np.int64), "lane": pd.Series(dtype=object),
                          "start_ns": pd.Series(dtype=np.int64), "end_ns": pd.Series(dtype=np.int64),
                          "duration_ns": pd.Series(dtype=np.int64), "busy_ns": pd.Series(dtype=np.int64),
                          "chunks": pd.Series(dtype=np.int64)})
    members = pd.DataFrame([(int(row.row_id), side, name) for row in table.itertuples()
                            if row.status in ("fused", "split")
                            for side, col in zip(SIDES, ("baseline_name", "candidate_name"))
                            for name in (getattr(row, col) or "").split(" + ") if name],
                           columns=["row_id", "side", "name"])
    warnings = [f"{c.path}: no timeline (aggregate CSV): per-capture totals, no iterations "
                f"dropped, no significance tests" for c in (base, cand) if not c.has_timeline]
    if sides[0].n != sides[1].n:
        warnings.append(f"iteration counts differ: baseline {sides[0].n}, candidate {sides[1].n}")
    return Diff(baseline=base, candidate=cand, baseline_summary=summaries[0],
                candidate_summary=summaries[1], rows=table, executions=execs, members=members,
                verdict=verdict(table, summaries[0], summaries[1]), warnings=tuple(warnings),
                options=options)


@dataclass
class _AggSide:
    capture: Capture
    n: int
    ms: float
    source: str
    bounds: pd.DataFrame
