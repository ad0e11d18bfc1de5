"""What the page does: every Dash callback, wired to one ``Store``.

Wiring only: callbacks check what the browser sent (``inputs``), read the
comparison from the store and answer with a view (``views``), whose
outputs are named, never counted. The browser-side ones are in
``assets/clientside.js``.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any, cast

from dash import ClientsideFunction, Dash, Input, Output, State, ctx, dcc, no_update

from ..diff import SIDES, Side
from ..errors import DiffError, TracyFormatError
from . import inputs, page
from .comparison import Comparison
from .loads import Loads
from .paths import file_names_only
from .store import Store
from .views import (
    CHARTS,
    DEFAULT_PLOT_WIDTH,
    DETAIL,
    OVERVIEW,
    POLL,
    STRIPS,
    TIMELINES,
    View,
    answer_of,
    charts,
    detail_view,
    overview,
    overview_of,
    picked_run,
    progress,
    strips,
    timeline_view,
)


def register(app: Dash, store: Store, loads: Loads, base_url: str | None = None) -> None:
    """Attach every callback of the page to ``app``; ``base_url`` (the app's
    public address) puts a link to the view into the Markdown report."""
    _register_browser_side(app)
    _register_selection(app, store)
    _register_exports(app, store, base_url)
    _register_overview(app, store, loads)
    _register_views(app, store)
    _register_uploads(app, store)
    _register_strips(app, store)


def _register_browser_side(app: Dash) -> None:
    """The callbacks of ``assets/clientside.js``."""

    def clientside(name: str, *deps: Any, **kw: Any) -> None:
        app.clientside_callback(ClientsideFunction("tracydiff", name), *deps, **kw)  # type: ignore[no-untyped-call]

    clientside("viewport", Output("viewport", "data"), Input("viewport", "id"))
    clientside("hover", Output("tl-info", "children"),
               Input("tl-baseline", "hoverData"), Input("tl-candidate", "hoverData"),
               State("tl-names", "data"), prevent_initial_call=True)
    clientside("click", Output("tl-click", "data"),
               Input("tl-baseline", "clickData"), Input("tl-candidate", "clickData"),
               State("tl-click", "data"), prevent_initial_call=True)
    clientside("bar", Output("bar-sink", "data"), Input("deltas", "clickData"), prevent_initial_call=True)
    clientside("zoom", Output("tl-zoom", "data"),
               Input("tl-baseline", "relayoutData"), Input("tl-candidate", "relayoutData"),
               State("tl-zoom", "data"), prevent_initial_call=True)
    clientside("upload", Output("upload-data", "data"),
               Output("upload-alert", "children", allow_duplicate=True),
               Input("upload-baseline", "contents"), Input("upload-candidate", "contents"),
               State("upload-baseline", "filename"), State("upload-candidate", "filename"),
               State("upload-limit", "data"), State("upload-data", "data"),
               State("add-run-baseline", "value"), State("add-run-candidate", "value"),
               prevent_initial_call=True)
    clientside("swap", Output("baseline-pick", "value", allow_duplicate=True),
               Output("candidate-pick", "value", allow_duplicate=True),
               Input("swap-btn", "n_clicks"), State("baseline-pick", "value"),
               State("candidate-pick", "value"), prevent_initial_call=True)
    clientside("filters", Output("grid", "dashGridOptions"),
               Input("search", "value"), Input("status-chips", "value"), Input("show-enclosing", "value"),
               State("grid", "dashGridOptions"), prevent_initial_call=True)
    clientside("gridSelect", Output("selected", "data", allow_duplicate=True), Input("grid", "cellClicked"),
               State("current", "data"), State("grid", "rowData"), prevent_initial_call=True)
    clientside("reflect", Output("grid", "selectedRows"), Output("grid", "scrollTo"),
               Input("selected", "data"), prevent_initial_call=True)
    clientside("reselect", Output("selected", "data", allow_duplicate=True), Input("reselect", "data"),
               State("selected", "data"), prevent_initial_call=True)
    clientside("url", Output("url-sink", "data"),
               Input("current", "data"), Input("selected", "data"), Input("iter-baseline", "value"),
               Input("iter-candidate", "value"), Input("tl-range", "data"), Input("tl-align", "value"),
               Input("tl-call", "value"), Input("tl-show", "value"), Input("tl-axes", "value"))


#: How long the page's first overview call waits for a pair to be diffed, in seconds (then the poll brings it).
FIRST_ANSWER_WAIT_S = 30.0


def _register_overview(app: Dash, store: Store, loads: Loads) -> None:
    """A pair picked: its table at once if known (diffed, or on disk), else
    the load's progress, polled until it is diffed."""

    @app.callback(*OVERVIEW.outputs(), Input("baseline-pick", "value"),
                  Input("candidate-pick", "value"), State("current", "data"), State("selected", "data"))
    def compare(baseline: object, candidate: object, current: object, selected: object) -> tuple[Any, ...]:
        picked = (inputs.side(baseline), inputs.side(candidate))
        if not baseline or not candidate:
            return OVERVIEW.answer({"load-alert.children": "Pick a baseline and a candidate capture."})
        if picked[0] is None or picked[1] is None:  # not keys: say what the store makes of them
            try:
                store.side(baseline), store.side(candidate)  # type: ignore[arg-type]
            except TracyFormatError as e:
                return OVERVIEW.answer({"load-alert.children": file_names_only(str(e))})
            return OVERVIEW.answer({"load-alert.children": "Pick a baseline and a candidate capture."})
        view = _picked(store, loads, (picked[0], picked[1]), inputs.pair(current), inputs.selection(selected),
                       ctx.triggered_id is not None)
        loads.shown(picked[0], picked[1])
        return OVERVIEW.answer({**view, "load-wait.data": False})

    # The poll only says how far the load got: a poll still on its way when
    # the next one starts is dropped (Dash keeps the newest call's answer), so
    # the pair's overview, slower to make, comes from a callback of its own.
    # While the page's first overview call waits for the pair (load-wait), that call brings the table.
    @app.callback(*POLL.outputs(), Input("load-poll", "n_intervals"), State("baseline-pick", "value"),
                  State("candidate-pick", "value"), State("load-wait", "data"), prevent_initial_call=True)
    def poll(n: object, baseline: object, candidate: object, waiting: object) -> tuple[Any, ...]:
        picked = (inputs.side(baseline), inputs.side(candidate))
        if picked[0] is None or picked[1] is None:
            return POLL.answer(progress(""))
        state = loads.start(picked[0], picked[1])
        if state.comparison is None:
            return POLL.answer({"load-alert.children": state.error or no_update, **progress(state.text())})
        if waiting is True:
            return POLL.answer(progress(""))
        return POLL.answer({**progress(""), "load-done.data": {"n": n}})  # a new value: its callback runs

    @app.callback(*OVERVIEW.outputs(allow_duplicate=True), Input("load-done", "data"),
                  State("baseline-pick", "value"), State("candidate-pick", "value"), State("current", "data"),
                  State("selected", "data"), prevent_initial_call=True)
    def loaded(_done: object, baseline: object, candidate: object, current: object,
               selected: object) -> tuple[Any, ...]:
        picked = (inputs.side(baseline), inputs.side(candidate))
        if picked[0] is None or picked[1] is None:
            return OVERVIEW.nothing()
        state = loads.start(picked[0], picked[1])
        if state.comparison is None:  # dropped from the cache since: loading again
            return OVERVIEW.answer(progress(state.text()))
        view = _loaded(store, state.comparison, (picked[0], picked[1]), inputs.pair(current),
                       inputs.selection(selected))
        loads.shown(picked[0], picked[1])
        return OVERVIEW.answer(view)


