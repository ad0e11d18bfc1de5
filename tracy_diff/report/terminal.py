"""A Diff as a terminal summary: both runs, the sections of rows, the verdict.

Colour (status words, the verdict) only when asked (the CLI asks when
stdout is a terminal and ``NO_COLOR`` is unset). Names and paths from the
captures lose their control characters.
"""

from __future__ import annotations

import re
import textwrap

from ..diff import Diff, RunSummary, Section, Structure, VerdictKind
from .cells import calls, fused_into_text, interval_label, per_call, printable, row_name
from .ir import folders_line, summary_lines, terminal_lines
from .runs import runs_line, test_note
from .selection import enclosing_line, explained, sections
from .units import format_change, format_delta, format_ms, format_p, format_ratio
from .verdict import verdict_text

COLORS = {"regressed": "31", "improved": "32", "inconclusive": "33", "regression": "1;31",
          "improvement": "1;32", "inconclusive_verdict": "1;33", "environment_shift": "1;33", "mixed": "1;33"}
#: Green means faster: a status or verdict painted green whose time rose is painted this instead.
ROSE = "33"


def _paint(text: str, kind: str, color: bool, rose: bool = False) -> str:
    """``text`` in the colour of ``kind``; never green when the time ``rose``."""
    code = COLORS.get(kind)
    if code is not None and code.endswith("32") and rose:
        code = code[:-2] + ROSE
    return f"\x1b[{code}m{text}\x1b[0m" if color and code else text


def run_line(label: str, s: RunSummary) -> str:
    drop = f", {s.dropped_iterations} warm-up dropped" if s.dropped_iterations else ""
    where = s.path if len(s.runs) < 2 else f"{len(s.runs)} runs"
    ran = f"{s.module} in " if s.module else ""
    return printable(
        f"{label:<9}  {where}  ({ran}{s.program or 'unknown program'}; {s.iterations} "
        f"iteration{'s' if s.iterations != 1 else ''} from {s.iteration_source}{drop})  "
        f"{format_ms(s.ms_per_iteration)}/iter, dispatches {format_ms(s.dispatch_ms_per_iteration)}/iter")


def render_table(diff: Diff, top: int, color: bool = False, show_enclosing: bool = False,
                 explain: bool = False, width: int | None = None) -> str:
    """The table; with ``width`` (terminal columns) a row too wide for it
    puts its name on the next line and long lines wrap."""
    out = [run_line("baseline", diff.baseline_summary), run_line("candidate", diff.candidate_summary)]
    out += [printable(line) for line in (runs_line("baseline", diff.baseline_summary),
                                         runs_line("candidate", diff.candidate_summary), folders_line(diff))
            if line] + [""]
    head = (f"{'#':>4}  {'status':<12}  {'change [' + interval_label(diff) + ']':<26}  {'Δ/iter':>10}  {'ratio':>6}  "
            f"{'calls/iter':>11}  "
            f"{'median per call':<21}  {'q':>6}  {'match':<8}  name")
    for title, part in sections(diff, top, show_enclosing):
        if not len(part):
            continue
        out += [title, head]
        for _, r in part.iterrows():
            status = str(r["status"])
            cell = _paint(f"{status:<12}", status, color, rose=r["delta_ms_per_iter"] > 0)
            change = format_change(r["change_pct"], r["change_low_pct"], r["change_high_pct"])
            name = printable(row_name(r))
            if fused_into_text(r) is not None:
                name += f"  (fused into {fused_into_text(r)})"
            structure = str(r["structure"])
            if structure not in (Structure.SAME, Structure.ADDED, Structure.REMOVED):
                name = f"[{structure}] {name}"
            figures = (f"{r['rank']:>4}  {cell}  {change:<26}  {format_delta(r['delta_ms_per_iter']):>10}  "
                       f"{format_ratio(r['ratio']):>6}  {calls(r):>11}  {per_call(r):<21}  "
                       f"{format_p(r['q_value']):>6}  {str(r['match']):<8}")
            if width is not None and _visible(figures) + 2 + len(name) > width:
                out += [figures.rstrip()] + [f"{'':6}{part}" for part in _split_name(name, width - 6)]
            else:
                out.append(f"{figures}  {name}")
        out.append("")
    line = None if show_enclosing else enclosing_line(diff)
    if line:
        out += [line, ""]
    ir_lines = terminal_lines(diff, top, color) if explain else summary_lines(diff, top)
    out += ir_lines + [""] if ir_lines else []
    n = int((diff.rows["section"] == Section.DISPATCH).sum())
    out.append(f"{n} dispatch rows compared; {explained(diff, top)}. "
               f"{test_note(diff)}.")
    out += [printable(f"warning: {w.message}") for w in diff.warnings]
    kind = str(diff.verdict.kind)
    rose = diff.total.delta_ms_per_iter > 0 if diff.total is not None else diff.verdict.delta_ms_per_iter > 0
    style = "inconclusive_verdict" if kind == VerdictKind.INCONCLUSIVE else kind
    out.append(_paint(printable(verdict_text(diff)), style, color, rose=rose))
    if width is not None:
        out = [wrapped for line in out for wrapped in _wrap(line, width)]
    return "\n".join(out) + "\n"


def _split_name(name: str, width: int) -> list[str]:
    """A row's name in lines of ``width``: at `` → `` (the candidate side
    under the baseline side) when the whole does not fit."""
    if len(name) <= width or " → " not in name:
        return [name]
    base, cand = name.split(" → ", 1)
    return [base + " →", "  " + cand]


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _visible(text: str) -> int:
    return len(_ANSI.sub("", text))


def _wrap(line: str, width: int) -> list[str]:
    """A prose line wrapped to ``width``, continuations indented; table rows
    (which start with spaces) and colored lines are left as they are."""
    if _visible(line) <= width or line.startswith(" ") or _ANSI.search(line):
        return [line]
    return textwrap.wrap(line, width, subsequent_indent="  ", break_on_hyphens=False) or [line]
