"""Issue 30's first table, read in every output: on real pairs, the terminal
table, the Markdown, the JSON and the dashboard's banner say the same verdict,
with a total that points its way, the same rows moved, and (one run a side)
what the run noise lets one see.

Captures: ``sample_captures/default/`` (the README's first command: default
scheduling, a loaded machine), ``sample_captures/calibration_default/``
(quiet runs 11-12 of the corpus's decoder), ``sample_captures/`` (the
serialized decoder and the attention block: two programs).
"""

from __future__ import annotations

import json

import pytest

import tracy_diff
from tests.analysis.altered import DECODER, corpus_run, doubled, slowed
from tests.paths import DEFAULT_SAMPLES, SAMPLES
from tracy_diff.report import render
from tracy_diff.ui import summary

MOVED = ("regressed", "improved")


def _cases():
    return {
        "the README's first command": (lambda: tracy_diff.diff(DEFAULT_SAMPLES / "decoder.tracy",
                                                               DEFAULT_SAMPLES / "decoder_rope_fused_qk.tracy"),
                                       {"regression"}),
        "same build, one run a side, quiet": (
            lambda: tracy_diff.diff(corpus_run("decoder", 11), corpus_run("decoder", 12)),
            {"inconclusive", "no_change"}),
        "attention planted x2, one run a side, quiet": (
            lambda: tracy_diff.diff(corpus_run("decoder", 11), doubled(corpus_run("decoder", 12), "_attention_")),
            {"regression"}),
        "different programs": (lambda: tracy_diff.diff(SAMPLES / "baseline.tracy", DECODER[0]),
                               {"different_programs"}),
        "the same code 1.5x slower": (
            lambda: tracy_diff.diff(DECODER[:2], [slowed(DECODER[2], 1.5), slowed(DECODER[0], 1.5)],
                                    candidate_sources=SAMPLES / "decoder.sources"),
            {"environment_shift"}),
    }


@pytest.fixture(scope="module", params=list(_cases()))
def case(request):
    make, kinds = _cases()[request.param]
    with pytest.MonkeyPatch.context() as m:
        m.setenv("TRACY_DIFF_NOISE_CACHE", "off")
        return request.param, make(), kinds


def test_every_output_says_the_same_verdict(case):
    name, d, kinds = case
    kind = str(d.verdict.kind)
    assert kind in kinds, (name, kind)
    word = summary.headline(kind)
    table, markdown = render(d, "table"), render(d, "markdown")
    doc = json.loads(render(d, "json"))
    assert doc["verdict"]["kind"] == kind and doc["verdict"]["text"].startswith(word)
    assert any(line.startswith(word) for line in table.splitlines()), name
    assert f"**{word}" in markdown, name
    # The table's footer and the verdict quote one total (as measured).
    measured = tracy_diff.report.format_delta(d.total.delta_ms_per_iter)
    assert f"dispatch time per iteration changed by {measured}" in table
    assert summary.banner(d).startswith(word)
    tone = summary.verdict_tone(kind, d.total.change_pct)
    assert tone == {"regression": "regression", "improvement": "improvement", "mixed": "mixed"}.get(kind, "neutral")
    if kind == "regression":
        assert d.total.delta_ms_per_iter > 0 and doc["total"]["delta_ms_per_iter"] > 0
    if kind in ("inconclusive", "no_change"):
        assert not any(r["status"] in MOVED for r in doc["rows"] if r["section"] == "dispatch")


def test_every_output_names_the_same_rows_moved(case):
    name, d, _ = case
    rows = d.rows[d.rows["section"] == "dispatch"]
    moved = rows[rows["status"].isin(MOVED)]
    doc = json.loads(render(d, "json"))
    assert sorted(r["rank"] for r in doc["rows"] if r["status"] in MOVED and r["section"] == "dispatch") == \
        sorted(moved["rank"])
    table = render(d, "table", top=50)
    for _, r in moved.iterrows():
        assert any(line.split()[:2] == [str(r["rank"]), r["status"]] for line in table.splitlines()), (name, r["rank"])
        # change and ratio agree: the ratio printed is 1 + the change printed
        assert (r["ratio"] - 1.0) * 100.0 == pytest.approx(r["change_pct"], rel=1e-9)


def test_one_run_a_side_says_what_it_cannot_see(case):
    name, d, _ = case
    if str(d.verdict.kind) == "different_programs" or d.total.decision_basis not in ("assumed", "profile"):
        pytest.skip("several runs a side, or no verdict: nothing assumed")
    said = "cannot be seen with one run a side"
    doc = json.loads(render(d, "json"))
    for text in (render(d, "table"), render(d, "markdown"), doc["verdict"]["text"], summary.full_text(d)):
        assert said in text, name
    assert doc["total"]["detectable_pct"] == pytest.approx(d.total.detectable_pct)
