"""The one duration formatter (Python and the table's JavaScript) against hand-written vectors."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
from pathlib import Path

import pytest

from tracy_diff.report.units import format_ms, format_p, format_ratio

ROOT = Path(__file__).resolve().parents[2]
VECTORS = json.loads((Path(__file__).parent / "format_vectors.json").read_text(encoding="utf-8"))
JS = ROOT / "tracy_diff" / "ui" / "assets" / "dashAgGridFunctions.js"


def _value(v):
    return {"nan": math.nan, "inf": math.inf}.get(v, v) if isinstance(v, str) else v


@pytest.mark.parametrize("value, signed, expected", VECTORS["ms"])
def test_format_ms(value, signed, expected):
    assert format_ms(_value(value), signed=signed) == expected


@pytest.mark.parametrize("value, expected", VECTORS["ratio"])
def test_format_ratio(value, expected):
    assert format_ratio(value) == expected


@pytest.mark.parametrize("value, expected", VECTORS["p"])
def test_format_p(value, expected):
    assert format_p(value) == expected


@pytest.mark.slow
def test_javascript_formatters_agree_with_the_vectors():
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        pytest.skip("node is not installed: the JavaScript formatters are not checked")
    script = f"""
    var window = {{}};
    {JS.read_text(encoding="utf-8")}
    var f = window.dashAgGridFunctions, v = {json.dumps(VECTORS)}, bad = [];
    function val(x) {{ return x === "nan" ? NaN : x === "inf" ? Infinity : x; }}
    v.ms.forEach(function (c) {{ var got = f.fmtMs(val(c[0]), c[1]); if (got !== c[2]) bad.push([c, got]); }});
    v.ratio.forEach(function (c) {{ var got = f.fmtRatio(c[0]); if (got !== c[1]) bad.push([c, got]); }});
    v.p.forEach(function (c) {{ var got = f.fmtP(c[0]); if (got !== c[1]) bad.push([c, got]); }});
    console.log(JSON.stringify(bad));
    """
    out = subprocess.run([node, "-e", script], capture_output=True, text=True, timeout=60, check=True)
    assert json.loads(out.stdout) == []
