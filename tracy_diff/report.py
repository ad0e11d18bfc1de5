"""Render a Diff as text: ``render(diff, fmt, top=10)``.

``table``: a terminal summary (both runs, top regressions, top
improvements, structural changes, containers, verdict). ``markdown``: the
same to paste into a GitHub issue. ``json``: both runs and every row (NaN as
null). ``csv``: every row, one per line.
"""

from __future__ import annotations

import io
import math
from typing import TYPE_CHECKING

import numpy as np

from .diff import Diff, RunSummary
from .dispatch_names import short_name

if TYPE_CHECKING:
    import pandas as pd

FORMATS = ("table", "json", "csv", "markdown")
NAME_WIDTH = 72


def render(diff: Diff, fmt: str = "table", top: int = 10) -> str:
    """The diff as ``fmt`` text; ``top`` rows per section (table, markdown)."""
    if fmt == "table":
        return _table(diff, top)
    if fmt == "markdown":
        return _markdown(diff, top)
    if fmt == "json":
        return _json(diff)
    if fmt == "csv":
        return _csv(diff)
    raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")


def format_ms(ms: float) -> str:
    """A duration given in milliseconds, in s, ms, µs or ns, 3 significant digits."""
    if ms is None or ms != ms:
        return "-"
    a = abs(ms)
    if a >= 1000:
        return f"{ms / 1000:.3g} s" if a < 100_000 else f"{ms / 1000:.0f} s"
    if a >= 1:
        return f"{ms:.3g} ms" if a < 100 else f"{ms:.0f} ms"
    if a >= 0.001 or a == 0:
        return f"{ms * 1000:.3g} µs" if a < 0.1 else f"{ms * 1000:.0f} µs"
    return f"{ms * 1e6:.0f} ns"


def format_delta(ms: float) -> str:
    """A signed duration: ``+4.54 ms``."""
    if ms != ms:
        return "-"
    return ("+" if ms >= 0 else "-") + format_ms(abs(ms))


def format_ratio(ratio: float) -> str:
    if ratio != ratio or ratio is None:
        return "-"
    return f"{ratio:.2f}x" if ratio < 10 else f"{ratio:.0f}x"


def format_p(p: float) -> str:
    if p != p or p is None:
        return "-"
    return f"{p:.2g}" if p >= 1e-4 else "<1e-4"


def row_name(row, width: int | None = NAME_WIDTH) -> str:
    """``base → cand`` with short names, or one name when both are the same."""
    b, c = row["baseline_name"], row["candidate_name"]
    if b and c:
        sb, sc = short_name(b, width), short_name(c, width)
        return sc if b == c else f"{sb} → {sc}"
    return short_name(b or c, width)


def sections(diff: Diff, top: int) -> list[tuple[str, pd.DataFrame]]:
    """The row groups a summary shows, each cut to ``top`` rows."""
    rows = diff.rows
    disp = rows[rows["section"] == "dispatch"]
    reg = disp[disp["change"] == "regressed"]
    imp = disp[disp["change"] == "improved"]
    shown = set(reg["row_id"].head(top)) | set(imp["row_id"].head(top))
    structural = disp[disp["status"].isin(["fused", "split", "added", "removed"])
                      & ~disp["row_id"].isin(shown)]
    # Rows that moved more than the thresholds yet were judged noise.
    threshold = diff.options.get("threshold_pct", 5.0)
    floor = diff.options.get("min_abs_us_per_iter", 1.0) / 1000.0
    quiet = disp[(disp["change"] == "unchanged") & ~disp["row_id"].isin(structural["row_id"].head(top))
                 & ((disp["ratio"] - 1.0).abs() * 100.0 >= threshold)
                 & (disp["delta_ms_per_iter"].abs() >= floor)]
    quiet = quiet.iloc[np.argsort(-np.abs(quiet["delta_ms_per_iter"].to_numpy()), kind="stable")]
    cont = rows[(rows["section"] == "container") & (rows["change"] != "unchanged")]
    return [("Regressions", reg.head(top)), ("Improvements", imp.head(top)),
            ("Fused, split, added, removed (not above)", structural.head(top)),
            ("Moved, but judged noise (not significant, or within run-to-run spread)", quiet.head(top)),
            ("Containers (enclose other zones; not ranked with dispatches)", cont.head(top))]


def _run_line(label: str, s: RunSummary) -> str:
    drop = f", {s.dropped_iterations} warm-up dropped" if s.dropped_iterations else ""
    return (f"{label:<9}  {s.path}  ({s.program or 'unknown program'}; {s.iterations} "
            f"iteration{'s' if s.iterations != 1 else ''} from {s.iteration_source}{drop})  "
            f"{format_ms(s.ms_per_iteration)}/iter, dispatches {format_ms(s.dispatch_ms_per_iteration)}/iter")


