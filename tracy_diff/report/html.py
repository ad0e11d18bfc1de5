"""A Diff in a notebook: ``short(diff)`` (its ``repr``) and ``render_html(diff)``
(its ``_repr_html_``): the verdict and the top rows with the terminal table's
cells, as an HTML table; ``as_dict(diff)`` (its ``to_dict()``) the JSON report
as data. The module is the contract's ``NotebookViews``."""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING, Any

from .cells import calls, fused_into_text, per_call, printable, row_name
from .json import render_json
from .selection import capture_labels, sections
from .units import format_change, format_delta, format_p, format_ratio
from .verdict import HEADLINES, overall_phrase, verdict_text

if TYPE_CHECKING:
    import pandas as pd

    from ..diff import Diff

#: The columns of the HTML table, as the terminal table heads them.
HEADS = ("#", "status", "change", "Δ/iter", "ratio", "calls/iter", "median per call", "q", "match", "name")


def short(diff: Diff) -> str:
    """``<Diff baseline.tracy → candidate.tracy: REGRESSION, dispatch time +355% [...] per iteration ...;
    24 rows>``: one line."""
    base, cand = capture_labels(diff)
    head = HEADLINES[diff.verdict.kind]
    return f"<Diff {base} → {cand}: {head}, {overall_phrase(diff)}; {len(diff.rows)} rows>"


def _cells(r: pd.Series) -> tuple[str, ...]:
    name = printable(row_name(r))
    if fused_into_text(r) is not None:
        name += f"  (fused into {fused_into_text(r)})"
    return (str(r["rank"]), str(r["status"]), format_change(r["change_pct"], r["change_low_pct"], r["change_high_pct"]),
            format_delta(r["delta_ms_per_iter"]), format_ratio(r["ratio"]), calls(r), per_call(r),
            format_p(r["q_value"]), str(r["match"]), name)


def render_html(diff: Diff, top: int = 10) -> str:
    """The verdict, then each section of the terminal table (its ``top`` rows) as an HTML table."""
    level = f"{diff.options.interval_level * 100:g}%"
    heads = "".join(f"<th>{escape(h if h != 'change' else f'change [{level} interval]')}</th>" for h in HEADS)
    out = [f"<p><b>{escape(printable(verdict_text(diff)))}</b></p>"]
    for title, part in sections(diff, top):
        if not len(part):
            continue
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in _cells(r)) + "</tr>"
                       for _, r in part.iterrows())
        out.append(f"<p>{escape(title)}</p><table><thead><tr>{heads}</tr></thead><tbody>{body}</tbody></table>")
    return "<div class='tracy-diff'>" + "".join(out) + "</div>"


def as_dict(diff: Diff) -> dict[str, Any]:
    """The JSON report as Python data (plain str, float, list, dict; NaN as None)."""
    found: dict[str, Any] = json.loads(render_json(diff))
    return found
