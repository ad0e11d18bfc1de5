"""The store's runs of one benchmark and device as series: DuckDB queries.

In: a ``Store`` and optionally a benchmark and a device (needed when the
store holds several). Out: ``History``: the builds in date order (ties by
build id, ``Builds``), their epochs and lineages (``lineage.follow``), and
per lineage and build the estimate the change points work on (``Series``,
numpy columns: reading a history needs no pandas, so ``history changes``
does not pay for importing it):

* a run's value of a lineage is its name's ``iter_median_ms`` (a lineage
  has one name per build; time per iteration, so a fused kernel's time
  includes what fused into it);
* per build: the runs, the mean and sample variance of their log values,
  and the mean within-run variance of a log value (``log_var``);
* the total is the same from each run's ``dispatch_ms_per_iter``.

``run_values`` gives one lineage's runs (for a chart; a DataFrame).

Everything heavy (joins, sums per run, means per build) runs in DuckDB
over the Parquet files; Python sees one row per build and lineage.

Refused (``StoreError``): an empty store ("no runs yet"), a store of
several benchmarks or devices without a choice (the choices are listed),
a choice the store does not hold.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

import numpy as np

from .lineage import Epoch, Lineages, follow
from .store import Store, StoreError

if TYPE_CHECKING:
    import duckdb
    import pandas as pd

TOTAL = -1  # lineage id of the total


@dataclass(frozen=True)
class Builds:
    """A series' builds in order; position = build index ``b``."""

    build: list[str]
    runs: np.ndarray  # int64: captures (runs) of the build
    signature: list[str]  # the most common dispatch signature of its runs
    epoch: np.ndarray  # int64: its epoch (a stretch of builds of one signature)
    conditions: list[dict[str, Any] | None]  # its runs' most common capture conditions (summary.CONDITIONS)

    def __len__(self) -> int:
        return len(self.build)


@dataclass(frozen=True)
class Series:
    """Per lineage and build, sorted by lineage then build index: numpy columns of one length."""

    lineage: np.ndarray  # int64 (TOTAL for the total)
    b: np.ndarray  # int64 build index
    n: np.ndarray  # int64 runs
    mean_log: np.ndarray  # mean of the runs' log ms per iteration
    var_log: np.ndarray  # their sample variance (NaN under two runs)
    within: np.ndarray  # mean within-run variance of a run's log estimate

    def __len__(self) -> int:
        return len(self.b)

    def rows(self, keep: slice | np.ndarray) -> Series:
        """The rows at ``keep`` (a slice or a boolean or index array)."""
        return Series(**{f.name: getattr(self, f.name)[keep] for f in fields(self)})


@dataclass
class History:
    store: Store
    benchmark: str
    device: str
    builds: Builds
    lineages: Lineages
    epochs: list[Epoch]
    series: Series
    names: list[tuple[int, int, str]]  # (lineage, epoch, name)

    def by_lineage(self) -> dict[int, Series]:
        """``series`` split per lineage id, in id order."""
        ids = self.series.lineage
        bounds = np.r_[0, np.flatnonzero(ids[1:] != ids[:-1]) + 1, len(ids)]
        return {int(ids[a]): self.series.rows(slice(a, b)) for a, b in zip(bounds[:-1], bounds[1:]) if b > a}

    def names_at(self, lineage: int, b: int) -> list[str]:
        """The dispatch names of ``lineage`` at build index ``b``."""
        if lineage == TOTAL:
            return []
        epoch = int(self.builds.epoch[b])
        return sorted(n for n, lin in self.lineages.names[epoch].items() if lin == lineage)

    def label(self, lineage: int) -> str:
        return "(total)" if lineage == TOTAL else self.lineages.label(lineage)

    def captures(self, build: str) -> list[str]:
        """The capture paths recorded for ``build``."""
        with self.store.reading():
            con = self.store.connect_series(self.benchmark, self.device)
            rows = con.execute("SELECT path FROM runs WHERE build = ? ORDER BY capture_time, path",
                               [build]).fetchall()
        return [r[0] for r in rows]


