"""Issue #35 in a real browser, on real sample captures: the banner in one
line that agrees with the table, a pair of two different programs, rows
ranked by cost with their share said of what, notes read whole, iteration
strips and zooms that keep both timelines filled, uploads that name files
only, and a History page (a ~12x build that a later build reverted) that
answers which build made it slower. Screenshots at 1280x800 and 1600x1000
go to docs/img/ (the dashboard guide shows them)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlencode, urlsplit

import numpy as np
import pytest

import tracy_diff
from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import LOAD_TIMEOUT_MS, need_browser, open_page
from tests.history_builds import DECODER_PLAN, add_builds
from tests.paths import DEFAULT_SAMPLES, ROOT, SAMPLES
from tracy_diff.diff import VerdictKind
from tracy_diff.report import verdict_text
from tracy_diff.report.units import format_change
from tracy_diff.ui import summary

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
IMG = ROOT / "docs" / "img"
WIDTHS = [(1280, 800), (1600, 1000)]
#: An absolute server path, as a message must never show one.
SERVER_PATH = re.compile(r"(?<![\w.])/(?:tmp|work|home|root|usr|var)/[^\s]*")
DECIDED = {"regressed", "improved", "added", "removed"}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app on the sample folder (every sample capture listed); a pair opens by its address."""
    need_browser()
    port = free_port()
    proc = start_app([], port, tmp_path_factory.mktemp("app") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


def pair_url(url: str, baseline: list[str], candidate: list[str]) -> str:
    return f"{url}/?{urlencode({'b': baseline, 'c': candidate}, doseq=True)}"


def shot(page, name: str) -> None:
    IMG.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(IMG / name), full_page=False)


def table_rows(page) -> list[dict]:
    """The table's rows in the order shown: id, status and share text."""
    return page.evaluate("""() => Array.from(document.querySelectorAll(
            '#grid .ag-center-cols-container .ag-row')).map(r => ({
        index: +r.getAttribute('row-index'), id: +r.getAttribute('row-id'),
        share: (r.querySelector(".ag-cell[col-id='share_of_change']") || {}).innerText || ''}))
        .sort((a, b) => a.index - b.index)
        .map(r => ({id: r.id, share: r.share}))""")


def lines_of(page, selector: str) -> float:
    """How many lines of its font an element's content takes."""
    return page.evaluate("""s => { const v = document.querySelector(s); const c = getComputedStyle(v);
        return (v.clientHeight - parseFloat(c.paddingTop) - parseFloat(c.paddingBottom))
               / parseFloat(c.lineHeight === 'normal' ? 1.25 * parseFloat(c.fontSize) : c.lineHeight); }""", selector)


# --- 1. the banner --------------------------------------------------------------------------

@pytest.mark.parametrize("width, height", WIDTHS)
def test_the_banner_is_one_line_that_agrees_with_the_table(browser, app, width, height):
    diff = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")
    context, page = open_page(browser, pair_url(app, ["baseline.tracy"], ["rope_fused_qk.tracy"]), width, height)
    banner = page.inner_text("#verdict").strip()
    assert banner == summary.banner(diff)
    assert banner.startswith("REGRESSION · dispatch time +") and "attention 24x1x64x128x1x128x64: " in banner
    assert "\n" not in banner and "dispatch_0_attention" not in banner  # plain words, not the raw IREE name
    # One line: no taller than one line of its font (plus padding).
    assert lines_of(page, "#verdict") < 1.9
    # The top row named is the table's: its share, as the table writes it, is in the banner.
    top = diff.row_by_rank(diff.verdict.top_row)
    share = page.inner_text(f"#grid .ag-row[row-id='{int(top['row_id'])}'] .ag-cell[col-id='share_of_change']")
    assert share.strip().endswith("of the slowdown") and share.strip() in banner
    shot(page, f"dashboard-{width}.png")
    # Details one click away: the whole sentence.
    assert not page.is_visible("#verdict-detail")
    page.click(".td-verdict-more > summary")
    page.wait_for_selector("#verdict-detail", state="visible", timeout=TIMEOUT)
    assert page.inner_text("#verdict-detail").strip() == verdict_text(diff).strip()
    assert page.js_errors == []
    context.close()


