"""Plotly figures as plain dicts: timelines, the top-delta bars, and the
selected row's distributions and per-iteration series.

Numeric arrays travel as base64 typed arrays (``{"dtype", "bdata"}``, which
plotly.js decodes natively); a figure never holds a string per zone: hover
boxes show numbers from ``customdata`` and the page looks names up from
the code in ``customdata[0]`` (see ``callbacks``).
"""

from __future__ import annotations

import base64
import dataclasses
from typing import Any

import numpy as np
import pandas as pd

from ..contract.names import readable_name
from ..report.units import format_ms
from .timeline_lod import CODE as CODE_OF
from .timeline_lod import STATUSES, Blocks

COLORS = {
    "regressed": "#d62728",
    "improved": "#2ca02c",
    "unchanged": "#7f8fa6",
    "added": "#ff7f0e",
    "removed": "#9467bd",
    "inconclusive": "#bcbd22",
    "enclosing": "#dfe5ec",
    "other": "#c4c9cf",
}
BASELINE_COLOR = "#5b6b7f"
CANDIDATE_COLOR = "#e07b00"
HIGHLIGHT = "#111111"
FONT = {"family": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", "size": 12,
        "color": "#1c2430"}

TRACK_PX = 12  # height of one timeline track
LANE_GAP = 0.7  # space between lanes, in tracks
HOVER_STEP_PX = 16  # blocks get a hover point at least every this many pixels
SVG_BLOCKS = 1500  # above this many blocks a timeline is drawn with WebGL


def typed(values: Any, dtype: str = "f8") -> dict[str, Any]:
    """A numeric array as plotly.js's base64 typed-array spec."""
    arr = np.ascontiguousarray(values, dtype=np.dtype(dtype).newbyteorder("<"))
    spec: dict[str, Any] = {"dtype": dtype, "bdata": base64.b64encode(arr.tobytes()).decode("ascii")}
    if arr.ndim == 2:
        spec["shape"] = f"{arr.shape[0]},{arr.shape[1]}"
    return spec


def _base_layout(**extra: Any) -> dict[str, Any]:
    layout: dict[str, Any] = {
        "font": FONT,
        "paper_bgcolor": "white",
        "plot_bgcolor": "white",
        "margin": {"l": 10, "r": 10, "t": 28, "b": 36},
        "showlegend": False,
    }
    layout.update(extra)
    for axis in ("xaxis", "yaxis"):
        settings = layout.get(axis)
        if isinstance(settings, dict):
            # Plotly measures every tick label (a layout read each) to hide those past
            # the plot's div; ours fit their margins, so nothing is measured.
            settings.setdefault("ticklabeloverflow", "allow")
    return layout


def empty_figure(message: str = "", height: int = 200) -> dict[str, Any]:
    """A blank figure that says ``message``."""
    return {"data": [], "layout": _base_layout(
        height=height, xaxis={"visible": False}, yaxis={"visible": False},
        annotations=[{"text": message, "showarrow": False, "xref": "paper", "yref": "paper",
                      "x": 0.5, "y": 0.5, "font": {"size": 13, "color": "#6b7785"}}] if message else [])}


# --- timelines ---------------------------------------------------------------

#: Narrowest a block is drawn (px), the selected row's a little wider: a short
#: dispatch on a long axis stays visible.
MIN_BLOCK_PX = 3.0
MIN_SELECTED_PX = 5.0
SLOW_COLOR, STRIP_COLOR = "#e8a33d", "#9fb3c8"


#: Bars an iteration strip draws at most (a strip is about 1,300 px wide):
#: more iterations are drawn as the slowest of each of this many spans.
MAX_STRIP_BARS = 1000


