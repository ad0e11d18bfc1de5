"""Issue #22 in a real browser: the banner quotes the table, uploads replace
their side, links that survive a restart, the address written at the click,
timelines per side, folded groups and readable charts, the IR panel and the
exports."""

from __future__ import annotations

import csv
import io
import json
import shutil

import pytest

import tracy_diff
from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import (
    LOAD_TIMEOUT_MS,
    TIMEOUT,
    dispatch_rows,
    figure,
    need_browser,
    open_page,
    pinned_cell,
    wait_timelines,
)
from tests.paths import SAMPLES
from tracy_diff.ui.paths import file_names_only

pytestmark = pytest.mark.browser

ROW0 = "#grid .ag-center-cols-container .ag-row[row-index='0']"


def cell_text(page, row_id: int, col: str) -> str:
    return page.inner_text(f"#grid .ag-row[row-id='{row_id}'] .ag-cell[col-id='{col}']").strip()


def params(page) -> dict[str, list[str]]:
    return page.evaluate("() => { const q = new URLSearchParams(location.search); const o = {};"
                         " for (const [k, v] of q) (o[k] = o[k] || []).push(v); return o; }")


class Held:
    """Holds the page's server callbacks (``release`` lets them go), so what
    the browser does alone can be seen before any answer arrives. ``only``
    holds only the requests for outputs starting with it (``"..tl-baseline.figure"``)."""

    def __init__(self, page, only: str | None = None):
        self.page, self.routes, self.only = page, [], only
        page.route("**/_dash-update-component*", self._hold)

    def _hold(self, route) -> None:
        output = json.loads(route.request.post_data or "{}").get("output", "")
        if self.only is None or output.startswith(self.only):
            self.routes.append(route)
        else:
            route.continue_()

    def release(self, n: int | None = None) -> None:
        """Let the first ``n`` held requests go (all by default); later ones pass."""
        n = len(self.routes) if n is None else n
        if n >= len(self.routes):
            self.only = "\0"  # nothing output starts with it: no more holding
        for route in self.routes[:n]:
            route.continue_()
        self.routes = self.routes[n:]


# --- 2. the banner quotes the row's own cells -------------------------------------

def test_the_banner_quotes_the_top_rows_cells(page, sample_diff):
    top = sample_diff.row_by_rank(sample_diff.verdict.top_row)
    rid = int(top["row_id"])
    page.wait_for_selector(f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='ratio']", timeout=TIMEOUT)
    cells = [cell_text(page, rid, c) for c in ("baseline_ms_per_iter", "candidate_ms_per_iter", "ratio")]
    # The banner names the row's ratio and share as the table shows them; the sentence in full, its times.
    banner = page.inner_text("#verdict")
    assert f", {cells[2]}, " in banner and cell_text(page, rid, "share_of_change") in banner, (cells, banner)
    detail = page.text_content("#verdict-detail")
    assert f"{cells[0]} → {cells[1]} per iteration, {cells[2]})" in detail, (cells, detail)


# --- 3. uploads replace their side; "add as a run" is asked for ----------------------

def test_an_added_run_of_another_build_is_refused_with_one_line(page):
    upload = SAMPLES / "baseline_8layer.tracy"
    page.click("#add-run-candidate label")
    page.set_input_files("#upload-candidate input[type=file]", str(upload))
    page.wait_for_function("() => document.querySelector('#load-alert').innerText.includes('runs other dispatches')",
                           timeout=LOAD_TIMEOUT_MS)
    alert = page.inner_text("#load-alert")
    assert "baseline_8layer.tracy (uploaded) runs other dispatches than" in alert, alert
    assert "must be repeats of one build" in alert and "\n" not in alert.strip() and "/" not in alert, alert
    assert page.js_errors == []


# --- 4. links name captures and rows by something stable ------------------------------

