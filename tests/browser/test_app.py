"""The dashboard in a real browser, on the shipped sample pair."""

from __future__ import annotations

import csv
import io
import math

import numpy as np
import pytest

from tests.app_process import free_port, start_app, stop_app
from tests.browser.pages import (
    LOAD_TIMEOUT_MS,
    TIMEOUT,
    dispatch_rows,
    figure,
    grid_cell,
    pinned_cell,
    wait_settled,
    wait_timelines,
)
from tracy_diff.report import verdict_text
from tracy_diff.ui.summary import banner

pytestmark = pytest.mark.browser

def detail_head(page, text: str) -> str:
    """The detail panel's head once it shows ``text``, read in that same
    moment: a second read can meet the panel empty while Dash re-renders it."""
    return page.wait_for_function(
        "(n) => { const e = document.querySelector('#detail-head');"
        " const t = e && e.innerText; return t && t.includes(n) && t; }",
        arg=text, timeout=TIMEOUT).json_value()


def test_page_opens_the_sample_pair_with_verdict_and_runs(page, sample_diff):
    page.wait_for_selector("#verdict", timeout=LOAD_TIMEOUT_MS)
    assert page.inner_text("#verdict").strip() == banner(sample_diff)
    assert page.text_content("#verdict-detail").strip() == verdict_text(sample_diff).strip()
    assert "baseline.tracy" in page.inner_text("#baseline-pick")
    assert "rope_fused_qk.tracy" in page.inner_text("#candidate-pick")
    runs = page.inner_text(".td-runs")
    for summary in (sample_diff.baseline_summary, sample_diff.candidate_summary):
        assert f"{summary.iterations} iterations" in runs
    assert page.js_errors == []


def test_first_row_is_the_attention_regression(page, sample_diff):
    top = dispatch_rows(sample_diff).iloc[0]
    assert "attention" in top["candidate_name"], "the differ's top row should be the attention dispatch"
    assert top["delta_ms_per_iter"] > 0
    assert pinned_cell(page, 0, "status") == top["status"]
    assert top["status"] == "regressed"
    assert grid_cell(page, 0, "delta_ms_per_iter").startswith("+")
    # Full names on hover: the tooltip holds the untruncated names of both sides.
    page.hover("#grid .ag-row[row-index='0'] .ag-cell[col-id='readable']")
    page.wait_for_selector(".ag-tooltip", timeout=TIMEOUT)
    tooltip = page.inner_text(".ag-tooltip")
    assert top["candidate_name"] in tooltip and top["baseline_name"] in tooltip


def show_enclosing(page) -> None:
    """Turn on the table's enclosing rows and the timelines' enclosing zones."""
    page.click("#show-enclosing label")
    page.click("#tl-show label:has-text('enclosing zones')")
    page.wait_for_function("() => document.querySelectorAll('#grid .ag-center-cols-container .ag-row').length > 2",
                           timeout=TIMEOUT)


