"""IR explanations (tracy_diff.analysis.ir.compare) on hand-counted MLIR snippets and
on the executable sources IREE dumped for the shipped sample captures."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pytest

import tracy_diff
from tests.paths import SAMPLES
from tracy_diff.analysis.ir import compare as ir
from tracy_diff.analysis.ir.census import census, fingerprint, normalize
from tracy_diff.analysis.ir.explain import row_ir

# -- hand-written snippets, counted by hand ------------------------------------

GENERIC = """\
func.func @main_dispatch_0_generic_4x8_f32(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = math.cos %in : f32
    %3 = arith.mulf %2, %cst : f32
    %4 = arith.mulf %3, %3 : f32
    %5 = arith.truncf %4 : f32 to f16
    %6 = arith.extf %5 : f16 to f32
    linalg.yield %6 : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
"""

# The same function with other SSA names, locations, the attributes in another
# order and the op written over several lines.
GENERIC_RENAMED = """\
func.func @main_dispatch_9_generic_4x8_f32(%input: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.000000e+00 : f32 loc("model.py":3:1)
  %init = tensor.empty() : tensor<4x8xf32> loc(#loc2)
  %res = linalg.generic {
      iterator_types = ["parallel", "parallel"],
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
    } ins(%input : tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb3(%a: f32, %b: f32):
    %c = math.cos %a : f32 loc(fused["x", "y"])
    %m = arith.mulf %c, %one : f32
    %sq = arith.mulf %m, %m : f32
    %h = arith.truncf %sq : f32 to f16
    %back = arith.extf %h : f16 to f32
    linalg.yield %back : f32
  } -> tensor<4x8xf32> loc(callsite("a"("b":1:2) at "c":3:4))
  return %res : tensor<4x8xf32>
}
"""

ATTENTION = """\
func.func @f_dispatch_3_attention_2x16x32x32x16_f16(%q: tensor<2x16x32xf16>, %k: tensor<2x16x32xf16>, %v: tensor<2x16x32xf16>) -> tensor<2x16x32xf16> {
  %scale = arith.constant 1.767580e-01 : f16
  %e = tensor.empty() : tensor<2x16x32xf16>
  %att = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%q, %k, %v, %scale : tensor<2x16x32xf16>, tensor<2x16x32xf16>, tensor<2x16x32xf16>, f16) outs(%e : tensor<2x16x32xf16>) {
  ^bb0(%score: f32):
    %soft = math.tanh %score : f32
    %capped = arith.mulf %soft, %soft : f32
    iree_linalg_ext.yield %capped : f32
  } -> tensor<2x16x32xf16>
  return %att : tensor<2x16x32xf16>
}
"""

# A flow-level executable as --mlir-print-ir dumps it (the form of the seed
# issue): two exports, functions on !flow.dispatch.tensor bindings, a gather
# with tensor.extract inside a linalg.generic, a nested scf.for.
FLOW_EXECUTABLE = """\
flow.executable private @main$async_dispatch_5 {
  flow.executable.export public @main$async_dispatch_5_elementwise_8x16_f16xf32 workgroups() -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice
    flow.return %x, %y, %z : index, index, index
  }
  flow.executable.export public @main$async_dispatch_5_reduction_8_f32 workgroups() -> (index, index, index) {
    %x, %y, %z = flow.dispatch.workgroup_count_from_slice
    flow.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @main$async_dispatch_5_elementwise_8x16_f16xf32(%arg0: !flow.dispatch.tensor<readonly:tensor<8x16xf16>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %c0 = arith.constant 0 : index
      %0 = flow.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : !flow.dispatch.tensor<readonly:tensor<8x16xf16>> -> tensor<8x16xf16>
      %1 = tensor.empty() : tensor<8x16xf32>
      %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%1 : tensor<8x16xf32>) {
      ^bb0(%out: f32):
        %i = linalg.index 0 : index
        %j = linalg.index 1 : index
        %extracted = tensor.extract %0[%i, %j] : tensor<8x16xf16>
        %e = arith.extf %extracted : f16 to f32
        %s = math.sin %e : f32
        linalg.yield %s : f32
      } -> tensor<8x16xf32>
      flow.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !flow.dispatch.tensor<writeonly:tensor<8x16xf32>>
      return
    }
    func.func @main$async_dispatch_5_reduction_8_f32(%arg0: !flow.dispatch.tensor<readonly:tensor<8xf32>>, %arg1: !flow.dispatch.tensor<writeonly:tensor<f32>>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0.000000e+00 : f32
      %0 = flow.dispatch.tensor.load %arg0, offsets = [0], sizes = [8], strides = [1] : !flow.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
      %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = tensor.extract %0[%i] : tensor<8xf32>
        %y = arith.addf %acc, %x : f32
        scf.yield %y : f32
      }
      %t = tensor.from_elements %sum : tensor<f32>
      flow.dispatch.tensor.store %t, %arg1, offsets = [], sizes = [], strides = [] : tensor<f32> -> !flow.dispatch.tensor<writeonly:tensor<f32>>
      return
    }
  }
}
"""


def test_census_of_a_generic_counts_its_body():
    c = census(GENERIC)
    assert c.ops == {"arith.constant": 1, "tensor.empty": 1, "linalg.generic": 1, "math.cos": 1,
                     "arith.mulf": 2, "arith.truncf": 1, "arith.extf": 1}
    assert c.typed == {"arith.constant : f32": 1, "math.cos : f32": 1, "arith.mulf : f32": 2,
                       "arith.truncf : f32 to f16": 1, "arith.extf : f16 to f32": 1}
    assert [r.signature for r in c.regions] == [
        "linalg.generic[arith.extf, arith.mulf x2, arith.truncf, math.cos]"]
    assert c.shapes == {"tensor<4x8xf32>": 7}  # signature 2, empty 1, ins/outs 2, result 1, return 1


def test_census_ignores_names_locations_attribute_order_and_line_breaks():
    a, b = census(GENERIC), census(GENERIC_RENAMED)
    assert a == b
    assert fingerprint(a) == fingerprint(b)


def test_normalize_renumbers_values_and_strips_locations():
    one_line = GENERIC_RENAMED.replace("{\n      iterator_types", "{iterator_types").replace(
        "],\n      indexing_maps", "], indexing_maps").replace("]\n    } ins", "]} ins")
    swapped = GENERIC.replace(
        '{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], '
        'iterator_types = ["parallel", "parallel"]}',
        '{iterator_types = ["parallel", "parallel"], '
        'indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]}')
    assert swapped != GENERIC
    assert normalize(one_line, "main_dispatch_9_generic_4x8_f32") == \
        normalize(swapped, "main_dispatch_0_generic_4x8_f32")
    lines = normalize(GENERIC, "main_dispatch_0_generic_4x8_f32")
    assert lines[0] == "func.func @dispatch(%0: tensor<4x8xf32>) -> tensor<4x8xf32> {"
    # %arg0, %cst, %0, %1 came first
    assert lines[4] == "  ^bb0(%4: f32, %5: f32):"
    assert not any("loc(" in ln for ln in normalize(GENERIC_RENAMED))


def test_the_diff_shows_an_inserted_op_alone(tmp_path):
    """Values are renumbered, so an op inserted early shifts every later
    number; the diff must still show only the inserted line."""
    name = "main_dispatch_0_generic_4x8_f32"
    inserted = GENERIC.replace("    %2 = math.cos %in : f32\n",
                               "    %t = math.sin %in : f32\n    %2 = math.cos %in : f32\n")
    base = ir.load_sources(write(tmp_path / "a", "m.mlir", GENERIC))
    cand = ir.load_sources(write(tmp_path / "b", "m.mlir", inserted))
    diff = ir.ir_diff(base, cand, [name], [name]).splitlines()
    assert diff[:2] == [f"--- {name}", f"+++ {name}"]
    changed = [ln for ln in diff[2:] if ln[:1] in "+-"]
    assert changed == ["+    %6 = math.sin %4 : f32"]  # %arg0 %cst %0 %1 %in %out came first
    d = delta(base, cand, [name], [name])
    assert d.added == {"math.sin": 1} and d.removed == {}
    added_row = explained(base, cand, (), (name,)).to_json()  # an added dispatch: all its ops are new
    assert added_row["ops_added"] == dict(census(inserted).ops) and added_row["baseline_file"] is None


def test_a_change_of_element_type_alone_is_a_change(tmp_path):
    name = "main_dispatch_0_generic_4x8_f32"
    bf16 = GENERIC.replace("f32 to f16", "f32 to bf16").replace("f16 to f32", "bf16 to f32")
    base = ir.load_sources(write(tmp_path / "a", "m.mlir", GENERIC))
    cand = ir.load_sources(write(tmp_path / "b", "m.mlir", bf16))
    d = delta(base, cand, [name], [name])
    assert d.added == {} and d.removed == {} and not d.empty
    assert d.sentence() == ("+1 arith.extf : bf16 to f32, +1 arith.truncf : f32 to bf16, "
                            "-1 arith.extf : f16 to f32, -1 arith.truncf : f32 to f16")
    row = explained(base, cand, [name], [name])
    assert row.ops_added == {} and row.summary.startswith("IR: +1 arith.extf : bf16 to f32")
    assert sum(ln.startswith("+") for ln in row.diff.splitlines()[2:]) == 2


def test_census_of_attention_keeps_its_region():
    c = census(ATTENTION)
    assert c.ops == {"arith.constant": 1, "tensor.empty": 1, "iree_linalg_ext.attention": 1,
                     "math.tanh": 1, "arith.mulf": 1}
    assert [r.signature for r in c.regions] == ["iree_linalg_ext.attention[arith.mulf, math.tanh]"]
    assert c.typed["math.tanh : f32"] == 1


def write(folder, name, text):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text)
    return folder


def explained(base: ir.Sources, cand: ir.Sources, b, c, base_bench=None, cand_bench=None):
    """The row IR the differ attaches for baseline names ``b`` and candidate
    names ``c`` (None when a dump lacks one of them)."""
    return row_ir(ir.SideSources(base, base_bench, (), ()), ir.SideSources(cand, cand_bench, (), ()),
                  tuple(b), tuple(c))


def delta(base: ir.Sources, cand: ir.Sources, b, c) -> ir.CensusDelta:
    """The census delta of those names (all must be in the dumps)."""
    (bc, missing_b), (cc, missing_c) = ir.group_census(base, b), ir.group_census(cand, c)
    assert bc is not None and cc is not None, (missing_b, missing_c)
    return ir.census_delta(bc, cc)


def test_flow_executable_functions_are_indexed_and_counted(tmp_path):
    src = ir.load_sources(write(tmp_path / "x.sources", "module_main$async_dispatch_5.mlir", FLOW_EXECUTABLE))
    assert src.warnings == ()
    assert sorted(src.functions) == ["main$async_dispatch_5_elementwise_8x16_f16xf32",
                                     "main$async_dispatch_5_reduction_8_f32"]
    ew = census(src.functions["main$async_dispatch_5_elementwise_8x16_f16xf32"].text)
    assert ew.ops == {"arith.constant": 1, "flow.dispatch.tensor.load": 1, "tensor.empty": 1,
                      "linalg.generic": 1, "linalg.index": 2, "tensor.extract": 1, "arith.extf": 1,
                      "math.sin": 1, "flow.dispatch.tensor.store": 1}
    assert ew.typed["tensor.extract : f16"] == 1
    red = census(src.functions["main$async_dispatch_5_reduction_8_f32"].text)
    assert red.ops == {"arith.constant": 4, "flow.dispatch.tensor.load": 1, "scf.for": 1,
                       "tensor.extract": 1, "arith.addf": 1, "tensor.from_elements": 1,
                       "flow.dispatch.tensor.store": 1}
    assert [r.signature for r in red.regions] == ["scf.for[arith.addf, tensor.extract]"]
    assert "flow.executable.export" not in red.ops  # only the function is counted


# -- the shipped samples ----------------------------------------------------------

def sources(name: str) -> ir.Sources:
    folder = ir.find_sources(SAMPLES / f"{name}.tracy")
    assert folder is not None, f"sample_captures/{name}.sources is missing (make_captures.py --sources-only)"
    loaded = ir.load_sources(folder)
    assert loaded.warnings == ()
    return loaded


def row_names(d) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(baseline names, candidate names) of each dispatch row, from the zones
    the differ assigned to it (not from the display names)."""
    ex = d.executions
    out = []
    for row_id in d.rows.loc[d.rows["section"] == "dispatch", "row_id"]:
        mine = ex[ex["row_id"] == row_id]
        out.append(tuple(tuple(sorted(set(mine.loc[mine["side"] == side, "name"].astype(str))))
                         for side in ("baseline", "candidate")))
    return out