def test_a_link_opens_the_same_pair_and_row_after_a_restart_with_other_keys(browser, tmp_path):
    folder = tmp_path / "caps"
    folder.mkdir()
    for name in ("baseline.tracy", "rope_fused_qk.tracy"):
        shutil.copy(SAMPLES / name, folder / f"x_{name}")
    diff = tracy_diff.diff(folder / "x_baseline.tracy", folder / "x_rope_fused_qk.tracy")
    target = dispatch_rows(diff).iloc[1]
    port = free_port()
    proc = start_app([str(folder / "x_baseline.tracy"), str(folder / "x_rope_fused_qk.tracy")], port,
                     tmp_path / "one.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}")
        page.click(f"#grid .ag-row[row-id='{int(target['row_id'])}'] .ag-cell[col-id='readable']")
        page.wait_for_function("(n) => new URLSearchParams(location.search).get('row') === n",
                               arg=f"c:{target['candidate_names'][0]}" if target["candidate_names"]
                               else f"b:{target['baseline_names'][0]}", timeout=TIMEOUT)
        link = page.url.split("/", 3)[3]
        q = params(page)
        assert [v.split("@")[0] for v in q["b"]] == ["x_baseline.tracy"]
        assert [v.split("@")[0] for v in q["c"]] == ["x_rope_fused_qk.tracy"]
        context.close()
    finally:
        stop_app(proc)
    # Restarted with more captures listed, in another order: other keys, the same view.
    shutil.copy(SAMPLES / "rope_fused_q.tracy", folder / "a_first.tracy")
    port = free_port()
    proc = start_app(["--captures-dir", str(folder)], port, tmp_path / "two.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}/{link}")
        assert page.inner_text("#baseline-pick").strip() == "x_baseline.tracy"
        assert page.inner_text("#candidate-pick").strip() == "x_rope_fused_qk.tracy"
        page.wait_for_function("(r) => document.querySelector('#detail-head') && "
                               "document.querySelector('#detail-head').innerText.includes(r)",
                               arg=f"#{int(target['rank'])}", timeout=TIMEOUT)
        assert page.inner_text("#load-alert").strip() == ""
        context.close()
        # A link naming a capture this app does not list says so, and shows its own pair.
        gone = link.replace("x_rope_fused_qk.tracy", "elsewhere.tracy")
        context, page = open_page(browser, f"http://127.0.0.1:{port}/{gone}")
        alert = page.inner_text("#load-alert")
        assert "elsewhere.tracy" in alert and "not listed here" in alert
        assert page.js_errors == []
        context.close()
    finally:
        stop_app(proc)


# --- 5. the address is written in the click and zoom handlers -------------------------

def test_the_address_names_a_clicked_row_and_a_zoom_before_the_server_answers(browser, app_url, sample_diff):
    context, warm = open_page(browser, app_url)  # the pair diffed: the next page comes drawn
    warm.close()
    page = context.new_page()
    # The page's first answer sends the selection again (views.first_view):
    # the timelines asked for then are held, so the page's own address-writing
    # callback is still waiting for them when the row is clicked (a slow
    # server: the address went back to the top row once they answered).
    late = Held(page, only="..tl-baseline.figure")
    page.goto(app_url)
    wait_timelines(page)
    page.wait_for_selector("#deltas .bars path", timeout=LOAD_TIMEOUT_MS)
    # (No detail yet: the browser asks for it once the held timelines are answered.)
    for _ in range(200):
        if late.routes:
            break
        page.wait_for_timeout(50)
    assert late.routes, "the first answer asks for the timelines again"
    held = Held(page)
    target = dispatch_rows(sample_diff).iloc[1]
    want = f"c:{target['candidate_names'][0]}" if target["candidate_names"] else \
        f"b:{target['baseline_names'][0]}"
    try:
        page.click(f"#grid .ag-row[row-id='{int(target['row_id'])}'] .ag-cell[col-id='readable']")
        assert params(page).get("row") == [want]
        page.evaluate("() => Plotly.relayout(document.querySelector('#tl-baseline .js-plotly-plot'), "
                      "{'xaxis.range[0]': 12.5, 'xaxis.range[1]': 30})")
        q = params(page)
        assert (q.get("x0"), q.get("x1"), q.get("row")) == (["12.5"], ["30"], [want])
        page.wait_for_timeout(200)  # lets Playwright hand the held requests over
        assert held.routes, "the server was asked, and has not answered yet"
        # The late timelines answer: the address keeps the click and the zoom.
        with page.expect_response("**/_dash-update-component*", timeout=TIMEOUT):
            late.release()
        page.wait_for_timeout(500)
        q = params(page)
        assert (q.get("x0"), q.get("x1"), q.get("row")) == (["12.5"], ["30"], [want])
    finally:
        late.release()
        held.release()
    page.wait_for_function("(r) => (document.querySelector('#detail-head') || {}).innerText.includes(r)",
                           arg=f"#{int(target['rank'])}", timeout=TIMEOUT)
    page.wait_for_function("() => location.search.includes('x0=12.5')", timeout=TIMEOUT)
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=TIMEOUT)
    q = params(page)
    assert (q.get("x0"), q.get("x1"), q.get("row")) == (["12.5"], ["30"], [want])
    context.close()