def test_clicking_a_row_updates_detail_and_timelines(page, sample_diff):
    rows = sample_diff.rows
    first = dispatch_rows(sample_diff).iloc[0]
    head = detail_head(page, "#1")
    wait_timelines(page)
    assert first["candidate_name"] in head
    show_enclosing(page)
    # Times from each iteration's start, as _expected_highlight computes them.
    page.click("#tl-align label:has-text('iteration start')")

    # Pick a row whose zones exist on both sides and that is not the first one.
    execs = sample_diff.executions
    both = set(execs.loc[execs["side"] == "baseline", "row_id"]) & set(
        execs.loc[execs["side"] == "candidate", "row_id"])
    target = rows[rows["row_id"].isin(both) & (rows["row_id"] != first["row_id"])].iloc[0]
    index = page.evaluate("""(rid) => {
        const r = document.querySelector(`#grid .ag-center-cols-container .ag-row[row-id='${rid}']`);
        return r ? Number(r.getAttribute('row-index')) : -1; }""", str(int(target["row_id"])))
    assert index >= 0
    page.click(f"#grid .ag-center-cols-container .ag-row[row-index='{index}'] .ag-cell[col-id='readable']")

    name = target["baseline_name"]
    assert f"#{int(target['rank'])}" in detail_head(page, name)
    page.wait_for_function(
        """() => document.querySelector('#dist .js-plotly-plot').data.length >= 2""", timeout=TIMEOUT)

    # Both timelines highlight the new row where its executions are.
    def highlight_starts():
        out = {}
        for side in ("baseline", "candidate"):
            fig = figure(page, f"tl-{side}")
            sel = [t for t in fig["traces"] if t["name"] == "selected"]
            xs = [x for t in sel for x in t["x"] if x is not None and not math.isnan(x)]
            out[side] = min(xs) if xs else None
        return out

    page.wait_for_function(
        """(want) => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            const sel = el._fullData.find(t => t.name === 'selected');
            if (!sel) return false;
            const xs = Array.from(sel.x).filter(v => v !== null && !Number.isNaN(v));
            return xs.length && Math.abs(Math.min(...xs) - want[id]) < 1e-3;
        })""",
        arg=_expected_highlight(page, sample_diff, int(target["row_id"])), timeout=TIMEOUT)
    starts = highlight_starts()
    assert all(v is not None for v in starts.values())
    assert page.js_errors == []


def _expected_highlight(page, diff, row_id: int) -> dict:
    """Where (ms from the iteration start) the row's first execution begins in
    the iteration each timeline shows."""
    out = {}
    for side in ("baseline", "candidate"):
        summary = diff.baseline_summary if side == "baseline" else diff.candidate_summary
        title = figure(page, f"tl-{side}")["title"]
        iteration = int(title.split("iteration ")[1].split(" ")[0])
        bounds = summary.iteration_bounds
        start = int(bounds.loc[bounds["iteration"] == iteration, "start_ns"].iloc[0])
        ex = diff.executions_of(row_id, side)
        ex = ex[ex["iteration"] == iteration]
        out[f"tl-{side}"] = (int(ex["start_ns"].min()) - start) / 1e6
    return out


def test_hovering_a_zone_names_it_and_clicking_selects_its_row(page, sample_diff):
    wait_timelines(page)
    show_enclosing(page)
    wait_timelines(page, "blocks")
    page.wait_for_function("() => document.querySelector('#tl-baseline .js-plotly-plot')._fullData.some("
                           "t => t.name === 'enclosing')", timeout=TIMEOUT)
    rows = sample_diff.rows
    first = int(dispatch_rows(sample_diff).iloc[0]["row_id"])
    singles = rows[(rows["structure"] == "same") & (rows["row_id"] != first)]
    page.evaluate("() => document.querySelector('#tl-baseline').scrollIntoView()")
    point = page.evaluate("""(ids) => {
        const gd = document.querySelector('#tl-baseline .js-plotly-plot');
        const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis;
        const box = gd.getBoundingClientRect();
        for (const tr of gd._fullData) {
            if (!tr.customdata || tr.type !== 'scatter') continue;
            for (let i = 0; i + 1 < tr.x.length; i++) {
                const cd = tr.customdata[i];
                // The middle of a segment of a single zone of one of the rows.
                if (isNaN(tr.x[i]) || isNaN(tr.x[i + 1]) || cd[2] !== 1 || !ids.includes(cd[1])) continue;
                const x = (tr.x[i] + tr.x[i + 1]) / 2;
                return {row: cd[1], x: box.left + xa._offset + xa.l2p(x), y: box.top + ya._offset + ya.l2p(tr.y[i])};
            }
        }
        return null;
    }""", [int(r) for r in singles["row_id"]])
    assert point is not None, "the baseline timeline shows zones of other rows"
    row = rows[rows["row_id"] == point["row"]].iloc[0]
    page.mouse.move(point["x"], point["y"])
    page.wait_for_function("(n) => document.querySelector('#tl-info').innerText.includes(n)",
                           arg=row["baseline_name"], timeout=TIMEOUT)
    assert page.inner_text("#tl-info").startswith("baseline · ")
    page.mouse.click(point["x"], point["y"])
    head = detail_head(page, "baseline: " + row["baseline_name"])
    assert f"#{int(row['rank'])}" in head.split()
    assert page.js_errors == []


