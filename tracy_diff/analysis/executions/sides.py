"""One capture reduced to what the comparison needs: kept iterations, their
executions (dispatch and enclosing sections) and one iteration's dispatch
sequence for matching.

In: a Capture with a timeline. Out: ``KeptRun``. Refused (``DiffError``): a
capture with no zone inside its kept iterations.

A side's executions stay columns (``columns.Executions``, per run): in
a capture without kernels every zone is an execution, and those columns
are the zone table's own, so no table with a row per zone is made. Each
entry has its kept iteration (-1 for one that is not compared: not an
execution, outside the kept iterations, or an enclosing zone left out) and
its member key: the side's code of its name * 2 + its section (0 dispatch,
1 enclosing), ``KeptRun.discard`` for one that is not compared.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ...capture import Capture
from ...compiled import extension
from ...errors import DiffError
from ..matching.names import parse
from . import columns as ex
from . import iterations as its

#: Longest dispatch sequence aligned for matching. One iteration of a model
#: runs hundreds to thousands of dispatches; a capture whose "iteration" runs
#: more (a whole non-IREE capture) is matched by name only.
MAX_SEQUENCE = 50_000
#: Share of the kept iterations an enclosing zone name runs in to be compared
#: (a host zone that encloses a kernel's start only when the timing falls so is not).
REGULAR = 0.9

T = TypeVar("T")
U = TypeVar("U")


def on_both(work: Callable[[T], U], baseline: T, candidate: T) -> tuple[U, U]:
    """``work`` on each side, the two at once: numpy lets go of the
    interpreter's lock in its loops, so two sides' passes over their zones
    share the machine's cores. The baseline's error is raised first."""
    with ThreadPoolExecutor(1) as pool:
        first = pool.submit(work, baseline)
        try:
            second = work(candidate)
        except BaseException:
            first.result()
            raise
        return first.result(), second


def key_dtype(names: int) -> type[np.signedinteger]:
    """The integer type of member keys for ``names`` zone names."""
    return np.int16 if 2 * names < np.iinfo(np.int16).max else np.int32


@dataclass
class RunExecutions:
    """One capture's executions, each with its kept iteration and member key on the side."""

    capture: Capture
    columns: ex.Executions
    iteration: np.ndarray  # int32 per entry: the side's kept iteration, -1: not compared
    keys: np.ndarray  # per entry: member key on the side, the side's ``discard``: not compared
    side_codes: np.ndarray  # the run's name code -> the side's name code

    def kept(self) -> np.ndarray:
        """Per entry: whether it is a compared execution."""
        kept: np.ndarray = self.iteration >= 0
        return kept

    def section(self) -> np.ndarray:
        """Per entry: 0 dispatch section, 1 enclosing."""
        section: np.ndarray = (self.columns.kind == ex.ENCLOSING).view(np.int8)
        return section