def test_a_row_picked_before_the_pages_first_answer_stays_selected_and_in_the_address(browser, app_url,
                                                                                       sample_diff):
    # A page on a diffed pair comes drawn (views.first_view) and asks the server
    # for the rest of the overview at once. A row picked before that answer
    # arrives (by key here: the table itself waits for it) is in the address at
    # once and stays picked, in the page and in its address, once the answers
    # come: none of them puts the top row back.
    context, warm = open_page(browser, app_url)
    warm.close()
    page = context.new_page()
    first = Held(page, only="..current.data.")
    page.goto(app_url)
    wait_timelines(page)
    for _ in range(200):
        if first.routes:
            break
        page.wait_for_timeout(50)
    assert first.routes, "the page asks for the rest of the overview on its first callback"
    target = dispatch_rows(sample_diff).iloc[1]
    want = f"c:{target['candidate_names'][0]}" if target["candidate_names"] else f"b:{target['baseline_names'][0]}"
    page.click("body", position={"x": 5, "y": 5})
    page.keyboard.press("j")
    assert params(page).get("row") == [want]  # in the key's handler, before any answer
    first.release()
    page.wait_for_selector("#deltas .bars path", timeout=TIMEOUT)  # the first answer arrived
    page.wait_for_function("(r) => (document.querySelector('#detail-head') || {}).innerText.includes(r)",
                           arg=f"#{int(target['rank'])}", timeout=TIMEOUT)
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=TIMEOUT)
    page.wait_for_timeout(500)
    assert params(page).get("row") == [want]
    assert f"#{int(target['rank'])}" in page.inner_text("#detail-head")
    assert page.get_attribute("#grid .ag-center-cols-container .ag-row-selected", "row-id") == \
        str(int(target["row_id"]))
    context.close()


# --- 6. timelines: per-side axes, a note when aligned differently, lane names, keys ----

def test_each_side_fills_its_own_axis_and_a_zoom_keeps_both_drawn(page):
    wait_timelines(page)
    page.click("#tl-axes label:has-text('each side filled')")
    page.wait_for_function("() => document.querySelector('#tl-candidate .js-plotly-plot').layout.meta"
                           " && document.querySelector('#tl-candidate .js-plotly-plot').layout.meta.axes === 'own'",
                           timeout=TIMEOUT)
    figs = {s: figure(page, f"tl-{s}") for s in ("baseline", "candidate")}
    metas = page.evaluate("() => ['tl-baseline', 'tl-candidate'].map(id => "
                          "document.querySelector('#' + id + ' .js-plotly-plot').layout.meta.window)")
    for fig, window in zip(figs.values(), metas):
        assert fig["range"] == pytest.approx(window)
    assert figs["baseline"]["range"][1] < figs["candidate"]["range"][1] / 2  # 121 ms against 545 ms
    # Zoom into the middle of the candidate: the baseline shows the same share of its own iteration.
    lo, hi = metas[1]
    page.evaluate("(r) => Plotly.relayout(document.querySelector('#tl-candidate .js-plotly-plot'), "
                  "{'xaxis.range[0]': r[0], 'xaxis.range[1]': r[1]})", [lo + (hi - lo) * 0.25, lo + (hi - lo) * 0.75])
    page.wait_for_function("""(w) => {
        const r = document.querySelector('#tl-baseline .js-plotly-plot').layout.xaxis.range;
        return Math.abs(r[0] - (w[0] + (w[1] - w[0]) * 0.25)) < 1e-6; }""", arg=metas[0], timeout=TIMEOUT)
    title = figure(page, "tl-baseline")["title"]
    assert " 0 blocks" not in title
    assert params(page).get("axes") == ["own"]


