"""The row detail's ISA panel: both builds' static instruction census of
the row's kernels (the Diff's ``IsaPair``), its ``ISA:`` sentence and the
figure table (``report.isa.census_rows``); nothing when the row has none."""

from __future__ import annotations

from dash import html

from ..diff import IsaPair
from ..report.isa import STATIC_NOTE, census_rows


def isa_panel(pair: IsaPair | None) -> html.Div | None:
    """The panel (id ``isa-panel``), or None without a census."""
    if pair is None:
        return None
    rows = census_rows(pair)
    head = html.Tr([html.Th(x) for x in ("figure", "baseline", "candidate", "change")])
    body = [html.Tr([html.Td(figure), html.Td(b), html.Td(c), html.Td(change)],
                    className="td-isa-changed" if change else None) for figure, b, c, change in rows]
    return html.Div(className="td-ir td-isa", id="isa-panel", children=[
        html.Div(["ISA ", html.Span(f"{pair.arch}, static counts", className="td-hint")],
                 className="td-section-title"),
        html.Div(pair.summary, className="td-wrap td-isa-summary"),
        html.Div(STATIC_NOTE, className="td-hint"),
        *([html.Details([html.Summary("instruction census"),
                         html.Table([html.Thead(head), html.Tbody(body)], className="td-isa-table")],
                        open=True)] if rows else []),
    ])
