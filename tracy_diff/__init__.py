"""tracy-diff: find which dispatches got slower between two Tracy captures.

    >>> import tracy_diff
    >>> base = tracy_diff.load("baseline.tracy")
    >>> d = tracy_diff.diff(base, "candidate.tracy")
    >>> d.rows.head()
"""

from __future__ import annotations

import os
import sys

if "numpy" not in sys.modules:  # both are read when numpy loads; a caller's own setting wins
    # tracy-diff multiplies no matrices, and OpenBLAS's thread pool, started when
    # numpy loads, cost each process 0.3-0.5 s on a busy 2-core machine
    # (bench/bench_load.py: stats of a 2.4M-zone capture 1.58 -> 1.05 s wall,
    # `import numpy, pandas` alone 1.04 -> 0.54 s).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    # numpy asks for transparent huge pages for big arrays; where the kernel then
    # compacts memory on the page fault (THP defrag "madvise", a common default),
    # making the zone columns cost more system time than reading them: stats of
    # the 10M-zone capture 2.04 -> 1.39 s CPU, median of 5 (numpy's documented switch).
    os.environ.setdefault("NUMPY_MADVISE_HUGEPAGE", "0")

from typing import TYPE_CHECKING, Any  # noqa: E402

from .diff import Diff  # noqa: E402 (binds the submodule ``diff``; the function below replaces it)
from .errors import TracyFormatError  # noqa: E402

if TYPE_CHECKING:
    from .capture import Capture, Metadata
    from .io.loader import load

__all__ = ["Capture", "Metadata", "TracyFormatError", "load", "diff", "Diff"]


def __getattr__(name: str) -> Any:
    # Capture and load bring pandas (a third of a second to import): loaded on
    # first use, so commands that never read a capture (history changes) skip it.
    if name in ("Capture", "Metadata"):
        from . import capture
        return getattr(capture, name)
    if name == "load":
        from .io.loader import load
        return load
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def diff(baseline, candidate, **options) -> Diff:
    """Compare two builds (each a Capture, a path, or a list of them: runs); see
    ``tracy_diff.analysis.compare.diff``."""
    from .analysis.compare import diff as run
    return run(baseline, candidate, **options)
