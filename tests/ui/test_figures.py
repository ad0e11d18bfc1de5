"""The UI's level of detail, figures, store and entry point, without a browser."""

from __future__ import annotations

import json
import sys

import numpy as np
import pytest

from tests.paths import ROOT, SAMPLES, SHARED
from tests.ui.plotly_data import decode
from tracy_diff.diff import Structure
from tracy_diff.ui import figures
from tracy_diff.ui.timeline_lod import CODE, Blocks, build_tracks, level_of_detail, view


def random_track_zones(rng, n_tracks: int, per_track: int):
    """Non-overlapping zones per track, sorted by track then start."""
    starts, ends, tracks = [], [], []
    for k in range(n_tracks):
        gaps = rng.exponential(50, per_track).astype(np.int64) + 1
        lengths = np.where(rng.random(per_track) < 0.02, rng.integers(5_000, 50_000, per_track),
                           rng.integers(1, 200, per_track))
        start = np.cumsum(gaps + np.r_[0, lengths[:-1]])
        starts.append(start)
        ends.append(start + lengths)
        tracks.append(np.full(per_track, k))
    start, end, track = (np.concatenate(a).astype(np.int64) for a in (starts, ends, tracks))
    n = len(start)
    return start, end, track, rng.integers(0, len(CODE), n).astype(np.int8), \
        rng.integers(0, 50, n).astype(np.int32), rng.integers(-1, 20, n).astype(np.int32)


def owner(blocks: Blocks, start, end, track) -> np.ndarray:
    """Index of the block holding each zone (-1 if none holds it)."""
    out = np.full(len(start), -1)
    for k in np.unique(track):
        b = np.flatnonzero(blocks.track == k)
        z = np.flatnonzero(track == k)
        i = np.searchsorted(blocks.start[b], start[z], side="right") - 1
        ok = (i >= 0) & (blocks.end[b][np.clip(i, 0, None)] >= end[z])
        out[z[ok]] = b[i[ok]]
    return out


# --- level of detail -----------------------------------------------------------

def test_lod_keeps_wide_zones_exact_and_merges_narrow_neighbours():
    # track 0: two wide zones back to back, then a burst of 1 ns zones; track 1: one narrow zone.
    start = np.array([0, 100, 300, 302, 304, 306, 500], np.int64)
    end = np.array([100, 200, 301, 303, 305, 308, 501], np.int64)
    track = np.array([0, 0, 0, 0, 0, 0, 1])
    status = np.array([1, 2, 3, 4, 5, 6, 7], np.int8)
    blocks = level_of_detail(start, end, track, status, np.arange(7, dtype=np.int32),
                             np.arange(7, dtype=np.int32), min_ns=10)
    assert blocks.start.tolist() == [0, 100, 300, 500]
    assert blocks.end.tolist() == [100, 200, 308, 501]
    assert blocks.count.tolist() == [1, 1, 4, 1]
    # The burst is drawn as its longest zone (the 2 ns one at 306).
    assert blocks.status.tolist() == [1, 2, 6, 7]
    assert blocks.name.tolist() == [0, 1, 5, 6]


def test_lod_never_merges_across_tracks_or_large_gaps():
    start = np.array([0, 2, 50, 0], np.int64)
    end = np.array([1, 3, 51, 1], np.int64)
    track = np.array([0, 0, 0, 1])
    zeros = np.zeros(4, np.int32)
    blocks = level_of_detail(start, end, track, zeros.astype(np.int8), zeros, zeros, min_ns=10)
    assert blocks.track.tolist() == [0, 0, 1]
    assert blocks.count.tolist() == [2, 1, 1]


