#!/usr/bin/env python3
"""Time ``tracy_diff.diff`` on two big captures against loading them, and its peak memory.

Target (issue #14): the diff of two captures, loading excluded, takes no
longer than loading them, and its peak memory stays within 2x of the two
loaded captures. By default the captures come from ``bench/make_big_capture.py``
(made once into ``--dir`` and reused; not committed): a 12,000-iteration run
and an 11,000-iteration run of the same module. Any other pair, IREE or not
(Tracy's own test client), with ``--baseline``/``--candidate``.

    python bench/bench_diff.py [--dir /tmp/tracy-diff-bench] [--repeat 5]
    python bench/bench_diff.py --baseline A.tracy --candidate B.tracy

Rounds interleave loading both captures and diffing them (medians over
``--repeat`` rounds); then one diff under ``tracemalloc`` gives the memory
the loaded captures hold and the diff's peak above nothing (numpy reports
its buffers to tracemalloc); then the time of each step of one diff.
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
from tracy_diff.analysis import compare  # noqa: E402
from tracy_diff.analysis import iterations as its  # noqa: E402
from tracy_diff.analysis.figures import timeline_figures  # noqa: E402
from tracy_diff.analysis.judge import judge  # noqa: E402
from tracy_diff.analysis.sides import KeptRun  # noqa: E402
from tracy_diff.report import verdict_text  # noqa: E402


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
    sides = [KeptRun.of(c, False) for c in (base, cand)]
    regular = sides[0].regular_enclosing() | sides[1].regular_enclosing()
    for side in sides:
        side.keep_enclosing(regular)
    out.append(("iterations + executions (both sides)", time.perf_counter() - t))
    t = time.perf_counter()
    groups = compare._match_sections(sides, None)
    out.append(("matching", time.perf_counter() - t))
    t = time.perf_counter()
    figures = timeline_figures(sides, groups)
    out.append(("rows, samples, members", time.perf_counter() - t))
    t = time.perf_counter()
    options = compare.diff.__kwdefaults__ | {"overrides": []}
    judge(figures.groups, figures.per, figures.samples, figures.sequences, options)
    out.append(("tests, status, ranking, verdict", time.perf_counter() - t))
    return out


def memory(base_path: Path, cand_path: Path) -> tuple[float, float]:
    """MB held by the two loaded captures, and the diff's peak (MB, all live memory)."""
    import gc
    import tracemalloc

    gc.collect()
    tracemalloc.start()
    caps = [tracy_diff.load(p) for p in (base_path, cand_path)]
    for c in caps:  # build the tables the diff reads, as loading for a diff does
        c.zones, c.gpu_zones, c.frames  # noqa: B018
    gc.collect()
    loaded = tracemalloc.get_traced_memory()[0]
    tracemalloc.reset_peak()
    d = tracy_diff.diff(*caps)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del d, caps
    return loaded / 2**20, peak / 2**20


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

    rounds_load, rounds_diff = [], []
    for k in range(args.repeat + 1):  # the first round warms up imports and caches
        t = time.perf_counter()
        base, cand = tracy_diff.load(base_path), tracy_diff.load(cand_path)
        for c in (base, cand):
            c.zones, c.gpu_zones, c.frames  # noqa: B018
        loaded = time.perf_counter() - t
        t = time.perf_counter()
        d = tracy_diff.diff(base, cand)
        if k:
            rounds_load.append(loaded)
            rounds_diff.append(time.perf_counter() - t)
    for label, c in (("baseline", base), ("candidate", cand)):
        ex = its.executions(c)
        print(f"{label:9}  {c.path}: {len(c.zones):,} CPU zones, {len(c.gpu_zones):,} GPU zones, "
              f"{len(ex):,} executions ({int((ex['kind'] == 'dispatch').sum()):,} dispatch), "
              f"{its.split_iterations(c).total:,} iterations")
    load_s, diff_s = statistics.median(rounds_load), statistics.median(rounds_diff)
    print(f"load both (median of {args.repeat}): {load_s:.3f} s; diff (loading excluded): {diff_s:.3f} s "
          f"(min {min(rounds_diff):.3f}, max {max(rounds_diff):.3f})")
    print(f"diff / load: {diff_s / load_s:.2f} (target <= 1: {'OK' if diff_s <= load_s else 'MISSED'})")
    loaded_mb, peak_mb = memory(base_path, cand_path)
    print(f"memory: loaded captures {loaded_mb:.0f} MB, peak during the diff {peak_mb:.0f} MB "
          f"= {peak_mb / loaded_mb:.2f}x (target <= 2: {'OK' if peak_mb <= 2 * loaded_mb else 'MISSED'})")
    for name, sec in steps(base, cand):
        print(f"  {name:38} {sec:.3f} s")
    print(f"rows: {len(d.rows)} ({int((d.rows['section'] == 'dispatch').sum())} dispatch), "
          f"executions: {len(d.executions):,}")
    print(verdict_text(d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
