"""Fusions linked on GPU captures of several shapes without IR (issue 31,
item 4): a vanished dispatch points at the rows that absorbed its work, by
position and time, not at whatever runs right after it."""

from __future__ import annotations

import pytest

import tracy_diff
from tests.analysis.built import (
    ATT_DOUBLE,
    ATT_DOUBLE_C,
    ATT_SINGLE,
    ATT_SINGLE_C,
    COST,
    OUT,
    QKV,
    ROPE,
    gpu_capture,
)

F = "forward_bs1$async_dispatch_"
TRANSPOSE = F + "9_elementwise_transpose_24x4608x128_bf16"
NORM = F + "7_reduction_4608x3072_bf16"
ADDED = F + "0_elementwise_786432_f32"
SHIFTED = {QKV: F + "9_matmul_like_4608x9216x3072_bf16xbf16xf32",
           OUT: F + "13_matmul_like_4608x3072x3072_bf16xbf16xf32",
           ATT_DOUBLE: F + "42_attention_24x4608x128xbf16_generic"}
COSTS = {**COST, TRANSPOSE: 0.3, NORM: 0.2, ADDED: 0.29, **{v: COST[k] for k, v in SHIFTED.items()}}


def rows_of(base: list[str], cand: list[str]):
    d = tracy_diff.diff(gpu_capture(base, cost=COSTS), gpu_capture(cand, path="cand.tracy", cost=COSTS))
    return d.rows[d.rows["section"].astype(str) == "dispatch"]


def rank_of(rows, candidate: str) -> int:
    return int(rows[rows["candidate_names"].apply(lambda n: candidate in n)].iloc[0]["rank"])


def rope_row(rows):
    return rows[rows["baseline_names"].apply(lambda n: n == (ROPE,))].iloc[0]


@pytest.mark.parametrize("between", [[TRANSPOSE], [TRANSPOSE, NORM]])
def test_a_rope_with_other_dispatches_before_the_attention_points_at_the_attentions(between):
    base, cand = [], []
    for block in range(12):
        att, att_c = (ATT_DOUBLE, ATT_DOUBLE_C) if block < 4 else (ATT_SINGLE, ATT_SINGLE_C)
        base += [QKV, ROPE, ROPE, *between, att, OUT]
        cand += [QKV, *between, att_c, OUT]
    rows = rows_of(base, cand)
    rope = rope_row(rows)
    assert str(rope["structure"]) == "removed"
    assert set(rope["fused_into_ranks"]) == {rank_of(rows, ATT_DOUBLE_C), rank_of(rows, ATT_SINGLE_C)} == {1, 2}


def test_the_q_rope_alone_fused_points_from_the_rope_row_at_the_attention():
    base = [QKV, ROPE, ROPE, TRANSPOSE, ATT_DOUBLE, OUT] * 6
    cand = [QKV, ROPE, TRANSPOSE, ATT_DOUBLE_C, OUT] * 6
    rows = rows_of(base, cand)
    rope = rope_row(rows)
    assert rope["candidate_names"] == (ROPE,)
    assert (rope["baseline_execs_per_iter"], rope["candidate_execs_per_iter"]) == (12, 6)
    assert tuple(rope["fused_into_ranks"]) == (rank_of(rows, ATT_DOUBLE_C),)


def test_an_op_added_at_the_start_is_an_added_row_not_a_split():
    """Every later ordinal +1, kernels unchanged: the new dispatch is its own
    row, the rest are the same (an A/A pair across renames)."""
    base = [QKV, ROPE, ROPE, ATT_DOUBLE, OUT] * 4
    cand = [ADDED] + [SHIFTED.get(n, n) for n in base]
    rows = rows_of(base, cand)
    added = rows[rows["candidate_names"].apply(lambda n: n == (ADDED,))].iloc[0]
    assert added["baseline_names"] == () and str(added["structure"]) == "added"
    assert not rows["candidate_names"].apply(lambda n: ADDED in n and len(n) > 1).any()
    assert (rows["structure"].astype(str).isin(["same", "added"])).all()
