"""The differ end to end on real captures, and its parts on small built ones."""

from __future__ import annotations

import dataclasses
import json
import math
from functools import cache

import numpy as np
import pandas as pd
import pytest

import tracy_diff
from tests.analysis.built import build, worker_region
from tests.paths import CSVEXPORT, SAMPLES, SHARED
from tracy_diff import capture as cap
from tracy_diff.analysis.executions import columns
from tracy_diff.analysis.executions import iterations as its
from tracy_diff.diff import DecisionBasis, Status, Structure, VerdictKind, WarningKind
from tracy_diff.errors import DiffError
from tracy_diff.report import verdict_text

U = "run_forward$async_dispatch_"
CONV_B = U + "10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16"
CONV_C = U + "9_conv_2d_nchw_fchw_2x320x128x128x320x3x3_f16"
SPLIT_B = U + "80_elementwise_transpose_2x1024x1280_f16xf32xf16"
SPLIT_C = U + "79_generic_2x32x40x1024_f16xf32 + " + SPLIT_B
MERGE_B = U + "0_elementwise_2x160_f32 + " + U + "1_elementwise_2x320_f32xf16"
MERGE_C = U + "0_elementwise_2x320_f32xf16"
MATMUL_B = U + "44_matmul_like_8192x5120x640_f16xf16xf32"
MATMUL_C = U + "43_matmul_like_8192x5120x640_f16xf16xf32"


@cache
def load(path) -> cap.Capture:
    return tracy_diff.load(path)


@cache
def unet() -> tracy_diff.Diff:
    return tracy_diff.diff(load(SHARED / "gpu" / "unet_baseline.tracy"), load(SHARED / "gpu" / "unet_candidate.tracy"))


def sample(name: str) -> cap.Capture:
    path = SAMPLES / f"{name}.tracy"
    if not path.exists():
        pytest.fail(f"sample capture {path} is missing (sample_captures/make_captures.py makes it)")
    return load(path)


def dispatch_rows(d):
    return d.rows[d.rows["section"] == "dispatch"]


# --- built captures ----------------------------------------------------------

MM = "main_dispatch_0_batch_matmul_4x256x256x64_f32"
SM = "main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store"


def test_chunks_on_two_workers_are_one_execution_and_back_to_back_runs_stay_apart():
    zones = []
    # Execution 1 of MM: worker 2 runs three chunks 20 ns apart, worker 3 two overlapping.
    worker_region(zones, 2, 990, [(1000, 1100), (1120, 1200), (1220, 1300)], MM)
    worker_region(zones, 3, 1000, [(1010, 1150), (1170, 1290)], MM)
    # Execution 2 of MM right after (a barrier between): worker 3 only.
    worker_region(zones, 3, 1395, [(1400, 1500), (1520, 1600)], MM)
    # A softmax in between on worker 2, then MM again on both workers.
    worker_region(zones, 2, 1605, [(1610, 1700)], SM)
    worker_region(zones, 2, 1705, [(1710, 1800)], MM)
    worker_region(zones, 3, 1705, [(1712, 1790)], MM)
    ex = columns.executions(build(zones, threads={2: "iree-worker-0", 3: "iree-worker-1"}))
    d = ex[ex["kind"] == "dispatch"].sort_values("start_ns")
    assert d["name"].astype(str).tolist() == [MM, MM, SM, MM]
    assert d["start_ns"].tolist() == [1000, 1400, 1610, 1710]
    assert d["end_ns"].tolist() == [1300, 1600, 1700, 1800]
    assert d["chunks"].tolist() == [5, 2, 1, 2]
    assert d["busy_ns"].tolist() == [100 + 80 + 80 + 140 + 120, 100 + 80, 90, 90 + 78]
    assert d["duration_ns"].tolist() == [300, 200, 90, 90]
    assert d["lane"].astype(str).tolist()[:2] == ["iree-worker-0", "iree-worker-1"]