def _picked(store: Store, loads: Loads, picked: tuple[list[str], list[str]], current: dict[str, Any] | None,
            selected: dict[str, Any] | None, by_hand: bool) -> View:
    """What picking ``picked`` shows: the pair shown already, its overview,
    the one on disk while it loads, or the load's progress. The page's own
    first call (not ``by_hand``) on a pair it came without waits for the
    load: the page polls its progress meanwhile, and the table comes with
    this answer as soon as the pair is diffed."""
    state = loads.start(*picked)
    if not by_hand and not current and state.comparison is None and loads.answer(*picked) is None:
        state = loads.wait(*picked, FIRST_ANSWER_WAIT_S)
    if current and (inputs.side(current["baseline"]), inputs.side(current["candidate"])) == picked:
        # The pair shown: the page came with it (all but the top-delta chart
        # and the detail, see views.first_view) or it was picked back after a
        # failed pick. Once diffed, its selection, sent again, brings the
        # detail, unless a row was picked (by key or on a timeline) while this
        # answer was on its way: that one stays ("reselect", assets/clientside.js).
        shown: View = dict(progress(state.text()))
        if state.comparison is not None:
            shown.update({"reselect.data": selected or no_update, "charts-due.data": current["token"]})
        if by_hand:  # picked back: the failed pick's message goes; the page's own stays
            shown["load-alert.children"] = state.error or ""
        return shown
    if state.error is not None:
        return {"load-alert.children": state.error, **progress("")}
    if state.comparison is not None:
        return {**overview(store, state.comparison, *picked), **progress("")}
    answer = loads.answer(*picked)
    view = overview_of(store, answer, *picked) if answer is not None else {}
    view.pop("charts-due.data", None)  # once diffed (poll)
    view.pop("selected.data", None)
    return {**view, **progress(state.text())}


