#!/usr/bin/env python3
"""How fast is an assembly dump counted?

    python bench/bench_isa.py [--rounds 7] [FILE ...]

For every shipped ``.rocmasm`` and ``.s`` (sample_captures/isa/*/*/ and
sample_captures/*.intermediates/; or the FILEs given), in interleaved
rounds: ``read`` (the file's bytes decoded: the floor) and ``census``
(``read_file``: parse, loops, metadata, every kernel's census). Prints per
file its size, the median seconds of each, the ratio census / read
(stable on a busy machine) and MB/s. Target (issue 32): a 1.6 MB
``.rocmasm`` counted in under 0.5 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tracy_diff.analysis.ir.isa import read_file  # noqa: E402

SAMPLES = ROOT / "sample_captures"
TARGET_S = 0.5


def _files() -> list[Path]:
    found = [*SAMPLES.glob("isa/*/*/*.rocmasm"), *SAMPLES.glob("*.intermediates/*.s")]
    return sorted(found, key=lambda p: p.stat().st_size)


def _read(path: Path) -> float:
    t0 = time.perf_counter()
    path.read_bytes().decode("utf-8", errors="replace")
    return time.perf_counter() - t0


def _census(path: Path) -> float:
    t0 = time.perf_counter()
    read_file(path)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--rounds", type=int, default=7)
    a = ap.parse_args(argv)
    files = a.files or _files()
    times: dict[Path, dict[str, list[float]]] = {f: {"read": [], "census": []} for f in files}
    for _ in range(a.rounds):
        for f in files:
            times[f]["read"].append(_read(f))
            times[f]["census"].append(_census(f))
    print(f"{'file':<58} {'bytes':>10} {'read s':>8} {'census s':>9} {'ratio':>6} {'MB/s':>6}")
    worst = 0.0
    for f in files:
        size = f.stat().st_size
        r, c = statistics.median(times[f]["read"]), statistics.median(times[f]["census"])
        worst = max(worst, c / max(size, 1) * 1.6e6)
        folder = f.parent.relative_to(SAMPLES) if f.is_relative_to(SAMPLES) else f.parent
        name = f"{folder}/*{f.suffix}"
        print(f"{name[-58:]:<58} {size:>10,} {r:>8.4f} {c:>9.4f} {c / r:>6.0f} {size / c / 1e6:>6.1f}")
    print(f"slowest rate scaled to 1.6 MB: {worst:.3f} s (target < {TARGET_S} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
