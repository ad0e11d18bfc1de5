"""Several captures per side in a real browser: three baseline runs against
three runs of the q-only RoPE build (``app.py --baseline ... --candidate ...``)."""

from __future__ import annotations

import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import need_browser, open_page
from tests.paths import SAMPLES

pytestmark = pytest.mark.browser

BASELINE = [SAMPLES / f"baseline_run{k}.tracy" for k in (3, 4, 5)]
CANDIDATE = [SAMPLES / f"rope_fused_q_run{k}.tracy" for k in (2, 3, 4)]
TIMEOUT = 60_000


@pytest.fixture(scope="module")
def runs_url(tmp_path_factory):
    need_browser()
    args = ["--baseline", *map(str, BASELINE), "--candidate", *map(str, CANDIDATE)]
    proc = start_app(args, port := free_port(), tmp_path_factory.mktemp("runs") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


@pytest.fixture(scope="module")
def runs_diff():
    """The differ's own answer for these runs, to compare the page with."""
    import tracy_diff

    return tracy_diff.diff(BASELINE, CANDIDATE)


@pytest.fixture
def runs_page(browser, runs_url):
    context, page = open_page(browser, runs_url)
    yield page
    context.close()


def test_each_side_shows_its_three_runs_and_attention_regressed(runs_page, runs_diff):
    page = runs_page
    for side, paths in (("baseline", BASELINE), ("candidate", CANDIDATE)):
        assert "3 runs: " in page.inner_text(f".td-run.{side}")
        picked = page.inner_text(f"#{side}-pick")
        assert all(p.name in picked for p in paths), picked
        # Each run's own median time per iteration, as the differ has it.
        for run in getattr(runs_diff, f"{side}_summary").runs:
            assert f"({run.iterations} it)" in page.inner_text(f".td-run.{side} .td-run-runs")
    rows = runs_diff.rows
    attention = rows[rows["candidate_name"].fillna("").str.contains("attention")
                     & (rows["section"] == "dispatch")].iloc[0]
    assert str(attention["status"]) == "regressed" and attention["evidence"] == "runs"
    rid = int(attention["row_id"])
    status = page.inner_text(f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='status']").strip()
    assert status == "regressed"
    # The URL names each run of both sides.
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('b').length === 3 && "
                           "new URLSearchParams(location.search).getAll('c').length === 3", timeout=TIMEOUT)
    assert page.js_errors == []


def test_a_clicked_row_shows_its_run_strips_and_the_timelines_say_which_run(runs_page, runs_diff):
    page = runs_page
    rows = runs_diff.rows
    target = rows[(rows["section"] == "dispatch") & (rows["status"] == "regressed")].iloc[0]
    rid = int(target["row_id"])
    page.click(f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='readable']")
    names = page.wait_for_function(
        """() => { const el = document.querySelector('#run-strips .js-plotly-plot');
                   return el && el._fullData && el._fullData.map(t => t.name); }""", timeout=TIMEOUT).json_value()
    runs = [f"{side} run {k}" for side in ("baseline", "candidate") for k in (1, 2, 3)]
    assert sorted(set(names)) == sorted(set(runs) | {f"{r} mean" for r in runs})
    # Each run its own colour, the same index the same colour on both sides.
    colors = page.evaluate("""() => Object.fromEntries(document.querySelector('#run-strips .js-plotly-plot')
                              ._fullData.map(t => [t.name, t.marker.color]))""")
    assert len({colors[f"baseline run {k}"] for k in (1, 2, 3)}) == 3
    assert all(colors[f"baseline run {k}"] == colors[f"candidate run {k}"] for k in (1, 2, 3))
    # The diamonds sit at the differ's per-run estimates.
    medians = page.evaluate("""() => Object.fromEntries(document.querySelector('#run-strips .js-plotly-plot')
                               ._fullData.filter(t => t.name.endsWith('mean')).map(t => [t.name, t.x[0]]))""")
    for side in ("baseline", "candidate"):
        for k, ms in enumerate(target[f"{side}_run_ms"]):
            assert medians[f"{side} run {k + 1} mean"] == pytest.approx(ms)
    assert "pick a run of each side" in page.inner_text("#run-strips")
    page.wait_for_function("() => document.querySelector('#detail-stats').innerText.includes('moderated t')",
                           timeout=TIMEOUT)
    stats = page.inner_text("#detail-stats")
    assert "moderated t" in stats and f"{target['noise_floor'] * 100:.1f}%" in stats
    page.wait_for_function(
        """() => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            return el && el.layout.title.text.includes('run 1 of 3'); })""", timeout=TIMEOUT)
    title = page.evaluate("() => document.querySelector('#tl-baseline .js-plotly-plot').layout.title.text")
    assert BASELINE[0].name in title and BASELINE[1].name not in title
    assert page.js_errors == []


def test_the_address_reopens_both_lists_and_swap_exchanges_them(browser, runs_page, runs_url):
    page = runs_page
    page.wait_for_function("() => new URLSearchParams(location.search).getAll('b').length === 3", timeout=TIMEOUT)
    context, again = open_page(browser, page.url)
    try:
        for side, paths in (("baseline", BASELINE), ("candidate", CANDIDATE)):
            picked = again.inner_text(f"#{side}-pick")
            assert "3 selected" in picked and paths[0].name in picked
            assert "3 runs: " in again.inner_text(f".td-run.{side}")
    finally:
        context.close()
    verdict = page.inner_text("#verdict")
    assert verdict.startswith("REGRESSION (3 runs vs 3")
    page.click("#swap-btn")
    page.wait_for_function("() => document.querySelector('#verdict').innerText.startsWith('IMPROVEMENT')",
                           timeout=TIMEOUT)
    assert CANDIDATE[0].name in page.inner_text("#baseline-pick")
    assert all(p.name in page.inner_text(".td-run.candidate .td-run-file") for p in BASELINE)
