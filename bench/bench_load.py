#!/usr/bin/env python3
"""How fast is the native .tracy reader next to plain zstd decompression?

    python bench/bench_load.py [CAPTURE.tracy] [--iterations N] [--repeat N] [--profile]

Without a capture it makes a ~2.5 million zone one with
``bench/make_big_capture.py`` into ``bench/out/`` (kept for the next run;
needs the IREE tools of sample_captures/requirements.txt).

Measured side by side in each round, so the ratios hold on a busy machine
(figures are medians over ``--repeat`` rounds):

* decompress-only: read the file and zstd/LZ4-decompress every block, in
  one thread (python-zstandard / lz4, the minimum any Python reader pays),
  in-process and as a fresh ``python`` process; for context also a process
  that keeps the payload it decompresses, as a reader must (the difference
  is the cost of fresh memory on this machine), and one that first imports
  numpy and keeps the payload in a numpy array: the floor of any reader
  built on numpy, before it has parsed a byte (and, to compare, a process
  that only imports numpy);
* load: ``read_tracy`` in-process, with where its time goes;
* stats: ``python -m tracy_diff stats CAPTURE`` as a process (imports,
  load, aggregate, render), with its peak RSS and CPU time (user, and system:
  mostly the kernel zeroing fresh pages) from ``wait4``, and the same parts
  timed inside another fresh process.

The target from the issue: the stats command within 2x of decompress-only,
peak RSS under 1 GiB.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tracy_diff.io import tracy_reader  # noqa: E402
from tracy_diff.render_stats import render_stats  # noqa: E402
from tracy_diff.stats import aggregate  # noqa: E402
from tracy_diff.io.container import Payload, read_header  # noqa: E402

DECOMPRESS_ONLY = r"""
import struct, sys
def decompress(path, keep=None):
    data = open(path, "rb").read()
    if data[:4] == b"tr\xfdP":
        kind, streams, pos = data[4], data[5], 6
    else:
        kind, streams, pos = (0 if data[:4] == b"tlZ\x04" else 1), 1, 4
    blocks = []
    while pos < len(data):
        (size,) = struct.unpack_from("<I", data, pos)
        blocks.append((pos + 4, size))
        pos += 4 + size
    if kind == 1:
        import zstandard
        decoders = [zstandard.ZstdDecompressor().decompressobj() for _ in range(streams)]
    else:
        import lz4.block
        previous = [b""] * streams
    payload = None if keep is None else keep(len(blocks) * 65536)
    total = 0
    for i, (pos, size) in enumerate(blocks):
        block = data[pos: pos + size]
        if kind == 1:
            out = decoders[i % streams].decompress(block)
        else:
            out = lz4.block.decompress(block, uncompressed_size=65536, dict=previous[i % streams])
            previous[i % streams] = out
        if payload is not None:
            payload[total: total + len(out)] = out
        total += len(out)
    return total
if __name__ == "__main__":
    keep = None
    if sys.argv[2:] == ["keep"]:
        keep = lambda size: bytearray()
    elif sys.argv[2:] == ["numpy"]:  # the floor of a numpy reader, set up as the CLI is
        from tracy_diff.cli import _set_up_process
        _set_up_process()
        import numpy
        keep = lambda size: memoryview(numpy.empty(size, numpy.uint8))
    print(decompress(sys.argv[1], keep))
"""

namespace: dict = {}
exec(DECOMPRESS_ONLY.replace('if __name__ == "__main__"', "if False"), namespace)
decompress_only = namespace["decompress"]


# The stats command's parts, timed inside one fresh process set up as the
# command sets itself up.
STATS_PARTS = r"""
import sys, time
t0 = time.perf_counter()
from tracy_diff import cli
cli._set_up_process()
from tracy_diff.io import tracy_reader
from tracy_diff.render_stats import render_stats
from tracy_diff.stats import aggregate
t1 = time.perf_counter()
capture = tracy_reader.read_tracy(sys.argv[1])
t2 = time.perf_counter()
table = aggregate(capture)
render_stats(table, "table", capture)
t3 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2)
"""


def stats_parts(path: str) -> tuple[float, float, float]:
    """Imports, load and aggregate + render, timed inside a fresh process."""
    out = subprocess.run([sys.executable, "-c", STATS_PARTS, path], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    return tuple(float(x) for x in out.split())


def timed_process(argv: list[str]) -> tuple[float, int, float, float]:
    """Wall seconds, peak RSS (bytes), user and system CPU seconds of a child
    process that must succeed."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    error = child.stderr.read().decode()
    child.stderr.close()
    if os.waitstatus_to_exitcode(status):
        sys.exit(f"{' '.join(argv[:3])} ... failed: {error}")
    return seconds, usage.ru_maxrss * 1024, usage.ru_utime, usage.ru_stime


class Phases:
    """Where ``read_tracy`` spends its time: waiting for decompression (also
    when the walk catches up with it), walking timelines (timeline.walk,
    without its waits), other parsing, building tables."""

    def __init__(self):
        self.wait = self.walk = 0.0
        self._wait, self._walk = Payload.wait, tracy_reader.walk

    def __enter__(self):
        phases = self

        def wait(payload, end):
            t = time.perf_counter()
            try:
                return phases._wait(payload, end)
            finally:
                phases.wait += time.perf_counter() - t

        def walk(*args):
            t, waited = time.perf_counter(), phases.wait
            try:
                return phases._walk(*args)
            finally:
                phases.walk += time.perf_counter() - t - (phases.wait - waited)

        Payload.wait, tracy_reader.walk = wait, walk
        return self

    def __exit__(self, *exc):
        Payload.wait, tracy_reader.walk = self._wait, self._walk


