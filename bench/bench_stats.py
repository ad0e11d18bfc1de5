#!/usr/bin/env python3
"""How fast are ``stats.aggregate`` and ``csv_reader.read_csv`` on a big capture?

    python bench/bench_stats.py [CAPTURE.tracy] [--repeat N]

Without a capture it makes one with ``bench/make_big_capture.py`` (about
2.5 million zones; needs the IREE tools of sample_captures/requirements.txt)
or, failing that, repeats the zones of the reference ``mm.tracy`` 13 times.
Every figure is the best of ``--repeat`` runs, next to a plain pandas
equivalent timed in the same run, so the ratio means something on a busy
machine.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tracy_diff import load  # noqa: E402
from tracy_diff.analysis.aggregate import aggregate  # noqa: E402
from tracy_diff.io.csv_reader import read_csv  # noqa: E402

MM = ROOT.parent / "shared" / "captures" / "mm.tracy"


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def big_capture(tmp: Path, iterations: int):
    try:
        sys.path.insert(0, str(ROOT / "bench"))
        from make_big_capture import make_big_capture
        path = make_big_capture(tmp / "big.tracy", iterations=iterations, log=lambda *a: None)
        return load(path), f"make_big_capture({iterations})"
    except Exception as e:  # no IREE tools here: fall back to repeating mm.tracy
        print(f"(make_big_capture failed: {type(e).__name__}: {e}; repeating mm.tracy)")
    mm = load(MM)
    zones, parts = mm.zones, []
    for i in range(13):
        part = zones.copy()
        part["parent"] = np.where(part["parent"] >= 0, part["parent"] + i * len(zones), -1)
        parts.append(part)
    big = pd.concat(parts, ignore_index=True)
    big["name"] = big["name"].astype(zones["name"].dtype)
    return dataclasses.replace(mm, zones=big), "mm.tracy x 13"


def pandas_groupby(zones: pd.DataFrame, key: str) -> pd.DataFrame:
    span = zones["end_ns"] - zones["start_ns"]
    valid = (zones["end_ns"] >= 0) & (span > 0)
    return span[valid].groupby(zones[key][valid], observed=True).agg(
        ["sum", "count", "min", "max", "std"])


def write_unwrap_csv(capture, path: Path, broken_every: int = 0) -> int:
    """The capture's zones in csvexport ``-u`` form and order; every ``broken_every``-th
    name gets a comma, as C++ template names do."""
    zones = capture.zones
    span = zones["end_ns"] - zones["start_ns"]
    zones = zones[(zones["end_ns"] >= 0) & (span > 0)]
    # csvexport prints the zones of one srcloc after another
    zones = zones.iloc[np.argsort(zones["srcloc"].to_numpy(), kind="stable")]
    srcloc = capture.srclocs.loc[zones["srcloc"].to_numpy()]
    names = zones["name"].astype(str).to_numpy(object)
    if broken_every:
        names = names.copy()
        names[::broken_every] = [n + "<int, float>" for n in names[::broken_every]]
    columns = [names, srcloc["file"].to_numpy(object), srcloc["line"].to_numpy(),
               zones["start_ns"].to_numpy(), (zones["end_ns"] - zones["start_ns"]).to_numpy(),
               zones["thread"].to_numpy()]
    with open(path, "w", encoding="utf-8") as f:
        f.write("name,src_file,src_line,ns_since_start,exec_time_ns,thread,value\n")
        f.writelines(f"{a},{b},{c},{d},{e},{g},\n" for a, b, c, d, e, g in
                     zip(*(column.tolist() for column in columns)))
    return len(names)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("capture", nargs="?", help=".tracy file (default: make one)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=25000,
                        help="make_big_capture iterations (default 25000, ~2.5M zones)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="bench-stats-") as tmp:
        tmp = Path(tmp)
        if args.capture:
            capture, source = load(args.capture), args.capture
        else:
            capture, source = big_capture(tmp, args.iterations)
        zones = capture.zones
        print(f"capture: {source}: {len(zones):,} CPU zones, "
              f"{zones['name'].cat.categories.size:,} names, {len(capture.srclocs):,} srclocs")
        print(f"\n{'aggregate':34s} {'ours':>9s} {'pandas groupby':>15s} {'ratio':>6s}")
        for group_by in ("srcloc", "name"):
            reference = best(lambda g=group_by: pandas_groupby(zones, g), args.repeat)
            for self_time in (False, True):
                ours = best(lambda g=group_by, s=self_time: aggregate(capture, group_by=g, self_time=s),
                            args.repeat)
                label = f"group_by={group_by}" + (" self_time" if self_time else "")
                print(f"{label:34s} {ours * 1e3:7.1f}ms {reference * 1e3:13.1f}ms "
                      f"{ours / reference:6.2f}")

        print(f"\n{'read_csv (-u form)':34s} {'ours':>9s} {'pd.read_csv':>15s} {'ratio':>6s}")
        for broken in (0, 100):
            path = tmp / f"unwrap_{broken}.csv"
            rows = write_unwrap_csv(capture, path, broken)
            reference = best(lambda p=path: pd.read_csv(p, keep_default_na=False, on_bad_lines="skip"), args.repeat)
            ours = best(lambda p=path: read_csv(p), args.repeat)
            label = f"{rows:,} rows" + (f", 1 in {broken} name with ','" if broken else "")
            print(f"{label:34s} {ours:8.2f}s {reference:14.2f}s {ours / reference:6.2f}"
                  f"   ({rows / ours / 1e6:.2f} M rows/s, {path.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
