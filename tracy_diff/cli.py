"""Command line: ``python -m tracy_diff [diff] BASELINE CANDIDATE`` (or
``diff --baseline A1 A2 ... --candidate B1 B2 ...``), ``stats``, ``noise``
and ``history`` (``tracy_diff/history/cli.py``).

Exit codes: 0 success, 1 ``--fail-on-regression`` tripped, 2 bad input.
"""

from __future__ import annotations

import argparse
import os
import sys

from .diff import DiffOptions, GroupBy, Section, Status
from .errors import CaptureTooLargeError, DiffError, TracyFormatError
from .report.formats import ReportFormat

COMMANDS = ("diff", "stats", "noise", "history")
#: Options that start the default command.
DIFF_FIRST = ("--baseline", "--candidate")
#: The reader's limits and the options that set them.
LIMIT_FLAGS = {"max_payload_bytes": "--max-payload-mb", "max_zones": "--max-zones"}
#: Default limits: far past any real capture this tool is meant for (a
#: 10M-zone capture holds a few hundred MB of payload), short of a
#: decompression bomb's gigabytes.
MAX_PAYLOAD_MB = 4096
MAX_ZONES = 50_000_000


def _add_limits(p: argparse.ArgumentParser) -> None:
    p.add_argument("--max-payload-mb", type=float, default=MAX_PAYLOAD_MB, metavar="N",
                   help=f"largest decompressed .tracy payload read, in MB (default {MAX_PAYLOAD_MB})")
    p.add_argument("--max-zones", type=int, default=MAX_ZONES, metavar="N",
                   help=f"most CPU and GPU zones in a capture read (default {MAX_ZONES:,})")
DEFAULTS = DiffOptions()
#: ``stats`` writes no Markdown.
STATS_FORMATS = (ReportFormat.TABLE, ReportFormat.CSV, ReportFormat.JSON)