@dataclass
class KeptRun:
    """One capture (or a side's runs pooled, see ``pooling``) reduced to
    its kept iterations and their executions."""

    capture: Capture
    iterations: its.Iterations
    runs: list[RunExecutions]
    labels: list[str]  # the side's zone names: the runs' names, the first run's first
    sequence: list[str]  # dispatch names of the representative iteration ([] when too long)
    #: Median time per call of each dispatch name in ``sequence``, over the kept iterations.
    call_ns: dict[str, float] = field(default_factory=dict)
    _counts: np.ndarray | None = field(default=None, repr=False)

    @property
    def discard(self) -> int:
        """The member key of entries that are not compared."""
        return 2 * len(self.labels)

    @classmethod
    def of(cls, capture: Capture, keep_warmup: bool, frames: str | None = None) -> KeptRun:
        iters = its.split_iterations(capture, keep_warmup, frames)
        cols = ex.execution_columns(capture)
        iteration = its.assign_iterations(cols.start, cols.end, iters.bounds, dtype=np.int32, valid=cols.valid)
        discard = 2 * len(cols.labels)
        keys = np.empty(len(cols), key_dtype(len(cols.labels)))
        per_iteration = np.zeros(iters.count, np.int64)  # dispatch executions per kept iteration
        counts = np.zeros(discard + 1, np.int64)  # executions per member key
        if _compiled is not None:
            compared = _compiled.keys(np.ascontiguousarray(cols.codes), np.ascontiguousarray(cols.kind), iteration,
                                      ex.ENCLOSING, discard, keys, per_iteration, counts)
        else:
            compared = _keys(cols, iteration, keys, per_iteration, counts)
        if not compared:
            raise DiffError(f"{capture.path}: no zones inside its {iters.count} "
                            f"iteration{'s' if iters.count != 1 else ''} ({iters.source})")
        run = RunExecutions(capture, cols, iteration, keys, np.arange(len(cols.labels), dtype=np.int64))
        rep = its.representative(per_iteration, iters.bounds)
        if rep >= 0 and per_iteration[rep] > MAX_SEQUENCE:  # not a model's dispatch sequence: by name alone
            return cls(capture, iters, [run], list(cols.labels), [], _counts=counts)
        chosen = np.concatenate([at + np.flatnonzero((iteration[at:at + ex.CHUNK] == rep)
                                                    & ((keys[at:at + ex.CHUNK] & 1) == 0))
                                 for at in range(0, len(cols), ex.CHUNK)] + [np.empty(0, np.int64)]) \
            if rep >= 0 else np.empty(0, np.int64)
        if len(chosen) > MAX_SEQUENCE:  # not a model's dispatch sequence: names pair by name alone
            return cls(capture, iters, [run], list(cols.labels), [], _counts=counts)
        chosen = chosen[np.argsort(cols.start[chosen], kind="stable")]
        labels = np.asarray(cols.labels, dtype=object)
        return cls(capture, iters, [run], list(cols.labels), labels[cols.codes[chosen]].tolist(),
                   _median_call_ns(cols, keys, iteration), counts)

    def counts(self) -> np.ndarray:
        """Compared executions per member key (the discard key's last)."""
        if self._counts is None:
            self._counts = sum((np.bincount(r.keys, minlength=self.discard + 1) for r in self.runs),
                               np.zeros(self.discard + 1, np.int64))
        return self._counts

    def regular_enclosing(self) -> set[str]:
        """Enclosing zone names of a program's structure. Around IREE
        dispatches: names that run equally often in ``REGULAR`` of the kept
        iterations (a host zone that only sometimes overlaps a kernel's start
        is not one). In a generic program (its own zones, which vary from
        frame to frame): names found in at least half the kept iterations."""
        n = self.iterations.count
        names = np.flatnonzero(self.counts()[1:self.discard:2])  # the enclosing names' codes
        if n == 1:  # one kept iteration: every compared execution is in it
            return self._regular(names, self.counts()[2 * names + 1].reshape(len(names), 1))
        return self._regular(names, self._enclosing_grid(names, n))

    def _enclosing_grid(self, names: np.ndarray, n: int) -> np.ndarray:
        """Executions of each enclosing name of ``names`` (codes) per kept iteration (names, ``n``)."""
        index = np.zeros(self.discard + 1, np.int64)  # odd key -> the name's place among ``names``
        index[2 * names + 1] = np.arange(len(names))
        if _compiled is not None:
            grid = np.zeros(len(names) * n, np.int64)
            for run in self.runs:
                _compiled.grid(run.keys, run.iteration, index, n, grid)
            return grid.reshape(len(names), n)
        pairs = []  # (name, iteration) of every enclosing execution
        for run in self.runs:
            for at in range(0, len(run.keys), ex.CHUNK):
                key = run.keys[at:at + ex.CHUNK]
                odd = (key & 1).astype(bool)  # odd keys: the enclosing section
                pair = index[key[odd]]
                pair *= n
                pair += run.iteration[at:at + ex.CHUNK][odd]
                pairs.append(pair)
        runs = np.bincount(np.concatenate(pairs + [np.empty(0, np.int64)]), minlength=len(names) * n)
        return runs.reshape(len(names), n)

    def _regular(self, names: np.ndarray, grid: np.ndarray) -> set[str]:
        """``regular_enclosing`` given the enclosing names' codes and their executions per kept iteration."""
        n = grid.shape[1]
        if not any(parse(name) is not None for name in self.names(0)):
            return {self.labels[int(c)] for c in names[2 * np.count_nonzero(grid, axis=1) >= n]}
        return {self.labels[int(c)] for c, row in zip(names, grid) if _usual_count_share(row) >= REGULAR}

    def keep_enclosing(self, names: set[str]) -> None:
        """Compare no enclosing execution whose name is not in ``names``."""
        drop = np.zeros(self.discard + 1, bool)
        drop[1:self.discard:2] = [n not in names for n in self.labels]
        if not drop.any():
            return
        counts = self.counts()
        for run in self.runs:
            if _compiled is not None:
                _compiled.drop(run.keys, run.iteration, drop, self.discard)
                continue
            for at in range(0, len(run.keys), ex.CHUNK):
                key = run.keys[at:at + ex.CHUNK]
                out = drop[key]
                np.putmask(key, out, self.discard)
                np.putmask(run.iteration[at:at + ex.CHUNK], out, -1)
        counts[self.discard] += counts[drop].sum()
        counts[drop] = 0

    def names(self, section: int) -> list[str]:
        """The names of the side's kept executions in ``section``, sorted."""
        codes = np.flatnonzero(self.counts()[section:self.discard:2])
        return sorted(self.labels[int(c)] for c in codes)

    def frame(self, select: list[np.ndarray] | None = None) -> pd.DataFrame:
        """The side's executions (``select``: a mask per run; default: the
        compared ones) with ``iteration``: the columns of
        ``columns.executions`` plus ``iteration`` (int64), runs one
        after the other, names and lanes as categoricals over the side's."""
        parts = []
        for k, run in enumerate(self.runs):
            mask = run.kept() if select is None else select[k]
            ex = run.columns.frame(mask)
            ex["iteration"] = run.iteration[mask].astype(np.int64)
            parts.append(ex)
        if len(parts) == 1:
            return parts[0]
        pooled = pd.concat(parts, ignore_index=True)
        for col in pooled.columns:
            if isinstance(parts[0][col].dtype, pd.CategoricalDtype):
                pooled[col] = union_categoricals([e[col].array for e in parts], ignore_order=True)
        return pooled

    @property
    def execs(self) -> pd.DataFrame:
        """The compared executions as a DataFrame (``frame``)."""
        return self.frame()

    @property
    def section(self) -> np.ndarray:
        """Per compared execution (``execs``' rows): 0 dispatch section, 1 enclosing."""
        return np.concatenate([run.section()[run.kept()] for run in self.runs])


