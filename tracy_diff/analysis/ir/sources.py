"""IREE executable dumps on disk -> dispatch functions by export name.

``iree-compile --iree-hal-dump-executable-sources-to=DIR`` writes one
``.mlir`` file per executable (``module_forward_bs1$async_dispatch_31.mlir``);
each holds a ``func.func`` per export, named like the export and like the
Tracy zone of the dispatch (``forward_bs1$async_dispatch_31_attention_...``).
``--iree-hal-dump-executable-benchmarks-to=DIR`` writes one module per
executable with a ``util.func`` per export that runs that dispatch alone.

Contract:

* ``find_sources(capture)`` / ``find_benchmarks(capture)``: the folder
  ``<capture stem>.sources`` / ``.benchmarks`` beside a capture, or None.
* ``load_sources(folder)`` -> ``Sources``: function name -> ``DispatchSource``
  (file, function text, target backend). ``load_benchmarks(folder)`` ->
  ``Benchmarks``: export name -> ``BenchmarkEntry`` (file, ``util.func``).
* An executable compiled for several targets holds one function per
  target variant under the same name: the first is kept.
* Nothing here raises on bad input: a missing, unreadable or empty folder,
  a file that is not text, a function that is not closed (truncated file)
  or defined twice each give one line in ``.warnings`` and the rest loads.
* Text-based and bounded: files are scanned with regular expressions and
  ``str.find``, never parsed into a tree; a function's end is the closing
  brace at its own indentation (brace counting only when that is missing).
  Files larger than ``MAX_FILE_BYTES`` are skipped with a warning.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 1 << 30

# A function definition at the start of a line, from "func.func" to the "{" ending the line.
_FUNC_AT = re.compile(r'func\.func\s+(?:(?:public|private|nested)\s+)?@("?)([^\s("]+)\1[^\n]*\{[ \t]*$',
                      re.MULTILINE)
_TARGET = re.compile(r'target\(<"([\w.-]+)"')
_EXPORT = re.compile(r'\bhal\.executable\.export\s+(?:public\s+)?@("?)([^\s("]+)\1')
_BENCH_FUNC = re.compile(r'^[ \t]*util\.func\s+public\s+@("?)([^\s("]+)\1\([^\n]*iree\.benchmark\s*=\s*"dispatch"',
                         re.MULTILINE)


@dataclass(frozen=True)
class DispatchSource:
    """One dispatch function of a sources dump."""

    name: str  # the export / function name, as Tracy names the zone
    file: Path
    target: str | None  # backend of the executable variant: "llvm-cpu", "rocm", ...
    _text: str = field(repr=False)  # the whole file; the function is a slice of it
    _span: tuple[int, int] = field(repr=False)

    @property
    def text(self) -> str:
        """The function, from its ``func.func`` line to its closing brace."""
        return self._text[self._span[0]:self._span[1]]


@dataclass(frozen=True)
class Sources:
    """A loaded sources dump: dispatch functions by name, and what went wrong."""

    folder: Path
    functions: dict[str, DispatchSource]
    warnings: tuple[str, ...] = ()
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)  # derived data, by its users

    def get(self, name: str) -> DispatchSource | None:
        return self.functions.get(name)


@dataclass(frozen=True)
class BenchmarkEntry:
    """The benchmark module that runs one export alone."""

    export: str
    file: Path
    function: str  # the util.func to pass to iree-benchmark-module --function
    target: str | None


@dataclass(frozen=True)
class Benchmarks:
    """A loaded benchmarks dump: entries by export name, and what went wrong."""

    folder: Path
    entries: dict[str, BenchmarkEntry]
    warnings: tuple[str, ...] = ()


def find_sources(capture: str | os.PathLike[str]) -> Path | None:
    """``<stem>.sources/`` beside ``capture`` if it is a folder, else None."""
    return _beside(capture, ".sources")


def find_benchmarks(capture: str | os.PathLike[str]) -> Path | None:
    """``<stem>.benchmarks/`` beside ``capture`` if it is a folder, else None."""
    return _beside(capture, ".benchmarks")


def _beside(capture: str | os.PathLike[str], suffix: str) -> Path | None:
    path = Path(capture)
    folder = path.with_name(path.stem + suffix)
    return folder if folder.is_dir() else None


def _read_folder(folder: str | os.PathLike[str], what: str) -> tuple[Path, list[tuple[Path, str]], list[str]]:
    """(folder, [(file, text)], warnings) for the ``.mlir`` files of ``folder``."""
    folder = Path(folder)
    warnings: list[str] = []
    try:
        files = sorted(p for p in folder.iterdir() if p.suffix == ".mlir")
    except OSError as e:
        return folder, [], [f"{folder}: cannot read the {what} folder ({e.strerror or e})"]
    if not files:
        warnings.append(f"{folder}: no .mlir files in the {what} folder")
    texts = []
    for f in files:
        try:
            size = f.stat().st_size
            if size > MAX_FILE_BYTES:
                warnings.append(f"{f}: {size:,} bytes, more than {MAX_FILE_BYTES:,}; skipped")
                continue
            data = f.read_bytes()
        except OSError as e:
            warnings.append(f"{f}: cannot read it ({e.strerror or e})")
            continue
        text = data.decode("utf-8", errors="replace")
        if "\ufffd" in text or "\0" in text:
            warnings.append(f"{f}: not UTF-8 text (corrupt?); read what could be read")
        texts.append((f, text))
    return folder, texts, warnings


def load_sources(folder: str | os.PathLike[str]) -> Sources:
    """Index the dispatch functions of a ``--iree-hal-dump-executable-sources-to`` folder."""
    folder, texts, warnings = _read_folder(folder, "sources")
    functions: dict[str, DispatchSource] = {}
    for f, text in texts:
        target = _TARGET.search(text)
        found = 0
        for indent, m in _functions(text):
            end = _function_end(text, m.end(), indent)
            name = m.group(2)
            if end is None:
                warnings.append(f"{f}: function @{name} is not closed (truncated file?); skipped")
                continue
            found += 1
            if name in functions:
                if functions[name].file != f:  # in one file: another target variant of the executable
                    warnings.append(f"{f}: function @{name} is also in {functions[name].file.name}; "
                                    "kept that one")
                continue
            functions[name] = DispatchSource(name, f, target.group(1) if target else None, text, (m.start(), end))
        if not found:
            warnings.append(f"{f}: no dispatch function (func.func with a body) in it")
    return Sources(folder, functions, tuple(warnings))


def _functions(text: str) -> Iterator[tuple[str, re.Match[str]]]:
    """(indentation, match of _FUNC_AT) of each function definition, found
    with str.find (a regex anchored at every line start is several times slower)."""
    pos = text.find("func.func")
    while pos >= 0:
        line_start = text.rfind("\n", 0, pos) + 1
        indent = text[line_start:pos]
        if not indent.strip(" \t"):
            m = _FUNC_AT.match(text, pos)
            if m:
                yield indent, m
        pos = text.find("func.func", pos + 9)


def _function_end(text: str, body_start: int, indent: str) -> int | None:
    """End offset of a function whose body opens just before ``body_start``.

    IREE prints the closing brace alone on a line at the function's own
    indentation; hand-written files may not, so fall back to counting braces
    (outside string literals) when that line is missing.
    """
    close = text.find(f"\n{indent}}}", body_start)
    if close >= 0:
        stop = close + len(indent) + 2
        closes_line = stop == len(text) or text[stop] in "\r\n \t"
        if closes_line and text.find(f"\n{indent}func.func", body_start, close) < 0:
            return stop
    return _brace_end(text, body_start)


def _brace_end(text: str, body_start: int, limit: int = 64 << 20) -> int | None:
    depth, i, n = 1, body_start, min(len(text), body_start + limit)
    tokens = re.compile(r'[{}"]')
    while i < n:
        m = tokens.search(text, i, n)
        if m is None:
            return None
        c, i = m.group(), m.end()
        if c == '"':
            close = re.compile(r'(?<!\\)"').search(text, i, n)
            if close is None:
                return None
            i = close.end()
        elif c == "{":
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return i
    return None


def load_benchmarks(folder: str | os.PathLike[str]) -> Benchmarks:
    """Index a ``--iree-hal-dump-executable-benchmarks-to`` folder by export name."""
    folder, texts, warnings = _read_folder(folder, "benchmarks")
    entries: dict[str, BenchmarkEntry] = {}
    for f, text in texts:
        exports = sorted({m.group(2) for m in _EXPORT.finditer(text)}, key=len, reverse=True)
        target = _TARGET.search(text)
        funcs = [m.group(2) for m in _BENCH_FUNC.finditer(text)]
        if not funcs:
            warnings.append(f"{f}: no dispatch benchmark function in it")
        for fn in funcs:
            export = next((e for e in exports if fn.endswith(e)), None)
            if export is None:
                warnings.append(f"{f}: benchmark @{fn} names none of the file's exports")
            elif export not in entries:
                entries[export] = BenchmarkEntry(export, f, fn, target.group(1) if target else None)
    return Benchmarks(folder, entries, tuple(warnings))
