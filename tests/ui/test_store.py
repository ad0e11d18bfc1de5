"""The UI's store: which captures the page may open, uploads and their caps,
labels, and the parse/diff caches. Real captures, no browser."""

from __future__ import annotations

import pytest

from tests.paths import SAMPLES, SHARED
from tracy_diff.errors import DiffError, TracyFormatError
from tracy_diff.ui.store import LoadLimits, Store, UploadLimits

UNET = SHARED / "gpu" / "unet_baseline.tracy"
#: Four different small, valid captures.
SMALL = [SAMPLES / n for n in ("baseline.tracy", "baseline_run2.tracy", "rope_fused_q.tracy",
                               "rope_fused_qk.tracy")]


def store_in(tmp_path, folders=(), **limits) -> Store:
    up = tmp_path / "up"
    up.mkdir(exist_ok=True)
    return Store(list(folders), up, UploadLimits(**limits))


def test_store_lists_only_captures_and_refuses_other_keys(tmp_path):
    (tmp_path / "a.tracy").write_bytes(UNET.read_bytes())
    (tmp_path / "notes.txt").write_text("not listed")
    store = store_in(tmp_path, [tmp_path])
    sources = store.sources()
    assert [s.label for s in sources] == ["a.tracy"]
    for key in ("../../etc/passwd", str(tmp_path / "a.tracy"), "c99", None, ["c0"], {"k": 1}, 7):
        with pytest.raises(TracyFormatError):
            store.source(key)


def test_store_caches_by_content(tmp_path):
    data = UNET.read_bytes()
    (tmp_path / "one.tracy").write_bytes(data)
    (tmp_path / "two.tracy").write_bytes(data)
    store = store_in(tmp_path, [tmp_path])
    a, b = store.sources()
    assert store.capture(a.key) is store.capture(b.key)


def test_labels_are_file_names_and_local_paths_only_tooltips(tmp_path):
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    (one / "run.tracy").write_bytes(SMALL[0].read_bytes())
    (two / "run.tracy").write_bytes(SMALL[1].read_bytes())
    store = store_in(tmp_path, [one, two])
    a, b = store.sources()
    assert (a.label, b.label) == ("run.tracy", "run.tracy (two)")
    assert (a.tooltip, b.tooltip) == (str(one / "run.tracy"), str(two / "run.tracy"))
    up = store.save_upload("/home/me/x/run.tracy", SMALL[2].read_bytes())
    assert up.label == "run.tracy (uploaded)"
    assert str(tmp_path) not in up.label + up.tooltip
    again = store.save_upload("run.tracy", SMALL[3].read_bytes())
    assert again.label == "run.tracy (uploaded) #2"


def test_uploads_are_capped_checked_and_kept_in_the_upload_folder(tmp_path):
    store = store_in(tmp_path, max_bytes=100_000)
    up = store.upload_dir
    with pytest.raises(TracyFormatError, match="over the upload limit"):
        store.save_upload("big.tracy", b"x" * 100_001)
    with pytest.raises(TracyFormatError, match="broken.tracy") as err:
        store.save_upload("../../broken.tracy", b"this is not a capture")
    assert "\n" not in str(err.value) and str(up) not in str(err.value)
    assert list(up.iterdir()) == []
    source = store.save_upload("../x/unet.tracy", UNET.read_bytes())
    assert source.origin == "upload"
    assert list(up.iterdir()) == [up / source.path.split("/")[-1]]
    assert store.source(source.key) == source


def test_the_same_bytes_uploaded_again_are_stored_once_under_the_newest_name(tmp_path):
    store = store_in(tmp_path)
    data = SMALL[0].read_bytes()
    first = store.save_upload("a.tracy", data)
    second = store.save_upload("b.tracy", data)
    third = store.save_upload("b.tracy", data)
    assert first.key == second.key == third.key
    assert len(list(store.upload_dir.iterdir())) == 1
    uploads = [s for s in store.sources() if s.origin == "upload"]
    assert [s.label for s in uploads] == ["b.tracy (uploaded)"]


def test_a_capture_equal_to_another_is_shown_under_its_own_name(tmp_path):
    store = store_in(tmp_path, [SAMPLES])
    sample = {s.label: s for s in store.sources()}["baseline.tracy"]
    cand = {s.label: s for s in store.sources()}["rope_fused_qk.tracy"]
    copy = store.save_upload("mine.tracy", SMALL[0].read_bytes())  # baseline.tracy's bytes
    assert copy.key != sample.key
    first = store.comparison(sample.key, cand.key)
    second = store.comparison(copy.key, cand.key)
    assert first.labels == ("baseline.tracy", "rope_fused_qk.tracy")
    assert second.labels == ("mine.tracy (uploaded)", "rope_fused_qk.tracy")
    assert second.diff is first.diff, "the same bytes are diffed once"
    cached = store.cached_comparison(copy.key, cand.key)
    assert cached.labels == second.labels


