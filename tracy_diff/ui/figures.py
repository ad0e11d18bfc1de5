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
import math

import numpy as np
import pandas as pd

from ..analysis.names import short_name
from ..report.units import format_ms
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


def typed(values, dtype: str = "f8") -> dict:
    """A numeric array as plotly.js's base64 typed-array spec."""
    arr = np.ascontiguousarray(values, dtype=np.dtype(dtype).newbyteorder("<"))
    spec = {"dtype": dtype, "bdata": base64.b64encode(arr.tobytes()).decode("ascii")}
    if arr.ndim == 2:
        spec["shape"] = f"{arr.shape[0]},{arr.shape[1]}"
    return spec


def _base_layout(**extra) -> dict:
    layout = {
        "font": FONT,
        "paper_bgcolor": "white",
        "plot_bgcolor": "white",
        "margin": {"l": 10, "r": 10, "t": 28, "b": 36},
        "showlegend": False,
    }
    layout.update(extra)
    return layout


def empty_figure(message: str = "", height: int = 200) -> dict:
    """A blank figure that says ``message``."""
    return {"data": [], "layout": _base_layout(
        height=height, xaxis={"visible": False}, yaxis={"visible": False},
        annotations=[{"text": message, "showarrow": False, "xref": "paper", "yref": "paper",
                      "x": 0.5, "y": 0.5, "font": {"size": 13, "color": "#6b7785"}}] if message else [])}


# --- timelines ---------------------------------------------------------------

def track_positions(lanes: np.ndarray) -> np.ndarray:
    """Y position of each shown track, given the lane of each (in order)."""
    lanes = np.asarray(lanes)
    if not len(lanes):
        return np.zeros(0)
    new_lane = np.r_[0, (lanes[1:] != lanes[:-1]).astype(np.int64)]
    return np.arange(len(lanes)) + np.cumsum(new_lane) * LANE_GAP


def timeline_figure(blocks: Blocks, selected: Blocks, lanes: np.ndarray, lane_names: list[str],
                    origin_ns: int, x_range_ns: tuple[int, int], width_px: int, title: str,
                    side: int = 0) -> dict:
    """One run's timeline: a track per lane and depth, blocks coloured by status.

    Times are shown in ms from ``origin_ns``; ``x_range_ns`` is the window
    (absolute ns). ``lanes`` gives the lane of each shown track, in order;
    ``side`` (0 baseline, 1 candidate) goes into customdata for lookups.

    Each status is one trace of thick line segments (SVG up to ``SVG_BLOCKS``
    blocks, WebGL above); the selected row's blocks are drawn again on top
    with a dark outline. Hover points lie on the segments, one every
    ``HOVER_STEP_PX`` pixels, each with customdata ``[name code, row_id,
    zones merged, seconds, side]``.
    """
    ys = track_positions(lanes)
    n_tracks = len(ys)
    span = (ys[-1] if n_tracks else 0) + 1.6  # y range, in tracks
    height = int(26 + 30 + span * TRACK_PX)
    x0 = (x_range_ns[0] - origin_ns) / 1e6
    x1 = (x_range_ns[1] - origin_ns) / 1e6
    ms_per_px = max((x1 - x0) / max(width_px, 1), 1e-12)
    kind = "scatter" if len(blocks) + len(selected) <= SVG_BLOCKS else "scattergl"
    line_px = TRACK_PX - 2

    def trace(b: Blocks, name: str, color: str, width: float, min_px: float, hover: bool) -> dict:
        x, y, custom = _segments(b, ys, origin_ns, ms_per_px, min_px, side, hover)
        t = {"type": kind, "mode": "lines", "name": name, "x": typed(x), "y": typed(y),
             "line": {"color": color, "width": width}, "connectgaps": False}
        if hover:
            t["customdata"] = typed(custom, "f4")
            t["hovertemplate"] = "%{customdata[3]:.3s}s · %{customdata[2]} zone(s)<extra></extra>"
        else:
            t["hoverinfo"] = "skip"
        return t

    data = [trace(_take(blocks, blocks.status == code), status, COLORS[status], line_px, 1.0, True)
            for code, status in enumerate(STATUSES) if (blocks.status == code).any()]
    if len(selected):
        data.append(trace(selected, "selected", HIGHLIGHT, line_px + 2, 3.0, False))
        data += [trace(_take(selected, selected.status == code), status, COLORS[status], line_px - 4,
                       2.0, True)
                 for code, status in enumerate(STATUSES) if (selected.status == code).any()]

    first_of_lane = np.r_[True, lanes[1:] != lanes[:-1]] if n_tracks else np.zeros(0, bool)
    layout = _base_layout(
        height=height,
        margin={"l": 130, "r": 12, "t": 26, "b": 30},
        title={"text": title, "x": 0, "xanchor": "left", "y": 0.99, "yanchor": "top",
               "font": {"size": 12}, "pad": {"l": 4}},
        dragmode="zoom",
        hovermode="closest",
        hoverdistance=HOVER_STEP_PX // 2 + 2,
        xaxis={"range": [x0, x1], "title": None, "ticksuffix": " ms", "showgrid": True,
               "gridcolor": "#eef1f4", "zeroline": False, "showline": True, "linecolor": "#c9d1da"},
        yaxis={"range": [(ys[-1] if n_tracks else 0) + 0.8, -0.8], "fixedrange": True,
               "tickvals": ys[first_of_lane].tolist(),
               "ticktext": [_lane_label(lane_names[int(l)]) for l in lanes[first_of_lane]],
               "showgrid": False, "zeroline": False, "ticks": "", "tickfont": {"size": 11}},
    )
    return {"data": data, "layout": layout}


