"""Per-group statistics against csvexport's own output, and the ``stats`` command."""

import csv
import io
import json
import math

import numpy as np
import pandas as pd
import pytest

from tests.command_line import run_cli
from tests.paths import CSVEXPORT, SHARED
from tracy_diff import load
from tracy_diff.analysis.aggregate import StatsTable, aggregate, csvexport_std, int_sum
from tracy_diff.capture import AGGREGATE_COLUMNS
from tracy_diff.errors import TracyFormatError
from tracy_diff.report.stats import format_ns, render_stats

TRACY_FILES = [pytest.param("mm.tracy", "mm", marks=pytest.mark.needs_shared),
               ("synth_ks.tracy", "synth_ks"),
               pytest.param("synth_ks.v0_14_0.tracy", "synth_ks", marks=pytest.mark.needs_shared),
               pytest.param("synth_ks.lz4_3streams.tracy", "synth_ks", marks=pytest.mark.needs_shared)]


def _oracle(stem: str, mode: str) -> list[str]:
    lines = (CSVEXPORT / f"{stem}.csvexport.{mode}.csv").read_text().splitlines()
    return sorted(lines[1:])


def _ours(table, capture) -> list[str]:
    lines = render_stats(table, "csv", capture).splitlines()
    assert lines[0] == ",".join(AGGREGATE_COLUMNS)
    return sorted(lines[1:])


@pytest.fixture(scope="module")
def mm():
    return load(SHARED / "mm.tracy")


@pytest.fixture(scope="module")
def mm_unwrap():
    return load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz")


@pytest.mark.parametrize("file, stem", TRACY_FILES)
@pytest.mark.parametrize("mode, self_time", [("default", False), ("self_e", True)])
def test_tracy_capture_reproduces_csvexport_exactly(file, stem, mode, self_time):
    capture = load(SHARED / file)
    table = aggregate(capture, group_by="srcloc", self_time=self_time)
    assert _ours(table, capture) == _oracle(stem, mode)


@pytest.mark.parametrize("stem", [pytest.param("mm", marks=pytest.mark.needs_shared), "synth_ks"])
@pytest.mark.parametrize("mode, self_time", [("default", False), ("self_e", True)])
def test_unwrap_csv_reproduces_csvexport(stem, mode, self_time):
    """From ``-u`` rows: every column exact except total_perc, whose capture
    end the CSV does not carry (the last zone end stands in for it)."""
    suffix = ".gz" if stem == "mm" else ""
    capture = load(CSVEXPORT / f"{stem}.csvexport.unwrap_u.csv{suffix}")
    table = aggregate(capture, group_by="srcloc", self_time=self_time)
    ours = [r.split(",") for r in _ours(table, capture)]
    theirs = [r.split(",") for r in _oracle(stem, mode)]
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert a[:4] + a[5:] == b[:4] + b[5:]
        assert float(a[4]) == pytest.approx(float(b[4]), rel=0.05, abs=1e-6)


@pytest.mark.needs_shared
def test_sorted_by_total_then_name(mm):
    table = aggregate(mm, group_by="srcloc").frame()
    totals = table["total_ns"].to_numpy()
    assert (np.diff(totals) <= 0).all()
    ties = table[table.duplicated("total_ns", keep=False)]
    for _, group in ties.groupby("total_ns"):
        assert group["name"].tolist() == sorted(group["name"])
    assert list(table.columns) == list(AGGREGATE_COLUMNS)
    assert table.attrs == {"group_by": "srcloc", "gpu": False, "self_time": False}


@pytest.mark.needs_shared
def test_group_by_name_splits_iree_dispatches(mm):
    by_srcloc = aggregate(mm, group_by="srcloc").frame()
    by_name = aggregate(mm, group_by="name").frame()
    tiles = by_srcloc[by_srcloc["name"] == "iree_hal_cmd_execute_dispatch_tiles"].iloc[0]
    dispatches = by_name[by_name["name"].str.startswith("main_dispatch_")]
    assert len(dispatches) == 3
    assert dispatches["counts"].sum() == tiles["counts"]
    assert dispatches["total_ns"].sum() == tiles["total_ns"]
    assert dispatches["min_ns"].min() == tiles["min_ns"]
    assert dispatches["max_ns"].max() == tiles["max_ns"]
    assert set(dispatches["src_file"]) == {tiles["src_file"]}
    assert set(dispatches["src_line"]) == {tiles["src_line"]}
    assert by_name["total_ns"].sum() == by_srcloc["total_ns"].sum()
    assert by_name["counts"].sum() == by_srcloc["counts"].sum() == 191_042