def test_lod_conserves_zones_and_bounds_block_count():
    rng = np.random.default_rng(7)
    start, end, track, status, name, row = random_track_zones(rng, n_tracks=6, per_track=20_000)
    span = int(end.max() - start.min())
    width_px, min_px = 1200, 2
    min_ns = span / width_px * min_px
    blocks = level_of_detail(start, end, track, status, name, row, min_ns)
    assert blocks.count.sum() == len(start)
    # Every zone lies inside a block of its own track.
    assert (owner(blocks, start, end, track) >= 0).all()
    # Narrow blocks are at least min_ns apart, so at most about one block per
    # two pixels (plus the wide zones, kept as they are) per track.
    wide = int(((end - start) >= min_ns).sum())
    assert len(blocks) <= 6 * (width_px / min_px + 2) + 2 * wide
    assert len(blocks) < len(start) / 10


def test_view_keeps_the_selected_row_apart():
    rng = np.random.default_rng(3)
    start, end, track, status, name, row = random_track_zones(rng, n_tracks=3, per_track=5_000)
    from tracy_diff.ui.timeline_lod import Tracks

    offsets = np.r_[np.flatnonzero(np.r_[True, track[1:] != track[:-1]]), len(track)]
    tracks = Tracks(lane=np.arange(3), depth=np.zeros(3, np.int64), offsets=offsets,
                    enclosing_only=np.zeros(3, bool), dispatch_lane=np.ones(3, bool),
                    max_duration=np.maximum.reduceat(end - start, offsets[:-1]),
                    lane_names=["a", "b", "c"], track=track, start=start, end=end, name=name,
                    row_id=row, status=status, names=[f"n{i}" for i in range(50)])
    t0, t1 = int(start.min()), int(end.max())
    others, sel = view(tracks, t0, t1, np.arange(3), 800, selected=5)
    chosen = row == 5
    assert sel.count.sum() == chosen.sum()
    assert (sel.row_id == 5).all()
    assert others.count.sum() == (~chosen).sum()
    assert (owner(sel, start[chosen], end[chosen], track[chosen]) >= 0).all()


def test_view_cuts_zones_at_the_window_but_keeps_their_duration():
    from tracy_diff.ui.timeline_lod import Tracks

    start, end = np.array([0, 600], np.int64), np.array([1000, 700], np.int64)
    one = np.zeros(2, np.int64)
    tracks = Tracks(lane=np.array([0, 0]), depth=np.array([0, 1]), offsets=np.array([0, 1, 2]),
                    enclosing_only=np.zeros(2, bool), dispatch_lane=np.ones(1, bool),
                    max_duration=np.array([1000, 100]), lane_names=["t"], track=np.array([0, 1]),
                    start=start, end=end, name=one.astype(np.int32), row_id=one.astype(np.int32),
                    status=one.astype(np.int8), names=["z"])
    blocks, _ = view(tracks, 0, 500, np.array([0, 1]), 100)
    assert blocks.start.tolist() == [0] and blocks.end.tolist() == [500]
    assert blocks.duration.tolist() == [1000]


@pytest.mark.needs_shared
def test_tracks_of_a_real_capture_and_visible_window():
    import tracy_diff

    capture = tracy_diff.load(SHARED / "mm.tracy")
    tracks = build_tracks(capture, {}, {})
    assert len(tracks) == len(capture.zones) + len(capture.gpu_zones)
    for k in range(tracks.track_count):
        seg = slice(tracks.offsets[k], tracks.offsets[k + 1])
        assert (np.diff(tracks.start[seg]) >= 0).all()
    assert set(tracks.lane_names) <= {capture.thread_name(int(t)) for t in capture.threads.index}
    assert (tracks.row_id == -1).all() and (tracks.status == CODE["other"]).all()

    zones = capture.zones
    mid = int(zones["start_ns"].median())
    t0, t1 = mid, mid + 2_000_000
    got = np.sort(tracks.start[tracks.visible(t0, t1)])
    z_end = np.where(zones["end_ns"] < 0, tracks.end.max(), zones["end_ns"])
    want = np.sort(zones["start_ns"].to_numpy()[(zones["start_ns"].to_numpy() <= t1) & (z_end >= t0)])
    assert np.array_equal(got, want)


