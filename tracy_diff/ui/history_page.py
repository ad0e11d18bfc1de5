"""The History page (``python app.py --history STORE``).

In: a history store (``tracy_diff.history``). Out: a page and its
callbacks: pick the benchmark and device; a summary naming the change
point that added the most time per iteration (and whether a later build
reverted it); a table of lineages (latest name, latest time per
iteration, noise, every change point); the chosen lineage's trend on a
log axis (each run a point, each build's estimate with its 95% interval,
change points marked); the chosen lineage's change points, each a link to
the diff of its two builds landing on its row; two build pickers (filled
by the latest change point, and by clicking points) and a link to their
diff (``/?b=NAME&c=NAME``, ``Store.link_name``). Everything shown is
computed by ``tracy_diff.history``; this module only lays it out.

A store that cannot be opened is refused when the app starts (one line,
exit 2); a build whose captures are not on this machine says so instead of
a link.
"""

from __future__ import annotations

import os
import threading
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from dash import ALL, Dash, Input, State, ctx, dcc, html
from dash.development.base_component import Component

from ..history.changes import Change, ChangeStatus, Found, find_changes
from ..history.query import TOTAL, load_history, run_values
from ..history.report import build_estimates, largest_regression, lineage_records, reversions
from ..history.store import Store
from ..report.units import format_change, format_ms
from .comparison import row_link
from .store import Origin
from .store import Store as CaptureStore
from .summary import banner_name
from .views import Outputs, View

STATUS_COLORS = {ChangeStatus.REGRESSED: "#d62728", ChangeStatus.IMPROVED: "#2ca02c"}


class HistoryModel:
    """The store's series, analysed once per benchmark and device (thread-safe)."""

    def __init__(self, url: str) -> None:
        self.store = Store.open(url)
        self.url = url
        self._lock = threading.Lock()

    def series_keys(self) -> list[str]:
        return [f"{b} / {d}" for b, d in self.store.series_keys()]

    def found(self, key: str) -> Found:
        with self._lock:
            return _found(self, key)

    def records(self, key: str) -> list[dict[str, Any]]:
        return lineage_records(self.found(key))


@lru_cache(maxsize=8)
def _found(model: HistoryModel, key: str) -> Found:
    bench, device = key.split(" / ", 1)
    return find_changes(load_history(model.store, bench, device))


def page(model: HistoryModel) -> html.Div:
    """The History page's components."""
    keys = model.series_keys()
    return html.Div(className="td-page", id="history-page", children=[
        html.Div(className="td-topbar", children=[
            html.Div(className="td-brand", children=["tracy-diff", html.Span("history")]),
            html.Div(className="td-pick", children=[
                html.Label("series", htmlFor="history-series"),
                dcc.Dropdown(id="history-series", options=keys, value=keys[0] if keys else None,
                             clearable=False, className="td-dropdown")]),
            html.Span(os.path.basename(model.url.rstrip("/")) or model.url, className="td-muted")]),
        html.Div(id="history-summary", className="td-verdict neutral"),
        html.Div(className="td-panel", children=[html.Div(id="history-table")]),
        dcc.Store(id="history-lineage"),
        html.Div(className="td-panel", children=[
            dcc.Graph(id="history-trend", config={"displaylogo": False}),
            html.Div(id="history-changes", className="td-history-changes")]),
        html.Div(className="td-topbar", children=[
            html.Div(className="td-pick", children=[
                html.Label("baseline build", htmlFor="history-build-a"),
                dcc.Dropdown(id="history-build-a", clearable=False, className="td-dropdown")]),
            html.Span("→", className="td-arrow"),
            html.Div(className="td-pick", children=[
                html.Label("candidate build", htmlFor="history-build-b"),
                dcc.Dropdown(id="history-build-b", clearable=False, className="td-dropdown")]),
            html.A(id="history-diff-link", className="td-upload")]),
    ])


def lineage_name(found: Found, lineage: int) -> str:
    """A lineage as the page names it: ``the total``, else its latest names by op and shape."""
    if lineage == TOTAL:
        return "the total"
    h = found.history
    part = h.series.rows(h.series.lineage == lineage)
    names = h.names_at(lineage, int(part.b[-1])) if len(part.b) else []
    return banner_name(names) if names else h.label(lineage)


