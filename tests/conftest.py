"""Test-wide markers and the rule for reference captures; paths live in
``tests/paths.py``.

Markers (registered in ``pyproject.toml``):

- ``needs_shared``: the test reads a reference capture only
  ``shared/captures`` beside the repository has (not the ``tests/data``
  copies). A test parametrized with such a path gets the marker by itself.
  Without that folder the test is skipped, and the skip says why; with
  ``TRACY_DIFF_REQUIRE_SHARED=1`` (CI) it fails instead.
- ``slow``: takes seconds (subprocesses, big captures); ``-m "not slow"``
  leaves these out for a quick run. A test that starts a process (a
  subprocess, a server, a Dask worker), its fixtures included, must carry
  it (or ``browser``): from an unmarked test, starting one fails the test.
- ``browser``: drives a real Chromium (``tests/browser``).

A test that reads a file under ``shared/captures`` without the marker fails
in a clone with nothing beside it, which is what CI's fresh-clone run checks.
"""

from __future__ import annotations

import multiprocessing.process
import os
import subprocess
import tempfile
from collections.abc import Generator
from pathlib import Path

import pytest

from tests.paths import SHARED_DIR

pytest_plugins = ["pytester"]  # tests/test_markers.py runs small suites of its own

REQUIRE_SHARED = os.environ.get("TRACY_DIFF_REQUIRE_SHARED") == "1"
# Learned noise profiles go to a folder of the test run's, never the user's cache folder (fixtures of
# a wider scope than ``_noise_cache`` and subprocesses see this one).
os.environ["TRACY_DIFF_NOISE_CACHE"] = tempfile.mkdtemp(prefix="tracy_diff_noise_")
# Nor the dashboard's first answers (ui/answer_cache.py): each test session its own.
os.environ["TRACY_DIFF_UI_CACHE"] = tempfile.mkdtemp(prefix="tracy_diff_ui_")


def _names_a_shared_file(value: object) -> bool:
    if isinstance(value, (list, tuple)):
        return any(_names_a_shared_file(v) for v in value)
    return isinstance(value, Path) and SHARED_DIR in value.parents


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and any(_names_a_shared_file(v) for v in callspec.params.values()):
            item.add_marker(pytest.mark.needs_shared)


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("needs_shared") is None or SHARED_DIR.is_dir():
        return
    if REQUIRE_SHARED:
        pytest.fail(f"needs the reference captures in {SHARED_DIR}, which is missing "
                    "(TRACY_DIFF_REQUIRE_SHARED=1)", pytrace=False)
    pytest.skip(f"needs the reference captures in {SHARED_DIR} (not in the clone); "
                "TRACY_DIFF_REQUIRE_SHARED=1 makes this a failure")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, object, object]:
    """Run an unmarked test (neither ``slow`` nor ``browser``) with process starts refused."""
    if item.get_closest_marker("slow") is not None or item.get_closest_marker("browser") is not None:
        return (yield)

    def refuse(*args: object, **kwargs: object) -> None:
        pytest.fail("starts a process: mark the test @pytest.mark.slow", pytrace=False)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(subprocess.Popen, "__init__", refuse)
        patch.setattr(multiprocessing.process.BaseProcess, "start", refuse)
        return (yield)


@pytest.fixture(scope="session")
def steady_profile(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A noise profile of no run-to-run variance (``diff --noise``): for one
    run a side that are two parts of one capture, whose runs cannot differ,
    so the iterations alone decide."""
    import json

    zero = {"run_var": 0.0, "runs": 2}
    path = tmp_path_factory.mktemp("steady") / "steady.json"
    path.write_text(json.dumps({"format": "tracy-diff noise profile", "version": 1, "total": zero,
                                "typical": zero, "dispatches": {}}))
    return str(path)


@pytest.fixture(autouse=True)
def _noise_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test learns noise profiles into a folder of its own, never the user's cache folder."""
    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", str(tmp_path_factory.mktemp("noise_cache")))
