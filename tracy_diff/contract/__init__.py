"""The contract: every type the analysis hands to the renderers, and their
vocabularies. It imports no layer; users import it as ``tracy_diff.diff``.

``sides`` (``Side``, ``Pair``), ``vocabulary`` (the enums), ``columns``
(the tables' columns), ``ir`` (a row's IR and ISA), ``conditions`` (how the captures were
taken), ``diff`` (the ``Diff``); the other commands' answers: ``noise`` (``Noise``),
``stats`` (``StatsTable``), ``gate`` (``Gate``, ``Tripped``).
"""

from __future__ import annotations

from .columns import ROW_COLUMNS, ROWS, Column
from .conditions import CaptureConditions, Condition, Mismatch, RunConditions, Scope
from .diff import CommonShift, Diff, DiffOptions, DiffWarning, ExecutionSource, Run, RunSummary, Total, Verdict
from .gate import Gate, Tripped
from .ir import ISA_BASE_WIDTHS, ISA_WIDTHS, IrFolder, IsaCensus, IsaComparison, IsaCounts, IsaPair, RowIr
from .noise import Noise
from .sides import SIDES, Pair, Side
from .stats import StatsTable
from .vocabulary import (
                   DecisionBasis,
                   Evidence,
                   GroupBy,
                   IrKind,
                   SampleUnit,
                   Section,
                   Status,
                   Structure,
                   Tier,
                   VerdictKind,
                   WarningKind,
)

__all__ = ["ROW_COLUMNS", "ROWS", "Column", "CaptureConditions", "Condition", "Mismatch", "RunConditions", "Scope",
           "CommonShift", "Diff", "DiffOptions", "DiffWarning", "ExecutionSource", "Run", "RunSummary",
           "Total", "Verdict", "ISA_BASE_WIDTHS", "ISA_WIDTHS", "IrFolder", "IsaCensus", "IsaComparison",
           "IsaCounts", "IsaPair", "RowIr", "SIDES", "Pair", "Side", "DecisionBasis", "Evidence", "GroupBy",
           "IrKind", "SampleUnit", "Section", "Status", "Structure", "Tier", "VerdictKind", "WarningKind",
           "Gate", "Tripped", "Noise", "StatsTable"]