def test_sides_aligned_differently_say_so_on_the_plot(page, sample_diff):
    wait_timelines(page)
    page.click("#tl-align label:has-text('selected dispatch, call')")
    rows = dispatch_rows(sample_diff)
    removed = rows[rows["status"] == "removed"].iloc[0]
    page.click(f"#grid .ag-row[row-id='{int(removed['row_id'])}'] .ag-cell[col-id='readable']")
    page.wait_for_function("""() => ['tl-baseline', 'tl-candidate'].every(id => {
        const a = document.querySelector('#' + id + ' .js-plotly-plot').layout.annotations || [];
        return a.some(x => (x.text || '').includes('aligned differently')); })""", timeout=TIMEOUT)
    text = page.evaluate("() => document.querySelector('#tl-candidate .js-plotly-plot').layout.annotations"
                         ".map(a => a.text).join(' ')")
    assert "no call of this row" in text and "call 1 of" in text
    # Drawn on the plot, not only in a title.
    assert page.query_selector("#tl-candidate .annotation-text")


def test_lane_names_are_whole_and_the_perfetto_keys_zoom_pan_and_focus(browser, tmp_path):
    gpu = [SAMPLES.parent / "tests" / "data" / "gpu" / f"unet_{s}.tracy" for s in ("baseline", "candidate")]
    port = free_port()
    proc = start_app([str(p) for p in gpu], port, tmp_path / "app.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}", 1280, 800)
        wait_timelines(page)
        lanes = page.evaluate("() => [...document.querySelectorAll('#tl-baseline .ytick text')]"
                              ".map(t => t.textContent)")
        assert "iree-hal-hip-dispatch" in lanes and not any(t.endswith("…") for t in lanes)
        # The names fit left of the plot: none starts left of the figure.
        assert page.evaluate("""() => {
            const box = document.querySelector('#tl-baseline .js-plotly-plot').getBoundingClientRect();
            return [...document.querySelectorAll('#tl-baseline .ytick text')]
                .every(t => t.getBoundingClientRect().left >= box.left); }""")
        page.click("body", position={"x": 5, "y": 5})
        before = figure(page, "tl-baseline")["range"]
        page.keyboard.press("w")
        page.wait_for_function("(w) => { const r = document.querySelector('#tl-baseline .js-plotly-plot')"
                               ".layout.xaxis.range; return r[1] - r[0] < (w[1] - w[0]) * 0.8; }",
                               arg=before, timeout=TIMEOUT)
        zoomed = figure(page, "tl-baseline")["range"]
        page.keyboard.press("d")
        page.wait_for_function("(z) => document.querySelector('#tl-baseline .js-plotly-plot')"
                               ".layout.xaxis.range[0] > z[0] + 1e-9", arg=zoomed, timeout=TIMEOUT)
        page.keyboard.press("f")
        page.wait_for_function("""() => { const gd = document.querySelector('#tl-baseline .js-plotly-plot');
            const sel = gd._fullData.find(t => t.name === 'selected'); if (!sel) return false;
            const xs = [...sel.x].filter(x => x !== null && !isNaN(x)); const r = gd.layout.xaxis.range;
            return xs.length && Math.min(...xs) >= r[0] && Math.max(...xs) <= r[1]
                   && (r[1] - r[0]) < 3 * (Math.max(...xs) - Math.min(...xs)) + 1e-9; }""", timeout=TIMEOUT)
        # j/k still move the selection.
        page.keyboard.press("j")
        page.wait_for_selector("#grid .ag-center-cols-container .ag-row-selected[row-index='1']", timeout=TIMEOUT)
        assert page.js_errors == []
        context.close()
    finally:
        stop_app(proc)


