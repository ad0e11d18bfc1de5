"""MkDocs hook: the JSON report's reference, generated from its schema and the contract,
and the Python reference's table of ``Diff.rows``' columns.

``reference/json.md`` holds the marker ``<!-- json-reference -->``; at build
time it is replaced by a table per object of ``report.schema.json`` (beside
that page; ``tests/report/test_schema.py`` checks real reports against it and
its vocabularies and row fields against ``tracy_diff.diff``), the rows' table
with each column's dtype in ``Diff.rows`` (``ROW_COLUMNS``), and every
vocabulary with its words. ``reference/python.md``'s marker
``<!-- row-columns -->`` becomes the table of ``tracy_diff.contract.columns.ROWS``
(``render_columns``): each column's name, pandas dtype and meaning, in order.
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

MARKER = "<!-- json-reference -->"
PAGE = "reference/json.md"
COLUMNS_MARKER = "<!-- row-columns -->"
COLUMNS_PAGE = "reference/python.md"
SCHEMA = Path(__file__).resolve().parent.parent / "reference" / "report.schema.json"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    if page.file.src_uri == COLUMNS_PAGE:
        return markdown.replace(COLUMNS_MARKER, render_columns())
    if page.file.src_uri != PAGE:
        return markdown
    return markdown.replace(MARKER, render())


def render_columns() -> str:
    rows = importlib.import_module("tracy_diff.contract.columns").ROWS
    lines = ["| column | dtype | meaning |", "| --- | --- | --- |"]
    lines += [f"| `{c.name}` | {c.dtype} | {_cell(c.doc)} |" for c in rows]
    return "\n".join([*lines, ""])


def render() -> str:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    dtypes: dict[str, str] = importlib.import_module("tracy_diff.diff").ROW_COLUMNS
    top = schema["properties"]
    parts = [_table("Top level", "", top, schema["$defs"])]
    for name in ("baseline", "verdict", "total", "common_shift", "options"):
        parts.append(_table(f"`{name}`", _describe(top[name]), top[name]["properties"], schema["$defs"]))
    runs = top["baseline"]["properties"]["runs"]["items"]
    parts.append(_table("`baseline.runs[]`", _describe(runs), runs["properties"], schema["$defs"]))
    conditions = top["baseline"]["properties"]["capture_conditions"]
    parts.append(_table("`baseline.capture_conditions`", _describe(conditions), conditions["properties"],
                        schema["$defs"]))
    mismatch = conditions["properties"]["mismatches"]["items"]
    parts.append(_table("`baseline.capture_conditions.mismatches[]`", _describe(mismatch),
                        mismatch["properties"], schema["$defs"]))
    for name in ("warnings", "ir_sources", "members"):
        items = top[name]["items"]
        parts.append(_table(f"`{name}[]`", _describe(items), items["properties"], schema["$defs"]))
    row = top["rows"]["items"]
    parts.append(_table("`rows[]`", _describe(row) + " The `Diff.rows` dtype is the column's in Python.",
                        row["properties"], schema["$defs"], dtypes))
    ir = row["properties"]["ir"]
    parts.append(_table("`rows[].ir`", _describe(ir), ir["properties"], schema["$defs"]))
    parts.append(_vocabularies(schema["$defs"]))
    return "\n".join(parts)


def _describe(node: dict[str, Any]) -> str:
    text = str(node.get("description", ""))
    return text[:1].upper() + text[1:] + ("." if text and not text.endswith(".") else "")


def _table(title: str, about: str, props: dict[str, Any], defs: dict[str, Any],
           dtypes: dict[str, str] | None = None) -> str:
    head = ["| field | type | meaning |" + (" `Diff.rows` dtype |" if dtypes else ""),
            "| --- | --- | --- |" + (" --- |" if dtypes else "")]
    body = []
    for name, node in props.items():
        cell = f"| `{name}` | {_type(node, defs)} | {_cell(node.get('description', ''))} |"
        if dtypes is not None:
            cell += f" {dtypes.get(name, '-')} |"
        body.append(cell)
    return "\n".join([f"## {title}", "", *([about, ""] if about else []), *head, *body, ""])


def _type(node: dict[str, Any], defs: dict[str, Any]) -> str:
    if "$ref" in node:
        name = node["$ref"].rsplit("/", 1)[-1]
        return f"[{name}](#vocabularies)"
    kind = node.get("type", "any")
    kinds = [kind] if isinstance(kind, str) else list(kind)
    shown = []
    for k in kinds:
        if k == "array" and isinstance(node.get("items"), dict):
            inner = _type(node["items"], defs)
            inner = "objects" if "object" in inner else f"({inner})" if " or " in inner else inner
            shown.append(f"array of {inner}")
        else:
            shown.append(k)
    return " or ".join(shown)


def _cell(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _vocabularies(defs: dict[str, Any]) -> str:
    lines = ["## Vocabularies", "", "Each is a string enum of the contract (`tracy_diff.diff`, "
             "`tracy_diff.contract`); a report holds only these words.", "",
             "| vocabulary | words | meaning |", "| --- | --- | --- |"]
    for name, node in defs.items():
        words = ", ".join(f"`{w}`" for w in node["enum"])
        lines.append(f"| {name} | {words} | {_cell(node.get('description', ''))} |")
    return "\n".join([*lines, ""])
