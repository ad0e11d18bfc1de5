"""Cells and names shared by every text renderer (a leaf: imports no other report module).

Plain text: ``printable`` (no control characters), row and side names,
``per_call`` and ``calls`` cells. Markdown: ``escape``, ``code`` spans and
``md_name``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..contract.names import join_names, short_name
from ..diff import Diff, SampleUnit, Side
from .units import format_ms

if TYPE_CHECKING:
    import pandas as pd

NAME_WIDTH = 72
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def printable(text: str) -> str:
    """``text`` without control characters (a name from a capture is data:
    an escape sequence in it must not reach the terminal); tabs and
    newlines become spaces."""
    return _CONTROL.sub("", str(text).replace("\t", " ").replace("\n", " ").replace("\r", " "))


def fused_into(row: pd.Series) -> int | None:
    """The rank a row's vanished work moved into, or None."""
    import pandas as pd  # here, not above: stats prints names with printable and never loads pandas

    value = row["fused_into"]
    return None if value is None or value is pd.NA or value != value else int(value)


def fused_into_text(row: pd.Series) -> str | None:
    """The ranks a row's vanished work moved into as ``#1`` or ``#1, #3``, or None."""
    ranks = tuple(row.get("fused_into_ranks") or ())
    if not ranks and fused_into(row) is not None:
        ranks = (fused_into(row),)
    return ", ".join(f"#{int(r)}" for r in ranks) or None


def side_names(row: pd.Series, side: Side, width: int | None = NAME_WIDTH) -> str:
    """One side's names of a row, short, joined with `` + ``."""
    return join_names(row[f"{side}_names"], lambda n: short_name(n, width)) or ""


def row_name(row: pd.Series, width: int | None = NAME_WIDTH) -> str:
    """``base → cand`` with short names, or one name when both are the same."""
    b, c = tuple(row["baseline_names"]), tuple(row["candidate_names"])
    if b and c:
        return side_names(row, Side.CANDIDATE, width) if b == c else \
            f"{side_names(row, Side.BASELINE, width)} → {side_names(row, Side.CANDIDATE, width)}"
    return side_names(row, Side.BASELINE if b else Side.CANDIDATE, width)


def per_call(row: pd.Series) -> str:
    """Median sample, baseline → candidate (per iteration for total samples)."""
    b, c = row["baseline_median_ms"], row["candidate_median_ms"]
    if b != b and c != c:
        return "–"
    per_iteration = " /it" if row["unit"] == SampleUnit.ITERATION else ""
    return f"{format_ms(b)} → {format_ms(c)}{per_iteration}"


def calls(row: pd.Series) -> str:
    """Calls per iteration, each side's prefixed ``~`` when it is not a whole
    number (the count is uncertain; the row's note says so)."""
    b, c = row["baseline_execs_per_iter"], row["candidate_execs_per_iter"]

    def one(v: float) -> str:
        return f"{v:.3g}" if v != v or abs(v - round(v)) < 1e-9 else f"~{v:.3g}"
    return f"{one(b)} → {one(c)}" if b != c else one(b)


def escape(text: str) -> str:
    """Plain text for Markdown: no HTML, no emphasis, no table breaks."""
    text = printable(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _SPECIAL.sub(r"\\\1", text)


def code(text: str) -> str:
    """``text`` as a code span inside a table cell; a name holding HTML
    characters becomes a ``<code>`` element with them escaped (a code span
    would keep ``<img onerror=...>`` raw for renderers that pass HTML on)."""
    text = printable(text)
    if any(ch in text for ch in "<>&"):
        return f"<code>{escape(text)}</code>".replace("|", "&#124;").replace("\\&#124;", "&#124;")
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or longest else ""
    return f"{fence}{pad}{text}{pad}{fence}".replace("|", "\\|")


def md_names(names: Iterable[str]) -> str:
    return join_names(names, lambda n: code(short_name(n))) or ""


#: A row of more names than this (a side) shows them folded: "10 dispatches → 2", names on opening.
FOLD_NAMES = 3


def md_name(row: pd.Series) -> str:
    """A row's names as Markdown code spans (``base → cand``), with its fusion
    target; more than ``FOLD_NAMES`` a side fold into ``N dispatches → M``,
    one name a line when opened."""
    b, c = tuple(row["baseline_names"]), tuple(row["candidate_names"])
    if max(len(b), len(c)) > FOLD_NAMES:
        lines = [code(short_name(n)) for n in c] if b == c else \
            ["baseline:", *(code(short_name(n)) for n in b), "candidate:", *(code(short_name(n)) for n in c)]
        text = f"<details><summary>{len(b)} dispatches → {len(c)}</summary>{'<br>'.join(lines)}</details>"
    elif b and c:
        text = md_names(c) if b == c else f"{md_names(b)} → {md_names(c)}"
    else:
        text = md_names(b or c)
    if fused_into_text(row) is not None:
        text += f" (fused into {fused_into_text(row)})"
    return text


def interval_label(diff: Diff) -> str:
    """``99.6% interval`` (the dispatch rows' false-coverage level), or the options' level without rows."""
    rows = diff.rows
    levels: list[float] = rows.loc[rows["section"] == "dispatch", "interval_level"].dropna().tolist() \
        if len(rows) else []
    level = float(min(levels)) if levels else diff.options.interval_level
    return f"{level * 100:.4g}% interval"
