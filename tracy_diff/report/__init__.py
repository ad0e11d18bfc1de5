"""Render a Diff as text: ``render(diff, fmt, top=10)``.

``table``: a terminal summary (both runs, top regressions, top
improvements, structural changes, enclosing zones, verdict). ``markdown``:
the same to paste into a GitHub issue. ``json``: both runs and every row
(NaN as null). ``csv``: every row, one per line. ``units`` holds the one
duration formatter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .units import format_delta, format_ms, format_p, format_ratio


def verdict_text(diff: Diff) -> str:
    """The verdict in words (see ``report.verdict``)."""
    from .verdict import verdict_text as text
    return text(diff)

if TYPE_CHECKING:
    from ..diff import Diff

__all__ = ["FORMATS", "render", "verdict_text", "format_ms", "format_delta", "format_p", "format_ratio"]

FORMATS = ("table", "json", "csv", "markdown")


def render(diff: Diff, fmt: str = "table", top: int = 10, *, color: bool = False,
           show_enclosing: bool = False, explain: bool = False) -> str:
    """The diff as ``fmt`` text; ``top`` rows per section (table, markdown);
    ``color``: ANSI colours (table); ``show_enclosing``: list enclosing zones
    (table, markdown) instead of one line about them; ``explain``: what
    changed in the IR of the top regressed rows (table; Markdown always
    has it when the diff has IR)."""
    if fmt == "table":
        from .terminal import render_table
        return render_table(diff, top, color=color, show_enclosing=show_enclosing, explain=explain)
    if fmt == "markdown":
        from .markdown import render_markdown
        return render_markdown(diff, top, show_enclosing=show_enclosing)
    if fmt == "json":
        from .json import render_json
        return render_json(diff)
    if fmt == "csv":
        from .csv import render_csv
        return render_csv(diff)
    raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
