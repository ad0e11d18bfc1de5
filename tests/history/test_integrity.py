"""A store that never loses a build and says so when something is wrong: one test per way it was
broken (outputs onto the store or an input, damaged log and part files, one build mixing two,
forged names, machine faults, options out of range)."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from tests.history.store_helpers import BASE, RUN2, answers, one_line_error, run_cli, tree
from tests.paths import DATA, SAMPLES
from tracy_diff.history.log import commit_path
from tracy_diff.history.query import load_history
from tracy_diff.history.store import Store, StoreError
from tracy_diff.history.verify import verify

OTHER = SAMPLES / "decoder.tracy"  # another benchmark (program) than BASE's


@pytest.fixture(scope="module")
def three_builds(tmp_path_factory):
    """A store of builds b0, b1, b2 (one real run each), made through the command line once."""
    root = tmp_path_factory.mktemp("three") / "store"
    from tracy_diff.cli import main

    for k, p in enumerate(BASE):
        assert main(["history", "add", str(root), str(p), "--build", f"b{k}", "--date", f"2026-11-0{k + 1}",
                     "--workers", "0"]) == 0
    return root


@pytest.fixture
def store(three_builds, tmp_path):
    """A fresh copy of ``three_builds``."""
    root = tmp_path / "store"
    shutil.copytree(three_builds, root)
    return root


def device(root) -> str:
    """The device of the store's one series (the sample captures were recorded on several CPUs)."""
    return Store.open(str(root)).series_keys()[0][1]


def part_files(root, table: str, build: str) -> list[str]:
    """The ``table`` (runs/dispatches) file of the part holding ``build``, relative to the root."""
    snap = Store.open(str(root)).snapshot()
    return [getattr(p, table) for p in snap.parts if build in (p.builds or ())]


# -- 1. nothing writes into a store or onto an input ----------------------------------

@pytest.mark.parametrize("command", [["changes"], ["show"], ["check", "CAPTURE", "--build", "pr"]])
@pytest.mark.parametrize("target", ["commit", "marker", "symlink to a commit", "hard link to a part", "the store"])
def test_an_output_into_the_store_is_refused(store, tmp_path, capsys, command, target):
    commit = store / commit_path(1)
    if target == "commit":
        out = commit
    elif target == "marker":
        out = store / "tracy-diff-history.json"
    elif target == "symlink to a commit":
        out = tmp_path / "report.txt"
        out.symlink_to(commit)
    elif target == "hard link to a part":
        out = tmp_path / "report.txt"
        os.link(store / part_files(store, "runs", "b1")[0], out)
    else:
        out = store
    before = {p: (store / p).read_bytes() for p in tree(store)}
    args = [str(BASE[2]) if a == "CAPTURE" else a for a in command]
    code, _, err = run_cli(["history", args[0], str(store), *args[1:], "-o", str(out)], capsys)
    assert "is in the history store" in one_line_error(code, err)
    assert {p: (store / p).read_bytes() for p in tree(store)} == before
    assert answers(store)["b0"][0] == 1


def test_check_refuses_an_output_that_is_its_capture(store, tmp_path, capsys):
    capture = tmp_path / "pr.tracy"
    shutil.copy(BASE[2], capture)
    data = capture.read_bytes()
    code, _, err = run_cli(["history", "check", str(store), str(capture), "--build", "pr", "-o", str(capture)],
                           capsys)
    assert "is the input" in one_line_error(code, err)
    assert capture.read_bytes() == data


def test_an_output_elsewhere_is_written(store, tmp_path, capsys):
    out = tmp_path / "report.json"
    code, _, _ = run_cli(["history", "changes", str(store), "--format", "json", "-o", str(out)], capsys)
    assert code == 0 and json.loads(out.read_text()) == []


# -- 2. every file the log names is checked -------------------------------------------

def damage_commit(store, how: str) -> None:
    path = store / commit_path(2)  # build b1's commit
    if how == "truncated":
        path.write_bytes(path.read_bytes()[:150])
    else:  # valid JSON of the wrong shape
        path.write_text(json.dumps({"format": "tracy-diff-history", "version": 2, "builds": ["b1"],
                                    "add": "nothing"}))


