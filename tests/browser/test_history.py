"""The History page in a real browser: ``app.py --history STORE`` on a store of real sample
captures (three baseline builds, then three with the q RoPE fused into attention)."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import LOAD_TIMEOUT_MS, need_browser, open_page
from tests.history_builds import add_builds

pytestmark = pytest.mark.browser

PLAN = [("b1", "baseline_run3"), ("b2", "baseline_run4"), ("b3", "baseline_run5"),
        ("b4", "rope_fused_q_run2"), ("b5", "rope_fused_q_run3"), ("b6", "rope_fused_q_run4")]
ATTENTION_BEFORE = "dispatch_2_attention_24x64x128x128x64"


@pytest.fixture(scope="module")
def history_url(tmp_path_factory):
    need_browser()
    store = add_builds(tmp_path_factory.mktemp("history") / "store", PLAN)
    port = free_port()
    proc = start_app(["--history", str(store)], port, tmp_path_factory.mktemp("app") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


@pytest.fixture
def page(browser, history_url):
    context, page = open_page(browser, history_url, 1400, 1000, ready="#history-table table")
    yield page
    context.close()


def trend(page) -> dict:
    return page.wait_for_function(
        """() => { const el = document.querySelector('#history-trend .js-plotly-plot');
                   return el && el._fullData && el._fullData.length === 3 &&
                     {names: el._fullData.map(t => t.name), x: el._fullData.map(t => Array.from(t.x || [])),
                      title: el._fullLayout.title.text, hover: el._fullData[1].customdata}; }""",
        timeout=LOAD_TIMEOUT_MS).json_value()


def test_table_chart_and_the_change_at_b4(page):
    table = page.inner_text("#history-table")
    assert "(total)" in table and "attention" in table
    assert "b4 (after b3)" in table
    t = trend(page)
    assert t["names"] == ["runs", "build estimate", "change point"]
    assert t["x"][1] == ["b1", "b2", "b3", "b4", "b5", "b6"]
    assert t["x"][2] == ["b4"]  # the change point
    # Hover names the build's own dispatch names: the old name before the rename, the new after.
    assert ATTENTION_BEFORE in t["hover"][0] and "attention_24x1x64x128x1x128x64" in t["hover"][3]
    assert "b3" in page.inner_text("#history-build-a") and "b4" in page.inner_text("#history-build-b")
    assert page.js_errors == []


def test_picking_a_lineage_redraws_its_trend(page):
    trend(page)
    page.get_by_role("button", name="(total)").click()
    page.wait_for_function(
        "() => document.querySelector('#history-trend .js-plotly-plot')._fullLayout.title.text.startsWith('the total')",
        timeout=LOAD_TIMEOUT_MS)
    assert page.js_errors == []


def test_two_builds_open_the_diff_view_of_their_captures(page):
    trend(page)
    link = page.wait_for_selector("#history-diff-link[href]", timeout=LOAD_TIMEOUT_MS)
    href = link.get_attribute("href")
    query = parse_qs(urlsplit(href).query)
    assert query["b"] and query["c"] and query["b"] != query["c"]
    assert "b3" in link.inner_text() and "b4" in link.inner_text()
    link.click()
    page.wait_for_selector("#grid .ag-center-cols-container .ag-row[row-index='0']", timeout=LOAD_TIMEOUT_MS)
    # The diff view of baseline_run5 (b3) against rope_fused_q_run2 (b4).
    assert "baseline_run5.tracy" in page.inner_text("#baseline-pick")
    assert "rope_fused_q_run2.tracy" in page.inner_text("#candidate-pick")
    assert page.js_errors == []
