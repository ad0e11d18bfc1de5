"""Fault injection on a real store: ``history add`` killed at seeded points, a full and a read-only
filesystem, each kind of file damaged. After each: ``verify`` passes or names exactly the damage, no
build is half there, every other build reads as before, and the retry (or ``repair``) lands whole."""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import subprocess
import sys

import pytest

from tests.history.store_helpers import BASE, RUN2, answers, build_rows, one_line_error, run_cli, tree
from tests.paths import ROOT
from tracy_diff.history import compact as compaction
from tracy_diff.history.ingest import Entry, frames, summarise_all
from tracy_diff.history.log import checkpoint_path, commit_path
from tracy_diff.history.query import load_history
from tracy_diff.history.store import Store, StoreError
from tracy_diff.history.summary import summarise
from tracy_diff.history.verify import verify

pytestmark = pytest.mark.slow
SEED = 33
KILLS = 24


@pytest.fixture(scope="module")
def nine(tmp_path_factory):
    """A store of nine builds (real runs under new ids): the next add makes ten parts, so it also
    compacts them and writes a checkpoint. (root, its device, the old builds' answers)."""
    entries = [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}") for k, p in enumerate(BASE)]
    rows = frames(entries, summarise_all([e.path for e in entries], workers=0))
    root = tmp_path_factory.mktemp("nine") / "store"
    for k in range(9):
        store = Store.open(str(root), create=True)
        store.commit(*build_rows(rows, k))
        assert compaction.maintain(store) is None
    return root, str(rows[0]["device"].iloc[0]), answers(root)


def add_args(device: str) -> list[str]:
    return [str(RUN2), "--build", "new", "--date", "2027-01-01", "--device", device, "--workers", "0"]


@pytest.fixture(scope="module")
def new_rows() -> int:
    """The dispatch rows build ``new`` has once it is whole."""
    return len(summarise(str(RUN2)).dispatches)


def assert_whole(root, old: dict, new_rows: int) -> bool:
    """``verify`` passes, the old builds read as before, ``new`` is absent or whole; whether it is there."""
    found = verify(Store.open(str(root)))
    assert found.problems == [], [p.line() for p in found.problems]
    got = answers(root)
    assert {b: got[b] for b in old} == old
    if "new" not in got:
        return False
    assert got["new"][0] == 1
    con = Store.open(str(root)).connect()
    assert con.execute("SELECT count(*) FROM dispatches WHERE build = 'new'").fetchone()[0] == new_rows
    return True


def test_add_killed_at_seeded_points_leaves_no_half_build(nine, new_rows, tmp_path, capsys):
    base, device, old = nine
    spec = {"base": str(base), "work": str(tmp_path), "points": [0], "add": add_args(device)}

    def run(points: list[int]) -> list[dict]:
        path = tmp_path / "spec.json"
        path.write_text(json.dumps({**spec, "points": points}))
        done = subprocess.run([sys.executable, "-m", "tests.history.kill_add", str(path)], cwd=ROOT,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-2000:]
        return json.loads(done.stdout.strip().splitlines()[-1])

    counted = run([0])[0]
    assert counted["code"] == 0 and assert_whole(counted["store"], old, new_rows)
    writes = counted["writes"]
    assert writes >= 10  # two part files, the commit, the compaction's files, its commit and checkpoint
    points = sorted(random.Random(SEED).sample(range(1, writes + 1), min(KILLS, writes)))
    assert len(points) >= 20
    landed = 0
    for trial in run(points):
        assert trial["killed"], trial
        landed += assert_whole(trial["store"], old, new_rows)
        code, _, err = run_cli(["history", "add", trial["store"], *add_args(device)], capsys)
        assert code == 0 and err == "", err
        assert assert_whole(trial["store"], old, new_rows)
    assert 0 < landed < len(points)  # some kills came before the commit, some after


