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

import csv
import gzip
import io
import itertools
import os
import re
import warnings
import zlib
from collections.abc import Callable, Iterator
from typing import BinaryIO, NamedTuple

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

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

ZONE_COLUMNS = ("name", "src_file", "src_line", "ns_since_start",
                "exec_time_ns", "thread", "value")
GPU_COLUMNS = ("name", "src_file", "Time from start of program",
               "GPU execution time")
MESSAGE_COLUMNS = ("MessageName", "total_ns")
NO_MESSAGES = "There are currently no messages!"

#: Decompressed bytes and lines (blank ones included) a CSV may have.
MAX_BYTES = 4 << 30
MAX_LINES = 100_000_000


class Form(NamedTuple):
    """One header csvexport prints: ``ntext`` text columns, then numbers,
    then ``ntail`` text columns."""

    kind: CaptureKind
    columns: tuple[str, ...]
    ntext: int
    ntail: int = 0


FORMS = (
    Form(CaptureKind.CSV_AGGREGATE, AGGREGATE_COLUMNS, 2),
    Form(CaptureKind.CSV_ZONES, ZONE_COLUMNS, 2, 1),       # Tracy 0.11 and later
    Form(CaptureKind.CSV_ZONES, ZONE_COLUMNS[:6], 2),      # 0.10: no value
    Form(CaptureKind.CSV_ZONES, ZONE_COLUMNS[:5], 2),      # 0.9: no thread
    Form(CaptureKind.CSV_GPU, GPU_COLUMNS, 2),
    Form(CaptureKind.CSV_MESSAGES, MESSAGE_COLUMNS, 1),
)

#: column -> (integer, may be negative, may be empty)
_NUMBERS = {
    "src_line": (True, True, False), "total_ns": (True, False, False),
    "total_perc": (False, False, False), "counts": (True, False, False),
    "mean_ns": (True, False, False), "min_ns": (True, False, False),
    "max_ns": (True, False, False), "std_ns": (False, False, False),
    "ns_since_start": (True, True, False), "exec_time_ns": (True, False, True),
    "thread": (True, False, False), "Time from start of program": (True, True, False),
    "GPU execution time": (True, False, False),
}
_INT64_MAX = np.iinfo(np.int64).max
_CHUNK = 1 << 18  # bytes read at a time; the work on one needs ~30x that
_MAX_LINE = 64 << 20
_SEP = b"\x1f"  # stands in for a multi-byte separator
_SKIPPED = re.compile(r"Skipping line (\d+)")
_INTEGER = re.compile(r"-?[0-9]+")


def read_csv(path: str | os.PathLike, opener: Callable = open, *,
             max_bytes: int = MAX_BYTES, max_lines: int = MAX_LINES) -> Capture:
    """Read a tracy-csvexport CSV (``opener=gzip.open`` for ``.gz``).

    Raises ``TracyFormatError`` naming the file and line (and column) for
    anything that is not one of csvexport's forms, and for text beyond
    ``max_bytes`` decompressed bytes or ``max_lines`` lines.
    """
    path = os.fspath(path)
    text = _read_text(path, opener, max_bytes, max_lines)
    if text.form is None:
        return _capture(path, CaptureKind.CSV_MESSAGES, messages=empty_messages())
    form = text.form
    if form.kind is CaptureKind.CSV_MESSAGES:
        return _capture(path, form.kind, messages=_messages(path, text))
    table = _table(path, text)
    if form.kind is CaptureKind.CSV_AGGREGATE:
        return _aggregate_capture(path, table)
    if form.kind is CaptureKind.CSV_ZONES:
        return _zone_capture(path, table)
    return _gpu_capture(path, table)


# -- reading the text -----------------------------------------------------------------

class _Text(NamedTuple):
    """A CSV's data lines: ``body`` holds them without the header and
    without blank lines, each ending in a newline; ``lines`` is the 1-based
    line number in the file of each."""

    form: Form | None  # None: csvexport -m's "no messages" line
    sep: str
    body: bytes
    lines: np.ndarray


