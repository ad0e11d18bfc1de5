"""A Diff as JSON (the fields: docs/reference/report.schema.json, shown in docs/reference/json.md).

Top level: ``tool`` ({name, version}: the tracy-diff that wrote it),
``schema_version`` (``SCHEMA_VERSION``), ``baseline``/``candidate`` (run summaries with ``runs`` and
``capture_conditions``: how the side's runs were taken and what differs),
``verdict`` ({kind, text, delta_ms_per_iter, top_row, cause, code_unchanged, identical, against}), ``total``
(``Total.to_json()``: the total dispatch time per iteration, compared like a row), ``common_shift``
({ratio, share_of_time} or null), ``warnings`` ([{kind, message}]),
``options``, ``ir_sources`` ([{side, kind, path, beside}]: IR dumps used),
``rows`` (``Diff.rows`` with each row's per-iteration times; ``ir`` is
``RowIr.to_json()`` or null; ``isa`` is ``IsaPair.to_json()`` (both
sides' static instruction census) or null; ``fused_into`` is a list of ranks when the
row's vanished work fed several rows, as ``fused_into_ranks`` always is),
``members``. NaN and infinities are null.
"""

from __future__ import annotations

import json
import math
import re
import secrets
from collections.abc import Callable, Mapping

import numpy as np

from .._version import __version__
from ..diff import SIDES, Diff, IsaPair, RowIr, RunSummary
from .verdict import verdict_text

#: The JSON report's layout; raised when a key is removed or changes meaning (adding keys keeps it).
#: 2: rows judged by their time per iteration (issue 30): p, q, levels and run estimates changed meaning.
SCHEMA_VERSION = 2


class Numbers(list[float | None]):
    """A list of numbers and None only (``clean`` of a numeric array): written at C speed."""


def clean(value: object) -> object:
    """JSON-safe Python value: numpy scalars unwrapped, NaN/inf and pandas NA as None."""
    if value is None:
        return None
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating, float)):
        v = float(value)
        return v if math.isfinite(v) else None
    if isinstance(value, np.bool_):
        return bool(value)
    if isinstance(value, np.ndarray):
        if value.dtype.kind in "iub":
            return Numbers(value.tolist())
        if value.dtype.kind == "f":
            out = Numbers(value.tolist())
            for i in np.flatnonzero(~np.isfinite(value)).tolist():
                out[i] = None
            return out
        return [clean(v) for v in value.tolist()]
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    if isinstance(value, str):
        return str(value)
    if isinstance(value, (RowIr, IsaPair)):
        return value.to_json()
    import pandas as pd  # loaded already: a Diff is made of DataFrames

    if value is pd.NA or value is pd.NaT:
        return None
    return value


def clean_dict(value: Mapping[str, object]) -> dict[str, object]:
    """``clean`` through nested dicts and lists."""
    return {k: _clean_nested(v) for k, v in value.items()}