# --- 7. folded groups, the delta chart, the log histogram ------------------------------

def test_groups_fold_and_the_delta_chart_counts_what_it_leaves_out(browser, tmp_path):
    pair = [SAMPLES / "baseline_8layer.tracy", SAMPLES / "rope_fused_qk_8layer.tracy"]
    diff = tracy_diff.diff(*pair)
    rows = diff.rows
    group = rows[[len(b) + len(c) > 2 for b, c in zip(rows["baseline_names"], rows["candidate_names"])]].iloc[0]
    port = free_port()
    proc = start_app([str(p) for p in pair], port, tmp_path / "app.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}", 1280, 800)
        rid = int(group["row_id"])
        cell = f"#grid .ag-row[row-id='{rid}'] .ag-cell[col-id='readable']"
        page.wait_for_selector(cell, timeout=TIMEOUT)
        n_b, n_c = len(group["baseline_names"]), len(group["candidate_names"])
        folded = page.inner_text(cell)
        assert folded.startswith(f"▸ {n_b} dispatches → {n_c}") and "\n" not in folded.strip()
        page.click(f"{cell} .td-group-toggle")
        page.wait_for_function("(s) => document.querySelector(s).innerText.includes('was')", arg=cell, timeout=TIMEOUT)
        assert page.inner_text(cell).startswith("▾")

        page.wait_for_selector("#deltas .bars path", timeout=TIMEOUT)
        d = dispatch_rows(diff)["delta_ms_per_iter"].abs()
        shown = len(page.query_selector_all("#deltas .bars path"))
        hidden = int((d > 0).sum()) - shown
        assert shown == int((d >= 0.01 * d.max()).sum().clip(max=15))
        if hidden:
            assert f"{hidden} smaller change" in page.inner_text("#deltas")

        assert page.js_errors == []
        context.close()
    finally:
        stop_app(proc)


def test_the_log_histogram_reads(browser, tmp_path):
    """A row whose calls span more than 20x (the serialized decoder pair's, whole calls
    counted once) gets a log axis labelled at 1-2-5 steps, with both medians marked."""
    import numpy as np

    pair = [SAMPLES / "decoder.tracy", SAMPLES / "decoder_rope_fused_qk.tracy"]
    diff = tracy_diff.diff(*pair)
    port = free_port()
    proc = start_app([str(p) for p in pair], port, tmp_path / "app.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}", 1280, 800)
        page.wait_for_selector("#grid .ag-row", timeout=TIMEOUT)

        def spread(r):
            ms = np.concatenate([diff.executions_of(int(r["row_id"]), side)["duration_ns"].to_numpy(float)
                                 for side in ("baseline", "candidate")])
            return ms.max() / ms.min() if len(ms) and ms.min() > 0 else 0
        target = next(r for _, r in diff.rows.iterrows()
                      if spread(r) > 20 and max(len(r["baseline_names"]), len(r["candidate_names"])) == 1)
        if target["section"] == "enclosing":  # this pair's are enclosing zones: show them
            page.click("#show-enclosing label")
        page.click(f"#grid .ag-row[row-id='{int(target['row_id'])}'] .ag-cell[col-id='status']")
        page.wait_for_function("() => { const gd = document.querySelector('#dist .js-plotly-plot');"
                               " return gd && gd.layout.xaxis.type === 'log'; }", timeout=TIMEOUT)
        ticks = page.evaluate("() => [...document.querySelectorAll('#dist .xtick text')].map(t => t.textContent)")
        assert len(ticks) >= 2 and all(t.endswith(("ms", "µs", "ns", " s")) for t in ticks), ticks
        # Lines at the row's own medians per call, named with their figures.
        execution = next(r for _, r in diff.rows.iterrows() if r["unit"] == "execution"
                         and len(r["baseline_names"]) == len(r["candidate_names"]) == 1)
        page.click(f"#grid .ag-row[row-id='{int(execution['row_id'])}'] .ag-cell[col-id='status']")
        from tracy_diff.report.units import format_ms
        want = [f"{side} median {format_ms(execution[f'{side}_median_ms'])}" for side in ("baseline", "candidate")]
        page.wait_for_function("(w) => { const gd = document.querySelector('#dist .js-plotly-plot');"
                               " const t = (gd.layout.annotations || []).map(a => a.text);"
                               " return w.every(x => t.includes(x)); }", arg=want, timeout=TIMEOUT)
        shapes = page.evaluate("() => document.querySelector('#dist .js-plotly-plot').layout.shapes.map(s => s.x0)")
        assert shapes == pytest.approx([execution["baseline_median_ms"], execution["candidate_median_ms"]])
        assert page.js_errors == []
        context.close()
    finally:
        stop_app(proc)