def _read_text(path: str, opener: Callable, max_bytes: int, max_lines: int) -> _Text:
    try:
        with opener(path, "rb") as f:
            return _Reader(path, f, max_bytes, max_lines).read()
    except FileNotFoundError:
        raise TracyFormatError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise TracyFormatError(f"{path}: is a directory, not a capture") from None
    except (OSError, EOFError, zlib.error) as e:
        what = "not a valid gzip file" if isinstance(e, (gzip.BadGzipFile, EOFError, zlib.error)) else "cannot read"
        raise TracyFormatError(f"{path}: {what}: {getattr(e, 'strerror', None) or e}") from None


class _Reader:
    """Streams a file in chunks of whole lines, keeping only lines that hold
    data: memory grows with those, not with blank lines."""

    def __init__(self, path: str, f: BinaryIO, max_bytes: int, max_lines: int):
        self.path, self.f = path, f
        self.max_bytes, self.max_lines = max_bytes, max_lines
        self.read_bytes = 0
        self.lines = 0  # lines taken in so far
        self.kept: list[bytes] = []
        self.nkept = 0
        # Dropped lines: (kept lines before them, how many), as arrays
        self.gaps: list[tuple[np.ndarray, np.ndarray]] = []

    def read(self) -> _Text:
        chunks = self._chunks()
        first = next(chunks, b"\n")
        newline = first.find(b"\n")
        header = first[:newline].decode("utf-8", "replace").removeprefix("\ufeff")
        self.lines = 1
        if not header.strip():
            for chunk in itertools.chain([first[newline + 1:]], chunks):
                self._keep(chunk, b"\n \t")
                if self.nkept:
                    raise TracyFormatError(f"{self.path}:1: not a csvexport header: ''")
            raise TracyFormatError(f"{self.path}: empty file")
        if header.strip() == NO_MESSAGES:
            form, sep = None, ","
        else:
            form, sep = _detect(self.path, header)
        junk = b"\n \t" + sep.encode("utf-8")
        for chunk in itertools.chain([first[newline + 1:]], chunks):
            self._keep(chunk, junk)
        body = b"".join(self.kept)
        self.kept = []
        return _Text(form, sep, body, self._line_numbers())

    def _chunks(self) -> Iterator[bytes]:
        """The file in pieces of whole lines (a last line without a newline
        gets one), CRLF made LF, checked against the byte limit."""
        pending: list[bytes] = []  # a line longer than a chunk, so far
        size = 0
        while True:
            data = self.f.read(_CHUNK)
            self.read_bytes += len(data)
            if self.read_bytes > self.max_bytes:
                raise TracyFormatError(
                    f"{self.path}: more than {self.max_bytes:,} bytes of text, the most a CSV may hold")
            nul = data.find(b"\x00")
            if nul >= 0:
                line = self.lines + data.count(b"\n", 0, nul) + 1
                raise TracyFormatError(f"{self.path}:{line}: binary data, not a csvexport CSV")
            if not data:
                if size:
                    yield b"".join(pending).replace(b"\r\n", b"\n") + b"\n"
                return
            end = data.rfind(b"\n") + 1
            if not end:
                pending.append(data)
                size += len(data)
                if size > _MAX_LINE:
                    raise TracyFormatError(
                        f"{self.path}:{self.lines + 1}: line longer than {_MAX_LINE:,} bytes")
                continue
            chunk = b"".join(pending + [memoryview(data)[:end]])
            yield chunk.replace(b"\r\n", b"\n") if b"\r" in chunk else chunk
            pending, size = [data[end:]], len(data) - end

    def _keep(self, chunk: bytes, junk: bytes) -> None:
        """Keep the lines of ``chunk`` that hold more than ``junk`` bytes."""
        data = np.frombuffer(chunk, np.uint8)
        heads = np.r_[0, np.flatnonzero(data[:-1] == 10) + 1]  # where each line starts
        count = len(heads) if len(data) else 0
        self.lines += count
        if self.lines > self.max_lines:
            raise TracyFormatError(f"{self.path}: more than {self.max_lines:,} lines, "
                                   "the most a CSV may have")
        if not chunk.strip(junk):  # nothing but blank lines
            if count:
                self.gaps.append((np.array([self.nkept]), np.array([count])))
            return
        if np.isin(data[heads], np.frombuffer(junk, np.uint8)).any():
            chunk = self._without_junk_lines(chunk, junk)
            count = chunk.count(b"\n")
        self.kept.append(chunk)
        self.nkept += count

    def _without_junk_lines(self, chunk: bytes, junk: bytes) -> bytes:
        data = np.frombuffer(chunk, np.uint8)
        ends = np.flatnonzero(data == 10).astype(np.int32)
        starts = np.r_[np.int32(0), ends[:-1] + 1]
        solid = np.r_[np.int32(0), np.cumsum(~np.isin(data, np.frombuffer(junk, np.uint8)),
                                             dtype=np.int32)]
        keep = solid[ends] > solid[starts]
        if keep.all():
            return chunk
        before = np.cumsum(keep, dtype=np.int32) - keep  # kept lines before each line
        at, dropped = np.unique(before[~keep], return_counts=True)
        self.gaps.append((at + self.nkept, dropped))
        return data[np.repeat(keep, ends - starts + 1)].tobytes()

    def _line_numbers(self) -> np.ndarray:
        lines = np.arange(2, self.nkept + 2, dtype=np.int64)
        if self.gaps:
            step = np.zeros(self.nkept + 1, np.int64)
            at, dropped = (np.concatenate(arrays).astype(np.int64) for arrays in zip(*self.gaps))
            np.add.at(step, at, dropped)
            lines += np.cumsum(step)[:-1]
        return lines


