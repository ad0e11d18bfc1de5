"""What the callbacks send: each view's values, by output name.

A view is a ``dict`` keyed ``"component.property"`` (Dash's own way of
naming an output); ``Outputs`` turns it into the positional answer Dash
wants, with ``no_update`` for every output a view leaves out, so adding an
output never shifts another. Everything here reads the ``Comparison``;
nothing is analysed again.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from dash import Output, no_update
from plotly.io.json import to_json_plotly

from ..diff import SIDES, Side
from ..report.units import format_ms
from . import detail, figures, inputs, page, summary
from .comparison import Comparison
from .inputs import Align, Axes, TimelineOptions
from .isa_panel import isa_panel
from .run_strips import run_strips_figure
from .store import Store
from .timeline_lod import view as lod_view

ALL_ITERATIONS = -1
DEFAULT_PLOT_WIDTH = 1300
MAX_ITERATION_OPTIONS = 300

View = dict[str, Any]


class Outputs:
    """A callback's outputs by name (``"component.property"``), in the order given."""

    def __init__(self, *names: str):
        self.names = names

    def outputs(self, allow_duplicate: bool = False) -> list[Output]:
        return [Output(component, prop, allow_duplicate=allow_duplicate)
                for component, prop in (n.split(".", 1) for n in self.names)]

    def answer(self, values: Mapping[str, Any]) -> tuple[Any, ...]:
        """``values`` in the outputs' order, ``no_update`` for those left out;
        KeyError for a name that is not one of the outputs."""
        unknown = set(values) - set(self.names)
        if unknown:
            raise KeyError(f"not an output of this callback: {', '.join(sorted(unknown))}")
        return tuple(values.get(name, no_update) for name in self.names)

    def nothing(self) -> tuple[Any, ...]:
        return (no_update,) * len(self.names)


#: What a newly picked pair fills in.
OVERVIEW = Outputs("current.data", "summary.children", "grid.rowData", "charts-due.data",
                   "grid.style", "iter-baseline.options", "iter-baseline.value", "iter-candidate.options",
                   "iter-candidate.value", "run-baseline.options", "run-baseline.value", "run-candidate.options",
                   "run-candidate.value", "load-alert.children", "selected.data", "reselect.data",
                   "load-progress.children", "load-poll.disabled", "load-wait.data")
#: How far the load of the pair picked got; ``load-done`` names the load once it is diffed.
POLL = Outputs("load-progress.children", "load-poll.disabled", "load-done.data", "load-alert.children")
#: The selected row's detail.
DETAIL = Outputs("detail-head.children", "detail-stats.children", "dist.figure", "series.figure",
                 "run-strips.children", "members.children", "ir.children", "isa.children")
#: Both timelines and their state.
TIMELINES = Outputs("tl-baseline.figure", "tl-candidate.figure", "tl-range.data", "tl-names.data")


def first_view(store: Store, baseline: list[str] | None, candidate: list[str] | None,
               wanted: dict[str, Any] | None, answer: Answer | None,
               comp: Comparison | None) -> dict[str, dict[str, Any]] | None:
    """What the page shows first, as ``{component id: {property: value}}``
    (what the callbacks would send): the pair's ``answer`` (``answer_of``,
    maybe from the disk cache), and both timelines once ``comp`` (the pair,
    if it is diffed already) has them laid out; None without an answer.

    Not the top-delta and op-family charts and the selected row's detail:
    the page's first callbacks send those, so the browser draws the
    timelines before them. ``wanted`` (``inputs.url_view``: a view from the
    page's address) picks the row, iterations, timeline axis and zoom.
    """
    if not baseline or not candidate or answer is None:
        return None
    wanted = wanted or {}
    values = overview_of(store, answer, baseline, candidate)
    del values["charts-due.data"]  # the page's first answer asks for them
    current, selected = values["current.data"], values["selected.data"]
    row = _row_linked(answer, wanted["row"]) if wanted.get("row") else None
    if row is not None:
        selected.update(row=row, link=wanted["row"])
    elif wanted.get("row"):
        values["load-alert.children"] = (f"This link's row {wanted['row'][2:]} is not in this diff: "
                                         "showing the top row")
    for side, count in zip(SIDES, answer["iterations"]):
        it = wanted.get(f"iter-{side}")
        if it is None:
            continue
        if comp is not None and -comp.run_count(side) <= it < max(comp.iteration_count(side), 1):
            values.update(run_values(comp, side, comp.run_of(side, it), it))
        elif comp is None and (it == ALL_ITERATIONS or 0 <= it < max(count, 1)):
            values[f"iter-{side}.value"] = it
    iters = [values["iter-baseline.value"], values["iter-candidate.value"]]
    if selected["row"] is not None:
        values["grid.selectedRows"] = {"ids": [str(selected["row"])]}
    options = wanted.get("options") or TimelineOptions()
    values.update(options.control_values())
    zoom = {"range": wanted["range"], "share": options.axes is Axes.OWN} if wanted.get("range") else None
    if comp is not None and comp.tracks_ready():
        values.update(timeline_view(comp, current, selected, iters, None, None, zoom, options) or {})
    view: dict[str, dict[str, Any]] = {}
    for name, value in values.items():
        component, prop = name.split(".", 1)
        view.setdefault(component, {})[prop] = value
    return view


