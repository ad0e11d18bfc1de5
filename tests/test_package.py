"""The package's face: its version, what it exports, the typed ``diff``,
importing it changes nothing in the process, and a Diff in a notebook."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from functools import cache

import pytest

import tracy_diff
from tests.paths import ROOT, SAMPLES
from tracy_diff.analysis import compare
from tracy_diff.report import render, verdict_text


@cache
def seed() -> tracy_diff.Diff:
    return tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")


def test_version_is_one_string_the_metadata_reads():
    assert tracy_diff.__version__.count(".") == 2
    assert 'version = {attr = "tracy_diff._version.__version__"}' in (ROOT / "pyproject.toml").read_text()


def test_exports():
    assert tracy_diff.DiffError is tracy_diff.errors.DiffError
    assert tracy_diff.DiffOptions is tracy_diff.diff.__globals__["DiffOptions"]
    for name in tracy_diff.__all__:
        assert getattr(tracy_diff, name) is not None, name


def test_diff_has_the_signature_of_the_analysis():
    """help(), IDEs and mypy see the parameters of ``analysis.compare.diff``, not ``**options``."""
    ours, theirs = inspect.signature(tracy_diff.diff), inspect.signature(compare.diff)
    assert [(p.name, p.kind, p.default, str(p.annotation)) for p in ours.parameters.values()] == \
        [(p.name, p.kind, p.default, str(p.annotation)) for p in theirs.parameters.values()]
    assert str(ours.return_annotation) == "Diff"


@pytest.mark.slow
def test_importing_the_library_changes_nothing_in_the_process():
    code = ("import os, sys; before = dict(os.environ); import tracy_diff, tracy_diff.cli, tracy_diff.commands.ui; "
            "tracy_diff.load; import numpy; assert dict(os.environ) == before, set(os.environ) ^ set(before); "
            "print('ok')")
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "NUMPY_MADVISE_HUGEPAGE")}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.stdout.strip() == "ok", r.stderr
    # The entry point sets them for its own process before numpy loads.
    code = "import sys; sys.argv = ['tracy-diff', '--version']; import tracy_diff.cli as c; c.run()"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 0 and r.stdout.strip() == f"tracy-diff {tracy_diff.__version__}"
    from tracy_diff.entry import PROCESS_ENVIRONMENT, prepare_process
    show = "import os; from tracy_diff.entry import prepare_process; prepare_process(); " \
           "print(os.environ['OPENBLAS_NUM_THREADS'], os.environ['NUMPY_MADVISE_HUGEPAGE'])"
    r = subprocess.run([sys.executable, "-c", show], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.stdout.split() == list(PROCESS_ENVIRONMENT.values()) and callable(prepare_process)


def test_repr_is_one_short_line():
    text = repr(seed())
    assert "\n" not in text and len(text) < 300
    assert text.startswith("<Diff baseline.tracy → rope_fused_qk.tracy: REGRESSION, dispatch time +")


def test_html_shows_the_verdict_and_the_top_rows_as_the_terminal_does():
    d = seed()
    html = d._repr_html_()
    assert html.count("<table>") == sum(1 for line in render(d, "table").splitlines()
                                        if line.startswith(("Regressions", "Improvements", "Inconclusive",
                                                            "Fused", "Moved")))
    assert "dispatch_0_attention_24x1x64x128x1x128x64" in html
    assert verdict_text(d).split(";")[0] in html
    assert "<script" not in html


def test_to_pandas_and_to_dict():
    d = seed()
    frame = d.to_pandas()
    assert frame.index.name == "rank" and list(frame.index) == sorted(d.rows["rank"])
    assert frame.loc[1, "status"] == "regressed" and frame.loc[1, "change_pct"] == d.row_by_rank(1)["change_pct"]
    assert all(v is None or isinstance(v, str) for v in frame["ir"])
    doc = d.to_dict()
    assert doc == json.loads(render(d, "json"))
    assert doc["verdict"]["kind"] == "regression" and doc["tool"]["version"] == tracy_diff.__version__
