#!/usr/bin/env python3
"""Time ``tracy_diff.diff`` on pairs of big captures against loading them, and its peak memory.

Target (issues #14, #25): on IREE and generic captures of 2.5M and 10M
zones, the diff of two captures, loading excluded, takes no longer than
loading them (ratio <= 1.0), and its peak memory stays within 2x of the two
loaded captures.

    python bench/bench_diff.py --set [--dir bench/out] [--repeat 1]
    python bench/bench_diff.py --baseline A.tracy --candidate B.tracy
    python bench/bench_diff.py --self A.tracy [B.tracy ...]
    python bench/bench_diff.py --self-set [--dir bench/out] [--repeat 3] [--against MAIN_TREE]

``--set`` takes the pairs bench/make_capture_set.py makes in ``--dir``
(``regular``/``regular_b``, ``big10m``/``big10m_b`` of IREE;
``generic2m5_a``/``_b``, ``generic10m_a``/``_b`` of Tracy's own test client)
and prints one table. Per pair, rounds interleave loading both captures
and diffing them (medians over ``--repeat``); then one diff under
``tracemalloc`` gives the memory the loaded captures hold and the diff's
peak (numpy reports its buffers to tracemalloc); then the time of each step
of one diff. The machine's load average is printed beside the figures.

``--self`` (issue 31) diffs each capture against itself: in process, the
diff (loading excluded) against loading it twice (target <= 1.2x); then as
whole processes, ``tracy-diff diff A A`` against ``tracy-diff stats A``
(target <= 3x) and the diff process's peak resident memory against a
process that only loads A twice (target <= 2x). ``--self-set`` does it for
every shape of ``SELF_SET`` in ``--dir``: IREE (``make_capture_set.py``'s
``regular``, ``big10m``) and generic (``threads10m``, ``deep10m``,
``frames10m``, ``long10m``, bench/make_generic_capture.py; and two more
thread counts, ``threads24_12m``: ``--shape threads --zones 12000000
--threads 24``, ``long16_8m``: ``--shape long --zones 8000000 --threads
16``), each marked tuned or held out. ``--against TREE`` (another
checkout, main's) runs that tree's ``diff`` process in the same rounds,
after this tree's, and prints its CPU seconds beside this tree's (with
two cores shared, the two trees' CPU seconds side by side move less than
either's ratio to a ``stats`` process run minutes apart).
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
# What the tracy-diff command sets for its process before numpy loads (tracy_diff.entry).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")

import tracy_diff  # noqa: E402
from tracy_diff.analysis import compare  # noqa: E402
from tracy_diff.analysis.executions.sides import KeptRun, on_both  # noqa: E402
from tracy_diff.analysis.judge import judge  # noqa: E402
from tracy_diff.analysis.row_figures import timeline_figures  # noqa: E402
from tracy_diff.diff import DiffOptions, Pair  # noqa: E402

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped

#: (shape, baseline, candidate) in the capture set's folder; the first of the
#: names listed that exists is used.
PAIRS = [("IREE 2.5M", ["regular.tracy"], ["regular_b.tracy"]),
         ("IREE 10M", ["big10m.tracy"], ["big10m_b.tracy"]),
         ("generic 2.5M", ["generic2m5_a.tracy", "generic_aa.tracy"], ["generic2m5_b.tracy", "generic_ab.tracy"]),
         ("generic 10M", ["generic10m_a.tracy"], ["generic10m_b.tracy"])]


def load_both(base_path: Path, cand_path: Path):
    caps = [tracy_diff.load(p) for p in (base_path, cand_path)]
    for c in caps:  # the tables the diff reads
        c.zones, c.gpu_zones, c.frames  # noqa: B018
    return caps


def steps(base, cand) -> list[tuple[str, float]]:
    """One diff split into its steps (the calls ``diff`` makes)."""
    out = []
    t = time.perf_counter()
    sides = list(on_both(lambda c: KeptRun.of(c, False), base, cand))
    regular = set.union(*on_both(KeptRun.regular_enclosing, *sides))
    on_both(lambda side: side.keep_enclosing(regular), *sides)
    out.append(("iterations + executions", time.perf_counter() - t))
    t = time.perf_counter()
    groups = compare._match_sections(sides, None)
    out.append(("matching", time.perf_counter() - t))
    t = time.perf_counter()
    figures = timeline_figures(Pair(*sides), groups)
    out.append(("rows, samples, members", time.perf_counter() - t))
    t = time.perf_counter()
    judge(figures, DiffOptions(), None)
    out.append(("tests, status, verdict", time.perf_counter() - t))
    return out


def memory(base_path: Path, cand_path: Path) -> tuple[float, float]:
    """MB held by the two loaded captures, and the diff's peak (MB, all live memory)."""
    gc.collect()
    tracemalloc.start()
    caps = load_both(base_path, cand_path)
    gc.collect()
    loaded = tracemalloc.get_traced_memory()[0]
    tracemalloc.reset_peak()
    d = tracy_diff.diff(*caps)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del d, caps
    return loaded / 2**20, peak / 2**20