# --- figures ----------------------------------------------------------------------

def strings_in(obj) -> int:
    if isinstance(obj, str):
        return 1
    if isinstance(obj, dict):
        return sum(strings_in(v) for v in obj.values())
    if isinstance(obj, (list, tuple)):
        return sum(strings_in(v) for v in obj)
    return 0


def timeline_of(n_per_track: int, seed: int = 0) -> tuple[dict, Blocks]:
    rng = np.random.default_rng(seed)
    start, end, track, status, name, row = random_track_zones(rng, 4, n_per_track)
    blocks = level_of_detail(start, end, track, status, name, row, min_ns=0)
    none = level_of_detail(start[:0], end[:0], track[:0], status[:0], name[:0], row[:0], 1)
    fig = figures.timeline_figure(blocks, none, np.array([0, 0, 1, 1]), ["main", "worker"],
                                  int(start.min()), (int(start.min()), int(end.max())), 1000, "t")
    return fig, blocks


def test_timeline_figure_has_no_string_per_zone_and_decodes():
    small, _ = timeline_of(50)
    big, blocks = timeline_of(5000)
    assert strings_in(big) == strings_in(small)
    json.dumps(big)  # plain JSON, nothing numpy left
    drawn = 0
    for trace in big["data"]:
        xs, ys = decode(trace["x"]), decode(trace["y"])
        gaps = np.isnan(xs)
        assert (gaps == np.isnan(ys)).all() and gaps[-1]
        drawn += int(gaps.sum())
        custom = decode(trace["customdata"])
        assert custom.shape == (len(xs), 5)
        assert set(np.unique(custom[~gaps, 2])) == {1.0}  # min_ns=0: nothing merged
        # A segment spans its block's duration (widened to MIN_BLOCK_PX pixels at least).
        starts = np.r_[0, np.flatnonzero(gaps)[:-1] + 1]
        seg = xs[np.flatnonzero(gaps) - 1] - xs[starts]
        dur = custom[starts, 3].astype(float) * 1e3
        px = (big["layout"]["xaxis"]["range"][1] - big["layout"]["xaxis"]["range"][0]) / 1000
        assert (seg >= dur * (1 - 1e-5) - 1e-9).all()
        assert (seg >= px * figures.MIN_BLOCK_PX * (1 - 1e-5)).all()  # none narrower than that
        wide = seg > px * figures.MIN_BLOCK_PX * 1.001
        assert wide.any() and np.allclose(seg[wide], dur[wide], rtol=1e-5)
    assert drawn == len(blocks)
    assert {t["type"] for t in big["data"]} == {"scattergl"}
    assert {t["type"] for t in small["data"]} == {"scatter"}


def test_timeline_lanes_get_one_label_each():
    fig, _ = timeline_of(10)
    assert fig["layout"]["yaxis"]["ticktext"] == ["main", "worker"]
    ys = figures.track_positions(np.array([0, 0, 1, 1]))
    assert ys[1] - ys[0] == 1 and ys[2] - ys[1] > 1


def test_the_ui_formats_durations_with_the_report_formatter():
    # One formatter everywhere (its vectors are in tests/report/format_vectors.json).
    from tracy_diff.report import units

    assert figures.format_ms is units.format_ms


# --- the comparison on real captures -----------------------------------------------

def test_records_are_json_clean_and_dispatches_come_first(gpu_comparison):
    records = gpu_comparison.records()
    assert len(records) == len(gpu_comparison.diff.rows)
    json.dumps(records, allow_nan=False)
    # The conv's short names, without the function prefix, as the table shows them.
    top = next(r for r in records if r["rank"] == 1)
    assert top["baseline_short"] == "dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16"
    assert top["candidate_short"] == "dispatch_9_conv_2d_nchw_fchw_2x320x128x128x320x3x3_f16"
    split = next(r for r in records if r["structure"] == Structure.SPLIT)
    assert split["candidate_short"] == ("dispatch_79_generic_2x32x40x1024_f16xf32 + "
                                        "dispatch_80_elementwise_transpose_2x1024x1280_f16xf32xf16")
    sections = [r["section"] for r in records]
    assert sections == sorted(sections, key=lambda s: s == "enclosing")
    assert records[0]["row_id"] == gpu_comparison.first_row()
    assert all(r["candidate_short"] is None or "$async" not in r["candidate_short"] for r in records)