HEADLINE_OF_TOTAL = {"REGRESSION": "regressed", "INCONCLUSIVE": "inconclusive", "IMPROVEMENT": "improved",
                     "NO CHANGE": "unchanged"}


@pytest.mark.parametrize("baseline, candidate, word", [
    ("decoder.tracy", "decoder_horizontal.tracy", "REGRESSION"),  # an mmt4d became a 12x slower contraction
    ("baseline.tracy", "rope_fused_q.tracy", "INCONCLUSIVE"),  # q's RoPE fused: +10%, one run a side
    ("decoder.tracy", "decoder_shifted.tracy", "INCONCLUSIVE"),  # the top row a speedup, the total undecided
])
def test_the_banner_never_contradicts_the_table(browser, app, baseline, candidate, word):
    diff = tracy_diff.diff(SAMPLES / baseline, SAMPLES / candidate)
    context, page = open_page(browser, pair_url(app, [baseline], [candidate]), 1280, 800)
    banner = page.inner_text("#verdict").strip()
    assert banner == summary.banner(diff) and banner.startswith(f"{word} · ")
    assert lines_of(page, "#verdict") < 1.9
    # The total: the banner's change and interval are the card's, its word the total's status badge.
    t = diff.total
    assert f" {format_change(t.change_pct, t.change_low_pct, t.change_high_pct)} " in f" {banner} "
    assert page.text_content(".td-total-status .td-badge").strip() == str(t.status) == HEADLINE_OF_TOTAL[word]
    assert f"[{t.change_low_pct:+.1f}%, {t.change_high_pct:+.1f}%]" in page.inner_text(".td-delta .td-interval")
    # The top row: the table's own status, ratio and share, the share said of the way its Δ went.
    top = diff.row_by_rank(diff.verdict.top_row)
    cells = {col: page.inner_text(f"#grid .ag-row[row-id='{int(top['row_id'])}'] .ag-cell[col-id='{col}']").strip()
             for col in ("status", "ratio", "share_of_change", "delta_ms_per_iter")}
    assert cells["status"].split("\n")[0].split(" ")[0] == str(top["status"])  # (inconclusive: + runs to decide)
    if word == "REGRESSION":
        assert cells["status"] == "regressed"
    assert f", {cells['ratio']}, " in banner and banner.endswith(cells["share_of_change"]), (banner, cells)
    way = "slowdown" if not cells["delta_ms_per_iter"].startswith("-") else "speedup"
    assert banner.endswith(f"of the {way}")
    assert page.js_errors == []
    context.close()


@pytest.mark.parametrize("width, height", WIDTHS)
def test_two_different_programs_get_a_notice_and_rows_described_not_judged(browser, app, width, height):
    diff = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "decoder.tracy")
    assert diff.verdict.kind is VerdictKind.DIFFERENT_PROGRAMS
    context, page = open_page(browser, pair_url(app, ["baseline.tracy"], ["decoder.tracy"]), width, height)
    banner = page.inner_text("#verdict").strip()
    assert banner == summary.banner(diff)
    # Each side's program by what it ran (the IREE module and function), not the benchmark tool.
    assert banner.startswith("DIFFERENT PROGRAMS · baseline: baseline.vmfb forward_bs1 · "
                             "candidate: decoder.vmfb forward_bs1") and "%" not in banner, banner
    assert lines_of(page, "#verdict") < 1.9
    assert "iree-benchmark-module" not in banner
    assert page.inner_text("#total-change").strip() == "different programs"
    # The table describes the rows: no row regressed, improved, unchanged or inconclusive.
    page.wait_for_selector("#grid .ag-center-cols-container .ag-row", timeout=TIMEOUT)
    statuses = page.evaluate("""() => Array.from(document.querySelectorAll(
        "#grid .ag-row .ag-cell[col-id='status']")).map(c => c.innerText.trim())""")
    assert statuses and set(statuses) <= {"described", "added", "removed"}, statuses
    assert "described" in statuses
    shot(page, f"dashboard-different-programs-{width}.png")
    page.click(".td-verdict-more > summary")
    page.wait_for_selector("#verdict-detail", state="visible", timeout=TIMEOUT)
    assert page.inner_text("#verdict-detail").strip() == verdict_text(diff).strip()
    assert page.js_errors == []
    context.close()


