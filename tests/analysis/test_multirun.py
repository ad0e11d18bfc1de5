"""Several captures per side (issue #17), on the shipped sample runs.

Facts used: the per-run medians of the attention dispatch listed in
sample_captures/README.md (each run compared on its own, the one-capture
path), scipy's t test and power, and each run's own one-capture diff.
"""

import csv
import io
import json
import math

import numpy as np
import pytest
from scipy import stats

import tracy_diff
from tests.paths import ROOT
from tracy_diff.analysis.stats.runs import detectable_sd, runs_needed
from tracy_diff.cli import main
from tracy_diff.diff import DecisionBasis, Status, VerdictKind, WarningKind
from tracy_diff.errors import DiffError
from tracy_diff.report import render, verdict_text

SAMPLES = ROOT / "sample_captures"
BASE = [str(SAMPLES / f"baseline_run{k}.tracy") for k in (3, 4, 5)]
FUSED_Q = [str(SAMPLES / f"rope_fused_q_run{k}.tracy") for k in (2, 3, 4)]
# sample_captures/README.md: median ms per call of the attention dispatch, per run.
BASE_MEDIANS = (50.15, 50.91, 49.49)
FUSED_Q_MEDIANS = (57.24, 59.11, 56.06)


@pytest.fixture(scope="module")
def loaded():
    return {p: tracy_diff.load(p) for p in BASE + FUSED_Q + [str(SAMPLES / "rope_fused_qk.tracy"),
                                                             str(SAMPLES / "baseline_8layer.tracy")]}


@pytest.fixture(scope="module")
def fused(loaded):
    return tracy_diff.diff([loaded[p] for p in BASE], [loaded[p] for p in FUSED_Q])


def attention(d):
    rows = d.rows[d.rows["section"] == "dispatch"]
    return rows[[any("attention" in n for n in names) for names in rows["baseline_names"]]].iloc[0]


def test_baseline_runs_split_two_against_one_give_no_change_and_warn(loaded):
    d = tracy_diff.diff([loaded[p] for p in BASE[:2]], [loaded[BASE[2]]])
    assert d.verdict.kind in (VerdictKind.NO_CHANGE, VerdictKind.INCONCLUSIVE)
    assert set(d.rows.loc[d.rows["section"] == "dispatch", "status"].astype(str)) <= {"unchanged", "inconclusive"}
    (w,) = [w for w in d.warnings if w.kind is WarningKind.ONE_RUN]
    assert w.message.startswith("candidate: one run, so the baseline's 2 runs give the run-to-run variance")
    # Every run kept 9 iterations: 18 pooled against 9 is no iteration-count mismatch.
    assert not [w for w in d.warnings if w.kind is WarningKind.ITERATION_COUNTS]
    row = attention(d)
    # Two runs against one: the run is the unit, the two runs give the variance (1 degree of freedom,
    # plus the prior's from the other rows: limma's moderated t).
    assert row["decision_basis"] == DecisionBasis.RUNS
    assert len(row["baseline_run_ms"]) == 2 and len(row["candidate_run_ms"]) == 1
    assert row["p_test"].startswith("moderated t") and 0 < row["p_value"] <= 1
    assert row["change_pct"] == pytest.approx((row["ratio"] - 1) * 100)
    # The run spread is reported from the side with two runs: each run's mean time per iteration.
    b = row["baseline_run_ms"]
    assert row["noise_floor"] == pytest.approx(max(b) / min(b) - 1)
    assert verdict_text(d).split(":")[0] in ("NO CHANGE (2 runs vs 1, run-level intervals)",
                                             "INCONCLUSIVE (2 runs vs 1, run-level intervals)")


def test_fused_q_runs_against_baseline_runs(fused, loaded):
    row = attention(fused)
    assert row["status"] == Status.REGRESSED and row["evidence"] == "runs" and row["rank"] == 1
    # Each run estimate is that run's own one-capture time per iteration (the row's estimand).
    for k, (b, c) in enumerate(zip(BASE, FUSED_Q)):
        one = attention(tracy_diff.diff(loaded[b], loaded[c]))
        assert row["baseline_run_ms"][k] == pytest.approx(one["baseline_ms_per_iter"], rel=1e-12)
        assert row["candidate_run_ms"][k] == pytest.approx(one["candidate_ms_per_iter"], rel=1e-12)
    assert row["p_test"].startswith("moderated t") and row["p_value"] < 0.01
    spreads = [max(v) / min(v) - 1 for v in (row["baseline_run_ms"], row["candidate_run_ms"])]
    assert row["noise_floor"] == pytest.approx(max(spreads))
    # The verdict names the row and its effect: its change of time per iteration (about +14%),
    # which is its ratio, with its interval, as the row's change columns hold it.
    v = fused.verdict
    assert v.kind is VerdictKind.REGRESSION and v.top_row == row["rank"]
    assert row["change_pct"] == pytest.approx((row["ratio"] - 1) * 100)
    assert 5 < row["change_low_pct"] < row["change_pct"] < row["change_high_pct"] < 50
    text = verdict_text(fused)
    assert text.startswith("REGRESSION (3 runs vs 3, run-level intervals):")
    assert f"{row['change_pct']:+.1f}% [{row['change_low_pct']:+.1f}%, {row['change_high_pct']:+.1f}%]" in text
    # It quotes the row's own cells (per iteration and the ratio column), as the tables show them.
    from tracy_diff.report.units import format_ms, format_ratio

    cells = (f"({format_ms(row['baseline_ms_per_iter'])} → {format_ms(row['candidate_ms_per_iter'])} per iteration, "
             f"{format_ratio(row['ratio'])})")
    assert cells in text
    assert not [w for w in fused.warnings
                if w.kind in (WarningKind.ONE_RUN, WarningKind.RUN_PROGRAMS, WarningKind.RUN_ITERATIONS)]