def _loaded(store: Store, comp: Comparison, picked: tuple[list[str], list[str]], current: dict[str, Any] | None,
            selected: dict[str, Any] | None) -> View:
    """The pair just diffed: its overview, or, when the page shows its
    answer already (from the disk cache), what it still lacks: the
    selection's detail and timelines, and the charts."""
    view = progress("")
    answer = answer_of(comp)
    if current and (inputs.side(current["baseline"]), inputs.side(current["candidate"])) == picked \
            and current.get("answer") == answer["digest"]:
        if not selected or selected.get("token") != current["token"]:
            selected = {"row": answer["first-row"], "token": current["token"], "link": answer["first-link"]}
        return {**view, "reselect.data": selected, "charts-due.data": current["token"]}
    return {**overview_of(store, answer, *picked), **view}


def _register_views(app: Dash, store: Store) -> None:
    """The selected row's detail, the charts and the timelines."""

    @app.callback(*CHARTS.outputs(), Input("charts-due", "data"), State("current", "data"),
                  prevent_initial_call=True)
    def draw_charts(_due: object, current: object) -> tuple[Any, ...]:
        # After the table: a pair's first answer carries the table, this one its charts.
        comp = _comparison(store, current)
        return CHARTS.nothing() if comp is None else CHARTS.answer(charts(comp))

    # tl-range is an input only so that the browser asks for the detail once
    # the timelines of the same selection are answered (Dash holds a callback
    # while another one's output is among its inputs): the timelines are drawn
    # first. A timeline answer alone (zoom, iterations) changes no detail.
    @app.callback(*DETAIL.outputs(), Input("selected", "data"), Input("tl-range", "data"),
                  State("current", "data"), prevent_initial_call=True)
    def detail(selected: object, _timelines: object, current: object) -> tuple[Any, ...]:
        if "selected.data" not in ctx.triggered_prop_ids:
            return DETAIL.nothing()
        comp, selected = _comparison(store, current), inputs.selection(selected)
        if comp is None or not selected or not comp.has_row(selected.get("row")):
            return DETAIL.nothing()
        return DETAIL.answer(detail_view(comp, selected["row"]))

    @app.callback(
        *TIMELINES.outputs(),
        Input("selected", "data"), Input("iter-baseline", "value"), Input("iter-candidate", "value"),
        Input("tl-zoom", "data"), Input("viewport", "data"), Input("tl-align", "value"),
        Input("tl-call", "value"), Input("tl-show", "value"), Input("tl-axes", "value"),
        State("current", "data"), State("tl-range", "data"),
        prevent_initial_call=True,
    )
    def timelines(selected: object, iter_b: object, iter_c: object, zoom: object, width: object, align: object,
                  call: object, show: object, axes: object, current: object, previous: object) -> tuple[Any, ...]:
        # Always answer with the figures the inputs describe (no_update only when
        # those are the figures shown): Dash drops the result of a call that a
        # newer one superseded, so no call may rely on an earlier one's output.
        comp, it_b, it_c = _comparison(store, current), inputs.as_int(iter_b), inputs.as_int(iter_c)
        if comp is None or it_b is None or it_c is None:
            return TIMELINES.nothing()
        iters = [it_b, it_c]
        zoom = inputs.mapping(zoom)
        request = ({"range": inputs.zoom_range(zoom), "side": zoom.get("side")}
                   if ctx.triggered_id == "tl-zoom" and zoom else None)
        view = timeline_view(comp, cast(dict[str, Any], current), inputs.selection(selected), iters,
                             inputs.width(width, DEFAULT_PLOT_WIDTH), inputs.timeline_state(previous), request,
                             inputs.timeline_options(align, call, show, axes))
        return TIMELINES.nothing() if view is None else TIMELINES.answer(view)


