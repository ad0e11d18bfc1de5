#!/usr/bin/env python3
"""Record a generic (non-IREE) Tracy capture of one of four shapes.

``bench/generic_shapes.cpp`` is a small Tracy-instrumented C++ program:
``threads`` (64 threads of shallow subtrees), ``deep`` (recursion 96 levels
deep), ``frames`` (a game loop marking a frame every ~31 zones, a frame set
on a loader thread, a plot), ``long`` (4 threads, each 3 long zones holding
many short children). This script builds it with g++ against Tracy's client
at commit 5479a42e (0.11.2, the release of /work/shared/tools' ``capture``),
runs it and records it with that ``capture``, so every capture is real Tracy
output, not a synthesis. The program buffers its events until the capture
connects and waits (``TRACY_NO_EXIT``) until all are sent, so the zone count
is the one asked for, whatever the machine's load.

    python bench/make_generic_capture.py OUT.tracy --shape deep [--zones 10000000] [--port 9123]
        [--threads N]

``--threads`` replaces the thread count of ``threads`` (64) and ``long`` (4).

Needs g++ and Tracy's sources: ``TRACY_GIT_DIR`` a bare git dir of
wolfpld/tracy holding 5479a42e (the ``fetch`` mirror by default) or
``TRACY_SRC`` an extracted tree; ``capture`` needs ``libcapstone4``.
Outputs are not committed (bench/out/ is gitignored).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TOOLS = Path(os.environ.get("TRACY_TOOLS", "/work/shared/tools"))
REV = "5479a42e"
SHAPES = ("threads", "deep", "frames", "long")
BUILD = Path(os.environ.get("TRACY_BUILD_ROOT", "/tmp/tracy-builds")) / "generic-shapes" / REV
FLAGS = ["-std=gnu++17", "-O2", "-DNDEBUG", "-DTRACY_ENABLE", "-DTRACY_ONLY_LOCALHOST", "-DTRACY_NO_BROADCAST",
         "-DTRACY_NO_SAMPLING", "-DTRACY_NO_SYSTEM_TRACING", "-DTRACY_NO_CALLSTACK", "-DTRACY_NO_CODE_TRANSFER",
         "-DTRACY_NO_CONTEXT_SWITCH"]


def tracy_source() -> Path:
    """An extracted Tracy tree at ``REV`` (its ``public/`` is all the client needs)."""
    if "TRACY_SRC" in os.environ:
        return Path(os.environ["TRACY_SRC"])
    src = BUILD / "src"
    if not (src / "public" / "TracyClient.cpp").exists():
        git_dir = os.environ.get("TRACY_GIT_DIR", "/work/.mirror/wolfpld+tracy/repo")
        src.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile() as archive:
            # A partial mirror may lack objects outside public/: git then stops
            # after writing what it has, so the check is that the client is there.
            subprocess.run(["git", "--git-dir", git_dir, "archive", REV, "public"], stdout=archive,
                           stderr=subprocess.DEVNULL)
            archive.seek(0)
            with tarfile.open(fileobj=archive) as tar:
                tar.extractall(src, filter="data")
        if not (src / "public" / "TracyClient.cpp").exists():
            raise RuntimeError(f"no Tracy client sources at {REV} in {git_dir}")
    return src


def build() -> Path:
    """The shapes program, compiled once."""
    program = BUILD / "generic-shapes"
    source = HERE / "generic_shapes.cpp"
    if program.exists() and program.stat().st_mtime >= source.stat().st_mtime:
        return program
    src = tracy_source()
    subprocess.run(["g++", *FLAGS, f"-I{src / 'public'}", f"-I{src / 'public' / 'tracy'}", str(source),
                    str(src / "public" / "TracyClient.cpp"), "-lpthread", "-ldl", "-o", str(program)], check=True)
    return program


def record(out: Path, shape: str, zones: int, port: int = 9123,
           capture: Path = TOOLS / "tracy-0.11.2" / "capture", threads: int | None = None) -> Path:
    """Run the shapes program for ``zones`` zones of ``shape`` (on ``threads``
    threads where the shape takes a count) and record all of it into ``out``."""
    if not capture.exists():
        raise RuntimeError(f"{capture} is missing (see this script's doc)")
    program = build()
    out.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "TRACY_PORT": str(port), "TRACY_NO_EXIT": "1"}
    count = [str(threads)] if threads else []
    run = subprocess.Popen([str(program), shape, str(zones), *count], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.2)
        done = subprocess.run([str(capture), "-o", str(out), "-f", "-p", str(port)],
                              capture_output=True, text=True, timeout=1800)
        if done.returncode != 0 or not out.exists():
            raise RuntimeError(f"capture failed ({done.returncode}): {done.stdout[-500:]} {done.stderr[-500:]}")
    finally:
        run.kill()
        run.wait()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--shape", choices=SHAPES, required=True)
    ap.add_argument("--zones", type=int, default=10_000_000)
    ap.add_argument("--port", type=int, default=9123)
    ap.add_argument("--threads", type=int, help="thread count of the threads and long shapes")
    args = ap.parse_args(argv)
    try:
        record(args.out, args.shape, args.zones, args.port, threads=args.threads)
    except (RuntimeError, subprocess.SubprocessError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"{args.out}: {args.out.stat().st_size / 2**20:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