def _segments(b: Blocks, ys: np.ndarray, origin_ns: int, ms_per_px: float, min_px: float,
              side: int, hover: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """Vertices of ``b``'s segments (NaN between blocks) and their customdata.

    A block at least ``min_px`` wide gets ``k`` extra vertices (hover points)
    along it, one per ``HOVER_STEP_PX`` pixels.
    """
    s = (b.start - origin_ns) / 1e6
    e = np.maximum((b.end - origin_ns) / 1e6, s + min_px * ms_per_px)
    inner = np.clip(((e - s) / (HOVER_STEP_PX * ms_per_px)).astype(np.int64), 0, 200) if hover \
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


def _lane_label(name: str, width: int = 18) -> str:
    return name if len(name) <= width else name[: width - 1] + "…"


# --- overview ----------------------------------------------------------------

def delta_figure(rows: pd.DataFrame, top: int = 15) -> dict:
    """The ``top`` dispatch rows by absolute delta in ms per iteration, as
    horizontal bars (largest regression at the top).

    ``customdata`` holds each bar's row_id.
    """
    dispatch = rows[rows["section"] == "dispatch"] if "section" in rows else rows
    delta = dispatch["delta_ms_per_iter"].astype(float)
    chosen = dispatch.loc[delta.abs().sort_values(ascending=False, kind="stable").index[:top]]
    chosen = chosen[chosen["delta_ms_per_iter"].astype(float).abs() > 0]
    chosen = chosen.sort_values("delta_ms_per_iter", ascending=False, kind="stable")
    if not len(chosen):
        return empty_figure("no dispatch changed", height=220)
    values = chosen["delta_ms_per_iter"].astype(float).to_numpy()
    # Monospace, right-aligned tick labels: rank and name, then the change in
    # a column of its own.
    labels = [f"#{int(row['rank'])} {_bar_label(_row_names(row))} "
              f"{format_ms(float(row['delta_ms_per_iter']), signed=True):>9}"
              for _, row in chosen.iterrows()]
    hover = [f"{' + '.join(_row_names(row))}<br>{row['status']}: {format_ms(float(row['delta_ms_per_iter']), True)}"
             f" per iteration ({format_ms(float(row['baseline_ms_per_iter']))} → "
             f"{format_ms(float(row['candidate_ms_per_iter']))})" for _, row in chosen.iterrows()]
    # Red and green only for regressed and improved rows: colour is the status.
    colors = [COLORS.get(str(s), COLORS["unchanged"]) for s in chosen["status"]]
    trace = {
        "type": "bar", "orientation": "h", "y": labels, "x": typed(values),
        "customdata": chosen["row_id"].astype(int).tolist(),
        "marker": {"color": colors}, "hovertext": hover, "hoverinfo": "text",
    }
    span = float(np.max(np.abs(values)))
    lo, hi = min(values.min(), 0.0), max(values.max(), 0.0)
    pad = 0.04 * span
    return {"data": [trace], "layout": _base_layout(
        height=max(170, 26 * len(labels) + 80),
        margin={"l": 10, "r": 16, "t": 28, "b": 40},
        title={"text": "Largest changes (click a bar)", "x": 0, "xanchor": "left",
               "font": {"size": 13}},
        yaxis={"autorange": "reversed", "automargin": True, "tickfont": {"size": 11,
               "family": "ui-monospace, SFMono-Regular, Menlo, monospace"}, "ticksuffix": " "},
        xaxis={"gridcolor": "#eef1f4", "zeroline": True, "zerolinecolor": "#9aa7b6",
               "range": [lo - (pad if lo < 0 else 0), hi + (pad if hi > 0 else 0)], "nticks": 5,
               "tickangle": 0, "title": {"text": "ms per iteration", "font": {"size": 11}}},
        bargap=0.25,
    )}


def _bar_label(names: tuple[str, ...], width: int = 30) -> str:
    """A short label: the first name of a group, plus how many more."""
    label = short_name(names[0], width)
    return label + (f" +{len(names) - 1}" if len(names) > 1 else "")


def _row_names(r: pd.Series) -> tuple[str, ...]:
    return tuple(r["candidate_names"]) or tuple(r["baseline_names"])


# --- selected row -------------------------------------------------------------

def distribution_figure(baseline_ms: np.ndarray, candidate_ms: np.ndarray,
                        title: str = "Duration per execution", max_points: int = 800,
                        seed: int = 0) -> dict:
    """Durations of both sides (per execution, or per iteration for a
    group): a box each plus the points.

    Box statistics come from every execution; at most ``max_points`` points
    per side are drawn. A log axis is used when the two sides differ by more
    than 5x or a side spans more than 20x.
    """
    rng = np.random.default_rng(seed)
    data = []
    everything = np.concatenate([baseline_ms, candidate_ms])
    positive = everything[everything > 0]
    log = bool(len(positive)) and positive.max() / positive.min() > 20
    for y, (label, values, color) in enumerate((("baseline", baseline_ms, BASELINE_COLOR),
                                                 ("candidate", candidate_ms, CANDIDATE_COLOR))):
        values = np.asarray(values, dtype=float)
        if not len(values):
            continue
        q1, med, q3 = np.percentile(values, [25, 50, 75])
        lo, hi = np.percentile(values, [1, 99]) if len(values) > 20 else (values.min(), values.max())
        data.append({"type": "box", "orientation": "h", "y0": y, "name": label,
                     "q1": [q1], "median": [med], "q3": [q3], "lowerfence": [lo], "upperfence": [hi],
                     "mean": [values.mean()], "fillcolor": color + "33",
                     "line": {"color": color, "width": 1.5}, "hoverinfo": "x",
                     "width": 0.5})
        pts = values if len(values) <= max_points else rng.choice(values, max_points, replace=False)
        jitter = rng.uniform(-0.32, 0.32, len(pts))
        data.append({"type": "scatter", "mode": "markers", "name": label,
                     "x": typed(pts), "y": typed(np.full(len(pts), y) + jitter),
                     "marker": {"color": color, "size": 4, "opacity": 0.45},
                     "hovertemplate": "%{x:.4~f} ms<extra>" + label + "</extra>"})
    return {"data": data, "layout": _base_layout(
        height=230,
        margin={"l": 80, "r": 16, "t": 30, "b": 36},
        title={"text": title, "x": 0, "xanchor": "left", "font": {"size": 13}},
        xaxis={"type": "log" if log else "linear", "ticksuffix": " ms", "gridcolor": "#eef1f4",
               "zeroline": False, "rangemode": "normal" if log else "tozero",
               **({"dtick": 1} if log else {})},
        yaxis={"type": "linear", "tickvals": [0, 1], "ticktext": ["baseline", "candidate"],
               "range": [1.6, -0.6], "fixedrange": True, "zeroline": False, "showgrid": False},
        boxmode="overlay",
    )}


def series_figure(baseline_ms: np.ndarray, candidate_ms: np.ndarray) -> dict:
    """This row's ms in each kept iteration, both sides."""
    data = []
    for label, values, color in (("baseline", baseline_ms, BASELINE_COLOR),
                                 ("candidate", candidate_ms, CANDIDATE_COLOR)):
        values = np.asarray(values, dtype=float)
        if not len(values):
            continue
        data.append({"type": "scatter", "mode": "lines+markers" if len(values) <= 200 else "lines",
                     "name": label, "x0": 0, "dx": 1, "y": typed(values),
                     "line": {"color": color, "width": 1.5}, "marker": {"size": 5, "color": color},
                     "hovertemplate": "iteration %{x}: %{y:.4~f} ms<extra>" + label + "</extra>"})
    return {"data": data, "layout": _base_layout(
        height=230, showlegend=True,
        legend={"orientation": "h", "x": 1, "xanchor": "right", "y": 1.12},
        margin={"l": 60, "r": 16, "t": 30, "b": 36},
        title={"text": "Per iteration", "x": 0, "xanchor": "left", "font": {"size": 13}},
        xaxis={"title": {"text": "iteration", "font": {"size": 11}}, "gridcolor": "#eef1f4",
               "zeroline": False},
        yaxis={"ticksuffix": " ms", "gridcolor": "#eef1f4", "rangemode": "tozero", "zeroline": False},
        hovermode="x unified",
    )}
