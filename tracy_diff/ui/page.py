"""The page's components: pickers and uploads, the ranked table and its
toolbar, the charts, the detail panel and the two timelines. Components
only; ``summary`` and ``detail`` make what fills them, ``callbacks`` when."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import dash_ag_grid as dag
from dash import dcc, html

from ..diff import SIDES, Side
from .figures import COLORS, empty_figure
from .inputs import Align, Axes, TimelineOptions
from .store import Source
from .timeline_lod import STATUSES

CSV_FILE = "tracy-diff.csv"
#: ``filled(component id, **defaults)``: a component's keywords, with what the page's view gives it.
Filled = Callable[..., dict[str, Any]]
#: A side as the pickers hold it: capture keys (None: none picked).
Picked = str | list[str] | None
#: How often the page asks how far the load of a pair got, in ms.
POLL_MS = 300

#: Table columns. The name column shows the readable form of the names
#: (whole, wrapped if need be; the full names on hover); the full names stay
#: in hidden columns for sorting and the CSV export.
COLUMN_DEFS = [
    {"field": "rank", "headerName": "#", "width": 52, "pinned": "left", "filter": "agNumberColumnFilter"},
    {"field": "status", "width": 104, "pinned": "left", "wrapText": True, "autoHeight": True,
     "valueFormatter": {"function": "fmtStatus(params.data)"}, "cellClass": "cell-status",
     "cellClassRules": {"cell-up": "params.value === 'regressed'",
                        "cell-down": "params.value === 'improved'"}},
    {"field": "readable", "headerName": "dispatch", "flex": 3, "minWidth": 250,
     "tooltipValueGetter": {"function": "fullNames(params)"}, "cellClass": "cell-mono cell-name",
     # Only a collapsed group gets the React renderer (its ▸ toggle); other names are plain text,
     # which a selection change does not render again.
     "cellRendererSelector": {"function": "params.data && params.data.group ? {component: 'GroupNames'} : undefined"},
     "wrapText": True, "autoHeight": True},
    {"field": "structure", "width": 96, "hide": True},
    {"field": "baseline_name", "headerName": "baseline", "hide": True},
    {"field": "candidate_name", "headerName": "candidate", "hide": True},
    {"field": "delta_ms_per_iter", "headerName": "Δ / iter", "width": 88, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "sort": None,
     "valueFormatter": {"function": "fmtMs(params.value, true)"},
     "cellClassRules": {"cell-up": "params.data.status === 'regressed'",
                        "cell-down": "params.data.status === 'improved'"}},
    {"field": "ratio", "headerName": "ratio", "width": 66, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtRatio(params.value)"}},
    {"field": "baseline_ms_per_iter", "headerName": "base / iter", "width": 88, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtMs(params.value)"}},
    {"field": "candidate_ms_per_iter", "headerName": "cand / iter", "width": 88, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtMs(params.value)"}},
    {"field": "q_value", "headerName": "q", "width": 62, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtP(params.value)"},
     "headerTooltip": "Benjamini-Hochberg q of 'the change lies beyond the threshold' (the q the terminal "
                      "shows; the rows it selects are those whose interval clears the threshold)"},
    {"field": "p_value", "headerName": "p", "width": 62, "type": "numericColumn", "hide": True,
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtP(params.value)"},
     "headerTooltip": "two-sided p of 'no change', by the test the row's detail names"},
    {"field": "share_of_change", "headerName": "share", "width": 96, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtShare(params.data)"},
     "wrapText": True, "autoHeight": True, "cellClass": "cell-share",
     "headerTooltip": "the row's share of all dispatch slowdown (a slower row) or of all speedup (a faster row)"},
    {"field": "candidate_execs_per_iter", "headerName": "calls/iter", "width": 84, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtCalls(params.data)"},
     "headerTooltip": "executions per iteration, baseline → candidate"},
    {"field": "baseline_execs_per_iter", "headerName": "calls b", "hide": True},
    {"field": "match", "width": 78, "tooltipField": "match_detail"},
    {"field": "section", "width": 92, "hide": True},
    # Wrapped whole (never cut mid-number), the whole note on hover too.
    {"field": "note", "flex": 2, "minWidth": 160, "tooltipField": "note", "wrapText": True, "autoHeight": True,
     "cellClass": "cell-note"},
]
#: The status filter chips: label -> what a row must have (see assets).
STATUS_CHIPS = ["regressed", "improved", "fused/split", "added/removed", "inconclusive", "unchanged"]


def progress(text: str) -> list[Any] | None:
    """The progress line's content: a spinner and ``text``; None when there is nothing to say."""
    return [html.Span(className="td-spinner"), html.Span(text)] if text else None


