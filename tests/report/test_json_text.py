"""The JSON report's text is json.dumps's with indent 2, long number lists included."""

from __future__ import annotations

import json

import numpy as np

from tracy_diff.report.json import LONG, Written, clean, dumps


def test_dumps_writes_what_the_indenting_encoder_writes() -> None:
    rng = np.random.default_rng(5)
    floats = rng.normal(0, 1e6, 3 * LONG)
    floats[[3, 40]] = [np.nan, np.inf]
    doc = {
        "a": clean(floats), "short": clean(floats[:3]), "ints": clean(np.arange(LONG * 2)),
        "bools": clean(np.arange(LONG) % 2 == 0), "empty": clean(np.empty(0)),
        "rows": [{"x": clean(floats[::-1]), "n": 1, "s": "é, [1, 2]"}, [clean(floats), [clean(floats)]]],
        "text": "tracy-diff-numbers-0",
    }
    assert doc["a"][3] is None and doc["a"][40] is None
    assert dumps(doc) == json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False)


def test_arrays_kept_as_numpy_are_written_as_their_clean_lists() -> None:
    rng = np.random.default_rng(7)
    floats = np.round(rng.normal(0, 1e3, 4 * LONG), 1)  # values repeat
    floats[[1, 5, 9, 12]] = [np.nan, np.inf, -np.inf, -0.0]
    floats[13] = 0.0
    arrays = [floats, floats.astype(np.float32), np.zeros(LONG), np.arange(LONG * 2), np.arange(LONG) % 3 == 0]
    doc = {"rows": [{"a": Written(a), "b": [Written(a), 1]} for a in arrays], "again": Written(floats.copy())}
    same = {"rows": [{"a": clean(a), "b": [clean(a), 1]} for a in arrays], "again": clean(floats)}
    assert dumps(doc) == json.dumps(same, indent=2, ensure_ascii=False, allow_nan=False)
    assert "-0.0" in dumps(doc) and "null" in dumps(doc)
