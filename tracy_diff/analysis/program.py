"""What a capture ran, in the words its user knows: the IREE module and function.

Tracy's own program name is the executable (``iree-benchmark-module`` for
every model); IREE's tools trace their start-up with the module's path as
the ZoneText of ``iree_tooling_load_bytecode_module`` and each flag as the
ZoneText ``NAME\\nVALUE`` of an ``iree_flag_parse`` zone (``module``,
``function``). ``module_of`` reads those: ``decoder.vmfb forward_bs1``
(the file name only, never its folder), None when the capture has neither.
``entry_of`` reads the function and the ``input`` flags: two captures with
the same function and the same inputs ran the same program, whatever
their builds made of it (``compare``'s test of different programs).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import pandas as pd

from ..capture import Capture

LOAD_ZONE = "iree_tooling_load_bytecode_module"
FLAG_ZONE = "iree_flag_parse"


def module_of(capture: Capture) -> str | None:
    """The IREE module(s) the capture's program loaded and the function it ran (see the module doc)."""
    z = capture.zones
    if not len(z) or "text" not in z.columns:
        return None
    loaded = [_file_name(t) for t in _texts(z.loc[z["name"] == LOAD_ZONE, "text"])]
    flags = _flags(capture)
    modules = [m for m in loaded if m] or [_file_name(v) for k, v in flags if k.strip() == "module"]
    functions = _functions(flags)
    modules = list(dict.fromkeys(m for m in modules if m))
    if not modules:
        return None
    return " + ".join(modules) + (f" {functions[0]}" if functions else "")


def entry_of(capture: Capture) -> tuple[str, tuple[str, ...]] | None:
    """The function an IREE tool ran and its ``input`` flags in order (a file
    input, ``@path``, by its file name); None without a function or inputs."""
    flags = _flags(capture)
    functions = _functions(flags)
    inputs = tuple(_input(v) for k, v in flags if k.strip() == "input")
    return (functions[0], inputs) if functions and inputs else None


def same_entry(captures: Sequence[Capture]) -> bool:
    """Whether every capture records one function run on the same inputs (``entry_of``)."""
    entries = {entry_of(c) for c in captures}
    return len(entries) == 1 and None not in entries


def _flags(capture: Capture) -> list[list[str]]:
    z = capture.zones
    if not len(z) or "text" not in z.columns:
        return []
    return [t.split("\n", 1) for t in _texts(z.loc[z["name"] == FLAG_ZONE, "text"]) if "\n" in t]


def _functions(flags: list[list[str]]) -> list[str]:
    return [v.strip() for k, v in flags if k.strip() == "function" and v.strip()]


def _input(value: str) -> str:
    value = value.strip()
    return "@" + _file_name(value[1:]) if value.startswith("@") else value


def _texts(column: pd.Series) -> list[str]:
    return [str(t) for t in column.dropna().tolist() if str(t).strip()]


def _file_name(path: str) -> str:
    """A path's last part (``/`` or ``\\`` separated), without the folders a user should not see."""
    return re.split(r"[/\\]", path.strip())[-1]
