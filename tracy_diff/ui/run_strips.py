"""Per-run strips of one row for the detail panel (several captures per side).

``run_strips_figure(diff, row_id)``: a plotly figure (plain dict) with one
horizontal strip per run of each side, baseline runs on top: the row's
time in each iteration of that run as points (its estimand: the sum of its
calls in an iteration) and the run's estimate (its mean, the row's
``baseline_run_ms``/``candidate_run_ms``) as a diamond, each run in
its own colour, so a reader sees at once whether the runs of a side agree
(the noise floor) and whether the sides' runs separate. Everything is read
from the Diff (``RunSummary.runs``, ``executions``, ``iteration_ms``, the
row); nothing is recomputed.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..diff import SIDES, Diff, Side
from .figures import FONT, typed

#: Run colours, by run index within a side (the same index, the same colour).
RUN_COLORS = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def run_samples(diff: Diff, row_id: int, side: Side) -> list[np.ndarray]:
    """The row's time per iteration in ms, one array per run of ``side``."""
    runs = diff.summary(side).runs
    grid = diff.per_iteration_ms(row_id, side)
    return [np.asarray(grid[r.first_iteration:r.first_iteration + r.iterations], float) for r in runs]


def run_strips_figure(diff: Diff, row_id: int, max_points: int = 400) -> dict[str, Any]:
    """One strip per run and side (see the module doc)."""
    row = diff.row(row_id)
    data: list[dict[str, Any]] = []
    ticks: list[int] = []
    labels: list[str] = []
    y = 0
    for side in SIDES:
        estimates = tuple(row[f"{side}_run_ms"]) or (row[f"{side}_ms_per_iter"],)
        for k, values in enumerate(run_samples(diff, row_id, side)):
            color = RUN_COLORS[k % len(RUN_COLORS)]
            name = f"{side} run {k + 1}"
            if len(values) > max_points:
                values = values[np.linspace(0, len(values) - 1, max_points).astype(int)]
            pts = values
            jitter = np.random.default_rng(y).uniform(-0.25, 0.25, len(pts))
            data.append({"type": "scatter", "mode": "markers", "name": name, "x": typed(pts),
                         "y": typed(np.full(len(pts), y) + jitter),
                         "marker": {"color": color, "size": 4, "opacity": 0.5},
                         "hovertemplate": "%{x:.4~f} ms<extra>" + name + "</extra>"})
            if k < len(estimates):
                data.append({"type": "scatter", "mode": "markers", "name": f"{name} mean",
                             "x": [float(estimates[k])], "y": [y],
                             "marker": {"color": color, "size": 11, "symbol": "diamond",
                                        "line": {"color": "#111111", "width": 1}},
                             "hovertemplate": "run mean %{x:.4~f} ms per iteration<extra>" + name + "</extra>"})
            ticks.append(y)
            labels.append(name)
            y += 1
    return {"data": data, "layout": {
        "font": FONT, "paper_bgcolor": "white", "plot_bgcolor": "white", "showlegend": False,
        "height": 60 + 26 * max(y, 1), "margin": {"l": 110, "r": 16, "t": 30, "b": 36},
        "title": {"text": "Per run", "x": 0, "xanchor": "left", "font": {"size": 13}},
        "xaxis": {"ticksuffix": " ms", "gridcolor": "#eef1f4", "zeroline": False, "ticklabeloverflow": "allow"},
        "yaxis": {"tickvals": ticks, "ticktext": labels, "range": [y - 0.4, -0.6], "fixedrange": True,
                  "zeroline": False, "showgrid": False, "ticklabeloverflow": "allow"}}}
