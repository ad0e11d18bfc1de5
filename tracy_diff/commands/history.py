"""``tracy-diff history ...``: a store of captures across builds.

``add STORE CAPTURE... --build ID`` (or ``--index FILE``), ``changes
STORE``, ``show STORE``, ``check STORE CAPTURE... --build ID``, ``compact
STORE``, ``migrate STORE`` (a format-1 store to format 2), ``verify
STORE`` (every file checked), ``repair STORE`` (damaged files set aside).
Exit codes as the rest of the command line: 0, 1 (``check``'s gate
tripped: the gate of ``diff --fail-on``), 2 (bad input, a damaged store, a
fault of the machine: a full disk, a read-only store, an unreachable
scheduler; one line on stderr, the store as it was).

An ``--output`` that is an input or would write into the store (through
links too) is refused before anything is read.
"""

from __future__ import annotations

import argparse
import math
import sys
from typing import TYPE_CHECKING

from ..analysis.gate import Gate
from ..errors import DiffError
from ..report.formats import ReportFormat
from . import Command
from .common import check_output, emit

if TYPE_CHECKING:
    from ..history.query import History

    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]

FORMATS = tuple(ReportFormat)


def add_arguments(h: argparse.ArgumentParser) -> None:
    hs = h.add_subparsers(dest="history_command", required=True)
    _add_add(hs)
    _add_queries(hs)
    _add_maintenance(hs)


def _add_add(hs: Subparsers) -> None:
    a = hs.add_parser("add", help="add the captures (runs) of a build to a store")
    a.add_argument("store", help="store folder or fsspec URL (created when missing)")
    a.add_argument("captures", nargs="*", metavar="CAPTURE", help="the runs of one build")
    a.add_argument("--build", metavar="ID", help="the build the captures belong to")
    a.add_argument("--date", metavar="ISO", help="the build's date (default: the earliest capture time)")
    a.add_argument("--benchmark", metavar="NAME", help="benchmark (model) name (default: default)")
    a.add_argument("--device", metavar="NAME", help="device name (default: the capture's CPU)")
    a.add_argument("--index", metavar="CSV", help="add many builds at once: a CSV with path,build"
                   "[,date,benchmark,device] (instead of CAPTURE... --build)")
    a.add_argument("--add-runs", action="store_true",
                   help="the captures are more runs of a build the store already holds (of the same program)")
    a.add_argument("--no-noise-profile", action="store_true",
                   help="do not add a build's runs to this machine's learned noise profile (user cache folder)")
    _engine_options(a)
    a.set_defaults(history_run=_run_add)


def _add_queries(hs: Subparsers) -> None:
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


def _add_maintenance(hs: Subparsers) -> None:
    m = hs.add_parser("compact", help="merge the store's small Parquet parts into bigger ones (add does it when due)")
    m.add_argument("store", help="store folder or fsspec URL")
    m.add_argument("--keep-hours", type=float, default=24.0, metavar="H",
                   help="delete the files of parts replaced at least H hours ago (default 24; readers that "
                        "started before a compaction read them until then)")
    m.set_defaults(history_run=_run_compact)

    g = hs.add_parser("migrate", help="rewrite a format-1 store's latest manifest as the format-2 log, once")
    g.add_argument("store", help="store folder or fsspec URL")
    g.set_defaults(history_run=_run_migrate)

    v = hs.add_parser("verify", help="read every file of the store and check every hash; exit 2 naming "
                                     "each damaged file and its builds")
    v.add_argument("store", help="store folder or fsspec URL")
    v.set_defaults(history_run=_run_verify)

    r = hs.add_parser("repair", help="set the files verify finds damaged aside (kept) and commit what can be "
                                     "read; says which builds were lost")
    r.add_argument("store", help="store folder or fsspec URL")
    r.set_defaults(history_run=_run_repair)


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


def _check_options(args: argparse.Namespace) -> None:
    """Refuse numeric options out of their range and an output that is an input or in the store."""
    for flag, name, low in (("--threshold", "threshold", 0.0), ("--min-us", "min_us", 0.0),
                            ("--keep-hours", "keep_hours", 0.0)):
        value = getattr(args, name, None)
        if value is not None and not (math.isfinite(value) and value >= low):
            raise DiffError(f"{flag} must be a finite number, {low:g} or more; got {value}")
    for flag, name, low in (("--top", "top", 1), ("--window", "window", 1), ("--workers", "workers", 0)):
        value = getattr(args, name, None)
        if value is not None and value < low:
            raise DiffError(f"{flag} must be {low} or more, got {value}")
    output = getattr(args, "output", None)
    if output is None:
        return
    from ..history.store import Store

    check_output(output, getattr(args, "captures", None) or [])
    if Store.at(args.store).holds(output):
        raise DiffError(f"--output {output}: is in the history store {args.store}; the report would replace a "
                        f"file of the store (give a file outside it)")


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
    result = add(args.store, entries, workers=args.workers, scheduler=args.scheduler, add_runs=args.add_runs,
                 learn_noise=not args.no_noise_profile)
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

    print(compact(Store.open(args.store), retain_s=args.keep_hours * 3600.0).sentence(args.store))
    return 0


def _run_migrate(args: argparse.Namespace) -> int:
    from ..history.store import Store

    print(Store.open(args.store).migrate())
    return 0


def _run_verify(args: argparse.Namespace) -> int:
    from ..history.store import Store
    from ..history.verify import verify
    from ..report.cells import printable

    found = verify(Store.open(args.store))
    *problems, summary = found.lines(args.store)
    for line in problems:
        print(printable(line))
    if found.problems:
        raise DiffError(summary)
    print(summary)
    return 0


def _run_repair(args: argparse.Namespace) -> int:
    from ..history.store import Store, StoreError
    from ..history.verify import repair, repair_marker

    try:
        store = Store.open(args.store)
    except StoreError:
        done = repair_marker(args.store)
        if done is None:
            raise
        print(done)
        store = Store.open(args.store)
    print(repair(store).sentence(args.store))
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
    from ..history.admit import check_name
    from ..history.check import check
    from ..history.gate import check_gate_line, gate_check
    from ..history.report import render_check

    check_name("build id", args.build)
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
    _check_options(args)
    try:
        code: int = args.history_run(args)
    except OSError as e:  # a fault of the machine: a full disk, a read-only store, a lost connection
        where = f" ({e.filename})" if getattr(e, "filename", None) else ""
        raise DiffError(f"{args.store}: {e.strerror or type(e).__name__ + ': ' + str(e)}{where}; the store is as "
                        f"it was (run it again once that is fixed)") from None
    return code


COMMAND = Command("history", "a store of captures across builds: add, changes, show, check", add_arguments, run)
