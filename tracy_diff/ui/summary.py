"""The summary above the table: the verdict's banner, both sides' runs, the
total's change and the warnings that bear on trust. Reads the ``Diff``."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dash import html
from dash.development.base_component import Component

from ..contract.names import parse, readable_name
from ..diff import DecisionBasis, Diff, Run, RunSummary, Side, VerdictKind, WarningKind
from ..report.runs import runs_phrase
from ..report.units import format_change, format_ms, format_ratio
from ..report.verdict import HEADLINES, programs_phrase, verdict_text
from .comparison import Comparison, decide_text, row_value
from .inputs import as_float
from .page import attributes
from .paths import file_names_only
from .run_strips import RUN_COLORS

if TYPE_CHECKING:
    import pandas as pd

#: Warnings shown open above the table (the others fold into one line): what
#: changes how far the verdict can be trusted.
OPEN_WARNINGS = frozenset({
    WarningKind.CAPTURE_CONDITIONS, WarningKind.TOO_FEW_ITERATIONS, WarningKind.RUN_PROGRAMS,
    WarningKind.RUN_ITERATIONS, WarningKind.RUN_TIMES, WarningKind.ITERATION_COUNTS, WarningKind.SINGLE_ITERATION,
    WarningKind.WHOLE_CAPTURE})


def verdict_tone(kind: VerdictKind | str, change: float) -> str:
    """The verdict's colour from its kind and the total's change (``Diff.total``,
    any unit: only its sign counts): red for a regression, green for an
    improvement, amber for a mixed verdict, grey otherwise, and never green
    for a total that rose nor red for one that fell."""
    kind = VerdictKind(kind)
    if kind is VerdictKind.MIXED:
        return "mixed"
    if kind is VerdictKind.REGRESSION and not change < 0:
        return "regression"
    if kind is VerdictKind.IMPROVEMENT and not change > 0:
        return "improvement"
    return "neutral"


def different_programs(kind: object) -> bool:
    """Whether a verdict's kind says the two sides run different programs (no verdict then)."""
    return getattr(kind, "name", str(kind).upper()) == "DIFFERENT_PROGRAMS"


def headline(kind: object) -> str:
    """The verdict's word: ``REGRESSION``, ``NO CHANGE``, ``DIFFERENT PROGRAMS``."""
    try:
        return HEADLINES[VerdictKind(kind)]
    except (ValueError, KeyError):
        return str(getattr(kind, "name", kind)).replace("_", " ").upper()


def programs_notice(diff: Diff) -> str:
    """The notice shown instead of a verdict for two different programs: what each side ran
    (``report.verdict.programs_phrase``), no figure to misread."""
    b, c = diff.baseline_summary.ran, diff.candidate_summary.ran
    ran = f"baseline: {b} · candidate: {c}" if b != c else programs_phrase(diff)
    return file_names_only(f"DIFFERENT PROGRAMS · {ran} · rows described, not judged")


def full_text(diff: Diff) -> str:
    """The verdict's whole sentence (``report.verdict_text``), for two different programs too."""
    return file_names_only(verdict_text(diff))


def banner(diff: Diff) -> str:
    """One line read in a second: the verdict's word, the total's change with its interval and the
    top row by its readable name, its time per iteration, ratio and
    share. The same row and figures as the table's; a notice for two different programs."""
    v = diff.verdict
    if different_programs(v.kind):
        return programs_notice(diff)
    runs = runs_phrase(diff)
    parts = [headline(v.kind) + (f" ({runs})" if runs else ""), _total_phrase(diff)]
    if v.top_row is not None:
        parts.append(top_phrase(diff.row_by_rank(v.top_row)))
    return file_names_only(" · ".join(parts))


def _total_phrase(diff: Diff) -> str:
    t, v = diff.total, diff.verdict
    if t is not None and _number(t.change_pct) is not None:
        return f"dispatch time {format_change(t.change_pct, t.change_low_pct, t.change_high_pct)}"
    base = v.baseline_ms_per_iter
    pct = f" ({v.delta_ms_per_iter / base * 100:+.1f}%)" if base else ""
    return f"{format_ms(v.delta_ms_per_iter, signed=True)} per iteration{pct}"


