"""What the history tests share: the sample runs, a store's files, the command line run in process,
a store's answers, synthetic builds from real rows, and fsspec's memory filesystem with injected
write failures (registered as ``flakymem://``)."""

from __future__ import annotations

import hashlib
import os

import fsspec
import pandas as pd
from fsspec.implementations.memory import MemoryFileSystem

from tests.paths import SAMPLES
from tracy_diff.cli import main
from tracy_diff.history.query import TOTAL, load_history
from tracy_diff.history.store import Store

BASE = [SAMPLES / f"baseline_run{k}.tracy" for k in (3, 4, 5)]
RUN2 = SAMPLES / "baseline_run2.tracy"  # one more run of the program of BASE, in no store yet


def tree(root) -> dict[str, int]:
    """Every file under ``root`` with its size: what "unchanged" means."""
    out = {}
    for folder, _, files in os.walk(root):
        for f in files:
            p = os.path.join(folder, f)
            out[os.path.relpath(p, root)] = os.path.getsize(p)
    return out


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out, out.err



def one_line_error(code: int, err: str) -> str:
    """The error line of a refused command (exit 2, one line, no traceback)."""
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("tracy-diff: error: ") and "Traceback" not in err, err
    return err


def answers(root, builds=None) -> dict:
    """What a reader sees of each build (runs, total's mean log), of ``builds`` when given."""
    h = load_history(Store.open(str(root)))
    total = {int(b): round(float(m), 12) for lin, b, m in zip(h.series.lineage, h.series.b, h.series.mean_log)
             if lin == TOTAL}
    out = {name: (int(h.builds.runs[i]), total.get(i)) for i, name in enumerate(h.builds.build)}
    return out if builds is None else {b: out[b] for b in builds}


def build_rows(real_rows, k: int) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Build ``k`` of a nightly series: one real run (of the three, in turn) under a new build id, date
    and content hash."""
    runs, disp = real_rows
    src = runs.iloc[[k % len(runs)]].copy()
    old = src["capture_hash"].iloc[0]
    new = hashlib.sha256(f"{old}/{k}".encode()).hexdigest()
    build = f"n{k:04d}"
    src = src.assign(capture_hash=new, build=build, date=pd.Timestamp("2026-01-01", tz="UTC") + pd.Timedelta(days=k))
    d = disp[disp["capture_hash"] == old].assign(capture_hash=new, build=build)
    return src, d


class FlakyMemory(MemoryFileSystem):
    """fsspec's in-memory filesystem whose ``fail_at``-th write fails (a dropped
    connection half-way through an add): opening a file to write, a whole-file
    put, or a copy. ``torn``: the failing file write leaves its first bytes behind."""

    protocol = "flakymem"
    store: dict = {}
    pseudo_dirs = [""]
    fail_at: int | None = None
    torn = False
    writes = 0

    @classmethod
    def _strip_protocol(cls, path):
        return super()._strip_protocol(str(path).removeprefix("flakymem://"))

    def _tick(self, what: str) -> None:
        FlakyMemory.writes += 1
        if FlakyMemory.writes == FlakyMemory.fail_at:
            raise OSError(f"injected failure at write {FlakyMemory.writes} ({what})")

    def _open(self, path, mode="rb", **kwargs):
        if "w" in mode or "x" in mode:
            if FlakyMemory.torn and FlakyMemory.writes + 1 == FlakyMemory.fail_at:
                FlakyMemory.writes += 1
                f = super()._open(path, mode, **kwargs)
                f.write(b"PAR1 torn")
                raise OSError(f"injected failure half-way through writing {path}")
            self._tick(f"open {path}")
        return super()._open(path, mode, **kwargs)

    def cp_file(self, path1, path2, **kwargs):
        self._tick(f"copy to {path2}")
        return super().cp_file(path1, path2, **kwargs)


fsspec.register_implementation("flakymem", FlakyMemory, clobber=True)


def memory_url(tmp_path, protocol: str = "memory") -> str:
    """A fresh in-memory store location (the memory filesystem is one per process)."""
    return f"{protocol}://{tmp_path.name}/store"
