"""tracy-diff's optional C extensions (built by ``pip install`` where a C
compiler is found): each pass they hold also exists in Python or numpy,
giving the same results, which runs where an extension is missing or
``TRACY_DIFF_PURE_PYTHON`` is set."""

from __future__ import annotations

import importlib
import os
from types import ModuleType


def extension(name: str) -> ModuleType | None:
    """The compiled module ``name`` (e.g. ``tracy_diff.analysis._aggregate``),
    or None where it is not built or ``TRACY_DIFF_PURE_PYTHON`` is set."""
    if os.environ.get("TRACY_DIFF_PURE_PYTHON"):
        return None
    try:
        return importlib.import_module(name)
    except ImportError:
        return None
