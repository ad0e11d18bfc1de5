"""Depth and parent of zones rebuilt from how their intervals nest on each
lane (thread): for zone lists that carry no tree (csvexport ``-u``, ``-g``)."""

from __future__ import annotations

import numpy as np


def nest(lane: np.ndarray, start: np.ndarray, end: np.ndarray
         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Rebuild a zone tree from intervals.

    Returns ``order`` (rows sorted per lane in pre-order: start ascending,
    longer zone first on ties), and ``depth`` and ``parent`` (position in
    that order, -1 at top level) of the sorted rows. A zone's depth is the
    number of zones of its lane still open when it starts; its parent is the
    closest earlier zone one level up.
    """
    order = _preorder(lane, start, end)
    lane, start, end = lane[order], start[order], end[order]
    n = len(order)
    depth = np.zeros(n, np.int64)
    bounds = np.flatnonzero(np.r_[True, lane[1:] != lane[:-1], True]) if n else np.empty(0, np.int64)
    for a, b in zip(bounds[:-1], bounds[1:]):
        closed = np.searchsorted(np.sort(end[a:b]), start[a:b], side="right")
        depth[a:b] = np.arange(b - a) - closed
    depth = np.minimum(depth, np.iinfo(np.int16).max).astype(np.int16)
    parent = np.full(n, -1, np.int64)
    by_depth = np.argsort(depth, kind="stable")
    level_starts = np.searchsorted(depth[by_depth], np.arange(int(depth.max()) + 2 if n else 0))
    for d in range(1, len(level_starts) - 1):
        above = by_depth[level_starts[d - 1]:level_starts[d]]
        rows = by_depth[level_starts[d]:level_starts[d + 1]]
        at = np.searchsorted(above, rows) - 1
        found = above[np.maximum(at, 0)]
        ok = (at >= 0) & (lane[found] == lane[rows])
        parent[rows[ok]] = found[ok]
    return order, depth, parent


def _preorder(lane: np.ndarray, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Row order by lane, then start, then end descending."""
    if not len(start):
        return np.zeros(0, np.int64)
    since = start - start.min()
    lanes = lane.astype(np.int64) - int(lane.min())
    bits = int(since.max()).bit_length()
    if int(lanes.max()).bit_length() + bits <= 62:  # one sort on a packed key
        order = np.argsort((lanes << bits) | since, kind="stable")
    else:
        order = np.argsort(start, kind="stable")
        order = order[np.argsort(lane[order], kind="stable")]
    sorted_lane, sorted_start = lane[order], start[order]
    tie = (sorted_lane[1:] == sorted_lane[:-1]) & (sorted_start[1:] == sorted_start[:-1])
    if tie.any():  # zones starting together: the longer one is the parent
        rows = np.flatnonzero(np.r_[tie, False] | np.r_[False, tie])
        run = np.cumsum(np.r_[True, ~tie])[rows]
        order[rows] = order[rows][np.lexsort((-end[order[rows]], run))]
    return order
