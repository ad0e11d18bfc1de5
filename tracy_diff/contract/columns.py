"""The columns of the ``Diff``'s tables (``rows``, ``executions``, ``members``).

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
``iteration_ms``). ``Diff.baseline``/``candidate`` is a side's first run.

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
