"""Two more models for the default-scheduled calibration corpus: a small conv
net and a stack of batch-matmul MLP blocks.

Like ``decoder_model.py``, every source op carries a name location
(``loc("L<i>/<role>")``, ``G/...`` outside the blocks), so
``decoder_model.program_calls`` reads from the compiler which source ops each
dispatch call computes, and ``decoder_model.ground_truth`` pairs two builds.

Builds (``BUILDS``): ``<model>`` as written; ``<model>_shifted`` with one cheap
op added at the very start (its own dispatch: every later ordinal +1,
identical kernels otherwise: an A/A pair across renames); and a real codegen
change: ``convnet_im2col`` compiled with
``--iree-global-opt-use-im2col-for-convs`` (each 3x3 conv becomes an im2col
dispatch and a matmul), ``mlp_horizontal`` with horizontal contraction fusion (the gate and up
batch matmuls of a block, which share their left operand, become one
dispatch).  Inputs are splats (timing does not depend on the values).
"""
from __future__ import annotations

from collections.abc import Sequence

from decoder_model import HORIZONTAL, _loc, _t

FUNCTION = "forward"
IM2COL = "--iree-global-opt-use-im2col-for-convs=true"

# --- conv net: NHWC, f32 --------------------------------------------------------
IMG, CIN = 66, 32                     # input 1 x 66 x 66 x 32
CONVS = ((CIN, 64), (64, 64))         # 3x3 valid convs before the pool
CONV3 = (64, 128)                     # after the 2x2 max pool
CLASSES = 10

# --- MLP stack: batch matmuls, f32 ----------------------------------------------
BATCH, ROWS, DIM, FF, BLOCKS = 4, 128, 256, 512, 3


def _generic(res: str, ins: Sequence[tuple[str, str]], out: tuple[str, str], maps: Sequence[str],
             iters: Sequence[str], body: str, tag: str) -> str:
    """One linalg.generic with its name location."""
    names = ", ".join(n for n, _ in ins)
    types = ", ".join(t for _, t in ins)
    args = ", ".join(f"%a{i}: f32" for i in range(len(ins)))
    amap = ", ".join(f"affine_map<{m}>" for m in maps)
    it = ", ".join(f'"{x}"' for x in iters)
    return (f"  {res} = linalg.generic {{indexing_maps = [{amap}], iterator_types = [{it}]}} "
            f"ins({names} : {types}) outs({out[0]} : {out[1]}) {{\n  ^bb0({args}, %o: f32):\n"
            f"{body}  }} -> {out[1]} {_loc(tag)}\n")


def _shift(x: str, shape: Sequence[int]) -> str:
    """The op added at the start of a ``_shifted`` build: x + 0.0, its own dispatch
    (the result feeds the model only through tensor.extract, which IREE does not fuse)."""
    n = len(shape)
    ident = f"({', '.join(f'd{i}' for i in range(n))}) -> ({', '.join(f'd{i}' for i in range(n))})"
    return (f"  %e_shift = tensor.empty() : {_t(shape)}\n"
            + _generic("%shifted", [(x, _t(shape))], ("%e_shift", _t(shape)), [ident, ident],
                       ["parallel"] * n, "    %p = arith.addf %a0, %zero : f32\n    linalg.yield %p : f32\n",
                       "G/input_plus_zero"))


def _copy_via_extract(res: str, src: str, shape: Sequence[int], tag: str) -> str:
    """res = src read element by element with tensor.extract (a gather-like
    copy that keeps the added op of a ``_shifted`` build in a dispatch of its own)."""
    n = len(shape)
    ident = f"({', '.join(f'd{i}' for i in range(n))}) -> ({', '.join(f'd{i}' for i in range(n))})"
    idx = "".join(f"    %i{i} = linalg.index {i} : index\n" for i in range(n))
    iters = ", ".join(['"parallel"'] * n)
    return (f"  %e_{res[1:]} = tensor.empty() : {_t(shape)}\n"
            f"  {res} = linalg.generic {{indexing_maps = [affine_map<{ident}>], iterator_types = "
            f"[{iters}]}} outs(%e_{res[1:]} : {_t(shape)}) {{\n  ^bb0(%o: f32):\n{idx}"
            f"    %e = tensor.extract {src}[{', '.join(f'%i{i}' for i in range(n))}] : {_t(shape)}\n"
            f"    linalg.yield %e : f32\n  }} -> {_t(shape)} {_loc(tag)}\n")


_RELU = "    %r = arith.maximumf %a0, %zero : f32\n    linalg.yield %r : f32\n"
_BIAS_RELU = "    %s = arith.addf %a0, %a1 : f32\n    %r = arith.maximumf %s, %zero : f32\n    linalg.yield %r : f32\n"


