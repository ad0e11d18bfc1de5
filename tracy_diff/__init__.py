"""tracy-diff: find which dispatches got slower between two Tracy captures.

    >>> import tracy_diff
    >>> base = tracy_diff.load("baseline.tracy")
    >>> d = tracy_diff.diff(base, "candidate.tracy")
    >>> d.rows.head()
"""

from __future__ import annotations

from .capture import Capture, Metadata
from .diff import Diff  # binds the submodule as ``diff``; the function below replaces it
from .errors import TracyFormatError
from .io.loader import load

__all__ = ["Capture", "Metadata", "TracyFormatError", "load", "diff", "Diff"]


def diff(baseline, candidate, **options) -> Diff:
    """Compare two captures (or paths); see ``tracy_diff.differ.diff``."""
    # The differ pulls in scipy; import it only when asked for.
    from .differ import diff as run
    return run(baseline, candidate, **options)
