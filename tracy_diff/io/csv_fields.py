"""A csvexport CSV's rows split into fields and checked numbers: csvexport
never quotes, so a row with too many fields is split from the right."""

from __future__ import annotations

import csv
import io
import re
import warnings
from typing import Any

import numpy as np
import pandas as pd
from pandas.api.types import union_categoricals

from ..errors import TracyFormatError
from .csv_text import SKIPPED, Form, Text

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
INT64_MAX = np.iinfo(np.int64).max
_SEP = b"\x1f"  # stands in for a multi-byte separator
INTEGER = re.compile(r"-?[0-9]+")


def field_table(path: str, text: Text) -> pd.DataFrame:
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
               for n in SKIPPED.findall(str(w.message))]
    return table, sorted(skipped)


def _with_split_rows(path: str, table: pd.DataFrame, data: bytes, broken: np.ndarray,
                     split: str, text: Text) -> pd.DataFrame:
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
    frame: pd.DataFrame = pd.DataFrame(merged, index=pd.Index(np.r_[table.index.to_numpy(), broken][order]))
    return frame


def _as_text(values: Any) -> pd.Categorical:
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
    if _NUMBERS[column][0] and all(INTEGER.fullmatch(v) for v in values):
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


def _to_float(value: Any) -> float:
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
        none: pd.Series = pd.Series(False, index=values.index, dtype=bool)
        return none
    nan: pd.Series = values.astype(str).str.lower().isin(["nan", "-nan"])
    return nan


def number_column(path: str, table: pd.DataFrame, column: str) -> np.ndarray:
    """Column ``column`` as int64 (float64 for floats, and for integers that
    may be empty: NaN), or a one-line error naming the first bad line: empty,
    not a number, not finite, not whole, out of int64, negative."""
    integer, signed, optional = _NUMBERS[column]
    values = table[column]
    if not optional:
        fail_at(path, column, values.isna(), values, "is empty")
    if values.dtype.kind not in "iuf":
        strings = values.astype(object)
        parsed = _to_numbers(strings)
        bad = parsed.isna() & strings.notna() & ~_is_nan_text(strings, column)
        fail_at(path, column, bad, values, "is not a number")
        values = parsed if parsed.dtype.kind in "iu" else parsed.astype(np.float64)
    if values.dtype.kind == "u":
        fail_at(path, column, values > INT64_MAX, values, "is out of range")
        values = values.astype(np.int64)
    if values.dtype.kind == "f":
        fail_at(path, column, np.isinf(values), values, "is not finite")
        if integer:
            whole = values.isna() | (values == np.floor(values))
            fail_at(path, column, ~whole, values, "is not an integer")
            fail_at(path, column, values.abs() >= 2.0 ** 63, values, "is out of range")
    if not signed:
        fail_at(path, column, values < 0, values, "is negative")
    if integer and not (values.dtype.kind == "f" and values.isna().any()):
        return values.to_numpy(np.int64)
    return values.to_numpy(np.float64)


def fail_at(path: str, column: str, bad: Any, values: pd.Series, what: str) -> None:
    bad = np.asarray(bad, dtype=bool)
    if bad.any():
        at = int(np.argmax(bad))
        shown = "" if what == "is empty" else f": {str(values.iloc[at])[:40]!r}"
        raise TracyFormatError(f"{path}:{values.index[at]}: {column} {what}{shown}")


def string_column(values: pd.Series) -> tuple[np.ndarray, list[str]]:
    """Codes and labels of a text column."""
    if not isinstance(values.dtype, pd.CategoricalDtype):
        values = values.astype("category")
    return (values.cat.codes.to_numpy(np.int64),
            [str(v) for v in values.cat.categories])
