"""The library as the dashboard calls it: open a capture under the app's
caps, compare two sides. ``ui/`` renders a ``Diff``; it neither reads files
nor runs the analysis itself: its store (uploads, caches, labels) asks here.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from .analysis.compare import diff
from .capture import Capture
from .diff import Diff
from .io.loader import load

#: ``progress(done, total)``: how far a read or a diff got.
Progress = Callable[[int, int], None]


def open_capture(path: str | os.PathLike[str], max_payload_bytes: int | None = None,
                 max_zones: int | None = None, progress: Progress | None = None) -> Capture:
    """``io.loader.load`` with the app's caps (``CaptureTooLargeError`` past them);
    ``progress`` as it reads."""
    return load(path, progress, max_payload_bytes=max_payload_bytes, max_zones=max_zones)


def compare(baseline: Capture | Sequence[Capture], candidate: Capture | Sequence[Capture],
            progress: Progress | None = None) -> Diff:
    """The diff of two sides, each a capture or the runs of one build, with the default options;
    ``progress`` after each of its steps."""
    return diff(baseline, candidate, progress=progress)


def noise_profiles() -> Path | None:
    """The folder of learned noise profiles a diff reads (None: it reads none)."""
    from .analysis.stats import noise_store

    return None if os.environ.get(noise_store.ENV) == noise_store.OFF else noise_store.folder()
