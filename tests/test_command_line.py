"""The command line's habits: options anywhere, --version, exit codes and
examples in --help, several outputs from one run, identical captures named,
the gate's line on stderr, the ui command, the extras' messages."""

from __future__ import annotations

import json
import shutil
import sys
import urllib.request

import pytest

import tracy_diff
from tests.app_process import free_port, start_app, stop_app
from tests.command_line import run_cli as cli
from tests.paths import SAMPLES
from tracy_diff.commands.common import missing_extra
from tracy_diff.diff import VerdictKind

BASE = SAMPLES / "baseline.tracy"
CAND = SAMPLES / "rope_fused_qk.tracy"
Q = SAMPLES / "rope_fused_q.tracy"


def test_version_is_the_packages():
    r = cli("--version")
    assert r.returncode == 0 and r.stdout.strip() == f"tracy-diff {tracy_diff.__version__}"


def test_help_lists_exit_codes_and_examples():
    top = cli("--help").stdout
    assert "exit codes:" in top and "tracy-diff ui baseline.tracy candidate.tracy" in top
    assert " ui " in top.split("examples:")[0]  # the command is listed
    diff = cli("diff", "--help").stdout
    assert "exit codes:" in diff and "--fail-on {regression,any-row,total}" in diff
    assert "alias of --fail-on regression" in diff


@pytest.mark.parametrize("argv", [
    ("--fail-on-regression", 5, BASE, CAND),  # an option first: the default command
    ("diff", "--format", "json", BASE, CAND, "--fail-on", "any-row"),
    (BASE, "--format", "json", CAND, "--fail-on", "total"),  # an option between the captures
])
def test_options_anywhere(argv):
    r = cli(*argv)
    assert r.returncode == 1, r.stderr  # the seed pair trips the gate
    if "json" in argv:
        assert json.loads(r.stdout)["verdict"]["kind"] == VerdictKind.REGRESSION.value


def test_the_gate_says_what_tripped_it_in_one_line():
    r = cli(BASE, CAND, "--fail-on", "regression")
    assert r.returncode == 1
    line, = r.stderr.splitlines()
    assert line.startswith("tracy-diff: --fail-on regression tripped (threshold 5%): the total +")
    assert "#1 dispatch_0_attention_24x1x64x128x1x128x64 +" in line
    horizontal = SAMPLES / "decoder_horizontal.tracy", SAMPLES / "decoder.tracy"
    r = cli(*horizontal, "--fail-on-regression", 5)  # the total -70%, one small row slower
    assert r.returncode == 0 and r.stderr == ""
    r = cli(*horizontal, "--fail-on", "any-row")
    assert r.returncode == 1 and "mmt4d" in r.stderr and "the total" not in r.stderr


def test_several_outputs_from_one_run(tmp_path):
    md, js, csv = tmp_path / "report.md", tmp_path / "report.json", tmp_path / "rows.csv"
    r = cli(BASE, Q, "-o", md, "-o", js, "--output", csv)
    assert r.returncode == 0 and r.stdout == ""
    assert md.read_text().startswith("**")
    doc = json.loads(js.read_text())
    assert doc["tool"] == {"name": "tracy-diff", "version": tracy_diff.__version__}
    assert doc["schema_version"] >= 1
    assert csv.read_text().startswith("row_id,")
    r = cli(BASE, Q, "-o", js, "-o", "-", "--format", "markdown")  # '-': stdout, in --format
    assert r.stdout.startswith("**") and json.loads(js.read_text())["verdict"] == doc["verdict"]
    other = tmp_path / "report.out"  # an extension that names no format: --format's
    assert cli(BASE, Q, "-o", other, "--format", "json").returncode == 0
    assert json.loads(other.read_text())["verdict"] == doc["verdict"]
    r = cli(BASE, Q, "-o", js, "-o", js)
    assert r.returncode == 2 and "given twice" in r.stderr
    r = cli(BASE, Q, "-o", BASE)
    assert r.returncode == 2 and BASE.read_bytes()[:4] == Q.read_bytes()[:4]  # the input is left alone


