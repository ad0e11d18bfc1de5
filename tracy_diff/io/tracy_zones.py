"""Zone columns as the timelines' walks fill them, and the thread that maps
their pages in ahead of the walks."""

from __future__ import annotations

import threading
from typing import NamedTuple

import numpy as np

from ..capture import Coded
from . import timeline
from .timeline import Codes, Layout
from .tracy_format import ZONE_EXTRA

#: Zone rows whose column pages a thread maps in ahead of the walks
#: (``Prefault``), and how many at a time.
PREFAULT_AHEAD, PREFAULT_STEP = 1 << 20, 1 << 16


def u24(table: np.ndarray, field: str) -> np.ndarray:
    """The little-endian 3-byte integers of ``field`` (a ``u1, 3`` field of a
    record of at least 4 bytes from the field on) of the records in ``table``
    (bytes): read as 4 bytes each, in place, the fourth masked off."""
    dtype = ZONE_EXTRA
    n = len(table) // dtype.itemsize
    at = dtype.fields[field][1]  # type: ignore[index]  # a structured dtype's fields
    assert at + 4 <= dtype.itemsize
    if not n:
        return np.empty(0, np.uint32)
    values: np.ndarray = np.ndarray((n,), "<u4", table, at, (dtype.itemsize,)) & np.uint32(0xFFFFFF)
    return values


def keys(timelines: list[tuple[int, Timeline]]) -> np.ndarray:
    """Each zone's timeline key, in the order ``fill`` puts the zones."""
    return np.repeat(np.array([k for k, _ in timelines], dtype=np.int32),
                     [t.zones for _, t in timelines])


def coded(codes: np.ndarray | None, categories: list[str]) -> Coded:
    """The categorical column of ``codes`` the walk wrote (valid by construction)."""
    assert codes is not None  # the walks were given code tables
    return Coded(codes, categories)


class Zones:
    """The columns of one zone table as the timelines' walks fill them, one
    after the other: ``rows`` filled of ``capacity``. ``codes`` and ``extras``:
    how the walks name zones and what they refuse (see ``timeline.Walk.step``);
    ``aux``: whether the extra field is kept."""

    def __init__(self, layout: Layout, codes: Codes, extras: int = 0, aux: bool = True):
        self.layout, self.codes, self.extras = layout, codes, extras
        self.columns = timeline.Columns.empty(0, layout, aux, codes)
        self.rows = 0
        self.prefault: Prefault | None = None

    @property
    def capacity(self) -> int:
        return len(self.columns.depth)

    def reserve(self, zones: int) -> None:
        """Room for ``zones`` more rows (what the file announces, bounded by
        what its payload could hold); walks grow it where that was short."""
        if self.rows + zones > self.capacity:
            self.grow(self.rows + zones)

    def grow(self, capacity: int) -> None:
        self.columns = self.columns.grown(capacity, self.rows)
        if self.prefault is None and capacity >= 2 * PREFAULT_AHEAD and timeline.COMPILED:  # worth a thread
            self.prefault = Prefault(self)

    def reached(self, row: int) -> None:
        """The walks have written the rows before ``row``."""
        if self.prefault is not None:
            self.prefault.reached(row)

    def close(self) -> None:
        if self.prefault is not None:
            self.prefault.close()
            self.prefault = None

    def filled(self) -> timeline.Columns:
        """The rows filled (views)."""
        return self.columns.rows(slice(0, self.rows))


class Prefault:
    """A thread mapping in the pages of a zone table's columns (``timeline.populate``)
    up to ``PREFAULT_AHEAD`` rows past the row the walks reached, so that the
    walks find them mapped: the page faults of their first writes, as costly on
    this project's VM as the walk itself, are taken on another core. It never
    writes (the walks may be writing beside it), and maps in no more than the
    rows really walked and ``PREFAULT_AHEAD`` more, whatever the file claims."""

    def __init__(self, zones: Zones):
        self.zones = zones
        self.lock = threading.Condition()
        self.row = self.done = 0  # rows reached by the walks, rows mapped in
        self.stopping = False
        self.thread: threading.Thread | None = threading.Thread(target=self.run, name="tracy-diff prefault",
                                                                daemon=True)
        try:
            self.thread.start()
        except RuntimeError:  # can't start new thread: the walks fault their pages in themselves
            self.thread = None

    def reached(self, row: int) -> None:
        with self.lock:
            self.row = row
            if self.done < row + PREFAULT_AHEAD // 2:
                self.lock.notify()

    def run(self) -> None:
        lock = self.lock
        while True:
            with lock:
                while not self.stopping and self.done >= min(self.zones.capacity, self.row + PREFAULT_AHEAD):
                    lock.wait()
                if self.stopping:
                    return
                start = max(self.done, self.row)
                stop = min(self.zones.capacity, start + PREFAULT_STEP)
                arrays = self.zones.columns.outputs()
            if not timeline.populate(arrays, start, stop):
                return  # the system cannot: the walks fault their pages in themselves
            with lock:
                self.done = stop

    def close(self) -> None:
        with self.lock:
            self.stopping = True
            self.lock.notify()
        if self.thread is not None:
            self.thread.join()


class Timeline(NamedTuple):
    """Where a timeline is and how many zones it holds (found by its walk)."""

    pos: int
    top: int
    zones: int
    end: int  # the byte after it
