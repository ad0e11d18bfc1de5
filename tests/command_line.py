"""The command line run inside the test process: ``tracy_diff.cli.main`` with
its output captured, so that a test of what the CLI decides (exit codes, the
one error line, the report it writes) costs no new interpreter. The few
tests about the process itself (a pipe, a terminal, a memory limit, peak
memory) start ``python -m tracy_diff`` for real."""

from __future__ import annotations

import io
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass

from tracy_diff.cli import main


@dataclass(frozen=True)
class CliRun:
    """What a run gave back, named as ``subprocess.CompletedProcess`` names it."""

    returncode: int
    stdout: str
    stderr: str


def run_cli(*args: object) -> CliRun:
    """``python -m tracy_diff ARGS`` in this process (stdout is not a terminal)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main([str(a) for a in args])
        except SystemExit as exit_:  # argparse's usage errors
            code = exit_.code if isinstance(exit_.code, int) else 2
    return CliRun(code, out.getvalue(), err.getvalue())