def _detect(path: str, header: str) -> tuple[Form, str]:
    """The form and separator of a header line."""
    for form in FORMS:
        first, second = form.columns[0], form.columns[1]
        if not header.startswith(first):
            continue
        at = header.find(second, len(first) + 1)
        if at < 0:
            continue
        sep = header[len(first):at]
        if header == sep.join(form.columns) and "\n" not in sep:
            return form, sep
    shown = header if len(header) <= 80 else header[:77] + "..."
    raise TracyFormatError(f"{path}:1: not a csvexport header: {shown!r}")


# -- rows into columns ----------------------------------------------------------------

def _table(path: str, text: _Text) -> pd.DataFrame:
    """The rows as columns: text columns as categoricals, numbers as pandas
    read them (checked later), index = line numbers in the file."""
    form, data = text.form, text.body
    assert form is not None  # read_csv answers a form-less file (no messages) itself
    sep_bytes = text.sep.encode("utf-8")
    if len(sep_bytes) != 1:
        if _SEP in data:
            raise TracyFormatError(f"{path}: separator {text.sep!r} is not supported in this file")
        data = data.replace(sep_bytes, _SEP)
        sep_bytes = _SEP
    ncols = len(form.columns)
    # pandas skips (and reports) rows with too many fields, except a first
    # row whose extra field is empty: it takes that for a trailing separator
    # and drops the field. So rows with too many fields at the start are
    # taken out here.
    offset, first = 0, 0
    while offset < len(data):
        end = data.find(b"\n", offset)
        if data.count(sep_bytes, offset, end) <= ncols - 1:
            break
        offset, first = end + 1, first + 1
    table, skipped = _parse(data, offset, sep_bytes, form)
    rows = np.arange(first, first + len(table) + len(skipped), dtype=np.int64)
    broken = np.r_[np.arange(first, dtype=np.int64), rows[skipped]]
    table.index = np.delete(rows, skipped)
    if len(broken):
        table = _with_split_rows(path, table, data, broken, sep_bytes.decode("latin-1"), text)
    table.columns = list(form.columns)
    table.index = text.lines[table.index.to_numpy()]
    return table


