#!/usr/bin/env python3
"""Make the sample Tracy captures in this directory from scratch.

The captures are real: IREE 3.13.0 (PyPI ``iree-base-compiler`` and
``iree-base-runtime``) compiles the MLIR generated below for the CPU
(``llvm-cpu``), and the Tracy-enabled ``iree-benchmark-module`` from the
runtime wheel (``iree/_runtime_libs_tracy/``) runs it on ``local-task`` while
``iree-tracy-capture`` records it.

The model reproduces IREE issue "Flux Dev transformer RoPE IREE custom kernel
bad performance" at a CPU-friendly scale (24 heads, sequence 64, head dim
128, f16):

* ``baseline``: RoPE of q and k in their own dispatches (cos/sin precomputed
  by the caller), attention + transpose in one dispatch.
* ``rope_fused_q``: the RoPE of q (cos/sin computed from the angles, as in the
  issue's IR) inside the attention dispatch; k's RoPE in its own dispatch.
* ``rope_fused_qk``: the RoPE of q and of k inside the attention dispatch (the
  regression).

IREE 3.13 does not fuse this gather-like RoPE into attention on its own, so
the fused variants wrap RoPE, attention and transpose in one
``flow.dispatch.region``; everything after that (dispatch naming, codegen of
the kernel) is the compiler's own output.  The function takes
``!torch.vtensor`` arguments so that IREE creates ``forward_bs1$async`` and
the dispatches are named like the issue's (``forward_bs1$async_dispatch_N_
attention_...``).

The captures in this folder are compiled with
``--iree-stream-partitioning-favor=debug`` (serialized dispatches, see
``PARTITIONING``), so each dispatch call is one execution in the trace, timed
on its own; ``--scheduling default`` makes the same models with IREE's
default scheduling (dispatches run concurrently on the workers) in
``default/``.

Usage::

    pip install -r sample_captures/requirements.txt
    python sample_captures/make_captures.py            # all captures
    python sample_captures/make_captures.py --only baseline rope_fused_qk
    python sample_captures/make_captures.py --list
    python sample_captures/make_captures.py --sources-only   # dumps beside existing captures
    python sample_captures/make_captures.py --scheduling default   # default/: IREE's own scheduling

Everything is written into a temporary directory first; the ``.tracy`` files,
the generated ``.mlir`` files and ``manifest.json`` are moved into the output
directory (default: this directory) only after every requested capture was
made and checked.  The capture-running helpers (``find_tools``,
``compile_module``, ``run_capture``, ``tracy_payload``, ...) are importable;
``bench/make_big_capture.py`` uses them.
"""
from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib.util
import json
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import decoder_model as dm  # noqa: E402, I001  (sample_captures/decoder_model.py)
from tracy_diff.record.compile import compile_module as compile_iree, dispatch_ordinal  # noqa: E402
from tracy_diff.record.errors import RecordError  # noqa: E402
from tracy_diff.record.runner import CaptureRun, run_capture as record_capture  # noqa: E402
from tracy_diff.record.tools import IREE_VERSION, IreeTools, find_tools as find_iree_tools  # noqa: E402


# CPU the kernels are compiled for.  "x86-64-v3" (AVX2/FMA/F16C, any x86 CPU
# since about 2015) rather than "generic" (SSE2): with "generic" every f16
# conversion is a library call and the captures take far too long to make
# (baseline 1.4 s per iteration, rope_fused_qk 31 s per iteration here).
DEFAULT_TARGET_CPU = "x86-64-v3"
X86_64_V3_FLAGS = ("avx2", "fma", "f16c", "bmi2", "movbe")

Log = Callable[[str], None]


def _print(msg: str) -> None:
    print(msg, flush=True)


# ---------------------------------------------------------------------------
# MLIR of the model
# ---------------------------------------------------------------------------

H, S, D = 24, 64, 128          # heads, sequence, head dim
X = (1, S, H, D)               # q, k and block output: [batch, seq, heads, dim]
V = (H, D, S)                  # v, pre-transposed as in the issue
CS = (S, D)                    # precomputed cos and sin (baseline)
ANG = (1, D, S)                # rotation angles (fused variants)
SCALE = "8.837890e-02"         # 1/sqrt(128) as f16

VARIANTS = ("baseline", "rope_fused_q", "rope_fused_qk")


def _t(shape: Sequence[int], et: str) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "x" + et + ">"


def _tt(shape: Sequence[int], et: str) -> str:
    return "!torch.vtensor<[" + ",".join(map(str, shape)) + "]," + et + ">"


def _rotate(x: str, cos: str, sin: str) -> str:
    """Body shared by all RoPE generics: rotate the pair (x[2i], x[2i+1]).

    Expects %h (head), %t (position), %half (= dim / 2) and %par (= dim % 2)
    to be defined; reads x (a [1, S, H, D] f16 tensor) with tensor.extract,
    which is what makes the op "gather-like" for IREE's fusion heuristics.
    """
    return f"""\
    %i0 = arith.muli %half, %c2 : index
    %i1 = arith.addi %i0, %c1 : index
    %evh = tensor.extract %{x}[%c0, %t, %h, %i0] : {_t(X, 'f16')}
    %odh = tensor.extract %{x}[%c0, %t, %h, %i1] : {_t(X, 'f16')}
    %ev = arith.extf %evh : f16 to f32
    %od = arith.extf %odh : f16 to f32
    %even = arith.cmpi eq, %par, %c0 : index
    %a0 = arith.mulf %ev, %{cos} : f32
    %a1 = arith.mulf %od, %{sin} : f32
    %a = arith.subf %a0, %a1 : f32
    %b0 = arith.mulf %od, %{cos} : f32
    %b1 = arith.mulf %ev, %{sin} : f32
    %b = arith.addf %b0, %b1 : f32
    %r = arith.select %even, %a, %b : f32
    %rh = arith.truncf %r : f32 to f16
    linalg.yield %rh : f16"""


def _rope_precomputed(res: str, x: str) -> str:
    """Baseline RoPE: cos/sin given per (position, dim); output [H, S, D]."""
    out = _t((H, S, D), "f16")
    return f"""\
  %{res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%cos, %sin : {_t(CS, 'f32')}, {_t(CS, 'f32')}) outs(%e_hsd : {out}) {{
  ^bb0(%cv: f32, %sv: f32, %out: f16):
    %h = linalg.index 0 : index
    %t = linalg.index 1 : index
    %d = linalg.index 2 : index
    %half = arith.divui %d, %c2 : index
    %par = arith.remui %d, %c2 : index
{_rotate(x, 'cv', 'sv')}
  }} -> {out}
"""


def _rope_q_angles(res: str, x: str) -> str:
    """RoPE of q, cos/sin computed from the angles: %9 of the issue's IR."""
    out = _t((H, 1, S, 1, D), "f16")
    return f"""\
  %{res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}} ins(%ang_q : {_t((1, D, 1, S), 'f32')}) outs(%e_q5 : {out}) {{
  ^bb0(%in: f32, %out: f16):
    %h = linalg.index 0 : index
    %l1 = linalg.index 1 : index
    %l2 = linalg.index 2 : index
    %l3 = linalg.index 3 : index
    %l4 = linalg.index 4 : index
    %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * {S})>()[%l2, %l1]
    %l3d = arith.muli %l3, %c{D} overflow<nsw> : index
    %d = arith.addi %l4, %l3d : index
    %half = arith.divui %d, %c2 : index
    %par = arith.remui %d, %c2 : index
    %cs = math.cos %in : f32
    %sn = math.sin %in : f32
{_rotate(x, 'cs', 'sn')}
  }} -> {out}
"""


