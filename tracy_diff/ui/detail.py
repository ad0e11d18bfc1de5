"""The selected row's detail: its head (status, names, match), the
statistics of both sides, per-run strips, group members and the IR panel.
Reads one row of the ``Diff``."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from dash import dcc, html
from dash.development.base_component import Component

from ..contract.names import MISSING, join_names, readable_name
from ..diff import SIDES, RowIr
from ..report.cells import fused_into_text
from ..report.units import format_ms, format_p, format_ratio
from .comparison import decide_text
from .summary import basis_phrase

if TYPE_CHECKING:
    import pandas as pd


def run_strips(figure: dict[str, Any], note: str) -> html.Div:
    """The selected row's per-run strips (``run_strips.run_strips_figure``)."""
    return html.Div(className="td-run-strips", children=[
        html.Div(["runs ", html.Span(note, className="td-hint")], className="td-section-title"),
        dcc.Graph(id="run-strips-graph", figure=figure, config={"displayModeBar": False}),
    ])


def detail_head(row: pd.Series) -> list[Component]:
    """Status, names and how the two sides were matched."""
    names = []
    for side in ("baseline", "candidate"):
        listed = list(row.get(f"{side}_names") or [])
        names.append(html.Div([html.Span(f"{side}: ", className="td-hint"),
                               html.Span(join_names(listed, str) or MISSING, className="td-detail-name")]))
    structure = str(row.get("structure") or "same")
    fused = fused_into_text(row)
    return [
        html.Span(str(row["status"]), className=f"td-badge {row['status']}"),
        *([html.Span(structure, className="td-hint")] if structure != "same" else []),
        *([html.Span(f"fused into {fused}", className="td-hint")] if fused is not None else []),
        html.Span(f"#{int(row['rank'])}", className="td-section-title"),
        html.Span(f"{format_ms(float(row['delta_ms_per_iter']), signed=True)} per iteration",
                  className="td-section-title"),
        html.Span(f"matched by {row['match']}" + (f": {row['match_detail']}" if row.get("match_detail") else ""),
                  className="td-hint"),
        html.Div(names, style={"width": "100%"}),
    ]


def detail_stats(row: pd.Series) -> html.Table:
    """Statistics of both sides' samples: per call, or per iteration for a row
    judged on its per-iteration totals (``unit``)."""
    sample = "iteration" if row.get("unit") == "iteration" else "call"
    def ms(key: str) -> str:
        v = row.get(key)
        return format_ms(float(v)) if v is not None and v == v else "–"

    def num(key: str) -> str:
        v = row.get(key)
        return f"{float(v):.2f}".rstrip("0").rstrip(".") if v is not None and v == v else "–"

    lines = [
        ("per iteration", ms("baseline_ms_per_iter"), ms("candidate_ms_per_iter")),
        ("calls / iteration", num("baseline_execs_per_iter"), num("candidate_execs_per_iter")),
        *((f"{stat} / {sample}", ms(f"baseline_{key}_ms"), ms(f"candidate_{key}_ms"))
          for stat, key in (("median", "median"), ("p10", "p10"), ("p90", "p90"), ("min", "min"), ("std", "std"))),
    ]
    def num_or_none(key: str) -> float | None:
        v = row.get(key)
        return float(v) if v is not None and v == v else None

    shift, low, high = (num_or_none(k) for k in ("shift_ms", "shift_low_ms", "shift_high_ms"))
    foot = [
        ("ratio", format_ratio(num_or_none("ratio"))),
        ("shift per median call",
         f"{format_ms(shift, signed=True)} [{format_ms(low, signed=True)}, "
         f"{format_ms(high, signed=True)}]" if shift is not None else "–"),
        *([(f"p ({row.get('p_test')})", format_p(num_or_none("p_value")))] if row.get("p_test") else []),
        ("q (BH, threshold)", format_p(num_or_none("q_value"))),
        ("significant", "yes" if bool(row.get("significant")) else "no"),
    ]
    pct, lo_pct, hi_pct = (num_or_none(k) for k in ("change_pct", "change_low_pct", "change_high_pct"))
    if pct is not None:
        level = num_or_none("interval_level")
        interval = f" [{lo_pct:+.1f}%, {hi_pct:+.1f}%]" if lo_pct is not None and hi_pct is not None else ""
        basis = row.get("decision_basis")
        foot.append((f"change ({level * 100:.0f}% interval)" if level is not None and level < 1 else "change",
                     f"{pct:+.1f}%{interval}" + (f" · {basis_phrase(basis)}" if basis else "")))
    decide = decide_text(row)
    if decide:
        foot.append(("to decide", decide))
    floor = num_or_none("noise_floor")
    if floor is not None:
        foot.append(("noise floor (runs of one side)", f"{floor * 100:.1f}%"))
    if row.get("note"):
        foot.append(("note", str(row["note"])))
    return html.Table(className="td-stats", children=[
        html.Thead(html.Tr([html.Th(""), html.Th("baseline"), html.Th("candidate")])),
        html.Tbody([html.Tr([html.Td(a), html.Td(b), html.Td(c)]) for a, b, c in lines]
                   + [html.Tr([html.Td(a), html.Td(b, colSpan=2, className="td-wrap")]) for a, b in foot]),
    ])


