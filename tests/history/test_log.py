"""The store's log (format 2): one small commit per add, checkpoints, compaction, format 1."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import fsspec
import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from fsspec.implementations.memory import MemoryFileSystem

from tests.history.store_helpers import BASE, FlakyMemory, build_rows, memory_url, run_cli, tree
from tests.paths import ROOT
from tracy_diff.history import compact as compaction
from tracy_diff.history.ingest import Entry, frames, summarise_all
from tracy_diff.history.log import CHECKPOINT_EVERY, checkpoint_path, commit_path
from tracy_diff.history.query import load_history
from tracy_diff.history.store import RUN_COLUMNS, Store, StoreError


@pytest.fixture(scope="module")
def real_rows():
    """The runs and dispatch rows of the three sample baseline captures (real summaries)."""
    entries = [Entry(str(p), f"b{k}", f"2026-11-0{k + 1}") for k, p in enumerate(BASE)]
    return frames(entries, summarise_all([e.path for e in entries], workers=0))


def nightly(url: str, real_rows, adds: range) -> None:
    """One add per build, each through a store opened afresh (as ``history add`` processes)."""
    for k in adds:
        store = Store.open(url, create=True)
        store.commit(*build_rows(real_rows, k))
        assert compaction.maintain(store) is None


def series(url: str) -> tuple:
    """What a reader sees: builds, runs per build and every lineage's values."""
    h = load_history(Store.open(url))
    return h.builds.build, h.builds.runs.tolist(), h.series.lineage.tolist(), np.round(h.series.mean_log, 12).tolist()


def data_files(root) -> set[str]:
    return {os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs
            if f.endswith(".parquet")}


def test_an_add_writes_one_small_commit_and_readers_start_at_the_checkpoint(tmp_path, real_rows):
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(25))
    log = [os.path.join(d, f) for d, _, fs in os.walk(tmp_path / "s" / "log") for f in fs
           if not f.endswith(".checkpoint.json")]
    assert len(log) == 25 + 2  # 25 adds, 2 compactions (at the 10th and 20th add)
    sizes = []
    for path in log:
        c = json.loads(open(path).read())
        if c["operation"] == "add":
            # an add names only what it wrote: one part, one capture
            assert len(c["add"]) == 1 and len(c["add"][0]["captures"]) == 1 and c["remove"] == []
            sizes.append(os.path.getsize(path))
    assert max(sizes) < 1024 and max(sizes) - min(sizes) < 64  # not growing with the adds
    store = Store.open(url)
    snap = store.snapshot()
    assert snap.sequence == 27
    # checkpoints every CHECKPOINT_EVERY commits and after each compaction; the reader started at the last
    cps = sorted(f for d, _, fs in os.walk(tmp_path / "s" / "log") for f in fs if f.endswith(".checkpoint.json"))
    assert cps == [os.path.basename(checkpoint_path(n)) for n in (11, 22)]
    assert snap.checkpoint == 22 and CHECKPOINT_EVERY == 10
    # compacted: 10 + 10 runs in two parts, then 5 small ones
    assert sorted(p.rows for p in snap.parts) == [1, 1, 1, 1, 1, 10, 10]
    assert len(store.captures()) == 25
    # the same as the 25 builds added in one add
    one = str(tmp_path / "one")
    rows = [build_rows(real_rows, k) for k in range(25)]
    Store.open(one, create=True).commit(pd.concat([r for r, _ in rows]), pd.concat([d for _, d in rows]))
    assert series(url) == series(one)


def test_an_add_already_in_a_compacted_part_changes_nothing(tmp_path, real_rows):
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(12))
    before = tree(tmp_path / "s")
    assert Store.open(url).commit(*build_rows(real_rows, 3)) == (0, 1)  # its hash is read from the merged part
    assert tree(tmp_path / "s") == before


