#!/usr/bin/env python3
"""Record a generic (non-IREE) Tracy capture: Tracy's own test client.

Tracy's test program (``test/test.cpp`` of the Tracy tree) is what a game
or engine looks like to the profiler: a main loop marking frames
(``FrameMark``) and named frame sets, threads running zones of their own
(locks, sleeps, a recursive ``Fibonacci`` that makes millions of short
zones), no dispatch names. This records it with Tracy 0.11.2's ``capture``
for ``--seconds`` (about 1.4M zones a second on 2 busy cores; the count
follows the machine), so a capture is real Tracy output, not a synthesis.

    python bench/make_generic_capture.py OUT.tracy [--seconds 2] [--port 9123]

Needs the test client, built once by /work/shared/tools/tracy-build/build.sh
(``CLIENT_ONLY=1 TRACY_GIT_DIR=<bare clone of wolfpld/tracy> build.sh
5479a42e``, output under ``$TRACY_BUILD_ROOT/bin/5479a42e/``), and
``capture`` from /work/shared/tools/tracy-0.11.2. Outputs are not committed
(bench/out/ is gitignored).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

TOOLS = Path(os.environ.get("TRACY_TOOLS", "/work/shared/tools"))
CLIENT = Path(os.environ.get("TRACY_BUILD_ROOT", "/tmp/tracy-builds")) / "bin" / "5479a42e" / "test-client"


def record(out: Path, seconds: float, port: int = 9123, client: Path = CLIENT,
           capture: Path = TOOLS / "tracy-0.11.2" / "capture") -> Path:
    """Run the test client and record ``seconds`` of it into ``out``."""
    for tool in (client, capture):
        if not tool.exists():
            raise RuntimeError(f"{tool} is missing (see this script's doc)")
    out.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "TRACY_PORT": str(port)}
    program = subprocess.Popen([str(client)], cwd=client.parent, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(0.3)
        done = subprocess.run([str(capture), "-o", str(out), "-f", "-p", str(port), "-s", str(seconds)],
                              capture_output=True, text=True, timeout=seconds + 300)
        if done.returncode != 0 or not out.exists():
            raise RuntimeError(f"capture failed ({done.returncode}): {done.stdout[-500:]} {done.stderr[-500:]}")
    finally:
        program.kill()
        program.wait()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--port", type=int, default=9123)
    args = ap.parse_args(argv)
    try:
        record(args.out, args.seconds, args.port)
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"{args.out}: {args.out.stat().st_size / 2**20:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
