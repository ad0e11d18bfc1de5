"""The ``Diff``: what the analysis hands to every renderer (CLI, reports, UI).

Renderers read a Diff and nothing else; they never parse files, never
recompute statistics and never parse a display string back. Times are
milliseconds where a column name says ``_ms``, else nanoseconds (int64).

``Diff.rows`` (one row per dispatch group or enclosing zone, rank order; the
columns and dtypes are ``ROW_COLUMNS``; vocabularies are the enums below)
    ``row_id`` (int, stable key of ``executions``, ``members`` and
    ``iteration_ms``), ``rank`` (1-based), ``status`` (``Status``),
    ``structure`` (``Structure``: what happened to the dispatches),
    ``match`` (``Tier``: the strongest tier that paired the two sides),
    ``section`` (``Section``), ``baseline_names``, ``candidate_names``
    (tuples of the zone names forming the row on each side, empty when
    none), ``baseline_name``, ``candidate_name`` (the same joined with
    `` + `` for display only, None when empty), ``match_detail`` (str),
    ``fused_into`` (rank of the row a vanished dispatch's work moved
    into, else missing; the first of ``fused_into_ranks``),
    ``fused_into_ranks`` (tuple of int: every row it moved into, the
    likeliest first: from the IR where dumps show it, else the rows that
    took its places in the dispatch sequence; empty when none), ``baseline_execs_per_iter``,
    ``candidate_execs_per_iter`` (calls per iteration), ``baseline_ms_per_iter``,
    ``candidate_ms_per_iter``, ``delta_ms_per_iter`` (candidate - baseline),
    ``ratio`` (candidate / baseline, NaN when undefined), ``share_of_change``
    (the row's share of all dispatch slowdown when its delta is positive, of
    all speedup when negative: 0..1; NaN for enclosing zones),
    ``baseline_median_ms``, ``candidate_median_ms``, ``*_p10_ms``,
    ``*_p90_ms``, ``*_min_ms``, ``*_std_ms`` (described statistics of the
    samples, per call: not the row's verdict), ``baseline_samples``,
    ``candidate_samples``, ``unit`` (what one sample is: ``execution``,
    ``iteration`` (the row's total in one iteration) or ``capture`` (no
    timeline)), ``shift_ms``, ``shift_low_ms``, ``shift_high_ms`` (the
    change and its interval as a fraction of ``baseline_median_ms``),
    ``p_value`` (two-sided p of "no change" by the test ``p_test`` names;
    NaN with no test), ``p_test`` (str, "" when none), ``q_value`` (the
    Benjamini-Hochberg q of "the change lies beyond ±threshold", within the
    row's family: the selection of the false-coverage-rate intervals),
    ``significant`` (q <= 1 - ``interval_level`` of the options: the row's
    interval clears a threshold), ``evidence`` (``samples``, ``runs`` or
    ``totals`` (no timeline)), ``baseline_run_ms``, ``candidate_run_ms``
    (tuples: each run's mean time per iteration of the row, in the order
    of ``RunSummary.runs``; empty with one run a side), ``noise_floor``
    (the widest max/min - 1 of a side's run estimates, NaN with one run a
    side; reported, not a gate), ``change_pct`` (the row's change of time
    per iteration in percent: always ``(ratio - 1) * 100``),
    ``change_low_pct``, ``change_high_pct`` (its interval at
    ``interval_level``, two-sided, adjusted for the rows judged),
    ``decision_basis`` (``DecisionBasis``: where the interval's variance
    comes from), ``runs_to_decide`` (for an inconclusive row, about how many
    runs per side, or iterations on the ``samples`` basis, would decide it,
    planned with the variance's upper confidence bound; missing when more
    than ``MOST_UNITS`` (50) or unknown), ``runs_to_decide_least`` (the same
    with the variance as estimated: at least this many), ``ir`` (a ``RowIr`` for a dispatch row when both sides'
    executable sources hold all its functions, else None; see below),
    ``isa`` (an ``IsaPair`` for a dispatch row when both sides have an
    assembly dump (``<stem>.intermediates/``) holding its kernels, or one
    whose ``error`` says why a side's could not be read; else None),
    ``note`` (str).

    The estimand of every row is its time per iteration (the sum of its
    calls in one iteration, averaged): ``ratio``, ``change_*``, ``status``,
    ``delta_ms_per_iter`` and ``share_of_change`` all come from it
    (``analysis.stats.intervals``). Under an environment shift the dispatch
    rows are judged against the common factor: their ``ratio`` is
    candidate / (baseline x factor), ``delta_ms_per_iter`` candidate -
    baseline x factor, and ``change_*`` likewise (``*_ms_per_iter`` as measured).

``RunSummary``: a side over all its runs (``iterations`` summed, medians
over all kept iterations); ``runs`` lists each capture as a ``Run`` whose
iterations are ``first_iteration`` .. ``first_iteration + iterations - 1``
of the side (the ``iteration`` of ``executions`` and the columns of
``iteration_ms``); ``iteration_bounds`` holds every run's iterations in
that order, each in its own capture's timestamps. ``Diff.baseline``/
``candidate`` is a side's first run; ``Diff.captures`` holds every run.

``RowIr`` (the row's ``ir``: what changed in the IR IREE compiled for it)
    ``baseline_files``, ``candidate_files`` (the dump files holding the
    row's functions), ``ops_added``, ``ops_removed`` (``{op: count}``,
    candidate census minus baseline census and the reverse: dialect.op,
    ``linalg.generic`` bodies counted), ``summary`` (one sentence: ``IR: +2
    math.cos, +2 math.sin, ... in dispatch_0_attention_...``), ``diff``
    (unified diff of the normalized functions, lines ``---``, ``+++``,
    ``@@``, then `` ``/``-``/``+`` prefixed; "" when they are the same),
    ``baseline_ir``, ``candidate_ir`` (each side's functions normalized:
    values renumbered, locations stripped, the function named ``@dispatch``;
    for showing both side by side; these three are made when first read),
    ``reproduce`` ({side: shell commands
    that compile and run the dispatch alone}, when the benchmarks dump has
    it), ``fusion`` (sentences of fusion evidence: on a removed row, where
    its ops went; on the row they went into, the same sentence).
    ``to_json()`` is the JSON report's ``ir``.

``IsaPair`` (the row's ``isa``: both builds' static instruction census of
    its kernels, ``IsaCensus`` per side, and the one-line ``summary``
    ``ISA: vmem loads 20 -> 324 (...), MFMA 96 = 96, VGPR 260 -> 348; in the
    main loop: loads 12 -> 196 (static counts)``). ``to_json()`` is the JSON
    report's ``isa``.

``Diff.ir_sources`` (an ``IrFolder`` per dump folder used: ``side``,
    ``kind`` (``sources``, ``benchmarks`` or ``intermediates``), ``path``, ``beside`` (found
    beside the capture rather than given)).

``Diff.executions`` (one row per dispatch or enclosing-zone execution)
    ``side`` (baseline, candidate), ``row_id`` (int32), ``name`` (the
    zone's own name), ``iteration`` (int32, 0-based among kept iterations),
    ``lane`` (thread or GPU context), ``start_ns``, ``end_ns``,
    ``duration_ns`` (wall span), ``busy_ns`` (summed zone time), ``chunks``
    (int32, zones joined). Timestamps are those of the execution's own
    capture (runs of a side overlap in time). Made when first read (from
    ``execution_source``); ``executions_of`` gives one row's without it.

``Diff.members`` (every zone name of every row: zone name -> row)
    ``row_id``, ``side``, ``name``, ``execs_per_iter``, ``ms_per_iter``,
    ``median_ms`` (that name's own figures).

``Diff.iteration_ms`` ({side: array of shape (rows, kept iterations)})
    each row's summed execution time in each kept iteration, indexed by
    ``row_id``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from .choice import Choice

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd

    from .analysis.conditions import CaptureConditions
    from .capture import Capture

T = TypeVar("T")
U = TypeVar("U")


class GroupBy(Choice):
    """What makes zones one row (``analysis.grouping``)."""

    NAME = "name"  # the display name: ZoneName where set (each IREE dispatch), else the srcloc label
    SRCLOC = "srcloc"  # the source location, ``label (file:line)``, as csvexport groups


class Side(Choice):
    """The two sides of a diff."""

    BASELINE = "baseline"
    CANDIDATE = "candidate"

    @property
    def position(self) -> int:
        """0 for the baseline, 1 for the candidate (array positions; not
        ``index``, which would hide ``str.index``)."""
        return 0 if self is Side.BASELINE else 1

    @property
    def other(self) -> Side:
        return Side.CANDIDATE if self is Side.BASELINE else Side.BASELINE


#: The sides in their order (baseline first).
SIDES = (Side.BASELINE, Side.CANDIDATE)


@dataclass(frozen=True)
class Pair(Generic[T]):
    """Something that exists once per side: ``pair.baseline``,
    ``pair[Side.CANDIDATE]`` (or ``pair["candidate"]``); iterates baseline first."""

    baseline: T
    candidate: T

    def __getitem__(self, side: Side | str) -> T:
        return self.baseline if Side(side) is Side.BASELINE else self.candidate

    def __iter__(self) -> Iterator[T]:
        return iter((self.baseline, self.candidate))

    def items(self) -> list[tuple[Side, T]]:
        return [(Side.BASELINE, self.baseline), (Side.CANDIDATE, self.candidate)]

    def map(self, f: Callable[[T], U]) -> Pair[U]:
        return Pair(f(self.baseline), f(self.candidate))

    @staticmethod
    def of(f: Callable[[Side], U]) -> Pair[U]:
        """``Pair(f(Side.BASELINE), f(Side.CANDIDATE))``."""
        return Pair(f(Side.BASELINE), f(Side.CANDIDATE))


class Status(Choice):
    """What the row's time did."""

    REGRESSED = "regressed"  # the interval lies above +threshold (and the thresholds and test agree)
    IMPROVED = "improved"  # the interval lies below -threshold
    UNCHANGED = "unchanged"  # the interval lies inside +-threshold, or the change is under --min-us
    INCONCLUSIVE = "inconclusive"  # the interval straddles a threshold: more runs would decide
    ADDED = "added"
    REMOVED = "removed"
    DESCRIBED = "described"  # the sides run different programs: the row's times are shown, not judged


