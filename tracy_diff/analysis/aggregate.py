"""Per-group zone statistics with tracy-csvexport's columns and arithmetic.

``aggregate(capture, group_by="srcloc")`` (a ``Capture``, or its numpy
columns, ``CaptureColumns``: then pandas is never imported) reproduces csvexport's default
output (and ``self_time=True`` its ``-e`` output) number for number,
including its quirks: integer mean, ``std_ns`` from the unsigned 64-bit
``mean*mean*count`` and, with ``-e``, from the inclusive sum of squares.
``group_by="name"`` groups by display name instead (IREE's CPU dispatches
share one srcloc and differ only by ``ZoneName``) and gives an ordinary
sample standard deviation of the times it aggregates.

The passes over the zones run in the C extension ``_aggregate`` (built by
``pip install``) where it is built, else in numpy below (also with
``TRACY_DIFF_PURE_PYTHON=1``); both give the same numbers.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import TYPE_CHECKING, Any

import numpy as np

from ..capture import AGGREGATE_COLUMNS, Capture, CaptureColumns, Table
from ..compiled import extension
from ..contract.stats import StatsTable
from ..diff import GroupBy
from ..errors import TracyFormatError

if TYPE_CHECKING:
    pass

_INT_COLUMNS = ("src_line", "total_ns", "counts", "mean_ns", "min_ns", "max_ns")
_FLOAT_COLUMNS = ("total_perc", "std_ns")


def aggregate(capture: Capture | CaptureColumns, group_by: GroupBy | str = GroupBy.NAME, gpu: bool = False,
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
    group_by = GroupBy(group_by)  # an unknown value: ValueError
    record = capture.columns() if isinstance(capture, Capture) else capture
    if record.aggregates is not None:
        columns = _from_aggregates(record, gpu, self_time)
        group_by = GroupBy.SRCLOC  # what csvexport grouped by
    else:
        columns = _aggregate_zones(record, record.gpu_zones if gpu else record.zones, group_by, self_time)
    return StatsTable(_sorted(columns), group_by, gpu, self_time)


def _from_aggregates(capture: CaptureColumns, gpu: bool, self_time: bool) -> dict[str, np.ndarray]:
    if gpu:
        raise TracyFormatError(f"{capture.path}: aggregate CSV has no GPU zones")
    if self_time:
        raise TracyFormatError(
            f"{capture.path}: aggregate CSV holds finished rows, self times need "
            "zones (use the .tracy file, or csvexport -e for self-time rows)")
    assert capture.aggregates is not None
    return {c: capture.aggregates.array(c) for c in AGGREGATE_COLUMNS}


#: Zones per step of the passes over the zone columns: the temporaries stay a
#: few MB and are reused, where whole-column ones would be fresh memory each.
CHUNK = 1 << 20


class _Zones:
    """The zone columns ``aggregate`` reads, in chunks: per zone its group key
    (``ngroups`` for zones that do not count), span (0 without a valid time),
    value (span, or self time) and srcloc."""

    def __init__(self, table: Table, group_by: GroupBy, self_time: bool) -> None:
        self.start, self.end = table.array("start_ns"), table.array("end_ns")
        self.srcloc = table.array("srcloc")
        if group_by is GroupBy.SRCLOC:
            self.ids, self.low, self.codes = _dense(self.srcloc)
            self.ngroups = len(self.codes)
        else:
            name = table.coded("name")
            self.ids, self.low = name.codes, 0
            self.categories = name.labels
            self.ngroups = len(self.categories)
        self.children = self._children(table.array("parent")) if self_time else None

    def kernel(self) -> ModuleType | None:
        """The compiled passes, where they are built and take these columns."""
        takes = all(a.dtype == np.int64 and a.flags.c_contiguous for a in (self.start, self.end)) and (
            self.srcloc.dtype == np.int32 and self.srcloc.flags.c_contiguous) and (
            self.ids.dtype.kind == "i" and self.ids.flags.c_contiguous)
        return _compiled if takes else None

    def args(self) -> tuple[object, ...]:
        """The zone arguments of the compiled passes."""
        return (self.start, self.end, self.children, self.ids, self.low, self.ngroups)

    def _children(self, parent: np.ndarray) -> np.ndarray:
        """Per zone, the sum of its direct children's spans (1-based: [0] gathers the top level)."""
        total = np.zeros(len(parent) + 1, np.int64)
        for c in self._slices():
            np.add.at(total, parent[c] + 1, self._span(c)[0])
        return total[1:]

    def _slices(self) -> Iterator[slice]:
        return (slice(i, i + CHUNK) for i in range(0, len(self.start), CHUNK))

    def _span(self, c: slice) -> tuple[np.ndarray, np.ndarray]:
        end = self.end[c]
        span = end - self.start[c]
        timed = span > 0
        timed &= end >= 0
        span[~timed] = 0  # what an unfinished zone gives its parent's self time, as in Tracy
        return span, timed

    def chunks(self) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
        """``(key, span, value, srcloc)`` per chunk."""
        for c in self._slices():
            span, counted = self._span(c)
            key = self.ids[c].astype(np.intp)
            key -= self.low
            counted &= key >= 0
            key[~counted] = self.ngroups
            value = span if self.children is None else span - self.children[c]
            yield key, span, value, self.srcloc[c]


