#!/usr/bin/env python3
"""Targets of the history (issue 23), measured on this machine.

1. The recorded series (``bench/record_history_series.py``, real IREE
   captures; ``--series DIR``): the regression found at its build on the
   attention lineage, no change point in the noise-only stretch or at the
   rename, lineages continuous through the rename.
2. Change-point rules on synthetic series with the machine's measured run
   noise (the recorded series' baseline builds, else the sample baseline
   runs): false change points per 1,000 noise-only builds, and the share of
   5%, 10% and 50% steps found within 3 builds, with the mean delay; under
   independent Gaussian noise, with 5% of runs disturbed (an extra 5 sd),
   and with the recorded drift (AR(1) build offsets); the rule before this
   session, each of its two changes (moderated run variances, the scatter's
   long-run variance), AR1seg's prewhitening instead, ``history``'s rule at
   other penalties, and PELT (``ruptures``) with ``history``'s variances;
   and the whole per-lineage pipeline of ``find_changes`` (``changes.detect``:
   jumps, spikes, two passes, the newest build) beside the one before issue 35
   (spikes at 3 sds, the first pass across every difference), its change
   points and spikes counted.
3. Ingest throughput, captures per second, with 1 and 2 local Dask workers
   as ``history add`` starts them (``ingest.local_client``; cluster started
   outside the timed part, interleaved rounds, medians and best rounds), on
   the recorded series' small captures and on the capture set's bigger ones
   (``--capture-set``); then why it is not 2x: each worker's CPU and wall
   per capture, the driver's CPU (it runs the scheduler), and a pure-Python
   loop on the same workers (what the 2 cores give at that moment).
4. ``history changes`` on stores of 2,500, 5,000 and 10,000 builds x 50
   dispatches x 3 runs, and 5,000 builds with 1 and 6 runs, added 500
   builds an add, and 1,000 and 10,000 builds added one build an add, as a
   nightly job adds them (``bench/make_history_store.py [--nightly]``; made
   once into ``--dir``; 10,000 nightly adds take a quarter of an hour or
   more): wall and CPU time of the whole command and its peak RSS (it should
   follow the builds, not the captures read), the store's parts, and the
   injected steps found.
5. The nightly stores themselves: the log's bytes (commits, checkpoints,
   trash records) per add at 1,000 and 10,000 adds (linear: the same per
   add) beside what format 1's manifests would have weighed for the same
   adds, the data files (live, and on disk before the replaced ones are
   deleted), the seconds of each add, and reading the state.

    python bench/bench_history.py [--series bench/out/history_series] [--dir bench/out]
        [--capture-set bench/out] [--parts 1,2,3,4,5] [--quick]
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

from tracy_diff.history.changes import PENALTY, detect, find_changes, noise, segment  # noqa: E402
from tracy_diff.history.ingest import add, read_index  # noqa: E402
from tracy_diff.history.query import TOTAL, load_history  # noqa: E402
from tracy_diff.history.store import Store  # noqa: E402
from tracy_diff.history.summary import summarise  # noqa: E402

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped


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
    for lin, part in h.by_lineage().items():
        nz = noise(part.n.astype(np.float64), part.var_log, part.within, part.mean_log)
        print(f"   {h.label(lin)[-45:]:45}: build sd {math.sqrt(float(np.median(nz.build))):.4f}, scatter "
              f"autocorrelation {nz.phi:.2f} (long-run factor {(1 + nz.phi) / (1 - nz.phi):.2f})")
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
    from tracy_diff.analysis.stats.noise import noise
    from tracy_diff.io.loader import load as load_capture

    rows = noise([load_capture(str(REPO / "sample_captures" / f"baseline_run{k}.tracy")) for k in (3, 4, 5)]).rows
    return float(rows["run_sd"].iloc[0]), 0.0, "sample baseline runs 3-5 (one day)", None


def simulate(rng, n: int, runs: int, sd_run: float, sd_build: float, step: float = 0.0, at: int = 0,
             disturbed: float = 0.0, drift: tuple[float, float] | None = None):
    """A synthetic series' build estimates (mean log), their runs' sample variances and run counts:
    Gaussian runs, some disturbed, build scatter, or a drift (AR(1) build offsets of the given sd and
    autocorrelation)."""
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
    return x.mean(axis=1), x.var(axis=1, ddof=1), np.full(n, float(runs))


def _noise(mean, var_log, n, **kw):
    return noise(n, var_log, np.full(len(n), 1e-6), mean, **kw)


def rule_before(mean, var_log, n, pen):
    """The rule before this session: build scatter from lags 1 and 2, every build the machine's run noise."""
    return segment(mean, _noise(mean, var_log, n, moderate=False, dependent=False).build, pen)