@pytest.mark.parametrize("how", ["truncated", "wrong shape"])
def test_a_damaged_commit_is_named_with_its_build_then_repaired(store, capsys, how):
    want = answers(store, ["b0", "b2"])
    damage_commit(store, how)
    for cmd in (["changes"], ["show"], ["check", str(BASE[2]), "--build", "pr"]):
        code, _, err = run_cli(["history", cmd[0], str(store), *cmd[1:]], capsys)
        line = one_line_error(code, err)
        assert f"{commit_path(2)} is damaged" in line and "holds build b1" in line, line
    code, _, err = run_cli(["history", "add", str(store), str(RUN2), "--build", "b9", "--workers", "0"], capsys)
    assert commit_path(2) in one_line_error(code, err)
    code, out, err = run_cli(["history", "verify", str(store)], capsys)
    assert "1 damaged file" in one_line_error(code, err)
    assert out.splitlines()[0].startswith(f"{commit_path(2)}: damaged commit") and "build b1" in out
    code, out, _ = run_cli(["history", "repair", str(store)], capsys)
    assert code == 0 and "builds lost: b1" in out and "damaged/" in out
    moved = [p for p in tree(store) if p.startswith("damaged/")]
    assert len(moved) == 1 and moved[0].endswith(commit_path(2))
    code, out, _ = run_cli(["history", "verify", str(store)], capsys)
    assert code == 0 and "every hash matches" in out
    assert answers(store) == want
    code, _, _ = run_cli(["history", "add", str(store), str(BASE[1]), "--build", "b1", "--date", "2026-11-02",
                          "--workers", "0"], capsys)
    assert code == 0 and answers(store, ["b0", "b2"]) == want and answers(store)["b1"][0] == 1


def damage_part(path, how: str) -> None:
    data = path.read_bytes()
    if how == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif how == "bit-flipped":
        at = len(data) // 2
        path.write_bytes(data[:at] + bytes([data[at] ^ 0x10]) + data[at + 1:])
    elif how == "emptied":
        path.write_bytes(b"")
    else:
        path.unlink()


@pytest.mark.parametrize("table", ["runs", "dispatches"])
@pytest.mark.parametrize("how", ["truncated", "bit-flipped", "emptied", "deleted"])
def test_a_damaged_part_is_named_with_its_build_then_repaired(store, capsys, table, how):
    want = answers(store, ["b0", "b2"])
    rel = part_files(store, table, "b1")[0]
    damage_part(store / rel, how)
    before = tree(store)
    for cmd in (["changes"], ["show"], ["check", str(BASE[2]), "--build", "pr"]):
        code, out, err = run_cli(["history", cmd[0], str(store), *cmd[1:]], capsys)
        if how == "bit-flipped" and code in (0, 1):
            continue  # a flip DuckDB reads past (the size is right): verify's hash finds it
        line = one_line_error(code, err)
        assert "damaged" in line, line
        if how != "bit-flipped":
            assert rel in line and "build b1" in line, line
    code, _, err = run_cli(["history", "add", str(store), str(RUN2), "--build", "b9", "--workers", "0"], capsys)
    if how != "bit-flipped":  # a flip keeps the size, which is what an add checks
        assert rel in one_line_error(code, err)
        assert tree(store) == before
    code, out, err = run_cli(["history", "verify", str(store)], capsys)
    one_line_error(code, err)
    assert [line.split(":")[0] for line in out.splitlines()] == [rel] and "holds build b1" in out
    code, out, _ = run_cli(["history", "repair", str(store)], capsys)
    assert code == 0 and "builds lost: b1" in out
    code, out, _ = run_cli(["history", "verify", str(store)], capsys)
    assert code == 0
    got = answers(store)
    assert {k: v for k, v in got.items() if k != "b9"} == want


