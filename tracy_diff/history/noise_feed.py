"""What ``history add`` teaches this machine's learned noise profile.

In: the captures an add committed (``Entry`` and its ``CaptureSummary``).
Every build (build id and benchmark) with two runs or more among them, all
on one host, adds what its runs measured to that host's profile
(``analysis.stats.noise_store``), as ``noise`` and a diff of several runs a
side do: per dispatch name the run-to-run variance of the log of a run's
mean time per iteration, the same for the total dispatch time, and the
machine-wide ratio of that spread to the runs' own spread of per-iteration
totals (recovered from the summary's ``log_var``). Out: the warnings of
profiles that could not be read or written (never fatal).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from ..analysis.stats.noise_profile import Spread
from ..analysis.stats.noise_store import key_of, learn, spreads_of_runs
from .summary import CaptureSummary


def _host(s: CaptureSummary) -> str:
    """The ``noise_store.host_key`` of the capture a summary came from."""
    host: dict[str, str] = {}
    for line in (s.host or "").splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip():
            host[key.strip()] = value.strip()
    c = s.conditions or {}
    return key_of(host, c.get("cpu_manufacturer"), c.get("cpu_id"), c.get("cpu_arch"))


def feed(builds: Sequence[tuple[str, CaptureSummary]], given: str | None = None) -> list[str]:
    """Learn from every build of ``builds`` (build key, its run's summary) with two runs or more on one
    host (see the module doc); the warnings."""
    by_build: dict[str, list[CaptureSummary]] = defaultdict(list)
    for build, summary in builds:
        by_build[build].append(summary)
    problems = []
    for runs in by_build.values():
        hosts = {_host(s) for s in runs}
        if len(runs) < 2 or len(hosts) != 1:
            continue
        spreads, total, ratio = measured(runs)
        problem = learn(hosts.pop(), spreads, total, ratio, given)
        if problem:
            problems.append(problem)
    return problems


def measured(runs: Sequence[CaptureSummary]) -> tuple[dict[str, Spread], Spread | None, Spread | None]:
    """Per dispatch name run in every run its spread, the total's, and the machine-wide ratio."""
    tables = [s.dispatches.set_index("name") for s in runs]
    names = sorted(set.intersection(*(set(t.index) for t in tables)))
    if not names:
        return {}, None, None
    with np.errstate(divide="ignore", invalid="ignore"):
        logs = np.log(np.array([t.loc[names, "ms_per_iter"].to_numpy(np.float64) for t in tables]))
        # log_var is pi/2 var(log per-iteration) / iterations (a median's); back to the iterations' variance.
        within = np.nanmean(np.array([t.loc[names, "log_var"].to_numpy(np.float64) * s.iterations / (math.pi / 2)
                                      for t, s in zip(tables, runs)]), axis=0)
        totals = np.log(np.array([float(t["ms_per_iter"].sum()) for t in tables]))
    spreads, ratio = spreads_of_runs([[n] for n in names], np.where(np.isfinite(logs), logs, np.nan),
                                     np.nan_to_num(within))
    total = Spread(float(np.var(totals, ddof=1)), len(runs)) if np.isfinite(totals).all() else None
    return spreads, total, ratio
