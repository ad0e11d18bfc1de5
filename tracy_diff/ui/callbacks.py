"""What the page does: every Dash callback, wired to one ``Store``.

Callbacks take capture keys from the picker (never paths), read the
comparison from the store and hand plain data or figure dicts back. The
browser-side ones are in ``assets/clientside.js``.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

import numpy as np
from dash import ClientsideFunction, Dash, Input, Output, State, ctx, dcc, no_update

from ..errors import DiffError, TracyFormatError
from . import figures, inputs, layout
from .comparison import Comparison
from .inputs import TIMELINE_OPTIONS
from .run_strips import run_strips_figure
from .store import Store
from .timeline_lod import view

ALL_ITERATIONS = -1
DEFAULT_PLOT_WIDTH = 1300
MAX_ITERATION_OPTIONS = 300

#: What a newly picked pair fills in, in the order ``overview`` returns it.
OVERVIEW = [("current", "data"), ("summary", "children"), ("grid", "rowData"), ("deltas", "figure"),
            ("families", "figure"), ("grid", "style"),
            ("iter-baseline", "options"), ("iter-baseline", "value"),
            ("iter-candidate", "options"), ("iter-candidate", "value"),
            ("load-alert", "children"), ("selected", "data")]
#: The selected row's detail, as ``detail_view`` returns it.
DETAIL = [("detail-head", "children"), ("detail-stats", "children"), ("dist", "figure"),
          ("series", "figure"), ("run-strips", "children"), ("members", "children"), ("ir", "children")]
#: Both timelines and their state, as ``timeline_view`` returns them.
TIMELINES = [("tl-baseline", "figure"), ("tl-candidate", "figure"), ("tl-range", "data"),
             ("tl-names", "data")]


def register(app: Dash, store: Store, base_url: str | None = None) -> None:
    """Attach every callback of the page to ``app``; ``base_url`` (the app's
    public address) puts a link to the view into the Markdown report."""
    _register_browser_side(app)
    _register_selection(app, store)
    _register_exports(app, store, base_url)
    _register_views(app, store)


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
    clientside("zoom", Output("tl-zoom", "data"),
               Input("tl-baseline", "relayoutData"), Input("tl-candidate", "relayoutData"),
               State("tl-zoom", "data"), prevent_initial_call=True)
    clientside("upload", Output("upload-data", "data"),
               Output("upload-alert", "children", allow_duplicate=True),
               Input("upload-baseline", "contents"), Input("upload-candidate", "contents"),
               State("upload-baseline", "filename"), State("upload-candidate", "filename"),
               State("upload-limit", "data"), State("upload-data", "data"),
               prevent_initial_call=True)
    clientside("swap", Output("baseline-pick", "value", allow_duplicate=True),
               Output("candidate-pick", "value", allow_duplicate=True),
               Input("swap-btn", "n_clicks"), State("baseline-pick", "value"),
               State("candidate-pick", "value"), prevent_initial_call=True)
    clientside("filters", Output("grid", "dashGridOptions"),
               Input("search", "value"), Input("status-chips", "value"), Input("show-enclosing", "value"),
               State("grid", "dashGridOptions"), prevent_initial_call=True)
    clientside("url", Output("url-sink", "data"),
               Input("current", "data"), Input("selected", "data"), Input("iter-baseline", "value"),
               Input("iter-candidate", "value"), Input("tl-range", "data"), Input("tl-align", "value"),
               Input("tl-call", "value"), Input("tl-show", "value"))


def _register_views(app: Dash, store: Store) -> None:
    """The pair's overview, the selected row's detail, the timelines and uploads."""

    @app.callback(*_outputs(OVERVIEW), Input("baseline-pick", "value"),
                  Input("candidate-pick", "value"), State("current", "data"), State("selected", "data"))
    def compare(baseline, candidate, current, selected):
        current, selected = inputs.pair(current), inputs.selection(selected)
        if not baseline or not candidate:
            return (no_update,) * 10 + ("Pick a baseline and a candidate capture.", no_update)
        picked = (inputs.side(baseline), inputs.side(candidate))
        if current and (inputs.side(current["baseline"]), inputs.side(current["candidate"])) == picked:
            # The pair shown: the page came with it (all but the top-delta
            # chart and the detail, see first_view) or it was picked back
            # after a failed pick. The selection, sent again, brings the detail.
            comp = _comparison(store, current)
            deltas = figures.delta_figure(comp.diff.rows) if comp else no_update
            families = figures.family_figure(comp.family_totals()) if comp else no_update
            return (no_update,) * 3 + (deltas, families) + (no_update,) * 5 + ("", selected or no_update)
        try:
            comp = store.comparison(baseline, candidate)
        except (TracyFormatError, DiffError) as e:
            return (no_update,) * 10 + (str(e), no_update)
        return overview(store, comp, baseline, candidate)

    @app.callback(*_outputs(DETAIL), Input("selected", "data"), State("current", "data"),
                  prevent_initial_call=True)
    def detail(selected, current):
        comp, selected = _comparison(store, current), inputs.selection(selected)
        if comp is None or not selected or not comp.has_row(selected.get("row")):
            return (no_update,) * len(DETAIL)
        return detail_view(comp, selected["row"])

    @app.callback(
        *_outputs(TIMELINES),
        Input("selected", "data"), Input("iter-baseline", "value"), Input("iter-candidate", "value"),
        Input("tl-zoom", "data"), Input("viewport", "data"), Input("tl-align", "value"),
        Input("tl-call", "value"), Input("tl-show", "value"),
        State("current", "data"), State("tl-range", "data"),
        prevent_initial_call=True,
    )
    def timelines(selected, iter_b, iter_c, zoom, width, align, call, show, current, previous):
        # Always answer with the figures the inputs describe (no_update only when
        # those are the figures shown): Dash drops the result of a call that a
        # newer one superseded, so no call may rely on an earlier one's output.
        comp, iters = _comparison(store, current), [inputs.as_int(iter_b), inputs.as_int(iter_c)]
        if comp is None or None in iters:
            return (no_update,) * len(TIMELINES)
        zoom = {"range": inputs.zoom_range(zoom)} if ctx.triggered_id == "tl-zoom" and zoom else None
        return timeline_view(comp, current, inputs.selection(selected), iters,
                             inputs.width(width, DEFAULT_PLOT_WIDTH), inputs.timeline_state(previous), zoom,
                             inputs.timeline_options(align, call, show)) or (no_update,) * len(TIMELINES)

    @app.callback(
        Output("baseline-pick", "options"), Output("candidate-pick", "options"),
        Output("baseline-pick", "value"), Output("candidate-pick", "value"),
        Output("upload-alert", "children"),
        Input("upload-data", "data"), State("baseline-pick", "value"), State("candidate-pick", "value"),
        prevent_initial_call=True,
    )
    def upload(data, baseline, candidate):
        """The uploaded files join the side of the slot they were uploaded to
        (as its last runs); the other side stays."""
        slot = data.get("slot") if isinstance(data, dict) else None
        contents, names = (data.get("contents"), data.get("filenames")) if slot else (None, None)
        if slot not in layout.SIDES or not isinstance(contents, list) or not isinstance(names, list):
            return (no_update,) * 4 + ("Upload failed: the browser sent no file",)
        sides = {"baseline": inputs.side(baseline) or [], "candidate": inputs.side(candidate) or []}
        keep = tuple(sides["baseline"] + sides["candidate"])
        saved, errors = [], []
        for content, name in zip(contents, names):
            name = name if isinstance(name, str) else "upload"
            try:
                saved.append(store.save_upload(name, _decode(content, name), keep=keep).key)
            except TracyFormatError as e:
                errors.append(str(e))
        options = layout.picker_options(store.sources())
        values = [no_update, no_update]
        if saved:
            listed = {o["value"] for o in options}
            kept = [k for k in sides[slot] if k in listed and k not in saved]
            values[layout.SIDES.index(slot)] = kept + list(dict.fromkeys(saved))
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
        return {"row": row, "token": current["token"], "from": trigger}

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

    @app.callback(Output("grid", "exportDataAsCsv"), Input("csv-btn", "n_clicks"),
                  prevent_initial_call=True)
    def export_csv(_):
        return True

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


def _outputs(props: list[tuple[str, str]]) -> list[Output]:
    return [Output(*p) for p in props]


def first_view(store: Store, baseline: str | None, candidate: str | None,
               wanted: dict | None = None) -> dict[str, dict] | None:
    """What the page shows first for a pair already diffed, as ``{component
    id: {property: value}}`` (what the callbacks would send); None while the
    pair is not in the store's cache (nothing is computed).

    The runs, table, selection and both timelines; not the top-delta and
    op-family charts and the selected row's detail: the page's first
    callbacks send those, so the browser draws the timelines before them.
    ``wanted`` (``inputs.url_view``: a view from the page's address) picks
    the row, iterations, timeline axis and zoom.
    """
    comp = store.cached_comparison(baseline, candidate) if baseline and candidate else None
    if comp is None:
        return None
    wanted = wanted or {}
    values = dict(zip(OVERVIEW, overview(store, comp, baseline, candidate)))
    del values["deltas", "figure"], values["families", "figure"]
    current, selected = values["current", "data"], values["selected", "data"]
    if comp.has_row(wanted.get("row")):
        selected["row"] = wanted["row"]
    for side in ("baseline", "candidate"):
        it = wanted.get(f"iter-{side}")
        if it is not None and (it == ALL_ITERATIONS or 0 <= it < max(len(comp.timeline_iteration_ms(side)), 1)):
            values[f"iter-{side}", "value"] = it
    iters = [values["iter-baseline", "value"], values["iter-candidate", "value"]]
    if selected["row"] is not None:
        values["grid", "selectedRows"] = {"ids": [str(selected["row"])]}
    options = wanted.get("options") or dict(TIMELINE_OPTIONS)
    values["tl-align", "value"] = options["align"]
    values["tl-call", "value"] = options["call"] + 1
    values["tl-show", "value"] = [k for k in ("enclosing", "host") if options[k]]
    zoom = {"range": wanted["range"]} if wanted.get("range") else None
    values.update(zip(TIMELINES, timeline_view(comp, current, selected, iters, None, None, zoom, options)))
    view: dict[str, dict] = {}
    for (component, prop), value in values.items():
        view.setdefault(component, {})[prop] = value
    return view


def overview(store: Store, comp: Comparison, baseline: str, candidate: str) -> tuple:
    """The values of ``OVERVIEW`` for a newly picked pair: runs, table, top
    deltas, op families, iteration pickers (median iteration) and the top
    row selected."""
    current = {"baseline": inputs.side(baseline), "candidate": inputs.side(candidate),
               "token": store.token(baseline, candidate)}
    return (
        current,
        layout.summary(comp),
        comp.records(),
        figures.delta_figure(comp.diff.rows),
        figures.family_figure(comp.family_totals()),
        layout.grid_style(int((comp.diff.rows["section"].astype(str) == "dispatch").sum())),
        _iteration_options(comp, "baseline"), comp.median_iteration("baseline"),
        _iteration_options(comp, "candidate"), comp.median_iteration("candidate"),
        "",
        {"row": comp.first_row(), "token": current["token"]},
    )


def detail_view(comp: Comparison, row_id: int) -> tuple:
    """The values of ``DETAIL`` for row ``row_id``."""
    row = comp.diff.row(row_id)
    per_iter = [comp.per_iteration_ms(row_id, side) for side in ("baseline", "candidate")]
    group = len(row["baseline_names"]) > 1 or len(row["candidate_names"]) > 1
    if group:
        # The members of a group are different kernels: compare whole groups.
        dist = figures.distribution_figure(*per_iter, title="Group time per iteration")
    else:
        dist = figures.distribution_figure(comp.durations_ms(row_id, "baseline"),
                                           comp.durations_ms(row_id, "candidate"))
    return (
        layout.detail_head(row),
        layout.detail_stats(row),
        dist,
        figures.series_figure(*per_iter),
        layout.run_strips(run_strips_figure(comp.diff, row_id), _runs_note(comp))
        if max(comp.run_count(side) for side in ("baseline", "candidate")) > 1 else None,
        layout.members(comp.members(row_id)) if group else None,
        layout.ir_panel(row.get("ir")),
    )


def timeline_view(comp: Comparison, current: dict, selected: dict | None, iterations: list[int],
                  width: int | None, previous: dict | None, zoom: dict | None = None,
                  options: dict | None = None) -> tuple | None:
    """The values of ``TIMELINES``, or None when ``previous`` (the ``tl-range``
    state of the figures shown) already describes them.

    The window is the one shown before for the same pair, iterations and
    alignment, the whole of both iterations otherwise, or what ``zoom`` (a
    zoom request, ``{"range": [x, x] or None}`` in axis units) asks for.
    """
    width = int(width or DEFAULT_PLOT_WIDTH)
    previous = previous or {}
    options = {**TIMELINE_OPTIONS, **(options or {})}
    same_view = (previous.get("token") == current["token"] and previous.get("iters") == iterations
                 and inputs.mapping(previous.get("options")).get("align") == options["align"])
    rng = previous.get("range") if same_view else None
    if zoom:
        rng = _sorted_range(zoom.get("range"))
    row = selected.get("row") if selected and selected.get("token") == current["token"] else None
    state = {"token": current["token"], "iters": iterations, "range": rng, "row": row, "width": width,
             "options": options}
    if all(previous.get(k) == v for k, v in state.items()):
        return None
    figs, _ = timeline_figures(comp, iterations, rng, width, row, options)
    names = no_update if previous.get("token") == current["token"] else {
        side: comp.tracks(side).names for side in ("baseline", "candidate")}
    return figs[0], figs[1], state, names


def timeline_figures(comp: Comparison, iterations: list[int], rng: list[float] | None,
                     width: int, selected: int | None,
                     options: dict | None = None) -> tuple[list[dict], tuple[float, float]]:
    """Both timelines for kept iterations ``iterations`` (-1: all) on one x
    axis, showing ``rng`` (axis units; None: all of both iterations).

    ``options["align"]`` sets the axis: ``dispatch``, ms from the selected
    row's ``options["call"]``-th call in each side's iteration (from the
    iteration's start on a side without that call); ``iteration``, ms from
    each iteration's start; ``relative``, percent of each side's iteration.
    ``options["enclosing"]`` and ``options["host"]`` show enclosing zones
    and lanes without dispatches.

    Returns the two figures and the default range (axis units).
    """
    options = {**TIMELINE_OPTIONS, **(options or {})}
    axes = [_axis(comp, side, None if it == ALL_ITERATIONS else it, selected, options)
            for side, it in zip(("baseline", "candidate"), iterations)]
    default = (min((a.start - a.origin) / a.scale for a in axes),
               max((a.end - a.origin) / a.scale for a in axes))
    lo, hi = default if rng is None else (float(rng[0]), float(rng[1]))
    figs = []
    for (side, label), axis, it in zip(
            (("baseline", comp.labels[0]), ("candidate", comp.labels[1])), axes, iterations):
        tracks = comp.tracks(side)
        if not len(tracks):
            kind = comp.capture(side).kind
            figs.append(figures.empty_figure(f"{side}: {label} has no zones to draw ({kind})", 110))
            continue
        shown = tracks.tracks_in(axis.start, axis.end, options["enclosing"], options["host"])
        t0, t1 = int(axis.origin + lo * axis.scale), int(axis.origin + hi * axis.scale)
        # Only this side's own iteration: the shorter one ends where it ends.
        a, b = min(max(t0, axis.start), axis.end), max(min(t1, axis.end), axis.start)
        px = max(round(width * (b - a) / max(t1 - t0, 1)), 1)
        blocks, sel = view(tracks, a, b, shown, px, selected, enclosing=options["enclosing"])
        which = "all kept iterations" if it == ALL_ITERATIONS else f"iteration {it}"
        runs = comp.run_count(side)
        if runs > 1:
            label, which = comp.first_run_label(side), f"run 1 of {runs} · {which}"
        title = (f"<b>{side}</b> · {label} · {which} · {figures.format_ms((axis.end - axis.start) / 1e6)}"
                 f" · {axis.note} · {len(blocks) + len(sel):,} blocks")
        figs.append(figures.timeline_figure(blocks, sel, tracks.lane[shown], tracks.lane_names,
                                            axis.origin, (t0, t1), width, title,
                                            side=0 if side == "baseline" else 1, scale_ns=axis.scale,
                                            unit=axis.unit, names=tracks.names))
    return figs, default


@dataclass(frozen=True)
class _Axis:
    start: int  # the iteration's window, ns
    end: int
    origin: int  # ns at x = 0
    scale: float  # ns per axis unit
    unit: str
    note: str  # what x = 0 is


def _axis(comp: Comparison, side: str, iteration: int | None, row: int | None, options: dict) -> _Axis:
    start, end = comp.iteration_window(side, iteration)
    if options["align"] == "relative":
        return _Axis(start, end, start, max(end - start, 1) / 100, "%", "% of the iteration")
    if options["align"] == "dispatch" and row is not None:
        calls = comp.call_starts(row, side, start, end)
        if len(calls):
            k = min(max(int(options["call"]), 0), len(calls) - 1)
            return _Axis(start, end, int(calls[k]), 1e6, "ms", f"0 = call {k + 1} of {len(calls)}")
    return _Axis(start, end, start, 1e6, "ms", "0 = iteration start")


def _runs_note(comp: Comparison) -> str:
    """What the run strips and the timelines show of a side's runs."""
    counts = [comp.run_count(side) for side in ("baseline", "candidate")]
    return (f"{counts[0]} baseline run(s), {counts[1]} candidate run(s), each in its own colour;"
            " the timelines below show the first run of each side")


def _comparison(store: Store, current: dict | None) -> Comparison | None:
    if not inputs.pair(current):
        return None
    try:
        return store.comparison(current["baseline"], current["candidate"])
    except (TracyFormatError, DiffError, KeyError):
        return None


def _iteration_options(comp: Comparison, side: str) -> list[dict]:
    ms = comp.timeline_iteration_ms(side)
    n = len(ms)
    if n == 0:
        return [{"label": "whole capture", "value": 0}]
    median = comp.median_iteration(side)
    fastest, slowest = int(np.argmin(ms)), int(np.argmax(ms))
    opts = [{"label": f"median · #{median} · {figures.format_ms(ms[median])}", "value": median}]
    if n > 1:
        opts.append({"label": f"fastest · #{fastest} · {figures.format_ms(ms[fastest])}", "value": fastest})
        opts.append({"label": f"slowest · #{slowest} · {figures.format_ms(ms[slowest])}", "value": slowest})
        opts.append({"label": f"all {n} kept iterations", "value": ALL_ITERATIONS})
    listed = np.unique(np.linspace(0, n - 1, min(n, MAX_ITERATION_OPTIONS)).round().astype(int))
    taken = {o["value"] for o in opts}
    opts += [{"label": f"#{i} · {figures.format_ms(ms[i])}", "value": int(i)}
             for i in listed if int(i) not in taken]
    return opts


def _sorted_range(values) -> list[float] | None:
    """A zoom range (axis units) in order and not empty; None resets."""
    if not values or len(values) != 2:
        return None
    a, b = sorted(float(v) for v in values)
    return [a, max(b, a + 1e-6)]


def _decode(content: str, name: str | None) -> bytes:
    try:
        _, payload = content.split(",", 1)
        return base64.b64decode(payload, validate=False)
    except (ValueError, binascii.Error, AttributeError):
        raise TracyFormatError(f"{name or 'upload'}: the browser sent no readable file") from None

