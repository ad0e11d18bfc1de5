"""The dashboard on a generic capture (no IREE lanes, names or dispatches):
its timelines are one lane per thread of the capture, holding its zones."""

from __future__ import annotations

import tracy_diff
from tests.paths import DATA
from tests.ui.plotly_data import decode
from tracy_diff.ui.comparison import Comparison
from tracy_diff.ui.inputs import TimelineOptions
from tracy_diff.ui.views import timeline_figures


def test_generic_timelines_are_lanes_by_thread():
    capture = tracy_diff.load(DATA / "csvexport" / "synth_ks.csvexport.unwrap_u.csv")
    comp = Comparison.of(capture, capture, "baseline", "candidate")
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    figs, _ = timeline_figures(comp, it, None, 1200, comp.first_row(), TimelineOptions(align="iteration"))
    threads = sorted(capture.threads["name"].astype(str))
    for fig in figs:
        assert sorted(fig["layout"]["yaxis"]["ticktext"]) == threads
        assert any(trace.get("x") is not None and len(decode(trace["x"])) for trace in fig["data"])
    names = {n for r in comp.records() for n in r.get("baseline_names", ())} or {
        str(n) for t in comp.diff.rows["baseline_names"] for n in t}
    assert names >= {"worker_task", "locked_region"}