MANIFEST = json.loads((SAMPLES / "manifest.json").read_text())


def ropes(capture: str) -> int:
    return MANIFEST["modules"][MANIFEST["captures"][capture]["module"]]["ropes_in_attention_dispatch"]


def test_every_dispatch_zone_of_a_sample_has_its_function_in_the_dump():
    for name, entry in MANIFEST["captures"].items():
        cap = tracy_diff.load(SAMPLES / entry["file"])
        tiles = cap.srclocs.index[cap.srclocs["function"] == "iree_hal_cmd_execute_dispatch_tiles"]
        zones = set(cap.zones.loc[cap.zones["srcloc"].isin(tiles), "name"].astype(str))
        # a build's later runs share the dumps beside its first run (manifest "dumps")
        assert zones and zones <= set(sources(entry.get("dumps", name)).functions), name


@pytest.mark.parametrize("candidate", ["rope_fused_qk", "rope_fused_q"])
def test_the_ropes_fused_into_attention_show_as_cos_and_sin_added(candidate):
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / f"{candidate}.tracy")
    pairs = row_names(d)
    attention = [p for p in pairs if any("_attention_" in n for n in p[1])]
    assert len(attention) == 1
    b_names, c_names = attention[0]
    base, cand = sources("baseline"), sources(candidate)
    att_b = tuple(n for n in b_names if "_attention_" in n)
    att_c = tuple(n for n in c_names if "_attention_" in n)
    d = delta(base, cand, att_b, att_c)
    alone = explained(base, cand, att_b, att_c)
    n = ropes(candidate)  # one math.cos and one math.sin per fused RoPE
    assert d.added["math.cos"] == n and d.added["math.sin"] == n and alone.ops_added == d.added
    assert d.typed_added["math.cos : f32"] == n
    assert "math.cos" not in d.removed and "iree_linalg_ext.attention" not in d.added
    assert alone.summary.startswith(f"IR: +{n} math.cos, +{n} math.sin")
    added = [ln for ln in alone.diff.splitlines() if ln.startswith("+")]
    assert sum("= math.cos " in ln for ln in added) == n
    # The whole row, whichever names the differ grouped into it: in the fused
    # variants every RoPE computes cos/sin from the angles (the attention
    # dispatch's fused ones, and k's RoPE dispatch in rope_fused_q), while
    # baseline's caller precomputed them.
    row = explained(base, cand, *attention[0]).to_json()
    expected = sum(n if "_attention_" in name else 1 for name in c_names)
    assert row["ops_added"]["math.cos"] == expected and row["ops_added"]["math.sin"] == expected
    assert row["candidate_file"].endswith(".mlir") and row["baseline_files"]
    json.dumps(row)