class Structure(Choice):
    """What happened to the row's dispatches."""

    SAME = "same"  # as many names and calls per iteration on each side
    RECOUNTED = "recounted"  # the same names, called a different number of times
    FUSED = "fused"  # fewer executions per iteration than before
    SPLIT = "split"  # more executions per iteration than before
    ADDED = "added"
    REMOVED = "removed"


class Section(Choice):
    DISPATCH = "dispatch"  # kernels
    ENCLOSING = "enclosing"  # zones enclosing others: command buffers, BenchmarkIteration, host stacks


class Tier(Choice):
    """The strongest rule that paired the two sides of a row."""

    OVERRIDE = "override"
    EXACT = "exact"
    ORDINAL = "ordinal"
    SHAPE = "shape"
    PERMUTED = "permuted"
    CONTENT = "content"  # equal IR fingerprints in the executable sources (names did not pair them)
    SEQUENCE = "sequence"
    NONE = "none"


class SampleUnit(Choice):
    """What one sample of a row is."""

    EXECUTION = "execution"  # one call (or one occurrence of a group's calls)
    ITERATION = "iteration"  # the row's total in one iteration
    CAPTURE = "capture"  # no timeline: the capture's totals only


class Evidence(Choice):
    """What a row's test compared."""

    SAMPLES = "samples"  # the samples of one run a side (or of the pooled runs)
    RUNS = "runs"  # each run's estimate (the run is the unit)
    TOTALS = "totals"  # no timeline: totals, no test