@contextlib.contextmanager
def tmpfs(path, size: str):
    """A tmpfs mounted at ``path`` (None when this process cannot mount one)."""
    path.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)], capture_output=True).returncode:
        yield None
        return
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def fill(folder, leave: int) -> None:
    """Fill the filesystem of ``folder`` up to ``leave`` bytes free."""
    free = os.statvfs(folder).f_bavail * os.statvfs(folder).f_frsize
    with open(folder / "filler", "wb") as f:
        with contextlib.suppress(OSError):
            f.write(b"\0" * max(free - leave, 0))


@pytest.mark.parametrize("leave", [0, 8192, 32768, 65536])
def test_a_full_disk_is_one_line_and_the_retry_lands_whole(nine, new_rows, tmp_path, capsys, leave):
    base, device, old = nine
    with tmpfs(tmp_path / "disk", "4m") as disk:
        if disk is None:
            return full_by_rlimit(nine, new_rows, tmp_path)
        root = disk / "store"
        shutil.copytree(base, root)
        fill(disk, leave)
        before = tree(root)
        code, _, err = run_cli(["history", "add", str(root), *add_args(device)], capsys)
        if code == 2:
            assert "No space left on device" in one_line_error(code, err) and "as it was" in err
            assert tree(root) == before and not assert_whole(root, old, new_rows)
        else:  # it fit; a compaction that did not fit after it is a warning
            assert code == 0 and err.count("\n") <= 1 and assert_whole(root, old, new_rows)
        (disk / "filler").unlink()
        code, _, err = run_cli(["history", "add", str(root), *add_args(device)], capsys)
        assert code == 0 and assert_whole(root, old, new_rows)
    return None


def full_by_rlimit(nine, new_rows, tmp_path) -> None:
    """No tmpfs (not root): a file size limit (``RLIMIT_FSIZE``) makes every larger write fail."""
    base, device, old = nine
    root = tmp_path / "store"
    shutil.copytree(base, root)
    before = tree(root)
    code = ("import resource, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
            "resource.setrlimit(resource.RLIMIT_FSIZE, (512, 512)); from tracy_diff.cli import main; "
            f"sys.exit(main(['history', 'add', {str(root)!r}, *{add_args(device)!r}]))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    one_line_error(done.returncode, done.stderr)
    assert tree(root) == before and not assert_whole(root, old, new_rows)


def test_a_read_only_store_is_one_line(nine, new_rows, tmp_path, capsys):
    base, device, old = nine
    with tmpfs(tmp_path / "disk", "8m") as disk:
        if disk is None:
            pytest.skip("needs root and mount -t tmpfs (permissions do not stop root)")
        root = disk / "store"
        shutil.copytree(base, root)
        before = tree(root)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        code, _, err = run_cli(["history", "add", str(root), *add_args(device)], capsys)
        assert "Read-only file system" in one_line_error(code, err)
        code, _, err = run_cli(["history", "repair", str(root)], capsys)
        assert code == 0  # nothing to repair: nothing is written
        subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True)
        assert tree(root) == before and not assert_whole(root, old, new_rows)
        code, _, _ = run_cli(["history", "add", str(root), *add_args(device)], capsys)
        assert code == 0 and assert_whole(root, old, new_rows)


@pytest.fixture(scope="module")
def eleven(nine, tmp_path_factory):
    """Nine builds, then ``new`` (compacted into one part, a checkpoint, a trash record), then ``last``
    (a commit after the checkpoint)."""
    base, device, _ = nine
    root = tmp_path_factory.mktemp("eleven") / "store"
    shutil.copytree(base, root)
    from tracy_diff.cli import main

    assert main(["history", "add", str(root), *add_args(device)]) == 0
    assert main(["history", "add", str(root), str(BASE[0]), "--build", "last", "--date", "2027-02-01",
                 "--device", device, "--workers", "0"]) == 0
    return root


def kinds(root) -> dict[str, tuple[str, bool]]:
    """Each kind of file of the store: (its path, whether damaging it loses builds)."""
    snap = Store.open(str(root)).snapshot()
    merged = next(p for p in snap.parts if p.level == 1)
    trash = sorted(os.listdir(root / "trash"))[0]
    return {"marker": ("tracy-diff-history.json", False), "old commit": (commit_path(3), False),
            "last commit": (commit_path(12), True), "checkpoint": (checkpoint_path(11), False),
            "merged runs": (merged.runs, True), "merged dispatches": (merged.dispatches, True),
            "trash record": (f"trash/{trash}", False)}


