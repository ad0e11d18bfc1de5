"""A Llama-style decoder for the sample captures, and its ground truth.

``decoder_mlir(variant)`` writes ``@forward_bs1`` (torch-dialect arguments,
linalg/iree_linalg_ext body) of a small Llama-style decoder: token embedding
gather, ``LAYERS`` layers of RMSNorm, q/k/v projections, RoPE of q and k in
the custom-kernel form of IREE issue #19822 (a gather-like ``linalg.generic``
reading its input with ``tensor.extract``, cos/sin computed from the angles
with ``math.cos``/``math.sin``), attention, output projection, residual add,
RMSNorm, SwiGLU MLP, residual add; then the final RMSNorm and the LM head.
Weights are function arguments (random ``.npy`` inputs, made by
``decoder_inputs``); every layer's weights are slices of one stacked tensor.

Every source op carries a name location ``loc("L<layer>/<role>")`` (``G/...``
outside the layers), which IREE keeps through dispatch formation; with
``--mlir-print-debuginfo`` the dumped executable sources and the host program
say which source ops each dispatch computes. ``ground_truth`` turns that into
the correspondence of two builds' dispatches.

Variants (``DECODER_VARIANTS``):

* ``decoder``: every op where IREE puts it (RoPE of q and of k one
  executable, two calls per layer);
* ``decoder_rope_fused_q``: the RoPE of q, attention and the transpose after
  it forced into one ``flow.dispatch.region`` (the seed's partial fix);
* ``decoder_rope_fused_qk``: RoPE of q and k fused into attention (the
  regression);
* ``decoder_shifted``: one extra cheap op at the start (the embedding table
  plus 0.0, its own dispatch) that shifts every later ordinal by one, with
  identical kernels otherwise (an A/A pair across renames);
* ``decoder_horizontal``: the baseline model compiled with
  ``--iree-dispatch-creation-enable-fuse-horizontal-contractions=true``: the
  q, k and v projections of a layer (three calls of one ``mmt4d`` dispatch)
  become one ``horizontal_multi_contract`` call, and so do the gate and up
  projections; the output projection keeps an ``mmt4d`` of its own.

All variants are compiled with data tiling on
(``--iree-global-opt-data-tiling=true``, off by default in IREE 3.13 for
llvm-cpu): matmuls run as pack, ``mmt4d`` and unpack dispatches.
"""
from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

LAYERS = 4
SEQ = 64            # tokens
HID = 512           # hidden size
HEADS = 8
HD = HID // HEADS   # head dim (64)
FFN = 1408          # SwiGLU inner size
VOCAB = 2048
EPS = "1.000000e-05"
SCALE = "1.250000e-01"   # 1/sqrt(64)

DECODER_VARIANTS = ("decoder", "decoder_rope_fused_q", "decoder_rope_fused_qk",
                    "decoder_shifted", "decoder_horizontal")
DATA_TILING = "--iree-global-opt-data-tiling=true"
HORIZONTAL = "--iree-dispatch-creation-enable-fuse-horizontal-contractions=true"
#: iree-compile flags of each variant beyond make_captures.compile_flags().
DECODER_FLAGS = {v: [DATA_TILING] + ([HORIZONTAL] if v == "decoder_horizontal" else [])
                 for v in DECODER_VARIANTS}
#: The MLIR a variant compiles (the flag variant compiles the baseline's).
DECODER_SOURCE = {"decoder_horizontal": "decoder"}
#: Benchmark iterations per capture (the first is dropped as warm-up).
ITERATIONS = 12
RUNS = 3
NOTES = {"decoder": "Llama-style decoder, RoPE of q and k in their own dispatch (one executable, two calls per layer)",
         "decoder_rope_fused_q": "decoder, RoPE of q fused into the attention dispatch",
         "decoder_rope_fused_qk": "decoder, RoPE of q and k fused into the attention dispatch (the regression)",
         "decoder_shifted": "decoder with one extra op at the start (embedding table + 0.0): later ordinals +1",
         "decoder_horizontal": "decoder compiled with horizontal contraction fusion (q/k/v and gate/up fused)"}


def _t(shape: Sequence[int], et: str = "f32") -> str:
    return "tensor<" + "x".join(map(str, shape)) + "x" + et + ">"


def _tt(shape: Sequence[int], et: str = "f32") -> str:
    return "!torch.vtensor<[" + ",".join(map(str, shape)) + "]," + et + ">"


