"""A Diff as CSV: every row, one per line."""

from __future__ import annotations

import io

from ..diff import Diff


def render_csv(diff: Diff) -> str:
    buf = io.StringIO()
    diff.rows.to_csv(buf, index=False, lineterminator="\n", float_format="%.6g")
    return buf.getvalue()