def test_clicking_a_bar_selects_its_row(page, sample_diff):
    wait_timelines(page)
    page.wait_for_selector("#deltas .bars path", timeout=TIMEOUT)
    bars = page.query_selector_all("#deltas .bars path")
    assert bars, "the top-delta chart draws bars"
    top = dispatch_rows(sample_diff)
    top = top[top["delta_ms_per_iter"].abs() > 0].sort_values("delta_ms_per_iter", ascending=False)
    # Move the selection away from the first row, then click the first bar
    # (the largest slowdown; smaller bars may be too thin to hit).
    rows = dispatch_rows(sample_diff)
    other = rows[rows["row_id"] != top.iloc[0]["row_id"]].iloc[0]
    page.click(f"#grid .ag-row[row-id='{int(other['row_id'])}'] .ag-cell[col-id='readable']")
    detail_head(page, f"#{int(other['rank'])}")
    bars[0].click(force=True)
    detail_head(page, f"#{int(top.iloc[0]['rank'])}")
    page.wait_for_selector(f"#grid .ag-center-cols-container .ag-row-selected[row-id='{int(top.iloc[0]['row_id'])}']",
                           timeout=TIMEOUT)


def test_csv_download_holds_the_filtered_table(page, sample_diff):
    with page.expect_download(timeout=TIMEOUT) as info:
        page.click("#csv-btn")
    text = open(info.value.path(), encoding="utf-8").read()
    table = list(csv.DictReader(io.StringIO(text)))
    # Enclosing zones are off by default: the dispatch rows only.
    assert sorted(int(r["rank"]) for r in table) == sorted(dispatch_rows(sample_diff)["rank"].astype(int))
    show_enclosing(page)
    with page.expect_download(timeout=TIMEOUT) as info:
        page.click("#csv-btn")
    table = list(csv.DictReader(io.StringIO(open(info.value.path(), encoding="utf-8").read())))
    rows = sample_diff.rows
    assert len(table) == len(rows)
    assert {"rank", "status", "section", "baseline_name", "candidate_name", "match",
            "baseline_ms_per_iter", "candidate_ms_per_iter", "delta_ms_per_iter", "ratio",
            "p_value", "q_value"} <= set(table[0])
    by_rank = {int(r["rank"]): r for r in table}
    for _, row in rows.iterrows():
        got = by_rank[int(row["rank"])]
        assert got["status"] == row["status"]
        assert got["candidate_name"] == (row["candidate_name"] or "")
        # The CLI's CSV: six significant digits.
        assert float(got["delta_ms_per_iter"]) == pytest.approx(row["delta_ms_per_iter"], rel=1e-5)

    # The quick search filters the table, and the export follows it.
    page.fill("#search", "attention")
    page.wait_for_function(
        "(n) => dash_ag_grid.getApi('grid').getDisplayedRowCount() < n",
        arg=len(rows), timeout=TIMEOUT)
    with page.expect_download(timeout=TIMEOUT) as info:
        page.click("#csv-btn")
    filtered = list(csv.DictReader(io.StringIO(open(info.value.path(), encoding="utf-8").read())))
    expected = rows[rows["baseline_name"].fillna("").str.contains("attention", case=False)
                    | rows["candidate_name"].fillna("").str.contains("attention", case=False)]
    assert 0 < len(filtered) <= len(rows)
    assert {int(r["rank"]) for r in filtered} >= set(expected["rank"].astype(int))
    assert all("attention" in " ".join(r.values()).lower() for r in filtered)


def test_markdown_download_is_the_report(page, sample_diff):
    from tracy_diff.report import render

    with page.expect_download(timeout=TIMEOUT) as info:
        page.click("#md-btn")
    assert info.value.suggested_filename.endswith(".md")
    assert open(info.value.path(), encoding="utf-8").read() == render(sample_diff, "markdown")


