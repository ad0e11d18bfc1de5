"""``history check``: a new build's runs against the recent history.

In: a ``History``, the new build's captures and id. The captures are
summarised (``summary``) and their names matched to the latest build's
(``lineage``, the matcher ``diff`` uses), so each dispatch meets its own
lineage through a rename. Per lineage (and the total), the new build's
estimate (mean log over its runs) is compared with the lineage's builds
since its last change point (at most ``window``, the build itself and
the lineage's spikes left out: a build reverted the next is no part of
where the series stands) by ``analysis.runs.compare_runs``: one new value
against the window, whose pooled variance is the series' own build-to-build
noise, so the interval is a prediction interval for one more build. Status
by ``changes.decide`` (threshold, ``min_us``, whole interval beyond the
threshold; "evidence too thin" under two builds of history). A dispatch
new in this build is ``added``. The store is not changed: add the build
after it merges.

Environment shift, as ``history changes`` and ``diff`` call one
(``changes.environment_shift``): when the new build's runs were captured
under another capture condition that changes timings than the latest
build of the history (another machine, call-stack sampling) and the
lineages holding 80% of the time moved the way it predicts, or three
lineages or more holding 80% of the time moved by one factor, the
lineages in the factor's band and the total are ``environment_shift``,
not regressions (the gate passes and says why); a lineage outside the
band is judged as before.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass, replace

import numpy as np

from ..analysis.stats.runs import compare_runs
from ..diff import VerdictKind
from .changes import ChangeStatus, Options, Shift, decide, environment_shift, find_changes
from .lineage import Epoch, Lineages, _step
from .query import TOTAL, History
from .summary import CaptureSummary, summarise


@dataclass(frozen=True)
class CheckRow:
    lineage: int
    label: str
    names: tuple[str, ...]
    history_ms: float
    build_ms: float
    change_pct: float
    change_low_pct: float
    change_high_pct: float
    delta_ms: float
    history_builds: int
    status: ChangeStatus
    note: str


@dataclass(frozen=True)
class Checked:
    build: str
    against: tuple[str, ...]  # builds of the total's window
    rows: list[CheckRow]  # regressed first, then by |delta|
    shift: str | None = None  # the environment shift's note, when the new build is one

    @property
    def regressed(self) -> bool:
        return any(r.status is ChangeStatus.REGRESSED for r in self.rows)

    @property
    def verdict(self) -> VerdictKind:
        if self.regressed:
            return VerdictKind.REGRESSION
        if self.shift is not None:
            return VerdictKind.ENVIRONMENT_SHIFT
        if any(r.status is ChangeStatus.IMPROVED for r in self.rows):
            return VerdictKind.IMPROVEMENT
        if any(r.status is ChangeStatus.INCONCLUSIVE for r in self.rows):
            return VerdictKind.INCONCLUSIVE
        return VerdictKind.NO_CHANGE

    @property
    def verdict_text(self) -> str:
        bad = [r for r in self.rows if r.status is ChangeStatus.REGRESSED]
        if bad:
            worst = max(bad, key=lambda r: r.delta_ms)
            who = "the total" if worst.lineage == TOTAL else worst.label
            return (f"REGRESSION in build {self.build}: {len(bad)} lineage{'s' if len(bad) != 1 else ''} slower "
                    f"than the recent history; worst {who} {worst.change_pct:+.1f}%"
                    + (f" (beside an environment shift: {self.shift})" if self.shift else ""))
        if self.shift is not None:
            return (f"ENVIRONMENT SHIFT in build {self.build}, not a regression: {self.shift}; compare it with "
                    f"builds captured under the same conditions")
        return f"{self.verdict.value.replace('_', ' ').upper()}: build {self.build} against the recent history"


def check(history: History, captures: list[str], build: str, threshold_pct: float = 5.0, min_us: float = 1.0,
          window: int = 10) -> Checked:
    """Judge the new build's ``captures`` against ``history`` (see the module doc)."""
    options = Options(threshold_pct, min_us)
    summaries = [summarise(p) for p in captures]
    found = find_changes(history, options)
    lineages, names, values = _new_build(history, summaries, build)
    keep = np.array([b != build for b in history.builds.build])
    series = history.by_lineage()
    rows: list[CheckRow] = []
    against: tuple[str, ...] = ()
    for lin, vals in values.items():
        vals_arr = np.array([v for v in vals if v > 0])
        label = "(total)" if lin == TOTAL else lineages.label(lin)
        ns = tuple(sorted(names.get(lin, ())))
        part = series.get(lin)
        new = float(np.exp(np.log(vals_arr).mean())) if len(vals_arr) else math.nan
        if part is None or lin >= len(history.lineages.origin):
            rows.append(CheckRow(lin, label, ns, math.nan, new, math.nan, math.nan, math.nan, math.nan, 0,
                                 ChangeStatus.ADDED, "new in this build"))
            continue
        steady = keep.copy()
        steady[found.spikes.get(lin, [])] = False
        idx = _window(part.b, steady, found.breaks.get(lin, []), window)
        if lin == TOTAL:
            against = tuple(history.builds.build[i] for i in part.b[idx])
        rows.append(_judged(lin, label, ns, np.exp(part.mean_log[idx]), new, options))
    rows, shift = _beside_shift(rows, history, build, summaries, threshold_pct)
    rank = {status: i for i, status in enumerate(ChangeStatus)}
    rows.sort(key=lambda r: (rank[r.status], -abs(r.delta_ms) if math.isfinite(r.delta_ms) else 0.0))
    return Checked(build, against, rows, shift.note if shift is not None else None)


