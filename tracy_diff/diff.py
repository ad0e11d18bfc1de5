"""``tracy_diff.diff``: the contract as users import it (``from tracy_diff.diff
import Diff, Side, Status``): every name of ``tracy_diff.contract``.

The ``Diff`` is what the analysis hands to every renderer (CLI, reports,
UI); its tables' columns are documented in ``tracy_diff.contract.columns``.
"""

from __future__ import annotations

from .contract import *  # noqa: F403
from .contract import __all__ as __all__
