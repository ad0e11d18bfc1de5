"""The builds a recording runs, from the user's files: compiled modules
(``.vmfb``) as they are, MLIR (``.mlir``) compiled with ``iree-compile``
into the output folder, with its dumps kept beside the captures when asked."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from .compile import compile_module
from .errors import RecordError
from .plan import build_names, valid_name
from .session import Build

#: iree-compile flags when none are given: the CPU of this machine.
DEFAULT_COMPILE_FLAGS = ("--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                         "--iree-llvmcpu-target-cpu=host")
SUFFIXES = (".vmfb", ".mlir")


def check_inputs(paths: Sequence[str], names: Sequence[str] | None, dump: bool) -> list[str]:
    """Refuse what cannot be recorded before anything runs; the builds' names."""
    for p in paths:
        path = Path(p)
        if path.suffix not in SUFFIXES:
            raise RecordError(f"{p}: not a compiled module (.vmfb) or MLIR (.mlir)")
        if not path.is_file():
            raise RecordError(f"{p}: no such file")
    if dump and any(Path(p).suffix != ".mlir" for p in paths):
        raise RecordError("--dump compiles the builds: give .mlir files (a .vmfb holds no sources to dump)")
    if names and len(names) != len(paths):
        raise RecordError(f"--name given {len(names)} times for {len(paths)} builds")
    chosen = build_names(paths, names)
    bad = [n for n in chosen if not valid_name(n)]
    if bad or len(set(chosen)) != len(chosen):
        raise RecordError(f"build names must be distinct file stems without a _runN ending: {bad or chosen}")
    return chosen


def prepare(paths: Sequence[str], names: Sequence[str], out_dir: Path, compile_tool: str | None,
            flags: Sequence[str], dump: bool, log: Callable[[str], None] = lambda _: None) -> list[Build]:
    """Each input as a ``Build``: an MLIR file is compiled to ``<name>.vmfb``
    in ``out_dir``; with ``dump`` its ``<name>.sources/``, ``.benchmarks/``
    and ``.intermediates/`` stay there too (tracy-diff reads them beside
    ``<name>.tracy``)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    builds = []
    scratch = Path(tempfile.mkdtemp(prefix="tracy-diff-compile-"))
    try:
        for path, name in zip(paths, names):
            if Path(path).suffix == ".vmfb":
                builds.append(Build(name, Path(path)))
                continue
            if compile_tool is None:
                raise RecordError(f"{path}: compiling MLIR needs iree-base-compiler (pip install iree-base-compiler)")
            log(f"compiling {path}")
            where = out_dir if dump else scratch
            dirs = {k: where / f"{name}.{k}" for k in ("sources", "benchmarks", "intermediates")}
            done = compile_module(compile_tool, Path(path), out_dir / f"{name}.vmfb", flags,
                                  dumps=tuple(dirs) if dump else ("sources",), dump_dirs=dirs)
            builds.append(Build(name, done.vmfb))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return builds
