"""Fixtures shared by all tests; paths live in ``tests/paths.py``."""

from pathlib import Path

import pytest

from tests.paths import SHARED


@pytest.fixture(scope="session")
def shared() -> Path:
    if not SHARED.is_dir():
        pytest.fail(f"reference captures not found at {SHARED}")
    return SHARED
