"""``tracy-diff noise RUN...``: run-to-run noise of several captures of one build."""

from __future__ import annotations

import argparse
import sys

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
    n.add_argument("--no-noise-profile", action="store_true",
                   help="do not add these runs to this machine's learned noise profile (user cache folder)")
    add_limits(n)


def run(args: argparse.Namespace) -> int:
    from ..analysis.stats.noise import noise
    from ..analysis.stats.noise_profile import from_noise, save
    from ..analysis.stats.noise_store import learn
    from ..report.noise import render_noise

    if len(args.runs) < 2:
        raise DiffError(f"noise needs two or more captures of one build, got {len(args.runs)}")
    check_output(args.output, args.runs)
    check_output(args.save, [*args.runs, *([args.output] if args.output else [])], "--save")
    captures = [load(p, args) for p in args.runs]
    report = noise(captures, effect_pct=args.effect, keep_warmup=args.keep_warmup,
                   frames=args.frames, group_by=args.group_by)
    if args.save:
        save(from_noise(report), args.save)
    if not args.no_noise_profile:
        profile = from_noise(report)
        problem = learn(captures[0], profile.dispatches, profile.total, profile.ratio)
        if problem:
            print(f"warning: {problem}", file=sys.stderr)
    emit(render_noise(report, args.format), args.output)
    return 0


COMMAND = Command("noise", "run-to-run noise of several captures of one build, and how many runs a change needs",
                  add_arguments, run, quick_exit=True)
