"""The detail's histograms and members, and the view read back from an address."""

from __future__ import annotations

import numpy as np
import pytest

from tests.ui.plotly_data import decode
from tracy_diff.diff import Pair, RowIr, Structure
from tracy_diff.ui import detail, figures, inputs, summary


def test_histograms_share_bins_and_go_log_for_a_large_ratio():
    base = np.array([1.0, 1.1, 1.2, 1.15])
    cand = np.array([90.0, 100.0, 110.0])
    fig = figures.distribution_figure(base, cand)
    assert fig["layout"]["xaxis"]["type"] == "log"
    b, c = fig["data"]
    assert np.array_equal(decode(b["x"]), decode(c["x"]))
    assert decode(b["y"]).sum() == 4 and decode(c["y"]).sum() == 3
    lo, hi = fig["layout"]["xaxis"]["range"]
    assert 10 ** lo <= 1.0 and 10 ** hi >= 110.0 and 10 ** lo > 0.5


def test_a_tight_spread_is_not_squeezed_against_zero():
    base = np.array([100.0, 100.5, 101.0])
    cand = np.array([101.5, 102.0])
    fig = figures.distribution_figure(base, cand)
    assert fig["layout"]["xaxis"]["type"] == "linear"
    lo, hi = fig["layout"]["xaxis"]["range"]
    assert 99 < lo <= 100 and 102 <= hi < 103
    # Every value falls in a bin: nothing clipped at the edges.
    assert sum(decode(t["y"]).sum() for t in fig["data"]) == 5


def test_group_members_show_their_own_figures(gpu_comparison):  # noqa: F811
    diff = gpu_comparison.diff
    split = diff.rows[diff.rows["structure"] == Structure.SPLIT].iloc[0]
    table = gpu_comparison.members(int(split["row_id"]))
    text = str(detail.members(table))
    for name, median in zip(table["name"], table["median_ms"]):
        assert name in text  # full name as the cell's title
        assert figures.format_ms(median) in text


@pytest.mark.parametrize("query, want", [
    ({"b": ["baseline.tracy@1a2b3c4d"], "c": ["cand.tracy@ffee0011"], "row": ["c:dispatch_3"], "ib": ["5"],
      "ic": ["-1"], "align": ["relative"], "call": ["2"], "show": ["enclosing"], "axes": ["own"],
      "x0": ["10"], "x1": ["40.5"]},
     {"baseline": ["baseline.tracy@1a2b3c4d"], "candidate": ["cand.tracy@ffee0011"], "row": "c:dispatch_3",
      "iter-baseline": 5, "iter-candidate": -1,
      "options": inputs.TimelineOptions(align="relative", call=1, enclosing=True, host=False, axes="own"),
      "range": [10.0, 40.5]}),
    ({"b": ["a.tracy"], "row": ["3"], "align": ["sideways"], "call": ["0"], "axes": ["x"], "x0": ["5"],
      "x1": ["1"]},
     {"baseline": ["a.tracy"], "options": inputs.TimelineOptions()}),
    # A side of several runs: one parameter per capture; a name may hold a comma.
    ({"b": ["run,1.tracy@00", "run2.tracy@11"], "c": ["", "x.tracy"]},
     {"baseline": ["run,1.tracy@00", "run2.tracy@11"], "candidate": ["x.tracy"], "options": inputs.TimelineOptions()}),
    ({}, {"options": inputs.TimelineOptions()}),
])
def test_a_view_is_read_back_from_the_address_and_junk_is_left_out(query, want):
    assert inputs.url_view(query) == want


def test_timeline_options_round_trip_through_their_stored_form():
    import dataclasses

    options = inputs.TimelineOptions(align="iteration", call=3, enclosing=True, host=False, axes="own")
    assert inputs.TimelineOptions.of(dataclasses.asdict(options)) == options
    assert inputs.TimelineOptions.of({"align": 3, "call": -1, "axes": "sideways"}) == inputs.TimelineOptions()
    assert inputs.TimelineOptions.of(None) == inputs.TimelineOptions()


def test_views_answer_by_output_name_and_refuse_unknown_names():
    from dash import no_update

    from tracy_diff.ui.views import Outputs

    spec = Outputs("a.data", "b.children", "c.figure")
    assert spec.answer({"c.figure": 1, "a.data": 2}) == (2, no_update, 1)
    assert spec.nothing() == (no_update,) * 3
    with pytest.raises(KeyError, match="d.value"):
        spec.answer({"d.value": 0})


