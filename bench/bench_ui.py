#!/usr/bin/env python3
"""How fast the dashboard answers on a pair of ~10^6-zone captures.

Makes two real captures with bench/make_big_capture.py (kept in bench/out/),
starts ``python app.py A B`` on a free port and drives Debian's Chromium
through Playwright.

Each of ``--repeat`` rounds starts a fresh server and opens:

* a cold page, right after the server started (it parses and diffs the pair
  in the background): its load event, then first table rows, painted
  timelines and plotly.js fetched, in ms after the load event (and the
  timelines from the navigation start: work moved before the load event
  shows there);
* a warm page (the pair is cached): the same;
* on the warm page, request to painted timelines: zoom, switching both
  timelines to all iterations (every zone of both captures through the
  level of detail), zoom inside that view, selecting a row.

Every page has a fresh browser context (nothing cached). Figures are the
median and range over the rounds, plus the server side alone (load, diff,
track layout, level of detail) measured in this process.

Targets: first table rows under 3 s and painted timelines under 2 s after
the page loads, request to painted timeline under 2 s.

``--sample`` measures the shipped sample pair instead (issue #16's targets):
on a warm server, each of ``--repeat`` fresh pages times its first table
rows from the start of navigation (target 1.0 s), then row clicks, alternating
between the first two rows, time the click to both timelines painted (target
0.5 s). ``--against REV...`` runs the same on each git revision's tree
(a worktree in the temporary folder) at once, pages interleaved, and prints
the ratios.

    python bench/bench_ui.py [--iterations 5500] [--repeat 3]
    python bench/bench_ui.py --sample [--repeat 7] [--against 9c39946]
    python bench/bench_ui.py --speed A1 B1 A2 B2 ... [--repeat 2] [--against main]

``--speed`` measures issue 35's targets on each pair: first table rows from
the start of navigation on a server just started (``cold``, its answer
cache empty), on the same server started again (``restart``: the first
answer on disk, ui/answer_cache.py) and on that warm server (the first two
also from the server's start: python started, the page opened as soon as
the server answers), then two row clicks to both timelines painted (timed from Playwright's click call, its
checks and pointer moves included, and from the pointer press reaching
the page); each tree of ``--against`` likewise,
rounds interleaved, with ratios.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped

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


# JS, run in every new page before its scripts. A graph counts as painted
# once the promise of its Plotly.react / newPlot call resolved (WebGL traces
# draw after the call returns) and a frame followed: each graph div gets the
# data it drew in ``__drawn``. Also notes (ms from navigation start) when the
# first table row and both painted timelines appear, polled every frame.
FIRSTS_JS = """(() => {
    let plotly;
    Object.defineProperty(window, 'Plotly', {configurable: true, get: () => plotly, set: value => {
        for (const fn of ['react', 'newPlot']) {
            const call = value[fn];
            value[fn] = function (gd, ...rest) {
                const el = typeof gd === 'string' ? document.getElementById(gd) : gd;
                return Promise.resolve(call.call(this, gd, ...rest)).then(out => {
                    requestAnimationFrame(() => { el.__drawn = el.data; });
                    return out;
                });
            };
        }
        plotly = value;
    }});
    const firsts = window.__firsts = {};
    const painted = id => {
        const el = document.querySelector('#' + id + ' .js-plotly-plot');
        return el && el.__drawn && el.__drawn === el.data && el.data.length >= 1;
    };
    const check = () => {
        const t = performance.now();
        if (!firsts.rows && document.querySelector("#grid .ag-center-cols-container .ag-row[row-index='0']"))
            firsts.rows = t;
        if (!firsts.timelines && painted('tl-baseline') && painted('tl-candidate')) firsts.timelines = t;
        if (!(firsts.rows && firsts.timelines)) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
})()"""
# JS: remember both timelines' current data, to see when new data is painted.
# Also notes when the next pointer press reaches the page (``__down``; the
# click's input event, as the browser's own input-latency measures start).
MARK_JS = """() => {
    window.__t0 = performance.now();
    window.__down = null;
    document.addEventListener('pointerdown', e => { window.__down = e.timeStamp; }, {capture: true, once: true});
    window.__old = ['tl-baseline', 'tl-candidate'].map(
        id => { const el = document.querySelector('#' + id + ' .js-plotly-plot'); return el && el.data; });
}"""
# JS predicate (polled every animation frame): both timelines drew new data
# (with the wanted title text); returns ms since the mark.
PAINTED_JS = """(want) => {
    const ok = ['tl-baseline', 'tl-candidate'].every((id, i) => {
        const el = document.querySelector('#' + id + ' .js-plotly-plot');
        return el && el.data && el.data !== window.__old[i] && el.__drawn === el.data
            && (!want || (el.layout.title.text || '').includes(want));
    });
    if (!ok) return false;
    window.__painted = performance.now();
    return window.__painted - window.__t0;
}"""
# JS: when the page had plotly.js (ms from navigation start; null: never fetched).
PLOTLY_JS = """() => {
    const r = performance.getEntriesByType('resource').find(e => /plotly/.test(e.name));
    return r ? r.responseEnd : null;
}"""


def open_page(browser, url: str) -> tuple[object, dict]:
    """A new page (fresh browser context: nothing cached) on ``url``; times
    in ms from the page's load event to its first table rows, its painted
    timelines and plotly.js fetched; the load event and the painted
    timelines from the start of the navigation."""
    page = browser.new_page(viewport={"width": 1500, "height": 1100})
    page.add_init_script(FIRSTS_JS)
    page.goto(url, wait_until="load")
    page.wait_for_function("() => window.__firsts.rows && window.__firsts.timelines",
                           timeout=300_000, polling=100)
    firsts = page.evaluate("() => window.__firsts")
    load = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventEnd")
    plotly = page.evaluate(PLOTLY_JS)
    settle(page)
    times = {"load event": load, "first table rows after load": firsts["rows"] - load,
             "first table rows from navigation": firsts["rows"],
             "timelines painted after load": firsts["timelines"] - load,
             "plotly.js fetched after load": float("nan") if plotly is None else plotly - load,
             "timelines painted from navigation": firsts["timelines"]}
    print("  page: " + ", ".join(f"{k} {v:.0f} ms" for k, v in times.items()), flush=True)
    return page, times


def settle(page) -> None:
    """Wait until no callback is pending, then a moment more."""
    page.wait_for_function("() => !document.querySelector('[data-dash-is-loading]')", timeout=300_000)
    page.wait_for_timeout(1000)


def timed(page, action, want: str | None = None) -> float:
    settle(page)
    page.evaluate(MARK_JS)
    action()
    return page.wait_for_function(PAINTED_JS, arg=want, timeout=60_000, polling="raf").json_value()


def timed_clicks(page, indexes: tuple[int, ...] = (1, 0)) -> dict[str, list[float]]:
    """Row clicks on ``indexes``, each to both timelines painted: from
    Playwright's click call (its checks and pointer moves included) and
    from the pointer press reaching the page."""
    out: dict[str, list[float]] = {CLICK_CALL: [], CLICK_PRESS: []}
    for index in indexes:
        out[CLICK_CALL].append(timed(page, click_row(page, index)))
        out[CLICK_PRESS].append(page.evaluate("() => window.__painted - window.__down"))
    return out


CLICK_CALL = "row click -> both timelines painted"
CLICK_PRESS = "  the same from the pointer press"


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
        page.click(f"#grid .ag-center-cols-container .ag-row[row-index='{index}'] .ag-cell[col-id='readable']")
    return act


def server_side(paths) -> list[tuple[str, float]]:
    import tracy_diff
    from tracy_diff.ui.comparison import Comparison
    from tracy_diff.ui.views import timeline_figures

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


def browser_round(browser, url: str) -> dict[str, float]:
    """One round on a server that was just started: a cold page, a warm
    page, then the interactions on the warm page (one run each)."""
    out = {}
    page, cold = open_page(browser, url)
    page.close()
    page, warm = open_page(browser, url)
    for label, times in (("cold", cold), ("warm", warm)):
        for what, ms in times.items():
            out[f"{label}: {what}"] = ms
    out["zoom one iteration -> both painted"] = timed(page, zoom(page, "tl-baseline", (0.1, 0.6)))
    timed(page, pick_iteration(page, "baseline", "all "))
    out["all iterations (10^6 zones) -> painted"] = timed(
        page, pick_iteration(page, "candidate", "all "), want="all kept")
    out["zoom all iterations -> both painted"] = timed(page, zoom(page, "tl-candidate", (0.2, 0.8)))
    out["select a row -> both timelines painted"] = timed(page, click_row(page, 1))
    page.close()
    return out


def sample_page(browser, url: str) -> dict[str, list[float]]:
    """One fresh page (its own browser context) on a warm server: navigation
    to first table rows, and two row clicks to both timelines painted."""
    page, rows = speed_page(browser, url)
    out = {"navigation -> first table rows": [rows], **timed_clicks(page)}
    page.context.close()
    return out


def tree_at(rev: str) -> Path:
    """A git worktree of ``rev`` with its C zone walk built (``bench_calibration.old_tree``)."""
    import subprocess

    sys.path.insert(0, str(ROOT / "bench"))
    from bench_calibration import old_tree

    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=10", rev], check=True,
                            capture_output=True, text=True).stdout.strip()
    return old_tree(commit)


def run_sample(helpers, repeat: int, against: list[str]) -> int:
    """The sample pair on warm servers, one per tree (this one, then each of
    ``against``), every tree reading this tree's sample captures; the rounds
    interleave the trees, each round one fresh page per tree."""
    import os

    from playwright.sync_api import sync_playwright

    from tests.app_process import start_app

    trees = {"this tree": ROOT, **{rev: tree_at(rev) for rev in against}}
    pair = [str(ROOT / "sample_captures" / name) for name in ("baseline.tracy", "rope_fused_qk.tracy")]
    OUT.mkdir(parents=True, exist_ok=True)
    procs, urls = [], {}
    try:
        for k, (name, tree) in enumerate(trees.items()):
            port = helpers.free_port()
            procs.append(start_app(pair, port, OUT / f"bench_ui_sample_{k}.log", root=tree))
            urls[name] = f"http://127.0.0.1:{port}"
        figures: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(helpers.CHROMIUM), args=helpers.CHROMIUM_ARGS)
            for url in urls.values():  # warm: the pair diffed, the first page's work done
                sample_page(browser, url)
            for r in range(repeat):
                names = list(trees) if r % 2 == 0 else list(reversed(trees))
                for name in names:
                    for label, runs in sample_page(browser, urls[name]).items():
                        figures[name].setdefault(label, []).extend(runs)
            browser.close()
    finally:
        for proc in procs:
            helpers.stop_app(proc)
    print(f"sample pair, warm servers (Chromium headless, {repeat} fresh pages per tree, interleaved; "
          f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}), median [min-max]:")
    base = figures["this tree"]
    for label in base:
        line = f"  {label:38s}"
        for name in trees:
            runs = figures[name][label]
            line += f"  {name}: {statistics.median(runs):6.0f} ms [{min(runs):.0f}-{max(runs):.0f}]"
        for name in against:
            line += f"  this/{name}: {statistics.median(base[label]) / statistics.median(figures[name][label]):.2f}x"
        print(line + f"  (n={len(base[label])})")
    print("targets: first table rows < 1000 ms from navigation; row click -> both timelines painted < 500 ms")
    return 0


def speed_page(browser, url: str) -> tuple[object, float]:
    """A fresh page (its own browser context) on ``url``: first table rows
    from the start of navigation (ms), once its timelines are painted too."""
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    page.add_init_script(FIRSTS_JS)
    page.goto(url, wait_until="load")
    page.wait_for_function("() => window.__firsts.rows && window.__firsts.timelines",
                           timeout=300_000, polling=100)
    return page, page.evaluate("() => window.__firsts.rows")


def speed_round(helpers, browser, tree: Path, pair: list[str], cache: Path, log: Path) -> dict[str, list[float]]:
    """One round on one tree and pair: a server just started with an empty
    answer cache (cold), the same started again on that cache (restart),
    then a second page on that warm server and two row clicks on it."""
    import shutil

    from tests.app_process import start_app

    shutil.rmtree(cache, ignore_errors=True)
    out: dict[str, list[float]] = {}
    for label in ("cold server, first time", "restarted server (disk cache)"):
        port = helpers.free_port()
        started = time.time()
        proc = start_app(pair, port, log, env={"TRACY_DIFF_UI_CACHE": str(cache)}, root=tree)
        try:
            page, rows = speed_page(browser, f"http://127.0.0.1:{port}")
            out[f"first rows: {label}"] = [rows]
            out[f"  the same from the server's start ({label.split()[0]})"] = [
                rows + page.evaluate("() => performance.timeOrigin") - started * 1000]
            page.context.close()
            if label.startswith("restarted"):
                page, rows = speed_page(browser, f"http://127.0.0.1:{port}")
                out["first rows: warm server"] = [rows]
                out.update(timed_clicks(page))
                page.context.close()
        finally:
            helpers.stop_app(proc)
    return out


def run_speed(helpers, pairs: list[list[Path]], repeat: int, against: list[str]) -> int:
    """Issue 35's targets on each pair, this tree and each of ``against``
    interleaved (the order flips every round); medians, ranges and ratios."""
    import os

    from playwright.sync_api import sync_playwright

    trees = {"this tree": ROOT, **{rev: tree_at(rev) for rev in against}}
    OUT.mkdir(parents=True, exist_ok=True)
    figures: dict[tuple[str, str], dict[str, list[float]]] = {}
    loads = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(helpers.CHROMIUM), args=helpers.CHROMIUM_ARGS)
        for r in range(repeat):
            for pair in pairs:
                names = list(trees) if r % 2 == 0 else list(reversed(trees))
                for k, name in enumerate(names):
                    got = speed_round(helpers, browser, trees[name], [str(x.resolve()) for x in pair],
                                      OUT / f"bench_ui_cache_{k}", OUT / f"bench_ui_speed_{k}.log")
                    key = (f"{pair[0].name} vs {pair[1].name}", name)
                    for label, runs in got.items():
                        figures.setdefault(key, {}).setdefault(label, []).extend(runs)
                    loads.append(os.getloadavg()[0])
                    print(f"  round {r + 1} {key[0]} {name}: " + ", ".join(
                        f"{k} {'/'.join(f'{v:.0f}' for v in vs)}" for k, vs in got.items()), flush=True)
        browser.close()
    print(f"Chromium headless, {repeat} round(s), trees interleaved; load average {min(loads):.1f}-{max(loads):.1f}; "
          "ms, median [min-max]:")
    for pair in pairs:
        title = f"{pair[0].name} vs {pair[1].name}"
        print(f"{title}:")
        base = figures[(title, "this tree")]
        for label in base:
            line = f"  {label:38s}"
            for name in trees:
                runs = figures[(title, name)][label]
                line += f"  {name}: {statistics.median(runs):6.0f} [{min(runs):.0f}-{max(runs):.0f}]"
            for name in against:
                other = statistics.median(figures[(title, name)][label])
                line += f"  this/{name}: {statistics.median(base[label]) / other:.2f}x"
            print(line + f"  (n={len(base[label])})")
    print("targets (issue 35): first table rows < 2000 ms from navigation on a server just started; "
          "row click -> both timelines painted < 500 ms")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=5500,
                        help="benchmark iterations per capture (5500: about 10^6 zones)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="rounds, each on a freshly started server")
    parser.add_argument("--no-server-side", action="store_true",
                        help="skip the in-process server-side figures")
    parser.add_argument("--pair", nargs=2, type=Path, metavar=("BASELINE", "CANDIDATE"),
                        help="measure this pair (e.g. bench/out/regular.tracy bench/out/generic2m5_a.tracy's "
                             "pairs) instead of making one")
    parser.add_argument("--sample", action="store_true",
                        help="measure the shipped sample pair against issue #16's targets")
    parser.add_argument("--against", nargs="+", default=[], metavar="REV",
                        help="with --sample or --speed: measure these git revisions too (a worktree of each in the "
                             "temporary folder), interleaved with this tree")
    parser.add_argument("--speed", nargs="+", type=Path, metavar="CAPTURE",
                        help="issue 35's figures on these pairs (BASELINE CANDIDATE, ...): first rows on a cold "
                             "server, a restarted one (disk cache) and a warm one, and row clicks; with --against")
    args = parser.parse_args(argv)
    if args.speed and len(args.speed) % 2:
        parser.error("--speed takes pairs: BASELINE CANDIDATE [BASELINE CANDIDATE ...]")

    helpers = _browser_helpers()
    if not helpers.CHROMIUM.exists():
        print(f"needs {helpers.CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    if args.sample:
        return run_sample(helpers, args.repeat, args.against)
    if args.speed:
        return run_speed(helpers, [args.speed[i:i + 2] for i in range(0, len(args.speed), 2)], args.repeat,
                         args.against)
    paths = list(args.pair) if args.pair else make_pair(args.iterations)

    if not args.no_server_side:
        print("server side (this process):")
        for label, seconds in server_side(paths):
            print(f"  {label:34s} " + ("" if seconds != seconds else f"{seconds * 1000:8.0f} ms"))

    from playwright.sync_api import sync_playwright

    rounds = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(helpers.CHROMIUM), args=helpers.CHROMIUM_ARGS)
        for i in range(args.repeat):
            print(f"round {i + 1}/{args.repeat} (server started just before):", flush=True)
            port = helpers.free_port()
            proc = helpers.start_app([str(p) for p in paths], port, OUT / "bench_ui_app.log")
            try:
                rounds.append(browser_round(browser, f"http://127.0.0.1:{port}"))
            finally:
                helpers.stop_app(proc)
        browser.close()

    print(f"browser (Chromium headless, {' vs '.join(p.name for p in paths)}, "
          f"median [min-max] of {args.repeat} rounds):")
    for label in rounds[0]:
        runs = [r[label] for r in rounds]
        print(f"  {label:48s} {statistics.median(runs):8.0f} ms  [{min(runs):.0f}-{max(runs):.0f}]")
    print(f"load average {' '.join(f'{x:.1f}' for x in __import__('os').getloadavg())}")
    print("targets: first table rows < 3000 ms after load, and (issue #25, 2.5M zones, quiet machine) < 2000 ms "
          "from navigation on a server just started (cold); timelines painted < 2000 ms after load (warm); "
          "request to painted timeline < 2000 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
