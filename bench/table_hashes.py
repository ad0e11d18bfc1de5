#!/usr/bin/env python3
"""Print a hash of every table of every capture given (or found under the folders given).

    python bench/table_hashes.py /work/shared/captures sample_captures > hashes.txt

A safety net for reader changes: run it before and after, diff the outputs.
Every column's values, dtype, and the index count; categoricals by their labels.
"""
from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd()))
import tracy_diff  # noqa: E402

TABLES = ("threads", "srclocs", "zones", "gpu_contexts", "gpu_zones", "frames", "messages")


def column_digest(series) -> str:
    h = hashlib.sha256(str(series.dtype).encode())
    if str(series.dtype) in ("category", "object", "str") or series.dtype == object:
        h.update(repr(series.astype(object).where(series.notna(), None).tolist()).encode())
    else:
        h.update(series.to_numpy().tobytes())
    return h.hexdigest()[:16]


def main(paths: list[str]) -> None:
    files = []
    for p in map(Path, paths):
        files += sorted(p.rglob("*.tracy")) if p.is_dir() else [p]
    for f in files:
        capture = tracy_diff.load(f)
        for table in TABLES:
            frame = getattr(capture, table).reset_index()
            cols = " ".join(f"{c}={column_digest(frame[c])}" for c in frame.columns)
            print(f"{f} {table} rows={len(frame)} {cols}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
