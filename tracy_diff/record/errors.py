"""The error of a recording that cannot be made."""

from __future__ import annotations

from ..errors import DiffError


class RecordError(DiffError):
    """IREE missing or unusable, a module that does not exist, a benchmark or
    capture that failed: one line saying what and where."""