def test_delta_figure_shows_the_largest_changes(gpu_comparison):
    rows = gpu_comparison.diff.rows
    fig = figures.delta_figure(rows, top=5)
    trace = fig["data"][0]
    ids = trace["customdata"]
    dispatch = rows[rows["section"] == "dispatch"]
    delta = dispatch["delta_ms_per_iter"].abs()
    # Rows under 1% of the largest change would be invisible bars: left out, and counted.
    big = delta[delta >= figures.DELTA_SHOWN * delta.max()]
    want = dispatch.loc[big.nlargest(5).index]
    assert set(ids) == set(want["row_id"]) and len(ids) >= 2
    hidden = int((delta > 0).sum()) - len(ids)
    assert hidden > 0 and f"{hidden} smaller changes not drawn" in fig["layout"]["title"]["text"]
    values = decode(trace["x"])
    assert (np.diff(values) <= 0).all()


def test_timelines_highlight_the_selected_row(gpu_comparison):
    from tracy_diff.ui.inputs import TimelineOptions
    from tracy_diff.ui.views import timeline_figures

    row = gpu_comparison.first_row()
    it = [gpu_comparison.median_iteration(s) for s in ("baseline", "candidate")]
    by_start = TimelineOptions(align="iteration")
    figs, (lo, hi) = timeline_figures(gpu_comparison, it, None, 1200, row, by_start)
    assert lo == 0 and hi > 0
    for side, fig in zip(("baseline", "candidate"), figs):
        names = [t["name"] for t in fig["data"]]
        assert "selected" in names
        start, end = gpu_comparison.iteration_window(side, it[0 if side == "baseline" else 1])
        ex = gpu_comparison.diff.executions_of(row, side)
        ex = ex[(ex["start_ns"] >= start) & (ex["start_ns"] <= end)]
        xs = decode(next(t for t in fig["data"] if t["name"] == "selected")["x"])
        assert np.nanmin(xs) == pytest.approx((ex["start_ns"].min() - start) / 1e6, abs=1e-6)
    # Zoomed: the window is what was asked for, on both sides.
    figs, _ = timeline_figures(gpu_comparison, it, [1.0, 2.0], 1200, row, by_start)
    assert [f["layout"]["xaxis"]["range"] for f in figs] == [[1.0, 2.0], [1.0, 2.0]]


@pytest.mark.parametrize("call", [0, 1, 5])
def test_timelines_align_on_the_selected_rows_kth_call(gpu_comparison, call):
    """x = 0 is the k-th call of the selected row in each side's iteration:
    every drawn call sits at its start minus that call's start, both sides
    on one axis range."""
    from tracy_diff.ui.inputs import TimelineOptions
    from tracy_diff.ui.views import timeline_figures

    comp, row = gpu_comparison, gpu_comparison.first_row()
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    figs, (lo, hi) = timeline_figures(comp, it, None, 1200, row, TimelineOptions(align="dispatch", call=call))
    assert figs[0]["layout"]["xaxis"]["range"] == figs[1]["layout"]["xaxis"]["range"] == [lo, hi]
    for side, i, fig in zip(("baseline", "candidate"), it, figs):
        start, end = comp.iteration_window(side, i)
        ex = comp.diff.executions[(comp.diff.executions["row_id"] == row)
                                  & (comp.diff.executions["side"] == side)]
        starts = np.sort(ex["start_ns"].to_numpy())
        starts = starts[(starts >= start) & (starts < end)]
        anchor = starts[min(call, len(starts) - 1)]
        xs = decode(next(t for t in fig["data"] if t["name"] == "selected")["x"])
        xs = xs[np.isfinite(xs)]
        for s in (starts - anchor) / 1e6:
            assert np.abs(xs - s).min() < 1e-6, (side, s)
        assert lo <= (start - anchor) / 1e6 and (end - anchor) / 1e6 <= hi
    # Zoomed: the same range on both sides.
    figs, _ = timeline_figures(comp, it, [-0.05, 0.2], 1200, row, TimelineOptions(align="dispatch", call=call))
    assert [f["layout"]["xaxis"]["range"] for f in figs] == [[-0.05, 0.2]] * 2


