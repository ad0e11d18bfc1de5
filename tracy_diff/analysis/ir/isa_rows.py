"""A Diff's dispatch rows with the instruction census of their kernels.

``load_isa(baseline_path, candidate_path, baseline_given=None, candidate_given=None)``
    Each side's assembly dump: the folder (or file) given, else
    ``<capture stem>.intermediates/`` beside the capture; None when neither.
    Returns ``IsaInputs`` (``folders()``: those used, ``warnings()``).
``attach_isa(rows, inputs)``
    Fills each dispatch row's ``isa`` with an ``IsaPair`` when both sides
    have a dump: the census of its kernels (paired by the diff's own
    matcher, the row's member names), or, when a side's dump lacks one of
    them and some of that dump's files could not be read, a pair whose
    ``summary`` says so and why. A row whose kernels are simply not in the
    dumps gets None and one warning line per side. Never raises.
"""

from __future__ import annotations

import os
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import cast

import pandas as pd

from ...diff import IrFolder, IrKind, IsaPair, Section, Side
from .isa import IsaDump, find_intermediates, load_dump
from .isa_pair import pair_of

#: File problems listed per side; the rest are counted in one line.
MAX_WARNINGS = 3


@dataclass(frozen=True)
class IsaInputs:
    """Both sides' assembly dumps (None: none), and whether each was given."""

    baseline: IsaDump | None
    candidate: IsaDump | None
    given: tuple[bool, bool] = (False, False)

    def folders(self) -> tuple[IrFolder, ...]:
        return tuple(IrFolder(side, IrKind.INTERMEDIATES, dump.path, not given)
                     for side, dump, given in ((Side.BASELINE, self.baseline, self.given[0]),
                                               (Side.CANDIDATE, self.candidate, self.given[1]))
                     if dump is not None)

    def warnings(self) -> list[str]:
        out = []
        for label, dump in (("baseline", self.baseline), ("candidate", self.candidate)):
            if dump is None:
                continue
            out += [f"ISA: {e}" for e in dump.errors[:MAX_WARNINGS]]
            if len(dump.errors) > MAX_WARNINGS:
                out.append(f"ISA: {len(dump.errors) - MAX_WARNINGS} more {label} files could not be read")
        have = [s for s, d in (("baseline", self.baseline), ("candidate", self.candidate)) if d is not None]
        if len(have) == 1:
            other = "candidate" if have[0] == "baseline" else "baseline"
            out.append(f"ISA: only the {have[0]} has an assembly dump; no instruction census without the "
                       f"{other}'s (--{other}-intermediates DIR)")
        return out


def load_isa(baseline_path: str | os.PathLike[str], candidate_path: str | os.PathLike[str],
             baseline_given: str | os.PathLike[str] | None = None,
             candidate_given: str | os.PathLike[str] | None = None) -> IsaInputs:
    """Both sides' dumps (see the module doc)."""
    sides = []
    for capture, given in ((baseline_path, baseline_given), (candidate_path, candidate_given)):
        folder = given if given is not None else find_intermediates(capture)
        sides.append(load_dump(folder) if folder is not None else None)
    return IsaInputs(sides[0], sides[1], (baseline_given is not None, candidate_given is not None))


def _names(rows: pd.DataFrame, i: Hashable, side: Side) -> tuple[str, ...]:
    return tuple(cast("Sequence[str]", rows.at[i, f"{side}_names"]))


def attach_isa(rows: pd.DataFrame, inputs: IsaInputs | None) -> tuple[pd.DataFrame, list[str]]:
    """``rows`` with ``isa`` filled (see the module doc), and warning lines."""
    rows = rows.copy()
    rows["isa"] = pd.Series([None] * len(rows), index=rows.index, dtype=object)
    if inputs is None:
        return rows, []
    warnings = inputs.warnings()
    base, cand = inputs.baseline, inputs.candidate
    if base is None or cand is None:
        return rows, warnings
    missing: dict[str, list[str]] = {"baseline": [], "candidate": []}
    pairs: dict[Hashable, IsaPair] = {}
    for i in rows.index[rows["section"].astype(str) == Section.DISPATCH.value]:
        b, c = _names(rows, i, Side.BASELINE), _names(rows, i, Side.CANDIDATE)
        if not b or not c:
            continue
        lacking = [("baseline", n) for n in b if n not in base.kernels] + \
                  [("candidate", n) for n in c if n not in cand.kernels]
        for side, n in lacking:
            missing[side].append(n)
        if lacking and not (base.errors if lacking[0][0] == "baseline" else cand.errors):
            continue
        pairs[i] = pair_of(base, cand, b, c)
    rows["isa"] = pd.Series([pairs.get(i) for i in rows.index], index=rows.index, dtype=object)
    for side, names in missing.items():
        dump = base if side == "baseline" else cand
        if names and not dump.errors:
            warnings.append(f"ISA: {len(names)} {side} dispatches are not in {dump.path} (e.g. {names[0]}); "
                            "is it the dump of this build?")
    return rows, warnings
