"""Read what ``tracy-csvexport`` prints into a ``Capture``.

Forms, told apart by the header line (any separator, see below):

* default and ``-e`` (``name,src_file,src_line,total_ns,...,std_ns``):
  kind ``csv-aggregate``, rows in ``Capture.aggregates``, no timeline;
* ``-u`` and ``-u -p`` (``name,src_file,src_line,ns_since_start,
  exec_time_ns,thread,value``): kind ``csv-zones``, one zone per row; depth
  and parent are rebuilt from how the intervals nest on each thread; plot
  rows (``-p``: empty ``exec_time_ns``) are skipped;
* ``-g`` (``name,src_file,Time from start of program,GPU execution time``):
  kind ``csv-gpu``, one GPU context ``gpu`` holding every zone, nested the
  same way;
* ``-m`` (``MessageName,total_ns`` or "There are currently no messages!"):
  kind ``csv-messages``, only the messages table.

The separator (``-s``) is whatever stands between the header's known column
names. csvexport never quotes, so a field may contain the separator. The
numeric columns are read from the right; of the text before them the file
is the part after the last separator and the name is everything before it
(names with the separator are common, e.g. C++ ``foo<int, float>``, paths
with it are rare). ``-u -e`` output cannot be told from ``-u``: its
``exec_time_ns`` is self time, so the nesting comes out wrong, and the
capture carries a warning when zones overlap their parents.
"""

from __future__ import annotations

import csv
import gzip
import io
import os
import re
import warnings
import zlib
from typing import Callable

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ..capture import (
    AGGREGATE_COLUMNS, Capture, Metadata, categorical, empty_frames, empty_gpu_contexts,
    empty_gpu_zones, empty_messages, empty_srclocs, empty_threads, empty_zones,
)
from ..errors import TracyFormatError

ZONE_COLUMNS = ("name", "src_file", "src_line", "ns_since_start",
                "exec_time_ns", "thread", "value")
GPU_COLUMNS = ("name", "src_file", "Time from start of program",
               "GPU execution time")
MESSAGE_COLUMNS = ("MessageName", "total_ns")
NO_MESSAGES = "There are currently no messages!"

#: form -> (kind, columns, number of leading text columns)
FORMS = {
    "aggregate": ("csv-aggregate", AGGREGATE_COLUMNS, 2),
    "zones": ("csv-zones", ZONE_COLUMNS, 2),
    "gpu": ("csv-gpu", GPU_COLUMNS, 2),
    "messages": ("csv-messages", MESSAGE_COLUMNS, 1),
}

_FLOAT_COLUMNS = {"total_perc", "std_ns", "value"}
_SEP = b"\x1f"  # stands in for a multi-byte separator
_SKIPPED = re.compile(r"Skipping line (\d+)")


def read_csv(path: str | os.PathLike, opener: Callable = open) -> Capture:
    """Read a tracy-csvexport CSV (``opener=gzip.open`` for ``.gz``).

    Raises ``TracyFormatError`` naming the file and line for anything that
    is not one of csvexport's forms.
    """
    path = os.fspath(path)
    data = _read_bytes(path, opener)
    nul = data.find(b"\x00")
    if nul >= 0:
        line = data.count(b"\n", 0, nul) + 1
        raise TracyFormatError(f"{path}:{line}: binary data, not a csvexport CSV")
    if b"\r" in data:
        data = data.replace(b"\r\n", b"\n")
    if not data.endswith(b"\n"):
        data += b"\n"
    newline = data.find(b"\n")
    header = data[:newline].decode("utf-8", "replace").removeprefix("\ufeff")
    if data.isspace():
        raise TracyFormatError(f"{path}: empty file")
    if header.strip() == NO_MESSAGES:
        return _capture(path, "csv-messages", messages=empty_messages())
    form, sep = _detect(path, header)
    kind, columns, ntext = FORMS[form]
    if form == "messages":
        return _capture(path, kind, messages=_messages(path, data[newline + 1:], sep))
    table = _table(path, data, sep, columns, ntext)
    if form == "aggregate":
        return _aggregate_capture(path, table)
    if form == "zones":
        return _zone_capture(path, table)
    return _gpu_capture(path, table)


