"""Checking a whole store, and setting aside what cannot be read.

``verify``: every file of the log parsed, every part file of the state
read whole (its size and SHA-256 against its commit's record, then as
Parquet), and the checkpoint readers start from against the commits it
sums up. Out: ``Verified``, the list of ``Problem``s, each naming one file,
what is wrong with it and the builds it holds (``lost``: whether the state
readers see loses them; a damaged checkpoint, or a commit before the
checkpoint readers start from, loses nothing).

``repair``: the state as far as it can be read (the latest whole checkpoint
that agrees with its commits, then every commit after it that parses,
without the parts of damaged files), committed as a ``repair`` commit and a
checkpoint of it; every damaged file (and the other file of a damaged
part) moved under ``damaged/<time>/`` (kept, never deleted). Out:
``Repaired``: what was moved and which builds were lost, whole or in part.
Run it while nothing else writes to the store.
"""

from __future__ import annotations

import json
import posixpath
import time
import uuid
from dataclasses import dataclass, field

from .log import Commit, LogError, Part, Snapshot, checkpoint_path, commit_path, number_of
from .store import Store, builds_named

#: Where ``repair`` moves what it sets aside (under the store's root).
DAMAGED = "damaged"


@dataclass(frozen=True)
class Problem:
    """One damaged file (relative to the root), what is wrong, the builds it holds (None: unknown)."""

    file: str
    what: str
    builds: tuple[str, ...] | None
    lost: bool  # the state readers see lacks what it holds
    part: Part | None = None  # the part the file belongs to

    def line(self) -> str:
        held = "builds unknown" if self.builds is None else \
            f"build{'s' if len(self.builds) != 1 else ''} {', '.join(self.builds) or '(none)'}"
        if self.lost:
            effect = f"holds {held}"
        else:
            effect = "nothing lost (readers do not need this file" + (f"; it names {held})" if self.builds else ")")
        return f"{self.file}: {self.what}; {effect}"


@dataclass
class Log:
    """The log files as read: commits and checkpoints by number, and those that are damaged."""

    commits: dict[int, Commit] = field(default_factory=dict)
    checkpoints: dict[int, Snapshot] = field(default_factory=dict)
    damaged: dict[str, tuple[str, list[str] | None]] = field(default_factory=dict)  # file -> (what, builds)
    numbers: set[int] = field(default_factory=set)  # every commit number present

    def start(self) -> Snapshot:
        """The state readers start from: the latest checkpoint that parses and agrees with its commits
        (when they are all there to compare), else an empty state."""
        for n in sorted(self.checkpoints, reverse=True):
            cp = self.checkpoints[n]
            replayed = self.replay(n)
            if replayed is None or _same(replayed, cp):
                return cp
        return Snapshot()

    def replay(self, upto: int) -> Snapshot | None:
        """The state at ``upto`` from the nearest earlier checkpoint (or nothing) and every commit
        between; None when one of those commits is missing or damaged."""
        earlier = [n for n in self.checkpoints if n < upto]
        snap = self.checkpoints[max(earlier)] if earlier else Snapshot()
        for n in range(snap.sequence + 1, upto + 1):
            if n not in self.commits:
                return None
            snap = snap.apply(self.commits[n])
        return snap


@dataclass(frozen=True)
class Verified:
    problems: list[Problem]
    commits: int
    parts: int
    unhashed: int  # parts written before hashes were recorded: checked by size and as Parquet only
    start: Snapshot  # the state readers start from (checkpoint)

    def lines(self, url: str) -> list[str]:
        """The report: one line per problem, then the summary."""
        out = [p.line() for p in self.problems]
        note = f"; {self.unhashed} parts written before hashes were recorded cannot be hash-checked " \
               f"(read as Parquet instead)" if self.unhashed else ""
        if self.problems:
            out.append(f"{url}: {len(self.problems)} damaged file{'s' if len(self.problems) != 1 else ''}{note}; "
                       f"tracy-diff history repair {url} sets them aside")
        else:
            out.append(f"{url}: {self.commits} commits and {self.parts} parts verified, every hash "
                       f"matches{note}")
        return out


def read_log(store: Store) -> Log:
    """Every commit and checkpoint of the log, parsed (damage recorded, not raised)."""
    log = Log()
    for folder in store._numbers("log", None):
        names = [posixpath.basename(p.rstrip("/")) for p in store.fs.ls(store._path(f"log/{folder:06d}"),
                                                                          detail=False)]
        for name in sorted(names):
            rel = f"log/{folder:06d}/{name}"
            cp, n = number_of(name, ".checkpoint.json"), number_of(name)
            if cp is not None:
                try:
                    log.checkpoints[cp] = Snapshot.from_checkpoint(store._json(rel))
                except LogError as e:
                    log.damaged[rel] = (f"damaged checkpoint ({e})", None)
            elif n is not None:
                log.numbers.add(n)
                raw = store.fs.cat_file(store._path(rel))
                try:
                    log.commits[n] = Commit.from_json(json.loads(raw))
                except (LogError, ValueError) as e:
                    log.damaged[rel] = (f"damaged commit ({_short(e)})", builds_named(raw))
    return log


