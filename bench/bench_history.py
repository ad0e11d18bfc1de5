#!/usr/bin/env python3
"""Targets of the history (issue 23), measured on this machine.

1. The recorded series (``bench/record_history_series.py``, real IREE
   captures; ``--series DIR``): the regression found at its build on the
   attention lineage, no change point in the noise-only stretch or at the
   rename, lineages continuous through the rename.
2. Change-point methods on synthetic series with the machine's measured run
   noise (the recorded series' baseline builds, else the sample baseline
   runs): false change points per 1,000 noise-only builds, and the share of
   5%, 10% and 50% steps found within 3 builds, with the mean delay; binary
   segmentation (what ``history`` uses) at three penalties against PELT
   (``ruptures``) at the same penalties. Gaussian noise, and the same with
   5% of runs disturbed (an extra 5 sd).
3. Ingest throughput, captures per second, with 1 and 2 local Dask workers
   as ``history add`` starts them (``ingest.local_client``; cluster started
   outside the timed part, interleaved rounds, medians and best rounds), on
   the recorded series' small captures and on the capture set's bigger ones
   (``--capture-set``); then why it is not 2x: each worker's CPU and wall
   per capture, the driver's CPU (it runs the scheduler), and a pure-Python
   loop on the same workers (what the 2 cores give at that moment).
4. ``history changes`` on stores of 2,500, 5,000 and 10,000 builds x 50
   dispatches x 3 runs, and 5,000 builds with 1 and 6 runs
   (``bench/make_history_store.py``; made once into ``--dir``): wall and
   CPU time of the whole command and its peak RSS (it should follow the
   builds, not the captures read), and the injected steps found.

    python bench/bench_history.py [--series bench/out/history_series] [--dir bench/out]
        [--capture-set bench/out] [--parts 1,2,3,4] [--quick]
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from tracy_diff.history.changes import LAGS, PENALTY, build_variance, find_changes, segment  # noqa: E402
from tracy_diff.history.ingest import add, read_index  # noqa: E402
from tracy_diff.history.query import TOTAL, load_history  # noqa: E402
from tracy_diff.history.store import Store  # noqa: E402
from tracy_diff.history.summary import summarise  # noqa: E402


def load() -> str:
    return " ".join(f"{v:.1f}" for v in os.getloadavg())


# -- 1. the recorded series ---------------------------------------------------

def recorded(series: Path) -> dict | None:
    index = series / "index.csv"
    plan = series / "series.json"
    if not index.exists() or not plan.exists():
        print(f"1. recorded series: {index} missing; record it with bench/record_history_series.py")
        return None
    info = json.loads(plan.read_text())
    store_dir = Path(tempfile.mkdtemp(prefix="history-series-store-"))
    store = Store.open(str(store_dir / "s"), create=True)
    entries = read_index(str(index))
    t0 = time.perf_counter()
    add(store, entries, workers=2)
    ingest_s = time.perf_counter() - t0
    h = load_history(store)
    found = find_changes(h)
    builds = h.builds.build
    variant = {b["build"]: b["variant"] for b in info["builds"]}
    att = [k for k, n in enumerate(h.lineages.origin) if "attention" in n]
    print(f"1. recorded series: {len(builds)} builds, {len(entries)} captures (ingest {ingest_s:.1f} s on 2 "
          f"workers, load {load()}); {len(h.lineages.origin)} lineages")
    for k in att:
        spans = []
        for b in range(len(builds)):
            names = h.names_at(k, b)
            if names and (not spans or spans[-1][1] != names):
                spans.append((builds[b], names))
        print(f"   attention lineage {k}: runs in {sum(bool(h.names_at(k, b)) for b in range(len(builds)))} "
              f"of {len(builds)} builds; names: " + "; ".join(f"from {b}: {' + '.join(n)}" for b, n in spans))
    for c in sorted(found.changes, key=lambda c: (c.b, c.label)):
        print(f"   change at {c.build} ({variant.get(c.previous_build)} -> {variant.get(c.build)}): "
              f"{'total' if c.lineage == TOTAL else c.label[-45:]} {c.change_pct:+.1f}% "
              f"[{c.change_low_pct:+.1f}%..{c.change_high_pct:+.1f}%] {c.status} {c.note}")
    with open(index) as f:
        loads = [(r["build"], r.get("other_load") or "") for r in csv.DictReader(f)]
    if any(o for _, o in loads):
        per_build: dict[str, list[str]] = {}
        for b, o in loads:
            per_build.setdefault(b, []).append(o)
        print("   other processes' share of the CPUs during each build's runs: "
              + ", ".join(f"{b} {'/'.join(o)}" for b, o in per_build.items()))
    expected = {c["build"]: c for c in info["changes"]}
    fused = next(c["build"] for c in info["changes"] if c["to"].endswith("fused_qk"))
    rename = next(c["build"] for c in info["changes"] if c["to"] == "shifted")
    noise_only = [b for b in builds if variant[b] == "baseline"]
    att_changes = [c for c in found.changes if c.lineage in att]
    ok_regression = any(c.build == fused and c.status == "regressed" for c in att_changes)
    false_noise = [c for c in found.changes if c.build in noise_only[1:]]
    at_rename = [c for c in found.changes if c.build == rename and c.lineage in att + [TOTAL]]
    continuous = len(att) == 1 and all(h.names_at(att[0], b) for b in range(len(builds)))
    print(f"   targets: regression found at {fused} on attention: {ok_regression}; change points in the "
          f"noise-only stretch: {len(false_noise)}; at the rename ({rename}) on attention or total: "
          f"{len(at_rename)}; attention one lineage through the rename: {continuous}")
    others = [c for c in found.changes if c.build not in expected]
    print(f"   change points at builds where the code did not change: {len(others)}")
    return {"store": store_dir, "found": found, "history": h, "variant": variant}


# -- 2. methods on synthetic series --------------------------------------------

def measured_noise(rec: dict | None) -> tuple[float, float, str, tuple[float, float] | None]:
    """(run sd, build-to-build sd beyond the runs, source, drift) of the log attention time per
    iteration; drift: (sd, lag-1 autocorrelation) of the build estimates over the builds of
    unchanged code before the regression (baseline and the rename), None without a recording."""
    if rec is not None:
        h = rec["history"]
        att = [k for k, n in enumerate(h.lineages.origin) if "attention" in n][0]
        base = [b for b, v in enumerate(h.builds.build) if rec["variant"][v] == "baseline"]
        part = h.series.rows((h.series.lineage == att) & np.isin(h.series.b, base))
        run_var = float(np.nanmean(part.var_log))
        means = part.mean_log
        n = float(part.n.mean())
        between = max(float(np.var(means, ddof=1)) - run_var / n, 0.0)
        same = [b for b, v in enumerate(h.builds.build) if rec["variant"][v] in ("baseline", "shifted")]
        x = h.series.rows((h.series.lineage == att) & np.isin(h.series.b, same)).mean_log
        phi = float(np.corrcoef(x[1:], x[:-1])[0, 1])
        return (math.sqrt(run_var), math.sqrt(between), f"recorded series, {len(base)} baseline builds",
                (float(np.std(x, ddof=1)), phi))
    from tracy_diff.analysis.noise import noise
    from tracy_diff.io.loader import load as load_capture

    rows = noise([load_capture(str(REPO / "sample_captures" / f"baseline_run{k}.tracy")) for k in (3, 4, 5)]).rows
    return float(rows["run_sd"].iloc[0]), 0.0, "sample baseline runs 3-5 (one day)", None


def simulate(rng, n: int, runs: int, sd_run: float, sd_build: float, step: float = 0.0, at: int = 0,
             disturbed: float = 0.0, drift: tuple[float, float] | None = None, lags: tuple[int, ...] = LAGS):
    """Build estimates and their variances (``build_variance``) of a synthetic series: Gaussian runs,
    some disturbed, build scatter, or a drift (AR(1) build offsets of the given sd and autocorrelation)."""
    x = rng.normal(0.0, sd_run, (n, runs))
    if disturbed:
        hit = rng.random((n, runs)) < disturbed
        x = x + hit * rng.normal(0.0, 5 * sd_run, (n, runs))
    if drift is not None:
        sd, phi = drift
        e = np.empty(n)
        e[0] = rng.normal(0.0, sd)
        for t in range(1, n):
            e[t] = phi * e[t - 1] + math.sqrt(1 - phi * phi) * rng.normal(0.0, sd)
        x = x + e[:, None]
    else:
        x = x + rng.normal(0.0, sd_build, (n, 1))
    x[at:] += math.log1p(step) if step else 0.0
    mean = x.mean(axis=1)
    var_log = x.var(axis=1, ddof=1)
    return mean, build_variance(np.full(n, float(runs)), var_log, np.full(n, 1e-6), mean, lags)


def pelt(x: np.ndarray, var: np.ndarray, penalty: float) -> list[int]:
    import ruptures as rpt

    z = x / np.sqrt(var)  # unit variance per point: the l2 cost is then the weighted Gaussian cost
    if len(z) < 4:
        return []
    return rpt.Pelt(model="l2", min_size=2, jump=1).fit(z.reshape(-1, 1)).predict(
        pen=penalty * math.log(len(z)))[:-1]


def binseg(x: np.ndarray, var: np.ndarray, penalty: float) -> list[int]:
    return segment(x, var, penalty)


def methods(sd_run: float, sd_build: float, trials: int, drift: tuple[float, float] | None) -> None:
    n, runs, at = 50, 2, 30
    print(f"2. change-point methods, {trials} series of {n} builds x {runs} runs each, run sd {sd_run:.4f}, "
          f"build sd {sd_build:.4f} (log):")
    steps = (0.05, 0.10, 0.50)
    print("   method          noise        false/1000 builds   " + "   ".join(f"{x:.0%} found delay" for x in steps))

    def score(fn, pen: float, **noise) -> tuple[float, dict]:
        rng = np.random.default_rng(11)
        false = sum(len(fn(*simulate(rng, n, runs, sd_run, sd_build, **noise), pen)) for _ in range(trials))
        found = {}
        for step in steps:
            hits, delays = 0, []
            for _ in range(trials):
                x, v = simulate(rng, n, runs, sd_run, sd_build, step, at, **noise)
                after = [c - at for c in fn(x, v, pen) if 0 <= c - at <= 3]
                if after:
                    hits += 1
                    delays.append(min(after))
            found[step] = (hits / trials, statistics.mean(delays) if delays else math.nan)
        return 1000 * false / (trials * n), found

    def line(name: str, label: str, false: float, found: dict) -> None:
        print(f"   {name:<14} {label:<12} {false:8.2f}          "
              + "   ".join(f"{found[x][0]:7.0%} {found[x][1]:5.2f}" for x in steps))

    for disturbed in (0.0, 0.05):
        for name, fn in (("binseg", binseg), ("pelt", pelt)):
            for pen in (2.0, PENALTY, 4.0):
                false, found = score(fn, pen, disturbed=disturbed)
                line(f"{name} {pen:.0f} log n", "gaussian" if not disturbed else "5% disturbed", false, found)
    if drift is not None:
        print(f"   drift as measured on the recorded series' unchanged code (build sd {drift[0]:.4f}, lag-1 "
              f"autocorrelation {drift[1]:.2f}); binseg at 3 log n, build scatter from:")
        for lags, label in (((1,), "lag 1"), (LAGS, "lags 1 and 2")):
            false, found = score(binseg, PENALTY, drift=(drift[0], max(drift[1], 0.0)), lags=lags)
            line(label, "drift", false, found)


# -- 3. ingest throughput ----------------------------------------------------------

def _timed_summary(path: str) -> tuple[float, float, int]:
    """On a worker: (wall s, CPU s of the worker process, pid) of one ``summarise``."""
    w0, c0 = time.perf_counter(), time.process_time()
    summarise(path)
    return time.perf_counter() - w0, time.process_time() - c0, os.getpid()


def _spin(n: int) -> float:
    """On a worker: a pure-Python loop (the machine's own 2-core scaling); its CPU seconds."""
    c0, x = time.process_time(), 0
    for i in range(n):
        x += i * i
    return time.process_time() - c0


def ingest(sets: dict[str, list[str]], rounds: int) -> None:
    """Captures per second on 1 and 2 local workers (``ingest.local_client``, what ``add`` starts; its
    start not timed), interleaved rounds; then why: the workers' CPU and wall per capture, the driver's CPU
    (it runs the scheduler), and a pure-Python loop on the same workers (what 2 cores give right now)."""
    import resource

    from tracy_diff.history.ingest import local_client, summarise_on

    print(f"3. ingest on local Dask workers (cluster start not timed; {rounds} interleaved rounds; "
          f"load {load()} on {os.cpu_count()} cores)")
    with contextlib.ExitStack() as stack:
        clients = {}
        for n in (1, 2):
            t0 = time.perf_counter()
            clients[n] = stack.enter_context(local_client(n))
            clients[n].gather(clients[n].map(summarise, [p for ps in sets.values() for p in ps[:n]], pure=False))
            print(f"   cluster of {n} worker{'s' if n > 1 else ''} started in {time.perf_counter() - t0:.1f} s")
        for label, paths in sets.items():
            walls: dict[int, list[float]] = {1: [], 2: []}
            driver: dict[int, list[float]] = {1: [], 2: []}
            for _ in range(rounds):
                for n in (1, 2):
                    ru0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
                    summarise_on(clients[n], paths)
                    walls[n].append(time.perf_counter() - t0)
                    ru1 = resource.getrusage(resource.RUSAGE_SELF)
                    driver[n].append(ru1.ru_utime - ru0.ru_utime + ru1.ru_stime - ru0.ru_stime)
            print(f"   {label}: {len(paths)} captures")
            for n in (1, 2):
                med, best = statistics.median(walls[n]), min(walls[n])
                who = f"{n} worker{'s' if n > 1 else ''}"
                print(f"     {who:9}: {len(paths) / med:6.1f} captures/s (median {med:.2f} s, best {best:.2f} s; "
                      f"driver CPU {statistics.median(driver[n]):.2f} s a round)")
            med_ratio = statistics.median(walls[1]) / statistics.median(walls[2])
            best_ratio = min(walls[1]) / min(walls[2])
            per_round = sorted(a / b for a, b in zip(walls[1], walls[2]))
            print(f"     2 workers / 1: {med_ratio:.2f}x (medians), {best_ratio:.2f}x (best rounds), "
                  f"rounds {per_round[0]:.2f}-{per_round[-1]:.2f}x (target 1.8x)")
            for n in (1, 2):
                got = clients[n].gather(clients[n].map(_timed_summary, paths, pure=False))
                by_pid: dict[int, list[tuple[float, float]]] = {}
                for w, c, pid in got:
                    by_pid.setdefault(pid, []).append((w, c))
                print(f"     why, {n} worker{'s' if n > 1 else ''}: per capture "
                      f"{1000 * statistics.median(w for w, _, _ in got):.0f} ms wall, "
                      f"{1000 * statistics.median(c for _, c, _ in got):.0f} ms CPU (median); "
                      + "; ".join(f"worker {k + 1}: {len(v)} captures, {sum(w for w, _ in v):.2f} s wall, "
                                  f"{sum(c for _, c in v):.2f} s CPU" for k, v in enumerate(by_pid.values())))
        spins = {n: [] for n in (1, 2)}
        for _ in range(3):
            for n in (1, 2):
                t0 = time.perf_counter()
                clients[n].gather(clients[n].map(_spin, [2_000_000] * 8, pure=False))
                spins[n].append(time.perf_counter() - t0)
        print(f"   the machine itself: a pure-Python loop in 8 tasks, 2 workers / 1: "
              f"{statistics.median(spins[1]) / statistics.median(spins[2]):.2f}x (medians), "
              f"{min(spins[1]) / min(spins[2]):.2f}x (best); load {load()}")


# -- 4. changes on large stores --------------------------------------------------

def big_stores(folder: Path, sizes: list[tuple[int, int]]) -> None:
    from make_history_store import make_store

    print(f"4. history changes on large stores (50 dispatches a build; load {load()}):")
    print("   builds x runs   wall s (median of 5, range)   cpu s   peak RSS MB   in-process s (query, changes)   "
          "injected steps found")
    for n, runs in sizes:
        name = f"history_store_{n}" + ("" if runs == 3 else f"_{runs}run")
        store = folder / name
        truth_file = folder / f"{name}.json"
        if not truth_file.exists():
            truth = make_store(str(store), builds=n, runs=runs)
            truth_file.write_text(json.dumps(truth))
        truth = json.loads(truth_file.read_text())
        walls, cpus, rss = [], [], []
        for _ in range(5):
            p = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", sys.executable, "-m", "tracy_diff", "history",
                                "changes", str(store), "--format", "json"], cwd=REPO, capture_output=True, text=True)
            e, u, s, m = p.stderr.strip().splitlines()[-1].split()
            walls.append(float(e))
            cpus.append(float(u) + float(s))
            rss.append(int(m) / 1024)
            found = json.loads(p.stdout)
        t0 = time.perf_counter()
        h = load_history(Store.open(str(store)))
        t1 = time.perf_counter()
        find_changes(h)
        t2 = time.perf_counter()
        steps = {(s["build"], s["dispatch"]) for s in truth["steps"]}
        hit = {(r["build"], n) for r in found for n in r["names"]}
        matched = sum(1 for b, d in steps if any(b == hb and d.split("_dispatch_")[1].split("_", 1)[1] in hn
                                                  for hb, hn in hit))
        false = [r for r in found if r["lineage"] != "(total)" and not any(
            r["build"] == b for b, _ in steps)]
        print(f"   {n:>6} x {runs}    {statistics.median(walls):6.2f} ({min(walls):.2f}-{max(walls):.2f})"
              f"                {statistics.median(cpus):5.2f}   {max(rss):8.0f}      {t1 - t0:.2f}, {t2 - t1:.2f}"
              f"                       {matched}/{len(steps)} (false: {len(false)})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--series", type=Path, default=REPO / "bench" / "out" / "history_series")
    ap.add_argument("--dir", type=Path, default=REPO / "bench" / "out")
    ap.add_argument("--trials", type=int, default=400)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--capture-set", type=Path, default=REPO / "bench" / "out",
                    help="bench/make_capture_set.py's folder: its regular, irregular and regular_b captures are "
                         "the bigger ingest set")
    ap.add_argument("--quick", action="store_true", help="fewer trials and only the 10,000-build store")
    ap.add_argument("--parts", default="1,2,3,4", help="which of the four parts to run (default all; the "
                    "timed parts 3 and 4 belong under the exclusive CPU lock)")
    args = ap.parse_args(argv)
    parts = {int(p) for p in args.parts.split(",")}
    args.dir.mkdir(parents=True, exist_ok=True)
    rec = recorded(args.series) if parts & {1, 2} else None
    if 2 in parts:
        sd_run, sd_build, source, drift = measured_noise(rec)
        print(f"   measured noise ({source}): run sd {sd_run:.4f}, build-to-build sd beyond the runs {sd_build:.4f}")
        methods(sd_run, sd_build, 100 if args.quick else args.trials, drift)
    if rec is not None:
        shutil.rmtree(rec["store"], ignore_errors=True)
    if 3 in parts:
        sets: dict[str, list[str]] = {}
        if (args.series / "index.csv").exists():
            with open(args.series / "index.csv") as f:
                sets["recorded series (small captures)"] = [str(args.series / r["path"]) for r in csv.DictReader(f)]
        else:
            sets["sample captures"] = [str(p) for p in sorted((REPO / "sample_captures").glob("*.tracy"))
                                       if "sampling" not in p.name]
        bigger = [str(args.capture_set / f"{n}.tracy") for n in ("regular", "irregular", "regular_b")
                  if (args.capture_set / f"{n}.tracy").exists()]
        if bigger:
            sets[f"capture set ({', '.join(Path(p).stem for p in bigger)}) x 4"] = bigger * 4
        ingest(sets, args.rounds)
    if 4 in parts:
        # Memory should follow the series (builds x dispatches), not the captures read: 5,000 builds with
        # 1, 3 and 6 runs each read 5,000 to 30,000 captures' rows.
        big_stores(args.dir, [(10_000, 3)] if args.quick else [(2_500, 3), (5_000, 1), (5_000, 3), (5_000, 6),
                                                               (10_000, 3)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
