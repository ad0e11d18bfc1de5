"""What several commands share: reading captures with the CLI's limits,
writing a report, refusing an output that is an input, common options."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from ..diff import GroupBy
from ..errors import DiffError, TracyFormatError
from ..report.formats import ReportFormat

#: The reader's limits and the options that set them.
LIMIT_FLAGS = {"max_payload_bytes": "--max-payload-mb", "max_zones": "--max-zones"}
#: Default limits: far past any real capture this tool is meant for (a
#: 10M-zone capture holds a few hundred MB of payload), short of a
#: decompression bomb's gigabytes.
MAX_PAYLOAD_MB = 4096
MAX_ZONES = 50_000_000


def add_limits(p: argparse.ArgumentParser) -> None:
    p.add_argument("--max-payload-mb", type=float, default=MAX_PAYLOAD_MB, metavar="N",
                   help=f"largest decompressed .tracy payload read, in MB (default {MAX_PAYLOAD_MB})")
    p.add_argument("--max-zones", type=int, default=MAX_ZONES, metavar="N",
                   help=f"most CPU and GPU zones in a capture read (default {MAX_ZONES:,})")


def add_grouping(p: argparse.ArgumentParser) -> None:
    p.add_argument("--frames", metavar="NAME",
                   help="the frame set whose frames are the iterations (default: Iteration frames, else "
                        "BenchmarkIteration zones, else the default frame set of FrameMark)")
    p.add_argument("--group-by", choices=GroupBy.values(), default=GroupBy.NAME.value,
                   help="name: display name (each IREE dispatch its own row); srcloc: source location, "
                        "as tracy-csvexport")


def check_limits(args: argparse.Namespace) -> None:
    if hasattr(args, "max_payload_mb") and (not args.max_payload_mb > 0 or args.max_zones < 1):
        raise DiffError("--max-payload-mb must be positive and --max-zones at least 1")


def load(path: str, args: argparse.Namespace, columns: bool = False) -> Any:
    """The Capture at ``path`` (``columns``: its numpy columns, for commands that need no DataFrame)."""
    from ..io.loader import load, load_columns
    from ..progress import terminal_progress

    with terminal_progress(f"reading {path}") as progress:
        return (load_columns if columns else load)(
            path, progress=progress, max_payload_bytes=int(args.max_payload_mb * 2**20), max_zones=args.max_zones)


def check_output(output: str | None, inputs: list[str], flag: str = "--output") -> None:
    """Refuse an output path that is one of the inputs (the report would
    replace the user's file); checked before anything is read or written."""
    if output is None:
        return
    for path in inputs:
        try:
            same = os.path.samefile(output, path)
        except OSError:  # one of them does not exist (yet)
            same = os.path.realpath(output) == os.path.realpath(path)
        if same:
            raise DiffError(f"{flag} {output}: is the input {path}; the report would replace it "
                            f"(give another file)")


def emit(text: str, output: str | None) -> None:
    """Write ``text`` to ``output``, or to stdout when it is None."""
    if output is None:
        sys.stdout.write(text)
        return
    try:
        with open(output, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    except OSError as e:
        raise TracyFormatError(f"{output}: cannot write: {e.strerror or e}") from None


#: The optional parts of tracy-diff: the top-level module each needs -> the extra that installs it.
EXTRAS = {**dict.fromkeys(("dash", "dash_ag_grid", "plotly", "flask"), ("ui", "the dashboard")),
          **dict.fromkeys(("pyarrow", "duckdb", "fsspec", "dask", "distributed"), ("history", "the history store"))}


def missing_extra(e: ModuleNotFoundError) -> str | None:
    """The one line naming the extra to install for the module ``e`` lacks,
    or None when no extra provides it (a broken install: not ours to word)."""
    module = (e.name or "").split(".")[0]
    if module not in EXTRAS:
        return None
    extra, what = EXTRAS[module]
    return f"{what} needs the {extra!r} extra ({module} is not installed): pip install 'tracy-diff[{extra}]'"


#: An output file's extension -> the format written there (``-o report.md -o report.json``).
EXTENSIONS = {".json": ReportFormat.JSON, ".md": ReportFormat.MARKDOWN, ".markdown": ReportFormat.MARKDOWN,
              ".csv": ReportFormat.CSV, ".txt": ReportFormat.TABLE}
#: ``-o -``: standard output.
STDOUT = "-"


def outputs(paths: list[str] | None, fmt: str) -> list[tuple[str | None, ReportFormat]]:
    """Each output (None: stdout) with its format: a file's from its
    extension (``EXTENSIONS``), else ``fmt`` (``--format``); no ``-o``: stdout in ``fmt``."""
    if not paths:
        return [(None, ReportFormat.of(fmt))]
    seen: set[str] = set()
    out: list[tuple[str | None, ReportFormat]] = []
    for path in paths:
        key = path if path == STDOUT else os.path.realpath(path)
        if key in seen:
            raise DiffError(f"--output {path} is given twice")
        seen.add(key)
        ext = os.path.splitext(path)[1].lower()
        out.append((None if path == STDOUT else path, EXTENSIONS.get(ext, ReportFormat.of(fmt))))
    return out
