"""The columns of the ``Diff``'s tables: ``ROWS``, one ``Column`` (name,
dtype, meaning) per column of ``Diff.rows`` (docs/reference/python.md's
table is made from it), and below, the other tables and records.

Renderers read a Diff and nothing else; they never parse files, never
recompute statistics and never parse a display string back. Times are
milliseconds where a column name says ``_ms``, else nanoseconds (int64).

``Diff.rows``: one row per dispatch group or enclosing zone, in rank order.
The estimand of every row is its time per iteration (the sum of its calls
in one iteration, averaged): ``ratio``, ``change_*``, ``status``,
``delta_ms_per_iter`` and ``share_of_change`` all come from it
(``analysis.stats.intervals``). Under an environment shift the dispatch
rows are judged against the common factor: their ``ratio`` is candidate /
(baseline x factor), ``delta_ms_per_iter`` candidate - baseline x factor,
and ``change_*`` likewise (``*_ms_per_iter`` as measured).

``RunSummary``: a side over all its runs (``iterations`` summed, medians
over all kept iterations); ``runs`` lists each capture as a ``Run`` whose
iterations are ``first_iteration`` .. ``first_iteration + iterations - 1``
of the side (the ``iteration`` of ``executions`` and the columns of
``iteration_ms``). ``Diff.summaries`` holds one per side (a ``Pair``);
``Diff.captures`` each side's captures, its runs in that order, the first
being ``Diff.baseline``/``candidate`` (the side's timeline).

``RowIr`` (the row's ``ir``: what changed in the IR IREE compiled for it)
    ``files`` (a ``Pair``: each side's dump files holding the row's
    functions; also ``baseline_files``, ``candidate_files``), ``ops_added``, ``ops_removed`` (``{op: count}``,
    candidate census minus baseline census and the reverse: dialect.op,
    ``linalg.generic`` bodies counted), ``summary`` (one sentence: ``IR: +2
    math.cos, +2 math.sin, ... in dispatch_0_attention_...``), ``diff``
    (unified diff of the normalized functions, lines ``---``, ``+++``,
    ``@@``, then `` ``/``-``/``+`` prefixed; "" when they are the same),
    ``baseline_ir``, ``candidate_ir`` (each side's functions normalized:
    values renumbered, locations stripped, the function named ``@dispatch``;
    for showing both side by side; these three are made when first read),
    ``reproduce`` (a ``Pair``: each side's shell commands that compile and
    run the dispatch alone, () unless the benchmarks dump has them),
    ``fusion`` (sentences of fusion evidence: on a removed row, where its
    ops went; on the row they went into, the same sentence).
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

``Diff.iteration_ms`` (a ``Pair`` of arrays of shape (rows, kept
    iterations); None without timelines) each row's summed execution time
    in each kept iteration, indexed by ``row_id``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Column:
    """One column of a table of the contract: its name, its pandas dtype
    (``str`` is pandas' string dtype, ``object`` holds tuples or None,
    ``Int64`` integers that may be missing) and what it holds."""

    name: str
    dtype: str
    doc: str


def _sides(name: str, dtype: str, doc: str) -> tuple[Column, Column]:
    """``baseline_<name>`` and ``candidate_<name>``: one figure per side."""
    return Column(f"baseline_{name}", dtype, doc), Column(f"candidate_{name}", dtype, doc)


#: ``Diff.rows``' columns, in order.
ROWS: tuple[Column, ...] = (
    Column("row_id", "int64", "stable key of the row in `executions`, `members` and `iteration_ms`"),
    Column("rank", "int64", "1-based rank"),
    Column("status", "category", "what the row's time did (`Status`)"),
    Column("structure", "category", "what happened to its dispatches (`Structure`)"),
    Column("match", "category", "the strongest tier that paired the two sides (`Tier`)"),
    Column("section", "category", "dispatch or enclosing zone (`Section`)"),
    *_sides("name", "object", "the side's zone names joined with ` + `, for display only; None when none"),
    *_sides("names", "object", "tuple of the zone names forming the row on the side; empty when none"),
    Column("match_detail", "str", "how the sides were paired, in words"),
    Column("fused_into", "Int64", "rank of the row a vanished dispatch's work moved into (the first of "
           "`fused_into_ranks`), else missing"),
    Column("fused_into_ranks", "object", "tuple of every rank it moved into, the likeliest first: from the IR "
           "where dumps show it, else the rows that took its places in the dispatch sequence; empty when none"),
    *_sides("execs_per_iter", "float64", "calls per iteration"),
    *_sides("ms_per_iter", "float64", "time per iteration: the row's calls in one iteration, summed, averaged"),
    Column("delta_ms_per_iter", "float64", "candidate - baseline time per iteration"),
    Column("ratio", "float64", "candidate / baseline time per iteration; NaN when undefined"),
    Column("share_of_change", "float64", "the row's share of all dispatch slowdown when its delta is positive, "
           "of all speedup when negative (0..1); NaN for enclosing zones"),
    *_sides("median_ms", "float64", "median of the samples, per call (described, not the verdict)"),
    Column("baseline_p10_ms", "float64", "10th percentile of the baseline's samples"),
    Column("baseline_p90_ms", "float64", "90th percentile of the baseline's samples"),
    Column("candidate_p10_ms", "float64", "10th percentile of the candidate's samples"),
    Column("candidate_p90_ms", "float64", "90th percentile of the candidate's samples"),
    *_sides("min_ms", "float64", "smallest sample"),
    *_sides("std_ms", "float64", "standard deviation of the samples"),
    *_sides("samples", "int64", "samples of the side"),
    Column("unit", "str", "what one sample is (`SampleUnit`): `execution`, `iteration` (the row's total in one "
           "iteration) or `capture` (no timeline)"),
    Column("shift_ms", "float64", "the change of the samples' location"),
    Column("shift_low_ms", "float64", "low bound of its interval"),
    Column("shift_high_ms", "float64", "high bound of its interval"),
    Column("p_value", "float64", "two-sided p of \"no change\" by the test `p_test` names; NaN with no test"),
    Column("p_test", "str", "the test behind `p_value`; empty when none"),
    Column("q_value", "float64", "Benjamini-Hochberg q of \"the change lies beyond ±threshold\" within the "
           "row's family: the selection of the false-coverage-rate intervals"),
    Column("significant", "bool", "q <= 1 - `interval_level`: the row's interval clears a threshold"),
    Column("evidence", "str", "what the row's test compared (`Evidence`): `samples`, `runs` or `totals`"),
    *_sides("run_ms", "object", "tuple: each run's mean time per iteration of the row, in the order of "
            "`RunSummary.runs`; empty with one run a side"),
    Column("noise_floor", "float64", "the widest max/min - 1 of a side's run estimates; NaN with one run a "
           "side; reported, not a gate"),
    Column("change_pct", "float64", "the change of time per iteration in percent: `(ratio - 1) * 100`"),
    Column("change_low_pct", "float64", "low bound of its interval at `interval_level`, two-sided, adjusted for "
           "the rows judged"),
    Column("change_high_pct", "float64", "high bound of that interval"),
    Column("interval_level", "float64", "the level of the row's interval"),
    Column("decision_basis", "str", "where the interval's variance comes from (`DecisionBasis`)"),
    Column("runs_to_decide", "Int64", "inconclusive: about how many runs per side (iterations on the `samples` "
           "basis) would decide it, planned with the variance's upper confidence bound; missing when more "
           "than 50 or unknown"),
    Column("runs_to_decide_least", "Int64", "the same with the variance as estimated: at least this many"),
    Column("ir", "object", "a `RowIr` for a dispatch row when both sides' executable sources hold all its "
           "functions, else None"),
    Column("isa", "object", "an `IsaPair` for a dispatch row when both sides have an assembly dump holding its "
           "kernels (or one whose `error` says why a side's could not be read), else None"),
    Column("note", "str", "why the row was judged so, in words"),
)

#: ``Diff.rows``' columns in order with their dtypes.
ROW_COLUMNS: dict[str, str] = {c.name: c.dtype for c in ROWS}