def test_a_torn_checkpoint_is_passed_over(tmp_path, real_rows):
    """A checkpoint torn half-way (a filesystem without atomic writes): the reader takes the one
    before (or none) and more commits; the same store."""
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(12))
    want = series(url)
    cp = tmp_path / "s" / checkpoint_path(11)
    cp.write_bytes(cp.read_bytes()[:40])
    assert Store.open(url).snapshot().checkpoint == 0
    assert series(url) == want
    nightly(url, real_rows, range(12, 14))
    assert len(series(url)[0]) == 14


def test_a_log_file_of_a_newer_format_is_one_line(tmp_path, real_rows, capsys):
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(2))
    path = tmp_path / "s" / commit_path(3)
    path.write_text(json.dumps({"format": "tracy-diff-history", "version": 7, "sequence": 3}))
    code, _, err = run_cli(["history", "changes", url], capsys)
    assert code == 2 and "format version 7" in err and err.count("\n") == 1


# -- atomicity of the log on a local folder -------------------------------------------

@pytest.mark.parametrize("step", ["runs file", "dispatches file", "commit link", "commit write"])
def test_a_local_add_failing_at_any_write_leaves_the_store_as_it_was(tmp_path, real_rows, monkeypatch, step):
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(3))
    want, names = series(url), tree(tmp_path / "s")
    store = Store.open(url)
    if step in ("runs file", "dispatches file"):
        real = Store.write_table

        def torn(self, rel, table):
            if rel.startswith(step.split()[0] + "/"):
                with self.fs.open(self._path(rel), "wb") as f:
                    f.write(b"PAR1 torn")
                raise OSError(f"injected failure writing {rel}")
            return real(self, rel, table)

        monkeypatch.setattr(Store, "write_table", torn)
    elif step == "commit link":
        def refused(src, dst):
            raise OSError("injected failure at the link")

        monkeypatch.setattr("tracy_diff.history.store.os.link", refused)
    else:
        def short(fd, data):
            raise OSError("injected failure writing the commit")

        monkeypatch.setattr("tracy_diff.history.store.os.fdopen",
                            lambda fd, mode: type("F", (), {"__enter__": lambda s: s, "__exit__": lambda s, *a: None,
                                                            "write": short, "flush": lambda s: None,
                                                            "fileno": lambda s: fd})())
    with pytest.raises(OSError, match="injected"):
        store.commit(*build_rows(real_rows, 3))
    monkeypatch.undo()
    assert series(url) == want
    assert {k for k in tree(tmp_path / "s") if k.startswith("log")} == \
        {k for k in names if k.startswith("log")}  # no commit, no checkpoint, no temporary file
    nightly(url, real_rows, range(3, 4))  # and the next add lands
    assert len(series(url)[0]) == 4


# -- compaction --------------------------------------------------------------------------

def test_compaction_plan_is_size_tiered():
    from tracy_diff.history.log import Part, Snapshot

    def part(k: int, rows: int, dev: str = "d") -> Part:
        return Part("b", dev, f"runs/{dev}{k}", f"dispatches/{dev}{k}", None, 0, rows, rows * 50)

    nine = tuple(part(k, 1) for k in range(9))
    assert compaction.plan(Snapshot(9, nine)) == []
    ten = nine + (part(9, 1),)
    assert compaction.plan(Snapshot(10, ten)) == [list(ten)]
    # ten small ones completing a tier of nine merged parts: one merge of all nineteen, in added order
    big = tuple(part(100 + k, 10) for k in range(9))
    assert compaction.plan(Snapshot(20, big + ten)) == [list(big + ten)]
    # series are merged apart; sealed parts are not merged
    other = tuple(part(k, 1, "e") for k in range(10))
    sealed = tuple(Part("b", "d", f"runs/s{k}", f"dispatches/s{k}", None, 3, 40_000, compaction.SEAL_ROWS)
                   for k in range(10))
    assert sorted(map(len, compaction.plan(Snapshot(30, sealed + ten + other)))) == [10, 10]