def _conv(x: str, hw: int, cin: int, cout: int, n: int) -> tuple[str, str, int]:
    """3x3 valid conv + bias + ReLU; returns (text, result, output size)."""
    o = hw - 2
    oshape, tag = (1, o, o, cout), f"L{n}/conv"
    m4 = "(d0, d1, d2, d3) -> (d0, d1, d2, d3)"
    text = (f"  %e_c{n} = tensor.empty() : {_t(oshape)}\n"
            f"  %f_c{n} = linalg.fill ins(%zero : f32) outs(%e_c{n} : {_t(oshape)}) -> {_t(oshape)} "
            f"{_loc(tag + '.fill')}\n"
            f"  %c{n} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : "
            f"tensor<2xi64>}} ins({x}, %w{n} : {_t((1, hw, hw, cin))}, {_t((3, 3, cin, cout))}) "
            f"outs(%f_c{n} : {_t(oshape)}) -> {_t(oshape)} {_loc(tag)}\n"
            + _generic(f"%r{n}", [(f"%c{n}", _t(oshape)), (f"%b{n}", _t((cout,)))], (f"%e_c{n}", _t(oshape)),
                       [m4, "(d0, d1, d2, d3) -> (d3)", m4], ["parallel"] * 4, _BIAS_RELU, f"L{n}/bias_relu"))
    return text, f"%r{n}", o


def convnet_args() -> list[tuple[str, tuple[int, ...]]]:
    convs = [*CONVS, CONV3]
    args = [("x", (1, IMG, IMG, CIN))]
    for n, (ci, co) in enumerate(convs):
        args += [(f"w{n}", (3, 3, ci, co)), (f"b{n}", (co,))]
    return args + [("fc", (CONV3[1], CLASSES))]


def convnet_mlir(shifted: bool = False) -> str:
    """Two convs, a 2x2 max pool, a conv, global average pool, a dense layer."""
    args = convnet_args()
    o = [f"// Generated by sample_captures/corpus_models.py: conv net{' (shifted)' if shifted else ''}.\n",
         f"func.func @{FUNCTION}({', '.join(f'%{n}: {_t(s)}' for n, s in args)}) -> {_t((1, CLASSES))} {{\n",
         "  %zero = arith.constant 0.000000e+00 : f32\n  %ninf = arith.constant -3.400000e+38 : f32\n"]
    x = "%x"
    if shifted:
        o.append(_shift(x, (1, IMG, IMG, CIN)))
        o.append(_copy_via_extract("%x_in", "%shifted", (1, IMG, IMG, CIN), "G/input_read"))
        x = "%x_in"
    hw = IMG
    for n, (ci, co) in enumerate(CONVS):
        text, x, hw = _conv(x, hw, ci, co, n)
        o.append(text)
    p = hw // 2
    pshape = (1, p, p, CONVS[-1][1])
    o.append(f"  %e_pool = tensor.empty() : {_t(pshape)}\n  %win = tensor.empty() : {_t((2, 2))}\n"
             f"  %f_pool = linalg.fill ins(%ninf : f32) outs(%e_pool : {_t(pshape)}) -> {_t(pshape)} "
             f"{_loc('G/maxpool.fill')}\n"
             f"  %pool = linalg.pooling_nhwc_max {{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : "
             f"tensor<2xi64>}} ins({x}, %win : {_t((1, hw, hw, CONVS[-1][1]))}, {_t((2, 2))}) "
             f"outs(%f_pool : {_t(pshape)}) -> {_t(pshape)} {_loc('G/maxpool')}\n")
    text, x, hw = _conv("%pool", p, CONV3[0], CONV3[1], len(CONVS))
    o.append(text)
    c = CONV3[1]
    o.append(f"  %e_gap = tensor.empty() : {_t((1, c))}\n"
             f"  %f_gap = linalg.fill ins(%zero : f32) outs(%e_gap : {_t((1, c))}) -> {_t((1, c))} "
             f"{_loc('G/avgpool.fill')}\n"
             + _generic("%gap", [(x, _t((1, hw, hw, c)))], ("%f_gap", _t((1, c))),
                        ["(d0, d1, d2, d3) -> (d0, d1, d2, d3)", "(d0, d1, d2, d3) -> (d0, d3)"],
                        ["parallel", "reduction", "reduction", "parallel"],
                        "    %s = arith.addf %a0, %o : f32\n    linalg.yield %s : f32\n", "G/avgpool")
             + f"  %e_fc = tensor.empty() : {_t((1, CLASSES))}\n"
             f"  %f_fc = linalg.fill ins(%zero : f32) outs(%e_fc : {_t((1, CLASSES))}) -> {_t((1, CLASSES))} "
             f"{_loc('G/fc.fill')}\n"
             f"  %logits = linalg.matmul ins(%gap, %fc : {_t((1, c))}, {_t((c, CLASSES))}) "
             f"outs(%f_fc : {_t((1, CLASSES))}) -> {_t((1, CLASSES))} {_loc('G/fc')}\n"
             f"  return %logits : {_t((1, CLASSES))}\n}}\n")
    return "".join(o)


