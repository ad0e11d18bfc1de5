#!/usr/bin/env python3
"""How fast, and in how much memory, are IREE source dumps indexed and counted?

    python bench/bench_ir.py [--mb 50] [--rounds 5]

Makes a synthetic sources dump of about ``--mb`` MB from the real dumps
shipped beside the sample captures (``sample_captures/*.sources``), each
copy's symbols renamed so every function is distinct, in two shapes: one
file per executable (what iree-compile writes) and 20 big files. Then, for
each shape, in interleaved rounds, each step in a fresh process:

* ``read``: reading every file's bytes and decoding them (the floor);
* ``index``: ``load_sources`` (find every dispatch function);
* ``census``: ``load_sources`` plus ``census`` and ``fingerprint`` of every
  function.

Prints the median seconds per step, its ratio to ``read`` (stable on a busy
machine) and the peak resident memory of the process (and, for scale, that
of the interpreter with the modules imported, before the step). Target (issue #15): a 50 MB dump indexes in
under a second and a few hundred MB.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "sample_captures"
#: What each step of the benchmark counts.
UNITS = {"read": "bytes", "index": "functions"}

STEP = r"""
import json, sys, time
from pathlib import Path
sys.path.insert(0, {root!r})
from tracy_diff.analysis.ir.sources import load_sources
from tracy_diff.analysis.ir.census import census, fingerprint
folder, step = Path({folder!r}), {step!r}
def peak_kb():  # VmHWM: this program's own peak (ru_maxrss would count the parent's before exec)
    return int(next(ln for ln in open("/proc/self/status") if ln.startswith("VmHWM")).split()[1])
rss0 = peak_kb()
t = time.perf_counter()
if step == "read":
    n = sum(len(f.read_bytes().decode("utf-8", "replace")) for f in folder.iterdir())
else:
    src = load_sources(folder)
    n = len(src.functions)
    if step == "census":
        n = len({{fingerprint(census(f.text)) for f in src.functions.values()}})
seconds = time.perf_counter() - t
rss = peak_kb()
print(json.dumps({{"seconds": seconds, "mb": rss / 1024, "start_mb": rss0 / 1024, "n": n}}))
"""


def sample_executables() -> list[str]:
    """The distinct executable files of the shipped sources dumps."""
    texts = {f.read_text() for f in sorted(SAMPLES.glob("*.sources/*.mlir"))}
    if not texts:
        sys.exit("no sample_captures/*.sources dumps (run make_captures.py --sources-only)")
    return sorted(texts)


def make_dump(folder: Path, mb: float, files: int | None) -> tuple[int, int]:
    """Write ~mb MB of renamed copies; ``files``: that many files, else one per executable.
    Returns (bytes, executables)."""
    folder.mkdir(parents=True)
    originals = sample_executables()
    symbol = re.compile(r"forward_bs1\$async")
    target, size, copies = mb * 1e6, 0, []
    while size < target:
        text = symbol.sub(f"forward_bs1$async_c{len(copies)}", originals[len(copies) % len(originals)])
        copies.append(text)
        size += len(text)
    if files is None:
        for i, text in enumerate(copies):
            (folder / f"module_{i}.mlir").write_text(text)
    else:
        for k in range(files):
            (folder / f"module_part{k}.mlir").write_text("\n".join(copies[k::files]))
    return size, len(copies)


def run_step(folder: Path, step: str) -> dict:
    code = STEP.format(root=str(ROOT), folder=str(folder), step=step)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, default=50)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-ir-"))
    try:
        shapes = {}
        for label, files in (("one file per executable", None), ("20 big files", 20)):
            folder = tmp / label.replace(" ", "_")
            size, n = make_dump(folder, args.mb, files)
            shapes[label] = folder
            print(f"{label}: {size / 1e6:.1f} MB, {n:,} executables")
        steps = ("read", "index", "census")
        results = {(s, st): [] for s in shapes for st in steps}
        for _ in range(args.rounds):
            for label, folder in shapes.items():
                for st in steps:
                    results[label, st].append(run_step(folder, st))
        for label in shapes:
            print(f"\n{label} (median of {args.rounds} rounds, each in a fresh process)")
            floor = statistics.median(r["seconds"] for r in results[label, "read"])
            for st in steps:
                rs = results[label, st]
                sec = statistics.median(r["seconds"] for r in rs)
                mem = statistics.median(r["mb"] for r in rs)
                start = statistics.median(r["start_mb"] for r in rs)
                print(f"  {st:7} {sec:6.3f} s  {sec / floor:5.1f}x read  peak {mem:4.0f} MB (from {start:.0f})  "
                      f"({rs[0]['n']:,} {UNITS.get(st, 'fingerprints')})")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