def test_the_table_name_says_what_the_baseline_ran(gpu_comparison):  # noqa: F811
    records = {r["rank"]: r for r in gpu_comparison.records()}
    # Rank 1: the conv changed layout; both names are shown whole.
    assert records[1]["readable"] == ("#9 conv_2d_nchw_fchw 2x320x128x128x320x3x3 f16\n"
                                      "  was #10 conv_2d_nhwc_hwcf 2x128x128x320x3x3x320 f16")
    # A dispatch only renumbered: one line, the old ordinal in brackets.
    renumbered = [r for r in records.values() if r["readable"].startswith("#377 ")]
    assert [r["readable"] for r in renumbered] == ["#377 (was #372) conv_2d_nhwc_hwcf 2x128x128x640x3x3x640 f16"]


def test_the_ir_panel_puts_both_sides_beside_each_other():
    ir = RowIr(Pair(("/x/b/module_a.mlir",), ("/x/c/module_a.mlir",)), {"math.cos": 2}, {},
               "IR: +2 math.cos in a", lambda: ("--- a\n+++ b\n-  op A\n+  op B", "func\n  %0 = op A\n  %1 = same %0",
                                                    "func\n  %0 = op B\n  %3 = same %0"),
               reproduce=Pair(("iree-benchmark-module --module=b.vmfb",), ()),
               fusion=("the ops of dispatch_0 now appear in dispatch_1",),
               marks=lambda: ((False, True, False), (False, True, False)))
    panel = detail.ir_panel(ir)
    text = str(panel)
    assert "+2 math.cos" in text and "op A" in text and "op B" in text
    assert "now appear in dispatch_1" in text and "iree-benchmark-module --module=b.vmfb" in text
    assert "/x/b" not in text  # file names only, not server paths
    # The lines the analysis marks (RowIr.line_marks), and only those.
    marked = [c.children for c in _walk(panel) if "td-ir-only" in (getattr(c, "className", "") or "")]
    assert marked == ["  %0 = op A", "  %0 = op B"]
    assert detail.ir_panel(None) is None


def _walk(component):
    yield component
    children = getattr(component, "children", None)
    for child in children if isinstance(children, list) else [children] if children is not None else []:
        if hasattr(child, "children") or hasattr(child, "className"):
            yield from _walk(child)


@pytest.mark.parametrize("kind, delta, tone", [
    ("regression", 5.0, "regression"), ("improvement", -5.0, "improvement"), ("mixed", 5.0, "mixed"),
    # Never green for a total that rose, nor red for one that fell.
    ("improvement", 4.1, "neutral"), ("regression", -2.0, "neutral"),
    ("no_change", 0.1, "neutral"), ("environment_shift", 30.0, "neutral"), ("inconclusive", -3.0, "neutral"),
])
def test_the_verdict_colour_never_contradicts_the_total(kind, delta, tone):
    assert summary.verdict_tone(kind, delta) == tone


def test_an_undecided_row_says_how_many_runs_would_decide_it():
    import pandas as pd

    from tracy_diff.ui.comparison import decide_text

    assert decide_text({"runs_to_decide": 8, "decision_basis": "runs"}) == "about 8 runs a side would decide it"
    assert decide_text({"runs_to_decide": 3, "decision_basis": "assumed"}) == "about 3 runs a side would decide it"
    assert decide_text({"runs_to_decide": 40, "decision_basis": "samples"}, short=True) == "≈40 iterations to decide"
    assert decide_text({"runs_to_decide": pd.NA, "decision_basis": "runs"}) is None
    stats = str(detail.detail_stats({"runs_to_decide": 6, "decision_basis": "runs", "change_pct": 3.21,
                                     "change_low_pct": -1.0, "change_high_pct": 7.5, "interval_level": 0.95}))
    assert "about 6 runs a side would decide it" in stats and "+3.2% [-1.0%, +7.5%] · from the runs" in stats


def test_the_change_beside_the_runs_is_the_totals_with_its_interval_and_status(gpu_comparison):
    from tracy_diff.report.units import format_ms

    diff = gpu_comparison.diff
    total = diff.total
    # The pair's wall time and dispatch time per iteration moved by different amounts:
    # the card shows the total's (dispatch time), as the verdict's sentence does.
    wall = diff.candidate_summary.ms_per_iteration - diff.baseline_summary.ms_per_iteration
    assert format_ms(total.delta_ms_per_iter, signed=True) != format_ms(wall, signed=True)
    assert diff.verdict.delta_ms_per_iter == total.delta_ms_per_iter  # one estimate (issue 30)
    text = str(summary.summary(gpu_comparison))
    assert "dispatch time per iteration" in text
    assert format_ms(total.delta_ms_per_iter, signed=True) in text
    assert f"{total.change_pct:+.1f}%" in text
    assert f"[{total.change_low_pct:+.1f}%, {total.change_high_pct:+.1f}%]" in text
    assert f"td-badge {total.status}" in text
    assert f"td-verdict {summary.verdict_tone(str(diff.verdict.kind), total.change_pct)}" in text
