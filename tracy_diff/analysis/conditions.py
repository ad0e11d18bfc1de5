"""How each capture was taken, compared between the sides and between the
runs of a side: ``capture_conditions(base_runs, cand_runs, kept) -> CaptureConditions``.

In: the Captures of each side (their ``Metadata``) and each run's kept
iterations. Out: ``CaptureConditions``: per run a ``RunConditions``, and one
``Mismatch`` per condition that differs between the sides or between the
runs of one side, worded once here (``Mismatch.message``); renderers show
that text and never rebuild it.

Compared: call-stack sampling (it costs the profiled program time, so a
side captured with it runs slower: ``costs_time``), the Tracy file version,
the CPU (manufacturer, CPUID, architecture), the host (OS and kernel, cores,
RAM) and, between the sides, the program. Kept iterations per run and the
capture time are kept, not compared here: the iteration-count and run
warnings of ``compare``/``pooling`` say when those differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

import pandas as pd

from ..capture import Capture
from ..contract.conditions import CaptureConditions, Condition, Mismatch, RunConditions, Scope
from ..diff import Section, Side, Verdict, VerdictKind


def run_conditions(capture: Capture, kept_iterations: int | None) -> RunConditions:
    """What ``capture`` says about how it was taken; ``kept_iterations`` as counted by the caller."""
    m = capture.metadata
    host = m.host_fields()
    threads = m.tracy_threads
    return RunConditions(path=capture.path, sampling=m.sampling, callstack_samples=m.callstack_sample_count,
                         sampling_thread=None if threads is None else "Tracy Sampling" in threads,
                         file_version=m.file_version, cpu_manufacturer=m.cpu_manufacturer or None,
                         cpu_id=m.cpu_id, cpu_arch=m.cpu_arch, cpu=host.get("CPU"), os=host.get("OS"),
                         cores=_leading_int(host.get("CPU cores")), ram_mb=_leading_int(host.get("RAM")),
                         program=m.program or None, capture_time=m.capture_time, kept_iterations=kept_iterations)


def capture_conditions(base_runs: Sequence[Capture], cand_runs: Sequence[Capture],
                       kept: Sequence[Sequence[int | None]] | None = None) -> CaptureConditions:
    """The conditions of every run and their mismatches. ``kept``: per side,
    each run's kept iterations (None where unknown)."""
    kept = kept or ([None] * len(base_runs), [None] * len(cand_runs))
    b = tuple(run_conditions(c, k) for c, k in zip(base_runs, kept[0]))
    c = tuple(run_conditions(cap, k) for cap, k in zip(cand_runs, kept[1]))
    out: list[Mismatch] = []
    for side, runs in ((Side.BASELINE, b), (Side.CANDIDATE, c)):
        out += _within(side, runs)
    out += _between(b, c)
    return CaptureConditions(b, c, tuple(out))


def _leading_int(text: str | None) -> int | None:
    digits = (text or "").split(" ")[0]
    return int(digits) if digits.isdigit() else None


def _samples(runs: Sequence[RunConditions]) -> str:
    counts = [r.callstack_samples for r in runs if r.sampling and r.callstack_samples]
    if not counts:
        return ""
    total = f"{counts[0]:,}" if len(counts) == 1 else f"{min(counts):,}-{max(counts):,}"
    return f" ({total} samples{'' if len(counts) == 1 else ' per run'})"


def _cpu(r: RunConditions) -> str | None:
    if r.cpu_manufacturer is None and r.cpu_id is None and r.cpu is None:
        return None
    parts = [p for p in (r.cpu, r.cpu_manufacturer) if p]
    ident = f"CPUID {r.cpu_id:#x}" if r.cpu_id else None
    return " ".join(parts) + (f" ({ident})" if ident else "")


#: (condition, value of a run, how a value is shown, whether it is the
#: machine: another machine runs the same code at another speed). Sampling
#: is worded apart.
_FIELDS = (
    (Condition.FILE_VERSION, lambda r: r.file_version, lambda v: f"Tracy file version {v}", False),
    (Condition.CPU, _cpu, lambda v: v, True),
    (Condition.OS, lambda r: r.os, lambda v: v, True),
    (Condition.CORES, lambda r: r.cores, lambda v: f"{v} cores", True),
    (Condition.RAM, lambda r: r.ram_mb, lambda v: f"{v:,} MB RAM", True),
    (Condition.PROGRAM, lambda r: r.program, lambda v: f"program {v}", False),
)


