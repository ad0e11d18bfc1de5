"""``iree-compile`` for a recording, with the dumps tracy-diff reads beside
a capture: ``<stem>.sources/`` (executable sources: the IR explanation),
``<stem>.benchmarks/`` (per-dispatch benchmark modules) and
``<stem>.intermediates/`` (the generated code: the ISA)."""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .errors import RecordError
from .runner import last_line

#: Dump kind -> iree-compile flag writing it.
DUMP_FLAGS = {"sources": "--iree-hal-dump-executable-sources-to",
              "benchmarks": "--iree-hal-dump-executable-benchmarks-to",
              "intermediates": "--iree-hal-dump-executable-intermediates-to"}
#: The flags of a CPU build for this machine's kind of CPU, as the samples use.
CPU_FLAGS = ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu")

_EXPORT_RE = re.compile(r"hal\.executable\.export public @(\S+) ordinal")


@dataclass
class Compiled:
    """A module compiled by ``compile_module``."""

    vmfb: Path
    command: list[str]                  # without the dump flags
    exports: list[str]                  # dispatch functions, by ordinal
    seconds: float
    dumps: dict[str, Path] = field(default_factory=dict)   # kind -> folder


def first_error(text: str) -> str:
    """The compiler's first ``error:`` line, else its last line."""
    for line in text.splitlines():
        if "error:" in line:
            return line.strip()[:400]
    return last_line(text)


def dispatch_ordinal(name: str) -> int:
    """N of ``..._dispatch_N_...``; -1 when the name has none."""
    m = re.search(r"_dispatch_(\d+)", name)
    return int(m.group(1)) if m else -1


def exports_of(sources: Path) -> list[str]:
    """The dispatch export names in a sources dump, by ordinal."""
    names = {m for f in Path(sources).glob("*.mlir") for m in _EXPORT_RE.findall(f.read_text())}
    return sorted(names, key=lambda n: (dispatch_ordinal(n), n))


def compile_module(compile_tool: str, mlir: Path, vmfb: Path, flags: Sequence[str] = CPU_FLAGS, *,
                   dumps: Sequence[str] = ("sources", "benchmarks", "intermediates"),
                   dump_dirs: dict[str, Path] | None = None, timeout: float = 900) -> Compiled:
    """Compile ``mlir`` to ``vmfb`` with ``flags``; each kind of ``dumps``
    goes to ``dump_dirs[kind]``, by default ``<vmfb stem>.<kind>/`` beside
    ``vmfb`` (replaced). The exports are read from the sources dump, which is
    always made."""
    mlir, vmfb = Path(mlir), Path(vmfb)
    if not mlir.is_file():
        raise RecordError(f"{mlir}: no such file")
    kinds = dict.fromkeys(["sources", *dumps])
    folders = {k: (dump_dirs or {}).get(k, vmfb.parent / f"{vmfb.stem}.{k}") for k in kinds}
    for folder in folders.values():
        shutil.rmtree(folder, ignore_errors=True)
    cmd = [compile_tool, *flags, str(mlir), "-o", str(vmfb)]
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd + [f"{DUMP_FLAGS[k]}={folders[k]}" for k in kinds], capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RecordError(f"iree-compile did not finish {mlir} within {timeout:.0f} s") from None
    except OSError as e:
        raise RecordError(f"cannot run iree-compile ({compile_tool}): {e.strerror}") from None
    if p.returncode != 0:
        raise RecordError(f"iree-compile failed on {mlir}: {first_error(p.stderr)}")
    exports = exports_of(folders["sources"])
    if not exports:
        raise RecordError(f"{mlir}: iree-compile made no dispatch functions (nothing to profile)")
    return Compiled(vmfb=vmfb, command=cmd, exports=exports, seconds=round(time.monotonic() - t0, 2),
                    dumps={k: folders[k] for k in kinds})
