#!/usr/bin/env python3
"""Whole-process speed and peak memory of reading captures, next to Tracy's csvexport.

    python bench/make_capture_set.py            # once: the capture set, into bench/out/
    python bench/bench_load.py [CAPTURE ...] [--rounds 5] [--csvexport PATH] [--tweaks]

Every figure is a fresh process, run in interleaved rounds (each round runs every
command once, in turn), so the ratios hold on a busy machine; the median of the
rounds is printed, with peak RSS and CPU time (user + system) from ``wait4``:
on a machine shared with other work, CPU time is the steadier figure. Commands:

* ``csvexport CAPTURE`` (Tracy 0.11.2's tracy-csvexport, aggregate output): the reference;
* ``load CAPTURE``: ``tracy_diff.load()`` timed inside its process (imports
  excluded), the figure the in-process target compares with csvexport's whole run;
* ``python -m tracy_diff stats CAPTURE``;
* with ``--tweaks``, the same stats run with the process tweaks the CLI once made and
  no longer does (GIL switch interval, glibc mallopt, os._exit at the end;
  OPENBLAS_NUM_THREADS=1 is kept: tracy_diff/__init__.py sets it by default);
* ``python -m tracy_diff A B`` for the first two captures (the 2.5M-zone pair) and
  for the README's sample pair.

Targets (issue #25): ``load()`` in-process within 1.0x of csvexport's whole
run and peak RSS within 1.5x at every size, whole-process stats within 1.5x at
10M zones; (issue #13) stats within 1.5x of csvexport at ~2.5M zones, 10M zones no more than 4.5x the 2.5M
time, the 2.5M pair's diff within 2.5x of one csvexport run, the sample pair's
diff under 1.0 s. Without csvexport only tracy-diff's figures are printed.
"""

from __future__ import annotations

import argparse
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
#: ``load()`` timed inside the process: prints its seconds.
LOAD = ("import sys, time, tracy_diff; t = time.perf_counter(); c = tracy_diff.load(sys.argv[1]); "
        "c.zones, c.gpu_zones, c.frames; print(time.perf_counter() - t)")
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


def timed(argv: list[str]) -> tuple[float, int, float]:
    """Wall seconds, peak RSS (bytes) and CPU seconds of a child process that must succeed
    (for ``LOAD``, the seconds it prints)."""
    start = time.perf_counter()
    inner = LOAD in argv
    child = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE if inner else subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
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


def commands(captures: list[Path], csvexport: str | None, tweaks: bool) -> dict[str, list[str]]:
    py = [sys.executable]
    cmds: dict[str, list[str]] = {}
    for c in captures:
        if csvexport:
            cmds[f"csvexport {c.stem}"] = [csvexport, str(c)]
        cmds[f"load {c.stem}"] = py + ["-c", LOAD, str(c)]
        cmds[f"stats {c.stem}"] = py + ["-m", "tracy_diff", "stats", str(c)]
        if tweaks:
            cmds[f"stats+tweaks {c.stem}"] = py + ["-c", TWEAKED, "stats", str(c)]
    if len(captures) >= 2:
        cmds[f"diff {captures[0].stem} {captures[1].stem}"] = py + ["-m", "tracy_diff", *map(str, captures[:2])]
    if all(p.exists() for p in SAMPLE_PAIR):
        cmds["diff sample pair"] = py + ["-m", "tracy_diff", *map(str, SAMPLE_PAIR)]
    return cmds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("captures", nargs="*", type=Path,
                    help=f"captures (default: bench/out/{{{','.join(SET)}}}.tracy)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--csvexport", default=str(CSVEXPORT) if CSVEXPORT.exists() else None,
                    help="tracy-csvexport binary (default: ../shared/tools/tracy-0.11.2/csvexport when present)")
    ap.add_argument("--tweaks", action="store_true", help="also time stats with the old process tweaks")
    args = ap.parse_args(argv)
    captures = args.captures or [OUT / f"{n}.tracy" for n in SET if (OUT / f"{n}.tracy").exists()]
    if not captures:
        sys.exit("no captures: run bench/make_capture_set.py first, or name some")
    csvexport = args.csvexport if args.csvexport and shutil.which(args.csvexport) else None
    if args.csvexport and not csvexport:
        print(f"note: {args.csvexport} not found or not runnable; tracy-diff figures only")
    cmds = commands(captures, csvexport, args.tweaks)
    for argv_ in cmds.values():  # warm the page cache and the bytecode caches
        timed(argv_)
    runs: dict[str, list[tuple[float, int, float]]] = {name: [] for name in cmds}
    for r in range(args.rounds):
        for name, argv_ in cmds.items():
            runs[name].append(timed(argv_))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    med = {name: tuple(statistics.median(r[k] for r in v) for k in range(3)) for name, v in runs.items()}
    report(captures, med, csvexport is not None, args.tweaks, args.rounds)
    return 0


def report(captures: list[Path], med: dict, have_csv: bool, tweaks: bool, rounds: int) -> None:
    print(f"\nmedian of {rounds} interleaved rounds, whole processes")
    print(f"{'command':42} {'seconds':>8} {'peak RSS':>9} {'CPU s':>6} {'x csvexport':>11} "
          f"{'RSS x':>6} {'CPU x':>6}")
    for name, (s, m, cpu) in med.items():
        ref = None
        stem = name.split()[-1] if name.startswith(("stats", "load")) else None
        if have_csv:
            if stem:
                ref = med.get(f"csvexport {stem}")
            elif name.startswith("diff") and "sample" not in name:
                ref = med.get(f"csvexport {captures[0].stem}")
        ratio = f"{s / ref[0]:.2f}x" if ref else ""
        rss = f"{m / ref[1]:.2f}x" if ref and stem else ""
        cpu_ratio = f"{cpu / ref[2]:.2f}x" if ref else ""
        print(f"{name:42} {s:8.3f} {m / 2**20:7.0f} MB {cpu:6.2f} {ratio:>11} {rss:>6} {cpu_ratio:>6}")
    names = [c.stem for c in captures]
    if "regular" in names and "big10m" in names:
        print(f"\nlinearity: stats big10m / stats regular = "
              f"{med['stats big10m'][0] / med['stats regular'][0]:.2f}x wall, "
              f"{med['stats big10m'][2] / med['stats regular'][2]:.2f}x CPU (target <= 4.5x)")
    if tweaks:
        for c in names:
            print(f"tweaks on {c}: {med[f'stats+tweaks {c}'][0] / med[f'stats {c}'][0]:.3f}x the time, "
                  f"{med[f'stats+tweaks {c}'][2] / med[f'stats {c}'][2]:.3f}x the CPU without")


if __name__ == "__main__":
    sys.exit(main())
