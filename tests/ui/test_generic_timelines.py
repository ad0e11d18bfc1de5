"""The dashboard on a generic capture (no IREE lanes, names or dispatches):
its timelines are one lane per thread of the capture, holding its zones."""

from __future__ import annotations

import tracy_diff
from tests.paths import DATA
from tracy_diff.ui.callbacks import timeline_figures
from tracy_diff.ui.comparison import Comparison


def test_generic_timelines_are_lanes_by_thread():
    capture = tracy_diff.load(DATA / "csvexport" / "synth_ks.csvexport.unwrap_u.csv")
    comp = Comparison.of(capture, capture, "baseline", "candidate")
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    figs, _ = timeline_figures(comp, it, None, 1200, comp.first_row(), {"align": "iteration"})
    threads = sorted(capture.threads["name"].astype(str))
    for fig in figs:
        assert sorted(fig["layout"]["yaxis"]["ticktext"]) == threads
        assert any(trace.get("x") is not None and len(trace["x"]) for trace in fig["data"])
    names = {n for r in comp.records() for n in r.get("baseline_names", ())} or {
        str(n) for t in comp.diff.rows["baseline_names"] for n in t}
    assert names >= {"worker_task", "locked_region"}