def _rope_k_angles(res: str, x: str) -> str:
    """RoPE of k, cos/sin computed from the angles: %10 of the issue's IR."""
    out = _t((H, S, 1, D), "f16")
    return f"""\
  %{res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%ang : {_t(ANG, 'f32')}) outs(%e_k4 : {out}) {{
  ^bb0(%in: f32, %out: f16):
    %h = linalg.index 0 : index
    %t = linalg.index 1 : index
    %l2 = linalg.index 2 : index
    %l3 = linalg.index 3 : index
    %l2d = arith.muli %l2, %c{D} overflow<nsw> : index
    %d = arith.addi %l3, %l2d : index
    %half = arith.divui %d, %c2 : index
    %par = arith.remui %d, %c2 : index
    %cs = math.cos %in : f32
    %sn = math.sin %in : f32
{_rotate(x, 'cs', 'sn')}
  }} -> {out}
"""


def _attention_then_transpose(res: str, q: str, k: str, n: int) -> str:
    """Baseline: the issue's first dispatch (attention [H,S,D] + transpose)."""
    o, ot = _t((H, S, D), "f16"), _t((S, H, D), "f16")
    return f"""\
  %att{n} = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> ()>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]> ins(%{q}, %{k}, %v, %scale : {o}, {o}, {_t(V, 'f16')}, f16) outs(%e_hsd : {o}) {{
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }} -> {o}
  %tr{n} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}} ins(%att{n} : {o}) outs(%e_shd : {ot}) {{
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  }} -> {ot}
  %{res} = tensor.expand_shape %tr{n} [[0, 1], [2], [3]] output_shape [1, {S}, {H}, {D}] : {ot} into {_t(X, 'f16')}
"""


def _fused_attention_then_transpose(res: str, q5: str, k4: str) -> str:
    """Attention + transpose as in the issue's fused dispatch (7-d maps)."""
    o = _t((H, 1, S, D), "f16")
    return f"""\
  %att = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d6, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]> ins(%{q5}, %{k4}, %v, %scale : {_t((H, 1, S, 1, D), 'f16')}, {_t((H, S, 1, D), 'f16')}, {_t(V, 'f16')}, f16) outs(%e_h1sd : {o}) {{
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  }} -> {o}
  %{res} = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%att : {o}) outs(%e_x : {_t(X, 'f16')}) {{
  ^bb0(%in: f16, %out: f16):
    linalg.yield %in : f16
  }} -> {_t(X, 'f16')}
"""


def _indent(text: str, n: int = 2) -> str:
    return "".join((" " * n + ln) if ln.strip() else ln for ln in text.splitlines(True))


def function_args(variant: str) -> list[tuple[str, tuple[int, ...], str]]:
    """(name, shape, element type) of forward_bs1's arguments."""
    args = [("q", X, "f16"), ("k", X, "f16"), ("v", V, "f16")]
    if variant == "baseline":
        return args + [("cos", CS, "f32"), ("sin", CS, "f32")]
    return args + [("ang", ANG, "f32")]


# Splat input values (the timing does not depend on them).
_INPUT_VALUES = {"q": "0.5", "k": "0.25", "v": "0.125", "cos": "0.75", "sin": "0.5", "ang": "0.7"}


def benchmark_inputs(variant: str) -> list[str]:
    """--input flags for iree-benchmark-module."""
    return [f"--input={'x'.join(map(str, shape))}x{et}={_INPUT_VALUES[name]}"
            for name, shape, et in function_args(variant)]


def make_mlir(variant: str, layers: int = 1) -> str:
    """MLIR of @forward_bs1 for `variant`, with `layers` chained blocks.

    Block i attends from x_i (x_0 = q) to the fixed k and v and produces
    x_{i+1}; with several blocks every dispatch name repeats within a call.
    """
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}")
    args = function_args(variant)
    sig = ", ".join(f"%arg_{n}: {_tt(s, e)}" for n, s, e in args)
    what = {"baseline": "RoPE in its own dispatches (cos/sin precomputed)",
            "rope_fused_q": "RoPE of q fused into the attention dispatch",
            "rope_fused_qk": "RoPE of q and k fused into the attention dispatch"}[variant]
    o = [f"// Generated by sample_captures/make_captures.py: {variant}, {layers} block(s).\n",
         f"// {what}; {H} heads, sequence {S}, head dim {D}, f16.\n",
         f"func.func @forward_bs1({sig}) -> {_tt(X, 'f16')} {{\n"]
    for n, s, e in args:
        o.append(f"  %{'x0' if n == 'q' else n} = torch_c.to_builtin_tensor %arg_{n} : {_tt(s, e)} -> {_t(s, e)}\n")
    o.append(f"""\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c{D} = arith.constant {D} : index
  %scale = arith.constant {SCALE} : f16
""")
    if variant == "baseline":
        o.append(f"  %e_hsd = tensor.empty() : {_t((H, S, D), 'f16')}\n")
        o.append(f"  %e_shd = tensor.empty() : {_t((S, H, D), 'f16')}\n")
        o.append("  // RoPE of k in its own dispatch\n")
        o.append(_rope_precomputed("kr", "k"))
        for i in range(layers):
            o.append(f"  // ---- block {i}: RoPE of q in its own dispatch; attention + transpose\n")
            o.append(_rope_precomputed(f"qr{i}", f"x{i}"))
            o.append(_attention_then_transpose(f"x{i + 1}", f"qr{i}", "kr", i))
    else:
        o.append(f"  %ang_q = tensor.expand_shape %ang [[0], [1], [2, 3]] output_shape [1, {D}, 1, {S}] : {_t(ANG, 'f32')} into {_t((1, D, 1, S), 'f32')}\n")
        o.append(f"  %e_q5 = tensor.empty() : {_t((H, 1, S, 1, D), 'f16')}\n")
        o.append(f"  %e_k4 = tensor.empty() : {_t((H, S, 1, D), 'f16')}\n")
        o.append(f"  %e_h1sd = tensor.empty() : {_t((H, 1, S, D), 'f16')}\n")
        o.append(f"  %e_x = tensor.empty() : {_t(X, 'f16')}\n")
        if variant == "rope_fused_q":
            o.append("  // RoPE of k in its own dispatch (cos/sin from the angles)\n")
            o.append(_rope_k_angles("kr", "k"))
        for i in range(layers):
            fused = "q" if variant == "rope_fused_q" else "q and k"
            o.append(f"  // ---- block {i}: RoPE of {fused}, attention and transpose forced into one dispatch\n")
            o.append(f"  %x{i + 1} = flow.dispatch.region -> ({_t(X, 'f16')}) {{\n")
            body = _rope_q_angles("qr", f"x{i}")
            if variant == "rope_fused_qk":
                body += _rope_k_angles("kr", "k")
            body += _fused_attention_then_transpose("y", "qr", "kr")
            body += f"  flow.return %y : {_t(X, 'f16')}\n"
            o.append(_indent(body))
            o.append("  }\n")
    o.append(f"  %res = torch_c.from_builtin_tensor %x{layers} : {_t(X, 'f16')} -> {_tt(X, 'f16')}\n")
    o.append(f"  return %res : {_tt(X, 'f16')}\n}}\n")
    return "".join(o)


# ---------------------------------------------------------------------------
# Tools
# ---------------------------------------------------------------------------

class SetupError(RuntimeError):
    """The IREE packages or tools are missing or unusable."""


#: The tools a capture runs (tracy_diff.record.tools.IreeTools).
Tools = IreeTools


def find_tools(log: Log = _print, require_version: bool = False) -> Tools:
    """Locate iree-compile and the runtime tools inside the pip packages
    (tracy_diff.record.find_tools), checking the version the captures were
    made with and the zstandard package the checks read captures with."""
    hint = (f"install them with: {sys.executable} -m pip install -r "
            f"{os.path.relpath(HERE / 'requirements.txt')}")
    try:
        tools = find_iree_tools()
    except RecordError as e:
        raise SetupError(str(e)) from None
    if importlib.util.find_spec("zstandard") is None:
        raise SetupError(f"Python package zstandard (used to check the captures) is missing; {hint}")
    for dist, ver in (("iree-base-compiler", tools.compiler_version), ("iree-base-runtime", tools.runtime_version)):
        if ver != IREE_VERSION:
            msg = f"{dist} is {ver}, the committed captures were made with {IREE_VERSION}"
            if require_version:
                raise SetupError(msg + "; " + hint)
            log(f"warning: {msg}")
    return tools