class DecisionBasis(Choice):
    """Where a row's interval gets its variance."""

    RUNS = "runs"  # the spread of the runs' estimates (a side with two runs or more)
    SAMPLES = "samples"  # the spread of the samples alone: run-to-run variation not in it
    ASSUMED = "assumed"  # one run a side: the iterations plus the corpus ratio's run-to-run variance
    PROFILE = "profile"  # one run a side: the iterations plus a noise profile's run-to-run variance
    TOTALS = "totals"  # no samples (aggregate CSVs): the point change alone

    @property
    def units(self) -> str:
        """What ``runs_to_decide`` counts on this basis: more iterations narrow
        only an interval of the samples alone; else more runs are needed."""
        return "iterations" if self is DecisionBasis.SAMPLES else "runs"

    @property
    def phrase(self) -> str:
        """Where the interval came from, in a few words for a table or a tooltip."""
        return {DecisionBasis.RUNS: "from the runs", DecisionBasis.SAMPLES: "from the samples alone",
                DecisionBasis.ASSUMED: "one run a side, corpus run noise",
                DecisionBasis.PROFILE: "one run a side, noise profile", DecisionBasis.TOTALS: "totals only"}[self]


class WarningKind(Choice):
    ITERATION_COUNTS = "iteration_counts"
    WHOLE_CAPTURE = "whole_capture"
    SINGLE_ITERATION = "single_iteration"
    TOO_FEW_ITERATIONS = "too_few_iterations"
    CAPTURE = "capture"
    NO_TIMELINE = "no_timeline"
    ONE_RUN = "one_run"
    RUN_PROGRAMS = "run_programs"
    RUN_ITERATIONS = "run_iterations"
    RUN_TIMES = "run_times"
    IR = "ir"
    CAPTURE_CONDITIONS = "capture_conditions"
    NOISE_PROFILE = "noise_profile"


