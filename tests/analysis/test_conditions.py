"""Capture conditions (issue 20 point 5): what the reader keeps about how a
capture was taken, and the ``capture_conditions`` warning when the sides (or
the runs of a side) were taken differently. On real captures."""

from __future__ import annotations

import dataclasses
import json

import pytest

import tracy_diff
from tests.paths import CALIBRATION, DATA, SAMPLES
from tracy_diff.analysis.conditions import capture_conditions
from tracy_diff.cli import main
from tracy_diff.diff import VerdictKind, WarningKind
from tracy_diff.report.json import render_json
from tracy_diff.report.markdown import render_markdown
from tracy_diff.report.verdict import verdict_text

OFF, ON = CALIBRATION / "baseline_sampling_off.tracy", CALIBRATION / "baseline_sampling_on.tracy"


def test_metadata_without_sampling():
    m = tracy_diff.load(SAMPLES / "baseline.tracy").metadata
    assert m.sampling is False
    assert m.callstack_samples == () and m.callstack_sample_count == 0 and m.tracy_threads == ()
    assert m.file_version == "0.11.2" and m.cpu_arch == "x64" and m.cpu_id == 0xa0f11
    assert m.cpu_manufacturer == "AuthenticAMD" and m.program == "iree-benchmark-module"
    assert m.sampling_period_ns == 100_000
    host = m.host_fields()
    assert host["CPU cores"] == "2" and host["OS"].startswith("Linux ") and host["RAM"].endswith(" MB")


def test_metadata_with_sampling():
    """The 2026-11-29 sampling capture: 13,305 call-stack samples over its
    threads (as the file's per-thread sample lists hold them) and Tracy's
    own sampling thread."""
    m = tracy_diff.load(SAMPLES / "baseline_sampling.tracy").metadata
    assert m.sampling is True
    per = dict(m.callstack_samples)
    assert per["iree-worker-0"] == 5111 and per["iree-worker-1"] == 4541 and per["Main thread"] == 120
    assert m.callstack_sample_count == 13_305
    assert "Tracy Sampling" in m.tracy_threads


def test_csv_has_no_conditions():
    """csvexport output records none of it: unknown, never a mismatch."""
    m = tracy_diff.load(DATA / "csvexport" / "synth_ks.csvexport.default.csv").metadata
    assert m.sampling is None and m.callstack_samples is None


def test_sampling_off_against_on_warns_and_names_it():
    """One build, captured back to back with sampling off and on: the diff
    names sampling on the verdict line, in the warnings (terminal, Markdown,
    JSON) and is not a REGRESSION."""
    d = tracy_diff.diff(OFF, ON)
    warnings = [w for w in d.warnings if w.kind is WarningKind.CAPTURE_CONDITIONS]
    samples = tracy_diff.load(ON).metadata.callstack_sample_count
    assert samples > 1000
    expected = f"candidate captured with call-stack sampling ({samples:,} samples), baseline without: " \
               f"sampling costs time"
    assert [w.message for w in warnings] == [expected]
    assert d.verdict.kind is not VerdictKind.REGRESSION
    text = verdict_text(d)
    assert expected in text
    assert expected in render_markdown(d, 10)
    doc = json.loads(render_json(d))
    assert doc["baseline"]["capture_conditions"]["sampling"] is False
    assert doc["candidate"]["capture_conditions"]["sampling"] is True
    assert doc["candidate"]["capture_conditions"]["callstack_samples"] == samples
    assert {"kind": "capture_conditions", "message": expected} in doc["warnings"]


def test_sampling_named_as_the_cause_when_everything_moved():
    """When the rows holding most of the time all slowed, the sampling
    mismatch is the verdict's cause: an environment shift, not the build."""
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_sampling.tracy")
    assert d.verdict.kind is VerdictKind.ENVIRONMENT_SHIFT
    assert d.verdict.cause is not None and "call-stack sampling (13,305 samples)" in d.verdict.cause
    assert "likely cause: candidate captured with call-stack sampling" in verdict_text(d)


