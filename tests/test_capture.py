"""The Capture contract: tables read as DataFrames, columns read as numpy
without building them, and the stats command without pandas."""

import subprocess
import sys

import numpy as np
import pytest

from tests.paths import ROOT, SHARED
from tracy_diff import load

TABLES = ("threads", "srclocs", "zones", "gpu_contexts", "gpu_zones", "frames", "messages")


@pytest.mark.parametrize("file", ["mm.tracy", "synth_ks.tracy", "gpu/unet_baseline.tracy"])
def test_columns_read_before_the_tables_equal_the_tables(file):
    lazy, built = load(SHARED / file), load(SHARED / file)
    for table in TABLES:
        frame = getattr(built, table)
        assert lazy.size(table) == len(frame), table
        if frame.index.name:
            assert lazy.column(table, frame.index.name).tolist() == frame.index.tolist()
        for name in frame.columns:
            if frame[name].dtype == "category":
                codes, categories = lazy.codes(table, name)
                assert categories == list(frame[name].cat.categories), (table, name)
                assert np.array_equal(codes, frame[name].cat.codes.to_numpy()), (table, name)
            else:
                assert np.array_equal(lazy.column(table, name), frame[name].to_numpy()), (table, name)
    # Once built, the same calls read the DataFrames.
    assert lazy.zones is lazy.zones
    assert np.array_equal(lazy.column("zones", "parent"), built.zones["parent"].to_numpy())
    assert lazy.codes("zones", "name")[1] == list(built.zones["name"].cat.categories)


def test_stats_command_does_without_pandas():
    script = ("import sys; from tracy_diff.cli import main; "
              f"code = main(['stats', {str(SHARED / 'mm.tracy')!r}, '--format', 'csv']); "
              "assert 'pandas' not in sys.modules, 'pandas was imported'; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("name,src_file,src_line,total_ns")
