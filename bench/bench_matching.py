#!/usr/bin/env python3
"""How well does tracy-diff pair the dispatches of two real decoder builds?

    python bench/bench_matching.py [--no-ir] [--json]

For every variant pair of the sample decoder (``sample_captures/decoder*``,
three runs a side) it runs ``tracy_diff.diff`` and scores the rows against
the ground truth that ``make_captures.py --truth`` derived from IREE's source
locations (``sample_captures/decoder_truth.json``):

* ``calls``: share of all dispatch calls per iteration (both sides) paired
  as the IR says: a call is right when its row (with the rows its
  ``fused_into`` points at) holds every export of the other build that
  computes some of that call's source ops, and no export outside the
  call's *work unit*: the exports of both builds linked, directly or
  through others, by computing common source ops (the truth's connected
  component). A unit is the finest set of rows that compare the same work:
  with data tiling switched, one ``mmt4d`` export runs the q, k, v and
  output projections while the other build runs them as two ``matmul``
  exports, one of them shared with the residual add an ``unpack`` did, so
  no finer rows hold the same source ops on both sides;
* ``strict``: the same, but a call's row may hold only exports that share
  source ops with some call of its own export (the export's direct
  partners); ``ceiling`` is the strict score of rows made exactly of the
  work units, the most rows can reach when units are not complete;
* ``precision`` / ``recall``: of the (baseline export, candidate export)
  pairs the rows make, against the truth's pairs;
* ``groups``: rows with several names on a side (fused or split) whose
  every cross pair is true, of all such rows;
* ``fused_into``: truth's fused dispatches whose row points at the row
  holding the dispatch they went into, of all of them (``-`` when none);
* ``added``: the candidate exports the truth calls new that are their own
  ``added`` row;
* ``counted``: dispatch rows whose calls per iteration equal the IR's on
  both sides;
* ``reg/imp``: dispatch rows regressed / improved;
* ``top``: the first row's names and status.

``--no-ir`` hides the dumped sources (names, calls and positions only).

``--variants DIR`` scores the random decoder builds of
``bench/make_variants.py`` instead: every pair with and without the dumps
(truth derived again from the builds' calls, ``make_variants.truth``),
totals over all pairs and by change kind, and every capture's calls per
iteration against the IR's program calls; ``--only TEXT`` keeps the pairs
whose ``BASE..CAND`` holds TEXT. Targets (issue #31): calls >= 99% with the
dumps and >= 97% without, over pairs not tuned on; an added op an
``added`` row; calls per iteration exact. Sample pairs (issue #24): calls
>= 99% on every pair; the A/A pair (``decoder``..``decoder_shifted``) has
no row regressed or improved; the fused pairs put attention first with the
RoPE's ``fused_into`` at it.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_captures"
TRUTH = SAMPLES / "decoder_truth.json"
sys.path.insert(0, str(ROOT))


def runs(variant: str, folder: Path = SAMPLES) -> list[Path]:
    """The captures of a decoder variant: the first run and ``_run2``, ``_run3``..."""
    first = folder / f"{variant}.tracy"
    return [first] + sorted(folder.glob(f"{variant}_run*.tracy")) if first.exists() else []


def score(rows, truth: dict) -> dict:
    """Score a Diff's rows against one pair's ground truth (see the module doc)."""
    rows = rows[rows["section"].astype(str) == "dispatch"]
    by_rank = {int(r["rank"]): r for _, r in rows.iterrows()}
    pred_b, pred_c, row_of_c = _predicted(by_rank)
    true_pairs = {tuple(p) for p in truth["pairs"]}
    true_b, true_c = _partners(true_pairs)
    unit_b, unit_c = _units(truth)
    rb, tb = _calls_right(truth["base_calls"], pred_b, unit_b)
    rc, tc = _calls_right(truth["cand_calls"], pred_c, unit_c)
    sb, _ = _calls_right(truth["base_calls"], pred_b, true_b)
    sc, _ = _calls_right(truth["cand_calls"], pred_c, true_c)
    cb, _ = _calls_right(truth["base_calls"], unit_b, true_b)
    cc, _ = _calls_right(truth["cand_calls"], unit_c, true_c)
    made = {(b, c) for b, cs in pred_b.items() for c in cs} | {(b, c) for c, bs in pred_c.items() for b in bs}
    groups = [r for r in by_rank.values() if len(r["baseline_names"]) > 1 or len(r["candidate_names"]) > 1]
    groups_right = sum(all((b, c) in true_pairs for b in r["baseline_names"] for c in r["candidate_names"])
                       for r in groups)
    fused = truth["fused_into"]
    fused_right = sum(set(cs) <= pred_b[b] and any(set(cs) & set(t["candidate_names"]) for r in by_rank.values()
                                                     if b in r["baseline_names"] for t in _targets(r, by_rank))
                      for b, cs in fused.items())
    added_right = sum(c in row_of_c and not len(by_rank[row_of_c[c]]["baseline_names"]) for c in truth["added"])
    counted = sum(_counted(r, truth) for r in by_rank.values())
    total = max(1, tb + tc)
    return {"calls": (rb + rc) / total, "calls_right": rb + rc, "calls_total": tb + tc,
            "strict": (sb + sc) / total, "ceiling": (cb + cc) / total,
            "precision": len(made & true_pairs) / max(1, len(made)),
            "recall": len(made & true_pairs) / max(1, len(true_pairs)),
            "groups": (groups_right, len(groups)), "fused_into": (fused_right, len(fused)),
            "added": (added_right, len(truth["added"])), "counted": (counted, len(by_rank)),
            "rows": len(by_rank), "ir_calls": sum(truth["calls"]["baseline"].values())}


def _targets(r, by_rank: dict) -> list:
    """The rows a row's ``fused_into`` points at."""
    import pandas as pd

    ranks = r.get("fused_into_ranks")
    if ranks is None or not len(ranks):
        v = r.get("fused_into")
        ranks = [] if v is None or pd.isna(v) else [int(v)]
    return [by_rank[k] for k in ranks if k in by_rank]


