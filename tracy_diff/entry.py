"""What tracy-diff's entry points (the ``tracy-diff`` command, ``python -m
tracy_diff``, ``tracy-diff ui``, ``app.py``) set up for their own process.

The library sets nothing in its caller's process: a program that imports
``tracy_diff`` keeps its own environment. An entry point owns its process
and calls ``prepare_process()`` before numpy loads.
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

#: Environment variables an entry point sets (a setting the user made wins):
#: tracy-diff multiplies no matrices, and OpenBLAS's thread pool, started when
#: numpy loads, cost each process 0.3-0.5 s on a busy 2-core machine
#: (bench/bench_load.py: stats of a 2.4M-zone capture 1.58 -> 1.05 s wall);
#: numpy asks for transparent huge pages for big arrays, and where the kernel
#: compacts memory on the page fault (THP defrag "madvise") the zone columns
#: cost more system time than reading them (stats of the 10M-zone capture
#: 2.04 -> 1.39 s CPU, median of 5).
PROCESS_ENVIRONMENT = {"OPENBLAS_NUM_THREADS": "1", "NUMPY_MADVISE_HUGEPAGE": "0"}

_warned = False


def prepare_process() -> None:
    """Set ``PROCESS_ENVIRONMENT`` where the user did not; numpy reads both
    when it loads, so nothing changes once it has."""
    if "numpy" in sys.modules:
        return
    for name, value in PROCESS_ENVIRONMENT.items():
        os.environ.setdefault(name, value)


def compiled_walk_missing() -> bool:
    """True when the compiled zone walk (``tracy_diff/io/_timeline.c``) was
    not built with this install (no C compiler at install time) and the
    user did not ask for the Python walk (``TRACY_DIFF_PURE_PYTHON``)."""
    if os.environ.get("TRACY_DIFF_PURE_PYTHON"):
        return False
    folder = Path(__file__).resolve().parent / "io"
    return not any((folder / f"_timeline{suffix}").exists() for suffix in EXTENSION_SUFFIXES)


def warn_if_slow() -> None:
    """One line on stderr, once per process, when the compiled walk is missing."""
    global _warned
    if _warned or not compiled_walk_missing():
        return
    _warned = True
    print("tracy-diff: warning: the compiled zone walk is not built (no C compiler when tracy-diff was "
          "installed): .tracy files are read in Python, which is slower; install a C compiler and "
          "reinstall tracy-diff to build it", file=sys.stderr)


def import_in_background(*modules: str) -> None:
    """Import ``modules`` (by name; those not imported yet) on a thread of its
    own, while the process waits on something else (a capture's
    decompression). The caller imports first what it needs meanwhile, so the
    two threads never import one module each needs from the other. An import
    that fails here fails again, and is reported, where it is used."""
    wanted = [m for m in modules if m not in sys.modules]
    if not wanted:
        return

    def work() -> None:
        try:
            for name in wanted:
                importlib.import_module(name)
        except Exception:  # noqa: BLE001,S110  (see the docstring)
            pass

    threading.Thread(target=work, name="tracy-diff imports", daemon=True).start()