def measure(base_path: Path, cand_path: Path, repeat: int, detail: bool = True) -> dict:
    rounds_load, rounds_diff, cpu_load, cpu_diff = [], [], [], []
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        base, cand = load_both(base_path, cand_path)
        rounds_load.append(time.perf_counter() - t)
        cpu_load.append(time.process_time() - c)
        t, c = time.perf_counter(), time.process_time()
        d = tracy_diff.diff(base, cand)
        rounds_diff.append(time.perf_counter() - t)
        cpu_diff.append(time.process_time() - c)
    zones = [len(c.zones) + len(c.gpu_zones) for c in (base, cand)]
    execs = tuple(sum(int(r.kept().sum()) for r in side.runs) for side in d.execution_source.sides)
    split = steps(base, cand) if detail else []
    del base, cand, d
    gc.collect()
    loaded_mb, peak_mb = memory(base_path, cand_path)
    return {"zones": zones, "executions": execs, "load": statistics.median(rounds_load),
            "diff": statistics.median(rounds_diff), "load_cpu": statistics.median(cpu_load),
            "diff_cpu": statistics.median(cpu_diff), "loaded_mb": loaded_mb, "peak_mb": peak_mb,
            "steps": split, "load_avg": os.getloadavg()[0]}


#: Run in a fresh interpreter: the tracy-diff command line (argv), or only
#: loading two captures ("load" A B); prints the process's peak RSS in kB.
#: (VmHWM: ru_maxrss would keep the parent's peak across fork and exec.)
PROCESS = """
import sys
if sys.argv[1] == "load":
    import tracy_diff
    caps = [tracy_diff.load(p) for p in sys.argv[2:]]
    [(c.zones, c.gpu_zones, c.frames) for c in caps]
    rc = 0
else:
    from tracy_diff.cli import main
    rc = main(sys.argv[1:])
hwm = next(line for line in open("/proc/self/status") if line.startswith("VmHWM"))
print(hwm.split()[1], file=sys.stderr)
sys.exit(rc)
"""


