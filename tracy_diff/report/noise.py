"""A ``Noise`` report (``analysis.noise``) as text: table, json, csv, markdown.

Spreads are shown in percent; ``runs_needed`` and ``iterations_needed``
as counts ("–" when unknown, "no" when longer runs cannot help).
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Callable

import pandas as pd

from ..contract.names import short_name
from ..contract.noise import Noise
from .cells import code, escape, printable
from .formats import ReportFormat
from .json import clean
from .units import format_ms


def _csv(report: Noise) -> str:
    rows = report.rows.copy()
    rows["run_median_ms"] = [json.dumps(clean(v)) for v in rows["run_median_ms"]]
    buf = io.StringIO()
    rows.to_csv(buf, index=False, lineterminator="\n", float_format="%.6g")
    return buf.getvalue()


def _json(report: Noise) -> str:
    return json.dumps(document(report), indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def render_noise(report: Noise, fmt: ReportFormat | str = ReportFormat.TABLE) -> str:
    """``report`` as ``fmt`` text."""
    return RENDERERS[ReportFormat.of(fmt)](report)


def document(report: Noise) -> dict[str, object]:
    return {"effect": report.effect,
            "runs": [{"path": r.path, "iterations": r.iterations, "ms_per_iteration": clean(r.ms_per_iteration)}
                     for r in report.runs],
            "rows": [{k: clean(v) for k, v in rec.items()} for rec in report.rows.to_dict("records")],
            "warnings": [{"kind": w.kind, "message": w.message} for w in report.warnings]}


def _pct(v: float) -> str:
    return "–" if v != v else f"{v * 100:.1f}%"


def _count(v: float) -> str:
    return "–" if pd.isna(v) else str(int(v))


def _cells(report: Noise, r: pd.Series) -> list[str]:
    more = "no" if pd.isna(r["iterations_needed"]) else str(int(r["iterations_needed"]))
    if r["runs"] < 2:
        more = "–"
    return [f"{r['calls_per_iter']:.3g}", str(r["runs"]), str(r["iterations"]), format_ms(r["median_ms"]),
            _pct(r["run_spread"]), _pct(r["run_sd"]), _pct(r["within_run_sd"]), _count(r["runs_needed"]), more]


HEAD = ["calls/iter", "runs", "iters", "median/call", "run spread", "run sd", "within sd", "runs needed",
        "iters/run"]


def _footer(report: Noise) -> list[str]:
    runs = len(report.runs)
    return [f"run spread: max/min - 1 of the runs' median per call (a diff's noise floor); run sd and within sd: "
            f"standard deviation of the log of run medians and of single calls; runs needed: runs per side "
            f"for a {report.effect * 100:g}% change (t test, alpha 0.05, power 0.8); iters/run: iterations per "
            f"run with which {runs} runs suffice (no: the run-to-run drift alone is too large, add runs)."]


def _table(report: Noise) -> str:
    out = [printable(f"run {i + 1}: {r.path}  {r.iterations} iterations, {format_ms(r.ms_per_iteration)}/iter")
           for i, r in enumerate(report.runs)] + [""]
    out.append("  ".join(f"{h:>11}" for h in HEAD) + "  dispatch")
    for _, r in report.rows.iterrows():
        out.append("  ".join(f"{c:>11}" for c in _cells(report, r)) + "  " + printable(short_name(r["name"], 72)))
    out += [""] + _footer(report) + [printable(f"warning: {w.message}") for w in report.warnings]
    return "\n".join(out) + "\n"


def _markdown(report: Noise) -> str:
    out = ["| run | capture | iterations | time per iteration |", "| ---: | --- | ---: | ---: |"]
    out += [f"| {i + 1} | {code(os.path.basename(r.path))} | {r.iterations} | {format_ms(r.ms_per_iteration)} |"
            for i, r in enumerate(report.runs)]
    out += ["", "| dispatch | " + " | ".join(HEAD) + " |", "| --- |" + " ---: |" * len(HEAD)]
    for _, r in report.rows.iterrows():
        out.append(f"| {code(short_name(r['name']))} | " + " | ".join(_cells(report, r)) + " |")
    out += [""] + [escape(line) for line in _footer(report)]
    for w in report.warnings:
        message = w.message
        for run in report.runs:
            message = message.replace(run.path, os.path.basename(run.path))
        out.append(f"> warning: {escape(message)}")
    return "\n".join(out) + "\n"


#: Format -> renderer.
RENDERERS: dict[ReportFormat, Callable[[Noise], str]] = {
    ReportFormat.TABLE: _table, ReportFormat.JSON: _json, ReportFormat.CSV: _csv, ReportFormat.MARKDOWN: _markdown}