def _parse(data: bytes, offset: int, sep: bytes, form: Form) -> tuple[pd.DataFrame, list[int]]:
    """pandas' C parser on ``data[offset:]``: the table of the rows with at
    most as many fields as columns, and the positions (0 = first row read)
    of the rows with more, which it skips."""
    ncols, names = len(form.columns), list(range(len(form.columns)))
    text_columns = names[:form.ntext] + names[ncols - form.ntail:]
    if offset >= len(data):
        return pd.DataFrame({c: pd.Categorical([]) if c in text_columns else np.zeros(0)
                             for c in names}), []
    buffer = io.BytesIO(data)
    buffer.seek(offset)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", pd.errors.ParserWarning)
        # pandas-stubs want str keys in na_values; these are int column labels, which pandas takes
        table = pd.read_csv(  # type: ignore[call-overload]
            buffer, sep=sep.decode("latin-1"), header=None, names=names,
            index_col=False, quoting=csv.QUOTE_NONE, keep_default_na=False,
            lineterminator="\n", skip_blank_lines=False, on_bad_lines="warn",
            na_values={c: [""] for c in names if c not in text_columns},
            dtype={c: "category" for c in text_columns}, engine="c",
            encoding="utf-8", encoding_errors="replace", low_memory=False)
    skipped = [int(n) - 1 for w in caught if issubclass(w.category, pd.errors.ParserWarning)
               for n in _SKIPPED.findall(str(w.message))]
    return table, sorted(skipped)


def _with_split_rows(path: str, table: pd.DataFrame, data: bytes, broken: np.ndarray,
                     split: str, text: _Text) -> pd.DataFrame:
    """``table`` with the rows ``broken`` (positions in ``data``, rows with
    more separators than columns) split by ``_split_row`` put back in order."""
    form = text.form
    assert form is not None
    ends = np.flatnonzero(np.frombuffer(data, np.uint8) == 10)
    starts = np.r_[0, ends[:-1] + 1]
    fields: list[list[str]] = [[] for _ in form.columns]
    counts = []
    for row in broken.tolist():
        parts = data[starts[row]:ends[row]].decode("utf-8", "replace").split(split)
        counts.append(len(parts))
        for column, value in zip(fields, _split_row(parts, text.sep, form)):
            column.append(value)
    ntext, nnum = form.ntext, len(form.columns) - form.ntext - form.ntail
    merged = {}
    order = np.argsort(np.r_[table.index.to_numpy(), broken], kind="stable")
    for c, values in enumerate(fields):
        if ntext <= c < ntext + nnum:
            try:
                numbers = _numbers_of(values, form.columns[c])
            except _BadField as e:
                raise TracyFormatError(
                    f"{path}:{text.lines[broken[e.at]]}: {form.columns[c]} {e.what}: "
                    f"{values[e.at][:40]!r} ({counts[e.at]} fields for "
                    f"{len(form.columns)} columns)") from None
            merged[c] = np.concatenate([table[c].to_numpy(), numbers])[order]
        else:
            merged[c] = union_categoricals([_as_text(table[c].array), _as_text(values)]).take(order)
    return pd.DataFrame(merged, index=np.r_[table.index.to_numpy(), broken][order])


def _as_text(values) -> pd.Categorical:
    """A categorical with str categories (pandas may have read a text column
    of numbers, or of nothing, as numbers)."""
    values = values if isinstance(values, pd.Categorical) else pd.Categorical(values)
    categories = pd.Index([str(c) for c in values.categories], dtype=object)
    return pd.Categorical.from_codes(values.codes, categories=categories)


def _split_row(fields: list[str], sep: str, form: Form) -> list[str]:
    """The columns of a row with too many ``fields``: the numbers are the
    rightmost run of numbers (else of numbers and empty fields: -p plot
    rows) that leaves room for the trailing text columns; the file is the
    field before them, the name all before that."""
    nnum = len(form.columns) - form.ntext - form.ntail
    last = len(fields) - nnum - form.ntail
    candidates = range(last, form.ntext - 1, -1)
    at = next((k for k in candidates if all(map(_is_number, fields[k:k + nnum]))),
              next((k for k in candidates
                    if all(f == "" or _is_number(f) for f in fields[k:k + nnum])), last))
    left, tail = fields[:at], sep.join(fields[at + nnum:])
    text = [sep.join(left[:-1]), left[-1]] if form.ntext == 2 else [sep.join(left)]
    return text + fields[at:at + nnum] + ([tail] if form.ntail else [])


