"""What a capture ran, in the words its user knows: the IREE module and function.

Tracy's own program name is the executable (``iree-benchmark-module`` for
every model); IREE's tools trace their start-up with the module's path as
the ZoneText of ``iree_tooling_load_bytecode_module`` and each flag as the
ZoneText ``NAME\\nVALUE`` of an ``iree_flag_parse`` zone (``module``,
``function``). ``module_of`` reads those: ``decoder.vmfb forward_bs1``
(the file name only, never its folder), None when the capture has neither.
"""

from __future__ import annotations

import re

import pandas as pd

from ..capture import Capture

LOAD_ZONE = "iree_tooling_load_bytecode_module"
FLAG_ZONE = "iree_flag_parse"


def module_of(capture: Capture) -> str | None:
    """The IREE module(s) the capture's program loaded and the function it ran (see the module doc)."""
    z = capture.zones
    if not len(z) or "text" not in z.columns:
        return None
    names = z["name"]
    loaded = [_file_name(t) for t in _texts(z.loc[names == LOAD_ZONE, "text"])]
    flags = [t.split("\n", 1) for t in _texts(z.loc[names == FLAG_ZONE, "text"]) if "\n" in t]
    modules = [m for m in loaded if m] or [_file_name(v) for k, v in flags if k.strip() == "module"]
    functions = [v.strip() for k, v in flags if k.strip() == "function" and v.strip()]
    modules = list(dict.fromkeys(m for m in modules if m))
    if not modules:
        return None
    return " + ".join(modules) + (f" {functions[0]}" if functions else "")


def _texts(column: pd.Series) -> list[str]:
    return [str(t) for t in column.dropna().tolist() if str(t).strip()]


def _file_name(path: str) -> str:
    """A path's last part (``/`` or ``\\`` separated), without the folders a user should not see."""
    return re.split(r"[/\\]", path.strip())[-1]
