"""A capture's executions: one entry per run of a kernel or of an enclosing zone.

``executions`` turns zones into executions (``execution_columns``: the same
as columns, which in a capture without kernels are the zone table's own):

* a GPU zone is one execution (one dispatch call, fill or copy on its queue);
* on IREE's CPU runtime a dispatch call runs as tile chunks on worker
  threads; ``calls`` joins them into calls (see there);
* an enclosing zone (command buffers, ``BenchmarkIteration``, host call
  stacks around kernels) is one execution; the worker's own loop around tile
  chunks (its passes over regions and the drains around them) is not one:
  it runs as often as the workers happen to wake.

Each execution has a ``kind``: ``dispatch`` (an IREE dispatch), ``device``
(other GPU work: fills, copies), or ``enclosing`` (a zone enclosing other
measured zones). A capture without kernels (not IREE) compares all its CPU
zones: those without children as ``device`` work, the rest as enclosing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import pandas as pd

from ...capture import Capture
from ..matching.names import parse
from . import calls as call_groups
from .recording import recording

ITERATION_ZONE = "BenchmarkIteration"
KINDS = ("dispatch", "device", "enclosing")
DISPATCH, DEVICE, ENCLOSING = range(3)

#: Entries per step of the passes over whole zone columns: each step's
#: temporaries stay in the processor's cache (twice as fast as whole columns).
CHUNK = 1 << 18


def executions(capture: Capture) -> pd.DataFrame:
    """All executions of the capture (every iteration and outside them).

    Columns: ``name``, ``kind`` (see ``KINDS``) and ``lane`` (thread or GPU
    context name) as categoricals, ``start_ns``, ``end_ns``,
    ``duration_ns`` (wall span), ``busy_ns`` (summed zone time; the
    duration for single zones), ``chunks`` (zones joined). Enclosing zones are
    zones with children that enclose the start of a kernel (a dispatch or
    other GPU work) or are ``BenchmarkIteration``; zones that are neither
    are left out. A capture without kernels (not IREE) compares all its CPU
    zones: those without children as ``device`` work, the rest as
    enclosing zones. The same executions as columns: ``execution_columns``.
    """
    return execution_columns(capture).frame()


@dataclass
class Executions:
    """A capture's executions as columns (``executions`` says which).

    One entry per execution, or, in a capture without kernels where every
    valid CPU zone is one, one entry per zone: ``codes``, ``start``, ``end``
    and ``lane_codes`` are then the zone table's own columns (no copy) and
    ``valid`` marks the zones that are executions. ``labels`` are sorted and
    distinct (``codes`` index them); ``lanes[lane_codes]`` is each entry's
    thread or GPU context name; ``busy`` None: each entry is busy over its
    whole span; ``chunks`` None: each is one zone. ``approximate``: the
    dispatch names whose calls may be miscounted (``calls``), with the reason.
    """

    labels: list[str]
    codes: np.ndarray
    kind: np.ndarray  # int8 index into KINDS
    lanes: list[str]
    lane_codes: np.ndarray
    start: np.ndarray
    end: np.ndarray
    busy: np.ndarray | None
    chunks: np.ndarray | None
    valid: np.ndarray | None  # None: every entry is an execution
    #: Dispatch names whose calls the capture cannot count exactly, with why.
    approximate: dict[str, str] = field(default_factory=dict)
    _lane_categories: list[str] | None = field(default=None, repr=False)

    def __len__(self) -> int:
        return len(self.codes)

    def is_valid(self) -> np.ndarray:
        """Per entry: whether it is an execution."""
        return np.ones(len(self), bool) if self.valid is None else self.valid

    def lane_categories(self) -> list[str]:
        """The sorted names of the lanes executions ran on."""
        if self._lane_categories is None:
            count = np.zeros(len(self.lanes), np.int64)
            for at in range(0, len(self), CHUNK):
                codes = self.lane_codes[at:at + CHUNK]
                count += np.bincount(codes if self.valid is None else codes[self.valid[at:at + CHUNK]],
                                     minlength=len(self.lanes))
            self._lane_categories = sorted({self.lanes[int(c)] for c in np.flatnonzero(count)})
        return self._lane_categories

    def frame(self, select: np.ndarray | None = None) -> pd.DataFrame:
        """The executions as ``executions`` returns them; ``select``: a mask
        of the entries to include (executions only; default: every one)."""
        if select is None:
            select = self.is_valid()
        lanes = self.lane_categories()
        lane_of = {name: i for i, name in enumerate(lanes)}
        lane_lut = np.array([lane_of.get(name, -1) for name in self.lanes] or [-1], np.int32)
        start, end = self.start[select], self.end[select]
        df = int_frame({"start_ns": [start], "end_ns": [end], "duration_ns": [],
                        "busy_ns": [end - start if self.busy is None else self.busy[select]],
                        "chunks": [np.ones(len(start), np.int64) if self.chunks is None else self.chunks[select]]},
                       differences={"duration_ns": ("end_ns", "start_ns")})
        _insert(df, 0, "name", pd.Categorical.from_codes(self.codes[select].astype(np.int32),
                                                         categories=pd.Index(self.labels)))
        _insert(df, 1, "kind", pd.Categorical.from_codes(self.kind[select], categories=pd.Index(KINDS)))
        _insert(df, 2, "lane", pd.Categorical.from_codes(lane_lut[self.lane_codes[select]],
                                                         categories=pd.Index(lanes)))
        return df


def execution_columns(capture: Capture) -> Executions:
    """The capture's executions (see ``executions``) as columns."""
    z, g = capture.zones, capture.gpu_zones
    zn = ZoneNames(z["name"])
    gn = ZoneNames(g["name"])
    zstart, zend = z["start_ns"].to_numpy(np.int64), z["end_ns"].to_numpy(np.int64)
    gstart, gend = g["start_ns"].to_numpy(np.int64), g["end_ns"].to_numpy(np.int64)
    zvalid = np.empty(len(zstart), bool)
    for at in range(0, len(zstart), CHUNK):
        np.greater_equal(zend[at:at + CHUNK], zstart[at:at + CHUNK], out=zvalid[at:at + CHUNK])
        zvalid[at:at + CHUNK] &= zn.codes[at:at + CHUNK] >= 0
    gvalid = (gend >= gstart) & (gstart >= 0) & (gn.codes >= 0)
    zparent = z["parent"].to_numpy(np.int64)
    zthread = z["thread"].to_numpy()
    z_has_child = _has_child(zparent)

    parts: list[Executions] = []
    chunks = zvalid & zn.is_dispatch if zn.any_dispatch else None
    if chunks is not None and chunks.any():
        parts.append(_dispatch_calls(capture, zn, chunks, zthread, zparent, zstart, zend))
    if gvalid.any():
        g_has_child = _has_child(g["parent"].to_numpy(np.int64))
        idx = np.flatnonzero(gvalid)
        kind = np.where(gn.is_dispatch[idx], DISPATCH, np.where(g_has_child[idx], ENCLOSING, DEVICE))
        ctx = g["context"].to_numpy(np.int64)[idx]
        keys = np.unique(ctx)
        lanes = [_context_name(capture, int(k)) for k in keys]
        parts.append(Executions(gn.labels, gn.codes[idx], kind.astype(np.int8), lanes,
                                np.searchsorted(keys, ctx), gstart[idx], gend[idx], None, None, None))
    if not parts:  # not an IREE capture: every valid zone is one execution
        return _zone_columns(capture, zn, zvalid, z_has_child, zthread, zstart, zend)
    kernel_starts = np.sort(np.concatenate([p.start[p.kind != ENCLOSING] for p in parts] + [np.empty(0, np.int64)]))
    if len(kernel_starts):
        host = np.flatnonzero(zvalid & ~zn.is_dispatch & z_has_child & ~_worker_loop(zparent, chunks)) \
            if zn.any_dispatch else np.flatnonzero(zvalid & z_has_child)
        keep = zvalid & (zn.codes == zn.code_of(ITERATION_ZONE))
        # The first kernel start at or after the zone's start lies before its end.
        first = np.searchsorted(kernel_starts, zstart[host], "left")
        encloses = kernel_starts[np.minimum(first, len(kernel_starts) - 1)] <= zend[host]
        encloses &= first < len(kernel_starts)
        keep[host[encloses]] = True
        idx = np.flatnonzero(keep)
        kind = np.full(len(idx), ENCLOSING, np.int8)
    else:  # GPU zones that all enclose others, and CPU zones: compare every one
        idx = np.flatnonzero(zvalid)
        kind = np.where(z_has_child[idx], ENCLOSING, DEVICE).astype(np.int8)
    if len(idx):
        keys, lane_codes = dense_codes(zthread[idx])
        start, end = zstart[idx], zend[idx]
        parts.append(Executions(zn.labels, zn.codes[idx], kind, [capture.thread_name(int(t)) for t in keys],
                                lane_codes, start, end, None, None, None))
    return _concat(parts)