def progress_view(text: str) -> dict[str, dict[str, Any]]:
    """The progress line showing ``text`` ("": gone) and its polling on while there is one."""
    return {"load-progress": {"children": progress(text)}, "load-poll": {"disabled": not text}}


def picker_options(sources: list[Source]) -> list[dict[str, str]]:
    """Dropdown options: file names, the full path of local files as a tooltip."""
    return [{"label": s.label, "value": s.key, "title": s.tooltip} for s in sources]


def page(sources: list[Source], baseline: Picked, candidate: Picked,
         max_upload_bytes: int, view: dict[str, dict[str, Any]] | None = None) -> html.Div:
    """The whole page, the pickers set to ``baseline`` and ``candidate``.

    ``view`` (``{component id: {property: value}}``, see
    ``views.first_view``) fills components in, so a pair diffed already
    is drawn without waiting for callbacks.
    """
    options = picker_options(sources)
    view = view or {}

    def filled(component_id: str, **empty: Any) -> dict[str, Any]:
        return {"id": component_id, **empty, **view.get(component_id, {})}

    return html.Div(className="td-page", children=[
        dcc.Store(**filled("current")),
        dcc.Store(**filled("selected")),
        dcc.Store(**filled("tl-range")),
        dcc.Store(id="tl-zoom"),
        dcc.Store(id="tl-click"),
        dcc.Store(id="key-select"),
        dcc.Store(id="bar-sink"),
        dcc.Store(id="reselect"),
        dcc.Store(id="charts-due"),
        dcc.Store(id="url-sink"),
        dcc.Store(id="filter-sink"),
        dcc.Store(id="upload-data"),
        dcc.Store(id="upload-limit", data=max_upload_bytes),
        dcc.Store(**filled("tl-names")),
        dcc.Store(id="viewport"),
        _topbar(options, baseline, candidate, max_upload_bytes),
        html.Div(id="upload-alert", className="td-alert", role="alert"),
        html.Div(**filled("load-alert"), className="td-alert", role="alert"),
        html.Div(**filled("load-progress"), className="td-progress", role="status"),
        dcc.Interval(**filled("load-poll", disabled=True), interval=POLL_MS),
        dcc.Store(id="load-done"),
        # True while the page's first overview call waits for the pair (callbacks._picked): it brings the table.
        dcc.Store(**filled("load-wait", data=False)),
        # No dcc.Loading on the banner and table: it hid a table sent with the
        # page while any answer for them was pending; the progress line says
        # what is loading instead.
        html.Div(**filled("summary")),
        html.Div(className="td-panel", children=[
            _toolbar(),
            _grid(view.get("grid", {})),
        ]),
        html.Div(className="td-charts", children=[
            html.Div(className="td-panel", children=[
                dcc.Graph(**filled("deltas", figure=empty_figure()), config={"displayModeBar": False})]),
            html.Div(className="td-panel", children=[
                dcc.Graph(**filled("families", figure=empty_figure()), config={"displayModeBar": False})]),
        ]),
        _detail(filled),
        _timelines(filled),
    ])


def _toolbar() -> html.Div:
    return html.Div(className="td-toolbar", children=[
        dcc.Input(id="search", type="search", debounce=False,
                  placeholder="Search names, status, match… (press /)"),
        dcc.Checklist(id="status-chips", className="td-chips", inline=True, value=[],
                      options=[{"label": c, "value": c} for c in STATUS_CHIPS]),
        dcc.Checklist(id="show-enclosing", className="td-chips td-toggle", inline=True, value=[],
                      options=[{"label": "enclosing zones", "value": "on"}]),
        html.Button("CSV", id="csv-btn", className="td-button",
                    title="download the table as filtered and sorted: the CLI's CSV columns"),
        dcc.Download(id="csv-download"),
        html.Button("Markdown report", id="md-btn", className="td-button",
                    title="download the report to paste into an issue"),
        dcc.Download(id="md-download"),
    ])