def check_host_cpu(target_cpu: str) -> None:
    """Fail early when the host cannot run code compiled for target_cpu."""
    if target_cpu != "x86-64-v3":
        return
    if platform.machine() not in ("x86_64", "AMD64"):
        raise SetupError(f"this script targets x86-64 CPUs, not {platform.machine()}")
    try:
        flags = next(ln for ln in Path("/proc/cpuinfo").read_text().splitlines()
                     if ln.startswith("flags")).split()
    except (OSError, StopIteration):
        return  # cannot tell; IREE will complain when it loads the module
    lacking = [f for f in X86_64_V3_FLAGS if f not in flags]
    if lacking:
        raise SetupError(f"this CPU lacks {', '.join(lacking)} needed for --target-cpu x86-64-v3; "
                         "use --target-cpu generic (much slower)")


# Stream partitioning: "debug" puts a barrier between every two dispatches, so
# no two run at once and each call is one execution with its own clean time.
# "default" is IREE's own scheduling (no flag): independent dispatches
# (the decoder's RoPE of q and of k, one export) run concurrently on the
# workers, as users profile them; those captures go to DEFAULT_DIR.
PARTITIONING = "debug"
SCHEDULINGS = ("debug", "default")


def compile_flags(target_cpu: str = DEFAULT_TARGET_CPU, scheduling: str = PARTITIONING) -> list[str]:
    flags = ["--iree-hal-target-device=local",
             "--iree-hal-local-target-device-backends=llvm-cpu",
             f"--iree-llvmcpu-target-cpu={target_cpu}"]
    return flags if scheduling == "default" else [*flags, f"--iree-stream-partitioning-favor={scheduling}"]


def scheduling_entry(scheduling: str) -> dict:
    """The manifest's record of how dispatches were scheduled."""
    if scheduling == "default":
        return {"scheduling": "default"}
    return {"scheduling": "serialized", "partitioning": scheduling}


def compile_module(tools: Tools, mlir: Path, vmfb: Path, *, target_cpu: str = DEFAULT_TARGET_CPU,
                   benchmarks_dir: Path | None = None, log: Log = _print, timeout: float = 600,
                   extra_flags: Sequence[str] = (), scheduling: str = PARTITIONING) -> dict:
    """Compile `mlir` to `vmfb` (tracy_diff.record's compile_module); returns
    the command and the dispatch export names, sorted by dispatch ordinal.

    The sources go to ``<vmfb stem>.sources/`` and the per-dispatch benchmark
    modules (--iree-hal-dump-executable-benchmarks-to) to `benchmarks_dir`,
    by default ``<vmfb stem>.benchmarks/``, both beside `vmfb`.
    """
    flags = [*compile_flags(target_cpu, scheduling), *extra_flags]
    log(f"  compile: iree-compile {' '.join(flags)} {mlir} -o {vmfb}")
    dirs = {"benchmarks": benchmarks_dir} if benchmarks_dir else {}
    try:
        done = compile_iree(tools.compile or "iree-compile", mlir, vmfb, flags, dumps=("sources", "benchmarks"),
                            dump_dirs=dirs, timeout=timeout)
    except RecordError as e:
        raise RuntimeError(str(e)) from None
    return {"command": done.command, "exports": done.exports, "seconds": done.seconds,
            "sources_dir": str(done.dumps["sources"]), "benchmarks_dir": str(done.dumps["benchmarks"])}


def cpu_busy(seconds: float = 1.0) -> float | None:
    """Fraction of all CPUs busy over `seconds` (Linux /proc/stat; None elsewhere)."""
    def snap():
        v = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return sum(v), v[3] + v[4]        # total, idle + iowait
    try:
        t0, i0 = snap()
        time.sleep(seconds)
        t1, i1 = snap()
    except (OSError, ValueError, IndexError):
        return None
    return round(1 - (i1 - i0) / max(1, t1 - t0), 2)


def wait_for_idle(max_wait: float, threshold: float = 0.2, log: Log = _print) -> float | None:
    """Wait (up to max_wait s) until the CPUs are idle for two 1 s windows in a row.

    Timings of a 2-worker run on a shared machine double when something else
    is running; this is a cheap way to take the captures in quiet moments.
    Returns the busy fraction of the last window.
    """
    busy = cpu_busy()
    if busy is None or max_wait <= 0:
        return busy
    deadline, quiet = time.monotonic() + max_wait, 0
    waited = False
    while True:
        quiet = quiet + 1 if busy <= threshold else 0
        if quiet >= 2 or time.monotonic() >= deadline:
            break
        if not waited:
            log(f"  waiting up to {max_wait:.0f} s for the CPUs to be idle (busy {busy:.0%})")
            waited = True
        busy = cpu_busy()
    if busy > threshold:
        log(f"  CPUs still {busy:.0%} busy; going on")
    return busy


def _cpu_jiffies() -> tuple[int, int] | None:
    """(busy, total) jiffies of all CPUs from /proc/stat; None off Linux."""
    try:
        v = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    return sum(v) - v[3] - v[4], sum(v)


class OtherLoad:
    """Context manager: share of the CPUs used by processes other than our
    (waited-for) children while the block ran, in `.fraction` (None if
    unknown).  A 2-worker benchmark gets up to several times slower when
    something else runs on a 2-CPU machine; this tells such runs apart.
    """

    fraction: float | None = None

    def __enter__(self) -> OtherLoad:
        import resource
        self._ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        self._jiffies = _cpu_jiffies()
        self._t0 = time.monotonic()
        return self

    def __exit__(self, *exc) -> None:
        import resource
        wall = time.monotonic() - self._t0
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        j1 = _cpu_jiffies()
        if self._jiffies is None or j1 is None or wall <= 0:
            return
        busy, total = j1[0] - self._jiffies[0], j1[1] - self._jiffies[1]
        ours = (ru.ru_utime + ru.ru_stime) - (self._ru.ru_utime + self._ru.ru_stime)
        machine = busy / max(1, total)
        mine = ours / (wall * (os.cpu_count() or 1))
        self.fraction = round(min(1.0, max(0.0, machine - mine)), 2)


def least_disturbed(attempt: Callable[[int], object], *, tries: int, idle_wait: float,
                    threshold: float = 0.15, log: Log = _print) -> tuple[object, float | None, int]:
    """Run attempt(i) up to `tries` times until other processes used at most
    `threshold` of the CPUs during it; returns (result, other load, i) of the
    least disturbed attempt.  Each attempt first waits up to idle_wait
    seconds for idle CPUs."""
    best = None
    for i in range(max(1, tries)):
        wait_for_idle(idle_wait, log=log)
        with OtherLoad() as load:
            result = attempt(i)
        other = load.fraction
        if best is None or (other is not None and (best[1] is None or other < best[1])):
            best = (result, other, i)
        if other is None or other <= threshold:
            break
        log(f"  other processes used {other:.0%} of the CPUs during that run"
            + ("; again" if i + 1 < tries else "; keeping the least disturbed run"))
    return best


def run_capture(tools: Tools, program: Sequence[str], out_path: Path, *, sampling: bool = False,
                timeout: float = 600, log: Log = _print, cwd: Path | None = None) -> CaptureRun:
    """Run `program` (a Tracy-enabled IREE tool) under iree-tracy-capture,
    each on a free port, both killed past `timeout` (tracy_diff.record's
    runner); a failure raises RuntimeError."""
    try:
        return record_capture(tools.capture, program, Path(out_path), sampling=sampling, timeout=timeout, cwd=cwd)
    except RecordError as e:
        raise RuntimeError(str(e)) from None


