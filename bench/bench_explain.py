#!/usr/bin/env python3
"""What do IR explanations add to a diff's time?

    python bench/bench_explain.py [--rows 2000] [--rounds 5]

1. The shipped sample pair (baseline vs rope_fused_qk, captures loaded
   once): ``diff()`` without IR (``explain_ir=False``) and with the dumps
   beside the captures, in interleaved rounds; medians and their ratio.
2. A model-sized case: synthetic dumps of ``--rows`` functions per side
   (renamed copies of the shipped dumps, as ``bench_ir.py`` makes them; one
   candidate function in ten is another kernel, one baseline row in fifty
   is removed), paired row by row, through ``explain.attach`` (census
   deltas, normalized diffs and texts, fusion evidence for the removed
   rows), and the same with every row's diff and texts read afterwards
   (what computing them eagerly would cost). Prints the median seconds, their
   ratio and the peak memory.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import pandas as pd  # noqa: E402
from bench_ir import sample_executables  # noqa: E402

import tracy_diff  # noqa: E402
from tracy_diff.analysis.ir import explain  # noqa: E402

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped

SAMPLES = ROOT / "sample_captures"


def peak_mb() -> float:
    return int(next(ln for ln in open("/proc/self/status") if ln.startswith("VmHWM")).split()[1]) / 1024


def samples(rounds: int) -> None:
    base = tracy_diff.load(SAMPLES / "baseline.tracy")
    cand = tracy_diff.load(SAMPLES / "rope_fused_qk.tracy")
    times: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(rounds):
        for with_ir in (False, True):
            t = time.perf_counter()
            tracy_diff.diff(base, cand, explain_ir=with_ir)
            times[with_ir].append(time.perf_counter() - t)
    off, on = (statistics.median(times[k]) for k in (False, True))
    print(f"sample pair, diff() median of {rounds}: without IR {off * 1e3:.0f} ms, with IR {on * 1e3:.0f} ms "
          f"({on / off:.2f}x)")


def write_dumps(tmp: Path, rows: int) -> tuple[Path, Path]:
    """Two sources folders of ``rows`` executables each; candidate i is
    baseline i renamed, except every tenth, which is another kernel."""
    originals = sample_executables()
    symbol = re.compile(r"forward_bs1\$async")
    folders = tmp / "base.sources", tmp / "cand.sources"
    for f in folders:
        f.mkdir()
    for i in range(rows):
        src = originals[i % len(originals)]
        other = originals[(i + 1) % len(originals)] if i % 10 == 0 else src
        (folders[0] / f"module_{i}.mlir").write_text(symbol.sub(f"forward_bs1$async_c{i}", src))
        (folders[1] / f"module_{i}.mlir").write_text(symbol.sub(f"forward_bs1$async_c{i}", other))
    return folders


def rows_frame(base, cand) -> pd.DataFrame:
    """Dispatch rows pairing the k-th function of each side; every 50th removed."""
    b, c = sorted(base.sources.functions), sorted(cand.sources.functions)
    n = min(len(b), len(c))
    removed = [k % 50 == 1 for k in range(n)]
    return pd.DataFrame({
        "rank": range(1, n + 1), "section": "dispatch",
        "structure": ["removed" if r else "same" for r in removed],
        "baseline_names": [(b[k],) for k in range(n)],
        "candidate_names": [() if removed[k] else (c[k],) for k in range(n)],
        "fused_into": pd.array([None] * n, dtype="Int64"), "ir": [None] * n})


def model_sized(rows: int, rounds: int) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="bench-explain-"))
    try:
        folders = write_dumps(tmp, rows)
        mb = sum(f.stat().st_size for d in folders for f in d.iterdir()) / 1e6
        times: dict[str, list[float]] = {"load": [], "attach": [], "attach + every text": []}
        start_mb = peak_mb()
        for _ in range(rounds):
            for step in ("attach", "attach + every text"):
                t = time.perf_counter()
                inputs = explain.IrInputs.load(tmp / "base.tracy", tmp / "cand.tracy", *folders)
                frame = rows_frame(inputs.baseline, inputs.candidate)
                times["load"].append(time.perf_counter() - t)
                t = time.perf_counter()
                out, _ = explain.attach(frame, inputs)
                if step != "attach":  # what a renderer reading every row's diff and texts costs
                    sum(len(x.diff) + len(x.baseline_ir) + len(x.candidate_ir) for x in out["ir"] if x)
                times[step].append(time.perf_counter() - t)
        med = {k: statistics.median(v) for k, v in times.items()}
        have = int(out["ir"].notna().sum())
        print(f"{len(frame):,} dispatch rows ({have:,} with IR), dumps {mb:.1f} MB in all, median of {rounds} "
              f"interleaved rounds: loading both dumps {med['load']:.2f} s, attach {med['attach']:.2f} s, "
              f"attach and then every row's diff and texts {med['attach + every text']:.2f} s "
              f"({med['attach + every text'] / med['attach']:.1f}x); peak memory {peak_mb():.0f} MB "
              f"(from {start_mb:.0f})")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    samples(args.rounds)
    model_sized(args.rows, args.rounds)


if __name__ == "__main__":
    main()
