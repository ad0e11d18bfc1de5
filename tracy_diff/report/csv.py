"""A Diff as CSV: every row, one per line; list-valued cells (names, per-run ms) as JSON arrays; the
IR change as ``ir_ops_added`` and ``ir_ops_removed`` JSON objects ``{op: count}`` (empty without IR);
``isa`` the row's ``ISA:`` sentence (empty without assembly dumps)."""

from __future__ import annotations

import io
import json

from ..diff import Diff


def render_csv(diff: Diff, row_ids: list[int] | None = None) -> str:
    """Every row of ``diff``, or the rows ``row_ids`` in that order (the UI's
    table as filtered and sorted); no byte-order mark, a plain header."""
    rows = diff.rows.copy() if row_ids is None else \
        diff.rows.set_index("row_id", drop=False).loc[list(row_ids)].reset_index(drop=True)
    for col in ("baseline_names", "candidate_names"):
        rows[col] = [json.dumps(list(names), ensure_ascii=False) for names in rows[col]]
    for col in ("baseline_run_ms", "candidate_run_ms"):
        if col in rows.columns:
            rows[col] = [json.dumps([v if v == v else None for v in values]) for values in rows[col]]
    at = rows.columns.get_loc("ir")
    for k, field in enumerate(("ops_added", "ops_removed")):
        rows.insert(at + 1 + k, f"ir_{field}",
                    [json.dumps(getattr(ir, field)) if ir is not None else "" for ir in rows["ir"]])
    rows["isa"] = [isa.summary if isa is not None else "" for isa in rows["isa"]]
    rows = rows.drop(columns=["ir"])
    buf = io.StringIO()
    rows.to_csv(buf, index=False, lineterminator="\n", float_format="%.6g")
    return buf.getvalue()