def _zone_columns(capture: Capture, zn: ZoneNames, valid: np.ndarray, has_child: np.ndarray, thread: np.ndarray,
                  start: np.ndarray, end: np.ndarray) -> Executions:
    """Every valid zone as one execution, viewing the zone table's columns."""
    codes = zn.codes
    labels = sorted(set(zn.labels))
    if labels != zn.labels:  # categories not sorted and distinct: recode
        codes = _recode([zn.labels], [codes]).codes
    kind = has_child.view(np.int8) + np.int8(DEVICE)  # with children: DEVICE + 1 = ENCLOSING
    if len(thread) and 0 <= int(thread.min()) and int(thread.max()) < 1 << 16:
        named = {int(t): str(n) for t, n in zip(capture.threads.index, capture.threads["name"])}
        lanes = [named.get(t, "???") for t in range(int(thread.max()) + 1)]
        lane_codes = thread
    else:
        keys, lane_codes = dense_codes(thread)
        lanes = [capture.thread_name(int(t)) for t in keys]
    return Executions(labels, codes, kind, lanes, lane_codes, start, end, None, None, valid)


# --- internals -------------------------------------------------------------


def _worker_loop(parent: np.ndarray, chunks: np.ndarray | None) -> np.ndarray:
    """Per zone: whether it encloses tile chunks from below (a worker's pass
    over a region and the drain around it): the runtime's scheduling, run as
    often as the workers happen to wake, not part of the program."""
    out = np.zeros(len(parent), bool)
    if chunks is None:
        return out
    level = np.flatnonzero(chunks)
    for _ in range(2):  # the pass, then the drain around it
        level = parent[level]
        mark = np.zeros(len(parent), bool)  # a mask, not np.unique: no sort
        mark[level[level >= 0]] = True
        out |= mark
        level = np.flatnonzero(mark)
    return out


