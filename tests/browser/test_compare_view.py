"""Issue #16 in a real browser: readable names, timelines aligned on the
selected dispatch, filters, keyboard, the view in the URL, the detail panel
and the op-family chart, at the widths engineers use (1280 and 1600 px)."""

from __future__ import annotations

import numpy as np
import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import dispatch_rows, figure, open_page, wait_timelines
from tracy_diff.analysis.matching.names import op_category, readable_name

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
ROW0 = "#grid .ag-center-cols-container .ag-row[row-index='0']"


@pytest.fixture
def narrow(browser, app_url):
    """The app at 1280x800."""
    context, page = open_page(browser, app_url, 1280, 800)
    yield page
    context.close()


def selected_row(page) -> str | None:
    return page.evaluate("() => { const r = document.querySelector("
                         "'#grid .ag-center-cols-container .ag-row-selected'); return r && r.getAttribute('row-id'); }")


def wait_selected(page, row_id) -> None:
    page.wait_for_selector(f"#grid .ag-center-cols-container .ag-row-selected[row-id='{int(row_id)}']",
                           timeout=TIMEOUT)


def wait_shown_rows(page, n: int) -> None:
    """Wait until the table holds ``n`` rows after its filters (the grid's own
    count: rows scrolled out of view are not in the page)."""
    page.wait_for_function("(n) => dash_ag_grid.getApi('grid').getDisplayedRowCount() === n",
                           arg=n, timeout=TIMEOUT)


def displayed_ids(page) -> list[int]:
    return page.evaluate("""() => [...document.querySelectorAll('#grid .ag-center-cols-container .ag-row')]
        .sort((a, b) => a.getAttribute('row-index') - b.getAttribute('row-index'))
        .map(r => Number(r.getAttribute('row-id')))""")


def selected_xs(page, graph: str) -> np.ndarray:
    fig = figure(page, graph)
    xs = [x for t in fig["traces"] if t["name"] == "selected" for x in t["x"] if x is not None]
    xs = np.array(xs, dtype=float)
    return xs[np.isfinite(xs)]


def shown_iteration(page, side: str) -> int:
    return int(figure(page, f"tl-{side}")["title"].split("iteration ")[1].split(" ")[0])


# --- 1. names -------------------------------------------------------------------

def test_the_first_row_shows_the_whole_readable_name_at_1280(narrow, sample_diff):
    top = dispatch_rows(sample_diff).iloc[0]
    cell = f"{ROW0} .ag-cell[col-id='readable']"
    text = narrow.inner_text(cell)
    assert text.splitlines()[0].strip() == readable_name(top["candidate_name"])
    assert readable_name(top["baseline_name"]) in text  # the baseline ran another dispatch
    # Nothing is cut: the cell's text fits in the cell, no ellipsis.
    fits = narrow.eval_on_selector(cell, "c => { const v = c.querySelector('.ag-cell-value') || c;"
                                         " return v.scrollWidth <= v.clientWidth + 1"
                                         " && c.scrollHeight <= c.clientHeight + 1; }")
    assert fits and "…" not in text
    # The delta chart names rows the same way, whole.
    labels = narrow.eval_on_selector_all("#deltas .ytick text", "els => els.map(e => e.textContent.trim())")
    assert readable_name(top["candidate_name"]) in labels
    assert narrow.js_errors == []


# --- 2. timelines ------------------------------------------------------------------

