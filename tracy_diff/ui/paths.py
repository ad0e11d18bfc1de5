"""What the page may say about files: their names, never a server path."""

from __future__ import annotations

import re

#: An absolute POSIX path of two parts or more (``/tmp/tracy-diff-uploads-x/ab-run.tracy``).
_ABSOLUTE = re.compile(r"(?<![\w.~/])(?:/[^\s/:;,()'\"\[\]]+)+/([^\s/:;,()'\"\[\]]+)")


def file_names_only(text: str) -> str:
    """``text`` with every absolute path replaced by its file name."""
    return _ABSOLUTE.sub(r"\1", text)