def rule_moderated(mean, var_log, n, pen):
    return segment(mean, _noise(mean, var_log, n, dependent=False).build, pen)


def rule_default(mean, var_log, n, pen):
    """``history``'s rule: moderated run variances, the scatter at its long-run variance (AR(1))."""
    return segment(mean, _noise(mean, var_log, n, penalty=pen).long_run, pen)


def rule_full_before(mean, var_log, n, pen):
    """``find_changes``' pipeline per lineage before issue 35 (two passes, spikes at 3 sds), change
    points and spikes counted: the first pass's noise measured across every difference."""
    from tracy_diff.history.changes import _spikes, _without

    within = np.full(len(n), 1e-6)
    found = noise(n, var_log, within, mean, penalty=pen)
    spikes = _spikes(mean, found.build, THRESHOLD, sds=3.0)
    cuts = segment(mean, _without(found.long_run, spikes), pen)
    found = noise(n, var_log, within, mean, penalty=pen,
                  cuts=tuple(sorted({*cuts, *spikes, *(s + 1 for s in spikes)})))
    return sorted(segment(mean, _without(found.long_run, spikes), pen) + spikes)


def rule_full(mean, var_log, n, pen):
    """``find_changes``' pipeline per lineage (``changes.detect``: the noise first measured without
    the jumps, spikes, a move at the newest build), change points and spikes counted."""
    got = detect(n, var_log, np.full(len(n), 1e-6), mean, THRESHOLD, pen)
    return sorted(got.cuts + got.spikes)


#: ``history``'s default threshold (%), which spikes, jumps and a move at the newest build must pass.
THRESHOLD = 5.0


def rule_prewhitened(mean, var_log, n, pen):
    """AR1seg's way (Chakar et al. 2017): decorrelate the series by the estimated phi, then segment:
    z_t = x_t - phi x_{t-1}, of variance the innovations' plus both builds' run parts."""
    nz = _noise(mean, var_log, n, penalty=pen)
    phi = nz.phi
    z = mean.copy()
    z[1:] = mean[1:] - phi * mean[:-1]
    var = nz.run + nz.scatter * (1 - phi * phi)
    var[1:] += phi * phi * nz.run[:-1]
    var[0] = nz.run[0] + nz.scatter
    return segment(z, np.maximum(var, 1e-8), pen)


def rule_pelt(mean, var_log, n, pen):
    import ruptures as rpt

    var = _noise(mean, var_log, n, penalty=pen).long_run
    z = mean / np.sqrt(var)  # unit variance per point: the l2 cost is then the weighted Gaussian cost
    if len(z) < 4:
        return []
    return rpt.Pelt(model="l2", min_size=2, jump=1).fit(z.reshape(-1, 1)).predict(
        pen=pen * math.log(len(z)))[:-1]


