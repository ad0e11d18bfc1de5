"""``tracy-diff noise RUN...``: run-to-run noise of several captures of one build."""

from __future__ import annotations

import argparse

from ..errors import DiffError
from ..report.formats import ReportFormat
from . import Command
from .common import add_grouping, add_limits, check_output, emit, load


def add_arguments(n: argparse.ArgumentParser) -> None:
    n.add_argument("runs", nargs="+", metavar="RUN", help="two or more captures of one build")
    n.add_argument("--effect", type=float, default=5.0, metavar="PCT",
                   help="the change, in percent, to size runs and iterations for (default 5)")
    n.add_argument("--keep-warmup", action="store_true", help="keep the first (warm-up) iteration of each run")
    add_grouping(n)
    n.add_argument("--format", choices=ReportFormat.values(), default=ReportFormat.TABLE.value)
    n.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    n.add_argument("--save", metavar="PROFILE",
                   help="also write the runs' noise profile (JSON) for diff --noise PROFILE")
    add_limits(n)


def run(args: argparse.Namespace) -> int:
    from ..analysis.stats.noise import noise
    from ..analysis.stats.noise_profile import from_noise, save
    from ..report.noise import render_noise

    if len(args.runs) < 2:
        raise DiffError(f"noise needs two or more captures of one build, got {len(args.runs)}")
    check_output(args.output, args.runs)
    check_output(args.save, [*args.runs, *([args.output] if args.output else [])], "--save")
    report = noise([load(p, args) for p in args.runs], effect_pct=args.effect, keep_warmup=args.keep_warmup,
                   frames=args.frames, group_by=args.group_by)
    if args.save:
        save(from_noise(report), args.save)
    emit(render_noise(report, args.format), args.output)
    return 0


COMMAND = Command("noise", "run-to-run noise of several captures of one build, and how many runs a change needs",
                  add_arguments, run, quick_exit=True)