def test_two_runs_of_one_build_show_no_ir_change():
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run2.tracy")
    pairs = row_names(d)
    assert len(pairs) == 2
    base, run2 = sources("baseline"), sources("baseline_run2")
    for b, c in pairs:
        assert delta(base, run2, b, c).empty
        e = explained(base, run2, b, c)
        assert e.diff == "" and e.to_json()["ops_added"] == {} and e.to_json()["ops_removed"] == {}


def renamed_copy(tmp_path, capture: str, old: str, new: str) -> ir.Sources:
    """The dump of ``capture`` with export ``old`` renamed to ``new``, every
    SSA value renamed and locations added."""
    folder = tmp_path / "renamed.sources"
    shutil.copytree(SAMPLES / f"{capture}.sources", folder)
    for f in folder.iterdir():
        text = f.read_text().replace(old, new)
        text = text.replace("%cst", "%scale_factor").replace("%c0", "%zero_index")
        text = text.replace("%in", "%input_value").replace(" : f32\n", ' : f32 loc("rope.py":7:3)\n')
        f.write_text(text)
    return ir.load_sources(folder)


def test_a_renamed_but_identical_dispatch_has_an_empty_delta_and_the_same_fingerprint(tmp_path):
    old = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"
    new = "forward_bs1$async_dispatch_7_attention_24x64x128x128x64"
    base, renamed = sources("baseline"), renamed_copy(tmp_path, "baseline", old, new)
    assert renamed.functions[new].text != base.functions[old].text
    e = explained(base, renamed, [old], [new])
    assert delta(base, renamed, [old], [new]).empty
    assert e.diff == "" and e.summary.startswith("IR: same op census")
    rope = "forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"
    matches = ir.match_by_fingerprint(base, renamed, [old, rope], [new, rope])
    assert {(m.baseline, m.candidate) for m in matches} == {(old, new), (rope, rope)}
    assert all("same IR fingerprint" in m.detail for m in matches)


