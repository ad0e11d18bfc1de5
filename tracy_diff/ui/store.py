"""Which captures the page may open, and a cache of what was parsed.

The browser only ever names a capture by its key in ``Store.sources()``;
paths never come from the client. Uploads are written into a temporary
folder the app owns, once per content, within a cap on their number and
total size (the least recently used upload is dropped first). Captures and
comparisons are cached by the blake2b hash of the file bytes (a few of
each, least recently used dropped first), so picking a pair again, or the
same file under two names, parses nothing; each source keeps its own label.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from ..capture import Capture
from ..choice import Choice
from ..errors import CaptureTooLargeError, DiffError, TracyFormatError
from ..service import open_capture
from .comparison import Comparison

CAPTURE_SUFFIXES = (".tracy", ".csv", ".csv.gz")
#: Hex digits of a capture's content hash in its link name.
LINK_HASH = 8
#: Most captures one side may hold (runs of one build).
MAX_RUNS = 16
Keys = str | list[str] | tuple[str, ...]


class Origin(Choice):
    """Where a listed capture came from."""

    SAMPLE = "sample"  # the first folder (the shipped samples)
    FOLDER = "folder"  # another folder given to the app
    ARGUMENT = "argument"  # a path named on the command line
    HISTORY = "history"  # a build's capture opened from the History page
    UPLOAD = "upload"


@dataclass(frozen=True)
class Source:
    """One capture the page can open."""

    key: str
    label: str  #: the file name (unique among the listed sources)
    path: str
    origin: Origin
    tooltip: str = ""  #: the full path of a local file; never a server path for uploads


@dataclass(frozen=True)
class LoadLimits:
    """Caps on every capture the app reads (``io.loader.load``'s keywords);
    None: the reader's own default."""

    max_payload_bytes: int | None = None  #: decompressed size
    max_zones: int | None = None  #: CPU and GPU zones

    def keywords(self) -> dict[str, int]:
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}


@dataclass(frozen=True)
class UploadLimits:
    """How much the upload folder may hold: per file, in total and in number."""

    max_bytes: int = 200 * 2**20
    max_total_bytes: int = 1024 * 2**20
    max_count: int = 20
    #: An upload's decompressed payload may be this many times its size
    #: (real captures: 3-6; a 127 KB file of 20M identical zones: 10,000),
    #: and at least ``min_payload_bytes``.
    max_payload_ratio: float = 64
    min_payload_bytes: int = 16 * 2**20


#: The app's options that set each reader limit (named in refusals).
LIMIT_FLAGS = {"max_payload_bytes": "app.py --max-payload-mb", "max_zones": "app.py --max-zones"}


class LRU:
    """A small least-recently-used cache whose values are computed once
    even when several threads ask for the same key at the same time."""

    def __init__(self, size: int):
        self.size = size
        self._items: OrderedDict[Hashable, object] = OrderedDict()
        self._lock = threading.Lock()
        self._pending: dict[Hashable, threading.Lock] = {}

    def get(self, key: Hashable, make: Callable[[], object]):
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
            pending = self._pending.setdefault(key, threading.Lock())
        with pending:
            with self._lock:
                if key in self._items:
                    return self._items[key]
            try:
                value = make()
            except BaseException:  # forget the failure: the next call tries again
                with self._lock:
                    self._pending.pop(key, None)
                raise
            # Stored and no longer pending at once, or a caller in between
            # would find neither and compute the value again.
            with self._lock:
                self._items[key] = value
                self._pending.pop(key, None)
                while len(self._items) > self.size:
                    self._items.popitem(last=False)
            return value

    def peek(self, key: Hashable):
        """The value cached for ``key`` (None if there is none yet); computes nothing."""
        with self._lock:
            return self._items.get(key)


