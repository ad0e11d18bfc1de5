"""A pair's first answer (banner, table, iteration pickers) kept on disk by content.

A server started again, or a file uploaded again, draws the table of a pair
it diffed before from here while it reads and diffs the captures anew in
the background. An entry is named by a blake2b digest of everything the
answer follows from: the bytes of every capture (``Store.digest``), the
labels the page shows, the source of tracy-diff itself, and the files the
diff reads beside the captures (IR dumps) and the learned noise profiles;
change any of them and the entry is not found. Entries are JSON only
(nothing in them is run), written whole or not at all, and the folder is
kept under ``max_entries`` and ``max_bytes``, the least recently used
dropped first. Any failure to read or write is a miss: the page computes
the answer instead.

The folder: ``$TRACY_DIFF_UI_CACHE`` (``off``: no cache), else ``ui/`` in
the user's cache folder (``platformdirs``, beside the noise profiles).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

ENV = "TRACY_DIFF_UI_CACHE"
OFF = "off"
#: Bumped when the entries' layout changes.
FORMAT = 1
#: What sits beside a capture and may change its diff (``<stem>.sources/`` etc.).
BESIDE = (".sources", ".intermediates", ".benchmarks")


def default_folder() -> Path | None:
    """``$TRACY_DIFF_UI_CACHE``, else the user's cache folder's ``ui/``; None when turned off."""
    given = os.environ.get(ENV)
    if given == OFF:
        return None
    if given:
        return Path(given)
    import platformdirs

    return Path(platformdirs.user_cache_dir("tracy-diff")) / "ui"


class AnswerCache:
    """First answers on disk, by key (``key``); ``folder`` None: keeps nothing."""

    def __init__(self, folder: Path | None, max_entries: int = 64, max_bytes: int = 64 * 2**20):
        self.folder = folder
        self.max_entries = max_entries
        self.max_bytes = max_bytes

    def get(self, key: str) -> dict[str, Any] | None:
        """The answer stored under ``key``, or None (none, unreadable or damaged)."""
        if self.folder is None:
            return None
        path = self.folder / f"{key}.json"
        try:
            with open(path, encoding="utf-8") as f:
                value = json.load(f)
            os.utime(path)  # recently used: dropped last
        except (OSError, ValueError):
            return None
        return value if isinstance(value, dict) else None

    def put(self, key: str, answer: dict[str, Any]) -> None:
        """Store ``answer`` (JSON-ready) under ``key``; then drop the least
        recently used entries beyond the limits. Failures are ignored."""
        if self.folder is None:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump(answer, f, separators=(",", ":"))
                os.replace(tmp, self.folder / f"{key}.json")
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)
            self._prune()
        except (OSError, TypeError, ValueError):
            return

    def _prune(self) -> None:
        entries = []
        for path in self.folder.glob("*.json") if self.folder else ():
            try:
                st = path.stat()
            except OSError:
                continue
            entries.append((st.st_mtime_ns, st.st_size, path))
        entries.sort(reverse=True)  # newest first
        total = 0
        for i, (_, size, path) in enumerate(entries):
            total += size
            if i >= self.max_entries or total > self.max_bytes:
                path.unlink(missing_ok=True)


def key(digests: Iterable[Iterable[str]], labels: object, paths: Iterable[str],
        noise_folder: Path | None) -> str:
    """The name of a pair's entry: digests of its captures (per side, in
    order), the labels shown, the code, and what lies beside the captures
    (``BESIDE``) and in ``noise_folder``."""
    parts = [FORMAT, code_stamp(), [list(d) for d in digests], labels,
             [_stamps(_beside(p)) for p in paths], _stamps([noise_folder] if noise_folder else [])]
    return hashlib.blake2b(json.dumps(parts, default=str).encode(), digest_size=20).hexdigest()


@lru_cache(maxsize=1)
def code_stamp() -> str:
    """A digest of tracy-diff's own Python source (read once per process)."""
    package = Path(__file__).resolve().parents[1]
    h = hashlib.blake2b(digest_size=16)
    for path in sorted(package.rglob("*.py")):
        h.update(str(path.relative_to(package)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def _beside(path: str) -> list[Path]:
    p = Path(path)
    stem = p.name.removesuffix(".gz").rsplit(".", 1)[0]
    return [p.with_name(stem + suffix) for suffix in BESIDE]


def _stamps(folders: Iterable[Path]) -> list[list[object]]:
    """Name, size and modification time of every file under ``folders`` (absent ones: nothing)."""
    out: list[list[object]] = []
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            try:
                st = path.stat()
            except OSError:
                continue
            out.append([str(path), st.st_size, st.st_mtime_ns])
    return out
