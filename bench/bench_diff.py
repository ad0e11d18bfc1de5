#!/usr/bin/env python3
"""Time ``tracy_diff.diff`` on two big real captures, loading excluded.

Target: under 2 s for two ~2.5-million-zone captures on this machine
(2 cores, shared). The captures come from ``bench/make_big_capture.py``
(made once into ``--dir`` and reused; not committed): a 12,000-iteration
run and an 11,000-iteration run of the same module, so the two sides
differ the way two real runs do.

    python bench/bench_diff.py [--dir /tmp/tracy-diff-bench] [--repeat 5]
    python bench/bench_diff.py --baseline A.tracy --candidate B.tracy

Prints zones and executions per side, load time per side, the median and
spread of ``repeat`` diff runs, the time of each step of one run, and the
diff time as a fraction of the load time measured in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import tracy_diff  # noqa: E402
from tracy_diff.analysis import compare as differ  # noqa: E402
from tracy_diff.analysis import iterations as its  # noqa: E402


def ensure_capture(path: Path, iterations: int) -> Path:
    if path.exists():
        return path
    sys.path.insert(0, str(REPO / "bench"))
    from make_big_capture import make_big_capture
    print(f"making {path} ({iterations} iterations) ...", flush=True)
    return make_big_capture(path, iterations=iterations)


def steps(base, cand) -> list[tuple[str, float]]:
    """One diff run split into its steps (the same calls ``diff`` makes)."""
    out = []
    t = time.perf_counter()
    sides = [differ._Side.of(c, False) for c in (base, cand)]
    out.append(("iterations + executions (both sides)", time.perf_counter() - t))
    t = time.perf_counter()
    groups = differ._match_sections(sides, None)
    out.append(("matching", time.perf_counter() - t))
    t = time.perf_counter()
    rows, execs, members = differ._rows(sides, groups, differ.diff.__kwdefaults__ | {"overrides": []})
    out.append(("statistics", time.perf_counter() - t))
    t = time.perf_counter()
    differ._finish(base, cand, sides, rows, execs, members, differ.diff.__kwdefaults__)
    out.append(("ranking + verdict", time.perf_counter() - t))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dir", default="/tmp/tracy-diff-bench", help="where the big captures are made and kept")
    ap.add_argument("--baseline", type=Path, help="use this capture instead of making one")
    ap.add_argument("--candidate", type=Path, help="use this capture instead of making one")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()

    folder = Path(args.dir)
    base_path = args.baseline or ensure_capture(folder / "big_12000.tracy", 12000)
    cand_path = args.candidate or ensure_capture(folder / "big_11000.tracy", 11000)

    loads = []
    caps = []
    for path in (base_path, cand_path):
        t = time.perf_counter()
        caps.append(tracy_diff.load(path))
        loads.append(time.perf_counter() - t)
    base, cand = caps
    for label, c, sec in (("baseline", base, loads[0]), ("candidate", cand, loads[1])):
        ex = its.executions(c)
        print(f"{label:9}  {c.path}: {len(c.zones):,} zones, {len(ex):,} executions "
              f"({int((ex['kind'] == 'dispatch').sum()):,} dispatch), "
              f"{its.split_iterations(c).total:,} iterations; load {sec:.2f} s")

    tracy_diff.diff(base, cand)  # warm-up: imports, caches
    times = []
    for _ in range(args.repeat):
        t = time.perf_counter()
        d = tracy_diff.diff(base, cand)
        times.append(time.perf_counter() - t)
    median = statistics.median(times)
    print(f"diff (loading excluded): median {median:.3f} s over {args.repeat} runs "
          f"(min {min(times):.3f}, max {max(times):.3f}); target < 2 s: {'OK' if median < 2 else 'MISSED'}")
    print(f"diff / load of both captures (same run): {median / sum(loads):.2f}")
    for name, sec in steps(base, cand):
        print(f"  {name:38} {sec:.3f} s")
    print(f"rows: {len(d.rows)} ({int((d.rows['section'] == 'dispatch').sum())} dispatch), "
          f"executions: {len(d.executions):,}")
    print(d.verdict)
    return 0


if __name__ == "__main__":
    sys.exit(main())
