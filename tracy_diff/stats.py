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

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .capture import AGGREGATE_COLUMNS, Capture
from .errors import TracyFormatError

if TYPE_CHECKING:
    import pandas as pd

_INT_COLUMNS = ("src_line", "total_ns", "counts", "mean_ns", "min_ns", "max_ns")
_FLOAT_COLUMNS = ("total_perc", "std_ns")


@dataclass(frozen=True)
class StatsTable:
    """The rows of ``aggregate``: csvexport's columns as numpy arrays (names
    and files as objects, times as int64, ``total_perc`` and ``std_ns`` as
    float64), and how they were made."""

    columns: dict[str, np.ndarray]
    group_by: str
    gpu: bool
    self_time: bool

    def __len__(self) -> int:
        return len(self.columns["name"])

    def __getitem__(self, column: str) -> np.ndarray:
        return self.columns[column]

    def frame(self) -> pd.DataFrame:
        """The rows as a DataFrame; ``attrs`` holds ``group_by``, ``gpu`` and ``self_time``."""
        import pandas as pd

        table = pd.DataFrame({c: pd.array(v, dtype=object) if v.dtype == object else v
                              for c, v in self.columns.items()}, columns=list(AGGREGATE_COLUMNS))
        table.attrs.update(group_by=self.group_by, gpu=self.gpu, self_time=self.self_time)
        return table


def aggregate(capture: Capture, group_by: str = "name", gpu: bool = False,
              self_time: bool = False) -> StatsTable:
    """One row per srcloc or display name with csvexport's columns.

    Only zones with a recorded end and a positive span count. Rows are
    sorted by ``total_ns`` descending, then name, file and line. ``self_time``
    uses each zone's span minus the spans of its direct children (clamped
    at 0, as Tracy does). ``total_perc`` is the share of the capture's
    length (``metadata.last_time_ns``, else the last zone end). An aggregate
    CSV gives back its own rows (grouped by srcloc, whatever ``group_by``
    says); asking it for GPU zones or self times raises ``TracyFormatError``.
    """
    if group_by not in ("name", "srcloc"):
        raise ValueError(f"group_by must be 'name' or 'srcloc', not {group_by!r}")
    if capture.aggregates is not None:
        columns = _from_aggregates(capture, gpu, self_time)
        group_by = "srcloc"  # what csvexport grouped by
    else:
        columns = _aggregate_zones(capture, "gpu_zones" if gpu else "zones", group_by, self_time)
    return StatsTable(_sorted(columns), group_by, gpu, self_time)


def _from_aggregates(capture: Capture, gpu: bool, self_time: bool) -> dict[str, np.ndarray]:
    if gpu:
        raise TracyFormatError(f"{capture.path}: aggregate CSV has no GPU zones")
    if self_time:
        raise TracyFormatError(
            f"{capture.path}: aggregate CSV holds finished rows, self times need "
            "zones (use the .tracy file, or csvexport -e for self-time rows)")
    return {c: capture.aggregates[c].to_numpy() for c in AGGREGATE_COLUMNS}


def _aggregate_zones(capture: Capture, zones: str, group_by: str,
                     self_time: bool) -> dict[str, np.ndarray]:
    table = getattr(capture, zones)
    start = table["start_ns"].to_numpy()
    end = table["end_ns"].to_numpy()
    srcloc = table["srcloc"].to_numpy()
    span = end - start
    timed = span > 0
    timed &= end >= 0
    if group_by == "srcloc":
        key, codes = _dense(srcloc)
        ngroups = len(codes)
        counted = timed
    else:
        key = table["name"].cat.codes.to_numpy(np.intp, copy=True)
        categories = list(table["name"].cat.categories)
        ngroups = len(categories)
        counted = timed & (key >= 0)
    # Zones that do not count go to one more group, dropped at the end: the
    # columns are never copied without them. Spans without a valid time are 0
    # (what they give their parent's self time, as in Tracy).
    if not counted.all():
        key[~counted] = ngroups
        span[~timed] = 0
    bins = ngroups + 1

    counts = np.bincount(key, minlength=bins)
    csvexport = group_by == "srcloc"
    total = int_sum(key, span, bins) if csvexport or not self_time else None
    if csvexport:
        square = span.astype(np.float64)
        np.multiply(square, square, out=square)
        sum_sq = np.bincount(key, weights=square, minlength=bins)
        del square
    if self_time:
        # top-level zones count toward bin 0, which is dropped
        parent = table["parent"].to_numpy(np.int64) + 1
        value = span - int_sum(parent, span, len(span) + 1)[1:]
        value_total = int_sum(key, value, bins)
    else:
        value, value_total = span, total
    low = np.full(bins, np.iinfo(np.int64).max)
    high = np.full(bins, np.iinfo(np.int64).min)
    np.minimum.at(low, key, value)
    np.maximum.at(high, key, value)

    used = counts > 0
    used[ngroups] = False
    counts = counts.astype(np.int64)
    mean = _c_div(value_total[used], counts[used])
    if csvexport:
        std = csvexport_std(sum_sq[used], total[used], mean, counts[used])
        names, files, lines = _srcloc_info(capture, codes[used[:ngroups]])
    else:
        std = _sample_std(key, value, value_total, counts, used)
        names = np.asarray(categories, dtype=object)[used[:ngroups]]
        files, lines = _unique_srcloc(srcloc, key, used, capture)

    last_time = capture.metadata.last_time_ns
    if not last_time:
        last_time = int(end.max()) if len(end) else 0
    with np.errstate(divide="ignore", invalid="ignore"):
        perc = 100.0 * value_total[used].astype(np.float64) / last_time
    return {"name": names, "src_file": files, "src_line": lines, "total_ns": value_total[used],
            "total_perc": perc, "counts": counts[used], "mean_ns": mean, "min_ns": low[used],
            "max_ns": high[used], "std_ns": std}


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


