"""Server-side level of detail for the timelines.

``build_tracks`` lays out every zone of one capture once: one *track* per
lane (CPU thread or GPU context) and nesting depth, each track's zones
sorted by start, every zone tagged with the Diff row it belongs to and that
row's status code. ``visible`` picks the zones of a time window and
``level_of_detail`` merges runs of zones narrower than a couple of pixels
into blocks, so a view never holds more than about one block per two
pixels per track, however many zones the capture has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..capture import Capture

#: Colour classes of the timeline, in drawing order; index = status code.
STATUSES = ("other", "enclosing", "unchanged", "removed", "added", "inconclusive", "improved", "regressed")
CODE = {s: i for i, s in enumerate(STATUSES)}


@dataclass(frozen=True)
class Tracks:
    """All zones of one capture, grouped into tracks and sorted by start.

    Zones of track ``k`` are positions ``offsets[k]:offsets[k + 1]`` of the
    per-zone arrays. ``name`` indexes ``names``; ``row_id`` is the Diff row
    (-1 for none) and ``status`` its code in ``STATUSES``.
    """

    lane: np.ndarray  # per track: index into lane_names
    depth: np.ndarray  # per track
    enclosing_only: np.ndarray  # per track: every zone is an enclosing zone or in no row
    offsets: np.ndarray
    max_duration: np.ndarray  # per track, ns
    lane_names: list[str]  # GPU lanes first, then host threads, each group by name
    dispatch_lane: np.ndarray  # per lane: holds a zone of a dispatch row
    track: np.ndarray  # per zone
    start: np.ndarray
    end: np.ndarray
    name: np.ndarray
    row_id: np.ndarray
    status: np.ndarray
    names: list[str]

    def __len__(self) -> int:
        return len(self.start)

    @property
    def track_count(self) -> int:
        return len(self.lane)

    def tracks_in(self, t0: int, t1: int, enclosing: bool = True, host: bool = True) -> np.ndarray:
        """Indices of the tracks that hold a zone overlapping ``[t0, t1]``;
        without ``enclosing``, tracks of enclosing zones only are left out;
        without ``host``, lanes that hold no dispatch zone are left out."""
        return np.array([k for k in range(self.track_count)
                         if (enclosing or not self.enclosing_only[k])
                         and (host or self.dispatch_lane[self.lane[k]])
                         and len(self._range(k, t0, t1))], dtype=np.int64)

    def visible(self, t0: int, t1: int, tracks: np.ndarray | None = None) -> np.ndarray:
        """Positions of the zones overlapping ``[t0, t1]`` in ``tracks`` (all
        by default), ordered by track then start."""
        ks = range(self.track_count) if tracks is None else tracks
        parts = [self._range(k, t0, t1) for k in ks]
        return np.concatenate(parts) if parts else np.zeros(0, np.int64)

    def _range(self, k: int, t0: int, t1: int) -> np.ndarray:
        lo, hi = self.offsets[k], self.offsets[k + 1]
        starts = self.start[lo:hi]
        a = np.searchsorted(starts, t0 - self.max_duration[k], side="left")
        b = np.searchsorted(starts, t1, side="right")
        idx = np.arange(lo + a, lo + b, dtype=np.int64)
        return idx[self.end[idx] >= t0]


def build_tracks(capture: Capture, row_of_name: dict[str, int],
                 status_of_row: dict[int, str]) -> Tracks:
    """Lay out the CPU and GPU zones of ``capture`` as tracks.

    ``row_of_name`` maps a zone name to its Diff row; ``status_of_row`` maps
    a row to the status (or ``enclosing``) it is drawn with. Zones that never
    ended are drawn up to the capture's last zone end.
    """
    names = _categories(capture.gpu_zones["name"])
    names = _categories(capture.zones["name"]) + names
    lane_names, parts = _lane_columns(capture)
    if not parts[0]:
        z = np.zeros(0, np.int64)
        return Tracks(z, z, z.astype(bool), np.zeros(1, np.int64), z, [], z.astype(bool), z, z, z,
                      z.astype(np.int32), z.astype(np.int32), z.astype(np.int8), names)
    lane, start, end, depth = (np.concatenate(p) for p in parts[:4])
    name = np.concatenate(parts[4]).astype(np.int32)
    if (end < 0).any():
        end = np.where(end < 0, max(int(end.max()), int(start.max())), end)

    max_depth = int(depth.max()) + 1
    key = lane * max_depth + depth
    order = np.lexsort((start, key))
    key, start, end, name = key[order], start[order], end[order], name[order]
    track_keys, first = np.unique(key, return_index=True)
    offsets = np.append(first, len(key)).astype(np.int64)
    row_id, status = _row_status(name, names, row_of_name, status_of_row)

    durations = end - start
    max_duration = (np.maximum.reduceat(durations, first) if len(first) else np.zeros(0, np.int64))
    in_dispatch = (status != CODE["enclosing"]) & (status != CODE["other"])
    dispatch_lane = np.zeros(len(lane_names), bool)
    dispatch_lane[np.unique(lane[order][in_dispatch])] = True
    enclosing_only = ~np.logical_or.reduceat(in_dispatch, first) if len(first) else np.zeros(0, bool)
    return Tracks(lane=track_keys // max_depth, depth=track_keys % max_depth, enclosing_only=enclosing_only,
                  offsets=offsets, max_duration=max_duration.astype(np.int64), lane_names=lane_names,
                  dispatch_lane=dispatch_lane,
                  track=np.repeat(np.arange(len(first)), np.diff(offsets)), start=start, end=end, name=name,
                  row_id=row_id.astype(np.int32),
                  status=status.astype(np.int8), names=names)


def _lane_columns(capture: Capture) -> tuple[list[str], tuple[list[np.ndarray], ...]]:
    """Each zone's lane, start, end, depth and name code (GPU zones first,
    their codes after the CPU names), as lists of per-kind arrays; the lanes' names."""
    cpu, gpu = capture.zones, capture.gpu_zones
    n_cpu_names = len(_categories(cpu["name"]))
    lane_names: list[str] = []
    parts: tuple[list[np.ndarray], ...] = ([], [], [], [], [])
    for zones, key in ((gpu, "context"), (cpu, "thread")):
        if not len(zones):
            continue
        ids = zones[key].to_numpy(np.int64)
        unique = np.unique(ids)
        labels, rank = _by_name([_context_label(capture, int(c)) if key == "context"
                                 else capture.thread_name(int(c)) for c in unique])
        parts[0].append(rank[np.searchsorted(unique, ids)] + len(lane_names))
        lane_names += labels
        for k, column in ((1, "start_ns"), (2, "end_ns"), (3, "depth")):
            parts[k].append(zones[column].to_numpy(np.int64))
        codes = _codes(zones["name"])
        parts[4].append(codes + np.where(codes >= 0, n_cpu_names, 0) if key == "context" else codes)
    return lane_names, parts