def _aggregate_zones(capture: CaptureColumns, zones: Table, group_by: GroupBy,
                     self_time: bool) -> dict[str, np.ndarray]:
    z = _Zones(zones, group_by, self_time)
    csvexport = group_by is GroupBy.SRCLOC
    bins = z.ngroups + 1  # the last gathers the zones that do not count, dropped at the end
    counts = np.zeros(bins, np.int64)
    total, value_total = np.zeros(bins, np.int64), np.zeros(bins, np.int64)
    sum_sq = np.zeros(bins)
    low, high = np.full(bins, np.iinfo(np.int64).max), np.full(bins, np.iinfo(np.int64).min)
    some = np.zeros(bins, z.srcloc.dtype)  # the srcloc of one zone of each group
    mixed = np.zeros(bins, bool)  # whether a group's zones have several srclocs
    kernel = z.kernel()
    if kernel is not None:
        kernel.sums(*z.args(), None if csvexport else z.srcloc, counts, total, value_total,
                       sum_sq if csvexport else None, low, high, None if csvexport else some,
                       None if csvexport else mixed.view(np.uint8))
    else:
        for key, span, value, srcloc in z.chunks():
            counts += np.bincount(key, minlength=bins)
            total += int_sum(key, span, bins)
            if self_time:
                value_total += int_sum(key, value, bins)
            if csvexport:
                square = span.astype(np.float64)
                np.multiply(square, square, out=square)
                np.add.at(sum_sq, key, square)  # in zone order, as csvexport sums them
            np.minimum.at(low, key, value)
            np.maximum.at(high, key, value)
            some[key] = srcloc
        if not csvexport:
            for key, _, _, srcloc in z.chunks():
                mixed[key[srcloc != some[key]]] = True
    if not self_time:
        value_total = total

    used = counts > 0
    used[z.ngroups] = False
    mean = _c_div(value_total[used], counts[used])
    if csvexport:
        std = csvexport_std(sum_sq[used], total[used], mean, counts[used])
        names, files, lines = _srcloc_info(capture.srclocs, z.codes[used[:z.ngroups]])
    else:
        std = _sample_std(z, value_total, counts, used)
        names = np.asarray(z.categories, dtype=object)[used[:z.ngroups]]
        files, lines = _unique_srcloc(some, mixed, used, capture.srclocs)

    last_time = capture.metadata.last_time_ns
    if not last_time:
        last_time = int(z.end.max()) if len(z.end) else 0
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


def _sample_std(z: _Zones, value_total: np.ndarray, counts: np.ndarray, used: np.ndarray) -> np.ndarray:
    """Two-pass sample standard deviation of the values per key, for the keys ``used``."""
    mean = np.zeros(len(counts))
    mean[used] = value_total[used] / counts[used]
    ss = np.zeros(len(counts))
    kernel = z.kernel()
    if kernel is not None:
        kernel.squares(*z.args(), mean, CHUNK, ss)
    else:
        for key, _, value, _ in z.chunks():
            dev = mean[key]
            np.subtract(value, dev, out=dev)
            np.multiply(dev, dev, out=dev)
            ss += np.bincount(key, weights=dev, minlength=len(counts))
    counts = counts[used]
    with np.errstate(invalid="ignore", divide="ignore"):
        std = np.sqrt(ss[used] / (counts - 1))
    return np.where(counts > 1, std, 0.0)


def _unique_srcloc(some: np.ndarray, mixed: np.ndarray, used: np.ndarray,
                   srclocs: Table) -> tuple[np.ndarray, np.ndarray]:
    """File and line of each name group's srcloc (``some``: one zone's each), "" and -1
    where it has several (``mixed``)."""
    _, files, lines = _srcloc_info(srclocs, some[used].astype(np.int64))
    single = ~mixed[used] & np.array([isinstance(f, str) for f in files], dtype=bool)
    return np.where(single, files, ""), np.where(single, lines, -1)


def _srcloc_info(srclocs: Table, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Label, file and line of srclocs ``ids`` (None, None, -1 for an unknown id)."""
    known = srclocs.array("srcloc").astype(np.int64)
    order = np.argsort(known, kind="stable")
    at = np.minimum(np.searchsorted(known[order], ids), max(len(known) - 1, 0))
    found = (known[order][at] == ids) if len(known) else np.zeros(len(ids), bool)
    row = order[at] if len(known) else at

    def pick(column: str, missing: int | None) -> np.ndarray:
        values = srclocs.array(column)
        fill = np.full(len(ids), missing, dtype=object if missing is None else np.int64)
        return np.where(found, values[row], fill) if len(values) else fill

    return (pick("label", None), pick("file", None),
            pick("line", -1).astype(np.int64))


def _dense(ids: np.ndarray) -> tuple[np.ndarray, int, np.ndarray]:
    """Small non-negative keys for ``ids``: ``(base, low, codes)`` such that
    ``base - low`` are the keys and ``codes`` the id of each key."""
    if not len(ids):
        return ids, 0, ids
    low = int(ids.min())
    if int(ids.max()) - low < 1 << 24:
        return ids, low, np.arange(int(ids.max()) - low + 1) + low
    codes, inverse = np.unique(ids, return_inverse=True)
    return inverse.reshape(-1), 0, codes


def _c_div(total: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Integer division truncating toward zero, as C++ does."""
    quotient: np.ndarray = np.abs(total) // np.maximum(counts, 1)
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

    def text(value: Any) -> tuple[int, str]:
        return (0, value) if isinstance(value, str) else (1, "")

    keys = [(-total, text(name), text(file), line) for total, name, file, line in zip(
        columns["total_ns"].tolist(), columns["name"].tolist(), columns["src_file"].tolist(),
        columns["src_line"].tolist())]
    order = np.array(sorted(range(len(keys)), key=keys.__getitem__), dtype=np.int64)
    return {c: columns[c][order] for c in AGGREGATE_COLUMNS}


_compiled = extension(f"{__package__}._aggregate")
