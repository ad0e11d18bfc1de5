"""The history store: summarised runs as a Parquet dataset with a transaction log.

Layout under the store's root (a local folder or any fsspec URL)::

    tracy-diff-history.json                    marker: {"format", "version"}
    log/000000/0000000001.json ...             one small file per commit (``log``), 1,000 a folder
    log/000000/0000000011.checkpoint.json ...  the whole state every few commits
    trash/<time>-<id>.json                     files a compaction replaced, deleted a day later
    damaged/<time>/...                         what ``history repair`` set aside (kept)
    runs/benchmark=B/device=D/<part>.parquet   one row per run (capture)
    dispatches/benchmark=B/device=D/<part>.parquet   one row per run and dispatch name

An add writes its Parquet files under new names, then the next commit
file, which names only them (and their captures' content hashes). A
reader takes the latest whole checkpoint and the commits after it
(``log``). Files no commit names are ignored, so an add that fails half-way
leaves the store as it was (its files stay, unread), and no file is ever
rewritten. Compaction (``compact``) merges small parts into bigger ones the
same way: new files, then a commit that names them and the parts they
replace, then a checkpoint; the replaced files are deleted only by a later
compaction, ``RETAIN_S`` after (a reader that started before still finds
them).

A commit file is written whole or not at all, and only under a number
nobody took:

* a local disk: a temporary file hard-linked to its final name;
* an object store whose fsspec backend has the exclusive write
  (``pipe_file(mode="create")``: s3fs, gcsfs, adlfs; ``memory://``): one
  conditional PUT;
* any other filesystem: a temporary name moved to the final one; that
  number check is not exclusive (one writer at a time there).

A commit that finds its number taken reads the commits that landed
meanwhile, drops captures they added and tries the next number, so two
adds at once both land (after ``RETRIES`` lost races it is refused in one
line). Checkpoints are written the same way; one that is missing or
damaged only makes readers read more commits.

Every file the log names is checked: a commit records each part file's
size and SHA-256 and the builds of its runs; readers refuse a part name
outside the store's ``runs/``/``dispatches/`` folders, check every part's
size before reading it (one listing per folder), and refuse a commit that
does not parse, a commit missing from the sequence, or a part file missing
or of another size, in one line naming the file and the builds it holds
(``damaged``). An add into a damaged store is refused the same way.
``verify`` (module ``verify``) reads every hash; ``repair`` sets aside
what cannot be read. Commits written before sizes and hashes were recorded
still read (their parts are checked for existence, and by ``verify`` as
Parquet).

A capture is its content hash: one already in the store is skipped (the
hashes of compacted parts are read from their ``runs`` files).

Format 1 (a manifest per add naming every part and capture so far,
``manifests/00000001.json``; it grows with the square of the adds) is
still read; adding to it is refused until ``migrate`` rewrote its latest
manifest as a checkpoint and its marker to format 2.

Refused (``StoreError``, one line): a folder that is not a store (not empty
and no marker), a store of a newer format version, a damaged file (above),
a location fsspec cannot open, a ``log`` that is a file. Reading a path
with nothing there says so. A failed write (a full disk, a read-only
store) raises its ``OSError`` with the store as it was: an add deletes the
part files it wrote before re-raising.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import posixpath
import re
import tempfile
import time
import urllib.parse
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..errors import DiffError
from .log import (
    FORMAT,
    LOG_FOLDER,
    VERSION,
    Commit,
    FileCheck,
    LogError,
    Part,
    Snapshot,
    checkpoint_path,
    commit_path,
    number_of,
)

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

MARKER = "tracy-diff-history.json"
RETRIES = 50
#: Files a compaction replaced are deleted by a later one this long after (seconds).
RETAIN_S = 24 * 3600.0

RUN_COLUMNS = ("capture_hash", "build", "date", "benchmark", "device", "path", "capture_time", "program", "host",
               "iterations", "ms_per_iteration", "dispatch_ms_per_iter", "dispatch_log_var", "signature",
               "sequence", "added_at", "conditions")
#: Run columns a store written before them lacks (read as NULL).
LATER_RUN_COLUMNS = ("conditions",)
DISPATCH_COLUMNS = ("capture_hash", "build", "benchmark", "device", "name", "position", "calls_per_iter",
                    "median_ms", "iter_median_ms", "ms_per_iter", "log_var", "fingerprint")
#: Parquet row groups of this many rows: DuckDB skips those of other builds by their min/max.
ROW_GROUP = 65536


class StoreError(DiffError):
    """A history store that cannot be used (one line: what and where)."""


class Store:
    """A history store at ``url`` (see the module doc)."""

    def __init__(self, url: str, fs: Any, root: str) -> None:
        self.url, self.fs, self.root = url, fs, root.rstrip("/") or "/"
        self.version = VERSION  # the marker's, once read
        self._parsed: Snapshot | None = None  # the last state read (log files are never rewritten)
        self._hashes: dict[str, tuple[str, ...]] = {}  # runs file -> its capture hashes
        self._writing: list[str] = []  # files being written by an add (``cleaning_up``)

    @property
    def local(self) -> bool:
        return "file" in _protocols(self.fs)

    def holds(self, path: str) -> bool:
        """Whether writing the local file ``path`` would write into this store: it resolves (through
        symbolic links) to the store's folder or a file under it, or is a hard link to one of its files."""
        if not self.local:
            return False
        root, target = os.path.realpath(self.root), os.path.realpath(path)
        if target == root or target.startswith(root.rstrip(os.sep) + os.sep):
            return True
        try:
            st = os.stat(target)
        except OSError:
            return False
        if st.st_nlink < 2:
            return False
        return any(os.path.samestat(st, os.stat(os.path.join(folder, f)))
                   for folder, _, files in os.walk(root) for f in files)

    @classmethod
    def open(cls, url: str, create: bool = False) -> Store:
        """The store at ``url``; ``create`` makes one at a missing path or empty folder."""
        store = cls.probe(url)
        if store is not None:
            return store
        if not create:
            raise StoreError(f"{url}: no history store there (add captures first: "
                             f"tracy-diff history add {url} CAPTURE... --build ID)")
        store = cls(url, *_filesystem(url))
        store.fs.makedirs(store.root, exist_ok=True)
        store.write_new(store._path(MARKER), json.dumps({"format": FORMAT, "version": VERSION}).encode())
        return store

    @classmethod
    def at(cls, url: str) -> Store:
        """The store location ``url``, not read (there may be nothing there)."""
        return cls(url, *_filesystem(url))

    @classmethod
    def probe(cls, url: str) -> Store | None:
        """The store at ``url``, or None when nothing is there (a missing path or an
        empty folder); refused in one line: not a store, a newer format version."""
        fs, root = _filesystem(url)
        store = cls(url, fs, root)
        marker = store._path(MARKER)
        if fs.exists(marker):
            store._check_marker(marker)
            return store
        if fs.exists(root) and not fs.isdir(root):
            raise StoreError(f"{url}: is a file, not a history store")
        if fs.exists(root) and fs.ls(root, detail=False):
            raise StoreError(f"{url}: not a tracy-diff history store (a folder without {MARKER})")
        return None

    def _check_marker(self, marker: str) -> None:
        try:
            meta = json.loads(self.fs.cat_file(marker))
        except (OSError, ValueError) as e:
            raise StoreError(f"{self.url}: {MARKER} unreadable ({e})") from None
        if not isinstance(meta, dict) or meta.get("format") != FORMAT:
            raise StoreError(f"{self.url}: {MARKER} is not a tracy-diff history marker")
        version = meta.get("version")
        if not isinstance(version, int) or version < 1:
            raise StoreError(f"{self.url}: {MARKER} has no format version a tracy-diff wrote ({version!r})")
        if version > VERSION:
            raise StoreError(f"{self.url}: store format version {version} is newer than this tracy-diff "
                             f"reads ({VERSION}); upgrade tracy-diff")
        self.version = version

    def _path(self, *rel: str) -> str:
        return posixpath.join(self.root, *rel)

    # -- reading the state -------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The store as its latest commit left it (sequence 0, no parts, for an empty store)."""
        if self.version == 1:
            return self._manifest_v1()
        if self._parsed is None:
            self._parsed = self._from_checkpoint()
        self._parsed = self._read_after(self._parsed)[0]
        return self._parsed

    def _from_checkpoint(self) -> Snapshot:
        """The latest whole checkpoint's state (an empty one when there is none): the log's folders
        listed from the newest back to the first that holds one."""
        for folder in reversed(self._numbers("log", None)):
            for number in reversed(self._numbers(f"log/{folder:06d}", ".checkpoint.json")):
                data = self._json(checkpoint_path(number))
                try:
                    return Snapshot.from_checkpoint(data)
                except LogError:
                    # Damaged (``history verify`` names it): an earlier checkpoint and more commits
                    # give the same state; a commit missing on the way is refused by ``_read_after``.
                    continue
        return Snapshot()

    def _read_after(self, base: Snapshot) -> tuple[Snapshot, list[Commit]]:
        """``base`` with every commit after it applied, and those commits."""
        folders = [f for f in self._numbers("log", None) if f >= (base.sequence + 1) // LOG_FOLDER]
        numbers = sorted(n for f in folders for n in self._numbers(f"log/{f:06d}") if n > base.sequence)
        if not numbers:
            return base, []
        paths = [self._path(commit_path(n)) for n in numbers]
        try:
            blobs = self.fs.cat(paths) if len(paths) > 1 else {paths[0]: self.fs.cat_file(paths[0])}
        except OSError as e:
            raise StoreError(f"{self.url}: log unreadable ({e})") from None
        snap, commits = base, []
        for n, path in zip(numbers, paths):
            if n != snap.sequence + 1:  # commits are written in order, each after the one before
                raise self.damaged(commit_path(snap.sequence + 1), "is missing", None)
            raw = _blob(blobs, path, self.fs)
            try:
                c = Commit.from_json(_whole_json(raw))
            except LogError as e:
                raise self.damaged(commit_path(n), f"is damaged ({e})", builds_named(raw)) from None
            snap = snap.apply(replace(c, sequence=n))
            commits.append(c)
        return snap, commits

    def damaged(self, rel: str, what: str, builds: list[str] | None) -> StoreError:
        """The one line naming a damaged file of the store and the builds it holds."""
        held = "the builds it holds are unknown" if builds is None else \
            f"it holds build{'s' if len(builds) != 1 else ''} {', '.join(builds) or '(none)'}"
        return StoreError(f"{self.url}: {rel} {what}; {held} (tracy-diff history verify {self.url} lists the "
                          f"damage, history repair {self.url} sets it aside)")

    def _numbers(self, folder: str, suffix: str | None = ".json") -> list[int]:
        """The numbers in the names of ``folder``'s log files ending ``suffix`` (commits, checkpoints;
        None: subfolders)."""
        path = self._path(folder)
        try:
            listing = self.fs.ls(path, detail=True)
        except FileNotFoundError:
            return []
        except NotADirectoryError:
            listing = [{"name": path, "type": "file"}]
        if len(listing) == 1 and listing[0].get("type") == "file" and \
                listing[0]["name"].rstrip("/") == self.fs._strip_protocol(path).rstrip("/"):
            raise StoreError(f"{self.url}: {folder} is a file, not a folder of the store's log")
        names = [posixpath.basename(str(p["name"]).rstrip("/")) for p in listing]
        if suffix is not None:
            return sorted(n for n in (number_of(name, suffix) for name in names) if n is not None)
        return sorted(int(n) for n in names if n.isdigit())

    def _json(self, rel: str) -> object | None:
        """A log file's JSON; None when it is not whole JSON (torn)."""
        try:
            return _whole_json(self.fs.cat_file(self._path(rel)))
        except OSError as e:
            raise StoreError(f"{self.url}: {rel} unreadable ({e})") from None

    def check_files(self, parts: list[Part] | tuple[Part, ...]) -> None:
        """Refuse (one line naming the file and its builds) a part file that is missing or whose size
        is not the one its commit recorded; each folder is listed once."""
        sizes: dict[str, dict[str, int]] = {}
        for part in parts:
            for rel, check in part.checks():
                folder, name = posixpath.split(rel)
                if folder not in sizes:
                    sizes[folder] = self._sizes(folder)
                size = sizes[folder].get(name)
                if size is None:
                    raise self.damaged(rel, "is missing", self.builds_of(part))
                if check is not None and size != check[0]:
                    raise self.damaged(rel, f"has {size} bytes, its commit recorded {check[0]} (damaged)",
                                       self.builds_of(part))

    def _sizes(self, folder: str) -> dict[str, int]:
        """File name -> size of the files in ``folder`` (relative to the root)."""
        try:
            listing = self.fs.ls(self._path(folder), detail=True)
        except (FileNotFoundError, NotADirectoryError):
            return {}
        return {posixpath.basename(str(e["name"]).rstrip("/")): int(e.get("size") or 0)
                for e in listing if e.get("type") == "file"}

    def builds_of(self, part: Part) -> list[str] | None:
        """The builds of ``part``'s runs: as its commit recorded them, else read from its files
        (None when neither can be read)."""
        if part.builds is not None:
            return sorted(part.builds)
        for rel in (part.runs, part.dispatches):
            try:
                import pyarrow.parquet as pq

                with self.fs.open(self._path(rel), "rb") as f:
                    return sorted({str(b) for b in pq.read_table(f, columns=["build"]).column("build").to_pylist()})
            except Exception:  # noqa: BLE001 - a damaged file in any way: the other one, else unknown
                continue
        return None

    def _manifest_v1(self) -> Snapshot:
        """A format-1 store: its latest manifest that is whole JSON (``sequence`` still counts a torn one)."""
        numbers = self._numbers("manifests")
        if not numbers:
            return Snapshot(format=1)
        if self._parsed is not None and self._parsed.sequence == numbers[-1]:
            return self._parsed
        for number in reversed(numbers):
            name = f"manifests/{number:08d}.json"
            data = self._json(name)
            if data is None:
                continue
            if isinstance(data, dict) and isinstance(data.get("version", 0), int) and data.get("version", 0) > 1:
                raise StoreError(f"{self.url}: manifest {name} has format version {data.get('version')}, "
                                 f"newer than format 1 of its store")
            try:
                self._parsed = replace(Snapshot.from_manifest(data, number), sequence=numbers[-1])
            except LogError as e:
                raise StoreError(f"{self.url}: manifest {name} unreadable ({e})") from None
            return self._parsed
        raise StoreError(f"{self.url}: no manifest of the store is whole JSON (of {len(numbers)})")

    def captures(self, snap: Snapshot | None = None) -> frozenset[str]:
        """The content hashes of every capture in the store (at ``snap``): those its commits listed,
        and those of compacted parts read from their ``runs`` files (each file read once)."""
        snap = self.snapshot() if snap is None else snap
        unlisted = [p for p in snap.parts if p.captures is None and p.runs not in self._hashes]
        if unlisted:
            import pyarrow as pa
            import pyarrow.parquet as pq

            self.check_files(unlisted)
            for part in unlisted:
                try:
                    with self.fs.open(self._path(part.runs), "rb") as f:
                        col = pq.read_table(f, columns=["capture_hash"]).column("capture_hash")
                except (OSError, pa.ArrowException) as e:
                    raise self.damaged(part.runs, f"is unreadable ({_first_line(e)})", self.builds_of(part)) \
                        from None
                self._hashes[part.runs] = tuple(str(h) for h in col.to_pylist())
        read = (h for p in snap.parts if p.captures is None for h in self._hashes[p.runs])
        return snap.listed.union(read)

    # -- writing -----------------------------------------------------------

    def write_new(self, path: str, data: bytes) -> bool:
        """Write ``path`` only if it does not exist, whole or not at all; False when it did."""
        if self.local:
            folder = os.path.dirname(path)
            os.makedirs(folder, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-")
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(data)
                    f.flush()
                    os.fsync(f.fileno())
                os.link(tmp, path)  # atomic, and fails when the name is taken
                return True
            except FileExistsError:
                return False
            finally:
                os.unlink(tmp)
        # Elsewhere fsspec's exclusive write: one conditional PUT on object
        # stores (s3fs, gcsfs, adlfs), whole or absent, refused when the name
        # is taken. A filesystem without it: the file is written whole under a
        # temporary name, then moved; that check-then-move is not exclusive.
        try:
            self.fs.pipe_file(path, data, mode="create")
            return True
        except FileExistsError:
            return False
        except OSError:
            raise  # the write itself failed: the commit fails, the store as it was
        except Exception:
            # A backend without mode="create" refuses it in its own way (TypeError,
            # NotImplementedError, botocore's ParamValidationError): written as below.
            pass
        if self.fs.exists(path):
            return False
        tmp = posixpath.join(posixpath.dirname(path), f".tmp-{uuid.uuid4().hex}")
        self.fs.pipe_file(tmp, data)
        try:
            if self.fs.exists(path):
                return False
            self.fs.mv(tmp, path)
        finally:
            with contextlib.suppress(OSError):
                if self.fs.exists(tmp):
                    self.fs.rm(tmp)
        return True

    def _writable(self) -> None:
        if self.version < VERSION:
            raise StoreError(f"{self.url}: store format version {self.version} (a manifest per add naming every "
                             f"capture so far, which grows with the square of the adds); upgrade it once with "
                             f"tracy-diff history migrate {self.url}, then add")

    def commit(self, runs: pd.DataFrame, dispatches: pd.DataFrame, base: Snapshot | None = None) -> tuple[int, int]:
        """Add runs (``RUN_COLUMNS``) and their dispatch rows (``DISPATCH_COLUMNS``).

        Runs whose ``capture_hash`` is already in the store are skipped.
        ``base``: the state the caller last read (default: read now); commits
        that landed after it are merged with. Returns (runs added, runs
        skipped). See the module doc for atomicity; the checkpoint and
        compaction due after it are ``compact.maintain``'s."""
        self._writable()
        before = self.snapshot() if base is None else base
        runs = runs.drop_duplicates("capture_hash")
        have = self.captures(before)
        fresh = runs[[h not in have for h in runs["capture_hash"]]]  # not isin: it copies the store's set
        if not len(fresh):
            return 0, len(runs)
        self.check_files(before.parts)  # nothing is added to a damaged store: repair it first
        written: list[Part] = []
        with self.cleaning_up(written):
            for (bench, device), part_runs in fresh.groupby(["benchmark", "device"], sort=True):
                written.append(self._write_part(str(bench), str(device), part_runs, dispatches))
            mine = frozenset(fresh["capture_hash"])

            def make(number: int, snap: Snapshot, landed: list[Commit]) -> Commit | None:
                if any(c.captures & mine for c in landed):
                    return None  # some of these captures landed meanwhile: their rows are in files already named
                return Commit(number, "add", time.time(), tuple(written))

            after = self.land(make, before)
        if after is None:
            have = self.captures()
            rest = runs[[h not in have for h in runs["capture_hash"]]]
            added = self.commit(rest, dispatches)[0] if len(rest) else 0
            return added, len(runs) - added
        return len(fresh), len(runs) - len(fresh)

    def _write_part(self, bench: str, device: str, part_runs: pd.DataFrame, dispatches: pd.DataFrame) -> Part:
        """The runs and dispatch files of one benchmark and device, as a part (sizes, hashes, builds)."""
        hashes = set(part_runs["capture_hash"])
        part_disp = dispatches[[h in hashes for h in dispatches["capture_hash"]]]
        rel_runs, rel_disp = self.part_paths(bench, device)
        # In build order, as compaction writes them: DuckDB skips row groups of other builds.
        checks = (self.write_table(rel_runs, _arrow(part_runs.sort_values(["date", "build", "capture_hash"]),
                                                    RUN_COLUMNS)),
                  self.write_table(rel_disp, _arrow(part_disp.sort_values(["build", "capture_hash", "position"]),
                                                    DISPATCH_COLUMNS)))
        return Part(bench, device, rel_runs, rel_disp, tuple(part_runs["capture_hash"]), 0, len(part_runs),
                    len(part_disp), checks, tuple(sorted(set(part_runs["build"]))))

    @contextlib.contextmanager
    def cleaning_up(self, parts: list[Part]) -> Iterator[None]:
        """On any failure inside (a full disk, a lost connection), delete ``parts``' files and any
        half-written file of a part being written (no commit names them yet), then re-raise."""
        self._writing = []
        try:
            yield
        except BaseException:
            for rel in [f for p in parts for f in (p.runs, p.dispatches)] + self._writing:
                with contextlib.suppress(Exception):
                    self.fs.rm(self._path(rel))
            raise
        finally:
            self._writing = []

    def land(self, make: Callable[[int, Snapshot, list[Commit]], Commit | None], before: Snapshot) -> Snapshot | None:
        """Write the commit ``make(number, state, commits landed since before)`` under the next free
        number; when the number is taken, read what landed and ask ``make`` again (None: give up, None
        returned). The state after the commit. Refused after ``RETRIES`` lost races."""
        snap, landed = before, list[Commit]()
        for _ in range(RETRIES):
            commit = make(snap.sequence + 1, snap, landed)
            if commit is None:
                return None
            if self.write_new(self._path(commit_path(commit.sequence)), json.dumps(commit.to_json()).encode()):
                self._parsed = snap.apply(commit)
                return self._parsed
            snap, more = self._read_after(snap)
            landed += more
        raise StoreError(f"{self.url}: another writer kept committing at the same time ({RETRIES} tries); "
                         f"nothing was changed, run it again")

    def checkpoint(self, snap: Snapshot) -> None:
        """Write the checkpoint of ``snap``, unless one is there already."""
        data = json.dumps(snap.checkpoint_json(time.time())).encode()
        self.write_new(self._path(checkpoint_path(snap.sequence)), data)
        if self._parsed is not None and self._parsed.sequence == snap.sequence:
            self._parsed = replace(self._parsed, checkpoint=snap.sequence)

    def part_paths(self, benchmark: str, device: str) -> tuple[str, str]:
        """New (runs, dispatches) file names of a part, relative to the root."""
        folder = f"benchmark={_quote(benchmark)}/device={_quote(device)}"
        name = f"part-{uuid.uuid4().hex}.parquet"
        return f"runs/{folder}/{name}", f"dispatches/{folder}/{name}"

    def write_table(self, rel: str, table: Any) -> FileCheck:
        """A Parquet file at ``rel`` (a new name) from a pyarrow table; its size and SHA-256."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        sink = pa.BufferOutputStream()
        pq.write_table(table, sink, compression="zstd", row_group_size=ROW_GROUP)
        data = sink.getvalue().to_pybytes()
        self.fs.makedirs(posixpath.dirname(self._path(rel)), exist_ok=True)
        self._writing.append(rel)
        with self.fs.open(self._path(rel), "wb") as f:
            f.write(data)
        return len(data), hashlib.sha256(data).hexdigest()

    def digest(self, rel: str) -> FileCheck:
        """The size and SHA-256 of the file at ``rel``, read whole."""
        h, size = hashlib.sha256(), 0
        with self.fs.open(self._path(rel), "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
                size += len(block)
        return size, h.hexdigest()

    def migrate(self) -> str:
        """Make a format-1 store format 2: its latest manifest becomes the first checkpoint, then the
        marker says format 2 (the one file ever replaced, whole); a format-1 add that landed
        meanwhile is carried over as a commit. A sentence saying what was done."""
        if self.version >= VERSION:
            return f"{self.url}: already format {self.version}; nothing to do"
        first = self._manifest_v1()
        self.write_new(self._path(checkpoint_path(first.sequence)),
                       json.dumps(first.checkpoint_json(time.time())).encode())
        marker = json.dumps({"format": FORMAT, "version": VERSION}).encode()
        if self.local:
            fd, tmp = tempfile.mkstemp(dir=self.root, prefix=".tmp-")
            with os.fdopen(fd, "wb") as f:
                f.write(marker)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self._path(MARKER))
        else:
            self.fs.pipe_file(self._path(MARKER), marker)  # one PUT: the old marker or the new, whole
        self._parsed = None
        late = self._manifest_v1()
        self.version = VERSION
        self._parsed = None
        known = {p.runs for p in first.parts}
        extra = tuple(p for p in late.parts if p.runs not in known)
        if extra:
            self.land(lambda n, s, landed: Commit(n, "migrate", time.time(), extra),
                      Snapshot(first.sequence, first.parts, checkpoint=first.sequence))
        caps = len(first.listed.union(h for p in extra for h in p.captures or ()))
        return (f"{self.url}: migrated from format 1 to {VERSION} ({len(first.parts) + len(extra)} parts, {caps} "
                f"captures); tracy-diff history compact {self.url} merges the parts")

    # -- reading -----------------------------------------------------------

    def connect(self, benchmark: str | None = None, device: str | None = None) -> duckdb.DuckDBPyConnection | None:
        """A DuckDB connection with views ``runs`` and ``dispatches`` over the
        store's files (of one benchmark and device when given); None when
        no part matches."""
        import duckdb

        parts = self.snapshot().select(benchmark, device)
        if not parts:
            return None
        self.check_files(parts)
        con = duckdb.connect()
        con.execute("SET enable_progress_bar = false")
        if self.local:
            prefix = ""
        else:
            con.register_filesystem(self.fs)
            prefix = f"{_protocols(self.fs)[0]}://"
        for view, attr in (("runs", "runs"), ("dispatches", "dispatches")):
            files = [prefix + self._path(getattr(p, attr)) for p in parts]
            listing = ", ".join("'" + f.replace("'", "''") + "'" for f in files)
            # union_by_name: parts written before a column was added read it as NULL.
            source = f"read_parquet([{listing}], union_by_name = true)"
            con.execute(f"CREATE VIEW {view} AS SELECT * FROM {source}")
            if view == "runs":
                have = {r[0] for r in con.execute("DESCRIBE runs").fetchall()}
                missing = [c for c in LATER_RUN_COLUMNS if c not in have]
                if missing:  # a store written before them
                    nulls = ", ".join(f"NULL::VARCHAR AS {c}" for c in missing)
                    con.execute(f"CREATE OR REPLACE VIEW runs AS SELECT *, {nulls} FROM {source}")
        return con

    def connect_series(self, benchmark: str, device: str) -> duckdb.DuckDBPyConnection:
        """``connect`` for a series the store holds; a ``StoreError`` when it holds no part of it."""
        con = self.connect(benchmark, device)
        if con is None:
            raise StoreError(f"{self.url}: no series {benchmark} / {device}")
        return con

    @contextlib.contextmanager
    def reading(self) -> Iterator[None]:
        """Queries over the store's files inside: a file DuckDB cannot read (damaged in a way its size
        does not show) is a ``StoreError`` naming it and its builds."""
        import duckdb

        try:
            yield
        except duckdb.Error as e:
            text = str(e)
            for part in self.snapshot().parts:
                for rel in (part.runs, part.dispatches):
                    if rel in text:
                        raise self.damaged(rel, f"is damaged ({_first_line(e)})", self.builds_of(part)) from None
            raise StoreError(f"{self.url}: a file of the store is damaged ({_first_line(e)}); tracy-diff history "
                             f"verify {self.url} names it") from None

    def series_keys(self) -> list[tuple[str, str]]:
        """Every (benchmark, device) in the store."""
        return sorted({(p.benchmark, p.device) for p in self.snapshot().parts})


def _arrow(frame: pd.DataFrame, cols: tuple[str, ...]) -> Any:
    """``frame``'s ``cols`` as a pyarrow table (``conditions`` text even when no run recorded any)."""
    import pyarrow as pa

    table = pa.Table.from_pandas(frame[list(cols)].reset_index(drop=True), preserve_index=False)
    if "conditions" in cols and pa.types.is_null(table.schema.field("conditions").type):
        at = table.schema.get_field_index("conditions")
        table = table.set_column(at, "conditions", table.column(at).cast(pa.string()))
    return table


def _whole_json(data: bytes) -> object | None:
    try:
        parsed: object = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return parsed


def builds_named(raw: bytes) -> list[str] | None:
    """The builds a commit's bytes name (its ``"builds"`` list, written first so that a commit cut
    short still says), or None when they do not."""
    m = re.search(rb'"builds": (\[[^\]]*\])', raw)
    if m is None:
        return None
    try:
        got = json.loads(m.group(1))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    return [str(b) for b in got] if isinstance(got, list) else None


def _first_line(e: BaseException) -> str:
    """An exception's message as one short line."""
    text = " ".join(str(e).split())
    return text[:200] + ("..." if len(text) > 200 else "")


def _blob(blobs: dict[str, bytes | Exception], path: str, fs: Any) -> bytes:
    """``fs.cat``'s bytes of ``path`` (its keys are the filesystem's own spelling of the paths)."""
    got = blobs.get(path)
    if got is None:
        got = blobs.get(fs._strip_protocol(path))
    if isinstance(got, Exception):
        raise StoreError(f"{path}: unreadable ({got})")
    if got is None:
        got = fs.cat_file(path)
    return bytes(got)


def _filesystem(url: str) -> tuple[Any, str]:
    import fsspec

    try:
        fs, root = fsspec.core.url_to_fs(url)
    except Exception as e:  # noqa: BLE001 - each fsspec backend refuses a URL in its own way
        raise StoreError(f"{url}: not a usable store location ({type(e).__name__}: {_first_line(e)})") from None
    return fs, root


def _protocols(fs: Any) -> tuple[str, ...]:
    proto = fs.protocol
    return (proto,) if isinstance(proto, str) else tuple(proto)


def _quote(value: str) -> str:
    return urllib.parse.quote(str(value), safe="")


__all__ = ["DISPATCH_COLUMNS", "RUN_COLUMNS", "Store", "StoreError", "Snapshot", "Part"]