def methods(sd_run: float, sd_build: float, trials: int, drift: tuple[float, float] | None) -> None:
    n, runs, at = 50, 2, 30
    drift = drift if drift is not None else (0.050, 0.40)
    noises = (("gaussian", {}), ("5% disturbed", {"disturbed": 0.05}),
              ("drift", {"drift": (drift[0], max(drift[1], 0.0))}))
    print(f"2. change-point rules, {trials} series of {n} builds x {runs} runs each, run sd {sd_run:.4f}, "
          f"build sd {sd_build:.4f} (log); drift: AR(1) build offsets of sd {drift[0]:.4f}, lag-1 "
          f"autocorrelation {drift[1]:.2f}; 5% disturbed: that share of runs off by an extra 5 run sd; "
          f"steps at build {at}, found when a change point is 0-3 builds after it:")
    steps = (0.05, 0.10, 0.50)
    print("   rule                         noise          false/1000 builds   "
          + "   ".join(f"{x:.0%} found delay" for x in steps))

    def score(fn, pen: float, **noise_kw) -> tuple[float, dict]:
        rng = np.random.default_rng(11)
        false = sum(len(fn(*simulate(rng, n, runs, sd_run, sd_build, **noise_kw), pen)) for _ in range(trials))
        found = {}
        for step in steps:
            hits, delays = 0, []
            for _ in range(trials):
                cuts = fn(*simulate(rng, n, runs, sd_run, sd_build, step, at, **noise_kw), pen)
                after = [c - at for c in cuts if 0 <= c - at <= 3]
                if after:
                    hits += 1
                    delays.append(min(after))
            found[step] = (hits / trials, statistics.mean(delays) if delays else math.nan)
        return 1000 * false / (trials * n), found

    rules = [("before: lags 1-2", rule_before, PENALTY), ("+ moderated runs", rule_moderated, PENALTY),
             ("+ long-run var (history)", rule_default, PENALTY),
             ("full, before issue 35", rule_full_before, PENALTY), ("full (history: detect)", rule_full, PENALTY),
             ("+ prewhitened (AR1seg)", rule_prewhitened, PENALTY),
             ("history, 2 log n", rule_default, 2.0), ("history, 4 log n", rule_default, 4.0)]
    with contextlib.suppress(ImportError):
        import ruptures  # noqa: F401

        rules.append(("PELT, history's variance", rule_pelt, PENALTY))
    for name, fn, pen in rules:
        for label, kw in noises:
            false, found = score(fn, pen, **kw)
            print(f"   {name:<28} {label:<14} {false:8.2f}          "
                  + "   ".join(f"{found[x][0]:7.0%} {found[x][1]:5.2f}" for x in steps), flush=True)


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

def store_name(n: int, runs: int, nightly: bool) -> str:
    return f"history_store_{n}" + ("" if runs == 3 else f"_{runs}run") + ("_nightly" if nightly else "")


def made_store(folder: Path, n: int, runs: int, nightly: bool) -> tuple[Path, dict]:
    """The generated store (made once into ``folder``) and its truth."""
    from make_history_store import make_store

    name = store_name(n, runs, nightly)
    store, truth_file = folder / name, folder / f"{name}.json"
    if not truth_file.exists():
        if store.exists():
            shutil.rmtree(store)
        print(f"   making {name} ({'one build per add' if nightly else '500 builds per add'}; "
              f"{'minutes' if nightly and n > 1000 else 'a while'})", flush=True)
        truth = make_store(str(store), builds=n, runs=runs, nightly=nightly)
        truth_file.write_text(json.dumps(truth))
    return store, json.loads(truth_file.read_text())


def linked_copy(store: Path, dest: Path, before: int | None = None) -> Path:
    """``store`` hard-linked into ``dest`` (files are never rewritten, so a link is a copy), without
    the log files of commit ``before`` and later: the store as it was before that commit."""
    from tracy_diff.history.log import number_of

    if dest.exists():
        shutil.rmtree(dest)
    for path in store.rglob("*"):
        if path.is_dir():
            continue
        if before is not None and path.parent.parent.name == "log":
            n = number_of(path.name) if not path.name.endswith(".checkpoint.json") else \
                number_of(path.name, ".checkpoint.json")
            if n is not None and n >= before:
                continue
        target = dest / path.relative_to(store)
        target.parent.mkdir(parents=True, exist_ok=True)
        os.link(path, target)
    return dest


def last_compaction(store: Path) -> int:
    """The number of the store's last compaction commit."""
    for path in sorted((store / "log").rglob("*.json"), reverse=True):
        if not path.name.endswith(".checkpoint.json") and '"operation": "compact"' in path.read_text():
            return int(path.stem)
    raise ValueError(f"{store}: no compaction")