def verify(store: Store) -> Verified:
    """Check every file of ``store`` (see the module doc); a format-1 store: its latest manifest's parts."""
    if store.version == 1:
        snap = store.snapshot()
        found = [x for part in snap.parts for x in part_problems(store, part)]
        return Verified(found, 0, len(snap.parts), len(snap.parts), Snapshot())
    log = read_log(store)
    start = log.start()
    problems = []
    for rel, (what, builds) in log.damaged.items():
        n = number_of(rel) if what.startswith("damaged commit") else None
        lost = n is not None and n > start.sequence
        problems.append(Problem(rel, what, None if builds is None else tuple(builds), lost))
    for n in sorted(log.checkpoints):
        if n > start.sequence or (n == start.sequence and log.checkpoints[n] is not start):
            problems.append(Problem(checkpoint_path(n), "checkpoint disagrees with the commits it sums up",
                                    None, False))
    top = max(log.numbers, default=start.sequence)
    missing = [n for n in range(start.sequence + 1, top + 1) if n not in log.numbers]
    problems += [Problem(commit_path(n), "commit missing", None, True) for n in missing]
    problems += trash_problems(store)
    snap = _state(start, log)
    for part in snap.parts:
        problems += part_problems(store, part)
    return Verified(problems, len(log.commits), len(snap.parts), sum(p.files is None for p in snap.parts), start)


def _state(start: Snapshot, log: Log) -> Snapshot:
    """``start`` with every commit after it that parses applied (damaged or missing ones passed over)."""
    snap = start
    for n in sorted(k for k in log.commits if k > start.sequence):
        snap = snap.apply(log.commits[n])
    return snap


def trash_problems(store: Store) -> list[Problem]:
    """Trash records (``compact``) that are not whole: their files would never be deleted."""
    try:
        names = sorted(posixpath.basename(p) for p in store.fs.ls(store._path("trash"), detail=False))
    except (FileNotFoundError, NotADirectoryError):
        return []
    out = []
    for name in names:
        try:
            record = json.loads(store.fs.cat_file(store._path("trash", name)))
            assert isinstance(record, dict) and isinstance(record["inputs"], list) and \
                isinstance(record["outputs"], list)
        except (AssertionError, KeyError, TypeError, ValueError) as e:
            out.append(Problem(f"trash/{name}", f"damaged trash record ({_short(e) or type(e).__name__}); the "
                               f"files it lists are no longer deleted", (), False))
    return out


