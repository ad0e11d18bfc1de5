#!/usr/bin/env python3
"""Make the benchmark capture set: four structurally different real IREE CPU captures.

    python bench/make_capture_set.py [--out bench/out] [--only NAME ...]

* ``regular``   -- bench/make_big_capture.py's tiny matmul chain, ~2.4M zones, sampling off:
                   every iteration's subtree is the same.
* ``irregular`` -- the same chain at 256x256, ~2.5M zones: each dispatch is split into many
                   tiles shared by 2 workers, so the worker chunks differ from call to call.
* ``sampling``  -- 512x512 with call-stack sampling on (20 MB or more, most of it samples).
* ``big10m``    -- the tiny chain for 10M zones, to check that time grows linearly.
* ``regular_b``, ``big10m_b`` -- second runs (a few iterations fewer) for
                   bench/bench_diff.py's IREE pairs.
* ``threads10m``, ``deep10m``, ``frames10m``, ``long10m`` -- generic (non-IREE)
                   captures of 10M zones, one per shape of bench/generic_shapes.cpp
                   (many threads, deep nesting, many frames, few long zones),
                   recorded by bench/make_generic_capture.py with Tracy's capture.

Needs sample_captures/requirements.txt (IREE 3.13).  Outputs are not committed
(bench/out/ is gitignored); bench/bench_load.py reads them from there.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_big_capture import make_big_capture, mc  # noqa: E402

# name -> (iterations, matrix size, sampling)
CAPTURE_SET = {
    "regular": (13000, 16, False),
    "irregular": (13000, 256, False),
    "sampling": (16000, 512, True),
    "big10m": (55000, 16, False),
    "regular_b": (12000, 16, False),
    "big10m_b": (52000, 16, False),
}
#: name -> (shape of bench/generic_shapes.cpp, zones)
GENERIC_SET = {f"{shape}10m": (shape, 10_000_000) for shape in ("threads", "deep", "frames", "long")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "out")
    ap.add_argument("--only", nargs="+", choices=sorted(CAPTURE_SET) + sorted(GENERIC_SET),
                    default=list(CAPTURE_SET) + list(GENERIC_SET))
    args = ap.parse_args(argv)
    for name in args.only:
        if name in GENERIC_SET:
            from make_generic_capture import record
            try:
                record(args.out / f"{name}.tracy", *GENERIC_SET[name])
            except (RuntimeError, OSError) as e:
                print(f"error: {name}: {e}", file=sys.stderr)
                return 2
            print(f"{name}: recorded", flush=True)
            continue
        iterations, n, sampling = CAPTURE_SET[name]
        t0 = time.monotonic()
        try:
            make_big_capture(args.out / f"{name}.tracy", iterations, n=n, sampling=sampling, timeout=1800)
        except (mc.SetupError, RuntimeError) as e:
            print(f"error: {name}: {e}", file=sys.stderr)
            return 2
        print(f"{name}: done in {time.monotonic() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
