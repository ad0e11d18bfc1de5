"""Assembly dumps on disk -> instruction censuses by kernel name.

``iree-compile --iree-hal-dump-executable-intermediates-to=DIR`` writes,
per executable, the assembly LLVM printed: ``<module>_<executable>_rocm_hsaco_fb.rocmasm``
for AMD GPUs, ``..._embedded_elf_<arch>.s`` for the CPU. Its kernel
symbols are the export names, which are the Tracy zone names of the
dispatches.

Contract:

* ``find_intermediates(capture)``: the folder ``<capture stem>.intermediates``
  beside a capture, or None.
* ``read_file(path)`` -> the censuses of one ``.rocmasm``/``.s`` file (the
  parser chosen by the file's content); raises ``IsaError`` (one line) for
  a file that cannot be read, is binary, foreign, malformed or truncated.
* ``load_dump(path)`` -> ``IsaDump``: a folder's ``.rocmasm`` and ``.s``
  files, or one file; never raises: a file that cannot be counted is one
  entry of ``errors`` and the rest loads. ``strict`` raises the first error
  instead (the ``isa`` command).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from ...diff import IsaCensus
from ...errors import IsaError
from .isa_amdgpu import read_amdgpu
from .isa_x86 import read_x86

SUFFIXES = (".rocmasm", ".s")
MAX_FILE_BYTES = 256 << 20


@dataclass(frozen=True)
class IsaDump:
    """The kernels of a dump folder or file, and the files that could not be read."""

    path: str
    kernels: dict[str, IsaCensus]
    errors: tuple[str, ...] = ()  # one line per file that could not be counted
    files: tuple[str, ...] = field(default=())  # the files read

    def why_missing(self, name: str) -> str:
        """Why ``name`` has no census here, in one line naming files without
        their folders (the dashboard shows it; the warnings carry the paths)."""
        where = os.path.basename(os.path.normpath(self.path))
        if self.errors:
            first = self.errors[0]
            for f in sorted(self.files, key=len, reverse=True):
                first = first.replace(f, os.path.basename(f))
            return f"not in {where}; {len(self.errors)} file(s) there could not be read: {first}"
        return f"not in {where}"


def find_intermediates(capture: str | os.PathLike[str]) -> Path | None:
    """``<stem>.intermediates/`` beside ``capture`` if it is a folder, else None."""
    path = Path(capture)
    folder = path.with_name(path.stem + ".intermediates")
    return folder if folder.is_dir() else None


def read_file(path: str | os.PathLike[str]) -> list[IsaCensus]:
    """The censuses of one assembly file (see the module doc)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES:
            raise IsaError(f"{p}: {size:,} bytes, more than {MAX_FILE_BYTES:,}")
        data = p.read_bytes()
    except OSError as e:
        raise IsaError(f"{p}: cannot read it ({e.strerror or e})") from None
    if b"\0" in data[:65536]:
        raise IsaError(f"{p}: a binary file, not assembly text (give the .rocmasm or .s, not the .hsaco or .o)")
    text = data.decode("utf-8", errors="replace")
    if not text.strip():
        raise IsaError(f"{p}: empty")
    head = text[:8192]
    if ".amdgcn_target" in head or "amdhsa" in head:
        return read_amdgpu(text, str(p))
    return read_x86(text, str(p))


def load_dump(path: str | os.PathLike[str], strict: bool = False) -> IsaDump:
    """A dump folder's (or one file's) kernels (see the module doc)."""
    p = Path(path)
    if p.is_dir():
        try:
            files = sorted(f for f in p.iterdir() if f.suffix in SUFFIXES and f.is_file())
        except OSError as e:
            return _failed(p, f"{p}: cannot read the folder ({e.strerror or e})", strict)
        if not files:
            return _failed(p, f"{p}: no .rocmasm or .s file in it", strict)
    elif p.exists():
        files = [p]
    else:
        return _failed(p, f"{p}: no such file or folder", strict)
    kernels: dict[str, IsaCensus] = {}
    errors: list[str] = []
    for f in files:
        try:
            for c in read_file(f):
                kernels.setdefault(c.name, c)
        except IsaError as e:
            if strict:
                raise
            errors.append(str(e))
    return IsaDump(str(p), kernels, tuple(errors), tuple(str(f) for f in files))


def _failed(p: Path, why: str, strict: bool) -> IsaDump:
    if strict:
        raise IsaError(why)
    return IsaDump(str(p), {}, (why,))