def change_text(c: Change, back: Change | None = None) -> str:
    """``b3 (after b2): 6.67 ms → 78.8 ms per iteration, +1081% [+900%, +1300%], regressed``, and
    ``; reverted at b5, 2 builds later`` for a change a later build undid, ``; reverted at the next
    build (a spike of 1 build)`` for a spike, ``; at the newest build, not yet confirmed`` for one there."""
    text = (f"{c.build} (after {c.previous_build}): {format_ms(c.before_ms)} → {format_ms(c.after_ms)} per "
            f"iteration, {format_change(c.change_pct, c.change_low_pct, c.change_high_pct)}, {c.status}")
    if c.kind == "spike" and c.status in (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED):
        text += "; reverted at the next build (a spike of 1 build)"
    elif back is not None:
        span = back.b - c.b
        text += f"; reverted at {back.build}, {span} build{'s' if span != 1 else ''} later"
    return text + ("; at the newest build, not yet confirmed" if c.kind == "newest" else "")


def summary_text(found: Found) -> str:
    """The series in one line: builds, lineages, change points and the largest regression by the
    time per iteration it added."""
    h = found.history
    text = (f"{len(h.builds.build)} builds, {len(h.lineages.origin)} lineages, "
            f"{len(found.changes)} change points")
    worst = largest_regression(found)
    if worst is None:
        return text + "; no regression"
    back = reversions(found).get((worst.lineage, worst.b))
    return (f"{text}; largest regression: {lineage_name(found, worst.lineage)} at "
            f"{change_text(worst, back)}")


def _table(found: Found, records: list[dict[str, Any]], chosen: object, labels: list[str]) -> html.Table:
    head = html.Tr([html.Th(t) for t in ("dispatch (latest name)", "names", "latest / iter", "noise",
                                          "change points")])
    undone = reversions(found)
    by_lineage: dict[str, list[Change]] = {}
    for c in sorted(found.changes, key=lambda c: c.b):
        by_lineage.setdefault(c.label, []).append(c)
    rows = []
    for k, r in enumerate(records):
        lineage = _lineage_id(found, r["lineage"])
        name = "(total)" if lineage == TOTAL or lineage is None else lineage_name(found, lineage)
        changes = [html.Div(change_text(c, undone.get((c.lineage, c.b))),
                            className=f"status-{c.status}") for c in by_lineage.get(r["lineage"], [])]
        rows.append(html.Tr(className="td-selected" if labels[k] == chosen else "", children=[
            html.Td(html.Button(name, id={"type": "history-lineage", "index": k}, className="td-link",
                                title=r["lineage"])),
            html.Td(str(len(r["names"]))), html.Td(format_ms(r["latest_ms_per_iter"])),
            html.Td(f"{r['noise_pct']:.1f}%" if r["noise_pct"] is not None else "-"),
            html.Td(changes or "-")]))
    return html.Table(className="td-history-table", children=[html.Thead(head), html.Tbody(rows)])


def trend_figure(found: Found, lineage: int) -> dict[str, Any]:
    """Runs as points, build estimates with 95% intervals, change points marked, on a log axis
    (a build many times slower leaves the others readable)."""
    h = found.history
    builds = h.builds.build
    est = build_estimates(found, lineage)
    names = [" + ".join(n) or "(all dispatches)" for n in est["names"]]
    runs = run_values(h, lineage)
    run_names = [" + ".join(h.names_at(lineage, int(i))) or "(all dispatches)" for i in runs["b"]]
    ms = est["ms"]
    data = [
        {"type": "scatter", "mode": "markers", "name": "runs", "x": [builds[i] for i in runs["b"]],
         "y": runs["ms"].tolist(), "marker": {"size": 5, "color": "#9aa7b6"},
         "customdata": [[n, os.path.basename(str(p))] for n, p in zip(run_names, runs["path"])],
         "hovertemplate": "build %{x}<br>%{y:.4g} ms/iter<br>%{customdata[0]}<br>%{customdata[1]}<extra>run</extra>"},
        {"type": "scatter", "mode": "lines+markers", "name": "build estimate", "x": [builds[i] for i in est["b"]],
         "y": ms.tolist(), "marker": {"size": 7, "color": "#1f77b4"}, "line": {"width": 1},
         "error_y": {"type": "data", "symmetric": False, "array": (est["high_ms"] - ms).tolist(),
                     "arrayminus": (ms - est["low_ms"]).tolist(), "thickness": 1},
         "customdata": names,
         "hovertemplate": "build %{x}<br>%{y:.4g} ms/iter<br>%{customdata}<extra>estimate</extra>"},
    ]
    mine = [c for c in found.changes if c.lineage == lineage]
    undone = reversions(found)
    shapes = [{"type": "line", "xref": "x", "yref": "paper", "x0": c.build, "x1": c.build, "y0": 0, "y1": 1,
               "line": {"color": STATUS_COLORS.get(c.status, "#7f7f7f"), "dash": "dot"}} for c in mine]
    data.append({"type": "scatter", "mode": "markers", "name": "change point", "x": [c.build for c in mine],
                 "y": [c.after_ms for c in mine],
                 "marker": {"symbol": ["triangle-up" if c.delta_ms > 0 else "triangle-down" for c in mine],
                            "size": 13, "color": [STATUS_COLORS.get(c.status, "#7f7f7f") for c in mine]},
                 "customdata": [change_text(c, undone.get((c.lineage, c.b))) for c in mine],
                 "hovertemplate": "%{customdata}<extra>change point</extra>"})
    return {"data": data, "layout": {
        "title": {"text": f"{lineage_name(found, lineage)}: time per iteration by build (log scale)",
                  "font": {"size": 13}},
        "xaxis": {"type": "category", "categoryorder": "array", "categoryarray": builds, "title": "build"},
        "yaxis": {"title": "ms per iteration", "type": "log"}, "shapes": shapes,
        "height": 380, "margin": {"l": 60, "r": 20, "t": 40, "b": 60}, "hovermode": "closest",
        "legend": {"orientation": "h"}}}


