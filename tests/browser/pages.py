"""What the browser tests share: Chromium found (or the test skipped), a page opened on the app,
and its figures, table cells and timelines read. The fixtures are in ``conftest.py``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: Generous: the first diff of a pair runs on a shared, busy 2-core machine.
LOAD_TIMEOUT_MS = 120_000


def need_browser() -> None:
    """Skip the test without Chromium or Playwright; fail instead with TRACY_DIFF_REQUIRE_BROWSER=1."""
    problem = None
    if not CHROMIUM.exists():
        problem = f"{CHROMIUM} is missing (apt-get install chromium chromium-driver)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "the playwright Python package is missing (pip install playwright)"
    if problem is None:
        return
    if os.environ.get("TRACY_DIFF_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser tests required (TRACY_DIFF_REQUIRE_BROWSER=1) but {problem}")
    pytest.skip(f"browser tests skipped: {problem}")


#: The diff page's table holds its first row.
TABLE_FILLED = "#grid .ag-center-cols-container .ag-row[row-index='0']"


def open_page(browser, url: str, width: int = 1500, height: int = 1100, ready: str = TABLE_FILLED):
    """A new browser context and a page on ``url`` once ``ready`` (a selector: by default the
    diff page's table filled) is there; the page's JavaScript errors collect in ``page.js_errors``."""
    context = browser.new_context(viewport={"width": width, "height": height}, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_selector(ready, timeout=LOAD_TIMEOUT_MS)
    page.js_errors = errors
    return context, page


#: What one step on a page already loaded may take.
TIMEOUT = 60_000

FIGURE_JS = """(id) => {
    const el = document.querySelector('#' + id + ' .js-plotly-plot');
    if (!el || !el._fullData) return null;
    return {
        traces: el._fullData.map(t => ({name: t.name || '', x: t.x ? Array.from(t.x) : []})),
        range: el.layout.xaxis ? el.layout.xaxis.range : null,
        title: el.layout.title ? el.layout.title.text : '',
    };
}"""


def figure(page, graph_id: str) -> dict | None:
    return page.evaluate(FIGURE_JS, graph_id)


def grid_cell(page, row_index: int, col: str) -> str:
    return page.inner_text(f"#grid .ag-center-cols-container .ag-row[row-index='{row_index}'] "
                           f".ag-cell[col-id='{col}']")


def pinned_cell(page, row_index: int, col: str) -> str:
    return page.inner_text(f"#grid .ag-row[row-index='{row_index}'] .ag-cell[col-id='{col}']")


def dispatch_rows(diff):
    rows = diff.rows
    return rows[rows["section"] == "dispatch"]


def wait_timelines(page, title_part: str | None = None) -> None:
    page.wait_for_function(
        """(part) => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            return el && el._fullData && el._fullData.length >= 1
                && (!part || (el.layout.title.text || '').includes(part));
        })""", arg=title_part, timeout=TIMEOUT)


def wait_settled(page) -> None:
    """Wait until no Dash callback is pending (Dash's ``_dash-loading-callback``
    marker gone), twice a moment apart: a callback's answer may start another."""
    for _ in range(2):
        page.wait_for_function("() => !document.querySelector('._dash-loading-callback')", timeout=TIMEOUT)
        page.wait_for_timeout(300)
