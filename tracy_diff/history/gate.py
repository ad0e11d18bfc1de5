"""``history check``'s rows through the one gate ``diff`` uses (``analysis.gate``):
the checked build is the candidate, its lineages' recent history the baseline."""

from __future__ import annotations

import math

from ..analysis.gate import Gate, Gated, Tripped, gate
from .changes import ChangeStatus
from .check import Checked, CheckRow
from .query import TOTAL


def _gated(r: CheckRow) -> Gated:
    return Gated(r.lineage, r.status is ChangeStatus.REGRESSED, r.status is ChangeStatus.ADDED, r.change_low_pct,
                 r.history_ms, r.build_ms, environment=r.status is ChangeStatus.ENVIRONMENT_SHIFT)


def gate_check(checked: Checked, fail_on: Gate | str, threshold_pct: float) -> Tripped:
    """``gate`` on a checked build: its total and lineages (keys: lineage ids, the total ``TOTAL``)."""
    total = next((r for r in checked.rows if r.lineage == TOTAL), None)
    total_gated = _gated(total) if total is not None else Gated(TOTAL, False, False, math.nan, math.nan, math.nan)
    return gate(total_gated, [_gated(r) for r in checked.rows if r.lineage != TOTAL], fail_on, threshold_pct)


def check_gate_line(checked: Checked, tripped: Tripped) -> str:
    """``gate_line`` naming the lineages by their labels."""
    from ..report.gate import gate_line
    from ..report.units import format_change, format_ms

    by = {r.lineage: r for r in checked.rows}
    total = by.get(TOTAL)
    total_text = format_change(total.change_pct, total.change_low_pct, total.change_high_pct) if total else ""
    rows = [f"{by[k].label} {format_change(by[k].change_pct, by[k].change_low_pct, by[k].change_high_pct)}"
            for k in tripped.rows]
    added = [f"{by[k].label} {format_ms(by[k].build_ms)} per iteration" for k in tripped.added]
    return gate_line(tripped, total_text, rows, added)