def _read_bytes(path: str, opener: Callable) -> bytes:
    try:
        with opener(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        raise TracyFormatError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise TracyFormatError(f"{path}: is a directory, not a capture") from None
    except (OSError, EOFError, zlib.error) as e:
        what = "not a valid gzip file" if isinstance(e, (gzip.BadGzipFile, EOFError, zlib.error)) else "cannot read"
        raise TracyFormatError(f"{path}: {what}: {getattr(e, 'strerror', None) or e}") from None


def _detect(path: str, header: str) -> tuple[str, str]:
    """The form and separator of a header line."""
    for form, (_, columns, _) in FORMS.items():
        first, second = columns[0], columns[1]
        if not header.startswith(first):
            continue
        at = header.find(second, len(first) + 1)
        if at < 0:
            continue
        sep = header[len(first):at]
        if header == sep.join(columns) and "\n" not in sep:
            return form, sep
    shown = header if len(header) <= 80 else header[:77] + "..."
    raise TracyFormatError(f"{path}:1: not a csvexport header: {shown!r}")


def _table(path: str, data: bytes, sep: str, columns: tuple[str, ...],
           ntext: int) -> pd.DataFrame:
    """Parse the rows under the header line of ``data`` (which ends with a
    newline): text columns as categoricals, numeric columns as read
    (validated later), index = 1-based line numbers."""
    sep_bytes = sep.encode("utf-8")
    if len(sep_bytes) != 1:
        if _SEP in data:
            raise TracyFormatError(f"{path}: separator {sep!r} is not supported in this file")
        data = data.replace(sep_bytes, _SEP)
        sep_bytes = _SEP
    ncols = len(columns)
    # pandas skips (and reports) rows with too many fields, except a first
    # row whose extra field is empty: it takes that for a trailing separator
    # and drops the field. So rows with too many fields at the start are
    # taken out here.
    offset, line, broken = data.find(b"\n") + 1, 2, []
    while offset < len(data):
        end = data.find(b"\n", offset)
        if data.count(sep_bytes, offset, end) <= ncols - 1:
            break
        broken.append(line)
        offset, line = end + 1, line + 1
    table, skipped = _parse(data, offset, sep_bytes, ncols, ntext)
    skipped = np.asarray(skipped, np.int64) + (line - 1)
    lines = np.arange(line, line + len(table) + len(skipped), dtype=np.int64)
    table.index = np.delete(lines, skipped - line)
    if broken or len(skipped):
        broken = np.r_[np.asarray(broken, np.int64), skipped]
        rows = _split_rows(path, data, broken, sep_bytes.decode("ascii"), sep, columns, ntext)
        order = np.argsort(np.r_[table.index, broken], kind="stable")
        merged = {}
        for c in range(ncols):
            if c < ntext:
                both = union_categoricals([table[c].array, pd.Categorical(rows[c])])
                merged[c] = both.take(order)
            else:
                merged[c] = np.concatenate([table[c].to_numpy(), rows[c]])[order]
        table = pd.DataFrame(merged, index=np.r_[table.index, broken][order])
    table.columns = list(columns)
    return _without_blank_lines(table, ntext)


def _without_blank_lines(table: pd.DataFrame, ntext: int) -> pd.DataFrame:
    first = table.iloc[:, ntext]
    if first.dtype.kind in "iu":
        return table
    maybe = table[first.isna()]
    blank = maybe.iloc[:, ntext:].isna().all(axis=1)
    for column in range(ntext):
        blank &= maybe.iloc[:, column].astype(str) == ""
    return table.drop(index=maybe.index[blank]) if blank.any() else table


def _parse(data: bytes, offset: int, sep: bytes, ncols: int, ntext: int
           ) -> tuple[pd.DataFrame, list[int]]:
    """pandas' C parser on ``data[offset:]``: the table of the rows with at
    most ``ncols`` fields, and the numbers (1 = first line read) of the rows
    with more, which it skips."""
    if offset >= len(data):
        return pd.DataFrame({c: pd.Categorical([]) if c < ntext else np.zeros(0)
                             for c in range(ncols)}), []
    buffer = io.BytesIO(data)
    buffer.seek(offset)
    names = list(range(ncols))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", pd.errors.ParserWarning)
        table = pd.read_csv(
            buffer, sep=sep.decode("latin-1"), header=None, names=names,
            index_col=False, quoting=csv.QUOTE_NONE, keep_default_na=False,
            skip_blank_lines=False, on_bad_lines="warn",
            na_values={c: [""] for c in names[ntext:]},
            dtype={c: "category" for c in names[:ntext]}, engine="c",
            encoding="utf-8", encoding_errors="replace", low_memory=False)
    skipped = [int(n) for w in caught if issubclass(w.category, pd.errors.ParserWarning)
               for n in _SKIPPED.findall(str(w.message))]
    return table, sorted(skipped)


def _split_rows(path: str, data: bytes, lines: np.ndarray, split: str, sep: str,
                names: tuple[str, ...], ntext: int) -> list:
    """Rows ``lines`` (1-based) of ``data``, which have more separators than
    columns, one list or array per column: numbers from the right, then the
    file after the last separator, the name before it. ``split`` is the
    separator as it stands in ``data``."""
    ends = np.flatnonzero(np.frombuffer(data, np.uint8) == 10)
    ncols = len(names)
    nnum = ncols - ntext
    columns = [[] for _ in range(ncols)]
    for line in lines.tolist():
        fields = data[ends[line - 2] + 1:ends[line - 1]].decode("utf-8", "replace").split(split)
        left = fields[:-nnum]
        text = [sep.join(left[:-1]), left[-1]] if ntext == 2 else [sep.join(left)]
        for column, value in zip(columns, text + fields[-nnum:]):
            column.append(value)
    for i in range(ntext, ncols):
        strings = pd.Series(columns[i], index=lines, dtype=object)
        parsed = pd.to_numeric(strings, errors="coerce")
        bad = parsed.isna() & (strings != "")
        if bad.any():
            line = bad.idxmax()
            raise TracyFormatError(
                f"{path}:{line}: {names[i]} is not a number: {strings[line][:40]!r}")
        columns[i] = parsed.to_numpy()
    return columns


def _number(path: str, table: pd.DataFrame, column: str, *,
            integer: bool = True, required: bool = True) -> np.ndarray:
    """A numeric column as int64 (or float64), or a one-line error naming
    the first bad line."""
    values = table[column]
    if values.dtype.kind not in "iuf":
        parsed = pd.to_numeric(values, errors="coerce")
        bad = parsed.isna() & values.notna()
        if bad.any():
            line = bad.idxmax()
            raise TracyFormatError(
                f"{path}:{line}: {column} is not a number: {str(values[line])[:40]!r}")
        values = parsed
    if values.dtype.kind == "f" and len(values):
        missing = values.isna()
        if required and missing.any():
            raise TracyFormatError(f"{path}:{missing.idxmax()}: {column} is empty")
        if integer:
            finite = values[~missing]
            fractional = finite != np.floor(finite)
            if fractional.any():
                line = fractional.idxmax()
                raise TracyFormatError(
                    f"{path}:{line}: {column} is not an integer: {finite[line]!r}")
            if not missing.any():
                return values.to_numpy(np.int64)
        return values.to_numpy(np.float64)
    return values.to_numpy(np.int64 if integer else np.float64)


def _strings(values: pd.Series) -> tuple[np.ndarray, list[str]]:
    """Codes and labels of a text column."""
    if not isinstance(values.dtype, pd.CategoricalDtype):
        values = values.astype("category")
    return (values.cat.codes.to_numpy(np.int64),
            [str(v) for v in values.cat.categories])


def _aggregate_capture(path: str, table: pd.DataFrame) -> Capture:
    rows = {"name": table["name"].astype(str).to_numpy(object),
            "src_file": table["src_file"].astype(str).to_numpy(object)}
    for column in AGGREGATE_COLUMNS[2:]:
        rows[column] = _number(path, table, column, integer=column not in _FLOAT_COLUMNS)
    aggregates = pd.DataFrame(rows, columns=list(AGGREGATE_COLUMNS))
    keys = aggregates[["name", "src_file", "src_line"]].drop_duplicates()
    srclocs = _srcloc_table(keys["name"].tolist(), keys["src_file"].tolist(),
                            keys["src_line"].to_numpy(np.int64))
    return _capture(path, "csv-aggregate", srclocs=srclocs, aggregates=aggregates)


def _nested(lane: np.ndarray, start: np.ndarray, end: np.ndarray, srcloc: np.ndarray,
            srclocs: pd.DataFrame) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """The order that nests zones (see ``nest``) and the zone columns from
    ``start_ns`` to ``name`` in that order."""
    order, depth, parent = nest(lane, start, end)
    return order, {
        "start_ns": start[order], "end_ns": end[order], "depth": depth, "parent": parent,
        "srcloc": srcloc[order], "name": categorical(srcloc[order], srclocs["label"].tolist()),
    }


def _zone_capture(path: str, table: pd.DataFrame) -> Capture:
    exec_time = _number(path, table, "exec_time_ns", integer=False, required=False)
    table = table[~np.isnan(exec_time)]  # -p plot points have no exec time
    start = _number(path, table, "ns_since_start")
    end = start + _number(path, table, "exec_time_ns")
    thread = _number(path, table, "thread")
    srcloc, srclocs = _srclocs_of(table, _number(path, table, "src_line"))
    order, nested = _nested(thread, start, end, srcloc, srclocs)
    zones = pd.DataFrame({
        "thread": thread[order].astype(np.int32),
        **nested,
        "text": pd.Categorical.from_codes(np.full(len(order), -1, np.int8),
                                          categories=pd.Index([], dtype=object)),
    })
    ids = np.unique(thread)
    threads = pd.DataFrame({"thread": ids.astype(np.int32),
                            "tid": np.full(len(ids), -1, np.int64),
                            "name": pd.array([str(t) for t in ids], dtype=object)})
    warnings = _overlap_warning(path, zones, "CPU")
    return _capture(path, "csv-zones", threads=threads.set_index("thread"),
                    srclocs=srclocs, zones=zones if len(zones) else empty_zones(),
                    warnings=warnings)


def _gpu_capture(path: str, table: pd.DataFrame) -> Capture:
    start = _number(path, table, "Time from start of program")
    end = start + _number(path, table, "GPU execution time")
    srcloc, srclocs = _srclocs_of(table, np.full(len(table), -1, np.int64))
    n = len(start)
    order, nested = _nested(np.zeros(n, np.int64), start, end, srcloc, srclocs)
    gpu_zones = pd.DataFrame({
        "context": np.zeros(n, np.int32),
        "thread": np.zeros(n, np.int32),
        "cpu_start_ns": np.full(n, -1, np.int64),
        "cpu_end_ns": np.full(n, -1, np.int64),
        **nested,
    })
    contexts = pd.DataFrame({"context": np.zeros(1, np.int32),
                             "name": pd.array(["gpu"], dtype=object),
                             "type": pd.array(["unknown"], dtype=object),
                             "thread": np.zeros(1, np.int64)}).set_index("context")
    return _capture(path, "csv-gpu", srclocs=srclocs, gpu_contexts=contexts,
                    gpu_zones=gpu_zones if n else empty_gpu_zones(),
                    warnings=_overlap_warning(path, gpu_zones, "GPU"))


def _srclocs_of(table: pd.DataFrame, line: np.ndarray) -> tuple[np.ndarray, pd.DataFrame]:
    """One srcloc per distinct (name, src_file, line), numbered in that
    order: each row's srcloc and the srcloc table."""
    name_codes, names = _strings(table["name"])
    file_codes, files = _strings(table["src_file"])
    if not len(line):
        return np.zeros(0, np.int32), empty_srclocs()
    low = int(line.min())
    lines = int(line.max()) - low + 1
    if len(names) * len(files) * lines < 1 << 62:
        packed = (name_codes * len(files) + file_codes) * lines + (line - low)
        found, keys = pd.factorize(packed)
        rank = np.empty(len(keys), np.int64)
        rank[np.argsort(keys)] = np.arange(len(keys))
        codes, keys = rank[found], np.sort(keys)
        key_line, pair = keys % lines + low, keys // lines
        key_name, key_file = pair // len(files), pair % len(files)
    else:
        rows = np.stack([name_codes, file_codes, line], axis=1)
        unique, codes = np.unique(rows, axis=0, return_inverse=True)
        key_name, key_file, key_line = unique.T
    srclocs = _srcloc_table([names[i] for i in key_name], [files[i] for i in key_file],
                            key_line)
    return codes.reshape(-1).astype(np.int32), srclocs


def _srcloc_table(names: list[str], files: list[str], lines: np.ndarray) -> pd.DataFrame:
    # csvexport prints only the label (srcloc name, else function): keep it as
    # the name and leave the function unknown.
    return pd.DataFrame({
        "srcloc": np.arange(len(names), dtype=np.int32),
        "name": pd.array(names, dtype=object),
        "function": pd.array([""] * len(names), dtype=object),
        "file": pd.array(files, dtype=object),
        "line": np.asarray(lines, np.int64),
        "label": pd.array(names, dtype=object),
    }).set_index("srcloc")


def nest(lane: np.ndarray, start: np.ndarray, end: np.ndarray
         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Rebuild a zone tree from intervals.

    Returns ``order`` (rows sorted per lane in pre-order: start ascending,
    longer zone first on ties), and ``depth`` and ``parent`` (position in
    that order, -1 at top level) of the sorted rows. A zone's depth is the
    number of zones of its lane still open when it starts; its parent is the
    closest earlier zone one level up.
    """
    order = _preorder(lane, start, end)
    lane, start, end = lane[order], start[order], end[order]
    n = len(order)
    depth = np.zeros(n, np.int64)
    bounds = np.flatnonzero(np.r_[True, lane[1:] != lane[:-1], True]) if n else []
    for a, b in zip(bounds[:-1], bounds[1:]):
        closed = np.searchsorted(np.sort(end[a:b]), start[a:b], side="right")
        depth[a:b] = np.arange(b - a) - closed
    depth = np.minimum(depth, np.iinfo(np.int16).max).astype(np.int16)
    parent = np.full(n, -1, np.int64)
    by_depth = np.argsort(depth, kind="stable")
    level_starts = np.searchsorted(depth[by_depth], np.arange(int(depth.max()) + 2 if n else 0))
    for d in range(1, len(level_starts) - 1):
        above = by_depth[level_starts[d - 1]:level_starts[d]]
        rows = by_depth[level_starts[d]:level_starts[d + 1]]
        at = np.searchsorted(above, rows) - 1
        found = above[np.maximum(at, 0)]
        ok = (at >= 0) & (lane[found] == lane[rows])
        parent[rows[ok]] = found[ok]
    return order, depth, parent


def _preorder(lane: np.ndarray, start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Row order by lane, then start, then end descending."""
    if not len(start):
        return np.zeros(0, np.int64)
    since = start - start.min()
    lanes = lane.astype(np.int64) - int(lane.min())
    bits = int(since.max()).bit_length()
    if int(lanes.max()).bit_length() + bits <= 62:  # one sort on a packed key
        order = np.argsort((lanes << bits) | since, kind="stable")
    else:
        order = np.argsort(start, kind="stable")
        order = order[np.argsort(lane[order], kind="stable")]
    sorted_lane, sorted_start = lane[order], start[order]
    tie = (sorted_lane[1:] == sorted_lane[:-1]) & (sorted_start[1:] == sorted_start[:-1])
    if tie.any():  # zones starting together: the longer one is the parent
        rows = np.flatnonzero(np.r_[tie, False] | np.r_[False, tie])
        run = np.cumsum(np.r_[True, ~tie])[rows]
        order[rows] = order[rows][np.lexsort((-end[order[rows]], run))]
    return order


def _overlap_warning(path: str, zones: pd.DataFrame, what: str) -> tuple[str, ...]:
    parent = zones["parent"].to_numpy()
    has = parent >= 0
    end = zones["end_ns"].to_numpy()
    overlapping = int((end[has] > end[parent[has]]).sum())
    if not overlapping:
        return ()
    return (f"{path}: {overlapping:,} {what} zones end after the zone they start in; "
            "their nesting is a guess (csvexport -u -e prints self times, "
            "which do not nest)",)


def _messages(path: str, body: bytes, sep: str) -> pd.DataFrame:
    """Message rows; a text with newlines continues until a line ends with
    ``<sep><integer>``."""
    texts, times = [], []
    pending, pending_line = None, 0
    for number, line in enumerate(body.decode("utf-8", "replace").split("\n"), start=2):
        if pending is not None:
            line = pending + "\n" + line
        elif not line:
            continue
        text, found, time = line.rpartition(sep)
        if found and time.lstrip("-").isdigit():
            texts.append(text)
            times.append(int(time))
            pending = None
        else:
            if pending is None:
                pending_line = number
            pending = line
    if pending is not None and pending.strip("\n"):
        raise TracyFormatError(
            f"{path}:{pending_line}: message row does not end with {sep!r} and a time")
    return pd.DataFrame({"time_ns": np.asarray(times, np.int64),
                         "text": pd.array(texts, dtype=object),
                         "thread": np.full(len(times), -1, np.int64)})


def _capture(path: str, kind: str, **tables) -> Capture:
    defaults = {
        "threads": empty_threads(), "srclocs": empty_srclocs(),
        "zones": empty_zones(), "gpu_contexts": empty_gpu_contexts(),
        "gpu_zones": empty_gpu_zones(), "frames": empty_frames(),
        "messages": empty_messages(),
    }
    defaults.update(tables)
    return Capture(path=path, kind=kind, metadata=Metadata(), **defaults)