def _predicted(by_rank: dict) -> tuple[dict, dict, dict]:
    """Per export, the other side's exports its row (and the rows it points
    at, or that point at it) holds; and each candidate export's row."""
    pred_b: dict[str, set[str]] = defaultdict(set)
    pred_c: dict[str, set[str]] = defaultdict(set)
    row_of_c: dict[str, int] = {}
    for r in by_rank.values():
        for c in r["candidate_names"]:
            row_of_c[c] = int(r["rank"])
            pred_c[c].update(r["baseline_names"])
        for b in r["baseline_names"]:
            pred_b[b].update(r["candidate_names"])
        for t in _targets(r, by_rank):
            for b in r["baseline_names"]:
                pred_b[b].update(t["candidate_names"])
            for c in t["candidate_names"]:
                pred_c[c].update(r["baseline_names"])
    return pred_b, pred_c, row_of_c


def _partners(pairs: set) -> tuple[dict, dict]:
    true_b: dict[str, set[str]] = defaultdict(set)
    true_c: dict[str, set[str]] = defaultdict(set)
    for b, c in pairs:
        true_b[b].add(c)
        true_c[c].add(b)
    return true_b, true_c


def _units(truth: dict) -> tuple[dict, dict]:
    """Per export, the other side's exports of its work unit (the truth's
    connected component: exports linked by common source ops, through
    others too)."""
    parent: dict[tuple[str, str], tuple[str, str]] = {}

    def find(x: tuple[str, str]) -> tuple[str, str]:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x
    for b, c in truth["pairs"]:
        parent[find(("b", b))] = find(("c", c))
    members: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)
    for node in list(parent):
        members[find(node)].append(node)
    unit_b: dict[str, set[str]] = defaultdict(set)
    unit_c: dict[str, set[str]] = defaultdict(set)
    for nodes in members.values():
        bs = {n for s, n in nodes if s == "b"}
        cs = {n for s, n in nodes if s == "c"}
        for b in bs:
            unit_b[b] = cs
        for c in cs:
            unit_c[c] = bs
    return unit_b, unit_c