def test_uploads_over_the_count_drop_the_least_recently_used(tmp_path):
    store = store_in(tmp_path, max_count=2)
    a = store.save_upload("a.tracy", SMALL[0].read_bytes())
    b = store.save_upload("b.tracy", SMALL[1].read_bytes())
    store.capture(a.key)  # a used after b: b is the least recently used
    c = store.save_upload("c.tracy", SMALL[2].read_bytes())
    listed = {s.key for s in store.sources()}
    assert {a.key, c.key} <= listed and b.key not in listed
    assert sorted(p.name.split("-", 1)[1] for p in store.upload_dir.iterdir()) == ["a.tracy", "c.tracy"]
    with pytest.raises(TracyFormatError, match="b.tracy .uploaded. was removed .* upload it again"):
        store.source(b.key)
    # An upload the other slot shows is kept even when it is the oldest.
    d = store.save_upload("d.tracy", SMALL[3].read_bytes(), keep=(a.key,))
    assert {s.key for s in store.sources()} == {a.key, d.key}
    # Uploaded again after it was dropped, b is stored and listed anew.
    b2 = store.save_upload("b.tracy", SMALL[1].read_bytes(), keep=(d.key,))
    assert b2.key != b.key and {s.key for s in store.sources()} == {d.key, b2.key}
    assert len(list(store.upload_dir.iterdir())) == 2


def test_uploads_over_the_total_size_drop_the_oldest(tmp_path):
    sizes = [p.stat().st_size for p in SMALL[:3]]
    store = store_in(tmp_path, max_bytes=max(sizes), max_total_bytes=sizes[1] + sizes[2])
    a, b, c = (store.save_upload(p.name, p.read_bytes()) for p in SMALL[:3])
    assert {s.key for s in store.sources()} == {b.key, c.key}
    assert sum(p.stat().st_size for p in store.upload_dir.iterdir()) == sizes[1] + sizes[2]


def test_errors_name_the_file_not_the_server_path(tmp_path):
    (tmp_path / "broken.tracy").write_bytes(b"this is not a Tracy capture\n" * 10)
    store = store_in(tmp_path, [tmp_path, SAMPLES])
    by_label = {s.label: s.key for s in store.sources()}
    with pytest.raises((TracyFormatError, DiffError)) as err:
        store.comparison(by_label["baseline.tracy"], by_label["broken.tracy"])
    assert "broken.tracy" in str(err.value) and str(tmp_path) not in str(err.value)


def test_load_limits_refuse_a_capture_past_the_apps_caps_in_one_line(tmp_path):
    """The app's --max-zones / --max-payload-mb reach the reader for every capture it opens."""
    up = tmp_path / "up"
    up.mkdir()
    small = SMALL[0]
    zones = Store([], up, UploadLimits(), load_limits=LoadLimits(max_zones=100))
    with pytest.raises(TracyFormatError) as e:
        zones.capture(zones.add_path(small).key)
    assert "\n" not in str(e.value) and "zones" in str(e.value)
    payload = Store([], up, UploadLimits(), load_limits=LoadLimits(max_payload_bytes=4096))
    with pytest.raises(TracyFormatError) as e:
        payload.capture(payload.add_path(small).key)
    assert "\n" not in str(e.value) and "app.py --max-payload-mb" in str(e.value)
    # Within the caps the same capture opens.
    roomy = Store([], up, UploadLimits(), load_limits=LoadLimits(max_zones=10**9, max_payload_bytes=2**40))
    assert len(roomy.capture(roomy.add_path(small).key).zones) > 100


RUNS = (["baseline_run3.tracy", "baseline_run4.tracy", "baseline_run5.tracy"],
        ["rope_fused_q_run2.tracy", "rope_fused_q_run3.tracy", "rope_fused_q_run4.tracy"])


def test_a_side_of_several_runs_is_diffed_once_per_content_in_order(tmp_path):
    import tracy_diff

    store = store_in(tmp_path, [SAMPLES])
    key = {s.label: s.key for s in store.sources()}
    base, cand = ([key[n] for n in side] for side in RUNS)
    comp = store.comparison(base, cand)
    # The API's own diff of the same paths, runs in the same order.
    want = tracy_diff.diff(*([SAMPLES / n for n in side] for side in RUNS))
    assert [r.path for r in comp.diff.baseline_summary.runs] == [str(SAMPLES / n) for n in RUNS[0]]
    assert [r.iterations for r in comp.diff.candidate_summary.runs] == \
        [r.iterations for r in want.candidate_summary.runs]
    assert comp.diff.rows["delta_ms_per_iter"].tolist() == want.rows["delta_ms_per_iter"].tolist()
    assert comp.labels == (" + ".join(RUNS[0]), " + ".join(RUNS[1]))
    assert comp.run_labels == tuple(tuple(side) for side in RUNS)
    # The same files under another name: no new diff, the upload's own label.
    copy = store.save_upload("mine.tracy", (SAMPLES / RUNS[0][0]).read_bytes())
    again = store.comparison([copy.key, *base[1:]], cand)
    assert again.diff is comp.diff and again.run_labels[0][0] == "mine.tracy (uploaded)"
    assert store.cached_comparison(base, cand).diff is comp.diff
    # Another order is another side (the first run is the one the timelines show).
    assert store.cached_comparison(base[::-1], cand) is None
    assert store.token(base, cand) != store.token(base[::-1], cand)
    # One key and a list of one are the same side.
    assert store.token(base[0], cand[0]) == store.token(base[:1], cand[:1])


@pytest.mark.parametrize("side", [[], [["c0"]], ["c0", 5], ["c0"] * 17, {"path": "/etc/passwd"}])
def test_a_side_not_made_of_listed_keys_is_refused_with_a_message(tmp_path, side):
    store = store_in(tmp_path, [SAMPLES])
    store.sources()
    with pytest.raises(TracyFormatError):
        store.comparison(side, "c0")
