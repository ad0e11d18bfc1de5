"""The README's screenshot: the dashboard on the sample pair, its top row selected.

``python docs/tools/screenshot.py [OUT.png]`` starts ``app.py`` on
sample_captures/baseline.tracy vs rope_fused_qk.tracy on a free loopback
port, opens it in Debian's headless Chromium (Playwright, as the browser
tests drive it), clicks the first row, waits for its timelines and writes
the page (default: docs/img/dashboard.png).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.app_process import free_port, start_app, stop_app  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, LOAD_TIMEOUT_MS  # noqa: E402

FIRST_ROW = "#grid .ag-center-cols-container .ag-row[row-index='0']"


def main(out: Path) -> None:
    from playwright.sync_api import sync_playwright

    port = free_port()
    pair = [str(ROOT / "sample_captures" / n) for n in ("baseline.tracy", "rope_fused_qk.tracy")]
    with tempfile.TemporaryDirectory() as tmp:
        proc = start_app(pair, port, Path(tmp) / "app.log")
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1440, "height": 1000})
                page.goto(f"http://127.0.0.1:{port}/")
                page.wait_for_selector(FIRST_ROW, timeout=LOAD_TIMEOUT_MS)
                page.click(f"{FIRST_ROW} .ag-cell")
                page.wait_for_selector(".js-plotly-plot .main-svg", timeout=LOAD_TIMEOUT_MS)
                page.wait_for_timeout(3000)  # the timelines draw after the detail
                page.screenshot(path=str(out), full_page=False)
                browser.close()
        finally:
            stop_app(proc)


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "img" / "dashboard.png")
