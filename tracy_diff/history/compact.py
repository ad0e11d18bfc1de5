"""Compaction: the small parts of a series merged into bigger ones.

One add writes one small part per benchmark and device; a store of
nightly adds would be thousands of tiny Parquet files, and DuckDB reads
every one. Compaction is size-tiered, as in log-structured merge trees
(Cassandra's size-tiered compaction): a part's tier is
``floor(log_FANOUT(runs in it))``; when a series has ``FANOUT`` parts of
one tier, they become one part (and that one, counted in its own tier,
may complete the next: the plan merges the inputs once into the final
part). Each run is so rewritten about ``log_FANOUT`` of the runs times,
and a series has at most ``FANOUT - 1`` parts per tier: with 10, 10,000
builds of 3 runs are at most about 40 files per table. A part of
``SEAL_ROWS`` dispatch rows or more is not merged again.

A compaction writes the merged files under new names (streaming: at most
``store.ROW_GROUP`` rows of an input in memory beside the batch being
written, sorted by date and build within it so DuckDB can skip row groups
of other builds), then a ``compact`` commit naming them and the parts they
replace, then a checkpoint. Before its files it writes a trash record
(``trash/<time>-<id>.json``) naming its inputs and outputs: a later
compaction, ``retain_s`` after (``store.RETAIN_S``, a day; a reader that
started before the merge still finds the inputs), deletes those of them
the store no longer names (the inputs once replaced; the outputs of a
compaction that never landed, and only an hour or more after it began,
whatever ``retain_s``), then the record. The state (log and
checkpoints) never lists what was replaced, so it does not grow with the
merges. Interrupted before its commit, a compaction leaves the store as it
was (its files unnamed, never read); one that finds some of its inputs
merged meanwhile by another compaction gives up and deletes its own,
unnamed, files. Nothing is rewritten in place.

After an add, ``maintain`` compacts when the plan is not empty (it
writes a checkpoint), else writes the checkpoint when ``CHECKPOINT_EVERY``
commits passed since the last; ``history compact STORE`` compacts on
demand.
"""

from __future__ import annotations

import contextlib
import json
import math
import posixpath
import time
import uuid
from dataclasses import dataclass, replace
from typing import Any

from .log import CHECKPOINT_EVERY, Commit, Part, Snapshot
from .store import DISPATCH_COLUMNS, RETAIN_S, ROW_GROUP, RUN_COLUMNS, Store, StoreError

FANOUT = 10
SEAL_ROWS = 2_000_000
#: A compaction's own files are deleted as unnamed (it never landed) only this long after it began.
OUTPUTS_AFTER_S = 3600.0
#: Row order inside a compacted file, per table.
ORDER = {"runs": ("date", "build", "capture_hash"), "dispatches": ("build", "capture_hash", "position")}


@dataclass(frozen=True)
class Compacted:
    """What a compaction did: parts merged into parts written, files deleted (replaced at least
    ``retain_s`` before), at commit ``sequence`` (None: it committed nothing)."""

    merged: int = 0
    written: int = 0
    deleted: int = 0
    sequence: int | None = None

    def sentence(self, url: str) -> str:
        if self.sequence is None and not self.deleted:
            return f"{url}: nothing to compact"
        did = f"merged {self.merged} parts into {self.written}" if self.merged else "merged nothing"
        return f"{url}: {did}; deleted {self.deleted} files replaced earlier"


def tier(runs: int, fanout: int = FANOUT) -> int:
    return int(math.floor(math.log(max(runs, 1), fanout) + 1e-9))


def plan(snap: Snapshot, fanout: int = FANOUT) -> list[list[Part]]:
    """The merges due: per series, groups of parts (in the order they were added) that become one."""
    order = {p.runs: i for i, p in enumerate(snap.parts)}
    series: dict[tuple[str, str], list[Part]] = {}
    for p in snap.parts:
        if p.dispatch_rows < SEAL_ROWS:
            series.setdefault((p.benchmark, p.device), []).append(p)
    groups = []
    for parts in series.values():
        pool: list[tuple[int, list[Part]]] = [(p.rows, [p]) for p in parts]
        while True:
            tiers: dict[int, list[int]] = {}
            for i, (runs, _) in enumerate(pool):
                tiers.setdefault(tier(runs, fanout), []).append(i)
            full = [t for t, members in tiers.items() if len(members) >= fanout]
            if not full:
                break
            take = set(tiers[min(full)])
            merged = (sum(pool[i][0] for i in take), [p for i in sorted(take) for p in pool[i][1]])
            pool = [x for i, x in enumerate(pool) if i not in take] + [merged]
        groups += [sorted(members, key=lambda p: order[p.runs]) for _, members in pool if len(members) > 1]
    return groups


