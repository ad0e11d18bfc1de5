"""tracy-diff: find which dispatches got slower between two Tracy captures.

    >>> import tracy_diff
    >>> base = tracy_diff.load("baseline.tracy")
    >>> d = tracy_diff.diff(base, "candidate.tracy")
    >>> d.rows.head()
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .diff import Diff  # binds the submodule as ``diff``; the function below replaces it

if TYPE_CHECKING:
    from .capture import Capture, Metadata
    from .errors import TracyFormatError
    from .loader import load

__all__ = ["Capture", "Metadata", "TracyFormatError", "load", "diff", "Diff"]

# Imported on first use (PEP 562): the command line sets up the process
# before numpy is imported.
_LAZY = {"Capture": "capture", "Metadata": "capture", "TracyFormatError": "errors",
         "load": "loader"}


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{_LAZY[name]}", __name__), name)


def diff(baseline, candidate, **options) -> Diff:
    """Compare two captures (Captures, paths, or lists of one); see
    ``tracy_diff.analysis.compare.diff``."""
    from .analysis.compare import diff as run
    return run(baseline, candidate, **options)