def _row_linked(answer: Answer, link: str) -> int | None:
    """The row of the answer's table whose link name is ``link``."""
    return next((int(r["row_id"]) for r in answer["grid.rowData"] if r.get("link") == link), None)


#: A pair's first answer: the outputs that follow from its content alone
#: (``answer_of``), JSON-ready, plus ``first-row``, ``first-link``,
#: ``iterations`` (kept iterations a timeline can show, per side) and
#: ``digest`` (of all the rest).
Answer = dict[str, Any]


def answer_of(comp: Comparison) -> Answer:
    """The banner, table and iteration pickers of a diffed pair (median
    iterations and the top row picked), as plain JSON, for the page and
    the disk cache (``answer_cache``); made once per comparison (not to be changed)."""
    return comp.once("answer", _answer)


def _answer(comp: Comparison) -> Answer:
    first = comp.first_row()
    answer: Answer = {
        "summary.children": json.loads(to_json_plotly(summary.summary(comp))),
        "grid.rowData": comp.records(),
        "grid.style": page.grid_style(int((comp.diff.rows["section"].astype(str) == "dispatch").sum())),
        **run_values(comp, Side.BASELINE, 0), **run_values(comp, Side.CANDIDATE, 0),
        "first-row": first, "first-link": comp.link_of(first),
        "iterations": [len(comp.timeline_iteration_ms(side)) for side in SIDES],
    }
    answer["digest"] = hashlib.blake2b(json.dumps(answer, sort_keys=True, default=str).encode(),
                                       digest_size=12).hexdigest()
    return answer


#: The keys of an ``Answer`` that are outputs of the overview.
ANSWER_OUTPUTS = ("summary.children", "grid.rowData", "grid.style", "iter-baseline.options",
                  "iter-baseline.value", "iter-candidate.options", "iter-candidate.value",
                  "run-baseline.options", "run-baseline.value", "run-candidate.options", "run-candidate.value")


def progress(text: str) -> View:
    """The load's progress line showing ``text`` ("": gone, and no more polling)."""
    return {"load-progress.children": page.progress(text), "load-poll.disabled": not text}


def overview(store: Store, comp: Comparison, baseline: list[str], candidate: list[str]) -> View:
    """A newly picked pair: ``overview_of`` its ``answer_of``."""
    return overview_of(store, answer_of(comp), baseline, candidate)


def overview_of(store: Store, answer: Answer, baseline: list[str], candidate: list[str]) -> View:
    """A newly picked pair from its ``answer``: runs, table, iteration
    pickers (median iteration) and the top row selected; ``charts-due``
    asks for the top-delta and op-family charts (``charts``), drawn after
    the table."""
    current = {"baseline": inputs.side(baseline), "candidate": inputs.side(candidate),
               "token": store.token(baseline, candidate),
               "names": [store.link_names(baseline), store.link_names(candidate)], "answer": answer["digest"]}
    return {
        "current.data": current,
        **{name: answer[name] for name in ANSWER_OUTPUTS},
        "charts-due.data": current["token"],
        "load-alert.children": "",
        "selected.data": {"row": answer["first-row"], "token": current["token"], "link": answer["first-link"]},
    }


def run_values(comp: Comparison, side: Side, run: int, iteration: int | None = None) -> View:
    """A side's run picker and iteration picker for run ``run``: its iterations
    to pick (pooled values), ``iteration`` picked (default: the run's median)."""
    runs = comp.run_count(side)
    return {f"run-{side}.options": [{"label": f"run {k + 1} of {runs} · {comp.run_label(side, k)}", "value": k}
                                    for k in range(runs)],
            f"run-{side}.value": run,
            f"iter-{side}.options": _iteration_options(comp, side, run),
            f"iter-{side}.value": comp.median_iteration(side, run) if iteration is None else iteration}