#: Per-layer weights: name and shape (argument ``<name><layer>``).
LAYER_WEIGHTS = (("attn_norm", (HID,)), ("wq", (HID, HID)), ("wk", (HID, HID)), ("wv", (HID, HID)),
                 ("wo", (HID, HID)), ("mlp_norm", (HID,)), ("wg", (HID, FFN)), ("wu", (HID, FFN)),
                 ("wd", (FFN, HID)))


def decoder_args() -> list[tuple[str, tuple[int, ...], str]]:
    """(name, shape, element type) of forward_bs1's arguments, in order.

    Each layer's weights are arguments of their own (slices of one stacked
    tensor would give every layer's kernels their own constant offsets, and
    IREE could not share one executable across layers)."""
    args = [("tokens", (SEQ,), "si32"), ("emb", (VOCAB, HID), "f32"), ("ang", (SEQ, HD), "f32")]
    for i in range(LAYERS):
        args += [(f"{n}{i}", s, "f32") for n, s in LAYER_WEIGHTS]
    return args + [("final_norm", (HID,), "f32"), ("lm_head", (HID, VOCAB), "f32")]


class _W:
    """Accumulates MLIR lines; ``op`` tags each op with its source location."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.n = 0

    def fresh(self, stem: str) -> str:
        self.n += 1
        return f"%{stem}{self.n}"

    def raw(self, text: str) -> None:
        self.lines.append(text)


def _loc(tag: str) -> str:
    return f'loc("{tag}")'


def _rmsnorm(w: _W, x: str, weight: str, tag: str) -> str:
    """x * rsqrt(mean(x^2) + eps) * weight, x [SEQ, HID]."""
    ss, y = w.fresh("ss"), w.fresh("nrm")
    w.raw(f"""\
  {ss} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}} ins({x} : {_t((SEQ, HID))}) outs(%zero_s : {_t((SEQ,))}) {{
  ^bb0(%in: f32, %acc: f32):
    %sq = arith.mulf %in, %in : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  }} -> {_t((SEQ,))} {_loc(tag + '.sumsq')}
  {y} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins({x}, {ss}, {weight} : {_t((SEQ, HID))}, {_t((SEQ,))}, {_t((HID,))}) outs(%e_sh : {_t((SEQ, HID))}) {{
  ^bb0(%in: f32, %s: f32, %g: f32, %out: f32):
    %m = arith.divf %s, %hid_f : f32
    %me = arith.addf %m, %eps : f32
    %rs = math.rsqrt %me : f32
    %a = arith.mulf %in, %rs : f32
    %b = arith.mulf %a, %g : f32
    linalg.yield %b : f32
  }} -> {_t((SEQ, HID))} {_loc(tag + '.scale')}
