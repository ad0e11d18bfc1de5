"""Row samples and their described statistics; Benjamini-Hochberg.

In: ``Samples``, every row's samples of each side (side 0 baseline, 1
candidate), in order, as the executions hold them (nanoseconds: ms is a
value / ``scale``). Out: one value per row (NaN where a figure cannot be
computed): the described statistics of the samples (quantiles, min,
standard deviation: per call, never a verdict; rows are judged by their
time per iteration, ``intervals``), and Benjamini-Hochberg's adjusted
p-values for the false-coverage intervals. A row's samples are read where
they lie (a member's sorted durations), never copied into one table.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...compiled import extension

#: Values converted and summed at a time (a step stays in the cache).
STEP = 1 << 16


@dataclass
class Samples:
    """Per side, each row's samples in ascending order (``values[side][row]``;
    ms = value / ``scale``), and per row what one sample is (``unit``:
    "execution", "iteration" or "capture")."""

    values: tuple[dict[int, np.ndarray], dict[int, np.ndarray]]
    unit: np.ndarray
    scale: float = 1e6


def describe(samples: Samples, side: int, nrows: int) -> dict[str, np.ndarray]:
    """Median, p10, p90, min, sample std and count of each row's samples (in ms)."""
    n = np.zeros(nrows, np.int64)
    out = {name: np.full(nrows, np.nan) for name in ("p10", "median", "p90", "min", "std")}
    scale = samples.scale
    for r, v in samples.values[side].items():
        count = len(v)
        n[r] = count
        if not count:
            continue
        for name, q in (("p10", 0.1), ("median", 0.5), ("p90", 0.9)):
            pos = np.float64(q) * np.int64(count - 1)
            lo, hi = int(np.floor(pos)), int(np.ceil(pos))
            a, b = v[lo] / scale, v[hi] / scale
            out[name][r] = a + (b - a) * (pos - np.int64(lo))
        out["min"][r] = v[0] / scale
        mean = in_order_sum(v, scale) / np.int64(count)
        out["std"][r] = np.sqrt(in_order_sum(v, scale, mean) / np.int64(count - 1)) if count > 1 else 0.0
    return {"n": n, **out}


def in_order_sum(values: np.ndarray, scale: float, mean: float | None = None) -> float:
    """The sum of ``values`` / ``scale`` (or of their squared deviations from
    ``mean``), added one at a time in order from 0.0 (as ``np.bincount``
    adds weights: the same number to the bit), in cache-sized steps."""
    if _compiled is not None and values.dtype == np.int64:
        return float(_compiled.ordered_sum(np.ascontiguousarray(values), scale, mean))
    total = np.zeros(1)
    for at in range(0, len(values), STEP):
        part = values[at:at + STEP] / scale
        if mean is not None:
            part -= mean
            part *= part
        total = np.cumsum(np.concatenate([total, part]))[-1:]
    return float(total[0])


def benjamini_hochberg(p: np.ndarray) -> np.ndarray:
    """Benjamini-Hochberg adjusted p-values (q-values) of ``p`` (no NaN)."""
    p = np.asarray(p, np.float64)
    m = len(p)
    out = np.empty(m)
    if not m:
        return out
    order = np.argsort(p, kind="stable")
    scaled = p[order] * m / np.arange(1, m + 1)
    q = np.minimum.accumulate(scaled[::-1])[::-1]
    out[order] = np.clip(q, 0.0, 1.0)
    return out


_compiled = extension("tracy_diff.analysis._passes")
