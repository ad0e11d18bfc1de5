"""The Capture contract (capture.py's docstring): every table is a DataFrame with
the documented columns, dtypes and index, whatever the importer and the capture;
the reader's numpy columns (``CaptureColumns``) are those tables before pandas."""

import subprocess
import sys

import numpy as np
import pytest

from tests.paths import CSVEXPORT, ROOT, SAMPLES, SHARED
from tracy_diff import load
from tracy_diff.capture import (
    AGGREGATE_COLUMNS,
    FRAME_COLUMNS,
    GPU_CONTEXT_COLUMNS,
    GPU_ZONE_COLUMNS,
    MESSAGE_COLUMNS,
    SRCLOC_COLUMNS,
    THREAD_COLUMNS,
    ZONE_COLUMNS,
    Capture,
    CaptureColumns,
    Coded,
)
from tracy_diff.io.loader import load_columns
from tracy_diff.io.tracy_reader import read_tracy

CONTRACT = {"threads": (THREAD_COLUMNS, "thread"), "srclocs": (SRCLOC_COLUMNS, "srcloc"),
            "zones": (ZONE_COLUMNS, None), "gpu_contexts": (GPU_CONTEXT_COLUMNS, "context"),
            "gpu_zones": (GPU_ZONE_COLUMNS, None), "frames": (FRAME_COLUMNS, None),
            "messages": (MESSAGE_COLUMNS, None)}
