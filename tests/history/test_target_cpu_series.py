"""Change points of five-build series of the real decoder built for x86-64-v3 and for a generic CPU.

The captures (``tests/data/target_cpu/runs``, see ``tests/data/README.md``) are one build's module
each, run after run: the generic build runs every mmt4d dispatch 25-60x and attention about 7x slower
than x86-64-v3 (the builds' definition: the generic target has no AVX2/FMA, and mmt4d's tiles go
8x8 -> 8x4). Each build below is one capture, so the run noise is the captures' own, 10-40% per
dispatch on this loaded 2-core machine.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.paths import DATA
from tracy_diff.cli import main
from tracy_diff.history.changes import ChangeStatus, Found, Options, find_changes
from tracy_diff.history.ingest import Entry, add
from tracy_diff.history.query import TOTAL, load_history
from tracy_diff.history.report import build_estimates, largest_regression, reversions
from tracy_diff.history.store import Store

RUNS = DATA / "target_cpu" / "runs"
V3 = [RUNS / f"x86_64_v3_run{k}.tracy" for k in (1, 2, 3, 4)]
GENERIC = [RUNS / f"generic_run{k}.tracy" for k in (1, 2)]
PLANS = {
    "spike": [V3[0], V3[1], GENERIC[0], V3[2], V3[3]],  # a regression reverted the next build
    "excursion": [V3[0], V3[1], GENERIC[0], GENERIC[1], V3[2]],  # two builds, then back
    "newest": [V3[0], V3[1], V3[2], V3[3], GENERIC[0]],  # at the newest build
}


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    out = {}
    for name, plan in PLANS.items():
        url = str(tmp_path_factory.mktemp(name) / "store")
        for k, path in enumerate(plan):
            build = f"b{k + 1}-{'generic' if path in GENERIC else 'v3'}"
            add(url, [Entry(str(path), build, f"2026-11-{k + 1:02d}")], workers=0, learn_noise=False)
        out[name] = url
    return out


def found_in(url: str) -> Found:
    return find_changes(load_history(Store.open(url)), Options(5.0, 1.0))


def heavy(found: Found) -> dict[int, str]:
    """The lineages of the mmt4d and attention dispatches (the ones the target moves most)."""
    h = found.history
    return {lin: name for lin, name in enumerate(h.lineages.origin) if "mmt4d" in name or "attention" in name}


def steady_sd(found: Found, lineage: int) -> float:
    """What a build's figure of ``lineage`` scatters by without a change: the larger of a run's sd
    from its own iterations (typical) and the sd of the x86-64-v3 builds' figures. The noise should
    be of that order when measured without the jumps; across the generic build's it would be over
    1 (log 25 = 3.2 in half the differences)."""
    part = found.history.by_lineage()[lineage]
    v3 = [k for k, b in enumerate(part.b) if found.history.builds.build[int(b)].endswith("-v3")]
    return max(float(np.sqrt(np.median(part.within))), float(np.std(part.mean_log[v3], ddof=1)))


def test_a_generic_build_reverted_the_next_build_is_a_decided_spike(stores):
    found = found_in(stores["spike"])
    lineages = heavy(found)
    assert len(lineages) == 5  # four mmt4d shapes and attention
    for lin in lineages:
        mine = [c for c in found.changes if c.lineage == lin]
        assert [(c.build, c.kind, c.status) for c in mine] == [("b3-generic", "spike", ChangeStatus.REGRESSED)]
        c = mine[0]
        assert c.previous_build == "b2-v3" and c.change_low_pct > 200  # at least 3x, decided
        assert c.change_low_pct <= c.change_pct <= c.change_high_pct
        assert "reverted at the next build, b4-v3" in c.note
        assert found.noise[lin] < 2 * steady_sd(found, lin)
    worst = largest_regression(found)
    assert worst is not None and worst.lineage in lineages and worst.build == "b3-generic"
    assert worst.delta_ms == max(c.delta_ms for c in found.changes if c.lineage != TOTAL)
    assert worst.after_ms > 10 * worst.before_ms


def test_a_two_build_excursion_is_a_regression_and_its_revert(stores):
    found = found_in(stores["excursion"])
    back = reversions(found)
    for lin in heavy(found):
        mine = sorted((c for c in found.changes if c.lineage == lin), key=lambda c: c.b)
        assert [(c.build, c.status) for c in mine] == [("b3-generic", ChangeStatus.REGRESSED),
                                                      ("b5-v3", ChangeStatus.IMPROVED)]
        up, down = mine
        assert up.builds_after == 2 and up.change_low_pct > 200
        assert "reverted at b5-v3, 2 builds later" in up.note
        assert down.kind == "newest" and "not yet confirmed" in down.note and "reverts its regression" in down.note
        assert back[(lin, up.b)] is down
        assert found.noise[lin] < 2 * steady_sd(found, lin)
    # no change point one build early, nor at the second generic build
    assert not [c for c in found.changes if c.build in ("b2-v3", "b4-generic")]


def test_a_move_at_the_newest_build_is_reported_not_one_build_early(stores):
    found = found_in(stores["newest"])
    for lin in heavy(found):
        mine = [c for c in found.changes if c.lineage == lin]
        assert [(c.build, c.kind, c.status) for c in mine] == [("b5-generic", "newest", ChangeStatus.REGRESSED)]
        assert mine[0].builds_before == 4 and "not yet confirmed by a later build" in mine[0].note
    assert not [c for c in found.changes if c.build == "b4-v3" and c.lineage in heavy(found)]


def test_the_cli_reports_the_excursion(stores, capsys):
    assert main(["history", "changes", stores["excursion"], "--format", "json"]) == 0
    records = json.loads(capsys.readouterr().out)
    total = {r["build"]: r for r in records if r["lineage"] == "(total)"}
    assert total["b3-generic"]["status"] == "regressed" and total["b3-generic"]["kind"] == "step"
    assert total["b5-v3"]["status"] == "improved" and total["b5-v3"]["kind"] == "newest"
    assert main(["history", "changes", stores["spike"]]) == 0
    out = capsys.readouterr().out
    assert "a spike of 1 build" in out and "b2-v3 (after" not in out


def test_the_history_page_names_the_largest_regression_and_its_revert_on_a_log_axis(stores):
    from tracy_diff.ui import history_page

    spike = found_in(stores["spike"])
    text = history_page.summary_text(spike)
    assert "largest regression: mmt4d" in text and " at b3-generic (after b2-v3): " in text
    assert text.endswith("regressed; reverted at the next build (a spike of 1 build)")
    excursion = found_in(stores["excursion"])
    assert history_page.summary_text(excursion).endswith("regressed; reverted at b5-v3, 2 builds later")
    # A build 25x slower leaves the others readable: the trend's y axis is logarithmic.
    lineage = largest_regression(excursion).lineage
    fig = history_page.trend_figure(excursion, lineage)
    assert fig["layout"]["yaxis"]["type"] == "log"
    # Each build's 95% interval from the noise measured without the jumps: within a factor 2.7 of
    # its estimate (across them, 1.96 sd of about 1.5 in log, 19x).
    est = build_estimates(excursion, lineage)
    assert fig["data"][1]["error_y"]["array"] == (est["high_ms"] - est["ms"]).tolist()
    assert float(np.log(est["high_ms"] / est["ms"]).max()) < 1.0
    assert sorted(fig["data"][2]["x"]) == ["b3-generic", "b5-v3"]  # the change points marked


def test_check_leaves_a_spike_out_of_the_recent_history(stores, capsys):
    """A generic build against the spike series: the recent history is the four x86-64-v3 builds (the
    generic build reverted the next is no part of where the series stands), and every mmt4d regressed."""
    code = main(["history", "check", stores["spike"], str(GENERIC[1]), "--build", "pr-1", "--format", "json"])
    doc = json.loads(capsys.readouterr().out)
    assert code == 1 and doc["verdict"] == "regression"
    assert doc["against"] == ["b1-v3", "b2-v3", "b4-v3", "b5-v3"]
    mmt4d = [r for r in doc["rows"] if any("mmt4d" in n for n in r["names"])]
    assert len(mmt4d) == 4 and all(r["status"] == "regressed" and r["change_low_pct"] > 200 for r in mmt4d)