def _is_number(field: str) -> bool:
    return field.isascii() and field.lstrip("-").replace(".", "", 1).isdigit()


class _BadField(Exception):
    def __init__(self, at: int, what: str):
        self.at, self.what = at, what


def _numbers_of(values: list[str], column: str) -> np.ndarray:
    """Split rows' fields of a numeric column (int64 when all are integers
    that fit, else floats); ``_BadField`` for one that is empty (where that
    is not allowed) or not a number."""
    if _NUMBERS[column][0] and all(_INTEGER.fullmatch(v) for v in values):
        exact = [int(v) for v in values]
        if all(-(1 << 63) <= v < 1 << 63 for v in exact):
            return np.array(exact, np.int64)
    strings = pd.Series(values, dtype=object)
    empty = (strings == "").to_numpy()
    parsed = _to_numbers(strings)
    bad = parsed.isna().to_numpy() & ~empty & ~_is_nan_text(strings, column).to_numpy()
    if not _NUMBERS[column][2]:
        bad |= empty
    if bad.any():
        at = int(np.argmax(bad))
        raise _BadField(at, "is empty" if empty[at] else "is not a number")
    numbers = parsed.to_numpy(np.float64)
    if _NUMBERS[column][0]:
        fraction = np.isfinite(numbers) & (numbers != np.floor(numbers))
        if fraction.any():
            raise _BadField(int(np.argmax(fraction)), "is not an integer")
    return numbers


def _to_numbers(strings: pd.Series) -> pd.Series:
    """Numbers of a text column, NaN where there is none."""
    try:
        return pd.to_numeric(strings, errors="coerce")
    except OverflowError:  # pandas gives up on integers beyond 64 bits
        return pd.Series([_to_float(s) for s in strings.tolist()], index=strings.index)


def _to_float(value) -> float:
    if isinstance(value, str) and not (value.isascii() and "_" not in value):
        return np.nan  # float() would take Unicode digits and underscores
    try:
        return float(value)
    except OverflowError:  # an integer beyond any float: out of range all the same
        return np.inf if str(value)[:1] != "-" else -np.inf
    except (TypeError, ValueError):
        return np.nan


def _is_nan_text(values: pd.Series, column: str) -> pd.Series:
    """Tracy 0.9 prints ``-nan`` for the std_ns of a zone called once."""
    if column != "std_ns":
        return pd.Series(False, index=values.index)
    return values.astype(str).str.lower().isin(["nan", "-nan"])


# -- checking numbers -----------------------------------------------------------------

def _number(path: str, table: pd.DataFrame, column: str) -> np.ndarray:
    """Column ``column`` as int64 (float64 for floats, and for integers that
    may be empty: NaN), or a one-line error naming the first bad line: empty,
    not a number, not finite, not whole, out of int64, negative."""
    integer, signed, optional = _NUMBERS[column]
    values = table[column]
    if not optional:
        _fail_at(path, column, values.isna(), values, "is empty")
    if values.dtype.kind not in "iuf":
        strings = values.astype(object)
        parsed = _to_numbers(strings)
        bad = parsed.isna() & strings.notna() & ~_is_nan_text(strings, column)
        _fail_at(path, column, bad, values, "is not a number")
        values = parsed if parsed.dtype.kind in "iu" else parsed.astype(np.float64)
    if values.dtype.kind == "u":
        _fail_at(path, column, values > _INT64_MAX, values, "is out of range")
        values = values.astype(np.int64)
    if values.dtype.kind == "f":
        _fail_at(path, column, np.isinf(values), values, "is not finite")
        if integer:
            whole = values.isna() | (values == np.floor(values))
            _fail_at(path, column, ~whole, values, "is not an integer")
            _fail_at(path, column, values.abs() >= 2.0 ** 63, values, "is out of range")
    if not signed:
        _fail_at(path, column, values < 0, values, "is negative")
    if integer and not (values.dtype.kind == "f" and values.isna().any()):
        return values.to_numpy(np.int64)
    return values.to_numpy(np.float64)