def test_timelines_align_on_the_kth_call_and_zoom_together(narrow, sample_diff):
    page = narrow
    wait_timelines(page)
    page.click("#tl-align label:has-text('selected dispatch, call')")
    wait_timelines(page, "0 = call 1 of")
    row = int(dispatch_rows(sample_diff).iloc[0]["row_id"])

    def check(call: int) -> None:
        ranges = [figure(page, f"tl-{s}")["range"] for s in ("baseline", "candidate")]
        assert ranges[0] == pytest.approx(ranges[1])
        for side in ("baseline", "candidate"):
            it = shown_iteration(page, side)
            ex = sample_diff.executions_of(row, side)
            starts = np.sort(ex.loc[ex["iteration"] == it, "start_ns"].to_numpy())
            anchor = starts[min(call, len(starts) - 1)]
            xs = selected_xs(page, f"tl-{side}")
            # Every call of the row is drawn at its start minus the k-th call's start.
            for s in (starts - anchor) / 1e6:
                assert np.abs(xs - s).min() < 1e-3, (side, call)

    check(0)
    calls = len(sample_diff.executions_of(row, "candidate").query("iteration == 0"))
    if calls > 1:
        page.fill("#tl-call", "2")
        page.press("#tl-call", "Enter")
        wait_timelines(page, "0 = call 2 of")
        check(1)
    # Zoom one: the other follows, both around the aligned call.
    page.evaluate("() => Plotly.relayout(document.querySelector('#tl-candidate .js-plotly-plot'), "
                  "{'xaxis.range[0]': -1, 'xaxis.range[1]': 5})")
    page.wait_for_function("""() => ['tl-baseline', 'tl-candidate'].every(id => {
        const r = document.querySelector('#' + id + ' .js-plotly-plot').layout.xaxis.range;
        return Math.abs(r[0] + 1) < 1e-9 && Math.abs(r[1] - 5) < 1e-9; })""", timeout=TIMEOUT)
    # The per-run relative axis: each run from 0 to 100 % of its iteration.
    page.click("#tl-align label:has-text('% of each run')")
    page.wait_for_function("""() => ['tl-baseline', 'tl-candidate'].every(id => {
        const l = document.querySelector('#' + id + ' .js-plotly-plot').layout.xaxis;
        return l.ticksuffix === ' %' && l.range[0] === 0 && l.range[1] === 100; })""", timeout=TIMEOUT)
    assert page.js_errors == []


def test_lanes_keep_one_order_on_both_sides_and_fold(narrow):
    page = narrow
    wait_timelines(page, "blocks")

    def lanes():
        return [page.evaluate("(id) => document.querySelector('#' + id + ' .js-plotly-plot').layout.yaxis.ticktext",
                              f"tl-{s}") for s in ("baseline", "candidate")]

    folded = lanes()
    assert folded[0] == folded[1] and folded[0]
    page.click("#tl-show label:has-text('enclosing zones')")
    page.wait_for_function("() => document.querySelector('#tl-baseline .js-plotly-plot')._fullData"
                           ".some(t => t.name === 'enclosing')", timeout=TIMEOUT)
    unfolded = lanes()
    assert set(folded[0]) < set(unfolded[0]), "host lanes (Main thread) appear with the enclosing zones"
    common = [n for n in unfolded[0] if n in unfolded[1]]
    assert common == [n for n in unfolded[1] if n in unfolded[0]]
    page.click("#tl-show label:has-text('host lanes')")
    page.wait_for_function("(n) => document.querySelector('#tl-baseline .js-plotly-plot')"
                           ".layout.yaxis.ticktext.length < n", arg=len(unfolded[0]), timeout=TIMEOUT)


# --- 5. filters ----------------------------------------------------------------------

def test_status_chips_and_the_enclosing_toggle_filter_the_table(narrow, sample_diff):
    page = narrow
    rows = sample_diff.rows
    dispatch = dispatch_rows(sample_diff)
    assert sorted(displayed_ids(page)) == sorted(dispatch["row_id"].astype(int))

    def chip(label):
        page.click(f"#status-chips label:has-text('{label}')")

    def expect(ids):
        wait_shown_rows(page, len(ids))
        # The ids read back are those the grid has rendered so far (a row being recycled has
        # none yet, rows out of view none at all), and each must be one of the expected rows.
        assert set(displayed_ids(page)) <= {int(i) for i in ids}

    chip("regressed")
    expect(dispatch.loc[dispatch["status"] == "regressed", "row_id"])
    chip("added/removed")
    expect(dispatch.loc[dispatch["status"].isin(["regressed", "added", "removed"]), "row_id"])
    chip("regressed")
    chip("added/removed")
    page.click("#show-enclosing label")
    expect(rows["row_id"])
    assert page.js_errors == []


# --- 8. keyboard ------------------------------------------------------------------------

def test_keys_move_the_selection_focus_search_and_open_the_detail(narrow, sample_diff):
    page = narrow
    page.click("#show-enclosing label")
    wait_shown_rows(page, len(sample_diff.rows))
    order = displayed_ids(page)
    wait_selected(page, order[0])
    page.click("h1, .td-brand")  # focus outside the inputs
    page.keyboard.press("j")
    wait_selected(page, order[1])
    page.keyboard.press("j")
    wait_selected(page, order[2])
    page.keyboard.press("k")
    wait_selected(page, order[1])
    page.keyboard.press("ArrowDown")
    wait_selected(page, order[2])
    rank = int(sample_diff.row(order[2])["rank"])
    page.wait_for_function("(r) => document.querySelector('#detail-head').innerText.includes('#' + r)",
                           arg=rank, timeout=TIMEOUT)
    page.keyboard.press("Enter")
    page.wait_for_function("() => { const r = document.querySelector('#detail').getBoundingClientRect();"
                           " return r.top >= -1 && r.top < window.innerHeight / 2; }", timeout=TIMEOUT)
    page.keyboard.press("/")
    assert page.evaluate("() => document.activeElement.id") == "search"
    page.keyboard.type("j")  # typed into the search, not a move
    assert page.input_value("#search") == "j"
    assert page.js_errors == []