def tracy_payload(path: Path) -> bytes:
    """Decompressed payload of a .tracy file (0.11 container, zstd or LZ4).

    tracy-format.md section 2: header 'tr\\xfdP', compression type, stream
    count, then u32-size-prefixed blocks assigned to streams round-robin,
    one continuous decompressor per stream.  Only zstd (what
    iree-tracy-capture writes) is supported here.
    """
    import zstandard  # listed in requirements.txt

    data = Path(path).read_bytes()
    if data[:4] != b"tr\xfdP":
        raise ValueError(f"{path}: not a Tracy 0.11+ capture")
    if data[4] != 1:
        raise ValueError(f"{path}: compression type {data[4]} (only zstd supported here)")
    nstreams = data[5]
    decoders = [zstandard.ZstdDecompressor().decompressobj() for _ in range(nstreams)]
    out, pos, i = [], 6, 0
    while pos < len(data):
        size = int.from_bytes(data[pos:pos + 4], "little")
        out.append(decoders[i % nstreams].decompress(data[pos + 4:pos + 4 + size]))
        pos += 4 + size
        i += 1
    return b"".join(out)


def frame_sets(payload: bytes) -> dict[str, list[tuple[int, int]]]:
    """Frame sets of a decompressed 0.11.x payload: name -> [(start_ns, end_ns)].

    Follows tracy-format.md sections 5.1 to 5.8 (header, metadata, CPU
    topology, crash event, frame sets, strings); end is -1 for frames of a
    continuous set.  Used to count the `Iteration` frames of a capture.
    """
    import struct

    pos = 0

    def take(fmt: str):
        nonlocal pos
        vals = struct.unpack_from("<" + fmt, payload, pos)
        pos += struct.calcsize("<" + fmt)
        return vals if len(vals) > 1 else vals[0]

    if payload[:5] != b"tracy":
        raise ValueError("not a Tracy payload")
    ver = (payload[5] << 16) | (payload[6] << 8) | payload[7]
    if not (0x000b00 <= ver < 0x000c03):
        raise ValueError(f"file version {payload[5]}.{payload[6]}.{payload[7]} not supported here")
    pos = 8 + 8                      # header, delay
    pos += 53 + 12 + 1               # metadata, cpuManufacturer, onDemand
    def skip_string() -> None:
        nonlocal pos
        n = take("Q")
        pos += n

    skip_string()                    # capture name
    skip_string()                    # capture program
    pos += 16                        # capture time, executable time
    skip_string()                    # host info
    for _ in range(take("Q")):       # CPU topology: packages
        pos += 4
        for _ in range(take("Q")):   # dies (cores before 0.11.2)
            pos += 4
            cores = take("Q") if ver >= 0x000b02 else 1
            for _ in range(cores):
                if ver >= 0x000b02:
                    pos += 4
                threads = take("Q")
                pos += 4 * threads
    pos += 28                        # crash event
    raw_sets = []
    for _ in range(take("Q")):
        name, continuous, count = take("QBQ")
        ref, frames = 0, []
        for _ in range(count):
            if continuous:
                d, _img = take("qi")
                ref += d
                frames.append((ref, -1))
            else:
                d0, d1, _img = take("qqi")
                ref += d0
                start = ref
                ref += d1
                frames.append((start, ref))
        raw_sets.append((name, frames))
    by_ptr, texts = {}, []
    for _ in range(take("Q")):
        ptr, n = take("QQ")
        by_ptr[ptr] = len(texts)
        texts.append(payload[pos:pos + n].decode("utf-8", "replace"))
        pos += n
    keyed = {}
    for _ in range(take("Q")):
        key, ptr = take("QQ")
        if ptr in by_ptr:
            keyed[key] = texts[by_ptr[ptr]]
    return {keyed.get(name, "Frame" if i == 0 else f"?{name:x}"): frames
            for i, (name, frames) in enumerate(raw_sets)}


def iteration_frames(path: Path) -> tuple[int, list[float]]:
    """Number of `Iteration` frames and the times (ms) between them.

    iree-benchmark-module marks one frame of the continuous set `Iteration`
    per benchmark iteration, so n marks give n - 1 iteration times.
    """
    frames = frame_sets(tracy_payload(path)).get("Iteration", [])
    starts = [s for s, _ in frames]
    return len(starts), [round((b - a) / 1e6, 3) for a, b in zip(starts, starts[1:])]


def missing_strings(path: Path, names: Sequence[str]) -> list[str]:
    """The names that do not occur in the capture's decompressed payload."""
    payload = tracy_payload(path)
    return [n for n in names if n.encode() not in payload]


def parse_benchmark_json(path: Path) -> dict:
    """Google-benchmark JSON from iree-benchmark-module -> compact dict (ms)."""
    d = json.loads(Path(path).read_text())
    scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}
    rows = []
    for b in d.get("benchmarks", []):
        f = scale[b.get("time_unit", "ns")]
        row = {"name": b["name"], "iterations": b.get("iterations"),
               "real_ms": round(b["real_time"] * f, 3), "cpu_ms": round(b["cpu_time"] * f, 3)}
        if "calls" in b:
            row["calls"] = int(b["calls"])
        rows.append(row)
    return {"rows": rows, "load_avg": [round(x, 2) for x in d.get("context", {}).get("load_avg", [])]}


# ---------------------------------------------------------------------------
# The sample captures
# ---------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Spec:
    name: str          # output file stem
    variant: str
    layers: int
    iterations: int    # --benchmark_min_time=<iterations>x
    sampling: bool = False
    note: str = ""
    model: str = "attention"   # "attention" (make_mlir) or "decoder" (decoder_model.py)

    @property
    def module(self) -> str:
        if self.model == "decoder":
            return self.variant
        return self.variant if self.layers == 1 else f"{self.variant}_{self.layers}layer"


CAPTURES = (
    Spec("baseline", "baseline", 1, 10, note="RoPE in own dispatches, attention + transpose in one dispatch"),
    Spec("baseline_run2", "baseline", 1, 10, note="second capture of the same baseline.vmfb (noise)"),
    Spec("baseline_run3", "baseline", 1, 10, note="third capture of the same baseline.vmfb (noise)"),
    Spec("baseline_run4", "baseline", 1, 10, note="fourth capture of the same baseline.vmfb (noise)"),
    Spec("baseline_run5", "baseline", 1, 10, note="fifth capture of the same baseline.vmfb (noise)"),
    Spec("rope_fused_q", "rope_fused_q", 1, 10, note="RoPE of q fused into the attention dispatch"),
    Spec("rope_fused_q_run2", "rope_fused_q", 1, 10, note="second capture of the same rope_fused_q.vmfb (noise)"),
    Spec("rope_fused_q_run3", "rope_fused_q", 1, 10, note="third capture of the same rope_fused_q.vmfb (noise)"),
    Spec("rope_fused_q_run4", "rope_fused_q", 1, 10, note="fourth capture of the same rope_fused_q.vmfb (noise)"),
    Spec("rope_fused_qk", "rope_fused_qk", 1, 10, note="RoPE of q and k fused into the attention dispatch (the regression)"),
    Spec("baseline_8layer", "baseline", 8, 4, note="8 chained baseline blocks"),
    Spec("rope_fused_qk_8layer", "rope_fused_qk", 8, 4, note="8 chained rope_fused_qk blocks"),
    Spec("baseline_sampling", "baseline", 1, 4, sampling=True, note="baseline with Tracy's sampling on"),
    *dm.decoder_specs(Spec),
)

