"""This machine's learned noise profile: where it lives, and how it grows.

Whenever tracy-diff sees several runs of one build (a diff with two runs or
more a side, ``noise``), it adds what they measured to a ``NoiseProfile``
kept per host and CPU in the user's cache folder (``platformdirs``; a
folder given instead, for tests): per dispatch name the run-to-run variance
of a run's log mean per iteration, the same for the total, and the
machine-wide ratio of that spread to the within-run spread of the
per-iteration totals. Variances are pooled by their degrees of freedom.
A diff of one run a side reads it by default (``DiffOptions``). A damaged
or unwritable store is skipped with a warning, never fatal: learning is a
convenience, not a result.
"""

from __future__ import annotations

import hashlib
import math
import os
from dataclasses import replace
from pathlib import Path

import numpy as np

from ...capture import Capture
from ...errors import DiffError
from .intervals import sum_squares
from .noise_profile import NoiseProfile, Spread, load_profile, save

#: Degrees of freedom a learned variance keeps at most (old evidence fades).
MOST_DF = 200
#: Runs a learned figure needs before it is used: with fewer, its few degrees of freedom give a t
#: quantile (at the level widened for the rows judged) that makes every interval unreadable.
MIN_LEARNED_RUNS = 5


#: An environment variable naming the folder of learned profiles instead of the user's cache folder
#: (``off``: no profile is read or learned, as ``--no-noise-profile`` for every command and the dashboard).
ENV = "TRACY_DIFF_NOISE_CACHE"
OFF = "off"


def _off(given: str | None) -> bool:
    return given is None and os.environ.get(ENV) == OFF


def folder(given: str | None = None) -> Path:
    """The folder of learned profiles: ``given``, else ``$TRACY_DIFF_NOISE_CACHE``, else the user's cache folder."""
    if given is not None:
        return Path(given)
    if os.environ.get(ENV):
        return Path(os.environ[ENV])
    import platformdirs

    return Path(platformdirs.user_cache_dir("tracy-diff")) / "noise"


def host_key(capture: Capture) -> str:
    """The host and CPU a capture ran on, as a file name stem."""
    m = capture.metadata
    return key_of(m.host_fields(), m.cpu_manufacturer, m.cpu_id, m.cpu_arch)


def key_of(host: dict[str, str], manufacturer: object, cpu_id: object, arch: object) -> str:
    """``host_key`` from a capture's host info lines (``Metadata.host_fields``) and CPU fields."""
    parts = [host.get("CPU") or "", str(manufacturer or ""), str(cpu_id or ""), str(arch or ""),
             host.get("CPU cores") or "", host.get("OS") or ""]
    digest = hashlib.sha1("|".join(parts).encode()).hexdigest()[:12]
    label = "".join(ch if ch.isalnum() else "-" for ch in (host.get("CPU") or "cpu"))[:40].strip("-")
    return f"{label or 'cpu'}-{digest}"


def path_for(capture: Capture | str, given: str | None = None) -> Path:
    """The profile file of ``capture``'s host (or of a ``host_key`` given)."""
    return folder(given) / f"{capture if isinstance(capture, str) else host_key(capture)}.json"


def learned(capture: Capture | str, given: str | None = None) -> tuple[NoiseProfile | None, str | None]:
    """This machine's profile for ``capture``'s host (or a ``host_key``), if any and ``usable``, and a
    warning when one could not be read or is not used yet."""
    if _off(given):
        return None, None
    profile, problem = _stored(path_for(capture, given))
    return usable(profile) if profile is not None else (None, problem)


def _stored(path: Path) -> tuple[NoiseProfile | None, str | None]:
    """The profile stored at ``path`` as it is (None if there is none), and a warning when unreadable."""
    if not path.is_file():
        return None, None
    try:
        return load_profile(path), None
    except DiffError as e:
        return None, f"learned noise profile skipped: {e}"


def usable(profile: NoiseProfile) -> tuple[NoiseProfile | None, str | None]:
    """The learned ``profile`` without the figures fewer than ``MIN_LEARNED_RUNS`` runs stand behind,
    or None (and why) while its machine-wide figures are among them."""
    machine_wide = profile.ratio if profile.ratio is not None else profile.typical
    runs = min(profile.total.runs, machine_wide.runs)
    if runs < MIN_LEARNED_RUNS:
        return None, (f"this machine's learned noise profile not used yet: {runs} runs behind it "
                      f"({MIN_LEARNED_RUNS} needed)")
    kept = {name: s for name, s in profile.dispatches.items() if s.runs >= MIN_LEARNED_RUNS}
    return replace(profile, dispatches=kept), None


def _pool(old: Spread | None, new: Spread) -> Spread:
    if old is None:
        return new
    d_old, d_new = old.runs - 1, new.runs - 1
    var = (d_old * old.run_var + d_new * new.run_var) / max(d_old + d_new, 1)
    return Spread(var, min(d_old + d_new, MOST_DF) + 1)


def learn(capture: Capture | str, dispatches: dict[str, Spread], total: Spread | None, ratio: Spread | None,
          given: str | None = None) -> str | None:
    """Add one build's measured spreads to the host's profile (``capture``'s, or a ``host_key``); a
    warning when it could not be written."""
    if (not dispatches and total is None) or _off(given):
        return None
    path = path_for(capture, given)
    old, _ = _stored(path)
    merged = dict(old.dispatches) if old else {}
    for name, s in dispatches.items():
        merged[name] = _pool(merged.get(name), s)
    typical = Spread(float(np.median([s.run_var for s in merged.values()])), min(s.runs for s in merged.values())) \
        if merged else (total or Spread(0.0, 2))
    new_total = _pool(old.total if old else None, total) if total is not None else (old.total if old else typical)
    new_ratio = _pool(old.ratio if old else None, ratio) if ratio is not None else (old.ratio if old else None)
    try:
        os.makedirs(path.parent, exist_ok=True)
        save(NoiseProfile(merged, new_total, typical, new_ratio), str(path))
    except (DiffError, OSError) as e:
        return f"noise profile not updated: {e}"
    return None


def spreads_of_runs(names: list[list[str]], log_means: np.ndarray, within_var: np.ndarray) -> \
        tuple[dict[str, Spread], Spread | None]:
    """Per single-name row (``names``) the spread of its runs' log means
    (``log_means``: runs x rows), and the machine-wide ratio (median over
    rows of run sd / within-run sd, stored as a "variance" of the ratio squared)."""
    out: dict[str, Spread] = {}
    ratios = []
    k = len(log_means)
    if k < 2:
        return out, None
    n = np.isfinite(log_means).sum(axis=0)
    with np.errstate(invalid="ignore", divide="ignore"):
        sd = np.sqrt(sum_squares(log_means) / (n - 1))
    for r, ns in enumerate(names):
        if len(ns) != 1 or not math.isfinite(sd[r]) or np.isfinite(log_means[:, r]).sum() < k:
            continue
        out[ns[0]] = Spread(float(sd[r]) ** 2, k)
        if within_var[r] > 0:
            ratios.append(sd[r] / math.sqrt(within_var[r]))
    ratio = Spread(float(np.median(ratios)) ** 2, k) if ratios else None
    return out, ratio