def test_compaction_merges_into_sorted_files_and_empties_the_trash(tmp_path, real_rows, capsys):
    url = str(tmp_path / "s")
    rows = [build_rows(real_rows, k) for k in range(10)]
    rows[0] = (rows[0][0].assign(conditions=None, host=None), rows[0][1])  # columns of nulls merge with text
    store = Store.open(url, create=True)
    for r, d in reversed(rows):  # added out of date order
        store.commit(r, d)
    want = series(url)
    before = data_files(tmp_path / "s")
    code, out, _ = run_cli(["history", "compact", url], capsys)
    assert code == 0 and out == f"{url}: merged 10 parts into 1; deleted 0 files replaced earlier\n"
    snap = Store.open(url).snapshot()
    assert len(snap.parts) == 1 and snap.parts[0].rows == 10 and snap.parts[0].level == 1
    assert series(url) == want
    merged = pq.read_table(str(tmp_path / "s" / snap.parts[0].runs))
    assert merged.column("build").to_pylist() == sorted(f"n{k:04d}" for k in range(10))
    assert merged.schema.names == list(RUN_COLUMNS)
    # the replaced files stay a day for readers that started before (nothing in place rewritten) ...
    assert before < data_files(tmp_path / "s")
    code, out, _ = run_cli(["history", "compact", url], capsys)
    assert out == f"{url}: nothing to compact\n"
    # ... then go
    code, out, _ = run_cli(["history", "compact", url, "--keep-hours", "0"], capsys)
    assert out == f"{url}: merged nothing; deleted 20 files replaced earlier\n"
    assert data_files(tmp_path / "s") == {snap.parts[0].runs, snap.parts[0].dispatches}
    assert series(url) == want
    assert len(os.listdir(tmp_path / "s" / "trash")) == 1  # the record goes once its outputs could be judged


@pytest.mark.parametrize("torn", [False, True], ids=["write refused", "file torn half-way"])
def test_an_interrupted_compaction_leaves_the_store_as_it_was(tmp_path, real_rows, torn):
    """Every write of a compaction on an object store (the trash record, each merged file, the
    commit, the checkpoint) fails in turn: the store reads the same each time (as before, or
    compacted when only the checkpoint failed), and a compaction after it leaves no file behind
    that the store does not name."""
    url = memory_url(tmp_path, "flakymem")
    fs = FlakyMemory()
    try:
        FlakyMemory.fail_at = None
        store = Store.open(url, create=True)
        for k in range(10):
            store.commit(*build_rows(real_rows, k))
        want, before = series(url), Store.open(url).snapshot()
        FlakyMemory.writes = 0
        compaction.compact(Store.open(url))
        writes = FlakyMemory.writes
        assert writes == 5  # trash record, merged runs and dispatches, commit, checkpoint
        for rel in fs.find(f"/{tmp_path.name}/store"):
            if rel.endswith(commit_path(11)) or rel.endswith(".checkpoint.json"):
                MemoryFileSystem.rm(fs, rel)
        for k in range(1, writes + 1):
            FlakyMemory.writes, FlakyMemory.fail_at, FlakyMemory.torn = 0, k, torn
            with pytest.raises(OSError, match="injected failure"):
                compaction.compact(Store.open(url))
            FlakyMemory.fail_at, FlakyMemory.torn = None, False
            if k == 4 and torn:  # a commit cut short is damage, named with its builds; set aside here
                with pytest.raises(StoreError, match=f"{commit_path(11)} is damaged"):
                    Store.open(url).snapshot()
                MemoryFileSystem.rm(fs, f"/{tmp_path.name}/store/{commit_path(11)}")
            snap = Store.open(url).snapshot()
            assert series(url) == want, k
            if k < 4 or (k == 4 and torn):
                assert [p.runs for p in snap.parts] == [p.runs for p in before.parts], k
            if len(snap.parts) == 1:  # the commit landed before the write that failed: undo for the next round
                for rel in fs.find(f"/{tmp_path.name}/store/log"):
                    if b'"operation": "compact"' in MemoryFileSystem.cat_file(fs, rel):
                        MemoryFileSystem.rm(fs, rel)
        # the failed attempts' own files go once they are an hour old (until then one may be committing)
        monkey = pytest.MonkeyPatch()
        monkey.setattr(compaction, "OUTPUTS_AFTER_S", 0.0)
        try:
            done = compaction.compact(Store.open(url), retain_s=0)
        finally:
            monkey.undo()
        assert done.merged == 10 and series(url) == want
        snap = Store.open(url).snapshot()
        live = {f"/{tmp_path.name}/store/{f}" for p in snap.parts for f in (p.runs, p.dispatches)}
        assert {p for p in fs.find(f"/{tmp_path.name}/store") if p.endswith(".parquet")} == live
    finally:
        FlakyMemory.fail_at, FlakyMemory.torn = None, False
        fs.rm(f"/{tmp_path.name}", recursive=True)