def big_stores(folder: Path, sizes: list[tuple[int, int, bool]]) -> None:
    print(f"4. history changes on large stores (50 dispatches a build; load {load()}):")
    print("   builds x runs, adds           wall s (median of 5, range)   cpu s   peak RSS MB   in-process s "
          "(query, changes)   parts   injected steps found")
    rows = [(n, runs, nightly, False) for n, runs, nightly in sizes]
    if (10_000, 3, True) in sizes:  # also as it was before its last compaction: the most parts a series has
        rows.append((10_000, 3, True, True))
    for n, runs, nightly, before in rows:
        store, truth = made_store(folder, n, runs, nightly)
        if before:
            store = linked_copy(store, folder / "history_store_before_compaction", last_compaction(store))
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
        opened = Store.open(str(store))
        h = load_history(opened)
        t1 = time.perf_counter()
        find_changes(h)
        t2 = time.perf_counter()
        steps = {(s["build"], s["dispatch"]) for s in truth["steps"]}
        hit = {(r["build"], n) for r in found for n in r["names"]}
        matched = sum(1 for b, d in steps if any(b == hb and d.split("_dispatch_")[1].split("_", 1)[1] in hn
                                                  for hb, hn in hit))
        false = [r for r in found if r["lineage"] != "(total)" and not any(
            r["build"] == b for b, _ in steps)]
        adds = ("1 build an add" if nightly else f"{truth.get('builds_per_add', 500)} builds an add") + \
            (", before its last compaction" if before else "")
        print(f"   {n:>6} x {runs}, {adds:<17} {statistics.median(walls):6.2f} ({min(walls):.2f}-{max(walls):.2f})"
              f"                {statistics.median(cpus):5.2f}   {max(rss):8.0f}      {t1 - t0:.2f}, {t2 - t1:.2f}"
              f"                 {len(opened.snapshot().parts):5}   {matched}/{len(steps)} (false: {len(false)})")
        if before:
            shutil.rmtree(store)


def _bytes(root: Path, sub: str, pattern: str = "*") -> tuple[int, int]:
    """(files, bytes) under ``root/sub`` whose names match ``pattern``."""
    files = [p for p in (root / sub).rglob(pattern) if p.is_file()] if (root / sub).exists() else []
    return len(files), sum(p.stat().st_size for p in files)