def test_fingerprints_pair_a_kernel_across_builds_and_keep_different_kernels_apart():
    """baseline_8layer moved the transpose of blocks 0-6 out of attention
    (sample_captures/README.md): only its dispatch_16 is baseline's kernel."""
    base, eight = sources("baseline"), sources("baseline_8layer")
    matches = ir.match_by_fingerprint(base, eight, list(base.functions), list(eight.functions))
    pairs = {(m.baseline.split("_dispatch_")[1], m.candidate.split("_dispatch_")[1]) for m in matches}
    assert ("2_attention_24x64x128x128x64", "16_attention_24x64x128x128x64") in pairs
    assert not any(c.startswith("2_attention") for _, c in pairs)


def test_fusion_evidence_links_the_rope_that_disappeared_into_attention():
    base, cand = sources("baseline"), sources("rope_fused_q")
    rope = "forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"
    att_b = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"
    att_c = "forward_bs1$async_dispatch_1_attention_24x1x64x128x1x128x64"
    rope_c = "forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16"
    yes = ir.fusion_evidence(base, cand, rope, att_c, [att_b])
    assert yes.score >= 0.8 and yes.sentence.startswith(
        "the ops of dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16 now appear in dispatch_1_attention")
    no = ir.fusion_evidence(base, cand, att_b, rope_c, [rope])
    assert no.score == 0 and "do not appear in" in no.sentence
    assert ir.fusion_evidence(base, cand, "no_such_dispatch", att_c) is None


