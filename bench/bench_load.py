#!/usr/bin/env python3
"""Whole-process speed and peak memory of reading captures, next to Tracy's csvexport.

    python bench/make_capture_set.py            # once: the capture set, into bench/out/
    python bench/bench_load.py [CAPTURE ...] [--dir DIR] [--rounds 5] [--compare REF]
                               [--commands csvexport,load,stats,diff] [--phases] [--tweaks]

Every figure is a fresh process, run in interleaved rounds (each round runs every
command once, in turn), so the ratios hold on a busy machine; the median of the
rounds is printed, with peak RSS and CPU time (user + system, all threads) from
``wait4``: on a machine shared with other work, CPU time is the steadier figure.
The processes run with Python's bytecode caches, as an installed tracy-diff does
(``PYTHONDONTWRITEBYTECODE``, where it is set, is left out of their environment:
else every process compiles tracy_diff's sources again, 15-20 ms of every
``load()``). Commands:

* ``csvexport CAPTURE`` (Tracy 0.11.2's tracy-csvexport, aggregate output): the reference;
* ``load CAPTURE``: ``tracy_diff.load()`` timed inside its process (the interpreter
  with numpy and pandas loaded first, after tracy_diff, whose environment defaults
  for numpy then hold: the floor issue #25 accepts; the reader's own modules load
  inside), the figure the in-process target compares with csvexport's whole run;
* ``stats CAPTURE``: ``python -m tracy_diff stats CAPTURE``;
* ``diff A B`` for the first two captures and for the README's sample pair;
* with ``--compare REF`` (a commit, e.g. ``main``), ``load`` and ``stats`` once more
  with that commit's tracy_diff (a pristine worktree with its C walk built, made
  once under the temp folder), in the same rounds: today's figures beside this tree's;
* with ``--tweaks``, stats with the process tweaks the CLI once made and no longer
  does (GIL switch interval, glibc mallopt, os._exit at the end).

``--phases`` then times, in one process per capture, where ``stats`` spends its
time: parsing (the walks, and the part of it spent waiting for decompression),
building the tables, aggregating and rendering, each with its CPU time.

Targets (issue #25): ``load()`` in-process within 1.0x of csvexport's whole
run and peak RSS of ``stats`` within 1.5x at every size, whole-process stats
within 1.5x at 10M zones; (issue #13) the 2.5M pair's diff within 2.5x of one
csvexport run, the sample pair's diff under 1.0 s. Without csvexport only
tracy-diff's figures are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
SET = ("regular", "irregular", "sampling", "big10m", "generic2m5_a", "generic10m_a")
COMMANDS = ("csvexport", "load", "stats", "diff")
#: ``load()`` timed inside the process: prints its seconds.
LOAD = ("import os; os.environ.setdefault('OPENBLAS_NUM_THREADS', '1'); "
        "os.environ.setdefault('NUMPY_MADVISE_HUGEPAGE', '0'); "  # as the command sets them (tracy_diff.entry)
        "import sys, time, tracy_diff, numpy, pandas; load = tracy_diff.load; t = time.perf_counter(); "
        "c = load(sys.argv[1]); c.zones, c.gpu_zones, c.frames; print(time.perf_counter() - t)")
CSVEXPORT = ROOT.parent / "shared" / "tools" / "tracy-0.11.2" / "csvexport"
SAMPLE_PAIR = [ROOT / "sample_captures" / "baseline.tracy", ROOT / "sample_captures" / "rope_fused_qk.tracy"]

TWEAKED = r"""
import ctypes, os, sys
sys.setswitchinterval(0.0002)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
mallopt = ctypes.CDLL(None).mallopt
mallopt(-3, 32 << 20); mallopt(-1, 1 << 30); mallopt(-8, 1)
from tracy_diff.cli import main
code = main(sys.argv[1:]); sys.stdout.flush(); os._exit(code)
"""

#: One ``stats`` run, phase by phase, in this process (``--phases``); prints JSON.
PHASES = r"""
import time
marks = []
def mark(name):
    marks.append((name, time.perf_counter(), time.thread_time(), time.process_time()))
mark("begin")
import json, os, sys, threading
# What the command sets for its process before numpy loads (tracy_diff.entry; older trees set it on import)
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")
import tracy_diff, numpy
from tracy_diff.io import container, tracy_reader
try:
    from tracy_diff.io.loader import load_columns as read  # as the CLI's stats reads: numpy columns
except ImportError:  # a tree from before CaptureColumns: stats read a Capture, pandas loaded
    import pandas
    read = tracy_diff.load
from tracy_diff.analysis.aggregate import aggregate
from tracy_diff.report.stats import render_stats
mark("imports")
waited = [0.0]
wait = container.Payload.wait
def timed_wait(self, *args, **kw):
    t = time.perf_counter()
    try:
        return wait(self, *args, **kw)
    finally:
        waited[0] += time.perf_counter() - t
container.Payload.wait = timed_wait
try:  # the tables, once parsed: a module of their own, else a method of the parser (older trees)
    from tracy_diff.io import tracy_tables as owner
    step = "record"