def _register_strips(app: Dash, store: Store) -> None:
    """The iteration strips: drawn for the iterations picked; a click picks one."""

    # charts-due: every answer of a picked pair sets it, also one that leaves the rest as the page came.
    @app.callback(*STRIPS.outputs(), Input("iter-baseline", "value"), Input("iter-candidate", "value"),
                  Input("charts-due", "data"), State("current", "data"))
    def draw_strips(iter_b: object, iter_c: object, _due: object, current: object) -> tuple[Any, ...]:
        comp, it_b, it_c = _comparison(store, current), inputs.as_int(iter_b), inputs.as_int(iter_c)
        if comp is None or it_b is None or it_c is None:
            return STRIPS.nothing()
        return STRIPS.answer(strips(comp, [it_b, it_c]))

    for side in SIDES:
        @app.callback(Output(f"iter-{side}", "value", allow_duplicate=True), Input(f"strip-{side}", "clickData"),
                      prevent_initial_call=True)
        def pick(click: Any) -> object:
            try:
                it = inputs.as_int(click["points"][0]["customdata"])
            except (TypeError, KeyError, IndexError):
                it = None
            return no_update if it is None or it < 0 else it

        @app.callback(Output(f"iter-{side}", "options", allow_duplicate=True),
                      Output(f"iter-{side}", "value", allow_duplicate=True), Input(f"run-{side}", "value"),
                      State(f"iter-{side}", "value"), State("current", "data"), prevent_initial_call=True)
        def pick_run(run: Any, iteration: Any, current: dict[str, Any] | None,
                     side: Side = side) -> tuple[object, object]:
            comp, k = _comparison(store, current), inputs.as_int(run)
            if comp is None or k is None:
                return no_update, no_update
            return picked_run(comp, side, k, inputs.as_int(iteration))