def picked_run(comp: Comparison, side: Side, run: int, iteration: int | None) -> tuple[list[dict[str, Any]], Any]:
    """A run picked for ``side``: its iterations to pick, and its median
    iteration, or ``no_update`` when ``iteration`` is already one of that run's."""
    run = min(max(run, 0), comp.run_count(side) - 1)
    values = run_values(comp, side, run)
    keep = iteration is not None and comp.run_of(side, iteration) == run
    return values[f"iter-{side}.options"], no_update if keep else values[f"iter-{side}.value"]


#: The iteration strips above the timelines.
STRIPS = Outputs("strip-baseline.figure", "strip-candidate.figure")


def strips(comp: Comparison, iterations: list[int]) -> View:
    """Each side's kept iterations of the run its timeline shows, to click,
    ``iterations`` outlined; slow: above the median iteration of all the
    side's runs by more than the diff's threshold."""
    view = {}
    threshold = comp.diff.options.threshold_pct / 100
    for side, it in zip(SIDES, iterations):
        run = comp.run_of(side, it)
        first, _ = comp.run_span(side, run)
        ms, every = comp.timeline_iteration_ms(side, run), np.asarray(comp.summary(side).iteration_ms, float)
        slow = ms > np.median(every) * (1 + threshold) if len(ms) else np.zeros(0, bool)
        runs = comp.run_count(side)
        label = f"{side} run {run + 1} of {runs}" if runs > 1 else side
        view[f"strip-{side}.figure"] = figures.iteration_strip(ms, it - first, slow, label, first)
    return view


#: The top-delta and op-family charts.
CHARTS = Outputs("deltas.figure", "families.figure")


def charts(comp: Comparison) -> View:
    """The pair's top-delta and op-family charts."""
    return {"deltas.figure": figures.delta_figure(comp.diff.rows),
            "families.figure": figures.family_figure(comp.family_totals())}


def detail_view(comp: Comparison, row_id: int) -> View:
    """Row ``row_id``'s detail."""
    row = comp.diff.row(row_id)
    per_iter = [comp.per_iteration_ms(row_id, side) for side in SIDES]
    group = len(row["baseline_names"]) > 1 or len(row["candidate_names"]) > 1
    if group:
        # The members of a group are different kernels: compare whole groups.
        dist = figures.distribution_figure(per_iter[0], per_iter[1], title="Group time per iteration")
    else:
        dist = figures.distribution_figure(comp.durations_ms(row_id, Side.BASELINE),
                                           comp.durations_ms(row_id, Side.CANDIDATE),
                                           # The Diff's medians are per call for a row judged per call.
                                           medians=(row["baseline_median_ms"], row["candidate_median_ms"])
                                           if row["unit"] == "execution" else None)
    several = max(comp.run_count(side) for side in SIDES) > 1
    return {
        "detail-head.children": detail.detail_head(row),
        "detail-stats.children": detail.detail_stats(row),
        "dist.figure": dist,
        "series.figure": figures.series_figure(*per_iter),
        "run-strips.children": detail.run_strips(run_strips_figure(comp.diff, row_id), _runs_note(comp))
        if several else None,
        "members.children": detail.members(comp.members(row_id)) if group else None,
        "ir.children": detail.ir_panel(row.get("ir")),
        "isa.children": isa_panel(row.get("isa")),
    }


def timeline_view(comp: Comparison, current: dict[str, Any], selected: dict[str, Any] | None, iterations: list[int],
                  width: int | None, previous: dict[str, Any] | None, zoom: dict[str, Any] | None = None,
                  options: TimelineOptions | None = None) -> View | None:
    """Both timelines and their ``tl-range`` state, or None when ``previous``
    (the state of the figures shown) already describes them.

    ``iterations``: each side's iteration value (a pooled kept iteration, or
    ``Comparison.all_of(run)``), which also picks the run drawn. The window
    is the one shown before for the same pair, iterations and axes, the
    whole of both iterations otherwise, or what ``zoom`` (a zoom request,
    ``{"range": [x, x] or None, "side": ...}`` in that side's axis units)
    asks for.
    """
    width = int(width or DEFAULT_PLOT_WIDTH)
    previous = previous or {}
    options = options or TimelineOptions()
    shown = TimelineOptions.of(previous.get("options"))
    same_view = (previous.get("token") == current["token"] and previous.get("iters") == iterations
                 and (shown.align, shown.axes) == (options.align, options.axes))
    rng = previous.get("range") if same_view else None
    row = selected.get("row") if selected and selected.get("token") == current["token"] else None
    if zoom:
        rng = _sorted_range(zoom.get("range"))
        if rng is not None and options.axes is Axes.OWN and not zoom.get("share"):
            # Each side fills its plot: a zoom is kept as a share of the zoomed side's window.
            side = Side(zoom["side"]) if zoom.get("side") in SIDES else Side.BASELINE
            rng = window_share(comp, side, iterations, row, options, rng)
    runs = [comp.run_of(side, it) for side, it in zip(SIDES, iterations)]
    state = {"token": current["token"], "iters": iterations, "range": rng, "row": row, "width": width,
             "options": dataclasses.asdict(options), "runs": runs}
    if all(previous.get(k) == v for k, v in state.items()):
        return None
    figs, _ = timeline_figures(comp, iterations, rng, width, row, options)
    same_tracks = previous.get("token") == current["token"] and previous.get("runs", [0, 0]) == runs
    names = no_update if same_tracks else {side: comp.tracks(side, run).names for side, run in zip(SIDES, runs)}
    return {"tl-baseline.figure": figs[0], "tl-candidate.figure": figs[1], "tl-range.data": state,
            "tl-names.data": names}


