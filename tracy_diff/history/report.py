"""History results as text: ``changes``, ``show`` and ``check`` reports.

In: ``changes.Found`` or ``check.Checked``. Out: a table, JSON, CSV or
Markdown string. Renderers only format what the analysis computed. The
Markdown cells and CSV writing (pandas) are imported where they are
used, so the JSON and table reports load neither.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from ..contract.names import join_names, readable_name
from ..report.formats import ReportFormat
from ..report.units import format_ms
from .changes import Change, ChangeStatus, Found, reverts
from .lineage import Event, EventKind
from .query import TOTAL, History

if TYPE_CHECKING:
    from .check import Checked

CHANGE_FIELDS = ("build", "previous_build", "lineage", "names", "previous_names", "change_pct", "change_low_pct",
                 "change_high_pct", "status", "p_value", "before_ms_per_iter", "after_ms_per_iter",
                 "delta_ms_per_iter", "total_share", "builds_before", "builds_after", "note", "kind")


def clean(value: float | int | None) -> float | int | None:
    """A JSON number: NaN and infinities as None (numpy scalars as Python numbers)."""
    if value is None:
        return None
    v = value.item() if isinstance(value, np.generic) else value
    return v if not isinstance(v, float) or math.isfinite(v) else None


def _csv(records: list[dict[str, Any]], columns: list[str]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(columns)
    for r in records:
        w.writerow(["" if r[k] is None else f"{r[k]:.6g}" if isinstance(r[k], float) else r[k] for k in columns])
    return buf.getvalue()


def _markdown() -> tuple[Callable[[str], str], Callable[[str], str]]:
    """The Markdown cell helpers (code, escape), imported when Markdown is asked for."""
    from ..report.cells import code, escape
    return code, escape


def change_record(c: Change) -> dict[str, Any]:
    """One change point as the JSON/CSV record (``CHANGE_FIELDS``)."""
    return {"build": c.build, "previous_build": c.previous_build, "lineage": c.label, "names": list(c.names),
            "previous_names": list(c.previous_names), "change_pct": clean(c.change_pct),
            "change_low_pct": clean(c.change_low_pct), "change_high_pct": clean(c.change_high_pct),
            "status": c.status, "p_value": clean(c.p_value), "before_ms_per_iter": clean(c.before_ms),
            "after_ms_per_iter": clean(c.after_ms), "delta_ms_per_iter": clean(c.delta_ms),
            "total_share": clean(c.total_share), "builds_before": c.builds_before, "builds_after": c.builds_after,
            "note": c.note, "kind": c.kind}


def _who(c: Change) -> str:
    if c.lineage == TOTAL:
        return "(total)"
    names = c.names or c.previous_names
    return join_names(names, readable_name) or readable_name(c.label)


def _pct(v: float) -> str:
    return f"{v:+.1f}%" if math.isfinite(v) else "-"


def _interval(c: Change) -> str:
    return f"{_pct(c.change_low_pct)}..{_pct(c.change_high_pct)}"


def _header(found: Found) -> str:
    h = found.history
    n = len(h.builds)
    first, last = h.builds.build[0], h.builds.build[-1]
    return (f"{h.benchmark} on {h.device}: {n} build{'s' if n != 1 else ''} ({first} .. {last}), "
            f"{len(h.lineages.origin)} lineages; threshold {found.options.threshold_pct:g}%, "
            f"min {found.options.min_us:g} µs/iter")


def _footer(found: Found) -> str:
    if not found.below:
        return ""
    return (f"{found.below} detected shift{'s' if found.below != 1 else ''} below the threshold "
            f"not listed\n")


def render_changes(found: Found, fmt: ReportFormat | str = ReportFormat.TABLE, top: int | None = None) -> str:
    """The change points, ranked by their effect on the total."""
    fmt = ReportFormat.of(fmt)
    records = [change_record(c) for c in found.changes]
    if fmt is ReportFormat.JSON:
        return json.dumps(records, indent=1, ensure_ascii=False) + "\n"
    if fmt is ReportFormat.CSV:
        for r in records:
            for col in ("names", "previous_names"):
                r[col] = json.dumps(r[col], ensure_ascii=False)
        return _csv(records, list(CHANGE_FIELDS))
    shown = found.changes[:top] if top else found.changes
    if fmt is ReportFormat.MARKDOWN:
        code, escape = _markdown()
        lines = [f"**{escape(_header(found))}**", ""]
        if not shown:
            lines.append("No change point beyond the threshold.")
        else:
            lines += ["| build | previous | dispatch | change | 95% interval | per iteration | status |",
                      "| --- | --- | --- | ---: | ---: | ---: | --- |"]
            for c in shown:
                lines.append(f"| {code(c.build)} | {code(c.previous_build)} | {escape(_who(c))} | "
                             f"{_pct(c.change_pct)} | {_interval(c)} | "
                             f"{format_ms(c.before_ms)} → {format_ms(c.after_ms)} | "
                             f"{c.status}{' (' + escape(c.note) + ')' if c.note else ''} |")
        foot = _footer(found)
        return "\n".join(lines) + "\n" + (f"\n{escape(foot)}" if foot else "")
    out = [_header(found)]
    if not shown:
        out.append("no change point beyond the threshold")
    for i, c in enumerate(shown, 1):
        out.append(f"{i:>3}  {c.build} (after {c.previous_build})  {c.status:<12} {_pct(c.change_pct):>8} "
                   f"[{_interval(c)}]  {format_ms(c.before_ms)} -> {format_ms(c.after_ms)} /iter  {_who(c)}"
                   + (f"  ({c.note})" if c.note else ""))
    return "\n".join(out) + "\n" + _footer(found)


def lineage_records(found: Found, dispatch: str | None = None) -> list[dict[str, Any]]:
    """Per lineage: names over time, latest figure, trend, change points."""
    h = found.history
    builds = h.builds.build
    by_lineage = h.by_lineage()
    events: dict[int, list[Event]] = {}
    for e in h.lineages.events:
        events.setdefault(e.lineage, []).append(e)
    changes: dict[int, list[Change]] = {}
    for c in found.changes:
        changes.setdefault(c.lineage, []).append(c)
    out = []
    for lin in [TOTAL] + list(range(len(h.lineages.origin))):
        part = by_lineage.get(lin)
        if part is None:
            continue
        spans = _name_spans(h, lin)
        if dispatch and not any(dispatch.lower() in n.lower() for _, _, names in spans for n in names):
            continue
        ms = np.exp(part.mean_log)
        last = int(part.b[-1])
        recent = ms[-min(len(ms), 5):]
        out.append({
            "lineage": h.label(lin), "first_build": builds[int(part.b[0])], "last_build": builds[last],
            "builds": len(part), "latest_ms_per_iter": clean(ms[-1]),
            "trend": [clean(v) for v in ms.tolist()],
            "recent_ms_per_iter": clean(float(np.exp(np.log(recent).mean()))),
            "noise_pct": clean(found.noise.get(lin, math.nan) * 100.0),
            "names": [{"from": builds[a], "to": builds[b], "names": names} for a, b, names in spans],
            "changes": [change_record(c) for c in sorted(changes.get(lin, []), key=lambda c: c.b)],
            "events": [{"build": builds[e.build], "kind": e.kind, "detail": e.detail}
                       for e in events.get(lin, [])]})
    return out


def _name_spans(h: History, lin: int) -> list[tuple[int, int, list[str]]]:
    """Stretches of builds over which the lineage had one set of names."""
    if lin == TOTAL:
        return [(0, len(h.builds) - 1, ["(all dispatches)"])]
    epochs = h.builds.epoch
    spans: list[tuple[int, int, list[str]]] = []
    for e, mapping in enumerate(h.lineages.names):
        names = sorted(n for n, v in mapping.items() if v == lin)
        idx = np.flatnonzero(epochs == e)
        if not names or not len(idx):
            continue
        if spans and spans[-1][2] == names and spans[-1][1] == idx[0] - 1:
            spans[-1] = (spans[-1][0], int(idx[-1]), names)
        else:
            spans.append((int(idx[0]), int(idx[-1]), names))
    return spans


def _spark(values: list[float | None]) -> str:
    v = np.array([x for x in values if x is not None], float)
    if not len(v):
        return ""
    v = v[-24:]
    lo, hi = v.min(), v.max()
    bars = "▁▂▃▄▅▆▇█"
    if hi <= lo:
        return bars[0] * len(v)
    return "".join(bars[int((x - lo) / (hi - lo) * 7.999)] for x in v)


def render_show(found: Found, fmt: ReportFormat | str = ReportFormat.TABLE, dispatch: str | None = None) -> str:
    """Per lineage: names over time, latest figure, trend and change points."""
    fmt = ReportFormat.of(fmt)
    records = lineage_records(found, dispatch)
    if fmt is ReportFormat.JSON:
        return json.dumps(records, indent=1, ensure_ascii=False) + "\n"
    if fmt is ReportFormat.CSV:
        columns = ["lineage", "first_build", "last_build", "builds", "latest_ms_per_iter", "noise_pct", "names",
                   "changes"]
        return _csv([{**r, "names": json.dumps([n["names"] for n in r["names"]], ensure_ascii=False),
                      "changes": len(r["changes"])} for r in records], columns)
    md = fmt is ReportFormat.MARKDOWN
    code, escape = _markdown() if md else (str, str)
    lines = [f"**{escape(_header(found))}**" if md else _header(found)]
    if not records:
        lines.append(f"no lineage with a name containing {dispatch!r}")
    for r in records:
        title = r["lineage"] if r["lineage"] == "(total)" else readable_name(r["names"][-1]["names"][0])
        lines.append("")
        lines.append((f"### {escape(title)}" if md else title) +
                     f"  latest {format_ms(r['latest_ms_per_iter'])}/iter, {r['builds']} builds, "
                     f"noise {r['noise_pct']:.1f}%  {_spark(r['trend'])}")
        if len(r["names"]) > 1 or r["lineage"] != "(total)":
            for span in r["names"]:
                names = " + ".join(span["names"])
                lines.append(f"{'- ' if md else '    '}{span['from']}..{span['to']}: "
                             f"{code(names) if md else names}")
        for e in r["events"]:
            if e["kind"] is not EventKind.RENAMED:
                detail = escape(e["detail"]) if md else e["detail"]
                lines.append(f"{'- ' if md else '    '}{e['build']}: {e['kind']}: {detail}")
        for c in r["changes"]:
            lines.append(f"{'- ' if md else '    '}change at {c['build']} (after {c['previous_build']}): "
                         f"{c['status']} {_pct(c['change_pct'] or math.nan)} "
                         f"[{_pct(c['change_low_pct'] or math.nan)}..{_pct(c['change_high_pct'] or math.nan)}]")
    return "\n".join(lines) + "\n"


def render_check(result: Checked, fmt: ReportFormat | str = ReportFormat.MARKDOWN) -> str:
    """A ``check`` result: Markdown for a pull-request comment, a table, or JSON."""
    records = [{"lineage": r.label, "names": list(r.names), "change_pct": clean(r.change_pct),
                "change_low_pct": clean(r.change_low_pct), "change_high_pct": clean(r.change_high_pct),
                "history_ms_per_iter": clean(r.history_ms), "build_ms_per_iter": clean(r.build_ms),
                "history_builds": r.history_builds, "status": r.status, "note": r.note} for r in result.rows]
    fmt = ReportFormat.of(fmt)
    if fmt is ReportFormat.JSON:
        return json.dumps({"build": result.build, "against": list(result.against), "verdict": result.verdict,
                           "environment_shift": result.shift, "rows": records}, indent=1, ensure_ascii=False) + "\n"
    md = fmt is ReportFormat.MARKDOWN
    escape = _markdown()[1] if md else str
    head = (f"{'**' if md else ''}{result.verdict_text}{'**' if md else ''}")
    lines = [head, "", f"{'`' if md else ''}{result.build}{'`' if md else ''} against "
             f"{len(result.against)} recent builds ({result.against[0]} .. {result.against[-1]})"
             if result.against else "no history to compare with", ""]
    shown = [r for r in result.rows if r.status is not ChangeStatus.UNCHANGED] or result.rows[:5]
    if md:
        lines += ["| dispatch | history | this build | change | 95% interval | status |",
                  "| --- | ---: | ---: | ---: | ---: | --- |"]
    for r in shown:
        who = "(total)" if r.lineage == TOTAL else (join_names(r.names, readable_name) or "")
        cells = [escape(who) if md else who, format_ms(r.history_ms), format_ms(r.build_ms), _pct(r.change_pct),
                 f"{_pct(r.change_low_pct)}..{_pct(r.change_high_pct)}",
                 r.status + (f" ({escape(r.note) if md else r.note})" if r.note else "")]
        lines.append("| " + " | ".join(cells) + " |" if md else "  ".join(cells))
    return "\n".join(lines) + "\n"


#: z of the two-sided 95% interval of a build's estimate.
Z95 = 1.959963984540054


def build_estimates(found: Found, lineage: int) -> dict[str, Any]:
    """Each build's estimate of ``lineage`` with its 95% interval, for a chart: ``b`` (build
    indices), ``ms``, ``low_ms``, ``high_ms`` (ms per iteration, geometric) and ``names`` (a tuple
    of the lineage's dispatch names per build), from the variances the change points use (measured
    without the jumps)."""
    from .changes import build_variance

    part = found.history.series.rows(found.history.series.lineage == lineage)
    est = np.exp(part.mean_log)
    var = found.variance.get(lineage)
    if var is None:
        var = build_variance(part.n.astype(np.float64), part.var_log, part.within, part.mean_log)
    half = Z95 * np.sqrt(var)
    return {"b": [int(i) for i in part.b], "ms": est, "low_ms": est * np.exp(-half), "high_ms": est * np.exp(half),
            "names": [tuple(found.history.names_at(lineage, int(i))) for i in part.b]}


def reversions(found: Found) -> dict[tuple[int, int], Change]:
    """Change points undone later: ``(lineage, b)`` of a regressed (improved) change -> the later
    change of the other direction on that lineage that brought it back where it was before
    (``changes.reverts``)."""
    out: dict[tuple[int, int], Change] = {}
    by_lineage: dict[int, list[Change]] = {}
    for c in found.changes:
        by_lineage.setdefault(c.lineage, []).append(c)
    moved = (ChangeStatus.REGRESSED, ChangeStatus.IMPROVED)
    for changes in by_lineage.values():
        changes.sort(key=lambda c: c.b)
        for k, c in enumerate(changes):
            if c.status not in moved:
                continue
            back = next((d for d in changes[k + 1:] if reverts(c, d, found.options.threshold_pct)), None)
            if back is not None:
                out[(c.lineage, c.b)] = back
    return out


def largest_regression(found: Found) -> Change | None:
    """The regressed change point of a dispatch lineage that added the most time per iteration
    (the total's when no dispatch regressed)."""
    regressed = [c for c in found.changes if c.status is ChangeStatus.REGRESSED]
    own = [c for c in regressed if c.lineage != TOTAL] or regressed
    return max(own, key=lambda c: c.delta_ms) if own else None
