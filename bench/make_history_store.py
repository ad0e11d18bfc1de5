#!/usr/bin/env python3
"""Make a large history store for scale tests from real figures and real noise.

Dispatches: the ``--dispatches`` heaviest of a real capture (default
``tests/data/gpu/unet_baseline.tracy``, an IREE UNet on a GPU: 84
dispatches), with their calls and median time per iteration. Run noise: the
median run-to-run standard deviation (log) of the dispatches of real runs of
one build (default the sample baseline runs 3-5, measured by
``analysis.noise``), unless ``--run-sd`` gives one. Each of ``--builds``
builds gets ``--runs`` runs whose every dispatch value is the dispatch's
level times ``exp(N(0, run_sd))``; ``--changes`` steps (a dispatch's level
times a factor 1.1-1.6 or its inverse, at a random build) are injected, and
every ``--rename-every`` builds each ordinal shifts by one (a rename with
the same kernels). Written through ``Store.commit`` in chunks of
``--chunk`` builds, as ``history add`` writes; ``--nightly`` adds one build
per add, as a nightly job does, each through a store opened afresh (what a
new ``history add`` process reads: the latest checkpoint, the commits after
it, the capture hashes), with the checkpoints and compactions those adds
make; the seconds of each add go to the truth file (``add_s``). The
injected steps go to ``--truth FILE`` (JSON) for the benchmark to score.

    python bench/make_history_store.py /tmp/big_store [--builds 10000 --dispatches 50 --runs 3] [--nightly]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

_REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(_REPO))

from tracy_diff.history.compact import maintain  # noqa: E402
from tracy_diff.history.ingest import signature  # noqa: E402
from tracy_diff.history.store import DISPATCH_COLUMNS, RUN_COLUMNS, Store  # noqa: E402
from tracy_diff.history.summary import summarise  # noqa: E402

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped

FIGURES = _REPO / "tests" / "data" / "gpu" / "unet_baseline.tracy"
NOISE_RUNS = [_REPO / "sample_captures" / f"baseline_run{k}.tracy" for k in (3, 4, 5)]


def real_figures(path: Path, count: int) -> pd.DataFrame:
    """The ``count`` heaviest dispatches of a real capture, in sequence order."""
    d = summarise(str(path)).dispatches
    d = d.sort_values("ms_per_iter", ascending=False).head(count)
    return d.sort_values(["position", "name"]).reset_index(drop=True)


def measured_run_sd(paths: list[Path]) -> float:
    """Median over dispatches of the run-to-run sd of log medians (``noise``) of real runs of one build."""
    from tracy_diff.analysis.stats.noise import noise
    from tracy_diff.io.loader import load

    rows = noise([load(str(p)) for p in paths]).rows
    return float(np.nanmedian(rows["run_sd"].to_numpy(np.float64)))


def renamed(name: str, shift: int) -> str:
    return re.sub(r"_dispatch_(\d+)_", lambda m: f"_dispatch_{int(m.group(1)) + shift}_", name, count=1)


def make_store(url: str, builds: int = 10_000, dispatches: int = 50, runs: int = 3, changes: int = 20,
               rename_every: int = 1000, run_sd: float | None = None, chunk: int = 500, seed: int = 1,
               benchmark: str = "unet", device: str = "gpu", nightly: bool = False) -> dict:
    """Write the store; returns the truth (injected steps, run sd, figures' source; with
    ``nightly``, one build per add and the seconds of each add, ``add_s``)."""
    chunk = 1 if nightly else chunk
    rng = np.random.default_rng(seed)
    fig = real_figures(FIGURES, dispatches)
    sd = measured_run_sd(NOISE_RUNS) if run_sd is None else run_sd
    k = len(fig)
    level = np.tile(np.log(fig["iter_median_ms"].to_numpy(np.float64)), (builds, 1))
    steps = []
    for _ in range(changes):
        b = int(rng.integers(20, builds - 20))
        d = int(rng.integers(0, k))
        factor = float(rng.uniform(1.1, 1.6)) ** float(rng.choice([-1, 1]))
        level[b:, d] += np.log(factor)
        steps.append({"build": f"n{b:05d}", "previous_build": f"n{b - 1:05d}", "dispatch": str(fig["name"][d]),
                      "factor": factor})
    store = Store.open(url, create=True)
    start = pd.Timestamp("2026-01-01", tz="UTC")
    base_names = fig["name"].tolist()
    add_s = []
    for lo in range(0, builds, chunk):
        hi = min(builds, lo + chunk)
        run_rows, disp = [], []
        for b in range(lo, hi):
            names = [renamed(n, b // rename_every) for n in base_names] if rename_every else base_names
            sig = signature(names, names)
            date = start + pd.Timedelta(hours=b)
            values = np.exp(level[b][None, :] + rng.normal(0.0, sd, (runs, k)))
            for r in range(runs):
                h = hashlib.sha256(f"{seed}/{b}/{r}".encode()).hexdigest()
                run_rows.append({"capture_hash": h, "build": f"n{b:05d}", "date": date, "benchmark": benchmark,
                                 "device": device, "path": f"synthetic/n{b:05d}_run{r}", "capture_time":
                                 int(date.timestamp()), "program": "synthetic", "host": None, "iterations": 10,
                                 "ms_per_iteration": float(values[r].sum()),
                                 "dispatch_ms_per_iter": float(values[r].sum()), "dispatch_log_var": 1e-5,
                                 "signature": sig, "sequence": names, "added_at": start,
                                 "conditions": None})
                disp.append(pd.DataFrame({
                    "capture_hash": h, "build": f"n{b:05d}", "benchmark": benchmark, "device": device,
                    "name": names, "position": np.arange(k), "calls_per_iter": fig["calls_per_iter"].to_numpy(),
                    "median_ms": values[r] / fig["calls_per_iter"].to_numpy(), "iter_median_ms": values[r],
                    "ms_per_iter": values[r], "log_var": 1e-5, "fingerprint": None}))
        runs_frame = pd.DataFrame(run_rows, columns=list(RUN_COLUMNS))
        runs_frame["capture_time"] = runs_frame["capture_time"].astype("Int64")
        disp_frame = pd.concat(disp, ignore_index=True)[list(DISPATCH_COLUMNS)]
        t0 = time.perf_counter()
        if nightly:
            store = Store.open(url)  # as a new process would
        store.commit(runs_frame, disp_frame)
        maintain(store)  # what history add does after its commit: the compaction or checkpoint due
        add_s.append(time.perf_counter() - t0)
    return {"builds": builds, "dispatches": k, "runs": runs, "run_sd": sd, "steps": steps,
            "figures": str(FIGURES.relative_to(_REPO)), "rename_every": rename_every, "builds_per_add": chunk,
            "add_s": [round(x, 5) for x in add_s]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("store")
    ap.add_argument("--builds", type=int, default=10_000)
    ap.add_argument("--dispatches", type=int, default=50)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--changes", type=int, default=20)
    ap.add_argument("--rename-every", type=int, default=1000)
    ap.add_argument("--run-sd", type=float)
    ap.add_argument("--chunk", type=int, default=500, help="builds per add (default 500)")
    ap.add_argument("--nightly", action="store_true", help="one build per add, each through a store opened afresh")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--truth", type=Path)
    args = ap.parse_args(argv)
    truth = make_store(args.store, args.builds, args.dispatches, args.runs, args.changes, args.rename_every,
                       args.run_sd, args.chunk, args.seed, nightly=args.nightly)
    if args.truth:
        args.truth.write_text(json.dumps(truth, indent=1))
    adds = truth["add_s"]
    print(f"{args.store}: {truth['builds']} builds x {truth['dispatches']} dispatches x {truth['runs']} runs, "
          f"run sd {truth['run_sd']:.4f}, {len(truth['steps'])} steps; {len(adds)} adds, median "
          f"{1000 * float(np.median(adds)):.0f} ms, max {1000 * max(adds):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
