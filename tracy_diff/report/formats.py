"""``ReportFormat``: the text formats reports are written in (a leaf: the CLI's --help reads it)."""

from __future__ import annotations

from ..choice import Choice


class ReportFormat(Choice):
    TABLE = "table"  # for a terminal
    JSON = "json"
    CSV = "csv"
    MARKDOWN = "markdown"  # to paste into an issue or a pull-request comment

    @classmethod
    def of(cls, fmt: str) -> ReportFormat:
        """``fmt`` as a member; a ValueError naming the known formats otherwise."""
        try:
            return cls(fmt)
        except ValueError:
            raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(cls.values())}") from None