def test_a_late_worker_keeps_its_chunks_in_the_call_and_back_to_back_calls_stay_apart():
    zones, t = [], 1000
    for k in range(4):  # four calls of MM, 4 chunks (workgroups) each, 2 per worker
        late = k == 2  # worker 3 starts only after worker 2 finished its chunks
        worker_region(zones, 2, t - 5, [(t, t + 50), (t + 60, t + 100)], MM)
        s3 = t + 120 if late else t + 5
        worker_region(zones, 3, s3 - 5, [(s3, s3 + 40), (s3 + 50, s3 + 90)], MM)
        t = max(t + 100, s3 + 90) + (20 if k == 0 else 200)  # calls 0 and 1 back to back
        if k == 3:
            break
        worker_region(zones, 2, t - 5, [(t, t + 30)], SM) if k >= 1 else None
        t += 60 if k >= 1 else 0
    ex = columns.executions(build(zones, threads={2: "iree-worker-0", 3: "iree-worker-1"}))
    d = ex[(ex["kind"] == "dispatch") & (ex["name"] == MM)].sort_values("start_ns")
    assert d["chunks"].tolist() == [4, 4, 4, 4]
    assert len(d) == 4


def test_iterations_from_benchmark_zones_and_enclosing_zones():
    zones = [(1, "iree-benchmark-module", 0, 10_000, -1)]
    for k in range(4):
        s = 1000 + 2000 * k
        zones.append((1, "BenchmarkIteration", s, s + 1500, 0))
        zones.append((1, "iree_vm_invoke", s + 10, s + 1400, len(zones) - 1))
        zones.append((1, "iree_allocator_libc_free", s + 20, s + 30, len(zones) - 1))
        worker_region(zones, 2, s + 100, [(s + 110, s + 110 + 100 * (k + 1))], MM)
    c = build(zones)
    it = its.split_iterations(c)
    assert (it.source, it.total, it.dropped, it.count) == ("BenchmarkIteration zones", 4, 1, 3)
    assert it.bounds["start_ns"].tolist() == [3000, 5000, 7000]
    assert it.wall_ms.tolist() == [0.0015] * 3
    assert its.split_iterations(c, keep_warmup=True).count == 4
    ex = columns.executions(c)
    kinds = dict(zip(ex["name"].astype(str), ex["kind"].astype(str)))
    assert kinds["iree_vm_invoke"] == "enclosing" and kinds["BenchmarkIteration"] == "enclosing"
    assert "iree_allocator_libc_free" not in kinds  # encloses no kernel
    assigned = its.assign_iterations(ex["start_ns"].to_numpy(), ex["end_ns"].to_numpy(), it.bounds)
    whole = (ex["name"] == "iree-benchmark-module").to_numpy()
    assert (assigned[whole] == -1).all()  # spans every iteration: in none
    d = tracy_diff.diff(c, c)
    row = d.rows[d.rows["baseline_name"] == MM].iloc[0]
    assert row["baseline_ms_per_iter"] == pytest.approx((200 + 300 + 400) / 3 / 1e6)
    assert row["baseline_execs_per_iter"] == 1.0
    assert row["baseline_min_ms"] == pytest.approx(200 / 1e6)


def test_iteration_frames_with_an_open_last_frame():
    zones = []
    frames = []
    for k in range(3):
        s = 1000 * (k + 1)
        zones.append((1, "BenchmarkIteration", s - 5, s + 800, -1))
        frames.append(("Iteration", s, s + 1000 if k < 2 else -1))
    it = its.split_iterations(build(zones, frames), keep_warmup=True)
    assert it.source == "Iteration frames"
    assert it.bounds["end_ns"].tolist() == [2000, 3000, 3800]  # last: its BenchmarkIteration's end


def test_whole_capture_is_one_iteration_without_markers():
    zones = []
    worker_region(zones, 2, 0, [(10, 50)], MM)
    worker_region(zones, 2, 100, [(110, 150)], MM)
    c = build(zones)
    it = its.split_iterations(c)
    assert (it.source, it.count, it.dropped) == ("whole capture", 1, 0)
    d = tracy_diff.diff(c, c)
    assert any(w.kind is WarningKind.WHOLE_CAPTURE and "whole capture is one iteration" in w.message
               for w in d.warnings)
    row = d.rows[d.rows["baseline_name"] == MM].iloc[0]
    assert row["baseline_execs_per_iter"] == 2.0


def test_empty_and_unrelated_captures_raise_diff_error():
    a = []
    worker_region(a, 2, 0, [(10, 50)], MM)
    with pytest.raises(DiffError, match="empty.tracy: no zones"):
        tracy_diff.diff(build(a), build([], path="empty.tracy"))
    plain = build([(1, "main", 0, 100, -1), (1, "compute", 10, 90, 0)], path="plain.tracy")
    with pytest.raises(DiffError, match="nothing in common"):
        tracy_diff.diff(build(a), plain)