def mlp_args() -> list[tuple[str, tuple[int, ...]]]:
    args = [("x", (BATCH, ROWS, DIM))]
    for i in range(BLOCKS):
        args += [(f"wg{i}", (BATCH, DIM, FF)), (f"wu{i}", (BATCH, DIM, FF)), (f"wd{i}", (BATCH, FF, DIM))]
    return args


def _bmm(res: str, a: str, b: str, m: int, k: int, n: int, tag: str) -> str:
    shape = (BATCH, m, n)
    return (f"  %e_{res[1:]} = tensor.empty() : {_t(shape)}\n"
            f"  %f_{res[1:]} = linalg.fill ins(%zero : f32) outs(%e_{res[1:]} : {_t(shape)}) -> {_t(shape)} "
            f"{_loc(tag + '.fill')}\n"
            f"  {res} = linalg.batch_matmul ins({a}, {b} : {_t((BATCH, m, k))}, {_t((BATCH, k, n))}) "
            f"outs(%f_{res[1:]} : {_t(shape)}) -> {_t(shape)} {_loc(tag)}\n")


def mlp_mlir(shifted: bool = False) -> str:
    """BLOCKS blocks of x + down(silu(gate(x)) * up(x)), batch matmuls throughout."""
    args = mlp_args()
    xs = _t((BATCH, ROWS, DIM))
    m3 = "(d0, d1, d2) -> (d0, d1, d2)"
    o = [f"// Generated by sample_captures/corpus_models.py: MLP stack{' (shifted)' if shifted else ''}.\n",
         f"func.func @{FUNCTION}({', '.join(f'%{n}: {_t(s)}' for n, s in args)}) -> {xs} {{\n",
         "  %zero = arith.constant 0.000000e+00 : f32\n  %one = arith.constant 1.000000e+00 : f32\n"]
    x = "%x"
    if shifted:
        o.append(_shift(x, (BATCH, ROWS, DIM)))
        o.append(_copy_via_extract("%x_in", "%shifted", (BATCH, ROWS, DIM), "G/input_read"))
        x = "%x_in"
    hs = _t((BATCH, ROWS, FF))
    for i in range(BLOCKS):
        p = f"L{i}/"
        o.append(_bmm(f"%g{i}", x, f"%wg{i}", ROWS, DIM, FF, p + "gate"))
        o.append(_bmm(f"%u{i}", x, f"%wu{i}", ROWS, DIM, FF, p + "up"))
        o.append(f"  %e_h{i} = tensor.empty() : {hs}\n")
        o.append(_generic(f"%h{i}", [(f"%g{i}", hs), (f"%u{i}", hs)], (f"%e_h{i}", hs), [m3, m3, m3],
                          ["parallel"] * 3,
                          "    %ng = arith.negf %a0 : f32\n    %ex = math.exp %ng : f32\n"
                          "    %den = arith.addf %one, %ex : f32\n    %sg = arith.divf %a0, %den : f32\n"
                          "    %m = arith.mulf %sg, %a1 : f32\n    linalg.yield %m : f32\n", p + "swiglu"))
        o.append(_bmm(f"%d{i}", f"%h{i}", f"%wd{i}", ROWS, FF, DIM, p + "down"))
        o.append(f"  %e_x{i} = tensor.empty() : {xs}\n")
        o.append(_generic(f"%x{i + 1}", [(x, xs), (f"%d{i}", xs)], (f"%e_x{i}", xs), [m3, m3, m3],
                          ["parallel"] * 3, "    %s = arith.addf %a0, %a1 : f32\n    linalg.yield %s : f32\n",
                          p + "residual"))
        x = f"%x{i + 1}"
    o.append(f"  return {x} : {xs}\n}}\n")
    return "".join(o)


#: model -> build -> (MLIR maker, iree-compile flags beyond the base flags, what changed).
BUILDS: dict[str, dict[str, tuple]] = {
    "convnet": {
        "convnet": (convnet_mlir, [], "conv net as written"),
        "convnet_im2col": (convnet_mlir, [IM2COL], "convs as im2col + matmul (codegen change)"),
        "convnet_shifted": (lambda: convnet_mlir(shifted=True), [],
                            "one op added at the start (input + 0.0): later ordinals +1 (A/A across renames)"),
    },
    "mlp": {
        "mlp": (mlp_mlir, [], "batch-matmul MLP stack as written"),
        "mlp_horizontal": (mlp_mlir, [HORIZONTAL],
                           "horizontal contraction fusion: gate and up batch matmuls in one dispatch"),
        "mlp_shifted": (lambda: mlp_mlir(shifted=True), [],
                        "one op added at the start (input + 0.0): later ordinals +1 (A/A across renames)"),
    },
}


def input_flags(model: str) -> list[str]:
    """--input flags (splats) of @forward."""
    args = convnet_args() if model == "convnet" else mlp_args()
    return [f"--input={'x'.join(map(str, s))}xf32={0.01 if n != 'x' else 0.5}" for n, s in args]
