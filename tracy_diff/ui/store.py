"""Which captures the page may open, and a cache of what was parsed.

The browser only ever names a capture by its key in ``Store.sources()``;
paths never come from the client. Uploads are written into a temporary
folder the app owns. Captures and comparisons are cached by the blake2b
hash of the file bytes (a few of each, least recently used dropped first),
so picking a pair again, or the same file under two names, parses nothing.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Hashable

from ..capture import Capture
from ..errors import TracyFormatError
from ..io.loader import load
from .comparison import Comparison

CAPTURE_SUFFIXES = (".tracy", ".csv", ".csv.gz")


@dataclass(frozen=True)
class Source:
    """One capture the page can open."""

    key: str
    label: str
    path: str
    origin: str  # "sample", "folder", "argument", "upload"


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
                 max_upload_bytes: int, cache_size: int = 4):
        self.folders = [Path(f) for f in folders]
        self.upload_dir = Path(upload_dir)
        self.max_upload_bytes = max_upload_bytes
        self._captures = LRU(cache_size)
        self._comparisons = LRU(max(2, cache_size // 2))
        self._hashes: dict[tuple, str] = {}
        self._keys: dict[str, str] = {}  # path -> key
        self._sources: dict[str, Source] = {}
        self._lock = threading.Lock()
        self._uploads = 0

    # --- what the picker lists ---------------------------------------------

    def sources(self) -> list[Source]:
        """Every capture in the folders (rescanned), plus added paths and uploads."""
        for i, folder in enumerate(self.folders):
            if not folder.is_dir():
                continue
            for path in sorted(folder.iterdir()):
                if path.is_file() and path.name.lower().endswith(CAPTURE_SUFFIXES):
                    self._register(path, "sample" if i == 0 else "folder")
        return list(self._sources.values())

    def add_path(self, path: str | os.PathLike, origin: str = "argument") -> Source:
        """List ``path`` (a capture named on the command line)."""
        path = Path(path)
        if not path.is_file():
            raise TracyFormatError(f"{path}: no such file")
        return self._register(path, origin)

    def source(self, key: str) -> Source:
        """The listed capture ``key``; TracyFormatError for anything else."""
        try:
            return self._sources[key]
        except (KeyError, TypeError):
            raise TracyFormatError(f"no capture with key {key!r} is listed") from None

    def save_upload(self, filename: str, data: bytes) -> Source:
        """Write an uploaded file into the upload folder, parse it and list it.

        Raises TracyFormatError (and keeps nothing) when it is too big or
        unreadable.
        """
        if len(data) > self.max_upload_bytes:
            raise TracyFormatError(
                f"{filename}: {len(data) / 2**20:.1f} MB is over the upload limit of "
                f"{self.max_upload_bytes / 2**20:.0f} MB")
        with self._lock:
            self._uploads += 1
            number = self._uploads
        clean = re.sub(r"[^\w.+-]", "_", os.path.basename(filename or "capture")) or "capture"
        path = self.upload_dir / f"{number:03d}-{clean}"
        path.write_bytes(data)
        try:
            self._load(path)
        except TracyFormatError as e:
            path.unlink(missing_ok=True)
            raise TracyFormatError(str(e).replace(str(path), clean)) from None
        except Exception as e:  # a reader bug must not take the page down
            path.unlink(missing_ok=True)
            raise TracyFormatError(f"{clean}: cannot read: {e}") from None
        return self._register(path, "upload", label=f"{clean} (uploaded)")

    def _register(self, path: Path, origin: str, label: str | None = None) -> Source:
        resolved = str(path.resolve())
        with self._lock:
            key = self._keys.get(resolved)
            if key is None:
                key = f"c{len(self._keys)}"
                self._keys[resolved] = key
                self._sources[key] = Source(key, label or _label(path, origin), resolved, origin)
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
        return self._load(Path(self.source(key).path))

    def _load(self, path: Path) -> Capture:
        try:
            digest = self.digest(path)
        except OSError as e:
            raise TracyFormatError(f"{path}: cannot read: {e.strerror or e}") from None
        return self._captures.get(digest, lambda: load(path))

    def comparison(self, baseline: str, candidate: str) -> Comparison:
        """The comparison of two listed captures (diffed once per content pair)."""
        b, c = self.source(baseline), self.source(candidate)

        def make() -> Comparison:
            # The two files are read side by side (the readers release the
            # GIL in numpy and decompression).
            with ThreadPoolExecutor(2) as pool:
                base, cand = pool.map(self.capture, (baseline, candidate))
            return Comparison.of(base, cand, b.label, c.label)

        return self._comparisons.get((self.digest(b.path), self.digest(c.path)), make)

    def cached_comparison(self, baseline: str, candidate: str) -> Comparison | None:
        """The comparison of two listed captures if it is computed already, else None."""
        try:
            b, c = self.source(baseline), self.source(candidate)
            return self._comparisons.peek((self.digest(b.path), self.digest(c.path)))
        except (TracyFormatError, OSError):
            return None


def _label(path: Path, origin: str) -> str:
    return path.name if origin == "sample" else f"{path.name} ({path.parent})"
