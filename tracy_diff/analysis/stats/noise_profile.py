"""A saved noise profile: a machine's run-to-run variance, for diffs of one run a side.

In: a ``Noise`` report (``noise RUN... --save FILE``), a learned profile
(``noise_store``), or a profile file. Out: ``NoiseProfile``: per dispatch
name the variance of the log of one run's mean time per iteration between
runs (``run_var``) and how many runs measured it, the same for the total
dispatch time per iteration, the typical (median) variance, and the
machine-wide ``ratio`` (its ``run_var`` holds the squared ratio of the run
spread to the within-run spread of per-iteration totals) that rows missing
from the profile get. ``variance`` turns it into per-row figures of a diff
(``judge.RunNoise``), so a row's interval holds the run-to-run variation
one run a side cannot measure.
Refused (``DiffError``, one line naming the file): a file that is not a
profile, of a newer format, or without runs.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...contract.noise import Noise
from ...diff import Section
from ...errors import DiffError
from ..matching.pairing import Group

FORMAT = "tracy-diff noise profile"
VERSION = 1


@dataclass(frozen=True)
class Spread:
    """Variance of the log of one run's estimate between runs, from ``runs`` runs."""

    run_var: float
    runs: int

    def detectable_pct(self) -> float:
        """The smallest change one run a side would find (two-sided 90%, 80% power; percent)."""
        return float(np.expm1(2.49 * math.sqrt(2.0 * self.run_var)) * 100.0)


@dataclass(frozen=True)
class NoiseProfile:
    """Run-to-run variance per dispatch name, of the total, and the typical value."""

    dispatches: dict[str, Spread]
    total: Spread
    typical: Spread
    ratio: Spread | None = None  # the squared machine-wide ratio of run sd to within-run sd

    def to_json(self) -> dict[str, Any]:
        def one(s: Spread) -> dict[str, Any]:
            return {"run_var": s.run_var, "runs": s.runs, "detectable_pct": round(s.detectable_pct(), 3)}
        out = {"format": FORMAT, "version": VERSION, "total": one(self.total), "typical": one(self.typical),
               "dispatches": {name: one(s) for name, s in self.dispatches.items()}}
        if self.ratio is not None:
            out["ratio"] = {"run_var": self.ratio.run_var, "runs": self.ratio.runs}
        return out


def from_noise(report: Noise) -> NoiseProfile:
    """The profile of a noise report (dispatches measured in two or more runs)."""
    rows = report.rows
    spreads = {str(name): Spread(float(sd) ** 2, int(n))
               for name, sd, n in zip(rows["name"], rows["run_sd"], rows["runs"])
               if int(n) >= 2 and math.isfinite(float(sd))}
    if not spreads:
        raise DiffError("noise: no dispatch ran in two or more runs; nothing to save as a profile")
    typical = Spread(float(np.median([s.run_var for s in spreads.values()])),
                     min(s.runs for s in spreads.values()))
    total = Spread(report.total_run_sd ** 2, len(report.runs)) if math.isfinite(report.total_run_sd) else typical
    with np.errstate(divide="ignore", invalid="ignore"):
        ratios = (rows["run_sd"] / rows["within_run_sd"]).to_numpy(np.float64)
    ratios = ratios[np.isfinite(ratios)]
    ratio = Spread(float(np.median(ratios)) ** 2, len(report.runs)) if len(ratios) else None
    return NoiseProfile(spreads, total, typical, ratio)


def save(profile: NoiseProfile, path: str) -> None:
    """Write ``profile`` to ``path`` as JSON."""
    try:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(profile.to_json(), f, indent=2, allow_nan=False)
            f.write("\n")
    except OSError as e:
        raise DiffError(f"{path}: cannot write the noise profile: {e.strerror or e}") from None


def load_profile(path: str | os.PathLike[str]) -> NoiseProfile:
    """The profile saved at ``path``; ``DiffError`` for anything else."""
    where = os.fspath(path)
    try:
        with open(where, encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as e:
        raise DiffError(f"{where}: cannot read the noise profile: {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise DiffError(f"{where}: not a noise profile (not JSON: {e})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise DiffError(f"{where}: not a noise profile (write one with: tracy-diff noise RUN... --save FILE)")
    if not isinstance(doc.get("version"), int) or doc["version"] > VERSION:
        raise DiffError(f"{where}: noise profile version {doc.get('version')!r}; this tracy-diff reads "
                        f"version {VERSION} and older")
    try:
        def one(d: Any) -> Spread:
            s = Spread(float(d["run_var"]), int(d["runs"]))
            if not (math.isfinite(s.run_var) and s.run_var >= 0 and s.runs >= 2):
                raise ValueError
            return s
        return NoiseProfile({str(k): one(v) for k, v in doc["dispatches"].items()}, one(doc["total"]),
                            one(doc["typical"]), one(doc["ratio"]) if "ratio" in doc else None)
    except (KeyError, TypeError, ValueError, AttributeError):
        raise DiffError(f"{where}: noise profile has a missing or invalid entry (run_var >= 0 and runs >= 2 "
                        f"expected)") from None


def variance(profile: NoiseProfile, groups: list[tuple[str, Group]]) -> tuple[np.ndarray, np.ndarray, int]:
    """Per row of ``groups``: the profile's run variance and degrees of freedom
    (the largest over the row's names found; NaN for a row none of whose
    names it holds: the ratio applies there, or the typical value when the
    profile has no ratio), and how many dispatch rows it did not hold."""
    var = np.full(len(groups), np.nan)
    df = np.full(len(groups), np.nan)
    missing = 0
    for r, (section, g) in enumerate(groups):
        found = [profile.dispatches[n] for n in (*g.baseline, *g.candidate) if n in profile.dispatches]
        if not found:
            missing += section == Section.DISPATCH
            if profile.ratio is not None:
                continue
            found = [profile.typical]
        worst = max(found, key=lambda s: s.run_var)
        var[r], df[r] = worst.run_var, worst.runs - 1
    return var, df, missing
