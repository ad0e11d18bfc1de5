"""Row statistics: quantiles, Mann-Whitney U, Hodges-Lehmann, Benjamini-Hochberg.

In: ``Samples``, every row's samples of both sides in one flat table sorted
by row, then value (side 0 baseline, 1 candidate). Out: one value per row
(NaN where a figure cannot be computed). Every function handles all rows at
once with numpy; nothing here imports scipy (the tests check these against
it).

Here the unit of evidence is one sample (an execution, or a row's total in
one iteration). With several runs per side the run is the unit instead
(``run_evidence``), and its tests reach the judge as ``RowTests`` too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from statistics import NormalDist

import numpy as np

#: Largest sample per side and row used for Hodges-Lehmann and its interval;
#: bigger samples are thinned to this many evenly spaced order statistics.
SHIFT_SAMPLE_CAP = 512
#: Largest sample per side that gets an exact Mann-Whitney p-value (no ties).
EXACT_MAX = 8


@dataclass
class Samples:
    """Every row's samples on both sides, flat: ``side``, ``row``, ``ms``,
    sorted by row, then value."""

    side: np.ndarray
    row: np.ndarray
    ms: np.ndarray
    unit: np.ndarray  # per row: "execution", "iteration" or "capture"


@dataclass
class RowTests:
    """Per row: test results and the shift estimate (candidate - baseline)."""

    p: np.ndarray  # two-sided Mann-Whitney p-value; NaN: untestable
    q: np.ndarray  # Benjamini-Hochberg q-value within each section
    shift_ms: np.ndarray  # Hodges-Lehmann shift
    shift_low_ms: np.ndarray  # its (1 - alpha) Mann-Whitney interval
    shift_high_ms: np.ndarray
    notes: list[str]
    noise_floor: np.ndarray | None = None  # per row max/min - 1 of a side's run estimates (several runs)


def row_tests(samples: Samples, nrows: int, sections: np.ndarray, alpha: float) -> RowTests:
    """Test every row: Mann-Whitney p, BH q per section, HL shift and interval."""
    p, notes = mann_whitney(samples, nrows, alpha)
    shift, lo, hi = hodges_lehmann(samples, nrows, 1.0 - alpha)
    return RowTests(p, section_q(p, sections), shift, lo, hi, notes)


def section_q(p: np.ndarray, sections: np.ndarray) -> np.ndarray:
    """Benjamini-Hochberg q-values of ``p`` within each section (NaN stays NaN)."""
    q = np.full(len(p), np.nan)
    for sec in np.unique(sections):
        m = (sections == sec) & ~np.isnan(p)
        if m.any():
            q[m] = benjamini_hochberg(p[m])
    return q


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


def normal_sf(z: np.ndarray) -> np.ndarray:
    """Upper tail of the standard normal distribution."""
    z = np.asarray(z, np.float64)
    out = np.full(z.shape, np.nan)
    ok = ~np.isnan(z)
    out[ok] = [0.5 * math.erfc(v / math.sqrt(2.0)) for v in z[ok].tolist()]
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


@cache
def _u_counts(m: int, n: int) -> tuple[int, ...]:
    """How many arrangements of m and n samples give U = 0..m*n (no ties)."""
    if m == 0 or n == 0:
        return (1,)
    # A sample's largest value is on the first side (adds n to U) or the second.
    a, b = _u_counts(m - 1, n), _u_counts(m, n - 1)
    out = [0] * (m * n + 1)
    for u, c in enumerate(a):
        out[u + n] += c
    for u, c in enumerate(b):
        out[u] += c
    return tuple(out)


def exact_mann_whitney_p(u: float, m: int, n: int) -> float:
    """Exact two-sided p-value of U (the larger of U1, U2) without ties."""
    counts = _u_counts(m, n)
    return min(1.0, 2.0 * sum(counts[int(math.ceil(u)):]) / math.comb(m + n, m))


def mann_whitney(samples: Samples, nrows: int, alpha: float) -> tuple[np.ndarray, list[str]]:
    """Two-sided Mann-Whitney U p-value per row (NaN and a note when the
    samples are too few to reach ``alpha``, or a side has none).

    Small samples without ties get the exact test; the rest the normal
    approximation with tie and continuity correction, as
    ``scipy.stats.mannwhitneyu(method="asymptotic")`` computes it.
    """
    side, row, v = samples.side, samples.row, samples.ms
    n1 = np.bincount(row[side == 0], minlength=nrows).astype(np.int64)
    n2 = np.bincount(row[side == 1], minlength=nrows).astype(np.int64)
    p = np.full(nrows, np.nan)
    notes = [""] * nrows
    # Ranks within each row of both sides together (sorted so), ties averaged.
    tie_start = np.ones(len(v), bool)
    tie_start[1:] = (row[1:] != row[:-1]) | (v[1:] != v[:-1])
    starts = np.flatnonzero(tie_start)
    t = np.diff(np.append(starts, len(v)))
    row_first = np.concatenate([[0], np.cumsum(n1 + n2)[:-1]])
    first_rank = starts - row_first[row[starts]] + 1
    avg_rank = np.repeat(first_rank + (t - 1) / 2.0, t)
    r1 = np.bincount(row[side == 0], weights=avg_rank[side == 0], minlength=nrows)
    ties = np.bincount(row[starts], weights=(t.astype(np.float64) ** 3 - t), minlength=nrows)
    distinct = np.bincount(row[starts], minlength=nrows)
    n = (n1 + n2).astype(np.float64)
    u1 = r1 - n1 * (n1 + 1) / 2.0
    u = np.maximum(u1, n1 * n2 - u1)
    with np.errstate(divide="ignore", invalid="ignore"):
        sigma = np.sqrt(n1 * n2 / 12.0 * ((n + 1) - ties / (n * (n - 1))))
        z = (u - n1 * n2 / 2.0 - 0.5) / sigma
    asym = np.clip(2.0 * normal_sf(np.where(sigma > 0, z, np.nan)), 0.0, 1.0)
    both = (n1 > 0) & (n2 > 0)
    small = both & (np.minimum(n1, n2) < EXACT_MAX)
    too_few = np.zeros(nrows, bool)
    # The smallest two-sided p the samples allow: 2 / C(n1 + n2, n1).
    too_few[small] = [2.0 > alpha * math.comb(int(a + b), int(a)) for a, b in zip(n1[small], n2[small])]
    equal = both & ~too_few & ((sigma == 0) | (distinct == 1))
    exact = both & ~too_few & ~equal & (np.maximum(n1, n2) <= EXACT_MAX) & (distinct == n1 + n2)
    normal = both & ~too_few & ~equal & ~exact
    p[normal] = asym[normal]
    p[equal] = 1.0  # every sample equal
    for r in np.flatnonzero(exact):
        p[r] = exact_mann_whitney_p(float(u[r]), int(n1[r]), int(n2[r]))
    for r in np.flatnonzero(too_few):
        notes[r] = f"too few samples for a test ({n1[r]} vs {n2[r]})"
    return p, notes


def hodges_lehmann(samples: Samples, nrows: int, confidence: float = 0.95
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per row the Hodges-Lehmann shift (median of all candidate - baseline
    differences) and its Mann-Whitney confidence interval, in ms.

    The interval is the k-th smallest and k-th largest difference, k from
    the normal approximation of U (Hollander & Wolfe); NaN when the samples
    are too few for one. A side bigger than ``SHIFT_SAMPLE_CAP`` is thinned
    to that many evenly spaced order statistics; the interval's levels
    still use the true sizes.
    """
    side, row, v, n = _thin(samples, nrows)
    m = np.minimum(n, SHIFT_SAMPLE_CAP).astype(np.float64)
    m1, m2 = m[:nrows], m[nrows:]
    n1, n2 = n[:nrows].astype(np.float64), n[nrows:].astype(np.float64)
    z = NormalDist().inv_cdf(0.5 + confidence / 2.0)
    with np.errstate(invalid="ignore", divide="ignore"):
        k = np.floor(n1 * n2 / 2.0 - z * np.sqrt(n1 * n2 * (n1 + n2 + 1) / 12.0))
        level = k / (n1 * n2)  # the interval's lower end as a share of all differences
    pairs = m1 * m2
    has = pairs > 0
    nan = np.full(nrows, np.nan)
    if not has.any():
        return nan, nan.copy(), nan.copy()
    # Order statistics (1-based counts) to find, per row.
    med_lo, med_hi = np.floor((pairs + 1) / 2.0), np.ceil((pairs + 1) / 2.0)
    ci_ok = has & (k >= 1)
    k_lo = np.where(ci_ok, np.maximum(np.ceil(level * pairs), 1), 1)
    k_hi = np.where(ci_ok, pairs - k_lo + 1, 1)
    targets = np.stack([med_lo, med_hi, k_lo, k_hi])
    found = _order_statistics(side, row, v, nrows, np.where(has, targets, 1))
    shift = np.where(has, (found[0] + found[1]) / 2.0, np.nan)
    return shift, np.where(ci_ok, found[2], np.nan), np.where(ci_ok, found[3], np.nan)