def compact(store: Store, snap: Snapshot | None = None, fanout: int = FANOUT, retain_s: float = RETAIN_S) -> Compacted:
    """Run the merges ``plan`` finds, then empty the trash older than ``retain_s`` (see the module doc)."""
    store._writable()
    snap = store.snapshot() if snap is None else snap
    groups = plan(snap, fanout)
    after = None
    written: list[Part] = []
    if groups:
        for group in groups:
            rel_runs, rel_disp = store.part_paths(group[0].benchmark, group[0].device)
            written.append(Part(group[0].benchmark, group[0].device, rel_runs, rel_disp, None,
                                max(p.level for p in group) + 1))
        # Before the files, the record of what may be deleted later: the inputs once replaced, the
        # outputs if this never lands (files the store names are never deleted).
        _trash(store, [f for group in groups for p in group for f in (p.runs, p.dispatches)],
               [f for p in written for f in (p.runs, p.dispatches)])
        check_inputs(store, [p for group in groups for p in group])
        for k, group in enumerate(groups):
            rows = merge(store, [p.runs for p in group], written[k].runs, RUN_COLUMNS, ORDER["runs"])
            disp_rows = merge(store, [p.dispatches for p in group], written[k].dispatches, DISPATCH_COLUMNS,
                              ORDER["dispatches"])
            builds = [p.builds for p in group]
            written[k] = replace(written[k], rows=rows, dispatch_rows=disp_rows,
                                 files=(store.digest(written[k].runs), store.digest(written[k].dispatches)),
                                 builds=None if any(b is None for b in builds)
                                 else tuple(sorted({x for b in builds for x in b or ()})))
        inputs = tuple(p.runs for group in groups for p in group)

        def make(number: int, now: Snapshot, landed: list[Commit]) -> Commit | None:
            if not set(inputs) <= {p.runs for p in now.parts}:
                return None  # another compaction merged some of them meanwhile
            return Commit(number, "compact", time.time(), tuple(written), inputs)

        after = store.land(make, snap)
        if after is None:
            _delete(store, [f for p in written for f in (p.runs, p.dispatches)])  # named by no commit
        else:
            store.checkpoint(after)
    deleted = empty_trash(store, retain_s)
    if after is None:
        return Compacted(deleted=deleted)
    return Compacted(sum(len(g) for g in groups), len(written), deleted, after.sequence)


def check_inputs(store: Store, parts: list[Part]) -> None:
    """Refuse to merge a part whose files are not the ones its commit recorded (size, then SHA-256
    where recorded): a damaged file would be copied into a part of good hashes."""
    store.check_files(parts)
    for part in parts:
        for rel, check in part.checks():
            if check is not None and store.digest(rel)[1] != check[1]:
                raise store.damaged(rel, "has another SHA-256 than its commit recorded (damaged)",
                                    store.builds_of(part))


def maintain(store: Store, fanout: int = FANOUT, retain_s: float = RETAIN_S) -> str | None:
    """After a commit: the compaction when due (it writes a checkpoint), else the checkpoint when due.
    None, or why they did not happen (the commit stays landed; the next add tries again)."""
    try:
        snap = store.snapshot()
        if compact(store, snap, fanout, retain_s).sequence is not None:
            snap = store.snapshot()
        if snap.sequence - snap.checkpoint >= CHECKPOINT_EVERY:
            store.checkpoint(snap)
    except (OSError, StoreError) as e:
        return f"the add landed; the compaction or checkpoint after it did not ({e})"
    return None


def _trash(store: Store, inputs: list[str], outputs: list[str]) -> None:
    name = f"trash/{int(time.time()):012d}-{uuid.uuid4().hex}.json"
    store.fs.makedirs(store._path("trash"), exist_ok=True)
    store.fs.pipe_file(store._path(name), json.dumps({"at": time.time(), "inputs": inputs,
                                                      "outputs": outputs}).encode())