def _row_status(name: np.ndarray, names: list[str], row_of_name: dict[str, int],
                status_of_row: dict[int, str]) -> tuple[np.ndarray, np.ndarray]:
    """Each zone's Diff row (-1: none) and status code (``CODE``) from its name code."""
    row_of_code = np.array([row_of_name.get(n, -1) for n in names], dtype=np.int32)
    status_codes = {r: CODE.get(s, CODE["unchanged"]) for r, s in status_of_row.items()}
    row_id = (np.where(name >= 0, row_of_code[np.clip(name, 0, None)], -1) if len(names)
              else np.full(len(name), -1, np.int32))
    status_lookup = np.zeros(max(status_codes, default=-1) + 2, np.int8)
    for r, c in status_codes.items():
        status_lookup[r] = c
    status = status_lookup[np.where(row_id >= 0, row_id, len(status_lookup) - 1)]
    return row_id, status


@dataclass(frozen=True)
class Blocks:
    """What a view draws: zones, or runs of narrow zones merged into one.

    A block's ``status``, ``name``, ``row_id`` and ``duration`` (ns, whole
    zone even where the window cuts it) are those of its longest zone;
    ``count`` is how many zones it stands for.
    """

    start: np.ndarray
    end: np.ndarray
    track: np.ndarray
    status: np.ndarray
    name: np.ndarray
    row_id: np.ndarray
    count: np.ndarray
    duration: np.ndarray

    def __len__(self) -> int:
        return len(self.start)


