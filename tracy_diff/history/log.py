"""The store's transaction log: what is in a store at a commit, and the JSON of its files.

A store (format 2) is the result of its numbered commits, each a small
JSON file that names only what it changed:

* an ``add`` names the Parquet parts it wrote, with the content hashes of
  the captures in them;
* a ``compact`` names the parts it wrote (the rows of the parts it merged)
  and the parts they replace (``remove``);
* a ``migrate`` carries the parts of a format-1 manifest (``store.migrate``);
* a ``repair`` removes the parts of damaged files (``verify.repair``).

Each part names its two files (relative to the root, inside ``runs/`` or
``dispatches/``: ``safe_name``) with their size and SHA-256, and the builds
of its runs; a commit lists its builds first, so a commit cut short still
says what it held. Parts written before these were recorded lack them.

Every ``CHECKPOINT_EVERY`` commits (and after each compaction) a
checkpoint lists the whole state: every part, without capture hashes
(those are in the parts' ``runs`` files). A reader takes the latest whole checkpoint and applies the
commits after it, so it reads at most a checkpoint and a few small files
whatever the number of adds; a commit file is a few hundred bytes, a
checkpoint grows with the parts (few, since compaction merges them), so
the log grows linearly with the adds. Delta Lake's ``_delta_log`` (JSON
commits and periodic checkpoints) and Apache Iceberg's snapshots are the
models.

This module only encodes and applies; ``store`` reads and writes the files.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

FORMAT = "tracy-diff-history"
VERSION = 2
#: A checkpoint after this many commits past the last one.
CHECKPOINT_EVERY = 10
#: Commit files per folder of the log (``log/<number // LOG_FOLDER>/<number>.json``), so a
#: reader lists one or two folders, not every commit of the store.
LOG_FOLDER = 1000
OPERATIONS = ("add", "compact", "migrate", "repair")


class LogError(ValueError):
    """A log file of the wrong shape (the caller names the file)."""


@dataclass(frozen=True)
class Part:
    """The two Parquet files (runs and dispatches) written together for one benchmark and device.

    ``captures``: the content hashes of its runs when a commit listed them
    (an add's parts, format-1 manifests); None when only its ``runs`` file
    says (parts read from a checkpoint, compacted parts). ``level``: how
    many merges its rows went through (0: written by an add)."""

    benchmark: str
    device: str
    runs: str  # path relative to the root; also the part's id
    dispatches: str
    captures: tuple[str, ...] | None = None
    level: int = 0
    rows: int = 0  # runs (captures) in it
    dispatch_rows: int = 0  # rows of its dispatches file; 0 when not recorded (format 1)
    #: Per file (runs, dispatches): its size in bytes and SHA-256 (hex); None in parts written before
    #: they were recorded (such a part is checked for existence only).
    files: tuple[FileCheck, FileCheck] | None = None
    builds: tuple[str, ...] | None = None  # the builds of its runs; None when not recorded

    def to_json(self, with_captures: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"benchmark": self.benchmark, "device": self.device, "runs": self.runs,
                     "dispatches": self.dispatches, "level": self.level, "rows": self.rows,
                     "dispatch_rows": self.dispatch_rows}
        if self.builds is not None:
            out["builds"] = list(self.builds)
        if self.files is not None:
            out["runs_size"], out["runs_sha256"] = self.files[0]
            out["dispatches_size"], out["dispatches_sha256"] = self.files[1]
        if with_captures and self.captures is not None:
            out["captures"] = list(self.captures)
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Part:
        caps, builds = d.get("captures"), d.get("builds")
        files = None
        if "runs_sha256" in d:
            files = ((int(d["runs_size"]), _hex(d["runs_sha256"])),
                     (int(d["dispatches_size"]), _hex(d["dispatches_sha256"])))
        return cls(str(d["benchmark"]), str(d["device"]), safe_name(d["runs"]), safe_name(d["dispatches"]),
                   None if caps is None else tuple(str(c) for c in caps), int(d.get("level", 0)),
                   int(d.get("rows", 0) or (len(caps) if caps is not None else 0)), int(d.get("dispatch_rows", 0)),
                   files, None if builds is None else tuple(str(b) for b in builds))

    def checks(self) -> list[tuple[str, FileCheck | None]]:
        """Its two files, each with its recorded (size, SHA-256) or None."""
        return [(self.runs, self.files[0] if self.files else None),
                (self.dispatches, self.files[1] if self.files else None)]


#: A file's size in bytes and SHA-256 (hex).
FileCheck = tuple[int, str]


def safe_name(name: object) -> str:
    """A part's file name as a log records it: relative, inside the store's ``runs/`` or
    ``dispatches/`` folder, a ``.parquet`` file; anything else (an absolute path, ``..``, a URL) is a
    ``LogError``."""
    text = str(name)
    parts = text.split("/")
    if (not isinstance(name, str) or parts[0] not in ("runs", "dispatches") or not text.endswith(".parquet")
            or any(p in ("", ".", "..") or "\\" in p or ":" in p for p in parts)
            or any(ord(c) < 32 for c in text)):
        raise LogError(f"names the file {text!r}, which is not a part inside the store")
    return text


def _hex(value: object) -> str:
    text = str(value)
    if len(text) != 64 or any(c not in "0123456789abcdef" for c in text):
        raise LogError(f"a SHA-256 that is not 64 hex digits ({text[:80]!r})")
    return text


@dataclass(frozen=True)
class Commit:
    sequence: int
    operation: str
    at: float  # Unix seconds
    add: tuple[Part, ...] = ()
    remove: tuple[str, ...] = ()  # ``Part.runs`` of the parts it replaces

    def to_json(self) -> dict[str, Any]:
        # "builds" first: a reader naming what a damaged (cut short) commit held finds it early.
        return {"format": FORMAT, "version": VERSION, "sequence": self.sequence, "operation": self.operation,
                "builds": sorted({b for p in self.add for b in p.builds or ()}),
                "at": self.at, "add": [p.to_json(True) for p in self.add], "remove": list(self.remove)}

    @classmethod
    def from_json(cls, d: object) -> Commit:
        try:
            assert isinstance(d, dict)
            _version(d)
            op = str(d["operation"])
            if op not in OPERATIONS:
                raise LogError(f"unknown operation {op!r}")
            return cls(int(d["sequence"]), op, float(d["at"]), tuple(Part.from_json(p) for p in d["add"]),
                       tuple(safe_name(r) for r in d["remove"]))
        except (AssertionError, AttributeError, KeyError, TypeError, ValueError) as e:
            if isinstance(e, LogError):
                raise
            raise LogError(f"{type(e).__name__}: {e}") from None

    @property
    def captures(self) -> frozenset[str]:
        """The captures this commit added (an add's listed hashes)."""
        return frozenset(h for p in self.add for h in (p.captures or ()))


@dataclass(frozen=True)
class Snapshot:
    """The store at commit ``sequence``: its parts, in the order they were added.
    ``checkpoint``: the commit of the latest checkpoint known (0: none); ``format``: the store's
    format version it was read from."""

    sequence: int = 0
    parts: tuple[Part, ...] = ()
    checkpoint: int = 0
    format: int = VERSION
    listed: frozenset[str] = field(default_factory=frozenset)  # captures the parts list (a part's ``captures``)

    def select(self, benchmark: str | None = None, device: str | None = None) -> list[Part]:
        return [p for p in self.parts if (benchmark is None or p.benchmark == benchmark)
                and (device is None or p.device == device)]

    def apply(self, commit: Commit) -> Snapshot:
        """The state after ``commit`` (which must be the next one)."""
        gone = set(commit.remove)
        kept = tuple(p for p in self.parts if p.runs not in gone)
        return replace(self, sequence=commit.sequence, parts=kept + commit.add, listed=_listed(kept + commit.add))

    def checkpoint_json(self, at: float) -> dict[str, Any]:
        """The checkpoint of this state."""
        return {"format": FORMAT, "version": VERSION, "sequence": self.sequence, "at": at,
                "parts": [p.to_json(False) for p in self.parts]}

    @classmethod
    def from_checkpoint(cls, d: object) -> Snapshot:
        try:
            assert isinstance(d, dict)
            _version(d)
            parts = tuple(replace(Part.from_json(p), captures=None) for p in d["parts"])
            seq = int(d["sequence"])
        except (AssertionError, AttributeError, KeyError, TypeError, ValueError) as e:
            if isinstance(e, LogError):
                raise
            raise LogError(f"{type(e).__name__}: {e}") from None
        return cls(seq, parts, checkpoint=seq)

    @classmethod
    def from_manifest(cls, d: object, sequence: int) -> Snapshot:
        """A format-1 manifest (every part so far, each with its captures)."""
        try:
            assert isinstance(d, dict)
            parts = tuple(Part.from_json(p) for p in d["parts"])
        except (AssertionError, AttributeError, KeyError, TypeError, ValueError) as e:
            raise LogError(f"{type(e).__name__}: {e}") from None
        return cls(sequence, parts, format=1, listed=_listed(parts))


def _listed(parts: tuple[Part, ...]) -> frozenset[str]:
    return frozenset(h for p in parts for h in (p.captures or ()))


def _version(d: dict[str, Any]) -> None:
    v = d.get("version", 0)
    if not isinstance(v, int) or v > VERSION:
        raise LogError(f"format version {v}, newer than this tracy-diff reads ({VERSION}); upgrade tracy-diff")


def commit_path(number: int) -> str:
    """A commit's file, relative to the root."""
    return f"log/{number // LOG_FOLDER:06d}/{number:010d}.json"


def checkpoint_path(number: int) -> str:
    """The checkpoint after commit ``number``: beside the commits, so a reader lists one or two folders."""
    return f"log/{number // LOG_FOLDER:06d}/{number:010d}.checkpoint.json"


def number_of(name: str, suffix: str = ".json") -> int | None:
    """The number in a log file's name (``0000000012.json``; ``suffix=".checkpoint.json"``: a
    checkpoint's), None for other names (temporary files, the other kind)."""
    stem = name.rsplit("/", 1)[-1]
    digits = stem[:-len(suffix)]
    return int(digits) if stem.endswith(suffix) and digits.isdigit() else None


__all__ = ["CHECKPOINT_EVERY", "FORMAT", "LOG_FOLDER", "VERSION", "Commit", "FileCheck", "LogError", "Part",
           "Snapshot", "checkpoint_path", "commit_path", "number_of", "safe_name"]
