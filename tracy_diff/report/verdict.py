"""The verdict in words: ``verdict_text(diff)``, from ``Diff.verdict`` (data).

Every renderer (terminal, Markdown, JSON's ``verdict.text``, the UI) shows
this one sentence; nothing parses it back.
"""

from __future__ import annotations

import math

import pandas as pd

from ..diff import DecisionBasis, Diff, Side, Structure, Total, VerdictKind, WarningKind
from .cells import side_names
from .runs import runs_phrase
from .units import format_change, format_delta, format_ms, format_ratio

HEADLINES = {VerdictKind.REGRESSION: "REGRESSION", VerdictKind.IMPROVEMENT: "IMPROVEMENT",
             VerdictKind.MIXED: "MIXED", VerdictKind.NO_CHANGE: "NO CHANGE",
             VerdictKind.INCONCLUSIVE: "INCONCLUSIVE", VerdictKind.ENVIRONMENT_SHIFT: "ENVIRONMENT SHIFT",
             VerdictKind.DIFFERENT_PROGRAMS: "DIFFERENT PROGRAMS"}
SAME_CODE = "the code did not change: every dispatch's IR is the same in both builds"
IDENTICAL = "both sides are the same capture (identical file contents): this compares a capture with itself"


def overall_phrase(diff: Diff) -> str:
    """``dispatch time +4.1% [+1.2%, +7.0%] per iteration (+2.3 ms, 56.1 ms → 58.4 ms)``: the total's
    own estimate and interval (``Diff.total``), else the change of the verdict's times."""
    v, t = diff.verdict, diff.total
    if t is not None and math.isfinite(t.change_pct):
        return (f"dispatch time {format_change(t.change_pct, t.change_low_pct, t.change_high_pct)} per iteration "
                f"({format_delta(t.delta_ms_per_iter)}, {format_ms(t.baseline_ms_per_iter)} → "
                f"{format_ms(t.candidate_ms_per_iter)})")
    b, c = v.baseline_ms_per_iter, v.candidate_ms_per_iter
    pct = f"{v.delta_ms_per_iter / b * 100.0:+.1f}%, " if b else ""
    return f"{format_delta(v.delta_ms_per_iter)}/iter ({pct}{format_ms(b)} → {format_ms(c)})"


def verdict_text(diff: Diff) -> str:
    """One line: what changed overall, from the total, and the rows that explain it."""
    v = diff.verdict
    kind = VerdictKind(v.kind)
    overall = overall_phrase(diff)
    runs = runs_phrase(diff)
    head = f"{HEADLINES[kind]}{f' ({runs})' if runs else ''}: "
    few = next((w.message for w in diff.warnings if w.kind == WarningKind.TOO_FEW_ITERATIONS), None)
    if few:
        head += f"{diff.baseline_summary.iterations} and {diff.candidate_summary.iterations} iterations, " \
                f"too few for an interval of rows compared per iteration; "
    threshold = diff.options.threshold_pct
    top = diff.row_by_rank(v.top_row) if v.top_row is not None else None
    if kind in (VerdictKind.REGRESSION, VerdictKind.IMPROVEMENT):
        text = f"{head}{overall}; top: {row_phrase(top)}" if top is not None else f"{head}{overall}"
        shift = diff.common_shift
        if shift is not None:
            text += f"; the other dispatches moved together by {(shift.ratio - 1) * 100:+.0f}%"
    elif kind is VerdictKind.MIXED:
        against = [row_phrase(diff.row_by_rank(r), share=False) for r in v.against[:3]]
        text = f"{head}{overall}; " + "; ".join(([row_phrase(top)] if top is not None else []) + against)
    elif kind is VerdictKind.ENVIRONMENT_SHIFT:
        shift = diff.common_shift
        if shift is not None:
            moved = (f"all dispatches moved together by {(shift.ratio - 1) * 100:+.0f}% (rows holding "
                     f"{shift.share_of_time * 100:.0f}% of dispatch time)")
        else:
            moved = "the dispatches holding most of the time all moved the same way"
        if v.cause:
            cause = f"likely cause: {v.cause}" + (f"; {SAME_CODE}" if v.code_unchanged else "")
        else:
            cause = SAME_CODE if v.code_unchanged else "machine load or clocks, not the build"
        text = f"{head}{moved}; {cause}; {overall}"
        if top is not None:
            text += f"; top: {row_phrase(top)}"
    elif kind is VerdictKind.DIFFERENT_PROGRAMS:
        text = (f"{head}{programs_phrase(diff)}; only {v.matched_share * 100:.0f}% of the dispatch time or rows is "
                f"in dispatches matched by name or IR: no verdict, rows described, not judged; dispatch time "
                f"{format_ms(v.baseline_ms_per_iter)} and {format_ms(v.candidate_ms_per_iter)} per iteration")
    elif kind is VerdictKind.INCONCLUSIVE:
        t = diff.total
        need = total_need(t)
        need = f" ({need} per side would decide)" if need else ""
        text = f"{head}{overall}: not decided against ±{threshold:g}%{need}"
        if v.decided:
            text += "; decided rows that do not carry the total's move: " + "; ".join(
                row_phrase(diff.row_by_rank(r), share=False) for r in v.decided[:3])
        elif top is not None:
            text += f"; largest move: {row_phrase(top, share=False)}"
    else:
        text = f"{head}{overall}, inside ±{threshold:g}%; {v.rows_compared} dispatch rows compared, none moved"
        if top is not None:
            text += f"; largest undecided: {row_phrase(top, share=False)}"
    return text + _tail(diff, kind)


