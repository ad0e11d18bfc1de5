"""Matching tiers and fusion-aware alignment, on sequences of real IREE names."""

import json

import pytest

from tracy_diff.analysis.matching.overrides import Overrides, Rule, load_overrides, parse_overrides
from tracy_diff.analysis.matching.pairing import align, match
from tracy_diff.errors import DiffError

F = "forward_bs1$async_dispatch_"
U = "run_forward$async_dispatch_"
FILL = "iree_hal_hip_stream_command_buffer_fill_buffer"


def rows(groups):
    """{(baseline names, candidate names): match} for easy asserts."""
    return {(tuple(g.baseline), tuple(g.candidate)): g.match for g in groups}


def run(base_seq, cand_seq, overrides=None, extra_b=(), extra_c=()):
    return match(base_seq, cand_seq, sorted(set(base_seq) | set(extra_b)),
                 sorted(set(cand_seq) | set(extra_c)), overrides)


def tier(base: str, cand: str) -> str | None:
    """The tier that pairs two names by name alone (no sequence to go by);
    None when they stay apart."""
    return rows(run([], [], extra_b=[base], extra_c=[cand])).get(((base,), (cand,)))


def test_exact():
    seq = [FILL, F + "0_elementwise_24x8192_f32", F + "2_attention_24x64x128x128x64"]
    assert rows(run(seq, seq)) == {((n,), (n,)): "exact" for n in seq}


def test_ordinal_shift_with_an_unrelated_kernel_on_an_old_ordinal():
    base = [U + "5_matmul_like_2x1280x320_f16xf16xf32", U + "6_elementwise_2x1280_f16", FILL]
    cand = [U + "6_matmul_like_2x1280x320_f16xf16xf32", U + "7_elementwise_2x1280_f16", FILL,
            U + "5_softmax_2x10x4096_f16"]
    got = rows(run(base, cand))
    assert got[((base[0],), (cand[0],))] == "ordinal"
    assert got[((base[1],), (cand[1],))] == "ordinal"
    # Not paired by its ordinal, and no dispatch next to it to belong to.
    assert got[((), (cand[3],))] == "none"


def test_a_new_dispatch_next_to_a_pair_is_grouped_with_it():
    base = [U + "5_matmul_like_2x1280x320_f16xf16xf32"]
    cand = [U + "5_softmax_2x10x4096_f16", U + "6_matmul_like_2x1280x320_f16xf16xf32"]
    # The group's match is the strongest tier inside it.
    assert rows(run(base, cand)) == {((base[0],), tuple(cand)): "ordinal"}


def test_two_exports_sharing_a_name_except_ordinal_are_told_apart_by_position():
    rope, att = "elementwise_broadcast_24x8192_f32xf32xf16", "attention_24x64x128x128x64"
    base = [F + "0_" + rope, F + "2_" + att, F + "3_" + rope, F + "2_" + att, F + "3_" + rope, F + "16_" + att]
    cand = [F + "1_" + rope, F + "4_" + att, F + "5_" + rope, F + "4_" + att, F + "5_" + rope, F + "20_" + att]
    got = rows(run(base, cand))
    assert got == {((F + "0_" + rope,), (F + "1_" + rope,)): "ordinal",
                   ((F + "2_" + att,), (F + "4_" + att,)): "ordinal",
                   ((F + "3_" + rope,), (F + "5_" + rope,)): "ordinal",
                   ((F + "16_" + att,), (F + "20_" + att,)): "ordinal"}


def test_shape_tier_drops_unit_dims():
    b = F + "41_attention_24x4608x128xbf16_generic"
    c = F + "31_attention_24x1x4608x1x128xbf16_generic"
    assert tier(b, c) == "shape"
    assert rows(run([b], [c])) == {((b,), (c,)): "shape"}
    (g,) = run([b], [c])
    assert "24x4608x128" in g.detail


def test_permuted_tier_pairs_a_conv_whose_layout_changed():
    b = U + "10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16"
    c = U + "9_conv_2d_nchw_fchw_2x320x128x128x320x3x3_f16"
    assert tier(b, c) == "permuted"
    got = rows(run([FILL, b], [FILL, c]))
    assert got[((b,), (c,))] == "permuted"
    detail = next(g.detail for g in run([b], [c]))
    assert "nhwc_hwcf → nchw_fchw" in detail


def test_types_and_families_keep_kernels_apart():
    assert tier(U + "1_matmul_like_64x64x64_f16xf16xf32", U + "1_matmul_like_64x64x64_f32xf32xf32") is None
    assert tier(U + "1_matmul_like_64x64x64_f16", U + "2_batch_matmul_64x64x64_f16") is None
    assert tier("iree_hal_command_buffer_dispatch", "iree_hal_command_buffer_dispatch") == "exact"
    assert tier("iree_hal_semaphore_wait", "iree_hal_fence_wait") is None


def test_sequence_tier_pairs_unrelated_names_in_the_same_slot():
    a, z = F + "0_generic_8x8_f32", F + "9_attention_4x4x4x4x4_f16"
    b, c = F + "1_reduction_64_f32", F + "1_softmax_32x32_f16"
    got = rows(run([a, b, z], [a, c, z]))
    assert got[((b,), (c,))] == "sequence"