def _independent(zones: pd.DataFrame, self_time: bool) -> pd.DataFrame:
    """Per-name statistics with plain pandas, for comparison."""
    span = zones["end_ns"] - zones["start_ns"]
    value = span.copy()
    if self_time:
        child = zones["parent"] >= 0
        children = span[child].clip(lower=0).groupby(zones["parent"][child]).sum()
        value = span - children.reindex(range(len(zones)), fill_value=0).to_numpy()
    valid = (zones["end_ns"] >= 0) & (span > 0)
    frame = pd.DataFrame({"name": zones["name"].astype(str), "v": value})[valid]
    return frame.groupby("name")["v"].agg(["sum", "count", "min", "max", "std"])


@pytest.mark.parametrize("self_time", [False, True])
@pytest.mark.parametrize("file", [pytest.param("mm.tracy", marks=pytest.mark.needs_shared),
                                  "synth_ks.tracy"])
def test_group_by_name_matches_plain_pandas(file, self_time):
    capture = load(SHARED / file)
    table = aggregate(capture, group_by="name", self_time=self_time).frame().set_index("name")
    expected = _independent(capture.zones, self_time)
    assert sorted(table.index) == sorted(expected.index)
    expected = expected.loc[table.index]
    assert (table["total_ns"] == expected["sum"]).all()
    assert (table["counts"] == expected["count"]).all()
    assert (table["min_ns"] == expected["min"]).all()
    assert (table["max_ns"] == expected["max"]).all()
    assert (table["mean_ns"] == expected["sum"] // expected["count"]).all()
    np.testing.assert_allclose(table["std_ns"], expected["std"].fillna(0.0), rtol=1e-9, atol=1e-6)


def test_zone_without_end_is_not_counted():
    capture = load(SHARED / "synth_ks.tracy")
    assert len(capture.zones) == 321
    assert aggregate(capture, group_by="srcloc")["counts"].sum() == 320


@pytest.mark.parametrize("file, oracle", [
    ("synth_ks.tracy", "synth_ks.csvexport.gpu_g.csv"),
    ("gpu/unet_baseline.tracy", "unet_baseline.csvexport.gpu_g.csv.gz"),
    ("gpu/unet_candidate.tracy", "unet_candidate.csvexport.gpu_g.csv.gz"),
])
def test_gpu_totals_match_csvexport_g(file, oracle):
    capture = load(SHARED / file)
    table = aggregate(capture, group_by="srcloc", gpu=True).frame()
    rows = pd.read_csv(CSVEXPORT / oracle, keep_default_na=False)
    rows.columns = ["name", "src_file", "start", "duration"]
    expected = rows.groupby(["name", "src_file"])["duration"].agg(["sum", "count", "min", "max"])
    got = table.set_index(["name", "src_file"]).sort_index()
    expected = expected.loc[got.index]
    assert len(got) == len(rows.groupby(["name", "src_file"]))
    assert got["total_ns"].tolist() == expected["sum"].tolist()
    assert got["counts"].tolist() == expected["count"].tolist()
    assert got["min_ns"].tolist() == expected["min"].tolist()
    assert got["max_ns"].tolist() == expected["max"].tolist()
    # the -g CSV read back gives the same per-name totals
    from_csv = aggregate(load(CSVEXPORT / oracle), group_by="name", gpu=True).frame().set_index("name")
    by_name = aggregate(capture, group_by="name", gpu=True).frame().set_index("name")
    assert by_name["total_ns"].sort_index().equals(from_csv["total_ns"].sort_index())


def test_aggregate_csv_gives_its_rows_back():
    capture = load(CSVEXPORT / "mm.csvexport.default.csv")
    for group_by in ("name", "srcloc"):
        table = aggregate(capture, group_by=group_by)
        assert _ours(table, capture) == _oracle("mm", "default")
    with pytest.raises(TracyFormatError, match="no GPU zones"):
        aggregate(capture, gpu=True)
    with pytest.raises(TracyFormatError):
        aggregate(capture, self_time=True)


def test_capture_without_zones_gives_empty_table():
    capture = load(CSVEXPORT / "mm.csvexport.messages_m.csv")
    table = aggregate(capture)
    assert len(table) == 0 and list(table.columns) == list(AGGREGATE_COLUMNS)
    assert table["total_ns"].dtype == np.int64
    assert table.frame().empty and list(table.frame().columns) == list(AGGREGATE_COLUMNS)
    assert render_stats(table, "csv", capture) == ",".join(AGGREGATE_COLUMNS) + "\n"
    assert json.loads(render_stats(table, "json", capture))["rows"] == []
    assert "no zones" in render_stats(table, "table", capture)


def test_csvexport_std_wraps_like_unsigned_64_bit():
    mean = np.array([5_000_000_000, 7], np.int64)
    counts = np.array([3, 4], np.int64)
    total = mean * counts
    sum_sq = np.array([2e20, 200.0])
    got = csvexport_std(sum_sq, total, mean, counts)
    m, c = 5_000_000_000, 3
    assert m * m * c > 2**64  # the first group wraps
    for i in range(2):
        m, c = int(mean[i]), int(counts[i])
        ss = sum_sq[i] - 2.0 * float(total[i]) * float(m) + float((m * m * c) % 2**64)
        assert got[i] == math.sqrt(ss / (c - 1))
    assert csvexport_std(np.array([4.0]), np.array([2]), np.array([2]), np.array([1]))[0] == 0.0


def test_int_sum_is_exact_past_float_precision():
    key = np.array([0, 1, 0, 1, 0])
    values = np.array([2**60, 3, 2**60 + 1, -5, 7], np.int64)
    assert int_sum(key, values, 2).tolist() == [2**61 + 8, -2]


def test_csv_output_quotes_what_needs_it():
    columns = {
        "name": ["a<int, float>", 'say "hi"'], "src_file": ["x.cc", ""], "src_line": [3, -1],
        "total_ns": [10, 5], "total_perc": [1.5, 0.25], "counts": [2, 1], "mean_ns": [5, 5],
        "min_ns": [4, 5], "max_ns": [6, 5], "std_ns": [1.4142135, 0.0]}
    table = StatsTable({c: np.array(v, dtype=object if c in ("name", "src_file") else None)
                        for c, v in columns.items()}, "srcloc", False, False)
    text = render_stats(table, "csv", load(CSVEXPORT / "synth_ks.csvexport.default.csv"))
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[1] == ["a<int, float>", "x.cc", "3", "10", "1.500000", "2", "5", "4", "6", "1.414214"]
    assert rows[2][0] == 'say "hi"'
    assert len(text.splitlines()) == 3
    assert text.splitlines()[2].startswith('"say ""hi"""')


@pytest.mark.needs_shared
def test_json_output(mm):
    table = aggregate(mm, group_by="srcloc", self_time=True)
    document = json.loads(render_stats(table, "json", mm))
    assert document["capture"]["program"] == mm.metadata.program
    assert document["capture"]["file_version"] == mm.metadata.file_version
    assert document["capture"]["zones"] == len(mm.zones)
    assert (document["group_by"], document["gpu"], document["self_time"]) == ("srcloc", False, True)
    assert len(document["rows"]) == len(table)
    first = document["rows"][0]
    assert list(first) == list(AGGREGATE_COLUMNS)
    assert first["total_ns"] == int(table["total_ns"][0])
    assert isinstance(first["counts"], int) and isinstance(first["std_ns"], float)


def test_format_ns():
    assert [format_ns(v) for v in (9, 999, 53029, 233857, 2_559_335_911)] == \
        ["9 ns", "999 ns", "53 µs", "234 µs", "2.56 s"]
    assert format_ns(float("nan")) == "-"


@pytest.mark.needs_shared
def test_table_output_fits_the_terminal(mm, monkeypatch):
    table = aggregate(mm)
    monkeypatch.setenv("COLUMNS", "200")
    lines = render_stats(table, "table", mm).splitlines()
    assert mm.metadata.program in lines[0] and "191,042" in lines[0]
    assert lines[1].split() == ["name", "total", "%", "count", "mean", "min", "max", "std"]
    body = lines[3:]
    assert len(body) == len(table)
    assert "10,944" not in "\n".join(body)  # dispatches are split by name
    assert any(line.startswith("main_dispatch_0_batch_matmul_4x256x256x64_f32 ")
               and "7,296" in line for line in body)
    monkeypatch.setenv("COLUMNS", "80")
    lines = render_stats(table, "table", mm).splitlines()
    assert all(len(line) <= 80 for line in lines[1:])
    assert any(line.startswith("dispatch_0_") and "…" in line and "7,296" in line for line in lines)


def _cli(*args):
    return run_cli("stats", *args)


@pytest.mark.needs_shared
def test_cli_csv_equals_csvexport():
    result = _cli(SHARED / "mm.tracy", "--group-by", "srcloc", "--format", "csv")
    assert result.returncode == 0, result.stderr
    assert sorted(result.stdout.splitlines()[1:]) == _oracle("mm", "default")
    result = _cli(SHARED / "synth_ks.tracy", "--group-by", "srcloc", "--self", "--format", "csv")
    assert sorted(result.stdout.splitlines()[1:]) == _oracle("synth_ks", "self_e")


def test_cli_table_and_output_file(tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    result = _cli(SHARED / "gpu" / "unet_baseline.tracy", "--gpu")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "GPU zones" in lines[0] and lines[1].split()[:3] == ["name", "total", "%"]
    assert all(len(line) <= 120 for line in lines)
    out = tmp_path / "stats.json"
    result = _cli(CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv", "--format", "json", "-o", out)
    assert result.returncode == 0 and result.stdout == ""
    assert json.loads(out.read_text())["capture"]["kind"] == "csv-zones"


def test_cli_bad_file_exits_2(tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("name,src_file,src_line,total_ns,total_perc,counts,mean_ns,min_ns,max_ns,std_ns\n"
                   "a,b,1,2,3.0,x,1,1,1,0.0\n")
    for path in (bad, tmp_path / "missing.tracy"):
        result = _cli(path)
        assert result.returncode == 2
        assert result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1
        assert result.stderr.startswith("tracy-diff: error: ") and str(path) in result.stderr


def _random_capture(seed: int):
    """Zones with what the passes must get right: unfinished and empty zones,
    names missing (NaN), names spanning several srclocs, spans past float
    precision, random nesting (for self times), and more zones than one chunk."""
    import dataclasses

    from tracy_diff import capture as cap
    rng = np.random.default_rng(seed)
    n = 2_500_000 if seed == 0 else 50_000
    start = np.sort(rng.integers(0, 1 << 40, n))
    end = start + rng.choice([0, -5, 7, 1 << 10, 1 << 20, 1 << 54], n, p=[.05, .02, .3, .4, .22, .01])
    end[rng.random(n) < 0.02] = -1
    parent = np.where(rng.random(n) < 0.5, np.arange(n) - rng.integers(1, 10, n), -1)
    parent[parent < 0] = -1
    names = [f"n{i}" for i in range(int(rng.integers(1, 300)))]
    codes = rng.integers(-1, len(names), n)
    zones = pd.DataFrame({
        "thread": np.zeros(n, np.int32), "start_ns": start.astype(np.int64), "end_ns": end.astype(np.int64),
        "depth": np.zeros(n, np.int16), "parent": parent.astype(np.int64),
        "srcloc": (codes % 7 + rng.integers(0, 2, n) * (codes % 3 == 0)).astype(np.int32),
        "name": pd.Categorical.from_codes(codes, categories=names), "text": pd.Categorical([None] * n)})
    base = load(SHARED / "synth_ks.tracy")
    return dataclasses.replace(base, zones=zones, srclocs=cap.empty_srclocs())


@pytest.mark.parametrize("source", ["synth_ks.tracy", pytest.param("mm.tracy", marks=pytest.mark.needs_shared),
                                    "random0", "random1"])
@pytest.mark.parametrize("group_by", ["name", "srcloc"])
@pytest.mark.parametrize("self_time", [False, True])
def test_compiled_passes_give_numpys_numbers(monkeypatch, source, group_by, self_time):
    """The compiled passes and the numpy ones give every column identically
    (floats to the bit), on real captures and on zones built to be hard."""
    import tracy_diff.analysis.aggregate as agg
    if agg._compiled is None:
        pytest.skip("the compiled passes are not built")
    capture = _random_capture(int(source[-1])) if source.startswith("random") else load(SHARED / source)
    compiled = aggregate(capture, group_by=group_by, self_time=self_time)
    monkeypatch.setattr(agg, "_compiled", None)
    plain = aggregate(capture, group_by=group_by, self_time=self_time)
    assert len(compiled) > 0
    for column in AGGREGATE_COLUMNS:
        a, b = compiled[column], plain[column]
        if a.dtype == np.float64:
            assert a.tobytes() == b.tobytes(), column
        else:
            assert a.tolist() == b.tolist(), column
