"""Many captures into the store: summarise on Dask, then one commit.

In: ``Entry``s (capture path, build, optional date, benchmark, device) and
a store. Every capture is read once, by ``summary.summarise``, on a Dask
cluster: local worker processes (``workers``, default one per core, at
most one per capture), or an existing cluster at ``scheduler``
(``tcp://host:8786``; its workers must see the capture paths). One capture,
or ``workers=0``, is read in this process. Then the summaries become the
store's ``runs`` and ``dispatches`` rows and are committed at once (see
``store``; then ``compact.maintain``: the compaction or checkpoint due): a
capture that cannot be read stops the add before anything is written,
with its one-line error.

Dates: an entry's ``date`` (ISO 8601), else the earliest capture time among
the build's runs. Every run of a build gets the build's date.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pandas as pd

from ..errors import DiffError
from .admit import admit, check_name
from .compact import maintain
from .noise_feed import feed
from .store import DISPATCH_COLUMNS, Store
from .summary import CaptureSummary, summarise

if TYPE_CHECKING:
    from dask.distributed import Client

DEFAULT_BENCHMARK = "default"


@dataclass(frozen=True)
class Entry:
    path: str
    build: str
    date: str | None = None
    benchmark: str | None = None
    device: str | None = None


@dataclass(frozen=True)
class Added:
    added: int
    skipped: int
    builds: tuple[str, ...]
    warning: str | None = None  # the add landed, its compaction or checkpoint did not (why)


def read_index(path: str) -> list[Entry]:
    """Entries from a CSV with a header: ``path,build`` and optionally
    ``date,benchmark,device``; relative paths are relative to the CSV."""
    try:
        table = pd.read_csv(path, dtype=str, keep_default_na=False)
    except (OSError, ValueError) as e:
        raise DiffError(f"{path}: cannot read the index ({e})") from None
    missing = {"path", "build"} - set(table.columns)
    if missing:
        raise DiffError(f"{path}: index lacks the column{'s' if len(missing) > 1 else ''} "
                        f"{', '.join(sorted(missing))} (it needs path,build[,date,benchmark,device])")
    here = os.path.dirname(os.path.abspath(path))
    out = []
    for rec in table.to_dict("records"):
        p = rec["path"] if os.path.isabs(rec["path"]) else os.path.join(here, rec["path"])
        out.append(Entry(p, rec["build"], rec.get("date") or None, rec.get("benchmark") or None,
                         rec.get("device") or None))
    return out


#: Dask settings of the local cluster ``add`` starts: the workers' statistical
#: profiler (a stack sample every 10 ms), every process's event-loop tick
#: (every 20 ms) and the memory and system monitors take CPU from the
#: captures being read (``bench/bench_history.py``: on 2 cores the driver
#: used 0.12 s of CPU per 40 small captures with Dask's defaults, 0.08 s
#: with these). Nannies pass them on to the worker processes.
LEAN = {"distributed.worker.profile.enabled": False, "distributed.admin.tick.interval": "1s",
        "distributed.admin.system-monitor.interval": "5s", "distributed.admin.system-monitor.gil.enabled": False,
        "distributed.worker.memory.monitor-interval": "1s"}


@contextlib.contextmanager
def local_client(workers: int) -> Iterator[Client]:
    """A Dask client of ``workers`` local worker processes, one thread each (``LEAN`` settings)."""
    import dask
    from dask.distributed import Client, LocalCluster

    # A capture that fails comes back as its one-line error; Dask's own log (a heartbeat
    # racing the shutdown) stays out of the user's terminal.
    with dask.config.set(LEAN), LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                             dashboard_address=":0", silence_logs=logging.CRITICAL) as cluster, \
            Client(cluster) as client:
        yield client


def summarise_all(paths: list[str], workers: int | None = None, scheduler: str | None = None
                  ) -> list[CaptureSummary]:
    """``summarise`` of every path, in order, on Dask (see the module doc)."""
    if scheduler is None and (workers == 0 or len(paths) <= 1):
        return [summarise(p) for p in paths]
    from dask.distributed import Client

    if scheduler is not None:
        try:
            client = Client(scheduler, timeout="10s")
        except (OSError, ValueError, TypeError) as e:  # unreachable, refused, a malformed address
            text = " ".join(str(e).split())[:160]
            raise DiffError(f"--scheduler {scheduler}: cannot reach a Dask scheduler there ({text})") from None
        with client:
            return summarise_on(client, paths)
    with local_client(min(workers or os.cpu_count() or 1, len(paths))) as client:
        return summarise_on(client, paths)


def summarise_on(client: Client, paths: list[str]) -> list[CaptureSummary]:
    """``summarise`` of every path on ``client``'s workers, in order."""
    futures = client.map(summarise, paths, pure=False)
    summaries: list[CaptureSummary] = client.gather(futures)
    return summaries


