"""The ``Diff``: what the analysis hands to every renderer (CLI, reports, UI).

Renderers read a Diff and nothing else; they never parse files, never
recompute statistics and never parse a display string back. Its tables'
columns: ``contract.columns``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from .conditions import CaptureConditions
from .ir import IrFolder
from .sides import Pair, Side
from .vocabulary import DecisionBasis, GroupBy, Status, VerdictKind, WarningKind

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from ..capture import Capture


@dataclass(frozen=True)
class DiffOptions:
    """How a diff judges; the defaults live here and nowhere else."""

    threshold_pct: float = 5.0  # smallest relative change a row may be regressed/improved by
    min_abs_us_per_iter: float = 1.0  # smallest change per iteration (microseconds) that counts
    keep_warmup: bool = False  # keep each capture's first (warm-up) iteration
    frames: str | None = None  # the frame set whose frames are the iterations (None: see split_iterations)
    group_by: GroupBy = GroupBy.NAME  # zones make rows by display name or by source location
    alpha: float = 0.05  # kept for callers; the decision is the interval's (interval_level)
    interval_level: float = 0.90  # two-sided level of one interval; a family's are widened to false coverage 1 - this
    overrides: tuple[tuple[str, str], ...] = ()  # (baseline, candidate) name rules
    baseline_sources: str | None = None  # IREE dump folders given (None: looked for beside the capture)
    candidate_sources: str | None = None
    baseline_intermediates: str | None = None  # assembly dumps given (None: <stem>.intermediates/ beside)
    candidate_intermediates: str | None = None
    noise_profile: str | None = None  # the noise profile's path, when one was given
    use_noise_profile: bool = True  # without noise_profile: use this machine's learned profile (False: none)
    noise_cache: str | None = None  # the folder of learned profiles (None: the user's cache folder)

    def __post_init__(self) -> None:
        object.__setattr__(self, "group_by", GroupBy(self.group_by))  # "srcloc" given as a string

    @classmethod
    def names(cls) -> set[str]:
        return {f.name for f in fields(cls)}

    def with_(self, **changes: Any) -> DiffOptions:
        """A copy with ``changes``; an unknown name is a TypeError."""
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        out["overrides"] = [list(rule) for rule in self.overrides]
        return out


@dataclass(frozen=True)
class Run:
    """One capture of a side."""

    path: str
    iterations: int  # kept iterations
    ms_per_iteration: float  # median wall time of its kept iterations
    first_iteration: int = 0  # its first iteration's index among the side's pooled kept iterations
    unlike: str | None = None  # how this run is not a repeat of the side's first run (other dispatches, times)


@dataclass(frozen=True)
class RunSummary:
    """One side of a diff, per benchmark iteration."""

    path: str
    program: str | None  # the executable, as the capture names it (``iree-benchmark-module``)
    iterations: int  # kept iterations
    dropped_iterations: int  # warm-up iterations left out (over all runs)
    iteration_source: str  # "Iteration frames", "BenchmarkIteration zones", "whole capture"
    ms_per_iteration: float  # median wall time of kept iterations
    iteration_ms: np.ndarray  # wall time of each kept iteration
    iteration_bounds: pd.DataFrame  # columns iteration, start_ns, end_ns
    dispatch_ms_per_iteration: float  # sum of dispatch rows on this side
    runs: tuple[Run, ...] = ()  # the captures (runs) of this side, in the order given
    #: What the program ran: the IREE module's file name and function (``decoder.vmfb forward_bs1``,
    #: ``analysis.program``), None when the capture does not say.
    module: str | None = None

    @property
    def ran(self) -> str:
        """What this side ran, in a user's words: ``module``, else ``program``, else ``unknown program``."""
        return self.module or self.program or "unknown program"


@dataclass(frozen=True)
class CommonShift:
    """Nearly all dispatch time moved by one factor (machine load, clocks)."""

    ratio: float  # candidate / baseline, the time-weighted median of the rows' ratios
    share_of_time: float  # share of baseline dispatch time in rows within the threshold of it