""")
    return y


def _matmul(w: _W, x: str, wt: str, k: int, n: int, tag: str) -> str:
    """x [SEQ, k] @ wt [k, n] -> [SEQ, n]."""
    fill, res = w.fresh("f"), w.fresh("mm")
    w.raw(f"  {fill} = linalg.fill ins(%zero : f32) outs(%e_s{n} : {_t((SEQ, n))}) -> {_t((SEQ, n))} {_loc(tag + '.fill')}\n")
    w.raw(f"  {res} = linalg.matmul ins({x}, {wt} : {_t((SEQ, k))}, {_t((k, n))}) outs({fill} : {_t((SEQ, n))}) "
          f"-> {_t((SEQ, n))} {_loc(tag)}\n")
    return res


def _add(w: _W, a: str, b: str, tag: str) -> str:
    res = w.fresh("res")
    w.raw(f"""\
  {res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins({a}, {b} : {_t((SEQ, HID))}, {_t((SEQ, HID))}) outs(%e_sh : {_t((SEQ, HID))}) {{
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }} -> {_t((SEQ, HID))} {_loc(tag)}
""")
    return res


def _rope(w: _W, x3: str, tag: str, indent: str = "  ") -> str:
    """RoPE of x3 ([SEQ, HEADS, HD], read with tensor.extract) -> [HEADS, SEQ, HD].

    The custom-kernel form of IREE #19822: cos/sin computed from the angles
    ([SEQ, HD]) inside the kernel, pairs (x[2i], x[2i+1]) rotated.
    """
    res = w.fresh("rope")
    out = _t((HEADS, SEQ, HD))
    body = f"""\
{res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%ang : {_t((SEQ, HD))}) outs(%e_hsd : {out}) {{
^bb0(%an: f32, %out: f32):
  %h = linalg.index 0 : index
  %t = linalg.index 1 : index
  %d = linalg.index 2 : index
  %half = arith.divui %d, %c2 : index
  %par = arith.remui %d, %c2 : index
  %cs = math.cos %an : f32
  %sn = math.sin %an : f32
  %i0 = arith.muli %half, %c2 : index
  %i1 = arith.addi %i0, %c1 : index
  %ev = tensor.extract {x3}[%t, %h, %i0] : {_t((SEQ, HEADS, HD))}
  %od = tensor.extract {x3}[%t, %h, %i1] : {_t((SEQ, HEADS, HD))}
  %even = arith.cmpi eq, %par, %c0 : index
  %a0 = arith.mulf %ev, %cs : f32
  %a1 = arith.mulf %od, %sn : f32
  %a = arith.subf %a0, %a1 : f32
  %b0 = arith.mulf %od, %cs : f32
  %b1 = arith.mulf %ev, %sn : f32
  %b = arith.addf %b0, %b1 : f32
  %r = arith.select %even, %a, %b : f32
  linalg.yield %r : f32
}} -> {out} {_loc(tag)}
"""
    w.raw("".join(indent + ln if ln.strip() else ln for ln in body.splitlines(True)))
    return res


def _heads(w: _W, x: str, tag: str) -> str:
    """[SEQ, HID] -> [SEQ, HEADS, HD] (a view)."""
    res = w.fresh("x3")
    w.raw(f"  {res} = tensor.expand_shape {x} [[0], [1, 2]] output_shape [{SEQ}, {HEADS}, {HD}] : "
          f"{_t((SEQ, HID))} into {_t((SEQ, HEADS, HD))} {_loc(tag)}\n")
    return res


def _attention(w: _W, q: str, k: str, v: str, tag: str, indent: str = "  ") -> str:
    """attention(q, k, v) [HEADS, SEQ, HD] each; then transposed to [SEQ, HEADS, HD]."""
    att, tr = w.fresh("att"), w.fresh("tr")
    o = _t((HEADS, SEQ, HD))
    body = f"""\
{att} = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins({q}, {k}, {v}, %scale : {o}, {o}, {o}, f32) outs(%e_hsd : {o}) {{
^bb0(%score: f32):
  iree_linalg_ext.yield %score : f32
}} -> {o} {_loc(tag)}
{tr} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}} ins({att} : {o}) outs(%e_shd : {_t((SEQ, HEADS, HD))}) {{
^bb0(%in: f32, %out: f32):
  linalg.yield %in : f32
}} -> {_t((SEQ, HEADS, HD))} {_loc(tag + '.transpose')}
"""
    w.raw("".join(indent + ln if ln.strip() else ln for ln in body.splitlines(True)))
    return tr


def decoder_mlir(variant: str) -> str:
    """MLIR of the decoder variant (see the module docstring)."""
    if variant not in DECODER_VARIANTS:
        raise ValueError(f"unknown decoder variant {variant!r}")
    variant = DECODER_SOURCE.get(variant, variant)
    args = decoder_args()
    w = _W()
    sig = ", ".join(f"%arg_{n}: {_tt(s, e)}" for n, s, e in args)
    w.raw(f"// Generated by sample_captures/make_captures.py (decoder_model.py): {variant}.\n"
          f"// Llama-style decoder: {LAYERS} layers, {SEQ} tokens, hidden {HID}, {HEADS} heads of {HD}, "
          f"SwiGLU {FFN}, vocabulary {VOCAB}, f32.\n")
    w.raw(f"func.func @forward_bs1({sig}) -> {_tt((SEQ, VOCAB))} {{\n")
    for n, s, e in args:
        bt = "i32" if e == "si32" else e
        w.raw(f"  %{n} = torch_c.to_builtin_tensor %arg_{n} : {_tt(s, e)} -> {_t(s, bt)}\n")
    w.raw(f"""\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.000000e+00 : f32
  %eps = arith.constant {EPS} : f32
  %hid_f = arith.constant {HID}.0 : f32
  %scale = arith.constant {SCALE} : f32
  %zero_s0 = tensor.empty() : {_t((SEQ,))}
  %zero_s = linalg.fill ins(%zero : f32) outs(%zero_s0 : {_t((SEQ,))}) -> {_t((SEQ,))}
  %e_sh = tensor.empty() : {_t((SEQ, HID))}
  %e_s{HID} = tensor.empty() : {_t((SEQ, HID))}
  %e_s{FFN} = tensor.empty() : {_t((SEQ, FFN))}
  %e_s{VOCAB} = tensor.empty() : {_t((SEQ, VOCAB))}
  %e_hsd = tensor.empty() : {_t((HEADS, SEQ, HD))}
  %e_shd = tensor.empty() : {_t((SEQ, HEADS, HD))}
