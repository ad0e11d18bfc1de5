"""One capture: ``iree-tracy-capture`` listening on a free port and the
Tracy-enabled program sending to it, both killed past a timeout."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .errors import RecordError

_ZONES_RE = re.compile(r"Zones:\s*([\d,]+)")


@dataclass
class CaptureRun:
    """A capture made by ``run_capture``."""

    path: Path
    capture_command: list[str]
    program_command: list[str]
    env: dict[str, str]          # the Tracy variables set for the program
    program_output: str
    capture_output: str          # the capture tool's last summary lines
    zones: int | None            # "Zones:" as iree-tracy-capture printed it
    seconds: float               # wall time of the whole capture


def free_port() -> int:
    """A TCP port free right now on 127.0.0.1 (for the Tracy client to listen on)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def stop(proc: subprocess.Popen[bytes] | None) -> None:
    """Kill a process this module started (in its own session) if it still runs."""
    if proc is None or proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def last_line(text: str) -> str:
    """The last non-empty line of a tool's output (for a one-line error)."""
    lines = [ln.strip() for ln in text.replace("\r", "\n").splitlines() if ln.strip()]
    return lines[-1][:400] if lines else "no output"


def tracy_env(port: int, sampling: bool) -> dict[str, str]:
    """The environment a Tracy-enabled program needs to send to ``port`` and
    wait until everything is sent; sampling off unless asked for."""
    env = {"TRACY_PORT": str(port), "TRACY_NO_EXIT": "1"}
    if not sampling:
        env["TRACY_NO_SAMPLING"] = "1"
    return env


def _wait_both(cap: subprocess.Popen[bytes], prog: subprocess.Popen[bytes], deadline: float,
               port: int) -> tuple[int, int]:
    try:
        prc = prog.wait(timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        raise RecordError(f"the program did not finish in time (did iree-tracy-capture connect on port "
                          f"{port}?)") from None
    try:
        crc = cap.wait(timeout=max(30.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        raise RecordError("iree-tracy-capture did not finish after the program exited") from None
    return prc, crc


def run_capture(capture_tool: str, program: Sequence[str], out_path: Path, *, sampling: bool = False,
                timeout: float = 600, cwd: Path | None = None) -> CaptureRun:
    """Record ``program`` (a Tracy-enabled IREE tool) into ``out_path``.

    The capture tool starts first on a free port of its own; the program gets
    ``TRACY_PORT`` (so neither talks to another traced program) and
    ``TRACY_NO_EXIT=1``. Both are killed when they outlive ``timeout``
    seconds; a failure of either is a one-line ``RecordError``.
    """
    out_path = Path(out_path)
    port = free_port()
    cap_cmd = [capture_tool, "-o", str(out_path), "-f", "-a", "127.0.0.1", "-p", str(port)]
    tenv = tracy_env(port, sampling)
    logdir = Path(tempfile.mkdtemp(prefix="tracy-diff-record-"))
    cap: subprocess.Popen[bytes] | None = None
    prog: subprocess.Popen[bytes] | None = None
    t0 = time.monotonic()
    try:
        with open(logdir / "capture.txt", "wb") as cap_out, open(logdir / "program.txt", "wb") as prog_out:
            cap = subprocess.Popen(cap_cmd, stdout=cap_out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                   start_new_session=True, cwd=cwd)
            time.sleep(0.2)
            if cap.poll() is not None:
                raise RecordError(f"iree-tracy-capture exited at once: "
                                  f"{last_line((logdir / 'capture.txt').read_text(errors='replace'))}")
            prog = subprocess.Popen(list(program), stdout=prog_out, stderr=subprocess.STDOUT,
                                    stdin=subprocess.DEVNULL, env={**os.environ, **tenv},
                                    start_new_session=True, cwd=cwd)
            prc, crc = _wait_both(cap, prog, t0 + timeout, port)
        prog_text = (logdir / "program.txt").read_text(errors="replace")
        cap_text = (logdir / "capture.txt").read_text(errors="replace").replace("\r", "\n")
        if prc != 0:
            raise RecordError(f"{Path(program[0]).name} exited with {prc}: {last_line(prog_text)}")
        if crc != 0 or not out_path.exists():
            raise RecordError(f"iree-tracy-capture exited with {crc}: {last_line(cap_text)}")
    except OSError as e:
        raise RecordError(f"cannot run {e.filename or program[0]}: {e.strerror}") from None
    finally:
        stop(prog)
        stop(cap)
        shutil.rmtree(logdir, ignore_errors=True)
    zones = _ZONES_RE.findall(cap_text)
    return CaptureRun(path=out_path, capture_command=cap_cmd, program_command=list(program), env=tenv,
                      program_output=prog_text,
                      capture_output="\n".join([ln.strip() for ln in cap_text.splitlines() if ln.strip()][-6:]),
                      zones=int(zones[-1].replace(",", "")) if zones else None,
                      seconds=round(time.monotonic() - t0, 2))