def _thin(samples: Samples, nrows: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The samples with each (row, side) cut to ``SHIFT_SAMPLE_CAP`` evenly
    spaced order statistics (sorted by side, row, value), and how many each
    (side, row) had before (side * nrows + row)."""
    n = np.bincount(samples.side.astype(np.int64) * nrows + samples.row, minlength=2 * nrows)
    # Samples come sorted by row, then value: a stable sort by side keeps that order within each side.
    pick = np.argsort(samples.side, kind="stable")
    if len(n) and n.max() > SHIFT_SAMPLE_CAP:
        first = np.concatenate([[0], np.cumsum(n)[:-1]])
        m = np.minimum(n, SHIFT_SAMPLE_CAP)
        segs = np.repeat(np.arange(len(n)), m)
        j = np.arange(m.sum()) - np.repeat(np.cumsum(m) - m, m)
        pick = pick[first[segs] + ((j + 0.5) * n[segs] / m[segs]).astype(np.int64)]
    return samples.side[pick], samples.row[pick], samples.ms[pick], n


def _order_statistics(side: np.ndarray, row: np.ndarray, v: np.ndarray, nrows: int,
                      targets: np.ndarray) -> np.ndarray:
    """For each level and row, the ``targets[level, row]``-th smallest
    candidate - baseline difference, by bisection on the difference."""
    base, cand = side == 0, side == 1
    xr, xv, yr, yv = row[base], v[base], row[cand], v[cand]
    span = float(np.abs(v).max()) if len(v) else 0.0
    stride = 4.0 * span + 1.0
    # Composite keys keep each row's values apart in one sorted array.
    xkey = xr * stride + xv  # sorted: by row, then value
    x_end = np.searchsorted(xr, np.arange(nrows), side="right")
    levels = targets.shape[0]
    lo = np.full((levels, nrows), -2.0 * span - 1.0)
    hi = np.full((levels, nrows), 2.0 * span + 1.0)
    ybase = yr * stride + yv
    for _ in range(64):
        mid = (lo + hi) / 2.0
        # count(d) = #pairs with y - x <= d = sum over y of #{x >= y - d}
        at_least = x_end[yr][None, :] - np.searchsorted(xkey, ybase[None, :] - mid[:, yr], side="left")
        count = np.stack([np.bincount(yr, weights=at_least[k], minlength=nrows) for k in range(levels)])
        enough = count >= targets
        hi = np.where(enough, mid, hi)
        lo = np.where(enough, lo, mid)
        if np.all(hi - lo <= 1e-12 * max(span, 1e-300)):
            break
    return hi
