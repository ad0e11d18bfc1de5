"""A Diff as Markdown to paste into an issue."""

from __future__ import annotations

from ..analysis.names import short_name
from ..diff import Diff
from .selection import sections
from .terminal import _explained, _per_call
from .units import format_delta, format_ms, format_p, format_ratio


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|")


def _md_name(row) -> str:
    def names(cell: str) -> str:
        return " + ".join(f"`{short_name(n)}`" for n in cell.split(" + "))
    b, c = row["baseline_name"], row["candidate_name"]
    if b and c:
        return names(c) if b == c else f"{names(b)} → {names(c)}"
    return names(b or c)


def render_markdown(diff: Diff, top: int) -> str:
    b, c = diff.baseline_summary, diff.candidate_summary
    out = [f"**{_md_escape(diff.verdict)}**", "",
           "| run | capture | iterations | time per iteration | dispatches per iteration |",
           "| --- | --- | ---: | ---: | ---: |"]
    for label, s in (("baseline", b), ("candidate", c)):
        out.append(f"| {label} | `{_md_escape(s.path)}` | {s.iterations} | {format_ms(s.ms_per_iteration)} "
                   f"| {format_ms(s.dispatch_ms_per_iteration)} |")
    out.append("")
    for title, part in sections(diff, top):
        if not len(part):
            continue
        what = "zone" if title.startswith("Enclosing") else "dispatch"
        out += [f"**{title}**", "",
                f"| # | status | {what} | match | baseline / iter | candidate / iter | Δ / iter | ratio "
                "| median per call | q |",
                "| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: |"]
        for _, r in part.iterrows():
            out.append(f"| {r['rank']} | {r['status']} | {_md_escape(_md_name(r))} | {r['match']} "
                       f"| {format_ms(r['baseline_ms_per_iter'])} | {format_ms(r['candidate_ms_per_iter'])} "
                       f"| {format_delta(r['delta_ms_per_iter'])} | {format_ratio(r['ratio'])} "
                       f"| {_per_call(r)} | {format_p(r['q_value'])} |")
        out.append("")
    n = int((diff.rows["section"] == "dispatch").sum())
    out.append(f"{n} dispatch rows compared; {_explained(diff, top)}. Times are per benchmark "
               f"iteration ({'warm-up kept' if diff.options.get('keep_warmup') else 'warm-up dropped'}); "
               f"q: Mann-Whitney U p-value after Benjamini-Hochberg.")
    out += [f"> warning: {_md_escape(w)}" for w in diff.warnings]
    return "\n".join(out) + "\n"