def _fail_at(path: str, column: str, bad, values: pd.Series, what: str) -> None:
    bad = np.asarray(bad, dtype=bool)
    if bad.any():
        at = int(np.argmax(bad))
        shown = "" if what == "is empty" else f": {str(values.iloc[at])[:40]!r}"
        raise TracyFormatError(f"{path}:{values.index[at]}: {column} {what}{shown}")


# -- tables into a Capture ------------------------------------------------------------

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
        rows[column] = _number(path, table, column)
    aggregates = pd.DataFrame(rows, columns=list(AGGREGATE_COLUMNS))
    keys = aggregates[["name", "src_file", "src_line"]].drop_duplicates()
    srclocs = _srcloc_table(keys["name"].tolist(), keys["src_file"].tolist(),
                            keys["src_line"].to_numpy(np.int64))
    return _capture(path, CaptureKind.CSV_AGGREGATE, srclocs=srclocs, aggregates=aggregates)


def _intervals(path: str, table: pd.DataFrame, start: str, duration: str
               ) -> tuple[np.ndarray, np.ndarray]:
    """Start and end of each row, or an error for an end past int64."""
    begin, length = _number(path, table, start), _number(path, table, duration)
    past = begin > _INT64_MAX - length
    if past.any():
        at = int(np.argmax(past))
        raise TracyFormatError(
            f"{path}:{table.index[at]}: {duration} ends past the largest time: "
            f"{begin[at]} + {length[at]}")
    end = begin + length
    if len(begin) and int(end.max()) - int(begin.min()) > _INT64_MAX:
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
    table = table[~np.isnan(_number(path, table, "exec_time_ns"))]  # -p plot points
    start, end = _intervals(path, table, "ns_since_start", "exec_time_ns")
    found = []  # with no thread column, zones of different threads overlap anyway
    if "thread" in table:
        thread = _number(path, table, "thread")
        _fail_at(path, "thread", thread > np.iinfo(np.int32).max, table["thread"], "is out of range")
    else:  # Tracy 0.9
        thread = np.zeros(len(table), np.int64)
        found.append(f"{path}: no thread column (Tracy 0.9): all zones are put on one thread, "
                     "so zones of different threads may nest wrongly")
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
    bounds = np.flatnonzero(np.r_[True, lane[1:] != lane[:-1], True]) if n else np.empty(0, np.int64)
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




def _messages(path: str, text: _Text) -> pd.DataFrame:
    """Message rows; a text with newlines continues until a line ends with
    ``<sep><integer>`` (a blank line inside a text is lost with the others)."""
    texts, times = [], []
    pending, pending_line = None, 0
    lines = text.lines.tolist()
    for number, line in zip(lines, text.body.decode("utf-8", "replace").split("\n")):
        if pending is not None:
            line = pending + "\n" + line
        message, found, time = line.rpartition(text.sep)
        if found and _INTEGER.fullmatch(time):
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
    return pd.DataFrame({"time_ns": np.asarray(times, np.int64),
                         "text": pd.array(texts, dtype=object),
                         "thread": np.full(len(times), -1, np.int64)})


def _capture(path: str, kind: CaptureKind, warnings: tuple[str, ...] = (), **tables: pd.DataFrame) -> Capture:
    """A CSV's Capture: the ``tables`` given, the others empty."""
    def get(name: str, empty: Callable[[], pd.DataFrame]) -> pd.DataFrame:
        return tables[name] if name in tables else empty()

    return Capture(path=path, kind=kind, metadata=Metadata(), threads=get("threads", empty_threads),
                   srclocs=get("srclocs", empty_srclocs), zones=get("zones", empty_zones),
                   gpu_contexts=get("gpu_contexts", empty_gpu_contexts), gpu_zones=get("gpu_zones", empty_gpu_zones),
                   frames=get("frames", empty_frames), messages=get("messages", empty_messages),
                   aggregates=tables.get("aggregates"), warnings=warnings)