# --- 2. rows by cost, share of what, notes whole ---------------------------------------------

def test_rows_rank_decided_first_by_their_cost_and_say_what_their_share_is_of(browser, app):
    runs = ["", "_run2", "_run3"]
    base, cand = [f"decoder{r}.tracy" for r in runs], [f"decoder_rope_fused_q{r}.tracy" for r in runs]
    diff = tracy_diff.diff([SAMPLES / n for n in base], [SAMPLES / n for n in cand])
    context, page = open_page(browser, pair_url(app, base, cand), 1600, 1000)
    rows = diff.rows.set_index("row_id")
    shown = [r for r in table_rows(page) if str(rows.loc[r["id"], "section"]) == "dispatch"]
    assert len(shown) >= 5
    decided = [str(rows.loc[r["id"], "status"]) in DECIDED for r in shown]
    assert decided == sorted(decided, reverse=True), decided  # every decided row above every undecided one
    for group in (True, False):
        size = [abs(rows.loc[r["id"], "delta_ms_per_iter"]) for r, d in zip(shown, decided) if d is group]
        assert size == sorted(size, reverse=True), (group, size)
    for r in shown:
        delta, share = rows.loc[r["id"], "delta_ms_per_iter"], r["share"].strip()
        if delta > 0 and share != "–":
            assert share.endswith("% of the slowdown"), share
        elif delta < 0 and share != "–":
            assert share.endswith("% of the speedup"), share
    context.close()


@pytest.mark.parametrize("width, height", WIDTHS)
def test_the_note_column_is_read_whole(browser, app, width, height):
    context, page = open_page(browser, pair_url(app, ["decoder.tracy"], ["decoder_rope_fused_qk.tracy"]), width, height)
    diff = tracy_diff.diff(SAMPLES / "decoder.tracy", SAMPLES / "decoder_rope_fused_qk.tracy")
    noted = diff.rows[(diff.rows["note"].str.len() > 60) & (diff.rows["section"] == "dispatch")]
    assert len(noted)
    noted = noted.sort_values("rank")
    rid = int(noted["row_id"].iloc[0])
    cell = f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='note']"
    page.wait_for_selector(cell, timeout=TIMEOUT)
    text = " ".join(page.inner_text(cell).split())
    assert text == " ".join(str(noted["note"].iloc[0]).split())
    clipped = page.evaluate("""s => { const c = document.querySelector(s);
        const v = c.querySelector('.ag-cell-value') || c;
        return v.scrollWidth > v.clientWidth + 1 || v.scrollHeight > c.clientHeight + 1; }""", cell)
    assert not clipped
    page.locator("#grid").scroll_into_view_if_needed()
    shot(page, f"table-notes-{width}.png")
    context.close()


# --- 3. timelines -----------------------------------------------------------------------------

def blocks_in_title(page, graph: str) -> int:
    title = page.evaluate(f"() => document.querySelector('#{graph} .js-plotly-plot').layout.title.text")
    return int(re.search(r"([\d,]+) blocks", title).group(1).replace(",", ""))


