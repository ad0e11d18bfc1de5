"""Instruction censuses as text: ``tracy-diff isa``'s report and the ISA
table of a diff's ``--explain``.

Reads ``IsaPair``/``IsaComparison`` (``tracy_diff.diff``); computes
nothing. ``census_rows(pair)``: (figure, baseline, candidate, change) for
every figure either side has. ``render_isa(comparison, fmt)``: table,
JSON (``IsaComparison.to_json()``) or Markdown. Every output says the
counts are static.
"""

from __future__ import annotations

import json
from typing import Any

from ..diff import IsaComparison, IsaPair
from .cells import escape, printable

STATIC_NOTE = "Static counts: each instruction once, as written in the code, not per execution."
_FIGURES = ("instructions", "loop_instructions", "loops", "vmem_loads", "vmem_loads_by_bits", "vmem_stores",
            "vmem_stores_by_bits", "lds_reads", "lds_writes", "matrix_ops", "fma", "transcendental",
            "gathers", "inserts", "scratch_loads", "scratch_stores", "waits", "barriers", "vgpr", "agpr",
            "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes", "wavefront_size",
            "workgroup_size", "occupancy", "occupancy_limit")
_LOOP_FIGURES = ("instructions", "vmem_loads", "vmem_loads_by_bits", "vmem_stores", "lds_reads", "lds_writes",
                 "matrix_ops", "fma", "scratch_loads", "scratch_stores")


def _flat(census: dict[str, Any] | None) -> dict[str, Any]:
    """A census' figures by row label (widths and the main loop spread out)."""
    if census is None:
        return {}
    out: dict[str, Any] = {}
    for k in _FIGURES:
        _put(out, k, census.get(k))
    loop = census.get("main_loop") or {}
    for k in _LOOP_FIGURES:
        _put(out, f"main loop {k}", loop.get(k))
    return out


def _put(out: dict[str, Any], label: str, value: Any) -> None:
    if isinstance(value, dict):
        for w, n in value.items():
            out[f"{label.replace('_by_bits', '')} {w}-bit"] = n
    elif isinstance(value, list):
        out[label] = "x".join(map(str, value))
    else:
        out[label] = value


def census_rows(pair: IsaPair) -> list[tuple[str, str, str, str]]:
    """(figure, baseline, candidate, change) rows; figures neither side has are left out."""
    b = _flat(pair.baseline.to_json() if pair.baseline else None)
    c = _flat(pair.candidate.to_json() if pair.candidate else None)
    rows = []
    for label in dict.fromkeys([*b, *c]):
        x, y = b.get(label), c.get(label)
        if x is None and y is None:
            continue
        change = ""
        if isinstance(x, int) and isinstance(y, int) and x != y:
            change = f"{y - x:+d}"
        rows.append((label.replace("_", " "), "-" if x is None else str(x), "-" if y is None else str(y), change))
    return rows


def table_lines(pair: IsaPair, indent: str = "  ") -> list[str]:
    """A pair's figures as an aligned text table."""
    rows = [("figure", "baseline", "candidate", "change"), *census_rows(pair)]
    widths = [max(len(r[k]) for r in rows) for k in range(4)]
    return [printable(indent + "  ".join(r[0].ljust(widths[0]) if k == 0 else r[k].rjust(widths[k])
                                         for k in range(4)).rstrip()) for r in rows]


def markdown_table(pair: IsaPair) -> list[str]:
    out = ["| figure | baseline | candidate | change |", "|---|---:|---:|---:|"]
    out += [f"| {escape(a)} | {b} | {c} | {d} |" for a, b, c, d in census_rows(pair)]
    return out


def _title(pair: IsaPair) -> str:
    b, c = pair.baseline_name or "-", pair.candidate_name or "-"
    return f"{pair.name} ({pair.arch})" if b == c else f"{b} → {c} ({pair.arch})"


def render_isa(comparison: IsaComparison, fmt: str) -> str:
    """``tracy-diff isa``'s output in ``fmt`` (table, json or markdown)."""
    if fmt == "json":
        return json.dumps(comparison.to_json(), indent=2, ensure_ascii=False) + "\n"
    md = fmt == "markdown"
    out = [f"**Instruction census** of {escape(comparison.baseline)} → {escape(comparison.candidate)}"
           if md else f"Instruction census: {printable(comparison.baseline)} → {printable(comparison.candidate)}",
           "", STATIC_NOTE, ""]
    if not comparison.kernels:
        out.append("No kernel in either dump matches.")
    for pair in comparison.kernels:
        if md:
            out += [f"**{escape(_title(pair))}**", "", escape(pair.summary), "", *markdown_table(pair), ""]
        else:
            out += [printable(_title(pair)), "  " + printable(pair.summary), *table_lines(pair), ""]
    out += [("- " if md else "warning: ") + (escape(w) if md else printable(w)) for w in comparison.warnings]
    return "\n".join(out).rstrip("\n") + "\n"
