"""How renderers word a diff's runs (several captures per side).

``runs_line``: one line per side listing its runs' figures (None with one
run); ``runs_phrase``: what the verdict says about the runs (empty with
one run a side); ``test_note``: which test the q-values come from.
Everything is read from ``Diff`` (``RunSummary.runs``, the rows'
``evidence``); nothing is computed again.
"""

from __future__ import annotations

import os

from ..diff import DecisionBasis, Diff, RunSummary, VerdictKind
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
    """True when rows got their intervals from runs (a side had several)."""
    basis = diff.rows["decision_basis"] if "decision_basis" in diff.rows.columns else None
    return basis is not None and len(basis) > 0 and bool((basis == DecisionBasis.RUNS).any())


def runs_phrase(diff: Diff) -> str:
    """``3 runs vs 3, run-level intervals`` (or the per-sample fallback), empty with one run a side."""
    if not several(diff):
        return ""
    b, c = run_count(diff.baseline_summary), run_count(diff.candidate_summary)
    test = "run-level intervals" if run_level(diff) else "per-sample intervals"
    return f"{b} run{'s' if b != 1 else ''} vs {c}, {test}"


def test_note(diff: Diff) -> str:
    """Where the change intervals and q come from, and the rule that reads them."""
    if diff.verdict.kind == VerdictKind.DIFFERENT_PROGRAMS:
        return "change: of the time per iteration, described only: the sides run different programs"
    rule = (f"a row moved only when its whole interval lies beyond ±{diff.options.threshold_pct:g}% "
            f"(unchanged when inside, else inconclusive)")
    levels = diff.rows["interval_level"].dropna() if len(diff.rows) else None
    level = f"{levels.min() * 100:.3g}%" if levels is not None and len(levels) else \
        f"{diff.options.interval_level * 100:g}%"
    basis = set(diff.rows["decision_basis"].astype(str)) if len(diff.rows) else set()
    source = {DecisionBasis.RUNS.value: "the runs' means (variance moderated toward the other rows')",
              DecisionBasis.PROFILE.value: "the iterations plus the noise profile's run-to-run variance",
              DecisionBasis.ASSUMED.value: "the iterations plus the corpus run-to-run variance",
              DecisionBasis.SAMPLES.value: "the iterations alone"}
    parts = [text for b, text in source.items() if b in basis]
    return (f"change: of the time per iteration, intervals from {'; '.join(parts) or 'the totals'}, widened "
            f"for the rows judged (false-coverage level {level}); q: Benjamini-Hochberg of the threshold "
            f"test; {rule}")
