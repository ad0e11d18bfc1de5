"""Captures built in memory for the analysis tests: CPU zones as IREE's task
system records them (``build``, ``worker_region``), and the Flux transformer
of IREE #19822 as IREE's HIP runtime traces it (``flux_sequence``,
``gpu_capture``): one ``hip`` GPU context whose zones are the dispatches,
``Iteration`` frames; 19 double blocks and 38 single blocks, each with its
own attention dispatch, the RoPE dispatch running right before the
attention of every block (twice: q and k), 114 calls per iteration; fused,
the RoPE is gone into both attentions."""

from __future__ import annotations

import numpy as np
import pandas as pd

from tracy_diff import capture as cap


def build(zones, frames=(), threads=None, path="built.tracy") -> cap.Capture:
    """A Capture from ``(thread, name, start, end, parent)`` CPU zones
    (parent: index into ``zones`` or -1) and ``(set, start, end)`` frames."""
    z = pd.DataFrame(list(zones), columns=["thread", "name", "start_ns", "end_ns", "parent"])
    depth = []
    for p in z["parent"]:
        depth.append(0 if p < 0 else depth[p] + 1)
    names = sorted(set(z["name"]))
    table = pd.DataFrame({
        "thread": z["thread"].astype(np.int32), "start_ns": z["start_ns"].astype(np.int64),
        "end_ns": z["end_ns"].astype(np.int64), "depth": np.array(depth, np.int16),
        "parent": z["parent"].astype(np.int64), "srcloc": np.zeros(len(z), np.int32),
        "name": pd.Categorical(z["name"], categories=names),
        "text": pd.Categorical([None] * len(z))})
    fr = pd.DataFrame(list(frames), columns=["frame_set", "start_ns", "end_ns"]).astype(
        {"start_ns": np.int64, "end_ns": np.int64})
    fr["frame_set"] = fr["frame_set"].astype("category")
    ids = sorted(set(z["thread"]))
    th = pd.DataFrame({"thread": np.array(ids, np.int32), "tid": np.array(ids, np.int64),
                       "name": [(threads or {}).get(t, f"thread {t}") for t in ids]}).set_index("thread")
    return cap.Capture(path=path, kind="tracy", metadata=cap.Metadata(program="built"), threads=th,
                       srclocs=cap.empty_srclocs(), zones=table, gpu_contexts=cap.empty_gpu_contexts(),
                       gpu_zones=cap.empty_gpu_zones(), frames=fr if len(fr) else cap.empty_frames(),
                       messages=cap.empty_messages())


def worker_region(zones, thread, start, chunks, name):
    """A process_region zone on ``thread`` holding back-to-back chunks."""
    parent = len(zones)
    end = chunks[-1][1]
    zones.append((thread, "iree_hal_local_task_process_region", start, end + 10, -1))
    for s, e in chunks:
        zones.append((thread, name, s, e, parent))


F = "forward_bs1$async_dispatch_"
ROPE = F + "10_elementwise_broadcast_24x4608x128_f32xbf16"
QKV = F + "8_matmul_like_4608x9216x3072_bf16xbf16xf32"
OUT = F + "12_matmul_like_4608x3072x3072_bf16xbf16xf32"
ATT_DOUBLE, ATT_SINGLE = F + "41_attention_24x4608x128xbf16_generic", F + "57_attention_24x4608x128xbf16"
ATT_DOUBLE_C, ATT_SINGLE_C = F + "31_attention_24x1x4608x1x128xbf16_generic", F + "47_attention_24x1x4608x1x128xbf16"
#: ms per call of each dispatch (the fused attentions are the regression)
COST = {ROPE: 0.05, QKV: 1.0, OUT: 0.4, ATT_DOUBLE: 2.3, ATT_SINGLE: 2.2, ATT_DOUBLE_C: 9.7, ATT_SINGLE_C: 9.5}


def flux_sequence(fused: bool) -> list[str]:
    """One iteration's dispatches: 19 double blocks, then 38 single ones."""
    seq = []
    for block in range(57):
        att = (ATT_DOUBLE_C if fused else ATT_DOUBLE) if block < 19 else (ATT_SINGLE_C if fused else ATT_SINGLE)
        seq += [QKV] + ([] if fused else [ROPE, ROPE]) + [att, OUT]
    return seq


def gpu_capture(seq: list[str], iterations: int = 4, path: str = "flux.tracy",
                cost: dict[str, float] | None = None) -> cap.Capture:
    """A capture of ``iterations`` runs of ``seq`` as GPU zones of one ``hip``
    context; ``cost``: ms per call by name (default ``COST``)."""
    cost = cost or COST
    rows, frames, t = [], [], 1_000_000
    for it in range(iterations):
        start = t
        for k, name in enumerate(seq):
            dur = int(cost[name] * 1e6 * (1 + 0.01 * ((k * 7 + it * 3) % 5)))
            rows.append((name, t, t + dur))
            t += dur + 2_000
        frames.append((start, t))
        t += 50_000
    names = sorted({r[0] for r in rows})
    n = len(rows)
    start = np.array([r[1] for r in rows], np.int64)
    end = np.array([r[2] for r in rows], np.int64)
    gpu = pd.DataFrame({
        "context": np.zeros(n, np.int32), "thread": np.zeros(n, np.int32),
        "cpu_start_ns": start - 500, "cpu_end_ns": start - 400, "start_ns": start, "end_ns": end,
        "depth": np.zeros(n, np.int16), "parent": np.full(n, -1, np.int64), "srcloc": np.zeros(n, np.int32),
        "name": pd.Categorical([r[0] for r in rows], categories=names)})
    contexts = pd.DataFrame({"name": ["hip"], "type": ["Custom"], "thread": [0]},
                            index=pd.Index(np.array([0], np.int32), name="context"))
    fr = pd.DataFrame({"frame_set": pd.Categorical(["Iteration"] * iterations),
                       "start_ns": np.array([f[0] for f in frames], np.int64),
                       "end_ns": np.array([f[1] for f in frames], np.int64)})
    threads = pd.DataFrame({"tid": np.array([1], np.int64), "name": ["main"]},
                           index=pd.Index(np.array([0], np.int32), name="thread"))
    return cap.Capture(path=path, kind="tracy", metadata=cap.Metadata(program="built"), threads=threads,
                       srclocs=cap.empty_srclocs(), zones=cap.empty_zones(), gpu_contexts=contexts,
                       gpu_zones=gpu, frames=fr, messages=cap.empty_messages())