def test_unrelated_dispatches_in_the_same_place_pair_by_position():
    a, b = [], []
    worker_region(a, 2, 0, [(10, 50)], MM)
    worker_region(b, 2, 0, [(10, 50)], SM)
    d = tracy_diff.diff(build(a), build(b))
    assert dispatch_rows(d)["match"].tolist() == ["sequence"]


# --- the GPU pair (its README lists every change) ---------------------------

def test_unet_conv_is_the_top_regression_despite_its_new_name():
    d = unet()
    top = d.rows.iloc[0]
    assert (top["baseline_name"], top["candidate_name"]) == (CONV_B, CONV_C)
    assert (top["status"], top["structure"], top["match"], top["section"]) == \
        ("regressed", "same", "permuted", "dispatch")
    assert round(top["baseline_ms_per_iter"] * 1e6) == 2_255_290
    assert round(top["candidate_ms_per_iter"] * 1e6) == 6_799_316
    assert top["ratio"] == pytest.approx(3.0148, abs=1e-3)
    assert top["baseline_execs_per_iter"] == top["candidate_execs_per_iter"] == 7
    assert top["significant"] and top["q_value"] < 1e-3
    assert "nhwc_hwcf → nchw_fchw" in top["match_detail"]
    # The total rose while the matmul row improved: MIXED, the conv on top, the matmul named against it.
    assert d.verdict.kind is VerdictKind.MIXED and d.verdict.top_row == 1
    mm = d.rows[d.rows["baseline_name"] == MATMUL_B].iloc[0]
    assert d.verdict.against == (int(mm["rank"]),) and d.total.status is Status.REGRESSED
    assert "dispatch_9_conv_2d_nchw_fchw" in verdict_text(d) and verdict_text(d).startswith("MIXED")


def test_unet_split_is_a_group_and_the_merge_points_at_its_survivor():
    rows = dispatch_rows(unet())
    split = rows[rows["baseline_names"] == (SPLIT_B,)].iloc[0]
    assert split["candidate_names"] == tuple(SPLIT_C.split(" + "))
    assert (split["structure"], split["status"], split["match"]) == ("split", "regressed", "exact")
    assert round(split["baseline_ms_per_iter"] * 1e6) == 61_116
    assert round(split["candidate_ms_per_iter"] * 1e6) == 73_812
    assert split["baseline_execs_per_iter"] == 6 and split["candidate_execs_per_iter"] == 12
    # The merge: the surviving dispatch keeps its own (ordinal) row; the one
    # that vanished into it is removed and points at it.
    first, second = MERGE_B.split(" + ")
    survivor = rows[rows["baseline_names"] == (second,)].iloc[0]
    assert survivor["candidate_names"] == (MERGE_C,) and survivor["match"] == "ordinal"
    gone = rows[rows["baseline_names"] == (first,)].iloc[0]
    assert (gone["status"], gone["structure"], gone["candidate_names"]) == ("removed", "removed", ())
    assert gone["fused_into"] == survivor["rank"]
    both = round((gone["baseline_ms_per_iter"] + survivor["baseline_ms_per_iter"]) * 1e6)
    assert (both, round(survivor["candidate_ms_per_iter"] * 1e6)) == (6_673, 4_150)
    # Three samples a side: Welch's t on log samples gives it an interval (Mann-Whitney could not).
    assert survivor["baseline_samples"] == 3 and math.isfinite(survivor["change_low_pct"])
    members = unet().members_of(int(split["row_id"]))
    assert sorted(members["side"]) == ["baseline", "candidate", "candidate"]
    assert members["ms_per_iter"].sum() == pytest.approx(0.061116 + 0.073812, abs=1e-6)
    assert set(members.loc[members["side"] == "candidate", "execs_per_iter"]) == {6}


def test_unet_matmul_improves_and_nothing_else_moves():
    d = unet()
    rows = dispatch_rows(d)
    moved = rows[rows["status"].isin(["regressed", "improved", "added", "removed"])]
    # The README's four changes, the merge as its vanished half; the rest is
    # unchanged or inconclusive (an interval that straddles +-5%).
    undecided = rows[rows["status"] == Status.INCONCLUSIVE]
    assert ((undecided["change_low_pct"] < 5) & (undecided["change_high_pct"] > -5)).all()
    assert set(moved["baseline_name"]) == {CONV_B, SPLIT_B, MERGE_B.split(" + ")[0], MATMUL_B}
    mm = rows[rows["baseline_name"] == MATMUL_B].iloc[0]
    assert (mm["candidate_name"], mm["status"], mm["match"]) == (MATMUL_C, "improved", "ordinal")
    assert round(mm["baseline_ms_per_iter"] * 1e6) == 1_290_690
    assert round(mm["candidate_ms_per_iter"] * 1e6) == 1_037_110
    assert mm["ratio"] == pytest.approx(0.80, abs=0.01)
    assert set(rows["status"].astype(str)) == {"regressed", "improved", "unchanged", "inconclusive", "removed"}
    # 79 names of which 65 only renumbered; plus fills and copies compared by name.
    assert (rows["match"] == "ordinal").sum() >= 65
    assert not (rows["status"] == Status.ADDED).any()