@pytest.mark.parametrize("kind", ["marker", "old commit", "last commit", "checkpoint", "merged runs",
                                  "merged dispatches", "trash record"])
@pytest.mark.parametrize("how", ["truncated", "garbage"])
def test_each_kind_of_file_damaged_is_named_exactly_and_repaired(eleven, tmp_path, capsys, kind, how):
    root = tmp_path / "store"
    shutil.copytree(eleven, root)
    rel, loses = kinds(root)[kind]
    everything = answers(root)
    path = root / rel
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3] if how == "truncated" else b"\x00garbage\xff" * 7)
    code, out, err = run_cli(["history", "verify", str(root)], capsys)
    line = one_line_error(code, err)
    if kind == "marker":
        assert "tracy-diff-history.json" in line and out == ""
    else:
        assert [x.split(":")[0] for x in out.splitlines()] == [rel], out
    if loses:
        with pytest.raises(StoreError, match=rel):
            load_history(Store.open(str(root)))
    elif kind != "marker":
        assert answers(root) == everything  # readers do not need that file
    code, out, err = run_cli(["history", "repair", str(root)], capsys)
    assert code == 0, err
    lost = {"last commit": {"last"}, "merged runs": set(everything) - {"last"},
            "merged dispatches": set(everything) - {"last"}}.get(kind, set())
    if kind == "last commit" and how == "garbage":  # the commit does not say: the files it named do
        assert "did not say which builds" in out and "runs files no commit names hold builds last" in out, out
    elif lost:
        assert f"builds lost: {', '.join(sorted(lost))}" in out, out
    assert any(p.startswith("damaged/") and p.endswith(rel) for p in tree(root))
    code, out, _ = run_cli(["history", "verify", str(root)], capsys)
    assert code == 0, out
    got = answers(root) if set(everything) - lost else {}
    assert got == {b: v for b, v in everything.items() if b not in lost}


def test_a_compaction_does_not_merge_a_damaged_part(nine, new_rows, tmp_path, capsys):
    """A flipped bit keeps a part's size, so the add lands; the compaction after it checks the hashes of
    what it would merge, refuses (the add says why, in one warning line), and verify names the file."""
    base, device, old = nine
    root = tmp_path / "store"
    shutil.copytree(base, root)
    part = Store.open(str(root)).snapshot().parts[4]
    path = root / part.runs
    data = path.read_bytes()
    path.write_bytes(data[:100] + bytes([data[100] ^ 0x01]) + data[101:])
    code, _, err = run_cli(["history", "add", str(root), *add_args(device)], capsys)
    assert code == 0 and err.count("\n") == 1 and "warning: the add landed" in err and part.runs in err, err
    assert len(Store.open(str(root)).snapshot().parts) == 10  # not merged
    code, out, _ = run_cli(["history", "verify", str(root)], capsys)
    assert code == 2 and [x.split(":")[0] for x in out.splitlines()] == [part.runs]
    assert "SHA-256" in out and f"holds build {part.builds[0]}" in out


def test_a_checkpoint_that_disagrees_with_its_commits_is_named(eleven, tmp_path, capsys):
    """A checkpoint that parses but lists other parts than its commits sum up (a part dropped):
    verify names it; repair sets it aside and every build reads again."""
    root = tmp_path / "store"
    shutil.copytree(eleven, root)
    everything = answers(root)
    path = root / checkpoint_path(11)
    cp = json.loads(path.read_text())
    cp["parts"] = cp["parts"][1:]
    path.write_text(json.dumps(cp))
    code, out, _ = run_cli(["history", "verify", str(root)], capsys)
    assert code == 2 and out.startswith(f"{checkpoint_path(11)}: checkpoint disagrees"), out
    code, out, _ = run_cli(["history", "repair", str(root)], capsys)
    assert code == 0 and "builds lost: none" in out
    code, _, _ = run_cli(["history", "verify", str(root)], capsys)
    assert code == 0 and answers(root) == everything
