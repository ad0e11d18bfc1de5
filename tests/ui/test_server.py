"""The dashboard as a real server process (``python app.py``), without a
browser: malformed callback requests and the upload folder's lifetime."""

from __future__ import annotations

import base64
import json
import signal
import sys
import time

import pytest

from tests.app_process import exit_code, free_port, start_app, stop_app
from tests.paths import ROOT, SAMPLES
from tests.ui import fuzz_callbacks as fuzz

#: The first diff of the sample pair on a shared, busy 2-core machine.
READY_TIMEOUT = 120


def serve(tmp_path):
    """``app.py`` on the sample pair, its temporary files in ``tmp_path/tmp``;
    yields (base url, process, log path, tmp folder) once the pair is diffed."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    log = tmp_path / "app.log"
    port = free_port()
    proc = start_app([], port, log, env={"TMPDIR": str(tmp)})
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while fuzz.layout_values(fuzz.get_json(base + "/_dash-layout")).get("current.data") is None:
            assert time.monotonic() < deadline, "the sample pair was not diffed in time"
            time.sleep(0.5)
        yield base, proc, log, tmp
    finally:
        if proc.poll() is None:
            stop_app(proc)


@pytest.fixture(scope="module")
def running(tmp_path_factory):
    """One server for the requests that leave it running."""
    yield from serve(tmp_path_factory.mktemp("server"))


@pytest.fixture
def server(tmp_path):
    """A server of its own, for a test that stops it."""
    yield from serve(tmp_path)


def callback(base: str, first_output: str) -> dict:
    """The server callback whose first output is ``first_output`` (``id.prop``)."""
    return next(cb for cb in fuzz.server_callbacks(base)
                if cb["output"].strip(".").split("...")[0].split("@")[0] == first_output)


def call(base: str, first_output: str, **values) -> tuple[int, dict]:
    """Run a callback with the page's first values, ``values`` (``id__prop``)
    replacing some: the status and what the answer changes (``{}``: nothing)."""
    known = fuzz.layout_values(fuzz.get_json(base + "/_dash-layout"))
    known.update({k.replace("__", "."): v for k, v in values.items()})
    cb = callback(base, first_output)
    changed = [f"{d['id']}.{d['property']}" for d in cb["inputs"]
               if f"{d['id']}__{d['property']}" in values] or None
    status, text = fuzz.post(base, fuzz.request_body(cb, known, changed), timeout=60, limit=None)
    return status, (json.loads(text).get("response", {}) if status == 200 else {})


def data_url(path) -> str:
    return "data:application/octet-stream;base64," + base64.b64encode(path.read_bytes()).decode()


@pytest.mark.slow
def test_malformed_callback_requests_get_a_4xx_or_a_message_never_a_500(running):
    base, _, log, _ = running
    sent, failures = fuzz.fuzz(base, seed=16, count=400, seconds=90)
    assert sent >= 100
    assert failures == [], failures[:3]
    # Every bad value was checked by the callbacks, not caught as a crash.
    assert "callback failed" not in log.read_text()
    # And the server still answers a good request with the pair.
    status, shown = call(base, "current.data", **{"current__data": None})
    assert status == 200 and shown["grid"]["rowData"]


@pytest.mark.slow
@pytest.mark.parametrize("breakage", [
    {"changedPropIds": [1.5]}, {"changedPropIds": "x"}, {"output": None}, {"output": "nope.children"},
    {"inputs": [{"id": 3, "property": "value"}]}, {"inputs": "x"}, {"state": [None]}, {"outputs": []},
])
def test_a_request_not_shaped_as_the_page_sends_gets_a_400(running, breakage):
    base = running[0]
    known = fuzz.layout_values(fuzz.get_json(base + "/_dash-layout"))
    body = {**fuzz.request_body(callback(base, "tl-baseline.figure"), known), **breakage}
    assert fuzz.post(base, body, timeout=60)[0] == 400
    assert fuzz.post(base, b"{not json", timeout=60)[0] == 400


@pytest.mark.slow
@pytest.mark.parametrize("values, alert", [
    ({"baseline-pick__value": "c999"}, "no capture with key 'c999' is listed"),
    ({"candidate-pick__value": [["c0"]]}, "no capture with key"),
    ({"candidate-pick__value": ["c0", 5]}, "no capture with key"),
    ({"candidate-pick__value": {"path": "/etc/passwd"}}, "no capture with key"),
])
def test_an_unknown_source_key_is_named_in_the_page(running, values, alert):
    status, shown = call(running[0], "current.data", **values)
    assert status == 200
    assert alert in shown["load-alert"]["children"]


@pytest.mark.slow
@pytest.mark.parametrize("values", [
    {"viewport__data": "wide"}, {"viewport__data": -5}, {"viewport__data": [1]},
    {"tl-zoom__data": {"range": ["a", "b"]}}, {"tl-zoom__data": {"range": [1e308, -1e308]}},
    {"tl-zoom__data": {"range": [5.0, 1.0], "n": 1}}, {"tl-zoom__data": "x"},
    {"iter-baseline__value": "x"}, {"iter-candidate__value": [3]}, {"iter-baseline__value": 10**9},
    {"tl-range__data": "x"}, {"tl-range__data": {"range": "x", "token": 1}},
    {"selected__data": {"row": "abc", "token": 5}}, {"current__data": "c0"},
])
def test_bad_timeline_inputs_draw_both_timelines_or_change_nothing(running, values):
    status, shown = call(running[0], "tl-baseline.figure", **values)
    assert status in (200, 204)
    if shown:
        assert shown["tl-baseline"]["figure"]["data"] and shown["tl-candidate"]["figure"]["data"]
        assert 200 <= shown["tl-range"]["data"]["width"] <= 4000


@pytest.mark.slow
def test_a_huge_width_is_capped(running):
    status, shown = call(running[0], "tl-baseline.figure", **{"viewport__data": 10**12})
    assert status == 200 and shown["tl-range"]["data"]["width"] == 4000


@pytest.mark.slow
def test_the_detail_follows_the_timelines_and_changes_only_with_the_selection(running):
    base = running[0]
    # Dash holds a callback while an output of a pending one is among its
    # inputs: listing tl-range makes the browser draw the timelines first.
    inputs = [f"{d['id']}.{d['property']}" for d in callback(base, "detail-head.children")["inputs"]]
    assert inputs == ["selected.data", "tl-range.data"]
    selected = fuzz.layout_values(fuzz.get_json(base + "/_dash-layout"))["selected.data"]
    status, shown = call(base, "detail-head.children", selected__data=selected)
    assert status == 200 and shown["detail-head"]["children"] and shown["dist"]["figure"]["data"]
    status, shown = call(base, "detail-head.children", **{"tl-range__data": {"row": selected["row"]}})
    assert status in (200, 204) and shown == {}


@pytest.mark.slow
@pytest.mark.parametrize("values", [  # a table click is made a selection in the browser (assets/clientside.js)
    {"deltas__clickData": {"points": "x"}}, {"tl-click__data": {"row": [1]}}, {"key-select__data": {"row": 10**9}},
])
def test_a_bad_row_id_selects_nothing(running, values):
    status, shown = call(running[0], "selected.data", **values)
    assert status in (200, 204) and shown == {}


@pytest.mark.slow
def test_an_upload_lands_in_its_slot_and_the_folder_goes_with_sigterm(server):
    base, proc, log, tmp = server
    baseline_key, = fuzz.layout_values(fuzz.get_json(base + "/_dash-layout"))["baseline-pick.value"]
    upload = {"slot": "candidate", "contents": [data_url(SAMPLES / "rope_fused_q.tracy")],
              "filenames": ["rope_fused_q.tracy"], "n": 1}
    status, shown = call(base, "baseline-pick.options", **{"upload-data__data": upload})
    assert status == 200
    labels = {o["value"]: o["label"] for o in shown["candidate-pick"]["options"]}
    # The upload replaces the candidate side.
    assert [labels[k] for k in shown["candidate-pick"]["value"]] == ["rope_fused_q.tracy (uploaded)"]
    assert "value" not in shown.get("baseline-pick", {}), "the baseline slot keeps its capture"
    assert labels[baseline_key] == "baseline.tracy"
    # Asked to, the next one joins the side as its last run.
    again = {**upload, "contents": [data_url(SAMPLES / "rope_fused_q_run2.tracy")],
             "filenames": ["rope_fused_q_run2.tracy"], "add": True, "n": 2}
    status, shown = call(base, "baseline-pick.options", **{"upload-data__data": again,
                                                           "candidate-pick__value": shown["candidate-pick"]["value"]})
    labels = {o["value"]: o["label"] for o in shown["candidate-pick"]["options"]}
    assert [labels[k] for k in shown["candidate-pick"]["value"]] == ["rope_fused_q.tracy (uploaded)",
                                                                    "rope_fused_q_run2.tracy (uploaded)"]
    folders = list(tmp.glob("tracy-diff-uploads-*"))
    assert len(folders) == 1
    assert sorted(p.read_bytes() for p in folders[0].iterdir()) == sorted(
        (SAMPLES / name).read_bytes() for name in ("rope_fused_q.tracy", "rope_fused_q_run2.tracy"))

    proc.send_signal(signal.SIGTERM)
    assert exit_code(proc, log) == 0
    assert not folders[0].exists()


@pytest.mark.slow
def test_ctrl_c_removes_the_upload_folder_too(server):
    base, proc, log, tmp = server
    upload = {"slot": "baseline", "contents": [data_url(SAMPLES / "baseline_run2.tracy")],
              "filenames": ["baseline_run2.tracy"], "n": 1}
    assert call(base, "baseline-pick.options", **{"upload-data__data": upload})[0] == 200
    folder, = tmp.glob("tracy-diff-uploads-*")
    assert len(list(folder.iterdir())) == 1
    proc.send_signal(signal.SIGINT)
    assert exit_code(proc, log) == 0  # the server ends on Ctrl-C as on SIGTERM
    assert not folder.exists()


def test_app_upload_limits_have_defaults_and_refuse_impossible_ones(capsys):
    sys.path.insert(0, str(ROOT))
    try:
        import app
    finally:
        sys.path.remove(str(ROOT))
    args = app.build_parser().parse_args([])
    assert (args.max_upload_mb, args.max_uploads, args.max_upload_total_mb) == (200, 20, 1024)
    for bad in (["--max-upload-mb", "300", "--max-upload-total-mb", "100"], ["--max-uploads", "0"],
                ["--max-upload-mb", "0"]):
        with pytest.raises(SystemExit) as exit_:
            app.main(bad)
        assert exit_.value.code == 2
        assert "--max-upload" in capsys.readouterr().err
    assert (args.max_payload_mb, args.max_zones) == (4096, 50_000_000)
    for bad in (["--max-zones", "0"], ["--max-payload-mb", "-1"]):
        with pytest.raises(SystemExit) as exit_:
            app.main(bad)
        assert exit_.value.code == 2
        assert "--max-payload-mb" in capsys.readouterr().err
