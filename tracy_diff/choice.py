"""``Choice``: the base of every vocabulary of the contracts (``CaptureKind``, ``Status``, ...).

A member is its string value: JSON, CSV and pandas see the string, ``str()``
and f-strings give it, and ``Member == "value"`` holds, so a vocabulary can
be read from a file or a column without a lookup table.
"""

from __future__ import annotations

from enum import Enum


class Choice(str, Enum):
    """A vocabulary: members are their string values (JSON, CSV and pandas see the strings)."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)

    @classmethod
    def values(cls) -> list[str]:
        return [str(m.value) for m in cls]
