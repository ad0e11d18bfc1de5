"""The library as the dashboard calls it: open a capture under the app's
caps, compare two sides. ``ui/`` renders a ``Diff``; it neither reads files
nor runs the analysis itself: its store (uploads, caches, labels) asks here.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from .analysis.compare import diff
from .capture import Capture
from .diff import Diff
from .io.loader import load


def open_capture(path: str | os.PathLike[str], max_payload_bytes: int | None = None,
                 max_zones: int | None = None) -> Capture:
    """``io.loader.load`` with the app's caps (``CaptureTooLargeError`` past them)."""
    return load(path, max_payload_bytes=max_payload_bytes, max_zones=max_zones)


def compare(baseline: Capture | Sequence[Capture], candidate: Capture | Sequence[Capture]) -> Diff:
    """The diff of two sides, each a capture or the runs of one build, with the default options."""
    return diff(baseline, candidate)
