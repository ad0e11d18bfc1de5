#!/usr/bin/env python3
"""What the store's integrity checks cost (issue 33), measured side by side in one run.

On a nightly store (``bench/make_history_store.py --nightly``: one build an add, with the checkpoints
and compactions those adds make), in interleaved rounds:

1. a reader (``load_history``, what ``history changes`` reads) with the size check of every part file
   (``Store.check_files``) against the same reader with that check switched off;
2. an add (``Store.commit`` of one build, hashing its part files) against the same add without the
   hashing (the part files written straight to the file system, as before the hashes);
3. ``history verify``'s whole read of the store (every hash), beside the reader.

    python bench/bench_store_checks.py [--dir bench/out] [--builds 300] [--rounds 7]
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

_REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(_REPO))

from tracy_diff.history import store as store_module  # noqa: E402
from tracy_diff.history.query import load_history  # noqa: E402
from tracy_diff.history.store import Store  # noqa: E402
from tracy_diff.history.verify import verify  # noqa: E402

os.environ["TRACY_DIFF_NOISE_CACHE"] = "off"  # no learned noise profile read or written: the rules as shipped


def timed(fn) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def read(url: str, checked: bool) -> None:
    store = Store.open(url)
    if not checked:
        store.check_files = lambda parts: None  # type: ignore[method-assign]
    load_history(store)


def plain_write(self, rel: str, table) -> tuple[int, str]:
    """``Store.write_table`` without the hash: the Parquet file streamed to the file system."""
    import pyarrow.parquet as pq

    self.fs.makedirs(self._path(rel).rsplit("/", 1)[0], exist_ok=True)
    with self.fs.open(self._path(rel), "wb") as f:
        pq.write_table(table, f, compression="zstd", row_group_size=store_module.ROW_GROUP)
    return 0, "0" * 64


def one_add(url: str, rows, k: int, hashed: bool) -> float:
    runs, disp = rows
    tag = f"bench{k}{'h' if hashed else 'p'}"
    import hashlib

    new = hashlib.sha256(tag.encode()).hexdigest()
    r = runs.assign(capture_hash=new, build=tag)
    d = disp.assign(capture_hash=new, build=tag)
    original = Store.write_table
    if not hashed:
        Store.write_table = plain_write  # type: ignore[assignment]
    try:
        store = Store.open(url)
        return timed(lambda: store.commit(r, d))
    finally:
        Store.write_table = original  # type: ignore[method-assign]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=str(_REPO / "bench" / "out"))
    ap.add_argument("--builds", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    url = str(Path(args.dir) / f"checks_store_{args.builds}")
    if not Path(url).exists():
        subprocess.run([sys.executable, str(_REPO / "bench" / "make_history_store.py"), url, "--builds",
                        str(args.builds), "--runs", "3", "--nightly"], check=True)
    store = Store.open(url)
    snap = store.snapshot()
    print(f"store: {args.builds} builds x 3 runs, nightly adds; {len(snap.parts)} parts, commit {snap.sequence}")
    con = store.connect()
    runs = con.execute("SELECT * FROM runs ORDER BY date DESC LIMIT 1").df()
    disp = con.execute("SELECT * FROM dispatches WHERE capture_hash = ?", [runs["capture_hash"][0]]).df()
    read(url, True)  # warm the page cache and the imports
    times: dict[str, list[float]] = {"read checked": [], "read unchecked": [], "add hashed": [], "add plain": [],
                                     "verify": []}
    work = Path(args.dir) / "checks_work"
    for k in range(args.rounds):
        times["read checked"].append(timed(lambda: read(url, True)))
        times["read unchecked"].append(timed(lambda: read(url, False)))
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(url, work)
        times["add hashed"].append(one_add(str(work), (runs, disp), k, True))
        times["add plain"].append(one_add(str(work), (runs, disp), k, False))
        times["verify"].append(timed(lambda: verify(Store.open(url))))
    shutil.rmtree(work, ignore_errors=True)
    med = {k: statistics.median(v) for k, v in times.items()}
    for k, v in med.items():
        print(f"  {k:15s} median {v * 1000:8.1f} ms  (best {min(times[k]) * 1000:.1f} ms, {args.rounds} rounds)")
    print(f"reader with size checks / without: {med['read checked'] / med['read unchecked']:.3f}")
    print(f"add with hashes / without:         {med['add hashed'] / med['add plain']:.3f}")
    print(f"verify / reader:                   {med['verify'] / med['read checked']:.2f}")


if __name__ == "__main__":
    main()