def test_runs_are_listed_with_their_figures(fused, loaded):
    runs = fused.baseline_summary.runs
    assert [r.path for r in runs] == BASE
    assert [r.first_iteration for r in runs] == [0, *np.cumsum([r.iterations for r in runs])[:-1]]
    for r in runs:
        one = tracy_diff.diff(loaded[r.path], loaded[FUSED_Q[0]]).baseline_summary
        assert (r.iterations, r.ms_per_iteration) == (one.iterations, one.ms_per_iteration)
    assert fused.baseline_summary.iterations == sum(r.iterations for r in runs)
    doc = json.loads(render(fused, "json"))
    assert [set(r) >= {"path", "iterations", "ms_per_iteration"} for r in doc["candidate"]["runs"]] == [True] * 3
    top = doc["rows"][0]
    assert top["baseline_run_ms"] == pytest.approx(list(attention(fused)["baseline_run_ms"]))
    assert top["noise_floor"] == pytest.approx(attention(fused)["noise_floor"])
    table = render(fused, "table")
    assert "baseline runs (3): " + BASE[0] in table and "candidate runs (3): " + FUSED_Q[0] in table
    md = render(fused, "markdown")
    assert "baseline runs (3): baseline\\_run3.tracy 9 it" in md and str(SAMPLES) not in md
    rows = list(csv.DictReader(io.StringIO(render(fused, "csv"))))
    assert json.loads(rows[0]["candidate_run_ms"]) == pytest.approx(list(attention(fused)["candidate_run_ms"]))


def test_runs_of_other_builds_are_refused_and_other_iteration_counts_warn(loaded):
    qk = str(SAMPLES / "rope_fused_qk.tracy")
    with pytest.raises(DiffError) as refused:
        tracy_diff.diff([loaded[BASE[0]], loaded[BASE[1]], loaded[qk]], [loaded[p] for p in FUSED_Q])
    message = str(refused.value)
    assert message.startswith(f"baseline: {qk} runs other dispatches than {BASE[0]}") and "\n" not in message
    short = str(SAMPLES / "calibration" / "baseline_2it_run1.tracy")  # 2 kept iterations against 9
    d = tracy_diff.diff([loaded[BASE[0]], tracy_diff.load(short)], [loaded[p] for p in FUSED_Q])
    (w,) = [w for w in d.warnings if w.kind is WarningKind.RUN_ITERATIONS]
    assert f"{BASE[0]} 9, {short} 2" in w.message