def _add_grouping(p: argparse.ArgumentParser) -> None:
    p.add_argument("--frames", metavar="NAME",
                   help="the frame set whose frames are the iterations (default: Iteration frames, else "
                        "BenchmarkIteration zones, else the default frame set of FrameMark)")
    p.add_argument("--group-by", choices=GroupBy.values(), default=GroupBy.NAME.value,
                   help="name: display name (each IREE dispatch its own row); srcloc: source location, "
                        "as tracy-csvexport")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tracy-diff",
        description="Find which dispatches got slower between two Tracy captures.")
    sub = parser.add_subparsers(dest="command", required=True)

    d = sub.add_parser("diff", help="compare a baseline and a candidate capture (default)")
    d.add_argument("baseline", nargs="?", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("candidate", nargs="?", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("--baseline", dest="baseline_runs", nargs="+", metavar="CAPTURE",
                   help="several captures (runs) of the baseline build, instead of BASELINE")
    d.add_argument("--candidate", dest="candidate_runs", nargs="+", metavar="CAPTURE",
                   help="several captures (runs) of the candidate build, instead of CANDIDATE")
    d.add_argument("--format", choices=ReportFormat.values(), default=ReportFormat.TABLE.value)
    d.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    d.add_argument("--top", type=int, default=10, metavar="N",
                   help="rows per section in table and markdown (default 10)")
    d.add_argument("--threshold", type=float, default=DEFAULTS.threshold_pct, metavar="PCT",
                   help=f"minimum relative change for a regressed/improved row (default {DEFAULTS.threshold_pct:g})")
    d.add_argument("--min-us", type=float, default=DEFAULTS.min_abs_us_per_iter, metavar="US",
                   help="minimum change per iteration, in microseconds, for a regressed/improved row "
                        f"(default {DEFAULTS.min_abs_us_per_iter:g})")
    d.add_argument("--keep-warmup", action="store_true", help="keep the first (warm-up) iteration")
    _add_grouping(d)
    d.add_argument("--overrides", metavar="FILE", help="file mapping baseline names or regexes to candidate names")
    d.add_argument("--fail-on-regression", type=float, metavar="PCT",
                   help="exit 1 when a regressed dispatch row exceeds PCT percent")
    d.add_argument("--show-enclosing", action="store_true",
                   help="list enclosing zones (command buffers, BenchmarkIteration, host stacks) in table and markdown")
    d.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="colour the table: auto (when stdout is a terminal and NO_COLOR is unset), always, never")
    d.add_argument("--baseline-sources", metavar="DIR",
                   help="IREE --iree-hal-dump-executable-sources-to folder of the baseline build "
                        "(default: <capture stem>.sources/ beside the capture, when there)")
    d.add_argument("--candidate-sources", metavar="DIR", help="the same for the candidate build")
    d.add_argument("--noise", metavar="PROFILE",
                   help="a noise profile (noise RUN... --save PROFILE) of the machine's run-to-run variation, "
                        "added to each row's interval when each side has one run")
    d.add_argument("--explain", action="store_true",
                   help="show what changed in the IR of the top regressed dispatches (table format)")
    _add_limits(d)
    d.set_defaults(run=_run_diff)

    s = sub.add_parser("stats", help="per-zone aggregates of one capture")
    s.add_argument("capture", help=".tracy file or tracy-csvexport CSV")
    s.add_argument("--group-by", choices=GroupBy.values(), default=GroupBy.NAME.value,
                   help="name: display name (each IREE dispatch its own row); srcloc: as tracy-csvexport")
    s.add_argument("--gpu", action="store_true", help="aggregate GPU zones instead of CPU zones")
    s.add_argument("--self", dest="self_time", action="store_true", help="self times (as csvexport -e)")
    s.add_argument("--format", choices=[f.value for f in STATS_FORMATS], default=ReportFormat.TABLE.value)
    s.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    _add_limits(s)
    s.set_defaults(run=_run_stats)

    n = sub.add_parser("noise", help="run-to-run noise of several captures of one build, and how many runs "
                       "a change needs")
    n.add_argument("runs", nargs="+", metavar="RUN", help="two or more captures of one build")
    n.add_argument("--effect", type=float, default=5.0, metavar="PCT",
                   help="the change, in percent, to size runs and iterations for (default 5)")
    n.add_argument("--keep-warmup", action="store_true", help="keep the first (warm-up) iteration of each run")
    _add_grouping(n)
    n.add_argument("--format", choices=ReportFormat.values(), default=ReportFormat.TABLE.value)
    n.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    n.add_argument("--save", metavar="PROFILE",
                   help="also write the runs' noise profile (JSON) for diff --noise PROFILE")
    _add_limits(n)
    n.set_defaults(run=_run_noise)

    from .history.cli import add_parser as add_history
    add_history(sub)
    return parser


def _with_command(argv: list[str]) -> list[str]:
    """``argv`` with the default command (``diff``) named when it was left out."""
    if argv and argv[0] not in COMMANDS and (not argv[0].startswith("-") or argv[0] in DIFF_FIRST):
        return ["diff", *argv]
    return list(argv)


def main(argv: list[str] | None = None) -> int:
    argv = _with_command(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    if hasattr(args, "max_payload_mb") and (not args.max_payload_mb > 0 or args.max_zones < 1):
        parser.error("--max-payload-mb must be positive and --max-zones at least 1")
    try:
        return args.run(args)
    except CaptureTooLargeError as e:
        print(f"tracy-diff: error: {printable(e.naming(LIMIT_FLAGS))}", file=sys.stderr)
        return 2
    except (TracyFormatError, DiffError) as e:
        print(f"tracy-diff: error: {printable(str(e))}", file=sys.stderr)
        return 2
    except MemoryError:
        print("tracy-diff: error: out of memory (the captures are too big for this machine)",
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("tracy-diff: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


#: Commands that hold nothing to release when they return (no workers, no
#: temporary files): they end without the interpreter's teardown.
QUICK_EXIT = ("diff", "stats", "noise")


def run() -> None:
    """The command line's entry point (the ``tracy-diff`` script)."""
    argv = _with_command(sys.argv[1:])
    code = main(argv)
    if argv and argv[0] in QUICK_EXIT:
        # The output is complete; freeing a big capture's tables object by
        # object would take 0.1-0.2 s more (measured at 2.4M and 10M zones).
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:
            pass
        os._exit(code)
    sys.exit(code)


def printable(text: str) -> str:
    """``text`` as the terminal may show it (see ``report.cells.printable``)."""
    from .report.cells import printable as clean
    return clean(text)


def _load(path: str, args: argparse.Namespace, columns: bool = False):
    """The Capture at ``path`` (``columns``: its numpy columns, for commands that need no DataFrame)."""
    from .io.loader import load, load_columns
    from .progress import terminal_progress

    with terminal_progress(f"reading {path}") as progress:
        return (load_columns if columns else load)(
            path, progress=progress, max_payload_bytes=int(args.max_payload_mb * 2**20), max_zones=args.max_zones)


def _check_output(output: str | None, inputs: list[str], flag: str = "--output") -> None:
    """Refuse an output path that is one of the inputs (the report would
    replace the user's file); checked before anything is read or written."""
    if output is None:
        return
    for path in inputs:
        try:
            same = os.path.samefile(output, path)
        except OSError:  # one of them does not exist (yet)
            same = os.path.realpath(output) == os.path.realpath(path)
        if same:
            raise DiffError(f"{flag} {output}: is the input {path}; the report would replace it "
                            f"(give another file)")


def _emit(text: str, output: str | None) -> None:
    if output is None:
        sys.stdout.write(text)
        return
    try:
        with open(output, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    except OSError as e:
        raise TracyFormatError(f"{output}: cannot write: {e.strerror or e}") from None


def _run_stats(args: argparse.Namespace) -> int:
    from .analysis.aggregate import aggregate
    from .report.stats import render_stats

    _check_output(args.output, [args.capture])
    capture = _load(args.capture, args, columns=True)  # a .tracy file's stats never load pandas
    table = aggregate(capture, group_by=args.group_by, gpu=args.gpu, self_time=args.self_time)
    _emit(render_stats(table, args.format, capture), args.output)
    return 0


def _run_noise(args: argparse.Namespace) -> int:
    from .analysis.stats.noise import noise
    from .analysis.stats.noise_profile import from_noise, save
    from .report.noise import render_noise

    if len(args.runs) < 2:
        raise DiffError(f"noise needs two or more captures of one build, got {len(args.runs)}")
    _check_output(args.output, args.runs)
    _check_output(args.save, [*args.runs, *([args.output] if args.output else [])], "--save")
    report = noise([_load(p, args) for p in args.runs], effect_pct=args.effect, keep_warmup=args.keep_warmup,
                   frames=args.frames, group_by=args.group_by)
    if args.save:
        save(from_noise(report), args.save)
    _emit(render_noise(report, args.format), args.output)
    return 0


def _width(args: argparse.Namespace) -> int | None:
    """The terminal's columns when the table goes to one (or ``COLUMNS`` is
    set), else None: a file or a pipe gets one line per row."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    if args.output is None and sys.stdout.isatty():
        import shutil
        return shutil.get_terminal_size().columns
    return None


def _color(args: argparse.Namespace) -> bool:
    if args.color != "auto":
        return args.color == "always"
    return (args.output is None and not os.environ.get("NO_COLOR") and sys.stdout.isatty()
            and os.environ.get("TERM") != "dumb")


def _sides(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """Each side's capture paths: the positionals, or the --baseline/--candidate lists."""
    positional = [p for p in (args.baseline, args.candidate) if p is not None]
    if args.baseline_runs or args.candidate_runs:
        if positional:
            raise DiffError("give the captures either as BASELINE CANDIDATE or with --baseline and --candidate, "
                            "not both")
        if not (args.baseline_runs and args.candidate_runs):
            raise DiffError(f"--{'candidate' if args.baseline_runs else 'baseline'} is missing: give the "
                            f"captures of both sides")
        return args.baseline_runs, args.candidate_runs
    if len(positional) != 2:
        raise DiffError("give a baseline and a candidate capture (BASELINE CANDIDATE, or --baseline A1 A2 ... "
                        "--candidate B1 B2 ...)")
    return [args.baseline], [args.candidate]


def _run_diff(args: argparse.Namespace) -> int:
    from .analysis.compare import diff
    from .analysis.matching.overrides import load_overrides
    from .analysis.stats.noise_profile import load_profile
    from .report import render

    baseline, candidate = _sides(args)
    _check_output(args.output, [*baseline, *candidate, *(p for p in (args.overrides, args.noise) if p)])
    overrides = load_overrides(args.overrides) if args.overrides else None
    if args.noise:
        load_profile(args.noise)  # a bad profile is refused before the captures are read
    options = DiffOptions(threshold_pct=args.threshold, min_abs_us_per_iter=args.min_us,
                          keep_warmup=args.keep_warmup, frames=args.frames, group_by=args.group_by,
                          noise_profile=args.noise)
    result = diff([_load(p, args) for p in baseline], [_load(p, args) for p in candidate], options, overrides=overrides,
                  baseline_sources=args.baseline_sources, candidate_sources=args.candidate_sources)
    _emit(render(result, args.format, top=args.top, color=_color(args), show_enclosing=args.show_enclosing,
                 explain=args.explain, width=_width(args)), args.output)
    if args.fail_on_regression is not None:
        rows = result.rows
        bad = rows[(rows["section"] == Section.DISPATCH) & (rows["status"] == Status.REGRESSED)
                   & ((rows["ratio"] - 1.0) * 100.0 > args.fail_on_regression)]
        if len(bad):
            return 1
    return 0
