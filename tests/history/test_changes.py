"""Lineages, change points and the check gate of the history."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from tests.paths import SAMPLES
from tracy_diff.cli import main
from tracy_diff.diff import VerdictKind
from tracy_diff.history.changes import (
    ChangeStatus,
    Options,
    build_variance,
    condition_change,
    decide,
    find_changes,
    segment,
)
from tracy_diff.history.ingest import Entry, add
from tracy_diff.history.lineage import EventKind
from tracy_diff.history.query import load_history
from tracy_diff.history.store import Store

ATTENTION = "forward_bs1$async_dispatch_2_attention_24x64x128x128x64"


def test_segment_agrees_with_ruptures_binseg():
    """Unit variances: the weighted cost is ruptures' l2 cost, so the splits must be its Binseg's."""
    rpt = pytest.importorskip("ruptures")
    rng = np.random.default_rng(7)
    for trial in range(20):
        n = int(rng.integers(12, 80))
        x = rng.normal(0, 1, n)
        for cut in sorted(rng.choice(np.arange(3, n - 3), size=int(rng.integers(0, 3)), replace=False)):
            x[cut:] += rng.choice([-1, 1]) * rng.uniform(2, 6)
        beta = 3.0 * math.log(n)
        ours = segment(x, np.ones(n), penalty=3.0, min_size=2)
        theirs = rpt.Binseg(model="l2", min_size=2, jump=1).fit(x.reshape(-1, 1)).predict(pen=beta)[:-1]
        assert ours == sorted(theirs), (trial, ours, theirs)


def test_segment_weights_follow_the_noise():
    """The same step is a change in a quiet series and not in one ten times noisier."""
    x = np.r_[np.zeros(10), np.full(10, 0.1)] + np.tile([0.01, -0.01], 10)
    assert segment(x, np.full(20, 0.02 ** 2)) == [10]
    assert segment(x, np.full(20, 0.2 ** 2)) == []


def test_build_variance_is_robust_to_one_disturbed_build():
    n = np.full(10, 3.0)
    var = np.full(10, 0.01 ** 2)
    var[4] = 0.5 ** 2
    v = build_variance(n, var, np.full(10, 1e-6), np.zeros(10))
    assert np.sqrt(v[0] * 3) < 0.02


def test_decide_three_ways():
    o = Options(5.0, 1.0)
    assert decide(20, 10, 30, 1.0, 5, 5, o)[0] is ChangeStatus.REGRESSED
    assert decide(-20, -30, -10, -1.0, 5, 5, o)[0] is ChangeStatus.IMPROVED
    assert decide(20, 2, 40, 1.0, 5, 5, o) == ("inconclusive", "interval +2.0%..+40.0% reaches across ±5%")
    assert decide(3, 1, 6, 1.0, 5, 5, o)[0] is ChangeStatus.INCONCLUSIVE  # below the threshold, but the interval is not
    assert decide(20, math.nan, math.nan, 1.0, 1, 5, o)[1].startswith("evidence too thin")
    assert decide(3, 1, 4.5, 1.0, 5, 5, o)[0] is ChangeStatus.UNCHANGED
    assert decide(20, 10, 30, 0.0001, 5, 5, o)[0] is ChangeStatus.UNCHANGED  # under --min-us
    assert decide(-20, -30, -10, -0.0001, 5, 5, o)[0] is ChangeStatus.UNCHANGED


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """Real captures of the samples, all of one day: three baseline builds, then three with the q
    RoPE fused into attention (every dispatch renamed, attention slower)."""
    url = str(tmp_path_factory.mktemp("h") / "store")
    s = Store.open(url, create=True)
    plan = [("b1", ["baseline_run3"]), ("b2", ["baseline_run4"]), ("b3", ["baseline_run5"]),
            ("b4", ["rope_fused_q_run2"]), ("b5", ["rope_fused_q_run3"]), ("b6", ["rope_fused_q_run4"])]
    for k, (build, stems) in enumerate(plan):
        add(s, [Entry(str(SAMPLES / f"{stem}.tracy"), build, f"2026-11-{k + 1:02d}") for stem in stems], workers=0)
    return url


def test_lineage_continues_through_renames(store):
    h = load_history(Store.open(store))
    att = [lin for lin, name in enumerate(h.lineages.origin) if name == ATTENTION]
    assert len(att) == 1
    names = [h.names_at(att[0], b) for b in range(6)]
    assert names[:3] == [[ATTENTION]] * 3
    assert names[3:] == [["forward_bs1$async_dispatch_1_attention_24x1x64x128x1x128x64"]] * 3
    assert len(h.lineages.origin) == 2  # attention and RoPE: nothing new started at the rename
    assert len(h.by_lineage()[att[0]]) == 6
    renamed = [e for e in h.lineages.events if e.lineage == att[0] and e.kind is EventKind.RENAMED]
    assert [h.builds.build[e.build] for e in renamed] == ["b4"]


def test_the_slower_attention_is_a_change_at_its_build(store):
    h = load_history(Store.open(store))
    found = find_changes(h, Options(5.0, 1.0))
    att = [c for c in found.changes if c.label == ATTENTION]
    assert [c.build for c in att] == ["b4"] and att[0].previous_build == "b3"
    assert att[0].change_pct > 5 and att[0].status in (ChangeStatus.REGRESSED, ChangeStatus.INCONCLUSIVE)
    assert att[0].change_low_pct <= att[0].change_pct <= att[0].change_high_pct


def test_check_gates_a_regression_in_markdown(store, capsys):
    code = main(["history", "check", store, str(SAMPLES / "rope_fused_qk.tracy"), "--build", "pr-1"])
    out = capsys.readouterr().out
    assert code == 1
    assert out.startswith("**REGRESSION in build pr-1")
    assert "| dispatch | history | this build |" in out and "attention" in out
    # The baseline's code again (a revert): faster than the history, never a gate failure.
    code = main(["history", "check", store, str(SAMPLES / "baseline_run5.tracy"), "--build", "pr-2",
                 "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    assert doc["build"] == "pr-2" and doc["against"] == ["b4", "b5", "b6"]
    assert code == 0 and doc["verdict"] in ("improvement", "inconclusive")
    att = next(r for r in doc["rows"] if r["lineage"] == ATTENTION)
    assert att["change_pct"] < 0 and att["names"] == [ATTENTION]


def test_changes_json_fields(store, capsys):
    assert main(["history", "changes", store, "--format", "json"]) == 0
    records = json.loads(capsys.readouterr().out)
    assert isinstance(records, list)
    for r in records:
        assert {"build", "previous_build", "lineage", "names", "change_pct", "change_low_pct", "change_high_pct",
                "status"} <= set(r)
    assert main(["history", "show", store, "--dispatch", "attention"]) == 0
    out = capsys.readouterr().out
    assert "dispatch_2_attention_24x64x128x128x64" in out and "dispatch_1_attention_24x1x64x128x1x128x64" in out
    assert main(["history", "changes", store, "--since", "nope"]) == 2
    assert "no such build" in capsys.readouterr().err


def test_a_rename_no_name_tier_pairs_follows_the_ir_fingerprint():
    """As diff's content tier: other op name and shape, same IR, no sequence to pair them by
    position (names outside the representative iteration pair by name only): one lineage."""
    from tracy_diff.history.lineage import Epoch, follow

    a = "main$async_dispatch_3_matmul_64x64x64_f32"
    b = "main$async_dispatch_7_generic_4096x64_f32"
    other = "main$async_dispatch_1_softmax_64x64_f32"
    first = Epoch(0, "b1", (), {other: 1.0, a: 5.0}, {other: "f-soft", a: "f-mm"})
    second = Epoch(3, "b4", (), {other: 1.0, b: 5.0}, {other: "f-soft", b: "f-mm"})
    lin = follow([first, second])
    assert lin.names[1][b] == lin.names[0][a]
    assert [e.kind for e in lin.events] == ["renamed"] and "content" in lin.events[0].detail
    # Without the fingerprints the two are a dispatch gone and a new one (the names share no tier).
    bare = follow([Epoch(0, "b1", (), {other: 1.0, a: 5.0}), Epoch(3, "b4", (), {other: 1.0, b: 5.0})])
    assert bare.names[1][b] != bare.names[0][a]


def test_a_machine_change_is_one_environment_shift_not_regressions(tmp_path, capsys):
    """The sample baseline runs of 2026-11-29 and 2026-12-01: the same code on two machines
    (CPUID 0xa0f11, then 0xb0f21, another kernel). Both lineages ran 2.4x faster at the third
    build: one environment shift of the total naming the machine, no lineage listed."""
    url = str(tmp_path / "store")
    plan = ["baseline", "baseline_run2", "baseline_run3", "baseline_run4", "baseline_run5"]
    for k, stem in enumerate(plan):
        add(url, [Entry(str(SAMPLES / f"{stem}.tracy"), f"b{k + 1}", f"2026-11-{k + 1:02d}")], workers=0)
    h = load_history(Store.open(url))
    assert h.builds.conditions[1]["cpu_id"] == 0xa0f11 and h.builds.conditions[2]["cpu_id"] == 0xb0f21
    found = find_changes(h, Options(5.0, 1.0))
    assert [(c.build, c.lineage, c.status) for c in found.changes] == [("b3", -1, "environment_shift")]
    shift = found.changes[0]
    assert shift.previous_build == "b2" and shift.change_pct < -50
    assert "another machine: CPUID 0xa0f11 → 0xb0f21" in shift.note and "2 of 2 lineages" in shift.note
    assert main(["history", "changes", url, "--format", "json"]) == 0
    (record,) = json.loads(capsys.readouterr().out)
    assert record["status"] == ChangeStatus.ENVIRONMENT_SHIFT.value and record["lineage"] == "(total)"


def test_condition_change_names_sampling_and_the_machine():
    base = {"sampling": False, "cpu": "AMD EPYC", "cpu_id": 0xa0f11, "cores": 2, "os": "Linux 6.1"}
    assert condition_change(base, dict(base)) is None
    assert condition_change(None, base) is None
    text, slower = condition_change(base, {**base, "sampling": True})
    assert slower == "candidate" and text.startswith("call-stack sampling on from this build")
    text, slower = condition_change(base, {**base, "cores": 8})
    assert slower is None and text == "captured on another machine: cores 2 → 8"


def test_one_machine_has_no_environment_shift(store):
    found = find_changes(load_history(Store.open(store)), Options(5.0, 1.0))
    assert not [c for c in found.changes if c.status is ChangeStatus.ENVIRONMENT_SHIFT]


def test_check_on_another_machine_is_an_environment_shift_not_a_regression(tmp_path, capsys, monkeypatch):
    """The history: the sample baseline runs of 2026-12-01 (CPUID 0xb0f21); the new build: the same
    code captured on 2026-11-29's machine (0xa0f11), 2.4x slower. Every lineage moved together, so
    the gate passes and says why; the same capture on the history's machine would be judged as usual."""
    url = str(tmp_path / "store")
    for k, stem in enumerate(["baseline_run3", "baseline_run4", "baseline_run5"]):
        add(url, [Entry(str(SAMPLES / f"{stem}.tracy"), f"b{k + 1}", f"2026-12-0{k + 1}", device="cpu")], workers=0)
    code = main(["history", "check", url, str(SAMPLES / "baseline.tracy"), "--build", "pr-9"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("**ENVIRONMENT SHIFT in build pr-9, not a regression: captured on another machine: "
                          "CPUID 0xb0f21 → 0xa0f11")
    assert "2 of 2 lineages (100% of the time) moved x2." in out
    assert "| (total) |" in out and "environment_shift (moved with the environment (x2." in out
    assert main(["history", "check", url, str(SAMPLES / "baseline.tracy"), "--build", "pr-9", "--format",
                 "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["verdict"] == VerdictKind.ENVIRONMENT_SHIFT.value
    assert "CPUID 0xb0f21 → 0xa0f11" in doc["environment_shift"]
    assert {r["status"] for r in doc["rows"]} == {"environment_shift"}
    # the same code on the history's own machine: no shift, no regression
    assert main(["history", "check", url, str(SAMPLES / "baseline_run5.tracy"), "--build", "pr-10", "--format",
                 "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["environment_shift"] is None and doc["verdict"] != "regression"
    # without the rule, the other machine's capture fails the gate
    monkeypatch.setattr("tracy_diff.history.check.environment_shift", lambda *a: None)
    assert main(["history", "check", url, str(SAMPLES / "baseline.tracy"), "--build", "pr-9"]) == 1
    assert capsys.readouterr().out.startswith("**REGRESSION in build pr-9")


def test_no_noise_is_measured_across_a_jump():
    from tracy_diff.history.changes import noise

    # Five builds, the second 20x slower and reverted at the third: half the differences cross it.
    x = np.array([0.0, 3.0, 0.01, -0.01, 0.0])
    n, var, within = np.full(5, 1.0), np.full(5, np.nan), np.full(5, 1e-6)
    across = noise(n, var, within, x, dependent=False)
    steady = noise(n, var, within, x, dependent=False, cuts=(1, 2))
    assert steady.scatter < 0.02 ** 2 < 1.0 < across.scatter


def test_a_regression_reverted_the_next_build_is_a_spike_not_a_step():
    from tracy_diff.history.changes import _spikes

    x = np.r_[np.zeros(4), 3.0, np.zeros(4)] + np.tile([0.01, -0.01], 5)[:9]  # 20x at build 4 only
    assert _spikes(x, np.full(9, 0.01 ** 2), 5.0) == [4]
    step = np.r_[np.zeros(4), np.full(5, 3.0)]
    assert _spikes(step, np.full(9, 0.01 ** 2), 5.0) == []


def test_a_lineage_does_not_follow_an_op_added_at_the_start():
    """Issue 31: an op added at build 4 shifts every later ordinal by one; the
    lineages go on through the renames and the new op starts its own."""
    from tracy_diff.history.lineage import Epoch, follow

    f = "forward_bs1$async_dispatch_"
    old = [f + "0_elementwise_broadcast_64x512_i32xf32", f + "1_reduction_64x512_f32_pack", f + "2_pack_f32"]
    new = [f + "0_elementwise_524288_f32", f + "1_elementwise_broadcast_64x512_i32xf32",
           f + "2_reduction_64x512_f32_pack", f + "3_pack_f32"]
    ms = [0.07, 0.015, 0.1]
    lin = follow([Epoch(0, "b1", tuple(old), dict(zip(old, ms))),
                  Epoch(3, "b4", tuple(new), dict(zip(new, [0.29, *ms])))])
    assert len(lin.origin) == 4  # three lineages renamed, one new
    assert [(e.kind, e.detail) for e in lin.events if e.kind is EventKind.NEW] == [(EventKind.NEW, f"{new[0]} appears")]
    assert not [e for e in lin.events if e.kind is EventKind.SPLIT]


def test_jumps_are_the_differences_far_beyond_the_others_and_the_threshold():
    from tracy_diff.history.changes import jumps

    x = np.log([1.3, 1.32, 39.0, 1.28, 1.31])  # one build 30x slower, then back
    assert jumps(x, np.full(5, 0.02 ** 2), 5.0) == [2, 3]
    excursion = np.log([1.3, 1.32, 39.0, 37.0, 1.31])
    assert jumps(excursion, np.full(5, 0.02 ** 2), 5.0) == [2, 4]
    # Past the threshold but no further from the others than they are apart: no jump.
    noisy = np.log([1.0, 1.3, 0.9, 1.25, 0.95])
    assert jumps(noisy, np.full(5, 0.02 ** 2), 5.0) == []
    # Far beyond the others yet within the threshold, or within the run noise: no jump.
    assert jumps(np.log([1.0, 1.0001, 1.03, 1.03, 1.0301]), np.full(5, 1e-10), 5.0) == []
    assert jumps(x, np.full(5, 1.0), 5.0) == []


def test_a_move_at_the_newest_build_is_a_change_there_not_one_build_early():
    from tracy_diff.history.changes import detect

    rng = np.random.default_rng(5)
    n = 8
    x = rng.normal(0, 0.01, n)
    x[-1] += math.log(20)  # the newest build 20x slower
    runs, var, within = np.full(n, 1.0), np.full(n, np.nan), np.full(n, 0.01 ** 2)
    got = detect(runs, var, within, x, 5.0)
    assert got.cuts == [n - 1] and got.newest == n - 1 and not got.spikes
    assert math.sqrt(float(np.median(got.noise.build))) < 0.05  # the builds' own noise, not the jump's
    # The same move two builds before the end is an ordinary step.
    y = rng.normal(0, 0.01, n)
    y[-2:] += math.log(20)
    got = detect(runs, var, within, y, 5.0)
    assert got.cuts == [n - 2] and got.newest is None
    # Nothing at the newest build in noise alone.
    assert detect(runs, var, within, rng.normal(0, 0.01, n), 5.0).cuts == []


def test_a_step_after_a_spike_is_judged_without_the_spike():
    from tracy_diff.history.changes import Pending

    x = np.log([1.0, 1.01, 20.0, 0.7, 0.71])  # a spike at 2, then a step down at 3
    var = np.full(5, 0.01 ** 2)
    step = Pending(0, np.arange(5), x, var, 0, 3, 5, skip=(2,))
    before, after = step.sides()
    assert before.tolist() == x[[0, 1]].tolist() and after.tolist() == x[[3, 4]].tolist()
    spike = Pending(0, np.arange(5), x, var, 0, 2, 3, spike=True, skip=(2,))
    assert [v.tolist() for v in spike.sides()] == [x[[0, 1]].tolist(), x[[2]].tolist()]
