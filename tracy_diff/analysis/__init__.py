"""Capture(s) -> Diff: the analysis layer.

``names`` (IREE dispatch-name parsing), ``iterations`` (benchmark
iterations and executions), ``overrides`` (user pairing rules),
``matching`` (pairing dispatches across builds), ``significance`` (sample
statistics, tests, intervals, FDR), ``compare`` (rows, status, ranking,
verdict as data). ``compare.diff`` is ``tracy_diff.diff``.
"""