def _default_lineage(found: Found, labels: list[str]) -> str:
    worst = largest_regression(found)
    if worst is not None:
        return worst.label
    return labels[1] if len(labels) > 1 else labels[0]


#: The series' summary, table and pickers.
SERIES = Outputs("history-table.children", "history-summary.children", "history-build-a.options",
                 "history-build-b.options", "history-lineage.data")
#: The chosen lineage's trend and change points.
TREND = Outputs("history-trend.figure", "history-changes.children")
#: The two builds picked.
BUILDS = Outputs("history-build-a.value", "history-build-b.value")
#: The link to the two builds' diff.
LINK = Outputs("history-diff-link.href", "history-diff-link.children")


def register(app: Dash, model: HistoryModel, captures: CaptureStore) -> None:
    """The History page's callbacks: each answers its view below."""

    @app.callback(*SERIES.outputs(), Input("history-series", "value"),
                  Input({"type": "history-lineage", "index": ALL}, "n_clicks"), State("history-lineage", "data"))
    def show_series(key: object, _clicks: object, chosen: object) -> tuple[Any, ...]:
        return SERIES.answer(series_view(model, key, chosen, ctx.triggered_id))

    @app.callback(*TREND.outputs(), Input("history-series", "value"), Input("history-lineage", "data"))
    def show_trend(key: object, chosen: object) -> tuple[Any, ...]:
        view = trend_view(model, captures, key, chosen)
        return TREND.nothing() if view is None else TREND.answer(view)

    @app.callback(*BUILDS.outputs(), Input("history-lineage", "data"), Input("history-trend", "clickData"),
                  State("history-series", "value"), State("history-build-a", "value"),
                  State("history-build-b", "value"))
    def pick_builds(chosen: object, click: object, key: object, a: object, b: object) -> tuple[Any, ...]:
        view = builds_view(model, key, chosen, a, b, click, clicked=ctx.triggered_id == "history-trend")
        return BUILDS.nothing() if view is None else BUILDS.answer(view)

    @app.callback(*LINK.outputs(), Input("history-build-a", "value"), Input("history-build-b", "value"),
                  State("history-series", "value"))
    def diff_link(a: object, b: object, key: object) -> tuple[Any, ...]:
        return LINK.answer(link_view(model, captures, key, a, b))


def _known(model: HistoryModel, key: object) -> str | None:
    """``key`` if it names one of the store's series, else None."""
    return key if isinstance(key, str) and key in model.series_keys() else None


def series_view(model: HistoryModel, key: object, chosen: object, trigger: object) -> View:
    """The series' table, summary and build options, and the lineage chosen: the one whose button
    ``trigger`` names, else the one ``chosen`` before, else the largest regression's."""
    known = _known(model, key)
    if known is None:
        return {"history-table.children": html.Div("no such series"), "history-summary.children": "",
                "history-lineage.data": None}
    found = model.found(known)
    records = model.records(known)
    labels = [r["lineage"] for r in records]
    if isinstance(trigger, dict) and trigger.get("type") == "history-lineage":
        k = trigger.get("index")
        chosen = labels[k] if isinstance(k, int) and 0 <= k < len(labels) else chosen
    elif chosen not in labels:
        chosen = _default_lineage(found, labels)
    builds = found.history.builds.build
    return {"history-table.children": _table(found, records, chosen, labels),
            "history-summary.children": summary_text(found), "history-build-a.options": builds,
            "history-build-b.options": builds, "history-lineage.data": chosen}