# --- 7. the view in the URL --------------------------------------------------------------

def test_a_copied_url_restores_pair_row_iterations_and_zoom(browser, app_url, sample_diff):
    context, page = open_page(browser, app_url, 1600, 1000)
    wait_timelines(page, "blocks")
    removed = dispatch_rows(sample_diff)
    target = int(removed.iloc[1]["row_id"])
    page.click(f"#grid .ag-row[row-id='{target}'] .ag-cell[col-id='readable']")
    wait_selected(page, target)
    page.click("#tl-align label:has-text('iteration start')")
    wait_timelines(page, "0 = iteration start")
    page.evaluate("() => Plotly.relayout(document.querySelector('#tl-baseline .js-plotly-plot'), "
                  "{'xaxis.range[0]': 10, 'xaxis.range[1]': 40})")
    page.wait_for_function("() => location.search.includes('x0=10') && location.search.includes('x1=40')",
                           timeout=TIMEOUT)
    url = page.url
    state = {k: page.evaluate(f"() => document.querySelector('#{k}').innerText") for k in
             ("baseline-pick", "candidate-pick", "iter-baseline", "iter-candidate")}
    context.close()

    fresh, again = open_page(browser, url, 1600, 1000)
    wait_selected(again, target)
    again.wait_for_function("""() => ['tl-baseline', 'tl-candidate'].every(id => {
        const el = document.querySelector('#' + id + ' .js-plotly-plot');
        const r = el && el.layout.xaxis.range;
        return r && Math.abs(r[0] - 10) < 1e-6 && Math.abs(r[1] - 40) < 1e-6; })""", timeout=TIMEOUT)
    # The pickers may be re-rendering (a Loading wrapper) while the page settles: wait for each.
    for k, v in state.items():
        again.wait_for_function("([k, v]) => { const e = document.querySelector('#' + k);"
                                " return e && e.innerText === v; }", arg=[k, v], timeout=TIMEOUT)
    assert again.is_checked("#tl-align input[value='iteration']")
    assert f"#{int(sample_diff.row(target)['rank'])}" in again.inner_text("#detail-head")
    assert again.js_errors == []
    fresh.close()


def test_the_markdown_report_links_the_view_given_a_base_url(browser, sample_pair, tmp_path, sample_diff):
    from tracy_diff.report import render

    port = free_port()
    proc = start_app(["--base-url", "https://perf.example.org/tracy-diff"], port, tmp_path / "app.log")
    try:
        context, page = open_page(browser, f"http://127.0.0.1:{port}", 1280, 800)
        page.wait_for_function("() => location.search.includes('row=')", timeout=TIMEOUT)
        search = page.evaluate("() => location.search")
        with page.expect_download(timeout=TIMEOUT) as info:
            page.click("#md-btn")
        text = open(info.value.path(), encoding="utf-8").read()
        assert text.startswith(render(sample_diff, "markdown"))
        assert f"(https://perf.example.org/tracy-diff/{search})" in text
        context.close()
    finally:
        stop_app(proc)


# --- 4. detail, 6. chart ticks, 9. families ---------------------------------------------------

