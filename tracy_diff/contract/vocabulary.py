"""The contract's vocabularies: what a row's status, structure, match and
evidence can be, and the kinds of warnings, verdicts and dump folders."""

from __future__ import annotations

from ..choice import Choice


class GroupBy(Choice):
    """What makes zones one row (``analysis.grouping``)."""

    NAME = "name"  # the display name: ZoneName where set (each IREE dispatch), else the srcloc label
    SRCLOC = "srcloc"  # the source location, ``label (file:line)``, as csvexport groups



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