def test_override_pairs_what_no_tier_can():
    b, c = F + "1_reduction_64_f32", F + "7_softmax_32x32_f16"
    other_b, other_c = F + "3_generic_8_f32", F + "8_generic_16_f16"
    text = f"# renamed by hand\n{b} => {F}\\d+_softmax_.*\n.*_generic_8_f32 => .*_generic_16_f16\n"
    ov = parse_overrides(text)
    assert ov.rules[0] == Rule(b, F + "\\d+_softmax_.*", 2)
    # Out of the representative sequence (no position to go by) and inside it.
    got = rows(run([], [], ov, extra_b=[b, other_b], extra_c=[c, other_c]))
    assert got[((b,), (c,))] == "override"
    assert got[((other_b,), (other_c,))] == "override"
    got = rows(run([other_b, b], [c, other_c], ov))
    assert got[((b,), (c,))] == "override" and got[((other_b,), (other_c,))] == "override"
    g = next(g for g in run([], [], ov, extra_b=[b], extra_c=[c]) if g.baseline == [b])
    assert "line 2" in g.detail


def test_override_beats_a_tier():
    b = F + "2_attention_24x64x128x128x64"
    c1, c2 = F + "4_attention_24x64x128x128x64", F + "5_attention_24x1x64x128x1x128x64"
    ov = Overrides((Rule(b, c2),))
    assert tier(b, c1) == "ordinal"
    got = rows(run([b], [c2], ov, extra_c=[c1]))
    assert got[((b,), (c2,))] == "override"
    assert got[((), (c1,))] == "none"


def test_override_file_forms(tmp_path):
    text = tmp_path / "o.txt"
    text.write_text("a => b\n\n# c\nx_dispatch_\\d+_foo => y\n")
    assert [(r.baseline, r.candidate) for r in load_overrides(text).rules] == [("a", "b"), ("x_dispatch_\\d+_foo", "y")]
    js = tmp_path / "o.json"
    js.write_text(json.dumps({"a": "b"}))
    assert [(r.baseline, r.candidate) for r in load_overrides(js).rules] == [("a", "b")]
    js.write_text(json.dumps([["a", "b"], ["c", "d"]]))
    assert len(load_overrides(js).rules) == 2
    bad = tmp_path / "bad.txt"
    bad.write_text("a => b\nno arrow here\n")
    with pytest.raises(DiffError, match=r"bad.txt:2: expected 'BASELINE => CANDIDATE'"):
        load_overrides(bad)
    with pytest.raises(DiffError, match="cannot read overrides"):
        load_overrides(tmp_path / "missing.txt")
    js.write_text('[["a"]]')
    with pytest.raises(DiffError, match="rule 1"):
        load_overrides(js)


def test_producer_fused_into_its_consumer_keeps_the_consumer_its_own_row():
    rope = F + "0_elementwise_broadcast_24x8192_f32xf32xf16"
    att_b, att_c = F + "2_attention_24x64x128x128x64", F + "0_attention_24x1x64x128x1x128x64"
    gone, att = sorted(run([rope, att_b], [att_c]), key=lambda g: len(g.candidate))
    assert (att.baseline, att.candidate, att.kind, att.match) == ([att_b], [att_c], "pair", "shape")
    assert "loop ranges" in att.detail
    assert (gone.baseline, gone.candidate, gone.kind, gone.fused_into) == ([rope], [], "removed", [att_b])


def test_split_keeping_the_exact_name_is_one_group():
    # The unet trap: the split's second half keeps the baseline's full name.
    before, after = U + "78_conv_2d_nhwc_hwcf_2x32x32x1280x3x3x1280_f16", U + "81_matmul_like_2x1280x320_f16xf16xf32"
    x = U + "80_elementwise_transpose_2x1024x1280_f16xf32xf16"
    y = U + "79_generic_2x32x40x1024_f16xf32"
    got = rows(run([before, x, after], [before, y, x, after]))
    assert got[((x,), (y, x))] == "exact"
    assert got[((before,), (before,))] == "exact"


def test_merge_of_two_dispatches():
    d0, d1 = U + "0_elementwise_2x160_f32", U + "1_elementwise_2x320_f32xf16"
    c0 = U + "0_elementwise_2x320_f32xf16"
    nxt_b, nxt_c = U + "2_matmul_like_2x1280x320_f16xf16xf32", U + "1_matmul_like_2x1280x320_f16xf16xf32"
    groups = run([FILL, FILL, d0, d1, nxt_b], [FILL, FILL, c0, nxt_c])
    got = rows(groups)
    # d1 survives under a new ordinal; d0 vanished next to it and points at it.
    assert got[((d1,), (c0,))] == "ordinal"
    assert got[((d0,), ())] == "none"
    assert next(g for g in groups if g.baseline == [d0]).fused_into == [d1]
    assert got[((nxt_b,), (nxt_c,))] == "ordinal"
    assert got[((FILL,), (FILL,))] == "exact"


