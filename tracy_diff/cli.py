"""Command line: ``python -m tracy_diff [diff] BASELINE CANDIDATE`` and ``stats``.

Exit codes: 0 success, 1 ``--fail-on-regression`` tripped, 2 bad input.
"""

from __future__ import annotations

import argparse
import os
import sys

from .errors import DiffError, TracyFormatError

COMMANDS = ("diff", "stats")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tracy-diff",
        description="Find which dispatches got slower between two Tracy captures.")
    sub = parser.add_subparsers(dest="command", required=True)

    d = sub.add_parser("diff", help="compare a baseline and a candidate capture (default)")
    d.add_argument("baseline", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("candidate", help=".tracy file or tracy-csvexport CSV")
    d.add_argument("--format", choices=("table", "json", "csv", "markdown"), default="table")
    d.add_argument("--output", "-o", metavar="FILE", help="write the report here instead of stdout")
    d.add_argument("--top", type=int, default=10, metavar="N", help="rows per section in table and markdown (default 10)")
    d.add_argument("--threshold", type=float, default=5.0, metavar="PCT",
                   help="minimum relative change for a regressed/improved row (default 5)")
    d.add_argument("--min-us", type=float, default=1.0, metavar="US",
                   help="minimum change per iteration, in microseconds, for a regressed/improved row (default 1)")
    d.add_argument("--keep-warmup", action="store_true", help="keep the first (warm-up) iteration")
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
    d.add_argument("--explain", action="store_true",
                   help="show what changed in the IR of the top regressed dispatches (table format)")
    d.set_defaults(run=_run_diff)

    s = sub.add_parser("stats", help="per-zone aggregates of one capture")
    s.add_argument("capture", help=".tracy file or tracy-csvexport CSV")
    s.add_argument("--group-by", choices=("name", "srcloc"), default="name",
                   help="name: display name (each IREE dispatch its own row); srcloc: as tracy-csvexport")
    s.add_argument("--gpu", action="store_true", help="aggregate GPU zones instead of CPU zones")
    s.add_argument("--self", dest="self_time", action="store_true", help="self times (as csvexport -e)")
    s.add_argument("--format", choices=("table", "csv", "json"), default="table")
    s.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    s.set_defaults(run=_run_stats)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] not in COMMANDS and not argv[0].startswith("-"):
        argv.insert(0, "diff")
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except (TracyFormatError, DiffError) as e:
        print(f"tracy-diff: error: {e}", file=sys.stderr)
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


def run() -> None:
    """The command line's entry point (the ``tracy-diff`` script)."""
    sys.exit(main())


def _load(path: str):
    from .io.loader import load
    from .progress import terminal_progress

    with terminal_progress(f"reading {path}") as progress:
        return load(path, progress=progress)


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
    from .stats import aggregate
    from .render_stats import render_stats

    capture = _load(args.capture)
    table = aggregate(capture, group_by=args.group_by, gpu=args.gpu, self_time=args.self_time)
    _emit(render_stats(table, args.format, capture), args.output)
    return 0


def _color(args: argparse.Namespace) -> bool:
    if args.color != "auto":
        return args.color == "always"
    return (args.output is None and not os.environ.get("NO_COLOR") and sys.stdout.isatty()
            and os.environ.get("TERM") != "dumb")


def _run_diff(args: argparse.Namespace) -> int:
    from .analysis.compare import diff
    from .analysis.overrides import load_overrides
    from .report import render

    overrides = load_overrides(args.overrides) if args.overrides else None
    result = diff(_load(args.baseline), _load(args.candidate),
                  threshold_pct=args.threshold, min_abs_us_per_iter=args.min_us, keep_warmup=args.keep_warmup,
                  overrides=overrides, baseline_sources=args.baseline_sources,
                  candidate_sources=args.candidate_sources)
    _emit(render(result, args.format, top=args.top, color=_color(args), show_enclosing=args.show_enclosing,
                 explain=args.explain), args.output)
    if args.fail_on_regression is not None:
        rows = result.rows
        bad = rows[(rows["section"] == "dispatch") & (rows["status"] == "regressed")
                   & ((rows["ratio"] - 1.0) * 100.0 > args.fail_on_regression)]
        if len(bad):
            return 1
    return 0
