"""Read what ``tracy-csvexport`` prints into a ``Capture``.

Forms, told apart by the header line (any separator, see below):

* default and ``-e`` (``name,src_file,src_line,total_ns,...,std_ns``):
  kind ``csv-aggregate``, rows in ``Capture.aggregates``, no timeline.
  Tracy 0.9 prints ``-nan`` as ``std_ns`` of a zone called once: read as NaN;
* ``-u`` and ``-u -p`` (``name,src_file,src_line,ns_since_start,
  exec_time_ns,thread,value``): kind ``csv-zones``, one zone per row; depth
  and parent are rebuilt from how the intervals nest on each thread; plot
  rows (``-p``: empty ``exec_time_ns``) are skipped. ``value`` (zone text
  since Tracy 0.13) is not read. Tracy 0.10 prints no ``value`` column, 0.9
  no ``thread`` either: then every zone is put on one thread and the capture
  carries a warning, as zones of different threads may nest wrongly;
* ``-g`` (``name,src_file,Time from start of program,GPU execution time``):
  kind ``csv-gpu``, one GPU context ``gpu`` holding every zone, nested the
  same way;
* ``-m`` (``MessageName,total_ns`` or "There are currently no messages!"):
  kind ``csv-messages``, only the messages table.

The separator (``-s``) is whatever stands between the header's known column
names. csvexport never quotes, so a field may contain the separator. In a
row with too many fields the numbers are the rightmost run of numbers (what
follows is -u's value); of the text before them the file
is the part after the last separator and the name is everything before it
(names with the separator are common, e.g. C++ ``foo<int, float>``, paths
with it are rare). ``-u -e`` output cannot be told from ``-u``: its
``exec_time_ns`` is self time, so the nesting comes out wrong, and the
capture carries a warning when zones overlap their parents.

Numbers must be what csvexport prints: integers in int64 (a whole number
written as a float, e.g. ``1e3``, is accepted), durations and counts not
negative, floats finite. Anything else is a ``TracyFormatError`` naming the
file, line and column. Blank lines and lines of only separators and spaces
are skipped as the file streams in, so they cost no memory; the text is
capped at ``MAX_BYTES`` decompressed bytes and ``MAX_LINES`` lines.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np
import pandas as pd

from ..capture import (
    AGGREGATE_COLUMNS,
    Capture,
    CaptureKind,
    Metadata,
    categorical,
    empty_frames,
    empty_gpu_contexts,
    empty_gpu_zones,
    empty_messages,
    empty_srclocs,
    empty_threads,
    empty_zones,
)
from ..errors import TracyFormatError
from .csv_fields import INT64_MAX, INTEGER, fail_at, field_table, number_column, string_column
from .csv_text import MAX_BYTES, MAX_LINES, Text, read_text
from .nesting import nest


def read_csv(path: str | os.PathLike[str], opener: Callable[..., Any] = open, *,
             max_bytes: int = MAX_BYTES, max_lines: int = MAX_LINES) -> Capture:
    """Read a tracy-csvexport CSV (``opener=gzip.open`` for ``.gz``).

    Raises ``TracyFormatError`` naming the file and line (and column) for
    anything that is not one of csvexport's forms, and for text beyond
    ``max_bytes`` decompressed bytes or ``max_lines`` lines.
    """
    path = os.fspath(path)
    text = read_text(path, opener, max_bytes, max_lines)
    if text.form is None:
        return _capture(path, CaptureKind.CSV_MESSAGES, messages=empty_messages())
    form = text.form
    if form.kind is CaptureKind.CSV_MESSAGES:
        return _capture(path, form.kind, messages=_messages(path, text))
    table = field_table(path, text)
    if form.kind is CaptureKind.CSV_AGGREGATE:
        return _aggregate_capture(path, table)
    if form.kind is CaptureKind.CSV_ZONES:
        return _zone_capture(path, table)
    return _gpu_capture(path, table)


def _aggregate_capture(path: str, table: pd.DataFrame) -> Capture:
    rows = {"name": table["name"].astype(str).to_numpy(object),
            "src_file": table["src_file"].astype(str).to_numpy(object)}
    for column in AGGREGATE_COLUMNS[2:]:
        rows[column] = number_column(path, table, column)
    aggregates = pd.DataFrame(rows, columns=list(AGGREGATE_COLUMNS))
    keys = aggregates[["name", "src_file", "src_line"]].drop_duplicates()
    srclocs = _srcloc_table(keys["name"].tolist(), keys["src_file"].tolist(),
                            keys["src_line"].to_numpy(np.int64))
    return _capture(path, CaptureKind.CSV_AGGREGATE, srclocs=srclocs, aggregates=aggregates)


def _intervals(path: str, table: pd.DataFrame, start: str, duration: str
               ) -> tuple[np.ndarray, np.ndarray]:
    """Start and end of each row, or an error for an end past int64."""
    begin, length = number_column(path, table, start), number_column(path, table, duration)
    past = begin > INT64_MAX - length
    if past.any():
        at = int(np.argmax(past))
        raise TracyFormatError(
            f"{path}:{table.index[at]}: {duration} ends past the largest time: "
            f"{begin[at]} + {length[at]}")
    end = begin + length
    if len(begin) and int(end.max()) - int(begin.min()) > INT64_MAX:
        # Times further apart than int64 holds: no difference of two of them
        # could be computed (a capture spans hours, not centuries).
        at = int(np.argmin(begin)) if -int(begin.min()) >= int(end.max()) else int(np.argmax(end))
        raise TracyFormatError(
            f"{path}:{table.index[at]}: {start} is out of range: {begin[at]} lies more than "
            f"2**63 ns from another zone's time")
    return begin, end


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
    table = table[~np.isnan(number_column(path, table, "exec_time_ns"))]  # -p plot points
    start, end = _intervals(path, table, "ns_since_start", "exec_time_ns")
    found = []  # with no thread column, zones of different threads overlap anyway
    if "thread" in table:
        thread = number_column(path, table, "thread")
        fail_at(path, "thread", thread > np.iinfo(np.int32).max, table["thread"], "is out of range")
    else:  # Tracy 0.9
        thread = np.zeros(len(table), np.int64)
        found.append(f"{path}: no thread column (Tracy 0.9): all zones are put on one thread, "
                     "so zones of different threads may nest wrongly")
    srcloc, srclocs = _srclocs_of(table, number_column(path, table, "src_line"))
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
    return _capture(path, CaptureKind.CSV_ZONES, threads=threads.set_index("thread"),
                    srclocs=srclocs, zones=zones if len(zones) else empty_zones(),
                    warnings=tuple(found) or _overlap_warning(path, zones, "CPU"))


def _gpu_capture(path: str, table: pd.DataFrame) -> Capture:
    start, end = _intervals(path, table, "Time from start of program", "GPU execution time")
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
    return _capture(path, CaptureKind.CSV_GPU, srclocs=srclocs, gpu_contexts=contexts,
                    gpu_zones=gpu_zones if n else empty_gpu_zones(),
                    warnings=_overlap_warning(path, gpu_zones, "GPU"))


def _srclocs_of(table: pd.DataFrame, line: np.ndarray) -> tuple[np.ndarray, pd.DataFrame]:
    """One srcloc per distinct (name, src_file, line), numbered in that
    order: each row's srcloc and the srcloc table."""
    name_codes, names = string_column(table["name"])
    file_codes, files = string_column(table["src_file"])
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
    frame: pd.DataFrame = pd.DataFrame({
        "srcloc": np.arange(len(names), dtype=np.int32),
        "name": pd.array(names, dtype=object),
        "function": pd.array([""] * len(names), dtype=object),
        "file": pd.array(files, dtype=object),
        "line": np.asarray(lines, np.int64),
        "label": pd.array(names, dtype=object),
    }).set_index("srcloc")
    return frame


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


