"""The dashboard as a real process: ``python app.py`` on a free localhost
port, started and stopped the way a user does it."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from tests.paths import ROOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_app(args: list[str], port: int, log_path: Path, env: dict | None = None,
              root: Path = ROOT, command: list[str] | None = None) -> subprocess.Popen:
    """Run ``python app.py ARGS --port PORT`` (``command`` instead of
    ``python app.py``: e.g. ``python -m tracy_diff ui``; with ``env`` added to the
    environment) and wait until it answers; ``root``: the source tree whose
    app.py (and tracy_diff) runs, this one by default. The app neither reads
    nor learns a noise profile (``TRACY_DIFF_NOISE_CACHE=off``) unless ``env``
    says otherwise: its one-run diffs are then the ones a test computes itself,
    whatever several-run pairs it served before. Nor does it keep first answers
    on disk (``TRACY_DIFF_UI_CACHE=off``) unless ``env`` names a folder."""
    log = open(log_path, "w")
    command = command or [sys.executable, str(root / "app.py")]
    env = {**os.environ, "TRACY_DIFF_NOISE_CACHE": "off", "TRACY_DIFF_UI_CACHE": "off", **(env or {})}
    proc = subprocess.Popen([*command, *args, "--port", str(port)],
                            cwd=root, stdout=log, stderr=subprocess.STDOUT, env=env)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"app.py exited with {proc.returncode}: {log_path.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                if r.status == 200:
                    return proc
        except OSError:
            time.sleep(0.2)
    proc.terminate()
    raise RuntimeError(f"app.py did not answer on port {port} within 60 s")


def stop_app(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


#: A clean exit on a shared, busy 2-core machine: the server may first finish
#: a diff it is running.
EXIT_TIMEOUT = 120


def exit_code(proc: subprocess.Popen, log_path: Path, timeout: float = EXIT_TIMEOUT) -> int:
    """Wait for ``proc`` to end (at most ``timeout`` seconds) and give its exit
    code; a process still running then is a failure showing its log's tail."""
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"app.py still running {timeout} s after the signal: "
                             f"{log_path.read_text()[-2000:]}") from None
