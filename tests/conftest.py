"""Test-wide hooks; paths live in ``tests/paths.py``.

Reference captures too big to carry in ``tests/data`` are read from
``shared/captures`` beside the repository. Without that folder, a test that
fails because a file under it does not exist (``FileNotFoundError``, or the
readers' "no such file" error, also as printed by a CLI run in a subprocess)
is reported as skipped, naming the file; with ``TRACY_DIFF_REQUIRE_SHARED=1``
(CI) it fails as it is. Any other failure stays a failure.
"""

from __future__ import annotations

import os
from collections.abc import Generator

import pytest

from tests.paths import SHARED_DIR

REQUIRE_SHARED = os.environ.get("TRACY_DIFF_REQUIRE_SHARED") == "1"


def _missing_shared_file(error: BaseException) -> bool:
    if REQUIRE_SHARED or SHARED_DIR.exists():
        return False
    if isinstance(error, FileNotFoundError):
        return str(SHARED_DIR) in str(error.filename)
    return str(SHARED_DIR) in str(error) and "no such file" in str(error).lower()


def _skip_when_shared_is_missing() -> Generator[None, None, None]:
    try:
        return (yield)
    except Exception as error:
        if _missing_shared_file(error):
            what = getattr(error, "filename", None) or str(error).split("\n")[0][:200]
            pytest.skip(f"reference capture not found ({what}); "
                        "TRACY_DIFF_REQUIRE_SHARED=1 makes this a failure")
        raise


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, None, None]:
    return (yield from _skip_when_shared_is_missing())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    return (yield from _skip_when_shared_is_missing())