def banner_name(names: tuple[str, ...] | list[str]) -> str:
    """A row's names as a person says them: op and shape (``attention 24x4608x128``), without the
    ordinal and element types; ``+ N more`` for a group."""
    if not names:
        return "–"
    parsed = parse(names[0])
    first = f"{parsed.op or 'dispatch'} {'x'.join(parsed.dims)}" if parsed is not None and parsed.dims \
        else readable_name(names[0])
    return first + (f" + {len(names) - 1} more" if len(names) > 1 else "")


def from_to(before: float, after: float) -> str:
    """``2.29 → 97 ms``: two times, their unit said once when they share it."""
    b, c = format_ms(before), format_ms(after)
    number, _, unit = b.rpartition(" ")
    return f"{number} → {c}" if number and c.endswith(f" {unit}") else f"{b} → {c}"


def top_phrase(row: pd.Series) -> str:
    """``attention 24x4608x128: 18.7 → 94.2 ms/iter, 5.04x, 95% of the slowdown``: the
    table's own cells (time per iteration, ratio, share), so the banner and the table never
    disagree; ``added``/``removed`` for a side without it."""
    names = tuple(row["candidate_names"] or row["baseline_names"] or ())
    b, c = row["baseline_ms_per_iter"], row["candidate_ms_per_iter"]
    text = f"{banner_name(names)}: "
    if not row["baseline_names"]:
        text += f"added, {format_ms(c)}/iter"
    elif not row["candidate_names"]:
        text += f"removed, was {format_ms(b)}/iter"
    else:
        text += f"{from_to(b, c)}/iter"
        ratio = _number(row["ratio"])
        if ratio is not None:
            text += f", {format_ratio(ratio)}"
    share = _number(row["share_of_change"])
    if share is not None and row["delta_ms_per_iter"]:
        text += f", {share * 100:.0f}% of the {'slowdown' if row['delta_ms_per_iter'] > 0 else 'speedup'}"
    return text


def summary(comp: Comparison) -> html.Div:
    """Verdict, both runs, the total's change per iteration (``Diff.total``:
    dispatch time, with its interval and, undecided, the runs that would
    decide it; the verdict's own figures without one) and the warnings that
    bear on trust, open."""
    diff = comp.diff
    b, c = diff.baseline_summary, diff.candidate_summary
    v = diff.verdict
    total = diff.total
    delta, base = (total.delta_ms_per_iter, total.baseline_ms_per_iter) if total is not None \
        else (v.delta_ms_per_iter, v.baseline_ms_per_iter)
    pct = _number(total.change_pct) if total is not None else None
    if pct is None:
        pct = delta / base * 100 if base else None
    tone = verdict_tone(v.kind, pct if pct is not None else delta)
    what = "dispatch time per iteration" if total is not None else "change per iteration"
    # The total's change in its own decision's colour (a MIXED verdict's total may be regressed).
    way = {"regressed": "up", "improved": "down"}.get(str(total.status), "") if total is not None \
        else {"regression": "up", "improvement": "down"}.get(tone, "")
    change: list[Component] = [
        html.Div(what, className="td-run-title"),
        html.Div(format_ms(delta, signed=True), id="total-change", className=f"td-run-big {way}".strip()),
        html.Div(f"{pct:+.1f}%" if pct is not None else "–", className="td-run-meta")]
    if different_programs(v.kind):  # two programs' times are not a change: no figure to misread
        change = [html.Div("not compared", className="td-run-title"),
                  html.Div("different programs", id="total-change", className="td-run-meta")]
    elif total is not None:
        change += _interval_lines(total)
        change.append(html.Div(["total ", html.Span(str(total.status), className=f"td-badge {total.status}")],
                               className="td-run-meta td-total-status"))
    children: list[Component] = [
        html.Div(banner(diff), id="verdict", className=f"td-verdict {tone}",
                 **attributes({"data-kind": str(v.kind)})),
        html.Details(className="td-verdict-more", children=[
            html.Summary("the verdict in full"),
            html.Div(full_text(diff), id="verdict-detail", className="td-wrap")]),
        html.Div(className="td-runs", children=[
            _run_card(Side.BASELINE, b, comp.labels[0], comp.run_labels[0]),
            html.Div(className="td-delta", children=change),
            _run_card(Side.CANDIDATE, c, comp.labels[1], comp.run_labels[1]),
        ]),
    ]
    shown = [w for w in diff.warnings if w.kind in OPEN_WARNINGS]
    folded = [w for w in diff.warnings if w.kind not in OPEN_WARNINGS]
    if shown:
        children.append(html.Div(className="td-warnings td-warnings-open", id="warnings-open",
                                 children=[html.Div(f"⚠ {file_names_only(w.message)}") for w in shown]))
    if folded:
        children.append(html.Details(className="td-warnings", children=[
            html.Summary(f"{len(folded)} {'more ' if shown else ''}warning{'s' if len(folded) != 1 else ''}"),
            html.Ul([html.Li(file_names_only(w.message)) for w in folded])]))
    return html.Div(children)