def test_reproduce_commands_name_a_benchmark_function_of_the_dump():
    base, cand = sources("baseline"), sources("rope_fused_qk")
    bb = ir.load_benchmarks(ir.find_benchmarks(SAMPLES / "baseline.tracy"))
    cb = ir.load_benchmarks(ir.find_benchmarks(SAMPLES / "rope_fused_qk.tracy"))
    assert bb.warnings == () and cb.warnings == ()
    att_b = ("forward_bs1$async_dispatch_2_attention_24x64x128x128x64",)
    att_c = ("forward_bs1$async_dispatch_0_attention_24x1x64x128x1x128x64",)
    e = explained(base, cand, att_b, att_c, bb, cb)
    for side, names in (("baseline", att_b), ("candidate", att_c)):
        compile_cmd, run_cmd = e.reproduce[side]
        entry = (bb if side == "baseline" else cb).entries[names[0]]
        assert compile_cmd.startswith("iree-compile ") and str(entry.file) in compile_cmd
        assert run_cmd.startswith("iree-benchmark-module --module=") and "--device=local-task" in run_cmd
        assert f"util.func public @{entry.function}(" in entry.file.read_text()
        assert entry.function.endswith(names[0])


def test_a_second_target_variant_is_not_a_second_function(tmp_path):
    text = (SAMPLES / "baseline.sources" / "module_forward_bs1$async_dispatch_2.mlir").read_text()
    lines = text.splitlines(keepends=True)
    assert lines[1].lstrip().startswith("hal.executable.variant") and lines[-2] == "  }\n"
    variant = "".join(lines[1:-1]).replace('<"llvm-cpu", "embedded-elf-x86_64"', '<"vmvx", "vmvx-bytecode-fb"')
    both = lines[0] + "".join(lines[1:-1]) + variant + lines[-1]
    two = ir.load_sources(write(tmp_path / "two.sources", "m.mlir", both))
    assert two.warnings == () and list(two.functions) == ["forward_bs1$async_dispatch_2_attention_24x64x128x128x64"]
    assert two.functions["forward_bs1$async_dispatch_2_attention_24x64x128x128x64"].target == "llvm-cpu"
    write(tmp_path / "twice.sources", "other.mlir", text)
    twice = ir.load_sources(write(tmp_path / "twice.sources", "m.mlir", text))
    assert len(twice.functions) == 1 and len(twice.warnings) == 1 and "is also in" in twice.warnings[0]