@pytest.mark.parametrize("where", ["local", "memory"])
def test_adds_and_compactions_racing(tmp_path, real_rows, where):
    """A compaction planned before an add landed lands after it (nothing lost); of two compactions
    of the same parts, the second gives up and deletes its own files."""
    url = str(tmp_path / "s") if where == "local" else memory_url(tmp_path)
    try:
        store = Store.open(url, create=True)
        for k in range(10):
            store.commit(*build_rows(real_rows, k))
        stale = Store.open(url).snapshot()
        Store.open(url).commit(*build_rows(real_rows, 10))
        first = compaction.compact(Store.open(url), snap=stale)
        assert first.merged == 10 and first.sequence == 12
        second = compaction.compact(Store.open(url), snap=stale)
        assert second.sequence is None and second.merged == 0
        s = Store.open(url)
        assert sorted(p.rows for p in s.snapshot().parts) == [1, 10]
        assert len(s.captures()) == 11 and len(series(url)[0]) == 11
        fs, root = fsspec.core.url_to_fs(url)
        named = {f"{root}/{f}" for p in s.snapshot().parts for f in (p.runs, p.dispatches)}
        replaced = {f"{root}/{f}" for p in stale.parts for f in (p.runs, p.dispatches)}
        assert {p for p in fs.find(root) if p.endswith(".parquet")} == named | replaced
    finally:
        if where == "memory":
            MemoryFileSystem().rm(f"/{tmp_path.name}", recursive=True)