def process(*args: str, tree: Path = REPO) -> tuple[float, float, float]:
    """Wall seconds, peak resident MB and CPU seconds (all threads) of one
    fresh process running ``PROCESS`` with ``args`` (importing ``tree``'s tracy_diff). Bytecode is
    written and read as an installed package's is (``PYTHONDONTWRITEBYTECODE`` dropped: with it, every
    process compiles the modules it imports again, which a user's never does)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", PROCESS, *args], capture_output=True, text=True, cwd=tree,
                          check=True, env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, int(done.stderr.strip().splitlines()[-1]) / 1024, cpu


#: The capture set of ``--self-set`` (names in ``--dir``): shape, file, whether
#: the diff's speed work was tuned on it (the others are held out).
SELF_SET = [("IREE 2.4M, serialized", "regular.tracy", True),
            ("IREE 10M, serialized", "big10m.tracy", True),
            ("generic: many frames", "frames10m.tracy", True),
            ("generic: many threads", "threads10m.tracy", True),
            ("generic: deep nesting", "deep10m.tracy", False),
            ("generic: few long zones", "long10m.tracy", True),
            ("generic: many threads, 24 (extra)", "threads24_12m.tracy", False),
            ("generic: few long zones, 16 threads (extra)", "long16_8m.tracy", False)]


def self_report(path: Path, repeat: int, against: Path | None = None) -> str:
    """The figures of ``--self`` for one capture, as one line: in process
    (medians of ``repeat`` interleaved rounds), then whole processes (rounds
    of diff, stats and load-only interleaved, medians). Beside each wall
    time ratio, the same ratio of CPU seconds (all threads), which the
    machine's other work disturbs less. ``against``: another checkout
    (main's), whose diff process runs in the same rounds, after this tree's."""
    m = measure(path, path, repeat, detail=False)
    ratio = m["diff"] / m["load"]
    rounds, other = [], []
    command = ("diff", str(path), str(path), "--format", "json", "--output", os.devnull)
    small = str(REPO / "tests" / "data" / "synth_ks.tracy")
    for tree in (REPO, against) if against is not None else (REPO,):
        process("diff", small, small, "--output", os.devnull, tree=tree)  # its bytecode written before timing
    for _ in range(repeat):
        rounds.append((process(*command), process("stats", str(path), "--output", os.devnull),
                       process("load", str(path), str(path))))
        if against is not None:
            other.append(process(*command, tree=against))
    diff_s, diff_mb, diff_cpu = (statistics.median(r[0][k] for r in rounds) for k in range(3))
    stats_s, stats_cpu = (statistics.median(r[1][k] for r in rounds) for k in (0, 2))
    loaded_mb = statistics.median(r[2][1] for r in rounds)
    return (f"{path.name}: {m['zones'][0] / 1e6:.2f}M zones; in process: load both {m['load']:.2f} s, "
            f"diff {m['diff']:.2f} s = {ratio:.2f}x ({'OK' if ratio <= 1.2 else 'MISSED'} <= 1.2; "
            f"CPU {m['diff_cpu'] / m['load_cpu']:.2f}x); "
            f"processes: diff {diff_s:.2f} s, stats {stats_s:.2f} s = {diff_s / stats_s:.2f}x "
            f"({'OK' if diff_s <= 3 * stats_s else 'MISSED'} <= 3; CPU {diff_cpu / stats_cpu:.2f}x); "
            f"peak {diff_mb:.0f} MB vs both loaded "
            f"{loaded_mb:.0f} MB = {diff_mb / loaded_mb:.2f}x ({'OK' if diff_mb <= 2 * loaded_mb else 'MISSED'} <= 2); "
            f"load avg {os.getloadavg()[0]:.1f}" + (_against(against, other, diff_cpu, stats_cpu) if against else ""))


def _against(tree: Path, rounds: list[tuple[float, float, float]], diff_cpu: float, stats_cpu: float) -> str:
    """The other tree's diff process beside this tree's: CPU seconds (median, min), as a ratio to stats."""
    cpu = [r[2] for r in rounds]
    return (f"; {tree}'s diff process: CPU {statistics.median(cpu):.2f} s (min {min(cpu):.2f}) = "
            f"{statistics.median(cpu) / stats_cpu:.2f}x stats; this tree's CPU {diff_cpu:.2f} s = "
            f"{diff_cpu / statistics.median(cpu):.2f}x of it")


def report(shape: str, base_path: Path, cand_path: Path, m: dict) -> str:
    ratio, mem = m["diff"] / m["load"], m["peak_mb"] / m["loaded_mb"]
    return (f"{shape:13} {m['zones'][0] / 1e6:5.2f}M+{m['zones'][1] / 1e6:5.2f}M zones "
            f"{(m['executions'][0] + m['executions'][1]) / 1e6:6.2f}M execs  load {m['load']:6.2f} s  "
            f"diff {m['diff']:6.2f} s  diff/load {ratio:5.2f} ({'OK' if ratio <= 1 else 'MISSED'})  "
            f"loaded {m['loaded_mb']:6.0f} MB  peak {m['peak_mb']:6.0f} MB = {mem:4.2f}x "
            f"({'OK' if mem <= 2 else 'MISSED'})  load avg {m['load_avg']:.1f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--set", action="store_true", help="every pair of the capture set in --dir")
    ap.add_argument("--dir", type=Path, default=REPO / "bench" / "out")
    ap.add_argument("--only", nargs="+", help="shapes of the set to run (e.g. 'generic 10M')")
    ap.add_argument("--baseline", type=Path)
    ap.add_argument("--candidate", type=Path)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--self", nargs="+", type=Path, dest="itself", metavar="CAPTURE",
                    help="diff each capture against itself, in process and as whole processes")
    ap.add_argument("--against", type=Path, metavar="TREE",
                    help="with --self/--self-set: another checkout (main's) whose diff process runs in the same rounds")
    ap.add_argument("--self-set", action="store_true",
                    help="--self on every shape of the set in --dir (IREE and generic), tuned or held out")
    args = ap.parse_args()
    if args.self_set:
        tracy_diff.diff(*(2 * [REPO / "tests" / "data" / "synth_ks.tracy"]))  # imports and caches warm
        for shape, name, tuned in SELF_SET:
            if not (args.dir / name).exists():
                print(f"{shape}: {name} missing in {args.dir} (bench/make_capture_set.py makes it)")
                continue
            line = self_report(args.dir / name, args.repeat, args.against)
            print(f"{shape} ({'tuned' if tuned else 'held out'}) - {line}", flush=True)
        return 0
    if args.itself:
        tracy_diff.diff(*(2 * [REPO / "tests" / "data" / "synth_ks.tracy"]))  # imports and caches warm
        for path in args.itself:
            print(self_report(path, args.repeat, args.against), flush=True)
        return 0
    if args.set:
        pairs = []
        for shape, bases, cands in PAIRS:
            found = [next((args.dir / n for n in names if (args.dir / n).exists()), None) for names in (bases, cands)]
            if args.only and shape not in args.only:
                continue
            if None in found:
                print(f"{shape}: missing in {args.dir} (bench/make_capture_set.py makes it)")
                continue
            pairs.append((shape, *found))
    elif args.baseline and args.candidate:
        pairs = [("pair", args.baseline, args.candidate)]
    else:
        ap.error("give --set, or --baseline and --candidate")
    tracy_diff.diff(*(2 * [REPO / "tests" / "data" / "synth_ks.tracy"]))  # imports and caches warm
    for shape, base_path, cand_path in pairs:
        m = measure(base_path, cand_path, args.repeat)
        print(report(shape, base_path, cand_path, m), flush=True)
        print(f"{'':13} {base_path.name} vs {cand_path.name}; "
              + "; ".join(f"{name} {sec:.2f} s" for name, sec in m["steps"]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
