"""A Diff as a terminal summary: both runs, the sections of rows, the verdict."""

from __future__ import annotations

from ..diff import Diff, RunSummary
from .selection import row_name, sections
from .units import format_delta, format_ms, format_p, format_ratio


def _run_line(label: str, s: RunSummary) -> str:
    drop = f", {s.dropped_iterations} warm-up dropped" if s.dropped_iterations else ""
    return (f"{label:<9}  {s.path}  ({s.program or 'unknown program'}; {s.iterations} "
            f"iteration{'s' if s.iterations != 1 else ''} from {s.iteration_source}{drop})  "
            f"{format_ms(s.ms_per_iteration)}/iter, dispatches {format_ms(s.dispatch_ms_per_iteration)}/iter")


def _per_call(row) -> str:
    b, c = row["baseline_median_ms"], row["candidate_median_ms"]
    if b != b and c != c:
        return "-"
    # Groups whose members run unequally often have per-iteration samples.
    per_iteration = " /it" if row.get("unit") == "iteration" else ""
    return f"{format_ms(b)} → {format_ms(c)}{per_iteration}"


def render_table(diff: Diff, top: int) -> str:
    out = [_run_line("baseline", diff.baseline_summary), _run_line("candidate", diff.candidate_summary), ""]
    head = (f"{'#':>4}  {'status':<9}  {'Δ/iter':>10}  {'ratio':>6}  {'base/iter':>9}  {'cand/iter':>9}  "
            f"{'median per call':<19}  {'q':>6}  {'match':<8}  name")
    for title, part in sections(diff, top):
        if not len(part):
            continue
        out += [title, head]
        for _, r in part.iterrows():
            out.append(f"{r['rank']:>4}  {r['status']:<9}  {format_delta(r['delta_ms_per_iter']):>10}  "
                       f"{format_ratio(r['ratio']):>6}  {format_ms(r['baseline_ms_per_iter']):>9}  "
                       f"{format_ms(r['candidate_ms_per_iter']):>9}  {_per_call(r):<19}  "
                       f"{format_p(r['q_value']):>6}  {r['match']:<8}  {row_name(r)}")
        out.append("")
    n = int((diff.rows["section"] == "dispatch").sum())
    out.append(f"{n} dispatch rows compared; {_explained(diff, top)}")
    out += [f"warning: {w}" for w in diff.warnings]
    out.append(diff.verdict)
    return "\n".join(out) + "\n"


def _explained(diff: Diff, top: int) -> str:
    """How much of the total dispatch-time change the top rows explain."""
    disp = diff.rows[diff.rows["section"] == "dispatch"]
    total = float(disp["delta_ms_per_iter"].sum())
    moved = disp[disp["change"] != "unchanged"]
    if not len(moved) or total == 0:
        return f"dispatch time per iteration changed by {format_delta(total)}"
    k = min(top, len(moved))
    part = float(moved["delta_ms_per_iter"].head(k).sum())
    return (f"dispatch time per iteration changed by {format_delta(total)}; the top {k} changed "
            f"{'rows explain' if k != 1 else 'row explains'} {part / total * 100:.0f}% of it")
