"""Capture(s) -> Diff: the analysis layer.

``names`` (IREE dispatch-name parsing), ``iterations`` (benchmark
iterations and executions), ``sides`` (a capture reduced for comparison),
``overrides`` (user pairing rules), ``matching`` (pairing dispatches across
builds), ``significance`` (tests, intervals, FDR), ``pooling`` (a side's
runs as one side), ``runs`` (run-level test, noise floor, power),
``run_evidence`` (each run's estimate of each row), ``judge`` (status,
common shift, ranking, verdict as data), ``compare`` (``diff()``, which is
``tracy_diff.diff``), ``noise`` (run-to-run noise of one build).
"""