def _register_uploads(app: Dash, store: Store) -> None:
    """An upload replaces its side, or joins it as a run when asked to."""

    @app.callback(
        Output("baseline-pick", "options"), Output("candidate-pick", "options"),
        Output("baseline-pick", "value"), Output("candidate-pick", "value"),
        Output("upload-alert", "children"),
        Input("upload-data", "data"), State("baseline-pick", "value"), State("candidate-pick", "value"),
        prevent_initial_call=True,
    )
    def upload(data: Any, baseline: object, candidate: object) -> tuple[object, ...]:
        """The uploaded files become the side of the slot they were uploaded
        to, or its last runs when the upload says ``add``; the other side stays."""
        slot = data.get("slot") if isinstance(data, dict) else None
        contents, names = (data.get("contents"), data.get("filenames")) if slot else (None, None)
        if slot not in SIDES or not isinstance(contents, list) or not isinstance(names, list):
            return no_update, no_update, no_update, no_update, "Upload failed: the browser sent no file"
        sides = {"baseline": inputs.side(baseline) or [], "candidate": inputs.side(candidate) or []}
        keep = tuple(sides["baseline"] + sides["candidate"])
        saved, errors = [], []
        for content, name in zip(contents, names):
            name = name if isinstance(name, str) else "upload"
            try:
                saved.append(store.save_upload(name, _decode(content, name), keep=keep).key)
            except TracyFormatError as e:
                errors.append(file_names_only(str(e)))
        options = page.picker_options(store.sources())
        values: list[object] = [no_update, no_update]
        if saved:
            listed = {o["value"] for o in options}
            kept = [k for k in sides[slot] if k in listed and k not in saved] if data.get("add") is True else []
            values[SIDES.index(slot)] = kept + list(dict.fromkeys(saved))
        return options, options, *values, ("Upload failed: " + "; ".join(errors)) if errors else ""


def _register_selection(app: Dash, store: Store) -> None:
    """A row picked in the table, a bar, a timeline zone or by key becomes the selection."""

    @app.callback(
        Output("selected", "data", allow_duplicate=True),
        Input("deltas", "clickData"), Input("tl-click", "data"),
        Input("key-select", "data"), State("current", "data"),
        prevent_initial_call=True,
    )
    def select(bar: object, zone: object, key: object, current: object) -> object:
        # A table row is selected in the browser ("gridSelect", assets/clientside.js).
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        trigger = ctx.triggered_id
        row = inputs.clicked_row(None, bar, zone, trigger, key)
        if row is None or row < 0 or not comp.has_row(row):
            return no_update
        return {"row": row, "token": current["token"], "from": trigger, "link": comp.link_of(row)}  # type: ignore[index]


def _register_exports(app: Dash, store: Store, base_url: str | None) -> None:
    """The CSV and Markdown downloads."""

    @app.callback(Output("csv-download", "data"), Input("csv-btn", "n_clicks"),
                  State("current", "data"), State("grid", "virtualRowData"), prevent_initial_call=True)
    def export_csv(_: object, current: object, shown: object) -> object:
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        from ..report.csv import render_csv

        listed = [inputs.as_int(r.get("row_id")) for r in shown if isinstance(r, dict)] \
            if isinstance(shown, list) else None
        ids = [i for i in listed if i is not None and comp.has_row(i)] if listed is not None else None
        return dcc.send_string(render_csv(comp.diff, row_ids=ids), page.CSV_FILE)  # type: ignore[no-untyped-call]

    @app.callback(Output("md-download", "data"), Input("md-btn", "n_clicks"),
                  State("current", "data"), State("url-sink", "data"), prevent_initial_call=True)
    def export_markdown(_: object, current: object, search: object) -> object:
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        from ..report import render

        text = render(comp.diff, "markdown")
        if base_url and isinstance(search, str) and search.startswith("?"):
            text += f"\n[Open this view in tracy-diff]({base_url.rstrip('/')}/{search})\n"
        return dcc.send_string(text, "tracy-diff.md")  # type: ignore[no-untyped-call]


def _comparison(store: Store, current: object) -> Comparison | None:
    pair = inputs.pair(current)
    if pair is None:
        return None
    try:
        return store.comparison(pair["baseline"], pair["candidate"])
    except (TracyFormatError, DiffError, KeyError):
        return None


def _decode(content: str, name: str | None) -> bytes:
    try:
        _, payload = content.split(",", 1)
        return base64.b64decode(payload, validate=False)
    except (ValueError, binascii.Error, AttributeError):
        raise TracyFormatError(f"{name or 'upload'}: the browser sent no readable file") from None
