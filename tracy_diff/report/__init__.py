"""Render a Diff as text: ``render(diff, fmt, top=10)``.

``table``: a terminal summary (both runs, top regressions, top
improvements, structural changes, enclosing zones, verdict). ``markdown``:
the same to paste into a GitHub issue. ``json``: both runs and every row
(NaN as null). ``csv``: every row, one per line. ``units`` holds the one
duration formatter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .formats import ReportFormat
from .units import format_delta, format_ms, format_p, format_ratio

if TYPE_CHECKING:
    from ..diff import Diff

__all__ = ["ReportFormat", "RENDERERS", "render", "verdict_text", "format_ms", "format_delta", "format_p",
           "format_ratio"]


def verdict_text(diff: Diff) -> str:
    """The verdict in words (see ``report.verdict``)."""
    from .verdict import verdict_text as text
    return text(diff)


def _table(diff: Diff, top: int, color: bool, show_enclosing: bool, explain: bool) -> str:
    from .terminal import render_table
    return render_table(diff, top, color=color, show_enclosing=show_enclosing, explain=explain)


def _markdown(diff: Diff, top: int, color: bool, show_enclosing: bool, explain: bool) -> str:
    from .markdown import render_markdown
    return render_markdown(diff, top, show_enclosing=show_enclosing)


def _json(diff: Diff, top: int, color: bool, show_enclosing: bool, explain: bool) -> str:
    from .json import render_json
    return render_json(diff)


def _csv(diff: Diff, top: int, color: bool, show_enclosing: bool, explain: bool) -> str:
    from .csv import render_csv
    return render_csv(diff)


#: Format -> renderer (each imports its module when first used).
RENDERERS: dict[ReportFormat, Callable[[Diff, int, bool, bool, bool], str]] = {
    ReportFormat.TABLE: _table, ReportFormat.JSON: _json, ReportFormat.CSV: _csv, ReportFormat.MARKDOWN: _markdown}


def render(diff: Diff, fmt: ReportFormat | str = ReportFormat.TABLE, top: int = 10, *, color: bool = False,
           show_enclosing: bool = False, explain: bool = False, width: int | None = None) -> str:
    """The diff as ``fmt`` text; ``top`` rows per section (table, markdown);
    ``color``: ANSI colours (table); ``show_enclosing``: list enclosing zones
    (table, markdown) instead of one line about them; ``explain``: what
    changed in the IR of the top regressed rows (table; Markdown always
    has it when the diff has IR); ``width``: the terminal's columns (table:
    rows that would not fit put the name on a line of its own, long lines
    wrap; None: one line per row, however long)."""
    fmt = ReportFormat.of(fmt)
    if fmt is ReportFormat.TABLE and width is not None:
        from .terminal import render_table
        return render_table(diff, top, color=color, show_enclosing=show_enclosing, explain=explain, width=width)
    return RENDERERS[fmt](diff, top, color, show_enclosing, explain)