def window_share(comp: Comparison, side: Side, iterations: list[int], row: int | None,
                 options: TimelineOptions, rng: list[float]) -> list[float]:
    """``rng`` (``side``'s axis units) as shares [0..1] of that side's whole window."""
    axis = _axis(comp, side, iterations[SIDES.index(side)], row, options)
    lo, hi = axis.default
    span = max(hi - lo, 1e-12)
    return [(rng[0] - lo) / span, (rng[1] - lo) / span]


def timeline_figures(comp: Comparison, iterations: list[int], rng: list[float] | None,
                     width: int, selected: int | None,
                     options: TimelineOptions | None = None) -> tuple[list[dict[str, Any]], tuple[float, float]]:
    """Both timelines for iteration values ``iterations`` (a pooled kept
    iteration, or all of a run: ``Comparison.all_of``), showing ``rng``
    (None: all of both iterations), each of its own run's capture.

    ``options.align`` sets x = 0: ``dispatch``, the selected row's
    ``options.call``-th call in each side's iteration (the iteration's
    start on a side without that call); ``iteration``, each iteration's
    start; ``relative``, percent of each side's iteration. With
    ``options.axes is Axes.SHARED`` both plots show one x range, ``rng`` in
    axis units; with ``Axes.OWN`` each side fills its plot with its own
    window and ``rng`` is a share [0..1] of each side's window.
    ``options.enclosing`` and ``options.host`` show enclosing zones and
    lanes without dispatches. When the sides' x = 0 mean different things,
    both plots say so.

    Returns the two figures and the default range (axis units, shared axis).
    """
    options = options or TimelineOptions()
    axes = [_axis(comp, side, it, selected, options) for side, it in zip(SIDES, iterations)]
    default = (min(a.default[0] for a in axes), max(a.default[1] for a in axes))
    differ = len({a.note for a in axes}) > 1 and options.align is Align.DISPATCH
    lane_px = figures.lane_margin([comp.tracks(side, a.run).lane_names for side, a in zip(SIDES, axes)])
    figs = []
    for k, (side, axis, it) in enumerate(zip(SIDES, axes, iterations)):
        window = _window(axis, default, rng, options)
        warning = None
        if differ:
            other = axes[1 - k]
            warning = f"aligned differently: here {axis.note}, {SIDES[1 - k]} {other.note}"
        figs.append(_side_figure(comp, side, axis, it, window, width, selected, options, lane_px, warning))
    return figs, default


def _window(axis: _Axis, default: tuple[float, float], rng: list[float] | None,
            options: TimelineOptions) -> tuple[float, float]:
    """The x range a side shows (axis units): a share of its own window, or the shared range."""
    if options.axes is Axes.OWN:
        lo, hi = axis.default
        share = rng or [0.0, 1.0]
        return lo + share[0] * (hi - lo), lo + share[1] * (hi - lo)
    return default if rng is None else (float(rng[0]), float(rng[1]))


