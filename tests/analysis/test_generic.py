"""Generic Tracy captures (no IREE names): frames as iterations, zones
grouped by source location, on real captures the repository carries
(``synth_ks.tracy``: a plain instrumented program with the default frame
set and a discontinuous ``discont`` set; the IREE samples)."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest

import tracy_diff
from tests.paths import DATA, ROOT, SAMPLES
from tracy_diff.analysis.executions.iterations import split_iterations
from tracy_diff.analysis.matching.grouping import grouped
from tracy_diff.errors import DiffError

SYNTH = DATA / "synth_ks.tracy"


def test_the_default_frame_set_makes_the_iterations_of_a_generic_capture():
    capture = tracy_diff.load(SYNTH)
    frames = capture.frame_set("Frame")
    its = split_iterations(capture)
    assert its.source == "Frame frames" and its.total == len(frames) == 7 and its.dropped == 1
    assert its.bounds["start_ns"].tolist() == sorted(frames["start_ns"].tolist())[1:]
    named = split_iterations(capture, frames="discont")
    assert named.source == "discont frames" and named.total == len(capture.frame_set("discont"))
    with pytest.raises(DiffError, match=r"no frames in a frame set named 'nope' "
                                        r"\(its frame sets: 'Frame', 'discont'\)"):
        split_iterations(capture, frames="nope")


def test_iree_iteration_frames_still_come_first():
    capture = tracy_diff.load(SAMPLES / "baseline.tracy")
    assert len(capture.frame_set("Frame")) >= 2
    assert split_iterations(capture).source == "Iteration frames"
    assert split_iterations(capture, frames="Frame").source == "Frame frames"


def test_a_generic_diff_pairs_rows_by_name_per_frame():
    capture = tracy_diff.load(SYNTH)
    d = tracy_diff.diff(capture, capture, frames="discont")
    assert d.baseline_summary.iteration_source == "discont frames"
    assert d.options.frames == "discont"
    names = {n for t in d.rows["baseline_names"] for n in t}
    assert names and all(t == c for t, c in zip(d.rows["baseline_names"], d.rows["candidate_names"]))
    assert set(d.rows["status"].astype(str)) <= {"unchanged", "inconclusive"}


def test_group_by_srcloc_renames_zones_after_their_source_location():
    capture = tracy_diff.load(SAMPLES / "baseline.tracy")
    by = grouped(capture, "srcloc")
    assert len(by.zones) == len(capture.zones)
    names = by.zones["name"].astype(str)
    # Every IREE dispatch (a ZoneName on one source location) joins that location's row.
    dispatch = capture.zones["name"].astype(str).str.contains("async_dispatch_").to_numpy()
    assert dispatch.any()
    assert names[dispatch].nunique() == 1 and names[dispatch].iloc[0].startswith(
        "iree_hal_cmd_execute_dispatch_tiles (")
    srcloc = capture.srclocs.loc[capture.zones["srcloc"].iloc[0]]
    assert names.iloc[0] == f"{srcloc['label']} ({srcloc['file']}:{srcloc['line']})"
    assert grouped(capture, "name") is capture
    d = tracy_diff.diff(capture, capture, group_by="srcloc")
    assert d.options.group_by == "srcloc"
    row_names = {n for t in d.rows["baseline_names"] for n in t}
    assert row_names <= set(names) and not any("async_dispatch_" in n for n in row_names)


def test_group_by_srcloc_keeps_gpu_zones_and_codes():
    capture = tracy_diff.load(DATA / "gpu" / "unet_baseline.tracy")
    by = grouped(capture, "srcloc")
    assert len(by.gpu_zones) == len(capture.gpu_zones) and (by.gpu_zones["name"].cat.codes >= 0).all()
    assert np.array_equal(by.gpu_zones["start_ns"].to_numpy(), capture.gpu_zones["start_ns"].to_numpy())


@pytest.mark.slow
def test_frames_and_group_by_in_the_cli():
    def cli(*args):
        env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}  # one line per row
        return subprocess.run([sys.executable, "-m", "tracy_diff", *map(str, args)], capture_output=True,
                              text=True, cwd=ROOT, timeout=120, check=False, env=env)

    done = cli(SYNTH, SYNTH, "--frames", "discont", "--group-by", "srcloc")
    assert done.returncode == 0, done.stderr
    assert "from discont frames" in done.stdout and "(ks" in done.stdout
    done = cli("noise", SYNTH, SYNTH, "--frames", "Frame")
    assert done.returncode == 0, done.stderr
    done = cli(SYNTH, SYNTH, "--frames", "nope")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "'nope'" in done.stderr
