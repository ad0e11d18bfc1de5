"""IREE CPU dispatch calls from their tile chunks.

On IREE's CPU runtime (``local-task``) a dispatch call runs as tile chunks:
zones of ``iree_hal_cmd_execute_dispatch_tiles`` renamed with ``ZoneName``
to the dispatch's export, on the worker threads, each inside the worker's
pass over one region of the command buffer
(``iree_hal_local_task_process_region``, the chunk's parent). Under IREE's
default scheduling the calls of one region run at the same time, and two
calls of one dispatch in a region (the q and k RoPE of a layer) interleave
their chunks under one name: the chunks do not say whose they are.

``chunk_calls`` counts the calls as the program made them:

1. Passes (a worker's consecutive chunks under one parent) are joined into
   pieces: passes overlapping in time. A region's chunks all end before the
   next region's start (the barrier between them), so a piece never holds
   two regions; a region whose workers did not overlap is several pieces.
2. With the command buffers the capture recorded (``recording``), the
   pieces after each submission are laid onto the regions of the buffer it
   ran, in order: consecutive pieces per region, no more distinct names
   than the region's calls. A region of m calls holding one name ran it m
   times; holding m names, each once; otherwise a name ran its chunks over
   its chunks per call (the same every call: its tile count over the tiles
   a worker claims at once), learnt from the regions that tell, else the
   split whose names' chunks per call are the most alike. A name's
   chunks in a region are cut into its calls in start order (the workers
   claim a region's calls' tiles one call after the other).
3. Chunks no recording places (no recording in the capture, or pieces that
   fit no recorded buffer) are joined per worker, then across workers while
   they overlap, and partial calls rejoined (``_rejoin_partial_calls``).
   There two calls of one dispatch that ran at the same time count as one:
   a dispatch that ran in a region with others (default scheduling) or with
   executions of twice its fewest chunks or more is listed in
   ``Calls.approximate``, as is one whose count the recording leaves open.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from .recording import CommandBuffer, Recording

#: Most pieces more than regions (regions split by late workers) one
#: command buffer run is laid out with.
MAX_EXTRA_PIECES = 64
#: Largest region whose calls are split among its names by trying every split.
MAX_SPLIT_NAMES, MAX_SPLIT_CALLS = 4, 24
JOINED = "calls that ran at the same time on different workers may be joined (no command buffer recording places them)"
OPEN = "the recorded regions leave open how its chunks split into calls"


@dataclass
class Calls:
    """Dispatch calls as columns, and the name codes whose count may be off (with why)."""

    code: np.ndarray
    thread: np.ndarray  # the worker that ran the call's first chunk
    start: np.ndarray
    end: np.ndarray
    busy: np.ndarray  # summed chunk time
    chunks: np.ndarray
    approximate: dict[int, str]


def chunk_calls(code: np.ndarray, thread: np.ndarray, parent: np.ndarray, start: np.ndarray, end: np.ndarray,
                plan: Recording) -> Calls:
    """Join tile chunks (one entry per chunk zone) into calls (see the module doc)."""
    order = np.lexsort((start, thread))
    code, thread, parent, start, end = code[order], thread[order], parent[order], start[order], end[order]
    piece = _pieces(code, thread, parent, start, end)
    group = np.full(len(code), -1, np.int64)
    approximate: dict[int, str] = {}
    run_kind, counts = _place(piece, code, start, plan, group, approximate) if plan and len(code) \
        else (np.zeros(0, np.int64), {})
    placed = group >= 0
    parts = [_cut(group[placed], code[placed], thread[placed], start[placed], end[placed], run_kind, counts)]
    if not placed.all():
        rest = ~placed
        joined = _join(code[rest], thread[rest], parent[rest], start[rest], end[rest])
        approximate.update({c: JOINED for c in _maybe_joined(joined) + _shared_regions(piece[rest], code[rest])})
        parts.append(joined)
    def cat(field: str) -> np.ndarray:
        return np.concatenate([getattr(p, field) for p in parts])
    return Calls(cat("code"), cat("thread"), cat("start"), cat("end"), cat("busy"), cat("chunks"), approximate)


def _pieces(code: np.ndarray, thread: np.ndarray, parent: np.ndarray, start: np.ndarray,
            end: np.ndarray) -> np.ndarray:
    """Per chunk (sorted by worker, then start): its piece, numbered in start order."""
    if not len(code):
        return np.empty(0, np.int64)
    new = np.ones(len(code), bool)
    new[1:] = (thread[1:] != thread[:-1]) | (parent[1:] != parent[:-1]) | ((parent[1:] < 0) & (code[1:] != code[:-1]))
    at = np.flatnonzero(new)
    pass_of = np.cumsum(new) - 1
    pstart, pend = np.minimum.reduceat(start, at), np.maximum.reduceat(end, at)
    order = np.argsort(pstart, kind="stable")
    reach = np.maximum.accumulate(pend[order])
    newp = np.ones(len(at), bool)
    newp[1:] = pstart[order][1:] > reach[:-1]
    piece_of_pass = np.empty(len(at), np.int64)
    piece_of_pass[order] = np.cumsum(newp) - 1
    pieces: np.ndarray = piece_of_pass[pass_of]
    return pieces


def _place(piece: np.ndarray, code: np.ndarray, start: np.ndarray, plan: Recording, group: np.ndarray,
           approximate: dict[int, str]) -> tuple[np.ndarray, dict[tuple[int, int], int]]:
    """Lay the pieces after each submission onto the regions of a recorded
    buffer; fill ``group`` (per chunk: its region run, -1 unplaced). Returns
    each region run's kind (runs of one kind: the same calls and chunks per
    name; an iteration's runs repeat every iteration) and the calls per
    (kind, name code). Layouts are worked out once per distinct submission."""
    npieces = int(piece.max()) + 1
    first = np.full(npieces, np.iinfo(np.int64).max)
    np.minimum.at(first, piece, start)
    seg = np.searchsorted(plan.submits_ns, first, "right") - 1
    width = int(code.max()) + 1
    keys, chunks = np.unique(piece * width + code, return_counts=True)
    names_code, at = keys % width, np.searchsorted(keys // width, np.arange(npieces + 1))
    # a piece's signature: its (name, chunks) pairs, hashed (a layout is reused only on equal pieces)
    mixed = (names_code.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15)) ^ chunks.astype(np.uint64)
    signature = np.add.reduceat(mixed * np.uint64(0xBF58476D1CE4E5B9), at[:-1])

    def names(p: int) -> dict[int, int]:
        return dict(zip(names_code[at[p]:at[p + 1]].tolist(), chunks[at[p]:at[p + 1]].tolist()))
    span = int(chunks.max()) + 1
    pairs, often = np.unique(names_code * span + chunks, return_counts=True)  # by name, then chunks
    unit: dict[int, int] = {}
    for c, n, _ in sorted(zip((pairs // span).tolist(), (pairs % span).tolist(), often.tolist()), key=lambda x: x[2]):
        unit[c] = n  # the most frequent chunk count per piece of each name, set last
    kinds: dict[tuple[int, tuple[tuple[int, int], ...]], int] = {}  # (calls, chunks per name) -> kind
    cache: dict[tuple[int, bytes], tuple[np.ndarray, np.ndarray] | None] = {}
    lo = np.flatnonzero(np.diff(np.append(-2, seg)))  # segments: the pieces after one submission
    hi = np.append(lo[1:], npieces)
    lo, hi = lo[seg[lo] >= 0], hi[seg[lo] >= 0]
    recorded = np.searchsorted(plan.ended_ns, plan.submits_ns[seg[lo]], "right")  # buffers before each
    found: dict[int, tuple[np.ndarray, np.ndarray] | None] = {}
    rep = _alike_segments(lo, hi, recorded, signature)
    for s in np.flatnonzero(rep == np.arange(len(lo))).tolist():  # each distinct segment once, in order
        a, b = int(lo[s]), int(hi[s])
        found[s] = None
        for buffer in plan.candidates(int(plan.submits_ns[seg[a]])):
            key = (id(buffer), signature[a:b].tobytes())  # by identity: a buffer hashes its regions
            if key not in cache:
                cache[key] = _regions([names(p) for p in range(a, b)], buffer, unit, approximate, kinds)
            if cache[key] is not None:
                found[s] = cache[key]
                break
    region_of_piece, kind = _lay_out(lo, hi, rep, found, npieces)
    group[:] = region_of_piece[piece]
    table = [(calls, dict(chunks)) for (calls, chunks), _ in sorted(kinds.items(), key=lambda kv: kv[1])]
    return kind, _calls_per_region(table, np.bincount(kind, minlength=len(table)).tolist(), approximate)


def _alike_segments(lo: np.ndarray, hi: np.ndarray, recorded: np.ndarray, signature: np.ndarray) -> np.ndarray:
    """Per segment (pieces ``lo`` to ``hi``): the first segment with the same
    buffers recorded before it and the same piece signatures (the same
    layout), itself when none came before."""
    n = len(lo)
    if not n:
        return np.zeros(0, np.int64)
    length = hi - lo
    pos = np.arange(int(length.sum())) - np.repeat(np.cumsum(length) - length, length)
    pieces = np.repeat(lo, length) + pos
    mixed = signature[pieces] ^ (pos.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15))
    mixed *= np.uint64(0xBF58476D1CE4E5B9)
    digest = np.add.reduceat(mixed, np.cumsum(length) - length)
    keys = np.stack([recorded.astype(np.uint64), length.astype(np.uint64), digest], axis=1)
    _, first, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
    rep = first[inverse.reshape(-1)]
    # a digest is a hash: a segment that differs from its first after all is its own
    differs = np.zeros(n, bool)
    seg_of = np.repeat(np.arange(n), length)
    np.logical_or.at(differs, seg_of, signature[pieces] != signature[lo[rep][seg_of] + pos])
    rep[differs] = np.flatnonzero(differs)
    return rep


def _lay_out(lo: np.ndarray, hi: np.ndarray, rep: np.ndarray,
             found: dict[int, tuple[np.ndarray, np.ndarray] | None], npieces: int) -> tuple[np.ndarray, np.ndarray]:
    """Per piece its region run (-1 unplaced) and per run its kind: each
    segment laid out as its first alike segment was, runs numbered on."""
    region_of_piece = np.full(npieces, -1, np.int64)
    placed = np.array([found[r] is not None for r in rep.tolist()], bool)
    if not placed.any():
        return region_of_piece, np.zeros(0, np.int64)
    reps = sorted(r for r, f in found.items() if f is not None)
    at = {r: i for i, r in enumerate(reps)}
    regions = [found[r][0] for r in reps]  # type: ignore[index]
    kinds = [found[r][1] for r in reps]  # type: ignore[index]
    which = np.array([at[r] for r in rep[placed].tolist()], np.int64)
    r_start = np.cumsum([0] + [len(x) for x in regions])[:-1]
    k_len = np.array([len(x) for x in kinds], np.int64)
    k_start = np.cumsum(k_len) - k_len
    runs = np.cumsum(k_len[which]) - k_len[which]  # the first run number of each placed segment
    length = (hi - lo)[placed]
    pos = np.arange(int(length.sum())) - np.repeat(np.cumsum(length) - length, length)
    local = np.concatenate(regions)[np.repeat(r_start[which], length) + pos]
    region_of_piece[np.repeat(lo[placed], length) + pos] = local + np.repeat(runs, length)
    n_runs = k_len[which]
    kpos = np.arange(int(n_runs.sum())) - np.repeat(runs, n_runs)
    kind = np.concatenate(kinds)[np.repeat(k_start[which], n_runs) + kpos]
    return region_of_piece, kind


def _regions(pieces: list[dict[int, int]], buffer: CommandBuffer, unit: dict[int, int], approximate: dict[int, str],
             kinds: dict[tuple[int, tuple[tuple[int, int], ...]], int]) -> tuple[np.ndarray, np.ndarray] | None:
    """One submission's pieces laid onto ``buffer`` (``_layout``): per piece
    its region, per region its kind (numbered in ``kinds``); None when none fits."""
    layout = _layout(pieces, buffer, unit, approximate)
    if layout is None:
        return None
    region = np.empty(len(pieces), np.int64)
    kind = np.empty(len(layout), np.int64)
    for k, idx in enumerate(layout):
        merged: Counter[int] = Counter()
        for p in idx:
            merged.update(pieces[p])
            region[p] = k
        kind[k] = kinds.setdefault((buffer.regions[k], tuple(sorted(merged.items()))), len(kinds))
    return region, kind


def _layout(pieces: list[dict[int, int]], buffer: CommandBuffer, unit: dict[int, int],
            approximate: dict[int, str]) -> list[list[int]] | None:
    """The pieces of one buffer run per region (indices), None when they fit
    no layout. Of the layouts that fit, those whose regions hold each name's
    chunks in whole multiples of its usual chunks per piece (``unit``) the
    most often win (a region split by a late worker is whole again), the
    one giving earlier regions the fewest pieces first; names whose calls
    another winning layout counts otherwise are marked in ``approximate``."""
    m = buffer.regions
    extra = len(pieces) - len(m)
    if extra < 0 or extra > MAX_EXTRA_PIECES:
        return None
    cost: list[dict[int, int]] = [{0: 0}] + [{} for _ in m]
    preds: list[dict[int, list[int]]] = [{0: []}]
    preds += [{} for _ in m]
    for k, calls in enumerate(m):
        for i, so_far in cost[k].items():
            chunks: Counter[int] = Counter()
            for j in range(i, min(len(pieces), k + 1 + extra)):
                chunks.update(pieces[j])
                if len(chunks) > calls:
                    break
                c = so_far + sum(n % unit.get(x, 1) != 0 for x, n in chunks.items())
                best = cost[k + 1].get(j + 1)
                if best is None or c < best:
                    cost[k + 1][j + 1], preds[k + 1][j + 1] = c, [i]
                elif c == best:
                    preds[k + 1][j + 1].append(i)
    if len(pieces) not in preds[len(m)]:
        return None
    late, early = _trace(preds, len(pieces), max), _trace(preds, len(pieces), min)
    if late != early:
        totals = [_totals(pieces, lay, m) for lay in (late, early)]
        for c in set(totals[0]) | set(totals[1]):
            if totals[0].get(c) != totals[1].get(c):
                approximate[c] = OPEN
    return early


def _trace(preds: list[dict[int, list[int]]], n: int, pick: Callable[[list[int]], int]) -> list[list[int]]:
    """One layout from the predecessor table, choosing each region's start with ``pick``."""
    out: list[list[int]] = []
    j = n
    for k in range(len(preds) - 1, 0, -1):
        i = pick(preds[k][j])
        out.append(list(range(i, j)))
        j = i
    out.reverse()
    return out


