"""The JSON report against its published schema (docs/reference/report.schema.json).

Real reports of several sample pairs, one run and several runs a side, a GPU
pair and an aggregate CSV pair, must validate; and the schema's vocabularies
and row fields must be the contract's, so a new column, a new enum member or
a renamed field fails here until the schema (and so the docs page generated
from it) says it.
"""

from __future__ import annotations

import importlib
import json
from functools import cache

import jsonschema
import pytest

import tracy_diff
from tests.command_line import run_cli
from tests.paths import CSVEXPORT, ROOT, SAMPLES, SHARED
from tracy_diff.analysis import conditions
from tracy_diff.report import render

#: ``tracy_diff.diff`` the module (the package's ``diff`` is the function).
contract = importlib.import_module("tracy_diff.diff")
SCHEMA_PATH = ROOT / "docs" / "reference" / "report.schema.json"

#: (baseline runs, candidate runs): sample pairs of 1 and of several runs a side.
PAIRS = [
    (["baseline.tracy"], ["rope_fused_qk.tracy"]),
    (["decoder.tracy"], ["decoder_rope_fused_qk.tracy"]),
    (["decoder.tracy"], ["decoder_shifted.tracy"]),
    (["baseline_run3.tracy", "baseline_run4.tracy", "baseline_run5.tracy"],
     ["rope_fused_q_run2.tracy", "rope_fused_q_run3.tracy", "rope_fused_q_run4.tracy"]),
    (["decoder.tracy", "decoder_run2.tracy", "decoder_run3.tracy"],
     ["decoder_horizontal.tracy", "decoder_horizontal_run2.tracy"]),
    (["baseline.tracy", "baseline_run2.tracy"], ["baseline_sampling.tracy"]),
]


@cache
def schema() -> dict:
    loaded: dict = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(loaded)
    return loaded


def problems(doc: dict) -> list[str]:
    """Every place ``doc`` breaks the schema, one line each."""
    validator = jsonschema.Draft202012Validator(schema())
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(doc)]


@pytest.mark.parametrize("baseline, candidate", PAIRS, ids=lambda runs: "+".join(runs))
def test_sample_reports_validate(baseline, candidate):
    d = tracy_diff.diff([SAMPLES / b for b in baseline], [SAMPLES / c for c in candidate])
    doc = json.loads(render(d, "json"))
    assert problems(doc) == []
    assert len(doc["baseline"]["runs"]) == len(baseline) and len(doc["rows"]) == len(d.rows)


def test_cli_report_with_options_validates(tmp_path):
    """What the command line writes, with the options that fill more fields:
    a noise profile, overrides, srcloc grouping."""
    profile = tmp_path / "profile.json"
    runs = [SAMPLES / f"baseline_run{k}.tracy" for k in (3, 4, 5)]
    assert run_cli("noise", *runs, "--save", profile).returncode == 0
    rules = tmp_path / "rules.txt"
    rules.write_text(r".*_dispatch_\d+_attention_.* => .*_dispatch_\d+_attention_.*" "\n", encoding="utf-8")
    for extra in (["--noise", profile, "--overrides", rules], ["--group-by", "srcloc", "--keep-warmup"]):
        out = tmp_path / "report.json"
        done = run_cli(SAMPLES / "baseline_run3.tracy", SAMPLES / "rope_fused_q_run2.tracy",
                       "--format", "json", "-o", out, *extra)
        assert done.returncode == 0, done.stderr
        assert problems(json.loads(out.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("baseline, candidate", [
    (SHARED / "gpu" / "unet_baseline.tracy", SHARED / "gpu" / "unet_candidate.tracy"),
    (CSVEXPORT / "baseline.csvexport.unwrap_filter_dispatch.csv",
     CSVEXPORT / "rope_fused_qk.csvexport.unwrap_filter_dispatch.csv"),
], ids=["gpu", "csvexport"])
def test_other_inputs_validate(baseline, candidate):
    doc = json.loads(render(tracy_diff.diff(baseline, candidate), "json"))
    assert problems(doc) == []


def test_schema_refuses_a_drifted_report():
    """The schema is strict: an unknown field or vocabulary word fails it."""
    doc = json.loads(render(tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy"), "json"))
    doc["rows"][0]["new_column"] = 1
    doc["verdict"]["kind"] = "slower"
    found = problems(doc)
    assert any("new_column" in p for p in found) and any("slower" in p for p in found)


def test_schema_speaks_the_contract():
    """Row fields are ``ROW_COLUMNS`` plus the per-iteration times; every
    vocabulary is the contract enum's members, in order."""
    s = schema()
    row = s["properties"]["rows"]["items"]["properties"]
    assert list(row) == [*contract.ROW_COLUMNS, "baseline_iteration_ms", "candidate_iteration_ms"]
    options = s["properties"]["options"]["properties"]
    assert list(options) == list(contract.DiffOptions().to_json())
    for name, definition in s["$defs"].items():
        enum = getattr(contract, name, None) or getattr(conditions, name)
        assert definition["enum"] == enum.values(), name
