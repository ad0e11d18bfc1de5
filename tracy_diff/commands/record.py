"""``tracy-diff record A B``: capture two (or more) builds with IREE's
Tracy-enabled runtime, alternating them run after run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import Command

EXAMPLES = """\
examples:
  tracy-diff record old.vmfb new.vmfb --function main --input 1x128xf32=0.5 --runs 3 -o caps
  tracy-diff record base.mlir fused.mlir --dump --function forward --input @x.npy --until-decided -o caps
  tracy-diff diff --baseline caps/base*.tracy --candidate caps/fused*.tracy
"""


def add_arguments(r: argparse.ArgumentParser) -> None:
    r.formatter_class = argparse.RawDescriptionHelpFormatter
    r.epilog = EXAMPLES
    r.add_argument("modules", nargs="+", metavar="MODULE",
                   help="the builds: compiled modules (.vmfb), or MLIR (.mlir) compiled with iree-compile")
    r.add_argument("--function", required=True, help="the function to benchmark (iree-benchmark-module --function)")
    r.add_argument("--input", action="append", default=[], metavar="VALUE",
                   help="an input as iree-benchmark-module takes it (2x4xf32=1, @file.npy); one per argument")
    r.add_argument("--device", default="local-task", help="IREE device (default %(default)s)")
    r.add_argument("--runs", type=int, default=3, metavar="N", help="captures of each build (default %(default)s)")
    r.add_argument("--iterations", type=int, default=10, metavar="N",
                   help="benchmark iterations per capture (default %(default)s; the first is warm-up)")
    r.add_argument("--until-decided", action="store_true",
                   help="after --runs, add run pairs until the diff of the two builds is decided (its verdict is "
                        "not INCONCLUSIVE), up to --max-runs")
    r.add_argument("--max-runs", type=int, default=10, metavar="N", help="most runs per build with --until-decided")
    r.add_argument("--out-dir", "-o", default=".", metavar="DIR", help="where the captures go (default: here)")
    r.add_argument("--name", dest="names", action="append", metavar="NAME",
                   help="the next build's capture name, repeatable, in the builds' order (default: the files' stems)")
    r.add_argument("--dump", action="store_true",
                   help="(.mlir) keep <name>.sources/, .benchmarks/ and .intermediates/ beside the captures: "
                        "the IR and ISA tracy-diff explains a change with")
    r.add_argument("--compile-flag", action="append", default=[], metavar="FLAG",
                   help="an iree-compile flag, repeatable, written --compile-flag=--iree-...; replaces the default "
                        "flags (llvm-cpu for this host's CPU)")
    r.add_argument("--benchmark-flag", action="append", default=[], metavar="FLAG",
                   help="an extra iree-benchmark-module flag, repeatable, written --benchmark-flag=--...")
    r.add_argument("--sampling", action="store_true", help="turn Tracy's call-stack sampling on")
    r.add_argument("--timeout", type=float, default=600, metavar="S", help="seconds per capture (default %(default)s)")
    r.add_argument("--force", action="store_true", help="replace captures of the same names in --out-dir")


def _check(args: argparse.Namespace) -> None:
    from ..record import RecordError

    if args.runs < 1 or args.iterations < 2:
        raise RecordError("--runs must be at least 1 and --iterations at least 2")
    if args.until_decided and args.max_runs < max(2, args.runs):
        raise RecordError(f"--max-runs {args.max_runs} is below --runs {args.runs} (and 2)")
    if args.timeout <= 0:
        raise RecordError("--timeout must be positive")


def run(args: argparse.Namespace) -> int:
    from ..record.builds import DEFAULT_COMPILE_FLAGS, check_inputs, prepare
    from ..record.progress import Reporter
    from ..record.session import Benchmark, record
    from ..record.tools import find_tools

    _check(args)
    names = check_inputs(args.modules, args.names, args.dump)
    tools = find_tools(need_compiler=any(m.endswith(".mlir") for m in args.modules))
    out_dir = Path(args.out_dir)
    reporter = Reporter(len(names), args.max_runs if args.until_decided else args.runs, sys.stderr)
    builds = prepare(args.modules, names, out_dir, tools.compile, args.compile_flag or DEFAULT_COMPILE_FLAGS,
                     args.dump, log=reporter.say)
    bench = Benchmark(args.function, tuple(args.input), args.device, args.iterations, tuple(args.benchmark_flag),
                      args.sampling, args.timeout)
    with reporter:
        made = record(tools, builds, bench, out_dir, runs=args.runs, until_decided=args.until_decided,
                      max_runs=args.max_runs, force=args.force, on_capture=reporter.captured,
                      on_diff=reporter.diffed)
    print(reporter.summary(made))
    return 0


COMMAND = Command("record", "record Tracy captures of IREE builds, alternating them run after run",
                  add_arguments, run)
