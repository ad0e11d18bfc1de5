#!/usr/bin/env python3
"""How often the diff's judgement is wrong, and what it can see, on a held-out corpus.

The corpus (``/work/corpus`` or ``--corpus``; its ``manifest.json`` lists
``<model>/<build>_run<k>.tracy``): IREE's default scheduling, several
models, 3+ builds each (a real codegen or fusion change, an A/A across
renames), 5+ runs per build, some on a loaded machine. The rules were
tuned on ``--tune`` (the decoder) only; the other models are held out and
reported apart.

For each rule set (this tree's, and each ``--against REV`` checked out as
a git worktree and imported in a subprocess, ``main`` by default) it
prints, by runs a side (1, 2, 3, 5) and model:

* same build: k runs against k other runs of one build (random disjoint
  splits, ``--rounds`` each): the share of dispatch rows moved (regressed
  or improved), and of headlines that are REGRESSION, IMPROVEMENT or MIXED
  (R/I/M) or anything else than NO CHANGE or INCONCLUSIVE;
* planted: the same splits of the first build, the candidate's runs with
  one of the 4 largest dispatches (by time per iteration) slowed by x1.05,
  x1.10, x1.25 and x2 in turn: the share of diffs whose planted row is
  ``regressed``;
* real builds: the first build against each other build, k against k;
  same-build and real diffs get each build's executable sources on both
  sides, as a user would (planted ones none: a plant stands for a build's
  change, whose IR would differ):
  the rows moved, the headline kinds, and the rows named in the build's
  ``truth_vs_base`` as fused into (the real change) regressed;
* every diff: rows whose change and ratio point opposite ways, and
  headlines whose direction differs from the total's.

No diff reads this machine's learned noise profile, but with
``--learned``: one run a side then reads a store taught by ``noise`` on
all runs of each of the model's builds that are not in the diff, as a
user's would be after profiling other builds on that machine.

Planting: each execution of the dispatch is stretched by the factor where
it runs and every later time of the capture moves by what that added (a
monotone warp of the timeline, merged over the dispatch's concurrent
zones); zones running concurrently with it on other workers are stretched
where they overlap it.

    python bench/bench_calibration.py                   # this tree against main, quiet runs, a few minutes
    python bench/bench_calibration.py --load loaded     # the runs recorded on a loaded machine
    python bench/bench_calibration.py --only-new --rounds 4
    python bench/bench_calibration.py --against 3f40452 --runs 1 3
    python bench/bench_calibration.py --runs 1 --learned  # one run a side on a store the other builds taught
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
CORPUS = Path("/work/corpus")
EFFECTS = (1.05, 1.10, 1.25, 2.0)
MOVED = ("regressed", "improved")
RIM = ("regression", "improvement", "mixed")


# --- the worker: runs in a subprocess with one tree's tracy_diff ---------------

def _plant(cap, name: str, factor: float):
    """``cap`` with the dispatch ``name``'s executions ``factor`` times as long (see the module doc)."""
    import dataclasses

    import numpy as np

    if factor == 1.0:
        return cap
    z = cap.zones
    target = (z["name"].astype(str) == name).to_numpy()
    starts, ends = z["start_ns"].to_numpy(np.int64), z["end_ns"].to_numpy(np.int64)
    ts, te = starts[target], ends[target]
    ok = te >= ts
    order = np.argsort(ts[ok])
    ts, te = ts[ok][order], te[ok][order]
    regions: list[list[int]] = []
    for s, e in zip(ts.tolist(), te.tolist()):
        if regions and s <= regions[-1][1]:
            regions[-1][1] = max(regions[-1][1], e)
        else:
            regions.append([s, e])
    a = np.array([r[0] for r in regions], np.int64)
    b = np.array([r[1] for r in regions], np.int64)
    added = np.concatenate([[0.0], np.cumsum((b - a) * (factor - 1.0))])

    def warp(t: np.ndarray) -> np.ndarray:
        t = np.asarray(t, np.int64)
        k = np.searchsorted(a, t, side="right") - 1
        kk = np.maximum(k, 0)
        inside = np.clip(t - a[kk], 0, (b - a)[kk]) * (factor - 1.0)
        shift = np.where(k >= 0, added[kk] + inside, 0.0)
        return np.where(t >= 0, t + np.rint(shift).astype(np.int64), t)

    zones = z.copy()
    zones["start_ns"], zones["end_ns"] = warp(starts), warp(ends)
    fr = cap.frames.copy()
    fr["start_ns"], fr["end_ns"] = warp(fr["start_ns"].to_numpy()), warp(fr["end_ns"].to_numpy())
    msgs = cap.messages.copy()
    if len(msgs):
        msgs["time_ns"] = warp(msgs["time_ns"].to_numpy())
    return dataclasses.replace(cap, zones=zones, frames=fr, messages=msgs)


