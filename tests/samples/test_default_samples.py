"""The default-scheduled sample captures (``sample_captures/default/``, made by
``make_captures.py --scheduling default``): compiled without
``--iree-stream-partitioning-favor``, so independent dispatches run at the
same time on the two workers, as users profile them; the README's first
command diffs two of them."""

from __future__ import annotations

import json

import numpy as np
import pytest

import tracy_diff
from tests.paths import DEFAULT_SAMPLES
from tests.samples.zones import dispatch_zones
from tracy_diff.diff import Status, VerdictKind

MANIFEST = json.loads((DEFAULT_SAMPLES / "manifest.json").read_text())
CAPTURES = sorted(MANIFEST["captures"])


def test_every_module_is_compiled_with_the_default_scheduling():
    assert MANIFEST["scheduling"] == "default" and "partitioning" not in MANIFEST
    for name, module in MANIFEST["modules"].items():
        assert "--iree-stream-partitioning-favor" not in module["command"], name
        assert "--iree-llvmcpu-target-cpu=" in module["command"], name
    models = {c["variant"].split("_")[0] for c in MANIFEST["captures"].values()}
    assert {"decoder", "baseline", "rope"} <= models


def test_each_build_has_three_runs_and_the_dumps_beside_the_first():
    for variant in {c["variant"] for c in MANIFEST["captures"].values()}:
        runs = [n for n, c in MANIFEST["captures"].items() if c["variant"] == variant]
        assert len(runs) == 3, variant
        assert (DEFAULT_SAMPLES / f"{variant}.sources").is_dir() and (DEFAULT_SAMPLES / f"{variant}.tracy").is_file()


@pytest.mark.parametrize("name", ["decoder", "decoder_rope_fused_qk", "decoder_shifted"])
def test_dispatches_run_concurrently_on_two_workers(name):
    """Two different dispatches overlap in time on different threads: what the
    debug partitioning of the serialized samples never lets happen."""
    zones = dispatch_zones(DEFAULT_SAMPLES / f"{name}.tracy").sort_values("start_ns")
    start, end = zones["start_ns"].to_numpy(), zones["end_ns"].to_numpy()
    names, threads = zones["name"].astype(str).to_numpy(), zones["thread"].to_numpy()
    running_end = np.maximum.accumulate(end)
    overlap = [i for i in range(1, len(start)) if start[i] < running_end[i - 1]]
    assert any(names[i] != names[j] and threads[i] != threads[j]
               for i in overlap for j in range(max(0, i - 64), i) if start[i] < end[j]), name
    assert len(set(threads)) >= 2


@pytest.mark.slow
@pytest.mark.parametrize("name", CAPTURES)
def test_every_dispatch_zone_is_an_export_of_the_dump(name):
    capture = MANIFEST["captures"][name]
    zones = set(dispatch_zones(DEFAULT_SAMPLES / capture["file"])["name"].astype(str))
    assert zones and zones <= set(capture["dispatches"]), zones - set(capture["dispatches"])


def test_the_quick_start_pair_puts_attention_first():
    """The README's first command: the decoder against its build with the q and
    k RoPE fused into attention (the compiler's truth: decoder_truth.json)."""
    truth = json.loads((DEFAULT_SAMPLES / "decoder_truth.json").read_text())["pairs"]["decoder..decoder_rope_fused_qk"]
    d = tracy_diff.diff(DEFAULT_SAMPLES / "decoder.tracy", DEFAULT_SAMPLES / "decoder_rope_fused_qk.tracy")
    rows = d.rows[d.rows["section"] == "dispatch"].sort_values("rank")
    first = rows.iloc[0]
    assert first["status"] == Status.REGRESSED and "attention" in first["candidate_name"], first
    rope = next(iter(truth["fused_into"]))          # the RoPE dispatch the IR fused into attention
    gone = rows[rows["baseline_name"].map(lambda n: n == rope)]
    assert len(gone) == 1 and gone.iloc[0]["status"] == Status.REMOVED and gone.iloc[0]["fused_into"] == first["rank"]
    # The attention regression is the headline; nothing else is called moved (the rest is noise here).
    assert d.verdict.kind is VerdictKind.REGRESSION and d.verdict.top_row == first["rank"]
    moved = rows[rows["status"].isin([Status.REGRESSED, Status.IMPROVED])]
    assert list(moved["rank"]) == [first["rank"]]