class IrKind(Choice):
    """An IREE dump folder's kind."""

    SOURCES = "sources"  # --iree-hal-dump-executable-sources-to
    BENCHMARKS = "benchmarks"  # --iree-hal-dump-executable-benchmarks-to
    INTERMEDIATES = "intermediates"  # --iree-hal-dump-executable-intermediates-to (the assembly)


class VerdictKind(Choice):
    REGRESSION = "regression"
    IMPROVEMENT = "improvement"
    MIXED = "mixed"  # the total moved one way and rows moved the other
    NO_CHANGE = "no_change"
    INCONCLUSIVE = "inconclusive"
    ENVIRONMENT_SHIFT = "environment_shift"
    DIFFERENT_PROGRAMS = "different_programs"  # most dispatch time unmatched by name or IR: no verdict


#: ``Diff.rows``' columns in order, with their dtypes (see the module doc): ``str`` is pandas' string
#: dtype, ``object`` holds tuples or None, ``Int64`` integers that may be missing.
ROW_COLUMNS: dict[str, str] = {
    "row_id": "int64", "rank": "int64", "status": "category", "structure": "category", "match": "category",
    "section": "category", "baseline_name": "object", "candidate_name": "object", "baseline_names": "object",
    "candidate_names": "object", "match_detail": "str", "fused_into": "Int64", "fused_into_ranks": "object",
    "baseline_execs_per_iter": "float64", "candidate_execs_per_iter": "float64",
    "baseline_ms_per_iter": "float64", "candidate_ms_per_iter": "float64", "delta_ms_per_iter": "float64",
    "ratio": "float64", "share_of_change": "float64", "baseline_median_ms": "float64",
    "candidate_median_ms": "float64", "baseline_p10_ms": "float64", "baseline_p90_ms": "float64",
    "candidate_p10_ms": "float64", "candidate_p90_ms": "float64", "baseline_min_ms": "float64",
    "candidate_min_ms": "float64", "baseline_std_ms": "float64", "candidate_std_ms": "float64",
    "baseline_samples": "int64", "candidate_samples": "int64", "unit": "str", "shift_ms": "float64",
    "shift_low_ms": "float64", "shift_high_ms": "float64", "p_value": "float64", "p_test": "str",
    "q_value": "float64",
    "significant": "bool", "evidence": "str", "baseline_run_ms": "object", "candidate_run_ms": "object",
    "noise_floor": "float64", "change_pct": "float64", "change_low_pct": "float64",
    "change_high_pct": "float64", "interval_level": "float64", "decision_basis": "str",
    "runs_to_decide": "Int64", "runs_to_decide_least": "Int64", "ir": "object", "isa": "object", "note": "str"}


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


