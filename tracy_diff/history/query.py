"""The store's runs of one benchmark and device as series: DuckDB queries.

In: a ``Store`` and optionally a benchmark and a device (needed when the
store holds several). Out: ``History``: the builds in date order (ties by
build id), their epochs and lineages (``lineage.follow``), and per lineage
and build the estimate the change points work on:

* a run's value of a lineage is the sum of its names' ``iter_median_ms``
  (time per iteration: a fused kernel's time includes what fused into it);
* per build: the runs, the mean and sample variance of their log values,
  and the mean within-run variance of a log value (``log_var``);
* the total is the same from each run's ``dispatch_ms_per_iter``.

Everything heavy (joins, sums per run, means per build) runs in DuckDB
over the Parquet files; Python sees one row per build and lineage.

Refused (``StoreError``): an empty store ("no runs yet"), a store of
several benchmarks or devices without a choice (the choices are listed),
a choice the store does not hold.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from .lineage import Epoch, Lineages, follow
from .store import Store, StoreError

TOTAL = -1  # lineage id of the total


@dataclass
class History:
    store: Store
    benchmark: str
    device: str
    builds: pd.DataFrame  # build, date, runs, signature, epoch (index = build order)
    lineages: Lineages
    epochs: list[Epoch]
    series: pd.DataFrame  # lineage, b (build index), n, mean_log, var_log, within, run_ms (list)
    names: pd.DataFrame  # lineage, epoch, name

    def names_at(self, lineage: int, b: int) -> list[str]:
        """The dispatch names of ``lineage`` at build index ``b``."""
        if lineage == TOTAL:
            return []
        epoch = int(self.builds["epoch"].iloc[b])
        return sorted(n for n, lin in self.lineages.names[epoch].items() if lin == lineage)

    def label(self, lineage: int) -> str:
        return "(total)" if lineage == TOTAL else self.lineages.label(lineage)

    def captures(self, build: str) -> list[str]:
        """The capture paths recorded for ``build``."""
        con = self.store.connect(self.benchmark, self.device)
        rows = con.execute("SELECT path FROM runs WHERE build = ? ORDER BY capture_time, path", [build]).fetchall()
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
    """The series of one benchmark and device (see the module doc)."""
    benchmark, device = choose(store, benchmark, device)
    con = store.connect(benchmark, device)
    builds = con.execute("""
        SELECT build, min(date) AS date, count(*) AS runs, mode(signature) AS signature
        FROM runs GROUP BY build ORDER BY date, build""").df()
    sig = builds["signature"].to_numpy()
    change = np.r_[True, sig[1:] != sig[:-1]]
    builds["epoch"] = np.cumsum(change) - 1
    firsts = np.flatnonzero(change)
    epochs = _epochs(con, builds, firsts)
    lineages = follow(epochs)
    names = pd.DataFrame([(lin, e, n) for e, m in enumerate(lineages.names) for n, lin in m.items()],
                         columns=["lineage", "epoch", "name"])
    con.register("order_", builds[["build", "epoch"]].assign(b=np.arange(len(builds))))
    con.register("names_", names)
    series = con.execute("""
        WITH per_run AS (
            SELECT o.b, m.lineage, d.capture_hash, sum(d.iter_median_ms) AS ms,
                   sum(d.iter_median_ms * d.iter_median_ms * coalesce(d.log_var, 0)) AS v
            FROM dispatches d JOIN order_ o ON o.build = d.build
            JOIN names_ m ON m.epoch = o.epoch AND m.name = d.name
            GROUP BY ALL),
        total AS (
            SELECT o.b, -1 AS lineage, r.capture_hash, r.dispatch_ms_per_iter AS ms,
                   r.dispatch_ms_per_iter * r.dispatch_ms_per_iter * coalesce(r.dispatch_log_var, 0) AS v
            FROM runs r JOIN order_ o ON o.build = r.build)
        SELECT lineage, b, count(*) AS n, avg(ln(ms)) AS mean_log, var_samp(ln(ms)) AS var_log,
               avg(v / (ms * ms)) AS within, list(ms ORDER BY capture_hash) AS run_ms
        FROM (SELECT * FROM per_run UNION ALL SELECT * FROM total)
        WHERE ms > 0
        GROUP BY lineage, b ORDER BY lineage, b""").df()
    return History(store, benchmark, device, builds, lineages, epochs, series, names)


def _epochs(con, builds: pd.DataFrame, firsts: np.ndarray) -> list[Epoch]:
    """Each epoch's first build: its sequence (of its most common signature's run) and name weights."""
    first_builds = builds["build"].to_numpy()[firsts].tolist()
    con.register("first_", pd.DataFrame({"build": first_builds, "signature": builds["signature"].to_numpy()[firsts]}))
    seqs = con.execute("""
        SELECT r.build, any_value(r.sequence) AS sequence FROM runs r
        JOIN first_ f ON f.build = r.build AND f.signature = r.signature GROUP BY r.build""").df()
    seq_of = dict(zip(seqs["build"], seqs["sequence"]))
    weights = con.execute("""
        SELECT d.build, d.name, median(d.iter_median_ms) AS ms FROM dispatches d
        JOIN first_ f ON f.build = d.build GROUP BY d.build, d.name""").df()
    w_of: dict[str, dict[str, float]] = {}
    for b, n, ms in zip(weights["build"], weights["name"], weights["ms"]):
        w_of.setdefault(b, {})[n] = float(ms)
    return [Epoch(int(i), b, tuple(seq_of.get(b, ()) if seq_of.get(b) is not None else ()), w_of.get(b, {}))
            for i, b in zip(firsts.tolist(), first_builds)]


__all__ = ["TOTAL", "History", "choose", "load_history"]
