"""Any run of a side on the timelines (three runs a side of IREE's default
scheduling, real captures): the Diff keeps every run's capture, and the
page's iteration values name a run's own iterations in its own capture."""

from __future__ import annotations

import numpy as np
import pytest

import tracy_diff
from tests.paths import DEFAULT_SAMPLES
from tracy_diff.ui import views
from tracy_diff.ui.comparison import Comparison

BASE = [DEFAULT_SAMPLES / f"decoder{r}.tracy" for r in ("", "_run2", "_run3")]
CAND = [DEFAULT_SAMPLES / f"decoder_rope_fused_qk{r}.tracy" for r in ("", "_run2", "_run3")]


@pytest.fixture(scope="module")
def comp() -> Comparison:
    labels = (tuple(p.name for p in BASE), tuple(p.name for p in CAND))
    return Comparison(tracy_diff.diff(BASE, CAND), ("b", "c"), labels)


def test_the_diff_keeps_every_runs_capture_in_order(comp):
    for side, paths in (("baseline", BASE), ("candidate", CAND)):
        captures = comp.diff.run_captures(side)
        assert [c.path for c in captures] == [str(p) for p in paths]
        assert captures[0] is (comp.diff.baseline if side == "baseline" else comp.diff.candidate)
        assert [r.path for r in comp.summary(side).runs] == [c.path for c in captures]


def test_an_iteration_value_names_its_run_and_its_own_window(comp):
    runs = comp.summary("candidate").runs
    third = runs[2]
    it = third.first_iteration + 1
    assert comp.run_of("candidate", it) == 2 and comp.run_of("candidate", Comparison.all_of(2)) == 2
    start, end = comp.iteration_window("candidate", it)
    # In run 3's own capture: its second kept iteration's bounds, and its wall time.
    bounds = comp.summary("candidate").iteration_bounds.iloc[it]
    assert (start, end) == (int(bounds["start_ns"]), int(bounds["end_ns"]))
    assert (end - start) / 1e6 == pytest.approx(comp.summary("candidate").iteration_ms[it])
    tracks = comp.tracks("candidate", 2)
    assert tracks.start.min() <= start and end <= tracks.end.max()
    # The selected row's calls in that window: that run's executions only.
    row = comp.first_row()
    calls = comp.call_starts(row, "candidate", start, end, 2)
    ex = comp.diff.executions_of(row, "candidate")
    own = ex[ex["iteration"] == it]
    assert len(calls) == len(own) and np.array_equal(calls, np.sort(own["start_ns"].to_numpy()))


def test_the_pickers_and_the_strip_show_the_picked_runs_iterations(comp):
    v = views.run_values(comp, "candidate", 2)
    third = comp.summary("candidate").runs[2]
    values = [o["value"] for o in v["iter-candidate.options"]]
    assert v["run-candidate.value"] == 2 and len(v["run-candidate.options"]) == 3
    assert CAND[2].name in v["run-candidate.options"][2]["label"]
    picked = [x for x in values if x >= 0]
    assert picked and all(third.first_iteration <= x < third.first_iteration + third.iterations for x in picked)
    assert Comparison.all_of(2) in values
    strip = views.strips(comp, [comp.median_iteration("baseline"), v["iter-candidate.value"]])
    bars = strip["strip-candidate.figure"]["data"][0]
    assert bars["customdata"] == list(range(third.first_iteration, third.first_iteration + third.iterations))
    # A run picked again keeps an iteration of that run; another run's iteration moves to the run's median.
    assert views.picked_run(comp, "candidate", 2, picked[0])[1] is views.no_update
    assert views.picked_run(comp, "candidate", 0, picked[0])[1] == comp.median_iteration("candidate", 0)