def _totals(pieces: list[dict[int, int]], layout: list[list[int]], m: tuple[int, ...]) -> dict[int, int]:
    """Calls per name of a layout, counting only the regions that tell."""
    out: Counter[int] = Counter()
    for k, idx in enumerate(layout):
        names = set().union(*(pieces[p] for p in idx))
        if len(names) == 1 or len(names) == m[k]:
            for c in names:
                out[c] += m[k] // len(names)
    return dict(out)


def _calls_per_region(runs: list[tuple[int, dict[int, int]]], weight: list[int],
                      approximate: dict[int, str]) -> dict[tuple[int, int], int]:
    """(region kind, name code) -> calls (see the module doc, step 2); ``weight``: runs of each kind."""
    out: dict[tuple[int, int], int] = {}
    per_call: dict[int, Counter[int]] = {}
    open_runs = []
    for r, (calls, names) in enumerate(runs):
        if len(names) in (1, calls):
            for c, chunks in names.items():
                n = min(calls // len(names), chunks)
                out[(r, c)] = n
                per_call.setdefault(c, Counter())[chunks // n] += weight[r] * (chunks % n == 0)
        else:
            open_runs.append(r)
    unit = {c: cnt.most_common(1)[0][0] for c, cnt in per_call.items() if cnt}
    for r in open_runs:
        calls, names = runs[r]
        guess = _split_open_region(names, calls, unit)
        if guess is None:
            guess = {c: max(1, round(calls * chunks / sum(names.values()))) for c, chunks in names.items()}
            approximate.update({c: OPEN for c in names})
        out.update({(r, c): min(n, names[c]) for c, n in guess.items()})
    return out


def _split_open_region(names: dict[int, int], calls: int, unit: dict[int, int]) -> dict[int, int] | None:
    """Calls per name of a region of ``calls`` calls: the names whose chunks
    per call are known (``unit``) ran their chunks over it; the calls left
    go to the others (the likeliest split among several); None when that
    does not add up."""
    known = {c: n // unit[c] for c, n in names.items() if c in unit and n % unit[c] == 0 and n >= unit[c]}
    left = calls - sum(known.values())
    rest = {c: n for c, n in names.items() if c not in known}
    if left < len(rest) or (not rest and left):
        return None
    if not rest:
        return known
    split = {next(iter(rest)): left} if len(rest) == 1 else _likeliest_split(rest, left)
    return None if split is None else {**known, **split}


def _likeliest_split(names: dict[int, int], calls: int) -> dict[int, int] | None:
    """Calls per name of a region of ``calls`` calls whose names' chunks per
    call are the most alike (each a whole number), None when no such split
    or two equally alike. A region's dispatches mostly work on tensors of
    one size, so have alike tile counts: q's and k's RoPE (16 chunks) and an
    unpack (8) in a region of three calls ran the RoPE twice."""
    codes = sorted(names)
    if len(codes) > MAX_SPLIT_NAMES or calls > MAX_SPLIT_CALLS:
        return None
    best: list[tuple[float, tuple[int, ...]]] = []
    for split in _compositions(calls, len(codes)):
        if any(names[c] % n for c, n in zip(codes, split)):
            continue
        per_call = [names[c] // n for c, n in zip(codes, split)]
        best.append((max(per_call) / min(per_call), split))
    best.sort()
    if not best or (len(best) > 1 and best[0][0] == best[1][0]):
        return None
    return dict(zip(codes, best[0][1]))


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` positive whole numbers (in order)."""
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first, *rest) for first in range(1, total - parts + 2) for rest in _compositions(total - first, parts - 1)]


def _cut(group: np.ndarray, code: np.ndarray, thread: np.ndarray, start: np.ndarray, end: np.ndarray,
         run_kind: np.ndarray, counts: dict[tuple[int, int], int]) -> Calls:
    """The placed chunks cut into calls: a name's chunks in a region run in
    start order, as many calls as ``counts`` says for the run's kind, of
    equal chunk counts."""
    order = np.lexsort((start, code, group))
    group, code, thread, start, end = group[order], code[order], thread[order], start[order], end[order]
    block = np.ones(len(code), bool)
    block[1:] = (group[1:] != group[:-1]) | (code[1:] != code[:-1])
    at = np.flatnonzero(block)
    size = np.diff(np.append(at, len(code)))
    width = int(code.max()) + 1 if len(code) else 1
    table = np.array(sorted((k * width + c, n) for (k, c), n in counts.items()) or [(0, 1)], np.int64)
    n = table[np.searchsorted(table[:, 0], run_kind[group[at]] * width + code[at]), 1]
    rank = np.arange(len(code)) - np.repeat(at, size)
    call = rank * np.repeat(n, size) // np.repeat(size, size)
    new = block.copy()
    new[1:] |= call[1:] != call[:-1]
    return _reduce(new, code, thread, start, end, end - start, np.ones(len(code), np.int64))


def _reduce(new: np.ndarray, code: np.ndarray, thread: np.ndarray, start: np.ndarray, end: np.ndarray,
            busy: np.ndarray, chunks: np.ndarray) -> Calls:
    """One call per entry marked ``new`` and the entries after it."""
    at = np.flatnonzero(new)
    if not len(at):
        empty = np.empty(0, np.int64)
        return Calls(empty, empty, empty, empty, empty, empty, {})
    return Calls(code[at], thread[at], np.minimum.reduceat(start, at), np.maximum.reduceat(end, at),
                 np.add.reduceat(busy, at), np.add.reduceat(chunks, at), {})


def _join(code: np.ndarray, thread: np.ndarray, parent: np.ndarray, start: np.ndarray, end: np.ndarray) -> Calls:
    """Chunks joined per worker, then across workers while they overlap (step 3)."""
    order = np.lexsort((start, thread))
    code, thread, parent, start, end = code[order], thread[order], parent[order], start[order], end[order]
    new = np.ones(len(code), bool)
    new[1:] = (thread[1:] != thread[:-1]) | (code[1:] != code[:-1]) | (parent[1:] != parent[:-1])
    runs = _reduce(new, code, thread, start, end, end - start, np.ones(len(code), np.int64))
    order = np.lexsort((runs.start, runs.code))
    rc, rt, rs, re_, rb, rn = (a[order] for a in (runs.code, runs.thread, runs.start, runs.end, runs.busy,
                                                  runs.chunks))
    reach = pd.Series(re_).groupby(rc).cummax().to_numpy(np.int64)
    new = np.ones(len(rc), bool)
    new[1:] = (rc[1:] != rc[:-1]) | (rs[1:] > reach[:-1])
    _rejoin_partial_calls(new, rc, rs, rn)
    return _reduce(new, rc, rt, rs, re_, rb, rn)


def _shared_regions(piece: np.ndarray, code: np.ndarray) -> list[int]:
    """Name codes that ran in a piece with other names (a region of several
    calls: default scheduling), where calls of one name cannot be told apart."""
    pairs = np.unique(np.stack([piece, code]), axis=1)
    names_in = np.bincount(pairs[0]) if pairs.size else np.empty(0, np.int64)
    return sorted(set(pairs[1][names_in[pairs[0]] > 1].tolist())) if pairs.size else []


def _maybe_joined(calls: Calls) -> list[int]:
    """Name codes with a call of twice their fewest chunks or more (two
    calls that ran at the same time may be one of these)."""
    if not len(calls.code):
        return []
    fewest = pd.Series(calls.chunks).groupby(calls.code).transform("min").to_numpy()
    return sorted(set(calls.code[calls.chunks >= 2 * fewest].tolist()))
def _rejoin_partial_calls(new: np.ndarray, code: np.ndarray, start: np.ndarray, chunks: np.ndarray) -> None:
    """Join executions that are parts of one call, in place (``new`` marks
    the runs starting an execution; runs sorted by name, then start).

    A dispatch's calls each run as many chunks as the dispatch has
    workgroups, the same number every call. A worker that starts its
    chunks after the others finished them all (a busy machine) makes its
    run a second "execution" of fewer chunks. So, per name whose most common
    chunk count per execution (its workgroup count) covers most of its
    executions, consecutive executions with fewer chunks are joined while
    their sum stays within that count and no execution of another dispatch
    starts between them (none can while one call runs: the barrier). Two
    calls run back to back keep their full counts and stay apart.
    """
    at = np.flatnonzero(new)
    if len(at) < 2:
        return
    ex_code = code[at]
    ex_chunks = np.add.reduceat(chunks, at)
    ex_start = start[at]
    rank = np.empty(len(at), np.int64)
    rank[np.argsort(ex_start, kind="stable")] = np.arange(len(at))
    typical = np.zeros(len(at), np.int64)
    for c in np.unique(ex_code):
        mine = np.flatnonzero(ex_code == c)
        values, freq = np.unique(ex_chunks[mine], return_counts=True)
        if len(mine) >= 3 and freq.max() * 2 > len(mine):
            typical[mine] = values[np.argmax(freq)]
    partial = (ex_chunks < typical)
    candidates = np.flatnonzero(partial[:-1] & partial[1:] & (ex_code[1:] == ex_code[:-1]))
    acc = -1, 0  # (execution being filled, its chunks so far)
    for e in candidates:
        total = (acc[1] if acc[0] == e else ex_chunks[e]) + ex_chunks[e + 1]
        # adjacent start ranks: no other execution started in between
        if total <= typical[e] and rank[e + 1] == rank[e] + 1:
            new[at[e + 1]] = False
            acc = e + 1, total
        else:
            acc = -1, 0