def _messages(path: str, text: Text) -> pd.DataFrame:
    """Message rows; a text with newlines continues until a line ends with
    ``<sep><integer>`` (a blank line inside a text is lost with the others)."""
    texts, times = [], []
    pending, pending_line = None, 0
    lines = text.lines.tolist()
    for number, line in zip(lines, text.body.decode("utf-8", "replace").split("\n")):
        if pending is not None:
            line = pending + "\n" + line
        message, found, time = line.rpartition(text.sep)
        if found and INTEGER.fullmatch(time):
            if not -(1 << 63) <= int(time) < 1 << 63:
                raise TracyFormatError(f"{path}:{number}: total_ns is out of range: {time[:40]!r}")
            texts.append(message)
            times.append(int(time))
            pending = None
        else:
            if pending is None:
                pending_line = number
            pending = line
    if pending is not None:
        raise TracyFormatError(
            f"{path}:{pending_line}: message row does not end with {text.sep!r} and a time")
    frame: pd.DataFrame = pd.DataFrame({"time_ns": np.asarray(times, np.int64),
                                        "text": pd.array(texts, dtype=object),
                                        "thread": np.full(len(times), -1, np.int64)})
    return frame


def _capture(path: str, kind: CaptureKind, warnings: tuple[str, ...] = (), **tables: pd.DataFrame) -> Capture:
    """A CSV's Capture: the ``tables`` given, the others empty."""
    def get(name: str, empty: Callable[[], pd.DataFrame]) -> pd.DataFrame:
        return tables[name] if name in tables else empty()

    return Capture(path=path, kind=kind, metadata=Metadata(), threads=get("threads", empty_threads),
                   srclocs=get("srclocs", empty_srclocs), zones=get("zones", empty_zones),
                   gpu_contexts=get("gpu_contexts", empty_gpu_contexts), gpu_zones=get("gpu_zones", empty_gpu_zones),
                   frames=get("frames", empty_frames), messages=get("messages", empty_messages),
                   aggregates=tables.get("aggregates"), warnings=warnings)