def trend_view(model: HistoryModel, captures: CaptureStore, key: object, chosen: object) -> View | None:
    """The chosen lineage's trend and change points; None when the series or the lineage is unknown."""
    known = _known(model, key)
    if known is None or not isinstance(chosen, str):
        return None
    found = model.found(known)
    lineage = _lineage_id(found, chosen)
    if lineage is None:
        return None
    return {"history-trend.figure": trend_figure(found, lineage),
            "history-changes.children": _change_links(found, lineage, captures)}


def builds_view(model: HistoryModel, key: object, chosen: object, a: object, b: object, click: object,
                clicked: bool) -> View | None:
    """The two builds picked (``a`` and ``b`` before): when the trend was ``clicked``, its point
    ``click`` as the candidate, the previous candidate becoming the baseline; else the chosen
    lineage's latest change point's two, else the last two builds. None when the series is
    unknown or the click names no point."""
    known = _known(model, key)
    if known is None:
        return None
    found = model.found(known)
    builds = found.history.builds.build
    if clicked:
        points = click.get("points") if isinstance(click, dict) else None
        if not (isinstance(points, list) and points and isinstance(points[0], dict) and "x" in points[0]):
            return None
        x = points[0]["x"]
        return {"history-build-a.value": b if b in builds and b != x else a,
                **({"history-build-b.value": x} if x in builds else {})}
    lineage = _lineage_id(found, chosen) if isinstance(chosen, str) else None
    mine = [c for c in found.changes if c.lineage == lineage]
    if mine:
        last = max(mine, key=lambda c: c.b)
        return {"history-build-a.value": last.previous_build, "history-build-b.value": last.build}
    return {"history-build-a.value": builds[-2] if len(builds) > 1 else builds[-1],
            "history-build-b.value": builds[-1]}


def link_view(model: HistoryModel, captures: CaptureStore, key: object, a: object, b: object) -> View:
    """The link to the diff of builds ``a`` and ``b``, or why there is none."""
    known = _known(model, key)
    if not (isinstance(a, str) and isinstance(b, str)) or known is None:
        return {"history-diff-link.href": None, "history-diff-link.children": ""}
    href, why = diff_href(model.found(known), captures, a, b)
    return {"history-diff-link.href": href, "history-diff-link.children": why or f"open the diff of {a} → {b}"}


def diff_href(found: Found, captures: CaptureStore, a: str, b: str, row: str | None = None) -> tuple[str | None, str]:
    """The address of the diff view of builds ``a`` and ``b`` (on row ``row``, a row link name), or
    None and why not."""
    h = found.history
    names = []
    for build in (a, b):
        paths = h.captures(build)
        if not paths:
            return None, f"build {build} has no captures"
        try:
            # Captures by link name (Store.link_name), once per run, as the diff view reads them.
            names.append(captures.link_names([captures.add_path(p, origin=Origin.HISTORY).key for p in paths]))
        except Exception:
            return None, f"the captures of build {build} are not on this machine"
    query = [("b", n) for n in names[0]] + [("c", n) for n in names[1]] + ([("row", row)] if row else [])
    return f"/?{urlencode(query)}", ""


def _change_links(found: Found, lineage: int, captures: CaptureStore) -> list[Component]:
    """The lineage's change points, each with a link to its two builds' diff on its row."""
    undone = reversions(found)
    out: list[Component] = []
    for c in sorted((c for c in found.changes if c.lineage == lineage), key=lambda c: c.b):
        row = row_link(c.previous_names, c.names) if lineage != TOTAL else None
        href, why = diff_href(found, captures, c.previous_build, c.build, row or None)
        text = f"open the diff of {c.previous_build} → {c.build}" + (" on this row" if row else "")
        link = html.A(text, href=href, className="td-link history-change-link") if href \
            else html.Span(why, className="td-hint")
        out.append(html.Div([html.Span(change_text(c, undone.get((c.lineage, c.b))),
                                       className=f"status-{c.status}"), " · ", link]))
    return out


def _lineage_id(found: Found, label: str) -> int | None:
    h = found.history
    if label == "(total)":
        return TOTAL
    for k in range(len(h.lineages.origin)):
        if h.label(k) == label:
            return k
    return None


__all__ = ["HistoryModel", "page", "register", "trend_figure"]
