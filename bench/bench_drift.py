#!/usr/bin/env python3
"""Would removing each run's machine factor give a diff of a few runs a side power?

A run's dispatch times share the machine's state while it ran (clocks, other
tenants, the workers' wake-ups), so on a machine whose runs drift, every row
of a run moves together and a row's run-to-run spread is mostly that common
factor. tracy-diff's run-level intervals keep it, as they must for a row's
own time per iteration. This measures, outside tracy-diff, what a design
that removed it would gain: per run, the median over the other large rows
(1% of dispatch time or more) of their log time per iteration off their
mean is that run's machine factor; the row's log times less it go into the
same two-sample interval (Welch's t, ``--level``, no moderation) as the raw
ones. Removing it is only sound where the other rows are known unchanged
(identical IR on both sides), which is why it is a design change and not a
tuning.

For every build of a calibration corpus (``sample_captures/make_corpus.py``'s
layout), k runs against k other runs of the build, it prints raw beside
corrected: large rows moved beyond the threshold (same build: all false),
and a x1.25 and x2 planted into each of the 4 largest rows of the candidate
runs found regressed.

    python bench/bench_drift.py --corpus /work/corpus3 --runs 2 3 5
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
from pathlib import Path

import numpy as np
from scipy import stats

os.environ.setdefault("TRACY_DIFF_NOISE_CACHE", "off")
sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

from bench_calibration import LOADS, corpus_builds  # noqa: E402

import tracy_diff  # noqa: E402

EFFECTS = (1.25, 2.0)


def run_matrix(paths: list[str]) -> np.ndarray:
    """Log ms per iteration, runs x dispatch rows found in every run, largest first (this tree's reading)."""
    per = []
    for p in paths:
        rows = tracy_diff.diff(p, p, use_noise_profile=False, explain_ir=False).rows
        rows = rows[rows["section"].astype(str) == "dispatch"]
        per.append({n[0]: v for n, v in zip(rows["baseline_names"], rows["baseline_ms_per_iter"]) if v > 0})
    names = sorted(set.intersection(*map(set, per)), key=lambda n: -float(np.median([m[n] for m in per])))
    return np.log(np.array([[m[n] for n in names] for m in per]))


def welch(a: np.ndarray, b: np.ndarray, level: float) -> tuple[float, float]:
    """The ``level`` interval of mean(b) - mean(a), Welch's t."""
    va, vb = a.var(ddof=1) / len(a), b.var(ddof=1) / len(b)
    se = float(np.sqrt(va + vb))
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1)) if se > 0 else 1.0
    t = float(stats.t.ppf(0.5 + level / 2, max(df, 1.0)))
    d = float(b.mean() - a.mean())
    return d - t * se, d + t * se


def corrected(x: np.ndarray, used: list[int], row: int, large: np.ndarray) -> np.ndarray:
    """``x`` less each run's machine factor measured on the large rows but ``row``."""
    others = [k for k in np.flatnonzero(large).tolist() if k != row]
    if not others:
        return x
    dev = x[:, others] - x[used][:, others].mean(axis=0)
    less: np.ndarray = x - np.median(dev, axis=1)[:, None]
    return less


def cell(x: np.ndarray, k: int, rounds: int, level: float, threshold: float, rng: random.Random) -> dict:
    """Counts over ``rounds`` splits of k runs against k: same-build large rows moved, planted rows found."""
    n, nrows = x.shape
    share = np.exp(np.median(x, axis=0))
    large = share / share.sum() >= 0.01
    splits = [(list(a), list(b)) for a in itertools.combinations(range(n), k)
              for b in itertools.combinations([i for i in range(n) if i not in a], k)]
    out = {f"{m} {what}": 0 for m in ("raw", "corr") for what in ("moved", *EFFECTS)}
    out.update(rows=0, planted=0)
    for a, b in rng.sample(splits, min(rounds, len(splits))):
        used = a + b
        for row in np.flatnonzero(large).tolist():
            out["rows"] += 1
            for mode, y in (("raw", x), ("corr", corrected(x, used, row, large))):
                lo, hi = welch(y[a, row], y[b, row], level)
                out[f"{mode} moved"] += lo > threshold or hi < -threshold
        for row, effect in itertools.product(range(min(4, nrows)), EFFECTS):
            z = x.copy()
            z[b, row] += np.log(effect)
            out["planted"] += effect == EFFECTS[0]
            for mode, y in (("raw", z), ("corr", corrected(z, used, row, large))):
                out[f"{mode} {effect}"] += welch(y[a, row], y[b, row], level)[0] > threshold
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, required=True)
    ap.add_argument("--load", choices=sorted(LOADS), default="quiet")
    ap.add_argument("--runs", type=int, nargs="+", default=[2, 3])
    ap.add_argument("--rounds", type=int, default=40, help="splits per build and runs a side")
    ap.add_argument("--level", type=float, default=0.995)
    ap.add_argument("--threshold", type=float, default=5.0, help="percent")
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    rng, threshold = random.Random(args.seed), float(np.log1p(args.threshold / 100))
    print(f"corpus {args.corpus} ({args.load} runs); Welch {args.level:g} intervals against ±{args.threshold:g}%\n")
    print("| build | runs/side | same build: moved raw / corrected | x1.25 found | x2 found |")
    print("| --- | ---: | --- | --- | --- |")
    for builds in corpus_builds(args.corpus, args.load).values():
        for build, paths in builds.items():
            x = run_matrix(paths)
            for k in (k for k in args.runs if 2 * k <= len(paths)):
                print(line(build, k, cell(x, k, args.rounds, args.level, threshold, rng)), flush=True)
    return 0


def line(build: str, k: int, c: dict) -> str:
    """One table row of a ``cell``'s counts."""
    def pct(key: str, of: str) -> str:
        return f"{100 * c[key] / max(c[of], 1):.1f}%"
    return (f"| {build} | {k} | {pct('raw moved', 'rows')} / {pct('corr moved', 'rows')} | "
            f"{pct('raw 1.25', 'planted')} → {pct('corr 1.25', 'planted')} | "
            f"{pct('raw 2.0', 'planted')} → {pct('corr 2.0', 'planted')} |")


if __name__ == "__main__":
    sys.exit(main())
