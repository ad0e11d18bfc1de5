"""The row detail's ISA panel in a real browser: the decoder sample pair
ships with its x86 assembly dumps beside the captures
(``<stem>.intermediates/``); selecting the regressed attention row shows
both builds' static instruction census, as the differ computed it, and a
row of a build without dumps shows no panel."""

from __future__ import annotations

import pytest

import tracy_diff
from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import open_page
from tests.paths import SAMPLES

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
PAIR = (SAMPLES / "decoder.tracy", SAMPLES / "decoder_rope_fused_qk.tracy")


def test_the_isa_panel_shows_both_builds_census(browser, tmp_path):
    rows = tracy_diff.diff(*PAIR).rows
    with_isa = rows[rows["isa"].notna()]
    top = with_isa[with_isa["status"].astype(str) == "regressed"].iloc[0]
    pair = top["isa"]
    assert "attention" in (pair.candidate_name or "")
    plain = rows[rows["isa"].isna()].sort_values("rank")  # the first rows are on screen
    port = free_port()
    proc = start_app([str(p) for p in PAIR], port, tmp_path / "app.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}", 1500, 1000)
        page.click(f"#grid .ag-row[row-id='{int(top['row_id'])}'] .ag-cell[col-id='readable']", timeout=TIMEOUT)
        page.wait_for_selector("#isa-panel .td-isa-table", timeout=TIMEOUT)
        page.wait_for_function("(s) => document.querySelector('#isa-panel .td-isa-summary')?.textContent === s",
                               arg=pair.summary, timeout=TIMEOUT)
        # textContent: the detail sits in a dcc.Loading that hides it (innerText "") while a refresh runs
        text = page.text_content("#isa-panel") or ""
        assert "static counts" in text and str(SAMPLES) not in text  # no server path
        cells = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#isa-panel tbody tr')]
            .map(tr => [...tr.children].map(td => td.textContent)).map(r => [r[0], r.slice(1)]))""")
        assert cells["vmem loads"][:2] == [str(pair.baseline.counts.vmem_loads), str(pair.candidate.counts.vmem_loads)]
        assert cells["fma"][:2] == [str(pair.baseline.counts.fma), str(pair.candidate.counts.fma)]
        assert int(cells["vmem loads"][1]) > int(cells["vmem loads"][0])
        assert page.locator("#isa-panel .td-isa-changed").count() > 0
        if len(plain):
            rid = int(plain.iloc[0]["row_id"])
            page.click(f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='readable']", timeout=TIMEOUT)
            page.wait_for_selector(f"#grid .ag-row-selected[row-id='{rid}']", timeout=TIMEOUT)
            page.wait_for_selector("#isa-panel", state="detached", timeout=TIMEOUT)
        assert page.js_errors == []
        context.close()
    finally:
        stop_app(proc)