def _calls_right(per_export: dict, pred: dict, allowed: dict) -> tuple[int, int]:
    """Calls whose partners are all in ``pred`` of their export, which holds
    nothing outside ``allowed``; and all calls."""
    right = total = 0
    for e, entries in per_export.items():
        for partners, n in entries:
            total += n
            if set(partners) <= pred[e] and pred[e] <= allowed[e]:
                right += n
    return right, total


def _counted(r, truth: dict) -> bool:
    """The row's calls per iteration equal the IR's, on both sides."""
    for side, col in (("baseline", "baseline_execs_per_iter"), ("candidate", "candidate_execs_per_iter")):
        names = r[f"{side}_names"]
        want = sum(truth["calls"][side].get(n, 0) for n in names)
        got = float(r[col])
        if names and (math.isnan(got) or abs(got - want) > 1e-9):
            return False
    return True


def measure(base: str | list[Path], cand: str | list[Path], truth: dict, ir: bool = True) -> dict:
    """Diff a pair (variant names of the samples, or capture paths) and score it."""
    import tracy_diff

    options = {} if ir else {"explain_ir": False}
    t0 = time.perf_counter()
    d = tracy_diff.diff(runs(base) if isinstance(base, str) else base,
                        runs(cand) if isinstance(cand, str) else cand, **options)
    seconds = time.perf_counter() - t0
    s = score(d.rows, truth)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    s["regressed"] = int((rows["status"].astype(str) == "regressed").sum())
    s["improved"] = int((rows["status"].astype(str) == "improved").sum())
    top = rows.iloc[0]
    s["top"] = " + ".join(n.split("_dispatch_")[-1] for n in top["candidate_names"] or top["baseline_names"])
    s["top_status"] = str(top["status"])
    s["seconds"] = seconds
    return s


def counted_exactly(path: Path, calls: list[dict]) -> tuple[int, int]:
    """Kept iterations of a capture whose dispatch calls per export equal the IR's program calls."""
    from collections import Counter

    import numpy as np

    import tracy_diff
    from tracy_diff.analysis.executions.columns import executions
    from tracy_diff.analysis.executions.iterations import assign_iterations, split_iterations

    cap = tracy_diff.load(path)
    its = split_iterations(cap)
    ex = executions(cap)
    ex = ex[ex["kind"] == "dispatch"]
    it = assign_iterations(ex["start_ns"].to_numpy(np.int64), ex["end_ns"].to_numpy(np.int64), its.bounds)
    names = ex["name"].astype(str).to_numpy()
    want = Counter(c["export"] for c in calls)
    return sum(Counter(names[it == k]) == want for k in range(its.count)), its.count


def pair_truth(manifest: dict, pair: dict) -> dict:
    """A variant pair's ground truth, derived again from both builds' program
    calls (``make_variants.truth``): a manifest written by an older
    generator keeps its builds' calls, not necessarily today's truth."""
    sys.path.insert(0, str(ROOT / "bench"))
    import make_variants

    builds = manifest["builds"]
    return make_variants.truth(builds[pair["baseline"]]["calls"], builds[pair["candidate"]]["calls"])