class Store:
    """Captures listed for the picker, uploads, and the parse/diff caches."""

    def __init__(self, folders: list[str | os.PathLike], upload_dir: str | os.PathLike,
                 limits: UploadLimits = UploadLimits(), cache_size: int = 4,
                 load_limits: LoadLimits = LoadLimits()):
        self.folders = [Path(f) for f in folders]
        self.upload_dir = Path(upload_dir)
        self.limits = limits
        self.load_limits = load_limits
        self._captures = LRU(cache_size)
        self._comparisons = LRU(max(2, cache_size // 2))
        self._hashes: dict[tuple, str] = {}
        self._keys: dict[str, str] = {}  # path -> key
        self._count = 0  # keys made so far: a key is never given twice
        self._sources: dict[str, Source] = {}
        self._lock = threading.Lock()
        self._upload_lock = threading.Lock()  # one upload saved (and evictions made) at a time
        self._uploads: OrderedDict[str, str] = OrderedDict()  # key -> digest, least recently used first
        self._removed: dict[str, str] = {}  # key -> label of an upload dropped to make room

    # --- what the picker lists ---------------------------------------------

    def sources(self) -> list[Source]:
        """Every capture in the folders (rescanned), plus added paths and uploads."""
        for i, folder in enumerate(self.folders):
            if not folder.is_dir():
                continue
            for path in sorted(folder.iterdir()):
                if path.is_file() and path.name.lower().endswith(CAPTURE_SUFFIXES):
                    self._register(path, Origin.SAMPLE if i == 0 else Origin.FOLDER)
        return list(self._sources.values())

    def add_path(self, path: str | os.PathLike, origin: Origin = Origin.ARGUMENT) -> Source:
        """List ``path`` (a capture named on the command line)."""
        path = Path(path)
        if not path.is_file():
            raise TracyFormatError(f"{path}: no such file")
        return self._register(path, origin)

    def source(self, key: object) -> Source:
        """The listed capture ``key``; TracyFormatError for anything else."""
        found = self._sources.get(key) if isinstance(key, str) else None
        if found is not None:
            return found
        if isinstance(key, str) and key in self._removed:
            raise TracyFormatError(f"{self._removed[key]} was removed to make room for newer "
                                   "uploads: upload it again")
        raise TracyFormatError(f"no capture with key {str(key)[:40]!r} is listed")

    def link_name(self, key: str) -> str:
        """What names capture ``key`` in a link, whatever keys a restarted app
        gives: its label (the file name) and the start of its content hash,
        ``baseline.tracy@1a2b3c4d``."""
        source = self.source(key)
        return f"{source.label}@{self.digest(source.path)[:LINK_HASH]}"

    def link_names(self, keys: Keys) -> list[str]:
        return [self.link_name(s.key) for s in self.side(keys)]

    def resolve(self, names: list[str]) -> list[str]:
        """The keys of the captures that link names (``link_name``) stand for:
        the listed capture of that label and content, else one of that file
        name and content; TracyFormatError naming the first that is not listed."""
        keys = []
        sources = self.sources()
        for name in names:
            label, _, digest = name.rpartition("@") if "@" in name else (name, "", "")
            found = [s for s in sources if s.label == label]
            found += [s for s in sources if s not in found and Path(s.path).name == label.removesuffix(" (uploaded)")]
            match = next((s for s in found if self._digest_or_none(s.path).startswith(digest)), None)
            if match is None:
                what = f"{label} (content {digest})" if digest else label
                why = "whose content changed since" if found else "which is not listed here"
                raise TracyFormatError(f"the link names {what}, {why}: pick the captures again")
            keys.append(match.key)
        return keys

    def _digest_or_none(self, path: str) -> str:
        try:
            return self.digest(path)
        except OSError:
            return ""

    def save_upload(self, filename: str, data: bytes, keep: tuple[str, ...] = ()) -> Source:
        """Store an uploaded file, parse it and list it under its own name.

        Bytes stored already are not written again: their entry is reused
        and takes the new name. Then the least recently used uploads, never
        this one nor those in ``keep`` (keys), are dropped until the folder
        is within ``limits``. Raises TracyFormatError (and keeps nothing)
        when the file is too big or unreadable.
        """
        clean = re.sub(r"[^\w.+-]", "_", os.path.basename(filename or "capture")) or "capture"
        if len(data) > self.limits.max_bytes:
            raise TracyFormatError(
                f"{clean}: {len(data) / 2**20:.1f} MB is over the upload limit of "
                f"{self.limits.max_bytes / 2**20:.0f} MB")
        digest = hashlib.blake2b(data, digest_size=16).hexdigest()
        with self._upload_lock:
            with self._lock:
                same = [key for key, d in self._uploads.items() if d == digest]
            if same:
                source = self._relabel(same[0], clean)
            else:
                source = self._write_upload(clean, digest, data)
            with self._lock:
                self._uploads[source.key] = digest
                self._uploads.move_to_end(source.key)
            self._evict(keep=(source.key, *keep))
        return source

    def _write_upload(self, clean: str, digest: str, data: bytes) -> Source:
        path = self.upload_dir / f"{digest[:12]}-{clean}"
        path.write_bytes(data)
        st = path.stat()
        self._hashes[(str(path), st.st_size, st.st_mtime_ns)] = digest
        try:
            self._load(path, upload=True)
        except TracyFormatError as e:
            path.unlink(missing_ok=True)
            raise TracyFormatError(str(e).replace(str(path), clean)) from None
        except Exception as e:  # a reader bug must not take the page down
            path.unlink(missing_ok=True)
            raise TracyFormatError(f"{clean}: cannot read: {e}") from None
        return self._register(path, Origin.UPLOAD, name=clean)

    def _relabel(self, key: str, clean: str) -> Source:
        """The upload ``key`` under the name it was uploaded with last."""
        with self._lock:
            old = self._sources[key]
            others = {s.label for s in self._sources.values() if s.key != key}
            label = _unique(f"{clean} (uploaded)", others)
            self._sources[key] = dataclasses.replace(old, label=label, tooltip=f"uploaded as {clean}")
            return self._sources[key]

    def _evict(self, keep: tuple[str, ...]) -> None:
        """Drop the least recently used uploads outside ``keep`` until within the limits."""
        dropped = []
        with self._lock:
            sizes = {k: _size(self._sources[k].path) for k in self._uploads}
            for key in list(self._uploads):
                if len(sizes) <= self.limits.max_count and \
                        sum(sizes.values()) <= self.limits.max_total_bytes:
                    break
                if key in keep:
                    continue
                source = self._sources.pop(key)
                del self._uploads[key], self._keys[source.path], sizes[key]
                self._removed[key] = source.label
                dropped.append(source.path)
        for path in dropped:
            Path(path).unlink(missing_ok=True)

    def _touch(self, *sources: Source) -> None:
        """Mark uploads as just used (evicted last)."""
        with self._lock:
            for s in sources:
                if s.key in self._uploads:
                    self._uploads.move_to_end(s.key)

    def _register(self, path: Path, origin: Origin, name: str | None = None) -> Source:
        resolved = str(path.resolve())
        with self._lock:
            key = self._keys.get(resolved)
            if key is None:
                key = f"c{self._count}"
                self._count += 1
                self._keys[resolved] = key
                taken = {s.label for s in self._sources.values()}
                if origin is Origin.UPLOAD:
                    label = _unique(f"{name} (uploaded)", taken)
                    tooltip = f"uploaded as {name}"
                else:
                    label = _unique(path.name, taken, f"{path.name} ({path.parent.name})")
                    tooltip = resolved
                self._sources[key] = Source(key, label, resolved, origin, tooltip)
            return self._sources[key]

    # --- parsing and diffing -------------------------------------------------

    def digest(self, path: str | os.PathLike) -> str:
        """blake2b of the file's bytes (remembered per path, size and mtime)."""
        st = os.stat(path)
        stamp = (str(path), st.st_size, st.st_mtime_ns)
        digest = self._hashes.get(stamp)
        if digest is None:
            h = hashlib.blake2b(digest_size=16)
            with open(path, "rb") as f:
                for chunk in iter(lambda: f.read(1 << 22), b""):
                    h.update(chunk)
            digest = self._hashes[stamp] = h.hexdigest()
        return digest

    def capture(self, key: str) -> Capture:
        """The parsed capture of source ``key``."""
        source = self.source(key)
        self._touch(source)
        return self._load(Path(source.path), upload=source.origin is Origin.UPLOAD)

    def _load(self, path: Path, upload: bool = False) -> Capture:
        try:
            digest = self.digest(path)
            size = os.path.getsize(path)
        except OSError as e:
            raise TracyFormatError(f"{path}: cannot read: {e.strerror or e}") from None
        # The one place the app's caps on decompressed size and zone count
        # (create_app(load_limits=...), app.py --max-payload-mb, --max-zones)
        # reach the reader; they apply to every capture the app opens, and
        # an upload may decompress to what its size plausibly holds.
        limits, flags = self.load_limits.keywords(), dict(LIMIT_FLAGS)
        if upload:
            plausible = int(max(self.limits.max_payload_ratio * size, self.limits.min_payload_bytes))
            if plausible < limits.get("max_payload_bytes", plausible + 1):
                limits["max_payload_bytes"] = plausible
                flags["max_payload_bytes"] = (f"app.py --max-upload-ratio: an upload may decompress to "
                                              f"{self.limits.max_payload_ratio:g} times its size")
        try:
            return self._captures.get(digest, lambda: open_capture(
                path, max_payload_bytes=limits.get("max_payload_bytes"), max_zones=limits.get("max_zones")))
        except CaptureTooLargeError as e:
            raise TracyFormatError(e.naming(flags)) from None

    def comparison(self, baseline: Keys, candidate: Keys) -> Comparison:
        """The comparison of two sides, each a listed capture's key or a list
        of them (runs of one build), diffed once per content (the bytes of
        every file, in order) and labelled with their own names. Errors name
        the files, not server paths."""
        b, c = self.side(baseline), self.side(candidate)
        self._touch(*b, *c)

        def make() -> Comparison:
            # The files are read side by side (the readers release the GIL
            # in numpy and decompression).
            with ThreadPoolExecutor(2) as pool:
                caps = list(pool.map(self.capture, [s.key for s in (*b, *c)]))
            base, cand = caps[:len(b)], caps[len(b):]
            return _labelled(Comparison.of(base if len(b) > 1 else base[0],
                                           cand if len(c) > 1 else cand[0], _label(b), _label(c)), b, c)

        try:
            comp = self._comparisons.get(self._content_key(b, c), make)
        except (TracyFormatError, DiffError) as e:
            raise type(e)(_named(str(e), *b, *c)) from None
        except OSError as e:
            raise TracyFormatError(_named(f"{e.filename}: cannot read: {e.strerror}", *b, *c)) from None
        return _labelled(comp, b, c)

    def cached_comparison(self, baseline: Keys, candidate: Keys) -> Comparison | None:
        """The comparison of two sides (as for ``comparison``) if it is computed already, else None."""
        try:
            b, c = self.side(baseline), self.side(candidate)
            comp = self._comparisons.peek(self._content_key(b, c))
        except (TracyFormatError, OSError):
            return None
        return comp and _labelled(comp, b, c)

    def side(self, keys: Keys) -> tuple[Source, ...]:
        """The listed captures of one side: a key or a list of 1..MAX_RUNS keys;
        TracyFormatError for anything else."""
        if isinstance(keys, (list, tuple)) and 0 < len(keys) <= MAX_RUNS:
            return tuple(self.source(k) for k in keys)
        if isinstance(keys, (list, tuple)) and len(keys) > MAX_RUNS:
            raise TracyFormatError(f"{len(keys)} captures on one side: at most {MAX_RUNS}")
        return (self.source(keys),)

    def token(self, baseline: Keys, candidate: Keys) -> str:
        """What names a pair's content: the digests of its files, in order."""
        b, c = self._content_key(self.side(baseline), self.side(candidate))
        return f"{'+'.join(b)}:{'+'.join(c)}"

    def _content_key(self, b: tuple[Source, ...], c: tuple[Source, ...]) -> tuple:
        return tuple(self.digest(s.path) for s in b), tuple(self.digest(s.path) for s in c)


def _labelled(comp: Comparison, b: tuple[Source, ...], c: tuple[Source, ...]) -> Comparison:
    """``comp`` under the labels of sides ``b`` and ``c`` (the same bytes may
    be listed under several names); its cached tracks are shared."""
    labels = (_label(b), _label(c))
    run_labels = (tuple(s.label for s in b), tuple(s.label for s in c))
    if (comp.labels, comp.run_labels) == (labels, run_labels):
        return comp
    return dataclasses.replace(comp, labels=labels, run_labels=run_labels)


def _label(side: tuple[Source, ...]) -> str:
    """A side's label: its file names, joined."""
    return " + ".join(s.label for s in side)


def _named(message: str, *sources: Source) -> str:
    """``message`` with the sources' server paths replaced by their labels."""
    for s in sources:
        message = message.replace(s.path, s.label)
    return message


def _unique(label: str, taken: set[str], *alternatives: str) -> str:
    """The first of ``label``, ``alternatives``, then ``label #2``, ``#3``... not in ``taken``."""
    for candidate in (label, *alternatives):
        if candidate not in taken:
            return candidate
    n = 2
    while f"{label} #{n}" in taken:
        n += 1
    return f"{label} #{n}"


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0
