"""Noise profiles: ``noise RUN... --save`` writes one build's run-to-run
variance, and ``diff A B --noise PROFILE`` adds it to one-run rows' intervals
(real sample captures of one build, three runs)."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from tests.command_line import run_cli
from tests.paths import SAMPLES
from tracy_diff import load
from tracy_diff.analysis.compare import diff
from tracy_diff.analysis.stats.noise import noise
from tracy_diff.analysis.stats.noise_profile import from_noise, load_profile, save
from tracy_diff.diff import DecisionBasis, WarningKind
from tracy_diff.errors import DiffError

RUNS = [SAMPLES / f"baseline_run{k}.tracy" for k in (3, 4, 5)]
CANDIDATE = SAMPLES / "rope_fused_q_run2.tracy"


@pytest.fixture(scope="module")
def profile_path(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("profile") / "profile.json"
    result = run_cli("noise", *RUNS, "--save", path)
    assert result.returncode == 0, result.stderr
    return str(path)


def test_saved_profile_holds_each_dispatch_run_variance(profile_path: str) -> None:
    report = noise([load(p) for p in RUNS])
    saved = load_profile(profile_path)
    for name, sd, runs in zip(report.rows["name"], report.rows["run_sd"], report.rows["runs"]):
        assert saved.dispatches[name].runs == runs == 3
        assert saved.dispatches[name].run_var == pytest.approx(sd ** 2)
    assert saved.total.runs == 3 and saved.total.run_var > 0
    assert saved.typical.run_var == pytest.approx(np.median([s.run_var for s in saved.dispatches.values()]))


def test_profile_widens_one_run_intervals(profile_path: str, steady_profile: str) -> None:
    # A threshold no row clears: every interval of the three diffs at the same false-coverage level.
    assumed = diff(RUNS[0], CANDIDATE, threshold_pct=1000, use_noise_profile=False)
    alone = diff(RUNS[0], CANDIDATE, noise_profile=steady_profile, threshold_pct=1000)  # the iterations alone
    widened = diff(RUNS[0], CANDIDATE, noise_profile=profile_path, threshold_pct=1000)
    def dispatch(d):
        rows = d.rows[d.rows["section"] == "dispatch"]
        return rows.set_index(rows["baseline_names"].map(str) + rows["candidate_names"].map(str)).sort_index()
    def width(rows):
        return rows["change_high_pct"] - rows["change_low_pct"]
    a, b, c = dispatch(alone), dispatch(widened), dispatch(assumed)
    assert list(a.index) == list(b.index) == list(c.index)
    assert (b["decision_basis"] == DecisionBasis.PROFILE).all() and (c["decision_basis"] == DecisionBasis.ASSUMED).all()
    assert (width(b) > width(a)).all() and (width(c) > width(a)).all()
    assert (b["change_pct"] == a["change_pct"]).all() and (c["change_pct"] == a["change_pct"]).all()
    assert widened.total is not None and widened.total.decision_basis is DecisionBasis.PROFILE
    assert widened.total.change_high_pct - widened.total.change_low_pct > \
        alone.total.change_high_pct - alone.total.change_low_pct
    assert any(w.kind is WarningKind.NOISE_PROFILE for w in widened.warnings)
    out = run_cli("diff", RUNS[0], CANDIDATE, "--noise", profile_path)
    assert out.returncode == 0 and "noise: noise profile profile.json" in out.stdout
    assert "noise: no noise profile" in run_cli("diff", RUNS[0], CANDIDATE, "--no-noise-profile").stdout


def test_runs_given_win_over_a_profile(profile_path: str) -> None:
    result = diff(RUNS, [CANDIDATE, SAMPLES / "rope_fused_q_run3.tracy"], noise_profile=profile_path)
    assert "profile" not in set(result.rows["decision_basis"])
    assert any(w.kind is WarningKind.NOISE_PROFILE and "not used" in w.message for w in result.warnings)


@pytest.mark.parametrize("text, expected", [
    (b"\xfd\x00not json", "not JSON"),
    (b'{"format": "something else"}', "not a noise profile"),
    (b'{"format": "tracy-diff noise profile", "version": 99}', "version 99"),
    (b'{"format": "tracy-diff noise profile", "version": 1, "total": {"run_var": -1, "runs": 3}, '
     b'"typical": {"run_var": 0.1, "runs": 3}, "dispatches": {}}', "invalid entry"),
])
def test_a_bad_profile_is_one_line_and_exit_2(tmp_path, text: bytes, expected: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(text)
    with pytest.raises(DiffError, match=expected):
        load_profile(bad)
    result = run_cli("diff", RUNS[0], CANDIDATE, "--noise", bad)
    assert result.returncode == 2 and expected in result.stderr and len(result.stderr.splitlines()) == 1
    assert bad.read_bytes() == text


def test_save_onto_an_input_is_refused(tmp_path) -> None:
    copy = tmp_path / "run.tracy"
    copy.write_bytes(RUNS[0].read_bytes())
    result = run_cli("noise", copy, RUNS[1], "--save", copy)
    assert result.returncode == 2 and "--save" in result.stderr
    assert copy.read_bytes() == RUNS[0].read_bytes()


def test_profile_round_trips(tmp_path) -> None:
    profile = from_noise(noise([load(p) for p in RUNS[:2]]))
    save(profile, str(tmp_path / "p.json"))
    again = load_profile(tmp_path / "p.json")
    assert again == profile
    assert all(math.isfinite(s.detectable_pct()) for s in again.dispatches.values())
    assert json.loads((tmp_path / "p.json").read_text())["format"] == "tracy-diff noise profile"


def test_a_learned_profile_waits_for_enough_runs():
    """Three runs behind a learned figure give 2 degrees of freedom, and intervals of millions of
    percent at the widened level: the profile is used once its machine-wide figures have
    MIN_LEARNED_RUNS runs, and a dispatch's own figure once it has them."""
    from tracy_diff.analysis.stats import noise_store
    from tracy_diff.analysis.stats.noise_profile import NoiseProfile, Spread

    enough = noise_store.MIN_LEARNED_RUNS
    young = NoiseProfile({"a": Spread(0.01, 3)}, Spread(0.01, 3), Spread(0.01, 3), Spread(0.5, 3))
    profile, why = noise_store.usable(young)
    assert profile is None and why is not None and f"3 runs behind it ({enough} needed)" in why
    grown = NoiseProfile({"a": Spread(0.01, 3), "b": Spread(0.02, enough)}, Spread(0.01, enough + 2),
                         Spread(0.01, 3), Spread(0.5, enough))
    profile, why = noise_store.usable(grown)
    assert why is None and profile is not None and set(profile.dispatches) == {"b"}
