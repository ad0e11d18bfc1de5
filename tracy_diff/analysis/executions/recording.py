"""The command buffers a capture recorded, as regions of dispatch calls.

IREE's HAL traces every command recorded into a command buffer on the
recording thread: between ``iree_hal_command_buffer_begin`` and
``iree_hal_command_buffer_end``, a zone ``iree_hal_command_buffer_dispatch``
per dispatch call and ``iree_hal_command_buffer_execution_barrier`` per
barrier. The dispatches between two barriers form a region: they may run
at the same time, and the next region starts only when all of them have
finished. Each ``iree_hal_device_queue_execute`` zone submits one command
buffer to run.

In: a Capture. Out: ``Recording``: every recorded command buffer as its
regions' dispatch counts (regions without a dispatch left out), in the
order they were recorded, with the time each ended, and the submission
times. Empty when the capture holds no recording (another runtime, or a
capture started after the recording).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...capture import Capture

BEGIN = "iree_hal_command_buffer_begin"
END = "iree_hal_command_buffer_end"
DISPATCH = "iree_hal_command_buffer_dispatch"
BARRIER = "iree_hal_command_buffer_execution_barrier"
SUBMIT = "iree_hal_device_queue_execute"


@dataclass(frozen=True)
class CommandBuffer:
    """One recorded command buffer: dispatch calls per region, in order."""

    regions: tuple[int, ...]
    ended_ns: int  # when its recording ended

    @property
    def calls(self) -> int:
        return sum(self.regions)


@dataclass(frozen=True)
class Recording:
    """The capture's recorded command buffers and submission times (sorted)."""

    buffers: tuple[CommandBuffer, ...]
    submits_ns: np.ndarray

    def __bool__(self) -> bool:
        return bool(self.buffers) and len(self.submits_ns) > 0

    @property
    def ended_ns(self) -> np.ndarray:
        """When each buffer's recording ended (sorted, as the buffers are)."""
        return np.array([b.ended_ns for b in self.buffers], np.int64)

    def candidates(self, at_ns: int) -> list[CommandBuffer]:
        """The buffers recorded before ``at_ns``, the latest first."""
        return [b for b in reversed(self.buffers) if b.ended_ns <= at_ns]


def recording(capture: Capture) -> Recording:
    """The capture's recorded command buffers (see the module doc)."""
    z = capture.zones
    names = z["name"]
    categories = [str(c) for c in names.cat.categories]
    wanted = {n: i for i, n in enumerate(categories) if n in (BEGIN, END, DISPATCH, BARRIER, SUBMIT)}
    if DISPATCH not in wanted or SUBMIT not in wanted:
        return Recording((), np.empty(0, np.int64))
    codes = names.cat.codes.to_numpy()
    rows = np.flatnonzero(np.isin(codes, list(wanted.values())))
    start = z["start_ns"].to_numpy(np.int64)[rows]
    end = z["end_ns"].to_numpy(np.int64)[rows]
    thread = z["thread"].to_numpy()[rows]
    code = codes[rows]
    submits = np.sort(start[code == wanted[SUBMIT]])
    buffers: list[CommandBuffer] = []
    for t in np.unique(thread):
        mine = np.flatnonzero(thread == t)
        mine = mine[np.argsort(start[mine], kind="stable")]
        buffers += _buffers([categories[int(c)] for c in code[mine]], end[mine])
    buffers.sort(key=lambda b: b.ended_ns)
    return Recording(tuple(buffers), submits)


def _buffers(kinds: list[str], ends: np.ndarray) -> list[CommandBuffer]:
    """Command buffers from one thread's recording zones in time order."""
    out: list[CommandBuffer] = []
    regions: list[int] | None = None
    for kind, end in zip(kinds, ends.tolist()):
        if kind == BEGIN:
            regions = [0]
        elif regions is None:
            continue
        elif kind == DISPATCH:
            regions[-1] += 1
        elif kind == BARRIER:
            regions.append(0)
        elif kind == END:
            counts = tuple(n for n in regions if n)
            if counts:
                out.append(CommandBuffer(counts, int(end)))
            regions = None
    return out