@dataclass(frozen=True)
class IrFolder:
    """An IREE dump folder a diff used."""

    side: Side
    kind: IrKind
    path: str
    beside: bool  # found beside the capture (else given)


@dataclass(frozen=True)
class RowIr:
    """A dispatch row's IR change (see the module docstring). ``diff``,
    ``baseline_ir`` and ``candidate_ir`` are made when first read (by
    ``texts``): a model has hundreds of rows and a report shows a few."""

    baseline_files: tuple[str, ...]
    candidate_files: tuple[str, ...]
    ops_added: dict[str, int]
    ops_removed: dict[str, int]
    summary: str
    texts: Callable[[], tuple[str, str, str]] = field(repr=False, compare=False)  # (diff, baseline, candidate)
    reproduce: dict[str, tuple[str, ...]] = field(default_factory=dict)
    fusion: tuple[str, ...] = ()
    #: Per line of ``baseline_ir`` and ``candidate_ir``: True where the other side has no such line
    #: (lines compared with their values renumbered away), made when first read.
    marks: Callable[[], tuple[tuple[bool, ...], tuple[bool, ...]]] | None = field(
        default=None, repr=False, compare=False)

    @cached_property
    def _made(self) -> tuple[str, str, str]:
        return self.texts()

    @cached_property
    def line_marks(self) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
        """``marks``' answer: which lines of each side's IR the other side lacks (none marked without it)."""
        if self.marks is None:
            return (False,) * len(self.baseline_ir.splitlines()), (False,) * len(self.candidate_ir.splitlines())
        return self.marks()

    @property
    def diff(self) -> str:
        return self._made[0]

    @property
    def baseline_ir(self) -> str:
        return self._made[1]

    @property
    def candidate_ir(self) -> str:
        return self._made[2]

    def to_json(self) -> dict[str, Any]:
        """``{baseline_file, candidate_file, ops_added, ops_removed}`` (the
        first file of each side, None for a side without functions) plus
        ``baseline_files``, ``candidate_files``, ``summary``, ``fusion``,
        ``reproduce``; the IR texts stay out."""
        return {"baseline_file": self.baseline_files[0] if self.baseline_files else None,
                "candidate_file": self.candidate_files[0] if self.candidate_files else None,
                "ops_added": dict(self.ops_added), "ops_removed": dict(self.ops_removed),
                "baseline_files": list(self.baseline_files), "candidate_files": list(self.candidate_files),
                "summary": self.summary, "fusion": list(self.fusion),
                "reproduce": {side: list(cmds) for side, cmds in self.reproduce.items()}}


#: The x86 load/store widths are register widths; AMDGPU's are the data moved per lane.
ISA_WIDTHS = ("512", "256", "128", "96", "64", "32", "16", "8")
#: Keys every ``vmem_loads_by_bits`` has (wider or odd widths appear when counted).
ISA_BASE_WIDTHS = ("128", "64", "32", "16", "8")


@dataclass(frozen=True)
class IsaCounts:
    """Static instruction counts over some of a kernel's code: each
    instruction as written, once, whether it runs never or a million times.
    None: the architecture has no such instruction (LDS on x86)."""

    instructions: int
    vmem_loads: int  # AMDGPU global/buffer/flat loads; x86 loads from memory into registers
    vmem_loads_by_bits: dict[str, int]  # width (str of bits) -> loads; ISA_BASE_WIDTHS always present
    vmem_stores: int
    vmem_stores_by_bits: dict[str, int]
    lds_reads: int | None  # ds_read*/ds_load*
    lds_writes: int | None  # ds_write*/ds_store*
    matrix_ops: int | None  # MFMA/WMMA (AMDGPU); None on x86
    fma: int  # fused multiply-adds (vector and scalar, packed counted once)
    transcendental: int | None  # exp/log/rcp/rsq/sqrt/sin/cos; None on x86
    scratch_loads: int  # AMDGPU scratch loads and spill reloads; x86 stack spill reloads
    scratch_stores: int
    waits: int | None  # s_waitcnt and s_wait_* (AMDGPU)
    barriers: int | None  # s_barrier (AMDGPU)
    gathers: int | None = None  # x86 vgather*/vpgather*
    inserts: int | None = None  # x86 element inserts (vpinsr*, vinsertps, pinsr*)

    def to_json(self) -> dict[str, Any]:
        return {f.name: (dict(v) if isinstance(v := getattr(self, f.name), dict) else v) for f in fields(self)}


