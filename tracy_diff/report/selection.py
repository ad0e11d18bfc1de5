"""Which rows a summary shows, and how a capture is named (row names: ``cells``)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import numpy as np

from ..diff import Diff, Section, Status, VerdictKind

if TYPE_CHECKING:
    import pandas as pd

def capture_labels(diff: Diff) -> tuple[str, str]:
    """The two captures' names without local directories: file names, or the
    paths below their common folder when the file names are the same."""
    paths = [diff.baseline_summary.path, diff.candidate_summary.path]
    names = [os.path.basename(p) for p in paths]
    if names[0] != names[1] or paths[0] == paths[1]:
        return names[0], names[1]
    common = os.path.commonpath([os.path.abspath(p) for p in paths])
    base, cand = (os.path.relpath(os.path.abspath(p), common) for p in paths)
    return base, cand


def sections(diff: Diff, top: int, show_enclosing: bool = False) -> list[tuple[str, pd.DataFrame]]:
    """The row groups a summary shows, each cut to ``top`` rows; the rows the
    verdict names are always shown."""
    rows = diff.rows
    status = rows["status"].astype(str)
    disp = rows[rows["section"] == Section.DISPATCH]
    st = status[disp.index]
    must = {r for r in (diff.verdict.top_row, diff.verdict.quiet_row) if r is not None}

    def cut(part: pd.DataFrame) -> pd.DataFrame:
        shown: pd.DataFrame = part[(np.arange(len(part)) < top) | part["rank"].isin(must).to_numpy()]
        return shown

    if diff.verdict.kind == VerdictKind.DIFFERENT_PROGRAMS:  # nothing judged: the rows by their time
        return [("Rows of two different programs (described, not judged)", cut(disp))]
    reg, imp, inc = (cut(disp[st == s]) for s in (Status.REGRESSED, Status.IMPROVED, Status.INCONCLUSIVE))
    shown = set(reg["row_id"]) | set(imp["row_id"]) | set(inc["row_id"])
    structural = cut(disp[(disp["structure"].astype(str).isin(["fused", "split", "added", "removed"])
                           | st.isin(["added", "removed"])) & ~disp["row_id"].isin(shown)])
    shown |= set(structural["row_id"])
    threshold = diff.options.threshold_pct
    floor = diff.options.min_abs_us_per_iter / 1000.0
    quiet = disp[(st == Status.UNCHANGED) & ~disp["row_id"].isin(shown)
                 & ((disp["ratio"] - 1.0).abs() * 100.0 >= threshold)
                 & (disp["delta_ms_per_iter"].abs() >= floor)]
    quiet = cut(quiet.iloc[np.argsort(-np.abs(quiet["delta_ms_per_iter"].to_numpy()), kind="stable")])
    out = [("Regressions", reg), ("Improvements", imp), ("Inconclusive (the interval straddles the threshold)", inc),
           ("Fused, split, added, removed (not above)", structural),
           ("Moved, but judged no change (not significant, within the threshold, or with the common shift)",
            quiet)]
    if show_enclosing:
        encl = rows[(rows["section"] == Section.ENCLOSING) & (status != Status.UNCHANGED)]
        out.append(("Enclosing zones (enclose other zones; not ranked with dispatches)", encl.head(top)))
    return out


def enclosing_line(diff: Diff) -> str | None:
    """``N enclosing zones moved with them; --show-enclosing``, or None."""
    rows = diff.rows
    moved = int(((rows["section"] == Section.ENCLOSING)
                 & rows["status"].astype(str).isin([Status.REGRESSED.value, Status.IMPROVED.value])).sum())
    if not moved:
        return None
    return f"{moved} enclosing zone{'s' if moved != 1 else ''} moved with them; --show-enclosing lists them"


def explained(diff: Diff, top: int) -> str:
    """The net change of dispatch time, and how much of the slowdown (or
    speedup) the top rows that moved that way explain: the sum of their
    ``share_of_change``, the share the table and the verdict quote. Rows
    judged against an environment's common shift: the total as measured, and
    the rows' part beyond the shift."""
    disp = diff.rows[diff.rows["section"] == Section.DISPATCH]
    total = float(disp["delta_ms_per_iter"].sum())
    status = disp["status"].astype(str)
    from .units import format_delta

    text = f"dispatch time per iteration changed by {format_delta(total)}"
    if diff.verdict.kind == VerdictKind.ENVIRONMENT_SHIFT and diff.common_shift is not None and diff.total:
        # Rows judged against the common shift: their deltas are beyond it, the total's is as measured.
        text = (f"dispatch time per iteration changed by {format_delta(diff.total.delta_ms_per_iter)}, "
                f"{format_delta(total)} of it beyond the common shift")
    way = Status.REGRESSED if total >= 0 else Status.IMPROVED
    moved = disp[status == way.value]
    if not len(moved) or not total:
        return text
    k = min(top, len(moved))
    share = float(moved["share_of_change"].head(k).sum())
    return (f"{text}; the top {k} {way.value} {'rows explain' if k != 1 else 'row explains'} "
            f"{min(share, 1.0) * 100:.0f}% of the {'slowdown' if total >= 0 else 'speedup'}")
