"""``tracy-diff history ...``: a store of captures across builds.

``add STORE CAPTURE... --build ID`` (or ``--index FILE``), ``changes
STORE``, ``show STORE``, ``check STORE CAPTURE... --build ID``, ``compact
STORE``, ``migrate STORE`` (a format-1 store to format 2). Exit codes
as the rest of the command line: 0, 1 (``check``'s gate tripped: the gate of
``diff --fail-on``), 2 (bad input, one line on stderr).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..analysis.gate import Gate
from ..errors import DiffError
from ..report.formats import ReportFormat
from . import Command
from .common import emit

if TYPE_CHECKING:
    from ..history.query import History

FORMATS = tuple(ReportFormat)


def add_arguments(h: argparse.ArgumentParser) -> None:
    hs = h.add_subparsers(dest="history_command", required=True)

    a = hs.add_parser("add", help="add the captures (runs) of a build to a store")
    a.add_argument("store", help="store folder or fsspec URL (created when missing)")
    a.add_argument("captures", nargs="*", metavar="CAPTURE", help="the runs of one build")
    a.add_argument("--build", metavar="ID", help="the build the captures belong to")
    a.add_argument("--date", metavar="ISO", help="the build's date (default: the earliest capture time)")
    a.add_argument("--benchmark", metavar="NAME", help="benchmark (model) name (default: default)")
    a.add_argument("--device", metavar="NAME", help="device name (default: the capture's CPU)")
    a.add_argument("--index", metavar="CSV", help="add many builds at once: a CSV with path,build"
                   "[,date,benchmark,device] (instead of CAPTURE... --build)")
    _engine_options(a)
    a.set_defaults(history_run=_run_add)

    c = hs.add_parser("changes", help="every change point, ranked by its effect on the total")
    _query_options(c)
    c.add_argument("--since", metavar="BUILD", help="only change points at or after this build")
    c.add_argument("--top", type=int, metavar="N", help="at most N change points (table and markdown)")
    c.set_defaults(history_run=_run_changes)

    s = hs.add_parser("show", help="per lineage: names over time, latest figure, trend, change points")
    _query_options(s)
    s.add_argument("--dispatch", metavar="TEXT", help="only lineages with a name containing TEXT")
    s.set_defaults(history_run=_run_show)

    k = hs.add_parser("check", help="a new build against the recent history; exit 1 when the gate trips",
                      epilog="exit codes: 0 the gate passed; 1 it tripped (one line on stderr names the total or "
                             "the lineages); 2 bad input (one line on stderr)")
    _query_options(k, formats=(ReportFormat.MARKDOWN, ReportFormat.TABLE, ReportFormat.JSON))
    k.add_argument("captures", nargs="+", metavar="CAPTURE", help="the runs of the new build")
    k.add_argument("--build", metavar="ID", required=True, help="the new build's id")
    k.add_argument("--window", type=int, default=10, metavar="N",
                   help="recent builds (since the last change point) to compare with (default 10)")
    k.add_argument("--fail-on", choices=Gate.values(), default=Gate.REGRESSION.value,
                   help="what exits 1, as diff's gate: regression (default), any-row or total "
                        "(tracy-diff diff --help)")
    k.set_defaults(history_run=_run_check)

    m = hs.add_parser("compact", help="merge the store's small Parquet parts into bigger ones (add does it when due)")
    m.add_argument("store", help="store folder or fsspec URL")
    m.add_argument("--keep-hours", type=float, default=24.0, metavar="H",
                   help="delete the files of parts replaced at least H hours ago (default 24; readers that "
                        "started before a compaction read them until then)")
    m.set_defaults(history_run=_run_compact)

    g = hs.add_parser("migrate", help="rewrite a format-1 store's latest manifest as the format-2 log, once")
    g.add_argument("store", help="store folder or fsspec URL")
    g.set_defaults(history_run=_run_migrate)


def _engine_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=int, metavar="N",
                   help="local Dask worker processes reading captures (default: one per core; 0: this process)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="an existing Dask scheduler (tcp://host:8786) instead")


def _query_options(p: argparse.ArgumentParser, formats: tuple[ReportFormat, ...] = FORMATS) -> None:
    p.add_argument("store", help="store folder or fsspec URL")
    p.add_argument("--benchmark", metavar="NAME", help="the benchmark (needed when the store has several)")
    p.add_argument("--device", metavar="NAME", help="the device (needed when the store has several)")
    p.add_argument("--threshold", type=float, default=5.0, metavar="PCT",
                   help="smallest relative change reported as regressed or improved (default 5)")
    p.add_argument("--min-us", type=float, default=1.0, metavar="US",
                   help="smallest change per iteration, in microseconds, reported (default 1)")
    p.add_argument("--format", choices=[f.value for f in formats], default=formats[0].value)
    p.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")


def _run_add(args: argparse.Namespace) -> int:
    from ..history.ingest import Entry, add, read_index

    if args.index:
        if args.captures or args.build:
            raise DiffError("give either --index CSV or CAPTURE... --build ID, not both")
        entries = read_index(args.index)
    else:
        if not args.captures:
            raise DiffError("history add needs CAPTURE... --build ID (or --index CSV)")
        if not args.build:
            raise DiffError("history add: --build ID is missing (the build these captures are runs of)")
        entries = [Entry(p, args.build, args.date, args.benchmark, args.device) for p in args.captures]
    if args.workers is not None and args.workers < 0:
        raise DiffError(f"--workers must be 0 or more, got {args.workers}")
    result = add(args.store, entries, workers=args.workers, scheduler=args.scheduler)
    builds = ", ".join(result.builds[:5]) + (f" and {len(result.builds) - 5} more" if len(result.builds) > 5 else "")
    skipped = f"; {result.skipped} already there" if result.skipped else ""
    print(f"{args.store}: added {result.added} run{'s' if result.added != 1 else ''} of build "
          f"{builds}{skipped}")
    if result.warning:
        print(f"tracy-diff: warning: {result.warning}", file=sys.stderr)
    return 0


def _run_compact(args: argparse.Namespace) -> int:
    from ..history.compact import compact
    from ..history.store import Store

    if not args.keep_hours >= 0:
        raise DiffError(f"--keep-hours must be 0 or more, got {args.keep_hours}")
    print(compact(Store.open(args.store), retain_s=args.keep_hours * 3600.0).sentence(args.store))
    return 0


def _run_migrate(args: argparse.Namespace) -> int:
    from ..history.store import Store

    print(Store.open(args.store).migrate())
    return 0


def _history(args: argparse.Namespace) -> History:
    from ..history.query import load_history
    from ..history.store import Store

    return load_history(Store.open(args.store), args.benchmark, args.device)


def _run_changes(args: argparse.Namespace) -> int:
    from ..history.changes import Options, find_changes
    from ..history.report import render_changes

    hist = _history(args)
    found = find_changes(hist, Options(args.threshold, args.min_us))
    if args.since is not None:
        found = found.since(args.since)
    emit(render_changes(found, args.format, top=args.top), args.output)
    return 0


def _run_show(args: argparse.Namespace) -> int:
    from ..history.changes import Options, find_changes
    from ..history.report import render_show

    hist = _history(args)
    found = find_changes(hist, Options(args.threshold, args.min_us))
    emit(render_show(found, args.format, dispatch=args.dispatch), args.output)
    return 0


def _run_check(args: argparse.Namespace) -> int:
    from ..history.check import check
    from ..history.gate import check_gate_line, gate_check
    from ..history.report import render_check

    hist = _history(args)
    result = check(hist, args.captures, args.build, threshold_pct=args.threshold, min_us=args.min_us,
                   window=args.window)
    emit(render_check(result, args.format), args.output)
    tripped = gate_check(result, args.fail_on, args.threshold)
    if not tripped:
        return 0
    print(f"tracy-diff: {check_gate_line(result, tripped)}", file=sys.stderr)
    return 1


def run(args: argparse.Namespace) -> int:
    code: int = args.history_run(args)
    return code


COMMAND = Command("history", "a store of captures across builds: add, changes, show, check", add_arguments, run)