def test_relative_axis_spans_each_iteration_in_percent(gpu_comparison):
    from tracy_diff.ui.inputs import TimelineOptions
    from tracy_diff.ui.views import timeline_figures

    comp, row = gpu_comparison, gpu_comparison.first_row()
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    figs, (lo, hi) = timeline_figures(comp, it, None, 1200, row, TimelineOptions(align="relative"))
    assert (lo, hi) == (0.0, 100.0)
    for side, i, fig in zip(("baseline", "candidate"), it, figs):
        start, end = comp.iteration_window(side, i)
        ex = comp.diff.executions_of(row, side)
        first = ex["start_ns"][(ex["start_ns"] >= start) & (ex["start_ns"] < end)].min()
        xs = decode(next(t for t in fig["data"] if t["name"] == "selected")["x"])
        assert np.nanmin(xs) == pytest.approx((first - start) / (end - start) * 100, abs=1e-6)
        assert fig["layout"]["xaxis"]["ticksuffix"] == " %"


def test_lanes_come_gpu_first_in_the_same_order_on_both_sides_and_fold(gpu_comparison):
    comp = gpu_comparison
    orders = [comp.tracks(s).lane_names for s in ("baseline", "candidate")]
    assert orders[0] == orders[1]
    gpu = [n.startswith("GPU ") for n in orders[0]]
    assert any(gpu) and gpu == sorted(gpu, reverse=True)
    tracks = comp.tracks("baseline")
    start, end = comp.iteration_window("baseline", comp.median_iteration("baseline"))
    every = tracks.tracks_in(start, end)
    folded = tracks.tracks_in(start, end, enclosing=False, host=False)
    assert 0 < len(folded) < len(every)
    # Folded: every track left holds a dispatch zone, on a lane holding dispatches.
    for k in folded:
        zones = slice(tracks.offsets[k], tracks.offsets[k + 1])
        assert (~np.isin(tracks.status[zones], [CODE["enclosing"], CODE["other"]])).any()
        assert tracks.dispatch_lane[tracks.lane[k]]


def test_per_iteration_series_and_members(gpu_comparison):
    diff = gpu_comparison.diff
    for side in ("baseline", "candidate"):
        summary = diff.baseline_summary if side == "baseline" else diff.candidate_summary
        series = gpu_comparison.per_iteration_ms(gpu_comparison.first_row(), side)
        assert len(series) == summary.iterations and (series > 0).all()
    # The README's split: 61,116 ns per iteration of one dispatch became
    # 73,812 ns of two; the members' own figures add up to those.
    split = diff.rows[diff.rows["structure"] == Structure.SPLIT].iloc[0]
    members = gpu_comparison.members(int(split["row_id"]))
    assert sorted(members["side"]) == ["baseline", "candidate", "candidate"]
    per_side = members.groupby("side")["ms_per_iter"].sum() * 1e6
    assert round(per_side["baseline"]) == 61_116 and round(per_side["candidate"]) == 73_812


