"""The IR explanation of a Diff's top regressed rows, as terminal text and Markdown.

Reads the ``RowIr`` and ``IsaPair`` objects the analysis put in
``Diff.rows["ir"]`` and ``["isa"]`` and ``Diff.ir_sources``; computes
nothing. Terminal (``--explain``): per row the census sentence, fusion
evidence, dump files, reproduce commands, the normalized unified diff,
then the ``ISA:`` line and the instruction census table. Without
``--explain``: the IR and ``ISA:`` sentences. Markdown: the same, the diff
and the census table in collapsed ``<details>`` blocks, file names without
local folders.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..diff import Diff, RowIr
from .cells import escape, md_name, printable, row_name
from .isa import markdown_table, table_lines
from .selection import sections

if TYPE_CHECKING:
    import pandas as pd

#: Regressed rows explained, at most.
EXPLAIN_ROWS = 3
#: Diff lines shown per row in the terminal and in Markdown.
TERMINAL_DIFF_LINES = 400
MARKDOWN_DIFF_LINES = 200
_DIFF_COLORS = {"+": "32", "-": "31", "@": "36"}


def explained(diff: Diff, top: int) -> pd.DataFrame:
    """The rows to explain: the shown regressed dispatch rows that have IR or ISA."""
    regressed = sections(diff, top)[0][1]
    shown: pd.DataFrame = regressed[regressed["ir"].notna() | regressed["isa"].notna()].head(EXPLAIN_ROWS)
    return shown


def _isa_summary(r: pd.Series) -> list[str]:
    return [r["isa"].summary] if r["isa"] is not None else []


def folders_line(diff: Diff, names_only: bool = False) -> str | None:
    """``IR dumps: baseline sources DIR (beside the capture), ...`` or None."""
    if not diff.ir_sources:
        return None
    parts = [f"{f.side} {f.kind} {os.path.basename(f.path) if names_only else f.path}"
             + (" (beside the capture)" if f.beside else "") for f in diff.ir_sources]
    return "IR dumps: " + ", ".join(parts)


def summary_lines(diff: Diff, top: int) -> list[str]:
    """Without ``--explain``: the census sentence of each row it would explain."""
    rows = explained(diff, top)
    out = [printable(f"#{r['rank']} {text}") for _, r in rows.iterrows()
           for text in ([r["ir"].summary] if r["ir"] is not None else []) + _isa_summary(r)]
    return out + ["(--explain: the normalized IR diff, fusion evidence, reproduce commands and the "
                  "instruction census)"] if out else []


def terminal_lines(diff: Diff, top: int, color: bool = False) -> list[str]:
    """The ``--explain`` section."""
    rows = explained(diff, top)
    if not diff.ir_sources:
        return ["IR: no executable sources (give --baseline-sources DIR --candidate-sources DIR, "
                "or put <capture>.sources/ beside each capture)"]
    if not len(rows):
        return [_nothing_line(diff)]
    out = ["What changed in the IR"]
    for _, r in rows.iterrows():
        x = r["ir"]
        out += ["", printable(f"#{r['rank']}  {row_name(r, None)}")]
        lines = _ir_lines(x, color) if x is not None else []
        isa = r["isa"]
        out += lines[:1] + (["  " + printable(isa.summary)] if isa is not None else []) + lines[1:]
        if isa is not None:
            out += ["  instruction census (static counts):", *table_lines(isa, "    ")]
    return out


def _ir_lines(x: RowIr, color: bool) -> list[str]:
    """One row's IR explanation in the terminal."""
    out = ["  " + printable(x.summary)]
    out += ["  fusion: " + printable(s) for s in x.fusion]
    out.append(printable("  files: " + _files(x.baseline_files) + " → " + _files(x.candidate_files)))
    for side, cmds in x.reproduce.items():
        out += [f"  reproduce the {side} dispatch alone:", *("    " + printable(c) for c in cmds)] if cmds else []
    lines = x.diff.splitlines()
    if not lines:
        out.append("  (the normalized IR is the same)")
    for ln in lines[:TERMINAL_DIFF_LINES]:
        code = _DIFF_COLORS.get(ln[:1]) if color and not ln.startswith(("---", "+++")) else None
        text = "    " + printable(ln)
        out.append(f"\x1b[{code}m{text}\x1b[0m" if code else text)
    if len(lines) > TERMINAL_DIFF_LINES:
        out.append(f"    ... {len(lines) - TERMINAL_DIFF_LINES} more diff lines")
    return out


def _nothing_line(diff: Diff) -> str:
    """Why no row is explained, with what the IR says about the others."""
    irs = [x for x in diff.rows["ir"] if x is not None]
    if not irs:
        return "IR: no dispatch row has its functions in both dumps (see the warnings)"
    changed = sum(1 for x in irs if x.diff or x.ops_added or x.ops_removed)
    return (f"IR: no regressed row to explain; {changed} of the {len(irs)} dispatch rows with IR "
            f"changed in the IR")


def _files(files: Sequence[str]) -> str:
    return " + ".join(files) or "-"


def markdown_lines(diff: Diff, top: int) -> list[str]:
    """The IR section of the Markdown report ([] when there is none)."""
    rows = explained(diff, top)
    if not len(rows):
        return []
    out = ["**What changed in the IR**", ""]
    for _, r in rows.iterrows():
        x = r["ir"]
        lines = _markdown_row(r, x) if x is not None else [f"**#{r['rank']}** {md_name(r)}", ""]
        isa = r["isa"]
        out += lines[:2] + ([escape(isa.summary), ""] if isa is not None else []) + lines[2:]
        if isa is not None:
            out += [f"<details><summary>instruction census of #{r['rank']} (static counts)</summary>", "",
                    *markdown_table(isa), "", "</details>", ""]
    return out


def _markdown_row(r: pd.Series, x: RowIr) -> list[str]:
    """One row's IR explanation in Markdown."""
    out = [f"**#{r['rank']}** {md_name(r)}: {escape(x.summary)}", ""]
    out += [f"- {escape(s)}" for s in x.fusion]
    out += [f"- files: {escape(_names(x.baseline_files))} → {escape(_names(x.candidate_files))}", ""]
    lines = x.diff.splitlines()
    if lines:
        shown = [printable(ln) for ln in lines[:MARKDOWN_DIFF_LINES]]
        if len(lines) > MARKDOWN_DIFF_LINES:
            shown.append(f"... {len(lines) - MARKDOWN_DIFF_LINES} more lines")
        out += [f"<details><summary>normalized IR diff of #{r['rank']} ({len(lines)} lines)</summary>", "",
                *_fenced(shown, "diff"), "", "</details>", ""]
    return out


def _names(files: Sequence[str]) -> str:
    """File names without their local folders."""
    return " + ".join(os.path.basename(f) for f in files) or "-"


def _fenced(lines: list[str], lang: str) -> list[str]:
    """A fenced code block whose fence is longer than any backtick run in ``lines``."""
    longest = max((len(m) for ln in lines for m in re.findall(r"`+", ln)), default=0)
    fence = "`" * max(3, longest + 1)
    return [fence + lang, *lines, fence]
