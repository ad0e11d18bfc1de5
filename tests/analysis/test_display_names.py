"""Readable dispatch names and op-family totals, as the dashboard shows them."""

from __future__ import annotations

import pytest

import tracy_diff
from tests.paths import SAMPLES, SHARED
from tracy_diff.analysis.matching.families import op_family_totals
from tracy_diff.analysis.matching.names import OP_CATEGORIES, op_category, readable_name


@pytest.mark.parametrize("name, readable", [
    ("forward_bs1$async_dispatch_569_attention_24x4608x128xbf16", "#569 attention 24x4608x128 bf16"),
    ("forward_bs1$async_dispatch_569_attention_24x4608x128xbf16_generic",
     "#569 attention 24x4608x128 bf16 + generic"),
    ("main_dispatch_3_matmul_4x256x256x64_f32", "#3 matmul 4x256x256x64 f32"),
    ("main$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16",
     "#10 conv_2d_nhwc_hwcf 2x128x128x320x3x3x320 f16"),
    ("f_dispatch_2_attention_24x64x128x128x64", "#2 attention 24x64x128x128x64"),
    ("f_dispatch_7_slow_memcpy", "#7 slow_memcpy"),
    ("iree_hal_fence_wait", "iree_hal_fence_wait"),
])
def test_readable_names_keep_op_shape_and_types_whole(name, readable):
    assert readable_name(name) == readable


@pytest.mark.parametrize("name, family", [
    ("f_dispatch_1_attention_24x4608x128xbf16", "attention"),
    ("f_dispatch_1_batch_matmul_4x64x64x32_f16", "matmul"),
    ("f_dispatch_1_matmul_transpose_b_64x64x32_f16", "matmul"),
    ("f_dispatch_1_conv_2d_nhwc_hwcf_2x8x8x4x3x3x4_f16", "convolution"),
    ("f_dispatch_1_softmax_8x128_f32", "softmax"),
    ("f_dispatch_1_reduction_8x128_f32", "reduction"),
    ("f_dispatch_1_elementwise_broadcast_24x8192_f32xf32xf16", "elementwise"),
    ("f_dispatch_1_generic_2x32x40x1024_f16xf32", "elementwise"),
    ("f_dispatch_1_slow_memcpy", "copy"),
    ("iree_vm_invoke", "other"),
])
def test_op_categories(name, family):
    assert op_category(name) == family


@pytest.mark.parametrize("pair", [
    (SAMPLES / "baseline.tracy", SAMPLES / "rope_fused_qk.tracy"),
    (SHARED / "gpu" / "unet_baseline.tracy", SHARED / "gpu" / "unet_candidate.tracy"),
])
def test_family_totals_add_up_to_each_sides_dispatch_time(pair):
    diff = tracy_diff.diff(*pair)
    totals = diff.families
    assert totals is not None and totals.equals(op_family_totals(diff.rows, diff.members))
    assert list(totals["family"]) == [f for f in OP_CATEGORIES if f in set(totals["family"])]
    for side in ("baseline", "candidate"):
        # The run summary sums the dispatch rows its own way.
        assert totals[f"{side}_ms_per_iter"].sum() == pytest.approx(
            diff.summary(side).dispatch_ms_per_iteration, rel=1e-6)
    if "rope" in str(pair[1]):
        # The sample: attention slowed ~4.5x, the removed broadcast was the only elementwise work.
        row = totals.set_index("family")
        assert row.loc["attention", "candidate_ms_per_iter"] > 4 * row.loc["attention", "baseline_ms_per_iter"]
        assert row.loc["elementwise", "candidate_ms_per_iter"] == 0
