"""The default-scheduled calibration corpus (``sample_captures/calibration_default/``,
``make_corpus.py``): what its manifest promises holds for the files."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.paths import CALIBRATION_DEFAULT
from tests.samples.zones import dispatch_zones

MANIFEST = json.loads((CALIBRATION_DEFAULT / "manifest.json").read_text())
RUNS = MANIFEST["runs"]


def test_three_models_three_builds_five_runs_each():
    models = Counter(b.split("/")[0] for b in MANIFEST["builds"])
    assert len(models) >= 3 and min(models.values()) >= 3, models
    per_build = Counter(f"{r['model']}/{r['build']}" for r in RUNS)
    assert set(per_build) == set(MANIFEST["builds"]) and min(per_build.values()) >= 5, per_build
    assert all(r["iterations"] >= 9 for r in RUNS)
    assert any(r["hog"] for r in RUNS) and all(r["loaded"] or not r["hog"] for r in RUNS)


def test_builds_are_default_scheduled_and_change_what_they_say():
    for name, build in MANIFEST["builds"].items():
        assert not any("partitioning" in f for f in build["iree_flags"]), name
        truth = build.get("truth_vs_base")
        if name.endswith("_shifted"):   # the A/A across renames: one added dispatch, the rest paired
            assert len(truth["added"]) == 1 and not truth["removed"], name
            assert "_dispatch_0_" in truth["added"][0], name


def test_builds_are_interleaved_in_time():
    for model in {r["model"] for r in RUNS}:
        order = [(r["run"], r["time"]) for r in sorted((r for r in RUNS if r["model"] == model),
                                                        key=lambda r: r["time"])]
        assert [run for run, _ in order] == sorted(run for run, _ in order), model


@pytest.mark.slow
@pytest.mark.parametrize("run", RUNS, ids=[r["file"] for r in RUNS])
def test_every_dispatch_zone_is_an_export_of_its_build(run):
    build = MANIFEST["builds"][f"{run['model']}/{run['build']}"]
    zones = set(dispatch_zones(CALIBRATION_DEFAULT / run["file"])["name"].astype(str))
    assert zones and zones <= set(build["exports"]), zones - set(build["exports"])
    assert (CALIBRATION_DEFAULT / run["sources"]).is_dir()
