"""What the page does: every Dash callback, wired to one ``Store``.

Wiring only: callbacks check what the browser sent (``inputs``), read the
comparison from the store and answer with a view (``views``), whose
outputs are named, never counted. The browser-side ones are in
``assets/clientside.js``.
"""

from __future__ import annotations

import base64
import binascii

from dash import ClientsideFunction, Dash, Input, Output, State, ctx, dcc, no_update

from ..diff import SIDES
from ..errors import DiffError, TracyFormatError
from . import inputs, page
from .comparison import Comparison
from .paths import file_names_only
from .store import Store
from .views import (
    CHARTS,
    DEFAULT_PLOT_WIDTH,
    DETAIL,
    OVERVIEW,
    STRIPS,
    TIMELINES,
    charts,
    detail_view,
    overview,
    picked_run,
    strips,
    timeline_view,
)


def register(app: Dash, store: Store, base_url: str | None = None) -> None:
    """Attach every callback of the page to ``app``; ``base_url`` (the app's
    public address) puts a link to the view into the Markdown report."""
    _register_browser_side(app)
    _register_selection(app, store)
    _register_exports(app, store, base_url)
    _register_views(app, store)
    _register_uploads(app, store)
    _register_strips(app, store)


def _register_browser_side(app: Dash) -> None:
    """The callbacks of ``assets/clientside.js``."""

    def clientside(name: str, *deps, **kw) -> None:
        app.clientside_callback(ClientsideFunction("tracydiff", name), *deps, **kw)

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
    clientside("reselect", Output("selected", "data", allow_duplicate=True), Input("reselect", "data"),
               State("selected", "data"), prevent_initial_call=True)
    clientside("url", Output("url-sink", "data"),
               Input("current", "data"), Input("selected", "data"), Input("iter-baseline", "value"),
               Input("iter-candidate", "value"), Input("tl-range", "data"), Input("tl-align", "value"),
               Input("tl-call", "value"), Input("tl-show", "value"), Input("tl-axes", "value"))


def _register_views(app: Dash, store: Store) -> None:
    """The pair's overview, the selected row's detail and the timelines."""

    @app.callback(*OVERVIEW.outputs(), Input("baseline-pick", "value"),
                  Input("candidate-pick", "value"), State("current", "data"), State("selected", "data"))
    def compare(baseline, candidate, current, selected):
        current, selected = inputs.pair(current), inputs.selection(selected)
        if not baseline or not candidate:
            return OVERVIEW.answer({"load-alert.children": "Pick a baseline and a candidate capture."})
        picked = (inputs.side(baseline), inputs.side(candidate))
        if current and (inputs.side(current["baseline"]), inputs.side(current["candidate"])) == picked:
            # The pair shown: the page came with it (all but the top-delta
            # chart and the detail, see views.first_view) or it was picked back
            # after a failed pick. Its selection, sent again, brings the detail,
            # unless a row was picked (by key or on a timeline) while this answer
            # was on its way: that one stays ("reselect", assets/clientside.js).
            shown: dict = {"reselect.data": selected or no_update, "charts-due.data": current["token"]}
            if ctx.triggered_id is not None:  # picked back: the failed pick's message goes; the page's own stays
                shown["load-alert.children"] = ""
            return OVERVIEW.answer(shown)
        try:
            comp = store.comparison(baseline, candidate)
        except (TracyFormatError, DiffError) as e:
            return OVERVIEW.answer({"load-alert.children": file_names_only(str(e))})
        b, c = picked
        if b is None or c is None:  # not capture keys: the store has refused them above
            return OVERVIEW.answer({"load-alert.children": "Pick a baseline and a candidate capture."})
        return OVERVIEW.answer(overview(store, comp, b, c))

    @app.callback(*CHARTS.outputs(), Input("charts-due", "data"), State("current", "data"),
                  prevent_initial_call=True)
    def draw_charts(_due, current):
        # After the table: a pair's first answer carries the table, this one its charts.
        comp = _comparison(store, current)
        return CHARTS.nothing() if comp is None else CHARTS.answer(charts(comp))

    @app.callback(*DETAIL.outputs(), Input("selected", "data"), State("current", "data"),
                  prevent_initial_call=True)
    def detail(selected, current):
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
    def timelines(selected, iter_b, iter_c, zoom, width, align, call, show, axes, current, previous):
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
        view = timeline_view(comp, current, inputs.selection(selected), iters,
                             inputs.width(width, DEFAULT_PLOT_WIDTH), inputs.timeline_state(previous), request,
                             inputs.timeline_options(align, call, show, axes))
        return TIMELINES.nothing() if view is None else TIMELINES.answer(view)


