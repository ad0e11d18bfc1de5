"""The page: picker, verdict and runs, ranked table, top-delta and op-family
bars, the selected row's detail, and the two timelines. Components only; what fills
them is in ``callbacks``."""

from __future__ import annotations

import difflib
import os
import re
from typing import Any

import dash_ag_grid as dag
from dash import dcc, html

from ..analysis.matching.names import readable_name
from ..diff import SIDES, DecisionBasis, RowIr, VerdictKind, WarningKind
from ..report.cells import fused_into_text
from ..report.units import format_ms, format_p, format_ratio
from ..report.verdict import verdict_text
from .comparison import decide_text, row_value
from .figures import COLORS, empty_figure
from .inputs import Align, Axes
from .run_strips import RUN_COLORS
from .store import Source
from .timeline_lod import STATUSES

CSV_FILE = "tracy-diff.csv"

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
     "headerTooltip": "Mann-Whitney U p-value after Benjamini-Hochberg (the q the terminal shows)"},
    {"field": "p_value", "headerName": "p", "width": 62, "type": "numericColumn", "hide": True,
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtP(params.value)"},
     "headerTooltip": "Mann-Whitney U p-value before correction"},
    {"field": "share_of_change", "headerName": "share", "width": 64, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtPct(params.value)"},
     "headerTooltip": "share of all dispatch slowdown (or speedup, for faster rows)"},
    {"field": "candidate_execs_per_iter", "headerName": "calls/iter", "width": 84, "type": "numericColumn",
     "filter": "agNumberColumnFilter", "valueFormatter": {"function": "fmtCalls(params.data)"},
     "headerTooltip": "executions per iteration, baseline → candidate"},
    {"field": "baseline_execs_per_iter", "headerName": "calls b", "hide": True},
    {"field": "match", "width": 78, "tooltipField": "match_detail"},
    {"field": "section", "width": 92, "hide": True},
    {"field": "note", "flex": 1, "minWidth": 110, "tooltipField": "note"},
]
#: The status filter chips: label -> what a row must have (see assets).
STATUS_CHIPS = ["regressed", "improved", "fused/split", "added/removed", "inconclusive", "unchanged"]


def picker_options(sources: list[Source]) -> list[dict]:
    """Dropdown options: file names, the full path of local files as a tooltip."""
    return [{"label": s.label, "value": s.key, "title": s.tooltip} for s in sources]