@dataclass(frozen=True)
class Verdict:
    """The diff in one statement, as data; ``report.verdict_text`` words it."""

    kind: VerdictKind
    delta_ms_per_iter: float  # candidate - baseline, per iteration (wall, else dispatch time)
    baseline_ms_per_iter: float
    candidate_ms_per_iter: float
    top_row: int | None  # rank of the row that explains it, None when none does
    rows_compared: int  # dispatch rows
    quiet_row: int | None = None  # rank of a large move judged not a change, if any
    cause: str | None = None  # a capture condition that explains the move (a Mismatch message), if any
    against: tuple[int, ...] = ()  # MIXED: ranks of the rows decided the other way than the headline
    decided: tuple[int, ...] = ()  # ranks of every dispatch row decided regressed or improved
    matched_share: float = 1.0  # share of dispatch time in rows matched by name or IR (both sides)
    code_unchanged: bool = False  # both builds' IR is the same (every dispatch row matched, same op census)
    identical: bool = False  # both sides are the same capture files (equal content hashes, ``analysis.identity``)


@dataclass(frozen=True)
class Total:
    """The total dispatch time per iteration, estimated and decided like a row
    (``analysis.intervals``): its change, interval and status."""

    status: Status
    baseline_ms_per_iter: float
    candidate_ms_per_iter: float
    delta_ms_per_iter: float
    change_pct: float  # the estimate: geometric-mean shift of run estimates, or of the iterations' totals
    change_low_pct: float
    change_high_pct: float
    interval_level: float
    decision_basis: DecisionBasis
    runs_to_decide: int | None  # inconclusive: about this many runs (iterations on the samples basis) per side
    p_value: float
    q_value: float  # Benjamini-Hochberg of the threshold test, the total one more claim of the dispatch rows' family
    runs_to_decide_least: int | None = None  # ... and at least this many
    p_test: str = ""  # the test behind p_value
    noise_source: str = ""  # where the run-to-run noise came from, in words
    detectable_pct: float = float("nan")  # the smallest rise this interval's spread would decide
    to_decide: str = ""  # inconclusive: "about 6 runs (at least 4)", "more than 50 runs"; "" when decided

    def to_json(self) -> dict[str, Any]:
        return {"status": str(self.status), "baseline_ms_per_iter": self.baseline_ms_per_iter,
                "candidate_ms_per_iter": self.candidate_ms_per_iter, "delta_ms_per_iter": self.delta_ms_per_iter,
                "change_pct": self.change_pct, "change_low_pct": self.change_low_pct,
                "change_high_pct": self.change_high_pct, "interval_level": self.interval_level,
                "decision_basis": str(self.decision_basis), "runs_to_decide": self.runs_to_decide,
                "p_value": self.p_value, "q_value": self.q_value, "runs_to_decide_least": self.runs_to_decide_least,
                "p_test": self.p_test, "noise_source": self.noise_source, "detectable_pct": self.detectable_pct}


@dataclass(frozen=True)
class DiffWarning:
    kind: WarningKind  # capture_conditions: one per ``CaptureConditions`` mismatch, its message
    message: str



class NotebookViews(Protocol):
    """What a Diff's notebook conveniences (``repr``, ``_repr_html_``,
    ``to_dict``) show it with: the renderers' (``report.html``), wired in by
    the package (``tracy_diff/__init__.py``, ``use_views``), so that the
    contract imports no renderer."""

    def short(self, diff: Diff) -> str: ...

    def render_html(self, diff: Diff) -> str: ...

    def as_dict(self, diff: Diff) -> dict[str, Any]: ...


_VIEWS: list[Callable[[], NotebookViews]] = []


def use_views(views: Callable[[], NotebookViews]) -> None:
    """Show every Diff with ``views()`` (called when first needed: the renderers load then)."""
    _VIEWS[:] = [views]


def _views() -> NotebookViews:
    if not _VIEWS:
        raise RuntimeError("no views of a Diff: import tracy_diff (its __init__ wires report.html in)")
    return _VIEWS[0]()


class ExecutionSource(Protocol):
    """Where a Diff's executions come from: the whole table (made when first
    asked for: a capture whose every zone is an execution has millions), or
    one row's rows of it (``executions_of``)."""

    def frame(self) -> pd.DataFrame: ...

    def of(self, row_id: int, side: Side | str | None = None) -> pd.DataFrame: ...


