"""A Diff as the page needs it: table records, timeline tracks, per-row series.

Everything here is derived from the ``Diff`` only; tracks are built on first
use and kept with the comparison (the store caches comparisons).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, cast

import numpy as np
import pandas as pd

from ..capture import Capture
from ..contract.names import join_names, readable_name, short_name
from ..diff import SIDES, DecisionBasis, Diff, RunSummary, Side
from .timeline_lod import Tracks, build_tracks

if TYPE_CHECKING:
    from ..service import Progress

T = TypeVar("T")

#: Columns of ``Diff.rows`` the table shows (when the differ provides them).
TABLE_COLUMNS = (
    "row_id", "rank", "status", "structure", "section", "baseline_name", "candidate_name", "match",
    "match_detail", "fused_into", "baseline_ms_per_iter", "candidate_ms_per_iter", "delta_ms_per_iter",
    "ratio", "share_of_change", "p_value", "p_test", "q_value", "significant",
    "baseline_execs_per_iter", "candidate_execs_per_iter", "baseline_median_ms",
    "candidate_median_ms", "note", "change_pct", "change_low_pct", "change_high_pct", "decision_basis",
    "runs_to_decide", "evidence",
)


@dataclass
class Comparison:
    """One diffed pair plus what the page derives from it."""

    diff: Diff
    labels: tuple[str, str]
    #: Each side's captures' own labels (runs in order); empty when not given.
    run_labels: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    _tracks: dict[tuple[str, int], Tracks] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    _made: dict[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def of(cls, baseline: Capture | list[Capture], candidate: Capture | list[Capture],
           baseline_label: str, candidate_label: str, progress: Progress | None = None) -> Comparison:
        """Diff two sides, each a capture or a list of runs of one build;
        ``progress(done, total)`` after each of the diff's steps."""
        from ..service import compare

        return cls(compare(baseline, candidate, progress), (baseline_label, candidate_label))

    def once(self, name: str, make: Callable[[Comparison], T]) -> T:
        """``make(self)``, made on the first call for ``name`` and kept (the
        same object every time: callers must not change it)."""
        if name not in self._made:
            value = make(self)
            with self._lock:
                self._made.setdefault(name, value)
        return cast(T, self._made[name])

    def summary(self, side: Side | str) -> RunSummary:
        return self.diff.summary(side)

    def capture(self, side: Side | str) -> Capture:
        return self.diff.baseline if Side(side) is Side.BASELINE else self.diff.candidate

    # --- table ---------------------------------------------------------------

    def records(self) -> list[dict[str, Any]]:
        """One JSON-ready dict per row, in rank order, with display names."""
        rows = self._display_order()
        cols = [c for c in TABLE_COLUMNS if c in rows.columns]
        rows_names = {side: dict(zip(rows["row_id"], rows[f"{side}_names"])) for side in SIDES}
        out = []
        for rec in rows[cols].to_dict("records"):
            clean: dict[str, Any] = {str(k): _json_value(v) for k, v in rec.items()}
            clean["id"] = str(clean["row_id"])
            for side in SIDES:
                names = rows_names[side][clean["row_id"]]
                clean[f"{side}_short"] = join_names(names, short_name)
                clean[f"{side}_readable"] = join_names(names, readable_name)
            clean["readable"] = _both_sides(clean["baseline_readable"], clean["candidate_readable"])
            clean["decide"] = decide_text(clean, short=True) if clean.get("status") == "inconclusive" else None
            base, cand = rows_names[Side.BASELINE][clean["row_id"]], rows_names[Side.CANDIDATE][clean["row_id"]]
            clean["link"] = row_link(base, cand)
            group = _group_label(base, cand)
            if group:
                shown = cand or base
                group += f" · {readable_name(shown[0])}" + (" + …" if len(shown) > 1 else "")
            clean["group"] = group
            out.append(clean)
        return out

    def link_of(self, row_id: int | None) -> str | None:
        """Row ``row_id``'s link name (``row_link``); None for no row."""
        if row_id is None or not self.has_row(row_id):
            return None
        row = self.diff.row(row_id)
        return row_link(tuple(row["baseline_names"]), tuple(row["candidate_names"]))

    def row_named(self, link: str) -> int | None:
        """The row whose link name (``row_link``) is ``link``; None if no row has it."""
        if not isinstance(link, str) or link[:2] not in ("b:", "c:"):
            return None
        side = Side.BASELINE if link[0] == "b" else Side.CANDIDATE
        row = self.diff.row_of_name(side).get(link[2:])
        return None if row is None else int(row)

    def first_row(self) -> int | None:
        """The row shown first: the top-ranked dispatch row."""
        rows = self._display_order()
        return int(rows["row_id"].iloc[0]) if len(rows) else None

    def _display_order(self) -> pd.DataFrame:
        """Rows in rank order, dispatch rows before enclosing zones."""
        rows = self.diff.rows
        if "section" not in rows:
            return rows
        order = np.argsort((rows["section"] == "enclosing").to_numpy(), kind="stable")
        return cast(pd.DataFrame, rows.iloc[order])

    def has_row(self, row_id: object) -> bool:
        return row_id is not None and bool((self.diff.rows["row_id"] == row_id).any())

    # --- selected row ----------------------------------------------------------

    def durations_ms(self, row_id: int, side: Side) -> np.ndarray:
        """Wall time of each execution of the row on one side, in ms."""
        ex = self.diff.executions_of(row_id, side)
        return ex["duration_ns"].to_numpy(np.float64) / 1e6

    def per_iteration_ms(self, row_id: int, side: Side) -> np.ndarray:
        """The row's summed execution time in each kept iteration, in ms."""
        return self.diff.per_iteration_ms(row_id, side)

    def members(self, row_id: int) -> pd.DataFrame:
        """Names forming a row, with each name's own calls and ms per iteration."""
        return self.diff.members_of(row_id)

    def family_totals(self) -> pd.DataFrame | None:
        """ms per iteration by op family, both sides (``Diff.families``)."""
        return self.diff.families

    # --- timelines -----------------------------------------------------------

    def call_starts(self, row_id: int, side: Side, start: int, end: int, run: int = 0) -> np.ndarray:
        """Start (ns) of each execution of the row in run ``run`` of one side
        within ``[start, end)``, in time order (runs' timestamps overlap: only that run's)."""
        ex = self.diff.executions_of(row_id, side)
        t = ex["start_ns"].to_numpy(np.int64)
        first, count = self.run_span(side, run)
        it = ex["iteration"].to_numpy(np.int64)
        return np.sort(t[(it >= first) & (it < first + count) & (t >= start) & (t < end)])

    def tracks(self, side: Side, run: int = 0) -> Tracks:
        """Run ``run`` of the side, its zones laid out for timelines (built once)."""
        captures = self.diff.run_captures(side)
        run = min(max(int(run), 0), len(captures) - 1)
        with self._lock:
            tracks: Tracks | None = self._tracks.get((side, run))
            if tracks is None:
                tracks = self._tracks[(side, run)] = build_tracks(
                    captures[run], self._row_of_name(side), self._status_of_row())
            return tracks

    def tracks_ready(self) -> bool:
        """Whether both sides' first runs' tracks are built (``tracks`` answers at once)."""
        return all((side, 0) in self._tracks for side in SIDES)

    def run_span(self, side: Side, run: int) -> tuple[int, int]:
        """Run ``run``'s kept iterations among the side's pooled ones: (first, count)."""
        runs = self.summary(side).runs
        if not runs:
            return 0, len(self.summary(side).iteration_ms)
        r = runs[min(max(int(run), 0), len(runs) - 1)]
        return r.first_iteration, r.iterations

    def run_of(self, side: Side, iteration: int) -> int:
        """The run an iteration value belongs to: a pooled kept iteration
        (>= 0), or ``-(k + 1)`` for all iterations of run k (``all_of``)."""
        if iteration < 0:
            return min(-iteration - 1, self.run_count(side) - 1)
        for k, r in enumerate(self.summary(side).runs):
            if r.first_iteration <= iteration < r.first_iteration + r.iterations:
                return k
        return 0

    @staticmethod
    def all_of(run: int) -> int:
        """The iteration value meaning all kept iterations of run ``run`` (-1 for the first)."""
        return -(int(run) + 1)

    def iteration_window(self, side: Side, iteration: int | None, run: int | None = None) -> tuple[int, int]:
        """Start and end (ns, in its run's capture) of pooled kept iteration
        ``iteration``; None = all iterations of run ``run`` (default: the
        iteration's run, else the first)."""
        if run is None:
            run = self.run_of(side, iteration) if iteration is not None else 0
        first, count = self.run_span(side, run)
        bounds = self.summary(side).iteration_bounds.iloc[first:first + count]
        if not len(bounds):
            tracks = self.tracks(side, run)
            return (int(tracks.start.min()), int(tracks.end.max())) if len(tracks) else (0, 1)
        if iteration is None:
            return int(bounds["start_ns"].iloc[0]), int(bounds["end_ns"].iloc[-1])
        i = min(max(int(iteration) - first, 0), len(bounds) - 1)
        return int(bounds["start_ns"].iloc[i]), int(bounds["end_ns"].iloc[i])

    def iteration_count(self, side: Side) -> int:
        """Kept iterations of the side, all runs."""
        return len(self.summary(side).iteration_ms)

    def timeline_iteration_ms(self, side: Side, run: int = 0) -> np.ndarray:
        """Wall time of each kept iteration of run ``run`` (its timeline's iterations)."""
        first, count = self.run_span(side, run)
        return np.asarray(self.summary(side).iteration_ms, dtype=float)[first:first + count]

    def run_label(self, side: Side, run: int = 0) -> str:
        """The label of the side's capture of run ``run`` (the side's label without run labels)."""
        i = SIDES.index(side)
        labels = self.run_labels[i]
        return labels[min(run, len(labels) - 1)] if labels else self.labels[i]

    def first_run_label(self, side: Side) -> str:
        """The label of the side's first capture."""
        return self.run_label(side, 0)

    def run_count(self, side: Side) -> int:
        """How many captures (runs) the side holds."""
        return max(len(self.summary(side).runs), 1)

    def median_iteration(self, side: Side, run: int = 0) -> int:
        """Run ``run``'s kept iteration with the median wall time (its pooled index)."""
        ms = self.timeline_iteration_ms(side, run)
        if not len(ms):
            return 0
        return self.run_span(side, run)[0] + int(np.argsort(ms, kind="stable")[len(ms) // 2])

    def _row_of_name(self, side: Side) -> dict[str, int]:
        return self.diff.row_of_name(side)

    def _status_of_row(self) -> dict[int, str]:
        rows = self.diff.rows
        return {int(r): ("enclosing" if str(sec) == "enclosing" else str(s))
                for r, s, sec in zip(rows["row_id"], rows["status"], rows["section"])}


def row_value(row: object, key: str) -> Any:
    """``row[key]`` of a row (a dict or Series) or an attribute of a record (``Diff.total``); None if absent.
    Any: a table cell holds whatever its column does."""
    if hasattr(row, "get"):
        try:
            return row.get(key)
        except (TypeError, AttributeError):
            pass
    return getattr(row, key, None)


def decide_text(row: object, short: bool = False) -> str | None:
    """``about 8 runs a side would decide it`` (``short``: ``≈8 runs to
    decide``) from the Diff's ``runs_to_decide``, in the units of its
    ``decision_basis``; None when the row is decided."""
    try:
        n = int(row_value(row, "runs_to_decide"))
    except (TypeError, ValueError):
        return None
    try:
        unit = DecisionBasis(str(row_value(row, "decision_basis"))).units
    except ValueError:
        return None
    return f"≈{n} {unit} to decide" if short else f"about {n} {unit} a side would decide it"


def row_link(baseline: tuple[str, ...], candidate: tuple[str, ...]) -> str:
    """What names a row in a link, whatever its id or rank after a restart or
    another diff: ``c:`` and its first candidate name, else ``b:`` and its
    first baseline name (a name belongs to one row of its side)."""
    return f"c:{candidate[0]}" if candidate else f"b:{baseline[0]}" if baseline else ""


#: A fused or split row of more names than this (both sides) is shown collapsed in the table.
GROUP_SHOWN = 2


def _group_label(baseline: tuple[str, ...], candidate: tuple[str, ...]) -> str | None:
    """``10 dispatches → 2`` for a row of more than ``GROUP_SHOWN`` names; None otherwise."""
    if len(baseline) + len(candidate) <= GROUP_SHOWN:
        return None
    def count(names: tuple[str, ...]) -> str:
        return f"{len(names)} dispatch{'es' if len(names) != 1 else ''}" if names else "nothing"
    return f"{count(baseline)} → {len(candidate) if candidate else 'nothing'}"


def _both_sides(baseline: str | None, candidate: str | None) -> str:
    """The table's name: the candidate's, and what the baseline ran when it
    differs (only its ordinal, when that is all that changed)."""
    if baseline == candidate or not baseline:
        return candidate or "–"
    if not candidate:
        return f"{baseline} (removed)"
    b_ord, _, b_rest = baseline.partition(" ")
    c_ord, _, c_rest = candidate.partition(" ")
    if b_rest == c_rest and b_ord.startswith("#") and c_ord.startswith("#") and " + " not in c_rest:
        return f"{c_ord} (was {b_ord}) {c_rest}"
    return f"{candidate}\n  was {baseline}"


def _json_value(v: object) -> object:
    if v is None:
        return None
    if isinstance(v, tuple):
        return list(v)
    if isinstance(v, (np.bool_, bool)):
        return bool(v)
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return None if not math.isfinite(float(v)) else float(v)
    if v is pd.NA or v is pd.NaT:
        return None
    return v
