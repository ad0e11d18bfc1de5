"""Each timeline shows its own iteration only, on the axis both sides share."""

import numpy as np

import tracy_diff
from tests.paths import SHARED
from tests.ui.plotly_data import decode
from tracy_diff.ui.comparison import Comparison
from tracy_diff.ui.inputs import TimelineOptions
from tracy_diff.ui.views import timeline_figures

GPU = SHARED / "gpu"


def test_the_shorter_iteration_ends_where_it_ends():
    comp = Comparison.of(tracy_diff.load(GPU / "unet_baseline.tracy"),
                         tracy_diff.load(GPU / "unet_candidate.tracy"), "b", "c")
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    figs, (_, extent) = timeline_figures(comp, it, None, 1200, comp.first_row(), TimelineOptions(align="iteration"))
    lengths = []
    for side, i, fig in zip(("baseline", "candidate"), it, figs):
        start, end = comp.iteration_window(side, i)
        lengths.append((end - start) / 1e6)
        xs = np.concatenate([decode(t["x"]) for t in fig["data"] if "x" in t and t["x"] is not None])
        xs = xs[np.isfinite(xs)]
        assert xs.min() >= 0
        # Blocks narrower than the level of detail's 2 px are drawn 2 px wide.
        assert xs.max() <= lengths[-1] + 2 * extent / 1200, side
        assert fig["layout"]["xaxis"]["range"] == [0.0, extent]
    # The baseline's steady iteration is ~37 ms, the candidate's ~42 ms.
    assert lengths[0] < lengths[1] == extent