@dataclass(frozen=True)
class IsaCensus:
    """One kernel's static instruction census, read from the assembly LLVM
    printed for it (``.rocmasm``, x86-64 ``.s``). ``counts``: the kernel's own
    functions; ``loop_counts``: the instructions inside its innermost loops
    (a backward branch's target through the branch); ``main_loop``: the
    innermost loop with the most instructions. Register and memory figures
    come from the kernel's metadata; None where the architecture or file has
    none. ``occupancy``: waves per SIMD the resources allow (see
    docs/guides/isa.md for the formula), ``occupancy_limit`` what limits it."""

    name: str
    arch: str  # "gfx942", "gfx950", "gfx1100", "x86_64"
    file: str
    counts: IsaCounts
    loops: int  # innermost loops
    loop_counts: IsaCounts
    main_loop: IsaCounts | None
    vgpr: int | None = None  # AMDGPU .vgpr_count: with AGPRs on gfx90a/gfx942/gfx950 (one register file)
    agpr: int | None = None
    sgpr: int | None = None
    vgpr_spills: int | None = None
    sgpr_spills: int | None = None
    scratch_bytes: int | None = None  # private segment per lane (AMDGPU); stack frame (x86)
    lds_bytes: int | None = None
    workgroup_size: tuple[int, ...] | None = None
    wavefront_size: int | None = None
    occupancy: int | None = None
    occupancy_limit: str | None = None
    functions: tuple[str, ...] = ()  # the functions counted (the kernel and its own helpers)

    def to_json(self) -> dict[str, Any]:
        """The CENSUS object of ``tracy-diff isa --format json``: the counts
        flat, ``loop_instructions``, the metadata, ``main_loop``, and
        ``"counts": "static"``."""
        out: dict[str, Any] = {"counts": "static", "name": self.name, "arch": self.arch, "file": self.file}
        out.update(self.counts.to_json())
        out["loop_instructions"] = self.loop_counts.instructions
        out["loops"] = self.loops
        out["loop_vmem_loads"] = self.loop_counts.vmem_loads
        out["main_loop"] = self.main_loop.to_json() if self.main_loop is not None else None
        for k in ("vgpr", "agpr", "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes",
                  "wavefront_size", "occupancy", "occupancy_limit"):
            out[k] = getattr(self, k)
        out["workgroup_size"] = list(self.workgroup_size) if self.workgroup_size else None
        out["functions"] = list(self.functions)
        return out


@dataclass(frozen=True)
class IsaPair:
    """Two builds' census of one kernel, paired by the diff's matcher; a
    side is None when its dump lacks the kernel, ``error`` says why a side
    could not be read."""

    name: str  # the candidate's name, else the baseline's
    baseline_name: str | None
    candidate_name: str | None
    arch: str
    baseline: IsaCensus | None
    candidate: IsaCensus | None
    summary: str  # "ISA: vmem loads 20 -> 324 (...), MFMA 96 = 96, VGPR 260 -> 348; in the main loop: ..."
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "baseline_name": self.baseline_name, "candidate_name": self.candidate_name,
                "arch": self.arch, "counts": "static", "summary": self.summary, "error": self.error,
                "baseline": self.baseline.to_json() if self.baseline is not None else None,
                "candidate": self.candidate.to_json() if self.candidate is not None else None}


@dataclass(frozen=True)
class IsaComparison:
    """``tracy-diff isa``: the kernels of two dumps, paired; what could not be read."""

    baseline: str  # the dump folder or file, as given
    candidate: str
    kernels: tuple[IsaPair, ...]
    warnings: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"counts": "static", "baseline": self.baseline, "candidate": self.candidate,
                "kernels": [k.to_json() for k in self.kernels], "warnings": list(self.warnings)}


