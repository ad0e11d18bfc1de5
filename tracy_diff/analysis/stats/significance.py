"""Row samples and their described statistics; Benjamini-Hochberg.

In: ``Samples``, every row's samples of both sides in one flat table sorted
by side (0 baseline, 1 candidate), then row, then value. Out: one value per row
(NaN where a figure cannot be computed): the described statistics of the
samples (quantiles, min, standard deviation: per call, never a verdict;
rows are judged by their time per iteration, ``intervals``), and
Benjamini-Hochberg's adjusted p-values for the false-coverage intervals.
Every function handles all rows at once with numpy.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Samples:
    """Every row's samples on both sides, flat: ``side``, ``row``, ``ms``,
    sorted by side, then row, then value."""

    side: np.ndarray
    row: np.ndarray
    ms: np.ndarray
    unit: np.ndarray  # per row: "execution", "iteration" or "capture"


def describe(samples: Samples, side: int, nrows: int) -> dict[str, np.ndarray]:
    """Median, p10, p90, min, sample std and count of each row's samples."""
    # Sorted by side: the side's slice (a search in the column's own type, not a converted copy).
    start, stop = np.searchsorted(samples.side, np.array([side, side + 1], samples.side.dtype))
    row, v = samples.row[start:stop].astype(np.intp), samples.ms[start:stop]  # sorted by row, then value
    n = np.bincount(row, minlength=nrows)
    first = np.concatenate([[0], np.cumsum(n)[:-1]])
    out = {"n": n}
    has = n > 0
    for name, q in (("p10", 0.1), ("median", 0.5), ("p90", 0.9)):
        pos = q * (n - 1)
        lo = np.floor(pos).astype(np.int64)
        hi = np.ceil(pos).astype(np.int64)
        res = np.full(nrows, np.nan)
        a, b = v[(first + lo)[has]], v[(first + hi)[has]]
        res[has] = a + (b - a) * (pos - lo)[has]
        out[name] = res
    out["min"] = np.where(has, v[np.minimum(first, max(len(v) - 1, 0))] if len(v) else np.nan, np.nan)
    total = np.bincount(row, weights=v, minlength=nrows)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = total / n
        dev = v - np.repeat(mean, n)  # sorted by row: each row's mean repeated, not gathered
        dev *= dev
        sq = np.bincount(row, weights=dev, minlength=nrows)
        out["std"] = np.where(n > 1, np.sqrt(sq / (n - 1)), np.where(n == 1, 0.0, np.nan))
    return out


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