def test_unet_command_buffer_is_an_enclosing_zone_not_a_dispatch():
    d = unet()
    cb = d.rows[d.rows["baseline_name"] == "iree_hal_hip_stream_command_buffer"].iloc[0]
    assert cb["section"] == "enclosing"
    first_enclosing = d.rows.index[d.rows["section"] == "enclosing"].min()
    assert first_enclosing == len(dispatch_rows(d))  # every dispatch row ranks above
    assert cb["rank"] > dispatch_rows(d)["rank"].max()


def test_unet_iterations_and_totals():
    d = unet()
    b, c = d.baseline_summary, d.candidate_summary
    assert (b.iterations, b.dropped_iterations, b.iteration_source) == (3, 1, "Iteration frames")
    assert c.iterations == 3
    assert b.ms_per_iteration == pytest.approx(37.235, rel=2e-3)
    assert c.ms_per_iteration == pytest.approx(41.581, rel=2e-3)
    assert np.mean(b.iteration_ms) == pytest.approx(37.235, rel=5e-4)
    assert np.mean(c.iteration_ms) == pytest.approx(41.581, rel=5e-4)
    # The README's per-iteration figures of the changed dispatches add up to the
    # slowdown the rows report (the rest moved by quantization only).
    rows = dispatch_rows(d)
    readme = (6_799_316 - 2_255_290) + (73_812 - 61_116) + (4_150 - 6_673) + (1_037_110 - 1_290_690)
    assert rows["delta_ms_per_iter"].sum() * 1e6 == pytest.approx(readme, rel=0.01)
    assert ((rows["share_of_change"] >= 0) & (rows["share_of_change"] <= 1)).all()
    assert not d.warnings


def test_unet_executions_table():
    d = unet()
    ex = d.executions
    assert list(ex.columns[:9]) == ["side", "row_id", "name", "iteration", "lane", "start_ns", "end_ns",
                                    "duration_ns", "busy_ns"]
    conv = d.rows.iloc[0]
    mine = d.executions_of(int(conv["row_id"]), "candidate")
    assert len(mine) == 21 and set(mine["iteration"]) == {0, 1, 2}
    # Every execution's duration is one of the conv's GPU times csvexport -g
    # printed (its 28 zones: 7 a warm-up iteration, 21 kept).
    oracle = pd.read_csv(CSVEXPORT / "unet_candidate.csvexport.gpu_g.csv.gz")
    times = oracle.loc[oracle["name"] == CONV_C, "GPU execution time"]
    assert len(times) == 28 and set(mine["duration_ns"]) <= set(times)
    assert (mine["busy_ns"] == mine["duration_ns"]).all()  # GPU zones
    assert set(mine["lane"].astype(str)) == {"hip"}
    assert mine["duration_ns"].sum() / 3 / 1e6 == pytest.approx(conv["candidate_ms_per_iter"])
    assert set(ex["side"].astype(str)) == {"baseline", "candidate"}


def test_unet_keep_warmup_and_thresholds():
    b, c = load(SHARED / "gpu" / "unet_baseline.tracy"), load(SHARED / "gpu" / "unet_candidate.tracy")
    d = tracy_diff.diff(b, c, keep_warmup=True)
    assert d.baseline_summary.iterations == 4 and d.baseline_summary.dropped_iterations == 0
    strict = tracy_diff.diff(b, c, threshold_pct=250)
    conv = strict.rows[strict.rows["baseline_name"] == CONV_B].iloc[0]
    # 3.01x is +201%: never a regression against 250%; with 3 iterations a side and every row judged,
    # its false-coverage interval reaches past +250%, so it is not called unchanged either.
    assert conv["status"] in (Status.UNCHANGED, Status.INCONCLUSIVE)
    floor = tracy_diff.diff(b, c, min_abs_us_per_iter=5000)
    rows = dispatch_rows(floor)
    # Every change is under 5 ms per iteration: unchanged (equivalence), the split too.
    assert set(rows["status"].astype(str)) == {"unchanged", "removed"}
    assert floor.verdict.kind is VerdictKind.NO_CHANGE and verdict_text(floor).startswith("NO CHANGE")


