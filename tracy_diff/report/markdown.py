"""A Diff as Markdown to paste into an issue.

No local paths (file names only, see ``selection.capture_labels``); names
in code spans whose fences are longer than any backtick run in the name;
text outside code spans has Markdown and HTML characters escaped.
"""

from __future__ import annotations

import os
import re

from ..analysis.names import short_name
from ..diff import Diff
from .ir import folders_line, markdown_lines
from .selection import fused_into, capture_labels, enclosing_line, explained, printable, sections
from .runs import runs_line, test_note
from .terminal import calls, per_call
from .units import format_delta, format_ms, format_p, format_ratio
from .verdict import verdict_text

_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def escape(text: str) -> str:
    """Plain text for Markdown: no HTML, no emphasis, no table breaks."""
    text = printable(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _SPECIAL.sub(r"\\\1", text)


def code(text: str) -> str:
    """``text`` as a code span inside a table cell."""
    text = printable(text)
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or longest else ""
    return f"{fence}{pad}{text}{pad}{fence}".replace("|", "\\|")


def _names(names) -> str:
    return " + ".join(code(short_name(n)) for n in names)


#: A row of more names than this (a side) shows them folded: "10 dispatches → 2", names on opening.
FOLD_NAMES = 3


def md_name(row) -> str:
    b, c = tuple(row["baseline_names"]), tuple(row["candidate_names"])
    if max(len(b), len(c)) > FOLD_NAMES:
        lines = [code(short_name(n)) for n in c] if b == c else \
            ["baseline:", *(code(short_name(n)) for n in b), "candidate:", *(code(short_name(n)) for n in c)]
        text = f"<details><summary>{len(b)} dispatches → {len(c)}</summary>{'<br>'.join(lines)}</details>"
    elif b and c:
        text = _names(c) if b == c else f"{_names(b)} → {_names(c)}"
    else:
        text = _names(b or c)
    if fused_into(row) is not None:
        text += f" (fused into #{fused_into(row)})"
    return text


def render_markdown(diff: Diff, top: int, show_enclosing: bool = False) -> str:
    out = [f"**{escape(verdict_text(diff))}**", "",
           "| run | capture | iterations | time per iteration | dispatches per iteration |",
           "| --- | --- | ---: | ---: | ---: |"]
    for label, s, name in zip(("baseline", "candidate"), (diff.baseline_summary, diff.candidate_summary),
                              capture_labels(diff)):
        capture = code(name) if len(s.runs) < 2 else f"{len(s.runs)} runs"
        out.append(f"| {label} | {capture} | {s.iterations} | {format_ms(s.ms_per_iteration)} "
                   f"| {format_ms(s.dispatch_ms_per_iteration)} |")
    out.append("")
    for label, s in (("baseline", diff.baseline_summary), ("candidate", diff.candidate_summary)):
        line = runs_line(label, s, local_paths=False)
        if line:
            out += [escape(line), ""]
    for title, part in sections(diff, top, show_enclosing):
        if not len(part):
            continue
        what = "zone" if title.startswith("Enclosing") else "dispatch"
        out += [f"**{escape(title)}**", "",
                f"| # | status | {what} | match | calls / iter | median per call | Δ / iter | ratio "
                "| baseline / iter | candidate / iter | q |",
                "| ---: | --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
        for _, r in part.iterrows():
            structure = str(r["structure"])
            status = str(r["status"]) + (f" ({structure})" if structure not in ("same", "added", "removed") else "")
            out.append(f"| {r['rank']} | {status} | {md_name(r)} | {r['match']} | {calls(r)} | {per_call(r)} "
                       f"| {format_delta(r['delta_ms_per_iter'])} | {format_ratio(r['ratio'])} "
                       f"| {format_ms(r['baseline_ms_per_iter'])} | {format_ms(r['candidate_ms_per_iter'])} "
                       f"| {format_p(r['q_value'])} |")
        out.append("")
    line = None if show_enclosing else enclosing_line(diff)
    if line:
        out += [escape(line), ""]
    out += markdown_lines(diff, top)
    n = int((diff.rows["section"] == "dispatch").sum())
    out.append(f"{n} dispatch rows compared; {escape(explained(diff, top))}. Times are per benchmark "
               f"iteration ({'warm-up kept' if diff.options.get('keep_warmup') else 'warm-up dropped'}); "
               f"{escape(test_note(diff))}.")
    paths = list(zip((diff.baseline_summary.path, diff.candidate_summary.path), capture_labels(diff)))
    paths += [(r.path, os.path.basename(r.path)) for s in (diff.baseline_summary, diff.candidate_summary)
              for r in s.runs if len(s.runs) > 1]
    paths += [(f.path, os.path.basename(f.path)) for f in diff.ir_sources]
    # Folders given but not usable are in warnings only.
    paths += [(p, os.path.basename(os.path.normpath(p))) for p in
              (diff.options.get("baseline_sources"), diff.options.get("candidate_sources")) if p]
    paths.sort(key=lambda pair: -len(pair[0]))  # a path before any path it starts with
    for w in diff.warnings:
        message = w.message
        for path, label in paths:
            message = message.replace(path, label)
        out.append(f"> warning: {escape(message)}")
    folders = folders_line(diff, names_only=True)
    if folders:
        out.append(escape(folders))
    return "\n".join(out) + "\n"
