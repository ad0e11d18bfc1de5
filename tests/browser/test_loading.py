"""A pair being read and diffed, in a real browser on real sample captures:
the page shows how far the load got (a spinner and a percentage) and then
finishes to the table, the progress line gone; a server started again on
its answer cache (ui/answer_cache.py) draws the same table."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import LOAD_TIMEOUT_MS, need_browser, open_page

pytestmark = pytest.mark.browser

#: What the page says while a pair loads (ui/loads.LoadState.text).
PROGRESS = re.compile(r"^(Reading the captures|Diffing)… \d+% · \d+\.\d s$")
ROW = "#grid .ag-center-cols-container .ag-row[row-index='0']"
#: Notes every text the progress line shows (and whether it was displayed)
#: and when the table's first row appears, in ms from the navigation.
WATCH_JS = """(() => {
    const seen = window.__progress = [];
    const watch = () => {
        const el = document.querySelector('#load-progress');
        const text = el ? el.innerText.trim() : '';
        if (text && (!seen.length || seen[seen.length - 1].text !== text))
            seen.push({text, shown: getComputedStyle(el).display !== 'none'
                       && !!el.querySelector('.td-spinner'), t: performance.now()});
        if (!window.__rows && document.querySelector("ROW")) window.__rows = performance.now();
    };
    new MutationObserver(watch).observe(document, {subtree: true, childList: true, characterData: true});
})()""".replace("ROW", ROW)


def test_a_pair_not_diffed_yet_shows_its_progress_then_its_table(browser, app_url):
    # An address naming a pair the server has not diffed (no other test opens
    # these two on the session's app): the page comes with
    # the load's progress (it starts as the page is asked for) and polls it.
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(WATCH_JS)
    page.goto(f"{app_url}/?{urlencode({'b': 'decoder_shifted_run2.tracy', 'c': 'decoder_rope_fused_qk_run3.tracy'})}")
    page.wait_for_selector(ROW, timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("() => document.querySelector('#load-progress').innerText.trim() === ''",
                           timeout=LOAD_TIMEOUT_MS)
    seen = page.evaluate("() => window.__progress")
    assert seen, "no progress was shown while the pair loaded"
    assert all(PROGRESS.match(s["text"]) for s in seen), seen
    assert seen[0]["shown"], "the progress line was there but not displayed"
    assert seen[0]["t"] <= page.evaluate("() => window.__rows"), "the table came before any progress"
    assert not page.is_visible("#load-progress")
    summary = page.inner_text("#summary")
    assert "decoder_shifted_run2.tracy" in summary and "decoder_rope_fused_qk_run3.tracy" in summary
    assert not errors
    context.close()


def test_a_pair_picked_shows_its_progress_and_keeps_the_old_table_meanwhile(browser, app_url):
    context, page = open_page(browser, app_url)
    page.add_init_script(WATCH_JS)  # for later pages; this one is watched from here on
    page.evaluate(WATCH_JS)
    before = page.inner_text("#summary")
    page.click("#baseline-pick")
    page.get_by_role("option", name="baseline_run4.tracy", exact=True).click()  # a second run of the baseline
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.querySelector('#summary').innerText.includes('baseline_run4')",
                           timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("() => document.querySelector('#load-progress').innerText.trim() === ''",
                           timeout=LOAD_TIMEOUT_MS)
    seen = page.evaluate("() => window.__progress")
    assert seen and all(PROGRESS.match(s["text"]) for s in seen), seen
    assert "baseline_run4" not in before
    assert not page.inner_text("#load-alert").strip()
    assert not page.js_errors
    context.close()


def test_a_restarted_server_draws_the_table_it_diffed_before(browser, tmp_path):
    need_browser()
    cache = tmp_path / "answers"
    pair = ["sample_captures/decoder.tracy", "sample_captures/decoder_shifted.tracy"]
    tables = []
    for run in range(2):
        port = free_port()
        proc = start_app(pair, port, tmp_path / f"app{run}.log", env={"TRACY_DIFF_UI_CACHE": str(cache)})
        try:
            context, page = open_page(browser, f"http://127.0.0.1:{port}")
            page.wait_for_function("() => document.querySelector('#load-progress').innerText.trim() === ''",
                                   timeout=LOAD_TIMEOUT_MS)
            tables.append((page.inner_text("#summary"), page.evaluate(
                "() => Array.from(document.querySelectorAll('#grid .ag-center-cols-container .ag-row'))"
                ".map(r => r.getAttribute('row-id') + ' ' + r.innerText).sort()")))
            assert not page.js_errors
            context.close()
        finally:
            stop_app(proc)
        assert len(list(cache.glob("*.json"))) == 1, "one first answer kept for the pair"
    assert tables[0] == tables[1]