def page(sources: list[Source], baseline: str | None, candidate: str | None,
         max_upload_bytes: int, view: dict[str, dict] | None = None) -> html.Div:
    """The whole page, the pickers set to ``baseline`` and ``candidate``.

    ``view`` (``{component id: {property: value}}``, see
    ``callbacks.first_view``) fills components in, so a pair diffed already
    is drawn without waiting for callbacks.
    """
    options = picker_options(sources)
    view = view or {}

    def filled(component_id: str, **empty) -> dict:
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
        dcc.Loading(type="dot", delay_show=150, children=html.Div(**filled("summary"))),
        html.Div(className="td-panel", children=[
            _toolbar(),
            dcc.Loading(type="dot", delay_show=150, children=_grid(view.get("grid", {}))),
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


def _detail(filled) -> html.Div:
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


def _timelines(filled) -> html.Div:
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
                dcc.RadioItems(**filled("tl-align", value=Align.DISPATCH), inline=True, className="td-radio",
                               options=[{"label": "selected dispatch, call", "value": Align.DISPATCH},
                                        {"label": "iteration start", "value": Align.ITERATION},
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
        _legend(),
        dcc.Loading(type="dot", delay_show=300, children=html.Div([
            dcc.Graph(**filled("tl-baseline", figure=empty_figure(height=120)), config=config),
            dcc.Graph(**filled("tl-candidate", figure=empty_figure(height=120)), config=config),
        ])),
        html.Div(id="tl-info", className="td-info"),
    ])


def _attributes(named: dict[str, str]) -> dict[str, Any]:
    """HTML attributes whose names are no Python keywords (``aria-label``,
    ``data-*``), for a component's ``**``."""
    return dict(named)


def _topbar(options, baseline, candidate, max_upload_bytes) -> html.Div:
    return html.Div(className="td-topbar", children=[
        html.Div(["tracy-diff", html.Span("where did the time go?")], className="td-brand"),
        _slot("baseline", options, baseline, max_upload_bytes),
        html.Button("⇄", id="swap-btn", className="td-button td-swap", n_clicks=0,
                    title="swap baseline and candidate", **_attributes({"aria-label": "swap baseline and candidate"})),
        _slot("candidate", options, candidate, max_upload_bytes),
    ])


def _slot(side: str, options, value, max_upload_bytes) -> html.Div:
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


def _grid(filled: dict) -> dag.AgGrid:
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


def grid_style(rows: int | None) -> dict:
    """The table's size: room for ``rows`` rows (two lines each), between
    about four and ten rows high."""
    height = 340 if rows is None else min(max(34 + 44 * rows, 190), 460)
    return {"height": f"{height}px", "width": "100%"}


def _legend() -> html.Div:
    shown = [s for s in reversed(STATUSES)]
    return html.Div(className="td-legend", children=[
        html.Span([html.I(style={"background": COLORS[s]}), s]) for s in shown
    ] + [html.Span([html.I(style={"background": "#fff", "outline": "2px solid #111"}), "selected row"])])


# --- filled in by callbacks ---------------------------------------------------

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


def summary(comp) -> html.Div:
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
    change = [html.Div(what, className="td-run-title"),
              html.Div(format_ms(delta, signed=True), id="total-change", className=f"td-run-big {way}".strip()),
              html.Div(f"{pct:+.1f}%" if pct is not None else "–", className="td-run-meta")]
    if total is not None:
        change += _interval_lines(total)
        change.append(html.Div(["total ", html.Span(str(total.status), className=f"td-badge {total.status}")],
                               className="td-run-meta td-total-status"))
    children: list[Any] = [
        html.Div(verdict_text(diff), id="verdict", className=f"td-verdict {tone}",
                 **_attributes({"data-kind": str(v.kind)})),
        html.Div(className="td-runs", children=[
            _run_card("baseline", b, comp.labels[0], comp.run_labels[0]),
            html.Div(className="td-delta", children=change),
            _run_card("candidate", c, comp.labels[1], comp.run_labels[1]),
        ]),
    ]
    shown = [w for w in diff.warnings if w.kind in OPEN_WARNINGS]
    folded = [w for w in diff.warnings if w.kind not in OPEN_WARNINGS]
    if shown:
        children.append(html.Div(className="td-warnings td-warnings-open", id="warnings-open",
                                 children=[html.Div(f"⚠ {w.message}") for w in shown]))
    if folded:
        children.append(html.Details(className="td-warnings", children=[
            html.Summary(f"{len(folded)} {'more ' if shown else ''}warning{'s' if len(folded) != 1 else ''}"),
            html.Ul([html.Li(w.message) for w in folded])]))
    return html.Div(children)


def _number(value) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if number == number else None


def _basis_phrase(basis: object) -> str:
    try:
        return DecisionBasis(str(basis)).phrase
    except ValueError:
        return f"from {basis}"


def _interval_lines(row) -> list:
    """A row's (or the total's) change interval, what it rests on and, when
    undecided, how many runs would decide it, as the Diff holds them."""
    low, high = _number(row_value(row, "change_low_pct")), _number(row_value(row, "change_high_pct"))
    level = _number(row_value(row, "interval_level"))
    basis = row_value(row, "decision_basis")
    out = []
    if low is not None and high is not None:
        at = f"{level * 100:.0f}% " if level is not None and level < 1 else ""
        out.append(html.Div(f"{at}interval [{low:+.1f}%, {high:+.1f}%]"
                            + (f" · {_basis_phrase(basis)}" if basis else ""), className="td-run-meta td-interval"))
    decide = decide_text(row)
    if decide:
        out.append(html.Div(decide, className="td-run-meta td-decide"))
    return out


def _run_card(side: str, run, label: str, run_labels: tuple[str, ...] = ()) -> html.Div:
    dropped = f" (+{run.dropped_iterations} warm-up dropped)" if run.dropped_iterations else ""
    return html.Div(className=f"td-run {side}", children=[
        html.Div(side, className="td-run-title"),
        html.Div(label, className="td-run-file"),
        html.Div([html.Span(format_ms(run.ms_per_iteration), className="td-run-big"),
                  html.Span(" per iteration (median)", className="td-run-meta")]),
        html.Div(f"{run.program or 'unknown program'} · {run.iterations} iterations{dropped}"
                 f" from {run.iteration_source} · dispatches {format_ms(run.dispatch_ms_per_iteration)}"
                 f"/iter", className="td-run-meta"),
        *([_runs_line(run.runs, run_labels)] if len(run.runs) > 1 else []),
    ])


def _runs_line(runs, labels: tuple[str, ...] = ()) -> html.Div:
    """Each run's median time per iteration, in its run-strip colour, and a
    line for each run that is not a repeat of the first (``Run.unlike``)."""
    figures = [html.Span(f"{format_ms(r.ms_per_iteration)} ({r.iterations} it)",
                         style={"color": RUN_COLORS[k % len(RUN_COLORS)]}) for k, r in enumerate(runs)]
    spaced = [part for k, f in enumerate(figures) for part in ((", ",) if k else ()) + (f,)]
    names = list(labels) if len(labels) == len(runs) else [os.path.basename(r.path) for r in runs]
    unlike = [html.Div(f"⚠ run {k + 1} ({names[k]}): {r.unlike}: not a plain repeat of run 1 "
                       "(another build, machine or load?)", className="td-run-unlike")
              for k, r in enumerate(runs) if getattr(r, "unlike", None)]
    return html.Div([html.Div([f"{len(runs)} runs: ", *spaced, " per iteration"]), *unlike],
                    className="td-run-meta td-run-runs")


def run_strips(figure: dict, note: str) -> html.Div:
    """The selected row's per-run strips (``run_strips.run_strips_figure``)."""
    return html.Div(className="td-run-strips", children=[
        html.Div(["runs ", html.Span(note, className="td-hint")], className="td-section-title"),
        dcc.Graph(id="run-strips-graph", figure=figure, config={"displayModeBar": False}),
    ])


def detail_head(row) -> list:
    """Status, names and how the two sides were matched."""
    names = []
    for side in ("baseline", "candidate"):
        listed = list(row.get(f"{side}_names") or [])
        names.append(html.Div([html.Span(f"{side}: ", className="td-hint"),
                               html.Span(" + ".join(listed) if listed else "–", className="td-detail-name")]))
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


def detail_stats(row) -> html.Table:
    """Statistics of both sides' samples: per call, or per iteration for a row
    judged on its per-iteration totals (``unit``)."""
    sample = "iteration" if row.get("unit") == "iteration" else "call"
    def ms(key):
        v = row.get(key)
        return format_ms(float(v)) if v is not None and v == v else "–"

    def num(key):
        v = row.get(key)
        return f"{float(v):.2f}".rstrip("0").rstrip(".") if v is not None and v == v else "–"

    lines = [
        ("per iteration", ms("baseline_ms_per_iter"), ms("candidate_ms_per_iter")),
        ("calls / iteration", num("baseline_execs_per_iter"), num("candidate_execs_per_iter")),
        *((f"{stat} / {sample}", ms(f"baseline_{key}_ms"), ms(f"candidate_{key}_ms"))
          for stat, key in (("median", "median"), ("p10", "p10"), ("p90", "p90"), ("min", "min"), ("std", "std"))),
    ]
    def num_or_none(key):
        v = row.get(key)
        return float(v) if v is not None and v == v else None

    shift, low, high = (num_or_none(k) for k in ("shift_ms", "shift_low_ms", "shift_high_ms"))
    runs = row.get("evidence") == "runs"  # several runs a side: the run is the unit (diff.py)
    foot = [
        ("ratio", format_ratio(num_or_none("ratio"))),
        ("shift (runs' geometric means)" if runs else "shift (Hodges-Lehmann)",
         f"{format_ms(shift, signed=True)} [{format_ms(low, signed=True)}, "
         f"{format_ms(high, signed=True)}]" if shift is not None else "–"),
        ("p (t test on runs)" if runs else "p (Mann-Whitney U)", format_p(num_or_none("p_value"))),
        ("q (Benjamini-Hochberg)", format_p(num_or_none("q_value"))),
        ("significant", "yes" if bool(row.get("significant")) else "no"),
    ]
    pct, lo_pct, hi_pct = (num_or_none(k) for k in ("change_pct", "change_low_pct", "change_high_pct"))
    if pct is not None:
        level = num_or_none("interval_level")
        interval = f" [{lo_pct:+.1f}%, {hi_pct:+.1f}%]" if lo_pct is not None and hi_pct is not None else ""
        basis = row.get("decision_basis")
        foot.append((f"change ({level * 100:.0f}% interval)" if level is not None and level < 1 else "change",
                     f"{pct:+.1f}%{interval}" + (f" · {_basis_phrase(basis)}" if basis else "")))
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


def members(table) -> html.Div | None:
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


_VALUE = re.compile(r"%[\w#]+|\^bb\d+")


def _changed_lines(a: list[str], b: list[str]) -> tuple[list[bool], list[bool]]:
    """Per line of each side: not matched on the other side, lines compared
    with their value and block names blanked (so renumbering is no change)."""
    key = [[_VALUE.sub("%", line) for line in side] for side in (a, b)]
    marks = ([True] * len(a), [True] * len(b))
    for i, j, n in difflib.SequenceMatcher(None, key[0], key[1], autojunk=False).get_matching_blocks():
        marks[0][i:i + n] = [False] * n
        marks[1][j:j + n] = [False] * n
    return marks


def ir_panel(ir: RowIr | None) -> html.Div | None:
    """The row's IR (the Diff's ``RowIr``), baseline beside candidate: the op
    census change, fusion evidence, both normalized functions with the lines
    only one side has marked, the unified diff and the reproduce commands."""
    if ir is None:
        return None
    changes = [f"+{n} {op}" for op, n in ir.ops_added.items()] + [f"-{n} {op}" for op, n in ir.ops_removed.items()]
    texts = {"baseline": ir.baseline_ir, "candidate": ir.candidate_ir}
    lines = {side: text.splitlines() for side, text in texts.items()}
    changed = _changed_lines(lines["baseline"], lines["candidate"])
    sides = []
    for side, marks in zip(SIDES, changed):
        files = getattr(ir, f"{side}_files")
        code = [html.Div(line or " ", className=f"td-ir-line{' td-ir-only' if mark else ''}")
                for line, mark in zip(lines[side], marks)]
        commands = ir.reproduce.get(side, ())
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