def choose(store: Store, benchmark: str | None, device: str | None) -> tuple[str, str]:
    """The (benchmark, device) to read, or a one-line refusal."""
    keys = store.series_keys()
    if not keys:
        raise StoreError(f"{store.url}: the store is empty (no runs yet): add captures with "
                         f"tracy-diff history add {store.url} CAPTURE... --build ID")
    fit = [k for k in keys if (benchmark is None or k[0] == benchmark) and (device is None or k[1] == device)]
    listing = ", ".join(f"{b}/{d}" for b, d in keys)
    if not fit:
        raise StoreError(f"{store.url}: no runs of benchmark {benchmark or '*'} on device {device or '*'} "
                         f"(the store has {listing})")
    if len(fit) > 1:
        raise StoreError(f"{store.url}: holds several series ({', '.join(f'{b}/{d}' for b, d in fit)}): "
                         f"choose with --benchmark and --device")
    return fit[0]


def load_history(store: Store, benchmark: str | None = None, device: str | None = None) -> History:
    """The series of one benchmark and device (see the module doc); a damaged file is a ``StoreError``
    naming it."""
    benchmark, device = choose(store, benchmark, device)
    with store.reading():
        return _load(store, benchmark, device)


def _load(store: Store, benchmark: str, device: str) -> History:
    con = store.connect_series(benchmark, device)
    rows = con.execute("""
        SELECT build, count(*) AS runs, mode(signature) AS signature, mode(conditions) AS conditions
        FROM runs GROUP BY build ORDER BY min(date), build""").fetchall()
    signature = [r[2] for r in rows]
    change = np.r_[True, np.array([a != b for a, b in zip(signature[1:], signature[:-1])], bool)]
    builds = Builds([r[0] for r in rows], np.array([r[1] for r in rows], np.int64), signature,
                    np.cumsum(change).astype(np.int64) - 1, _parsed([r[3] for r in rows]))
    firsts = np.flatnonzero(change)
    epochs = _epochs(con, builds, firsts)
    lineages = follow(epochs)
    names = [(lin, e, n) for e, m in enumerate(lineages.names) for n, lin in m.items()]
    _tables(con, builds, names)
    return History(store, benchmark, device, builds, lineages, epochs, _series(con), names)


def _parsed(texts: list[str | None]) -> list[dict[str, Any] | None]:
    """Stored conditions (JSON text) as dicts; each distinct text parsed once."""
    seen: dict[str, dict[str, Any]] = {}
    return [None if t is None else seen.setdefault(t, json.loads(t)) for t in texts]


def _tables(con: duckdb.DuckDBPyConnection, builds: Builds, names: list[tuple[int, int, str]]) -> None:
    """``order_`` (build, epoch, b) and ``names_`` (lineage, epoch, name) as DuckDB tables."""
    con.execute("CREATE OR REPLACE TEMP TABLE order_ AS SELECT unnest($1::VARCHAR[]) AS build, "
                "unnest($2::BIGINT[]) AS epoch, unnest($3::BIGINT[]) AS b",
                [builds.build, builds.epoch.tolist(), list(range(len(builds)))])
    con.execute("CREATE OR REPLACE TEMP TABLE names_ AS SELECT unnest($1::BIGINT[]) AS lineage, "
                "unnest($2::BIGINT[]) AS epoch, unnest($3::VARCHAR[]) AS name",
                [[r[0] for r in names], [r[1] for r in names], [r[2] for r in names]])


def _series(con: duckdb.DuckDBPyConnection) -> Series:
    """Per lineage and build index ``b``: runs, mean and variance of the log values, within-run variance.

    A lineage holds one name per epoch (``lineage``), so its value in a run
    is that name's; DuckDB reduces the runs to one row per build and name,
    and the names become lineages by (epoch, name)."""
    # Only numbers come back (no NULLs, so plain arrays): the string keys are joined inside DuckDB.
    got = con.execute("""
        WITH per_name AS (
            SELECT build, name, count(*) AS n, avg(ln(iter_median_ms)) AS mean_log,
                   var_samp(ln(iter_median_ms)) AS var_log, avg(coalesce(log_var, 0)) AS within
            FROM dispatches WHERE iter_median_ms > 0 GROUP BY build, name),
        total AS (
            SELECT build, count(*) AS n, avg(ln(dispatch_ms_per_iter)) AS mean_log,
                   var_samp(ln(dispatch_ms_per_iter)) AS var_log, avg(coalesce(dispatch_log_var, 0)) AS within
            FROM runs WHERE dispatch_ms_per_iter > 0 GROUP BY build),
        joined AS (
            SELECT m.lineage, o.b, p.n, p.mean_log, p.var_log, p.within FROM per_name p
            JOIN order_ o ON o.build = p.build JOIN names_ m ON m.epoch = o.epoch AND m.name = p.name
            UNION ALL
            SELECT -1 AS lineage, o.b, t.n, t.mean_log, t.var_log, t.within FROM total t JOIN order_ o USING (build))
        SELECT lineage::BIGINT AS lineage, b::BIGINT AS b, n::BIGINT AS n, mean_log::DOUBLE AS mean_log,
               coalesce(var_log, 'NaN')::DOUBLE AS var_log, coalesce(within, 'NaN')::DOUBLE AS within FROM joined
        """).fetchnumpy()
    cols = {k: np.asarray(v) for k, v in got.items()}
    order = np.lexsort((cols["b"], cols["lineage"]))
    return Series(**{k: v[order] for k, v in cols.items()})