class ExecutionSource(Protocol):
    """Where a Diff's executions come from: the whole table (made when first
    asked for: a capture whose every zone is an execution has millions), or
    one row's rows of it (``executions_of``)."""

    def frame(self) -> pd.DataFrame: ...

    def of(self, row_id: int, side: str | None = None) -> pd.DataFrame: ...


@dataclass(frozen=True, repr=False)
class Diff:
    """Two captures compared: ranked rows plus the data behind them.

    In a notebook: ``repr`` is one line (the captures and the verdict),
    ``_repr_html_`` the verdict and the top rows as the terminal shows them,
    ``to_pandas()`` the rows, ``to_dict()`` the JSON report as data."""

    baseline: Capture
    candidate: Capture
    baseline_summary: RunSummary
    candidate_summary: RunSummary
    rows: pd.DataFrame
    execution_source: ExecutionSource  # ``executions``, made when read
    members: pd.DataFrame
    verdict: Verdict
    iteration_ms: dict[Side, np.ndarray] = field(default_factory=dict)
    common_shift: CommonShift | None = None
    warnings: tuple[DiffWarning, ...] = field(default=())
    options: DiffOptions = field(default_factory=DiffOptions)
    ir_sources: tuple[IrFolder, ...] = ()  # the IR dump folders used
    conditions: CaptureConditions | None = None  # how each run was captured, and what differs
    total: Total | None = None  # the total dispatch time per iteration, compared
    #: Each side's captures (its runs), in the order of ``RunSummary.runs``: references to the
    #: Captures the analysis read (the first is ``baseline``/``candidate``), for drawing any run's
    #: timeline; None when only the first runs were kept (``run_captures`` then gives those).
    captures: Pair[tuple[Capture, ...]] | None = None

    def summary(self, side: Side | str) -> RunSummary:
        return self.baseline_summary if Side(side) is Side.BASELINE else self.candidate_summary

    def run_captures(self, side: Side | str) -> tuple[Capture, ...]:
        """``side``'s captures, one per run (``captures``; the first run alone without it)."""
        if self.captures is not None:
            return self.captures[side]
        return (self.baseline if Side(side) is Side.BASELINE else self.candidate,)

    def __repr__(self) -> str:
        from .report.html import short
        return short(self)

    def _repr_html_(self) -> str:
        from .report.html import render_html
        return render_html(self)

    def to_pandas(self) -> pd.DataFrame:
        """The rows (``rows``) indexed by rank, ``ir`` as its summary sentence."""
        from .report.html import frame
        return frame(self)

    def to_dict(self) -> dict[str, Any]:
        """The JSON report as Python data (``report.json``: plain str, float, list, dict; NaN as None)."""
        import json

        from .report.json import render_json
        found: dict[str, Any] = json.loads(render_json(self))
        return found

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

    def executions_of(self, row_id: int, side: str | None = None) -> pd.DataFrame:
        """Executions of one row, optionally of one side only: the rows of
        ``executions`` (index included) without making that whole table."""
        return self.execution_source.of(row_id, side)

    def per_iteration_ms(self, row_id: int, side: str) -> np.ndarray:
        """The row's summed execution time in each kept iteration of ``side``."""
        import numpy as np

        grid = self.iteration_ms.get(Side(side)) if side in Side.values() else None
        if grid is None or row_id >= len(grid):
            return np.zeros(0)
        per_iteration: np.ndarray = grid[row_id]
        return per_iteration

    def members_of(self, row_id: int) -> pd.DataFrame:
        """The zone names forming one row, with their own figures."""
        found: pd.DataFrame = self.members[self.members["row_id"] == row_id]
        return found

    def row_of_name(self, side: str) -> dict[str, int]:
        """Zone name -> row_id on one side (zones map to rows by name)."""
        m = self.members[self.members["side"] == side]
        return dict(zip(m["name"].astype(str), m["row_id"].astype(int)))