def test_unet_override(tmp_path):
    rules = tmp_path / "rules.txt"
    rules.write_text(f"{MATMUL_B} => run_forward$async_dispatch_\\d+_matmul_like_8192x5120x640_.*\n")
    d = tracy_diff.diff(load(SHARED / "gpu" / "unet_baseline.tracy"), load(SHARED / "gpu" / "unet_candidate.tracy"),
                        overrides=str(rules))
    row = d.rows[d.rows["baseline_name"] == MATMUL_B].iloc[0]
    assert (row["candidate_name"], row["match"]) == (MATMUL_C, "override")
    assert "line 1" in row["match_detail"]


# --- the real IREE CPU sample captures ---------------------------------------

ROPE = "forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"
ATTENTION = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"


def test_rope_fused_qk_puts_the_attention_first_and_the_rope_points_at_it():
    d = tracy_diff.diff(sample("baseline"), sample("rope_fused_qk"))
    top = d.rows.iloc[0]
    assert top["section"] == "dispatch" and top["status"] == Status.REGRESSED and top["significant"]
    # The attention keeps its own row, paired although the ordinal and the
    # shape string changed, and the pairing says how.
    assert top["baseline_names"] == (ATTENTION,)
    assert top["candidate_names"] == ("forward_bs1$async_dispatch_0_attention_24x1x64x128x1x128x64",)
    assert (top["structure"], top["match"]) == ("same", "shape")
    assert "loop ranges without unit dims (24x64x128x128x64)" in top["match_detail"]
    assert top["ratio"] > 2 and top["shift_low_ms"] > 0.05 * top["baseline_median_ms"]
    # The RoPE ran into the attention: removed, pointing at the attention row.
    rope = d.rows[d.rows["baseline_names"] == (ROPE,)].iloc[0]
    assert (rope["status"], rope["fused_into"]) == ("removed", top["rank"])
    assert d.verdict.kind is VerdictKind.REGRESSION and d.verdict.top_row == top["rank"]
    text = verdict_text(d)
    assert text.startswith("REGRESSION") and "attention" in text and f"fused into #{top['rank']}" in text
    assert 0 < top["share_of_change"] <= 1


def test_rope_fused_q_halves_the_rope_and_slows_the_attention():
    d = tracy_diff.diff(sample("baseline"), sample("rope_fused_q"))
    # The samples are compiled with serialized dispatches, so baseline's RoPE
    # of q and RoPE of k (one export) are two executions per iteration.
    ex = d.executions[d.executions["side"] == "baseline"]
    per_iter = ex.groupby(ex["name"].astype(str))["iteration"].count() / d.baseline_summary.iterations
    assert per_iter[ROPE] == 2
    rows = dispatch_rows(d)
    attention = rows[rows["baseline_names"] == (ATTENTION,)].iloc[0]
    assert attention["candidate_names"] == ("forward_bs1$async_dispatch_1_attention_24x1x64x128x1x128x64",)
    assert attention["match"] == "shape" and attention["rank"] == 1
    # k's RoPE alone is left: one call per iteration instead of two, never
    # "unchanged", and it points at the attention that took q's.
    rope = rows[rows["baseline_names"] == (ROPE,)].iloc[0]
    assert rope["candidate_names"] == ("forward_bs1$async_dispatch_0_elementwise_broadcast_24x64x128_f32xf16",)
    assert (rope["structure"], rope["baseline_execs_per_iter"], rope["candidate_execs_per_iter"]) == ("recounted", 2, 1)
    assert rope["status"] != Status.UNCHANGED and rope["fused_into"] == attention["rank"]
    assert rope["unit"] == "iteration"


def starved(name: str) -> str | None:
    """Why a sample run says nothing about noise: its manifest shows the
    benchmark waited for CPU (real time well above CPU time), None if not."""
    manifest = json.loads((SAMPLES / "manifest.json").read_text())
    bench = manifest["captures"][name]["benchmark"]
    real, cpu = bench["ms_per_iteration"], bench["cpu_ms_per_iteration"]
    if real > 1.25 * cpu:
        return (f"{name}.tracy was captured while the machine was busy: {real:.0f} ms real vs "
                f"{cpu:.0f} ms CPU per iteration (manifest.json); regenerate it on a quiet machine")
    return None