# The .tracy reader. (The CSV reader's threads and srclocs indexes are int64 today.)
FILES = [SHARED / "mm.tracy", SHARED / "synth_ks.tracy", SHARED / "gpu" / "unet_baseline.tracy",
         SAMPLES / "baseline.tracy"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_tables_have_the_documented_columns_and_dtypes(path):
    capture = load(path)
    for table, (columns, index) in CONTRACT.items():
        frame = getattr(capture, table)
        assert frame.index.name == index, table
        if index is not None:
            assert str(frame.index.dtype) == columns[index], table
        expected = {c: d for c, d in columns.items() if c != index}
        assert list(frame.columns) == list(expected), table
        for column, dtype in expected.items():
            got = str(frame[column].dtype)
            # str columns may come as pandas' string dtype from the CSV reader
            assert got == dtype or (dtype == "object" and got in ("str", "string")), (table, column, got)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_columns_are_the_tables_and_back(path):
    """The reader's numpy columns are the Capture's tables, column by column
    (no zone column copied on the way), and ``Capture.columns`` gives them back."""
    record = read_tracy(path)
    assert isinstance(record, CaptureColumns)
    capture = Capture.from_columns(record)
    again = capture.columns()
    for table, (columns, index) in CONTRACT.items():
        ours, theirs = getattr(record, table), getattr(again, table)
        assert list(ours.columns) == list(columns) == list(theirs.columns), table
        assert ours.index == index == theirs.index, table
        for column in columns:
            a, b = ours.columns[column], theirs.columns[column]
            if isinstance(a, Coded):
                assert a.labels == b.labels, (table, column)
                np.testing.assert_array_equal(a.codes, b.codes)
            else:
                np.testing.assert_array_equal(a, b)
                assert a.dtype == b.dtype or a.dtype == object, (table, column)
    if len(record.zones):
        assert np.shares_memory(record.zones.array("start_ns"), capture.zones["start_ns"].to_numpy())
        assert np.shares_memory(record.zones.coded("name").codes, capture.zones["name"].array.codes)


STATS_IMPORTS = """
import sys
from tracy_diff.cli import main
code = main(["stats", sys.argv[1], "--format", "csv", "-o", sys.argv[2]])
print(code, *sorted(m for m in ("pandas", "pyarrow", "scipy") if m in sys.modules))
"""


@pytest.mark.slow
@pytest.mark.parametrize("path", [SHARED / "synth_ks.tracy", SHARED / "gpu" / "unet_baseline.tracy"],
                         ids=lambda p: p.name)
def test_stats_of_a_tracy_file_never_imports_pandas(tmp_path, path):
    """``stats`` of a .tracy file reads numpy columns: pandas (a third of a
    second and ~70 MB to load) and pyarrow stay out of the process."""
    out = tmp_path / "stats.csv"
    done = subprocess.run([sys.executable, "-c", STATS_IMPORTS, str(path), str(out)], capture_output=True,
                          text=True, check=True, cwd=ROOT)
    assert done.stdout.split() == ["0"], done.stdout
    assert out.read_text().startswith(",".join(AGGREGATE_COLUMNS))


# Every importer: the .tracy reader, and csvexport's aggregate, -u, -g and -m CSVs.
ALL_KINDS = FILES + [CSVEXPORT / "synth_ks.csvexport.default.csv", CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv",
                     CSVEXPORT / "synth_ks.csvexport.messages_m.csv",
                     CSVEXPORT / "unet_baseline.csvexport.gpu_g.csv.gz"]


@pytest.mark.parametrize("path", ALL_KINDS, ids=lambda p: p.name)
def test_load_columns_holds_what_load_holds(path):
    """``load_columns`` (what ``stats`` reads) and ``load`` (everything else)
    give the same capture: every table's key and columns, value for value,
    categoricals with the same labels and codes."""
    record, capture = load_columns(path), load(path)
    assert (record.path, record.kind, record.metadata, record.warnings) == (
        capture.path, capture.kind, capture.metadata, capture.warnings)
    tables = [*CONTRACT, "aggregates"]
    for table in tables:
        ours, frame = getattr(record, table), getattr(capture, table)
        if frame is None:
            assert ours is None, table
            continue
        assert len(ours) == len(frame), table
        names = [c for c in ours.columns if c != ours.index]
        assert names == [str(c) for c in frame.columns], table
        if ours.index is not None:
            assert ours.index == frame.index.name, table
            np.testing.assert_array_equal(ours.array(ours.index), frame.index.to_numpy())
        for column in names:
            value, series = ours.columns[column], frame[column]
            if isinstance(value, Coded):
                assert value.labels == list(series.cat.categories), (table, column)
                np.testing.assert_array_equal(value.codes, series.cat.codes.to_numpy())
            else:
                assert value.dtype == series.to_numpy().dtype, (table, column)
                assert value.tolist() == series.to_numpy().tolist() or (
                    value.dtype.kind == "f" and np.array_equal(value, series.to_numpy(), equal_nan=True)), (
                    table, column)


#: ``python -m tracy_diff stats`` as a user runs it, every output format; prints
#: the modules it imported that stats of a .tracy file must not load.
HEAVY = ("pandas", "pyarrow", "scipy", "plotly", "dash", "dask", "numexpr", "bottleneck")


@pytest.mark.slow
@pytest.mark.parametrize("args", [[], ["--format", "json"], ["--group-by", "srcloc", "--self"],
                                  ["--gpu", "--format", "csv"]], ids=" ".join)
def test_the_stats_process_imports_no_pandas(tmp_path, args):
    """The real process (``-X importtime`` lists every module it imported):
    none of the heavy libraries, whatever the format and grouping."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "tracy_diff", "stats",
                           str(SHARED / "gpu" / "unet_baseline.tracy"), *args, "-o", str(tmp_path / "out")],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-500:]
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()
                if line.startswith("import time:")}
    assert "tracy_diff.io.tracy_reader" in imported and "numpy" in imported
    assert not {m.split(".")[0] for m in imported} & set(HEAVY)
    assert (tmp_path / "out").stat().st_size > 0


@pytest.mark.slow
def test_stats_of_a_csv_still_reads_it_with_pandas(tmp_path):
    """A CSV input goes through its importer (pandas) and ``Capture.columns``."""
    out = tmp_path / "stats.csv"
    done = subprocess.run([sys.executable, "-c", STATS_IMPORTS, str(CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv"),
                           str(out)], capture_output=True, text=True, check=True, cwd=ROOT)
    assert done.stdout.split()[:2] == ["0", "pandas"], done.stdout
    assert len(out.read_text().splitlines()) > 1