def _summary(d, job: dict) -> dict:
    """What the report needs of one diff."""
    import math

    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    status = rows["status"].astype(str)
    both = rows["baseline_names"].map(bool) & rows["candidate_names"].map(bool)
    change, ratio = rows["change_pct"].to_numpy(float), rows["ratio"].to_numpy(float)
    ok = both.to_numpy() & (change == change) & (ratio == ratio) & (change != 0) & (ratio != 1)
    disagree = int(((change > 0) != (ratio > 1))[ok].sum())
    watched = set(job.get("watch", ()))
    hit = [str(s) for s, b, c in zip(status, rows["baseline_names"], rows["candidate_names"])
           if watched & (set(b) | set(c))]
    kind = str(d.verdict.kind)
    total = getattr(d, "total", None)
    delta = total.delta_ms_per_iter if total is not None else d.verdict.delta_ms_per_iter
    against = (kind == "regression" and delta < 0) or (kind == "improvement" and delta > 0)
    return {"kind": kind, "rows": int(both.sum()), "moved": int(status[both].isin(MOVED).sum()),
            "watched": hit, "disagree": disagree, "compared": int(ok.sum()),
            "headline_against_total": bool(against and not math.isnan(delta))}


def worker(tree: str, jobs_path: str, out_path: str, options: str) -> None:
    """Run the jobs of ``jobs_path`` with the tracy_diff of ``tree``; write the results."""
    sys.path.insert(0, tree)
    os.environ.setdefault("TRACY_DIFF_QUIET", "1")
    os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # a profile learned on this machine must not bias the rules
    import tracy_diff

    extra = json.loads(options)
    if "loaded_sd" in extra:  # diagnosis only: the load threshold of the new rules' run noise
        from tracy_diff.analysis.stats import run_noise

        run_noise.LOADED_SD = float(extra.pop("loaded_sd"))
        run_noise.LOADED_SPREAD = max(run_noise.LOADED_SPREAD, run_noise.LOADED_SD)  # both readings of the load
    jobs = json.loads(Path(jobs_path).read_text())
    loaded: dict = {}
    made: dict = {}

    def capture(path: str, name: str | None, factor: float):
        key = (path, name, factor)
        if key not in made:
            if path not in loaded:
                loaded[path] = tracy_diff.load(path)
            made[key] = _plant(loaded[path], name, factor) if name else loaded[path]
        return made[key]

    profiles: dict = {}
    stores: dict = {}

    def learned(builds: list[list[str]]) -> dict:
        """A learned store (``--learned``) taught by ``noise`` on each of ``builds`` (runs of one build)."""
        if not builds:
            return {}
        key = tuple(map(tuple, builds))
        if key not in stores:
            from tracy_diff.analysis.stats.noise import noise
            from tracy_diff.analysis.stats.noise_profile import from_noise
            from tracy_diff.analysis.stats.noise_store import learn

            stores[key] = tempfile.mkdtemp(prefix="td_cal_learned_")
            for runs in builds:
                caps = [capture(p, None, 1.0) for p in runs]
                made = from_noise(noise(caps))
                learn(caps[0], made.dispatches, made.total, made.ratio, stores[key])
        return {"noise_cache": stores[key], "use_noise_profile": True}

    def profile(paths: list[str]) -> dict:
        """``noise_profile`` of the build's other runs (``--profile-runs``), saved once."""
        if not paths:
            return {}
        key = tuple(paths)
        if key not in profiles:
            from tracy_diff.analysis.stats.noise import noise
            from tracy_diff.analysis.stats.noise_profile import from_noise, save

            profiles[key] = os.path.join(tempfile.mkdtemp(prefix="td_cal_profile_"), "profile.json")
            save(from_noise(noise([capture(p, None, 1.0) for p in paths])), profiles[key])
        return {"noise_profile": profiles[key]}

    out = []
    t0 = time.perf_counter()
    for job in jobs:
        base = [capture(p, None, 1.0) for p in job["baseline"]]
        cand = [capture(p, job.get("plant"), job["factor"]) for p in job["candidate"]]
        d = tracy_diff.diff(base, cand, threshold_pct=job["threshold"], baseline_sources=job["sources"][0],
                            candidate_sources=job["sources"][1],
                            **{**extra, **profile(job.get("profile", [])), **learned(job.get("learn", []))})
        out.append(_summary(d, job))
    Path(out_path).write_text(json.dumps({"results": out, "seconds": time.perf_counter() - t0}))


