"""Fixtures the UI tests share."""

from __future__ import annotations

import pytest

import tracy_diff
from tests.paths import SHARED
from tracy_diff.ui.comparison import Comparison

GPU_PAIR = (SHARED / "gpu" / "unet_baseline.tracy", SHARED / "gpu" / "unet_candidate.tracy")


@pytest.fixture(scope="session")
def gpu_comparison() -> Comparison:
    """The carried GPU pair as the UI compares it (built once per run)."""
    return Comparison.of(tracy_diff.load(GPU_PAIR[0]), tracy_diff.load(GPU_PAIR[1]), "b", "c")
