"""IREE dispatch names: every form the differ meets, and zones that are not dispatches."""

import pytest

from tracy_diff.analysis.matching.names import parse, readable_name, short_name


@pytest.mark.parametrize("name, function, ordinal, op, family, layout, dims, types, suffix", [
    ("forward_bs1$async_dispatch_41_attention_24x4608x128xbf16_generic",
     "forward_bs1$async", 41, "attention", "attention", "", ("24", "4608", "128"), ("bf16",), "generic"),
    ("forward_bs1$async_dispatch_31_attention_24x1x4608x1x128xbf16_generic",
     "forward_bs1$async", 31, "attention", "attention", "", ("24", "1", "4608", "1", "128"), ("bf16",), "generic"),
    ("forward_bs1$async_dispatch_2_attention_24x64x128x128x64",
     "forward_bs1$async", 2, "attention", "attention", "", ("24", "64", "128", "128", "64"), (), ""),
    ("main_dispatch_0_batch_matmul_4x256x256x64_f32",
     "main", 0, "batch_matmul", "batch_matmul", "", ("4", "256", "256", "64"), ("f32",), ""),
    ("run_forward$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16",
     "run_forward$async", 10, "conv_2d_nhwc_hwcf", "conv_2d", "nhwc_hwcf",
     ("2", "128", "128", "320", "3", "3", "320"), ("f16",), ""),
    ("run_forward$async_dispatch_9_conv_2d_nchw_fchw_2x320x128x128x320x3x3_f16",
     "run_forward$async", 9, "conv_2d_nchw_fchw", "conv_2d", "nchw_fchw",
     ("2", "320", "128", "128", "320", "3", "3"), ("f16",), ""),
    ("run_forward$async_dispatch_80_elementwise_transpose_2x1024x1280_f16xf32xf16",
     "run_forward$async", 80, "elementwise_transpose", "elementwise_transpose", "",
     ("2", "1024", "1280"), ("f16", "f32", "f16"), ""),
    ("run_forward$async_dispatch_44_matmul_like_8192x5120x640_f16xf16xf32",
     "run_forward$async", 44, "matmul_like", "matmul_like", "", ("8192", "5120", "640"), ("f16", "f16", "f32"), ""),
    ("main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store",
     "main", 1, "softmax", "softmax", "", ("4", "256", "256"), ("f32",), "dispatch_tensor_store"),
    ("main_dispatch_3_generic_4xDx128_f32",
     "main", 3, "generic", "generic", "", ("4", "D", "128"), ("f32",), ""),
    ("forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16",
     "forward_bs1$async", 0, "elementwise_broadcast", "elementwise_broadcast", "", ("24", "8192"),
     ("f32", "f32", "f16"), ""),
    ("main$async_dispatch_7_quantized_matmul_2x64_i8xf8E4M3FNUZ",
     "main$async", 7, "quantized_matmul", "quantized_matmul", "", ("2", "64"), ("i8", "f8E4M3FNUZ"), ""),
])
def test_parse_forms(name, function, ordinal, op, family, layout, dims, types, suffix):
    p = parse(name)
    assert p is not None
    assert (p.function, p.ordinal, p.op, p.family, p.layout, p.dims, p.types, p.suffix) == \
        (function, ordinal, op, family, layout, dims, types, suffix)
    assert p.short == name[len(function) + 1:]
    assert p.short.startswith(f"dispatch_{ordinal}_")


def test_unnamed_dispatch_has_no_op_or_shape():
    p = parse("main_dispatch_7")
    assert (p.ordinal, p.op, p.dims, p.types, p.description) == (7, "", (), (), "")


@pytest.mark.parametrize("name", [
    "iree_hal_cmd_execute_dispatch_tiles",  # the srcloc IREE's CPU dispatch chunks share
    "iree_hal_hip_stream_command_buffer",
    "iree_hal_hip_stream_command_buffer_fill_buffer",
    "BenchmarkIteration",
    "iree_hal_command_buffer_dispatch",
    "",
])
def test_other_zones_are_not_dispatches(name):
    assert parse(name) is None


def test_identity_keys():
    old = parse("forward_bs1$async_dispatch_41_attention_24x4608x128xbf16_generic")
    renumbered = parse("forward_bs1$async_dispatch_12_attention_24x4608x128xbf16_generic")
    fused = parse("forward_bs1$async_dispatch_31_attention_24x1x4608x1x128xbf16_generic")
    assert old.without_ordinal == renumbered.without_ordinal
    assert old.without_ordinal != fused.without_ordinal
    assert old.shape_key == fused.shape_key  # unit dims dropped
    nhwc = parse("run_forward$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16")
    nchw = parse("run_forward$async_dispatch_9_conv_2d_nchw_fchw_2x320x128x128x320x3x3_f16")
    assert nhwc.shape_key != nchw.shape_key
    assert nhwc.permuted_key == nchw.permuted_key
    f32 = parse("main_dispatch_0_batch_matmul_4x256x256x64_f32")
    f16 = parse("main_dispatch_0_batch_matmul_4x256x256x64_f16")
    assert f32.permuted_key != f16.permuted_key  # types are part of identity


def test_short_name():
    assert short_name("forward_bs1$async_dispatch_41_attention_24x4608x128xbf16_generic") == \
        "dispatch_41_attention_24x4608x128xbf16_generic"
    assert short_name("main_dispatch_0_batch_matmul_4x256x256x64_f32") == "dispatch_0_batch_matmul_4x256x256x64_f32"
    assert short_name("BenchmarkIteration") == "BenchmarkIteration"
    cut = short_name("run_forward$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16", 30)
    assert len(cut) == 30 and cut.startswith("dispatch_10_conv") and cut.endswith("320_f16") and "…" in cut


def test_a_zone_name_with_a_plus_is_one_name():
    # " + " is how a row joins several names for display; inside one zone
    # name it is text, never a place to split (it used to be cut per part).
    name = "iree_hal_buffer_view + copy"
    assert short_name(name) == name and readable_name(name) == name
    cut = short_name(name, 16)
    assert len(cut) == 16 and cut.startswith("iree_hal_b") and cut.endswith("copy")
