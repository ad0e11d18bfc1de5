"""IR explanations wired into the diff (issue #15): the Diff's row ``ir``,
the content match tier, fusion evidence in ``fused_into``, the CLI's
``--explain``, the Markdown and JSON reports; on the shipped sample captures
and the executable sources IREE dumped beside them."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil

import pytest

import tracy_diff
from tests.paths import SAMPLES
from tracy_diff.analysis.ir import explain
from tracy_diff.analysis.matching.pairing import Group
from tracy_diff.cli import main
from tracy_diff.diff import Pair, RowIr, Tier, WarningKind
from tracy_diff.report import render

MANIFEST = json.loads((SAMPLES / "manifest.json").read_text())
ATT_B = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"
ROPE_B = "forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"


def ropes(capture: str) -> int:
    return MANIFEST["modules"][MANIFEST["captures"][capture]["module"]]["ropes_in_attention_dispatch"]


def raw_count(files, needle: str) -> int:
    """Occurrences of ``needle`` in the dump files as text (no parsing)."""
    return sum(open(f, encoding="utf-8").read().count(needle) for f in files)


@pytest.fixture(scope="module")
def qk():
    return tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")


def attention_row(d):
    rows = d.rows[[any("_attention_" in n for n in c) for c in d.rows["candidate_names"]]]
    assert len(rows) == 1
    return rows.iloc[0]


def test_the_attention_row_gains_the_ropes_cos_and_sin(qk):
    row = attention_row(qk)
    x = row["ir"]
    n = ropes("rope_fused_qk")
    assert str(row["status"]) == "regressed" and x.ops_added["math.cos"] == n and x.ops_added["math.sin"] == n
    # against the dumps' own text: the candidate's file holds cos and sin, the baseline's none
    assert raw_count(x.candidate_files, "math.cos") == n and raw_count(x.baseline_files, "math.cos") == 0
    assert "math.cos" not in x.ops_removed and x.summary.startswith(f"IR: +{n} math.cos, +{n} math.sin")
    assert sum(ln.startswith("+") and "= math.sin " in ln for ln in x.diff.splitlines()) == n
    # what the UI's side-by-side view shows: both functions, normalized
    assert x.candidate_ir.count("math.cos") == n and "math.cos" not in x.baseline_ir
    assert x.baseline_ir.startswith("func.func @dispatch(") and " loc(" not in x.candidate_ir
    # the lines one side lacks, marked per line: the candidate's cos and sin, nothing renumbered only
    b_marks, c_marks = x.line_marks
    c_lines = x.candidate_ir.splitlines()
    assert len(b_marks) == len(x.baseline_ir.splitlines()) and len(c_marks) == len(c_lines)
    marked = [ln for ln, m in zip(c_lines, c_marks) if m]
    assert sum("= math.cos " in ln for ln in marked) == n and sum("= math.sin " in ln for ln in marked) == n
    assert not any(m for ln, m in zip(c_lines, c_marks) if ln.startswith("func.func"))
    assert {f.kind for f in qk.ir_sources} == {"sources", "benchmarks"} and all(f.beside for f in qk.ir_sources)


def test_the_vanished_rope_is_linked_by_its_ops_to_attention(qk):
    att = attention_row(qk)
    rope = qk.rows[[tuple(b) == (ROPE_B,) for b in qk.rows["baseline_names"]]].iloc[0]
    assert str(rope["structure"]) == "removed" and rope["fused_into"] == att["rank"]
    sentence = rope["ir"].fusion[0]
    assert sentence.startswith("the ops of dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 now appear in "
                               "dispatch_0_attention_")
    assert att["ir"].fusion == (sentence,)
    # the evidence alone sets the link: with the matcher's link erased, attach puts it back
    bare = qk.rows.copy()
    bare["fused_into"] = bare["fused_into"].astype(object).where(bare["row_id"] != rope["row_id"], None)
    bare["ir"] = None
    inputs = explain.IrInputs.load(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy")
    again, _ = explain.attach(bare, inputs)
    assert again.loc[again["row_id"] == rope["row_id"], "fused_into"].iloc[0] == att["rank"]


def test_two_runs_of_one_build_have_no_ir_change():
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run2.tracy")
    irs = list(d.rows.loc[d.rows["section"] == "dispatch", "ir"])
    assert len(irs) == 2 and all(x is not None for x in irs)
    assert all(x.ops_added == {} and x.ops_removed == {} and x.diff == "" and x.fusion == () for x in irs)
    assert all(x.baseline_ir == x.candidate_ir and not any(x.line_marks[0] + x.line_marks[1]) for x in irs)
    assert d.rows.loc[d.rows["section"] == "enclosing", "ir"].isna().all()


def test_the_json_ir_object(qk):
    doc = json.loads(render(qk, "json"))
    by_id = {r["row_id"]: r for r in doc["rows"]}
    att = by_id[int(attention_row(qk)["row_id"])]["ir"]
    assert {"baseline_file", "candidate_file", "ops_added", "ops_removed"} <= set(att)
    assert att["candidate_file"].endswith("rope_fused_qk.sources/module_forward_bs1$async_dispatch_0.mlir")
    assert att["ops_added"]["math.cos"] == ropes("rope_fused_qk") and att["ops_removed"] == {}
    assert all(isinstance(v, int) for v in att["ops_added"].values())
    assert all(r["ir"] is None for r in doc["rows"] if r["section"] == "enclosing")
    assert {(f["side"], f["kind"]) for f in doc["ir_sources"]} == {
        (s, k) for s in ("baseline", "candidate") for k in ("sources", "benchmarks")}


def test_the_csv_report_carries_the_ops_added_and_removed(qk):
    import csv
    import io

    rows = {int(r["row_id"]): r for r in csv.DictReader(io.StringIO(render(qk, "csv")))}
    att = rows[int(attention_row(qk)["row_id"])]
    assert json.loads(att["ir_ops_added"])["math.sin"] == ropes("rope_fused_qk")
    assert json.loads(att["ir_ops_removed"]) == {}
    enclosing = [r for r in rows.values() if r["section"] == "enclosing"]
    assert enclosing and all(r["ir_ops_added"] == "" for r in enclosing)


def test_without_sources_ir_is_null_and_nothing_is_said(tmp_path):
    for name in ("baseline", "rope_fused_qk"):
        shutil.copy(SAMPLES / f"{name}.tracy", tmp_path)
    d = tracy_diff.diff(tmp_path / "baseline.tracy", tmp_path / "rope_fused_qk.tracy")
    assert d.rows["ir"].isna().all() and d.ir_sources == () and not [w for w in d.warnings if w.kind is WarningKind.IR]
    doc = json.loads(render(d, "json"))
    assert all(r["ir"] is None for r in doc["rows"]) and doc["ir_sources"] == []


def test_a_missing_sources_folder_is_one_warning_and_the_diff_goes_on(tmp_path, capsys):
    missing = tmp_path / "typo.sources"
    code = main([str(SAMPLES / "baseline.tracy"), str(SAMPLES / "rope_fused_qk.tracy"),
                 "--candidate-sources", str(missing), "--explain", "--color", "never"])
    out = capsys.readouterr().out
    assert code == 0 and "REGRESSION" in out
    warnings = [ln for ln in out.splitlines() if ln.startswith("warning:")]
    assert warnings == [f"warning: {missing}: cannot read the sources folder (No such file or directory)"]
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy", candidate_sources=missing)
    assert d.rows["ir"].isna().all() and [w.kind for w in d.warnings] == ["ir"]
    # Markdown, pasted into an issue, names the folder without the local path.
    md = [ln for ln in render(d, "markdown").splitlines() if "warning" in ln]
    assert md == ["> warning: typo.sources: cannot read the sources folder (No such file or directory)"]


def test_a_dump_of_another_build_is_one_warning_per_side(tmp_path):
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy",
                        candidate_sources=SAMPLES / "baseline_8layer.sources")
    ir_warnings = [w.message for w in d.warnings if w.kind is WarningKind.IR]
    assert len(ir_warnings) == 1 and "candidate dispatches are not in" in ir_warnings[0]
    assert attention_row(d)["ir"] is None
    warning = next(ln for ln in render(d, "markdown").splitlines() if "dispatches are not in" in ln)
    assert "baseline\\_8layer.sources" in warning and str(SAMPLES) not in warning  # no local folders


def test_cli_explain_names_the_rope_ops_in_attention(capsys):
    code = main([str(SAMPLES / "baseline.tracy"), str(SAMPLES / "rope_fused_qk.tracy"), "--explain",
                 "--color", "never"])
    out = capsys.readouterr().out
    assert code == 0
    n = ropes("rope_fused_qk")
    assert f"baseline sources {SAMPLES / 'baseline.sources'} (beside the capture)" in out
    section = out[out.index("What changed in the IR"):]
    head = re.search(r"#(\d+)  \S+ → (\S+)\n  IR: (.*)\n", section)
    assert "_attention_" in head.group(2) and head.group(3).startswith(f"+{n} math.cos, +{n} math.sin")
    assert "fusion: the ops of dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 now appear in" in section
    assert "iree-benchmark-module --module=" in section and "--function=" in section
    assert sum(ln.startswith("    +") and "= math.cos " in ln for ln in section.splitlines()) == n
    plain = main([str(SAMPLES / "baseline.tracy"), str(SAMPLES / "rope_fused_qk.tracy"), "--color", "never"])
    out = capsys.readouterr().out
    assert plain == 0 and "What changed in the IR" not in out and "= math.cos " not in out
    assert f"#{head.group(1)} IR: +{n} math.cos, +{n} math.sin" in out  # the census sentence without --explain


def test_markdown_carries_the_census_and_a_collapsed_diff(qk):
    md = render(qk, "markdown")
    section = md[md.index("**What changed in the IR**"):]
    assert "math.cos" in section and "<details><summary>normalized IR diff of #" in section
    block = section[section.index("<details>"):section.index("</details>")]
    assert "\n```diff\n" in block and block.rstrip().endswith("```")
    assert str(SAMPLES) not in md  # file names only, no local folders


def test_markdown_fences_and_escapes_hostile_ir(qk):
    att = attention_row(qk)
    hostile_diff = "--- a\n+++ b\n@@ -1 +1 @@\n-```\n+</details><img src=x>\n+\x1b[31mred"
    hostile = RowIr(Pair(("a.mlir",), ("b.mlir",)), {"x.<b>y</b>": 1}, {}, "IR: +1 <script>*x*</script>",
                    lambda: (hostile_diff, "", ""))
    rows = qk.rows.copy()
    rows["ir"] = [hostile if r == att["row_id"] else None for r in rows["row_id"]]
    md = render(dataclasses.replace(qk, rows=rows), "markdown")
    section = md[md.index("**What changed in the IR**"):]
    assert "<script>" not in section and "&lt;script&gt;" in section and "\x1b" not in section
    block = section[section.index("<details>"):]
    fence = re.search(r"\n(`{3,})diff\n", block).group(1)
    assert len(fence) == 4  # longer than the ``` inside
    body = block[block.index(fence + "diff") + len(fence) + 5:]
    assert body.index("+</details><img src=x>") < body.index("\n" + fence + "\n")


def test_the_content_tier_pairs_a_renamed_kernel_by_its_ir(tmp_path):
    renamed = "forward_bs1$async_dispatch_5_matmul_like_24x64x128x128x64"
    folder = tmp_path / "renamed.sources"
    shutil.copytree(SAMPLES / "baseline_run2.sources", folder)
    for f in folder.iterdir():
        f.write_text(f.read_text().replace(ATT_B, renamed).replace("%cst", "%scale"))
    cap = tracy_diff.load(SAMPLES / "baseline_run2.tracy")
    zones = cap.zones.copy()
    zones["name"] = zones["name"].cat.rename_categories(lambda n: renamed if n == ATT_B else n)
    cand = dataclasses.replace(cap, zones=zones, path=str(tmp_path / "renamed.tracy"))
    base = tracy_diff.load(SAMPLES / "baseline.tracy")

    def row(d):
        r = d.rows[[renamed in c for c in d.rows["candidate_names"]]]
        assert len(r) == 1 and tuple(r.iloc[0]["baseline_names"]) == (ATT_B,)
        return r.iloc[0]

    by_position = row(tracy_diff.diff(base, cand, explain_ir=False))
    by_content = row(tracy_diff.diff(base, cand, candidate_sources=folder))
    assert str(by_position["match"]) == "sequence" and str(by_content["match"]) == "content"
    assert "same IR fingerprint" in by_content["match_detail"] and by_content["ir"].ops_added == {}


def test_the_content_tier_joins_a_removed_and_an_added_dispatch():
    inputs = explain.IrInputs.load(SAMPLES / "baseline.tracy", SAMPLES / "baseline_8layer.tracy")
    att_16 = "forward_bs1$async_dispatch_16_attention_24x64x128x128x64"
    att_2 = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"  # 8layer's: transpose moved out
    groups = [("dispatch", Group([ATT_B], [], Tier.NONE)), ("dispatch", Group([], [att_2], Tier.NONE)),
              ("dispatch", Group([], [att_16], Tier.NONE))]
    out = explain.pair_by_content(groups, inputs)
    assert [(g.baseline, g.candidate, g.match) for _, g in out] == [
        ([ATT_B], [att_16], "content"), ([], [att_2], "none")]
    assert explain.pair_by_content(groups, None) == groups