def nightly_growth(folder: Path, sizes: list[int]) -> None:
    """What one add per build leaves: the log's size (linear in the adds?), against the manifests format 1
    would have written for the same adds; the data files; the seconds of each add; reading the state."""
    print(f"5. a store grown one build per add (Store.commit from Python, each add through a store opened afresh, "
          f"as a new history add process; 50 dispatches x 3 runs a build; load {load()}):")
    rows = []
    for n in sizes:
        store, truth = made_store(folder, n, 3, True)
        cp_n, cp_b = _bytes(store, "log", "*.checkpoint.json")
        log_n, log_b = _bytes(store, "log")
        log_n, log_b = log_n - cp_n, log_b - cp_b
        tr_n, tr_b = _bytes(store, "trash")
        # format 1: the k-th add's manifest names every part so far, with its captures
        entries = []
        for path in sorted((store / "log").rglob("*.json")):
            if path.name.endswith(".checkpoint.json"):
                continue
            c = json.loads(path.read_text())
            if c["operation"] == "add":
                entries += [len(json.dumps(p)) + 2 for p in c["add"]]
        cum = np.cumsum(entries)
        format1 = int(cum.sum())
        s = Store.open(str(store))
        snap = s.snapshot()
        live = {f for p in snap.parts for f in (p.runs, p.dispatches)}
        data = [p for sub in ("runs", "dispatches") for p in (store / sub).rglob("*.parquet")]
        live_b = sum(p.stat().st_size for p in data if str(p.relative_to(store)) in live)
        all_b = sum(p.stat().st_size for p in data)
        reads = []
        for _ in range(5):
            t0 = time.perf_counter()
            Store.open(str(store)).snapshot()
            reads.append(time.perf_counter() - t0)
        add_s = np.array(truth["add_s"])
        rows.append((n, log_b + cp_b + tr_b))
        latest = max((store / "log").rglob("*.checkpoint.json")).stat().st_size
        print(f"   {n:>6} adds: log {log_n} commits {log_b / 1e6:.2f} MB, {cp_n} checkpoints {cp_b / 1e6:.2f} MB "
              f"(latest {latest / 1e3:.1f} KB), {tr_n} trash records {tr_b / 1e6:.2f} MB: "
              f"{(log_b + cp_b + tr_b) / n / 1e3:.2f} KB an add (format 1's manifests for the same adds: "
              f"{format1 / 1e6:.0f} MB)")
        print(f"           data: {len(snap.parts)} parts in the store, {live_b / 1e6:.1f} MB; {len(data)} Parquet "
              f"files {all_b / 1e6:.1f} MB on disk (the replaced ones deleted a day after their compaction); "
              f"reading the "
              f"state {1000 * statistics.median(reads):.0f} ms (checkpoint {snap.checkpoint}, commit {snap.sequence})")
        print(f"           an add: median {1000 * np.median(add_s):.0f} ms, 90th percentile "
              f"{1000 * np.percentile(add_s, 90):.0f} ms, max {1000 * add_s.max():.0f} ms, all {add_s.sum():.0f} s "
              f"(first 10% of adds median {1000 * np.median(add_s[:len(add_s) // 10]):.0f} ms, last 10% "
              f"{1000 * np.median(add_s[-len(add_s) // 10:]):.0f} ms)")
    if len(rows) > 1:
        (a, ma), (b, mb) = rows[0], rows[-1]
        print(f"   metadata {b / a:.0f}x the adds: {mb / ma:.1f}x the bytes")
    # Adds into a hard-linked copy of the largest store, timed now (the store may have been made beside
    # other work): 30 from Python as the maker's, then one real history add process (imports, reading a
    # sample capture, the commit, the maintenance due) 3 times.
    import hashlib

    from tracy_diff.history.compact import maintain

    store, _ = made_store(folder, sizes[-1], 3, True)
    copy = linked_copy(store, folder / "history_store_add_copy")
    con = Store.open(str(copy)).connect()
    last = con.execute("SELECT max(build) FROM runs").fetchone()[0]
    runs = con.execute("SELECT * FROM runs WHERE build = ?", [last]).df()
    disp = con.execute("SELECT * FROM dispatches WHERE build = ?", [last]).df()
    con.close()
    times = []
    for k in range(30):
        new = {h: hashlib.sha256(f"{h}/{k}".encode()).hexdigest() for h in runs["capture_hash"]}
        r = runs.assign(capture_hash=runs["capture_hash"].map(new), build=f"y{k:03d}",
                        date=runs["date"] + np.timedelta64(k + 1, "h"))
        d = disp.assign(capture_hash=disp["capture_hash"].map(new), build=f"y{k:03d}")
        t0 = time.perf_counter()
        target = Store.open(str(copy))
        target.commit(r, d)
        maintain(target)
        times.append(time.perf_counter() - t0)
    print(f"   30 more adds into the {sizes[-1]:,}-add store, timed now: median {1000 * statistics.median(times):.0f} "
          f"ms, max {1000 * max(times):.0f} ms (load {load()})")
    walls, rss = [], []
    for k, stem in enumerate(("baseline_run3", "baseline_run4", "baseline_run5")):
        p = subprocess.run(["/usr/bin/time", "-f", "%e %M", sys.executable, "-m", "tracy_diff", "history", "add",
                            str(copy), str(REPO / "sample_captures" / f"{stem}.tracy"), "--build", f"z{k}",
                            "--benchmark", "unet", "--device", "gpu", "--workers", "0"],
                           cwd=REPO, capture_output=True, text=True)
        e, m = p.stderr.strip().splitlines()[-1].split()
        walls.append(float(e))
        rss.append(int(m) / 1024)
    print(f"   history add of one sample capture into the {sizes[-1]:,}-add store (a process each, 3 times): "
          f"{statistics.median(walls):.2f} s wall (median; {min(walls):.2f}-{max(walls):.2f}), peak "
          f"{max(rss):.0f} MB")
    shutil.rmtree(copy)


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
    ap.add_argument("--parts", default="1,2,3,4,5", help="which of the five parts to run (default all; the "
                    "timed parts 3, 4 and 5 belong under the exclusive CPU lock)")
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
        big_stores(args.dir, [(10_000, 3, False), (1_000, 3, True), (10_000, 3, True)] if args.quick else
                   [(2_500, 3, False), (5_000, 1, False), (5_000, 3, False), (5_000, 6, False), (10_000, 3, False),
                    (1_000, 3, True), (10_000, 3, True)])
    if 5 in parts:
        nightly_growth(args.dir, [1_000, 10_000])
    return 0


if __name__ == "__main__":
    sys.exit(main())