def empty_trash(store: Store, retain_s: float = RETAIN_S) -> int:
    """Delete the files of trash records at least ``retain_s`` old that the store no longer names (a
    compaction's outputs only from ``OUTPUTS_AFTER_S`` on: until then it may still be committing
    them), then the records; the number of files deleted."""
    try:
        names = [posixpath.basename(p) for p in store.fs.ls(store._path("trash"), detail=False)]
    except FileNotFoundError:
        return 0
    now = time.time()
    old = [n for n in names if n.endswith(".json") and n[:12].isdigit() and now - int(n[:12]) >= retain_s]
    if not old:
        return 0
    live = {f for p in store.snapshot().parts for f in (p.runs, p.dispatches)}
    deleted = 0
    for name in sorted(old):
        done = now - int(name[:12]) >= OUTPUTS_AFTER_S
        try:
            record = json.loads(store.fs.cat_file(store._path("trash", name)))
            files = record["inputs"] + (record["outputs"] if done else [])
        except (ValueError, KeyError, TypeError):
            files, done = [], True  # a record torn half-way: its files stay
        deleted += _delete(store, [f for f in files if f not in live])
        if done:
            store.fs.rm(store._path("trash", name))
    return deleted


def merge(store: Store, inputs: list[str], out: str, columns: tuple[str, ...], order: tuple[str, ...]) -> int:
    """The rows of the Parquet files ``inputs`` (relative paths) as one new file ``out``, in batches
    of at most ``ROW_GROUP`` rows sorted by ``order``; columns a file lacks are NULL. Its rows. An
    input that does not read as Parquet is a ``StoreError``."""
    import pyarrow as pa

    try:
        return _merge(store, inputs, out, columns, order)
    except pa.ArrowException as e:
        text = " ".join(str(e).split())[:160]
        raise StoreError(f"{store.url}: a part being merged is damaged ({text}); tracy-diff history verify "
                         f"{store.url} names it") from None


def _merge(store: Store, inputs: list[str], out: str, columns: tuple[str, ...], order: tuple[str, ...]) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    schemas = []
    for rel in inputs:
        with store.fs.open(store._path(rel), "rb") as f:
            schemas.append(pq.read_schema(f))
    target = pa.unify_schemas(schemas, promote_options="permissive")
    names = [c for c in columns if c in target.names] + [c for c in target.names if c not in columns]
    target = pa.schema([target.field(c) for c in names])
    for c in columns:  # a column no input has (a store older than it): text, as ``store._arrow`` writes it
        if c not in target.names:
            target = target.append(pa.field(c, pa.string()))
    if any(pa.types.is_null(f.type) for f in target):
        target = pa.schema([pa.field(f.name, pa.string()) if pa.types.is_null(f.type) else f for f in target])
    keys = [(c, "ascending") for c in order if c in target.names]
    total = 0
    store.fs.makedirs(store._path(out).rsplit("/", 1)[0], exist_ok=True)
    with store.fs.open(store._path(out), "wb") as sink, \
            pq.ParquetWriter(sink, target, compression="zstd") as writer:
        pending: list[Any] = []
        held = 0

        def flush() -> None:
            nonlocal pending, held
            if pending:
                batch = pa.concat_tables(pending).sort_by(keys) if keys else pa.concat_tables(pending)
                writer.write_table(batch, row_group_size=ROW_GROUP)
            pending, held = [], 0

        for rel in inputs:
            with store.fs.open(store._path(rel), "rb") as f:
                for batch in pq.ParquetFile(f).iter_batches(batch_size=ROW_GROUP):
                    pending.append(_conform(pa.Table.from_batches([batch]), target))
                    held += batch.num_rows
                    total += batch.num_rows
                    if held >= ROW_GROUP:
                        flush()
        flush()
    return total


def _conform(table: Any, target: Any) -> Any:
    """``table`` with ``target``'s columns, in its order and types (missing ones NULL)."""
    import pyarrow as pa

    cols = [table.column(f.name).cast(f.type) if f.name in table.column_names
            else pa.nulls(table.num_rows, f.type) for f in target]
    return pa.Table.from_arrays(cols, schema=target)


def _delete(store: Store, rels: list[str]) -> int:
    """Delete what exists of ``rels``; how many were there."""
    done = 0
    for rel in rels:
        with contextlib.suppress(FileNotFoundError):
            store.fs.rm(store._path(rel))
            done += 1
    return done


__all__ = ["FANOUT", "SEAL_ROWS", "Compacted", "compact", "empty_trash", "maintain", "merge", "plan", "tier"]
