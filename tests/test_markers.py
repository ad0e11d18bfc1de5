"""The rules of ``tests/conftest.py``, on small suites of their own: ``needs_shared`` (a visible
skip in a clone without ``shared/captures``, a failure in CI) and ``slow`` (a test that starts a
process carries it)."""

from __future__ import annotations

import pytest

import tests.conftest as rule

SUITE = """
import pytest

import tests.conftest as rule


@pytest.mark.needs_shared
def test_marked():
    pass


@pytest.mark.parametrize("path", [rule.SHARED_DIR / "mm.tracy"])
def test_given_a_shared_path(path):
    pass


def test_plain():
    pass
"""


@pytest.fixture
def suite(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    monkeypatch.setattr(rule, "SHARED_DIR", pytester.path / "no-shared" / "captures")
    pytester.makeconftest("from tests.conftest import pytest_collection_modifyitems, pytest_runtest_setup\n")
    pytester.makeini("[pytest]\nmarkers =\n    needs_shared: reads ../shared/captures\n")
    pytester.makepyfile(SUITE)
    return pytester


def test_without_shared_a_needing_test_is_skipped_and_says_why(suite, monkeypatch):
    monkeypatch.setattr(rule, "REQUIRE_SHARED", False)
    result = suite.runpytest("-p", "no:dash", "-rs")
    result.assert_outcomes(passed=1, skipped=2)
    result.stdout.fnmatch_lines(["*needs the reference captures in *no-shared*captures (not in the clone); "
                                 "TRACY_DIFF_REQUIRE_SHARED=1 makes this a failure"])


def test_with_require_shared_a_needing_test_fails(suite, monkeypatch):
    monkeypatch.setattr(rule, "REQUIRE_SHARED", True)
    result = suite.runpytest("-p", "no:dash")
    result.assert_outcomes(passed=1, errors=2)
    result.stdout.fnmatch_lines(["*which is missing (TRACY_DIFF_REQUIRE_SHARED=1)*"])


PROCESSES = """
import subprocess
import sys

import pytest


@pytest.mark.slow
def test_marked_starts_one():
    subprocess.run([sys.executable, "-c", "pass"], check=True)


def test_unmarked_starts_one():
    subprocess.run([sys.executable, "-c", "pass"], check=True)


def test_unmarked_starts_none():
    pass
"""


@pytest.mark.slow  # its suite's marked test starts a process
def test_an_unmarked_test_that_starts_a_process_fails(pytester):
    pytester.makeconftest("from tests.conftest import pytest_runtest_protocol\n")
    pytester.makeini("[pytest]\nmarkers =\n    slow: starts a process\n")
    pytester.makepyfile(PROCESSES)
    result = pytester.runpytest("-p", "no:dash")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*_ test_unmarked_starts_one _*", "starts a process: mark the test @pytest.mark.slow"])
