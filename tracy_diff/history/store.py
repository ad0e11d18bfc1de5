"""The history store: summarised runs as a Parquet dataset with a manifest.

Layout under the store's root (a local folder or any fsspec URL)::

    tracy-diff-history.json                    marker: {"format", "version"}
    manifests/00000001.json ...                one per commit; the highest is the store
    runs/benchmark=B/device=D/<part>.parquet   one row per run (capture)
    dispatches/benchmark=B/device=D/<part>.parquet   one row per run and dispatch name

A commit writes its Parquet files under new names, then the next manifest
(every part so far plus the new ones). Files no manifest names are ignored,
so an add that fails half-way leaves the store as it was (its parts stay,
unread), and no file is ever rewritten. The manifest is written whole or
not at all, and only under a number nobody took:

* a local disk: a temporary file hard-linked to its final name;
* an object store whose fsspec backend has the exclusive write
  (``pipe_file(mode="create")``: s3fs, gcsfs, adlfs; ``memory://``): one
  conditional PUT;
* any other filesystem: a temporary name moved to the final one; that
  number check is not exclusive (one writer at a time there).

A commit that finds its number taken rereads the latest manifest, drops
captures that landed meanwhile and tries the next number, so two adds at
once both land (after ``RETRIES`` lost races it is refused in one line).
A manifest that is not whole JSON (a write torn on a filesystem without
atomic writes) is passed over: the one before it is the store.

A capture is its content hash: one already in the store is skipped.

Refused (``StoreError``, one line): a folder that is not a store (not empty
and no marker), a store of a newer format version, a manifest of the wrong
shape. Reading a path with nothing there says so.
"""

from __future__ import annotations

import contextlib
import json
import os
import posixpath
import tempfile
import urllib.parse
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import DiffError

if TYPE_CHECKING:
    import pandas as pd

FORMAT = "tracy-diff-history"
VERSION = 1
MARKER = "tracy-diff-history.json"
RETRIES = 50

RUN_COLUMNS = ("capture_hash", "build", "date", "benchmark", "device", "path", "capture_time", "program", "host",
               "iterations", "ms_per_iteration", "dispatch_ms_per_iter", "dispatch_log_var", "signature",
               "sequence", "added_at", "conditions")
#: Run columns a store written before them lacks (read as NULL).
LATER_RUN_COLUMNS = ("conditions",)
DISPATCH_COLUMNS = ("capture_hash", "build", "benchmark", "device", "name", "position", "calls_per_iter",
                    "median_ms", "iter_median_ms", "ms_per_iter", "log_var", "fingerprint")


class StoreError(DiffError):
    """A history store that cannot be used (one line: what and where)."""


@dataclass(frozen=True)
class Part:
    """The files one commit wrote for one benchmark and device."""

    benchmark: str
    device: str
    runs: str  # path relative to the root
    dispatches: str
    captures: tuple[str, ...]

    def to_json(self) -> dict:
        return {"benchmark": self.benchmark, "device": self.device, "runs": self.runs,
                "dispatches": self.dispatches, "captures": list(self.captures)}


@dataclass(frozen=True)
class Manifest:
    sequence: int = 0
    parts: tuple[Part, ...] = ()
    captures: frozenset[str] = field(default_factory=frozenset)

    def select(self, benchmark: str | None = None, device: str | None = None) -> list[Part]:
        return [p for p in self.parts if (benchmark is None or p.benchmark == benchmark)
                and (device is None or p.device == device)]