def test_cli_takes_several_captures_a_side(capsys, tmp_path):
    out = tmp_path / "d.json"
    assert main(["--baseline", *BASE, "--candidate", *FUSED_Q, "--format", "json", "-o", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert [r["path"] for r in doc["baseline"]["runs"]] == BASE
    assert doc["verdict"]["kind"] == "regression" and "3 runs vs 3" in doc["verdict"]["text"]
    assert main([BASE[0], "--baseline", BASE[1], "--candidate", FUSED_Q[0]]) == 2
    assert main(["diff", "--baseline", BASE[0]]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["tracy-diff: error: give the captures either as BASELINE CANDIDATE or with --baseline "
                   "and --candidate, not both",
                   "tracy-diff: error: --candidate is missing: give the captures of both sides"]


def test_noise_command_on_the_baseline_runs(capsys, tmp_path):
    assert main(["noise", *BASE]) == 0
    table = capsys.readouterr().out
    assert "dispatch_2_attention_24x64x128x128x64" in table
    out = tmp_path / "n.json"
    assert main(["noise", *BASE, "--format", "json", "--effect", "5", "-o", str(out)]) == 0
    doc = json.loads(out.read_text())
    att = next(r for r in doc["rows"] if "attention" in r["name"])
    # Described, per call: each run's own median call; the spread is of the estimand a diff
    # judges: each run's mean time per iteration.
    alone = [attention(tracy_diff.diff(p, p, use_noise_profile=False)) for p in BASE]
    assert att["run_median_ms"] == pytest.approx([r["baseline_median_ms"] for r in alone])
    means = [r["baseline_ms_per_iter"] for r in alone]
    assert att["run_spread"] == pytest.approx(max(means) / min(means) - 1, abs=1e-6)
    assert att["runs"] == 3 and att["calls_per_iter"] == 1
    sd = np.std(np.log(means), ddof=1)
    assert att["run_sd"] == pytest.approx(sd, rel=1e-9)
    assert att["runs_needed"] == runs_needed(sd, 0.05)
    for fmt in ("csv", "markdown"):
        assert main(["noise", *BASE, "--format", fmt]) == 0
    assert "dispatch_2_attention" in capsys.readouterr().out
    assert main(["noise", BASE[0]]) == 2
    assert main(["noise", BASE[0], str(tmp_path / "missing.tracy")]) == 2
    assert main(["noise", *BASE, "--effect", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(e.startswith("tracy-diff: error: ") for e in err)


def test_detectable_sd_is_the_inverse_of_runs_needed():
    for n in (2, 3, 5, 10):
        sd = detectable_sd(n, 0.05)
        assert runs_needed(sd * 0.999, 0.05) <= n and runs_needed(sd * 1.05, 0.05) > n
        delta, df = math.log1p(0.05), 2 * n - 2
        crit = stats.t.ppf(0.975, df)
        nc = delta / (sd * math.sqrt(2 / n))
        exact = stats.nct.sf(crit, df, nc) + stats.nct.cdf(-crit, df, nc)
        assert exact == pytest.approx(0.8, abs=1e-6)
    assert math.isnan(detectable_sd(1, 0.05))


def test_run_strips_of_the_detail_panel(fused, loaded):
    from tracy_diff.ui.run_strips import RUN_COLORS, run_samples, run_strips_figure

    row = attention(fused)
    fig = run_strips_figure(fused, int(row["row_id"]))
    strips = [t for t in fig["data"] if not t["name"].endswith("mean")]
    medians = [t for t in fig["data"] if t["name"].endswith("mean")]
    assert [t["name"] for t in strips] == [f"{s} run {k}" for s in ("baseline", "candidate") for k in (1, 2, 3)]
    assert [t["marker"]["color"] for t in strips] == list(RUN_COLORS[:3]) * 2
    # A strip's points are that run's times per iteration: its own one-capture diff has them.
    for k, path in enumerate(BASE):
        one = tracy_diff.diff(loaded[path], loaded[FUSED_Q[0]])
        own = one.per_iteration_ms(int(attention(one)["row_id"]), "baseline")
        assert sorted(run_samples(fused, int(row["row_id"]), "baseline")[k]) == pytest.approx(sorted(own))
        assert medians[k]["x"] == [pytest.approx(float(np.mean(own)))]
    assert fig["layout"]["yaxis"]["ticktext"][3] == "candidate run 1"


def test_a_move_within_the_runs_spread_is_inconclusive(loaded):
    # The candidate side mixes a 2026-12-01 run with a 2026-11-29 one (the machine ran 2.3x slower):
    # README medians 49.49 and 119.03 ms, a 140% run spread: the +66% move's interval straddles +-5%.
    old = tracy_diff.load(str(SAMPLES / "baseline.tracy"))
    d = tracy_diff.diff([loaded[BASE[0]], loaded[BASE[1]]], [loaded[BASE[2]], old])
    row = attention(d)
    assert row["ratio"] > 1.3 and row["status"] == Status.INCONCLUSIVE and row["evidence"] == "runs"
    c = row["candidate_run_ms"]
    assert row["noise_floor"] == pytest.approx(max(c) / min(c) - 1) and row["noise_floor"] > 1.3
    assert row["change_low_pct"] < -5 < 5 < row["change_high_pct"] and "straddles ±5%" in row["note"]
    assert "runs per side would decide" in row["note"] or "more than 50 runs" in row["note"]
    assert d.verdict.kind is VerdictKind.INCONCLUSIVE


def test_bad_input_for_several_runs_is_one_line(capsys):
    aggregate = str(ROOT / "tests" / "data" / "csvexport" / "mm.csvexport.default.csv")
    assert main(["--baseline", aggregate, aggregate, "--candidate", BASE[0]]) == 2
    assert main(["noise", aggregate, aggregate]) == 2
    assert main(["noise", BASE[0], BASE[1], "--effect", "nan"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["tracy-diff: error: several captures per side need timelines (.tracy files or csvexport -u "
                   "CSVs), not aggregate CSVs",
                   f"tracy-diff: error: {aggregate}: no timeline (an aggregate CSV): noise needs .tracy files "
                   "or csvexport -u CSVs",
                   "tracy-diff: error: --effect must be a positive percentage, got nan"]
