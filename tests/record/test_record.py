"""``tracy-diff record``: real recordings with IREE from PyPI (compile a small
model, record builds alternately, diff them), the capture names and order,
and one line with exit code 2 for what cannot be recorded."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.command_line import run_cli
from tests.paths import SAMPLES
from tracy_diff.record.compile import exports_of
from tracy_diff.record.plan import alternating, build_names, capture_name, run_of

#: The tests that record for real need IREE from PyPI (requirements-dev.txt installs it).
needs_iree = pytest.mark.skipif(importlib.util.find_spec("iree") is None,
                                reason="IREE from PyPI (iree-base-compiler, iree-base-runtime) is not installed")

MATMUL = """\
func.func @main(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %m = linalg.matmul ins(%x, %w : tensor<128x128xf32>, tensor<128x128xf32>)
                     outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
RESULT
}
"""
ONE = "  return %m : tensor<128x128xf32>"
#: The candidate adds an elementwise op after the matmul: a dispatch of its own.
TWO = """\
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
       ins(%m : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.exp %in : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>"""
INPUTS = ("--input", "128x128xf32=0.5", "--input", "128x128xf32=0.25")


def test_names_and_order() -> None:
    assert [capture_name("a", r) for r in (1, 2, 3)] == ["a.tracy", "a_run2.tracy", "a_run3.tracy"]
    assert run_of("x/a_run3.tracy") == 3 and run_of("a.tracy") == 1
    assert list(alternating(2, 1, 2)) == [(1, 0), (1, 1), (2, 0), (2, 1)]
    assert build_names(["x/base.vmfb", "y/new.mlir"]) == ["base", "new"]
    assert build_names(["x/model.vmfb", "y/model.vmfb"]) == ["baseline", "candidate"]


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("models")
    (folder / "base.mlir").write_text(MATMUL.replace("RESULT", ONE))
    (folder / "exp.mlir").write_text(MATMUL.replace("RESULT", TWO))
    return folder


@pytest.mark.slow
@needs_iree
def test_compile_record_and_diff(models: Path, tmp_path: Path) -> None:
    out = tmp_path / "caps"
    r = run_cli("record", models / "base.mlir", models / "exp.mlir", "--dump", "--function", "main", *INPUTS,
                "--runs", "2", "--iterations", "5", "-o", out)
    assert r.returncode == 0, r.stderr
    made = [out / n for n in ("base.tracy", "exp.tracy", "base_run2.tracy", "exp_run2.tracy")]
    assert all(p.stat().st_size > 1000 for p in made)
    # alternating: base, exp, base, exp
    assert [p.stat().st_mtime_ns for p in made] == sorted(p.stat().st_mtime_ns for p in made)
    for name in ("base", "exp"):
        assert any((out / f"{name}.sources").glob("*.mlir")), name
        assert (out / f"{name}.intermediates").is_dir() and (out / f"{name}.benchmarks").is_dir()
    assert "compare: tracy-diff diff --baseline" in r.stdout
    d = run_cli("diff", "--baseline", *made[::2], "--candidate", *made[1::2], "--format", "json")
    assert d.returncode == 0, d.stderr
    rows = json.loads(d.stdout)["rows"]
    for side, name in (("baseline", "base"), ("candidate", "exp")):
        truth = {e.split("$")[-1] for e in exports_of(out / f"{name}.sources")}  # the compiler's dispatches
        shown = {str(row[f"{side}_name"]).split("$")[-1] for row in rows if row[f"{side}_name"]}
        assert truth and truth <= shown, (side, truth, shown)


@pytest.mark.slow
@needs_iree
def test_until_decided_on_the_sample_model(tmp_path: Path) -> None:
    """The sample decoder against its build with the q and k RoPE fused into
    attention (about 2.5x slower per iteration): decided within the runs allowed."""
    import sys
    sys.path.insert(0, str(SAMPLES))
    import decoder_model as dm

    inputs = [a for flag in dm.decoder_inputs(tmp_path / "inputs") for a in
              ("--input", "@" + str(tmp_path / "inputs" / flag.removeprefix("--input=@")))]
    flags = [f"--compile-flag={f}" for f in ("--iree-hal-target-device=local", "--iree-llvmcpu-target-cpu=host",
                                              "--iree-hal-local-target-device-backends=llvm-cpu", dm.DATA_TILING)]
    out = tmp_path / "caps"
    r = run_cli("record", SAMPLES / "mlir" / "decoder.mlir", SAMPLES / "mlir" / "decoder_rope_fused_qk.mlir",
                "--function", "forward_bs1", *inputs, *flags, "--iterations", "6", "--runs", "1",
                "--until-decided", "--max-runs", "4", "-o", out)
    assert r.returncode == 0, r.stderr
    assert "verdict after" in r.stdout and "REGRESSION" in r.stdout, r.stdout + r.stderr
    runs = sorted(out.glob("decoder_rope_fused_qk*.tracy"))
    assert 2 <= len(runs) <= 4 and len(runs) == len(sorted(out.glob("decoder.tracy")) +
                                                   sorted(out.glob("decoder_run*.tracy")))
    assert "runs a side: REGRESSION (decided)" in r.stderr


def test_bad_input_is_one_line(models: Path, tmp_path: Path) -> None:
    cases = {
        "no such file": ["record", tmp_path / "gone.vmfb", models / "base.mlir", "--function", "main"],
        "not a compiled module": ["record", models / "base.mlir", tmp_path, "--function", "main"],
        "give .mlir files": ["record", models / "base.mlir", SAMPLES / "baseline.tracy", "--function", "main"],
        "at least 1": ["record", models / "base.mlir", "--function", "main", "--runs", "0"],
    }
    cases["give .mlir files"][2] = tmp_path / "x.vmfb"
    (tmp_path / "x.vmfb").write_bytes(b"not a module")
    cases["give .mlir files"].append("--dump")
    for expected, args in cases.items():
        r = run_cli(*args)
        assert r.returncode == 2, (expected, r.stderr)
        assert expected in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


@pytest.mark.slow
@needs_iree
def test_a_failing_benchmark_is_one_line_and_leaves_nothing(models: Path, tmp_path: Path) -> None:
    out = tmp_path / "caps"
    r = run_cli("record", models / "base.mlir", "--function", "no_such_function", *INPUTS, "--runs", "1", "-o", out)
    assert r.returncode == 2
    errors = [ln for ln in r.stderr.splitlines() if ln.startswith("tracy-diff: error:")]
    assert len(errors) == 1 and "iree-benchmark-module exited with 1" in errors[0], r.stderr
    assert "no_such_function" in errors[0] and "Traceback" not in r.stderr
    assert not list(out.glob("*.tracy*"))
    again = run_cli("record", models / "base.mlir", "--function", "main", *INPUTS, "--runs", "1", "-o", out)
    assert again.returncode == 0, again.stderr
    twice = run_cli("record", out / "base.vmfb", "--name", "base", "--function", "main", *INPUTS, "-o", out)
    assert twice.returncode == 2 and "exists" in twice.stderr


@pytest.mark.slow
def test_no_iree_installed_is_one_line() -> None:
    """A Python without site-packages (``-S``) has no IREE wheels: one line saying what to install."""
    import subprocess
    import sys

    from tests.paths import ROOT

    code = ("from tracy_diff.record.tools import find_tools\n"
            "try:\n    find_tools()\nexcept Exception as e:\n    print(type(e).__name__ + ': ' + str(e))\n")
    p = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.stdout.startswith("RecordError: IREE's iree-base-runtime") and len(p.stdout.splitlines()) == 1, p
    assert "pip install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0" in p.stdout
