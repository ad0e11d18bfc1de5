"""``tracy-diff [diff] BASELINE CANDIDATE`` (or ``--baseline A1 A2 ...
--candidate B1 B2 ...``): compare two builds."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING

from ..analysis.gate import Gate
from ..diff import DiffOptions
from ..entry import import_in_background
from ..errors import DiffError
from ..report.formats import ReportFormat
from . import Command
from .common import add_grouping, add_limits, check_output, emit, load, outputs

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..capture import Capture
    from ..diff import Diff

DEFAULTS = DiffOptions()

EPILOG = """examples:
  tracy-diff baseline.tracy candidate.tracy
  tracy-diff --baseline a1.tracy a2.tracy --candidate b1.tracy b2.tracy --noise machine.json
  tracy-diff --fail-on regression A.tracy B.tracy -o report.md -o report.json

the gate (--fail-on; exit 1 when it trips, one line on stderr naming what tripped it):
  regression  the total regressed beyond the threshold by its interval, or a dispatch row
              regressed by more time than the threshold of the total, or an added dispatch
              costs more than the threshold of the total
  any-row     the total, any regressed dispatch row, or any added dispatch
  total       the total alone
  The threshold is --threshold's, or PCT of --fail-on-regression PCT (an alias of
  --fail-on regression at PCT)."""


def add_arguments(d: argparse.ArgumentParser) -> None:
    d.add_argument("baseline", nargs="?", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("candidate", nargs="?", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("--baseline", dest="baseline_runs", nargs="+", metavar="CAPTURE",
                   help="several captures (runs) of the baseline build, instead of BASELINE")
    d.add_argument("--candidate", dest="candidate_runs", nargs="+", metavar="CAPTURE",
                   help="several captures (runs) of the candidate build, instead of CANDIDATE")
    d.add_argument("--format", choices=ReportFormat.values(), default=ReportFormat.TABLE.value,
                   help="the format on stdout, and in an --output file whose extension names none (default table)")
    d.add_argument("--output", "-o", metavar="FILE", action="append",
                   help="write the report here instead of stdout, in the format of the extension (.md, .json, "
                        ".csv, .txt); repeat for several (-o report.md -o report.json); '-' is stdout")
    d.add_argument("--top", type=int, default=10, metavar="N",
                   help="rows per section in table and markdown (default 10)")
    d.add_argument("--threshold", type=float, default=DEFAULTS.threshold_pct, metavar="PCT",
                   help=f"minimum relative change for a regressed/improved row (default {DEFAULTS.threshold_pct:g})")
    d.add_argument("--min-us", type=float, default=DEFAULTS.min_abs_us_per_iter, metavar="US",
                   help="minimum change per iteration, in microseconds, for a regressed/improved row "
                        f"(default {DEFAULTS.min_abs_us_per_iter:g})")
    d.add_argument("--keep-warmup", action="store_true",
                   help="keep the warm-up iterations (by default dropped until the time per iteration settles)")
    add_grouping(d)
    d.add_argument("--overrides", metavar="FILE", help="file mapping baseline names or regexes to candidate names")
    d.add_argument("--fail-on", choices=Gate.values(),
                   help="exit 1 when the gate trips: regression, any-row or total (see below)")
    d.add_argument("--fail-on-regression", type=float, metavar="PCT",
                   help="alias of --fail-on regression with PCT as its threshold")
    d.add_argument("--show-enclosing", action="store_true",
                   help="list enclosing zones (command buffers, BenchmarkIteration, host stacks) in table and markdown")
    d.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="colour the table: auto (when stdout is a terminal and NO_COLOR is unset), always, never")
    d.add_argument("--baseline-sources", metavar="DIR",
                   help="IREE --iree-hal-dump-executable-sources-to folder of the baseline build "
                        "(default: <capture stem>.sources/ beside the capture, when there)")
    d.add_argument("--candidate-sources", metavar="DIR", help="the same for the candidate build")
    d.add_argument("--baseline-intermediates", metavar="DIR",
                   help="IREE --iree-hal-dump-executable-intermediates-to folder (or one .rocmasm/.s file) of "
                        "the baseline build, for the instruction census (default: <capture stem>.intermediates/)")
    d.add_argument("--candidate-intermediates", metavar="DIR", help="the same for the candidate build")
    d.add_argument("--noise", metavar="PROFILE",
                   help="a noise profile (noise RUN... --save PROFILE) of the machine's run-to-run variation, "
                        "added to each row's interval when each side has one run (default: this machine's "
                        "learned profile, from the runs tracy-diff has seen)")
    d.add_argument("--no-noise-profile", action="store_true",
                   help="neither read nor update this machine's learned noise profile: with one run a side "
                        "the corpus's run-noise ratio applies")
    d.add_argument("--explain", action="store_true",
                   help="show what changed in the IR of the top regressed dispatches (table format)")
    add_limits(d)


def _width(to_terminal: bool) -> int | None:
    """The terminal's columns when the table goes to one (or ``COLUMNS`` is
    set), else None: a file or a pipe gets one line per row."""
    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    if to_terminal and sys.stdout.isatty():
        import shutil
        return shutil.get_terminal_size().columns
    return None


def _color(args: argparse.Namespace, to_terminal: bool) -> bool:
    if args.color != "auto":
        return bool(args.color == "always")
    return (to_terminal and not os.environ.get("NO_COLOR") and sys.stdout.isatty()
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


def run(args: argparse.Namespace) -> int:
    from ..analysis.matching.overrides import load_overrides
    from ..analysis.stats.noise_profile import load_profile

    baseline, candidate = _sides(args)
    targets = outputs(args.output, args.format)
    for path, _ in targets:
        check_output(path, [*baseline, *candidate, *(p for p in (args.overrides, args.noise) if p)])
    overrides = load_overrides(args.overrides) if args.overrides else None
    if args.noise:
        load_profile(args.noise)  # a bad profile is refused before the captures are read
    options = DiffOptions(threshold_pct=args.threshold, min_abs_us_per_iter=args.min_us,
                          keep_warmup=args.keep_warmup, frames=args.frames, group_by=args.group_by,
                          noise_profile=args.noise, use_noise_profile=not args.no_noise_profile,
                          baseline_intermediates=args.baseline_intermediates,
                          candidate_intermediates=args.candidate_intermediates)
    read = _reader(args)
    _import_while_reading()
    from ..analysis.compare import diff

    result = diff([read(p) for p in baseline], [read(p) for p in candidate], options, overrides=overrides,
                  baseline_sources=args.baseline_sources, candidate_sources=args.candidate_sources)
    _write(result, targets, args)
    return _gate(result, args)


def _import_while_reading() -> None:
    """Import the comparison's modules (pandas, the analysis
    and the report: about a second) while the captures are read; the
    reader's own modules first (``entry.import_in_background``)."""
    from ..io import tracy_reader  # noqa: F401  (the reader's modules, before the thread starts)

    import_in_background("tracy_diff.analysis.compare", "tracy_diff.report.json")