def test_the_plotly_bundle_is_plotlys_version_and_draws_every_figure(gpu_comparison):
    """assets/plotly-tracydiff.min.js (see tracy_diff/ui/plotly_bundle/) stands in
    for the plotly.js that dcc.Graph would fetch: same version, and every
    trace type the page's figures use registered in it."""
    import re

    from plotly.offline import get_plotlyjs_version

    from tracy_diff.ui import ASSETS
    from tracy_diff.ui.views import timeline_figures

    bundle = (ASSETS / "plotly-tracydiff.min.js").read_text(encoding="utf-8")
    assert re.findall(r'\.version="([^"]+)"', bundle) == [get_plotlyjs_version()]
    registered = set(re.findall(r'moduleType:"trace",name:"(\w+)"', bundle))

    comp, row = gpu_comparison, gpu_comparison.first_row()
    it = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    shown = [*timeline_figures(comp, it, None, 1200, row)[0],
             *timeline_figures(comp, [-1, -1], None, 1200, row)[0],
             timeline_of(5000)[0], timeline_of(50)[0],
             figures.delta_figure(comp.diff.rows), figures.family_figure(comp.family_totals()),
             figures.distribution_figure(comp.durations_ms(row, "baseline"),
                                         comp.durations_ms(row, "candidate")),
             figures.series_figure(comp.per_iteration_ms(row, "baseline"),
                                   comp.per_iteration_ms(row, "candidate"))]
    used = {t["type"] for fig in shown for t in fig["data"]}
    assert {"scatter", "scattergl", "bar"} <= used
    assert used <= registered