def run_values(history: History, lineage: int) -> pd.DataFrame:
    """Every run's value of ``lineage`` (ms per iteration): ``b``, ``build``, ``path``, ``ms``."""
    with history.store.reading():
        return _run_values(history, lineage)


def _run_values(history: History, lineage: int) -> pd.DataFrame:
    con = history.store.connect_series(history.benchmark, history.device)
    _tables(con, history.builds, [r for r in history.names if r[0] == lineage])
    if lineage == TOTAL:
        return con.execute("""
            SELECT o.b, r.build, r.path, r.dispatch_ms_per_iter AS ms FROM runs r JOIN order_ o USING (build)
            ORDER BY o.b, r.path""").df()
    return con.execute("""
        SELECT o.b, d.build, r.path, d.iter_median_ms AS ms FROM dispatches d
        JOIN order_ o ON o.build = d.build JOIN names_ m ON m.epoch = o.epoch AND m.name = d.name
        JOIN runs r ON r.capture_hash = d.capture_hash ORDER BY o.b, r.path""").df()


def _epochs(con: duckdb.DuckDBPyConnection, builds: Builds, firsts: np.ndarray) -> list[Epoch]:
    """Each epoch's first build: its sequence (of its most common signature's run) and name weights."""
    first_builds = [builds.build[i] for i in firsts.tolist()]
    con.execute("CREATE OR REPLACE TEMP TABLE first_ AS SELECT unnest($1::VARCHAR[]) AS build, "
                "unnest($2::VARCHAR[]) AS signature", [first_builds, [builds.signature[i] for i in firsts.tolist()]])
    # A literal list of builds lets DuckDB skip the Parquet row groups of other builds (min/max statistics).
    within = "build IN (SELECT build FROM first_)" if len(first_builds) > 1000 else \
        "build IN (" + ", ".join("'" + str(b).replace("'", "''") + "'" for b in first_builds) + ")"
    seqs = con.execute(f"""
        SELECT r.build, any_value(r.sequence) AS sequence FROM (SELECT * FROM runs WHERE {within}) r
        JOIN first_ f ON f.build = r.build AND f.signature = r.signature GROUP BY r.build""").fetchall()
    seq_of = {b: tuple(q) if q is not None else () for b, q in seqs}
    weights = con.execute(f"""
        SELECT build, name, median(iter_median_ms) AS ms, any_value(fingerprint) AS fp,
               median(median_ms) AS call_ms FROM dispatches
        WHERE {within} GROUP BY build, name""").fetchall()
    w_of: dict[str, dict[str, float]] = {}
    fp_of: dict[str, dict[str, str]] = {}
    call_of: dict[str, dict[str, float]] = {}
    for b, n, ms, fp, call in weights:
        w_of.setdefault(b, {})[n] = float(ms)
        if isinstance(fp, str):
            fp_of.setdefault(b, {})[n] = fp
        if call is not None:
            call_of.setdefault(b, {})[n] = float(call)
    return [Epoch(int(i), b, seq_of.get(b, ()), w_of.get(b, {}), fp_of.get(b, {}), call_of.get(b, {}))
            for i, b in zip(firsts.tolist(), first_builds)]


__all__ = ["TOTAL", "Builds", "History", "Series", "choose", "load_history", "run_values"]
