"""A progress bar on stderr for long loads, shown only on a terminal."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from .io.loader import Progress


@contextmanager
def terminal_progress(label: str, stream: TextIO | None = None) -> Iterator[Progress | None]:
    """Yield a progress callback drawing a bar, or None when not on a tty."""
    stream = stream or sys.stderr
    if not stream.isatty():
        yield None
        return
    from tqdm import tqdm

    bar = tqdm(desc=label, total=0, unit="B", unit_scale=True, leave=False,
               file=stream, dynamic_ncols=True)

    def update(done: int, total: int) -> None:
        if bar.total != total:
            bar.total = total
        bar.n = done
        bar.refresh()

    try:
        yield update
    finally:
        bar.close()
