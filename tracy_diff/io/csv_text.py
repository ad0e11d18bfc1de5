"""The text of a csvexport CSV, streamed in with its limits (``MAX_BYTES``,
``MAX_LINES``), blank lines dropped, and its form told by the header."""

from __future__ import annotations

import gzip
import itertools
import re
import zlib
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO, NamedTuple

import numpy as np

from ..capture import (
    AGGREGATE_COLUMNS,
    CaptureKind,
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


_CHUNK = 1 << 18  # bytes read at a time; the work on one needs ~30x that
_MAX_LINE = 64 << 20
SKIPPED = re.compile(r"Skipping line (\d+)")


class Text(NamedTuple):
    """A CSV's data lines: ``body`` holds them without the header and
    without blank lines, each ending in a newline; ``lines`` is the 1-based
    line number in the file of each."""

    form: Form | None  # None: csvexport -m's "no messages" line
    sep: str
    body: bytes
    lines: np.ndarray


def read_text(path: str, opener: Callable[..., Any], max_bytes: int, max_lines: int) -> Text:
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

    def read(self) -> Text:
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
        return Text(form, sep, body, self._line_numbers())

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
        kept: bytes = data[np.repeat(keep, ends - starts + 1)].tobytes()
        return kept

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