# --- calibration captures (issue 20; `--calibration`) -------------------------
# Same-day runs of unchanged builds, for bench/bench_calibration.py and the
# tests of the decision rules: 20-iteration runs (19 kept) of baseline and
# rope_fused_q, 3-iteration runs (2 kept, like the seed issue's "benchmark
# with 2 iterations") of baseline and rope_fused_qk, and one build captured
# with Tracy's call-stack sampling off and then on.  They go to
# sample_captures/calibration/ with their own manifest.json and README.md.
CALIBRATION_DIR = HERE / "calibration"
CALIBRATION = (
    *(Spec(f"{v}_cal{i}", v, 1, 20, note=f"same-day run {i} of {v}.vmfb (calibration)")
      for i in range(1, 11) for v in ("baseline", "rope_fused_q") if v == "baseline" or i <= 5),
    *(Spec(f"baseline_2it_run{i}", "baseline", 1, 3, note=f"run {i} of baseline.vmfb, 3 iterations (2 kept)")
      for i in range(1, 4)),
    *(Spec(f"rope_fused_qk_2it_run{i}", "rope_fused_qk", 1, 3,
           note=f"run {i} of rope_fused_qk.vmfb, 3 iterations (2 kept)") for i in range(1, 4)),
    Spec("baseline_sampling_off", "baseline", 1, 4, note="baseline.vmfb, sampling off, just before its "
         "sampling-on twin"),
    Spec("baseline_sampling_on", "baseline", 1, 4, sampling=True, note="the same baseline.vmfb with Tracy's "
         "call-stack sampling on"),
)
# --- end of calibration captures ------------------------------------------------

# --- default-scheduled captures (`--scheduling default`) -----------------------
# The shipped models with IREE's own scheduling, as users profile them: the
# attention block (3 runs of each variant) and the decoder (its 5 builds, 3
# runs each), under the same names in sample_captures/default/.
DEFAULT_DIR = HERE / "default"
DEFAULT_CAPTURES = (
    *(Spec(v if r == 1 else f"{v}_run{r}", v, 1, 10,
           note=next(s.note for s in CAPTURES if s.name == v) if r == 1 else f"run {r} of {v}.vmfb (noise)")
      for v in VARIANTS for r in (1, 2, 3)),
    *dm.decoder_specs(Spec),
)

MAX_SAMPLING_BYTES = 3_000_000

RUNTIME_FLAGS = ["--device=local-task", "--task_topology_group_count=2"]


def first_per_module(specs: Sequence[Spec]) -> list[Spec]:
    """The first spec of each module, in order: one compile per module."""
    first: dict[str, Spec] = {}
    for s in specs:
        first.setdefault(s.module, s)
    return list(first.values())


def benchmark_command(benchmark_tool: str, vmfb: Path, variant: str, iterations: int,
                      extra: Sequence[str] = ()) -> list[str]:
    inputs = dm.input_flags() if variant in dm.DECODER_VARIANTS else benchmark_inputs(variant)
    return [benchmark_tool, f"--module={vmfb}", "--function=forward_bs1", *RUNTIME_FLAGS,
            *inputs, f"--benchmark_min_time={iterations}x", *extra]


def spec_mlir(spec: Spec) -> str:
    """The MLIR of a capture's module."""
    return dm.decoder_mlir(spec.variant) if spec.model == "decoder" else make_mlir(spec.variant, spec.layers)


def spec_flags(spec: Spec) -> list[str]:
    """iree-compile flags of a capture's module beyond compile_flags()."""
    return list(dm.DECODER_FLAGS.get(spec.variant, ())) if spec.model == "decoder" else []


def check_attention_fusion(spec: Spec, info: dict) -> None:
    """Fail unless the attention dispatch holds the variant's fused RoPEs
    (math.cos: one per fused RoPE)."""
    if spec.model == "decoder":
        dm.check_module(spec.variant, info)
        return
    fused = {"baseline": 0, "rope_fused_q": 1, "rope_fused_qk": 2}[spec.variant]
    for src in Path(info["sources_dir"]).glob("*.mlir"):
        text = src.read_text()
        if "iree_linalg_ext.attention" in text and text.count("math.cos") != fused:
            raise RuntimeError(f"{src.name}: expected {fused} RoPE(s) fused into the attention "
                               f"dispatch, found {text.count('math.cos')}")
    info["ropes_in_attention_dispatch"] = fused


def _display(cmd: Sequence[str], tools: Tools, tmp: Path) -> str:
    """A command line with machine-specific paths replaced by placeholders."""
    subs = [(str(Path(tools.capture).parent) + "/", "$TRACY_TOOLS/"),
            (str(Path(tools.benchmark).parent) + "/", "$RUNTIME_TOOLS/"),
            (tools.compile, "iree-compile"), (str(tmp) + "/", "")]
    out = []
    for a in cmd:
        for old, new in subs:
            a = a.replace(old, new)
        out.append(a)
    return " ".join(a if re.fullmatch(r"[\w@%+=:,./$-]+", a) else shlex.quote(a) for a in out)


def _dispatch_statistics(tools: Tools, vmfb: Path, variant: str, iterations: int, tmp: Path,
                         timeout: float) -> dict:
    """Per-dispatch times from an untraced run with --dispatch_statistics."""
    out_json = tmp / f"{vmfb.stem}.dispatch_statistics.json"
    cmd = benchmark_command(tools.benchmark, vmfb, variant, iterations,
                            ["--dispatch_statistics", f"--benchmark_out={out_json}",
                             "--benchmark_out_format=json"])
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=tmp)
    if p.returncode != 0:
        raise RuntimeError(f"iree-benchmark-module --dispatch_statistics failed (exit {p.returncode}):\n"
                           f"{p.stdout[-3000:]}{p.stderr[-3000:]}")
    parsed = parse_benchmark_json(out_json)
    total, rows = parsed["rows"][0], parsed["rows"][1:]
    prefix = total["name"].split("/")[0] + "/"
    dispatches = {}
    for r in rows:
        calls = r.get("calls") or 1
        dispatches[r["name"].removeprefix(prefix)] = {
            "calls_per_iteration": calls, "ms_per_iteration": r["real_ms"],
            "ms_per_call": round(r["real_ms"] / calls, 3)}
    return {"command": _display(cmd, tools, tmp), "iterations": iterations,
            "ms_per_iteration": total["real_ms"], "load_avg": parsed["load_avg"],
            "dispatches": dict(sorted(dispatches.items(), key=lambda kv: dispatch_ordinal(kv[0])))}


