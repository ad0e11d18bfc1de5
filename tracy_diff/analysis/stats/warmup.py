"""Warm-up found, not assumed: how many leading iterations to drop.

MSER (White 1997, the marginal standard error rule): drop the first ``d``
iterations, ``d`` the one of 0 .. n/2 that minimizes the squared standard
error of the mean of the rest, sum((x_i - mean_d)^2) / (n - d)^2, over the
per-iteration totals ``x``. A first iteration that is slower than the rest
(IREE's lazy initialization, cold caches) is dropped, and so are the
following ones for as long as the total has not settled.
"""

from __future__ import annotations

import numpy as np


def settled(x: np.ndarray) -> int:
    """How many leading entries of ``x`` to drop (MSER; 0 for fewer than 3)."""
    x = np.asarray(x, np.float64)
    n = len(x)
    if n < 3:
        return 1 if n == 2 and x[0] > x[1] else 0
    best, at = np.inf, 0
    for d in range(0, n // 2 + 1):
        rest = x[d:]
        score = float(((rest - rest.mean()) ** 2).sum()) / (n - d) ** 2
        if score < best - 1e-12 * abs(best if np.isfinite(best) else 0.0):
            best, at = score, d
    return at