""")
    table = "%emb"
    if variant == "decoder_shifted":
        w.raw(f"""\
  %e_vh = tensor.empty() : {_t((VOCAB, HID))}
  %emb0 = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins(%emb : {_t((VOCAB, HID))}) outs(%e_vh : {_t((VOCAB, HID))}) {{
  ^bb0(%in: f32, %out: f32):
    %p = arith.addf %in, %zero : f32
    linalg.yield %p : f32
  }} -> {_t((VOCAB, HID))} {_loc('G/emb_plus_zero')}
""")
        table = "%emb0"
    w.raw(f"""\
  %x0 = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins(%tokens : {_t((SEQ,), 'i32')}) outs(%e_sh : {_t((SEQ, HID))}) {{
  ^bb0(%tok: i32, %out: f32):
    %row = arith.index_cast %tok : i32 to index
    %col = linalg.index 1 : index
    %e = tensor.extract {table}[%row, %col] : {_t((VOCAB, HID))}
    linalg.yield %e : f32
  }} -> {_t((SEQ, HID))} {_loc('G/embedding')}
""")
    x = "%x0"
    fused_q = variant in ("decoder_rope_fused_q", "decoder_rope_fused_qk")
    fused_k = variant == "decoder_rope_fused_qk"
    for i in range(LAYERS):
        p = f"L{i}/"
        w.raw(f"  // ---- layer {i}\n")
        h = _rmsnorm(w, x, f"%attn_norm{i}", p + "attn_norm")
        q = _matmul(w, h, f"%wq{i}", HID, HID, p + "wq")
        k = _matmul(w, h, f"%wk{i}", HID, HID, p + "wk")
        v = _matmul(w, h, f"%wv{i}", HID, HID, p + "wv")
        q3, k3, v3 = _heads(w, q, p + "q.heads"), _heads(w, k, p + "k.heads"), _heads(w, v, p + "v.heads")
        vt = w.fresh("vt")
        w.raw(f"""\
  {vt} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}} ins({v3} : {_t((SEQ, HEADS, HD))}) outs(%e_hsd : {_t((HEADS, SEQ, HD))}) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> {_t((HEADS, SEQ, HD))} {_loc(p + 'v.transpose')}
""")
        kr = None if fused_k else _rope(w, k3, p + "rope_k")
        qr = None if fused_q else _rope(w, q3, p + "rope_q")
        if fused_q:
            out = w.fresh("attnreg")
            w.raw(f"  {out} = flow.dispatch.region -> ({_t((SEQ, HEADS, HD))}) {{\n")
            qr = _rope(w, q3, p + "rope_q", indent="    ")
            if fused_k:
                kr = _rope(w, k3, p + "rope_k", indent="    ")
            tr = _attention(w, qr, kr, vt, p + "attention", indent="    ")
            w.raw(f"    flow.return {tr} : {_t((SEQ, HEADS, HD))}\n  }} {_loc(p + 'attention.region')}\n")
        else:
            out = _attention(w, qr, kr, vt, p + "attention")
        a2 = w.fresh("a2")
        w.raw(f"  {a2} = tensor.collapse_shape {out} [[0], [1, 2]] : {_t((SEQ, HEADS, HD))} into {_t((SEQ, HID))} "
              f"{_loc(p + 'attention.merge')}\n")
        o = _matmul(w, a2, f"%wo{i}", HID, HID, p + "wo")
        x = _add(w, x, o, p + "attn_residual")
        h2 = _rmsnorm(w, x, f"%mlp_norm{i}", p + "mlp_norm")
        g = _matmul(w, h2, f"%wg{i}", HID, FFN, p + "wg")
        u = _matmul(w, h2, f"%wu{i}", HID, FFN, p + "wu")
        act = w.fresh("swiglu")
        w.raw(f"""\
  {act} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}} ins({g}, {u} : {_t((SEQ, FFN))}, {_t((SEQ, FFN))}) outs(%e_s{FFN} : {_t((SEQ, FFN))}) {{
  ^bb0(%gv: f32, %uv: f32, %out: f32):
    %ng = arith.negf %gv : f32
    %ex = math.exp %ng : f32
    %one = arith.constant 1.000000e+00 : f32
    %den = arith.addf %one, %ex : f32
    %sg = arith.divf %gv, %den : f32
    %m = arith.mulf %sg, %uv : f32
    linalg.yield %m : f32
  }} -> {_t((SEQ, FFN))} {_loc(p + 'swiglu')}
