"""What the sample tests share: a capture's dispatch zones."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

import tracy_diff


def dispatch_zones(path: Path) -> pd.DataFrame:
    """The dispatch zones (srcloc iree_hal_cmd_execute_dispatch_tiles) of a capture."""
    cap = tracy_diff.load(path)
    tiles = cap.srclocs.index[cap.srclocs["function"] == "iree_hal_cmd_execute_dispatch_tiles"].to_numpy()
    return cap.zones[np.isin(cap.zones["srcloc"].to_numpy(), tiles)]
