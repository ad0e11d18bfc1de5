"""Lineages: one dispatch followed from build to build through renames.

In: ``Epoch``s in build order: a stretch of consecutive builds with one
dispatch signature (the same sequence and names), with its first build's
dispatch sequence and every name with its time per iteration (which of
several names is the heavy one). Out: ``Lineages``: for every epoch a map
name -> lineage id, each lineage's origin name, and ``Event``s.

Consecutive epochs are paired by ``analysis.matching.match``, the matcher
``diff`` uses, with the same times per call (an op added at the start is a
new lineage, not a split of the one after it), so a lineage continues through ordinal shifts, shape renames
and layout changes exactly when ``diff`` would pair the two names; as in
``diff``, a vanished and a new name whose IR fingerprints (dumped sources
beside the captures) are equal and unique pair too (``content``). A row
of several names (N dispatches became M: fused, split) continues the
lineage of its heaviest baseline name in its heaviest candidate name; the
other baseline names' lineages end there (event ``fused``, naming the
lineage they went into), the other candidate names start lineages (event
``split``). A dispatch that vanished beside a paired one (``fused_into``)
ends with a ``fused`` event on the lineage it went into; a new name starts
a lineage (``new``); a name gone for good ends one (``gone``). Builds in
one epoch need no matching at all, which keeps 10,000 builds cheap.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..analysis.matching.pairing import Group, GroupKind, match
from ..choice import Choice
from ..diff import Tier


@dataclass(frozen=True)
class Epoch:
    first: int  # index of its first build
    build: str  # that build's id
    sequence: tuple[str, ...]
    weights: dict[str, float]  # name -> ms per iteration
    fingerprints: dict[str, str] = field(default_factory=dict)  # name -> IR fingerprint, where dumped
    call_ms: dict[str, float] = field(default_factory=dict)  # name -> median ms per call, where known


class EventKind(Choice):
    """What happened to a lineage at a build."""

    NEW = "new"
    GONE = "gone"
    FUSED = "fused"
    SPLIT = "split"
    RENAMED = "renamed"


@dataclass(frozen=True)
class Event:
    build: int  # build index where it happened
    lineage: int
    kind: EventKind
    detail: str
    other: int | None = None  # the lineage it went into / came from


@dataclass
class Lineages:
    names: list[dict[str, int]] = field(default_factory=list)  # per epoch: name -> lineage
    origin: list[str] = field(default_factory=list)  # per lineage: its first name
    start: list[int] = field(default_factory=list)  # per lineage: first build index
    events: list[Event] = field(default_factory=list)

    def label(self, lineage: int) -> str:
        """A stable id: the lineage's first name (with ``@k`` when a name starts several)."""
        name = self.origin[lineage]
        same = [k for k, o in enumerate(self.origin) if o == name]
        return name if len(same) == 1 else f"{name}@{same.index(lineage) + 1}"


def follow(epochs: list[Epoch]) -> Lineages:
    """Lineages over ``epochs`` (see the module doc)."""
    out = Lineages()
    for k, ep in enumerate(epochs):
        if k == 0:
            out.names.append({n: _new(out, n, ep.first) for n in _ordered(ep)})
            continue
        out.names.append(_step(out, epochs[k - 1], out.names[k - 1], ep))
    return out


def _ordered(ep: Epoch) -> list[str]:
    pos: dict[str, int] = {}
    for p, n in enumerate(ep.sequence):
        pos.setdefault(n, p)
    return sorted(ep.weights, key=lambda n: (pos.get(n, len(pos)), n))


def _new(out: Lineages, name: str, build: int) -> int:
    out.origin.append(name)
    out.start.append(build)
    return len(out.origin) - 1


