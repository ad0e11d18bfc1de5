"""Dispatch calls counted as the program made them under IREE's default
scheduling (issue 31, item 1): two calls of one dispatch running at the same
time in one region are two calls; the tile chunks of one call are one call."""

from __future__ import annotations

import json
from collections import Counter

import numpy as np

import tracy_diff
from tests.analysis.built import build, worker_region
from tests.paths import ROOT
from tracy_diff.analysis.executions import calls, columns
from tracy_diff.analysis.executions.iterations import assign_iterations, split_iterations
from tracy_diff.analysis.executions.recording import recording

F = "forward_bs1$async_dispatch_"
ROPE, UNPACK, MM = F + "10_elementwise_broadcast_8x4096_f32", F + "12_unpack_f32", F + "3_mmt4d_8x64x512x8x8x1_f32"
WORKERS = {1: "Main thread", 2: "iree-worker-0", 3: "iree-worker-1"}
DATA = ROOT / "tests" / "data" / "default_scheduled"


def recorded(zones: list, regions: list[int], submit_at: int) -> None:
    """The main thread's recording of one command buffer (``regions``: calls
    per region), then its submission at ``submit_at``."""
    t = 10
    zones.append((1, "iree_hal_command_buffer_begin", t, t + 1, -1))
    for k, n in enumerate(regions):
        if k:
            t += 2
            zones.append((1, "iree_hal_command_buffer_execution_barrier", t, t + 1, -1))
        for _ in range(n):
            t += 2
            zones.append((1, "iree_hal_command_buffer_dispatch", t, t + 1, -1))
    zones.append((1, "iree_hal_command_buffer_end", t + 2, t + 3, -1))
    zones.append((1, "iree_hal_device_queue_execute", submit_at - 10, submit_at - 5, -1))


def region_pass(zones: list, thread: int, chunks: list[tuple[int, int, str]]) -> None:
    """A worker's pass over one region: a process_region zone holding ``chunks``."""
    parent = len(zones)
    zones.append((thread, "iree_hal_local_task_process_region", chunks[0][0] - 5, chunks[-1][1] + 5, -1))
    zones.extend((thread, name, s, e, parent) for s, e, name in chunks)


def two_ropes_in_one_region(zones: list) -> None:
    """Region 1 runs the q and k RoPE (4 chunks each, claimed one call after
    the other by both workers) and an unpack (4 chunks); region 2 one matmul."""
    for thread, off in ((2, 0), (3, 1)):
        region_pass(zones, thread, [(1000 + off, 1010 + off, ROPE), (1012 + off, 1020 + off, ROPE),
                                    (1030 + off, 1040 + off, ROPE), (1042 + off, 1050 + off, ROPE),
                                    (1052 + off, 1060 + off, UNPACK), (1062 + off, 1070 + off, UNPACK)])
    worker_region(zones, 2, 1195, [(1200, 1300)], MM)
    worker_region(zones, 3, 1196, [(1201, 1290)], MM)


def dispatches(capture) -> list[str]:
    ex = columns.executions(capture)
    d = ex[ex["kind"] == "dispatch"].sort_values("start_ns", kind="stable")
    return d["name"].astype(str).tolist()


def test_two_calls_of_one_dispatch_at_the_same_time_are_two_calls():
    zones: list = []
    recorded(zones, [3, 1], submit_at=900)
    two_ropes_in_one_region(zones)
    capture = build(zones, threads=WORKERS)
    assert recording(capture).buffers[0].regions == (3, 1)
    assert Counter(dispatches(capture)) == {ROPE: 2, UNPACK: 1, MM: 1}
    cols = columns.execution_columns(capture)
    assert cols.approximate == {}
    ex = cols.frame()
    rope = ex[ex["name"] == ROPE].sort_values("start_ns")
    assert rope["chunks"].tolist() == [4, 4]  # cut in claim order: the first four chunks are one call's
    assert rope["start_ns"].tolist() == [1000, 1030] and rope["end_ns"].tolist() == [1021, 1051]


def test_without_a_recording_concurrent_calls_are_marked_approximate():
    zones: list = []
    two_ropes_in_one_region(zones)
    capture = build(zones, threads=WORKERS)
    assert Counter(dispatches(capture)) == {ROPE: 1, UNPACK: 1, MM: 1}
    assert columns.execution_columns(capture).approximate == {ROPE: calls.JOINED, UNPACK: calls.JOINED}


def test_a_region_a_late_worker_split_in_two_is_laid_out_whole():
    zones: list = []
    recorded(zones, [1, 1, 1, 1], submit_at=900)
    worker_region(zones, 2, 895, [(900 + 10 * k, 908 + 10 * k) for k in range(4)], MM)
    worker_region(zones, 2, 995, [(1000, 1010), (1012, 1020), (1022, 1030)], MM)
    worker_region(zones, 3, 1035, [(1040, 1050)], MM)  # starts after worker 2 finished: a second piece
    worker_region(zones, 2, 1100, [(1105, 1115), (1116, 1125), (1126, 1135), (1136, 1145)], MM)
    worker_region(zones, 2, 1200, [(1205, 1215)], UNPACK)
    ex = columns.executions(build(zones, threads=WORKERS))
    mm = ex[ex["name"] == MM].sort_values("start_ns")
    assert mm["chunks"].tolist() == [4, 4, 4] and len(ex[ex["name"] == UNPACK]) == 1


def test_a_real_default_scheduled_capture_has_the_irs_calls_in_every_iteration():
    """The sample decoder compiled with IREE's default scheduling: the q and k
    RoPE of each layer run at the same time on the two workers (tracy-diff
    counted 4 calls per iteration, the IR says 8)."""
    want = json.loads((DATA / "decoder_default.calls.json").read_text())["calls_per_iteration"]
    capture = tracy_diff.load(DATA / "decoder_default.tracy")
    cols = columns.execution_columns(capture)
    assert cols.approximate == {}
    ex = cols.frame()
    ex = ex[ex["kind"] == "dispatch"]
    its = split_iterations(capture)
    it = assign_iterations(ex["start_ns"].to_numpy(np.int64), ex["end_ns"].to_numpy(np.int64), its.bounds)
    names = ex["name"].astype(str).to_numpy()
    assert its.count >= 3 and want[ROPE] == 8
    for k in range(its.count):
        assert Counter(names[it == k]) == want, f"iteration {k}"


def test_a_build_against_itself_reads_same_calls_on_every_row():
    d = tracy_diff.diff(DATA / "decoder_default.tracy", DATA / "decoder_default.tracy")
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    assert (rows["baseline_execs_per_iter"] == rows["candidate_execs_per_iter"]).all()
    assert not (rows["structure"].astype(str) == "recounted").any()
    rope = rows[rows["baseline_names"].apply(lambda n: n == (ROPE,))].iloc[0]
    assert rope["baseline_execs_per_iter"] == 8
