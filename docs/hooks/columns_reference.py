"""MkDocs hook: the columns of ``Diff.rows``, generated from the contract.

``reference/python.md`` holds the marker ``<!-- row-columns -->``; at build
time it is replaced by a table of ``tracy_diff.contract.columns.ROWS``: each
column's name, pandas dtype and meaning, in order.
"""

from __future__ import annotations

import importlib
from typing import Any

MARKER = "<!-- row-columns -->"
PAGE = "reference/python.md"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    if page.file.src_uri != PAGE:
        return markdown
    return markdown.replace(MARKER, render())


def render() -> str:
    rows = importlib.import_module("tracy_diff.contract.columns").ROWS
    lines = ["| column | dtype | meaning |", "| --- | --- | --- |"]
    lines += [f"| `{c.name}` | {c.dtype} | {' '.join(c.doc.split()).replace('|', chr(92) + '|')} |" for c in rows]
    return "\n".join([*lines, ""])