def _reader(args: argparse.Namespace) -> Callable[[str], Capture]:
    """``load`` that reads a file named more than once (a capture against
    itself) once: a Capture is never changed by a diff, so both sides share it."""
    read: dict[str, Capture] = {}

    def capture(path: str) -> Capture:
        key = os.path.realpath(path) if os.path.isfile(path) else path
        if key not in read:
            read[key] = load(path, args)
        return read[key]

    return capture


def _write(result: Diff, targets: list[tuple[str | None, ReportFormat]], args: argparse.Namespace) -> None:
    """The report in each (output, format) of ``targets``; each format rendered once."""
    from ..report import render

    texts: dict[tuple[ReportFormat, bool], str] = {}
    for path, fmt in targets:
        to_terminal = path is None
        key = (fmt, to_terminal)
        if key not in texts:
            texts[key] = render(result, fmt, top=args.top, color=_color(args, to_terminal),
                                show_enclosing=args.show_enclosing, explain=args.explain,
                                width=_width(to_terminal))
        emit(texts[key], path)


def _gate(result: Diff, args: argparse.Namespace) -> int:
    """1 when the gate the options ask for trips (one line on stderr naming what tripped it), else 0."""
    if args.fail_on is None and args.fail_on_regression is None:
        return 0
    from ..analysis.gate import gate_diff
    from ..report.gate import diff_gate_line

    tripped = gate_diff(result, args.fail_on or Gate.REGRESSION, args.fail_on_regression)
    if not tripped:
        return 0
    print(f"tracy-diff: {diff_gate_line(result, tripped)}", file=sys.stderr)
    return 1


COMMAND = Command("diff", "compare a baseline and a candidate capture (default)", add_arguments, run,
                  quick_exit=True, epilog=EPILOG)