def _side_figure(comp: Comparison, side: Side, axis: _Axis, it: int, window: tuple[float, float], width: int,
                 selected: int | None, options: TimelineOptions, lane_px: int, warning: str | None) -> dict[str, Any]:
    """One side's timeline of run ``axis.run``, iteration value ``it``, over ``window`` (axis units)."""
    tracks = comp.tracks(side, axis.run)
    label = comp.run_label(side, axis.run)
    if not len(tracks):
        kind = comp.diff.run_captures(side)[axis.run].kind
        return figures.empty_figure(f"{side}: {label} has no zones to draw ({kind})", 110)
    lo, hi = window
    shown = tracks.tracks_in(axis.start, axis.end, options.enclosing, options.host)
    t0, t1 = int(axis.origin + lo * axis.scale), int(axis.origin + hi * axis.scale)
    # Only this side's own iteration: the shorter one ends where it ends.
    a, b = min(max(t0, axis.start), axis.end), max(min(t1, axis.end), axis.start)
    px = max(round(width * (b - a) / max(t1 - t0, 1)), 1)
    blocks, sel = lod_view(tracks, a, b, shown, px, selected, enclosing=options.enclosing)
    first, count = comp.run_span(side, axis.run)
    which = f"all {count} kept iterations" if it < 0 else f"iteration {it - first}"
    runs = comp.run_count(side)
    if runs > 1:
        which = f"run {axis.run + 1} of {runs} · {which}"
    title = (f"<b>{side}</b> · {label} · {which} · {format_ms((axis.end - axis.start) / 1e6)}"
             f" · {axis.note} · {len(blocks) + len(sel):,} blocks")
    fig = figures.timeline_figure(blocks, sel, tracks.lane[shown], tracks.lane_names, axis.origin, (t0, t1),
                                  width, title, side=SIDES.index(side), scale_ns=axis.scale, unit=axis.unit,
                                  names=tracks.names, lane_px=lane_px, warning=warning)
    fig["layout"]["meta"] = {"window": list(axis.default), "axes": options.axes, "run": axis.run}
    return fig


@dataclass(frozen=True)
class _Axis:
    start: int  # the iteration's window, ns
    end: int
    origin: int  # ns at x = 0
    scale: float  # ns per axis unit
    unit: str
    note: str  # what x = 0 is
    run: int = 0  # the run whose capture holds the window

    @property
    def default(self) -> tuple[float, float]:
        """The whole window, in axis units."""
        return (self.start - self.origin) / self.scale, (self.end - self.origin) / self.scale


def _axis(comp: Comparison, side: Side, it: int, row: int | None, options: TimelineOptions) -> _Axis:
    """Side ``side``'s x axis for iteration value ``it`` (see ``timeline_figures``)."""
    run = comp.run_of(side, it)
    start, end = comp.iteration_window(side, None if it < 0 else it, run)
    if options.align is Align.RELATIVE:
        return _Axis(start, end, start, max(end - start, 1) / 100, "%", "% of the iteration", run)
    if options.align is Align.DISPATCH and row is not None:
        calls = comp.call_starts(row, side, start, end, run)
        if len(calls):
            k = min(max(options.call, 0), len(calls) - 1)
            return _Axis(start, end, int(calls[k]), 1e6, "ms", f"0 = call {k + 1} of {len(calls)}", run)
        return _Axis(start, end, start, 1e6, "ms", "0 = iteration start (no call of this row)", run)
    return _Axis(start, end, start, 1e6, "ms", "0 = iteration start", run)


def _runs_note(comp: Comparison) -> str:
    """What the run strips and the timelines show of a side's runs."""
    counts = [comp.run_count(side) for side in SIDES]
    return (f"{counts[0]} baseline run(s), {counts[1]} candidate run(s), each in its own colour;"
            " pick a run of each side beside the iteration strips to see its timeline")


def _iteration_options(comp: Comparison, side: Side, run: int = 0) -> list[dict[str, Any]]:
    """Run ``run``'s iterations to pick: labels number them within the run
    (``#3``), values are pooled kept iterations (``Comparison.run_of``)."""
    ms = comp.timeline_iteration_ms(side, run)
    n, first = len(ms), comp.run_span(side, run)[0]
    if n == 0:
        return [{"label": "whole capture", "value": first}]
    median = comp.median_iteration(side, run) - first
    fastest, slowest = int(np.argmin(ms)), int(np.argmax(ms))
    opts = [{"label": f"median · #{median} · {format_ms(ms[median])}", "value": first + median}]
    if n > 1:
        opts.append({"label": f"fastest · #{fastest} · {format_ms(ms[fastest])}", "value": first + fastest})
        opts.append({"label": f"slowest · #{slowest} · {format_ms(ms[slowest])}", "value": first + slowest})
        opts.append({"label": f"all {n} kept iterations", "value": comp.all_of(run)})
    listed = np.unique(np.linspace(0, n - 1, min(n, MAX_ITERATION_OPTIONS)).round().astype(int))
    taken = {o["value"] for o in opts}
    opts += [{"label": f"#{i} · {format_ms(ms[i])}", "value": first + int(i)}
             for i in listed if first + int(i) not in taken]
    return opts


def _sorted_range(values: Any) -> list[float] | None:
    """A zoom range in order and not empty; None resets."""
    if not values or len(values) != 2:
        return None
    a, b = sorted(float(v) for v in values)
    return [a, max(b, a + 1e-6)]