def _dispatch_calls(capture: Capture, zn: ZoneNames, chunks: np.ndarray, thread: np.ndarray, parent: np.ndarray,
                    start: np.ndarray, end: np.ndarray) -> Executions:
    """The CPU dispatch calls of the tile chunks marked ``chunks`` (``calls``)."""
    found = call_groups.chunk_calls(zn.codes[chunks], thread[chunks], parent[chunks], start[chunks], end[chunks],
                                    recording(capture))
    keys, lane_codes = dense_codes(found.thread)
    return Executions(zn.labels, found.code, np.zeros(len(found.code), np.int8),
                      [capture.thread_name(int(t)) for t in keys], lane_codes, found.start, found.end,
                      found.busy, found.chunks, None, {zn.labels[c]: why for c, why in found.approximate.items()})


class ZoneNames:
    """A zone table's name column as category codes, with per-category flags."""

    def __init__(self, names: pd.Series) -> None:
        cat = names if isinstance(names.dtype, pd.CategoricalDtype) else names.astype("category")
        self.labels = [str(c) for c in cat.cat.categories]
        self.codes = cat.cat.codes.to_numpy()
        self.flags = np.fromiter((parse(c) is not None for c in self.labels), bool, len(self.labels))

    @property
    def any_dispatch(self) -> bool:
        """Whether any name is a dispatch's."""
        return bool(self.flags.any())

    @cached_property
    def is_dispatch(self) -> np.ndarray:
        """Per zone: whether its name is a dispatch's."""
        flags: np.ndarray = np.append(self.flags, False)[self.codes]  # code -1 -> last (False)
        return flags

    def code_of(self, label: str) -> int:
        try:
            return self.labels.index(label)
        except ValueError:
            return -2