# -- bad input -------------------------------------------------------------------

def test_missing_corrupt_and_truncated_dumps_are_warnings(tmp_path):
    missing = ir.load_sources(tmp_path / "nope.sources")
    assert missing.functions == {} and "cannot read the sources folder" in missing.warnings[0]
    assert ir.find_sources(tmp_path / "nope.tracy") is None

    folder = tmp_path / "bad.sources"
    good = SAMPLES / "baseline.sources" / "module_forward_bs1$async_dispatch_2.mlir"
    text = good.read_text()
    write(folder, "truncated.mlir", text[: text.index("iree_linalg_ext.attention")])
    (folder / "garbage.mlir").write_bytes(np.random.default_rng(0).bytes(4096))
    write(folder, "module_ok.mlir", GENERIC)
    loaded = ir.load_sources(folder)
    assert list(loaded.functions) == ["main_dispatch_0_generic_4x8_f32"]
    assert any("garbage.mlir: not UTF-8 text" in w for w in loaded.warnings)
    assert any("garbage.mlir: no dispatch function" in w for w in loaded.warnings)
    assert any("truncated.mlir: function @forward_bs1$async_dispatch_2_attention_24x64x128x128x64 is not "
               "closed" in w for w in loaded.warnings)

    name = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"
    assert explained(sources("baseline"), loaded, [name], [name]) is None  # the row gets no IR
    assert ir.group_census(loaded, [name]) == (None, [name])


def test_side_sources_names_the_folders_it_used_and_warns_about_bad_ones(tmp_path):
    found = ir.side_sources(SAMPLES / "baseline.tracy")
    assert set(found.sources.functions) == set(MANIFEST["captures"]["baseline"]["dispatches"])
    assert found.benchmarks is not None and found.warnings == ()
    assert found.used == (f"baseline sources: {SAMPLES / 'baseline.sources'} (beside the capture)",
                          f"baseline benchmarks: {SAMPLES / 'baseline.benchmarks'} (beside the capture)")
    nothing = ir.side_sources(tmp_path / "lonely.tracy", side="candidate")
    assert nothing == ir.SideSources(None, None, (), ())
    bad = ir.side_sources(SAMPLES / "baseline.tracy", sources=tmp_path / "typo.sources", side="candidate")
    assert bad.sources is None and bad.benchmarks is not None
    assert len(bad.warnings) == 1 and bad.warnings[0].startswith(f"{tmp_path / 'typo.sources'}: cannot read")