def test_a_part_named_outside_the_store_is_refused(store, tmp_path, capsys):
    outside = tmp_path / "elsewhere.parquet"
    shutil.copy(store / part_files(store, "runs", "b1")[0], outside)
    path = store / commit_path(2)
    commit = json.loads(path.read_text())
    commit["add"][0]["runs"] = str(outside)
    path.write_text(json.dumps(commit))
    code, _, err = run_cli(["history", "changes", str(store)], capsys)
    line = one_line_error(code, err)
    assert commit_path(2) in line and "not a part inside the store" in line and "build b1" in line
    with pytest.raises(StoreError, match="not a part inside the store"):
        load_history(Store.open(str(store)))  # what app.py --history reads through
    code, out, _ = run_cli(["history", "verify", str(store)], capsys)
    assert code == 2 and out.startswith(commit_path(2))


def test_a_store_written_before_hashes_still_reads_and_verifies(store, capsys):
    """Commits of the format before sizes and hashes were recorded: read as before; verify says
    their parts cannot be hash-checked and reads them as Parquet instead."""
    want = answers(store)
    for n in (1, 2, 3):
        path = store / commit_path(n)
        commit = json.loads(path.read_text())
        del commit["builds"]
        for p in commit["add"]:
            for key in ("builds", "runs_size", "runs_sha256", "dispatches_size", "dispatches_sha256"):
                del p[key]
        path.write_text(json.dumps(commit))
    assert answers(store) == want
    code, out, _ = run_cli(["history", "verify", str(store)], capsys)
    assert code == 0 and "3 parts written before hashes were recorded cannot be hash-checked" in out
    damage_part(store / Store.open(str(store)).snapshot().parts[1].runs, "truncated")
    code, out, err = run_cli(["history", "verify", str(store)], capsys)
    assert code == 2 and "not readable as Parquet" in out and "build b1" in out


# -- 3. a build is one build ------------------------------------------------------------

def test_a_build_id_again_needs_add_runs_and_the_same_program(store, capsys):
    before = tree(store)
    code, _, err = run_cli(["history", "add", str(store), str(SAMPLES / "baseline_run2.tracy"), "--build", "b1",
                            "--workers", "0"], capsys)
    assert "build b1 is already in series default" in one_line_error(code, err) and "--add-runs" in err
    code, _, err = run_cli(["history", "add", str(store), str(OTHER), "--build", "b1", "--add-runs",
                            "--device", device(store), "--workers", "0"], capsys)
    assert "not the same program as build b1" in one_line_error(code, err)
    assert tree(store) == before
    code, out, _ = run_cli(["history", "add", str(store), str(SAMPLES / "baseline_run2.tracy"), "--build", "b1",
                            "--add-runs", "--workers", "0"], capsys)
    assert code == 0 and answers(store)["b1"][0] == 2


def test_another_benchmark_into_a_series_is_refused(store, capsys):
    before = tree(store)
    dev = device(store)
    code, _, err = run_cli(["history", "add", str(store), str(OTHER), "--build", "b3", "--device", dev,
                            "--workers", "0"], capsys)
    line = one_line_error(code, err)
    assert "do not continue series default" in line and "--benchmark" in line
    code, _, err = run_cli(["history", "add", str(store), str(RUN2), str(OTHER), "--build", "b3", "--device", dev,
                            "--workers", "0"], capsys)
    assert "not the same program" in one_line_error(code, err)
    assert tree(store) == before
    code, _, _ = run_cli(["history", "add", str(store), str(OTHER), "--build", "b3", "--benchmark", "decoder",
                          "--device", dev, "--workers", "0"], capsys)
    assert code == 0 and ("decoder", dev) in Store.open(str(store)).series_keys()


def test_a_codegen_change_that_renames_the_heavy_dispatches_continues_its_series(tmp_path, capsys):
    """x86-64-v3 after a generic-CPU build of the same decoder: mmt4d's tile sizes (in its names)
    change, so most of the time pairs by place alone; most dispatches still pair by name."""
    root, folder = tmp_path / "store", DATA / "target_cpu"
    for build, capture in (("generic", "generic.tracy"), ("v3", "x86_64_v3.tracy")):
        code, _, err = run_cli(["history", "add", str(root), str(folder / capture), "--build", build,
                                "--device", "cpu", "--workers", "0"], capsys)
        assert code == 0, err
    assert len(answers(root)) == 2