def _detail(filled: Filled) -> html.Div:
    return html.Div(className="td-panel td-detail", id="detail", tabIndex="-1", children=[
        dcc.Loading(type="dot", delay_show=150, children=html.Div(children=[
            html.Div(**filled("detail-head"), className="td-detail-head"),
            html.Div(className="td-detail-grid", children=[
                html.Div(**filled("detail-stats"), className="td-detail-stats"),
                dcc.Graph(**filled("dist", figure=empty_figure(height=230)),
                          config={"displayModeBar": False}),
                dcc.Graph(**filled("series", figure=empty_figure(height=230)),
                          config={"displayModeBar": False}),
            ]),
            html.Div(**filled("run-strips")),
            html.Div(**filled("members")),
            html.Div(**filled("ir")),
            html.Div(**filled("isa")),
        ])),
    ])


def _timelines(filled: Filled) -> html.Div:
    config: dcc.Graph.Config = {"displaylogo": False, "scrollZoom": False,
              "modeBarButtonsToRemove": ["lasso2d", "select2d", "autoScale2d"]}
    return html.Div(className="td-panel td-timelines", children=[
        html.Div(className="td-tl-controls", children=[
            html.Div("Timelines", className="td-section-title"),
            html.Div(className="td-pick", children=[
                html.Label("baseline iteration", htmlFor="iter-baseline"),
                dcc.Dropdown(**filled("iter-baseline"), className="td-dropdown", clearable=False)]),
            html.Div(className="td-pick", children=[
                html.Label("candidate iteration", htmlFor="iter-candidate"),
                dcc.Dropdown(**filled("iter-candidate"), className="td-dropdown", clearable=False)]),
            html.Div(className="td-pick", children=[
                html.Label("x = 0 at", htmlFor="tl-align"),
                dcc.RadioItems(**filled("tl-align", value=TimelineOptions().align), inline=True,
                               className="td-radio",
                               options=[{"label": "iteration start", "value": Align.ITERATION},
                                        {"label": "selected dispatch, call", "value": Align.DISPATCH},
                                        {"label": "% of each run", "value": Align.RELATIVE}]),
                dcc.Input(**filled("tl-call", value=1), type="number", min=1, step=1,
                          className="td-call", debounce=True),
            ]),
            html.Div(className="td-pick", children=[
                html.Label("x axis", htmlFor="tl-axes"),
                dcc.RadioItems(**filled("tl-axes", value=Axes.SHARED), inline=True, className="td-radio",
                               options=[{"label": "shared", "value": Axes.SHARED},
                                        {"label": "each side filled", "value": Axes.OWN}]),
            ]),
            dcc.Checklist(**filled("tl-show", value=["host"]), inline=True, className="td-chips",
                          options=[{"label": "enclosing zones", "value": "enclosing"},
                                   {"label": "host lanes", "value": "host"}]),
            html.Span("drag or W/S to zoom, A/D to pan (both follow) · F focus the selected row · "
                      "double-click to reset · click a zone to select its row"
                      " · j/k move · / search · Enter detail", className="td-hint"),
        ]),
        html.Div(className="td-strips", children=[_strip(filled, side) for side in SIDES]),
        _legend(),
        dcc.Loading(type="dot", delay_show=300, children=html.Div([
            dcc.Graph(**filled("tl-baseline", figure=empty_figure(height=120)), config=config),
            dcc.Graph(**filled("tl-candidate", figure=empty_figure(height=120)), config=config),
        ])),
        html.Div(id="tl-info", className="td-info"),
    ])


def _strip(filled: Filled, side: Side) -> html.Div:
    """A side's run picker beside its iteration strip (the run's iterations to click)."""
    return html.Div(className="td-strip", children=[
        html.Div(className="td-pick td-run-pick", children=[
            html.Label(f"{side} run", htmlFor=f"run-{side}"),
            dcc.Dropdown(**filled(f"run-{side}", options=[], value=0), className="td-dropdown",
                         clearable=False, searchable=False)]),
        dcc.Graph(id=f"strip-{side}", figure=empty_figure(height=74), config={"displayModeBar": False})])


