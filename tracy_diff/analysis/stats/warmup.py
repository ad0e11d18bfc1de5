"""Warm-up found, not assumed: how many leading iterations to drop.

MSER (White 1997, the marginal standard error rule): drop the first ``d``
iterations, ``d`` the one of 0 .. n/2 that minimizes the squared standard
error of the mean of the rest, sum((x_i - mean_d)^2) / (n - d)^2, over the
per-iteration totals ``x``; the smallest ``d`` whose score is within
``TOLERANCE`` of the minimum, since on runs of 10 to 20 iterations the
score of steady noise scatters by a third and its minimum alone would
drop steady iterations. Below ``MSER_MIN`` iterations only the first is
dropped. The first iteration is always dropped (of two or
more): IREE's runtime loads executables and allocates on first use, which
a short run's score cannot always tell from noise. A first iteration that is slower than the rest
(IREE's lazy initialization, cold caches) is dropped, and so are the
following ones for as long as the total has not settled.
"""

from __future__ import annotations

import numpy as np

#: A truncation whose score is within this factor of the smallest is as good.
TOLERANCE = 1.5
#: Fewer iterations than this: only the first is dropped (the score of a handful says little).
MSER_MIN = 8


def settled(x: np.ndarray) -> int:
    """How many leading entries of ``x`` to drop (MSER, at least the first of two or more)."""
    x = np.asarray(x, np.float64)
    n = len(x)
    if n < MSER_MIN:
        return 1 if n >= 2 else 0
    scores = np.array([float(((x[d:] - x[d:].mean()) ** 2).sum()) / (n - d) ** 2 for d in range(n // 2 + 1)])
    return max(1, int(np.flatnonzero(scores <= TOLERANCE * scores.min())[0]))
