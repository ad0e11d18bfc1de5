"""The banner, file names only in messages, the iteration strip and the History page's figures,
without a browser (tests/browser/test_dashboard4.py drives them in one)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import tracy_diff
from tests.history_builds import DECODER_PLAN, add_builds
from tests.paths import SAMPLES
from tracy_diff.diff import VerdictKind
from tracy_diff.history.changes import ChangeStatus, find_changes
from tracy_diff.history.query import TOTAL, load_history
from tracy_diff.history.report import build_estimates, largest_regression, reversions
from tracy_diff.history.store import Store
from tracy_diff.ui import figures, history_page, summary
from tracy_diff.ui.paths import file_names_only


@pytest.fixture(scope="module")
def qk():
    return tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")


def test_the_banner_names_the_verdicts_top_row_with_the_tables_ratio_and_share(qk):
    top = qk.row_by_rank(qk.verdict.top_row)
    text = summary.banner(qk)
    assert text.startswith("REGRESSION · dispatch time +") and " · attention 24x1x64x128x1x128x64: " in text
    assert f", {top['ratio']:.2f}x, " in text and text.endswith(f"{top['share_of_change'] * 100:.0f}% of the slowdown")
    # The table's own cells: time per iteration, ratio, share.
    assert f"{summary.from_to(top['baseline_ms_per_iter'], top['candidate_ms_per_iter'])}/iter" in text
    assert summary.full_text(qk) == tracy_diff.report.verdict_text(qk)


def test_two_programs_get_a_notice_naming_what_each_side_ran(qk):
    kind = VerdictKind.DIFFERENT_PROGRAMS
    other = dataclasses.replace(qk, verdict=dataclasses.replace(qk.verdict, kind=kind))
    assert summary.different_programs(kind) and not summary.different_programs(qk.verdict.kind)
    text = summary.banner(other)
    assert text == ("DIFFERENT PROGRAMS · baseline: baseline.vmfb forward_bs1 · candidate: rope_fused_qk.vmfb "
                    "forward_bs1 · rows described, not judged")


@pytest.mark.parametrize("before, after, want", [(2.29, 97.0, "2.29 → 97 ms"), (0.5, 97.0, "500 µs → 97 ms")])
def test_from_to_says_a_shared_unit_once(before, after, want):
    assert summary.from_to(before, after) == want


@pytest.mark.parametrize("text, want", [
    ("/tmp/tracy-diff-uploads-x1/ab12-run.tracy: not a Tracy capture", "ab12-run.tracy: not a Tracy capture"),
    ("run 2 (/work/a/b/c.tracy) is not", "run 2 (c.tracy) is not"),
    ("/work/a b/c.tracy: x", "a b/c.tracy: x"),  # a space ends a path: its start goes, never its root
    ("2 ms/iter, 1/2 of it, a/b", "2 ms/iter, 1/2 of it, a/b"),
])
def test_messages_keep_file_names_only(text, want):
    assert file_names_only(text) == want


def test_the_iteration_strip_marks_slow_iterations_and_the_one_shown():
    ms = np.array([10.0, 10.2, 14.0, 9.9])
    fig = figures.iteration_strip(ms, 1, ms > np.median(ms) * 1.05, "candidate")
    bar = fig["data"][0]
    assert bar["customdata"] == [0, 1, 2, 3] and bar["y"] == ms.tolist()
    assert bar["marker"]["color"][2] == figures.SLOW_COLOR and bar["marker"]["color"].count(figures.SLOW_COLOR) == 1
    assert bar["marker"]["line"]["width"] == [0, 2, 0, 0]


@pytest.fixture(scope="module")
def decoder_store(tmp_path_factory):
    """Six builds of the sample decoder: b3 and b4 with its mmt4d about 12x slower, b5 as before."""
    return add_builds(tmp_path_factory.mktemp("h") / "store", DECODER_PLAN)


@pytest.fixture(scope="module")
def decoder_history(decoder_store):
    s = Store.open(str(decoder_store))
    return find_changes(load_history(s, *s.series_keys()[0]))


@pytest.mark.slow
def test_the_largest_regression_is_the_most_time_per_iteration_and_its_revert_is_found(decoder_history):
    found = decoder_history
    worst = largest_regression(found)
    assert worst.lineage != TOTAL and worst.build == "b3" and "mmt4d_8x176x512x8x8x1" in " ".join(worst.previous_names)
    # Larger in ms per iteration than every other dispatch regression, whatever their percentages.
    assert all(worst.delta_ms >= c.delta_ms for c in found.changes
               if c.status is ChangeStatus.REGRESSED and c.lineage != TOTAL)
    back = reversions(found)[(worst.lineage, worst.b)]
    assert back.build == "b5" and back.status is ChangeStatus.IMPROVED
    text = history_page.summary_text(found)
    assert "largest regression: mmt4d 8x176x512x8x8x1 at b3 (after b2)" in text and "reverted at b5" in text


@pytest.mark.slow
def test_the_trend_is_on_a_log_axis_with_the_histories_own_intervals(decoder_history):
    found = decoder_history
    worst = largest_regression(found)
    est = build_estimates(found, worst.lineage)
    assert (est["low_ms"] < est["ms"]).all() and (est["ms"] < est["high_ms"]).all()
    assert all(isinstance(n, tuple) for n in est["names"])
    fig = history_page.trend_figure(found, worst.lineage)
    assert fig["layout"]["yaxis"]["type"] == "log"
    assert fig["data"][1]["y"] == est["ms"].tolist()
    assert fig["data"][2]["x"] == ["b3", "b5"]
    assert not any("/" in str(c[1]) for c in fig["data"][0]["customdata"])  # run files by name only


@pytest.mark.slow
def test_the_builds_picked_follow_a_trend_click_else_the_lineages_latest_change(decoder_store):
    model = history_page.HistoryModel(str(decoder_store))
    key = model.series_keys()[0]
    mmt4d = largest_regression(model.found(key)).label
    # The lineage's latest change point (its revert at b5) and the build before it.
    assert history_page.builds_view(model, key, mmt4d, "b1", "b2", None, clicked=False) == \
        {"history-build-a.value": "b4", "history-build-b.value": "b5"}
    # A clicked point becomes the candidate, the candidate before it the baseline.
    assert history_page.builds_view(model, key, mmt4d, "b1", "b2", {"points": [{"x": "b6"}]}, clicked=True) == \
        {"history-build-a.value": "b2", "history-build-b.value": "b6"}
    for click in (None, {}, {"points": []}, {"points": [{"y": 1}]}, "b6", ["b6"]):
        assert history_page.builds_view(model, key, mmt4d, "b1", "b2", click, clicked=True) is None
    assert history_page.builds_view(model, "no / such", mmt4d, "b1", "b2", None, clicked=False) is None


def test_a_long_strip_draws_the_slowest_of_each_span_and_the_one_shown():
    ms = np.random.default_rng(7).gamma(5.0, 1.0, 5 * figures.MAX_STRIP_BARS + 3)
    slow = ms > np.median(ms) * 1.05
    chosen = int(np.argmin(ms))  # never its span's slowest
    fig = figures.iteration_strip(ms, chosen, slow, "candidate", first=100)
    bar = fig["data"][0]
    drawn = np.array(bar["x"])
    assert len(drawn) == figures.MAX_STRIP_BARS and (np.diff(drawn) > 0).all()
    assert bar["customdata"] == (drawn + 100).tolist() and bar["y"] == ms[drawn].tolist()
    assert bar["marker"]["line"]["width"] == [2 if i == chosen else 0 for i in drawn]
    assert [c == figures.SLOW_COLOR for c in bar["marker"]["color"]] == slow[drawn].tolist()
    # Span k holds the iterations i with i * MAX_STRIP_BARS // len(ms) == k: one bar each, its slowest.
    span = np.arange(len(ms)) * figures.MAX_STRIP_BARS // len(ms)
    assert (span[drawn] == np.arange(figures.MAX_STRIP_BARS)).all()
    for i in drawn[drawn != chosen]:
        assert ms[i] == ms[span == span[i]].max()
    assert f"{len(ms)} kept iterations ({int(slow.sum())} slow" in fig["layout"]["title"]["text"]