def make_captures(specs: Sequence[Spec], out_dir: Path, *, target_cpu: str = DEFAULT_TARGET_CPU,
                  dispatch_stats: bool = True, timeout: float = 900, keep_temp: bool = False,
                  idle_wait: float = 30, tries: int = 3, max_other_load: float = 0.1,
                  scheduling: str = PARTITIONING, log: Log = _print) -> dict:
    tools = find_tools(log)
    check_host_cpu(target_cpu)
    log(f"iree-base-compiler {tools.compiler_version}, iree-base-runtime {tools.runtime_version}; "
        f"target cpu {target_cpu}")
    t_start = time.monotonic()
    # Captures and untraced statistics of one run of this script share this
    # mark; the README pairs a capture with statistics of its own run only.
    run_mark = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    tmp = Path(tempfile.mkdtemp(prefix="tracy-diff-captures-"))
    log(f"working in {tmp}")
    manifest: dict = {"iree_version": {"compiler": tools.compiler_version, "runtime": tools.runtime_version},
                      "target_cpu": target_cpu, **scheduling_entry(scheduling), "host": {"cpus": os.cpu_count(), "machine": platform.machine()},
                      "modules": {}, "captures": {}}
    try:
        (tmp / "mlir").mkdir()
        modules: dict[str, dict] = {}
        for spec in first_per_module(specs):
            log(f"module {spec.module}")
            mlir = tmp / "mlir" / f"{spec.module}.mlir"
            mlir.write_text(spec_mlir(spec))
            vmfb = tmp / f"{spec.module}.vmfb"
            info = compile_module(tools, mlir, vmfb, target_cpu=target_cpu, log=log,
                                  extra_flags=spec_flags(spec), scheduling=scheduling)
            info["command"] = _display(info["command"], tools, tmp)
            log("  dispatches: " + ", ".join(info["exports"]))
            check_attention_fusion(spec, info)
            if spec.model == "decoder":
                dm.write_inputs(tmp)
            if dispatch_stats:
                n = 3 if spec.layers == 1 else 1
                log(f"  per-dispatch times (untraced, --dispatch_statistics, {n} iterations)")
                st, other, _ = least_disturbed(
                    lambda i, vmfb=vmfb, variant=spec.variant, n=n: _dispatch_statistics(tools, vmfb, variant, n, tmp, timeout),
                    tries=tries, idle_wait=idle_wait, threshold=max_other_load, log=log)
                st["other_cpu_load"] = other
                st["run"] = run_mark
                info["dispatch_statistics"] = st
                log(f"    {st['ms_per_iteration']:10.3f} ms per iteration (load average {st['load_avg']}, "
                    f"other processes {other if other is None else f'{other:.0%}'})")
                for name, d in st["dispatches"].items():
                    log(f"    {d['ms_per_call']:10.3f} ms per call x {d['calls_per_iteration']}  {name}")
            info["vmfb"] = vmfb
            modules[spec.module] = info

        for spec in specs:
            info = modules[spec.module]
            log(f"capture {spec.name}.tracy ({spec.iterations} iterations"
                f"{', sampling on' if spec.sampling else ''})")

            def attempt(i: int, spec: Spec = spec, info: dict = info):
                out = tmp / f"{spec.name}.try{i}.tracy"
                bench_json = tmp / f"{spec.name}.try{i}.benchmark.json"
                prog = benchmark_command(tools.benchmark_tracy, info["vmfb"], spec.variant, spec.iterations,
                                         [f"--benchmark_out={bench_json}", "--benchmark_out_format=json"])
                run = run_capture(tools, prog, out, sampling=spec.sampling, timeout=timeout, log=log, cwd=tmp)
                return run, prog, bench_json

            (run, prog, bench_json), other, best_try = least_disturbed(
                attempt, tries=tries, idle_wait=idle_wait, threshold=max_other_load, log=log)
            out = tmp / f"{spec.name}.tracy"
            run.path.rename(out)
            bench = parse_benchmark_json(bench_json)
            expected = list(info["exports"]) + ["iree_hal_cmd_execute_dispatch_tiles", "BenchmarkIteration"]
            missing = missing_strings(out, expected)
            if missing:
                raise RuntimeError(f"{out.name} lacks expected names: {missing}")
            check_dispatch_exports(out, info["exports"], log)
            nframes, gaps = iteration_frames(out)
            if nframes != spec.iterations:
                raise RuntimeError(f"{out.name} has {nframes} Iteration frames, expected {spec.iterations}")
            size = out.stat().st_size
            if spec.sampling and size > MAX_SAMPLING_BYTES:
                raise RuntimeError(f"{out.name} is {size:,} bytes, more than {MAX_SAMPLING_BYTES:,}")
            ms = bench["rows"][0]["real_ms"]
            median = sorted(gaps)[len(gaps) // 2] if gaps else None
            log(f"  {size:,} bytes, {run.zones:,} zones, {nframes} Iteration frames; {ms} ms/iteration "
                f"(benchmark mean), {median} ms (median Iteration frame); {run.seconds} s; "
                f"all {len(info['exports'])} dispatch names found"
                + (f"; other processes {other:.0%}" if other is not None else ""))
            env = " ".join(f"{k}={v}" for k, v in run.env.items() if k != "TRACY_PORT")
            manifest["captures"][spec.name] = {
                "file": f"{spec.name}.tracy", "note": spec.note, "module": spec.module,
                "made": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                "run": run_mark,
                "variant": spec.variant, "layers": spec.layers, "iterations": spec.iterations,
                "sampling": spec.sampling, "bytes": size, "zones": run.zones,
                "capture_seconds": run.seconds, "dispatches": info["exports"],
                "benchmark": {"ms_per_iteration": ms, "cpu_ms_per_iteration": bench["rows"][0]["cpu_ms"],
                              "load_avg": bench["load_avg"], "other_cpu_load": other},
                "iteration_frames": nframes, "iteration_frame_ms": gaps, "iteration_frame_median_ms": median,
                "capture_command": _display(run.capture_command, tools, tmp).replace(
                    f"-p {run.env['TRACY_PORT']}", "-p $PORT").replace(f".try{best_try}.", "."),
                "program_command": (f"TRACY_PORT=$PORT {env} " + _display(prog, tools, tmp)).replace(
                    f".try{best_try}.", "."),
                "attempt": best_try + 1,
                # the capture whose <name>.sources/ and .benchmarks/ hold this one's dumps
                "dumps": spec.name if wants_dumps(spec) else spec.module,
                "capture_summary": run.capture_output,
            }
        for name, info in modules.items():
            manifest["modules"][name] = {k: v for k, v in info.items() if k not in _LOCAL_KEYS}
        seconds = round(time.monotonic() - t_start, 1)
        manifest["last_run"] = {"captures": [s.name for s in specs], "seconds": seconds}

        # Everything made and checked: move into place.
        out_dir.mkdir(parents=True, exist_ok=True)
        (out_dir / "mlir").mkdir(exist_ok=True)
        for spec in specs:
            shutil.move(str(tmp / f"{spec.name}.tracy"), str(out_dir / f"{spec.name}.tracy"))
            if wants_dumps(spec):
                place_dumps(modules[spec.module], out_dir, spec.name)
        for mod in modules:
            shutil.move(str(tmp / "mlir" / f"{mod}.mlir"), str(out_dir / "mlir" / f"{mod}.mlir"))
        mpath = out_dir / "manifest.json"
        if mpath.exists():   # keep the entries of captures not remade this time
            prev = json.loads(mpath.read_text())
            # a module remade without --dispatch_statistics keeps its earlier figures
            manifest["modules"] = {**prev.get("modules", {}),
                                   **{m: {**prev.get("modules", {}).get(m, {}), **info}
                                      for m, info in manifest["modules"].items()}}
            manifest["captures"] = {**prev.get("captures", {}), **manifest["captures"]}
            if "last_full_run" in prev:
                manifest["last_full_run"] = prev["last_full_run"]
        if {s.name for s in specs} in ({s.name for s in CAPTURES}, {s.name for s in DEFAULT_CAPTURES}):
            manifest["last_full_run"] = manifest["last_run"]
        order = [s.name for s in CAPTURES + CALIBRATION if s.name not in {d.name for d in DEFAULT_CAPTURES}]
        order = [s.name for s in DEFAULT_CAPTURES] + order
        manifest["captures"] = dict(sorted(manifest["captures"].items(),
                                           key=lambda kv: order.index(kv[0]) if kv[0] in order else 99))
        ratio = attention_ratio(manifest["modules"])
        if ratio is not None:
            manifest["attention_slowdown_rope_fused_qk_vs_baseline"] = ratio
            log(f"rope_fused_qk attention dispatch / baseline attention dispatch: {ratio}x per call")
            if ratio < 2:
                log("warning: the regression is smaller than expected (busy machine?)")
        mpath.write_text(json.dumps(manifest, indent=1) + "\n")
        readme = out_dir / "README.md"
        if readme.exists() and README_BEGIN in readme.read_text():
            update_readme(readme, manifest)
            log(f"updated the generated part of {readme}")
        log(f"wrote {len(specs)} capture(s), {len(modules)} .mlir file(s) and manifest.json to {out_dir} "
            f"in {time.monotonic() - t_start:.0f} s")
        return manifest
    finally:
        if keep_temp:
            log(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


# Keys of a compiled module's info that name files in the temporary directory.
_LOCAL_KEYS = ("vmfb", "sources_dir", "benchmarks_dir")


def wants_dumps(spec: Spec) -> bool:
    """Whether a capture gets the dumps beside it: all but a decoder build's
    later runs (tracy-diff reads a side's dumps beside its first run; the
    runs of one build share them)."""
    return spec.model != "decoder" or dm.run_number(spec.name) == 1


def place_dumps(info: dict, out_dir: Path, name: str) -> None:
    """Copy a module's executable sources and benchmarks dumps beside capture
    `name` as ``<name>.sources/`` and ``<name>.benchmarks/`` (replacing
    earlier ones): tracy-diff finds them there to explain a dispatch's change."""
    for key, suffix in (("sources_dir", ".sources"), ("benchmarks_dir", ".benchmarks")):
        dest = out_dir / f"{name}{suffix}"
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(info[key], dest)


def capture_dispatch_names(path: Path) -> set[str] | None:
    """Names of the dispatch zones (srcloc iree_hal_cmd_execute_dispatch_tiles)
    in a capture, read with tracy_diff.load; None if tracy_diff cannot be
    imported here (it needs numpy; the sample venv has it)."""
    try:
        sys.path.insert(0, str(HERE.parent))
        import numpy as np

        import tracy_diff
    except ImportError:
        return None
    finally:
        sys.path.remove(str(HERE.parent))
    cap = tracy_diff.load(path)
    srclocs = cap.srclocs
    tiles = srclocs.index[srclocs["function"] == "iree_hal_cmd_execute_dispatch_tiles"].to_numpy()
    zones = cap.zones
    picked = zones["name"][np.isin(zones["srcloc"].to_numpy(), tiles)]
    return {str(n) for n in picked.dropna().unique()}


def check_dispatch_exports(capture: Path, exports: Sequence[str], log: Log = _print) -> None:
    """Fail unless every dispatch zone of `capture` names an export of the dump."""
    names = capture_dispatch_names(capture)
    if names is None:
        log(f"  warning: tracy_diff not importable; {capture.name}'s zones not checked against the dump")
        return
    missing = sorted(names - set(exports))
    if missing or not names:
        raise RuntimeError(f"{capture.name}: dispatch zones without an export in the sources dump: "
                           f"{missing or 'no dispatch zones at all'}")
    log(f"  {capture.name}: all {len(names)} dispatch zone names are exports of the sources dump")


def dump_sources(specs: Sequence[Spec], out_dir: Path, *, target_cpu: str = DEFAULT_TARGET_CPU,
                 scheduling: str = PARTITIONING, log: Log = _print) -> None:
    """Dump the executable sources and benchmarks of existing captures, without
    recording anything: each capture's module is compiled again from the
    committed ``mlir/<module>.mlir`` with the flags manifest.json recorded,
    and the dumps are placed beside the capture once all were checked."""
    tools = find_tools(log, require_version=True)
    manifest = json.loads((out_dir / "manifest.json").read_text())
    specs = [s for s in specs if s.name in manifest["captures"]]
    tmp = Path(tempfile.mkdtemp(prefix="tracy-diff-sources-"))
    try:
        (tmp / "mlir").mkdir()
        modules: dict[str, dict] = {}
        for spec in first_per_module(specs):
            recorded = manifest["modules"][spec.module]
            mlir = tmp / "mlir" / f"{spec.module}.mlir"
            shutil.copy(out_dir / "mlir" / mlir.name, mlir)
            if mlir.read_text() != spec_mlir(spec):
                raise RuntimeError(f"mlir/{mlir.name} differs from what make_mlir writes now")
            info = compile_module(tools, mlir, tmp / f"{spec.module}.vmfb", target_cpu=target_cpu, log=log,
                                  extra_flags=spec_flags(spec), scheduling=scheduling)
            if _display(info["command"], tools, tmp) != recorded["command"]:
                raise RuntimeError(f"{spec.module}: manifest.json was compiled with {recorded['command']!r}")
            if info["exports"] != recorded["exports"]:
                raise RuntimeError(f"{spec.module}: exports {info['exports']} differ from the manifest's "
                                   f"{recorded['exports']}")
            modules[spec.module] = info
        for spec in specs:
            check_dispatch_exports(out_dir / f"{spec.name}.tracy", modules[spec.module]["exports"], log)
        for spec in [s for s in specs if wants_dumps(s)]:
            place_dumps(modules[spec.module], out_dir, spec.name)
        log(f"placed the sources and benchmarks dumps of {len(specs)} capture(s) in {out_dir}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def make_truth(out_dir: Path, *, target_cpu: str = DEFAULT_TARGET_CPU, scheduling: str = PARTITIONING,
               log: Log = _print) -> Path:
    """Write the decoder's ground truth (decoder_model.TRUTH_FILE) into
    `out_dir`: every variant is compiled again from the committed
    ``mlir/<variant>.mlir`` (checked against what decoder_mlir writes now) to
    the flow phase with locations kept, with the flags of its captures."""
    tools = find_tools(log, require_version=True)
    tmp = Path(tempfile.mkdtemp(prefix="tracy-diff-truth-"))
    try:
        programs = {}
        for variant in dm.DECODER_VARIANTS:
            spec = Spec(variant, variant, dm.LAYERS, 1, model="decoder")
            mlir = out_dir / "mlir" / f"{variant}.mlir"
            if not mlir.exists() or mlir.read_text() != spec_mlir(spec):
                raise RuntimeError(f"{mlir} is missing or differs from what decoder_mlir writes now")
            log(f"module {variant}")
            programs[variant] = dm.program_calls(tools.compile, [*compile_flags(target_cpu, scheduling), *spec_flags(spec)],
                                                 mlir, tmp / variant, log=log)
        return dm.write_truth(out_dir, programs, log=log)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def attention_ratio(modules: dict) -> float | None:
    """Per-call time of rope_fused_qk's attention dispatch / baseline's."""
    def attention_ms(mod: str) -> float | None:
        st = modules.get(mod, {}).get("dispatch_statistics")
        if not st:
            return None
        times = [d["ms_per_call"] for n, d in st["dispatches"].items() if "_attention_" in n]
        return max(times) if times else None
    a, b = attention_ms("rope_fused_qk"), attention_ms("baseline")
    return round(a / b, 2) if a and b else None


README_BEGIN = "<!-- BEGIN GENERATED by make_captures.py -->"
README_END = "<!-- END GENERATED -->"


def _own_statistics(modules: dict, capture: dict) -> dict:
    """The untraced statistics of the capture's module if made in the same
    run of the script as the capture (a later run may be on another machine
    or in another state of it), else {}."""
    st = modules.get(capture["module"], {}).get("dispatch_statistics", {})
    return st if st.get("run") == capture.get("run") else {}


def render_captures_md(manifest: dict) -> str:
    """Markdown describing every capture in the manifest."""
    mods, caps = manifest["modules"], manifest["captures"]
    o = [f"Made with iree-base-compiler {manifest['iree_version']['compiler']} / "
         f"iree-base-runtime {manifest['iree_version']['runtime']}, `--iree-llvmcpu-target-cpu="
         f"{manifest['target_cpu']}`"
         + (f", `--iree-stream-partitioning-favor={manifest['partitioning']}`" if "partitioning" in manifest else "")
         + f", on {manifest['host']['cpus']} CPUs."]
    if "last_full_run" in manifest:
        o.append(f" The last full run of the script took {manifest['last_full_run']['seconds']:.0f} s.")
    if manifest.get("last_run") and manifest["last_run"] != manifest.get("last_full_run"):
        o.append(f" The last run ({', '.join(manifest['last_run']['captures'])}) took "
                 f"{manifest['last_run']['seconds']:.0f} s.")
    o.append("\n\n")
    o.append("| file | bytes | zones | iterations | ms/iteration (benchmark mean) | "
             "ms/iteration (median `Iteration` frame) | attention dispatch (ms/call, untraced) |\n")
    o.append("| --- | ---: | ---: | ---: | ---: | ---: | --- |\n")
    for c in caps.values():
        st = _own_statistics(mods, c)
        att = [f"`{n.split('_dispatch_')[1]}` {d['ms_per_call']}" for n, d in st.get("dispatches", {}).items()
               if "_attention_" in n]
        o.append(f"| `{c['file']}` | {c['bytes']:,} | {c['zones']:,} | {c['iteration_frames']} | "
                 f"{c['benchmark']['ms_per_iteration']:.1f} | {c['iteration_frame_median_ms']:.1f} | "
                 f"{', '.join(att) or '-'} |\n")
    if "attention_slowdown_rope_fused_qk_vs_baseline" in manifest:
        o.append(f"\nrope_fused_qk's attention dispatch took "
                 f"{manifest['attention_slowdown_rope_fused_qk_vs_baseline']}x as long per call as "
                 "baseline's in the untraced `--dispatch_statistics` runs.\n")
    for c in caps.values():
        m = {**mods.get(c["module"], {}), "dispatch_statistics": _own_statistics(mods, c)}
        o.append(f"\n### `{c['file']}`\n\n{c['note']}. Module `mlir/{c['module']}.mlir` "
                 f"({c['layers']} block{'s' if c['layers'] > 1 else ''}), {c['iterations']} iterations, "
                 f"sampling {'on' if c['sampling'] else 'off'}. {c['bytes']:,} bytes, {c['zones']:,} zones "
                 f"(as counted by iree-tracy-capture), {c['iteration_frames']} `Iteration` frames.\n\n")
        o.append("```sh\n" + m.get("command", "?") + "\n" + c["capture_command"] + " &\n"
                 + c["program_command"] + "\n```\n\n")
        st = m.get("dispatch_statistics", {}).get("dispatches", {})
        o.append("| dispatch (full name) | calls/iteration | ms/call (untraced) |\n| --- | ---: | ---: |\n")
        for n in c["dispatches"]:
            d = st.get(n, {})
            o.append(f"| `{n}` | {d.get('calls_per_iteration', '-')} | {d.get('ms_per_call', '-')} |\n")
        b = c["benchmark"]
        o.append(f"\nTimings when made ({c['made']}): {b['ms_per_iteration']:.1f} ms/iteration (benchmark mean, real time; "
                 f"CPU {b['cpu_ms_per_iteration']:.1f} ms), `Iteration` frames "
                 f"{', '.join(f'{g:.1f}' for g in c['iteration_frame_ms'])} ms; load average "
                 f"{', '.join(map(str, b['load_avg']))}")
        if b.get("other_cpu_load") is not None:
            o.append(f"; other processes used {b['other_cpu_load']:.0%} of the CPUs during the run")
        o.append(".")
        if m.get("dispatch_statistics"):
            ds = m["dispatch_statistics"]
            o.append(f" Untraced `--dispatch_statistics` run ({ds['iterations']} iteration"
                     f"{'s' if ds['iterations'] > 1 else ''}, load average "
                     f"{', '.join(map(str, ds['load_avg']))}"
                     + (f", other processes {ds['other_cpu_load']:.0%}" if ds.get("other_cpu_load") is not None
                        else "")
                     + f"): {ds['ms_per_iteration']:.1f} ms/iteration:\n\n"
                     f"```sh\n{ds['command']}\n```")
        else:
            o.append(" No untraced `--dispatch_statistics` run was made in the same run of the script.")
        o.append("\n")
    return "".join(o)


def update_readme(readme: Path, manifest: dict) -> None:
    text = readme.read_text()
    head, rest = text.split(README_BEGIN, 1)
    tail = rest.split(README_END, 1)[1] if README_END in rest else ""
    readme.write_text(head + README_BEGIN + "\n" + render_captures_md(manifest) + README_END + tail)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", type=Path, default=None,
                    help=f"where to put the captures (default: {HERE})")
    ap.add_argument("--only", nargs="+", metavar="NAME", choices=sorted({s.name for s in CAPTURES + CALIBRATION + DEFAULT_CAPTURES}),
                    help="make only these captures")
    ap.add_argument("--scheduling", choices=SCHEDULINGS, default=None,
                    help="default: IREE's own scheduling (dispatches run concurrently on the workers), the "
                         f"captures in {DEFAULT_DIR.name}/ (the default-scheduled set); debug: serialized "
                         "(--iree-stream-partitioning-favor=debug), the captures in this directory (the default "
                         "without --scheduling)")
    ap.add_argument("--calibration", action="store_true",
                    help=f"the calibration captures instead (default --out-dir {CALIBRATION_DIR})")
    ap.add_argument("--calibration-default", action="store_true",
                    help="record the default-scheduled calibration corpus into calibration_default/ "
                         "(make_corpus.py; --out-dir elsewhere)")
    ap.add_argument("--list", action="store_true", help="list the captures and exit")
    ap.add_argument("--print-mlir", metavar="VARIANT", choices=VARIANTS,
                    help="print the MLIR of a variant and exit (with --layers)")
    ap.add_argument("--layers", type=int, default=1, help="blocks for --print-mlir")
    ap.add_argument("--target-cpu", default=DEFAULT_TARGET_CPU,
                    help="--iree-llvmcpu-target-cpu (default: %(default)s)")
    ap.add_argument("--no-dispatch-stats", action="store_true",
                    help="skip the untraced --dispatch_statistics runs")
    ap.add_argument("--timeout", type=float, default=900, help="seconds allowed per capture")
    ap.add_argument("--tries", type=int, default=3,
                    help="run a measurement up to this many times while other processes use more than "
                         "--max-other-load of the CPUs during it, keep the least disturbed (default %(default)s)")
    ap.add_argument("--max-other-load", type=float, default=0.1, metavar="FRACTION",
                    help="share of the CPUs other processes may use during a run (default %(default)s)")
    ap.add_argument("--idle-wait", type=float, default=30, metavar="SECONDS",
                    help="before each run wait up to this long for idle CPUs (0: don't; default %(default)s)")
    ap.add_argument("--keep-temp", action="store_true", help="keep the temporary directory")
    ap.add_argument("--sources-only", action="store_true",
                    help="record nothing: dump the executable sources and benchmarks of the existing "
                         "captures beside them (<name>.sources/, <name>.benchmarks/)")
    ap.add_argument("--truth", action="store_true",
                    help=f"record nothing: write the decoder's ground truth ({dm.TRUTH_FILE}) from the "
                         "committed mlir/decoder*.mlir")
    ap.add_argument("--update-readme", action="store_true",
                    help="only re-render the generated part of README.md from manifest.json")
    args = ap.parse_args(argv)
    if args.calibration_default:
        import make_corpus
        return make_corpus.main(["--out-dir", str(args.out_dir or HERE / "calibration_default")])
    default = args.scheduling == "default"
    every = CALIBRATION if args.calibration else DEFAULT_CAPTURES if default else CAPTURES
    scheduling = args.scheduling or PARTITIONING
    if args.out_dir is None:
        args.out_dir = CALIBRATION_DIR if args.calibration else DEFAULT_DIR if default else HERE

    if args.list:
        for s in every:
            print(f"{s.name:22} {s.module:22} {s.iterations:3}x  {s.note}")
        return 0
    if args.print_mlir:
        print(make_mlir(args.print_mlir, args.layers), end="")
        return 0
    if args.update_readme:
        out_dir = args.out_dir.resolve()
        update_readme(out_dir / "README.md", json.loads((out_dir / "manifest.json").read_text()))
        return 0
    specs = [s for s in every if not args.only or s.name in args.only]
    try:
        if args.truth:
            make_truth(args.out_dir.resolve(), target_cpu=args.target_cpu, scheduling=scheduling)
            return 0
        if args.sources_only:
            dump_sources(specs, args.out_dir.resolve(), target_cpu=args.target_cpu, scheduling=scheduling)
            return 0
        make_captures(specs, args.out_dir.resolve(), target_cpu=args.target_cpu,
                      dispatch_stats=not args.no_dispatch_stats, timeout=args.timeout,
                      keep_temp=args.keep_temp, idle_wait=args.idle_wait, tries=args.tries,
                      max_other_load=args.max_other_load, scheduling=scheduling)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except (RuntimeError, subprocess.TimeoutExpired) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
