"""Pairs for the gate's cases, made from real sample captures: a capture
without one of its dispatches (the build that adds it is the real capture),
and a capture with every timestamp stretched by a factor (the same
dispatches, each slower by it). Nothing here invents a zone."""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

import tracy_diff
from tests.paths import SAMPLES


def sample(stem: str) -> tracy_diff.Capture:
    return tracy_diff.load(SAMPLES / f"{stem}.tracy")


def without(capture: tracy_diff.Capture, name_part: str) -> tracy_diff.Capture:
    """``capture`` without the zones whose name holds ``name_part`` and
    their descendants; its path names it as no file (it is not one)."""
    zones = capture.zones
    parent = zones["parent"].to_numpy()
    drop = zones["name"].astype(str).str.contains(name_part, regex=False).to_numpy()
    assert drop.any(), f"no zone named like {name_part} in {capture.path}"
    while True:  # children of dropped zones go too
        more = drop | ((parent >= 0) & drop[np.maximum(parent, 0)])
        if (more == drop).all():
            break
        drop = more
    keep = ~drop
    position = np.cumsum(keep) - 1
    kept = zones[keep].reset_index(drop=True)
    kept["parent"] = np.where(kept["parent"] >= 0, position[np.maximum(kept["parent"].to_numpy(), 0)], -1)
    return dataclasses.replace(capture, zones=kept, path=f"{capture.path} without {name_part}")


def _stretch(column: pd.Series, factor: float) -> np.ndarray:
    values = column.to_numpy(np.int64)
    return np.where(values >= 0, np.round(values * factor), values).astype(np.int64)


def stretched(capture: tracy_diff.Capture, factor: float) -> tracy_diff.Capture:
    """``capture`` with every timestamp multiplied by ``factor``: every zone
    and frame lasts ``factor`` times as long."""
    zones = capture.zones.assign(start_ns=_stretch(capture.zones["start_ns"], factor),
                                 end_ns=_stretch(capture.zones["end_ns"], factor))
    frames = capture.frames.assign(start_ns=_stretch(capture.frames["start_ns"], factor),
                                   end_ns=_stretch(capture.frames["end_ns"], factor))
    assert capture.gpu_zones.empty and capture.messages.empty  # the CPU samples have neither
    return dataclasses.replace(capture, zones=zones, frames=frames, path=f"{capture.path} x{factor:g}")
