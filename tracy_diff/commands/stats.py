"""``tracy-diff stats CAPTURE``: per-zone aggregates of one capture."""

from __future__ import annotations

import argparse

from ..diff import GroupBy
from ..report.formats import ReportFormat
from . import Command
from .common import add_limits, check_output, emit, load

#: ``stats`` writes no Markdown.
FORMATS = (ReportFormat.TABLE, ReportFormat.CSV, ReportFormat.JSON)


def add_arguments(s: argparse.ArgumentParser) -> None:
    s.add_argument("capture", help=".tracy file or tracy-csvexport CSV")
    s.add_argument("--group-by", choices=GroupBy.values(), default=GroupBy.NAME.value,
                   help="name: display name (each IREE dispatch its own row); srcloc: as tracy-csvexport")
    s.add_argument("--gpu", action="store_true", help="aggregate GPU zones instead of CPU zones")
    s.add_argument("--self", dest="self_time", action="store_true", help="self times (as csvexport -e)")
    s.add_argument("--format", choices=[f.value for f in FORMATS], default=ReportFormat.TABLE.value)
    s.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    add_limits(s)


def run(args: argparse.Namespace) -> int:
    from ..analysis.aggregate import aggregate
    from ..report.stats import render_stats

    check_output(args.output, [args.capture])
    capture = load(args.capture, args, columns=True)  # a .tracy file's stats never load pandas
    table = aggregate(capture, group_by=args.group_by, gpu=args.gpu, self_time=args.self_time)
    emit(render_stats(table, args.format, capture), args.output)
    return 0


COMMAND = Command("stats", "per-zone aggregates of one capture", add_arguments, run, quick_exit=True)
