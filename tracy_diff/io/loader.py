"""Open any capture tracy-diff reads: sniff the format, call its importer.

``load`` gives a ``Capture`` (pandas tables); ``load_columns`` the same
capture as numpy columns (``CaptureColumns``), which for a ``.tracy`` file
never imports pandas: what ``stats`` reads.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from ..capture import Capture, CaptureColumns
from ..errors import TracyFormatError, unreadable

#: Progress callback: (bytes or items done, total) -> None.
Progress = Callable[[int, int], None]

TRACY_MAGICS = (b"tr\xfdP", b"tlZ\x04", b"tZst")


def load(path: str | os.PathLike[str], progress: Progress | None = None, *,
         max_payload_bytes: int | None = None, max_zones: int | None = None) -> Capture:
    """Read a ``.tracy`` file or a tracy-csvexport CSV (optionally gzipped).

    The format is decided by the file's first bytes, not its name. Raises
    ``TracyFormatError`` with a one-line message for anything unreadable.
    ``max_payload_bytes`` (decompressed) and ``max_zones`` (CPU and GPU) cap
    what a ``.tracy`` file may hold (``CaptureTooLargeError``); None keeps
    the reader's defaults, far past what fits in memory.
    """
    read = _read(path, progress, max_payload_bytes, max_zones)
    return read if isinstance(read, Capture) else Capture.from_columns(read)


def load_columns(path: str | os.PathLike[str], progress: Progress | None = None, *,
                 max_payload_bytes: int | None = None, max_zones: int | None = None) -> CaptureColumns:
    """``load``, as numpy columns: a ``.tracy`` file's as its reader gives
    them (no DataFrame is made), a CSV's from its ``Capture``."""
    read = _read(path, progress, max_payload_bytes, max_zones)
    return read.columns() if isinstance(read, Capture) else read


def _read(path: str | os.PathLike[str], progress: Progress | None, max_payload_bytes: int | None,
          max_zones: int | None) -> Capture | CaptureColumns:
    """What the importer of ``path``'s format gives (see ``load``)."""
    path = os.fspath(path)
    try:
        with open(path, "rb") as f:
            head = f.read(8)
    except OSError as e:
        raise unreadable(path, e) from None
    if not head:
        raise TracyFormatError(f"{path}: empty file (0 bytes)")
    if head[:4] in TRACY_MAGICS or head[:5] == b"tracy":
        from .tracy_reader import read_tracy
        limits = {k: v for k, v in (("max_payload_bytes", max_payload_bytes),
                                    ("max_zones", max_zones)) if v is not None}
        return read_tracy(path, progress=progress, **limits)
    if path.lower().endswith(".tracy"):  # named a capture, without a capture's header
        raise TracyFormatError(f"{path}: not a Tracy capture (no Tracy file header; starts with bytes "
                               f"{head[:8].hex(' ')})")
    if head[:2] == b"\x1f\x8b":
        import gzip

        from .csv_reader import read_csv
        return read_csv(path, opener=gzip.open)
    if _looks_like_text(head):
        from .csv_reader import read_csv
        return read_csv(path)
    raise TracyFormatError(
        f"{path}: not a Tracy capture or csvexport CSV "
        f"(starts with bytes {head[:8].hex(' ')})")


def _looks_like_text(head: bytes) -> bool:
    return all(b >= 0x20 or b in b"\t\r\n" for b in head)
