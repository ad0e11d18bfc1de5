"""What ``history add`` teaches this machine's learned noise profile, build after build (issue 35)."""

from __future__ import annotations

import json

from tests.paths import DATA
from tracy_diff.history.ingest import Entry, add

RUNS = DATA / "target_cpu" / "runs"
V3 = [str(RUNS / f"x86_64_v3_run{k}.tracy") for k in (1, 2, 3, 4)]
GENERIC = [str(RUNS / f"generic_run{k}.tracy") for k in (1, 2)]


def test_each_build_of_two_runs_pools_into_the_profile_total(tmp_path, monkeypatch):
    """Builds of two runs each, one add apiece, all captured on this machine: every one adds a degree
    of freedom to the total (and to each dispatch run in both), whatever the builds before held; a
    capture the store already holds is not a run of the new build, so a build left with one new run
    teaches nothing."""
    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", str(tmp_path / "noise"))
    url = str(tmp_path / "store")

    def profile() -> dict:
        (path,) = (tmp_path / "noise").iterdir()  # one host
        return json.loads(path.read_text())

    add(url, [Entry(V3[0], "a", "2026-11-01"), Entry(V3[1], "a", "2026-11-01")], workers=0)
    first = profile()
    assert first["total"]["runs"] == 2
    # The second build shares a capture with the first: only one run of it is new.
    added = add(url, [Entry(V3[1], "b", "2026-11-02"), Entry(V3[2], "b", "2026-11-02")], workers=0)
    assert added.skipped == 1 and profile() == first
    add(url, [Entry(GENERIC[0], "c", "2026-11-03"), Entry(GENERIC[1], "c", "2026-11-03")], workers=0)
    after = profile()
    assert after["total"]["runs"] == 3 and after["total"]["run_var"] != first["total"]["run_var"]
    mmt4d = [n for n in after["dispatches"] if "mmt4d" in n]
    assert mmt4d and all(after["dispatches"][n]["runs"] == 2 for n in mmt4d)  # generic's names are new