def attributes(named: dict[str, str]) -> dict[str, Any]:
    """HTML attributes whose names are no Python keywords (``aria-label``,
    ``data-*``), for a component's ``**``."""
    return dict(named)


def _topbar(options: list[dict[str, str]], baseline: Picked, candidate: Picked, max_upload_bytes: int) -> html.Div:
    return html.Div(className="td-topbar", children=[
        html.Div(["tracy-diff", html.Span("where did the time go?")], className="td-brand"),
        _slot(Side.BASELINE, options, baseline, max_upload_bytes),
        html.Button("⇄", id="swap-btn", className="td-button td-swap", n_clicks=0,
                    title="swap baseline and candidate", **attributes({"aria-label": "swap baseline and candidate"})),
        _slot(Side.CANDIDATE, options, candidate, max_upload_bytes),
    ])


def _slot(side: Side, options: list[dict[str, str]], value: Picked, max_upload_bytes: int) -> html.Div:
    """One side's picker and the upload that fills it."""
    return html.Div(className=f"td-pick td-slot {side}", children=[
        html.Label(side, htmlFor=f"{side}-pick"),
        dcc.Dropdown(id=f"{side}-pick", className="td-dropdown", options=options, multi=True,
                     value=value, clearable=False, placeholder=f"{side} capture(s)"),
        dcc.Upload(id=f"upload-{side}", multiple=False, className="td-upload", accept=".tracy,.csv,.gz",
                   children=html.Span("Upload", title=f"a .tracy or .csv capture as the {side}"
                                                       f" (≤ {max_upload_bytes / 2**20:.0f} MB)")),
        dcc.Checklist(id=f"add-run-{side}", className="td-chips td-add-run", inline=True, value=[],
                      options=[{"label": "add as a run", "value": "add",
                                "title": f"the next upload joins the {side} as another run of the same build "
                                         f"(otherwise it replaces the {side})"}]),
    ])


def _grid(filled: dict[str, Any]) -> dag.AgGrid:
    """The ranked table; ``filled`` may hold its first ``rowData`` and ``selectedRows``."""
    return dag.AgGrid(
        id="grid",
        columnDefs=COLUMN_DEFS,
        rowData=filled.get("rowData", []),
        **({"selectedRows": filled["selectedRows"]} if "selectedRows" in filled else {}),
        getRowId="params.data.id",
        defaultColDef={"sortable": True, "filter": True, "resizable": True, "suppressHeaderMenuButton": True,
                       "suppressHeaderFilterButton": True,
                       "useValueFormatterForExport": False, "floatingFilter": False},
        # Red and green only for regressed and improved dispatch rows.
        rowClassRules={
            "row-regressed": "params.data.section !== 'enclosing' && params.data.status === 'regressed'",
            "row-improved": "params.data.section !== 'enclosing' && params.data.status === 'improved'",
            "row-enclosing": "params.data.section === 'enclosing'",
        },
        dashGridOptions={
            "theme": {"function": "themeBalham.withParams({fontSize: 12, headerFontSize: 12, "
                                  "rowHeight: 26, headerHeight: 28, accentColor: '#1f77b4', "
                                  "wrapperBorderRadius: 6})"},
            "rowSelection": {"mode": "singleRow", "checkboxes": False, "enableClickSelection": True},
            "tooltipShowDelay": 300,
            "animateRows": False,
            "enableCellTextSelection": True,
            # The status chips and the enclosing toggle (assets/dashAgGridFunctions.js).
            "isExternalFilterPresent": {"function": "tdFilterPresent(false, '')"},
            "doesExternalFilterPass": {"function": "tdFilterPass(params.data, false, '')"},
        },
        style=filled.get("style", grid_style(None)),
        className="td-grid",
    )


def grid_style(rows: int | None) -> dict[str, str]:
    """The table's size: room for ``rows`` rows (two lines each), between
    about four and ten rows high."""
    height = 340 if rows is None else min(max(34 + 44 * rows, 190), 460)
    return {"height": f"{height}px", "width": "100%"}


def _legend() -> html.Div:
    shown = [s for s in reversed(STATUSES)]
    return html.Div(className="td-legend", children=[
        html.Span([html.I(style={"background": COLORS[s]}), s]) for s in shown
    ] + [html.Span([html.I(style={"background": "#fff", "outline": "2px solid #111"}), "selected row"])])

