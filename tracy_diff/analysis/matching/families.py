"""Dispatch time per iteration by op family (attention, matmul, ...).

Read off a diff's rows and members (``Diff.families``): each dispatch row's member names carry their
own ms per iteration (``Diff.members``); a name's family comes from
``names.op_category``.
"""

from __future__ import annotations

import pandas as pd

from ...diff import SIDES, Section
from .names import OP_CATEGORIES, op_category


def op_family_totals(rows: pd.DataFrame, members: pd.DataFrame) -> pd.DataFrame:
    """Columns ``family``, ``baseline_ms_per_iter``, ``candidate_ms_per_iter``:
    the summed ms per iteration of every dispatch name of each family, in
    ``OP_CATEGORIES`` order, families absent from both sides left out."""
    dispatch_ids = set(rows.loc[rows["section"].astype(str) == Section.DISPATCH, "row_id"].astype(int))
    members = members[members["row_id"].astype(int).isin(dispatch_ids)]
    totals = {str(side): dict.fromkeys(OP_CATEGORIES, 0.0) for side in SIDES}
    for side, name, ms in zip(members["side"].astype(str), members["name"], members["ms_per_iter"]):
        if side in totals and ms == ms:
            totals[side][op_category(str(name))] += float(ms)
    table = pd.DataFrame({"family": list(OP_CATEGORIES),
                          **{f"{side}_ms_per_iter": [totals[side][f] for f in OP_CATEGORIES] for side in totals}})
    present = (table["baseline_ms_per_iter"] > 0) | (table["candidate_ms_per_iter"] > 0)
    kept: pd.DataFrame = table[present].reset_index(drop=True)
    return kept
