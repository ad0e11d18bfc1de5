"""Capture(s) -> Diff: the analysis layer.

``executions`` (iterations, executions, a side's runs pooled), ``matching``
(IREE names, pairing dispatches across builds, overrides, op families),
``stats`` (tests, intervals, run-level evidence, noise), ``ir`` (the
compiler's dumps: sources, op census, explanations); ``compare`` (``diff()``,
which is ``tracy_diff.diff``) runs them, ``row_figures`` and ``judge`` turn
matched executions into judged rows, ``conditions`` compares how the captures
were taken, ``aggregate`` is ``stats``' per-group table.
"""