def _keys(cols: ex.Executions, iteration: np.ndarray, keys: np.ndarray, per_iteration: np.ndarray,
          counts: np.ndarray) -> int:
    """``_passes.keys`` in numpy, in cache-sized steps: each entry's member key into ``keys``
    (the discard key, ``len(counts) - 1``, outside the kept iterations), counted into ``counts``
    and, for compared dispatch executions, into ``per_iteration``; the entries compared."""
    discard, compared = len(counts) - 1, 0
    for at in range(0, len(cols), ex.CHUNK):
        part = slice(at, at + ex.CHUNK)
        key, it = keys[part], iteration[part]
        other = cols.kind[part] == ex.ENCLOSING
        key[:] = cols.codes[part]
        key *= 2
        key += other
        out = it < 0
        np.putmask(key, out, discard)
        compared += len(out) - int(np.count_nonzero(out))
        other |= out  # not a compared dispatch execution
        if len(per_iteration) == 1:
            per_iteration[0] += len(other) - int(np.count_nonzero(other))
        else:
            per_iteration += np.bincount(it[~other], minlength=len(per_iteration))
        counts += np.bincount(key, minlength=discard + 1)
    return compared


def _median_call_ns(cols: ex.Executions, keys: np.ndarray, iteration: np.ndarray) -> dict[str, float]:
    """Median duration of each compared dispatch name's executions (the
    upper middle one of an even count)."""
    mask = (iteration >= 0) & ((keys & 1) == 0)
    n = int(np.count_nonzero(mask))
    if not n:
        return {}
    packed, counts = _pack(cols, mask, n) if len(cols.labels) < 1 << 23 else (None, None)
    if packed is not None and counts is not None:
        packed.sort()  # numpy's sort is vectorised; one orders names and durations
        ordered, low = packed, (1 << 40) - 1
    else:  # a duration past 2**40 ns (18 minutes) or below 0: sort the pairs
        codes, dur = cols.codes[mask], (cols.end - cols.start)[mask]
        counts = np.bincount(codes, minlength=len(cols.labels))
        ordered, low = dur[np.lexsort((dur, codes))], -1
    present = np.flatnonzero(counts)
    values = ordered[np.cumsum(counts)[present] - counts[present] + counts[present] // 2] & low
    return {cols.labels[c]: float(v) for c, v in zip(present.tolist(), values.tolist())}


def _pack(cols: ex.Executions, mask: np.ndarray, n: int) -> tuple[np.ndarray | None, np.ndarray | None]:
    """``_packed_by_code``, by ``_passes.pack`` where it is built."""
    if _compiled is None:
        return _packed_by_code(cols, mask, n)
    packed, counts = np.empty(n, np.int64), np.zeros(len(cols.labels), np.int64)
    if _compiled.pack(*(np.ascontiguousarray(a) for a in (cols.codes, cols.start, cols.end, mask)),
                      packed, counts) < 0:
        return None, None
    return packed, counts


def _packed_by_code(cols: ex.Executions, mask: np.ndarray, n: int) -> tuple[np.ndarray | None, np.ndarray | None]:
    """The ``n`` entries in ``mask``, (code << 40 | duration) each, written
    step by step into one array, and the entries per code; (None, None)
    when a duration does not fit in 40 bits."""
    packed = np.empty(n, np.int64)
    counts = np.zeros(len(cols.labels), np.int64)
    at = 0
    for step in range(0, len(mask), ex.CHUNK):
        m = mask[step:step + ex.CHUNK]
        code = cols.codes[step:step + ex.CHUNK][m]
        dur = cols.end[step:step + ex.CHUNK][m] - cols.start[step:step + ex.CHUNK][m]
        if len(dur) and (int(dur.min()) < 0 or int(dur.max()) >= 1 << 40):
            return None, None
        counts += np.bincount(code, minlength=len(cols.labels))
        p = packed[at:at + len(code)]
        p[:] = code
        p <<= 40
        p |= dur
        at += len(code)
    return packed, counts


def _usual_count_share(per_iteration: np.ndarray) -> float:
    """The share of iterations that ran a name its most common non-zero number of times."""
    if not len(per_iteration):
        return 0.0
    counts = np.bincount(per_iteration)
    counts[0] = 0
    return float(counts.max()) / len(per_iteration)


_compiled = extension("tracy_diff.analysis._passes")
