"""``tracy-diff stats``' table: per-group zone statistics with csvexport's columns (``analysis.aggregate``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .vocabulary import GroupBy

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd


@dataclass(frozen=True)
class StatsTable:
    """The rows of ``aggregate``: csvexport's columns as numpy arrays (names
    and files as objects, times as int64, ``total_perc`` and ``std_ns`` as
    float64), and how they were made."""

    columns: dict[str, np.ndarray]
    group_by: GroupBy
    gpu: bool
    self_time: bool

    def __len__(self) -> int:
        return len(self.columns["name"])

    def __getitem__(self, column: str) -> np.ndarray:
        return self.columns[column]

    def frame(self) -> pd.DataFrame:
        """The rows as a DataFrame; ``attrs`` holds ``group_by``, ``gpu`` and ``self_time``."""
        import pandas as pd

        from ..capture import AGGREGATE_COLUMNS  # numpy: when a table is made, not on import

        table: pd.DataFrame = pd.DataFrame({c: pd.Series(v, dtype=object) if v.dtype == object else v
                                            for c, v in self.columns.items()}, columns=list(AGGREGATE_COLUMNS))
        table.attrs.update(group_by=self.group_by, gpu=self.gpu, self_time=self.self_time)
        return table
