"""How renderers word a diff's runs (several captures per side).

``runs_line``: one line per side listing its runs' figures (None with one
run); ``runs_phrase``: what the verdict says about the runs (empty with
one run a side); ``test_note``: which test the q-values come from.
Everything is read from ``Diff`` (``RunSummary.runs``, the rows'
``evidence``); nothing is computed again.
"""

from __future__ import annotations

import os

from ..diff import Diff, RunSummary
from .units import format_ms


def run_count(s: RunSummary) -> int:
    return max(len(s.runs), 1)


def several(diff: Diff) -> bool:
    """True when a side has more than one run."""
    return run_count(diff.baseline_summary) > 1 or run_count(diff.candidate_summary) > 1


def runs_line(label: str, s: RunSummary, local_paths: bool = True) -> str | None:
    """``baseline runs (3): a.tracy 9 it 50.9 ms/iter; ...``, or None for one run."""
    if len(s.runs) < 2:
        return None
    parts = [f"{r.path if local_paths else os.path.basename(r.path)} {r.iterations} it "
             f"{format_ms(r.ms_per_iteration)}/iter" for r in s.runs]
    return f"{label} runs ({len(s.runs)}): " + "; ".join(parts)


def run_level(diff: Diff) -> bool:
    """True when the rows were tested per run (both sides had several)."""
    ev = diff.rows["evidence"] if "evidence" in diff.rows.columns else None
    return ev is not None and len(ev) > 0 and bool((ev == "runs").any())


def runs_phrase(diff: Diff) -> str:
    """``3 runs vs 3, run-level test`` (or the per-sample fallback), empty with one run a side."""
    if not several(diff):
        return ""
    b, c = run_count(diff.baseline_summary), run_count(diff.candidate_summary)
    test = "run-level test" if run_level(diff) else "per-sample test"
    return f"{b} run{'s' if b != 1 else ''} vs {c}, {test}"


def test_note(diff: Diff) -> str:
    """What q is."""
    if run_level(diff):
        return ("q: t test on the log of each run's median (per run), after Benjamini-Hochberg; "
                "a row changes only beyond its runs' noise floor")
    return "q: Mann-Whitney U p-value after Benjamini-Hochberg"
