"""tracy-diff: find which dispatches got slower between two Tracy captures.

    >>> import tracy_diff
    >>> base = tracy_diff.load("baseline.tracy")
    >>> d = tracy_diff.diff(base, "candidate.tracy")
    >>> d.rows.head()
"""

from .capture import Capture, Metadata
from .errors import TracyFormatError
from .loader import load

__all__ = ["Capture", "Metadata", "TracyFormatError", "load", "diff", "Diff"]


def __getattr__(name):
    # The differ pulls in scipy; import it only when asked for.
    if name in ("diff", "Diff"):
        from . import differ, diff as diff_module
        return differ.diff if name == "diff" else diff_module.Diff
    raise AttributeError(name)
