"""Errors raised for input tracy-diff cannot use.

Every message is one line that says what is wrong and where (file, byte
offset or section), so the CLI can print it as is and exit with code 2.
"""

from __future__ import annotations


class TracyFormatError(ValueError):
    """A capture (``.tracy`` or csvexport CSV) that cannot be read."""


class TruncatedError(TracyFormatError):
    """The input ends before a record or block it announces."""


class CorruptError(TracyFormatError):
    """A block does not decompress or a record holds impossible values."""


class UnsupportedVersionError(TracyFormatError):
    """A ``.tracy`` file version outside the range this reader knows."""


class CaptureTooLargeError(TracyFormatError):
    """A capture past a limit the caller set (``load``'s ``max_payload_bytes``,
    ``max_zones``: then ``limit`` names it) or past the memory this process
    can get (``limit`` None)."""

    def __init__(self, what: str, limit: str | None = None):
        super().__init__(what if limit is None else f"{what} ({limit})")
        self.what = what
        self.limit = limit

    def naming(self, flags: dict[str, str]) -> str:
        """The message with the limit named by the option that raises it
        (``flags``: limit -> option, e.g. ``{"max_zones": "--max-zones"}``)."""
        flag = flags.get(self.limit or "")
        return str(self) if flag is None else f"{self.what} (raise it with {flag})"


class DiffError(ValueError):
    """Two captures that cannot be compared (no zones, nothing in common...)."""


def unreadable(path: str, error: OSError) -> TracyFormatError:
    """The one-line error for a capture file that cannot be opened."""
    if isinstance(error, FileNotFoundError):
        return TracyFormatError(f"{path}: no such file")
    if isinstance(error, IsADirectoryError):
        return TracyFormatError(f"{path}: is a directory, not a capture")
    return TracyFormatError(f"{path}: cannot read: {error.strerror or error}")


class IsaError(TracyFormatError):
    """An assembly dump (``.rocmasm``, ``.s``) that cannot be counted."""
