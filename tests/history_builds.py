"""A history store of sample captures, one capture per build, added the way a user does it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.paths import ROOT, SAMPLES

#: Six builds of the sample decoder: two as it was, two with its mmt4d ~12x slower (the
#: horizontal-fusion variant), then as it was again (reverted), then renumbered only.
DECODER_PLAN = [("b1", "decoder"), ("b2", "decoder_run2"), ("b3", "decoder_horizontal"),
                ("b4", "decoder_horizontal_run2"), ("b5", "decoder_run3"), ("b6", "decoder_shifted")]


def add_builds(store: Path, plan: list[tuple[str, str]]) -> Path:
    """``tracy-diff history add STORE SAMPLE.tracy --build ID`` for each (ID, sample stem) of ``plan``,
    a day apart from 2026-11-01."""
    for k, (build, stem) in enumerate(plan):
        subprocess.run([sys.executable, "-m", "tracy_diff", "history", "add", str(store),
                        str(SAMPLES / f"{stem}.tracy"), "--build", build, "--date", f"2026-11-{k + 1:02d}",
                        "--workers", "0"], cwd=ROOT, check=True, capture_output=True)
    return store