def _number(value: object) -> float | None:
    number = as_float(value)
    return number if number is not None and number == number else None


def basis_phrase(basis: object) -> str:
    try:
        return DecisionBasis(str(basis)).phrase
    except ValueError:
        return f"from {basis}"


def _interval_lines(row: object) -> list[Component]:
    """A row's (or the total's) change interval, what it rests on and, when
    undecided, how many runs would decide it, as the Diff holds them."""
    low, high = _number(row_value(row, "change_low_pct")), _number(row_value(row, "change_high_pct"))
    level = _number(row_value(row, "interval_level"))
    basis = row_value(row, "decision_basis")
    out: list[Component] = []
    if low is not None and high is not None:
        at = f"{level * 100:.0f}% " if level is not None and level < 1 else ""
        out.append(html.Div(f"{at}interval [{low:+.1f}%, {high:+.1f}%]"
                            + (f" · {basis_phrase(basis)}" if basis else ""), className="td-run-meta td-interval"))
    decide = decide_text(row)
    if decide:
        out.append(html.Div(decide, className="td-run-meta td-decide"))
    return out


def _run_card(side: Side, run: RunSummary, label: str, run_labels: tuple[str, ...] = ()) -> html.Div:
    dropped = f" (+{run.dropped_iterations} warm-up dropped)" if run.dropped_iterations else ""
    return html.Div(className=f"td-run {side}", children=[
        html.Div(side, className="td-run-title"),
        html.Div(label, className="td-run-file"),
        html.Div([html.Span(format_ms(run.ms_per_iteration), className="td-run-big"),
                  html.Span(" per iteration (median)", className="td-run-meta")]),
        html.Div(f"{run.ran} · {run.iterations} iterations{dropped}"
                 f" from {run.iteration_source} · dispatches {format_ms(run.dispatch_ms_per_iteration)}"
                 f"/iter", className="td-run-meta"),
        *([_runs_line(run.runs, run_labels)] if len(run.runs) > 1 else []),
    ])


def _runs_line(runs: Sequence[Run], labels: tuple[str, ...] = ()) -> html.Div:
    """Each run's median time per iteration, in its run-strip colour, and a
    line for each run that is not a repeat of the first (``Run.unlike``)."""
    figures = [html.Span(f"{format_ms(r.ms_per_iteration)} ({r.iterations} it)",
                         style={"color": RUN_COLORS[k % len(RUN_COLORS)]}) for k, r in enumerate(runs)]
    spaced = [part for k, f in enumerate(figures) for part in ((", ",) if k else ()) + (f,)]
    names = list(labels) if len(labels) == len(runs) else [os.path.basename(r.path) for r in runs]
    unlike = [html.Div(f"⚠ run {k + 1} ({names[k]}): {file_names_only(r.unlike or '')}: not a plain repeat of run 1 "
                       "(another build, machine or load?)", className="td-run-unlike")
              for k, r in enumerate(runs) if r.unlike]
    return html.Div([html.Div([f"{len(runs)} runs: ", *spaced, " per iteration"]), *unlike],
                    className="td-run-meta td-run-runs")