class Store:
    """A history store at ``url`` (see the module doc)."""

    def __init__(self, url: str, fs: Any, root: str) -> None:
        self.url, self.fs, self.root = url, fs, root.rstrip("/") or "/"
        self._parsed: Manifest | None = None  # the last manifest read (manifests are never rewritten)

    @property
    def local(self) -> bool:
        return "file" in _protocols(self.fs)

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
        store._write_new(store._path(MARKER), json.dumps({"format": FORMAT, "version": VERSION}).encode())
        return store

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
        if not isinstance(version, int) or version > VERSION:
            raise StoreError(f"{self.url}: store format version {version} is newer than this tracy-diff "
                             f"reads ({VERSION}); upgrade tracy-diff")

    def _path(self, *rel: str) -> str:
        return posixpath.join(self.root, *rel)

    # -- manifests ---------------------------------------------------------

    def _manifest_numbers(self) -> list[int]:
        folder = self._path("manifests")
        if not self.fs.exists(folder):
            return []
        out = []
        for p in self.fs.ls(folder, detail=False):
            stem = posixpath.basename(p)
            if stem.endswith(".json") and stem[:-5].isdigit():
                out.append(int(stem[:-5]))
        return sorted(out)

    def manifest(self) -> Manifest:
        """The latest committed manifest (sequence 0, no parts, for an empty store).

        A manifest that is not whole JSON is a commit that never finished (a
        write torn half-way on a filesystem without atomic writes): the one
        before it is the store, and ``sequence`` still counts it, so the next
        commit takes the number after it."""
        numbers = self._manifest_numbers()
        if not numbers:
            return Manifest()
        if self._parsed is not None and self._parsed.sequence == numbers[-1]:
            return self._parsed
        for number in reversed(numbers):
            parts = self._read_manifest(number)
            if parts is not None:
                self._parsed = Manifest(numbers[-1], parts, frozenset(h for p in parts for h in p.captures))
                return self._parsed
        raise StoreError(f"{self.url}: no manifest of the store is whole JSON (of {len(numbers)})")

    def _read_manifest(self, number: int) -> tuple[Part, ...] | None:
        """The parts a manifest lists; None when it is not whole JSON."""
        name = f"{number:08d}.json"
        try:
            data = json.loads(self.fs.cat_file(self._path("manifests", name)))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return None
        except OSError as e:
            raise StoreError(f"{self.url}: manifest {name} unreadable ({e})") from None
        try:
            if data.get("version", 0) > VERSION:
                raise StoreError(f"{self.url}: manifest {name} has format version {data.get('version')}, "
                                 f"newer than this tracy-diff reads ({VERSION})")
            return tuple(Part(p["benchmark"], p["device"], p["runs"], p["dispatches"], tuple(p["captures"]))
                         for p in data["parts"])
        except (AttributeError, KeyError, TypeError) as e:
            raise StoreError(f"{self.url}: manifest {name} unreadable ({type(e).__name__}: {e})") from None

    def _write_new(self, path: str, data: bytes) -> bool:
        """Write ``path`` only if it does not exist; False when it did."""
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
            raise  # the write itself failed: the add fails, the store as it was
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

    # -- writing -----------------------------------------------------------

    def commit(self, runs: pd.DataFrame, dispatches: pd.DataFrame, base: Manifest | None = None) -> tuple[int, int]:
        """Add runs (``RUN_COLUMNS``) and their dispatch rows (``DISPATCH_COLUMNS``).

        Runs whose ``capture_hash`` is already in the store are skipped.
        ``base``: the manifest the caller last read (default: read now); a
        commit that lands after it is merged with. Returns (runs added,
        runs skipped). See the module doc for atomicity."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        before = self.manifest() if base is None else base
        runs = runs.drop_duplicates("capture_hash")
        fresh = runs[~runs["capture_hash"].isin(before.captures)]
        if not len(fresh):
            return 0, len(runs)
        written: list[Part] = []
        for (bench, device), part_runs in fresh.groupby(["benchmark", "device"], sort=True):
            hashes = set(part_runs["capture_hash"])
            part_disp = dispatches[dispatches["capture_hash"].isin(hashes)]
            folder = f"benchmark={_quote(bench)}/device={_quote(device)}"
            name = f"part-{uuid.uuid4().hex}.parquet"
            rel_runs, rel_disp = f"runs/{folder}/{name}", f"dispatches/{folder}/{name}"
            for rel, frame, cols in ((rel_runs, part_runs, RUN_COLUMNS), (rel_disp, part_disp, DISPATCH_COLUMNS)):
                table = pa.Table.from_pandas(frame[list(cols)].reset_index(drop=True), preserve_index=False)
                if "conditions" in cols and pa.types.is_null(table.schema.field("conditions").type):
                    at = table.schema.get_field_index("conditions")  # no run recorded any: still text
                    table = table.set_column(at, "conditions", table.column(at).cast(pa.string()))
                self.fs.makedirs(posixpath.dirname(self._path(rel)), exist_ok=True)
                with self.fs.open(self._path(rel), "wb") as f:
                    pq.write_table(table, f, compression="zstd")
            written.append(Part(str(bench), str(device), rel_runs, rel_disp,
                                tuple(part_runs["capture_hash"].tolist())))
        for _ in range(RETRIES):
            landed = before.captures
            parts = [p if not landed.intersection(p.captures) else None for p in written]
            if any(p is None for p in parts):
                # Some of these captures landed meanwhile: their rows are in files already named.
                return self._commit_remainder(written, landed, runs, dispatches)
            data = {"format": FORMAT, "version": VERSION, "sequence": before.sequence + 1,
                    "parts": [p.to_json() for p in before.parts + tuple(written)]}
            if self._write_new(self._path("manifests", f"{before.sequence + 1:08d}.json"),
                               json.dumps(data).encode()):
                return len(fresh), len(runs) - len(fresh)
            before = self.manifest()
        raise StoreError(f"{self.url}: another add kept committing at the same time ({RETRIES} tries); "
                         f"nothing was added, run it again")

    def _commit_remainder(self, written: list[Part], landed: frozenset[str], runs: pd.DataFrame,
                          dispatches: pd.DataFrame) -> tuple[int, int]:
        rest = runs[~runs["capture_hash"].isin(landed)]
        added = self.commit(rest, dispatches)[0] if len(rest) else 0
        return added, len(runs) - added

    # -- reading -----------------------------------------------------------

    def connect(self, benchmark: str | None = None, device: str | None = None):
        """A DuckDB connection with views ``runs`` and ``dispatches`` over the
        manifest's files (of one benchmark and device when given); None when
        no part matches."""
        import duckdb

        parts = self.manifest().select(benchmark, device)
        if not parts:
            return None
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

    def series_keys(self) -> list[tuple[str, str]]:
        """Every (benchmark, device) in the store."""
        return sorted({(p.benchmark, p.device) for p in self.manifest().parts})


def _filesystem(url: str) -> tuple[Any, str]:
    import fsspec

    try:
        fs, root = fsspec.core.url_to_fs(url)
    except (ValueError, ImportError) as e:
        raise StoreError(f"{url}: not a usable store location ({e})") from None
    return fs, root


def _protocols(fs: Any) -> tuple[str, ...]:
    proto = fs.protocol
    return (proto,) if isinstance(proto, str) else tuple(proto)


def _quote(value: str) -> str:
    return urllib.parse.quote(str(value), safe="")
