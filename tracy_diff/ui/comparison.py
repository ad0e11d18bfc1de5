"""A Diff as the page needs it: table records, timeline tracks, per-row series.

Everything here is derived from the ``Diff`` only; tracks are built on first
use and kept with the comparison (the store caches comparisons).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from ..capture import Capture
from ..diff import Diff, RunSummary
from ..analysis.names import short_name
from .timeline_lod import Tracks, build_tracks

SIDES = ("baseline", "candidate")

#: Columns of ``Diff.rows`` the table shows (when the differ provides them).
TABLE_COLUMNS = (
    "row_id", "rank", "status", "section", "baseline_name", "candidate_name", "match",
    "match_detail", "baseline_ms_per_iter", "candidate_ms_per_iter", "delta_ms_per_iter",
    "ratio", "share_of_change", "p_value", "q_value", "significant",
    "baseline_execs_per_iter", "candidate_execs_per_iter", "baseline_median_ms",
    "candidate_median_ms", "note",
)


@dataclass
class Comparison:
    """One diffed pair plus what the page derives from it."""

    diff: Diff
    labels: tuple[str, str]
    _tracks: dict = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def of(cls, baseline: Capture, candidate: Capture, baseline_label: str,
           candidate_label: str) -> "Comparison":
        from ..analysis.compare import diff

        return cls(diff(baseline, candidate), (baseline_label, candidate_label))

    def summary(self, side: str) -> RunSummary:
        return self.diff.baseline_summary if side == "baseline" else self.diff.candidate_summary

    def capture(self, side: str) -> Capture:
        return self.diff.baseline if side == "baseline" else self.diff.candidate

    # --- table ---------------------------------------------------------------

    def records(self) -> list[dict]:
        """One JSON-ready dict per row, in rank order, with display names."""
        rows = self._display_order()
        cols = [c for c in TABLE_COLUMNS if c in rows.columns]
        out = []
        for rec in rows[cols].to_dict("records"):
            clean = {k: _json_value(v) for k, v in rec.items()}
            clean["id"] = str(clean["row_id"])
            for side in SIDES:
                name = clean.get(f"{side}_name")
                clean[f"{side}_short"] = short_name(name) if name else None
            out.append(clean)
        return out

    def first_row(self) -> int | None:
        """The row shown first: the top-ranked dispatch row."""
        rows = self._display_order()
        return int(rows["row_id"].iloc[0]) if len(rows) else None

    def _display_order(self) -> pd.DataFrame:
        """Rows in rank order, dispatch rows before enclosing zones."""
        rows = self.diff.rows
        if "section" not in rows:
            return rows
        return rows.iloc[np.argsort((rows["section"] == "enclosing").to_numpy(), kind="stable")]

    def has_row(self, row_id) -> bool:
        return row_id is not None and bool((self.diff.rows["row_id"] == row_id).any())

    # --- selected row ----------------------------------------------------------

    def durations_ms(self, row_id: int, side: str) -> np.ndarray:
        """Wall time of each execution of the row on one side, in ms."""
        ex = self.diff.executions_of(row_id, side)
        return ex["duration_ns"].to_numpy(np.float64) / 1e6

    def per_iteration_ms(self, row_id: int, side: str) -> np.ndarray:
        """The row's summed execution time in each kept iteration, in ms."""
        n = self.summary(side).iterations
        ex = self.diff.executions_of(row_id, side)
        it = ex["iteration"].to_numpy(np.int64)
        keep = (it >= 0) & (it < n)
        return np.bincount(it[keep], weights=ex["duration_ns"].to_numpy(np.float64)[keep],
                           minlength=n) / 1e6

    def members(self, row_id: int) -> pd.DataFrame:
        """Names forming a fused or split row, with each name's ms per iteration."""
        m = self.diff.members
        if m is None or not len(m):
            return pd.DataFrame(columns=["side", "name", "ms_per_iter"])
        m = m[m["row_id"] == row_id]
        out = []
        for side in SIDES:
            ex = self.diff.executions_of(row_id, side)
            per_name = ex.groupby(ex["name"].astype(str), observed=True)["duration_ns"].sum()
            iters = max(self.summary(side).iterations, 1)
            for name in m.loc[m["side"] == side, "name"].astype(str):
                out.append({"side": side, "name": name,
                            "ms_per_iter": float(per_name.get(name, 0)) / 1e6 / iters})
        return pd.DataFrame(out, columns=["side", "name", "ms_per_iter"])

    # --- timelines -----------------------------------------------------------

    def tracks(self, side: str) -> Tracks:
        """The side's zones laid out for timelines (built once)."""
        with self._lock:
            tracks = self._tracks.get(side)
            if tracks is None:
                tracks = self._tracks[side] = build_tracks(
                    self.capture(side), self._row_of_name(side), self._status_of_row())
            return tracks

    def iteration_window(self, side: str, iteration: int | None) -> tuple[int, int]:
        """Start and end (ns) of kept iteration ``iteration``; None = all of them."""
        bounds = self.summary(side).iteration_bounds
        if not len(bounds):
            tracks = self.tracks(side)
            return (int(tracks.start.min()), int(tracks.end.max())) if len(tracks) else (0, 1)
        if iteration is None:
            return int(bounds["start_ns"].iloc[0]), int(bounds["end_ns"].iloc[-1])
        i = min(max(int(iteration), 0), len(bounds) - 1)
        return int(bounds["start_ns"].iloc[i]), int(bounds["end_ns"].iloc[i])

    def median_iteration(self, side: str) -> int:
        """The kept iteration with the median wall time."""
        ms = np.asarray(self.summary(side).iteration_ms, dtype=float)
        if not len(ms):
            return 0
        return int(np.argsort(ms, kind="stable")[len(ms) // 2])

    def _row_of_name(self, side: str) -> dict[str, int]:
        ex = self.diff.executions
        ex = ex[ex["side"] == side]
        pairs = ex[["name", "row_id"]].drop_duplicates("name")
        mapping = {str(n): int(r) for n, r in zip(pairs["name"], pairs["row_id"])}
        rows = self.diff.rows
        for name, row_id in zip(rows[f"{side}_name"], rows["row_id"]):
            if isinstance(name, str) and name:
                for part in name.split(" + "):
                    mapping.setdefault(part, int(row_id))
        return mapping

    def _status_of_row(self) -> dict[int, str]:
        rows = self.diff.rows
        section = rows["section"] if "section" in rows else pd.Series("dispatch", index=rows.index)
        return {int(r): ("enclosing" if sec == "enclosing" else str(s))
                for r, s, sec in zip(rows["row_id"], rows["status"], section)}


def _json_value(v):
    if v is None:
        return None
    if isinstance(v, (np.bool_, bool)):
        return bool(v)
    if isinstance(v, (np.integer,)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        return None if not math.isfinite(float(v)) else float(v)
    if v is pd.NA or v is pd.NaT:
        return None
    return v
