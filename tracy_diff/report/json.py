"""A Diff as JSON: both runs, the verdict, every row and member (NaN as null)."""

from __future__ import annotations

import json
import math

import numpy as np

from ..diff import Diff, RunSummary


def _clean(value):
    """JSON-safe Python value: numpy scalars unwrapped, NaN/inf as None."""
    import pandas as pd  # loaded already: a Diff is made of DataFrames

    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating, float)):
        v = float(value)
        return v if math.isfinite(v) else None
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, np.ndarray):
        return [_clean(v) for v in value.tolist()]
    if value is pd.NA or value is pd.NaT:
        return None
    return value


def summary_dict(s: RunSummary) -> dict:
    return {"path": s.path, "program": s.program, "iterations": s.iterations,
            "dropped_iterations": s.dropped_iterations, "iteration_source": s.iteration_source,
            "ms_per_iteration": _clean(s.ms_per_iteration),
            "dispatch_ms_per_iteration": _clean(s.dispatch_ms_per_iteration),
            "iteration_ms": _clean(np.asarray(s.iteration_ms, np.float64))}


def render_json(diff: Diff) -> str:
    rows = [{k: _clean(v) for k, v in rec.items()} for rec in diff.rows.to_dict("records")]
    members = [{k: _clean(v) for k, v in rec.items()} for rec in diff.members.to_dict("records")]
    doc = {"baseline": summary_dict(diff.baseline_summary),
           "candidate": summary_dict(diff.candidate_summary),
           "verdict": diff.verdict, "warnings": list(diff.warnings),
           "options": {k: _clean(v) for k, v in diff.options.items()},
           "rows": rows, "members": members}
    return json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