def test_count_changing_gap_is_a_group_of_its_own():
    # Two dispatches became one in front of the attention: a group of those
    # three, while the attention, matched by shape, keeps its own row.
    p, q, s = F + "0_generic_8_f32", F + "1_reduction_8_f32", F + "0_softmax_8_f16"
    a_b, a_c = F + "2_attention_24x64x128x128x64", F + "1_attention_24x1x64x128x1x128x64"
    got = rows(run([p, q, a_b], [s, a_c]))
    assert got == {((p, q), (s,)): "sequence", ((a_b,), (a_c,)): "shape"}


def test_leftover_next_to_different_rows_stays_removed():
    d = F + "9_generic_4_f32"
    a, b, c = F + "1_matmul_like_8x8x8_f32", F + "2_softmax_8x8_f32", F + "3_reduction_8_f32"
    got = rows(run([d, a, b, d, c], [a, b, c]))
    assert got[((d,), ())] == "none"
    assert got[((a,), (a,))] == "exact" and got[((c,), (c,))] == "exact"


def test_names_outside_the_sequence_pair_by_name_in_ordinal_order():
    b = [F + "3_generic_4_f32", F + "8_generic_4_f32"]
    c = [F + "5_generic_4_f32", F + "11_generic_4_f32"]
    got = rows(match([], [], b, c))
    assert got == {((b[0],), (c[0],)): "ordinal", ((b[1],), (c[1],)): "ordinal"}


def test_added_and_removed():
    got = rows(run([F + "0_a_4_f32"], [F + "0_a_4_f32"], extra_b=["gone_zone"], extra_c=[F + "7_new_8_f16"]))
    assert got[(("gone_zone",), ())] == "none"
    assert got[((), (F + "7_new_8_f16",))] == "none"


def test_align_returns_positions_in_order():
    seq_b = [F + "0_a_4_f32", F + "1_b_4_f32", F + "2_c_4_f32"]
    seq_c = [F + "0_a_4_f32", F + "5_b_4_f32", F + "2_c_4_f32"]
    assert align(seq_b, seq_c) == [(0, 0, "exact"), (1, 1, "ordinal"), (2, 2, "exact")]
    assert align([], seq_c) == []


def test_long_sequences_anchor_first(monkeypatch):
    # A model with thousands of dispatches per iteration: the alignment
    # anchors on names that run once, then aligns between them. It must find
    # what the full alignment finds.
    import tracy_diff.analysis.matching.pairing as m

    ops = ["matmul_like_64x64x64_f16", "elementwise_64_f16", "softmax_8x64_f32"]
    base = [F + f"{k}_{ops[k % 3]}" if k % 5 else F + f"{k}_unique{k}_4_f32" for k in range(300)]
    cand = [F + f"{k + 1}_{ops[k % 3]}" if k % 5 else F + f"{k + 1}_unique{k}_4_f32" for k in range(300)]
    cand.insert(150, F + "999_generic_2_f32")
    full = m.align(base, cand)
    monkeypatch.setattr(m, "MAX_CELLS", 2000)
    anchored = m.align(base, cand)
    assert anchored == full
    assert len(full) == 300 and all(t == "ordinal" for _, _, t in full)


def test_concurrent_dispatches_starting_the_other_way_round_keep_their_rows():
    a, b = F + "3_matmul_like_64x64x64_f16", F + "4_softmax_8x64_f32"
    a2, b2 = F + "5_matmul_like_64x64x64_f16", F + "6_softmax_8x64_f32"
    got = rows(run([a, b], [b2, a2]))
    assert got == {((a,), (a2,)): "ordinal", ((b,), (b2,)): "ordinal"}


def test_a_new_dispatch_taking_over_extra_calls_joins_their_row():
    # q, k and v ran as three calls of one matmul; now one fused contraction
    # runs them, the output projection still calls the old matmul.
    pack, mm = F + "2_pack_f32", F + "3_mmt4d_8x64x512x8x8x1_f32"
    hz = F + "5_horizontal_multi_contract_8x64x8x8x512x1_f32"
    mm_c, att = F + "14_mmt4d_8x64x512x8x8x1_f32", F + "13_attention_8x64x64x64x64"
    layer_b = [pack, mm, pack, mm, pack, mm, att, pack, mm]
    layer_c = [pack, pack, pack, hz, att, pack, mm_c]
    got = rows(run(layer_b * 3, layer_c * 3))
    assert got[((mm,), (hz, mm_c))] == "ordinal"
    assert got[((pack,), (pack,))] == "exact" and got[((att,), (att,))] == "exact"


def test_a_vanished_dispatch_next_to_several_rows_points_at_all_of_them():
    d = F + "9_generic_4_f32"
    a, b, c = F + "1_matmul_like_8x8x8_f32", F + "2_softmax_8x8_f32", F + "3_reduction_8_f32"
    groups = run([d, a, b, d, c, d, c], [a, b, c, c])
    assert next(g for g in groups if g.baseline == [d]).fused_into == [c, a]