def test_the_detail_fits_at_1280_with_overlaid_histograms(narrow, sample_diff):
    page = narrow
    page.wait_for_function("() => document.querySelector('#dist .js-plotly-plot') && "
                           "document.querySelector('#dist .js-plotly-plot')._fullData.length === 2", timeout=TIMEOUT)
    box = page.eval_on_selector(".td-detail-stats", "e => { const r = e.getBoundingClientRect(); "
                                "return {right: r.right, scroll: e.scrollWidth, width: e.clientWidth}; }")
    cells = page.eval_on_selector_all(".td-detail-stats td, .td-detail-stats th",
                                      "els => els.map(e => e.getBoundingClientRect().right)")
    assert box["scroll"] <= box["width"] + 1 and max(cells) <= box["right"] + 1
    texts = page.inner_text(".td-detail-stats")
    assert "candidate" in texts.lower() and "q (BH, threshold)" in texts
    dist = page.evaluate("""() => { const gd = document.querySelector('#dist .js-plotly-plot');
        return {types: gd._fullData.map(t => t.type), x: gd._fullData.map(t => Array.from(t.x)),
                range: gd._fullLayout.xaxis.range, axis: gd._fullLayout.xaxis.type,
                mode: gd._fullLayout.barmode}; }""")
    assert dist["types"] == ["bar", "bar"] and dist["mode"] == "overlay"
    assert dist["x"][0] == dist["x"][1], "both sides share one set of bins"
    top = dispatch_rows(sample_diff).iloc[0]
    durations = np.concatenate([sample_diff.executions_of(int(top["row_id"]), s)["duration_ns"].to_numpy() / 1e6
                                for s in ("baseline", "candidate")])
    lo, hi = dist["range"]
    if dist["axis"] == "log":
        lo, hi = 10 ** lo, 10 ** hi
    # The axis spans the data, not 0: the fastest call is near its left edge.
    assert lo <= durations.min() < hi and lo >= durations.min() * 0.5 and hi >= durations.max()
    assert page.js_errors == []


@pytest.mark.parametrize("width, height", [(1280, 800), (1600, 1000)])
def test_delta_ticks_do_not_overlap_and_the_family_chart_compares_sides(browser, app_url, sample_diff,
                                                                         width, height):
    context, page = open_page(browser, app_url, width, height)
    page.wait_for_selector("#families .bars path", timeout=TIMEOUT)
    page.wait_for_selector("#deltas .xtick text", timeout=TIMEOUT)
    for graph in ("deltas", "families"):
        boxes = page.eval_on_selector_all(f"#{graph} .xtick text", "els => els.map(e => { "
                                          "const r = e.getBoundingClientRect(); return [r.left, r.right]; })")
        boxes.sort()
        assert all(a[1] <= b[0] for a, b in zip(boxes, boxes[1:])), (graph, boxes)
    fams = page.evaluate("""() => document.querySelector('#families .js-plotly-plot')._fullData.map(
        t => ({name: t.name, y: Array.from(t.y), x: Array.from(t.x)}))""")
    assert [t["name"] for t in fams] == ["baseline", "candidate"]
    rows = dispatch_rows(sample_diff)
    for trace in fams:
        side = trace["name"]
        for family, ms in zip(trace["y"], trace["x"]):
            # Hand-summed from the rows: each sample dispatch row holds names of one family.
            names = rows[f"{side}_names"].map(lambda ns, family=family: bool(ns) and op_category(ns[0]) == family)
            assert ms == pytest.approx(rows.loc[names, f"{side}_ms_per_iter"].sum(), rel=1e-6)
    assert "attention" in fams[0]["y"]
    assert page.js_errors == []
    context.close()


# --- 10. IR -------------------------------------------------------------------------------

def test_the_ir_of_the_selected_row_side_by_side(narrow, sample_diff):
    rows = sample_diff.rows
    # The sample captures ship with their IREE sources: the attention row has its IR.
    row = rows[rows["ir"].map(lambda v: v is not None and bool(v.ops_added))].iloc[0]
    narrow.click(f"#grid .ag-row[row-id='{int(row['row_id'])}'] .ag-cell[col-id='readable']")
    narrow.wait_for_selector("#ir-panel .td-ir-side.baseline", timeout=TIMEOUT)
    narrow.wait_for_selector("#ir-panel .td-ir-side.candidate", timeout=TIMEOUT)
    panel = narrow.inner_text("#ir-panel")
    for op in row["ir"].ops_added:
        assert op in panel
    assert "math.cos" in panel and "math.sin" in panel
    assert narrow.locator("#ir-panel .td-ir-side.candidate .td-ir-only").count() > 0


def test_copying_a_name_cell_copies_the_full_names(narrow, sample_diff):
    top = dispatch_rows(sample_diff).iloc[0]
    copied = narrow.evaluate("""() => {
        const v = document.querySelector("#grid .ag-center-cols-container .ag-row[row-index='0'] "
                                          + ".ag-cell[col-id='readable']");
        const range = document.createRange();
        range.selectNodeContents(v);
        const sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        const event = new ClipboardEvent('copy', {clipboardData: new DataTransfer(), bubbles: true, cancelable: true});
        v.dispatchEvent(event);
        return event.clipboardData.getData('text/plain');
    }""")
    assert top["candidate_name"] in copied and top["baseline_name"] in copied
