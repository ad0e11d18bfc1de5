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
    approx, err = _scores(x)
    # The sums' rounding can move a score by up to ``err``: where that could
    # change the choice, the score is computed directly, as MSER defines it.
    low = approx - err
    exact = {}

    def score(d: int) -> float:
        if err[d] == 0:
            return float(approx[d])
        if d not in exact:
            tail = x[d:]
            exact[d] = float(((tail - tail.mean()) ** 2).sum()) / (n - d) ** 2
        return exact[d]

    best = min(score(int(d)) for d in np.flatnonzero(low <= (approx + err).min()))
    bound = TOLERANCE * best
    for d in np.flatnonzero(low <= bound):
        if approx[d] + err[d] < bound or score(int(d)) <= bound:
            return max(1, int(d))
    return 1  # not reached: the best truncation is within its own bound


def _scores(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """MSER's score of each truncation ``d`` in 0 .. n/2 in one pass, from
    suffix sums of ``x`` centred on its mean (in extended precision where the
    platform has it), and a bound on each score's rounding error; a constant
    tail scores 0 exactly."""
    n = len(x)
    wide = np.longdouble
    y = x.astype(wide) - x.astype(wide).mean()
    tail = n // 2 + 1
    s1 = np.cumsum(y[::-1])[::-1][:tail]
    s2 = np.cumsum((y * y)[::-1])[::-1][:tail]
    m = (n - np.arange(tail)).astype(wide)
    m2 = m * m
    scores = ((s2 - s1 * s1 / m) / m2).astype(np.float64)
    err = (8 * n * np.finfo(wide).eps * (s2 + np.abs(y).max() ** 2) / m2).astype(np.float64)
    err += 4 * np.finfo(np.float64).eps * np.abs(scores)
    constant = (np.minimum.accumulate(x[::-1]) == np.maximum.accumulate(x[::-1]))[::-1][:tail]
    scores[constant], err[constant] = 0.0, 0.0
    return scores, err