def _tail(diff: Diff, kind: VerdictKind) -> str:
    """What follows the headline's own sentence: the largest quiet move, the fused work, the capture
    conditions, identical captures, and the noise basis and warm-up."""
    v, rows, text = diff.verdict, diff.rows, ""
    if v.quiet_row is not None and kind not in (VerdictKind.ENVIRONMENT_SHIFT, VerdictKind.NO_CHANGE):
        q = diff.row_by_rank(v.quiet_row)
        text += (f"; largest move judged no change: #{v.quiet_row} {display_name(q)} "
                 f"{format_delta(q['delta_ms_per_iter'])}/iter ({q['note'] or 'within noise'})")
    fused = rows[rows["fused_into_ranks"].apply(lambda r: v.top_row in tuple(r or ()))] if v.top_row \
        else rows.iloc[:0]
    for _, r in fused.head(3).iterrows():  # the work that vanished: baseline names
        text += f"; {side_names(r, Side.BASELINE, None)} fused into #{v.top_row}"
    for w in diff.warnings:  # how the captures were taken: on the verdict line, not only below it
        if w.kind == WarningKind.CAPTURE_CONDITIONS and w.message != v.cause:
            text += f"; {w.message}"
    if v.identical:
        text += f"; {IDENTICAL}"
    if kind is not VerdictKind.DIFFERENT_PROGRAMS:
        text += basis_phrase(diff)
    return text


def programs_phrase(diff: Diff) -> str:
    """``the baseline runs baseline.vmfb forward_bs1, the candidate decoder.vmfb forward_bs1``: what
    each side ran (``RunSummary.ran``), or ``both sides run X`` when the capture names them alike."""
    b, c = diff.baseline_summary.ran, diff.candidate_summary.ran
    if b == c:
        return f"both sides run {b}, but not the same dispatches"
    return f"the baseline runs {b}, the candidate {c}"


def total_need(t: Total | None) -> str:
    """``about 6 runs (at least 4)``/``more than 50 runs`` for an undecided total, else ""."""
    return t.to_decide if t is not None else ""


def basis_phrase(diff: Diff) -> str:
    """``; noise: <source>; a change under 9% cannot be seen with one run a side on this machine``,
    and the warm-up iterations dropped."""
    t = diff.total
    out = ""
    if t is not None and t.noise_source:
        out += f"; noise: {t.noise_source}"
        if math.isfinite(t.detectable_pct) and t.decision_basis in (DecisionBasis.ASSUMED, DecisionBasis.PROFILE):
            where = "on this machine" if t.decision_basis is DecisionBasis.PROFILE else "by the corpus's noise"
            out += (f"; a change of the total under {t.detectable_pct:.0f}% cannot be seen with one run a side "
                    f"{where}")
    dropped = [s.dropped_iterations for s in (diff.baseline_summary, diff.candidate_summary)]
    if any(dropped):
        out += f"; warm-up: {dropped[0]} and {dropped[1]} leading iterations dropped (until the time settled)"
    return out


def display_name(row: pd.Series) -> str:
    """The row's candidate names (else baseline names), short, never cut."""
    return side_names(row, Side.CANDIDATE if row["candidate_names"] else Side.BASELINE, None)


def row_phrase(row: pd.Series, share: bool = True) -> str:
    """``#1 name +3.2% [-0.2%, +6.6%] (101 ms → 105 ms per iteration, 1.03x), inconclusive, 84% of the
    slowdown``: the row's own cells as the tables show them (its change and interval, time per
    iteration, ratio, status)."""
    name = f"#{row['rank']} {display_name(row)}"
    structure = Structure(row["structure"])
    if structure is Structure.FUSED:
        name += f" (fused from {side_names(row, Side.BASELINE, None)})"
    elif structure is Structure.SPLIT:
        name += f" (split from {side_names(row, Side.BASELINE, None)})"
    part = row["share_of_change"]
    way = "slowdown" if row["delta_ms_per_iter"] > 0 else "speedup"
    explains = f", {part * 100:.0f}% of the {way}" if share and part == part else ""
    ratio = f", {format_ratio(row['ratio'])}" if row["ratio"] == row["ratio"] else ""
    b, c = format_ms(row["baseline_ms_per_iter"]), format_ms(row["candidate_ms_per_iter"])
    cells = f"({b} → {c} per iteration{ratio})"
    change = row["change_pct"]
    figure = f"{format_change(change, row['change_low_pct'], row['change_high_pct'])} " if change == change else ""
    return f"{name} {figure}{cells}, {row['status']}{explains}"
