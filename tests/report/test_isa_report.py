"""``tracy-diff isa`` and the ISA line of a diff, end to end on the shipped dumps.

The gfx942 dumps (sample_captures/isa/gfx942, IREE 3.2.0) carry the seed's
finding; the decoder captures carry their x86 dumps beside them
(``<stem>.intermediates/``). The figures asserted here are those the
census test checks against llvm-objdump (tests/analysis/test_isa.py).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import tracy_diff
from tracy_diff.report import render
from tracy_diff.report.cells import escape

from ..command_line import run_cli
from ..paths import SAMPLES

GFX942 = SAMPLES / "isa" / "gfx942"
DECODER = (SAMPLES / "decoder.tracy", SAMPLES / "decoder_rope_fused_qk.tracy")
CENSUS_FIELDS = {"instructions", "loop_instructions", "vmem_loads", "vmem_loads_by_bits", "vmem_stores", "lds_reads",
                 "lds_writes", "matrix_ops", "fma", "transcendental", "scratch_loads", "scratch_stores", "vgpr",
                 "agpr", "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes"}


def test_isa_command_prints_the_seeds_finding() -> None:
    r = run_cli("isa", GFX942 / "baseline", GFX942 / "rope_fused_qk")
    assert r.returncode == 0, r.stderr
    assert ("ISA: vmem loads 20 -> 324 (128-bit 20 -> 4, 32-bit 0 -> 128, 16-bit 0 -> 192), MFMA 96 = 96, "
            "VGPR 260 -> 348; in the main loop: loads 12 -> 196 (static counts)") in r.stdout
    assert "Static counts" in r.stdout


def test_isa_command_json_has_the_issues_fields() -> None:
    r = run_cli("isa", GFX942 / "baseline", GFX942 / "rope_fused_q", "--format", "json", "--kernel", "attention")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["counts"] == "static"
    (k,) = doc["kernels"]
    assert {"name", "baseline_name", "candidate_name", "arch", "baseline", "candidate"} <= set(k)
    assert k["arch"] == "gfx942" and "attention" in k["baseline_name"] and "attention" in k["candidate_name"]
    for side in ("baseline", "candidate"):
        census = k[side]
        assert CENSUS_FIELDS <= set(census) and census["counts"] == "static"
        assert set(census["vmem_loads_by_bits"]) >= {"128", "64", "32", "16", "8"}
        assert all(isinstance(census[f], int) for f in CENSUS_FIELDS - {"vmem_loads_by_bits"})
    assert k["candidate"]["main_loop"]["vmem_loads"] == k["baseline"]["main_loop"]["vmem_loads"] == 12


def test_isa_command_on_single_files_and_x86() -> None:
    s = sorted(SAMPLES.glob("decoder*.intermediates/*.s"))
    r = run_cli("isa", s[0], s[-1], "--format", "json", "--kernel", "attention")
    assert r.returncode == 0, r.stderr
    (k,) = json.loads(r.stdout)["kernels"]
    assert k["arch"] == "x86_64"
    assert k["baseline"]["matrix_ops"] is None and k["baseline"]["lds_reads"] is None
    assert k["candidate"]["fma"] > k["baseline"]["fma"] > 0
    md = run_cli("isa", s[0], s[-1], "--format", "markdown", "--kernel", "attention")
    assert md.returncode == 0 and "| figure | baseline | candidate | change |" in md.stdout


@pytest.mark.parametrize("what", ["binary", "truncated", "foreign", "missing", "empty_folder"])
def test_isa_command_refuses_bad_input_in_one_line(tmp_path: Path, what: str) -> None:
    good = next(GFX942.glob("baseline/*.rocmasm"))
    bad = tmp_path / "bad.rocmasm"
    if what == "binary":
        bad = next(GFX942.glob("baseline/*.hsaco"))
    elif what == "truncated":
        bad.write_text(good.read_text()[:20000])
    elif what == "foreign":
        bad.write_text("def f():\n    return 1\n")
    elif what == "missing":
        bad = tmp_path / "nothing.s"
    else:
        bad = tmp_path
    r = run_cli("isa", good, bad)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("tracy-diff: error: ") and "Traceback" not in r.stderr


def test_isa_command_unknown_kernel_is_exit_2() -> None:
    r = run_cli("isa", GFX942 / "baseline", GFX942 / "rope_fused_qk", "--kernel", "no_such_kernel")
    assert r.returncode == 2 and "no_such_kernel" in r.stderr


@pytest.fixture(scope="module")
def decoder_diff():
    return tracy_diff.diff(*DECODER)


def test_a_diff_shows_the_isa_line_under_the_regressed_row(decoder_diff) -> None:
    top = decoder_diff.rows.iloc[0]
    assert str(top["status"]) == "regressed" and top["isa"] is not None
    isa = top["isa"]
    assert isa.baseline.counts.vmem_loads < isa.candidate.counts.vmem_loads
    table = render(decoder_diff, "table")
    assert f"#{top['rank']} {isa.summary}" in table
    md = render(decoder_diff, "markdown")
    assert escape(isa.summary) in md and "instruction census of #1" in md
    assert md.index(escape(isa.summary)) < md.index("normalized IR diff of #1")
    explained = render(decoder_diff, "table", explain=True)
    assert "loop instructions" in explained and isa.summary in explained
    row = json.loads(render(decoder_diff, "json"))["rows"][0]
    assert row["isa"]["candidate"]["vmem_loads"] == isa.candidate.counts.vmem_loads
    assert row["isa"]["counts"] == "static"
    kinds = {(f.side, f.kind) for f in decoder_diff.ir_sources}
    assert ("baseline", "intermediates") in kinds and ("candidate", "intermediates") in kinds


def test_a_broken_dump_never_stops_the_diff(tmp_path: Path) -> None:
    """The candidate's dump truncated: the diff runs, the rows say why the ISA is missing."""
    for p in DECODER:
        shutil.copy(p, tmp_path / p.name)
    shutil.copytree(SAMPLES / "decoder.intermediates", tmp_path / "decoder.intermediates")
    bad = tmp_path / "decoder_rope_fused_qk.intermediates"
    bad.mkdir()
    s = next((SAMPLES / "decoder_rope_fused_qk.intermediates").glob("*.s")).read_text()
    (bad / "module.s").write_text(s[: len(s) // 2])
    d = tracy_diff.diff(tmp_path / DECODER[0].name, tmp_path / DECODER[1].name)
    top = d.rows.iloc[0]
    assert top["isa"] is not None and top["isa"].error is not None
    assert "truncated" in top["isa"].summary and top["isa"].summary.startswith("ISA: could not be read")
    assert any("truncated" in w.message for w in d.warnings)
    assert "could not be read" in render(d, "table")


def test_intermediates_given_by_option(tmp_path: Path) -> None:
    """--baseline-intermediates / --candidate-intermediates name dumps that are not beside the captures."""
    for p in DECODER:
        shutil.copy(p, tmp_path / p.name)
    r = run_cli(tmp_path / DECODER[0].name, tmp_path / DECODER[1].name, "--format", "json",
                "--baseline-intermediates", SAMPLES / "decoder.intermediates",
                "--candidate-intermediates", SAMPLES / "decoder_rope_fused_qk.intermediates")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)["rows"]
    assert rows[0]["isa"] is not None and rows[0]["isa"]["candidate"]["counts"] == "static"
    bare = run_cli(tmp_path / DECODER[0].name, tmp_path / DECODER[1].name, "--format", "json")
    assert all(row["isa"] is None for row in json.loads(bare.stdout)["rows"])
