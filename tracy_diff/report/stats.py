"""Render an ``analysis.aggregate`` table as CSV, JSON or a terminal table.

``csv``: csvexport's columns and number formats (integers as integers,
``total_perc`` and ``std_ns`` with six decimals), quoted only where a
field needs it.

``json``::

    {"capture": {"path", "kind", "program", "capture_name", "file_version",
                 "last_time_ns", "zones", "gpu_zones"},
     "group_by": "name" | "srcloc", "gpu": bool, "self_time": bool,
     "warnings": [str, ...],
     "rows": [{"name", "src_file", "src_line", "total_ns", "total_perc",
               "counts", "mean_ns", "min_ns", "max_ns", "std_ns"}, ...]}

with times in integer nanoseconds (``std_ns`` a float), unknown values
``null``, rows in the table's order.

``table``: one header line about the capture, then name, total, share of
the capture, count, mean, min, max and std in human units; a name too long
for the terminal is shortened as the diff report does (IREE dispatches lose
their function prefix, then the middle).
"""

from __future__ import annotations

import csv
import io
import math
import os
import shutil

from ..capture import AGGREGATE_COLUMNS, Capture, CaptureColumns, CaptureKind
from ..contract.names import short_name
from ..contract.stats import StatsTable
from .cells import printable
from .formats import ReportFormat
from .units import format_ms

_FLOATS = ("total_perc", "std_ns")


def render_stats(table: StatsTable, fmt: ReportFormat | str, capture: Capture | CaptureColumns) -> str:
    """``table`` (from ``stats.aggregate``) as ``csv``, ``json`` or ``table``."""
    fmt = ReportFormat.of(fmt)
    if fmt is ReportFormat.CSV:
        return _csv(table)
    if fmt is ReportFormat.JSON:
        return _json(table, capture)
    if fmt is ReportFormat.TABLE:
        return _table(table, capture)
    raise ValueError(f"stats has no {fmt} format")


def _csv(table: StatsTable) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(AGGREGATE_COLUMNS)
    columns = [table[c].tolist() for c in AGGREGATE_COLUMNS]
    floats = [c in _FLOATS for c in AGGREGATE_COLUMNS]
    for row in zip(*columns):
        writer.writerow([f"{v:f}" if is_float else v for v, is_float in zip(row, floats)])
    return out.getvalue()


def _json(table: StatsTable, capture: Capture | CaptureColumns) -> str:
    import json

    meta = capture.metadata
    rows = []
    for row in zip(*(table[c].tolist() for c in AGGREGATE_COLUMNS)):
        record = dict(zip(AGGREGATE_COLUMNS, row))
        for key, value in record.items():
            if isinstance(value, float) and not math.isfinite(value):
                record[key] = None
        rows.append(record)
    document = {
        "capture": {
            "path": capture.path, "kind": capture.kind, "program": meta.program,
            "capture_name": meta.capture_name, "file_version": meta.file_version,
            "last_time_ns": meta.last_time_ns,
            "zones": len(capture.zones), "gpu_zones": len(capture.gpu_zones),
        },
        "group_by": table.group_by,
        "gpu": table.gpu,
        "self_time": table.self_time,
        "warnings": list(capture.warnings),
        "rows": rows,
    }
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def format_ns(ns: float) -> str:
    """``ns`` nanoseconds in s, ms, µs or ns with three significant digits."""
    return format_ms(ns / 1e6 if ns is not None else None)


def _fit(name: str, width: int) -> str:
    if len(name) <= width:
        return name
    return short_name(name, width)[:width]


def _table(table: StatsTable, capture: Capture | CaptureColumns) -> str:
    lines = [printable(_title(table, capture))]
    lines += [printable(f"warning: {w}") for w in capture.warnings]
    if not len(table):
        what = "GPU zones" if table.gpu else "zones"
        lines.append(f"no {what} with a positive duration")
        return "\n".join(lines) + "\n"
    cells = {
        "total": [format_ns(v) for v in table["total_ns"].tolist()],
        "%": ["-" if not math.isfinite(v) else f"{v:.1f}%" for v in table["total_perc"].tolist()],
        "count": [f"{v:,}" for v in table["counts"].tolist()],
        "mean": [format_ns(v) for v in table["mean_ns"].tolist()],
        "min": [format_ns(v) for v in table["min_ns"].tolist()],
        "max": [format_ns(v) for v in table["max_ns"].tolist()],
        "std": [format_ns(v) for v in table["std_ns"].tolist()],
    }
    widths = {k: max(len(k), *(len(c) for c in v)) for k, v in cells.items()}
    numbers = sum(widths.values()) + 2 * len(widths)
    names = [printable(n) for n in table["name"].tolist()]
    terminal = shutil.get_terminal_size((100, 24)).columns
    name_width = max(16, min(max(len("name"), *(len(n) for n in names)), terminal - numbers))
    header = "name".ljust(name_width) + "".join(
        "  " + k.rjust(widths[k]) for k in cells)
    lines += [header, "-" * len(header)]
    for i, name in enumerate(names):
        lines.append(_fit(name, name_width).ljust(name_width) + "".join(
            "  " + cells[k][i].rjust(widths[k]) for k in cells))
    return "\n".join(lines) + "\n"


def _title(table: StatsTable, capture: Capture | CaptureColumns) -> str:
    meta = capture.metadata
    parts = [meta.program or os.path.basename(capture.path)]
    if meta.file_version:
        parts.append(f"Tracy {meta.file_version}")
    if capture.kind is not CaptureKind.TRACY:
        parts.append(capture.kind)
    if meta.program:
        parts.append(os.path.basename(capture.path))
    if capture.has_timeline:
        zones = len(capture.gpu_zones if table.gpu else capture.zones)
        parts.append(f"{zones:,} {'GPU' if table.gpu else 'CPU'} zones")
    parts.append(f"{len(table):,} rows")
    parts.append(f"by {table.group_by}" + (", self time" if table.self_time else ""))
    return " · ".join(parts)
