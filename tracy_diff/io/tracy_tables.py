"""The capture's tables, made of what ``Parser`` read: ``record(parser)``
gives the ``CaptureColumns``."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import numpy as np

from ..capture import (
    FRAME_COLUMNS,
    GPU_CONTEXT_COLUMNS,
    GPU_ZONE_COLUMNS,
    MESSAGE_COLUMNS,
    SRCLOC_COLUMNS,
    THREAD_COLUMNS,
    ZONE_COLUMNS,
    CaptureColumns,
    CaptureKind,
    Coded,
    Metadata,
    Table,
)
from ..errors import CorruptError
from .tracy_format import CPU_ARCHES, GPU_CONTEXT_TYPES
from .tracy_zones import Timeline, coded, keys

if TYPE_CHECKING:
    from .tracy_sections import Parser


def record(p: Parser) -> CaptureColumns:
    """The capture's columns, once the parse is done."""
    p.payload.release()  # every string is decoded by now (or detached with its table)
    threads, thread_key = thread_table(p)
    cpu = [(thread_key[tid], t) for tid, t in p.threads if t is not None]
    return CaptureColumns(path=p.path, kind=CaptureKind.TRACY, metadata=metadata(p),
                          zones=zone_table(p, cpu), gpu_zones=gpu_zone_table(p),
                          threads=threads, srclocs=p.srclocs, frames=frame_table(p),
                          messages=message_table(p, thread_key),
                          gpu_contexts=gpu_context_table(p, thread_key), warnings=tuple(p.warnings))


def metadata(p: Parser) -> Metadata:
    return Metadata(
        program=p.program, capture_name=p.capture_name or os.path.basename(p.path),
        capture_time=p.capture_time, file_version=p.version_text,
        resolution_ns=p.resolution, last_time_ns=p.last_time, pid=p.pid,
        host_info=p.host_info, cpu_manufacturer=p.cpu_manufacturer,
        compression=p.payload.compression, streams=p.payload.streams,
        cpu_arch=CPU_ARCHES[p.cpu_arch] if p.cpu_arch < len(CPU_ARCHES) else f"arch {p.cpu_arch}",
        cpu_id=p.cpu_id, sampling_period_ns=p.sampling_period,
        callstack_samples=tuple((thread_name(p, t), n) for t, n, _ in p.samples if n),
        kernel_samples=sum(k for _, _, k in p.samples),
        tracy_threads=tuple(sorted({n for n in (thread_name(p, t) for t in p.thread_names)
                                    if n.startswith("Tracy ")})))


def zone_table(p: Parser, timelines: list[tuple[int, Timeline]]) -> Table:
    """The CPU zone table of the walked columns (``timelines``: ``(thread key,
    timeline)``, in the order they were walked)."""
    if not timelines:
        return Table.empty(ZONE_COLUMNS)
    z = p.cpu_zones.filled()
    (start, end), = z.times
    return Table({
        "thread": keys(timelines), "start_ns": start, "end_ns": end, "depth": z.depth,
        "parent": z.parent, "srcloc": z.srcloc,
        "name": coded(z.name, p.cpu_categories), "text": coded(z.text, p.text_categories),
    })


def thread_name(p: Parser, tid: int) -> str:
    """Tracy's ``GetThreadName`` (§7.3)."""
    name = p.thread_names.get(tid)
    external = p.external_names.get(tid)
    if name is None:
        return "???" if external is None else external
    digits = len(name) - len(name.lstrip("0123456789"))
    if (digits and int(name[:digits]) == tid and external is not None
            and external not in ("???", "ntdll.dll")):
        return external
    return name


def thread_table(p: Parser) -> tuple[Table, dict[int, int]]:
    """Threads keyed by compressed id; threads the table lacks get keys after it."""
    expand = p.thread_expand.tolist()
    key = {tid: i for i, tid in enumerate(expand) if i}
    key.setdefault(0, 0)
    known = [tid for tid, _ in p.threads] + list(p.thread_names)
    for tid in known:
        if tid not in key:
            key[tid] = max(len(expand), max(key.values()) + 1)
    rows = sorted((k, tid) for tid, k in key.items() if k)
    if not rows:
        return Table.empty(THREAD_COLUMNS, "thread"), key
    table = Table({
        "thread": np.array([k for k, _ in rows], dtype=np.int32),
        "tid": np.array([t for _, t in rows], dtype=np.uint64).astype(np.int64),
        "name": np.array([thread_name(p, t) for _, t in rows], dtype=object),
    }, "thread")
    return table, key