def test_two_runs_of_the_same_build_give_no_regression():
    reason = starved("baseline") or starved("baseline_run2")
    if reason:
        pytest.skip(reason)
    d = tracy_diff.diff(sample("baseline"), sample("baseline_run2"))
    rows = dispatch_rows(d)
    assert len(rows) == 2 and set(rows["match"]) == {"exact"}
    assert set(rows["status"]) <= {"unchanged", "inconclusive"}
    assert d.verdict.kind in (VerdictKind.NO_CHANGE, VerdictKind.INCONCLUSIVE) and d.common_shift is None


def mm_halves():
    c = load(SHARED / "mm.tracy")
    it = c.frames[c.frames["frame_set"] == "Iteration"]
    rest = c.frames[c.frames["frame_set"] != "Iteration"]
    half = len(it) // 2
    first = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[:half]]), path="mm first half")
    second = dataclasses.replace(c, frames=pd.concat([rest, it.iloc[half:]]), path="mm second half")
    return first, second


@pytest.mark.needs_shared
def test_two_stretches_of_one_run_are_an_environment_shift():
    # Same build, same process: the second half of mm.tracy ran every
    # dispatch 6-12% faster (the machine, not the build). The rows move
    # together (the common shift, as data) but nothing shows the environment
    # moved (the same conditions, no IR to compare), so it is no environment
    # shift; and no row is called improved from one run a side.
    d = tracy_diff.diff(*mm_halves())
    rows = dispatch_rows(d)
    assert len(rows) == 3 and (rows["ratio"] < 0.95).all()
    assert set(rows["status"]) <= {"unchanged", "inconclusive"}
    assert d.verdict.kind in (VerdictKind.INCONCLUSIVE, VerdictKind.NO_CHANGE)
    assert d.common_shift is not None and 0.85 < d.common_shift.ratio < 0.95
    assert d.common_shift.share_of_time == pytest.approx(1.0)
    assert "ENVIRONMENT SHIFT" not in verdict_text(d)


def test_eight_layers_keep_the_attention_its_own_row():
    b, c = sample("baseline_8layer"), sample("rope_fused_qk_8layer")
    d = tracy_diff.diff(b, c)
    ex = d.executions[(d.executions["side"] == "baseline")]
    per_iter = ex.groupby(ex["name"].astype(str))["iteration"].count() / d.baseline_summary.iterations
    assert per_iter["forward_bs1$async_dispatch_2_attention_24x64x128x128x64"] == 7
    assert per_iter["forward_bs1$async_dispatch_16_attention_24x64x128x128x64"] == 1
    assert per_iter["forward_bs1$async_dispatch_3_elementwise_broadcast_24x8192_f32xf32xf16"] == 7
    cand = d.executions[d.executions["side"] == "candidate"]
    assert (cand["name"].astype(str) == "forward_bs1$async_dispatch_0_attention_24x1x64x128x1x128x64").sum() \
        == 8 * d.candidate_summary.iterations
    # Attention's time per call before and after is readable: its row holds
    # the attention exports only, 8 calls on each side, compared per call.
    top = d.rows.iloc[0]
    assert top["status"] == Status.REGRESSED and top["structure"] == Structure.SAME and top["unit"] == "execution"
    assert all("_attention_" in n for n in top["baseline_names"] + top["candidate_names"])
    assert top["baseline_execs_per_iter"] == top["candidate_execs_per_iter"] == 8
    assert top["candidate_median_ms"] > 2 * top["baseline_median_ms"]
    # The RoPE exports vanished into it (k's and block 0's RoPE, serialized: two executions).
    assert per_iter["forward_bs1$async_dispatch_0_elementwise_broadcast_24x8192_f32xf32xf16"] == 2
    ropes = dispatch_rows(d)[dispatch_rows(d)["status"] == Status.REMOVED]
    assert len(ropes) == 2 and (ropes["fused_into"] == top["rank"]).all()


@pytest.mark.needs_shared
def test_mm_against_itself():
    c = load(SHARED / "mm.tracy")
    d = tracy_diff.diff(c, c)
    rows = dispatch_rows(d)
    assert len(rows) == 3 and set(rows["status"]) == {"unchanged"}
    assert (rows["p_value"] == 1.0).all() and (rows["delta_ms_per_iter"] == 0).all()
    assert (rows["shift_ms"] == 0).all() and (rows["shift_low_ms"] <= 0).all() and (rows["shift_high_ms"] >= 0).all()
    ex = d.executions[(d.executions["side"] == "baseline") & d.executions["row_id"].isin(rows["row_id"])]
    assert len(ex) == 3 * 911
    assert set(ex.groupby(ex["name"].astype(str))["chunks"].max()) <= {2, 8}
    assert d.baseline_summary.iterations == 911


