"""Row statistics: quantiles, the Mann-Whitney U test, Benjamini-Hochberg.

In: ``Samples``, every row's samples of both sides in one flat, sorted
table. Out: per row arrays (NaN where a figure cannot be computed). All
rows are computed at once with numpy; scipy is imported only for the exact
small-sample test.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass
class Samples:
    """Every row's samples on both sides, flat: ``side``, ``row``, ``ms``,
    sorted by row, then value."""

    side: np.ndarray
    row: np.ndarray
    ms: np.ndarray
    unit: np.ndarray  # per row: "execution" or "iteration"


def describe(samples: Samples, side: int, nrows: int) -> dict[str, np.ndarray]:
    """Median, p10, p90, min, sample std and count of each row's samples."""
    m = samples.side == side
    row, v = samples.row[m], samples.ms[m]  # sorted by row, then value
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
        sq = np.bincount(row, weights=(v - mean[row]) ** 2, minlength=nrows)
        out["std"] = np.where(n > 1, np.sqrt(sq / (n - 1)), np.where(n == 1, 0.0, np.nan))
    return out


def mann_whitney(samples: Samples, nrows: int, alpha: float) -> tuple[np.ndarray, list[str]]:
    """Two-sided Mann-Whitney U p-value per row (NaN and a note when the
    samples are too few to reach ``alpha``, or a side has none).

    Small samples without ties use scipy's exact test; the rest the normal
    approximation with tie and continuity correction, as
    ``scipy.stats.mannwhitneyu(method="asymptotic")`` computes it, for all
    rows at once.
    """
    side, row, v = samples.side, samples.row, samples.ms
    n1 = np.bincount(row[side == 0], minlength=nrows).astype(np.int64)
    n2 = np.bincount(row[side == 1], minlength=nrows).astype(np.int64)
    p = np.full(nrows, np.nan)
    notes = [""] * nrows
    # Ranks within each row of both sides together (sorted so), ties averaged.
    r_sorted, v_sorted, s_sorted = row, v, side
    tie_start = np.ones(len(v_sorted), bool)
    tie_start[1:] = (r_sorted[1:] != r_sorted[:-1]) | (v_sorted[1:] != v_sorted[:-1])
    starts = np.flatnonzero(tie_start)
    t = np.diff(np.append(starts, len(v_sorted)))
    row_first = np.concatenate([[0], np.cumsum(n1 + n2)[:-1]])
    first_rank = starts - row_first[r_sorted[starts]] + 1
    avg_rank = np.repeat(first_rank + (t - 1) / 2.0, t)
    r1 = np.bincount(r_sorted[s_sorted == 0], weights=avg_rank[s_sorted == 0], minlength=nrows)
    ties = np.bincount(r_sorted[starts], weights=(t.astype(np.float64) ** 3 - t), minlength=nrows)
    distinct = np.bincount(r_sorted[starts], minlength=nrows)
    n = (n1 + n2).astype(np.float64)
    u1 = r1 - n1 * (n1 + 1) / 2.0
    u = np.maximum(u1, n1 * n2 - u1)
    with np.errstate(divide="ignore", invalid="ignore"):
        sigma = np.sqrt(n1 * n2 / 12.0 * ((n + 1) - ties / (n * (n - 1))))
        z = (u - n1 * n2 / 2.0 - 0.5) / sigma
    from scipy import stats as sps

    asym = np.clip(2.0 * sps.norm.sf(z), 0.0, 1.0)
    for r in range(nrows):
        a, b = int(n1[r]), int(n2[r])
        if a == 0 or b == 0:
            continue
        if min(a, b) < 8 and 2.0 / math.comb(a + b, a) > alpha:
            notes[r] = f"too few samples for a test ({a} vs {b})"
            continue
        if sigma[r] == 0 or distinct[r] == 1:
            p[r] = 1.0  # every sample equal
        elif max(a, b) <= 8 and distinct[r] == a + b:
            lo = row_first[r]
            x, s = v[lo:lo + a + b], side[lo:lo + a + b]
            p[r] = sps.mannwhitneyu(x[s == 0], x[s == 1], alternative="two-sided", method="exact").pvalue
        else:
            p[r] = asym[r]
    return p, notes


def benjamini_hochberg(p: np.ndarray) -> np.ndarray:
    """Benjamini-Hochberg adjusted p-values (q-values) of ``p``."""
    from scipy import stats as sps

    return sps.false_discovery_control(p)