""")
        dn = _matmul(w, act, f"%wd{i}", FFN, HID, p + "wd")
        x = _add(w, x, dn, p + "mlp_residual")
    h = _rmsnorm(w, x, "%final_norm", "G/final_norm")
    logits = _matmul(w, h, "%lm_head", HID, VOCAB, "G/lm_head")
    w.raw(f"  %out = torch_c.from_builtin_tensor {logits} : {_t((SEQ, VOCAB))} -> {_tt((SEQ, VOCAB))}\n")
    w.raw(f"  return %out : {_tt((SEQ, VOCAB))}\n}}\n")
    return "".join(w.lines)


def decoder_inputs(folder: Path, seed: int = 0) -> list[str]:
    """Write random inputs (``.npy``) of forward_bs1 into `folder`; returns
    the ``--input=@file`` flags in argument order (paths relative to `folder`).

    Weights are normal with standard deviation 1/sqrt(fan-in), norms 1,
    tokens uniform, angles position * 10000^(-2i/HD) (RoPE's)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    folder.mkdir(parents=True, exist_ok=True)
    flags = []
    for name, shape, _ in decoder_args():
        if name == "tokens":
            a = rng.integers(0, VOCAB, size=shape, dtype=np.int32)
        elif name == "ang":
            pos = np.arange(SEQ, dtype=np.float32)[:, None]
            inv = 10000.0 ** (-(np.arange(HD) // 2 * 2) / HD)
            a = (pos * inv[None, :]).astype(np.float32)
        elif "norm" in name:
            a = np.ones(shape, np.float32)
        else:
            a = (rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32)
        np.save(folder / f"{name}.npy", a)
        flags.append(f"--input=@{name}.npy")
    return flags


def decoder_specs(spec_type):
    """The decoder's capture specs (``make_captures.Spec``): RUNS runs per variant."""
    specs = []
    for v in DECODER_VARIANTS:
        for r in range(1, RUNS + 1):
            name = v if r == 1 else f"{v}_run{r}"
            note = NOTES[v] if r == 1 else f"run {r} of {v}.vmfb (noise)"
            specs.append(spec_type(name, v, LAYERS, ITERATIONS, note=note, model="decoder"))
    return specs


def run_number(name: str) -> int:
    """1 for ``decoder``, 2 for ``decoder_run2``..."""
    m = re.search(r"_run(\d+)$", name)
    return int(m.group(1)) if m else 1


INPUTS_DIR = "decoder_inputs"


def input_flags() -> list[str]:
    """``--input`` flags of forward_bs1, relative to the folder holding INPUTS_DIR."""
    return [f"--input=@{INPUTS_DIR}/{name}.npy" for name, _, _ in decoder_args()]


def write_inputs(folder: Path) -> None:
    """Write the inputs ``input_flags`` names into ``folder / INPUTS_DIR`` (once)."""
    if not (folder / INPUTS_DIR).exists():
        decoder_inputs(folder / INPUTS_DIR)


def check_module(variant: str, info: dict) -> None:
    """Fail unless the compiled variant has the structure it is meant to have:
    the attention dispatch holds 0/1/2 RoPEs (math.cos), the shifted variant
    has its extra dispatch, the horizontal one its fused contractions."""
    fused = {"decoder_rope_fused_q": 1, "decoder_rope_fused_qk": 2}.get(variant, 0)
    for src in Path(info["sources_dir"]).glob("*.mlir"):
        text = src.read_text()
        if "iree_linalg_ext.attention" in text and text.count("math.cos") != fused:
            raise RuntimeError(f"{src.name}: expected {fused} RoPE(s) fused into the attention "
                               f"dispatch, found {text.count('math.cos')}")
    info["ropes_in_attention_dispatch"] = fused
    names = info["exports"]
    horizontal = [n for n in names if "horizontal_multi_contract" in n]
    if (variant == "decoder_horizontal") != bool(horizontal):
        raise RuntimeError(f"{variant}: horizontal contractions {horizontal or 'missing'}")
    if (variant == "decoder_shifted") != any(n.split("_dispatch_")[1].startswith("0_elementwise_1048576")
                                            for n in names):
        raise RuntimeError(f"{variant}: the extra op at the start is {'missing' if variant == 'decoder_shifted' else 'there'}")


# ---------------------------------------------------------------------------
# Ground truth from source locations
# ---------------------------------------------------------------------------

_DISPATCH_RE = re.compile(r"flow\.dispatch @([^:\s]+)::@([^\s(]+)\(")
_EXEC_RE = re.compile(r"^\s*flow\.executable private @(\S+) \{")
_NAME_LOC_RE = re.compile(r'loc\((?:callsite\()?"([^"]+)"[) ]')
_OP_RE = re.compile(r"= (linalg\.[a-z0-9_]+|iree_linalg_ext\.[a-z_]+)\b")
_SKIP_OPS = {"linalg.fill", "linalg.index", "linalg.yield", "iree_linalg_ext.yield"}


_RESULT_RE = re.compile(r"-> (tensor<[^>]*>)")


def _op_key(op: str, line: str) -> str:
    """The op's name; for pack and unpack with their result type (a layer's
    activation and weight packs of one matmul share its location)."""
    if op in ("linalg.pack", "linalg.unpack"):
        m = _RESULT_RE.findall(line)
        return f"{op} {m[-1]}" if m else op
    return op


def _calls(text: str) -> list[tuple[str, str]]:
    """(executable, export) of every flow.dispatch, in program order."""
    return [(m.group(1), m.group(2)) for m in _DISPATCH_RE.finditer(text)]


_VALUE_RE = re.compile(r"%[\w]+")
_RESULT_OF_RE = re.compile(r"^\s*(%[\w]+)(?::\d+)? = (\S+)")


def _producers(text: str) -> list[list[int]]:
    """For every flow.dispatch in program order, the (indices of the)
    dispatch calls whose results it reads, through flow.tensor reshapes."""
    made_by: dict[str, set[int]] = {}
    out: list[list[int]] = []
    for line in text.splitlines():
        m = _RESULT_OF_RE.match(line)
        if not m:
            continue
        result, op = m.groups()
        rest = line[m.end():]
        if op == "flow.dispatch":
            args = rest.split("(", 1)[1].split(")", 1)[0] if "(" in rest else ""
            srcs = set().union(*(made_by.get(v, set()) for v in _VALUE_RE.findall(args)))
            out.append(sorted(srcs))
            made_by[result] = {len(out) - 1}
        elif op.startswith("flow.tensor."):
            made_by[result] = set().union(*(made_by.get(v, set()) for v in _VALUE_RE.findall(rest.split(":", 1)[0])))
    return out


def _source_ops(text: str) -> dict[str, set[tuple[str, str]]]:
    """executable -> its source ops as (location name, op) pairs.

    Locations are the ``loc("L<i>/<role>")`` names ``decoder_mlir`` gives
    every op (file locations of ops without one are skipped); an op with a
    region gets the location printed after the region closes."""
    out: dict[str, set[tuple[str, str]]] = {}
    current, stack = None, []
    for line in text.splitlines():
        m = _EXEC_RE.match(line)
        if m:
            current, stack = m.group(1), []
            out[current] = set()
            continue
        if current is None:
            continue
        op = _OP_RE.search(line)
        if op and op.group(1) not in _SKIP_OPS:
            if line.rstrip().endswith("{"):
                stack.append(op.group(1))
                continue
            for name in _NAME_LOC_RE.findall(line):
                out[current].add((name, _op_key(op.group(1), line)))
        elif line.lstrip().startswith("}") and "loc(" in line and stack:
            kind = stack.pop()
            for name in _NAME_LOC_RE.findall(line):
                out[current].add((name, kind))
        elif line.lstrip().startswith("}") and stack and "->" in line:
            stack.pop()
    return out


def program_calls(compile_tool: str, flags: Sequence[str], mlir: Path, work: Path, log=print) -> list[dict]:
    """The module's dispatch calls in program order, each with the source ops
    it computes: ``[{"export": name, "ops": [[location, op], ...]}]``.

    iree-compile runs to the flow phase with locations kept
    (``--mlir-print-debuginfo --mlir-print-local-scope``) and prints the IR
    before executables are deduplicated: there every call still has an
    executable of its own, whose ops carry the locations of that call's
    source ops (a deduplicated executable keeps one call's). The export each
    call runs is read after deduplication (the same calls in the same order).
    """
    import subprocess

    work.mkdir(parents=True, exist_ok=True)
    after = work / "flow.mlir"
    cmd = [compile_tool, *flags, "--compile-to=flow", "--mlir-print-debuginfo", "--mlir-print-local-scope",
           "--mlir-print-ir-before=iree-flow-deduplicate-executables", str(mlir), "-o", str(after)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        raise RuntimeError(f"iree-compile (flow, with locations) failed on {mlir}:\n{p.stderr[-3000:]}")
    before_text = p.stderr
    after_text = after.read_text()
    before, final, producers = _calls(before_text), _calls(after_text), _producers(after_text)
    if len(before) != len(final) or len(producers) != len(final) or not final:
        raise RuntimeError(f"{mlir.name}: {len(before)} dispatch calls before deduplication, {len(final)} after")
    ops = _source_ops(before_text)
    calls = []
    for (exe, _), (_, export), reads in zip(before, final, producers):
        if not ops.get(exe):
            raise RuntimeError(f"{mlir.name}: no located source ops in executable {exe}")
        calls.append({"export": export, "ops": sorted([list(o) for o in ops[exe]]), "reads": reads})
    log(f"  {len(calls)} dispatch calls per iteration with their source ops (flow phase, locations kept)")
    return calls


TRUTH_FILE = "decoder_truth.json"


def write_truth(out_dir: Path, programs: dict[str, list[dict]], log=print) -> Path:
    """Write (or update) TRUTH_FILE in `out_dir`: every variant's dispatch
    calls with their source ops, and the ground truth of every variant pair
    (``ground_truth``)."""
    path = out_dir / TRUTH_FILE
    old = json.loads(path.read_text()) if path.exists() else {}
    merged = {**old.get("programs", {}), **programs}
    merged = {v: merged[v] for v in DECODER_VARIANTS if v in merged}
    doc = {"about": "Made by sample_captures/make_captures.py (decoder_model.py): which dispatch calls of two "
                    "decoder builds compute the same source ops (name locations kept by iree-compile).",
           "pairs": {f"{b}..{c}": ground_truth(merged[b], merged[c]) for b, c in PAIRS
                     if b in merged and c in merged},
           "programs": merged}
    path.write_text(json.dumps(doc, indent=1) + "\n")
    log(f"wrote {path}")
    return path


#: Variant pairs (baseline, candidate) the ground truth and the matching bench cover.
PAIRS = (("decoder", "decoder_rope_fused_q"), ("decoder", "decoder_rope_fused_qk"),
         ("decoder", "decoder_shifted"), ("decoder", "decoder_horizontal"),
         ("decoder_rope_fused_q", "decoder_rope_fused_qk"))


def _links(src: list[dict], dst: list[dict], dst_locs: set[str] | None = None) -> list[set[str]]:
    """For each call of `src`, the exports of `dst` computing the same source ops (see _call_links)."""
    return [{dst[j]["export"] for j in ln} for ln in _call_links(src, dst, dst_locs)]


def _call_links(src: list[dict], dst: list[dict], dst_locs: set[str] | None = None) -> list[set[int]]:
    """For each call of `src`, the `dst` calls computing the same source ops.

    Calls sharing a (location, op) pair; a call sharing none with any call
    (its ops took another form: an ``mmt4d`` that became a
    ``horizontal_multi_contract``) falls back to the calls sharing a
    location and the class of op (pack, unpack, other). A call left without
    any (IREE dropped its location: a horizontally fused contraction keeps
    only its first op's, a transpose folded into an unpack gives it the
    transpose's) links through the data flow: to the `dst` calls of its
    class that read a partner of one of its producers and feed (or are) a
    partner of one of its consumers; else to those that feed such a
    partner, preferring calls that have no partner of their own. With `dst_locs` (every location name of
    the `dst` build's source MLIR), a call none of whose locations is in
    the other build's source is new work and links to nothing."""
    def units(c):
        return {tuple(o) for o in c["ops"]}

    def loose(u):   # a location and the op's class: pack, unpack or compute
        op = u[1].split(" ")[0]
        return u[0], op if op in ("linalg.pack", "linalg.unpack") else "compute"

    def klass(c):
        return {loose(u)[1] for u in units(c)}
    by_unit: dict[tuple, set[int]] = defaultdict(set)
    by_loose: dict[tuple, set[int]] = defaultdict(set)
    for j, c in enumerate(dst):
        for u in units(c):
            by_unit[u].add(j)
            by_loose[loose(u)].add(j)
    out: list[set[int]] = []
    for c in src:
        strict = set().union(*(by_unit.get(u, set()) for u in units(c)))
        out.append(strict or set().union(*(by_loose.get(loose(u), set()) for u in units(c))))
    consumers: dict[int, list[int]] = defaultdict(list)
    for i, c in enumerate(src):
        for r in c.get("reads", []):
            consumers[r].append(i)
    linked = set().union(*out) if out else set()
    for i, c in enumerate(src):
        if out[i] or (dst_locs is not None and not {u[0] for u in units(c)} & dst_locs):
            continue
        after = {j for k in consumers[i] for j in out[k]}
        feeders = {r for j in after for r in reads(dst, j) if klass(dst[r]) == klass(c)}
        # Between its producers' partners and its consumers': the call that
        # reads what this one read (its consumer's partner itself when the
        # two fused, a contraction fused horizontally with a sibling).
        before = {j for r in c.get("reads", []) for j in out[r]}
        between = {j for j in feeders | {j for j in after if klass(dst[j]) == klass(c)}
                   if before & reads(dst, j)}
        out[i] = between or {r for r in feeders if r not in linked} or feeders
    return out


def reads(calls: list[dict], j: int) -> set[int]:
    """The calls whose results call ``j`` reads, seen through calls that only
    pack or unpack (data tiling's layout changes compute nothing)."""
    out: set[int] = set()
    todo = list(calls[j].get("reads", []))
    while todo:
        r = todo.pop()
        if r in out:
            continue
        out.add(r)
        if all(o[1].split(" ")[0] in ("linalg.pack", "linalg.unpack") for o in calls[r]["ops"]):
            todo += calls[r].get("reads", [])
    return out


def _family(export: str) -> str:
    """The op family of an export name (``attention``, ``mmt4d``, ``elementwise``...)."""
    m = re.search(r"_dispatch_\d+_([a-z]+)", export)
    return m.group(1) if m else export


def source_locations(mlir_text: str) -> set[str]:
    """Every name location of a source MLIR (``ground_truth``'s ``*_locs``)."""
    return set(_NAME_LOC_RE.findall(mlir_text))


def ground_truth(base: list[dict], cand: list[dict], base_locs: set[str] | None = None,
                 cand_locs: set[str] | None = None) -> dict:
    """Which dispatches of two builds compute the same source ops.

    ``calls``: calls per iteration of every export, per side (the IR's
    count). ``base_calls`` / ``cand_calls``: per export, how many of its
    calls have each set of partner exports on the other side
    (``[[partners...], n]``; no partners: the work is gone or new).
    ``pairs``: every (baseline export, candidate export) computing common
    source ops. ``fused_into``: baseline exports some of whose calls now run
    inside a candidate dispatch of another op family that computes these
    calls' source ops and more (the dispatch they were fused into);
    ``added`` and ``removed``: exports without any partner. ``base_locs`` /
    ``cand_locs``: the location names of each build's source MLIR
    (``source_locations``), when known: work only one source has is never
    linked through the data flow.
    """
    fwd, back = _links(base, cand, cand_locs), _links(cand, base, base_locs)

    def per_export(calls, links):
        acc: dict[str, Counter] = defaultdict(Counter)
        for c, ln in zip(calls, links):
            acc[c["export"]][tuple(sorted(ln))] += 1
        return {e: [[list(k), n] for k, n in sorted(cnt.items())] for e, cnt in sorted(acc.items())}

    pairs = sorted({(c["export"], p) for c, ln in zip(base, fwd) for p in ln}
                   | {(p, c["export"]) for c, ln in zip(cand, back) for p in ln})
    fused: dict[str, set[str]] = defaultdict(set)
    for c, ln in zip(base, _call_links(base, cand, cand_locs)):
        mine = {tuple(o) for o in c["ops"]}
        for j in ln:
            if _family(cand[j]["export"]) != _family(c["export"]) and mine < {tuple(o) for o in cand[j]["ops"]}:
                fused[c["export"]].add(cand[j]["export"])
    return {"calls": {"baseline": dict(sorted(Counter(c["export"] for c in base).items())),
                      "candidate": dict(sorted(Counter(c["export"] for c in cand).items()))},
            "base_calls": per_export(base, fwd), "cand_calls": per_export(cand, back),
            "pairs": [list(p) for p in pairs],
            "fused_into": {b: sorted(t) for b, t in sorted(fused.items())},
            "removed": sorted({c["export"] for c, ln in zip(base, fwd)} - {p[0] for p in pairs}),
            "added": sorted({c["export"] for c, ln in zip(cand, back)} - {p[1] for p in pairs})}