def srcloc_table(p: Parser) -> tuple[Table, np.ndarray]:
    """Source locations keyed by the zones' i16 id; also a lookup table
    from the id's 16 bits taken as unsigned to the row (-1 = undefined id)."""
    strings = p.strings
    row = np.full(65536, -1, dtype=np.int32)
    ids, records = p.srcloc_ids, p.srcloc_records
    if not records:
        return Table.empty(SRCLOC_COLUMNS, "srcloc"), row
    names, functions, files, lines, label = [], [], [], [], []
    for r in records:
        active = bool(r["name_flags"] & 2)
        name = strings.ref(int(r["name"]), int(r["name_flags"])) if active else ""
        function = strings.ref(int(r["function"]), int(r["function_flags"]))
        names.append(name)
        functions.append(function)
        files.append(strings.ref(int(r["file"]), int(r["file_flags"])))
        lines.append(int(r["line"]))
        label.append(name if active else function)
    row[np.array(ids) & 0xFFFF] = np.arange(len(ids))
    table = Table({
        "srcloc": np.array(ids, dtype=np.int32),
        "name": np.array(names, dtype=object), "function": np.array(functions, dtype=object),
        "file": np.array(files, dtype=object), "line": np.array(lines, dtype=np.int64),
        "label": np.array(label, dtype=object),
    }, "srcloc")
    return table, row


def extra_codes(p: Parser, field: str) -> tuple[np.ndarray, list[str]]:
    """Per zone extra, a code into the labels of its ``field`` string (-1 =
    none), and those labels. Refuses an extra whose string does not exist."""
    if p.extras == 0:
        return np.full(1, -1, dtype=np.int32), []  # zones only use extra 0
    index = p.extra_strings[field]  # StringIdx + 1, 0 = unset
    index[0] = 0  # extra 0 means "no extra"
    if int(index.max()) > len(p.strings.starts):
        bad = int(np.argmax(index > len(p.strings.starts)))
        raise CorruptError(f"{p.path}: zone extra {bad} refers to string "
                           f"{int(index[bad]) - 1} of {len(p.strings.starts)}")
    used = np.flatnonzero(np.bincount(index)[1:]) + 1
    code = np.full(int(index.max()) + 1, -1, dtype=np.int32)
    code[used] = np.arange(len(used), dtype=np.int32)
    labels = [p.strings.data(int(i) - 1) for i in used.tolist()]
    return code[index], labels


def gpu_context_table(p: Parser, thread_key: dict[int, int]) -> Table:
    if not p.gpu_contexts:
        return Table.empty(GPU_CONTEXT_COLUMNS, "context")
    types = [GPU_CONTEXT_TYPES[k] if k < len(GPU_CONTEXT_TYPES) else f"type {k}"
             for _, k, _ in p.gpu_contexts]
    return Table({
        "context": np.arange(len(types), dtype=np.int32),
        "name": np.array([n for _, _, n in p.gpu_contexts], dtype=object),
        "type": np.array(types, dtype=object),
        "thread": np.array([thread_key.get(t, -1) for t, _, _ in p.gpu_contexts],
                           dtype=np.int64),
    }, "context")


def gpu_zone_table(p: Parser) -> Table:
    if not p.gpu_timelines:
        return Table.empty(GPU_ZONE_COLUMNS)
    z = p.gpu_zones.filled()
    assert z.aux is not None  # the GPU walks keep the issuing thread
    (cpu_start, cpu_end), (start, end) = z.times
    return Table({
        "context": keys(p.gpu_timelines), "thread": z.aux.astype(np.int32),
        "cpu_start_ns": cpu_start, "cpu_end_ns": cpu_end, "start_ns": start, "end_ns": end,
        "depth": z.depth, "parent": z.parent, "srcloc": z.srcloc,
        "name": coded(z.name, p.gpu_categories),
    })


def frame_table(p: Parser) -> Table:
    if not p.frame_sets:
        return Table.empty(FRAME_COLUMNS)
    names = [("Frame" if key == 0 else p.strings.pointer(key)) for key, _, _ in p.frame_sets]
    sizes = [len(s) for _, s, _ in p.frame_sets]
    codes = np.repeat(np.arange(len(names)), sizes)
    return Table({
        "frame_set": Coded.of(codes, names),
        "start_ns": np.concatenate([s for _, s, _ in p.frame_sets]).astype(np.int64),
        "end_ns": np.concatenate([e for _, _, e in p.frame_sets]).astype(np.int64),
    })


def message_table(p: Parser, thread_key: dict[int, int]) -> Table:
    m = p.messages
    if not len(m):
        return Table.empty(MESSAGE_COLUMNS)
    texts = [p.strings.ref(v, f) for v, f in zip(m["text"].tolist(), m["text_flags"].tolist())]
    thread = np.full(len(m), -1, dtype=np.int64)
    order = np.argsort(m["ptr"], kind="stable")
    sorted_ptrs = m["ptr"][order]
    for tid, ptrs in p.thread_messages:
        at = np.searchsorted(sorted_ptrs, ptrs)
        ok = at < len(order)
        ok[ok] = sorted_ptrs[at[ok]] == ptrs[ok]
        thread[order[at[ok]]] = thread_key.get(tid, -1)
    return Table({
        "time_ns": np.cumsum(m["dtime"]).astype(np.int64),
        "text": np.array(texts, dtype=object),
        "thread": thread,
    })

