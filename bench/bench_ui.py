#!/usr/bin/env python3
"""How fast the dashboard answers on a pair of ~10^6-zone captures.

Makes two real captures with bench/make_big_capture.py (kept in bench/out/),
starts ``python app.py A B`` on a free port and drives Debian's Chromium
through Playwright, printing:

* cold: page load, first table rows and painted timelines of a server that
  was started just before (it parses and diffs the pair in the background);
* warm: the same for a second page (the pair is cached);
* interactions, request to painted timelines (median of a few runs): zoom,
  switching both timelines to all iterations (every zone of both captures
  through the level of detail), zoom inside that view, selecting a row;
* the server side alone: load, diff, track layout, level of detail.

Targets: first table rows under 3 s after the page loads, request to painted
timeline under 2 s.

    python bench/bench_ui.py [--iterations 5500] [--repeat 3]
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
sys.path.insert(0, str(ROOT))


def _browser_helpers():
    spec = importlib.util.spec_from_file_location("browser_conftest", ROOT / "tests" / "browser" / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_pair(iterations: int) -> tuple[Path, Path]:
    spec = importlib.util.spec_from_file_location("make_big_capture", ROOT / "bench" / "make_big_capture.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    OUT.mkdir(parents=True, exist_ok=True)
    paths = (OUT / f"ui_{iterations}_a.tracy", OUT / f"ui_{iterations}_b.tracy")
    for path in paths:
        if not path.exists():
            module.make_big_capture(path, iterations=iterations)
    return paths


# JS: remember both timelines' current data, to see when new data is painted.
MARK_JS = """() => {
    window.__t0 = performance.now();
    window.__old = ['tl-baseline', 'tl-candidate'].map(
        id => { const el = document.querySelector('#' + id + ' .js-plotly-plot'); return el && el.data; });
}"""
# JS predicate (polled every animation frame): both timelines hold new data
# (and the wanted title text); returns ms since the mark.
PAINTED_JS = """(want) => {
    const ok = ['tl-baseline', 'tl-candidate'].every((id, i) => {
        const el = document.querySelector('#' + id + ' .js-plotly-plot');
        return el && el.data && el.data !== window.__old[i] && el._fullData && el._fullData.length >= 1
            && (!want || (el.layout.title.text || '').includes(want));
    });
    return ok ? performance.now() - window.__t0 : false;
}"""


def open_page(browser, url: str) -> tuple[object, dict]:
    """A new page on ``url``; times (ms from navigation start) to the load
    event, first table rows and painted timelines."""
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    page.goto(url, wait_until="load")
    rows = page.wait_for_function(
        "() => document.querySelector(\"#grid .ag-center-cols-container .ag-row[row-index='0']\") "
        "? performance.now() : false", timeout=300_000, polling="raf").json_value()
    timelines = page.wait_for_function(
        """() => ['tl-baseline', 'tl-candidate'].every(id => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            return el && el._fullData && el._fullData.length >= 1; }) ? performance.now() : false""",
        timeout=300_000, polling="raf").json_value()
    load = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventEnd")
    settle(page)
    print(f"  page: load {load:.0f} ms, rows {rows:.0f} ms, timelines {timelines:.0f} ms", flush=True)
    return page, {"load event": load, "first table rows": rows, "timelines painted": timelines}


def settle(page) -> None:
    """Wait until no callback is pending, then a moment more."""
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=300_000)
    page.wait_for_timeout(1000)


def timed(page, action, want: str | None = None) -> float:
    settle(page)
    page.evaluate(MARK_JS)
    action()
    return page.wait_for_function(PAINTED_JS, arg=want, timeout=60_000, polling="raf").json_value()


def zoom(page, graph: str, fraction: tuple[float, float]):
    def act():
        page.evaluate("""([id, f]) => {
            const el = document.querySelector('#' + id + ' .js-plotly-plot');
            const r = el.layout.xaxis.range, w = r[1] - r[0];
            Plotly.relayout(el, {'xaxis.range[0]': r[0] + w * f[0], 'xaxis.range[1]': r[0] + w * f[1]});
        }""", [graph, list(fraction)])
    return act


def pick_iteration(page, side: str, label_part: str):
    def act():
        page.click(f"#iter-{side}")
        page.get_by_role("option", name=label_part).first.click()
    return act


def click_row(page, index: int):
    def act():
        page.click(f"#grid .ag-center-cols-container .ag-row[row-index='{index}'] .ag-cell[col-id='baseline_name']")
    return act


def server_side(paths) -> list[tuple[str, float]]:
    import tracy_diff
    from tracy_diff.ui.callbacks import timeline_figures
    from tracy_diff.ui.comparison import Comparison

    out = []
    t = time.perf_counter()
    a, b = tracy_diff.load(paths[0]), tracy_diff.load(paths[1])
    out.append(("load both captures", time.perf_counter() - t))
    t = time.perf_counter()
    comp = Comparison.of(a, b, "a", "b")
    out.append(("diff", time.perf_counter() - t))
    t = time.perf_counter()
    comp.tracks("baseline"), comp.tracks("candidate")
    out.append(("timeline tracks, both sides", time.perf_counter() - t))
    iters = [comp.median_iteration(s) for s in ("baseline", "candidate")]
    for label, it in (("LOD + figures, one iteration", iters), ("LOD + figures, all iterations", [-1, -1])):
        runs = []
        for _ in range(3):
            t = time.perf_counter()
            timeline_figures(comp, it, None, 1300, comp.first_row())
            runs.append(time.perf_counter() - t)
        out.append((label, statistics.median(runs)))
    out.append((f"zones: {len(a.zones):,} + {len(b.zones):,}", float("nan")))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=5500,
                        help="benchmark iterations per capture (5500: about 10^6 zones)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    helpers = _browser_helpers()
    if not helpers.CHROMIUM.exists():
        print(f"needs {helpers.CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    paths = make_pair(args.iterations)

    print("server side (this process):")
    for label, seconds in server_side(paths):
        print(f"  {label:34s} " + ("" if seconds != seconds else f"{seconds * 1000:8.0f} ms"))

    from playwright.sync_api import sync_playwright

    port = helpers.free_port()
    proc = helpers.start_app([str(p) for p in paths], port, OUT / "bench_ui_app.log")
    url = f"http://127.0.0.1:{port}"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(helpers.CHROMIUM), args=helpers.CHROMIUM_ARGS)
            rows = []
            page, cold = open_page(browser, url)
            page.close()
            page, warm = open_page(browser, url)
            for label, times in (("cold (server just started)", cold), ("warm (pair cached)", warm)):
                rows.append((f"{label}: load event", times["load event"]))
                rows.append((f"{label}: first table rows after load",
                             times["first table rows"] - times["load event"]))
                rows.append((f"{label}: timelines painted after load",
                             times["timelines painted"] - times["load event"]))

            def measure(label, make_action, want=None):
                runs = [timed(page, make_action(), want) for _ in range(args.repeat)]
                rows.append((label, statistics.median(runs)))

            measure("zoom one iteration -> both painted",
                    lambda: zoom(page, "tl-baseline", (0.1, 0.6)))
            timed(page, pick_iteration(page, "baseline", "all "))
            rows.append(("all iterations (10^6 zones) -> painted",
                         timed(page, pick_iteration(page, "candidate", "all "), want="all kept")))
            measure("zoom all iterations -> both painted",
                    lambda: zoom(page, "tl-candidate", (0.2, 0.8)))
            turns = itertools.count()
            measure("select a row -> both timelines painted",
                    lambda: click_row(page, 1 + next(turns) % 2))
            browser.close()
    finally:
        helpers.stop_app(proc)

    print(f"browser (Chromium headless, {args.iterations} iterations per capture):")
    for label, ms in rows:
        print(f"  {label:48s} {ms:8.0f} ms")
    print("targets: first table rows < 3000 ms after load; request to painted timeline < 2000 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