def _content_pairs(groups: list[Group], prev: Epoch, cur: Epoch) -> list[Group]:
    """Turn a vanished and a new name with one equal IR fingerprint, unique
    on both sides, into one pair (``diff``'s ``content`` tier)."""
    gone = {n: g for g in groups if g.kind is GroupKind.REMOVED for n in g.baseline}
    new = {n: g for g in groups if g.kind is GroupKind.ADDED for n in g.candidate}

    def unique(names: dict[str, Group], prints: dict[str, str]) -> dict[str, str]:
        by: dict[str, list[str]] = {}
        for n in names:
            if n in prints:
                by.setdefault(prints[n], []).append(n)
        return {fp: ns[0] for fp, ns in by.items() if len(ns) == 1}

    b, c = unique(gone, prev.fingerprints), unique(new, cur.fingerprints)
    out = [g for g in groups if g.kind not in (GroupKind.REMOVED, GroupKind.ADDED)]
    paired_b, paired_c = set(), set()
    for fp in b.keys() & c.keys():
        out.append(Group([b[fp]], [c[fp]], Tier.CONTENT, f"same IR fingerprint {fp}"))
        paired_b.add(b[fp])
        paired_c.add(c[fp])
    out += [g for g in groups if g.kind is GroupKind.REMOVED and not paired_b.intersection(g.baseline)]
    out += [g for g in groups if g.kind is GroupKind.ADDED and not paired_c.intersection(g.candidate)]
    return out


def _per_call_ns(epoch: Epoch) -> dict[str, float]:
    """Each name's time per call, as ``diff`` gives ``match``: the median
    call where the store has it, else its time per iteration over its calls
    in the sequence."""
    if epoch.call_ms:
        return {n: ms * 1e6 for n, ms in epoch.call_ms.items()}
    calls = Counter(epoch.sequence)
    return {n: ms * 1e6 / calls[n] for n, ms in epoch.weights.items() if calls.get(n)}


def _step(out: Lineages, prev: Epoch, prev_map: dict[str, int], cur: Epoch) -> dict[str, int]:
    groups = match(list(prev.sequence), list(cur.sequence), sorted(prev.weights), sorted(cur.weights),
                   call_ns=(_per_call_ns(prev), _per_call_ns(cur)))
    if prev.fingerprints and cur.fingerprints:
        groups = _content_pairs(groups, prev, cur)
    at = cur.first
    cur_map: dict[str, int] = {}
    pending_fused = []
    for g in groups:
        if g.kind is GroupKind.ADDED:
            for n in g.candidate:
                cur_map[n] = _new(out, n, at)
                out.events.append(Event(at, cur_map[n], EventKind.NEW, f"{n} appears"))
            continue
        if g.kind is GroupKind.REMOVED:
            for n in g.baseline:
                # the row it sat next to most often (Group.fused_into lists them all)
                pending_fused.append((n, g.fused_into[0] if g.fused_into else None))
            continue
        heavy_b = max(g.baseline, key=lambda n: (prev.weights.get(n, 0.0), n))
        heavy_c = max(g.candidate, key=lambda n: (cur.weights.get(n, 0.0), n))
        lin = prev_map[heavy_b]
        cur_map[heavy_c] = lin
        if heavy_b != heavy_c:
            out.events.append(Event(at, lin, EventKind.RENAMED, f"{heavy_b} -> {heavy_c} ({g.match}: {g.detail})"))
        for n in g.baseline:
            if n != heavy_b:
                out.events.append(Event(at, prev_map[n], EventKind.FUSED, f"{n} fused into {heavy_c}", lin))
                out.events.append(Event(at, lin, EventKind.FUSED, f"{n} fused into this dispatch", prev_map[n]))
        for n in g.candidate:
            if n != heavy_c:
                cur_map[n] = _new(out, n, at)
                out.events.append(Event(at, cur_map[n], EventKind.SPLIT, f"{n} split from {heavy_b}", lin))
                out.events.append(Event(at, lin, EventKind.SPLIT, f"{n} split off this dispatch", cur_map[n]))
    for n, into in pending_fused:
        lin = prev_map[n]
        target = prev_map.get(into) if into is not None else None
        if target is not None:
            out.events.append(Event(at, lin, EventKind.FUSED, f"{n} fused into {into}", target))
            out.events.append(Event(at, target, EventKind.FUSED, f"{n} fused into this dispatch", lin))
        else:
            out.events.append(Event(at, lin, EventKind.GONE, f"{n} no longer runs"))
    return cur_map