def click_bar(page, side: str, k: int, want: str) -> None:
    """Click bar ``k`` of a side's iteration strip; wait for its timeline's title to say ``want`` (``{k}``: k)."""
    page.locator(f"#strip-{side}").scroll_into_view_if_needed()
    bar = page.evaluate(f"""k => {{ const r = document.querySelectorAll('#strip-{side} .point')[k]
        .getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }}""", k)
    page.mouse.click(*bar)
    page.wait_for_function(f"w => (document.querySelector('#tl-{side} .js-plotly-plot').layout.title.text || '')"
                           ".includes(w)", arg=want.format(k=k), timeout=TIMEOUT)


def test_an_iteration_strip_picks_the_iteration_and_a_zoom_keeps_both_sides_filled(browser, app):
    context, page = open_page(browser, pair_url(app, ["baseline.tracy"], ["rope_fused_qk.tracy"]), 1600, 1000)
    page.wait_for_function("() => { const s = document.querySelector('#strip-candidate .js-plotly-plot');"
                           " return s && s._fullData && s._fullData.length === 1; }", timeout=TIMEOUT)
    n = page.evaluate("() => document.querySelector('#strip-candidate .js-plotly-plot')._fullData[0].x.length")
    assert n >= 3
    # Aligned on each iteration's start by default: a zoom on the first 20% of the shorter side
    # leaves blocks on both sides.
    assert page.evaluate("() => document.querySelector('#tl-align input:checked').value") == "iteration"
    hi = page.evaluate("""() => Math.min(...['tl-baseline', 'tl-candidate'].map(id =>
        document.querySelector('#' + id + ' .js-plotly-plot').layout.meta.window[1]))""")
    page.evaluate("hi => Plotly.relayout(document.querySelector('#tl-baseline .js-plotly-plot'),"
                  " {'xaxis.range[0]': 0, 'xaxis.range[1]': hi * 0.2})", hi)
    page.wait_for_function("hi => ['tl-baseline', 'tl-candidate'].every(id => { const l ="
                           " document.querySelector('#' + id + ' .js-plotly-plot').layout;"
                           " return Math.abs(l.xaxis.range[1] - hi * 0.2) < hi * 1e-3; })", arg=hi, timeout=TIMEOUT)
    page.wait_for_function("() => ['tl-baseline', 'tl-candidate'].every(id => / [1-9][\\d,]* blocks/.test("
                           "document.querySelector('#' + id + ' .js-plotly-plot').layout.title.text))",
                           timeout=TIMEOUT)
    assert blocks_in_title(page, "tl-baseline") > 0 and blocks_in_title(page, "tl-candidate") > 0
    page.locator("#strip-baseline").scroll_into_view_if_needed()
    shot(page, "timelines-zoomed-1600.png")
    # Click another bar of the candidate's strip: its timeline shows that iteration.
    title = page.evaluate("() => document.querySelector('#tl-candidate .js-plotly-plot').layout.title.text")
    target = (int(re.search(r"iteration (\d+)", title).group(1)) + 1) % n
    click_bar(page, "candidate", target, "iteration {k} ·")
    context.close()


RUNS_BASE = [DEFAULT_SAMPLES / f"decoder{r}.tracy" for r in ("", "_run2", "_run3")]
RUNS_CAND = [DEFAULT_SAMPLES / f"decoder_rope_fused_qk{r}.tracy" for r in ("", "_run2", "_run3")]


