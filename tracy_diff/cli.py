"""Command line: ``tracy-diff COMMAND ...``, the commands of
``tracy_diff.commands``; ``diff`` is the default (``tracy-diff A B``,
``tracy-diff --fail-on regression A B``).

This module parses, dispatches and maps errors to exit codes (``EXIT_CODES``).
Options may come anywhere on the line: a command without sub-commands is
parsed with ``parse_intermixed_args``.
"""

from __future__ import annotations

import argparse
import os
import sys

from ._version import __version__
from .commands import NAMES, command, commands
from .commands.common import LIMIT_FLAGS, check_limits, missing_extra
from .entry import prepare_process, warn_if_slow
from .errors import CaptureTooLargeError, DiffError, TracyFormatError

#: Options of ``tracy-diff`` itself; any other first word starts the default command.
TOP_LEVEL = ("-h", "--help", "--version")

EXIT_CODES = """exit codes:
  0    done; no gate tripped
  1    a gate tripped (diff --fail-on, history check); one line on stderr names what tripped it
  2    bad input or usage; one line on stderr says what and where
  130  interrupted"""

EXAMPLES = """examples:
  tracy-diff baseline.tracy candidate.tracy
  tracy-diff --baseline a1.tracy a2.tracy a3.tracy --candidate b1.tracy b2.tracy b3.tracy
  tracy-diff --fail-on regression -o report.md -o report.json baseline.tracy candidate.tracy
  tracy-diff stats capture.tracy
  tracy-diff history add STORE run1.tracy run2.tracy --build abc123
  tracy-diff ui baseline.tracy candidate.tracy"""


def build_parser() -> argparse.ArgumentParser:
    """The ``tracy-diff`` parser, every command a sub-parser (the CLI reference is made from it)."""
    return parsers()[0]


def parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The parser, and each command's own parser by name."""
    parser = argparse.ArgumentParser(
        prog="tracy-diff", description="Find which dispatches got slower between two Tracy captures.",
        epilog=f"{EXAMPLES}\n\n{EXIT_CODES}", formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"tracy-diff {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    by_name = {}
    for cmd in commands():
        epilog = f"{cmd.epilog}\n\n{EXIT_CODES}" if cmd.epilog else EXIT_CODES
        p = sub.add_parser(cmd.name, help=cmd.help, description=cmd.description or cmd.help, epilog=epilog,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        cmd.add_arguments(p)
        p.set_defaults(run=cmd.run, command=cmd.name)
        by_name[cmd.name] = p
    return parser, by_name


def with_command(argv: list[str]) -> list[str]:
    """``argv`` with the default command (``diff``) named when it was left out."""
    if argv and argv[0] not in NAMES and argv[0] not in TOP_LEVEL:
        return ["diff", *argv]
    return list(argv)


def parse(argv: list[str]) -> argparse.Namespace:
    """``argv`` (the command named) parsed; options may sit between positionals.

    The command words (``history check``) choose the parser of the last one,
    which parses the rest intermixed; a line without them goes to argparse as
    it is, which says what is missing (or prints the help asked for)."""
    parser, by_name = parsers()
    if not argv or argv[0] not in by_name:
        return parser.parse_args(argv)
    chosen = by_name[argv[0]]
    words: dict[str, str] = {}  # sub-command dest -> the word that chose it
    while (subs := _subcommands(chosen)) is not None:
        word = argv[1 + len(words)] if len(argv) > 1 + len(words) else None
        if word not in subs.choices:
            return parser.parse_args(argv)
        words[subs.dest] = word
        chosen = subs.choices[word]
    args = chosen.parse_intermixed_args(argv[1 + len(words):])
    for dest, word in words.items():
        setattr(args, dest, word)
    args.run, args.command = by_name[argv[0]].get_default("run"), argv[0]
    return args


def _subcommands(parser: argparse.ArgumentParser) -> argparse._SubParsersAction[argparse.ArgumentParser] | None:
    """The sub-commands of ``parser`` (argparse has no public accessor for them)."""
    return next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)


def main(argv: list[str] | None = None) -> int:
    argv = with_command(sys.argv[1:] if argv is None else argv)
    args = parse(argv)
    try:
        check_limits(args)
        code: int = args.run(args)
        if code == 0 and command(args.command).reads_captures:
            warn_if_slow()  # after the output, so that a refusal stays one line
        return code
    except CaptureTooLargeError as e:
        return error(e.naming(LIMIT_FLAGS))
    except (TracyFormatError, DiffError) as e:
        return error(str(e))
    except ModuleNotFoundError as e:
        extra = missing_extra(e)
        if extra is None:
            raise
        return error(extra)
    except MemoryError:
        return error("out of memory (the captures are too big for this machine)")
    except KeyboardInterrupt:
        print("tracy-diff: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def error(message: str) -> int:
    """Print ``tracy-diff: error: MESSAGE`` (one line) and return exit code 2."""
    print(f"tracy-diff: error: {printable(message)}", file=sys.stderr)
    return 2


def run() -> None:
    """The command line's entry point (the ``tracy-diff`` script)."""
    prepare_process()
    argv = with_command(sys.argv[1:])
    code = main(argv)
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
