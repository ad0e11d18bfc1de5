"""tracy-diff: find which dispatches got slower between two Tracy captures.

    >>> import tracy_diff
    >>> base = tracy_diff.load("baseline.tracy")
    >>> d = tracy_diff.diff(base, "candidate.tracy")
    >>> d                       # the verdict; in a notebook, the verdict and the top rows
    >>> d.to_pandas().head()    # the rows as the reports show them

Importing the package changes nothing in the process (no environment
variable, no thread pool); the entry points set what they need
(``tracy_diff.entry``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from ._version import __version__
from .contract.diff import NotebookViews, use_views
from .diff import Diff, DiffOptions  # binds the submodule ``diff``; the function below replaces it
from .errors import DiffError, TracyFormatError

if TYPE_CHECKING:
    from .analysis.compare import SideInput
    from .analysis.matching.overrides import OverridesLike
    from .capture import Capture, Metadata
    from .io.loader import Progress, load

__all__ = ["Capture", "Metadata", "TracyFormatError", "DiffError", "DiffOptions", "load", "diff", "Diff",
           "__version__"]


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


def _notebook_views() -> NotebookViews:
    # The package wires the renderers into the contract, which imports none: a Diff's repr,
    # _repr_html_ and to_dict are report.html's (loaded when first shown).
    from .report import html
    return html


use_views(_notebook_views)


def diff(baseline: SideInput, candidate: SideInput, options: DiffOptions | None = None, *,
         overrides: OverridesLike = None, progress: Progress | None = None,
         baseline_sources: str | os.PathLike[str] | None = None,
         candidate_sources: str | os.PathLike[str] | None = None, explain_ir: bool = True,
         **changes: object) -> Diff:
    """Compare ``candidate`` against ``baseline``: each a Capture, a path, or
    a list of them (runs of one build). ``options`` (a ``DiffOptions``) and
    keyword arguments named after its fields (``threshold_pct=2``) set how
    rows are judged; the rest is ``tracy_diff.analysis.compare.diff``'s.
    Raises ``DiffError`` when the captures have nothing to compare and
    ``TracyFormatError`` for a file that cannot be read."""
    from .analysis.compare import diff as run
    return run(baseline, candidate, options, overrides=overrides, progress=progress,
               baseline_sources=baseline_sources, candidate_sources=candidate_sources, explain_ir=explain_ir,
               **changes)
