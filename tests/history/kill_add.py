"""Fault injection: ``history add`` killed (SIGKILL) just before its k-th write to the file system.

``python -m tests.history.kill_add SPEC``, SPEC a JSON file: ``{"base": store folder, "work": folder,
"points": [k, ...], "add": [add arguments after the store]}``. For each k the base store is copied to
``work/k<k>`` and a forked child runs ``tracy-diff history add work/k<k> ...`` with an audit hook that
counts the calls that change the file system (an open for writing, mkdir, link, rename, replace,
remove, truncate) and kills the child before the k-th; k = 0 never kills and counts them. Prints a JSON
list: per k, ``{"k", "killed", "writes"}`` (``writes``: the count, for k = 0).

The heavy modules are imported once, here, before any child is forked (no thread runs yet: BLAS is
held to one), so each child only reads its capture and writes.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import duckdb  # noqa: E402,F401
import pyarrow.parquet  # noqa: E402,F401

import tracy_diff.history.ingest  # noqa: E402,F401
import tracy_diff.history.verify  # noqa: E402,F401
from tracy_diff.cli import main  # noqa: E402

CHANGING = {"os.mkdir", "os.link", "os.rename", "os.replace", "os.remove", "os.rmdir", "os.truncate",
            "os.symlink", "shutil.move", "shutil.rmtree"}
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _hook(kill_at: int, count: list[int]):
    def hook(event: str, args: tuple) -> None:
        if event == "open":
            flags = args[2] if len(args) > 2 else 0
            if not (isinstance(flags, int) and flags & WRITE_FLAGS):
                return
        elif event not in CHANGING:
            return
        count[0] += 1
        if count[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
    return hook


def trial(base: str, work: str, k: int, add: list[str]) -> dict:
    store = os.path.join(work, f"k{k}")
    shutil.copytree(base, store)
    counted = os.path.join(work, f"k{k}.count")
    pid = os.fork()
    if pid == 0:
        count = [0]
        sys.addaudithook(_hook(k, count))
        code = 3
        try:
            code = main(["history", "add", store, *add])
        finally:
            n = count[0]
            with open(counted, "w") as f:
                f.write(str(n))
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    writes = int(open(counted).read()) if os.path.exists(counted) else None
    return {"k": k, "killed": killed, "code": None if killed else os.waitstatus_to_exitcode(status),
            "writes": writes, "store": store}


if __name__ == "__main__":
    spec = json.load(open(sys.argv[1]))
    print(json.dumps([trial(spec["base"], spec["work"], k, spec["add"]) for k in spec["points"]]))