def level_of_detail(start: np.ndarray, end: np.ndarray, track: np.ndarray,
                    status: np.ndarray, name: np.ndarray, row_id: np.ndarray,
                    min_ns: float, duration: np.ndarray | None = None) -> Blocks:
    """Merge runs of zones narrower than ``min_ns`` that lie closer than
    ``min_ns`` to each other on one track.

    Input must be sorted by track then start, with zones of one track not
    overlapping (as zones of one depth are). A zone at least ``min_ns`` wide
    always stays its own block, so wide zones keep their exact extent.
    ``duration`` is each zone's own length when ``start``/``end`` were cut to
    a window (default ``end - start``).
    """
    n = len(start)
    if n == 0:
        z = np.zeros(0, np.int64)
        return Blocks(z, z, z, z.astype(np.int8), z.astype(np.int32), z.astype(np.int32), z, z)
    narrow = (end - start) < min_ns
    # Reach of each zone, offset per track so a running maximum never
    # carries over from one track to the next.
    lo = int(start.min())
    span = int(end.max()) - lo + 1
    reach = (end - lo) + track.astype(np.int64) * span
    reach_so_far = np.maximum.accumulate(reach)
    close = np.empty(n, bool)
    close[0] = False
    close[1:] = ((start[1:] - lo) + track[1:].astype(np.int64) * span) - reach_so_far[:-1] < min_ns
    same_track = np.empty(n, bool)
    same_track[0] = False
    same_track[1:] = track[1:] == track[:-1]
    joins = close & same_track & narrow
    joins[1:] &= narrow[:-1]
    first = np.flatnonzero(~joins)
    block = np.cumsum(~joins) - 1
    # The longest zone of each block (the first of equals) gives it its
    # colour and name.
    durations = end - start if duration is None else duration
    longest = np.maximum.reduceat(durations, first)[block]
    leader = np.minimum.reduceat(np.where(durations == longest, np.arange(n), n), first)
    return Blocks(
        start=start[first],
        end=np.maximum.reduceat(end, first),
        track=track[first],
        status=status[leader],
        name=name[leader],
        row_id=row_id[leader],
        count=np.diff(np.append(first, n)),
        duration=durations[leader],
    )


def view(tracks: Tracks, t0: int, t1: int, shown: np.ndarray, width_px: int,
         selected: int | None = None, min_px: float = 2.0, enclosing: bool = True) -> tuple[Blocks, Blocks]:
    """Blocks of window ``[t0, t1]`` over the tracks ``shown`` (drawn at
    positions 0..len(shown)-1) for a plot ``width_px`` wide; without
    ``enclosing``, enclosing zones are left out.

    Returns (all blocks, blocks of the ``selected`` row). The selected row's
    zones are merged only among themselves so they are never hidden inside
    a block of other zones.
    """
    min_ns = max((t1 - t0) / max(width_px, 1) * min_px, 1e-9)
    idx = tracks.visible(t0, t1, shown)
    if not enclosing:
        idx = idx[tracks.status[idx] != CODE["enclosing"]]
    position = np.full(tracks.track_count, -1, np.int64)
    position[shown] = np.arange(len(shown))
    pos = position[tracks.track[idx]]

    def lod(mask: np.ndarray) -> Blocks:
        i = idx[mask]
        # Zones reaching past the window are cut at its edges.
        start, end = np.clip(tracks.start[i], t0, t1), np.clip(tracks.end[i], t0, t1)
        return level_of_detail(start, end, pos[mask], tracks.status[i], tracks.name[i],
                               tracks.row_id[i], min_ns, duration=tracks.end[i] - tracks.start[i])

    if selected is None:
        everything = lod(np.ones(len(idx), bool))
        return everything, lod(np.zeros(len(idx), bool))
    is_selected = tracks.row_id[idx] == selected
    return lod(~is_selected), lod(is_selected)


def _by_name(labels: list[str]) -> tuple[list[str], np.ndarray]:
    """``labels`` in natural order (``worker 2`` before ``worker 10``) and
    each one's position in it, so both runs list the same lanes alike."""
    order = sorted(range(len(labels)), key=lambda i: (_natural(labels[i]), i))
    rank = np.empty(len(labels), np.int64)
    rank[order] = np.arange(len(labels))
    return [labels[i] for i in order], rank


def _natural(text: str) -> list[tuple[int, int, str]]:
    return [(0, int(p), "") if p.isdigit() else (1, 0, p.lower()) for p in re.split(r"(\d+)", text) if p]


def _categories(names: pd.Series) -> list[str]:
    if isinstance(names.dtype, pd.CategoricalDtype):
        return [str(c) for c in names.cat.categories]
    return [str(c) for c in pd.unique(names.astype(str))]


def _codes(names: pd.Series) -> np.ndarray:
    if isinstance(names.dtype, pd.CategoricalDtype):
        return names.cat.codes.to_numpy(np.int64)
    cats = _categories(names)
    return pd.Categorical(names.astype(str), categories=cats).codes.astype(np.int64)


def _context_label(capture: Capture, context: int) -> str:
    try:
        name = str(capture.gpu_contexts.at[context, "name"])
    except KeyError:
        name = str(context)
    return f"GPU {name}"