# --- the driver ----------------------------------------------------------------

def splits(n: int, k: int, rounds: int, rng: random.Random) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Disjoint (A, B) of ``k`` runs each out of ``n``, at most ``rounds`` drawn with ``rng`` (0: all)."""
    out = [(a, b) for a in itertools.combinations(range(n), k)
           for b in itertools.combinations([i for i in range(n) if i not in a], k)]
    if rounds and len(out) > rounds:
        out = rng.sample(out, rounds)
    return sorted(out)


def pairs(n: int, m: int, k: int, rounds: int, rng: random.Random) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(A, B): ``k`` of ``n`` runs against ``k`` of ``m`` others, at most ``rounds``."""
    out = list(itertools.product(itertools.combinations(range(n), k), itertools.combinations(range(m), k)))
    if rounds and len(out) > rounds:
        out = rng.sample(out, rounds)
    return sorted(out)


#: ``--load``: which runs of each build a setting uses, by the manifest's ``loaded`` mark.
LOADS = {"quiet": lambda r: not r.get("loaded", True), "loaded": lambda r: bool(r.get("loaded", True)),
         "mixed": lambda r: True}


def corpus_builds(corpus: Path, load: str = "mixed") -> dict[str, dict[str, list[str]]]:
    """{model: {build: [run paths in run order]}} from the manifest, builds in the manifest's order;
    only the runs of the ``load`` setting (``LOADS``)."""
    doc = json.loads((corpus / "manifest.json").read_text())
    out: dict[str, dict[str, list[str]]] = defaultdict(dict)
    for key, b in doc["builds"].items():
        out[b["model"]][key.split("/", 1)[1]] = []
    for r in sorted(doc["runs"], key=lambda r: (r["model"], r["build"], r["run"])):
        path = corpus / r["file"]
        if path.is_file() and LOADS[load](r):
            out[r["model"]].setdefault(r["build"], []).append(str(path))
    return out


def truth(corpus: Path, model: str, build: str) -> list[str]:
    """The dispatches the build's truth says work moved into (the real change's rows)."""
    doc = json.loads((corpus / "manifest.json").read_text())
    t = doc["builds"].get(f"{model}/{build}", {}).get("truth_vs_base") or {}
    return sorted({n for into in (t.get("fused_into") or {}).values() for n in into})


def largest(paths: list[str], count: int = 4) -> list[str]:
    """The ``count`` dispatches with the most time per iteration in the first run (this tree's reading)."""
    sys.path.insert(0, str(REPO))
    import tracy_diff

    d = tracy_diff.diff(paths[0], paths[0], explain_ir=False, use_noise_profile=False)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"].sort_values("baseline_ms_per_iter", ascending=False)
    return [names[0] for names in rows["baseline_names"].head(count)]


