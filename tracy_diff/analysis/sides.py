"""One capture reduced to what the comparison needs: kept iterations, their
executions (dispatch and enclosing sections) and one iteration's dispatch
sequence for matching.

In: a Capture with a timeline. Out: ``KeptRun``. Refused (``DiffError``): a
capture with no zone inside its kept iterations.

A side's executions stay columns (``iterations.Executions``, per run): in
a capture without kernels every zone is an execution, and those columns
are the zone table's own, so no table with a row per zone is made. Each
entry has its kept iteration, -1 for one that is not compared (not an
execution, outside the kept iterations, or an enclosing zone left out).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ..capture import Capture
from ..errors import DiffError
from . import iterations as its

#: Longest dispatch sequence aligned for matching. One iteration of a model
#: runs hundreds to thousands of dispatches; a capture whose "iteration" runs
#: more (a whole non-IREE capture) is matched by name only.
MAX_SEQUENCE = 50_000


@dataclass
class RunExecutions:
    """One capture's executions, each with its kept iteration on the side."""

    capture: Capture
    columns: its.Executions
    iteration: np.ndarray  # int32 per entry: the side's kept iteration, -1: not compared
    side_codes: np.ndarray  # the run's name code -> the side's name code

    def kept(self) -> np.ndarray:
        """Per entry: whether it is a compared execution."""
        kept: np.ndarray = self.iteration >= 0
        return kept

    def section(self) -> np.ndarray:
        """Per entry: 0 dispatch section, 1 enclosing."""
        section: np.ndarray = (self.columns.kind == its.ENCLOSING).view(np.int8)
        return section

    def names_in(self, section: int) -> np.ndarray:
        """The side's name codes of this run's kept executions in ``section``."""
        sel = self.kept() & (self.section() == section)
        used = np.flatnonzero(np.bincount(self.columns.codes[sel], minlength=len(self.columns.labels)))
        codes: np.ndarray = self.side_codes[used]
        return codes


@dataclass
class KeptRun:
    """One capture (or a side's runs pooled, see ``pooling``) reduced to
    its kept iterations and their executions."""

    capture: Capture
    iterations: its.Iterations
    runs: list[RunExecutions]
    labels: list[str]  # the side's zone names: the runs' names, the first run's first
    sequence: list[str]  # dispatch names of the representative iteration ([] when too long)

    @classmethod
    def of(cls, capture: Capture, keep_warmup: bool, frames: str | None = None) -> KeptRun:
        iters = its.split_iterations(capture, keep_warmup, frames)
        cols = its.execution_columns(capture)
        iteration = its.assign_iterations(cols.start, cols.end, iters.bounds, dtype=np.int32)
        if cols.valid is not None:
            iteration[~cols.valid] = -1
        kept = iteration >= 0
        if not kept.any():
            raise DiffError(f"{capture.path}: no zones inside its {iters.count} "
                            f"iteration{'s' if iters.count != 1 else ''} ({iters.source})")
        run = RunExecutions(capture, cols, iteration, np.arange(len(cols.labels), dtype=np.int64))
        dispatch = kept & (run.section() == 0)
        del kept
        rep = its.representative(iteration[dispatch], iters.bounds)
        chosen = np.flatnonzero(dispatch & (iteration == rep)) if rep >= 0 else np.empty(0, np.int64)
        if len(chosen) > MAX_SEQUENCE:  # not a model's dispatch sequence: names pair by name alone
            return cls(capture, iters, [run], list(cols.labels), [])
        chosen = chosen[np.argsort(cols.start[chosen], kind="stable")]
        labels = np.asarray(cols.labels, dtype=object)
        return cls(capture, iters, [run], list(cols.labels), labels[cols.codes[chosen]].tolist())

    def regular_enclosing(self) -> set[str]:
        """Enclosing zone names found in at least half the kept iterations (a
        host zone that only sometimes overlaps a kernel is not one)."""
        n = self.iterations.count + 1
        pairs = []
        for run in self.runs:
            sel = run.kept() & (run.section() == 1)
            codes = run.side_codes[run.columns.codes[sel]]
            keys, _ = its.dense_codes(codes * n + run.iteration[sel])
            pairs.append(keys)
        distinct = np.unique(np.concatenate(pairs)) if len(pairs) > 1 else pairs[0]
        per_name = np.bincount(distinct // n, minlength=len(self.labels))
        return {self.labels[int(c)] for c in np.flatnonzero(2 * per_name >= self.iterations.count)}

    def keep_enclosing(self, names: set[str]) -> None:
        """Compare no enclosing execution whose name is not in ``names``."""
        wanted = np.array([n in names for n in self.labels], bool)
        for run in self.runs:
            lut = np.append(wanted[run.side_codes], False)  # code -1 -> False
            drop = (run.section() == 1) & ~lut[run.columns.codes]
            drop &= run.kept()
            run.iteration[drop] = -1

    def names(self, section: int) -> list[str]:
        """The names of the side's kept executions in ``section``, sorted."""
        codes = np.unique(np.concatenate([run.names_in(section) for run in self.runs]))
        return sorted(self.labels[int(c)] for c in codes)

    def lane_categories(self) -> list[str]:
        """The lanes of the side's executions: each run's, the first run's first."""
        out: dict[str, None] = {}
        for run in self.runs:
            out.update(dict.fromkeys(run.columns.lane_categories()))
        return list(out)

    def frame(self, select: list[np.ndarray] | None = None) -> pd.DataFrame:
        """The side's executions (``select``: a mask per run; default: the
        compared ones) with ``iteration``: the columns of
        ``iterations.executions`` plus ``iteration`` (int64), runs one
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