def _clean_nested(value: object) -> object:
    if isinstance(value, dict):
        return {k: _clean_nested(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean_nested(v) for v in value]
    return clean(value)


def summary_dict(s: RunSummary, conditions: dict[str, object] | None = None,
                 numbers: Callable[[np.ndarray], object] = clean) -> dict[str, object]:
    """A side's JSON: its run summary and ``capture_conditions`` (see
    ``CaptureConditions.side_json``); ``iteration_ms`` made by ``numbers``."""
    return {"path": s.path, "program": s.program, "module": s.module, "iterations": s.iterations,
            "dropped_iterations": s.dropped_iterations, "iteration_source": s.iteration_source,
            "ms_per_iteration": clean(s.ms_per_iteration),
            "dispatch_ms_per_iteration": clean(s.dispatch_ms_per_iteration),
            "iteration_ms": numbers(np.asarray(s.iteration_ms, np.float64)),
            "runs": [{"path": r.path, "iterations": r.iterations, "ms_per_iteration": clean(r.ms_per_iteration)}
                     for r in s.runs],
            "capture_conditions": conditions}


class Written:
    """A numeric array kept as numpy in the document ``render_json`` writes:
    ``dumps`` writes it as it would write ``clean(array)``."""

    __slots__ = ("array",)

    def __init__(self, array: np.ndarray) -> None:
        self.array = array


def _kept(value: np.ndarray) -> object:
    """``value`` as ``Written`` when ``dumps`` would write it by its C encoder, else ``clean(value)``."""
    return Written(value) if len(value) >= LONG and value.dtype.kind in "iubf" else clean(value)


def document(diff: Diff) -> dict[str, object]:
    """The JSON document as Python data."""
    return _document(diff, clean)


def _document(diff: Diff, numbers: Callable[[np.ndarray], object]) -> dict[str, object]:
    """The document, each row's per-iteration times made by ``numbers``."""
    v = diff.verdict
    rows = []
    for rec in diff.rows.to_dict("records"):
        row = {k: clean(v) for k, v in rec.items()}
        if len(rec["fused_into_ranks"]) > 1:  # fed several rows: all of them
            row["fused_into"] = [int(r) for r in rec["fused_into_ranks"]]
        for side in ("baseline", "candidate"):
            row[f"{side}_iteration_ms"] = numbers(diff.per_iteration_ms(int(rec["row_id"]), side))
        rows.append(row)
    shift = diff.common_shift
    return {
        "tool": {"name": "tracy-diff", "version": __version__},
        "schema_version": SCHEMA_VERSION,
        **{side: summary_dict(diff.summary(side), None if diff.conditions is None
                              else clean_dict(diff.conditions.side_json(side)), numbers)
           for side in SIDES},
        "verdict": {"kind": str(v.kind), "text": verdict_text(diff), "delta_ms_per_iter": clean(v.delta_ms_per_iter),
                    "top_row": v.top_row, "cause": v.cause, "code_unchanged": v.code_unchanged,
                    "identical": v.identical,
                    "against": list(v.against), "decided": list(v.decided),
                    "matched_share": clean(v.matched_share)},
        "total": None if diff.total is None else {k: clean(x) for k, x in diff.total.to_json().items()},
        "common_shift": None if shift is None else {"ratio": clean(shift.ratio),
                                                    "share_of_time": clean(shift.share_of_time)},
        "warnings": [{"kind": w.kind, "message": w.message} for w in diff.warnings],
        "ir_sources": [{"side": f.side, "kind": f.kind, "path": f.path, "beside": f.beside}
                       for f in diff.ir_sources],
        "options": {k: clean(v) for k, v in diff.options.to_json().items()},
        "rows": rows,
        "members": [{k: clean(v) for k, v in rec.items()} for rec in diff.members.to_dict("records")],
    }


def render_json(diff: Diff) -> str:
    return "".join([*_parts(_document(diff, _kept)), "\n"])


_SPACES = re.compile(" *")
#: ``Numbers`` at least this long are written by json's C encoder.
LONG = 32


def dumps(doc: object) -> str:
    """``json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False)``, the
    same text, with long ``Numbers`` lists (and ``Written`` arrays) written by
    json's C encoder (the indenting encoder is pure Python: a float at a time)."""
    return "".join(_parts(doc))


def _parts(doc: object) -> list[str]:
    """The pieces of ``dumps(doc)``'s text, in order."""
    token = f"tracy-diff-numbers-{secrets.token_hex(8)}-"
    lists: list[Numbers | Written] = []

    def swap(v: object) -> object:
        if isinstance(v, dict):
            return {k: swap(x) for k, x in v.items()}
        if (type(v) is Numbers and len(v) >= LONG) or type(v) is Written:
            lists.append(v)
            return f"{token}{len(lists) - 1}"
        if isinstance(v, (list, tuple)):
            return [swap(x) for x in v]
        return v

    text = json.dumps(swap(doc), indent=2, ensure_ascii=False, allow_nan=False)
    parts, at, written = [], 0, _Items()
    for m in re.finditer(f'"{token}(\\d+)"', text):
        line = text.rfind("\n", 0, m.start()) + 1
        pad = " " * (_SPACES.match(text, line).end() - line)  # type: ignore[union-attr]
        parts += [text[at:m.start()], "[\n", pad, "  ", written(lists[int(m.group(1))], ",\n" + pad + "  "),
                  "\n", pad, "]"]
        at = m.end()
    parts.append(text[at:])
    return parts


class _Items:
    """The items of a long list as json writes them, joined by a separator;
    an array equal to one written before (both sides of a self-diff, rows
    that never ran) is written once."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, bytes, str], str] = {}

    def __call__(self, values: Numbers | Written, sep: str) -> str:
        if not isinstance(values, Written):
            return json.dumps(values, allow_nan=False, separators=(sep, ":"))[1:-1]
        a = values.array
        key = (a.dtype.str, a.tobytes(), sep)
        if key not in self.seen:
            self.seen[key] = _floats(a, sep) if a.dtype.kind == "f" else json.dumps(
                a.tolist(), allow_nan=False, separators=(sep, ":"))[1:-1]
        return self.seen[key]


def _floats(a: np.ndarray, sep: str) -> str:
    """``json.dumps(clean(a))``'s items joined by ``sep``: each distinct value
    (by its bits: -0.0 is not 0.0) written once, by json's C encoder (``repr``)."""
    bits, at = np.unique(np.ascontiguousarray(a, np.float64).view(np.int64), return_inverse=True)
    values = bits.view(np.float64)
    distinct = values.tolist()
    for i in np.flatnonzero(~np.isfinite(values)).tolist():
        distinct[i] = None
    # A float's or null's text holds no comma.
    texts = np.array(json.dumps(distinct, allow_nan=False, separators=(",", ":"))[1:-1].split(","), dtype=object)
    return sep.join(texts[at].tolist())
