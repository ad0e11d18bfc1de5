"""``fused_into`` without IR (issue #24 point 5): a vanished dispatch points at
every row that took its place in the dispatch sequence, on GPU zones too.

The capture is built here in the shape of the Flux transformer of IREE
#19822 as IREE's HIP runtime traces it: one ``hip`` GPU context whose zones
are the dispatches, ``Iteration`` frames; 19 double blocks and 38 single
blocks, each with its own attention dispatch, the RoPE dispatch running
right before the attention of every block (twice: q and k), 114 calls per
iteration. In the candidate the RoPE is fused into both attentions.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import tracy_diff
from tracy_diff import capture as cap
from tracy_diff.report.json import document

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


def test_a_rope_before_two_attentions_points_at_both():
    base, cand = gpu_capture(flux_sequence(False)), gpu_capture(flux_sequence(True), path="fused.tracy")
    d = tracy_diff.diff(base, cand)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    rope = rows[rows["baseline_names"].apply(lambda n: n == (ROPE,))].iloc[0]
    assert str(rope["structure"]) == "removed" and rope["baseline_execs_per_iter"] == 114
    rank = {n[0]: int(r) for n, r in zip(rows["candidate_names"], rows["rank"]) if len(n) == 1}
    assert set(rope["fused_into_ranks"]) == {rank[ATT_DOUBLE_C], rank[ATT_SINGLE_C]}
    # the one the RoPE sat before most often (38 single blocks) comes first
    assert rope["fused_into"] == rope["fused_into_ranks"][0] == rank[ATT_SINGLE_C]
    assert {rows.iloc[0]["candidate_names"][0], rows.iloc[1]["candidate_names"][0]} == {ATT_DOUBLE_C, ATT_SINGLE_C}
    row = next(r for r in document(d)["rows"] if r["baseline_names"] == [ROPE])
    assert row["fused_into"] == row["fused_into_ranks"] == [rank[ATT_SINGLE_C], rank[ATT_DOUBLE_C]]


def test_a_rope_before_one_attention_points_at_it_alone():
    base = [QKV, ROPE, ROPE, ATT_DOUBLE, OUT] * 4
    cand = [QKV, ATT_DOUBLE_C, OUT] * 4
    d = tracy_diff.diff(gpu_capture(base), gpu_capture(cand, path="fused.tracy"))
    rows = d.rows
    rope = rows[rows["baseline_names"].apply(lambda n: n == (ROPE,))].iloc[0]
    att = rows[rows["candidate_names"].apply(lambda n: n == (ATT_DOUBLE_C,))].iloc[0]
    assert rope["fused_into_ranks"] == (att["rank"],) and rope["fused_into"] == att["rank"] == 1


def test_the_two_attentions_share_the_slowdown():
    """Issue 20's Flux case: the two attention rows explain all of the
    slowdown between them, each its own part, never 100% each."""
    from tracy_diff.report import render

    d = tracy_diff.diff(gpu_capture(flux_sequence(False)), gpu_capture(flux_sequence(True), path="fused.tracy"))
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    top = rows.iloc[:2]
    assert {top.iloc[0]["candidate_names"][0], top.iloc[1]["candidate_names"][0]} == {ATT_DOUBLE_C, ATT_SINGLE_C}
    assert (top["share_of_change"] < 1).all()
    slower = rows[rows["delta_ms_per_iter"] > 0]
    assert top["share_of_change"].sum() == pytest.approx(slower["share_of_change"].sum()) == pytest.approx(1.0)
    assert top.iloc[0]["share_of_change"] == pytest.approx(
        top.iloc[0]["delta_ms_per_iter"] / slower["delta_ms_per_iter"].sum())
    assert "the top 2 regressed rows explain 100% of the slowdown" in render(d, "table")