@pytest.mark.slow
def test_processes_adding_one_build_each_at_once(tmp_path, real_rows):
    """Six ``history add`` processes at once on a store about to compact: all land, every build
    once, no capture twice."""
    url = str(tmp_path / "s")
    nightly(url, real_rows, range(8))  # eight builds in: the tenth add compacts
    device = str(real_rows[0]["device"].iloc[0])
    captures = [ROOT / "sample_captures" / f"{stem}.tracy" for stem in
                ("baseline", "baseline_run2", "rope_fused_q_run2", "rope_fused_q_run3", "rope_fused_q_run4",
                 "rope_fused_qk")]
    procs = [subprocess.Popen([sys.executable, "-m", "tracy_diff", "history", "add", url, str(p), "--build", f"r{k}",
                               "--date", f"2027-01-{k + 1:02d}", "--device", device, "--workers", "0"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for k, p in enumerate(captures)]
    outs = [p.communicate(timeout=180) for p in procs]
    assert [p.returncode for p in procs] == [0] * 6, outs
    s = Store.open(url)
    h = load_history(s)
    assert h.builds.build == [f"n{k:04d}" for k in range(8)] + [f"r{k}" for k in range(6)]
    assert len(s.captures()) == 14 and int(h.builds.runs.sum()) == 14
    assert any(p.level == 1 for p in s.snapshot().parts)  # one of them compacted


# -- format 1 --------------------------------------------------------------------------------

def write_format_1(url: str, adds: list[tuple[pd.DataFrame, pd.DataFrame]]) -> None:
    """A store as tracy-diff wrote it before the log: a manifest per add naming every part and capture."""
    fs, root = fsspec.core.url_to_fs(url)
    fs.makedirs(f"{root}/manifests", exist_ok=True)
    fs.pipe_file(f"{root}/tracy-diff-history.json", json.dumps({"format": "tracy-diff-history", "version": 1}).encode())
    parts = []
    for k, (runs, disp) in enumerate(adds):
        name = f"part-{k:032x}.parquet"
        folder = f"benchmark=default/device={runs['device'].iloc[0].replace(' ', '%20')}"
        for table, frame in (("runs", runs), ("dispatches", disp)):
            fs.makedirs(f"{root}/{table}/{folder}", exist_ok=True)
            with fs.open(f"{root}/{table}/{folder}/{name}", "wb") as f:
                pq.write_table(pa.Table.from_pandas(frame.reset_index(drop=True), preserve_index=False), f)
        parts.append({"benchmark": "default", "device": runs["device"].iloc[0], "runs": f"runs/{folder}/{name}",
                      "dispatches": f"dispatches/{folder}/{name}", "captures": runs["capture_hash"].tolist()})
        fs.pipe_file(f"{root}/manifests/{k + 1:08d}.json", json.dumps(
            {"format": "tracy-diff-history", "version": 1, "sequence": k + 1, "parts": parts}).encode())


@pytest.mark.parametrize("where", ["local", "memory"])
def test_a_format_1_store_is_read_and_migrated_on_request(tmp_path, real_rows, capsys, where):
    url = str(tmp_path / "old") if where == "local" else memory_url(tmp_path)
    try:
        old = [build_rows(real_rows, k) for k in range(4)]
        write_format_1(url, [(r.drop(columns=["conditions"]), d) for r, d in old[:2]] + old[2:])
        want = series(url)
        assert want[0] == ["n0000", "n0001", "n0002", "n0003"]
        code, out, err = run_cli(["history", "changes", url, "--format", "json"], capsys)
        assert code == 0 and json.loads(out) == []
        # adding is refused in one line, naming the one command that upgrades it
        before = fsspec.core.url_to_fs(url)[0].find(fsspec.core.url_to_fs(url)[1])
        code, out, err = run_cli(["history", "add", url, str(BASE[0]), "--build", "x", "--workers", "0"], capsys)
        assert code == 2 and err.count("\n") == 1 and f"tracy-diff history migrate {url}" in err
        assert fsspec.core.url_to_fs(url)[0].find(fsspec.core.url_to_fs(url)[1]) == before
        code, out, err = run_cli(["history", "migrate", url], capsys)
        assert code == 0 and out.count("\n") == 1 and "migrated from format 1 to 2 (4 parts, 4 captures)" in out
        assert series(url) == want
        code, out, _ = run_cli(["history", "migrate", url], capsys)
        assert "already format 2" in out
        s = Store.open(url)
        assert s.version == 2 and s.snapshot().sequence == 4 and len(s.captures()) == 4
        nightly(url, real_rows, range(4, 12))  # adds land after it, and compact (12 parts: one merge)
        assert series(url)[0] == [f"n{k:04d}" for k in range(12)]
        assert sorted(p.rows for p in Store.open(url).snapshot().parts) == [1, 1, 10]
        # an older tracy-diff refuses the migrated store in one line (its marker says format 2)
        fs, root = fsspec.core.url_to_fs(url)
        assert json.loads(fs.cat_file(f"{root}/tracy-diff-history.json"))["version"] == 2
    finally:
        if where == "memory":
            MemoryFileSystem().rm(f"/{tmp_path.name}", recursive=True)


def test_a_store_of_a_newer_format_is_refused(tmp_path, capsys):
    url = tmp_path / "newer"
    url.mkdir()
    (url / "tracy-diff-history.json").write_text(json.dumps({"format": "tracy-diff-history", "version": 3}))
    for cmd in (["changes", str(url)], ["compact", str(url)], ["migrate", str(url)]):
        code, _, err = run_cli(["history", *cmd], capsys)
        assert code == 2 and "version 3 is newer" in err and err.count("\n") == 1
    with pytest.raises(StoreError):
        Store.open(str(url))
