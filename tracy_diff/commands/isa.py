"""``tracy-diff isa BASELINE CANDIDATE``: two builds' kernels compared
instruction by instruction, from the assembly ``iree-compile`` dumped
(``--iree-hal-dump-executable-intermediates-to``), without captures."""

from __future__ import annotations

import argparse

from . import Command
from .common import check_output, emit

FORMATS = ("table", "json", "markdown")


def add_arguments(s: argparse.ArgumentParser) -> None:
    s.add_argument("baseline", help="the baseline's dump folder, or one .rocmasm or .s file")
    s.add_argument("candidate", help="the candidate's dump folder, or one .rocmasm or .s file")
    s.add_argument("--kernel", metavar="SUBSTR", help="only kernels whose name contains SUBSTR")
    s.add_argument("--format", choices=FORMATS, default="table")
    s.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")


def run(args: argparse.Namespace) -> int:
    from ..analysis.ir.isa import load_dump
    from ..analysis.ir.isa_pair import pair_dumps
    from ..errors import IsaError
    from ..report.isa import render_isa

    check_output(args.output, [args.baseline, args.candidate])
    base, cand = load_dump(args.baseline, strict=True), load_dump(args.candidate, strict=True)
    comparison = pair_dumps(base, cand, args.kernel)
    if args.kernel and not comparison.kernels:
        raise IsaError(f"--kernel {args.kernel}: no kernel of either dump contains it")
    emit(render_isa(comparison, args.format), args.output)
    return 0


COMMAND = Command("isa", "compare two builds' kernels instruction by instruction (static counts, "
                  "from iree-compile's assembly dumps)", add_arguments, run, quick_exit=True)