def test_lru_computes_once_per_key_and_drops_the_oldest():
    import threading
    import time

    from tracy_diff.ui.store import LRU

    cache, calls = LRU(2), []

    def make(key):
        def compute():
            calls.append(key)
            time.sleep(0.05)
            return key * 10
        return compute

    threads = [threading.Thread(target=cache.get, args=(1, make(1))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert calls == [1]
    assert cache.get(2, make(2)) == 20 and cache.get(1, make(1)) == 10
    cache.get(3, make(3))  # drops 2, the least recently used
    assert cache.get(1, make(1)) == 10 and calls == [1, 2, 3]
    cache.get(2, make(2))
    assert calls == [1, 2, 3, 2]
    with pytest.raises(ZeroDivisionError):
        cache.get(4, lambda: 1 / 0)
    assert cache.get(4, make(4)) == 40


# --- entry point -------------------------------------------------------------------

def test_app_defaults_are_safe():
    sys.path.insert(0, str(ROOT))
    try:
        import app
    finally:
        sys.path.remove(str(ROOT))
    args = app.build_parser().parse_args([])
    assert (args.host, args.port, args.debug, args.max_upload_mb) == ("127.0.0.1", 8050, False, 200)
    with pytest.raises(SystemExit):
        app.main(["only_one.tracy"])
    # Several runs per side: both lists, and not mixed with the two-positional form.
    for argv in (["--baseline", "a.tracy", "b.tracy"], ["x.tracy", "y.tracy", "--baseline", "a.tracy",
                                                         "--candidate", "b.tracy"]):
        with pytest.raises(SystemExit):
            app.main(argv)
    assert app.main(["--baseline", "missing1.tracy", "--candidate", "missing2.tracy"]) == 2


def test_create_app_opens_the_sample_pair_and_caps_uploads():
    from tracy_diff.ui import DEFAULT_PAIR, create_app

    app = create_app(max_upload_mb=3)
    assert app.server.config["MAX_CONTENT_LENGTH"] >= 3 * 2**20
    assert app.server.config["MAX_CONTENT_LENGTH"] <= 6 * 2**20
    page = app.layout()
    picked = {c.id: c.value for c in _walk(page) if getattr(c, "id", None) in ("baseline-pick", "candidate-pick")}
    labels = {s.key: s.label for s in app.store.sources()}
    assert ([labels[k] for k in picked["baseline-pick"]], [labels[k] for k in picked["candidate-pick"]]) \
        == ([DEFAULT_PAIR[0]], [DEFAULT_PAIR[1]])
    assert all(s.path.startswith(str(SAMPLES)) for s in app.store.sources())


def _walk(component):
    yield component
    children = getattr(component, "children", None)
    if isinstance(children, (list, tuple)):
        for c in children:
            yield from _walk(c)
    elif children is not None and hasattr(children, "to_plotly_json"):
        yield from _walk(children)


def test_browser_tests_skip_without_chromium_unless_required(monkeypatch, tmp_path):
    from tests.browser import pages

    monkeypatch.setattr(pages, "CHROMIUM", tmp_path / "no-chromium")
    monkeypatch.delenv("TRACY_DIFF_REQUIRE_BROWSER", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no-chromium"):
        pages.need_browser()
    monkeypatch.setenv("TRACY_DIFF_REQUIRE_BROWSER", "1")
    with pytest.raises(pytest.fail.Exception, match="required"):
        pages.need_browser()


def test_timelines_of_a_capture_without_zones_say_so():
    import tracy_diff
    from tracy_diff.ui.comparison import Comparison
    from tracy_diff.ui.views import timeline_figures

    csv = SHARED / "csvexport" / "mm.csvexport.default.csv"
    comp = Comparison.of(tracy_diff.load(csv), tracy_diff.load(csv), "a", "b")
    figs, _ = timeline_figures(comp, [0, 0], None, 1000, comp.first_row())
    for fig in figs:
        assert fig["data"] == []
        assert "no zones" in fig["layout"]["annotations"][0]["text"]


def test_colour_status_and_headline_agree_on_two_runs_of_one_build():
    import tracy_diff
    from tracy_diff.ui import summary

    d = tracy_diff.diff(tracy_diff.load(SAMPLES / "baseline.tracy"), tracy_diff.load(SAMPLES / "baseline_run2.tracy"))
    assert set(d.rows.loc[d.rows["section"] == "dispatch", "status"]) <= {"unchanged", "inconclusive"}
    fig = figures.delta_figure(d.rows)
    if fig["data"]:
        # Bars of rows that did not move are never red or green, whichever way they moved.
        assert not set(fig["data"][0]["marker"]["color"]) & {figures.COLORS["regressed"], figures.COLORS["improved"]}

    class Comp:
        diff, labels, run_labels = d, ("a", "b"), ((), ())

    html = str(summary.summary(Comp()))
    assert "td-verdict neutral" in html and "td-run-big up" not in html and "td-run-big down" not in html


def test_a_long_per_iteration_series_is_drawn_by_its_envelope():
    rng = np.random.default_rng(3)
    values = rng.lognormal(0, 0.2, 13_000)
    values[4321], values[9876] = 50.0, 0.01  # one spike, one dip
    x, y = figures.envelope(values)
    assert len(x) <= figures.SERIES_POINTS and (np.diff(x) > 0).all()
    assert np.array_equal(y, values[x])
    assert {4321, 9876} <= set(x.tolist())  # nothing a line of every iteration shows is lost
    fig = figures.series_figure(values, values[:100])
    assert "lowest and highest of each 22" in fig["layout"]["xaxis"]["title"]["text"]
    assert decode(fig["data"][0]["y"]).size == len(x) and fig["data"][1]["dx"] == 1
    small = np.arange(5.0)
    assert np.array_equal(figures.envelope(small)[0], np.arange(5))


def test_bar_charts_of_sub_millisecond_times_read_in_their_own_unit():
    assert figures.axis_unit(0.04) == ("µs", 1e-3) and figures.axis_unit(4.5) == ("ms", 1.0)
    assert figures.axis_unit(2500.0) == ("s", 1000.0) and figures.axis_unit(2e-7)[0] == "ns"
    import pandas as pd
    totals = pd.DataFrame({"family": ["matmul"], "baseline_ms_per_iter": [0.039], "candidate_ms_per_iter": [0.042]})
    fig = figures.family_figure(totals)
    assert fig["layout"]["xaxis"]["title"]["text"] == "µs per iteration"
    assert decode(fig["data"][0]["x"]) == pytest.approx([39.0])