def _per_call(row) -> str:
    b, c = row["baseline_median_ms"], row["candidate_median_ms"]
    if b != b and c != c:
        return "-"
    # Groups whose members run unequally often have per-iteration samples.
    per_iteration = " /it" if row.get("unit") == "iteration" else ""
    return f"{format_ms(b)} → {format_ms(c)}{per_iteration}"


def _table(diff: Diff, top: int) -> str:
    out = [_run_line("baseline", diff.baseline_summary), _run_line("candidate", diff.candidate_summary), ""]
    head = (f"{'#':>4}  {'status':<9}  {'Δ/iter':>10}  {'ratio':>6}  {'base/iter':>9}  {'cand/iter':>9}  "
            f"{'median per call':<19}  {'q':>6}  {'match':<8}  name")
    for title, part in sections(diff, top):
        if not len(part):
            continue
        out += [title, head]
        for _, r in part.iterrows():
            out.append(f"{r['rank']:>4}  {r['status']:<9}  {format_delta(r['delta_ms_per_iter']):>10}  "
                       f"{format_ratio(r['ratio']):>6}  {format_ms(r['baseline_ms_per_iter']):>9}  "
                       f"{format_ms(r['candidate_ms_per_iter']):>9}  {_per_call(r):<19}  "
                       f"{format_p(r['q_value']):>6}  {r['match']:<8}  {row_name(r)}")
        out.append("")
    n = int((diff.rows["section"] == "dispatch").sum())
    out.append(f"{n} dispatch rows compared; {_explained(diff, top)}")
    out += [f"warning: {w}" for w in diff.warnings]
    out.append(diff.verdict)
    return "\n".join(out) + "\n"


def _explained(diff: Diff, top: int) -> str:
    """How much of the total dispatch-time change the top rows explain."""
    disp = diff.rows[diff.rows["section"] == "dispatch"]
    total = float(disp["delta_ms_per_iter"].sum())
    moved = disp[disp["change"] != "unchanged"]
    if not len(moved) or total == 0:
        return f"dispatch time per iteration changed by {format_delta(total)}"
    k = min(top, len(moved))
    part = float(moved["delta_ms_per_iter"].head(k).sum())
    return (f"dispatch time per iteration changed by {format_delta(total)}; the top {k} changed "
            f"{'rows explain' if k != 1 else 'row explains'} {part / total * 100:.0f}% of it")


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|")


def _md_name(row) -> str:
    def names(cell: str) -> str:
        return " + ".join(f"`{short_name(n)}`" for n in cell.split(" + "))
    b, c = row["baseline_name"], row["candidate_name"]
    if b and c:
        return names(c) if b == c else f"{names(b)} → {names(c)}"
    return names(b or c)


def _markdown(diff: Diff, top: int) -> str:
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
        what = "zone" if title.startswith("Containers") else "dispatch"
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


def _clean(value):
    """JSON-safe Python value: numpy scalars unwrapped, NaN/inf as None."""
    import pandas as pd  # loaded already: a Diff is made of DataFrames

    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating, float)):
        v = float(value)
        return v if math.isfinite(v) else None
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, np.ndarray):
        return [_clean(v) for v in value.tolist()]
    if value is pd.NA or value is pd.NaT:
        return None
    return value


def summary_dict(s: RunSummary) -> dict:
    return {"path": s.path, "program": s.program, "iterations": s.iterations,
            "dropped_iterations": s.dropped_iterations, "iteration_source": s.iteration_source,
            "ms_per_iteration": _clean(s.ms_per_iteration),
            "dispatch_ms_per_iteration": _clean(s.dispatch_ms_per_iteration),
            "iteration_ms": _clean(np.asarray(s.iteration_ms, np.float64))}


def _json(diff: Diff) -> str:
    import json

    rows = [{k: _clean(v) for k, v in rec.items()} for rec in diff.rows.to_dict("records")]
    members = [{k: _clean(v) for k, v in rec.items()} for rec in diff.members.to_dict("records")]
    doc = {"baseline": summary_dict(diff.baseline_summary),
           "candidate": summary_dict(diff.candidate_summary),
           "verdict": diff.verdict, "warnings": list(diff.warnings),
           "options": {k: _clean(v) for k, v in diff.options.items()},
           "rows": rows, "members": members}
    return json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def _csv(diff: Diff) -> str:
    buf = io.StringIO()
    diff.rows.to_csv(buf, index=False, lineterminator="\n", float_format="%.6g")
    return buf.getvalue()