@pytest.mark.parametrize("flag,value", [("--build", "b3\n  regressed +999%"), ("--build", "x" * 201),
                                        ("--build", " "), ("--benchmark", "a\x1b[31mb"),
                                        ("--device", "cpu\u2028two")])
def test_names_with_control_characters_or_too_long_are_refused(store, capsys, flag, value):
    before = tree(store)
    args = ["--build", "b3", flag, value] if flag != "--build" else ["--build", value]
    code, _, err = run_cli(["history", "add", str(store), str(BASE[0]), *args, "--workers", "0"], capsys)
    one_line_error(code, err)
    assert tree(store) == before


def test_an_index_with_a_forged_build_is_refused(store, tmp_path, capsys):
    index = tmp_path / "index.csv"
    index.write_text(f'path,build\n{BASE[0]},"b3\nfake"\n')
    before = tree(store)
    code, _, err = run_cli(["history", "add", str(store), "--index", str(index), "--workers", "0"], capsys)
    assert "control character" in one_line_error(code, err)
    assert tree(store) == before
    code, _, err = run_cli(["history", "check", str(store), str(BASE[0]), "--build", "pr\nx"], capsys)
    assert "control character" in one_line_error(code, err)


@pytest.mark.parametrize("args", [["changes", "--threshold", "nan"], ["changes", "--min-us", "-5"],
                                  ["changes", "--top", "-1"], ["check", "CAPTURE", "--build", "pr", "--window", "0"],
                                  ["show", "--threshold", "inf"], ["compact", "--keep-hours", "nan"]])
def test_numeric_options_out_of_range_are_refused(store, capsys, args):
    args = [str(BASE[0]) if a == "CAPTURE" else a for a in args]
    code, _, err = run_cli(["history", args[0], str(store), *args[1:]], capsys)
    assert "must be" in one_line_error(code, err)


# -- 4. faults of the machine are one line ----------------------------------------------

def test_an_unsupported_url_or_a_log_that_is_a_file_is_one_line(store, tmp_path, capsys):
    code, _, err = run_cli(["history", "changes", f"zip://{tmp_path}/x.zip"], capsys)
    assert "not a usable store location" in one_line_error(code, err)
    code, _, err = run_cli(["history", "add", f"zip://{tmp_path}/x.zip", str(BASE[0]), "--build", "b",
                            "--workers", "0"], capsys)
    assert "not a usable store location" in one_line_error(code, err)
    shutil.rmtree(store / "log")
    (store / "log").write_text("not a folder")
    for cmd in (["changes"], ["verify"], ["add", str(BASE[0]), "--build", "b9", "--workers", "0"]):
        code, _, err = run_cli(["history", cmd[0], str(store), *cmd[1:]], capsys)
        assert "log is a file, not a folder" in one_line_error(code, err)


@pytest.mark.parametrize("address", ["", "no-port"])
def test_a_missing_scheduler_address_is_one_line(store, capsys, address):
    before = tree(store)
    code, _, err = run_cli(["history", "add", str(store), str(RUN2), str(BASE[1]), "--build", "b9",
                            "--scheduler", address], capsys)
    assert f"--scheduler {address}: cannot reach" in one_line_error(code, err)
    assert tree(store) == before


@pytest.mark.slow
def test_an_unreachable_scheduler_is_one_line(store, capsys):
    before = tree(store)
    code, _, err = run_cli(["history", "add", str(store), str(BASE[0]), str(BASE[1]), "--build", "b9",
                            "--scheduler", "tcp://127.0.0.1:1"], capsys)
    assert "--scheduler tcp://127.0.0.1:1: cannot reach" in one_line_error(code, err)
    assert tree(store) == before


def test_verify_of_a_whole_store_passes(store, capsys):
    code, out, _ = run_cli(["history", "verify", str(store)], capsys)
    assert code == 0 and out.strip() == f"{store}: 3 commits and 3 parts verified, every hash matches"
    found = verify(Store.open(str(store)))
    assert not found.problems and found.unhashed == 0
    code, out, _ = run_cli(["history", "repair", str(store)], capsys)
    assert code == 0 and "nothing to repair" in out
