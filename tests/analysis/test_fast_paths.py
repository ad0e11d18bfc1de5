"""The vectorised hot paths give what their direct definitions give."""

from __future__ import annotations

import numpy as np
import pytest

from tracy_diff.analysis.stats.warmup import MSER_MIN, TOLERANCE, settled


@pytest.fixture(params=["compiled", "numpy"])
def passes(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The diff's figures made by the compiled passes, then by their numpy fallback."""
    from tracy_diff.analysis import row_figures
    from tracy_diff.analysis.executions import iterations, sides

    if request.param == "numpy":
        for module in (row_figures, iterations, sides):
            monkeypatch.setattr(module, "_compiled", None)
    elif row_figures._compiled is None:
        pytest.skip("the compiled passes (tracy_diff/analysis/_passes.c) are not built here")
    return str(request.param)


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


def _assign_by_definition(start: np.ndarray, end: np.ndarray, starts: np.ndarray, ends: np.ndarray,
                          valid: np.ndarray) -> np.ndarray:
    """``assign_iterations`` as its docstring defines it: one span at a time."""
    tolerance = ((ends - starts) * 0.01).astype(np.int64)
    out = np.full(len(start), -1, np.int64)
    for i, (s, e) in enumerate(zip(start.tolist(), end.tolist())):
        k = int(np.searchsorted(starts, s + (e - s) // 2, "right")) - 1
        if k >= 0 and valid[i] and s >= starts[k] - tolerance[k] and e <= ends[k] + tolerance[k]:
            out[i] = k
    return out


def test_iterations_of_spans_are_their_definition(passes: str) -> None:
    import pandas as pd

    from tracy_diff.analysis.executions import iterations

    rng = np.random.default_rng(11)
    for i in range(90):
        n = 1 if i % 3 == 0 else int(rng.integers(2, 50))  # one iteration: a whole generic capture
        starts = np.cumsum(rng.integers(0 if i % 5 == 1 else 100, 10_000, n)).astype(np.int64)  # some equal
        ends = starts + rng.integers(50, 200, n) * (1 if i % 2 else 50)
        start = rng.integers(int(starts[0]) - 500, int(ends[-1]) + 500, 3000).astype(np.int64)
        if i % 4 == 1:  # spans in time order per thread, threads one after the other
            start = np.concatenate([np.sort(part) for part in np.array_split(start, 5)])
        end = start + rng.integers(-20 if i % 7 == 2 else 0, 400, len(start))  # some end before they start
        valid = rng.random(len(start)) < 0.9 if i % 6 else None
        bounds = pd.DataFrame({"start_ns": starts, "end_ns": ends})
        dtype = np.int32 if i % 2 else np.int64
        got = iterations.assign_iterations(start, end, bounds, dtype=dtype, valid=valid)
        assert got.dtype == dtype
        want = _assign_by_definition(start, end, starts, ends, np.ones(len(start), bool) if valid is None else valid)
        assert np.array_equal(got, want), i


def _check_figures_against_executions(baseline: str, candidate: str) -> None:
    """Each row's time per iteration and each member's median, summed and
    taken straight from the row's executions, are the diff's figures."""
    import tracy_diff

    d = tracy_diff.diff(tracy_diff.load(baseline), tracy_diff.load(candidate))
    assert len(d.rows)
    for row in d.rows["row_id"].tolist():
        for side in ("baseline", "candidate"):
            ex = d.executions_of(row, side)
            grid = d.per_iteration_ms(row, side)
            if not len(ex):
                continue
            sums = np.bincount(ex["iteration"].to_numpy(), weights=ex["duration_ns"].to_numpy(np.float64),
                               minlength=len(grid))
            assert np.array_equal(grid, sums / 1e6), (row, side)
            members = d.members[(d.members["row_id"] == row) & (d.members["side"] == side)]
            for name, median_ms in zip(members["name"], members["median_ms"]):
                ns = np.sort(ex.loc[ex["name"] == name, "duration_ns"].to_numpy())
                assert median_ms == (ns[(len(ns) - 1) // 2] + ns[len(ns) // 2]) / 2.0 / 1e6, (row, side, name)


def test_figures_are_the_executions_sums_on_generic_captures(passes: str) -> None:
    from tests.paths import DATA

    for shape in ("frames", "deep"):
        _check_figures_against_executions(str(DATA / "generic" / f"{shape}_a.tracy"),
                                          str(DATA / "generic" / f"{shape}_b.tracy"))


def test_figures_are_the_executions_sums_on_iree_default_scheduling(passes: str) -> None:
    from tests.paths import DATA

    capture = str(DATA / "default_scheduled" / "decoder_default.tracy")
    _check_figures_against_executions(capture, capture)


def test_median_call_ns_is_the_upper_middle_execution(passes: str) -> None:
    import tracy_diff
    from tests.paths import DATA
    from tracy_diff.analysis.executions.sides import KeptRun

    for name in ("default_scheduled/decoder_default.tracy", "generic/frames_a.tracy", "generic/deep_b.tracy"):
        side = KeptRun.of(tracy_diff.load(DATA / name), False)
        run = side.runs[0]
        compared = (run.iteration >= 0) & ((run.keys & 1) == 0)
        codes = run.columns.codes[compared]
        ns = (run.columns.end - run.columns.start)[compared]
        if side.sequence:
            assert side.call_ns
        for code in np.unique(codes).tolist() if side.sequence else []:
            mine = np.sort(ns[codes == code])
            assert side.call_ns[run.columns.labels[code]] == float(mine[len(mine) // 2]), (name, code)


def test_alike_segments_share_a_layout_only_when_equal() -> None:
    from tracy_diff.analysis.executions.calls import _alike_segments

    signature = np.array([5, 6, 5, 6, 5, 7, 5, 6, 9], np.uint64)
    lo, hi = np.array([0, 2, 4, 6, 8]), np.array([2, 4, 6, 8, 9])
    recorded = np.array([1, 1, 1, 2, 1])
    # segments 0 and 1 are alike; 2 differs in a piece; 3 has another buffer recorded before it
    assert _alike_segments(lo, hi, recorded, signature).tolist() == [0, 0, 2, 3, 4]