def make_jobs(args, builds: dict[str, dict[str, list[str]]]) -> list[dict]:
    rng = random.Random(args.seed)
    jobs = []
    names_of = {model: list(by_build) for model, by_build in builds.items()}
    for model, by_build in builds.items():
        names = list(by_build)
        first = by_build[names[0]]
        top = largest(first)
        for k in args.runs:
            for build, runs in by_build.items():
                for a, b in splits(len(runs), k, args.rounds, rng):
                    jobs.append({"set": "same", "model": model, "build": build, "runs": k, "factor": 1.0,
                                 "baseline": [runs[i] for i in a], "candidate": [runs[i] for i in b]})
            for a, b in splits(len(first), k, args.plant_rounds, rng):
                for f in args.effects:
                    for name in top:
                        jobs.append({"set": "planted", "model": model, "build": names[0], "runs": k, "factor": f,
                                     "plant": name, "watch": [name], "baseline": [first[i] for i in a],
                                     "candidate": [first[i] for i in b]})
            for build in names[1:]:
                other = by_build[build]
                for a, b in pairs(len(first), len(other), k, args.real_rounds or args.rounds, rng):
                    jobs.append({"set": "real", "model": model, "build": build, "runs": k, "factor": 1.0,
                                 "watch": truth(args.corpus, model, build),
                                 "baseline": [first[i] for i in a], "candidate": [other[i] for i in b]})
    for j in jobs:
        j["threshold"] = args.threshold
        if args.profile_runs and j["runs"] == 1:  # a noise profile of the baseline build's other runs
            runs = builds[j["model"]][names_of[j["model"]][0] if j["set"] == "real" else j["build"]]
            used = set(j["baseline"]) | (set(j["candidate"]) if j["set"] != "real" else set())
            j["profile"] = [p for p in runs if p not in used][:args.profile_runs]
        if args.learned and j["runs"] == 1:  # this machine's store, taught by the model's builds not in the diff
            inside = {names_of[j["model"]][0], j["build"]}
            j["learn"] = [runs for b, runs in builds[j["model"]].items() if b not in inside and len(runs) >= 2]
        base = j["build"] if j["set"] != "real" else names_of[j["model"]][0]
        # A planted slowdown stands for a build's change: no identical IR to call it the machine's.
        j["sources"] = [None, None] if j["set"] == "planted" else \
            [sources(args.corpus, j["model"], base), sources(args.corpus, j["model"], j["build"])]
    return jobs


def sources(corpus: Path, model: str, build: str) -> str | None:
    """The build's executable sources (one dump for all its runs, as a user passes it), if recorded."""
    path = corpus / model / f"{build}.sources"
    return str(path) if path.is_dir() else None


def old_tree(commit: str) -> Path:
    """A pristine checkout of ``commit`` (a revision) with its C walk built (made once)."""
    sha = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", commit], check=True,
                         capture_output=True, text=True).stdout.strip()
    path = Path(tempfile.gettempdir()) / f"td_old_{sha}"
    if not (path / "tracy_diff").is_dir():
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(path), sha],
                       check=True, capture_output=True)
    if not list((path / "tracy_diff" / "io").glob("_timeline*.so")):
        subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace", "-q"], cwd=path,
                       check=True, capture_output=True)
    return path


def run_rules(trees: dict[str, tuple[Path, dict]], jobs: list[dict]) -> dict[str, dict]:
    tmp = Path(tempfile.mkdtemp(prefix="td_cal_"))
    (tmp / "jobs.json").write_text(json.dumps(jobs))
    procs = {}
    for label, (tree, options) in trees.items():
        procs[label] = subprocess.Popen([sys.executable, __file__, "--worker", str(tree), str(tmp / "jobs.json"),
                                         str(tmp / f"{len(procs)}.json"), json.dumps(options)], cwd=str(tree))
    out = {}
    for i, (label, p) in enumerate(procs.items()):
        if p.wait() != 0:
            raise SystemExit(f"the {label} rules' worker failed (exit {p.returncode})")
        out[label] = json.loads((tmp / f"{i}.json").read_text())
    return out


def pct(n: float, total: float) -> str:
    return f"{100.0 * n / total:.1f}%" if total else "-"


SHORT = {"regression": "R", "improvement": "I", "no_change": "N", "inconclusive": "?",
         "environment_shift": "E", "mixed": "M", "different_programs": "D"}


def kinds(results: list[dict]) -> str:
    c = Counter(SHORT.get(r["kind"], r["kind"]) for r in results)
    return " ".join(f"{k}{c[k]}" for k in sorted(c))


