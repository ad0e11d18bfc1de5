"""The command registry: one module per command, each a ``Command``.

A command module defines ``COMMAND``, a ``Command`` whose ``add_arguments``
fills its sub-parser and whose ``run`` does the work and returns the exit
code. Modules import only argparse-level names at the top; what a command
needs to do its work is imported inside ``run``, so choosing one command
loads nothing of the others. ``tracy_diff.cli`` builds the parser from
``NAMES`` and maps errors to exit codes.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from dataclasses import dataclass

#: Every command, in the order ``--help`` lists them; each is ``tracy_diff.commands.<name>``.
NAMES = ("diff", "stats", "noise", "history", "isa", "record", "ui")


@dataclass(frozen=True)
class Command:
    """One sub-command of ``tracy-diff``."""

    name: str
    help: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]
    #: True when the command holds nothing to release when it returns (no
    #: workers, no temporary files): the process may end without teardown.
    quick_exit: bool = False
    description: str | None = None
    #: Examples and notes printed below the options by ``--help``.
    epilog: str | None = None
    #: True when it reads captures: the CLI warns when the compiled walk is missing.
    reads_captures: bool = True


def command(name: str) -> Command:
    """The registered command ``name``."""
    if name not in NAMES:
        raise KeyError(name)
    found: Command = importlib.import_module(f"{__name__}.{name}").COMMAND
    return found


def commands() -> list[Command]:
    """Every registered command, in ``NAMES`` order."""
    return [command(name) for name in NAMES]