def _sample_std(key, value, value_total, counts, used) -> np.ndarray:
    """Two-pass sample standard deviation of ``value`` per key, for the keys ``used``."""
    mean = np.zeros(len(counts))
    mean[used] = value_total[used] / counts[used]
    dev = mean[key]
    np.subtract(value, dev, out=dev)
    np.multiply(dev, dev, out=dev)
    ss = np.bincount(key, weights=dev, minlength=len(counts))[used]
    counts = counts[used]
    with np.errstate(invalid="ignore", divide="ignore"):
        std = np.sqrt(ss / (counts - 1))
    return np.where(counts > 1, std, 0.0)


def _unique_srcloc(srcloc, key, used, capture):
    """File and line of each name group's srcloc, "" and -1 when it has several."""
    some = np.zeros(len(used), srcloc.dtype)
    some[key] = srcloc  # the srcloc of one zone of each group
    mixed = np.zeros(len(used), bool)
    mixed[key[srcloc != some[key]]] = True
    _, files, lines = _srcloc_info(capture, some[used].astype(np.int64))
    single = ~mixed[used] & np.array([isinstance(f, str) for f in files], dtype=bool)
    return np.where(single, files, ""), np.where(single, lines, -1)


def _srcloc_info(capture: Capture, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Label, file and line of srclocs ``ids`` (None, None, -1 for an unknown id)."""
    known = capture.srclocs.index.to_numpy(np.int64)
    order = np.argsort(known, kind="stable")
    at = np.minimum(np.searchsorted(known[order], ids), max(len(known) - 1, 0))
    found = (known[order][at] == ids) if len(known) else np.zeros(len(ids), bool)
    row = order[at] if len(known) else at

    def pick(column: str, missing) -> np.ndarray:
        values = capture.srclocs[column].to_numpy()
        if not len(values):
            return np.full(len(ids), missing, dtype=object if missing is None else np.int64)
        return np.where(found, values[row], missing)

    return (pick("label", None), pick("file", None),
            pick("line", -1).astype(np.int64))


def _dense(ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Small non-negative keys (a new intp array) for ``ids`` and the id of each key."""
    if not len(ids):
        return ids.astype(np.intp), ids
    low = int(ids.min())
    if int(ids.max()) - low < 1 << 24:
        key = ids.astype(np.intp)
        key -= low
        return key, np.arange(int(ids.max()) - low + 1) + low
    codes, inverse = np.unique(ids, return_inverse=True)
    return inverse.reshape(-1).astype(np.intp), codes


def _c_div(total: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Integer division truncating toward zero, as C++ does."""
    quotient = np.abs(total) // np.maximum(counts, 1)
    return np.where(total < 0, -quotient, quotient).astype(np.int64)


def _sorted(columns: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """``columns`` in csvexport's column types, rows by total descending, then
    name, file and line ascending (missing names and files last)."""
    for c in _INT_COLUMNS:
        columns[c] = np.asarray(columns[c], dtype=np.int64)
    for c in _FLOAT_COLUMNS:
        columns[c] = np.asarray(columns[c], dtype=np.float64)
    for c in ("name", "src_file"):
        columns[c] = np.asarray(columns[c], dtype=object)

    def text(value) -> tuple:
        return (0, value) if isinstance(value, str) else (1, "")

    keys = [(-total, text(name), text(file), line) for total, name, file, line in zip(
        columns["total_ns"].tolist(), columns["name"].tolist(), columns["src_file"].tolist(),
        columns["src_line"].tolist())]
    order = np.array(sorted(range(len(keys)), key=keys.__getitem__), dtype=np.int64)
    return {c: columns[c][order] for c in AGGREGATE_COLUMNS}