# --- 8. the IR panel: long lines wrap ---------------------------------------------------

def test_long_ir_lines_wrap_inside_their_panel(page, sample_diff):
    page.wait_for_selector("#ir-panel .td-ir-line", timeout=TIMEOUT)
    page.evaluate("() => document.querySelector('#ir-panel .td-ir-sides').scrollIntoView()")
    page.wait_for_timeout(300)
    fits = page.evaluate("""() => [...document.querySelectorAll('#ir-panel .td-ir-side .td-ir-text')].map(box =>
        [box.scrollWidth <= box.clientWidth + 1,
         [...box.querySelectorAll('.td-ir-line')].some(l => l.getBoundingClientRect().height > 20)])""")
    assert fits and all(no_overflow and wrapped for no_overflow, wrapped in fits), fits


# --- 9. the CSV download ------------------------------------------------------------------

def test_the_csv_download_reads_with_pythons_csv_and_has_per_call_columns(page, sample_diff):
    with page.expect_download(timeout=TIMEOUT) as info:
        page.click("#csv-btn")
    raw = open(info.value.path(), "rb").read()
    assert not raw.startswith(b"\xef\xbb\xbf")
    table = list(csv.DictReader(io.StringIO(raw.decode("utf-8"))))
    assert list(table[0])[0] == "row_id" and "rank" in table[0]
    for col in ("baseline_median_ms", "candidate_median_ms", "shift_ms", "shift_low_ms", "shift_high_ms"):
        assert col in table[0]
    # The table's rows in the table's order (enclosing zones hidden by default).
    shown = [int(pinned_cell(page, i, "rank")) for i in range(len(table))]
    assert [int(r["rank"]) for r in table] == shown
    top = sample_diff.row_by_rank(int(table[0]["rank"]))
    assert float(table[0]["baseline_median_ms"]) == pytest.approx(top["baseline_median_ms"], rel=1e-5)


# --- 1. the verdict at a glance: its word and colour follow the total, MIXED in amber,
#        trust warnings open, undecided rows with the runs that would decide them ---------

R3 = ("", "_run2", "_run3")
#: Real pairs (sample_captures and its calibration folder; a side may be several runs), each with the
#: Diff's own verdict: between them a regression, an improvement, two MIXED verdicts (q fused alone:
#: the total unchanged, attention regressed and three rows improved; horizontal fusion against q:
#: the total improved, three rows regressed), an inconclusive one and an environment shift.
VERDICT_PAIRS = [
    (["baseline.tracy"], ["rope_fused_qk.tracy"]),
    (["rope_fused_qk.tracy"], ["baseline.tracy"]),
    ([f"decoder{r}.tracy" for r in R3], [f"decoder_rope_fused_q{r}.tracy" for r in R3]),
    ([f"decoder_horizontal{r}.tracy" for r in R3], [f"decoder_rope_fused_q{r}.tracy" for r in R3]),
    (["decoder.tracy"], ["decoder_rope_fused_q.tracy"]),
    (["baseline_sampling_off.tracy"], ["baseline_sampling_on.tracy"]),
]
#: The verdict's background per tone (assets/style.css).
TONE_BACKGROUND = {"regression": "rgb(253, 236, 234)", "improvement": "rgb(233, 246, 234)",
                   "mixed": "rgb(255, 244, 220)", "neutral": "rgb(238, 242, 246)"}
