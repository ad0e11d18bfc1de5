"""Capture(s) -> Diff: the analysis layer.

``names`` (IREE dispatch-name parsing), ``iterations`` (benchmark
iterations and executions), ``sides`` (a capture reduced for comparison),
``overrides`` (user pairing rules), ``matching`` (pairing dispatches across
builds), ``significance`` (tests, intervals, FDR), ``judge`` (status,
common shift, ranking, verdict as data), ``compare`` (``diff()``, which is
``tracy_diff.diff``).
"""