def iteration_strip(ms: np.ndarray, chosen: int, slow: np.ndarray, label: str, first: int = 0) -> dict[str, Any]:
    """A run's kept iterations as bars to click (x: the iteration within the
    run; customdata: ``first`` + it, the pooled iteration), ``slow`` ones in
    amber, the ``chosen`` one (within the run) outlined (negative: all, none outlined).

    Above ``MAX_STRIP_BARS`` iterations only the slowest of each of that
    many equal spans is drawn, as wide as its span, and the ``chosen`` one
    in place of its span's."""
    n = len(ms)
    drawn = strip_bars(np.asarray(ms, float), chosen)
    colors = np.where(slow[drawn], SLOW_COLOR, STRIP_COLOR).tolist()
    outline = np.where(drawn == chosen, 2, 0).tolist()
    text = f"{label}: {n} kept iterations ({int(np.sum(slow))} slow, in amber; click one)"
    bar: dict[str, Any] = {"type": "bar", "x": drawn.tolist(), "y": np.asarray(ms, float)[drawn].tolist(),
                           "customdata": (first + drawn).tolist(), "name": label,
                           "marker": {"color": colors, "line": {"color": HIGHLIGHT, "width": outline}},
                           "hovertemplate": "iteration %{x}: %{y:.4g} ms<extra></extra>"}
    if len(drawn) < n:
        bar["width"] = 0.85 * n / len(drawn)
        text = f"{text[:-12]}; the slowest of every {n / len(drawn):.0f} drawn; click one)"
    return {"data": [bar],
            "layout": _base_layout(height=74, margin={"l": 8, "r": 8, "t": 18, "b": 4}, bargap=0.15,
                                   title={"text": text,
                                          "x": 0, "xanchor": "left", "y": 0.98, "yanchor": "top",
                                          "font": {"size": 11}},
                                   xaxis={"visible": False, "fixedrange": True,
                                          **({"range": [-0.5, n - 0.5]} if len(drawn) < n else {})},
                                   yaxis={"visible": False, "fixedrange": True, "rangemode": "tozero"})}


def strip_bars(ms: np.ndarray, chosen: int, most: int = MAX_STRIP_BARS) -> np.ndarray:
    """The iterations a strip draws, in order: all of ``ms`` up to ``most``,
    else the slowest of each of ``most`` equal spans, ``chosen`` (when one
    of them) in place of its span's."""
    n = len(ms)
    if n <= most:
        return np.arange(n)
    span = np.arange(n) * most // n  # each iteration's span, 0..most-1
    order = np.lexsort((-ms, span))  # by span, slowest first
    drawn = order[np.r_[True, span[order][1:] != span[order][:-1]]]
    if 0 <= chosen < n:
        drawn[span[chosen]] = chosen
    return drawn


def track_positions(lanes: np.ndarray) -> np.ndarray:
    """Y position of each shown track, given the lane of each (in order)."""
    lanes = np.asarray(lanes)
    if not len(lanes):
        return np.zeros(0)
    new_lane = np.r_[0, (lanes[1:] != lanes[:-1]).astype(np.int64)]
    return np.arange(len(lanes)) + np.cumsum(new_lane) * LANE_GAP


def timeline_figure(blocks: Blocks, selected: Blocks, lanes: np.ndarray, lane_names: list[str],
                    origin_ns: int, x_range_ns: tuple[int, int], width_px: int, title: str,
                    side: int = 0, scale_ns: float = 1e6, unit: str = "ms",
                    names: list[str] | None = None, lane_px: int = 130,
                    warning: str | None = None) -> dict[str, Any]:
    """One run's timeline: a track per lane and depth, blocks coloured by status.

    The x axis is ``(t - origin_ns) / scale_ns`` in ``unit`` (ms from the
    origin by default); ``x_range_ns`` is the window (absolute ns). ``lanes``
    gives the lane of each shown track, in order; ``side`` (0 baseline, 1
    candidate) goes into customdata for lookups. Blocks wide enough to hold
    a label get the readable form of their name from ``names`` (by code).
    ``lane_px`` is the room for lane names (``lane_margin``, the same on both
    sides so their x axes line up); ``warning`` is written on the plot.

    Each status is one trace of thick line segments (SVG up to ``SVG_BLOCKS``
    blocks, WebGL above); the selected row's blocks are drawn again on top
    with a dark outline. Hover points lie on the segments, one every
    ``HOVER_STEP_PX`` pixels, each with customdata ``[name code, row_id,
    zones merged, seconds, side]``.
    """
    ys = track_positions(lanes)
    x0 = (x_range_ns[0] - origin_ns) / scale_ns
    x1 = (x_range_ns[1] - origin_ns) / scale_ns
    per_px = max((x1 - x0) / max(width_px, 1), 1e-12)
    place = _Placement(ys, origin_ns, scale_ns, per_px, side)
    data = _timeline_traces(blocks, selected, place)
    if names is not None:
        data += _block_labels(blocks, selected, ys, origin_ns, scale_ns, per_px, names)
    layout = _timeline_layout(ys, lanes, lane_names, (x0, x1), unit, title, lane_px)
    if warning:
        layout["annotations"] = [{"text": f"⚠ {warning}", "showarrow": False, "xref": "paper", "yref": "paper",
                                  "x": 0, "xanchor": "left", "y": 1, "yanchor": "bottom", "yshift": 2,
                                  "font": {"size": 11, "color": "#8a1c13"}, "bgcolor": "#fdecea",
                                  "borderpad": 2, "name": "align-warning"}]
        layout["margin"]["t"] = 44  # the warning's own line under the title, left: clear of the toolbar (right)
    return {"data": data, "layout": layout}


