"""Are both sides the same captures? ``identical(baseline, candidate)``
compares the capture files' contents (SHA-256), so a diff of a file with
itself, or with a copy of it, says so instead of reading as a measurement."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence

from ..capture import Capture

_CHUNK = 1 << 20


def content_hash(path: str) -> str | None:
    """The SHA-256 of the file at ``path``, None when it cannot be read."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as f:
            while chunk := f.read(_CHUNK):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def identical(baseline: Sequence[Capture], candidate: Sequence[Capture]) -> bool:
    """True when the two sides' capture files have the same contents, run for
    run in any order. Files of other sizes are told apart without reading
    them; captures not read from a file are never identical."""
    paths = [[c.path for c in side] for side in (baseline, candidate)]
    if len(paths[0]) != len(paths[1]) or not all(os.path.isfile(p) for side in paths for p in side):
        return False
    if sorted(os.path.getsize(p) for p in paths[0]) != sorted(os.path.getsize(p) for p in paths[1]):
        return False
    known: dict[str, str] = {}  # a file on both sides is read once

    def of(path: str) -> str:
        real = os.path.realpath(path)
        if real not in known:
            known[real] = content_hash(real) or f"unreadable {real}"
        return known[real]

    return sorted(map(of, paths[0])) == sorted(map(of, paths[1]))
