#!/usr/bin/env python3
"""How often the diff's judgement is wrong on this machine, and what it can see.

On the real same-day captures of ``sample_captures/calibration/`` (made by
``make_captures.py --calibration``: 10 runs of baseline and 5 of
rope_fused_q, 19 kept iterations each; 3 runs each of baseline and
rope_fused_qk with 2 kept iterations) it measures, for earlier rules
(commit ``--old-commit``, checked out into a git worktree and imported in a
subprocess) beside the rules of this tree:

* false positives: every same-build pair and split of runs (k runs against
  k other runs of the same build, k = 1, 2, 3, 5), cut to 2, 9 and 19
  iterations: the share of diffs with a dispatch row ``regressed`` or
  ``improved``, and the headline kinds;
* detection: the same splits with the attention dispatch of the candidate
  side slowed by x1.03, 1.05, 1.10 and 2.0 (planted into the loaded
  Capture's zone table, in this bench only): the share of diffs whose
  attention row is ``regressed`` and whose headline is a regression;
* the real 2-iteration captures: their A/A pairs and the 4.7x pairs
  (baseline against rope_fused_qk).

Planting: in each iteration, the span from the first to the last zone of the
dispatch is stretched by the factor, and every later time of the capture
moves by what that added (a monotone warp of the timeline), so the
dispatch's executions take exactly ``factor`` times as long and nothing
else changes. Cutting: only the first ``m + 1`` ``Iteration`` frames are
kept (warm-up + m).

    python bench/bench_calibration.py                 # a few minutes
    python bench/bench_calibration.py --rounds 3      # fewer splits per cell
    python bench/bench_calibration.py --rounds 0      # every split (long)
    python bench/bench_calibration.py --runs 1 2 --iterations 9 --effects 1.1

The two rule sets run in two processes at the same time on the same jobs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CAL = REPO / "sample_captures" / "calibration"
OLD_COMMIT = "9c39946"
ATTENTION = "attention"  # the planted dispatch: the one whose name contains this
BUILDS = {"baseline": "baseline_cal", "rope_fused_q": "rope_fused_q_cal"}


# --- the worker: runs in a subprocess with one tree's tracy_diff ---------------

def _cut(cap, iterations: int | None):
    """``cap`` with only its first ``iterations`` + 1 Iteration frames."""
    import dataclasses

    if iterations is None:
        return cap
    frames = cap.frames
    it = frames[frames["frame_set"] == "Iteration"].sort_values("start_ns")
    if len(it) < iterations + 1:
        raise ValueError(f"{cap.path}: {len(it)} Iteration frames, fewer than {iterations + 1}")
    keep = it.iloc[: iterations + 1].copy()
    if iterations + 1 < len(it):
        keep.iloc[-1, keep.columns.get_loc("end_ns")] = int(it["start_ns"].iloc[iterations + 1])
    return dataclasses.replace(cap, frames=keep.reset_index(drop=True))


def _plant(cap, factor: float):
    """``cap`` with the attention dispatch's executions ``factor`` times as long (see the module doc)."""
    import dataclasses

    import numpy as np

    if factor == 1.0:
        return cap
    z = cap.zones
    names = z["name"].astype(str)
    target = names.str.contains(ATTENTION, regex=False).to_numpy() & names.str.contains("_dispatch_").to_numpy()
    starts, ends = z["start_ns"].to_numpy(np.int64), z["end_ns"].to_numpy(np.int64)
    frames = cap.frames[cap.frames["frame_set"] == "Iteration"].sort_values("start_ns")
    fstart = frames["start_ns"].to_numpy(np.int64)
    ts, te = starts[target], ends[target]
    ok = te >= ts
    ts, te = ts[ok], te[ok]
    which = np.searchsorted(fstart, ts, side="right") - 1
    regions = []
    for k in np.unique(which):
        sel = which == k
        regions.append((int(ts[sel].min()), int(te[sel].max())))
    regions.sort()
    a = np.array([r[0] for r in regions], np.int64)
    b = np.array([r[1] for r in regions], np.int64)
    added = np.concatenate([[0.0], np.cumsum((b - a) * (factor - 1.0))])

    def warp(t: np.ndarray) -> np.ndarray:
        t = np.asarray(t, np.int64)
        k = np.searchsorted(a, t, side="right") - 1
        inside = np.clip(t - a[np.maximum(k, 0)], 0, (b - a)[np.maximum(k, 0)]) * (factor - 1.0)
        shift = np.where(k >= 0, added[np.maximum(k, 0)] + inside, 0.0)
        return np.where(t >= 0, t + np.rint(shift).astype(np.int64), t)

    zones = z.copy()
    zones["start_ns"], zones["end_ns"] = warp(starts), warp(ends)
    fr = cap.frames.copy()
    fr["start_ns"], fr["end_ns"] = warp(fr["start_ns"].to_numpy()), warp(fr["end_ns"].to_numpy())
    msgs = cap.messages.copy()
    msgs["time_ns"] = warp(msgs["time_ns"].to_numpy())
    return dataclasses.replace(cap, zones=zones, frames=fr, messages=msgs)