ONE_ITERATION_CSVS = ("baseline.csvexport.unwrap_filter_dispatch.csv",
                      "rope_fused_qk.csvexport.unwrap_filter_dispatch.csv")


def _path(name: str):
    for folder in (SAMPLES, SAMPLES / "calibration"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(name)


def _side(names) -> list:
    return [_path(n) for n in names]


@pytest.fixture(scope="module")
def csv_copies(tmp_path_factory):
    """A folder of the one-iteration CSVs alone (tests/data/csvexport holds many more)."""
    from tests.paths import DATA

    folder = tmp_path_factory.mktemp("csv")
    for name in ONE_ITERATION_CSVS:
        shutil.copy(DATA / "csvexport" / name, folder / name)
    return folder


@pytest.fixture(scope="module")
def pairs_app(tmp_path_factory, csv_copies):
    """One app listing every capture of VERDICT_PAIRS and the one-iteration CSVs; a pair opens by
    its address (``?b=NAME&c=NAME``)."""
    need_browser()
    port = free_port()
    proc = start_app(["--captures-dir", str(SAMPLES / "calibration"), "--captures-dir", str(csv_copies)], port,
                     tmp_path_factory.mktemp("app") / "app.log")
    yield f"http://127.0.0.1:{port}"
    stop_app(proc)


def open_pair(browser, url: str, baseline: list[str], candidate: list[str], width: int = 1280, height: int = 800):
    """A page on the pair named by file names (each side one name per run), by its address."""
    from urllib.parse import urlencode

    return open_page(browser, f"{url}/?{urlencode({'b': baseline, 'c': candidate}, doseq=True)}", width, height)


def test_the_verdicts_word_and_colour_follow_the_total_and_mixed_is_amber(browser, pairs_app):
    from tracy_diff.report.units import format_ms
    from tracy_diff.report.verdict import HEADLINES, row_phrase
    from tracy_diff.ui.summary import verdict_tone

    seen = set()
    for names in VERDICT_PAIRS:
        diff = tracy_diff.diff(*(_side(side) for side in names))
        kind, total = str(diff.verdict.kind), diff.total
        seen.add(kind)
        context, page = open_pair(browser, pairs_app, *names)
        verdict = page.inner_text("#verdict")
        assert verdict.startswith(HEADLINES[kind] + " ") or verdict.startswith(HEADLINES[kind] + ":"), \
            (names, verdict)
        tone = verdict_tone(kind, total.change_pct)
        assert tone in page.get_attribute("#verdict", "class").split(), (names, kind)
        background = page.evaluate("() => getComputedStyle(document.querySelector('#verdict')).backgroundColor")
        assert background == TONE_BACKGROUND[tone], (names, background)
        # The change shown beside the runs is the total's, in its direction's colour or none.
        change = page.inner_text("#total-change")
        assert change == format_ms(total.delta_ms_per_iter, signed=True), (names, change)
        assert f"{total.change_pct:+.1f}%" in page.inner_text(".td-delta")
        assert f"[{total.change_low_pct:+.1f}%, {total.change_high_pct:+.1f}%]" in page.inner_text(".td-delta")
        classes = page.get_attribute("#total-change", "class").split()
        # Its colour is its own decision's: red only when the total regressed, green only when it improved.
        assert ("up" in classes, "down" in classes) == (total.status == "regressed", total.status == "improved"), \
            (names, classes, total.status)
        if total.change_pct > 0:  # never green on a rise, never red on a fall
            assert background != TONE_BACKGROUND["improvement"] and "down" not in classes, names
        if total.change_pct < 0:
            assert background != TONE_BACKGROUND["regression"] and "up" not in classes, names
        if kind == "mixed":
            # The rows that moved the other way than the total, named with their own cells.
            assert diff.verdict.against, names
            for rank in diff.verdict.against[:3]:
                assert row_phrase(diff.row_by_rank(rank), share=False) in page.text_content("#verdict-detail"), \
                    (names, rank)
        assert page.js_errors == []
        context.close()
    assert {"regression", "improvement", "mixed", "inconclusive", "environment_shift"} <= seen, seen


def test_undecided_rows_and_total_say_how_many_runs_would_decide_them(browser, pairs_app):
    from tracy_diff.ui.comparison import decide_text

    for names in VERDICT_PAIRS[4], VERDICT_PAIRS[2]:  # one run a side; three runs a side
        diff = tracy_diff.diff(*(_side(side) for side in names))
        rows = dispatch_rows(diff)
        undecided = rows[(rows["status"] == "inconclusive") & rows["runs_to_decide"].notna()]
        assert len(undecided) >= 2, "this pair has undecided rows that more runs would decide"
        context, page = open_pair(browser, pairs_app, *names, 1600, 1000)
        for _, row in undecided.iterrows():
            cell = f"#grid .ag-row[row-id='{int(row['row_id'])}'] .ag-cell[col-id='status']"
            page.evaluate("(id) => dash_ag_grid.getApi('grid').ensureNodeVisible("
                          "dash_ag_grid.getApi('grid').getRowNode(id))", str(int(row["row_id"])))
            page.wait_for_selector(cell, timeout=TIMEOUT)
            text = page.inner_text(cell)
            assert text.startswith("inconclusive") and decide_text(row, short=True) in text, text
        # The total, undecided too, says it beside the runs; a clicked row says it in its detail.
        if diff.total.runs_to_decide:
            assert decide_text(diff.total) in page.inner_text(".td-delta")
        row = undecided.iloc[0]
        page.evaluate("(id) => dash_ag_grid.getApi('grid').ensureNodeVisible("
                      "dash_ag_grid.getApi('grid').getRowNode(id))", str(int(row["row_id"])))
        page.click(f"#grid .ag-row[row-id='{int(row['row_id'])}'] .ag-cell[col-id='status']")
        page.wait_for_function("(t) => (document.querySelector('#detail-stats') || {}).innerText.includes(t)",
                               arg=decide_text(row), timeout=TIMEOUT)
        assert page.js_errors == []
        context.close()


def test_capture_conditions_and_too_few_iterations_show_open_and_rows_carry_their_interval(browser, pairs_app,
                                                                                           csv_copies):
    for names, kinds in (((["baseline_sampling_off.tracy"], ["baseline_sampling_on.tracy"]), {"capture_conditions"}),
                         (([ONE_ITERATION_CSVS[0]], [ONE_ITERATION_CSVS[1]]), {"too_few_iterations", "whole_capture"})):
        # The page names the files as the app reads them (the CSVs: copies in the app's folder).
        diff = tracy_diff.diff(*([_path(n) if n not in ONE_ITERATION_CSVS else csv_copies / n for n in side]
                                 for side in names))
        assert kinds <= {str(w.kind) for w in diff.warnings}, names
        context, page = open_pair(browser, pairs_app, *names)
        strip = page.wait_for_selector("#warnings-open", timeout=TIMEOUT)
        assert strip.is_visible()
        text = strip.inner_text()
        for w in diff.warnings:
            if str(w.kind) in kinds:
                assert file_names_only(w.message) in text, (names, w.message)  # file names, no server path
        # Open, not folded into "N warnings": nothing of these in a closed <details>.
        folded = page.evaluate("() => [...document.querySelectorAll('#summary details:not([open])')]"
                               ".map(d => d.innerText).join(' ')")
        assert not any(file_names_only(w.message) in folded for w in diff.warnings if str(w.kind) in kinds)
        if "capture_conditions" in kinds:
            assert "neutral" in page.get_attribute("#verdict", "class")  # neither red nor green: the machine moved
            top = dispatch_rows(diff).iloc[0]
            page.wait_for_function("(t) => document.querySelector('#detail-stats') && "
                                   "document.querySelector('#detail-stats').innerText.includes(t)",
                                   arg=f"{top['change_pct']:+.1f}% [{top['change_low_pct']:+.1f}%, "
                                       f"{top['change_high_pct']:+.1f}%]", timeout=TIMEOUT)
        assert page.js_errors == []
        context.close()
