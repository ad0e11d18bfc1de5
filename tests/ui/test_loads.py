"""Pairs loaded in the background (ui/loads.py) and their first answers on
disk (ui/answer_cache.py): real sample captures, no browser."""

from __future__ import annotations

import shutil
import time

import pytest

from tests.paths import SAMPLES
from tracy_diff.ui import views
from tracy_diff.ui.answer_cache import AnswerCache
from tracy_diff.ui.loads import Loads, LoadState
from tracy_diff.ui.store import Store, UploadLimits

PAIR = ("decoder.tracy", "decoder_shifted.tracy")


def loads_in(folder, cache) -> Loads:
    up = folder / "up"
    up.mkdir(exist_ok=True)
    return Loads(Store([folder], up, UploadLimits()), AnswerCache(cache))


def keys(loads: Loads, *names: str) -> list[list[str]]:
    by_label = {s.label: s.key for s in loads.store.sources()}
    return [[by_label[n]] for n in names]


def finished(loads: Loads, b, c, timeout: float = 120) -> LoadState:
    """The pair's state once its load ended, its first answer on disk (``Loads.wait``); progress checked meanwhile."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = loads.start(b, c)
        if state.comparison is not None or state.error is not None:
            return loads.wait(b, c, max(deadline - time.monotonic(), 0))
        assert state.stage in ("reading", "diffing") and 0 <= state.fraction <= 1
        time.sleep(0.05)
    raise AssertionError("the load did not finish")


@pytest.fixture
def folder(tmp_path):
    for name in PAIR:
        shutil.copy(SAMPLES / name, tmp_path / name)
    return tmp_path


def test_a_load_starts_once_reports_progress_and_ends_diffed(folder, tmp_path):
    loads = loads_in(folder, tmp_path / "cache")
    b, c = keys(loads, *PAIR)
    first = loads.start(b, c)
    assert first.comparison is None and first.text().startswith(("Reading the captures… ", "Diffing… "))
    assert loads.answer(b, c) is None, "nothing on disk yet, nothing diffed"
    state = finished(loads, b, c)
    assert state.error is None and state.text() == ""
    assert loads.start(b, c).comparison.diff is state.comparison.diff, "diffed once"
    assert loads.answer(b, c) == views.answer_of(state.comparison)


def test_a_new_process_draws_the_first_answer_from_disk(folder, tmp_path):
    old = loads_in(folder, tmp_path / "cache")
    b, c = keys(old, *PAIR)
    fresh = views.answer_of(finished(old, b, c).comparison)
    assert len(list((tmp_path / "cache").glob("*.json"))) == 1
    again = loads_in(folder, tmp_path / "cache")  # as a restarted server
    b, c = keys(again, *PAIR)
    assert again.store.cached_comparison(b, c) is None
    assert again.answer(b, c) == fresh, "the same answer, before anything is read"
    assert views.answer_of(finished(again, b, c).comparison)["digest"] == fresh["digest"]


def test_other_bytes_or_other_names_miss_and_a_damaged_entry_is_no_answer(folder, tmp_path):
    cache = tmp_path / "cache"
    old = loads_in(folder, cache)
    finished(old, *keys(old, *PAIR))
    # The same bytes under another name: the page shows names, so not this answer.
    shutil.copy(folder / PAIR[1], folder / "renamed.tracy")
    again = loads_in(folder, cache)
    assert again.answer(*keys(again, PAIR[0], "renamed.tracy")) is None
    # Other bytes under the same name.
    shutil.copy(SAMPLES / "decoder_horizontal.tracy", folder / PAIR[1])
    again = loads_in(folder, cache)
    assert again.answer(*keys(again, *PAIR)) is None
    # A damaged entry is a miss, and the page diffs the pair instead.
    shutil.copy(SAMPLES / PAIR[1], folder / PAIR[1])
    for entry in cache.glob("*.json"):
        entry.write_text('{"summary.children": [')
    again = loads_in(folder, cache)
    b, c = keys(again, *PAIR)
    assert again.answer(b, c) is None
    assert finished(again, b, c).comparison is not None


def test_a_pair_that_cannot_be_diffed_says_why_in_one_line(folder, tmp_path):
    (folder / "broken.tracy").write_bytes(b"not a capture\n" * 100)
    loads = loads_in(folder, tmp_path / "cache")
    state = finished(loads, *keys(loads, PAIR[0], "broken.tracy"))
    assert state.comparison is None and state.error and "\n" not in state.error
    assert "broken.tracy" in state.error and str(folder) not in state.error
    assert loads.start(*keys(loads, PAIR[0], "broken.tracy")).error == state.error, "not retried on every poll"


def test_the_cache_keeps_within_its_limits_and_off_keeps_nothing(tmp_path):
    cache = AnswerCache(tmp_path / "c", max_entries=3)
    for i in range(5):
        cache.put(f"k{i}", {"i": i})
        time.sleep(0.01)
    assert sorted(p.stem for p in (tmp_path / "c").glob("*.json")) == ["k2", "k3", "k4"]
    assert cache.get("k4") == {"i": 4} and cache.get("k0") is None
    small = AnswerCache(tmp_path / "s", max_bytes=200)
    small.put("big", {"x": "y" * 300})
    assert small.get("big") is None
    off = AnswerCache(None)
    off.put("k", {"a": 1})
    assert off.get("k") is None