@pytest.mark.needs_shared
def test_aggregate_csv_degrades_gracefully():
    agg = load(CSVEXPORT / "mm.csvexport.default.csv")
    full = load(SHARED / "mm.tracy")
    d = tracy_diff.diff(full, agg)
    assert d.baseline_summary.iterations == 912  # BenchmarkIteration's count
    assert d.candidate_summary.ms_per_iteration == pytest.approx(2_623_921_018 / 912 / 1e6)
    rows = dispatch_rows(d)
    assert rows["baseline_name"].tolist() == ["iree_hal_cmd_execute_dispatch_tiles"]
    assert rows["p_value"].isna().all() and "no timeline" in rows["note"].iloc[0]
    assert set(rows["status"]) == {"unchanged"}
    assert any(w.kind is WarningKind.NO_TIMELINE for w in d.warnings)
    assert len(d.executions) == 0


@pytest.mark.needs_shared
def test_a_list_of_one_capture_is_one_run_and_an_empty_side_is_refused():
    c = load(SHARED / "mm.tracy")
    assert tracy_diff.diff([c], [c]).baseline_summary.runs[0].iterations == 911
    with pytest.raises(DiffError, match="baseline: no capture given"):
        tracy_diff.diff([], c)


def test_paths_are_accepted_and_progress_is_reported():
    calls = []
    d = tracy_diff.diff(str(SHARED / "gpu" / "unet_baseline.tracy"), SHARED / "gpu" / "unet_candidate.tracy",
                        progress=lambda done, total: calls.append((done, total)))
    assert d.rows.iloc[0]["baseline_name"] == CONV_B
    assert d.baseline_summary.path.endswith("unet_baseline.tracy")
    assert calls == [(k, 6) for k in range(1, 7)]
    assert d.options.threshold_pct == 5.0 and d.options.keep_warmup is False


def test_group_samples_are_group_occurrences():
    row = dispatch_rows(unet()).set_index("baseline_name").loc[SPLIT_B]
    # 6 occurrences per iteration on both sides, 3 iterations.
    assert row["unit"] == "execution" and row["baseline_samples"] == row["candidate_samples"] == 18
    assert row["candidate_median_ms"] * 6 == pytest.approx(row["candidate_ms_per_iter"], rel=0.05)


# --- verdicts that agree with their rows -------------------------------------

SOFTMAX = "main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store"


def mm_iterations(parity: int) -> cap.Capture:
    """mm.tracy keeping every other Iteration frame: two interleaved samples
    of one run, under the same machine load."""
    c = load(SHARED / "mm.tracy")
    it = c.frames[c.frames["frame_set"] == "Iteration"]
    rest = c.frames[c.frames["frame_set"] != "Iteration"]
    return dataclasses.replace(c, frames=pd.concat([rest, it.iloc[parity::2]]),
                               path=f"mm {'even' if parity == 0 else 'odd'} iterations")


def stretched(c: cap.Capture, name: str, factor: float) -> cap.Capture:
    """``c`` with every execution of dispatch ``name`` made ``factor`` times
    longer: its chunk zones scaled about their execution's start."""
    ex = columns.executions(c)
    ex = ex[ex["name"] == name]
    starts = np.sort(ex["start_ns"].to_numpy(np.int64))
    z = c.zones.copy()
    mine = (z["name"] == name).to_numpy()
    zs, ze = z["start_ns"].to_numpy(np.int64).copy(), z["end_ns"].to_numpy(np.int64).copy()
    s0 = starts[np.searchsorted(starts, zs[mine], side="right") - 1]
    zs[mine] = s0 + np.round((zs[mine] - s0) * factor).astype(np.int64)
    ze[mine] = s0 + np.round((ze[mine] - s0) * factor).astype(np.int64)
    z["start_ns"], z["end_ns"] = zs, ze
    return dataclasses.replace(c, zones=z)


@pytest.mark.needs_shared
def test_interleaved_iterations_of_one_run_give_no_regression():
    d = tracy_diff.diff(mm_iterations(0), mm_iterations(1))
    rows = dispatch_rows(d)
    assert len(rows) == 3 and set(rows["status"]) <= {"unchanged", "inconclusive"}
    assert d.verdict.kind in (VerdictKind.NO_CHANGE, VerdictKind.INCONCLUSIVE)


