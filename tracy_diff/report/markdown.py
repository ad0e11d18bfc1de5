"""A Diff as Markdown to paste into an issue.

No local paths (file names only, see ``selection.capture_labels``); names
in code spans whose fences are longer than any backtick run in the name;
text outside code spans has Markdown and HTML characters escaped.
"""

from __future__ import annotations

import os

from ..diff import Diff, Section, Structure
from .cells import calls, code, escape, interval_label, md_name, per_call
from .ir import folders_line, markdown_lines
from .runs import runs_line, test_note
from .selection import capture_labels, enclosing_line, explained, sections
from .units import format_change, format_delta, format_ms, format_p, format_ratio
from .verdict import verdict_text


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
                f"| # | status | {what} | change [{interval_label(diff)}] | match "
                "| calls / iter | median per call | Δ / iter | ratio | baseline / iter | candidate / iter | q |",
                "| ---: | --- | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
        for _, r in part.iterrows():
            structure = str(r["structure"])
            shown = structure not in (Structure.SAME, Structure.ADDED, Structure.REMOVED)
            status = str(r["status"]) + (f" ({structure})" if shown else "")
            change = format_change(r["change_pct"], r["change_low_pct"], r["change_high_pct"])
            out.append(f"| {r['rank']} | {status} | {md_name(r)} | {change} | {r['match']} | {calls(r)} "
                       f"| {per_call(r)} "
                       f"| {format_delta(r['delta_ms_per_iter'])} | {format_ratio(r['ratio'])} "
                       f"| {format_ms(r['baseline_ms_per_iter'])} | {format_ms(r['candidate_ms_per_iter'])} "
                       f"| {format_p(r['q_value'])} |")
        out.append("")
    line = None if show_enclosing else enclosing_line(diff)
    if line:
        out += [escape(line), ""]
    out += markdown_lines(diff, top)
    n = int((diff.rows["section"] == Section.DISPATCH).sum())
    out.append(f"{n} dispatch rows compared; {escape(explained(diff, top))}. Times are per benchmark "
               f"iteration ({'warm-up kept' if diff.options.keep_warmup else 'warm-up dropped'}); "
               f"{escape(test_note(diff))}.")
    paths = list(zip((diff.baseline_summary.path, diff.candidate_summary.path), capture_labels(diff)))
    paths += [(r.path, os.path.basename(r.path)) for s in (diff.baseline_summary, diff.candidate_summary)
              for r in s.runs if len(s.runs) > 1]
    paths += [(f.path, os.path.basename(f.path)) for f in diff.ir_sources]
    # Folders given but not usable are in warnings only.
    paths += [(p, os.path.basename(os.path.normpath(p))) for p in
              (diff.options.baseline_sources, diff.options.candidate_sources) if p]
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
