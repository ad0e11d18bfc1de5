"""The vectorised hot paths give what their direct definitions give."""

from __future__ import annotations

import numpy as np

from tracy_diff.analysis.stats.warmup import MSER_MIN, TOLERANCE, settled


def _mser_by_definition(x: np.ndarray) -> int:
    """MSER as its docstring defines it: one tail at a time."""
    x = np.asarray(x, np.float64)
    n = len(x)
    if n < MSER_MIN:
        return 1 if n >= 2 else 0
    scores = np.array([float(((x[d:] - x[d:].mean()) ** 2).sum()) / (n - d) ** 2 for d in range(n // 2 + 1)])
    return max(1, int(np.flatnonzero(scores <= TOLERANCE * scores.min())[0]))


def test_mser_in_one_pass_is_mser() -> None:
    rng = np.random.default_rng(31)
    for i in range(1200):
        n = int(rng.integers(2, 300))
        x = rng.normal(1e6, 1e3 * rng.random() + 1, n)
        if i % 4 == 1:  # a slow start of random length
            x[: rng.integers(0, n)] += rng.random() * 5e3
        if i % 4 == 2:  # ties: durations on a coarse grid
            x = np.round(x / 1000) * 1000
        if i % 4 == 3:  # a constant tail after a few slow ones: scores of exactly 0
            x = np.full(n, 5e6)
            x[: rng.integers(0, 4)] += 1
        assert settled(x) == _mser_by_definition(x), (i, n)


def test_bucket_table_is_a_binary_search() -> None:
    from tracy_diff.analysis.executions.iterations import _LastAtOrBefore

    rng = np.random.default_rng(7)
    for i in range(200):
        n = int(rng.integers(1, 2000))
        starts = np.sort(rng.integers(0, int(rng.choice([100, 10**6, 10**12])), n)).astype(np.int64)
        if i % 3 == 0:
            starts = np.unique(starts)  # else with repeated starts
        t = np.concatenate([rng.integers(int(starts[0]) - 50, int(starts[-1]) + 50, 3000),
                            starts, starts - 1, starts + 1]).astype(np.int64)
        assert np.array_equal(_LastAtOrBefore(starts)(t), np.searchsorted(starts, t, "right") - 1), i