def _new_build(history: History, summaries: list[CaptureSummary], build: str
               ) -> tuple[Lineages, dict[int, list[str]], dict[int, list[float]]]:
    """The new build's names matched to the latest build's lineages: the lineages (a copy, the new
    ones added), each lineage's names in the build, and its value (ms per iteration) in each run."""
    first = summaries[0]
    weights = {str(n): float(v) for n, v in zip(first.dispatches["name"], first.dispatches["iter_median_ms"])}
    lineages = copy.deepcopy(history.lineages)
    new_map = _step(lineages, history.epochs[-1], lineages.names[-1],
                    Epoch(len(history.builds.build), build, first.sequence, weights,
                          {str(n): fp for n, fp in zip(first.dispatches["name"], first.dispatches["fingerprint"])
                           if isinstance(fp, str)},
                          {str(n): float(v) for n, v in zip(first.dispatches["name"], first.dispatches["median_ms"])}))
    values: dict[int, list[float]] = {TOTAL: [s.dispatch_ms_per_iter for s in summaries]}
    names: dict[int, list[str]] = {}
    for n, lin in new_map.items():
        names.setdefault(lin, []).append(n)
    for lin, members in names.items():
        values[lin] = [float(s.dispatches.loc[s.dispatches["name"].isin(members), "iter_median_ms"].sum())
                       for s in summaries]
    return lineages, names, values


def _window(b: np.ndarray, keep: np.ndarray, breaks: list[int], window: int) -> np.ndarray:
    """Indices into a lineage's builds ``b``: its last ``window`` builds kept (``keep``, by build index)
    since its last change point."""
    use = keep[b]
    last_break = max([c for c in breaks if c <= b[use][-1]] or [0]) if use.any() else 0
    use &= b >= last_break
    return np.flatnonzero(use)[-window:]


def _judged(lin: int, label: str, ns: tuple[str, ...], past: np.ndarray, new: float, options: Options) -> CheckRow:
    """One lineage's row: the new build's value ``new`` against its ``past`` builds' values."""
    cmp = compare_runs(np.zeros(len(past) + 1, np.int64), np.r_[np.zeros(len(past)), 1].astype(np.int64),
                       np.r_[past, new], 1)
    pct, low, high = (float(v[0]) * 100.0 for v in (cmp.shift, cmp.low, cmp.high))
    hist_ms = float(np.exp(np.log(past).mean())) if len(past) else math.nan
    status, note = decide(pct, low, high, new - hist_ms, len(past), 1, options)
    return CheckRow(lin, label, ns, hist_ms, new, pct, low, high, new - hist_ms, len(past), status, note)


def _beside_shift(rows: list[CheckRow], history: History, build: str, summaries: list[CaptureSummary],
                  threshold_pct: float) -> tuple[list[CheckRow], Shift | None]:
    """``rows`` with an environment shift, if the lineages moved as one: the total and the lineages in
    its band marked as moved with it, the other changed ones noted as beside it."""
    known = [i for i, b in enumerate(history.builds.build) if b != build]
    before = history.builds.conditions[known[-1]] if known else None
    moved = [(r.lineage, r.build_ms / r.history_ms, r.history_ms) for r in rows
             if r.lineage != TOTAL and r.status is not ChangeStatus.ADDED and r.history_ms > 0 and r.build_ms > 0]
    shift = environment_shift(moved, before, summaries[0].conditions or None, threshold_pct)
    if shift is None:
        return rows, None
    moved_note = f"moved with the environment (x{shift.factor:.3g})"
    return [replace(r, status=ChangeStatus.ENVIRONMENT_SHIFT, note=moved_note)
            if r.lineage == TOTAL or r.lineage in shift.band else
            replace(r, note=(r.note + "; " if r.note else "") + f"beside an environment shift x{shift.factor:.3g}")
            if r.status in (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED, ChangeStatus.INCONCLUSIVE) else r
            for r in rows], shift
