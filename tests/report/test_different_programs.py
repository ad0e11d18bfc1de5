"""Two different programs (the RoPE-attention sample against the decoder,
real IREE captures): every output names what each side ran (the IREE module
and function the capture records, not the benchmark tool), describes the
rows without judging them, and says the same thing."""

from __future__ import annotations

import json

import pytest

import tracy_diff
from tests.paths import DATA, SAMPLES
from tracy_diff.analysis.program import module_of
from tracy_diff.diff import Status, VerdictKind
from tracy_diff.report import render, verdict_text
from tracy_diff.report.cells import escape

DESCRIBED = {Status.DESCRIBED.value, Status.ADDED.value, Status.REMOVED.value}


@pytest.fixture(scope="module")
def programs():
    return tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "decoder.tracy")


def test_the_module_and_function_name_what_a_capture_ran():
    assert module_of(tracy_diff.load(SAMPLES / "decoder.tracy")) == "decoder.vmfb forward_bs1"
    # A program that is not an IREE tool records no module: None, not a guess.
    assert module_of(tracy_diff.load(DATA / "synth_ks.tracy")) is None


def test_rows_of_two_programs_are_described_not_judged(programs):
    assert programs.verdict.kind is VerdictKind.DIFFERENT_PROGRAMS
    rows = programs.rows
    assert set(rows["status"].astype(str)) <= DESCRIBED and (rows["status"] == "described").any()
    described = rows[rows["status"] == "described"]
    assert described["change_low_pct"].isna().all() and not described["significant"].any()
    assert described["ratio"].notna().all()  # the times are still there, compared for the reader
    assert programs.total is not None and programs.total.status is Status.DESCRIBED
    assert programs.baseline_summary.module == "baseline.vmfb forward_bs1"
    assert programs.candidate_summary.module == "decoder.vmfb forward_bs1"


def test_terminal_markdown_and_json_say_the_same(programs):
    text = verdict_text(programs)
    assert text.startswith("DIFFERENT PROGRAMS: the baseline runs baseline.vmfb forward_bs1, "
                           "the candidate decoder.vmfb forward_bs1;")
    assert "%]" not in text  # no interval: nothing was estimated as a change
    table = render(programs, "table")
    assert text in table.splitlines()
    assert "regressed" not in table and "improved" not in table
    assert "(described, not judged)" in table
    markdown = render(programs, "markdown")
    assert escape(text) in markdown or text in markdown
    doc = json.loads(render(programs, "json"))
    assert doc["verdict"]["kind"] == "different_programs" and doc["verdict"]["text"] == text
    assert {r["status"] for r in doc["rows"]} <= DESCRIBED
    assert (doc["baseline"]["module"], doc["candidate"]["module"]) == (
        "baseline.vmfb forward_bs1", "decoder.vmfb forward_bs1")
    assert doc["total"]["status"] == "described" and doc["total"]["change_low_pct"] is None
