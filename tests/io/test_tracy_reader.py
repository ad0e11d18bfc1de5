"""The native .tracy reader against Tracy's own csvexport and known facts.

The reference captures and csvexport outputs live in /work/shared/captures
(read-only). Files made here (other containers, other file versions) are
written to tmp_path by the small writers below, which follow the format
notes independently of the reader.
"""

import gzip
import struct
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from tests.io.tracy_files import assert_same_capture, cached, container, decompressed, tiny_payload
from tests.paths import CSVEXPORT, SAMPLES, SHARED
from tracy_diff import capture as capture_module
from tracy_diff.errors import UnsupportedVersionError
from tracy_diff.io.container import Payload
from tracy_diff.io.loader import load
from tracy_diff.io.tracy_reader import read_tracy

MM = SHARED / "mm.tracy"
SYNTH = SHARED / "synth_ks.tracy"
SYNTH_ENCODINGS = [SYNTH, SHARED / "synth_ks.lz4_3streams.tracy", SHARED / "synth_ks.v0_14_0.tracy"]
UNET = [SHARED / "gpu" / "unet_baseline.tracy", SHARED / "gpu" / "unet_candidate.tracy"]





# -- helpers shared with test_bad_input.py -------------------------------------





def csv_lines(path: Path) -> list[str]:
    """Data rows of a csvexport output, sorted (it prints in hash order).
    Rows are compared as whole lines: csvexport does not quote fields."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8", newline="") as f:
        return sorted(line for line in f.read().split("\n")[1:] if line)


def csvexport(name: str, mode: str) -> Path:
    for suffix in (".csv", ".csv.gz"):
        path = CSVEXPORT / f"{name}.csvexport.{mode}{suffix}"
        if path.exists():
            return path
    raise FileNotFoundError(name, mode)


def unwrap_rows(capture) -> list[str]:
    """csvexport -u rows built from a Capture: zones with a valid end and a
    positive span, named by source location, thread = compressed id."""
    z = capture.zones
    z = z[(z["end_ns"] >= 0) & (z["end_ns"] > z["start_ns"])]
    s = capture.srclocs.reindex(z["srcloc"])
    return sorted(
        f"{label},{file},{line},{start},{span},{thread},"
        for label, file, line, start, span, thread in zip(
            s["label"], s["file"], s["line"], z["start_ns"], z["end_ns"] - z["start_ns"],
            z["thread"]))


def gpu_rows(capture) -> list[str]:
    """csvexport -g rows: GPU start and duration of GPU zones that ended."""
    z = capture.gpu_zones
    z = z[(z["end_ns"] >= 0) & (z["end_ns"] > z["start_ns"])]
    s = capture.srclocs.reindex(z["srcloc"])
    return sorted(f"{label},{file},{start},{span}" for label, file, start, span in zip(
        s["label"], s["file"], z["start_ns"], z["end_ns"] - z["start_ns"]))




def check_schema(capture) -> None:
    """Every table has exactly the columns and dtypes capture.py promises."""
    for table, spec in [("threads", capture_module.THREAD_COLUMNS),
                        ("srclocs", capture_module.SRCLOC_COLUMNS),
                        ("zones", capture_module.ZONE_COLUMNS),
                        ("gpu_contexts", capture_module.GPU_CONTEXT_COLUMNS),
                        ("gpu_zones", capture_module.GPU_ZONE_COLUMNS),
                        ("frames", capture_module.FRAME_COLUMNS),
                        ("messages", capture_module.MESSAGE_COLUMNS)]:
        frame = getattr(capture, table)
        spec = dict(spec)
        index = next(iter(spec)) if table in ("threads", "srclocs", "gpu_contexts") else None
        if index is not None:
            assert frame.index.name == index, table
            assert frame.index.dtype == spec.pop(index), table
        assert list(frame.columns) == list(spec), table
        for column, dtype in spec.items():
            actual = frame[column].dtype
            if dtype == "category":
                assert isinstance(actual, pd.CategoricalDtype), (table, column)
            elif dtype == "object":
                assert actual == np.dtype(object) or pd.api.types.is_string_dtype(actual), (table, column)
            else:
                assert actual == np.dtype(dtype), (table, column, actual)


def check_tree(zones: pd.DataFrame, timeline: list[str]) -> None:
    """Parent and depth agree with the times and with pre-order: a zone's
    parent is the last earlier zone of its timeline one level up."""
    parent = zones["parent"].to_numpy()
    depth = zones["depth"].to_numpy().astype(np.int64)
    expected = []
    stack: list[int] = []
    previous = None
    for row, (key, d) in enumerate(zip(zones[timeline].itertuples(index=False), depth)):
        if key != previous:
            stack, previous = [], key
        assert d <= len(stack), row
        del stack[d:]
        expected.append(stack[-1] if d else -1)
        stack.append(row)
    assert parent.tolist() == expected
    child = np.flatnonzero(parent >= 0)
    p = parent[child]
    start, end = zones["start_ns"].to_numpy(), zones["end_ns"].to_numpy()
    assert (start[child] >= start[p]).all()
    closed = (end[child] >= 0) & (end[p] >= 0)
    assert (end[child][closed] <= end[p][closed]).all()


CPU_TIMELINE = ["thread"]
GPU_TIMELINE = ["context"]


# -- mm.tracy: the real IREE capture --------------------------------------------

@pytest.mark.needs_shared
def test_mm_metadata():
    meta = cached(MM).metadata
    assert meta.file_version == "0.11.2"
    assert meta.program == "iree-benchmark-module"
    assert meta.capture_name.startswith("iree-benchmark-module @ ")
    assert meta.last_time_ns == 2_871_426_074
    assert meta.resolution_ns == 9
    assert meta.pid == 2165
    assert meta.cpu_manufacturer == "AuthenticAMD"
    assert meta.compression == "zstd" and meta.streams == 4
    assert "CPU cores" in meta.host_info


@pytest.mark.needs_shared
def test_mm_zones_and_tree():
    capture = cached(MM)
    zones = capture.zones
    assert len(zones) == 191_042
    assert zones["parent"][zones["parent"] >= 0].nunique() == 91_632  # zones with children
    assert zones["depth"].max() == 14  # top level = 0
    assert (zones["end_ns"] > zones["start_ns"]).all()
    check_tree(zones, CPU_TIMELINE)
    check_schema(capture)


@pytest.mark.needs_shared
def test_mm_threads():
    capture = cached(MM)
    counts = capture.zones.groupby("thread").size()
    named = {capture.thread_name(t): int(n) for t, n in counts.items()}
    assert named == {"Main thread": 111_853, "iree-worker-0": 41_135,
                     "iree-worker-1": 38_052, "iree-pro": 2}
    threads = capture.threads
    assert threads.loc[1, "tid"] == 2165  # compressed id 1 = the main thread
    assert set(threads["name"]) >= {"Tracy Profiler", "Tracy Sampling", "Tracy Symbol Worker"}


@pytest.mark.needs_shared
def test_mm_frames():
    frames = cached(MM).frames
    assert frames.groupby("frame_set", observed=True).size().to_dict() == {"Frame": 8, "Iteration": 912}
    iterations = cached(MM).frame_set("Iteration")  # continuous: each ends where the next starts
    assert iterations["end_ns"].iloc[:-1].tolist() == iterations["start_ns"].iloc[1:].tolist()
    assert iterations["end_ns"].iloc[-1] == -1
    assert iterations["start_ns"].is_monotonic_increasing


@pytest.mark.needs_shared
def test_mm_dispatch_names():
    zones = cached(MM).zones
    names = zones["name"].value_counts()
    assert names["main_dispatch_0_batch_matmul_4x256x256x64_f32"] == 7296
    assert names["main_dispatch_1_softmax_4x256x256xf32_dispatch_tensor_store"] == 1824
    assert names["main_dispatch_2_batch_matmul_4x256x64x256_f32"] == 1824
    assert names["BM_main"] == 6 and names["__init"] == 1
    dispatch = zones["name"].astype(str).str.startswith("main_dispatch_")
    labels = cached(MM).srclocs["label"].reindex(zones.loc[dispatch, "srcloc"])
    assert set(labels) == {"iree_hal_cmd_execute_dispatch_tiles"}
    assert zones["text"].notna().sum() == 13_708
    spans = (zones["end_ns"] - zones["start_ns"])[zones["name"] == "main_dispatch_2_batch_matmul_4x256x64x256_f32"]
    assert round(spans.sum() / 1e6, 1) == 882.4


@pytest.mark.needs_shared
def test_mm_matches_csvexport_unwrap():
    assert unwrap_rows(cached(MM)) == csv_lines(csvexport("mm", "unwrap_u"))


@pytest.mark.needs_shared
def test_mm_has_no_gpu_zones_or_messages():
    capture = cached(MM)
    assert gpu_rows(capture) == csv_lines(csvexport("mm", "gpu_g")) == []
    assert capture.messages.empty and capture.gpu_contexts.empty
    check_schema(capture)


# -- synth_ks: every kind of record, three encodings ----------------------------

@pytest.mark.parametrize("path", SYNTH_ENCODINGS, ids=lambda p: p.name)
def test_synth_matches_csvexport(path):
    capture = cached(path)
    assert unwrap_rows(capture) == csv_lines(csvexport("synth_ks", "unwrap_u"))
    assert gpu_rows(capture) == csv_lines(csvexport("synth_ks", "gpu_g"))
    messages = sorted(f"{t},{n}" for t, n in zip(capture.messages["text"], capture.messages["time_ns"]))
    assert messages == csv_lines(csvexport("synth_ks", "messages_m"))
    check_schema(capture)
    check_tree(capture.zones, CPU_TIMELINE)


def test_synth_contents():
    capture = cached(SYNTH)
    zones = capture.zones
    assert len(zones) == 321
    never = zones[zones["end_ns"] == -1]
    assert len(never) == 1 and never["name"].iloc[0] == "never_ended"
    assert len(capture.gpu_zones) == 134
    assert len(capture.messages) == 11
    assert (capture.messages["thread"] == 1).all()
    assert capture.gpu_contexts["name"].tolist() == ["fake-gpu"]
    assert capture.gpu_contexts["type"].tolist() == ["Custom"]
    # ZoneName replaces the display name; the srcloc label stays csvexport's name.
    renamed = zones[zones["name"] == "renamed_inner_dispatch"]
    assert len(renamed) == 5
    assert set(capture.srclocs["label"].reindex(renamed["srcloc"])) == {"inner"}
    assert (zones["text"] == "some zone text").sum() == 5
    # Transient (payload) source locations have negative ids.
    assert capture.srclocs.loc[-3, "label"] == "transient_zone"
    assert (zones["srcloc"] == -3).any()
    gpu = capture.gpu_zones
    assert (gpu["cpu_end_ns"] >= gpu["cpu_start_ns"]).all()
    check_tree(gpu, GPU_TIMELINE)


@pytest.mark.needs_shared
def test_synth_encodings_give_identical_tables():
    base = cached(SYNTH)
    for path in SYNTH_ENCODINGS[1:]:
        assert_same_capture(base, cached(path))
    assert cached(SYNTH_ENCODINGS[1]).metadata.compression == "lz4"
    assert cached(SYNTH_ENCODINGS[1]).metadata.streams == 3
    assert cached(SYNTH_ENCODINGS[2]).metadata.file_version == "0.14.0"


@pytest.mark.parametrize("compression,streams,old", [
    ("zstd", 1, False), ("zstd", 7, False), ("lz4", 1, False), ("lz4", 5, False),
    ("zstd", 1, True), ("lz4", 1, True), ("none", 1, False)])
def test_every_container_gives_the_same_capture(tmp_path, compression, streams, old):
    payload = decompressed(SYNTH)
    data = payload if compression == "none" else container(payload, compression, streams, old)
    path = tmp_path / "synth.tracy"
    path.write_bytes(data)
    capture = load(path)
    assert_same_capture(cached(SYNTH), capture)
    assert capture.metadata.compression == compression


# -- unet pair: GPU captures ------------------------------------------------------

@pytest.mark.parametrize("path", UNET, ids=lambda p: p.stem)
def test_unet_matches_csvexport(path):
    capture = cached(path)
    assert unwrap_rows(capture) == csv_lines(csvexport(path.stem, "unwrap_u"))
    assert gpu_rows(capture) == csv_lines(csvexport(path.stem, "gpu_g"))
    check_schema(capture)


def test_unet_gpu_names():
    capture = cached(UNET[0])
    assert capture.gpu_contexts["name"].tolist() == ["hip"]
    assert capture.gpu_contexts["type"].tolist() == ["Vulkan"]  # type 2, as IREE declares it
    gpu = capture.gpu_zones
    conv = "run_forward$async_dispatch_10_conv_2d_nhwc_hwcf_2x128x128x320x3x3x320_f16"
    assert conv in set(gpu["name"])
    rows = capture.srclocs.loc[gpu.loc[gpu["name"] == conv, "srcloc"].unique()]
    assert (rows["name"] == "").all() and (rows["function"] == conv).all()
    assert "iree_hal_hip_stream_command_buffer" in set(gpu["name"])
    assert (capture.zones["name"] == "BenchmarkIteration").sum() == 4
    assert len(capture.frame_set("Iteration")) == 4


# -- version gates: minimal payloads written from the format notes ----------------











VERSIONS = [(0, 9, 0), (0, 9, 2), (0, 10, 0), (0, 11, 0), (0, 11, 1), (0, 11, 2), (0, 11, 3),
            (0, 12, 3), (0, 12, 4), (0, 13, 2), (0, 13, 4), (0, 13, 5), (0, 14, 0), (0, 14, 9)]


@pytest.mark.parametrize("ver", VERSIONS, ids=lambda v: ".".join(map(str, v)))
def test_version_gates(tmp_path, ver):
    path = tmp_path / "tiny.tracy"
    path.write_bytes(container(tiny_payload(*ver), "zstd", 2))
    c = load(path)
    check_schema(c)
    assert c.metadata.file_version == ".".join(map(str, ver))
    assert (c.metadata.program, c.metadata.capture_name, c.metadata.pid) == ("prog", "cap", 42)
    assert c.threads.reset_index().values.tolist() == [[1, 77, "Main thread"]]
    z = c.zones
    assert z[["thread", "start_ns", "end_ns", "depth", "parent", "srcloc"]].values.tolist() == [
        [1, 100, 160, 0, -1, 1], [1, 110, 130, 1, 0, 1], [1, 200, -1, 0, -1, 1]]
    assert z["name"].tolist() == ["zone_a", "dispatch_x", "zone_a"]
    assert z["text"].isna().tolist() == [True, False, True] and z["text"][1] == "text1"
    g = c.gpu_zones
    assert g[["context", "thread", "cpu_start_ns", "cpu_end_ns", "start_ns", "end_ns",
              "depth", "parent", "srcloc"]].values.tolist() == [[0, 1, 105, 115, 120, 170, 0, -1, -1]]
    assert g["name"].tolist() == ["gpu_k"]
    assert c.gpu_contexts.reset_index().values.tolist() == [[0, "gpuctx", "Custom", 1]]
    assert c.srclocs.loc[-1, ["name", "function", "file", "line"]].tolist() == ["gpu_k", "main", "file.cpp", 7]
    assert c.frames.values.tolist() == [
        ["Frame", 100, 200], ["Frame", 200, 300], ["Frame", 300, -1],
        ["Iteration", 100, 150], ["Iteration", 200, 250]]
    assert c.messages.values.tolist() == [[150, "msg", 1]]


@pytest.mark.parametrize("ver,word", [((0, 15, 0), "newer"), ((1, 0, 0), "newer"),
                                      ((0, 8, 2), "older")])
def test_unknown_versions_are_refused(tmp_path, ver, word):
    path = tmp_path / "future.tracy"
    path.write_bytes(container(tiny_payload(0, 14, 0)[:5] + bytes(ver) + tiny_payload(0, 14, 0)[8:]))
    version = ".".join(map(str, ver))
    with pytest.raises(UnsupportedVersionError, match=rf"future.tracy: file version {version} is {word}"):
        read_tracy(path)


# -- progress, early stop ---------------------------------------------------------

@pytest.mark.needs_shared
def test_progress_is_reported_a_bounded_number_of_times():
    calls = []
    read_tracy(MM, progress=lambda done, total: calls.append((done, total)))
    assert 2 <= len(calls) <= 60
    done = [d for d, _ in calls]
    assert done == sorted(done)
    assert calls[-1][0] == calls[-1][1]
    assert len({t for _, t in calls}) == 1


@pytest.mark.needs_shared
def test_reading_stops_after_the_gpu_zones():
    """The CPU zones of mm.tracy end at 47 % of its payload (format notes
    §2.3): the reader must not wait for the rest."""
    with Payload(str(MM)) as payload:
        from tracy_diff.io.tracy_sections import Parser
        parser = Parser(str(MM), payload)
        parser.parse()
        assert parser.pos == 11_863_178 + 24  # after the (empty) GPU section header
        assert not payload.complete


# -- sample captures (real IREE CPU runs), checked against their manifest ---------

def sample_manifest() -> dict:
    path = SAMPLES / "manifest.json"
    if not path.exists():
        return {}
    import json
    return {c["file"]: c for c in json.loads(path.read_text())["captures"].values()}


SAMPLE_CAPTURES = sample_manifest()


@pytest.mark.skipif(not SAMPLE_CAPTURES, reason="no sample captures yet")
@pytest.mark.parametrize("name", sorted(SAMPLE_CAPTURES))
def test_sample_dispatch_names(name):
    """Every IREE CPU dispatch zone (srcloc iree_hal_cmd_execute_dispatch_tiles)
    is named by its ZoneName, which is one of the module's exports; the
    zone and frame counts are what iree-tracy-capture reported."""
    expected = SAMPLE_CAPTURES[name]
    capture = load(SAMPLES / name)
    zones = capture.zones
    tiles = capture.srclocs.index[capture.srclocs["function"] == "iree_hal_cmd_execute_dispatch_tiles"]
    dispatch = zones[zones["srcloc"].isin(tiles)]
    assert set(dispatch["name"].astype(str)) == set(expected["dispatches"])
    summary = dict(line.split(": ", 1) for line in expected["capture_summary"].splitlines() if ": " in line)
    assert len(zones) == int(summary["Zones"].replace(",", ""))
    assert len(capture.frame_set("Iteration")) == expected["iteration_frames"]
    check_tree(zones, CPU_TIMELINE)
    check_schema(capture)


@pytest.mark.needs_shared
def test_zone_counts_announced_by_the_file_are_checked(tmp_path):
    for path in [MM, *SYNTH_ENCODINGS, *UNET]:
        assert cached(path).warnings == ()
    payload = bytearray(tiny_payload(0, 11, 2))
    at = payload.index(struct.pack("<QQQ", 77, 3, 0))
    payload[at + 8: at + 16] = struct.pack("<Q", 5)
    at = payload.index(struct.pack("<QBQfB", 77, 0, 1, 1.0, 7))
    payload[at + 9: at + 17] = struct.pack("<Q", 2)
    path = tmp_path / "counts.tracy"
    path.write_bytes(container(bytes(payload)))
    capture = load(path)
    assert capture.warnings == ("thread 77: the file announces 5 CPU zones, its timeline holds 3",
                                "GPU context 0: the file announces 2 zones, its timelines hold 1")
    assert len(capture.zones) == 3 and len(capture.gpu_zones) == 1
