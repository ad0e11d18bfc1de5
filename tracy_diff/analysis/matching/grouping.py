"""What makes zones one row: their display name, or their source location.

``grouped(capture, "name")`` is the capture itself: a zone is named by its
``ZoneName`` when it has one (each IREE dispatch), else by its source
location. ``grouped(capture, "srcloc")`` renames every CPU and GPU zone
after its source location, ``label (file:line)``, as ``tracy-csvexport``
groups (``stats --group-by srcloc``): zones renamed at run time join their
location's row, and two locations of one name stay apart.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pandas as pd

from ...capture import Capture
from ...diff import GroupBy


def grouped(capture: Capture, group_by: GroupBy | str = GroupBy.NAME) -> Capture:
    """``capture`` with its zones named as ``group_by`` groups them (see the
    module doc); an unknown ``group_by`` is a ValueError."""
    if GroupBy(group_by) is GroupBy.NAME or not capture.has_timeline:
        return capture  # an aggregate CSV is grouped by source location already
    srclocs = capture.srclocs
    labels = [f"{label} ({file}:{line})" for label, file, line in
              zip(srclocs["label"].tolist(), srclocs["file"].tolist(), srclocs["line"].tolist())]
    uniq, code = np.unique(np.asarray(labels, dtype=object), return_inverse=True)
    code = np.append(code.reshape(-1), -1).astype(np.int32)  # position -1: a srcloc the table lacks
    ids = srclocs.index

    def renamed(zones: pd.DataFrame) -> pd.DataFrame:
        if not len(zones):
            return zones
        at = ids.get_indexer(pd.Index(zones["srcloc"].to_numpy()))
        name = pd.Categorical.from_codes(code[at], categories=pd.Index(uniq, dtype=object))
        out: pd.DataFrame = zones.copy(deep=False)
        out["name"] = name
        return out

    return dataclasses.replace(capture, zones=renamed(capture.zones), gpu_zones=renamed(capture.gpu_zones))