def variants(folder: Path, as_json: bool, only: str | None = None) -> int:
    """Score every pair of a ``make_variants.py`` folder, with and without the dumps."""
    manifest = json.loads((folder / "manifest.json").read_text())
    builds = manifest["builds"]
    exact = {b: counted_exactly(folder / f"{b}.tracy", builds[b]["calls"]) for b in sorted(builds)}
    out = {}
    for p in manifest["pairs"]:
        paths = [folder / f"{p['baseline']}.tracy"], [folder / f"{p['candidate']}.tracy"]
        key = f"{p['baseline']}..{p['candidate']}"
        if only and only not in key:
            continue
        truth = pair_truth(manifest, p)
        out[key] = {"changes": p["changes"], "ir": measure(*paths, truth, ir=True),
                    "no_ir": measure(*paths, truth, ir=False)}
    if as_json:
        print(json.dumps({"builds": exact, "pairs": out}, indent=1))
        return 0
    print(f"{'pair':46} {'changes':22} {'calls (dumps)':>14} {'calls (none)':>13} {'strict':>6} {'ceil':>6} "
          f"{'added':>5} {'fused':>5} {'counted':>7}")
    for key, s in out.items():
        a, b = s["ir"], s["no_ir"]
        print(f"{key:46} {'+'.join(s['changes']):22} {a['calls']:7.1%} {a['calls_right']:3}/{a['calls_total']:<3} "
              f"{b['calls']:6.1%} {b['calls_right']:3}/{b['calls_total']:<3} {b['strict']:6.1%} {b['ceiling']:6.1%} "
              f"{_frac(b['added']):>5} {_frac(b['fused_into']):>5} {_frac(b['counted']):>7}")
    _summary(out)
    good = sum(k == n for k, n in exact.values())
    print(f"captures whose every kept iteration has the IR's calls per export: {good}/{len(exact)}"
          + "".join(f"\n  {b}: {k}/{n} iterations" for b, (k, n) in exact.items() if k != n))
    return 0


def _frac(p: tuple[int, int] | list[int]) -> str:
    return f"{p[0]}/{p[1]}" if p[1] else "-"


def _summary(out: dict) -> None:
    """Totals over all pairs and by change kind, with and without the dumps."""
    kinds = sorted({c for s in out.values() for c in s["changes"]})
    for tag in ("ir", "no_ir"):
        print(f"all pairs, {'with' if tag == 'ir' else 'without'} dumps: {_totals(out.values(), tag)}")
    for kind in kinds:
        some = [s for s in out.values() if kind in s["changes"]]
        print(f"  {kind} ({len(some)} pairs): with dumps {_totals(some, 'ir')}; "
              f"without {_totals(some, 'no_ir')}")


def _totals(scores, tag: str) -> str:
    scores = list(scores)
    right = sum(s[tag]["calls_right"] for s in scores)
    total = sum(s[tag]["calls_total"] for s in scores)
    strict = sum(s[tag]["strict"] * s[tag]["calls_total"] for s in scores)
    added = [sum(s[tag]["added"][i] for s in scores) for i in (0, 1)]
    fused = [sum(s[tag]["fused_into"][i] for s in scores) for i in (0, 1)]
    counted = [sum(s[tag]["counted"][i] for s in scores) for i in (0, 1)]
    return (f"calls {right}/{total} = {right / max(total, 1):.1%} (strict {strict / max(total, 1):.1%}); "
            f"added {_frac(added)}; fused_into {_frac(fused)}; counted {_frac(counted)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--no-ir", action="store_true", help="hide the dumped sources")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--variants", type=Path, help="score the pairs of a bench/make_variants.py folder instead")
    ap.add_argument("--only", help="with --variants: only the pairs whose 'BASE..CAND' holds this")
    args = ap.parse_args(argv)
    if args.variants:
        return variants(args.variants, args.json, args.only)
    if not TRUTH.exists():
        sys.exit(f"{TRUTH} is missing (python sample_captures/make_captures.py --truth)")
    truth = json.loads(TRUTH.read_text())
    out = {}
    for key, t in truth["pairs"].items():
        base, cand = key.split("..")
        if not runs(base) or not runs(cand):
            continue
        out[key] = measure(base, cand, t, ir=not args.no_ir)
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    frac = _frac
    print(f"{'pair':45} {'calls':>13} {'prec':>5} {'rec':>5} {'groups':>6} {'fused':>5} {'added':>5} "
          f"{'counted':>7} {'reg/imp':>7}  top")
    for key, s in out.items():
        print(f"{key:45} {s['calls']:6.1%} {s['calls_right']:3}/{s['calls_total']:<3} {s['precision']:5.2f} "
              f"{s['recall']:5.2f} {frac(s['groups']):>6} {frac(s['fused_into']):>5} {frac(s['added']):>5} "
              f"{frac(s['counted']):>7} {s['regressed']:>3}/{s['improved']:<3}  {s['top']} ({s['top_status']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
