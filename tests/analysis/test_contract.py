"""The Diff's typed contract: options, sides, pairs and the row columns declared in ``diff.py``."""

import json

import numpy as np
import pandas as pd
import pytest

import tracy_diff
from tests.paths import SAMPLES
from tracy_diff.diff import ROW_COLUMNS, DiffOptions, Pair, Side, WarningKind
from tracy_diff.report import RENDERERS, ReportFormat, render


@pytest.fixture(scope="module")
def sample_diff():
    return tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")


def test_rows_have_the_declared_columns_and_dtypes(sample_diff):
    rows = sample_diff.rows
    assert list(rows.columns) == list(ROW_COLUMNS)
    for name, dtype in ROW_COLUMNS.items():
        got = rows[name].dtype
        if dtype == "category":
            assert isinstance(got, pd.CategoricalDtype), name
        elif dtype == "str":
            assert pd.api.types.is_string_dtype(got) and got != np.dtype(object), (name, got)
        else:
            assert str(got) == dtype, (name, got)


def test_options_have_their_defaults_in_one_place_and_refuse_unknown_names(sample_diff):
    assert sample_diff.options == DiffOptions()
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run2.tracy", threshold_pct=2.0)
    assert d.options.threshold_pct == 2.0 and d.options.min_abs_us_per_iter == DiffOptions.min_abs_us_per_iter
    with pytest.raises(TypeError, match="threshhold_pct"):
        tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run2.tracy", threshhold_pct=2.0)
    doc = json.loads(render(d, "json"))
    assert doc["options"]["threshold_pct"] == 2.0 and doc["options"]["overrides"] == []


def test_pairs_and_sides():
    p = Pair(1, 2)
    assert p[Side.BASELINE] == 1 and p["candidate"] == 2 and list(p) == [1, 2]
    assert p.map(lambda v: v * 10) == Pair(10, 20)
    assert Pair.of(lambda s: s.position) == Pair(0, 1) and Side.BASELINE.other is Side.CANDIDATE
    assert f"{Side.CANDIDATE}" == "candidate" and json.dumps(WarningKind.IR) == '"ir"'


def test_one_mapping_chooses_the_renderer(sample_diff):
    assert list(RENDERERS) == list(ReportFormat)
    with pytest.raises(ValueError, match="unknown format"):
        render(sample_diff, "yaml")


def test_report_modules_import_no_circle():
    """``cells`` is the leaf the others share; ``ir`` no longer imports ``markdown``."""
    import ast
    import pathlib

    folder = pathlib.Path(tracy_diff.__file__).parent / "report"
    imports = {}
    for f in folder.glob("*.py"):
        tree = ast.parse(f.read_text())
        imports[f.stem] = {n.module.lstrip(".") for n in ast.walk(tree)
                           if isinstance(n, ast.ImportFrom) and n.level == 1 and n.module}
    assert imports["cells"] <= {"units"}

    def reaches(a, b, seen=()):
        return any(m == b or (m not in seen and reaches(m, b, seen + (m,))) for m in imports.get(a, ()))
    assert not any(reaches(m, m) for m in imports)