def _cells(jobs: list[dict], results: dict[str, dict]) -> dict:
    cells: dict = defaultdict(lambda: {label: [] for label in results})
    for i, job in enumerate(jobs):
        key = (job["set"], job["model"], job["build"], job["runs"], job["factor"])
        for label in results:
            cells[key][label].append(results[label]["results"][i])
    return cells


def _line(model: str, held: set[str], keys: list, cols: list[str]) -> str:
    """One table line: the model (marked when tuned on), its keys, then every rule set's columns."""
    tag = " (tuned)" if model not in held else ""
    return "| " + " | ".join([model + tag, *map(str, keys), *cols]) + " |"


def _same_table(cells: dict, labels: list[str], held: set[str]) -> list[str]:
    head = " | ".join(f"{lb}: rows moved | R/I/M | not N/? | kinds" for lb in labels)
    lines = ["Same build, k runs against k other runs", "", f"| model | runs/side | diffs | {head} |",
             "|" + " --- |" * (3 + 4 * len(labels))]
    grouped: dict = defaultdict(lambda: {lb: [] for lb in labels})
    for (s, model, _build, k, _f), by in cells.items():
        if s == "same":
            for lb in labels:
                grouped[(model not in held, model, k)][lb] += by[lb]
    for (_, model, k), by in sorted(grouped.items(), key=lambda kv: (not kv[0][0], kv[0][1], kv[0][2])):
        cols = []
        for lb in labels:
            rs = by[lb]
            cols += [pct(sum(r["moved"] for r in rs), sum(r["rows"] for r in rs)),
                     pct(sum(r["kind"] in RIM for r in rs), len(rs)),
                     pct(sum(r["kind"] not in ("no_change", "inconclusive") for r in rs), len(rs)), kinds(rs)]
        lines.append(_line(model, held, [k, len(by[labels[0]])], cols))
    return lines


def _planted_table(cells: dict, labels: list[str], held: set[str]) -> list[str]:
    head = " | ".join(f"{lb}: found | REGRESSION headline" for lb in labels)
    lines = ["", "Planted into each of the 4 largest dispatches of the first build in turn "
             "(found: that row regressed)",
             "", f"| model | effect | runs/side | diffs | {head} |", "|" + " --- |" * (4 + 2 * len(labels))]
    for key in sorted((k for k in cells if k[0] == "planted"), key=lambda k: (k[1] in held, k[1], k[4], k[3])):
        _, model, _b, k, f = key
        cols = []
        for lb in labels:
            rs = cells[key][lb]
            cols += [pct(sum(all(s == "regressed" for s in r["watched"]) and bool(r["watched"]) for r in rs), len(rs)),
                     pct(sum(r["kind"] == "regression" for r in rs), len(rs))]
        lines.append(_line(model, held, [f"x{f:g}", k, len(cells[key][labels[0]])], cols))
    return lines


def _real_table(cells: dict, labels: list[str], held: set[str]) -> list[str]:
    head = " | ".join(f"{lb}: rows moved | truth rows regressed | kinds" for lb in labels)
    lines = ["", "Real builds: the first build against each other build (truth rows: the rows the build's "
             "truth_vs_base says work was fused into)", "", f"| model | build | runs/side | diffs | {head} |",
             "|" + " --- |" * (4 + 3 * len(labels))]
    for key in sorted((k for k in cells if k[0] == "real"), key=lambda k: (k[1] in held, k[1], k[2], k[3])):
        _, model, build, k, _ = key
        cols = []
        for lb in labels:
            rs = cells[key][lb]
            watched = [r for r in rs if r["watched"]]
            cols += [pct(sum(r["moved"] for r in rs), sum(r["rows"] for r in rs)),
                     pct(sum(all(s == "regressed" for s in r["watched"]) for r in watched), len(watched))
                     if watched else "-", kinds(rs)]
        lines.append(_line(model, held, [build, k, len(cells[key][labels[0]])], cols))
    return lines


