"""Reports of a diff (table, JSON, CSV, Markdown) and the diff command line."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import subprocess
import sys
from functools import lru_cache

import pandas as pd
import pytest

import tracy_diff
from tracy_diff.report import format_ms, render

from tests.paths import CSVEXPORT, ROOT, SHARED

GOLDEN = ROOT / "tests" / "golden"
BASE = SHARED / "gpu" / "unet_baseline.tracy"
CAND = SHARED / "gpu" / "unet_candidate.tracy"


@lru_cache(maxsize=None)
def unet() -> tracy_diff.Diff:
    # Short paths so the reports do not depend on where the checkout lives.
    b = dataclasses.replace(tracy_diff.load(BASE), path="unet_baseline.tracy")
    c = dataclasses.replace(tracy_diff.load(CAND), path="unet_candidate.tracy")
    return tracy_diff.diff(b, c)


def no_nan(text: str):
    def refuse(token):
        raise AssertionError(f"JSON holds {token}")
    return json.loads(text, parse_constant=refuse)


def test_json_report():
    d = unet()
    doc = no_nan(render(d, "json"))
    for side, summary in (("baseline", d.baseline_summary), ("candidate", d.candidate_summary)):
        assert doc[side]["path"] == summary.path
        assert doc[side]["iterations"] == 3
        assert doc[side]["ms_per_iteration"] == pytest.approx(summary.ms_per_iteration)
    rows = doc["rows"]
    assert len(rows) == len(d.rows)
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))
    for key in ("status", "baseline_name", "candidate_name", "match", "baseline_ms_per_iter",
                "candidate_ms_per_iter", "delta_ms_per_iter", "ratio", "p_value"):
        assert all(key in r for r in rows)
    assert rows[0]["baseline_name"].endswith("conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16")
    fused = next(r for r in rows if r["status"] == "fused")
    assert fused["p_value"] is None and fused["q_value"] is None  # 3 vs 3 samples: no test
    assert " + " in fused["baseline_name"]
    assert doc["verdict"] == d.verdict
    assert {m["side"] for m in doc["members"]} == {"baseline", "candidate"}


def test_json_nulls_for_a_missing_side():
    c = tracy_diff.load(SHARED / "mm.tracy")
    agg = tracy_diff.load(CSVEXPORT / "mm.csvexport.default.csv")
    doc = no_nan(render(tracy_diff.diff(c, agg), "json"))
    assert all(r["p_value"] is None for r in doc["rows"])
    one_sided = [r for r in doc["rows"] if r["candidate_name"] is None or r["baseline_name"] is None]
    for r in one_sided:
        assert r["status"] in ("added", "removed")


def test_csv_report():
    d = unet()
    text = render(d, "csv")
    table = pd.read_csv(io.StringIO(text))
    assert len(table) == len(d.rows) == text.count("\n") - 1
    assert list(table.columns) == list(d.rows.columns)
    assert table["rank"].tolist() == d.rows["rank"].tolist()
    assert table.loc[0, "status"] == "regressed"
    assert table.loc[0, "delta_ms_per_iter"] == pytest.approx(d.rows.loc[0, "delta_ms_per_iter"], rel=1e-5)


def test_markdown_report_matches_golden():
    text = render(unet(), "markdown", top=5)
    golden = GOLDEN / "unet.md"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), "regenerate with UPDATE_GOLDEN=1 if intended"


def test_markdown_reads_as_a_table():
    text = render(unet(), "markdown", top=5)
    lines = text.splitlines()
    assert lines[0].startswith("**REGRESSION")
    header = next(i for i, line in enumerate(lines) if line.startswith("| # |"))
    cells = lines[header].count("|")
    row = lines[header + 2]
    assert row.count("|") - row.count("\\|") == cells
    assert "`dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16` → `dispatch_9_conv_2d_nchw_fchw" in row
    assert "run_forward$async" not in text


def test_table_report():
    d = unet()
    text = render(d, "table", top=3)
    lines = text.splitlines()
    assert lines[0].startswith("baseline") and "unet_baseline.tracy" in lines[0] and "37.3 ms/iter" in lines[0]
    assert lines[1].startswith("candidate") and "41.6 ms/iter" in lines[1]
    assert "iree-benchmark-module" in lines[0] and "3 iterations" in lines[0]
    assert lines[-1] == d.verdict
    first = next(line for line in lines if line.lstrip().startswith("1 "))
    assert "permuted" in first and "dispatch_10_conv_2d_nhwc_hwcf" in first and "3.01x" in first
    assert "run_forward$async_" not in text
    assert "Improvements" in text and "dispatch_43_matmul_like_8192x5120x640" in text
    one = render(d, "table", top=1)
    assert "dispatch_79_generic" not in one.split("Improvements")[0]  # top 1 regression only


def test_unknown_format():
    with pytest.raises(ValueError, match="unknown format"):
        render(unet(), "xml")


@pytest.mark.parametrize("ms, text", [
    (97.0, "97 ms"), (2.29, "2.29 ms"), (0.3232, "323 µs"), (0.0041, "4.1 µs"), (1840.0, "1.84 s"),
    (0.0000004, "0 ns"), (float("nan"), "-"),
])
def test_format_ms(ms, text):
    assert format_ms(ms) == text


# --- command line ------------------------------------------------------------

def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "tracy_diff", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def test_cli_table_and_exit_codes(tmp_path):
    r = cli(BASE, CAND)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1].startswith("REGRESSION")
    assert cli(BASE, CAND, "--fail-on-regression", 50).returncode == 1  # the conv: +201%
    assert cli(BASE, CAND, "--fail-on-regression", 250).returncode == 0
    out = tmp_path / "report.json"
    r = cli("diff", BASE, CAND, "--format", "json", "--output", out, "--top", 3)
    assert r.returncode == 0 and r.stdout == ""
    assert no_nan(out.read_text())["rows"][0]["match"] == "permuted"


def test_cli_options_reach_the_differ(tmp_path):
    r = cli(BASE, CAND, "--format", "json", "--keep-warmup", "--threshold", 300)
    doc = no_nan(r.stdout)
    assert doc["baseline"]["iterations"] == 4
    assert doc["rows"][0]["change"] == "unchanged" or doc["rows"][0]["status"] != "regressed"
    rules = tmp_path / "rules.txt"
    rules.write_text("run_forward$async_dispatch_44_matmul_like_8192x5120x640_f16xf16xf32 => "
                     "run_forward$async_dispatch_43_matmul_like_8192x5120x640_f16xf16xf32\n")
    doc = no_nan(cli(BASE, CAND, "--format", "json", "--overrides", rules).stdout)
    row = next(r for r in doc["rows"] if r["baseline_name"] and "dispatch_44_matmul" in r["baseline_name"])
    assert row["match"] == "override"
    doc = no_nan(cli(BASE, CAND, "--format", "json", "--min-us", 5000).stdout)
    assert {r["change"] for r in doc["rows"] if r["section"] == "dispatch"} == {"unchanged"}
    assert doc["options"]["min_abs_us_per_iter"] == 5000


def test_cli_bad_input_exits_2(tmp_path):
    missing = cli(tmp_path / "nope.tracy", CAND)
    assert missing.returncode == 2
    assert missing.stderr.count("\n") == 1 and "nope.tracy" in missing.stderr
    rules = tmp_path / "rules.txt"
    rules.write_text("no arrow\n")
    bad = cli(BASE, CAND, "--overrides", rules)
    assert bad.returncode == 2 and "rules.txt:1" in bad.stderr
    empty = tmp_path / "empty.csv"
    empty.write_text("name,src_file,src_line,total_ns,total_perc,counts,mean_ns,min_ns,max_ns,std_ns\n")
    r = cli(BASE, empty)
    assert r.returncode == 2 and r.stderr.startswith("tracy-diff: error:")