def members(table: pd.DataFrame | None) -> html.Div | None:
    """The names that form a fused or split row, per side, each with its own
    calls, time per iteration and median per call."""
    if table is None or not len(table):
        return None
    return html.Div(className="td-members", children=[
        html.Div("group members", className="td-section-title"),
        html.Table(className="td-stats", children=[
            html.Thead(html.Tr([html.Th(h) for h in ("side", "dispatch", "calls / iter", "per iter",
                                                      "median / call")])),
            html.Tbody([
                html.Tr([html.Td(r["side"]),
                         html.Td(readable_name(r["name"]), title=r["name"], className="td-name"),
                         html.Td(f"{r['execs_per_iter']:.3g}"), html.Td(format_ms(r["ms_per_iter"])),
                         html.Td(format_ms(r.get("median_ms")))])
                for r in table.to_dict("records")])]),
    ])


def ir_panel(ir: RowIr | None) -> html.Div | None:
    """The row's IR (the Diff's ``RowIr``), baseline beside candidate: the op
    census change, fusion evidence, both normalized functions with the lines
    only one side has marked, the unified diff and the reproduce commands."""
    if ir is None:
        return None
    changes = [f"+{n} {op}" for op, n in ir.ops_added.items()] + [f"-{n} {op}" for op, n in ir.ops_removed.items()]
    texts = (ir.baseline_ir, ir.candidate_ir)
    sides = []
    for side, text, marks, files in zip(SIDES, texts, ir.line_marks, ir.files):
        code = [html.Div(line or " ", className=f"td-ir-line{' td-ir-only' if mark else ''}")
                for line, mark in zip(text.splitlines(), marks)]
        commands = ir.reproduce[side]
        sides.append(html.Div(className=f"td-ir-side {side}", children=[
            html.Div(side, className="td-run-title"),
            html.Div(", ".join(os.path.basename(str(f)) for f in files) or "–", className="td-hint"),
            *([html.Div(code, className="td-ir-text")] if code else []),
            *([html.Details([html.Summary("reproduce alone"), html.Pre("\n".join(commands), className="td-ir-cmd")])]
              if commands else []),
        ]))
    return html.Div(className="td-ir", id="ir-panel", children=[
        html.Div(["IR ", html.Span(", ".join(changes) or "same op census", className="td-hint")],
                 className="td-section-title"),
        *[html.Div(sentence, className="td-hint td-wrap") for sentence in ir.fusion],
        html.Div(sides, className="td-ir-sides"),
        *([html.Details([html.Summary("unified IR diff"), html.Pre(ir.diff, className="td-ir-text")])]
          if ir.diff else []),
    ])