def report(jobs: list[dict], results: dict[str, dict], args, held: set[str]) -> str:
    labels = list(results)
    cells = _cells(jobs, results)
    lines = [f"corpus {args.corpus} ({args.load} runs); tuned on {args.tune}, held out: "
             f"{', '.join(sorted(held))}; threshold "
             f"{args.threshold:g}%; {len(jobs)} diffs per rule set; "
             + "; ".join(f"{lb}: {results[lb]['seconds']:.0f} s" for lb in labels),
             "headline kinds: R regression, I improvement, M mixed, N no change, ? inconclusive, "
             "E environment shift, D different programs", ""]
    lines += _same_table(cells, labels, held) + _planted_table(cells, labels, held) + _real_table(cells, labels, held)
    lines += ["", "Every diff: rows whose change and ratio point opposite ways; headlines against the total", "",
              "| rule set | rows compared | change/ratio disagree | headline against total |",
              "| --- | --- | --- | --- |"]
    for lb in labels:
        rs = results[lb]["results"]
        lines.append(f"| {lb} | {sum(r['compared'] for r in rs)} | {sum(r['disagree'] for r in rs)} | "
                     f"{sum(r['headline_against_total'] for r in rs)} |")
    missing = [k for k in args.runs if all(2 * k > len(runs) for m in args.builds.values() for runs in m.values())]
    if missing:
        lines += ["", f"runs/side {', '.join(map(str, missing))}: no build has {2 * min(missing)} runs "
                  f"(disjoint splits need twice as many)"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(*sys.argv[2:6])
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS, help="the corpus folder (default %(default)s)")
    ap.add_argument("--tune", default="decoder", help="the model the rules were tuned on (default %(default)s)")
    ap.add_argument("--rounds", type=int, default=8, help="splits per same-build and real cell (0: all)")
    ap.add_argument("--real-rounds", type=int, help="pairs per real-build cell (default: --rounds)")
    ap.add_argument("--plant-rounds", type=int, default=4, help="splits per planted cell (x 4 dispatches)")
    ap.add_argument("--runs", type=int, nargs="+", default=[1, 2, 3, 5], help="runs per side")
    ap.add_argument("--effects", type=float, nargs="*", default=list(EFFECTS), help="factors planted")
    ap.add_argument("--threshold", type=float, default=5.0, help="--threshold of the diffs (default %(default)s)")
    ap.add_argument("--against", nargs="*", default=["main"], help="earlier rules (git revisions) to run beside")
    ap.add_argument("--only-new", action="store_true", help="run this tree's rules only")
    ap.add_argument("--models", nargs="*", help="only these models")
    ap.add_argument("--load", choices=sorted(LOADS), default="quiet",
                    help="the runs used: those the manifest marks not loaded, loaded, or all (default %(default)s)")
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--profile-runs", type=int, default=0, metavar="K",
                    help="one run a side: give each diff a noise profile (--noise) of K other runs of its "
                    "baseline build, as a user who profiled the build would have")
    ap.add_argument("--learned", action="store_true",
                    help="one run a side: read a learned noise profile (the default basis) taught by `noise` on "
                    "all runs of each of the model's builds that are not in the diff, as a user's store would be")
    ap.add_argument("--loaded-sd", type=float, help="diagnosis: the new rules' load threshold instead of "
                    "run_noise.LOADED_SD, and of LOADED_SPREAD where larger (a large value reads every capture "
                    "as quiet)")
    ap.add_argument("--output", type=Path, help="also write the table to this file")
    args = ap.parse_args(argv)
    if not (args.corpus / "manifest.json").is_file():
        print(f"error: no corpus manifest in {args.corpus}", file=sys.stderr)
        return 2
    args.builds = {m: b for m, b in corpus_builds(args.corpus, args.load).items()
                   if not args.models or m in args.models}
    held = set(args.builds) - {args.tune}
    jobs = make_jobs(args, args.builds)
    trees: dict[str, tuple[Path, dict]] = {} if args.only_new else \
        {rev: (old_tree(rev), {}) for rev in args.against}
    trees["new"] = (REPO, {"use_noise_profile": False, **({"loaded_sd": args.loaded_sd} if args.loaded_sd else {})})
    print(f"{len(jobs)} diffs per rule set ...", file=sys.stderr, flush=True)
    text = report(jobs, run_rules(trees, jobs), args, held)
    print(text, end="")
    if args.output:
        args.output.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
