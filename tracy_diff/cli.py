"""Command line: ``tracy-diff COMMAND ...``, the commands of
``tracy_diff.commands``; ``diff`` is the default (``tracy-diff A B``).

This module parses, dispatches and maps errors to exit codes:
0 success, 1 a gate tripped (``--fail-on-regression``, ``history check``),
2 bad input (one line on stderr), 130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import sys

from .commands import NAMES, commands
from .commands.common import LIMIT_FLAGS, check_limits
from .errors import CaptureTooLargeError, DiffError, TracyFormatError

#: Options that start the default command.
DIFF_FIRST = ("--baseline", "--candidate")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tracy-diff",
        description="Find which dispatches got slower between two Tracy captures.")
    sub = parser.add_subparsers(dest="command", required=True)
    for cmd in commands():
        p = sub.add_parser(cmd.name, help=cmd.help, description=cmd.description or cmd.help)
        cmd.add_arguments(p)
        p.set_defaults(run=cmd.run)
    return parser


def _with_command(argv: list[str]) -> list[str]:
    """``argv`` with the default command (``diff``) named when it was left out."""
    if argv and argv[0] not in NAMES and (not argv[0].startswith("-") or argv[0] in DIFF_FIRST):
        return ["diff", *argv]
    return list(argv)


def main(argv: list[str] | None = None) -> int:
    argv = _with_command(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        check_limits(args)
        code: int = args.run(args)
        return code
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


def run() -> None:
    """The command line's entry point (the ``tracy-diff`` script)."""
    argv = _with_command(sys.argv[1:])
    code = main(argv)
    from .commands import command
    if argv and argv[0] in NAMES and command(argv[0]).quick_exit:
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