except ImportError:
    owner = tracy_reader._Parser
    step = "record" if hasattr(owner, "record") else "capture"
tables = getattr(owner, step)
def timed_tables(*args):
    mark("parse")
    return tables(*args)
setattr(owner, step, timed_tables)
c = read(sys.argv[1])
mark("tables")
table = aggregate(c, group_by="name")
mark("aggregate")
text = render_stats(table, "table", c)
mark("render")
out = {"zones": len(c.zones), "waited": waited[0], "phases": [], "elapsed": marks[-1][1] - marks[0][1]}
for (_, t0, th0, p0), (name, t1, th1, p1) in zip(marks, marks[1:]):
    out["phases"].append([name, t1 - t0, th1 - th0, p1 - p0])
print(json.dumps(out))
"""


#: The children's environment: bytecode caches written and used (see the module doc).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(argv: list[str], cwd: Path = ROOT) -> tuple[float, int, float]:
    """Wall seconds, peak RSS (bytes) and CPU seconds of a child process that must succeed
    (for ``LOAD``, the seconds it prints)."""
    start = time.perf_counter()
    inner = LOAD in argv
    child = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE if inner else subprocess.DEVNULL,
                             stderr=subprocess.PIPE, env=ENV)
    printed = child.stdout.read().decode() if inner and child.stdout else ""
    _, status, usage = os.wait4(child.pid, 0)
    seconds = float(printed) if inner and printed.strip() else time.perf_counter() - start
    error = child.stderr.read().decode()
    child.stderr.close()
    if child.stdout:
        child.stdout.close()
    if os.waitstatus_to_exitcode(status):
        sys.exit(f"{' '.join(map(str, argv))} failed: {error.strip()[-500:]}")
    return seconds, usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime


def commands(captures: list[Path], csvexport: str | None, wanted: set[str], tweaks: bool,
             trees: dict[str, Path]) -> dict[str, tuple[list[str], Path]]:
    """Each command's name, argv and working folder (a tree's own tracy_diff is the
    one its folder holds: ``-c`` and ``-m`` put the working folder first on the path)."""
    py = [sys.executable]
    cmds: dict[str, tuple[list[str], Path]] = {}
    for c in captures:
        if csvexport and "csvexport" in wanted:
            cmds[f"csvexport {c.stem}"] = ([csvexport, str(c)], ROOT)
        for label, tree in trees.items():
            prefix = f"{label} " if label else ""
            if "load" in wanted:
                cmds[f"{prefix}load {c.stem}"] = (py + ["-c", LOAD, str(c)], tree)
            if "stats" in wanted:
                cmds[f"{prefix}stats {c.stem}"] = (py + ["-m", "tracy_diff", "stats", str(c)], tree)
        if tweaks:
            cmds[f"stats+tweaks {c.stem}"] = (py + ["-c", TWEAKED, "stats", str(c)], ROOT)
    if "diff" in wanted:
        if len(captures) >= 2:
            cmds[f"diff {captures[0].stem} {captures[1].stem}"] = (
                py + ["-m", "tracy_diff", *map(str, captures[:2])], ROOT)
        if all(p.exists() for p in SAMPLE_PAIR):
            cmds["diff sample pair"] = (py + ["-m", "tracy_diff", *map(str, SAMPLE_PAIR)], ROOT)
    return cmds


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("captures", nargs="*", type=Path,
                    help=f"captures (default: DIR/{{{','.join(SET)}}}.tracy, those that exist)")
    ap.add_argument("--dir", type=Path, default=OUT, help="where the capture set is (default bench/out)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--csvexport", default=str(CSVEXPORT) if CSVEXPORT.exists() else None,
                    help="tracy-csvexport binary (default: ../shared/tools/tracy-0.11.2/csvexport when present)")
    ap.add_argument("--compare", metavar="REF", help="also time load and stats with commit REF's tracy_diff")
    ap.add_argument("--commands", default=",".join(COMMANDS),
                    help=f"which commands to time (default {','.join(COMMANDS)})")
    ap.add_argument("--phases", action="store_true", help="also time stats phase by phase, per capture")
    ap.add_argument("--tweaks", action="store_true", help="also time stats with the old process tweaks")
    args = ap.parse_args(argv)
    captures = args.captures or [args.dir / f"{n}.tracy" for n in SET if (args.dir / f"{n}.tracy").exists()]
    if not captures:
        sys.exit("no captures: run bench/make_capture_set.py first, or name some")
    wanted = set(args.commands.split(","))
    if wanted - set(COMMANDS):
        sys.exit(f"--commands: unknown {', '.join(sorted(wanted - set(COMMANDS)))}")
    csvexport = args.csvexport if args.csvexport and shutil.which(args.csvexport) else None
    if args.csvexport and not csvexport:
        print(f"note: {args.csvexport} not found or not runnable; tracy-diff figures only")
    trees = {"": ROOT}
    if args.compare:
        sys.path.insert(0, str(ROOT / "bench"))
        from bench_calibration import old_tree

        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", args.compare],
                                capture_output=True, text=True, check=True).stdout.strip()
        trees[args.compare] = old_tree(commit)
        print(f"{args.compare} is {commit}, in {trees[args.compare]}")
    this = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip()
    print(f"this tree: {this}{' (with changes)' if _dirty() else ''}; load average before: {load_average()}"
          f"{'; PYTHONDONTWRITEBYTECODE left out' if len(ENV) < len(os.environ) else ''}")
    cmds = commands(captures, csvexport, wanted, args.tweaks, trees)
    for argv_, cwd in cmds.values():  # warm the page cache and the bytecode caches
        timed(argv_, cwd)
    runs: dict[str, list[tuple[float, int, float]]] = {name: [] for name in cmds}
    for r in range(args.rounds):
        for name, (argv_, cwd) in cmds.items():
            runs[name].append(timed(argv_, cwd))
        print(f"round {r + 1}/{args.rounds} done (load average {load_average()})", file=sys.stderr, flush=True)
    med = {name: tuple(statistics.median(r[k] for r in v) for k in range(3)) for name, v in runs.items()}
    report(captures, med, csvexport is not None, args.tweaks, args.rounds, args.compare)
    if args.phases:
        phases(captures, trees)
    print(f"\nload average after: {load_average()}")
    return 0


def _dirty() -> bool:
    return bool(subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True).stdout.strip())


def report(captures: list[Path], med: dict, have_csv: bool, tweaks: bool, rounds: int,
           compare: str | None) -> None:
    print(f"\nmedian of {rounds} interleaved rounds, whole processes (load: load() inside its process)")
    print(f"{'command':44} {'seconds':>8} {'peak RSS':>9} {'CPU s':>6} {'x csvexport':>11} "
          f"{'RSS x':>6} {'CPU x':>6}")
    for name, (s, m, cpu) in med.items():
        ref = None
        words = name.split()
        stem = words[-1] if "load" in words or "stats" in words or "stats+tweaks" in words else None
        if have_csv:
            if stem:
                ref = med.get(f"csvexport {stem}")
            elif name.startswith("diff") and "sample" not in name:
                ref = med.get(f"csvexport {captures[0].stem}")
        ratio = f"{s / ref[0]:.2f}x" if ref else ""
        rss = f"{m / ref[1]:.2f}x" if ref and stem else ""
        cpu_ratio = f"{cpu / ref[2]:.2f}x" if ref else ""
        print(f"{name:44} {s:8.3f} {m / 2**20:7.0f} MB {cpu:6.2f} {ratio:>11} {rss:>6} {cpu_ratio:>6}")
    if compare:
        print(f"\nthis tree against {compare}: seconds, peak RSS and CPU as ratios (below 1: this tree is better)")
        for name, (s, m, cpu) in med.items():
            other = med.get(f"{compare} {name}")
            if other:
                print(f"  {name:40} {s / other[0]:.2f}x time {m / other[1]:.2f}x RSS {cpu / other[2]:.2f}x CPU")
    if tweaks:
        for c in (c.stem for c in captures):
            print(f"tweaks on {c}: {med[f'stats+tweaks {c}'][0] / med[f'stats {c}'][0]:.3f}x the time, "
                  f"{med[f'stats+tweaks {c}'][2] / med[f'stats {c}'][2]:.3f}x the CPU without")


def phases(captures: list[Path], trees: dict[str, Path]) -> None:
    """Where ``stats`` spends its time, one process per capture and tree (median of 3)."""
    print("\nstats phase by phase (one process each, median of 3): wall s / CPU s of the "
          "main thread / CPU s of the process (all threads); startup: the interpreter up to "
          "the first line (`python -c pass`); teardown: from the last line to the process's end")
    startup = statistics.median(timed([sys.executable, "-c", "pass"])[0] for _ in range(5))
    for c in captures:
        for label, tree in trees.items():
            outs = []
            for _ in range(3):
                start = time.perf_counter()
                done = subprocess.run([sys.executable, "-c", PHASES, str(c)], cwd=tree, capture_output=True,
                                      text=True, check=False, env=ENV)
                wall = time.perf_counter() - start
                if done.returncode:
                    print(f"  {label or 'this tree'} {c.stem}: failed: {done.stderr.strip()[-300:]}")
                    break
                outs.append(json.loads(done.stdout) | {"wall": wall})
            if not outs:
                continue
            total = sorted(outs, key=lambda o: o["wall"])[len(outs) // 2]
            parts = "  ".join(f"{n} {w:.3f}/{th:.3f}/{p:.3f}" for n, w, th, p in total["phases"])
            print(f"  {(label + ' ') if label else ''}{c.stem} ({total['zones']:,} zones): whole "
                  f"{total['wall']:.3f}: startup {startup:.3f}  {parts}  teardown "
                  f"{total['wall'] - startup - total['elapsed']:.3f}; waiting for decompression in parse "
                  f"{total['waited']:.3f}")


if __name__ == "__main__":
    sys.exit(main())