def zoom_baseline(page, want: list[float]) -> None:
    """Zoom the baseline timeline to ``want`` (ms) and wait until both show it."""
    page.evaluate("(r) => Plotly.relayout(document.querySelector('#tl-baseline .js-plotly-plot'), "
                  "{'xaxis.range[0]': r[0], 'xaxis.range[1]': r[1]})", want)
    page.wait_for_function(
        """(want) => ['tl-baseline', 'tl-candidate'].every(id => {
            const r = document.querySelector('#' + id + ' .js-plotly-plot').layout.xaxis.range;
            return Math.abs(r[0] - want[0]) < 1e-6 && Math.abs(r[1] - want[1]) < 1e-6;
        })""", arg=want, timeout=TIMEOUT)


def reset_candidate(page) -> None:
    """What a double-click on the candidate timeline does."""
    page.evaluate("() => Plotly.relayout(document.querySelector('#tl-candidate .js-plotly-plot'), "
                  "{'xaxis.autorange': true})")


def test_zoom_requeries_both_timelines(page):
    wait_timelines(page)
    # The first view is drawn twice: without the top row, then with it (whose
    # call sets x = 0); the whole-iteration range is the second's.
    page.wait_for_function(
        """() => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            return el._fullData.some(t => t.name === 'selected');
        })""", timeout=TIMEOUT)
    # A reset before: a second one must still reach the server although the
    # candidate's relayoutData is then what it was.
    reset_candidate(page)
    wait_settled(page)
    before = figure(page, "tl-baseline")
    lo, hi = before["range"]
    want = [lo + (hi - lo) * 0.25, lo + (hi - lo) * 0.30]
    zoom_baseline(page, want)
    # The server sent new data for the window: nothing drawn lies far outside it.
    after = figure(page, "tl-candidate")
    xs = np.array([x for t in after["traces"] if t["name"] != "zones" for x in t["x"]
                   if x is not None], dtype=float)
    xs = xs[~np.isnan(xs)]
    span = want[1] - want[0]
    assert len(xs) and xs.max() >= want[0] and xs.min() <= want[1]
    # Double-click resets both to the whole iteration.
    reset_candidate(page)
    page.wait_for_function(
        "(r) => Math.abs(document.querySelector('#tl-baseline .js-plotly-plot').layout.xaxis.range[1] - r) < 1e-6",
        arg=hi, timeout=TIMEOUT)
    assert span > 0


def _first_view_painted(page, diff) -> None:
    """Wait, without touching the page, for both timelines to highlight the
    top row; then check the detail and the table select it too."""
    first = dispatch_rows(diff).iloc[0]
    page.wait_for_function(
        """() => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            return el && el._fullData && el._fullData.some(t => t.name === 'selected');
        })""", timeout=LOAD_TIMEOUT_MS)
    for side in ("baseline", "candidate"):
        assert "iteration " in figure(page, f"tl-{side}")["title"]
    assert first["candidate_name"] in detail_head(page, "#1")
    page.wait_for_selector("#grid .ag-row-selected", timeout=TIMEOUT)
    assert page.get_attribute("#grid .ag-center-cols-container .ag-row-selected", "row-id") == \
        str(int(first["row_id"]))


def test_timelines_appear_without_clicking_on_a_server_just_started(browser, sample_pair, tmp_path,
                                                                     sample_diff):
    port = free_port()
    proc = start_app([str(p) for p in sample_pair], port, tmp_path / "app.log")
    try:
        context = browser.new_context(viewport={"width": 1500, "height": 1100})
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"http://127.0.0.1:{port}")
        _first_view_painted(page, sample_diff)
        assert errors == []
        context.close()
    finally:
        stop_app(proc)


