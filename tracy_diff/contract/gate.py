"""The CI gate's vocabulary and answer: what fails a build (``Gate``) and what tripped it (``Tripped``);
``analysis.gate`` decides."""

from __future__ import annotations

from dataclasses import dataclass

from ..choice import Choice


class Gate(Choice):
    """What fails the build (``--fail-on``)."""

    REGRESSION = "regression"  # the total, a row that costs more than the threshold of it, or a costly addition
    ANY_ROW = "any-row"  # the total, any regressed dispatch row, any added dispatch
    TOTAL = "total"  # the total alone


@dataclass(frozen=True)
class Tripped:
    """What the gate found: empty when it passed."""

    gate: Gate
    threshold_pct: float
    total: bool = False  # the total regressed beyond the threshold
    rows: tuple[int, ...] = ()  # keys of the regressed rows that tripped it
    added: tuple[int, ...] = ()  # keys of the added rows that tripped it

    def __bool__(self) -> bool:
        return self.total or bool(self.rows) or bool(self.added)
