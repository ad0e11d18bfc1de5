"""The History page (``python app.py --history STORE``).

In: a history store (``tracy_diff.history``). Out: a page and its
callbacks: pick the benchmark and device; a table of lineages (latest
name, latest time per iteration, noise, latest change point); the chosen
lineage's trend (each run a point, each build's estimate with its 95%
interval, change points marked; hover names the build and the dispatch
names of that build); two build pickers (filled by the latest change point,
and by clicking points: a click makes that build the candidate and the
previous candidate the baseline) and a link that opens the existing diff
view of the two builds' captures (``/?b=NAME&c=NAME``, ``Store.link_name``). Everything shown is
computed by ``tracy_diff.history``; this module only lays it out.

A store that cannot be opened is refused when the app starts (one line,
exit 2); a build whose captures are not on this machine says so instead of
a link.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from urllib.parse import urlencode

import numpy as np
from dash import ALL, Dash, Input, Output, State, ctx, dcc, html, no_update

from ..analysis.matching.names import readable_name
from ..history.changes import ChangeStatus, Found, find_changes
from ..history.query import TOTAL, load_history, run_values
from ..history.report import lineage_records
from ..history.store import Store
from ..report.units import format_ms
from .store import Origin
from .store import Store as CaptureStore

#: z of the two-sided 95% interval of a build's estimate.
Z95 = 1.959963984540054


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

    def records(self, key: str) -> list[dict]:
        return lineage_records(self.found(key))


@lru_cache(maxsize=8)
def _found(model: HistoryModel, key: str) -> Found:
    bench, device = key.split(" / ", 1)
    return find_changes(load_history(model.store, bench, device))


def page(model: HistoryModel):
    """The History page's components."""
    keys = model.series_keys()
    return html.Div(className="td-page", id="history-page", children=[
        html.Div(className="td-topbar", children=[
            html.Div(className="td-brand", children=["tracy-diff", html.Span("history")]),
            html.Div(className="td-pick", children=[
                html.Label("series", htmlFor="history-series"),
                dcc.Dropdown(id="history-series", options=keys, value=keys[0] if keys else None,
                             clearable=False, className="td-dropdown")]),
            html.Span(model.url, className="td-muted")]),
        html.Div(id="history-summary", className="td-verdict"),
        html.Div(className="td-panel", children=[html.Div(id="history-table")]),
        dcc.Store(id="history-lineage"),
        html.Div(className="td-panel", children=[dcc.Graph(id="history-trend", config={"displaylogo": False})]),
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


def _table(records: list[dict], chosen: int | None, labels: list[str]):
    head = html.Tr([html.Th(t) for t in ("dispatch (latest name)", "names", "latest / iter", "noise",
                                          "latest change", "status")])
    rows = []
    for k, r in enumerate(records):
        last = r["changes"][-1] if r["changes"] else None
        name = "(total)" if r["lineage"] == "(total)" else readable_name(r["names"][-1]["names"][0])
        change = (f"{last['build']} (after {last['previous_build']}) {last['change_pct']:+.1f}% "
                  f"[{last['change_low_pct']:+.1f}%..{last['change_high_pct']:+.1f}%]" if last else "-")
        rows.append(html.Tr(className="td-selected" if labels[k] == chosen else "", children=[
            html.Td(html.Button(name, id={"type": "history-lineage", "index": k}, className="td-link",
                                title=" → ".join(" + ".join(s["names"]) for s in r["names"]))),
            html.Td(str(len(r["names"]))), html.Td(format_ms(r["latest_ms_per_iter"])),
            html.Td(f"{r['noise_pct']:.1f}%" if r["noise_pct"] is not None else "-"),
            html.Td(change), html.Td(last["status"] if last else "", className=f"status-{last['status']}"
                                     if last else "")]))
    return html.Table(className="td-history-table", children=[html.Thead(head), html.Tbody(rows)])


def trend_figure(found: Found, lineage: int) -> dict:
    """Runs as points, build estimates with 95% intervals, change points marked."""
    h = found.history
    builds = h.builds.build
    part = h.series.rows(h.series.lineage == lineage)
    b = part.b
    est = np.exp(part.mean_log)
    from ..history.changes import build_variance

    var = build_variance(part.n.astype(np.float64), part.var_log, part.within, part.mean_log)
    half = Z95 * np.sqrt(var)
    names = [" + ".join(h.names_at(lineage, int(i))) or "(all dispatches)" for i in b]
    runs = run_values(h, lineage)
    run_names = [" + ".join(h.names_at(lineage, int(i))) or "(all dispatches)" for i in runs["b"]]
    label = "the total" if lineage == TOTAL else readable_name(names[-1].split(" + ")[0]) if names else h.label(lineage)
    data = [
        {"type": "scatter", "mode": "markers", "name": "runs", "x": [builds[i] for i in runs["b"]],
         "y": runs["ms"].tolist(), "marker": {"size": 5, "color": "#9aa7b6"},
         "customdata": [[n, p] for n, p in zip(run_names, runs["path"])],
         "hovertemplate": "build %{x}<br>%{y:.4g} ms/iter<br>%{customdata[0]}<br>%{customdata[1]}<extra>run</extra>"},
        {"type": "scatter", "mode": "lines+markers", "name": "build estimate", "x": [builds[i] for i in b],
         "y": est.tolist(), "marker": {"size": 7, "color": "#1f77b4"}, "line": {"width": 1},
         "error_y": {"type": "data", "symmetric": False, "array": (est * np.expm1(half)).tolist(),
                     "arrayminus": (est * -np.expm1(-half)).tolist(), "thickness": 1},
         "customdata": names,
         "hovertemplate": "build %{x}<br>%{y:.4g} ms/iter<br>%{customdata}<extra>estimate</extra>"},
    ]
    shapes, xs, ys, texts = [], [], [], []
    for c in found.changes:
        if c.lineage != lineage:
            continue
        shapes.append({"type": "line", "xref": "x", "yref": "paper", "x0": c.build, "x1": c.build, "y0": 0,
                       "y1": 1, "line": {"color": "#d62728" if c.status is ChangeStatus.REGRESSED else "#2ca02c"
                                         if c.status is ChangeStatus.IMPROVED else "#7f7f7f", "dash": "dot"}})
        xs.append(c.build)
        ys.append(c.after_ms)
        texts.append(f"{c.status} {c.change_pct:+.1f}% [{c.change_low_pct:+.1f}%..{c.change_high_pct:+.1f}%] "
                     f"after {c.previous_build}<br>{' + '.join(c.names)}")
    data.append({"type": "scatter", "mode": "markers", "name": "change point", "x": xs, "y": ys,
                 "marker": {"symbol": "triangle-up", "size": 13, "color": "#d62728"}, "customdata": texts,
                 "hovertemplate": "build %{x}<br>%{customdata}<extra>change point</extra>"})
    return {"data": data, "layout": {
        "title": {"text": f"{label}: time per iteration by build", "font": {"size": 13}},
        "xaxis": {"type": "category", "categoryorder": "array", "categoryarray": builds, "title": "build"},
        "yaxis": {"title": "ms per iteration", "rangemode": "tozero"}, "shapes": shapes,
        "height": 380, "margin": {"l": 60, "r": 20, "t": 40, "b": 60}, "hovermode": "closest",
        "legend": {"orientation": "h"}}}


def _default_lineage(found: Found, labels: list[str]) -> str:
    for c in found.changes:
        if c.lineage != TOTAL:
            return c.label
    return labels[1] if len(labels) > 1 else labels[0]


def register(app: Dash, model: HistoryModel, captures: CaptureStore) -> None:
    """The History page's callbacks."""

    @app.callback(Output("history-table", "children"), Output("history-summary", "children"),
                  Output("history-build-a", "options"), Output("history-build-b", "options"),
                  Output("history-lineage", "data"),
                  Input("history-series", "value"), Input({"type": "history-lineage", "index": ALL}, "n_clicks"),
                  State("history-lineage", "data"))
    def show_series(key, _clicks, chosen):
        if not isinstance(key, str) or key not in model.series_keys():
            return html.Div("no such series"), "", [], [], None
        found = model.found(key)
        records = model.records(key)
        labels = [r["lineage"] for r in records]
        trigger = ctx.triggered_id
        if isinstance(trigger, dict) and trigger.get("type") == "history-lineage":
            k = trigger.get("index")
            chosen = labels[k] if isinstance(k, int) and 0 <= k < len(labels) else chosen
        elif chosen not in labels:
            chosen = _default_lineage(found, labels)
        h = found.history
        builds = h.builds.build
        regressed = [c for c in found.changes if c.status is ChangeStatus.REGRESSED]
        summary = (f"{len(builds)} builds, {len(h.lineages.origin)} lineages, {len(found.changes)} change points"
                   + (f"; largest regression: {regressed[0].label if regressed[0].lineage != TOTAL else 'the total'} "
                      f"at {regressed[0].build} ({regressed[0].change_pct:+.1f}%)" if regressed else ""))
        return _table(records, chosen, labels), summary, builds, builds, chosen

    @app.callback(Output("history-trend", "figure"), Input("history-series", "value"),
                  Input("history-lineage", "data"))
    def show_trend(key, chosen):
        if not isinstance(key, str) or key not in model.series_keys() or not isinstance(chosen, str):
            return no_update
        found = model.found(key)
        lineage = _lineage_id(found, chosen)
        return trend_figure(found, lineage) if lineage is not None else no_update

    @app.callback(Output("history-build-a", "value"), Output("history-build-b", "value"),
                  Input("history-lineage", "data"), Input("history-trend", "clickData"),
                  State("history-series", "value"), State("history-build-a", "value"),
                  State("history-build-b", "value"))
    def pick_builds(chosen, click, key, a, b):
        if not isinstance(key, str) or key not in model.series_keys():
            return no_update, no_update
        found = model.found(key)
        builds = found.history.builds.build
        if ctx.triggered_id == "history-trend":
            try:
                x = click["points"][0]["x"]
            except (TypeError, KeyError, IndexError):
                return no_update, no_update
            return (b if b in builds and b != x else a), x if x in builds else no_update
        lineage = _lineage_id(found, chosen) if isinstance(chosen, str) else None
        mine = [c for c in found.changes if c.lineage == lineage]
        if mine:
            last = max(mine, key=lambda c: c.b)
            return last.previous_build, last.build
        return (builds[-2] if len(builds) > 1 else builds[-1]), builds[-1]

    @app.callback(Output("history-diff-link", "href"), Output("history-diff-link", "children"),
                  Input("history-build-a", "value"), Input("history-build-b", "value"),
                  State("history-series", "value"))
    def diff_link(a, b, key):
        if not (isinstance(a, str) and isinstance(b, str)) or not isinstance(key, str) \
                or key not in model.series_keys():
            return None, ""
        h = model.found(key).history
        names = []
        for build in (a, b):
            paths = h.captures(build)
            try:
                # Captures by link name (Store.link_name), once per run, as the diff view reads them.
                names.append(captures.link_names([captures.add_path(p, origin=Origin.HISTORY).key for p in paths]))
            except Exception:
                return None, f"the captures of build {build} are not on this machine"
            if not paths:
                return None, f"build {build} has no captures"
        query = urlencode([("b", n) for n in names[0]] + [("c", n) for n in names[1]])
        return f"/?{query}", f"open the diff of {a} → {b}"


def _lineage_id(found: Found, label: str) -> int | None:
    h = found.history
    if label == "(total)":
        return TOTAL
    for k in range(len(h.lineages.origin)):
        if h.label(k) == label:
            return k
    return None


__all__ = ["HistoryModel", "page", "register", "trend_figure"]
