"""Recording builds run after run: every build once per run, alternating
(A B A B ...), each capture written under its final name only once made;
with ``until_decided`` more runs are added until a diff of the first two
builds' runs so far is decided."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .errors import RecordError
from .plan import alternating, capture_name
from .runner import CaptureRun, run_capture
from .tools import IreeTools

#: Called after each capture: (path, run, build name, the run's details).
OnCapture = Callable[[Path, int, str, CaptureRun], None]
#: Called after each diff of ``until_decided``: (runs per side, the verdict's kind, decided).
OnDiff = Callable[[int, str, bool], None]


@dataclass(frozen=True)
class Build:
    """A compiled module to record, and the name its captures get."""

    name: str
    vmfb: Path


@dataclass(frozen=True)
class Benchmark:
    """How ``iree-benchmark-module`` runs every build."""

    function: str
    inputs: tuple[str, ...] = ()           # iree-benchmark-module --input values
    device: str = "local-task"
    iterations: int = 10                   # --benchmark_min_time=<iterations>x
    extra_flags: tuple[str, ...] = ()      # passed on as they are
    sampling: bool = False                 # Tracy's call-stack sampling
    timeout: float = 600                   # seconds per capture

    def command(self, tool: str, vmfb: Path, out_json: Path | None = None) -> list[str]:
        """The program line of one capture."""
        json_flags = [f"--benchmark_out={out_json}", "--benchmark_out_format=json"] if out_json else []
        return [tool, f"--module={vmfb}", f"--function={self.function}", f"--device={self.device}",
                *(f"--input={i}" for i in self.inputs), f"--benchmark_min_time={self.iterations}x",
                *self.extra_flags, *json_flags]


@dataclass
class Recording:
    """What ``record`` made: each build's captures in run order."""

    captures: dict[str, list[Path]] = field(default_factory=dict)
    verdict: str | None = None      # the last until-decided diff's verdict kind
    decided: bool | None = None     # None without until_decided


def check_outputs(builds: Sequence[Build], out_dir: Path, last_run: int, force: bool) -> None:
    """Refuse to replace a capture already there (unless ``force``), before recording anything."""
    if force:
        return
    for build in builds:
        for run in range(1, last_run + 1):
            path = out_dir / capture_name(build.name, run)
            if path.exists():
                raise RecordError(f"{path} exists; give --force to replace it, or another --out-dir")


def record_one(tools: IreeTools, bench: Benchmark, build: Build, path: Path) -> CaptureRun:
    """One capture of ``build`` to ``path``: made under a temporary name, renamed once complete."""
    if not build.vmfb.is_file():
        raise RecordError(f"{build.vmfb}: no such module")
    partial = path.with_name(path.name + ".partial")
    try:
        run = run_capture(tools.capture, bench.command(tools.benchmark_tracy, build.vmfb), partial,
                          sampling=bench.sampling, timeout=bench.timeout)
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    run.path = path
    return run


def decided(recording: Recording, builds: Sequence[Build]) -> tuple[str, bool]:
    """Diff the first two builds' captures so far; (verdict kind, decided)."""
    from ..analysis.compare import diff
    from ..diff import VerdictKind

    d = diff([str(p) for p in recording.captures[builds[0].name]],
             [str(p) for p in recording.captures[builds[1].name]])
    return d.verdict.kind.value, d.verdict.kind != VerdictKind.INCONCLUSIVE


def record(tools: IreeTools, builds: Sequence[Build], bench: Benchmark, out_dir: Path, *, runs: int = 2,
           until_decided: bool = False, max_runs: int = 10, force: bool = False,
           on_capture: OnCapture | None = None, on_diff: OnDiff | None = None) -> Recording:
    """Record ``runs`` runs of every build into ``out_dir``, alternating the
    builds run after run. With ``until_decided`` (two builds), after each
    run from the second on the runs so far are diffed, and runs are added
    up to ``max_runs`` until the verdict is not INCONCLUSIVE."""
    if until_decided and len(builds) != 2:
        raise RecordError("--until-decided needs exactly two builds")
    last = max(runs, max_runs) if until_decided else runs
    out_dir.mkdir(parents=True, exist_ok=True)
    check_outputs(builds, out_dir, last, force)
    recording = Recording({b.name: [] for b in builds})
    for run, b in alternating(len(builds), 1, last):
        build = builds[b]
        path = out_dir / capture_name(build.name, run)
        made = record_one(tools, bench, build, path)
        recording.captures[build.name].append(path)
        if on_capture:
            on_capture(path, run, build.name, made)
        if until_decided and b == len(builds) - 1 and run >= max(2, runs):
            recording.verdict, recording.decided = decided(recording, builds)
            if on_diff:
                on_diff(run, recording.verdict, recording.decided)
            if recording.decided:
                break
    return recording
