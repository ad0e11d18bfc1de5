"""Reports of a diff (table, JSON, CSV, Markdown) and the diff command line."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import re
import subprocess
import sys
from functools import cache

import pandas as pd
import pytest

import tracy_diff
from tests.command_line import run_cli as cli
from tests.paths import CSVEXPORT, ROOT, SHARED
from tracy_diff.report import render, verdict_text
from tracy_diff.report.cells import code

GOLDEN = ROOT / "tests" / "report" / "golden"
BASE = SHARED / "gpu" / "unet_baseline.tracy"
CAND = SHARED / "gpu" / "unet_candidate.tracy"


@cache
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
        assert doc[side]["runs"] == [{"path": summary.path, "iterations": 3,
                                      "ms_per_iteration": pytest.approx(summary.ms_per_iteration)}]
    rows = doc["rows"]
    assert len(rows) == len(d.rows)
    for key in ("status", "structure", "section", "baseline_names", "candidate_names", "baseline_name",
                "candidate_name", "match", "fused_into", "ir", "baseline_ms_per_iter", "delta_ms_per_iter",
                "shift_ms", "shift_low_ms", "shift_high_ms", "p_value", "q_value", "baseline_iteration_ms"):
        assert all(key in r for r in rows), key
    top = rows[0]
    assert top["baseline_names"] == ["run_forward$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16"]
    assert top["ir"] is None and top["fused_into"] is None and len(top["candidate_iteration_ms"]) == 3
    # The conv ran 7 calls a kept iteration; the README: 6,799,316 ns per iteration.
    assert sum(top["candidate_iteration_ms"]) / 3 == pytest.approx(6.799316, abs=1e-6)
    split = next(r for r in rows if r["structure"] == "split")
    assert split["candidate_names"] == ["run_forward$async_dispatch_79_generic_2x32x40x1024_f16xf32",
                                        "run_forward$async_dispatch_80_elementwise_transpose_2x1024x1280_f16xf32xf16"]
    gone = next(r for r in rows if r["status"] == "removed")
    assert gone["candidate_names"] == [] and gone["candidate_name"] is None
    assert rows[gone["fused_into"] - 1]["candidate_names"] == ["run_forward$async_dispatch_0_elementwise_2x320_f32xf16"]
    assert {r["section"] for r in rows} == {"dispatch", "enclosing"}
    wall = d.candidate_summary.ms_per_iteration - d.baseline_summary.ms_per_iteration
    mm = next(r for r in rows if r["baseline_name"] and "matmul_like" in r["baseline_name"])
    # The conv's +201% makes the total a regression; the matmul improved: MIXED.
    assert doc["verdict"] == {"kind": "mixed", "text": verdict_text(d), "delta_ms_per_iter":
                              pytest.approx(wall), "top_row": 1, "cause": None, "code_unchanged": False,
                              "identical": False, "against": [mm["rank"]]}
    total = doc["total"]
    assert total["status"] == "regressed" and total["decision_basis"] == "assumed" and total["interval_level"] == 0.9
    assert total["change_low_pct"] < total["change_pct"] < total["change_high_pct"]
    assert total["delta_ms_per_iter"] == pytest.approx(sum(r["delta_ms_per_iter"] for r in rows
                                                           if r["section"] == "dispatch"))
    top = rows[0]
    assert top["change_low_pct"] > 5 and top["decision_basis"] == "assumed" and top["runs_to_decide"] is None
    assert wall == pytest.approx(41.581 - 37.235, abs=0.05)  # the README's steady iterations
    assert doc["common_shift"] is None and doc["warnings"] == []
    assert {m["side"] for m in doc["members"]} == {"baseline", "candidate"}


@pytest.mark.needs_shared
def test_json_warnings_and_common_shift_are_objects():
    c = tracy_diff.load(SHARED / "mm.tracy")
    it = c.frames[c.frames["frame_set"] == "Iteration"]
    rest = c.frames[c.frames["frame_set"] != "Iteration"]
    first = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[:2]]), path="first.tracy")
    second = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[400:]]), path="second.tracy")
    doc = no_nan(render(tracy_diff.diff(first, second, keep_warmup=True), "json"))
    assert {"kind": "iteration_counts", "message": "iteration counts differ: baseline 2, candidate 512 "
            "(times are per iteration)"} in doc["warnings"]
    assert all(set(w) == {"kind", "message"} for w in doc["warnings"])
    halves = no_nan(render(tracy_diff.diff(dataclasses.replace(c, frames=pd.concat([rest, it.iloc[:456]])),
                                           dataclasses.replace(c, frames=pd.concat([rest, it.iloc[456:]]))), "json"))
    assert halves["verdict"]["kind"] == "environment_shift" and halves["verdict"]["top_row"] is None
    assert set(halves["common_shift"]) == {"ratio", "share_of_time"}


@pytest.mark.needs_shared
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
    ir = [c for c in d.rows.columns].index("ir")
    assert list(table.columns) == [*d.rows.columns[:ir], "ir_ops_added", "ir_ops_removed", *d.rows.columns[ir + 1:]]
    assert json.loads(table.loc[0, "baseline_names"]) == list(d.rows.loc[0, "baseline_names"])
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
    assert lines[0].startswith("**MIXED")
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
    assert lines[-1] == verdict_text(d)
    first = next(line for line in lines if line.lstrip().startswith("1 "))
    assert "permuted" in first and "dispatch_10_conv_2d_nhwc_hwcf" in first and "3.01x" in first
    assert "run_forward$async_" not in text
    assert "Improvements" in text and "dispatch_43_matmul_like_8192x5120x640" in text
    one = render(d, "table", top=1)
    assert "dispatch_79_generic" not in one.split("Improvements")[0]  # top 1 regression only


def test_unknown_format():
    with pytest.raises(ValueError, match="unknown format"):
        render(unet(), "xml")


# --- command line ------------------------------------------------------------

def test_cli_table_and_exit_codes(tmp_path):
    r = cli(BASE, CAND)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1].startswith("MIXED")
    # The total +12.2% [+11.5%, +12.9%] of 35.5 ms; the conv +201% [+192%, +211%] of 2.26 ms (+4.5 ms).
    assert cli(BASE, CAND, "--fail-on-regression", 10).returncode == 1  # the total, and the conv (> 10% of it)
    assert cli(BASE, CAND, "--fail-on-regression", 15).returncode == 0  # the conv is < 15% of the total
    assert cli(BASE, CAND, "--fail-on", "any-row", "--fail-on-regression", 50).returncode == 1  # the conv
    assert cli(BASE, CAND, "--fail-on", "any-row", "--fail-on-regression", 250).returncode == 0
    out = tmp_path / "report.json"
    r = cli("diff", BASE, CAND, "--format", "json", "--output", out, "--top", 3)
    assert r.returncode == 0 and r.stdout == ""
    assert no_nan(out.read_text())["rows"][0]["match"] == "permuted"


def test_cli_options_reach_the_differ(tmp_path):
    r = cli(BASE, CAND, "--format", "json", "--keep-warmup", "--threshold", 300)
    doc = no_nan(r.stdout)
    assert doc["baseline"]["iterations"] == 4
    assert doc["rows"][0]["status"] != "regressed"
    rules = tmp_path / "rules.txt"
    rules.write_text("run_forward$async_dispatch_44_matmul_like_8192x5120x640_f16xf16xf32 => "
                     "run_forward$async_dispatch_43_matmul_like_8192x5120x640_f16xf16xf32\n")
    doc = no_nan(cli(BASE, CAND, "--format", "json", "--overrides", rules).stdout)
    row = next(r for r in doc["rows"] if r["baseline_name"] and "dispatch_44_matmul" in r["baseline_name"])
    assert row["match"] == "override"
    doc = no_nan(cli(BASE, CAND, "--format", "json", "--min-us", 5000).stdout)
    assert "regressed" not in {r["status"] for r in doc["rows"] if r["section"] == "dispatch"}
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


# --- reports people paste ------------------------------------------------------

def renamed(c, old: str, new: str):
    """``c`` with zone name ``old`` renamed ``new``."""
    z = c.zones.copy()
    z["name"] = z["name"].cat.rename_categories({old: new})
    return dataclasses.replace(c, zones=z)


HOSTILE = "main_dispatch_1_softmax_\x1b]0;pwned\x07\x1b[2J<img src=x onerror=alert(1)>`tick`|pipe"
SOFTMAX = "main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store"


@cache
def hostile_diff():
    c = tracy_diff.load(SHARED / "mm.tracy")
    it = c.frames[c.frames["frame_set"] == "Iteration"]
    rest = c.frames[c.frames["frame_set"] != "Iteration"]
    c = renamed(c, SOFTMAX, HOSTILE)
    a = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[0::2]]), path=str(SHARED / "mm.tracy"))
    b = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[1::2]]), path=str(SHARED / "sub" / "mm.tracy"))
    return tracy_diff.diff(a, b)


@pytest.mark.needs_shared
def test_terminal_output_strips_control_characters_from_names():
    text = render(hostile_diff(), "table", top=10, color=False)
    assert "softmax_]0;pwned" in text  # the name is shown, minus its control characters
    assert not any(ch in text for ch in "\x1b\x07")


@pytest.mark.needs_shared
def test_markdown_keeps_names_in_code_spans_and_no_local_paths():
    text = render(hostile_diff(), "markdown", top=10)
    assert "/work/" not in text and str(SHARED) not in text
    # Same file name on both sides: the paths below their common folder.
    assert "| baseline | `mm.tracy` |" in text and "| candidate | `sub/mm.tracy` |" in text
    line = next(line for line in text.splitlines() if "pwned" in line and line.startswith("|"))
    # A name holding HTML sits in a <code> element, its HTML, Markdown and pipe escaped.
    assert ("<code>dispatch\\_1\\_softmax\\_\\]0;pwned\\[2J&lt;img src=x onerror=alert(1)&gt;"
            "\\`tick\\`&#124;pipe</code>") in line
    assert "<img" not in text
    # One without keeps its code span, fenced longer than its backticks.
    assert code("a`b|c") == "`` a`b\\|c ``"


def test_colour_only_when_asked_and_enclosing_zones_in_one_line():
    d = unet()
    plain = render(d, "table")
    assert "\x1b[" not in plain
    coloured = render(d, "table", color=True)
    assert "\x1b[31mregressed" in coloured and "\x1b[32mimproved" in coloured
    assert "8 enclosing zones moved with them; --show-enclosing lists them" in plain
    assert "iree_hal_hip_stream_command_buffer" not in plain
    full = render(d, "table", show_enclosing=True)
    assert "Enclosing zones (enclose other zones" in full and "iree_hal_hip_stream_command_buffer" in full


@pytest.mark.slow
def test_cli_colours_a_terminal_unless_no_color(tmp_path):
    import pty

    plain_env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}

    def run(env):
        leader, follower = pty.openpty()
        proc = subprocess.run([sys.executable, "-m", "tracy_diff", BASE, CAND], cwd=ROOT, stdout=follower,
                              stderr=subprocess.PIPE, env={**plain_env, **env}, timeout=600)
        os.close(follower)
        chunks = []
        while True:
            try:
                data = os.read(leader, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        os.close(leader)
        assert proc.returncode == 0, proc.stderr
        return b"".join(chunks).decode("utf-8")

    assert "\x1b[31m" in run({"TERM": "xterm"})
    assert "\x1b[" not in run({"TERM": "xterm", "NO_COLOR": "1"})
    piped = subprocess.run([sys.executable, "-m", "tracy_diff", BASE, CAND], cwd=ROOT, capture_output=True,
                           text=True, env=plain_env, timeout=600)
    assert piped.returncode == 0 and piped.stdout and "\x1b[" not in piped.stdout  # a pipe


def test_the_headline_row_is_always_in_the_table():
    d = unet()
    table = render(d, "table", top=0).splitlines()
    assert any(re.match(r"\s+1  regressed .*dispatch_9_conv_2d_nchw_fchw", line) for line in table)
    markdown = render(d, "markdown", top=0).splitlines()
    assert any(line.startswith("| 1 | regressed |") and "dispatch_9_conv_2d_nchw_fchw" in line for line in markdown)
