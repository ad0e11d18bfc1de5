"""The sample decoder (issue #24): calls counted as the IR makes them, and
the matcher scored against IREE's own ground truth.

``sample_captures/decoder*.tracy`` are real captures of a 4-layer
Llama-style decoder (five builds, three runs each);
``sample_captures/decoder_truth.json`` says, from the source locations
iree-compile kept, how many times each dispatch runs per iteration and which
dispatches of two builds compute the same source ops (see
sample_captures/README.md). The figures pinned here are
``bench/bench_matching.py``'s.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from functools import cache

import numpy as np
import pytest

import tracy_diff
from tests.paths import ROOT, SAMPLES
from tracy_diff.analysis.executions.columns import executions
from tracy_diff.analysis.executions.iterations import assign_iterations, split_iterations

TRUTH_PATH = SAMPLES / "decoder_truth.json"
TRUTH = json.loads(TRUTH_PATH.read_text()) if TRUTH_PATH.exists() else None
pytestmark = pytest.mark.skipif(TRUTH is None, reason="sample_captures/decoder_truth.json missing")


def _bench():
    spec = importlib.util.spec_from_file_location("bench_matching", ROOT / "bench" / "bench_matching.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BENCH = _bench()
CAPTURES = sorted(p.stem for v in (TRUTH or {}).get("programs", {}) for p in BENCH.runs(v))


def variant_of(stem: str) -> str:
    return stem.split("_run")[0]


@pytest.mark.parametrize("stem", CAPTURES)
def test_calls_per_iteration_equal_the_irs_in_every_iteration(stem):
    cap = tracy_diff.load(SAMPLES / f"{stem}.tracy")
    want = Counter(c["export"] for c in TRUTH["programs"][variant_of(stem)])
    its = split_iterations(cap)
    ex = executions(cap)
    ex = ex[ex["kind"] == "dispatch"]
    it = assign_iterations(ex["start_ns"].to_numpy(np.int64), ex["end_ns"].to_numpy(np.int64), its.bounds)
    names = ex["name"].astype(str).to_numpy()
    assert its.count >= 9
    for k in range(its.count):
        assert Counter(names[it == k]) == want, f"iteration {k}"


@cache
def measured(key: str, ir: bool = True) -> dict:
    base, cand = key.split("..")
    return BENCH.measure(base, cand, TRUTH["pairs"][key], ir=ir)


PAIRS = sorted((TRUTH or {}).get("pairs", {}))


@pytest.mark.parametrize("key", PAIRS)
def test_calls_are_paired_as_the_ir_says(key):
    s = measured(key)
    assert s["calls"] >= 0.99, s
    assert s["counted"][0] == s["counted"][1], s
    assert s["added"][0] == s["added"][1], s


def test_the_aa_pair_across_renames_has_nothing_regressed():
    """Identical kernels under new ordinals: nothing regressed. The one row
    that may improve is the embedding gather right after the added op: it
    reads the table that op has just written, so it runs on a warm cache
    (about 65 -> 33 us per call in the quiet captures of 2026-12-02)."""
    s = measured("decoder..decoder_shifted")
    assert s["regressed"] == 0 and s["improved"] <= 1, s
    d = tracy_diff.diff(BENCH.runs("decoder"), BENCH.runs("decoder_shifted"))
    moved = d.rows[(d.rows["section"] == "dispatch") & d.rows["status"].isin(["regressed", "improved"])]
    assert all("elementwise_broadcast_64x512_i32xf32" in n[0] for n in moved["baseline_names"]), moved
    assert s["calls"] == 1.0 and s["precision"] == s["recall"] == 1.0, s


@pytest.mark.parametrize("key", ["decoder..decoder_rope_fused_q", "decoder..decoder_rope_fused_qk"])
def test_the_fused_pairs_point_the_rope_at_attention_the_largest_slowdown(key):
    s = measured(key)
    assert s["fused_into"][0] == s["fused_into"][1] >= 1, s
    base, cand = key.split("..")
    d = tracy_diff.diff(BENCH.runs(base), BENCH.runs(cand))
    rows = d.rows[(d.rows["section"] == "dispatch") & d.rows["baseline_names"].map(bool)
                  & d.rows["candidate_names"].map(bool)]
    slowest = rows.loc[rows["delta_ms_per_iter"].idxmax()]
    assert "attention" in slowest["candidate_names"][0], slowest


def test_q_and_k_fused_put_attention_on_top_regressed():
    s = measured("decoder..decoder_rope_fused_qk")
    assert "attention" in s["top"], s


def test_the_truths_calls_per_iteration_are_the_runtimes():
    """The IR's call counts equal iree-benchmark-module --dispatch_statistics' calls= of each build."""
    modules = json.loads((SAMPLES / "manifest.json").read_text())["modules"]
    checked = 0
    for variant, program in TRUTH["programs"].items():
        stats = modules.get(variant, {}).get("dispatch_statistics", {}).get("dispatches")
        if not stats:
            continue
        assert {n: d["calls_per_iteration"] for n, d in stats.items()} == Counter(c["export"] for c in program)
        checked += 1
    assert checked == len(TRUTH["programs"])
