"""The rows of a generic capture pair (every zone one execution, no
executions table made) against the same figures computed straight from
the zone tables with pandas: iterations from the frames, each valid zone
an execution of its name (enclosing when it has children), enclosing names
kept where they run in at least half the iterations of a side, then per
name, section and iteration ``groupby`` sums, counts and medians.

Captures: Tracy's own test client recorded by Tracy 0.10 and 0.13.1 (the
reference set's ``versions``; 0.6M and 1.1M zones), and the first 2000
zones of each as csvexport ``-u`` CSVs the repository carries."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import tracy_diff
from tests.paths import SHARED
from tracy_diff.analysis.executions.iterations import _LastAtOrBefore, split_iterations

PAIRS = {
    "tracy": (SHARED / "versions" / "v0.10" / "test-v0.10.tracy",
              SHARED / "versions" / "v0.13.1" / "test-v0.13.1.tracy"),
    "csv": (SHARED / "versions" / "v0.10" / "test-v0.10.u.first2000.csv.gz",
            SHARED / "versions" / "v0.13.1" / "test-v0.13.1.u.first2000.csv.gz"),
}
#: The .tracy pair only the reference set has; the CSVs the repository carries.
WHICH = [pytest.param("csv"), pytest.param("tracy", marks=pytest.mark.needs_shared)]


def executions_by_pandas(capture) -> tuple[pd.DataFrame, int]:
    """Every valid zone inside a kept iteration: name, section, iteration, duration (ns)."""
    bounds = split_iterations(capture).bounds
    z = capture.zones
    start, end = z["start_ns"].to_numpy(), z["end_ns"].to_numpy()
    s0, e0 = bounds["start_ns"].to_numpy(), bounds["end_ns"].to_numpy()
    mid = start + (end - start) // 2
    k = np.searchsorted(s0, mid, side="right") - 1
    ok = k >= 0
    k = np.maximum(k, 0)
    tol = ((e0 - s0) * 0.01).astype(np.int64)[k]
    inside = ok & (start >= s0[k] - tol) & (end <= e0[k] + tol)
    parents = set(z["parent"].tolist())
    frame = pd.DataFrame({
        "name": z["name"].astype(object), "iteration": np.where(inside, k, -1),
        "section": ["enclosing" if i in parents else "dispatch" for i in range(len(z))],
        "duration": end - start})
    frame = frame[(end >= start) & z["name"].notna().to_numpy() & (frame["iteration"] >= 0).to_numpy()]
    return frame.reset_index(drop=True), len(bounds)


def regular(frame: pd.DataFrame, n_iter: int) -> set[str]:
    per_name = frame[frame["section"] == "enclosing"].groupby("name")["iteration"].nunique()
    return set(per_name[2 * per_name >= n_iter].index)


@pytest.mark.parametrize("which", WHICH)
def test_generic_rows_equal_a_pandas_groupby_of_the_zones(which):
    base, cand = (tracy_diff.load(p) for p in PAIRS[which])
    d = tracy_diff.diff(base, cand)
    sides = {}
    for label, capture in (("baseline", base), ("candidate", cand)):
        sides[label] = executions_by_pandas(capture)
    kept = regular(*sides["baseline"]) | regular(*sides["candidate"])
    for label, (frame, n_iter) in sides.items():
        frame = frame[(frame["section"] == "dispatch") | frame["name"].isin(kept)]
        assert d.summary(label).iterations == n_iter
        rows = {(str(r["section"]), r[f"{label}_names"][0]): r for _, r in d.rows.iterrows() if r[f"{label}_names"]}
        got = d.members[d.members["side"] == label]
        by = frame.groupby(["section", "name"])["duration"]
        expected = pd.DataFrame({"calls": by.size(), "total": by.sum(), "median": by.median()})
        # Every (section, name) of the side is a row of its own, with the figures of its zones.
        assert len(got) == len(expected)
        for (section, name), e in expected.iterrows():
            row = rows[(section, name)]
            assert row[f"{label}_names"] == (name,)
            assert row[f"{label}_execs_per_iter"] == pytest.approx(e["calls"] / n_iter, rel=1e-12)
            assert row[f"{label}_ms_per_iter"] == pytest.approx(e["total"] / n_iter / 1e6, rel=1e-12)
            member = got[got["row_id"] == row["row_id"]].iloc[0]
            assert member["name"] == name and member["median_ms"] == pytest.approx(e["median"] / 1e6, rel=1e-12)
            per_iteration = frame[(frame["section"] == section) & (frame["name"] == name)] \
                .groupby("iteration")["duration"].sum().reindex(range(n_iter), fill_value=0).to_numpy()
            assert np.array_equal(d.per_iteration_ms(int(row["row_id"]), label), per_iteration / 1e6)
            # The row's samples: its zones, or its totals per iteration where its calls changed.
            samples = per_iteration if row["unit"] == "iteration" else \
                frame[(frame["section"] == section) & (frame["name"] == name)]["duration"].to_numpy()
            assert row[f"{label}_samples"] == len(samples)
            assert row[f"{label}_median_ms"] == pytest.approx(np.median(samples) / 1e6, rel=1e-12)
            same = np.isclose(row["baseline_execs_per_iter"], row["candidate_execs_per_iter"], rtol=1e-9)
            assert (row["unit"] == "iteration") == bool(not same and row["baseline_execs_per_iter"] > 0
                                                       and row["candidate_execs_per_iter"] > 0)
            ex = d.executions_of(int(row["row_id"]), label)
            assert sorted(ex["duration_ns"].tolist()) == sorted(
                frame[(frame["section"] == section) & (frame["name"] == name)]["duration"].tolist())
    if which == "tracy":  # frames as iterations, names in both versions: matched rows, real tests
        assert len(d.rows) > 5 and (d.rows["match"] == "exact").sum() > 5
        assert (d.rows["unit"] == "iteration").any() and d.rows["p_value"].notna().any()


@pytest.mark.parametrize("which", WHICH)
def test_executions_of_a_row_are_the_rows_of_the_whole_table(which):
    d = tracy_diff.diff(*PAIRS[which])
    table = d.executions
    assert len(table) == int(d.rows["baseline_execs_per_iter"].sum() * d.baseline_summary.iterations
                             + d.rows["candidate_execs_per_iter"].sum() * d.candidate_summary.iterations + 0.5)
    for row_id in d.rows["row_id"].head(6):
        for side in (None, "baseline", "candidate"):
            mine = table[table["row_id"] == row_id]
            mine = mine if side is None else mine[mine["side"] == side]
            pd.testing.assert_frame_equal(d.executions_of(int(row_id), side), mine)


def test_executions_of_without_the_whole_table_on_an_iree_pair():
    from tests.paths import SAMPLES

    d = tracy_diff.diff(SAMPLES / "decoder.tracy", SAMPLES / "decoder_rope_fused_qk.tracy")
    top = int(d.rows["row_id"].iloc[0])
    one = d.executions_of(top, "candidate")
    assert "executions" not in d.__dict__  # one row's, without making the table
    assert len(one) and (one["row_id"] == top).all() and (one["side"] == "candidate").all()
    pd.testing.assert_frame_equal(one, d.executions[(d.executions["row_id"] == top)
                                                    & (d.executions["side"] == "candidate")])


def test_the_bucket_table_finds_what_a_binary_search_finds():
    rng = np.random.default_rng(7)
    for _ in range(200):
        starts = np.sort(rng.integers(-10 ** int(rng.integers(1, 9)), 10 ** int(rng.integers(1, 13)),
                                      int(rng.integers(1, 60)))).astype(np.int64)
        if rng.random() < 0.3:  # frames starting together
            starts = np.repeat(starts, 2)
        t = np.concatenate([rng.integers(int(starts[0]) - 5000, int(starts[-1]) + 5000, 3000),
                            starts, starts - 1, starts + 1]).astype(np.int64)
        assert np.array_equal(_LastAtOrBefore(starts)(t), np.searchsorted(starts, t, side="right") - 1)


def test_samples_are_in_order_per_side_and_row_whether_packed_or_not():
    from tracy_diff.analysis.row_figures import _sorted_samples

    rng = np.random.default_rng(3)
    parts = [(int(rng.integers(0, 2)), int(rng.integers(0, 50)) if rng.random() < 0.5 else
              rng.integers(0, 50, 40), rng.integers(0, 1000, 40)) for _ in range(30)]
    parts.append((1, 55, np.sort(rng.integers(0, 1000, 40))))  # a row's one part, in order already
    for big in (False, True):  # a sample past 2**40 ns is sorted as pairs
        if big:
            parts.append((1, 7, np.array([1 << 41], np.int64)))
        side = np.concatenate([np.full(len(ns), s) for s, _, ns in parts])
        row = np.concatenate([np.broadcast_to(r, ns.shape) for _, r, ns in parts])
        ns = np.concatenate([ns for _, _, ns in parts])
        got = _sorted_samples(parts)
        for s in (0, 1):
            assert sorted(got[s]) == sorted(set(row[side == s].tolist()))
            for r, values in got[s].items():
                assert np.array_equal(values, np.sort(ns[(side == s) & (row == r)]))