def _recode(labels_list: list[list[str]], codes_list: list[np.ndarray]) -> pd.Categorical:
    """One categorical over several code arrays, each with its own labels."""
    union = sorted(set().union(*labels_list)) if labels_list else []
    index = {n: i for i, n in enumerate(union)}
    mapped = [np.array([index[n] for n in labels], np.int64)[codes] if len(labels) else codes
              for labels, codes in zip(labels_list, codes_list)]
    codes = np.concatenate(mapped) if mapped else np.empty(0, np.int64)
    return pd.Categorical.from_codes(codes.astype(np.int32), categories=pd.Index(union))


def _insert(df: pd.DataFrame, at: int, name: str, values: pd.Categorical) -> None:
    """``df.insert`` of a categorical as it is (no Series around it to align)."""
    df.insert(at, name, values)  # type: ignore[arg-type]  # pandas-stubs: insert takes no ExtensionArray


def _concat(parts: list[Executions]) -> Executions:
    """One table of the executions of several (each of every entry, ``valid`` None)."""
    def cat(xs: list[np.ndarray], dt: type[np.integer[Any]]) -> np.ndarray:
        return np.concatenate(xs) if xs else np.empty(0, dt)

    names = _recode([p.labels for p in parts], [p.codes for p in parts])
    lanes = _recode([p.lanes for p in parts], [p.lane_codes for p in parts])
    start, end = cat([p.start for p in parts], np.int64), cat([p.end for p in parts], np.int64)
    busy = cat([p.end - p.start if p.busy is None else p.busy for p in parts], np.int64)
    return Executions(list(names.categories), names.codes, cat([p.kind for p in parts], np.int8),
                      list(lanes.categories), lanes.codes, start, end, busy,
                      cat([np.ones(len(p.start), np.int64) if p.chunks is None else p.chunks for p in parts],
                          np.int64).astype(np.int64), None,
                      {name: why for p in parts for name, why in p.approximate.items()})


def dense_codes(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``np.unique(values, return_inverse=True)`` for small non-negative
    integers (thread numbers, name codes) by counting, not sorting."""
    values = np.asarray(values)
    if not len(values) or values.min() < 0 or values.max() > 4 * len(values) + 65536:
        keys, codes = np.unique(values, return_inverse=True)
        return keys, codes.reshape(-1)
    keys = np.flatnonzero(np.bincount(values))
    lut = np.zeros(int(values.max()) + 1, np.int64)
    lut[keys] = np.arange(len(keys))
    return keys.astype(values.dtype), lut[values]


def int_frame(columns: dict[str, list[np.ndarray]],
              differences: dict[str, tuple[str, str]] | None = None) -> pd.DataFrame:
    """A DataFrame of int64 columns, each the concatenation of its parts,
    written straight into the one block pandas keeps them in (a dict of
    arrays would be copied into such a block, a big table's worth of fresh
    memory). ``differences``: columns computed as one column minus another."""
    names = list(columns)
    n = sum(len(a) for a in columns[names[0]]) if names else 0
    block = np.empty((n, len(names)), np.int64, order="F")
    for i, name in enumerate(names):
        parts = columns[name]
        if parts:
            np.concatenate(parts, out=block[:, i], casting="unsafe")
    for name, (a, b) in (differences or {}).items():
        np.subtract(block[:, names.index(a)], block[:, names.index(b)], out=block[:, names.index(name)])
    frame: pd.DataFrame = pd.DataFrame(block, columns=names, copy=False)
    return frame


def _has_child(parent: np.ndarray) -> np.ndarray:
    n = len(parent)
    flag = np.zeros(n + 1, bool)  # the last: the parent -1 of top-level zones
    for at in range(0, n, CHUNK):
        p = parent[at:at + CHUNK]
        if len(p) and -1 <= int(p.min()) and int(p.max()) < n:
            flag[p] = True
        else:  # a parent column out of its range: only the rows it names
            flag[p[(p >= 0) & (p < n)]] = True
    return flag[:n]


def _context_name(capture: Capture, context: int) -> str:
    try:
        name = capture.gpu_contexts.at[context, "name"]
    except KeyError:
        name = None
    return str(name) if isinstance(name, str) and name else f"GPU context {context}"