def load_phases(path: str) -> dict[str, float]:
    with Phases() as phases:
        t0 = time.perf_counter()
        with Payload(path) as payload:
            t1 = time.perf_counter()
            parser = tracy_reader._Parser(path, payload)
            parser.parse()
            t2 = time.perf_counter()
        parser.capture()
        t3 = time.perf_counter()
    return {"open": t1 - t0, "wait": phases.wait, "walk": phases.walk,
            "parse": t2 - t1 - phases.wait - phases.walk, "tables": t3 - t2, "total": t3 - t0}


def make_capture(iterations: int) -> Path:
    out = ROOT / "bench" / "out" / f"big_{iterations}.tracy"
    if out.exists():
        return out
    sys.path.insert(0, str(ROOT / "bench"))
    from make_big_capture import make_big_capture
    return make_big_capture(out, iterations=iterations)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("capture", nargs="?", type=Path, help="a .tracy file (default: make one)")
    ap.add_argument("--iterations", type=int, default=13500,
                    help="iterations for make_big_capture (default %(default)s, ~2.5M zones)")
    ap.add_argument("--repeat", type=int, default=5, help="rounds (default %(default)s)")
    ap.add_argument("--profile", action="store_true", help="also print a cProfile of one load")
    args = ap.parse_args(argv)
    path = str(args.capture or make_capture(args.iterations))
    # As `pip install` does: the processes timed below load bytecode rather
    # than compiling the sources each time (PYTHONDONTWRITEBYTECODE may be set).
    compileall.compile_dir(ROOT / "tracy_diff", quiet=1)
    with open(path, "rb") as f:
        header = read_header(path, f.read(8))

    capture = tracy_reader.read_tracy(path)  # warm the page cache and imports
    print(f"{path}: {os.path.getsize(path):,} bytes, {header.compression}, {header.streams} streams, "
          f"{len(capture.zones):,} CPU zones, {len(capture.gpu_zones):,} GPU zones, "
          f"payload {decompress_only(path):,} bytes")
    del capture

    rows: dict[str, list[float]] = {}
    rss: list[int] = []
    for _ in range(args.repeat):
        def add(name, seconds):
            rows.setdefault(name, []).append(seconds)
        t = time.perf_counter()
        decompress_only(path)
        add("decompress-only (in-process)", time.perf_counter() - t)
        add("decompress-only (python process)",
            timed_process([sys.executable, "-c", DECOMPRESS_ONLY, path])[0])
        add("  the same, keeping the payload",
            timed_process([sys.executable, "-c", DECOMPRESS_ONLY, path, "keep"])[0])
        add("  the same, importing numpy and keeping the payload in an array",
            timed_process([sys.executable, "-c", DECOMPRESS_ONLY, path, "numpy"])[0])
        add("  a python process that only imports numpy", timed_process(
            [sys.executable, "-c", "from tracy_diff.cli import _set_up_process; "
             "_set_up_process(); import numpy"])[0])
        t = time.perf_counter()
        capture = tracy_reader.read_tracy(path)
        add("load: read_tracy (in-process)", time.perf_counter() - t)
        t = time.perf_counter()
        table = aggregate(capture)
        add("  stats.aggregate (in-process)", time.perf_counter() - t)
        t = time.perf_counter()
        render_stats(table, "table", capture)
        add("  render_stats (in-process)", time.perf_counter() - t)
        del capture, table
        for phase, seconds in load_phases(path).items():
            add(f"  load phase: {phase}", seconds)
        seconds, peak, user, system = timed_process([sys.executable, "-m", "tracy_diff", "stats", path])
        add("stats command (python process)", seconds)
        add("  its CPU time: user", user)
        add("  its CPU time: system", system)
        rss.append(peak)
        for name, seconds in zip(("imports", "load (first in the process)", "aggregate + render"),
                                 stats_parts(path)):
            add(f"  stats in a fresh process: {name}", seconds)

    med = {name: statistics.median(values) for name, values in rows.items()}
    width = max(map(len, med))
    print(f"\nmedian of {args.repeat} rounds (min .. max):")
    for name, values in rows.items():
        print(f"  {name:<{width}}  {med[name]:7.3f} s   ({min(values):.3f} .. {max(values):.3f})")
    base_proc = med["decompress-only (python process)"]
    base = med["decompress-only (in-process)"]
    print(f"\nratio load / decompress-only (in-process):        {med['load: read_tracy (in-process)'] / base:5.2f}x")
    stats_proc = med["stats command (python process)"]
    print(f"ratio stats command / decompress-only (process): {stats_proc / base_proc:5.2f}x"
          "   (target <= 2x)")
    print(f"  (and / decompress keeping the payload:         "
          f"{stats_proc / med['  the same, keeping the payload']:5.2f}x)")
    floor = med["  the same, importing numpy and keeping the payload in an array"]
    print(f"floor of any numpy reader / decompress-only:    {floor / base_proc:5.2f}x"
          f"   (2x leaves {2 * base_proc - floor:.3f} s for everything else)")
    print(f"stats command peak RSS: {max(rss) / 2**20:,.0f} MiB (max of {len(rss)})   (target < 1024 MiB)")

    if args.profile:
        import cProfile
        import pstats
        profile = cProfile.Profile()
        profile.enable()
        tracy_reader.read_tracy(path)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
