"""Issue 30's verdicts on the shipped real captures: one estimand, learned noise, decided headlines,
environment only with evidence, different programs (``sample_captures``: serialized decoder
builds, three runs each, with their executable sources)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

import tracy_diff
from tests.analysis.altered import DECODER, corpus_run, doubled, slowed
from tests.paths import SAMPLES
from tracy_diff.analysis.program import entry_of
from tracy_diff.diff import DecisionBasis, Status, VerdictKind
from tracy_diff.report import render, verdict_text

SHIFTED = [SAMPLES / n for n in ("decoder_shifted.tracy", "decoder_shifted_run2.tracy",
                                 "decoder_shifted_run3.tracy")]


def dispatch(d):
    return d.rows[d.rows["section"] == "dispatch"]


def test_change_ratio_and_delta_agree_on_every_row():
    d = tracy_diff.diff(DECODER[0], SAMPLES / "decoder_rope_fused_qk.tracy")
    rows = dispatch(d)
    both = rows[rows["baseline_names"].map(bool) & rows["candidate_names"].map(bool)]
    assert np.allclose(both["change_pct"], (both["ratio"] - 1) * 100)
    assert (np.sign(both["change_pct"]) == np.sign(both["delta_ms_per_iter"])).all()
    assert d.verdict.delta_ms_per_iter == pytest.approx(d.total.delta_ms_per_iter)
    assert (both["p_test"] != "").all() and not both["p_test"].str.contains("Mann-Whitney").any()


def test_several_runs_teach_the_machine_profile_one_run_then_uses(tmp_path, monkeypatch):
    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", str(tmp_path))
    before = tracy_diff.diff(DECODER[0], SHIFTED[0])
    assert before.total.decision_basis is DecisionBasis.ASSUMED and not list(tmp_path.iterdir())
    tracy_diff.diff(DECODER, SHIFTED)  # 3 runs a side: measured, and learned
    (profile,) = tmp_path.iterdir()
    assert profile.suffix == ".json" and "dispatches" in profile.read_text()
    after = tracy_diff.diff(DECODER[0], SHIFTED[0])
    rows = dispatch(after)
    matched = rows[rows["baseline_names"].map(bool) & rows["candidate_names"].map(bool)]
    assert after.total.decision_basis is DecisionBasis.PROFILE
    assert (matched["decision_basis"] == DecisionBasis.PROFILE).all()
    assert "noise: this machine's learned noise profile" in verdict_text(after)
    assert "cannot be seen with one run a side on this machine" in verdict_text(after)
    off = tracy_diff.diff(DECODER[0], SHIFTED[0], use_noise_profile=False)
    assert off.total.decision_basis is DecisionBasis.ASSUMED and "noise: no noise profile" in verdict_text(off)


def test_the_default_cache_folder_is_the_users_but_tests_never_touch_it():
    from tracy_diff.analysis.stats import noise_store

    assert os.environ["TRACY_DIFF_NOISE_CACHE"]
    assert noise_store.folder() == Path(os.environ["TRACY_DIFF_NOISE_CACHE"])
    assert noise_store.folder("/elsewhere") == Path("/elsewhere")


def test_different_programs_get_no_verdict():
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", DECODER[0])
    assert d.verdict.kind is VerdictKind.DIFFERENT_PROGRAMS and d.verdict.matched_share < 0.5
    text = verdict_text(d)
    assert text.startswith("DIFFERENT PROGRAMS: the baseline runs baseline.vmfb") and "no verdict" in text
    assert '"kind": "different_programs"' in render(d, "json")


def test_one_program_rebuilt_with_every_dispatch_reshaped_is_judged():
    # convs as im2col + matmul: most dispatch time moves to new dispatches, but both captures ran
    # `forward` on the same inputs (their iree_flag_parse zones): the same program, 2x faster (quiet runs).
    convnet = SAMPLES / "calibration_default" / "convnet"
    base, im2col = (tracy_diff.load(convnet / f"{b}_run11.tracy") for b in ("convnet", "convnet_im2col"))
    assert entry_of(base) == entry_of(im2col) and entry_of(base)[0] == "forward" and len(entry_of(base)[1]) == 8
    d = tracy_diff.diff(base, im2col)
    assert d.verdict.matched_share < 0.5
    assert d.verdict.kind is not VerdictKind.DIFFERENT_PROGRAMS and d.total.status is not Status.DESCRIBED
    assert d.total.delta_ms_per_iter < 0 and d.verdict.kind is not VerdictKind.REGRESSION
    # File inputs are named by their file names, never their folders.
    assert all(not i.startswith("@") or "/" not in i for i in entry_of(tracy_diff.load(DECODER[0]))[1])


def test_a_uniform_slowdown_of_changed_code_is_a_regression():
    # decoder_shifted adds a dispatch (the IR changed; its embedding gather also runs faster than the
    # baseline's, a real improvement of one row); every time 1.5x: no capture condition differs.
    d = tracy_diff.diff(DECODER, [slowed(p, 1.5) for p in SHIFTED])
    assert d.common_shift is not None and d.verdict.kind in (VerdictKind.REGRESSION, VerdictKind.MIXED)
    assert d.total.status is Status.REGRESSED and d.total.delta_ms_per_iter > 0
    assert (dispatch(d)["status"] == Status.REGRESSED).sum() >= 10


def test_a_uniform_slowdown_of_the_same_code_is_an_environment_shift():
    d = tracy_diff.diff(DECODER[:2], [slowed(DECODER[2], 1.5), slowed(DECODER[0], 1.5)],
                        candidate_sources=SAMPLES / "decoder.sources")
    assert d.verdict.kind is VerdictKind.ENVIRONMENT_SHIFT and d.verdict.code_unchanged
    assert "the code did not change" in verdict_text(d)


def test_an_improvement_never_has_a_total_that_rose():
    for base, cand in ((DECODER[0], SAMPLES / "decoder_rope_fused_q.tracy"),
                       (SAMPLES / "decoder_rope_fused_q.tracy", DECODER[0]),
                       (DECODER[0], SAMPLES / "decoder_rope_fused_qk.tracy")):
        d = tracy_diff.diff(base, cand)
        if d.verdict.kind is VerdictKind.IMPROVEMENT:
            assert d.total.delta_ms_per_iter < 0
        if d.verdict.kind is VerdictKind.REGRESSION:
            assert d.total.delta_ms_per_iter > 0


def test_history_add_of_a_build_with_runs_teaches_the_machine_profile(tmp_path, monkeypatch):
    import json

    from tracy_diff.analysis.stats import noise_store
    from tracy_diff.analysis.stats.noise import noise
    from tracy_diff.analysis.stats.noise_profile import from_noise
    from tracy_diff.history.ingest import Entry, add

    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", str(tmp_path / "noise"))
    add(str(tmp_path / "store"), [Entry(str(p), "b1") for p in SHIFTED[:1]], workers=0)
    assert not (tmp_path / "noise").exists()  # one run of a build measures no run noise
    add(str(tmp_path / "store"), [Entry(str(p), "b2") for p in DECODER], workers=0)
    (learned,) = (tmp_path / "noise").iterdir()
    from_history = json.loads(learned.read_text())
    captures = [tracy_diff.load(p) for p in DECODER]
    assert learned.name == f"{noise_store.host_key(captures[0])}.json"  # this host's profile
    by_noise = from_noise(noise(captures))  # what ``tracy-diff noise`` of the same runs learns
    assert set(from_history["dispatches"]) == set(by_noise.dispatches)
    for n, spread in by_noise.dispatches.items():
        assert from_history["dispatches"][n]["run_var"] == pytest.approx(spread.run_var, rel=1e-6)
        assert from_history["dispatches"][n]["runs"] == 3
    assert from_history["ratio"]["run_var"] > 0
    # Three runs are too few to lean on: the profile waits for MIN_LEARNED_RUNS.
    young = tracy_diff.diff(DECODER[0], SHIFTED[0])
    assert young.total.decision_basis is DecisionBasis.ASSUMED
    assert any("not used yet: 3 runs behind it" in w.message for w in young.warnings)
    add(str(tmp_path / "store"), [Entry(str(p), "b3") for p in SHIFTED[1:]], workers=0, learn_noise=False)
    assert json.loads(learned.read_text()) == from_history
    tracy_diff.diff(DECODER, SHIFTED)  # 3 runs a side: more runs behind the same profile
    assert json.loads(learned.read_text())["total"]["runs"] >= noise_store.MIN_LEARNED_RUNS
    one = tracy_diff.diff(DECODER[0], SHIFTED[0])
    assert one.total.decision_basis is DecisionBasis.PROFILE


def test_one_run_a_side_without_a_profile_takes_the_noise_of_the_load_it_shows(monkeypatch):
    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", "off")
    quiet = tracy_diff.diff(corpus_run("decoder", 11), corpus_run("decoder", 12))
    loaded = tracy_diff.diff(corpus_run("decoder", 2), corpus_run("decoder", 3))
    assert "a quiet machine's: run noise 0.8x" in quiet.total.noise_source
    assert "a loaded machine's: run noise 1.8x" in loaded.total.noise_source
    assert quiet.total.detectable_pct < loaded.total.detectable_pct / 2
    for d in (quiet, loaded):  # same build: nothing moved, no headline
        assert not dispatch(d)["status"].isin(["regressed", "improved"]).any()
        assert d.verdict.kind in ("inconclusive", "no_change")
    planted = tracy_diff.diff(corpus_run("decoder", 11), doubled(corpus_run("decoder", 12), "_attention_"))
    row = dispatch(planted)[dispatch(planted)["baseline_name"].str.contains("_attention_")].iloc[0]
    assert row["status"] == "regressed" and row["change_low_pct"] > 5.0
    assert planted.verdict.kind == "regression"


def test_a_small_model_whose_iterations_scatter_on_a_quiet_machine_reads_quiet(monkeypatch):
    # The held-out MLP's quiet run 11 scatters its iterations by 10.7% (the scatter alone would call it
    # loaded), yet its largest dispatches' calls run at their fastest: no other work pre-empted them.
    from tests.analysis.altered import CALIBRATION_DEFAULT

    monkeypatch.setenv("TRACY_DIFF_NOISE_CACHE", "off")
    mlp = CALIBRATION_DEFAULT / "mlp"
    quiet = tracy_diff.diff(mlp / "mlp_run11.tracy", mlp / "mlp_run13.tracy")
    assert "median call runs" in quiet.total.noise_source and "a quiet machine's" in quiet.total.noise_source
    assert not dispatch(quiet)["status"].isin(["regressed", "improved"]).any()
    for k in (2, 5, 9):  # loaded runs (other processes 80-90% of the CPUs): still read loaded
        loaded = tracy_diff.diff(mlp / f"mlp_run{k}.tracy", mlp / f"mlp_shifted_run{k}.tracy")
        assert "a loaded machine's" in loaded.total.noise_source, k