def worker(tree: str, jobs_path: str, out_path: str) -> None:
    """Run the jobs of ``jobs_path`` with the tracy_diff of ``tree``; write the results."""
    sys.path.insert(0, tree)
    os.environ.setdefault("TRACY_DIFF_QUIET", "1")
    import tracy_diff

    jobs = json.loads(Path(jobs_path).read_text())
    loaded: dict = {}
    made: dict = {}

    def capture(path: str, iterations: int | None, factor: float):
        key = (path, iterations, factor)
        if key not in made:
            if path not in loaded:
                loaded[path] = tracy_diff.load(path)
            made[key] = _cut(_plant(loaded[path], factor), iterations)
        return made[key]

    out = []
    t0 = time.perf_counter()
    for job in jobs:
        base = [capture(p, job["iterations"], 1.0) for p in job["baseline"]]
        cand = [capture(p, job["iterations"], job["factor"]) for p in job["candidate"]]
        try:
            d = tracy_diff.diff(base, cand, threshold_pct=job["threshold"], explain_ir=False)
        except TypeError:  # a diff without explain_ir
            d = tracy_diff.diff(base, cand, threshold_pct=job["threshold"])
        rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
        status = rows["status"].astype(str)
        att = rows[[any(ATTENTION in n for n in names) for names in rows["candidate_names"]]]
        out.append({"kind": str(d.verdict.kind), "moved": int(status.isin(["regressed", "improved"]).sum()),
                    "regressed": int((status == "regressed").sum()),
                    "attention": str(att["status"].iloc[0]) if len(att) else None,
                    "ratio": float(att["candidate_median_ms"].iloc[0] / att["baseline_median_ms"].iloc[0])
                    if len(att) else None})
    Path(out_path).write_text(json.dumps({"results": out, "seconds": time.perf_counter() - t0}))


# --- the driver ----------------------------------------------------------------

