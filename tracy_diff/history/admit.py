"""What an add may put into a store: names it can show, one build per build id, one program per series.

In: the runs and dispatch rows an add is about to commit (``ingest.frames``)
and the store. Refused (``DiffError``, one line naming the capture, the
build and the series):

* a build id, benchmark or device with a control character (a newline
  would forge lines in a table), empty, or longer than ``MAX_NAME``;
* captures under a build id the series already holds, unless
  ``add_runs`` says they are more runs of it; and then, or within one add,
  runs of one build that are not the same program (their sets of dispatch
  names differ);
* a new build whose dispatches do not continue the series: less than
  ``SAME_SERIES`` of the time of the series' latest build pairs with it
  by name (``analysis.matching.match``, the matcher ``diff`` and the
  lineages use, so a rename or a fusion still continues it; its
  position-only "sequence" groups do not count): a capture of another
  benchmark, to be added under its own ``--benchmark``.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from ..errors import DiffError

if TYPE_CHECKING:
    import pandas as pd

    from .store import Store

#: Longest build id, benchmark or device name kept.
MAX_NAME = 200
#: Share of the latest build's dispatch time a new build of the series must pair with.
SAME_SERIES = 0.5


def check_name(what: str, value: str) -> str:
    """``value`` when it is a usable ``what`` (build id, benchmark, device), else a one-line refusal."""
    if not value.strip():
        raise DiffError(f"{what} {value!r}: empty")
    if len(value) > MAX_NAME:
        raise DiffError(f"{what} {value[:40]!r}...: {len(value)} characters, more than {MAX_NAME}")
    bad = [c for c in value if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp")]
    if bad:
        raise DiffError(f"{what} {value!r}: holds the control character {bad[0]!r} (it would forge lines in "
                        f"reports); use printable characters")
    return value


def admit(store: Store | None, runs: pd.DataFrame, dispatches: pd.DataFrame, add_runs: bool = False) -> None:
    """Refuse what the module doc lists; ``store`` None: a store not made yet (only the add's own runs
    are compared)."""
    for col, what in (("build", "build id"), ("benchmark", "benchmark"), ("device", "device")):
        for value in runs[col].unique():
            check_name(what, str(value))
    names = {h: frozenset(g) for h, g in dispatches.groupby("capture_hash")["name"]}
    paths = dict(zip(runs["capture_hash"], runs["path"]))
    for (build, bench, device), group in runs.groupby(["build", "benchmark", "device"], sort=True):
        first = group["capture_hash"].iloc[0]
        for h in group["capture_hash"].iloc[1:]:
            if names[h] != names[first]:
                raise DiffError(f"{paths[h]}: not the same program as {paths[first]} (other dispatches), yet both "
                                f"are runs of build {build}; give each program its own build or --benchmark")
        if store is not None:
            seq = [str(n) for n in group["sequence"].iloc[0]]
            _against_store(store, str(build), str(bench), str(device), paths[first], (names[first], seq), add_runs)


def _against_store(store: Store, build: str, bench: str, device: str, path: str,
                   program: tuple[frozenset[str], list[str]], add_runs: bool) -> None:
    """One build of a series (its dispatch names and sequence) against what the store holds of that series."""
    if (bench, device) not in store.series_keys():
        return
    with store.reading():
        _against_series(store, build, bench, device, path, program, add_runs)


def _against_series(store: Store, build: str, bench: str, device: str, path: str,
                    program: tuple[frozenset[str], list[str]], add_runs: bool) -> None:
    names = program[0]
    con = store.connect_series(bench, device)
    series = f"series {bench} / {device}"
    if con.execute("SELECT 1 FROM runs WHERE build = ? LIMIT 1", [build]).fetchone() is not None:
        if not add_runs:
            raise DiffError(f"build {build} is already in {series}; {path} would mix another add into it: give "
                            f"--add-runs if these captures are more runs of that build, else another --build")
        have = {r[0] for r in con.execute("SELECT DISTINCT name FROM dispatches WHERE build = ?", [build]).fetchall()}
        if have != names:
            raise DiffError(f"{path}: not the same program as build {build} in {series} (other dispatches); "
                            f"--add-runs adds only more runs of the same program")
        return
    row = con.execute("SELECT build, sequence FROM runs ORDER BY date DESC, build DESC LIMIT 1").fetchone()
    if row is None:  # a series of no runs: nothing to continue
        return
    latest, seq = row
    rows = con.execute("SELECT name, median(iter_median_ms) FROM dispatches WHERE build = ? GROUP BY name",
                       [latest]).fetchall()
    share = paired_share({str(n): float(ms or 0.0) for n, ms in rows}, [str(n) for n in seq or ()], program)
    if share < SAME_SERIES:
        raise DiffError(f"{path}: its dispatches do not continue {series} (they pair with {share:.0%} of its latest "
                        f"build {latest}, by time or by dispatches): a capture of another benchmark? give it its own "
                        f"--benchmark NAME")


def paired_share(weights: dict[str, float], sequence: list[str], program: tuple[frozenset[str], list[str]]) -> float:
    """How much of a build (``weights``: its name -> ms per iteration; ``sequence``: its dispatch
    sequence) ``match`` pairs by name with ``program`` (names, sequence): the larger of the share of
    its time and the share of its dispatches, as the diff's different-programs rule reads it (a
    codegen change renames the dispatches holding most of the time, not most dispatches)."""
    from ..analysis.matching.pairing import GroupKind, match
    from ..diff import Tier

    total = sum(weights.values())
    if total <= 0:
        return 1.0
    groups = match(sequence, program[1], sorted(weights), sorted(program[0]))
    # Paired by name (exact, ordinal, shape, ...); a "sequence" group pairs programs by position alone.
    paired = {n for g in groups if g.kind not in (GroupKind.REMOVED, GroupKind.ADDED)
              and g.match not in (Tier.SEQUENCE, Tier.NONE) for n in g.baseline}
    by_time = sum(w for n, w in weights.items() if n in paired) / total
    return max(by_time, len(paired & set(weights)) / len(weights))


__all__ = ["MAX_NAME", "SAME_SERIES", "admit", "check_name", "paired_share"]