def part_problems(store: Store, part: Part) -> list[Problem]:
    """What is wrong with ``part``'s files: missing, another size or hash than recorded, not Parquet."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    out = []
    for rel, check in part.checks():
        what = None
        try:
            got = store.digest(rel)
            if check is not None and got[0] != check[0]:
                what = f"{got[0]} bytes, its commit recorded {check[0]}"
            elif check is not None and got[1] != check[1]:
                what = "its SHA-256 is not the one its commit recorded"
            else:
                with store.fs.open(store._path(rel), "rb") as f:
                    pq.read_table(f)
        except FileNotFoundError:
            what = "missing"
        except (OSError, pa.ArrowException) as e:
            what = f"not readable as Parquet ({_short(e)})"
        if what is not None:
            builds = store.builds_of(part)
            out.append(Problem(rel, f"damaged part file: {what}", None if builds is None else tuple(builds),
                               True, part))
    return out


@dataclass(frozen=True)
class Repaired:
    moved: list[str]  # files set aside, relative to the root
    lost: list[str]  # builds no longer in the store
    partly: list[str]  # builds that lost some of their runs (a damaged part held some, others read)
    unknown: int  # damaged commits whose builds they did not say
    folder: str  # where they went
    sequence: int | None  # the repair commit (None: nothing to repair)
    unnamed: list[str] = field(default_factory=list)  # builds of runs files no log file names
    #: Builds a damaged commit named that still read (their runs as the commits before it left them).
    still: list[str] = field(default_factory=list)

    def sentence(self, url: str) -> str:
        if self.sequence is None:
            return f"{url}: nothing to repair (tracy-diff history verify {url} found no damage)"
        lost = ", ".join(self.lost) or "none"
        partly = f"; builds that lost some runs: {', '.join(self.partly)}" if self.partly else ""
        if self.still:
            partly += (f"; builds a damaged commit named that still read (with the runs of the commits before "
                       f"it; re-add any it added): {', '.join(self.still)}")
        unknown = f"; {self.unknown} damaged commit{'s' if self.unknown != 1 else ''} did not say which " \
                  f"builds they held" if self.unknown else ""
        if self.unknown and self.unnamed:
            unknown += f" (runs files no commit names hold builds {', '.join(self.unnamed)})"
        return (f"{url}: set {len(self.moved)} file{'s' if len(self.moved) != 1 else ''} aside under "
                f"{self.folder}/ (the damaged ones, and the other file of a damaged part); builds lost: "
                f"{lost}{partly}{unknown}; the rest reads as before")


def repair_marker(url: str) -> str | None:
    """A store whose marker is damaged but whose log is there: the marker set aside under
    ``damaged/`` and written anew (format 2 with a ``log``, else 1 with ``manifests``). What was done,
    or None when ``url`` holds no such store (then its ``StoreError`` stands)."""
    from .log import FORMAT, VERSION
    from .store import MARKER

    store = Store.at(url)
    marker = store._path(MARKER)
    has = {name: store.fs.isdir(store._path(name)) for name in ("log", "manifests")}
    if not store.fs.exists(marker) or not (has["log"] or has["manifests"]):
        return None
    try:
        meta = json.loads(store.fs.cat_file(marker))
        if isinstance(meta, dict) and meta.get("format") == FORMAT and isinstance(meta.get("version"), int):
            return None  # whole (a newer format, say): not this repair's to replace
    except (UnicodeDecodeError, ValueError):
        pass
    folder = _aside()
    store.fs.makedirs(store._path(folder), exist_ok=True)
    store.fs.mv(marker, store._path(folder, MARKER))
    version = VERSION if has["log"] else 1
    store.write_new(marker, json.dumps({"format": FORMAT, "version": version}).encode())
    return f"{url}: {MARKER} was damaged: set aside under {folder}/ and written anew (format {version})"


def repair(store: Store) -> Repaired:
    """Set aside what ``verify`` finds damaged and commit the state that can be read (module doc)."""
    found = verify(store)
    if not found.problems:
        return Repaired([], [], [], 0, "", None)
    log = read_log(store)
    bad_parts = {p.part.runs: p.part for p in found.problems if p.part is not None}
    state = _state(found.start, log)
    kept = tuple(p for p in state.parts if p.runs not in bad_parts)
    named = {b for p in found.problems if p.lost for b in p.builds or ()}
    in_parts = {b for p in found.problems if p.lost and p.part is not None for b in p.builds or ()}
    have = {b for p in kept for b in store.builds_of(p) or ()}
    folder = _aside()
    moved = sorted({p.file for p in found.problems if p.file in _present(store, p)}
                   | {f for part in bad_parts.values() for f in (part.runs, part.dispatches)
                      if store.fs.exists(store._path(f))})
    for rel in moved:
        store.fs.makedirs(posixpath.dirname(store._path(folder, rel)), exist_ok=True)
        store.fs.mv(store._path(rel), store._path(folder, rel))
    number = max(log.numbers | set(log.checkpoints) | {state.sequence}) + 1
    commit = Commit(number, "repair", time.time(), (), tuple(bad_parts))
    after = Snapshot(number, kept, checkpoint=number)
    if not store.write_new(store._path(commit_path(number)), json.dumps(commit.to_json()).encode()):
        raise store.damaged(commit_path(number), "was written by another process during the repair", None)
    store._parsed = None
    store.checkpoint(after)
    unknown = sum(1 for p in found.problems if p.lost and p.builds is None and p.part is None)
    unnamed = sorted(_unnamed_builds(store, log) - have) if unknown else []
    return Repaired(moved, sorted(named - have), sorted(in_parts & have), unknown, folder, number, unnamed,
                    sorted((named - in_parts) & have))


def _unnamed_builds(store: Store, log: Log) -> set[str]:
    """The builds of ``runs`` files that no commit or checkpoint names (a failed add's, or a damaged
    commit's), as far as they read."""
    named = {f for c in log.commits.values() for f in [p.runs for p in c.add] + list(c.remove)}
    named |= {p.runs for s in log.checkpoints.values() for p in s.parts}
    found: set[str] = set()
    for path in store.fs.find(store._path("runs")):
        rel = posixpath.relpath(store.fs._strip_protocol(path), store.fs._strip_protocol(store.root))
        if rel.endswith(".parquet") and rel not in named:
            found.update(store.builds_of(Part("", "", rel, rel)) or ())
    return found


def _aside() -> str:
    """A new folder under ``DAMAGED`` for one repair (its UTC time, and a tag: two repairs in a second)."""
    return f"{DAMAGED}/{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}-{uuid.uuid4().hex[:6]}"


def _present(store: Store, problem: Problem) -> set[str]:
    return {problem.file} if store.fs.exists(store._path(problem.file)) else set()


def _same(a: Snapshot, b: Snapshot) -> bool:
    """The same parts (files, sizes, hashes, rows), whatever capture lists they carry."""
    def key(s: Snapshot) -> list[tuple[object, ...]]:
        return [(p.runs, p.dispatches, p.files, p.rows, p.dispatch_rows) for p in s.parts]
    return key(a) == key(b)


def _short(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text[:160] + ("..." if len(text) > 160 else "")


__all__ = ["DAMAGED", "Problem", "Repaired", "Verified", "read_log", "repair", "repair_marker", "verify"]
