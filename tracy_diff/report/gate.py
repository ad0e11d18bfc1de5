"""The gate's one line on stderr: what tripped it (``analysis.gate``), named
as the reports name it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .units import format_change, format_ms
from .verdict import display_name

if TYPE_CHECKING:
    from ..contract.gate import Tripped
    from ..diff import Diff


def gate_line(tripped: Tripped, total: str, rows: list[str], added: list[str]) -> str:
    """``--fail-on regression tripped (threshold 5%): the total +7.1% [+5.6%, +8.7%]; #1 NAME +301% [...];
    added #3 NAME 4.20 ms per iteration``, at most three rows of each kind named."""
    parts = [f"the total {total}"] if tripped.total else []
    parts += rows[:3] + ([f"{len(rows) - 3} more regressed rows"] if len(rows) > 3 else [])
    parts += [f"added {a}" for a in added[:3]] + ([f"{len(added) - 3} more added"] if len(added) > 3 else [])
    return f"--fail-on {tripped.gate} tripped (threshold {tripped.threshold_pct:g}%): " + "; ".join(parts)


def diff_gate_line(diff: Diff, tripped: Tripped) -> str:
    """``gate_line`` for a Diff's rows (by rank) and total."""
    t = diff.total
    total = format_change(t.change_pct, t.change_low_pct, t.change_high_pct) if t is not None else \
        format_change(diff.verdict.delta_ms_per_iter / diff.verdict.baseline_ms_per_iter * 100.0
                      if diff.verdict.baseline_ms_per_iter else None)
    rows = [f"#{rank} {display_name(r)} {format_change(r['change_pct'], r['change_low_pct'], r['change_high_pct'])}"
            for rank in tripped.rows for r in [diff.row_by_rank(rank)]]
    added = [f"#{rank} {display_name(r)} {format_ms(r['candidate_ms_per_iter'])} per iteration"
             for rank in tripped.added for r in [diff.row_by_rank(rank)]]
    return gate_line(tripped, total, rows, added)
