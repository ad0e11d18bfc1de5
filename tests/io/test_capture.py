"""The Capture contract (capture.py's docstring): every table is a DataFrame with
the documented columns, dtypes and index, whatever the importer and the capture."""

import pytest

from tests.paths import SAMPLES, SHARED
from tracy_diff import load
from tracy_diff.capture import (
    FRAME_COLUMNS,
    GPU_CONTEXT_COLUMNS,
    GPU_ZONE_COLUMNS,
    MESSAGE_COLUMNS,
    SRCLOC_COLUMNS,
    THREAD_COLUMNS,
    ZONE_COLUMNS,
)

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