def _register_strips(app: Dash, store: Store) -> None:
    """The iteration strips: drawn for the iterations picked; a click picks one."""

    # charts-due: every answer of a picked pair sets it, also one that leaves the rest as the page came.
    @app.callback(*STRIPS.outputs(), Input("iter-baseline", "value"), Input("iter-candidate", "value"),
                  Input("charts-due", "data"), State("current", "data"))
    def draw_strips(iter_b, iter_c, _due, current):
        comp, it_b, it_c = _comparison(store, current), inputs.as_int(iter_b), inputs.as_int(iter_c)
        if comp is None or it_b is None or it_c is None:
            return STRIPS.nothing()
        return STRIPS.answer(strips(comp, [it_b, it_c]))

    for side in ("baseline", "candidate"):
        @app.callback(Output(f"iter-{side}", "value", allow_duplicate=True), Input(f"strip-{side}", "clickData"),
                      prevent_initial_call=True)
        def pick(click):
            try:
                it = inputs.as_int(click["points"][0]["customdata"])
            except (TypeError, KeyError, IndexError):
                it = None
            return no_update if it is None or it < 0 else it

        @app.callback(Output(f"iter-{side}", "options", allow_duplicate=True),
                      Output(f"iter-{side}", "value", allow_duplicate=True), Input(f"run-{side}", "value"),
                      State(f"iter-{side}", "value"), State("current", "data"), prevent_initial_call=True)
        def pick_run(run, iteration, current, side=side):
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
    def upload(data, baseline, candidate):
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
        Input("grid", "cellClicked"), Input("deltas", "clickData"), Input("tl-click", "data"),
        Input("key-select", "data"), State("current", "data"),
        prevent_initial_call=True,
    )
    def select(cell, bar, zone, key, current):
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        trigger = ctx.triggered_id
        row = inputs.clicked_row(cell, bar, zone, trigger, key)
        if row is None or row < 0 or not comp.has_row(row):
            return no_update
        return {"row": row, "token": current["token"], "from": trigger, "link": comp.link_of(row)}

    @app.callback(
        Output("grid", "selectedRows"), Output("grid", "scrollTo"),
        Input("selected", "data"), prevent_initial_call=True,
    )
    def reflect_selection(selected):
        selected = inputs.selection(selected)
        if not selected or selected["row"] is None:
            return no_update, no_update
        rid = str(selected["row"])
        # A row clicked in the table is on screen already: do not scroll it away.
        scroll = no_update if selected.get("from") in ("grid", "key-select") else {
            "rowId": rid, "rowPosition": "middle"}
        return {"ids": [rid]}, scroll


def _register_exports(app: Dash, store: Store, base_url: str | None) -> None:
    """The CSV and Markdown downloads."""

    @app.callback(Output("csv-download", "data"), Input("csv-btn", "n_clicks"),
                  State("current", "data"), State("grid", "virtualRowData"), prevent_initial_call=True)
    def export_csv(_, current, shown):
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        from ..report.csv import render_csv

        listed = [inputs.as_int(r.get("row_id")) for r in shown if isinstance(r, dict)] \
            if isinstance(shown, list) else None
        ids = [i for i in listed if i is not None and comp.has_row(i)] if listed is not None else None
        return dcc.send_string(render_csv(comp.diff, row_ids=ids), page.CSV_FILE)

    @app.callback(Output("md-download", "data"), Input("md-btn", "n_clicks"),
                  State("current", "data"), State("url-sink", "data"), prevent_initial_call=True)
    def export_markdown(_, current, search):
        comp = _comparison(store, current)
        if comp is None:
            return no_update
        from ..report import render

        text = render(comp.diff, "markdown")
        if base_url and isinstance(search, str) and search.startswith("?"):
            text += f"\n[Open this view in tracy-diff]({base_url.rstrip('/')}/{search})\n"
        return dcc.send_string(text, "tracy-diff.md")


def _comparison(store: Store, current: dict | None) -> Comparison | None:
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
