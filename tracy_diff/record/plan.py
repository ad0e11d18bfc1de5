"""What a recording makes, in which order: capture names as ``diff`` and
``history`` expect them, and builds alternating run after run."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.+-]*$")
_RUN_RE = re.compile(r"_run(\d+)$")


def capture_name(name: str, run: int) -> str:
    """File name of run ``run`` (1-based) of build ``name``: ``name.tracy``,
    then ``name_run2.tracy``, ``name_run3.tracy``..."""
    return f"{name}.tracy" if run == 1 else f"{name}_run{run}.tracy"


def run_of(path: str | Path) -> int:
    """The run number a capture's file name gives (1 without ``_runN``)."""
    m = _RUN_RE.search(Path(path).stem)
    return int(m.group(1)) if m else 1


def valid_name(name: str) -> bool:
    """A build name usable as a file stem (no folders, no ``_runN`` ending)."""
    return bool(_NAME_RE.match(name)) and not _RUN_RE.search(name)


def build_names(paths: Sequence[str | Path], given: Sequence[str] | None = None) -> list[str]:
    """Each build's name: ``given``, else the file stems, else (when stems
    repeat) ``baseline``, ``candidate``, ``build3``..."""
    if given:
        return list(given)
    stems = [Path(p).stem for p in paths]
    if len(set(stems)) == len(stems) and all(valid_name(s) for s in stems):
        return stems
    return ["baseline", "candidate", *(f"build{i}" for i in range(3, len(paths) + 1))][:len(paths)]


def alternating(builds: int, first_run: int, last_run: int) -> Iterator[tuple[int, int]]:
    """(run, build index) in recording order: every build once per run,
    A B A B ..., so that the machine's drift falls on all of them alike."""
    for run in range(first_run, last_run + 1):
        for b in range(builds):
            yield run, b