def splits(n: int, k: int, rounds: int, rng: random.Random) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Disjoint (A, B) of ``k`` runs each out of ``n`` (unordered pairs of sets);
    at most ``rounds`` of them, drawn with ``rng`` (0: all)."""
    out = []
    for a in itertools.combinations(range(n), k):
        rest = [i for i in range(n) if i not in a]
        for b in itertools.combinations(rest, k):
            if a < b:
                out.append((a, b))
    if rounds and len(out) > rounds:
        out = rng.sample(out, rounds)
    return sorted(out)


def runs_of(prefix: str) -> list[str]:
    found = sorted(CAL.glob(f"{prefix}*.tracy"), key=lambda p: int(p.stem.removeprefix(prefix)))
    return [str(p) for p in found]


def make_jobs(args) -> list[dict]:
    rng = random.Random(args.seed)
    jobs = []
    for build, prefix in BUILDS.items():
        runs = runs_of(prefix)
        for k in args.runs:
            if 2 * k > len(runs):
                continue
            for m in args.iterations:
                for a, b in splits(len(runs), k, args.rounds, rng):
                    for f in [1.0] + (args.effects if build == "baseline" else []):
                        jobs.append({"set": "split", "build": build, "runs": k, "iterations": m, "factor": f,
                                     "threshold": args.threshold, "baseline": [runs[i] for i in a],
                                     "candidate": [runs[i] for i in b]})
    base2, qk2 = runs_of("baseline_2it_run"), runs_of("rope_fused_qk_2it_run")
    for name, runs in (("baseline", base2), ("rope_fused_qk", qk2)):
        for i, j in itertools.combinations(range(len(runs)), 2):
            jobs.append({"set": "real2", "build": name, "runs": 1, "iterations": None, "factor": 1.0,
                         "threshold": args.threshold, "baseline": [runs[i]], "candidate": [runs[j]]})
    for i, j in itertools.product(range(len(base2)), range(len(qk2))):
        jobs.append({"set": "real2_qk", "build": "baseline->rope_fused_qk", "runs": 1, "iterations": None,
                     "factor": 1.0, "threshold": args.threshold, "baseline": [base2[i]], "candidate": [qk2[j]]})
    return jobs


def old_tree(commit: str) -> Path:
    """A pristine checkout of ``commit`` with its C walk built (made once)."""
    path = Path(tempfile.gettempdir()) / f"td_old_{commit}"
    if not (path / "tracy_diff").is_dir():
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(path), commit],
                       check=True, capture_output=True)
    if not list((path / "tracy_diff" / "io").glob("_timeline*.so")):
        subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "-q"], cwd=path,
                       check=True, capture_output=True)
    return path


def run_rules(trees: dict[str, Path], jobs: list[dict]) -> dict[str, dict]:
    tmp = Path(tempfile.mkdtemp(prefix="td_cal_"))
    (tmp / "jobs.json").write_text(json.dumps(jobs))
    procs = {}
    for label, tree in trees.items():
        procs[label] = subprocess.Popen([sys.executable, __file__, "--worker", str(tree), str(tmp / "jobs.json"),
                                         str(tmp / f"{label}.json")], cwd=str(tree))
    out = {}
    for label, p in procs.items():
        if p.wait() != 0:
            raise SystemExit(f"the {label} rules' worker failed (exit {p.returncode})")
        out[label] = json.loads((tmp / f"{label}.json").read_text())
    return out


def pct(n: int, total: int) -> str:
    return f"{100.0 * n / total:5.1f}%" if total else "    -"


SHORT = {"regression": "R", "improvement": "I", "no_change": "N", "inconclusive": "?",
         "environment_shift": "E", "mixed": "M"}


def kinds(results: list[dict]) -> str:
    c = Counter(SHORT.get(r["kind"], r["kind"]) for r in results)
    return " ".join(f"{k}{c[k]}" for k in sorted(c))


def report(jobs: list[dict], results: dict[str, dict], args) -> str:
    labels = list(results)
    lines = [f"threshold {args.threshold:g}%; {len(jobs)} diffs per rule set; "
             + "; ".join(f"{label}: {results[label]['seconds']:.0f} s" for label in labels),
             ("headline kinds: R regression, I improvement, N no change, ? inconclusive, E environment shift, "
              "M mixed"), ""]
    cells: dict = defaultdict(lambda: {label: [] for label in labels})
    for i, job in enumerate(jobs):
        key = (job["set"], job["build"], job["runs"], job["iterations"], job["factor"])
        for label in labels:
            cells[key][label].append(results[label]["results"][i])
    head = " | ".join(f"{label}: rows moved | R/I headline | kinds" for label in labels)
    lines += [("False positives: same build, k runs against k other runs (any dispatch row regressed or "
               "improved; headline regression or improvement)"), "",
              f"| build | runs/side | iterations | diffs | {head} |",
              "|" + " --- |" * (4 + 3 * len(labels))]
    for key in sorted(k for k in cells if k[0] == "split" and k[4] == 1.0):
        _, build, k, m, _ = key
        cols = []
        for label in labels:
            rs = cells[key][label]
            cols += [pct(sum(r["moved"] > 0 for r in rs), len(rs)),
                     pct(sum(r["kind"] in ("regression", "improvement") for r in rs), len(rs)), kinds(rs)]
        lines.append(f"| {build} | {k} | {m} | {len(cells[key][labels[0]])} | " + " | ".join(cols) + " |")
    head = " | ".join(f"{label}: attention regressed | REGRESSION headline" for label in labels)
    lines += ["", "Detection: the candidate side's attention dispatch slowed by the factor (baseline runs)", "",
              f"| effect | runs/side | iterations | diffs | {head} |", "|" + " --- |" * (4 + 2 * len(labels))]
    for key in sorted(k for k in cells if k[0] == "split" and k[4] != 1.0):
        _, build, k, m, f = key
        cols = []
        for label in labels:
            rs = cells[key][label]
            cols += [pct(sum(r["attention"] == "regressed" for r in rs), len(rs)),
                     pct(sum(r["kind"] == "regression" for r in rs), len(rs))]
        lines.append(f"| x{f:g} | {k} | {m} | {len(cells[key][labels[0]])} | " + " | ".join(cols) + " |")
    head = " | ".join(f"{label}: rows moved | kinds | attention" for label in labels)
    lines += ["", "Real 2-iteration captures (3 iterations, the first dropped as warm-up), one run a side", "",
              f"| pairs | diffs | attention ratio | {head} |", "|" + " --- |" * (3 + 3 * len(labels))]
    for key in sorted(k for k in cells if k[0] in ("real2", "real2_qk")):
        cols = []
        for label in labels:
            rs = cells[key][label]
            att = Counter(r["attention"] for r in rs)
            cols += [pct(sum(r["moved"] > 0 for r in rs), len(rs)), kinds(rs),
                     " ".join(f"{s} {n}" for s, n in sorted(att.items(), key=lambda kv: str(kv[0])))]
        what = f"{key[1]} A/A" if key[0] == "real2" else key[1]
        ratios = [r["ratio"] for r in cells[key][labels[0]] if r["ratio"] is not None]
        spread = f"{min(ratios):.2f}-{max(ratios):.2f}x" if ratios else "-"
        lines.append(f"| {what} | {len(cells[key][labels[0]])} | {spread} | " + " | ".join(cols) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(*sys.argv[2:5])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=12,
                    help="splits per cell (runs per side x iterations), drawn at random; 0: every split "
                         "(default %(default)s; one-against-one pairs are 45 and 10)")
    ap.add_argument("--runs", type=int, nargs="+", default=[1, 2, 3, 5], help="runs per side")
    ap.add_argument("--iterations", type=int, nargs="+", default=[2, 9, 19], help="kept iterations per run")
    ap.add_argument("--effects", type=float, nargs="*", default=[1.03, 1.05, 1.10, 2.0],
                    help="factors planted into the attention dispatch of the candidate side")
    ap.add_argument("--threshold", type=float, default=5.0, help="--threshold of the diffs (default %(default)s)")
    ap.add_argument("--old-commit", nargs="+", default=[OLD_COMMIT],
                    help="earlier rules to run beside this tree's, one column set each (default %(default)s: "
                         "the rules before issue 20)")
    ap.add_argument("--only-new", action="store_true", help="run this tree's rules only")
    ap.add_argument("--seed", type=int, default=20)
    ap.add_argument("--output", type=Path, help="also write the table to this file")
    args = ap.parse_args(argv)
    if not runs_of("baseline_cal"):
        print(f"error: no calibration captures in {CAL} (make them with "
              f"sample_captures/make_captures.py --calibration)", file=sys.stderr)
        return 2
    jobs = make_jobs(args)
    trees = {} if args.only_new else {commit: old_tree(commit) for commit in args.old_commit}
    trees["new"] = REPO
    print(f"{len(jobs)} diffs per rule set ...", file=sys.stderr, flush=True)
    text = report(jobs, run_rules(trees, jobs), args)
    print(text, end="")
    if args.output:
        args.output.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
