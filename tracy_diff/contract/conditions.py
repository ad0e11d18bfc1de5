"""How each capture was taken, and what differs between the sides or between
the runs of a side (``analysis.conditions`` finds it): ``CaptureConditions``
holds per run a ``RunConditions`` and one ``Mismatch`` per condition that
differs, worded once (``Mismatch.message``); renderers show that text and
never rebuild it."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ..choice import Choice
from .sides import Side


@dataclass(frozen=True)
class RunConditions:
    """What one capture says about how it was taken (None: not recorded)."""

    path: str
    sampling: bool | None  # call-stack sampling ran (samples, or Tracy's sampling thread)
    callstack_samples: int | None  # over all threads
    sampling_thread: bool | None  # a "Tracy Sampling" thread exists
    file_version: str | None
    cpu_manufacturer: str | None
    cpu_id: int | None
    cpu_arch: str | None
    cpu: str | None  # host info's CPU line ("AMD EPYC")
    os: str | None  # host info's OS line (system and kernel)
    cores: int | None
    ram_mb: int | None
    program: str | None
    capture_time: int | None  # unix seconds
    kept_iterations: int | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class Condition(Choice):
    """A capture condition the sides or runs are compared on."""

    SAMPLING = "sampling"  # Tracy's call-stack sampling ran
    FILE_VERSION = "file_version"  # Tracy's file version
    CPU = "cpu"  # manufacturer, CPUID, architecture
    OS = "os"  # OS and kernel
    CORES = "cores"
    RAM = "ram"
    PROGRAM = "program"


class Scope(Choice):
    """Where a condition differs: between the sides, or between the runs of one side."""

    SIDES = "sides"
    BASELINE = "baseline"
    CANDIDATE = "candidate"


@dataclass(frozen=True)
class Mismatch:
    """A condition that differs: between the sides (``Scope.SIDES``) or
    between the runs of one side (``Scope.BASELINE``/``Scope.CANDIDATE``)."""

    condition: Condition
    scope: Scope
    message: str  # the sentence every renderer shows
    costs_time: bool  # the condition itself changes the timings (sampling, another machine)
    slower: Side | None = None  # the side the condition makes slower, when known (sampling)


@dataclass(frozen=True)
class CaptureConditions:
    """Both sides' run conditions and what differs."""

    baseline: tuple[RunConditions, ...]
    candidate: tuple[RunConditions, ...]
    mismatches: tuple[Mismatch, ...] = ()

    def side(self, side: Side | str) -> tuple[RunConditions, ...]:
        return self.baseline if Side(side) is Side.BASELINE else self.candidate

    @property
    def costly(self) -> Mismatch | None:
        """The first mismatch between the sides that itself changes timings, if any."""
        return next((m for m in self.mismatches if m.costs_time and m.scope is Scope.SIDES), None)

    def side_json(self, side: Side | str) -> dict[str, Any]:
        """A side's conditions for the JSON report: its first run's fields,
        ``runs`` (every run's), and ``mismatches`` that concern it."""
        runs = self.side(side)
        first = runs[0].to_json() if runs else {}
        first.pop("path", None)
        return {**first, "runs": [r.to_json() for r in runs],
                "mismatches": [{"condition": m.condition, "scope": m.scope, "message": m.message,
                                "costs_time": m.costs_time} for m in self.mismatches
                               if m.scope in (Scope.SIDES, side)]}