@dataclass(frozen=True, repr=False)
class Diff:
    """Two captures compared: ranked rows plus the data behind them.

    In a notebook: ``repr`` is one line (the captures and the verdict),
    ``_repr_html_`` the verdict and the top rows as the terminal shows them,
    ``to_pandas()`` the rows, ``to_dict()`` the JSON report as data."""

    #: Each side's captures (its runs), in the order of ``RunSummary.runs``; the first is the side's
    #: timeline (``baseline``/``candidate``).
    captures: Pair[tuple[Capture, ...]]
    summaries: Pair[RunSummary]
    rows: pd.DataFrame
    execution_source: ExecutionSource  # ``executions``, made when read
    members: pd.DataFrame
    verdict: Verdict
    iteration_ms: Pair[np.ndarray] | None = None  # per side (rows, kept iterations); None without timelines
    common_shift: CommonShift | None = None
    warnings: tuple[DiffWarning, ...] = field(default=())
    options: DiffOptions = field(default_factory=DiffOptions)
    ir_sources: tuple[IrFolder, ...] = ()  # the IR dump folders used
    conditions: CaptureConditions | None = None  # how each run was captured, and what differs
    total: Total | None = None  # the total dispatch time per iteration, compared
    #: Dispatch time per iteration by op family (``family``, ``baseline_ms_per_iter``,
    #: ``candidate_ms_per_iter``; attention, matmul, ... in that order, absent families left out).
    families: pd.DataFrame | None = None

    @property
    def baseline(self) -> Capture:
        """The baseline's first capture (``captures.baseline[0]``)."""
        return self.captures.baseline[0]

    @property
    def candidate(self) -> Capture:
        """The candidate's first capture (``captures.candidate[0]``)."""
        return self.captures.candidate[0]

    @property
    def baseline_summary(self) -> RunSummary:
        return self.summaries.baseline

    @property
    def candidate_summary(self) -> RunSummary:
        return self.summaries.candidate

    def summary(self, side: Side | str) -> RunSummary:
        return self.summaries[side]

    def run_captures(self, side: Side | str) -> tuple[Capture, ...]:
        """``side``'s captures, one per run (``captures[side]``)."""
        return self.captures[side]

    def __repr__(self) -> str:
        return _views().short(self)

    def _repr_html_(self) -> str:
        return _views().render_html(self)

    def to_pandas(self) -> pd.DataFrame:
        """The rows (``rows``) indexed by rank, with ``ir`` as its one-sentence
        summary (None where the row has none): every column the reports read, as plain values."""
        import pandas as pd

        rows = self.rows.set_index("rank")
        summaries = pd.Series([None if ir is None else ir.summary for ir in rows["ir"]], index=rows.index,
                              dtype=object)
        framed: pd.DataFrame = rows.assign(ir=summaries)
        return framed

    def to_dict(self) -> dict[str, Any]:
        """The JSON report as Python data (``report.json``: plain str, float, list, dict; NaN as None)."""
        return _views().as_dict(self)

    def row(self, row_id: int) -> pd.Series:
        """The row with ``row_id``."""
        found: pd.Series = self.rows.loc[self.rows["row_id"] == row_id].iloc[0]
        return found

    def row_by_rank(self, rank: int) -> pd.Series:
        found: pd.Series = self.rows.loc[self.rows["rank"] == rank].iloc[0]
        return found

    @cached_property
    def executions(self) -> pd.DataFrame:
        """The executions table (see the module doc), made when first read."""
        return self.execution_source.frame()

    def executions_of(self, row_id: int, side: Side | str | None = None) -> pd.DataFrame:
        """Executions of one row, optionally of one side only: the rows of
        ``executions`` (index included) without making that whole table."""
        return self.execution_source.of(row_id, side)

    def per_iteration_ms(self, row_id: int, side: Side | str) -> np.ndarray:
        """The row's summed execution time in each kept iteration of ``side``."""
        import numpy as np

        grid = self.iteration_ms[side] if self.iteration_ms is not None and side in Side.values() else None
        if grid is None or row_id >= len(grid):
            return np.zeros(0)
        per_iteration: np.ndarray = grid[row_id]
        return per_iteration

    def members_of(self, row_id: int) -> pd.DataFrame:
        """The zone names forming one row, with their own figures."""
        found: pd.DataFrame = self.members[self.members["row_id"] == row_id]
        return found

    def row_of_name(self, side: Side | str) -> dict[str, int]:
        """Zone name -> row_id on one side (zones map to rows by name)."""
        m = self.members[self.members["side"] == side]
        return dict(zip(m["name"].astype(str), m["row_id"].astype(int)))