def test_a_page_opened_after_the_diff_comes_drawn(browser, app_url, sample_diff):
    # A first page makes sure the pair is diffed; the second one gets the
    # table and timelines with its layout, and its first callbacks send only
    # the top-delta chart and the detail (the plot width of a 1500 px window
    # is the default: the timelines are not sent again).
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    first = context.new_page()
    first.goto(app_url)
    _first_view_painted(first, sample_diff)
    first.close()

    page = context.new_page()
    layouts, updates = [], []

    def on_response(response):
        if response.url.endswith("/_dash-layout"):
            layouts.append(response.json())
        elif "/_dash-update-component" in response.url and response.status == 200:
            updates.append(response.json().get("response", {}))

    page.on("response", on_response)
    scripts = []
    page.on("request", lambda r: scripts.append(r.url) if r.resource_type == "script" else None)
    page.goto(app_url)
    _first_view_painted(page, sample_diff)
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=TIMEOUT)
    page.wait_for_timeout(500)

    # The page's own partial plotly.js bundle, never dcc.Graph's full one.
    assert any(u.split("?")[0].endswith("/assets/plotly-tracydiff.min.js") for u in scripts)
    assert not any("package_data/plotly" in u for u in scripts), scripts
    assert len(layouts) == 1
    text = str(layouts[0])
    assert "'name': 'selected'" in text, "the layout holds the timelines with the top row highlighted"
    sent = {(component, prop) for update in updates for component, props in update.items()
            for prop in props}
    assert {("deltas", "figure"), ("dist", "figure"), ("series", "figure")} <= sent
    assert not sent & {("grid", "rowData"), ("tl-baseline", "figure"), ("tl-candidate", "figure"),
                       ("summary", "children")}, sent
    context.close()


def test_resizing_the_window_requeries_the_timelines(page):
    wait_timelines(page)
    lo, hi = figure(page, "tl-baseline")["range"]
    want = [lo + (hi - lo) * 0.2, lo + (hi - lo) * 0.7]
    zoom_baseline(page, want)
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=TIMEOUT)
    page.evaluate("() => { window.__before = ['tl-baseline', 'tl-candidate'].map("
                  "id => document.querySelector('#' + id + ' .js-plotly-plot').data); }")
    page.set_viewport_size({"width": 1000, "height": 1100})
    # New data for both timelines, for the same window.
    page.wait_for_function(
        """() => ['tl-baseline', 'tl-candidate'].every((id, i) =>
            document.querySelector('#' + id + ' .js-plotly-plot').data !== window.__before[i])""",
        timeout=TIMEOUT)
    for side in ("baseline", "candidate"):
        assert figure(page, f"tl-{side}")["range"] == pytest.approx(want, abs=1e-6)
    assert page.js_errors == []


def test_picking_back_the_shown_pair_after_a_failed_pick_clears_the_error(browser, sample_pair,
                                                                            tmp_path, sample_diff):
    folder = tmp_path / "captures"
    folder.mkdir()
    (folder / "broken.tracy").write_bytes(b"this is not a Tracy capture\n" * 10)
    port = free_port()
    proc = start_app(["--captures-dir", str(folder)], port, tmp_path / "app.log")
    try:
        context = browser.new_context(viewport={"width": 1500, "height": 1100})
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}")
        _first_view_painted(page, sample_diff)

        def toggle_candidate(name):  # the picker takes several captures: a click adds or removes one
            if not page.is_visible(".dash-dropdown-options"):
                page.click("#candidate-pick")
            page.get_by_role("option", name=name).first.click()

        toggle_candidate("broken.tracy")
        page.wait_for_function("() => document.querySelector('#load-alert').innerText.includes('broken')",
                               timeout=LOAD_TIMEOUT_MS)
        # The pair shown stays: its verdict (read once the summary's loading dots, shown while the
        # failed pick was on its way, have gone: the text is hidden under them).
        verdict_shown = ("(t) => { const v = document.querySelector('#verdict-detail');"
                         " return v !== null && v.textContent.trim() === t; }")
        page.wait_for_function(verdict_shown, arg=verdict_text(sample_diff).strip(), timeout=TIMEOUT)
        toggle_candidate("broken.tracy")
        page.wait_for_function("() => document.querySelector('#load-alert').innerText.trim() === ''",
                               timeout=TIMEOUT)
        page.wait_for_function(verdict_shown, arg=verdict_text(sample_diff).strip(), timeout=TIMEOUT)
        context.close()
    finally:
        stop_app(proc)