def test_no_warning_when_conditions_agree():
    d = tracy_diff.diff(SAMPLES / "baseline_run3.tracy", SAMPLES / "baseline_run4.tracy")
    assert not [w for w in d.warnings if w.kind is WarningKind.CAPTURE_CONDITIONS]
    assert d.conditions is not None and d.conditions.mismatches == ()
    assert [r.kept_iterations for r in d.conditions.baseline] == [9]


def test_runs_of_one_side_captured_differently():
    base = [SAMPLES / "baseline_run3.tracy", SAMPLES / "baseline_sampling.tracy"]
    d = tracy_diff.diff(base, SAMPLES / "baseline_run4.tracy")
    messages = [w.message for w in d.warnings if w.kind is WarningKind.CAPTURE_CONDITIONS]
    assert any(m.startswith("baseline runs 2 of 2 captured with call-stack sampling (13,305 samples)")
               for m in messages), messages
    assert [r.kept_iterations for r in d.conditions.baseline] == [9, 3]


def test_other_conditions_compared():
    """A different CPU or Tracy version between the sides is named (the
    metadata of a real capture, changed as another machine would record it)."""
    a = tracy_diff.load(SAMPLES / "baseline_run3.tracy")
    b = tracy_diff.load(SAMPLES / "baseline_run4.tracy")
    host = b.metadata.host_info.replace("CPU cores: 2", "CPU cores: 16")
    b = dataclasses.replace(b, metadata=dataclasses.replace(b.metadata, cpu_id=0x906ea, host_info=host,
                                                                  cpu_manufacturer="GenuineIntel",
                                                                  file_version="0.11.1"))
    found = {m.condition: m.message for m in capture_conditions([a], [b], [[9], [9]]).mismatches}
    assert found["file_version"] == "baseline captured with Tracy file version 0.11.2, candidate with " \
                                    "Tracy file version 0.11.1"
    assert found["cores"] == "baseline captured with 2 cores, candidate with 16 cores: another machine"
    assert found["cpu"] == (f"baseline captured with AMD EPYC AuthenticAMD (CPUID {a.metadata.cpu_id:#x}), "
                            f"candidate with AMD EPYC GenuineIntel (CPUID 0x906ea): another machine")
    assert "sampling" not in found


def test_captures_of_two_days_were_taken_on_different_cpus():
    """The shipped 2026-11-29 and 2026-12-01 baseline runs differ 2.3x: the
    files say the CPU changed (CPUID), and the diff says so."""
    d = tracy_diff.diff(SAMPLES / "baseline.tracy", SAMPLES / "baseline_run3.tracy")
    cpu = [m for m in d.conditions.mismatches if m.condition == "cpu"]
    assert len(cpu) == 1 and cpu[0].scope == "sides" and cpu[0].costs_time
    assert "CPUID 0xa0f11" in cpu[0].message and "CPUID 0xb0f21" in cpu[0].message
    assert cpu[0].message.endswith(": another machine")
    # everything ran about 2.3x faster on the other CPU: that is the likely cause, not the build
    assert d.verdict.kind is VerdictKind.ENVIRONMENT_SHIFT and d.verdict.cause == cpu[0].message
    assert f"likely cause: {cpu[0].message}" in verdict_text(d)


def test_cli_shows_the_warning(capsys):
    assert main([str(OFF), str(ON), "--color", "never"]) == 0
    out = capsys.readouterr().out
    assert "warning: candidate captured with call-stack sampling" in out
    assert "sampling costs time" in out.strip().splitlines()[-1]


@pytest.mark.parametrize("name", ["baseline_sampling_off", "baseline_sampling_on"])
def test_calibration_sampling_pair_is_what_it_says(name):
    m = tracy_diff.load(CALIBRATION / f"{name}.tracy").metadata
    assert m.sampling is (name.endswith("_on"))
