"""Which rows a summary shows, and how a row is named."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..analysis.names import short_name
from ..diff import Diff

if TYPE_CHECKING:
    import pandas as pd

NAME_WIDTH = 72


def row_name(row, width: int | None = NAME_WIDTH) -> str:
    """``base → cand`` with short names, or one name when both are the same."""
    b, c = row["baseline_name"], row["candidate_name"]
    if b and c:
        sb, sc = short_name(b, width), short_name(c, width)
        return sc if b == c else f"{sb} → {sc}"
    return short_name(b or c, width)


def sections(diff: Diff, top: int) -> list[tuple[str, pd.DataFrame]]:
    """The row groups a summary shows, each cut to ``top`` rows."""
    rows = diff.rows
    disp = rows[rows["section"] == "dispatch"]
    reg = disp[disp["change"] == "regressed"]
    imp = disp[disp["change"] == "improved"]
    shown = set(reg["row_id"].head(top)) | set(imp["row_id"].head(top))
    structural = disp[disp["status"].isin(["fused", "split", "added", "removed"])
                      & ~disp["row_id"].isin(shown)]
    # Rows that moved more than the thresholds yet were judged noise.
    threshold = diff.options.get("threshold_pct", 5.0)
    floor = diff.options.get("min_abs_us_per_iter", 1.0) / 1000.0
    quiet = disp[(disp["change"] == "unchanged") & ~disp["row_id"].isin(structural["row_id"].head(top))
                 & ((disp["ratio"] - 1.0).abs() * 100.0 >= threshold)
                 & (disp["delta_ms_per_iter"].abs() >= floor)]
    quiet = quiet.iloc[np.argsort(-np.abs(quiet["delta_ms_per_iter"].to_numpy()), kind="stable")]
    cont = rows[(rows["section"] == "enclosing") & (rows["change"] != "unchanged")]
    return [("Regressions", reg.head(top)), ("Improvements", imp.head(top)),
            ("Fused, split, added, removed (not above)", structural.head(top)),
            ("Moved, but judged noise (not significant, or within run-to-run spread)", quiet.head(top)),
            ("Enclosing zones (enclose other zones; not ranked with dispatches)", cont.head(top))]
