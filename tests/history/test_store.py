"""The history store: adds, re-adds, failed adds, concurrent adds, bad stores."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import fsspec
import pandas as pd
import pyarrow as pa
import pytest
from fsspec.implementations.memory import MemoryFileSystem

from tests.history.store_helpers import BASE, FlakyMemory, memory_url, run_cli, tree
from tests.paths import ROOT, SAMPLES
from tracy_diff.history.ingest import Entry, add, frames, summarise_all
from tracy_diff.history.log import Snapshot, commit_path
from tracy_diff.history.query import load_history
from tracy_diff.history.store import Store, StoreError
from tracy_diff.history.summary import summarise


def test_summary_matches_the_capture():
    s = summarise(str(SAMPLES / "baseline_run3.tracy"))
    d = s.dispatches.set_index("name")
    att = d.loc["forward_bs1$async_dispatch_2_attention_24x64x128x128x64"]
    rope = d.loc["forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"]
    assert att["calls_per_iter"] == 1 and rope["calls_per_iter"] == 2
    # q and k RoPE: two calls an iteration, so its iteration total is about twice a call.
    assert 1.5 < rope["iter_median_ms"] / rope["median_ms"] < 2.5
    assert att["position"] == 2 and rope["position"] == 0
    assert att["fingerprint"] and att["log_var"] > 0
    assert s.dispatch_ms_per_iter == pytest.approx(d["iter_median_ms"].sum(), rel=0.05)
    assert len(s.capture_hash) == 64 and s.iterations >= 2


def test_add_twice_changes_nothing(tmp_path, capsys):
    store = tmp_path / "store"
    code, out, _ = run_cli(["history", "add", str(store), str(BASE[0]), "--build", "b1", "--date", "2026-11-01"],
                           capsys)
    assert code == 0 and "added 1 run of build b1" in out
    before = tree(store)
    code, out, _ = run_cli(["history", "add", str(store), str(BASE[0]), "--build", "b1"], capsys)
    assert code == 0 and "added 0 runs" in out and "1 already there" in out
    assert tree(store) == before


def test_unreadable_capture_refused_store_unchanged(tmp_path, capsys):
    store = tmp_path / "store"
    run_cli(["history", "add", str(store), str(BASE[0]), "--build", "b1"], capsys)
    before = tree(store)
    bad = tmp_path / "bad.tracy"
    bad.write_bytes(b"tZst" + b"\x00" * 40)
    for args in ([str(BASE[1]), str(bad)], [str(tmp_path / "missing.tracy")], [str(ROOT / "README.md")]):
        code, out, err = run_cli(["history", "add", str(store), *args, "--build", "b2", "--workers", "0"], capsys)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and err.startswith("tracy-diff: error: ")
        assert tree(store) == before


def test_not_a_store_newer_version_and_empty(tmp_path, capsys):
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    code, _, err = run_cli(["history", "add", str(folder), str(BASE[0]), "--build", "b1"], capsys)
    assert code == 2 and "not a tracy-diff history store" in err and err.count("\n") == 1
    assert sorted(os.listdir(folder)) == ["notes.txt"]
    code, _, err = run_cli(["history", "changes", str(folder)], capsys)
    assert code == 2 and "not a tracy-diff history store" in err

    newer = tmp_path / "newer"
    newer.mkdir()
    (newer / "tracy-diff-history.json").write_text(json.dumps({"format": "tracy-diff-history", "version": 99}))
    for cmd in (["changes", str(newer)], ["add", str(newer), str(BASE[0]), "--build", "b1"]):
        code, _, err = run_cli(["history", *cmd], capsys)
        assert code == 2 and "version 99 is newer" in err and err.count("\n") == 1

    empty = tmp_path / "empty"
    Store.open(str(empty), create=True)
    code, _, err = run_cli(["history", "changes", str(empty)], capsys)
    assert code == 2 and "the store is empty" in err
    code, _, err = run_cli(["history", "show", str(tmp_path / "nowhere")], capsys)
    assert code == 2 and "no history store there" in err


def test_failed_commit_leaves_the_store_as_it_was(tmp_path):
    store = Store.open(str(tmp_path / "s"), create=True)
    entries = [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}") for k, p in enumerate(BASE[:2])]
    runs, disp = frames(entries, summarise_all([e.path for e in entries], workers=0))
    store.commit(runs.iloc[:1], disp[disp["capture_hash"] == runs["capture_hash"].iloc[0]])
    before = store.snapshot()
    broken = disp.copy()
    broken["median_ms"] = broken["median_ms"].astype(object)
    second = broken.index[broken["capture_hash"] == runs["capture_hash"].iloc[1]][0]
    broken.loc[second, "median_ms"] = "not a number"  # pyarrow refuses the second file
    with pytest.raises(pa.ArrowException):
        store.commit(runs.iloc[1:], broken)
    after = Store.open(str(tmp_path / "s")).snapshot()
    assert (after.sequence, after.parts) == (before.sequence, before.parts)
    assert load_history(store).builds.build == ["b0"]


@pytest.mark.slow
def test_two_processes_adding_at_once_both_land(tmp_path):
    url = str(tmp_path / "s")
    Store.open(url, create=True)
    cmd = [sys.executable, "-m", "tracy_diff", "history", "add", url]
    procs = [subprocess.Popen(cmd + [str(p), "--workers", "0", "--build", f"b{k}"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for k, p in enumerate(BASE)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], outs
    s = Store.open(url)
    assert len(s.captures()) == 3 and s.snapshot().sequence == 3
    assert sorted(load_history(Store.open(url)).builds.build) == ["b0", "b1", "b2"]


def test_fsspec_url_store(tmp_path):
    url = f"file://{tmp_path / 'remote'}"
    store = Store.open(url, create=True)
    add(store, [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}", "attn", "cpu") for k, p in enumerate(BASE)], workers=0)
    h = load_history(Store.open(url), "attn", "cpu")
    assert h.builds.build == ["b0", "b1", "b2"]
    assert all(len(part) == 3 for part in h.by_lineage().values())


@pytest.mark.slow
def test_dask_workers_give_the_same_summaries():
    paths = [str(p) for p in BASE[:2]]
    local = summarise_all(paths, workers=0)
    on_dask = summarise_all(paths, workers=2)
    for a, b in zip(local, on_dask):
        assert a.capture_hash == b.capture_hash
        pd.testing.assert_frame_equal(a.dispatches, b.dispatches)


@pytest.mark.slow
def test_an_existing_dask_cluster_via_scheduler_address(tmp_path, capsys):
    import logging

    from dask.distributed import LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=":0",
                      silence_logs=logging.ERROR) as cluster:
        code, out, _ = run_cli(["history", "add", str(tmp_path / "s"), *map(str, BASE), "--build", "b1",
                                "--scheduler", cluster.scheduler_address], capsys)
    assert code == 0 and "added 3 runs of build b1" in out
    h = load_history(Store.open(str(tmp_path / "s")))
    assert h.builds.runs.tolist() == [3]
    # An unreadable capture on the cluster is the same one line, the store unchanged.
    before = tree(tmp_path / "s")
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=":0",
                      silence_logs=logging.ERROR) as cluster:
        code, _, err = run_cli(["history", "add", str(tmp_path / "s"), str(BASE[0]), str(ROOT / "README.md"),
                                "--build", "b2", "--scheduler", cluster.scheduler_address], capsys)
    assert code == 2 and "README.md" in err and err.count("\n") == 1
    assert tree(tmp_path / "s") == before


# -- object stores (fsspec URLs that are not local paths) ---------------------------

def memory_files(url: str) -> dict[str, bytes]:
    fs, root = fsspec.core.url_to_fs(url)
    return {p: fs.cat_file(p) for p in fs.find(root)} if fs.exists(root) else {}


def test_memory_url_store_through_the_command_line(tmp_path, capsys):
    url = memory_url(tmp_path)
    try:
        for k, p in enumerate(BASE):
            code, out, _ = run_cli(["history", "add", url, str(p), "--build", f"b{k}", "--date",
                                    f"2026-11-0{k + 1}", "--workers", "0"], capsys)
            assert code == 0 and f"added 1 run of build b{k}" in out
        before = memory_files(url)
        code, out, _ = run_cli(["history", "add", url, str(BASE[0]), "--build", "b0", "--workers", "0"], capsys)
        assert code == 0 and "1 already there" in out and memory_files(url) == before
        code, out, err = run_cli(["history", "changes", url, "--format", "json"], capsys)
        assert code == 0 and json.loads(out) == [] and err == ""
        code, out, _ = run_cli(["history", "show", url, "--dispatch", "attention"], capsys)
        assert code == 0 and "attention" in out
        h = load_history(Store.open(url))
        assert h.builds.build == ["b0", "b1", "b2"]
        assert sorted(p.split("/store/", 1)[1] for p in before if "/log/" in p) == \
            [commit_path(k) for k in (1, 2, 3)]
    finally:
        MemoryFileSystem().rm(f"/{tmp_path.name}", recursive=True)


def test_a_refused_capture_makes_no_store(tmp_path, capsys):
    for url in (str(tmp_path / "new"), f"file://{tmp_path / 'new2'}", memory_url(tmp_path)):
        code, _, err = run_cli(["history", "add", url, str(ROOT / "README.md"), "--build", "b1", "--workers", "0"],
                               capsys)
        assert code == 2 and "README.md" in err and err.count("\n") == 1
        assert not memory_files(url), url


@pytest.mark.parametrize("torn", [False, True], ids=["write refused", "file torn half-way"])
def test_object_store_add_failing_at_any_write_leaves_the_store_as_it_was(tmp_path, torn):
    """Every write of an add (each Parquet part, the manifest) fails in turn; the store
    reads as before each time, and the add then lands once the writes go through."""
    url = memory_url(tmp_path, "flakymem")
    entries = [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}") for k, p in enumerate(BASE)]
    summaries = summarise_all([e.path for e in entries], workers=0)
    runs, disp = frames(entries, summaries)
    hashes = runs["capture_hash"].tolist()
    try:
        FlakyMemory.fail_at = None
        first = Store.open(url, create=True)
        first.commit(runs.iloc[:1], disp[disp["capture_hash"] == hashes[0]])
        # two builds at once: a part per (benchmark, device), each a runs and a dispatches file
        rest = runs.iloc[1:].assign(device=["cpu-a", "cpu-b"])
        rest_disp = disp[disp["capture_hash"].isin(hashes[1:])].copy()
        rest_disp["device"] = rest_disp["capture_hash"].map(dict(zip(hashes[1:], ["cpu-a", "cpu-b"])))
        before = Store.open(url).snapshot()
        FlakyMemory.writes, FlakyMemory.torn = 0, torn
        Store.open(url).commit(rest, rest_disp)
        writes = FlakyMemory.writes
        assert writes == 5  # 2 parts x (runs, dispatches) + the commit
        MemoryFileSystem.rm(FlakyMemory(), f"/{tmp_path.name}/store/{commit_path(before.sequence + 1)}")
        for k in range(1, writes + 1):
            FlakyMemory.writes, FlakyMemory.fail_at = 0, k
            with pytest.raises(OSError, match="injected failure"):
                Store.open(url).commit(rest, rest_disp)
            FlakyMemory.fail_at = None
            torn_commit = f"/{tmp_path.name}/store/{commit_path(before.sequence + 1)}"
            if torn and k == writes:  # a commit cut short is damage: named, with the way to repair it
                with pytest.raises(StoreError, match=f"{commit_path(before.sequence + 1)} is damaged .*history "
                                                     "verify"):
                    Store.open(url).snapshot()
                MemoryFileSystem.rm(FlakyMemory(), torn_commit)
            after = Store.open(url)
            assert after.snapshot().parts == before.parts and after.captures() == frozenset(hashes[:1]), k
            h = load_history(after, "default", str(runs["device"].iloc[0]))
            assert h.builds.build == ["b0"]
            with pytest.raises(StoreError, match="no runs of benchmark"):
                load_history(after, "default", "cpu-a")
        FlakyMemory.fail_at = None
        assert Store.open(url).commit(rest, rest_disp) == (2, 0)
        s = Store.open(url)
        assert s.captures() == frozenset(hashes) and s.snapshot().sequence == 2
        assert load_history(Store.open(url), "default", "cpu-b").builds.build == ["b2"]
    finally:
        FlakyMemory.fail_at, FlakyMemory.torn = None, False
        FlakyMemory().rm(f"/{tmp_path.name}", recursive=True)


@pytest.mark.parametrize("where", ["local", "memory"])
def test_racing_commits_both_land_on_local_and_object_stores(tmp_path, where):
    """A commit that finds its number taken (an exclusive create refused) reads the commit
    that landed and lands after it."""
    url = str(tmp_path / "s") if where == "local" else memory_url(tmp_path)
    try:
        a, b = Store.open(url, create=True), Store.open(url)
        entries = [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}") for k, p in enumerate(BASE)]
        runs, disp = frames(entries, summarise_all([e.path for e in entries], workers=0))
        hashes = runs["capture_hash"].tolist()
        a.commit(runs.iloc[:1], disp[disp["capture_hash"] == hashes[0]])
        # b read the store before a committed (an empty manifest); its commit still lands, after a's.
        b.commit(runs.iloc[1:], disp[disp["capture_hash"].isin(hashes[1:])], base=Snapshot())
        s = Store.open(url)
        assert s.snapshot().sequence == 2 and s.captures() == frozenset(hashes)
    finally:
        if where == "memory":
            MemoryFileSystem().rm(f"/{tmp_path.name}", recursive=True)


class NoExclusiveMemory(MemoryFileSystem):
    """An in-memory filesystem without fsspec's exclusive write (as SFTP, HTTP, older s3fs)."""

    protocol = "noxmem"
    store: dict = {}
    pseudo_dirs = [""]

    @classmethod
    def _strip_protocol(cls, path):
        return super()._strip_protocol(str(path).removeprefix("noxmem://"))

    def _open(self, path, mode="rb", **kwargs):
        if "x" in mode:
            raise ValueError(f"unsupported file mode: {mode!r}")
        return super()._open(path, mode, **kwargs)


fsspec.register_implementation("noxmem", NoExclusiveMemory, clobber=True)


def test_a_filesystem_without_exclusive_write_gets_whole_commits(tmp_path):
    url = memory_url(tmp_path, "noxmem")
    try:
        for k, p in enumerate(BASE[:2]):
            assert add(url, [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}")], workers=0).added == 1
        files = sorted(p.split("/store/", 1)[1] for p in NoExclusiveMemory().find(f"/{tmp_path.name}"))
        assert [f for f in files if f.startswith("log/")] == [commit_path(1), commit_path(2)]
        assert not [f for f in files if "/.tmp-" in f or f.startswith(".tmp-")]
        assert load_history(Store.open(url)).builds.build == ["b0", "b1"]
    finally:
        NoExclusiveMemory().rm(f"/{tmp_path.name}", recursive=True)


def test_a_series_the_store_does_not_hold_is_a_store_error(tmp_path):
    store = Store.open(str(tmp_path / "s"), create=True)
    assert store.connect("attn", "cpu") is None
    with pytest.raises(StoreError, match="no series attn / cpu"):
        store.connect_series("attn", "cpu")