@pytest.mark.needs_shared
def test_a_planted_15_percent_shift_in_a_noisy_cpu_dispatch_is_found(steady_profile):
    base, cand = mm_iterations(0), stretched(mm_iterations(1), SOFTMAX, 1.15)
    # One run a side, run-to-run variation assumed as large as a call's
    # spread: a noisy dispatch's 15% cannot be told from another run's drift.
    alone = dispatch_rows(tracy_diff.diff(base, cand))
    soft = alone[alone["baseline_name"] == SOFTMAX].iloc[0]
    assert soft["status"] == Status.INCONCLUSIVE and soft["decision_basis"] == DecisionBasis.ASSUMED
    if pd.notna(soft["runs_to_decide"]):
        assert soft["runs_to_decide"] >= soft["runs_to_decide_least"] >= 2
        assert f"about {soft['runs_to_decide']} runs (at least" in soft["note"]
    else:  # the corpus's run noise: more than 50 runs
        assert "more than 50 runs" in soft["note"] and "per side would decide" in soft["note"]
    # Both sides are halves of one capture, so no run-to-run variation: with
    # that said (a profile of none), the rank test over the calls finds it.
    d = tracy_diff.diff(base, cand, noise_profile=steady_profile)
    rows = dispatch_rows(d)
    soft = rows[rows["baseline_name"] == SOFTMAX].iloc[0]
    # The dispatch is noisy: its p10-p90 spread is far wider than the shift.
    assert soft["baseline_p90_ms"] - soft["baseline_p10_ms"] > 4 * 0.15 * soft["baseline_median_ms"]
    assert soft["status"] == Status.REGRESSED and soft["rank"] == 1
    assert soft["shift_low_ms"] > 0.05 * soft["baseline_median_ms"]
    assert set(rows.loc[rows["baseline_name"] != SOFTMAX, "status"]) <= {"unchanged", "inconclusive"}
    assert d.verdict.kind is VerdictKind.REGRESSION and d.verdict.top_row == 1


def two_iterations(name: str) -> cap.Capture:
    """A sample capture cut to its first three Iteration frames (two kept)."""
    c = sample(name)
    it = c.frames[c.frames["frame_set"] == "Iteration"]
    rest = c.frames[c.frames["frame_set"] != "Iteration"]
    return dataclasses.replace(c, frames=pd.concat([rest, it.iloc[:3]]))


def test_two_iterations_of_a_4x_change_are_a_regression():
    d = tracy_diff.diff(two_iterations("baseline"), two_iterations("rope_fused_qk"))
    assert d.baseline_summary.iterations == d.candidate_summary.iterations == 2
    top = d.rows.iloc[0]
    # 4x slower and the two calls of each side agree: Welch's t on log times
    # with 1 degree of freedom, widened by a run-to-run variance as large as
    # a call's, still puts the whole interval far above +5%.
    assert top["ratio"] > 3 and top["status"] == Status.REGRESSED and top["decision_basis"] == DecisionBasis.ASSUMED
    assert top["change_low_pct"] > 100 and top["baseline_samples"] == 2
    assert d.verdict.kind is VerdictKind.REGRESSION and d.verdict.top_row == top["rank"]
    assert d.total.status is Status.REGRESSED
    assert not [w for w in d.warnings if w.kind is WarningKind.TOO_FEW_ITERATIONS]


def test_share_of_change_stays_within_one():
    for d in (unet(), tracy_diff.diff(sample("baseline"), sample("rope_fused_q"))):
        share = dispatch_rows(d)["share_of_change"].dropna()
        assert ((share >= 0) & (share <= 1)).all()


def test_a_call_count_that_differs_between_iterations_is_marked_uncertain():
    from tracy_diff.report.cells import calls
    zones = [(1, "iree-benchmark-module", 0, 20_000, -1)]
    for k, n in enumerate([1, 1, 2, 1, 1]):
        s = 1000 + 3000 * k
        zones.append((1, "BenchmarkIteration", s, s + 2500, 0))
        for j in range(n):
            worker_region(zones, 2, s + 100 + 1000 * j, [(s + 110 + 1000 * j, s + 600 + 1000 * j)], MM)
    c = build(zones)
    row = tracy_diff.diff(c, c).rows.iloc[0]
    assert row["baseline_execs_per_iter"] == 1.25 and "calls per iteration uncertain" in row["note"]
    assert calls(row) == "~1.25"
