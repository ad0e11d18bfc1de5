"""One capture reduced to what the comparison needs: kept iterations, their
executions (dispatch and enclosing sections) and one iteration's dispatch
sequence for matching.

In: a Capture with a timeline. Out: ``KeptRun``. Refused (``DiffError``): a
capture with no zone inside its kept iterations.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from ..capture import Capture
from ..errors import DiffError
from . import iterations as its

#: Longest dispatch sequence aligned for matching. One iteration of a model
#: runs hundreds to thousands of dispatches; a capture whose "iteration" runs
#: more (a whole non-IREE capture) is matched by name only.
MAX_SEQUENCE = 50_000

@dataclass
class KeptRun:
    """One capture reduced to its kept iterations and their executions."""

    capture: Capture
    iterations: its.Iterations
    _execs: pd.DataFrame | None  # see ``execs``; None once released
    section: np.ndarray  # per execution: 0 dispatch section, 1 enclosing
    sequence: list[str]  # dispatch names of the representative iteration ([] when too long)

    @property
    def execs(self) -> pd.DataFrame:
        """The executions in kept iterations, with ``iteration``; an error
        once ``release``d (a side's executions are compared once)."""
        if self._execs is None:
            raise RuntimeError("this side's executions were released: a side is compared once")
        return self._execs

    @execs.setter
    def execs(self, value: pd.DataFrame) -> None:
        self._execs = value

    def release(self) -> None:
        """Drop the executions (the row figures hold them now)."""
        self._execs = None

    @classmethod
    def of(cls, capture: Capture, keep_warmup: bool, frames: str | None = None) -> KeptRun:
        iters = its.split_iterations(capture, keep_warmup, frames)
        ex = its.executions(capture)
        iteration = its.assign_iterations(ex["start_ns"].to_numpy(np.int64), ex["end_ns"].to_numpy(np.int64),
                                          iters.bounds)
        keep = iteration >= 0
        if not keep.all():
            ex = ex[keep].reset_index(drop=True)
        ex["iteration"] = iteration[keep] if not keep.all() else iteration
        if not len(ex):
            raise DiffError(f"{capture.path}: no zones inside its {iters.count} "
                            f"iteration{'s' if iters.count != 1 else ''} ({iters.source})")
        section = (ex["kind"].cat.codes.to_numpy() == its.ENCLOSING).astype(np.int8)
        iteration = ex["iteration"].to_numpy(np.int64)
        rep = its.representative(iteration[section == 0], iters.bounds)
        chosen = np.flatnonzero((section == 0) & (iteration == rep))
        if len(chosen) > MAX_SEQUENCE:  # not a model's dispatch sequence: names pair by name alone
            return cls(capture, iters, ex, section, [])
        chosen = chosen[np.argsort(ex["start_ns"].to_numpy(np.int64)[chosen], kind="stable")]
        labels = np.asarray(ex["name"].cat.categories, dtype=object)
        return cls(capture, iters, ex, section, labels[ex["name"].cat.codes.to_numpy()[chosen]].tolist())

    def regular_enclosing(self) -> set[str]:
        """Enclosing zone names found in at least half the kept iterations (a
        host zone that only sometimes overlaps a kernel is not one)."""
        cont = self.section == 1
        codes = self.execs["name"].cat.codes.to_numpy()[cont]
        its_ = self.execs["iteration"].to_numpy()[cont]
        pairs, _ = its.dense_codes(codes.astype(np.int64) * (self.iterations.count + 1) + its_)
        per_name = np.bincount(pairs // (self.iterations.count + 1),
                               minlength=len(self.execs["name"].cat.categories))
        labels = self.execs["name"].cat.categories
        return {str(labels[int(c)]) for c in np.flatnonzero(2 * per_name >= self.iterations.count)}

    def keep_enclosing(self, names: set[str]) -> None:
        """Drop enclosing executions whose name is not in ``names``."""
        labels = self.execs["name"].cat.categories
        wanted = np.array([str(n) in names for n in labels] + [False])
        keep = (self.section == 0) | wanted[self.execs["name"].cat.codes.to_numpy()]
        if not keep.all():
            self.execs = self.execs[keep].reset_index(drop=True)
            self.section = self.section[keep]

    def names(self, section: int) -> list[str]:
        codes, _ = its.dense_codes(self.execs["name"].cat.codes.to_numpy()[self.section == section])
        labels = self.execs["name"].cat.categories
        return sorted(str(labels[c]) for c in codes)