T = TypeVar("T")


def _distinct(values: list[T]) -> list[T]:
    seen: list[T] = []
    for v in values:
        if v is not None and v not in seen:
            seen.append(v)
    return seen


def _between(b: tuple[RunConditions, ...], c: tuple[RunConditions, ...]) -> list[Mismatch]:
    out = []
    bs, cs = ({r.sampling for r in runs} - {None} for runs in (b, c))
    if len(bs) == 1 and len(cs) == 1 and bs != cs:
        on, off = ("candidate", "baseline") if True in cs else ("baseline", "candidate")
        runs = c if on == Side.CANDIDATE else b
        out.append(Mismatch(Condition.SAMPLING, Scope.SIDES,
                            f"{on} captured with call-stack sampling{_samples(runs)}, {off} without: "
                            f"sampling costs time", costs_time=True, slower=Side(on)))
    for condition, value, show, machine in _FIELDS:
        bv, cv = _distinct([value(r) for r in b]), _distinct([value(r) for r in c])
        if len(bv) == 1 and len(cv) == 1 and bv != cv:
            out.append(Mismatch(condition, Scope.SIDES, f"baseline captured with {show(bv[0])}, "
                                f"candidate with {show(cv[0])}" + (": another machine" if machine else ""),
                                costs_time=machine))
    return out


def _within(side: Side, runs: tuple[RunConditions, ...]) -> list[Mismatch]:
    if len(runs) < 2:
        return []
    out = []
    sampled = [i + 1 for i, r in enumerate(runs) if r.sampling]
    if sampled and len(sampled) < len([r for r in runs if r.sampling is not None]):
        which = ", ".join(str(i) for i in sampled)
        out.append(Mismatch(Condition.SAMPLING, Scope(side.value), f"{side} runs {which} of {len(runs)} captured "
                            f"with call-stack sampling{_samples(runs)}, the others without: sampling costs time",
                            costs_time=True))
    for condition, value, show, machine in _FIELDS:
        if condition is Condition.PROGRAM:  # pooling's run_programs warning says it
            continue
        values = _distinct([value(r) for r in runs])
        if len(values) > 1:
            out.append(Mismatch(condition, Scope(side.value), f"{side} runs captured with different "
                                f"{condition.value.replace('_', ' ')}: " + ", ".join(map(str, map(show, values))),
                                costs_time=machine))
    return out


def moved_together(rows: pd.DataFrame, slower: str | None, threshold_pct: float) -> bool:
    """Whether the dispatch rows holding most (80%) of the baseline's dispatch
    time all moved, beyond the threshold, the way a condition that slows side
    ``slower`` predicts (the candidate slower when it is the candidate), or
    all one way, either, when ``slower`` is None."""
    d = rows[(rows["section"] == Section.DISPATCH) & rows["baseline_ms_per_iter"].notna()
             & rows["candidate_ms_per_iter"].notna() & (rows["baseline_ms_per_iter"] > 0)]
    if not len(d):
        return False
    total = float(d["baseline_ms_per_iter"].sum())
    ratio = d["candidate_ms_per_iter"] / d["baseline_ms_per_iter"]
    limit = 1 + threshold_pct / 100.0
    ways = {"candidate": [ratio > limit], "baseline": [ratio < 1 / limit]}.get(
        str(slower), [ratio > limit, ratio < 1 / limit])
    return any(bool(d.loc[moved, "baseline_ms_per_iter"].sum() >= 0.8 * total) for moved in ways)


def conditions_verdict(verdict: Verdict, conditions: CaptureConditions, rows: pd.DataFrame,
                       threshold_pct: float) -> Verdict:
    """``verdict`` with a capture condition as its cause: when the sides
    differ by a condition that changes timings (sampling, another machine)
    and the dispatch rows holding most of the time all moved the way it
    predicts, the move is the capture's, not the build's: a regression or
    improvement becomes an environment shift whose ``cause`` is the
    condition. Else unchanged."""
    if verdict.kind not in (VerdictKind.REGRESSION, VerdictKind.IMPROVEMENT, VerdictKind.ENVIRONMENT_SHIFT):
        return verdict
    for m in conditions.mismatches:
        if m.costs_time and m.scope is Scope.SIDES and moved_together(rows, m.slower, threshold_pct):
            return replace(verdict, kind=VerdictKind.ENVIRONMENT_SHIFT, cause=m.message)
    return verdict
