"""The verdict in words: ``verdict_text(diff)``, from ``Diff.verdict`` (data).

Every renderer (terminal, Markdown, JSON's ``verdict.text``, the UI) shows
this one sentence; nothing parses it back.
"""

from __future__ import annotations

import pandas as pd

from ..diff import Diff
from .cells import side_names
from .runs import runs_phrase
from .units import format_delta, format_ms, format_ratio

HEADLINES = {"regression": "REGRESSION", "improvement": "IMPROVEMENT", "no_change": "NO SIGNIFICANT CHANGE",
             "inconclusive": "INCONCLUSIVE", "environment_shift": "ENVIRONMENT SHIFT"}


def verdict_text(diff: Diff) -> str:
    """One line: what changed overall and the row that explains it."""
    v = diff.verdict
    kind = str(v.kind)
    b, c = v.baseline_ms_per_iter, v.candidate_ms_per_iter
    pct = f"{v.delta_ms_per_iter / b * 100.0:+.1f}%, " if b else ""
    overall = f"{format_delta(v.delta_ms_per_iter)}/iter ({pct}{format_ms(b)} → {format_ms(c)})"
    runs = runs_phrase(diff)
    head = f"{HEADLINES[kind]}{f' ({runs})' if runs else ''}: "
    few = next((w.message for w in diff.warnings if w.kind == "too_few_iterations"), None)
    if few:
        head += f"{diff.baseline_summary.iterations} and {diff.candidate_summary.iterations} iterations, " \
                f"too few to test rows compared per iteration; "
    rows = diff.rows
    if kind in ("regression", "improvement"):
        text = f"{head}{overall}; top: {row_phrase(diff.row_by_rank(v.top_row))}"
        shift = diff.common_shift
        if shift is not None:
            text += f"; the other dispatches moved together by {(shift.ratio - 1) * 100:+.0f}%"
    elif kind == "environment_shift":
        shift = diff.common_shift
        if shift is not None:
            moved = (f"all dispatches moved together by {(shift.ratio - 1) * 100:+.0f}% (rows holding "
                     f"{shift.share_of_time * 100:.0f}% of dispatch time)")
        else:
            moved = "the dispatches holding most of the time all moved the same way"
        cause = f"likely cause: {v.cause}" if v.cause else "machine load or clocks, not the build"
        text = f"{head}{moved}; {cause}; {overall}"
        if v.top_row is not None:
            text += f"; top: {row_phrase(diff.row_by_rank(v.top_row))}"
    elif kind == "inconclusive":
        top = diff.row_by_rank(v.top_row)
        text = (f"{head}{overall}; no row can be judged; largest move: #{v.top_row} "
                f"{display_name(top)} {format_delta(top['delta_ms_per_iter'])}/iter")
    else:
        text = f"{head}{overall}; {v.rows_compared} dispatch rows compared, none moved"
    if v.quiet_row is not None and kind != "environment_shift":
        q = diff.row_by_rank(v.quiet_row)
        text += (f"; largest move judged no change: #{v.quiet_row} {display_name(q)} "
                 f"{format_delta(q['delta_ms_per_iter'])}/iter ({q['note'] or 'within noise'})")
    fused = rows[rows["fused_into_ranks"].apply(lambda r: v.top_row in tuple(r or ()))] if v.top_row \
        else rows.iloc[:0]
    for _, r in fused.head(3).iterrows():  # the work that vanished: baseline names
        text += f"; {side_names(r, 'baseline', None)} fused into #{v.top_row}"
    for w in diff.warnings:  # how the captures were taken: on the verdict line, not only below it
        if w.kind == "capture_conditions" and w.message != v.cause:
            text += f"; {w.message}"
    return text


def display_name(row: pd.Series) -> str:
    """The row's candidate names (else baseline names), short, never cut."""
    return side_names(row, "candidate" if row["candidate_names"] else "baseline", None)


def row_phrase(row: pd.Series) -> str:
    """``#1 name time → time per iteration (ratio), explains N% of the slowdown``."""
    name = f"#{row['rank']} {display_name(row)}"
    structure = str(row["structure"])
    if structure == "fused":
        name += f" (fused from {side_names(row, 'baseline', None)})"
    elif structure == "split":
        name += f" (split from {side_names(row, 'baseline', None)})"
    share = row["share_of_change"]
    way = "slowdown" if row["delta_ms_per_iter"] > 0 else "speedup"
    explains = f", explains {share * 100:.0f}% of the dispatch {way}" if share == share else ""
    # The row's own cells, as every table shows them.
    ratio = format_ratio(row["ratio"])
    return (f"{name} {format_ms(row['baseline_ms_per_iter'])} → {format_ms(row['candidate_ms_per_iter'])} "
            f"per iteration{f' ({ratio})' if row['ratio'] == row['ratio'] else ''}{explains}")