@dataclasses.dataclass(frozen=True)
class _Placement:
    """Where a timeline's blocks go: track y positions, the x origin and scale, ns per pixel, the side."""

    ys: np.ndarray
    origin_ns: int
    scale_ns: float
    per_px: float
    side: int


def _timeline_traces(blocks: Blocks, selected: Blocks, place: _Placement) -> list[dict[str, Any]]:
    """One trace per status, and the selected row's blocks on top: outlined, at least ``MIN_SELECTED_PX``."""
    kind = "scatter" if len(blocks) + len(selected) <= SVG_BLOCKS else "scattergl"
    line_px = TRACK_PX - 2

    def trace(b: Blocks, name: str, color: str, width: float, min_px: float, hover: bool) -> dict[str, Any]:
        x, y, custom = _segments(b, place.ys, place.origin_ns, place.scale_ns, place.per_px, min_px, place.side,
                                 hover)
        t: dict[str, Any] = {"type": kind, "mode": "lines", "name": name, "x": typed(x), "y": typed(y),
                             "line": {"color": color, "width": width}, "connectgaps": False}
        if hover:
            t["customdata"] = typed(custom, "f4")
            t["hovertemplate"] = "%{customdata[3]:.3s}s · %{customdata[2]} zone(s)<extra></extra>"
        else:
            t["hoverinfo"] = "skip"
        return t

    data = [trace(_take(blocks, blocks.status == code), status, COLORS[status], line_px, MIN_BLOCK_PX, True)
            for code, status in enumerate(STATUSES) if (blocks.status == code).any()]
    if len(selected):
        data.append(trace(selected, "selected", HIGHLIGHT, line_px + 2, MIN_SELECTED_PX, False))
        data += [trace(_take(selected, selected.status == code), status, COLORS[status], line_px - 4,
                       MIN_SELECTED_PX - 1, True)
                 for code, status in enumerate(STATUSES) if (selected.status == code).any()]
    return data


def _timeline_layout(ys: np.ndarray, lanes: np.ndarray, lane_names: list[str], x_range: tuple[float, float],
                     unit: str, title: str, lane_px: int) -> dict[str, Any]:
    """A timeline's layout: its height from the tracks, lane names on the y axis, ``x_range`` shown."""
    n_tracks = len(ys)
    span = (ys[-1] if n_tracks else 0) + 1.6  # y range, in tracks
    first_of_lane = np.r_[True, lanes[1:] != lanes[:-1]] if n_tracks else np.zeros(0, bool)
    return _base_layout(
        height=int(26 + 30 + span * TRACK_PX),
        margin={"l": lane_px, "r": 12, "t": 26, "b": 30},
        title={"text": title, "x": 0, "xanchor": "left", "y": 0.99, "yanchor": "top",
               "font": {"size": 12}, "pad": {"l": 4}},
        dragmode="zoom",
        hovermode="closest",
        hoverdistance=HOVER_STEP_PX // 2 + 2,
        xaxis={"range": list(x_range), "title": None, "ticksuffix": f" {unit}", "showgrid": True,
               "gridcolor": "#eef1f4", "zeroline": False, "showline": True, "linecolor": "#c9d1da"},
        yaxis={"range": [(ys[-1] if n_tracks else 0) + 0.8, -0.8], "fixedrange": True,
               "tickvals": ys[first_of_lane].tolist(),
               "ticktext": [_plain(lane_label(lane_names[int(lane)])) for lane in lanes[first_of_lane]],
               "showgrid": False, "zeroline": False, "ticks": "", "tickfont": {"size": 11}},
    )


