"""Shared paths for tests: the read-only reference captures and the samples."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "captures"
CSVEXPORT = SHARED / "csvexport"
SAMPLES = ROOT / "sample_captures"


@pytest.fixture(scope="session")
def shared() -> Path:
    if not SHARED.is_dir():
        pytest.fail(f"reference captures not found at {SHARED}")
    return SHARED
