"""Captures altered in memory for the verdict tests: stretched whole, one
dispatch doubled; and the runs they start from."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

import tracy_diff
from tests.paths import CALIBRATION_DEFAULT, SAMPLES

DECODER = [SAMPLES / n for n in ("decoder.tracy", "decoder_run2.tracy", "decoder_run3.tracy")]


def slowed(path: Path, factor: float):
    """The capture with every time stretched by ``factor`` (the whole program that much slower)."""
    c = tracy_diff.load(path)
    zones = c.zones.copy()
    t0 = int(zones.loc[zones["start_ns"] >= 0, "start_ns"].min())
    for col in ("start_ns", "end_ns"):
        v = zones[col].to_numpy(np.int64)
        zones[col] = np.where(v >= 0, t0 + np.rint((v - t0) * factor).astype(np.int64), v)
    frames = c.frames.copy()
    for col in ("start_ns", "end_ns"):
        v = frames[col].to_numpy(np.int64)
        frames[col] = np.where(v >= 0, t0 + np.rint((v - t0) * factor).astype(np.int64), v)
    return dataclasses.replace(c, zones=zones, frames=frames)


def corpus_run(build: str, run: int) -> Path:
    """Run ``run`` of a decoder build of the in-repository calibration corpus."""
    return CALIBRATION_DEFAULT / "decoder" / (f"{build}.tracy" if run == 1 else f"{build}_run{run}.tracy")


def doubled(path: Path, name_part: str):
    """The capture with every call of the dispatch whose name holds ``name_part`` twice as long (the
    calls that follow it on its worker later by as much)."""
    c = tracy_diff.load(path)
    zones = c.zones.copy()
    hit = zones["name"].astype(str).str.contains(name_part, regex=False).to_numpy()
    dur = (zones["end_ns"] - zones["start_ns"]).to_numpy(np.int64)
    zones.loc[hit, "end_ns"] = zones.loc[hit, "end_ns"].to_numpy(np.int64) + dur[hit]
    return dataclasses.replace(c, zones=zones)