@pytest.fixture(scope="module")
def runs_app(tmp_path_factory):
    """Three runs a side of IREE's default scheduling (2 workers): the decoder and its fused-RoPE build."""
    need_browser()
    port = free_port()
    args = ["--baseline", *map(str, RUNS_BASE), "--candidate", *map(str, RUNS_CAND)]
    proc = start_app(args, port, tmp_path_factory.mktemp("runs") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


def plot(page, graph: str, what: str):
    return page.evaluate(f"() => {{ const el = document.querySelector('#{graph} .js-plotly-plot'); return {what}; }}")


@pytest.mark.parametrize("width, height", WIDTHS)
def test_a_run_picker_shows_any_run_and_its_slow_iterations(browser, runs_app, width, height):
    diff = tracy_diff.diff(RUNS_BASE, RUNS_CAND)
    runs = diff.candidate_summary.runs
    context, page = open_page(browser, runs_app, width, height)
    page.wait_for_function("() => (document.querySelector('#tl-candidate .js-plotly-plot') || {layout: {}})"
                           ".layout.meta !== undefined", timeout=TIMEOUT)
    assert "run 1 of 3" in page.inner_text("#run-candidate")
    assert RUNS_CAND[0].name in plot(page, "tl-candidate", "el.layout.title.text")
    # Pick the third run: its own capture, its own iterations in the strip and the iteration picker.
    page.click("#run-candidate")
    page.get_by_role("option", name="run 3 of 3").first.click()
    page.wait_for_function("() => document.querySelector('#tl-candidate .js-plotly-plot').layout.title.text"
                           ".includes('run 3 of 3')", timeout=TIMEOUT)
    title = plot(page, "tl-candidate", "el.layout.title.text")
    assert RUNS_CAND[2].name in title and RUNS_CAND[0].name not in title
    assert plot(page, "tl-candidate", "el.layout.meta.run") == 2
    assert blocks_in_title(page, "tl-candidate") > 0
    page.wait_for_function(f"() => document.querySelector('#strip-candidate .js-plotly-plot')._fullData[0]"
                           f".customdata[0] === {runs[2].first_iteration}", timeout=TIMEOUT)
    bars = plot(page, "strip-candidate", "{ms: Array.from(el._fullData[0].y), "
                "colors: Array.from(el._fullData[0].marker.color)}")
    first, count = runs[2].first_iteration, runs[2].iterations
    every = diff.candidate_summary.iteration_ms
    assert bars["ms"] == pytest.approx(list(every[first:first + count]))
    # Slow: above the median of all the side's runs by more than the threshold, marked amber.
    from tracy_diff.ui.figures import SLOW_COLOR
    slow = [ms > float(np.median(every)) * (1 + diff.options.threshold_pct / 100) for ms in bars["ms"]]
    assert [c == SLOW_COLOR for c in bars["colors"]] == slow
    assert f"({sum(slow)} slow, in amber" in plot(page, "strip-candidate", "el.layout.title.text")
    # A bar of that run's strip: the timeline shows that iteration of run 3.
    shown = int(re.search(r"iteration (\d+) ·", title).group(1))
    target = (shown + 1) % count
    click_bar(page, "candidate", target, "run 3 of 3 · iteration {k} ·")
    # The baseline still shows its first run.
    assert RUNS_BASE[0].name in plot(page, "tl-baseline", "el.layout.title.text")
    shot(page, f"timelines-runs-{width}.png")
    assert page.js_errors == []
    # The address holds the run's iteration: a fresh browser opens the same run and iteration.
    page.wait_for_function(f"() => new URLSearchParams(location.search).get('ic') === '{first + target}'",
                           timeout=TIMEOUT)
    again_context, again = open_page(browser, page.url, width, height)
    # Until its figure is drawn the timeline may be absent or the page's blank one (no title).
    again.wait_for_function("k => ((document.querySelector('#tl-candidate .js-plotly-plot') || {layout: {}})"
                            ".layout.title?.text || '').includes('run 3 of 3 · iteration ' + k + ' ·')", arg=target,
                            timeout=TIMEOUT)
    assert "run 3 of 3" in again.inner_text("#run-candidate")
    again_context.close()
    context.close()


def test_the_alignment_warning_is_clear_of_the_toolbar(browser, app):
    context, page = open_page(browser, pair_url(app, ["baseline.tracy"], ["rope_fused_qk.tracy"]), 1280, 800)
    diff = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")
    removed = diff.rows[diff.rows["status"].astype(str) == "removed"]
    rid = int(removed["row_id"].iloc[0])
    page.click("#tl-align input[value='dispatch']")
    page.click(f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='readable']")
    page.wait_for_selector("#tl-candidate .annotation-text", timeout=TIMEOUT)
    page.hover("#tl-candidate .js-plotly-plot")  # plotly shows its toolbar on hover
    page.wait_for_selector("#tl-candidate .modebar", state="visible", timeout=TIMEOUT)
    boxes = page.evaluate("""() => ['#tl-candidate .annotation', '#tl-candidate .modebar'].map(s => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom]; })""")
    (a0, a1, a2, a3), (m0, m1, m2, m3) = boxes
    assert a2 <= m0 or m2 <= a0 or a3 <= m1 or m3 <= a1, boxes  # the two boxes do not overlap
    assert "aligned differently" in page.text_content("#tl-candidate .annotation")
    # The removed row's calls, selected on the baseline: drawn at least MIN_SELECTED_PX wide.
    widths = page.evaluate("""() => { const gd = document.querySelector('#tl-baseline .js-plotly-plot');
        const t = gd._fullData.find(d => d.name === 'selected'); const xa = gd._fullLayout.xaxis;
        const w = []; let s = null;
        for (let i = 0; i < t.x.length; i++) {
            if (Number.isNaN(t.x[i]) || t.x[i] === null) { s = null; continue; }
            if (s === null) s = t.x[i]; else w.push(xa.l2p(t.x[i]) - xa.l2p(s)); }
        return w; }""")
    from tracy_diff.ui.figures import MIN_BLOCK_PX, MIN_SELECTED_PX
    assert widths and min(widths) >= MIN_SELECTED_PX - 0.5, widths
    # Every block of every status, however short on this axis, is drawn at least MIN_BLOCK_PX wide.
    for graph in ("tl-baseline", "tl-candidate"):
        blocks = page.evaluate("""g => { const gd = document.querySelector('#' + g + ' .js-plotly-plot');
            const xa = gd._fullLayout.xaxis; const out = {};
            for (const t of gd._fullData.filter(d => d.mode === 'lines' && d.name !== 'selected')) {
                const w = []; let s = null, e = null;
                const end = () => { if (s !== null) w.push(xa.l2p(e) - xa.l2p(s)); s = null; };
                for (let i = 0; i < t.x.length; i++) {
                    if (t.x[i] === null || Number.isNaN(t.x[i])) { end(); continue; }
                    if (s === null) s = t.x[i]; e = t.x[i]; }
                end(); out[t.name] = w; }
            return out; }""", graph)
        assert blocks and all(w for w in blocks.values()), blocks
        assert min(min(w) for w in blocks.values()) >= MIN_BLOCK_PX - 0.5, {k: min(w) for k, w in blocks.items()}
    context.close()


# --- 5. uploads ------------------------------------------------------------------------------

def test_uploads_name_files_only_and_a_fake_tracy_is_not_a_capture(browser, app, tmp_path):
    context, page = open_page(browser, pair_url(app, ["baseline.tracy"], ["rope_fused_qk.tracy"]), 1280, 800)
    fake = tmp_path / "model.tracy"
    fake.write_bytes(b"name,src_file,src_line,total_ns\n" * 4)  # text, but not a capture
    page.set_input_files("#upload-candidate input[type=file]", str(fake))
    page.wait_for_function("() => document.querySelector('#upload-alert').innerText.length > 0", timeout=TIMEOUT)
    alert = page.inner_text("#upload-alert").strip()
    assert "model.tracy: not a Tracy capture" in alert and "\n" not in alert, alert
    # Another build added as a run of the baseline: whatever it says, no server path.
    page.click("#add-run-baseline label")
    page.set_input_files("#upload-baseline input[type=file]", str(SAMPLES / "decoder.tracy"))
    page.wait_for_function("() => document.querySelector('#baseline-pick').innerText.includes('decoder.tracy')",
                           timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("() => document.querySelector('#load-alert').innerText.length > 0 ||"
                           " document.querySelector('.td-run-runs') !== null", timeout=LOAD_TIMEOUT_MS)
    text = page.evaluate("() => document.body.innerText")
    assert not SERVER_PATH.search(text), SERVER_PATH.search(text).group(0)
    alert = page.inner_text("#load-alert").strip()
    assert "\n" not in alert  # a refusal (a side pooled from two programs) is one line
    context.close()


# --- 4. the History page ---------------------------------------------------------------------

SLOW = "mmt4d_8x176x512x8x8x1"
STORES: list = []  # the store history_app made


@pytest.fixture(scope="module")
def history_app(tmp_path_factory):
    need_browser()
    store = add_builds(tmp_path_factory.mktemp("history") / "store", DECODER_PLAN)
    STORES.append(str(store))
    port = free_port()
    proc = start_app(["--history", str(store)], port, tmp_path_factory.mktemp("app") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


def trend_ready(page) -> dict:
    return page.wait_for_function(
        """() => { const el = document.querySelector('#history-trend .js-plotly-plot');
                   return el && el._fullData && el._fullData.length === 3 && {
                     title: el._fullLayout.title.text, yaxis: el._fullLayout.yaxis.type,
                     points: Array.from(el._fullData[1].y), changes: Array.from(el._fullData[2].x)}; }""",
        timeout=LOAD_TIMEOUT_MS).json_value()


@pytest.mark.parametrize("width, height", WIDTHS)
def test_history_names_the_build_that_made_it_slower_and_its_revert(browser, history_app, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(history_app)
    page.wait_for_selector("#history-table table", timeout=LOAD_TIMEOUT_MS)
    summary_line = page.inner_text("#history-summary")
    # The largest regression in time per iteration: the mmt4d at b3 (~12x), reverted at b5.
    assert f"largest regression: mmt4d {SLOW.removeprefix('mmt4d_')} at b3 (after b2)" in summary_line, \
        summary_line
    assert "reverted at b5" in summary_line
    t = trend_ready(page)
    assert t["yaxis"] == "log" and t["title"].startswith(f"mmt4d {SLOW.removeprefix('mmt4d_')}")
    assert max(t["points"]) / min(t["points"]) > 8  # the slow builds, on a log axis
    assert t["changes"] == ["b3", "b5"]
    shot(page, f"history-{width}.png")
    page.locator("#history-trend").scroll_into_view_if_needed()
    shot(page, f"history-trend-{width}.png")
    assert errors == []
    context.close()


def test_a_change_point_opens_the_diff_of_its_two_builds_on_its_row(browser, history_app):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(history_app)
    trend_ready(page)
    link = page.wait_for_selector(".history-change-link", timeout=LOAD_TIMEOUT_MS)
    assert "b2 → b3" in link.inner_text() and "on this row" in link.inner_text()
    query = parse_qs(urlsplit(link.get_attribute("href")).query)
    # The row the lineage is in the candidate build (its mmt4d became a horizontal multi-contract there).
    from tracy_diff.history.changes import find_changes
    from tracy_diff.history.query import load_history
    from tracy_diff.history.store import Store
    from tracy_diff.ui.comparison import row_link

    store = Store.open(STORES[0])
    found = find_changes(load_history(store, *store.series_keys()[0]))
    change = next(c for c in found.changes if c.build == "b3" and any(SLOW in n for n in c.previous_names))
    assert query["row"] == [row_link(change.previous_names, change.names)]
    link.click()
    page.wait_for_selector("#grid .ag-center-cols-container .ag-row[row-index='0']", timeout=LOAD_TIMEOUT_MS)
    assert "decoder_run2.tracy" in page.inner_text("#baseline-pick")
    assert "decoder_horizontal.tracy" in page.inner_text("#candidate-pick")
    landed = change.names[0]
    page.wait_for_function("n => (document.querySelector('#detail-head') || {}).innerText.includes(n)",
                           arg=landed, timeout=LOAD_TIMEOUT_MS)
    assert "was #20 mmt4d 8x176x512x8x8x1" in page.inner_text("#grid .ag-row-selected .ag-cell[col-id='readable']")
    context.close()