def test_identical_captures_are_said_to_be_the_same(tmp_path):
    copy = tmp_path / "copy.tracy"
    shutil.copyfile(BASE, copy)
    for other in (BASE, copy):
        r = cli(BASE, other, "--format", "json")
        doc = json.loads(r.stdout)
        assert doc["verdict"]["identical"] is True
        assert "both sides are the same capture" in doc["verdict"]["text"]
    assert json.loads(cli(BASE, Q, "--format", "json").stdout)["verdict"]["identical"] is False
    assert "same capture" not in cli(BASE, Q).stdout


def test_a_missing_extra_is_named_in_one_line():
    line = missing_extra(ModuleNotFoundError("No module named 'dash'", name="dash"))
    assert line is not None and "pip install 'tracy-diff[ui]'" in line and "\n" not in line
    line = missing_extra(ModuleNotFoundError("No module named 'duckdb'", name="duckdb"))
    assert line is not None and "tracy-diff[history]" in line
    assert missing_extra(ModuleNotFoundError("No module named 'numpy'", name="numpy")) is None


def test_ui_refuses_bad_options_in_one_line():
    r = cli("ui", "only_one.tracy")
    assert r.returncode == 2 and r.stderr.strip() == "tracy-diff: error: give both BASELINE and CANDIDATE, or neither"


@pytest.mark.slow
def test_ui_command_serves_the_dashboard(tmp_path):
    port = free_port()
    proc = start_app([str(BASE), str(CAND)], port, tmp_path / "ui.log",
                     command=[sys.executable, "-m", "tracy_diff", "ui"])
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30) as page:
            assert page.status == 200 and "tracy-diff" in page.read().decode()
    finally:
        stop_app(proc)


@pytest.mark.slow
def test_history_check_uses_the_diff_gate(tmp_path):
    """A store of three baseline runs; the fused build fails the gate (the total and the attention
    lineage, named on stderr); the baseline captured on another machine is an environment shift."""
    store = str(tmp_path / "store")
    for k, stem in enumerate(["baseline_run3", "baseline_run4", "baseline_run5"]):
        r = cli("history", "add", store, "--build", f"b{k + 1}", SAMPLES / f"{stem}.tracy", "--date",
                f"2026-12-0{k + 1}", "--workers", 0)  # options anywhere below a sub-command too
        assert r.returncode == 0, r.stderr
    r = cli("history", "check", store, SAMPLES / "rope_fused_qk.tracy", "--build", "pr-1")
    assert r.returncode == 1
    line, = r.stderr.splitlines()
    assert line.startswith("tracy-diff: --fail-on regression tripped (threshold 5%): the total +"), line
    r = cli("history", "check", store, SAMPLES / "rope_fused_qk.tracy", "--build", "pr-1", "--fail-on", "total",
            "--threshold", 1000)
    assert r.returncode == 0 and r.stderr == ""
    # Another machine's run of the same code: an environment shift, which no gate fails.
    r = cli("history", "check", store, SAMPLES / "baseline_run2.tracy", "--build", "pr-2", "--fail-on", "any-row")
    assert r.returncode == 0 and r.stdout.startswith("**ENVIRONMENT SHIFT")


def test_the_slow_walk_warning_never_splits_a_refusal(tmp_path, monkeypatch, capsys):
    """Without the compiled walk a successful run warns once, after its output;
    a refusal stays its one line."""
    from tracy_diff import cli as cli_module
    from tracy_diff import entry

    monkeypatch.setattr(entry, "compiled_walk_missing", lambda: True)
    monkeypatch.setattr(entry, "_warned", False)
    bad = tmp_path / "bad.tracy"
    bad.write_bytes(b"not a capture")
    assert cli_module.main(["stats", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("tracy-diff: error: ")
    assert cli_module.main(["stats", str(BASE)]) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("tracy-diff: warning: the compiled zone walk is not built")
