"""Per-group zone statistics with tracy-csvexport's columns and arithmetic.

``aggregate(capture, group_by="srcloc")`` reproduces csvexport's default
output (and ``self_time=True`` its ``-e`` output) number for number,
including its quirks: integer mean, ``std_ns`` from the unsigned 64-bit
``mean*mean*count`` and, with ``-e``, from the inclusive sum of squares.
``group_by="name"`` groups by display name instead (IREE's CPU dispatches
share one srcloc and differ only by ``ZoneName``) and gives an ordinary
sample standard deviation of the times it aggregates.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from .capture import AGGREGATE_COLUMNS, Capture
from .errors import TracyFormatError

_INT_COLUMNS = ("src_line", "total_ns", "counts", "mean_ns", "min_ns", "max_ns")


def aggregate(capture: Capture, group_by: str = "name", gpu: bool = False,
              self_time: bool = False) -> pd.DataFrame:
    """One row per srcloc or display name with csvexport's columns.

    Only zones with a recorded end and a positive span count. Rows are
    sorted by ``total_ns`` descending, then name. ``self_time`` uses each
    zone's span minus the spans of its direct children (clamped at 0, as
    Tracy does). ``total_perc`` is the share of the capture's length
    (``metadata.last_time_ns``, else the last zone end). ``table.attrs``
    records ``group_by``, ``gpu`` and ``self_time``. An aggregate CSV gives
    back its own rows (grouped by srcloc, whatever ``group_by`` says);
    asking it for GPU zones or self times raises ``TracyFormatError``.
    """
    if group_by not in ("name", "srcloc"):
        raise ValueError(f"group_by must be 'name' or 'srcloc', not {group_by!r}")
    if capture.aggregates is not None:
        table = _from_aggregates(capture, gpu, self_time)
        group_by = "srcloc"  # what csvexport grouped by
    else:
        zones = capture.gpu_zones if gpu else capture.zones
        table = _aggregate_zones(zones, capture, group_by, self_time)
    table.attrs.update(group_by=group_by, gpu=gpu, self_time=self_time)
    return table


def _from_aggregates(capture: Capture, gpu: bool, self_time: bool) -> pd.DataFrame:
    if gpu:
        raise TracyFormatError(f"{capture.path}: aggregate CSV has no GPU zones")
    if self_time:
        raise TracyFormatError(
            f"{capture.path}: aggregate CSV holds finished rows, self times need "
            "zones (use the .tracy file, or csvexport -e for self-time rows)")
    return _sorted(capture.aggregates.copy())


def _aggregate_zones(zones: pd.DataFrame, capture: Capture, group_by: str,
                     self_time: bool) -> pd.DataFrame:
    start = zones["start_ns"].to_numpy(np.int64)
    end = zones["end_ns"].to_numpy(np.int64)
    span = end - start
    valid = (end >= 0) & (span > 0)
    if group_by == "srcloc":
        key, codes = _dense(zones["srcloc"].to_numpy(np.int64))
        ngroups = len(codes)
    else:
        key = zones["name"].cat.codes.to_numpy(np.int64)
        valid &= key >= 0
        ngroups = len(zones["name"].cat.categories)
    everything = bool(valid.all())
    key, span_v = (key, span) if everything else (key[valid], span[valid])

    counts = np.bincount(key, minlength=ngroups).astype(np.int64)
    csvexport = group_by == "srcloc"
    total = int_sum(key, span_v, ngroups) if csvexport or not self_time else None
    if csvexport:
        square = span_v.astype(np.float64)
        np.multiply(square, square, out=square)
        sum_sq = np.bincount(key, weights=square, minlength=ngroups)
    if self_time:
        # top-level zones count toward bin 0, which is dropped
        parent = zones["parent"].to_numpy(np.int64) + 1
        children = int_sum(parent, span if everything else np.maximum(span, 0),
                           len(span) + 1)[1:]
        value = span - children if everything else (span - children)[valid]
        value_total = int_sum(key, value, ngroups)
    else:
        value, value_total = span_v, total
    low = np.full(ngroups, np.iinfo(np.int64).max)
    high = np.full(ngroups, np.iinfo(np.int64).min)
    np.minimum.at(low, key, value)
    np.maximum.at(high, key, value)

    used = counts > 0
    counts, value_total, low, high = counts[used], value_total[used], low[used], high[used]
    mean = _c_div(value_total, counts)
    if csvexport:
        std = csvexport_std(sum_sq[used], total[used], mean, counts)
        srcloc = codes[used]
        info = capture.srclocs.reindex(srcloc)
        names = info["label"].to_numpy(object)
        files = info["file"].to_numpy(object)
        lines = info["line"].to_numpy(np.int64)
    else:
        std = _sample_std(key, value, value_total, counts, used, ngroups)
        names = np.asarray(zones["name"].cat.categories, dtype=object)[used]
        srcloc = zones["srcloc"].to_numpy(np.int64)
        files, lines = _unique_srcloc(srcloc if everything else srcloc[valid], key,
                                      ngroups, used, capture)

    last_time = capture.metadata.last_time_ns
    if not last_time:
        last_time = int(end.max()) if len(end) else 0
    with np.errstate(divide="ignore", invalid="ignore"):
        perc = 100.0 * value_total.astype(np.float64) / last_time
    table = pd.DataFrame({
        "name": pd.array(names, dtype=object), "src_file": pd.array(files, dtype=object),
        "src_line": lines, "total_ns": value_total, "total_perc": perc,
        "counts": counts, "mean_ns": mean, "min_ns": low, "max_ns": high,
        "std_ns": std,
    }, columns=list(AGGREGATE_COLUMNS))
    return _sorted(table)


def int_sum(key: np.ndarray, values: np.ndarray, n: int) -> np.ndarray:
    """Exact int64 per-key sums. ``bincount`` sums in float64, exact while
    sums stay below 2**53; past that, each value is split into high and low
    26-bit halves that are summed separately."""
    values = np.asarray(values, dtype=np.int64)
    if not len(values) or max(-int(values.min()), int(values.max())) * len(values) < 1 << 53:
        return np.bincount(key, weights=values, minlength=n).astype(np.int64)
    high = np.bincount(key, weights=(values >> 26).astype(np.float64), minlength=n)
    low = np.bincount(key, weights=(values & ((1 << 26) - 1)).astype(np.float64), minlength=n)
    return (high.astype(np.int64) << 26) + low.astype(np.int64)


def csvexport_std(sum_sq: np.ndarray, total: np.ndarray, mean: np.ndarray,
                  counts: np.ndarray) -> np.ndarray:
    """csvexport's ``sqrt((sumSq - 2.0*total*mean + mean*mean*count)/(count-1))``
    with ``mean*mean*count`` in wrapping unsigned 64-bit arithmetic, 0 for
    one zone."""
    mean_u = mean.astype(np.uint64)
    with np.errstate(over="ignore"):
        square = mean_u * mean_u * counts.astype(np.uint64)
    ss = sum_sq - 2.0 * total.astype(np.float64) * mean_u.astype(np.float64) \
        + square.astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        std = np.sqrt(ss / (counts - 1).astype(np.float64))
    return np.where(counts > 1, std, 0.0)


def _sample_std(key, value, value_total, counts, used, ngroups) -> np.ndarray:
    """Two-pass sample standard deviation of ``value`` per key."""
    mean = np.zeros(ngroups)
    mean[used] = value_total / counts
    dev = value - mean[key]
    np.multiply(dev, dev, out=dev)
    ss = np.bincount(key, weights=dev, minlength=ngroups)[used]
    with np.errstate(invalid="ignore", divide="ignore"):
        std = np.sqrt(ss / (counts - 1))
    return np.where(counts > 1, std, 0.0)


def _unique_srcloc(srcloc, key, ngroups, used, capture):
    """File and line of each name group's srcloc, "" and -1 when it has several."""
    some = np.zeros(ngroups, np.int64)
    some[key] = srcloc  # the srcloc of one zone of each group
    mixed = np.zeros(ngroups, bool)
    mixed[key[srcloc != some[key]]] = True
    some, mixed = some[used], mixed[used]
    info = capture.srclocs.reindex(some)
    single = ~mixed & info["file"].notna().to_numpy()
    files = np.where(single, info["file"].to_numpy(object), "")
    lines = np.where(single, info["line"].fillna(-1).to_numpy(), -1).astype(np.int64)
    return files, lines


def _dense(ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Small non-negative keys for ``ids`` and the id of each key."""
    if not len(ids):
        return ids, ids
    low = int(ids.min())
    if int(ids.max()) - low < 1 << 24:
        return ids - low, np.arange(int(ids.max()) - low + 1) + low
    codes, inverse = np.unique(ids, return_inverse=True)
    return inverse.reshape(-1), codes


def _c_div(total: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Integer division truncating toward zero, as C++ does."""
    quotient = np.abs(total) // np.maximum(counts, 1)
    return np.where(total < 0, -quotient, quotient).astype(np.int64)


def _sorted(table: pd.DataFrame) -> pd.DataFrame:
    for column in _INT_COLUMNS:
        table[column] = table[column].astype(np.int64)
    for column in ("total_perc", "std_ns"):
        table[column] = table[column].astype(np.float64)
    table = table.sort_values(["total_ns", "name", "src_file", "src_line"],
                              ascending=[False, True, True, True], kind="stable")
    return table.reset_index(drop=True)
