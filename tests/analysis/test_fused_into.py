"""``fused_into`` without IR (issue #24 point 5): a vanished dispatch points at
every row that took its place in the dispatch sequence, on GPU zones too.

The captures are built in the shape of the Flux transformer of IREE #19822
(``tests/analysis/built.py``); in the candidate the RoPE is fused into both
attentions.
"""

from __future__ import annotations

import pytest

import tracy_diff
from tests.analysis.built import (
    ATT_DOUBLE,
    ATT_DOUBLE_C,
    ATT_SINGLE_C,
    OUT,
    QKV,
    ROPE,
    flux_sequence,
    gpu_capture,
)
from tracy_diff.report.json import document


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