def frames(entries: list[Entry], summaries: list[CaptureSummary]) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The store's ``runs`` and ``dispatches`` rows of summarised entries."""
    now = pd.Timestamp.now(tz="UTC")
    dated = {e.build: _date(e, s) for e, s in zip(entries, summaries) if e.date is not None}
    build_date: dict[str, pd.Timestamp] = {}
    for e, s in zip(entries, summaries):
        if e.build not in dated:
            when = _date(e, s)
            build_date[e.build] = min(build_date.get(e.build, when), when)
    build_date.update(dated)
    runs, parts = [], []
    for e, s in zip(entries, summaries):
        bench = e.benchmark or DEFAULT_BENCHMARK
        device = e.device or _device(s)
        runs.append({
            "capture_hash": s.capture_hash, "build": e.build, "date": build_date[e.build], "benchmark": bench,
            "device": device, "path": s.path, "capture_time": s.capture_time, "program": s.program,
            "host": s.host, "iterations": s.iterations, "ms_per_iteration": s.ms_per_iteration,
            "dispatch_ms_per_iter": s.dispatch_ms_per_iter, "dispatch_log_var": s.dispatch_log_var,
            "signature": signature(s.sequence, s.dispatches["name"]), "sequence": list(s.sequence),
            "added_at": now, "conditions": json.dumps(s.conditions, sort_keys=True) if s.conditions else None})
        d = s.dispatches.assign(capture_hash=s.capture_hash, build=e.build, benchmark=bench, device=device)
        parts.append(d[list(DISPATCH_COLUMNS)])
    run_table = pd.DataFrame(runs)
    run_table["capture_time"] = run_table["capture_time"].astype("Int64")
    return run_table, pd.concat(parts, ignore_index=True)


def signature(sequence: Iterable[str], names: Iterable[str]) -> str:
    """A build's dispatch identity: its sequence and its names (equal -> no matching needed)."""
    h = hashlib.sha1()
    for n in sequence:
        h.update(n.encode() + b"\n")
    h.update(b"--\n")
    for n in sorted(names):
        h.update(n.encode() + b"\n")
    return h.hexdigest()[:16]


def _date(e: Entry, s: CaptureSummary) -> pd.Timestamp:
    if e.date is not None:
        try:
            ts = pd.Timestamp(e.date)
        except ValueError:
            raise DiffError(f"--date {e.date!r}: not an ISO 8601 date (2026-12-01 or 2026-12-01T22:00:00Z)") \
                from None
        utc: pd.Timestamp = ts.tz_localize("UTC") if ts.tzinfo is None else ts.tz_convert("UTC")
        return utc
    if s.capture_time is None:
        raise DiffError(f"{s.path}: records no capture time; give --date")
    captured: pd.Timestamp = pd.Timestamp(s.capture_time, unit="s", tz="UTC")
    return captured


def _device(s: CaptureSummary) -> str:
    for line in (s.host or "").splitlines():
        if line.startswith("CPU:"):
            return line[4:].strip() or "unknown"
    return "unknown"


def add(store: Store | str, entries: list[Entry], workers: int | None = None, scheduler: str | None = None,
        add_runs: bool = False, learn_noise: bool = True) -> Added:
    """Summarise ``entries`` and commit them (see the module doc). ``store``
    may be a URL: a store that is not there yet is made only once every
    capture has been read, so a refused capture leaves nothing behind.
    What ``admit`` refuses (``add_runs``: captures under a build id the store
    holds are more runs of it) is refused before anything is written.
    ``learn_noise``: the builds added with two runs or more teach this
    machine's learned noise profile (``noise_feed``)."""
    if not entries:
        raise DiffError("no captures to add")
    for e in entries:
        check_name("build id", e.build)
        for what, value in (("benchmark", e.benchmark), ("device", e.device)):
            if value is not None:
                check_name(what, value)
    url = store if isinstance(store, str) else None
    found = Store.probe(url) if url is not None else cast(Store, store)  # not a store: refused first
    for e in entries:
        if not os.path.isfile(e.path):
            what = "is a directory, not a capture" if os.path.isdir(e.path) else "no such file"
            raise DiffError(f"{e.path}: {what}")
    summaries = summarise_all([e.path for e in entries], workers, scheduler)
    runs, dispatches = frames(entries, summaries)
    have = found.captures() if found is not None else frozenset()
    fresh = runs[[h not in have for h in runs["capture_hash"]]]
    admit(found, fresh, dispatches[dispatches["capture_hash"].isin(set(fresh["capture_hash"]))], add_runs)
    target = found if found is not None else Store.open(cast(str, url), create=True)
    added, skipped = target.commit(runs, dispatches)
    warning = maintain(target) if added else None
    if learn_noise and added:
        fresh_hashes = set(fresh["capture_hash"])
        builds = [(f"{e.benchmark or DEFAULT_BENCHMARK}/{e.build}", s) for e, s in zip(entries, summaries)
                  if s.capture_hash in fresh_hashes]
        warning = "; ".join([*([warning] if warning else []), *feed(builds)]) or None
    return Added(added, skipped, tuple(dict.fromkeys(e.build for e in entries)), warning)


__all__ = ["LEAN", "Added", "Entry", "add", "frames", "local_client", "read_index", "signature", "summarise_all",
           "summarise_on"]