LANE_NAME_CHARS = 40  # lane names longer than this lose their middle
LANE_CHAR_PX = 6.6  # width of one lane-name character (11 px font)


def lane_label(name: str, width: int = LANE_NAME_CHARS) -> str:
    """A lane's name, whole up to ``width`` characters, else its start and end."""
    if len(name) <= width:
        return name
    head = (width - 1) // 2
    return name[:head] + "…" + name[len(name) - (width - 1 - head):]


def lane_margin(lane_names: list[list[str]]) -> int:
    """Left margin (px) that holds every lane name of both sides."""
    longest = max((len(lane_label(n)) for names in lane_names for n in names), default=8)
    return int(min(max(longest * LANE_CHAR_PX + 14, 90), LANE_NAME_CHARS * LANE_CHAR_PX + 14))


LABEL_MIN_PX = 90  # blocks at least this wide carry their name
LABEL_CHAR_PX = 6.2  # width of one label character at the label font size


def _block_labels(blocks: Blocks, selected: Blocks, ys: np.ndarray, origin_ns: int, scale_ns: float,
                  per_px: float, names: list[str]) -> list[dict[str, Any]]:
    """A text trace naming every block wide enough to hold a label."""
    xs, y, text, ink = [], [], [], []
    light = {CODE_OF[s] for s in ("enclosing", "other")}
    for b in (blocks, selected):
        s = (b.start - origin_ns) / scale_ns
        e = (b.end - origin_ns) / scale_ns
        px = (e - s) / per_px
        for i in np.flatnonzero((px >= LABEL_MIN_PX) & (b.name >= 0))[:400]:
            label = readable_name(names[int(b.name[i])])
            room = int(px[i] // LABEL_CHAR_PX) - 1
            if room < 6:
                continue
            xs.append((s[i] + e[i]) / 2)
            y.append(float(ys[b.track[i]]))
            # The tail of a name is its shape: a label that does not fit keeps it.
            text.append(_plain(label if len(label) <= room else "…" + label[len(label) - room + 1:]))
            ink.append("#1c2430" if int(b.status[i]) in light else "#ffffff")
    if not text:
        return []
    return [{"type": "scatter", "mode": "text", "name": "labels", "x": xs, "y": y, "text": text,
             "textfont": {"size": 10, "color": ink}, "hoverinfo": "skip", "cliponaxis": True}]


def _segments(b: Blocks, ys: np.ndarray, origin_ns: int, scale_ns: float, per_px: float,
              min_px: float, side: int, hover: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Vertices of ``b``'s segments (NaN between blocks) and their customdata.

    A block at least ``min_px`` wide gets ``k`` extra vertices (hover points)
    along it, one per ``HOVER_STEP_PX`` pixels.
    """
    s = (b.start - origin_ns) / scale_ns
    e = np.maximum((b.end - origin_ns) / scale_ns, s + min_px * per_px)
    inner = np.clip(((e - s) / (HOVER_STEP_PX * per_px)).astype(np.int64), 0, 200) if hover \
        else np.zeros(len(b), np.int64)
    per_block = inner + 3  # start, inner points, end, gap
    block = np.repeat(np.arange(len(b)), per_block)
    k = np.arange(len(block)) - np.repeat(np.cumsum(per_block) - per_block, per_block)
    frac = k / (inner + 1)[block]
    gap = k == (per_block - 1)[block]
    x = np.where(gap, np.nan, s[block] + (e - s)[block] * frac)
    y = np.where(gap, np.nan, ys[b.track][block])
    if not hover:
        return x, y, None
    custom = np.column_stack([b.name[block], b.row_id[block], b.count[block],
                              (b.duration / 1e9)[block], np.full(len(block), side)])
    return x, y, custom


def _take(b: Blocks, mask: np.ndarray) -> Blocks:
    return Blocks(*(getattr(b, f.name)[mask] for f in dataclasses.fields(Blocks)))


def _plain(text: str) -> str:
    """A name from a capture as plotly text: its ``<b>``, ``<br>``, ``<a>``
    are shown, not rendered (plotly decodes the entities)."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# --- overview ----------------------------------------------------------------

#: Bars smaller than this share of the largest change are left out of the delta chart (they would not show).
DELTA_SHOWN = 0.01


def delta_figure(rows: pd.DataFrame, top: int = 15) -> dict[str, Any]:
    """The ``top`` dispatch rows by absolute delta in ms per iteration, as
    horizontal bars (largest regression at the top), leaving out rows under
    ``DELTA_SHOWN`` of the largest change; the title says how many changed
    rows are not drawn.

    ``customdata`` holds each bar's row_id.
    """
    dispatch = rows[rows["section"] == "dispatch"] if "section" in rows else rows
    delta = dispatch["delta_ms_per_iter"].astype(float)
    moved = dispatch[delta.abs() > 0]
    largest = float(delta.abs().max()) if len(moved) else 0.0
    big = moved[moved["delta_ms_per_iter"].astype(float).abs() >= DELTA_SHOWN * largest]
    chosen = big.loc[big["delta_ms_per_iter"].astype(float).abs().sort_values(ascending=False, kind="stable")
                     .index[:top]]
    hidden = len(moved) - len(chosen)
    chosen = chosen.sort_values("delta_ms_per_iter", ascending=False, kind="stable")
    if not len(chosen):
        return empty_figure("no dispatch changed", height=220)
    values = chosen["delta_ms_per_iter"].astype(float).to_numpy()
    # Readable names, never cut (the x axis gives the change).
    labels = _unique([_bar_label(_row_names(row)) for _, row in chosen.iterrows()])
    hover = [f"rank {int(row['rank'])}: {_plain(' + '.join(_row_names(row)))}<br>"
             f"{row['status']}: {format_ms(float(row['delta_ms_per_iter']), True)} per iteration "
             f"({format_ms(float(row['baseline_ms_per_iter']))} → "
             f"{format_ms(float(row['candidate_ms_per_iter']))})" for _, row in chosen.iterrows()]
    # Red and green only for regressed and improved rows: colour is the status.
    colors = [COLORS.get(str(s), COLORS["unchanged"]) for s in chosen["status"]]
    trace = {
        "type": "bar", "orientation": "h", "y": labels, "x": typed(values),
        "customdata": chosen["row_id"].astype(int).tolist(),
        "marker": {"color": colors}, "hovertext": hover, "hoverinfo": "text",
    }
    unit, per = axis_unit(float(np.max(np.abs(values))))
    values = values / per
    trace["x"] = typed(values)
    span = float(np.max(np.abs(values)))
    lo, hi = min(values.min(), 0.0), max(values.max(), 0.0)
    pad = 0.04 * span
    return {"data": [trace], "layout": _base_layout(
        height=max(170, 26 * len(labels) + 80),
        margin={"l": 10, "r": 16, "t": 46 if hidden else 28, "b": 40},
        title={"text": "Largest changes (click a bar)"
                       + (f"<br><span style='font-size:11px;color:#6b7785'>{hidden} smaller change"
                          f"{'s' if hidden != 1 else ''} not drawn (under {DELTA_SHOWN:.0%} of the largest"
                          f"{' or past the top ' + str(top) if len(big) > top else ''})</span>" if hidden else ""),
               "x": 0, "xanchor": "left", "font": {"size": 13}},
        yaxis={"autorange": "reversed", "automargin": True, "tickfont": {"size": 11,
               "family": "ui-monospace, SFMono-Regular, Menlo, monospace"}, "ticksuffix": " "},
        xaxis={"gridcolor": "#eef1f4", "zeroline": True, "zerolinecolor": "#9aa7b6",
               "range": [lo - (pad if lo < 0 else 0), hi + (pad if hi > 0 else 0)], "nticks": 4,
               "tickangle": 0, "title": {"text": f"{unit} per iteration", "font": {"size": 11}}},
        bargap=0.25,
    )}


#: Axis units for times in ms: (smallest largest value, unit, ms per unit).
AXIS_UNITS = ((1000.0, "s", 1000.0), (1.0, "ms", 1.0), (1e-3, "µs", 1e-3), (0.0, "ns", 1e-6))


def axis_unit(largest_ms: float) -> tuple[str, float]:
    """The unit a time axis reads best in for values up to ``largest_ms``
    (``ms`` from 1 ms, ``µs`` below, ...), and ms per that unit: plotly's
    SI suffixes would write 0.4 µs as "400µ" ms."""
    for floor, unit, per in AXIS_UNITS:
        if largest_ms >= floor:
            return unit, per
    return "ms", 1.0


def _unique(labels: list[str]) -> list[str]:
    """Plotly merges equal category labels: equal ones get invisible marks."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        seen[label] = seen.get(label, -1) + 1
        out.append(label + "\u200b" * seen[label])
    return out


def family_figure(totals: pd.DataFrame | None) -> dict[str, Any]:
    """Time per iteration by op family, baseline beside candidate
    (``totals``: ``Diff.families``)."""
    if totals is None or not len(totals):
        return empty_figure("no dispatches", height=220)
    families = [_plain(f) for f in totals["family"].tolist()]
    sides = (("baseline", BASELINE_COLOR), ("candidate", CANDIDATE_COLOR))
    largest = max(float(np.nanmax(totals[f"{side}_ms_per_iter"].to_numpy(float), initial=0.0)) for side, _ in sides)
    unit, per = axis_unit(largest)
    data = [{"type": "bar", "orientation": "h", "name": side, "y": families,
             "x": typed(totals[f"{side}_ms_per_iter"].to_numpy(float) / per), "marker": {"color": color},
             "hovertemplate": "%{y}: %{x:.4~f} " + unit + " per iteration<extra>" + side + "</extra>"}
            for side, color in sides]
    return {"data": data, "layout": _base_layout(
        height=max(170, 34 * len(families) + 90), showlegend=True, barmode="group",
        legend={"orientation": "h", "x": 1, "xanchor": "right", "y": 1.02, "yanchor": "bottom"},
        margin={"l": 10, "r": 16, "t": 28, "b": 40},
        title={"text": "Where the time went, by op family", "x": 0, "xanchor": "left",
               "font": {"size": 13}},
        yaxis={"autorange": "reversed", "automargin": True, "ticksuffix": " "},
        xaxis={"gridcolor": "#eef1f4", "nticks": 5, "tickangle": 0, "rangemode": "tozero",
               "title": {"text": f"{unit} per iteration", "font": {"size": 11}}},
        bargap=0.3,
    )}


def _bar_label(names: tuple[str, ...]) -> str:
    """The readable form of a group's first name, plus how many more."""
    label = _plain(readable_name(names[0]))
    return label + (f" +{len(names) - 1}" if len(names) > 1 else "")


def _row_names(r: pd.Series) -> tuple[str, ...]:
    return tuple(r["candidate_names"]) or tuple(r["baseline_names"])


# --- selected row -------------------------------------------------------------

def distribution_figure(baseline_ms: np.ndarray, candidate_ms: np.ndarray,
                        title: str = "Duration per call", bins: int = 40,
                        medians: tuple[float, float] | None = None) -> dict[str, Any]:
    """Overlaid histograms of both sides' durations (per call, or per
    iteration for a group) on one shared set of bins.

    The axis spans the data (never forced to 0); bins and axis are
    logarithmic when the slowest value is more than 20x the fastest, with
    labels at 1, 2 and 5 of each decade. ``medians`` (the row's per-call
    medians, from the Diff) are drawn as labelled lines.
    """
    sides = [np.asarray(v, dtype=float) for v in (baseline_ms, candidate_ms)]
    everything = np.concatenate(sides)
    everything = everything[np.isfinite(everything)]
    if not len(everything):
        return empty_figure("no executions", height=230)
    lo, hi = float(everything.min()), float(everything.max())
    log = lo > 0 and hi / lo > 20
    edges = histogram_edges(lo, hi, bins, log)
    pad = (np.log10(edges[-1] / edges[0]) if log else edges[-1] - edges[0]) * 0.02
    x_range = ([np.log10(edges[0]) - pad, np.log10(edges[-1]) + pad] if log
               else [edges[0] - pad, edges[-1] + pad])
    xaxis = {"type": "log" if log else "linear", "range": x_range, "ticksuffix": " ms",
             "gridcolor": "#eef1f4", "zeroline": False, "nticks": 6}
    if log:
        ticks = log_ticks(edges[0], edges[-1])
        xaxis.update(tickvals=ticks, ticktext=[format_ms(t) for t in ticks], ticksuffix="")
    shapes, notes = _median_marks(medians, log, x_range)
    return {"data": _histogram_traces(sides, edges, log), "layout": _base_layout(
        shapes=shapes, annotations=notes,
        height=230, showlegend=True, barmode="overlay", bargap=0,
        legend={"orientation": "h", "x": 1, "xanchor": "right", "y": 1.02, "yanchor": "bottom",
                "font": {"size": 11}},
        margin={"l": 44, "r": 12, "t": 30, "b": 36},
        title={"text": title, "x": 0, "xanchor": "left", "font": {"size": 13}},
        xaxis=xaxis,
        yaxis={"title": {"text": "calls", "font": {"size": 11}}, "gridcolor": "#eef1f4",
               "rangemode": "tozero", "fixedrange": True},
    )}


def _histogram_traces(sides: list[np.ndarray], edges: np.ndarray, log: bool) -> list[dict[str, Any]]:
    """Each side's counts in the shared bins ``edges`` as bars (none for a side without values)."""
    data = []
    for label, values, color in (("baseline", sides[0], BASELINE_COLOR),
                                 ("candidate", sides[1], CANDIDATE_COLOR)):
        if not len(values):
            continue
        counts, _ = np.histogram(values, edges)
        centers = np.sqrt(edges[:-1] * edges[1:]) if log else (edges[:-1] + edges[1:]) / 2
        data.append({"type": "bar", "name": f"{label} (n={len(values)})", "x": typed(centers),
                     "y": typed(counts, "i4"), "width": typed(np.diff(edges)),
                     "marker": {"color": color, "opacity": 0.55, "line": {"width": 0}},
                     "customdata": typed(np.column_stack([edges[:-1], edges[1:]])),
                     "hovertemplate": "%{customdata[0]:.4~f}-%{customdata[1]:.4~f} ms: %{y}<extra>"
                                      + label + "</extra>"})
    return data


def _median_marks(medians: tuple[float, float] | None, log: bool,
                  x_range: list[float]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The sides' medians as dashed lines (``shapes``) and their labels (``annotations``)."""
    shapes, notes = [], []
    for k, (label, median, color) in enumerate(zip(("baseline", "candidate"), medians or (),
                                                   (BASELINE_COLOR, CANDIDATE_COLOR))):
        if median is None or not np.isfinite(median) or (log and median <= 0):
            continue
        shapes.append({"type": "line", "xref": "x", "yref": "paper", "x0": median, "x1": median,
                       "y0": 0, "y1": 1, "line": {"color": color, "width": 1.5, "dash": "dash"}})
        at = np.log10(median) if log else median
        # The label reads away from the nearer edge, so it is never cut.
        right = at > (x_range[0] + x_range[1]) / 2
        notes.append({"text": f"{label} median {format_ms(median)}", "x": at,
                      "xref": "x", "yref": "paper", "y": 0.98 - 0.11 * k, "yanchor": "top",
                      "xanchor": "right" if right else "left", "xshift": -3 if right else 3, "showarrow": False,
                      "bgcolor": "rgba(255,255,255,0.8)", "font": {"size": 10, "color": color}})
    return shapes, notes


def log_ticks(lo: float, hi: float) -> list[float]:
    """Tick values at 1, 2 and 5 of each decade in ``[lo, hi]`` (ms; at
    least two: fewer decades get finer steps)."""
    for steps in ((1,), (1, 2, 5), (1, 2, 3, 5, 7)):
        ticks = [m * 10.0 ** e for e in range(int(np.floor(np.log10(lo))), int(np.ceil(np.log10(hi))) + 1)
                 for m in steps if lo <= m * 10.0 ** e <= hi]
        if len(ticks) >= 4 or steps[-1] == 7:
            return [float(f"{t:.6g}") for t in ticks]
    return []


def histogram_edges(lo: float, hi: float, bins: int, log: bool) -> np.ndarray:
    """``bins + 1`` bin edges covering ``[lo, hi]`` (log-spaced if ``log``)."""
    if hi <= lo:
        half = max(abs(lo) * 0.05, 1e-6)
        lo, hi = lo - half, hi + half
        if log:
            lo = max(lo, hi / 1e3)
    return np.geomspace(lo, hi, bins + 1) if log else np.linspace(lo, hi, bins + 1)


#: Iterations a side drawn one by one in the per-iteration plot; past this, each
#: run of iterations is drawn by its lowest and highest (the envelope a line of
#: every iteration would show at the plot's width).
SERIES_POINTS = 1200


def envelope(values: np.ndarray, points: int = SERIES_POINTS) -> tuple[np.ndarray, np.ndarray]:
    """``values`` (one per iteration) as at most ``points`` (x, y): every one
    when they fit, else the lowest and the highest of each of ``points // 2``
    runs of consecutive iterations, in iteration order."""
    n = len(values)
    if n <= points:
        return np.arange(n), values
    edges = np.linspace(0, n, points // 2 + 1).round().astype(np.int64)
    xs = []
    for a, b in zip(edges[:-1], edges[1:]):
        part = values[a:b]
        lo, hi = a + int(np.argmin(part)), a + int(np.argmax(part))
        xs += sorted({lo, hi})
    x = np.array(xs, dtype=np.int64)
    return x, values[x]


def series_figure(baseline_ms: np.ndarray, candidate_ms: np.ndarray) -> dict[str, Any]:
    """This row's ms in each kept iteration, both sides (past ``SERIES_POINTS``
    iterations, the lowest and highest of each run of them, see ``envelope``)."""
    data = []
    longest = max(len(baseline_ms), len(candidate_ms))
    for label, values, color in (("baseline", baseline_ms, BASELINE_COLOR),
                                 ("candidate", candidate_ms, CANDIDATE_COLOR)):
        values = np.asarray(values, dtype=float)
        if not len(values):
            continue
        x, y = envelope(values)
        data.append({"type": "scatter", "mode": "lines+markers" if len(values) <= 200 else "lines",
                     "name": label, **({"x0": 0, "dx": 1} if len(x) == len(values) else {"x": typed(x, "i4")}),
                     "y": typed(y), "line": {"color": color, "width": 1.5}, "marker": {"size": 5, "color": color},
                     "hovertemplate": "iteration %{x}: %{y:.4~f} ms<extra>" + label + "</extra>"})
    runs = -(-longest // (SERIES_POINTS // 2))
    axis = "iteration" + (f" (lowest and highest of each {runs})" if longest > SERIES_POINTS else "")
    return {"data": data, "layout": _base_layout(
        height=230, showlegend=True,
        legend={"orientation": "h", "x": 1, "xanchor": "right", "y": 1.12},
        margin={"l": 60, "r": 16, "t": 30, "b": 36},
        title={"text": "Per iteration", "x": 0, "xanchor": "left", "font": {"size": 13}},
        # Iterations are whole: a few of them get a tick each, never one at 0.5.
        xaxis={"title": {"text": axis, "font": {"size": 11}}, "gridcolor": "#eef1f4",
               "zeroline": False, **({"tick0": 0, "dtick": 1, "range": [-0.5, max(longest, 1) - 0.5]}
                                     if longest <= 12 else {"tickformat": "d"})},
        yaxis={"ticksuffix": " ms", "gridcolor": "#eef1f4", "rangemode": "tozero", "zeroline": False},
        hovermode="x unified",
    )}
