#!/usr/bin/env python3
"""The diff path's statistics without scipy.special (issue 31, item 5): CPU and wall
seconds of fresh processes, this tree against another checkout (main's), interleaved.

    python bench/bench_special.py --against MAIN_TREE [--rounds 7] [CAPTURE ...]

Per round, for this tree then the other: a process that imports what the
diff command imports for the comparison (``tracy_diff.analysis.compare``,
``tracy_diff.report.json``) and asks the interval statistics once
(``t_quantile``, ``t_p``, ``runs_to_decide``, ``fit_prior``: what a diff
asks, on 300 rows), and per CAPTURE a whole ``tracy-diff diff CAPTURE
CAPTURE --format json`` process. Medians over the rounds, and this tree's
over the other's. Run it under ``flock -x /tmp/bench.lock`` (2 shared cores).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

#: The statistics step: imports, then the calls a diff makes, on 300 rows.
STATS = """
import numpy as np
import tracy_diff.analysis.compare, tracy_diff.report.json
from tracy_diff.analysis.stats.intervals import Intervals, fit_prior, runs_to_decide, t_p, t_quantile
from tracy_diff.diff import DecisionBasis
rng = np.random.default_rng(1)
n = 300
df = np.concatenate([rng.uniform(1.5, 40.0, n - 20), np.full(20, np.inf)])
t_quantile(df, 0.9); t_quantile(df, 1 - 0.1 / n); t_p(rng.normal(0, 3, n), df)
fit_prior(rng.chisquare(4, n) / 4 * 0.01, np.full(n, 4.0))
iv = Intervals.empty(n, DecisionBasis.PROFILE)
iv.est[:], iv.se[:], iv.df[:], iv.n_eff[:] = rng.normal(0, 0.05, n), rng.uniform(0.005, 0.05, n), df, 1.0
runs_to_decide(iv, 5.0, np.full(n, 0.99), np.zeros(n, bool))
"""


def process(args: list[str], tree: Path) -> tuple[float, float]:
    """(wall, CPU seconds of all threads) of one fresh process importing ``tree``'s tracy_diff."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learning between rounds
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run([sys.executable, *args], cwd=tree, check=True, env=env, capture_output=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--against", type=Path, required=True, metavar="TREE")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("captures", nargs="*", type=Path)
    args = ap.parse_args()
    steps = [("statistics step", ["-c", STATS])] + [
        (f"diff {c.name} x2", ["-m", "tracy_diff", "diff", str(c.resolve()), str(c.resolve()), "--format", "json",
                               "-o", os.devnull]) for c in args.captures]
    trees = (REPO, args.against.resolve())
    for _, command in steps:  # warm: bytecode written, files cached
        for tree in trees:
            process(command, tree)
    got: dict[tuple[str, Path], list[tuple[float, float]]] = {}
    for _ in range(args.rounds):
        for name, command in steps:
            for tree in trees:
                got.setdefault((name, tree), []).append(process(command, tree))
    print(f"{args.rounds} rounds, this tree vs {args.against}; load avg {os.getloadavg()[0]:.1f}")
    print(f"{'step':34s} {'this wall':>10s} {'other':>8s} {'ratio':>6s} {'this CPU':>9s} {'other':>8s} {'ratio':>6s}")
    for name, _ in steps:
        mine, other = got[(name, trees[0])], got[(name, trees[1])]
        w0, w1 = statistics.median(r[0] for r in mine), statistics.median(r[0] for r in other)
        c0, c1 = statistics.median(r[1] for r in mine), statistics.median(r[1] for r in other)
        print(f"{name:34s} {w0:9.3f}s {w1:7.3f}s {w0 / w1:5.2f}x {c0:8.3f}s {c1:7.3f}s {c0 / c1:5.2f}x")


if __name__ == "__main__":
    main()
