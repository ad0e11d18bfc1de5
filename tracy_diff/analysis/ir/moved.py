"""Rows whose ops moved between them, one row.

Aggressive fusion moves an elementwise op from one dispatch into the next
(the residual add of an output projection into the norm that follows):
the projection's row loses a region (``linalg.generic[arith.addf]``) that
the norm's row gains. Neither row then compares the same work on both
sides; together they do. ``merge_moved`` joins, among dispatch rows that
have names on both sides, every row that lost a region signature with
every row that gained the same one (net, per row: a row that both loses
and gains a signature, an ``mmt4d`` became a ``matmul``, moved nothing).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable

from ...diff import Section, Tier
from ..matching.pairing import WEIGHTS, Group, GroupKind
from . import compare as ir


def merge_moved(groups: list[tuple[str, Group]], base: ir.Sources, cand: ir.Sources) -> list[tuple[str, Group]]:
    """``groups`` with the rows that traded regions joined (see module doc)."""
    lost: dict[str, set[int]] = defaultdict(set)  # region signature -> rows that lost it
    gained: dict[str, set[int]] = defaultdict(set)
    for k, (sec, g) in enumerate(groups):
        if sec != Section.DISPATCH.value or g.kind not in (GroupKind.PAIR, GroupKind.GROUP):
            continue
        b_census, _ = ir.group_census(base, g.baseline)
        c_census, _ = ir.group_census(cand, g.candidate)
        if b_census is None or c_census is None:
            continue
        delta = ir.census_delta(b_census, c_census)
        for sig in delta.regions_removed:
            lost[sig].add(k)
        for sig in delta.regions_added:
            gained[sig].add(k)
    parent = list(range(len(groups)))

    def find(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k
    moved: dict[int, set[str]] = defaultdict(set)
    for sig, rows in lost.items():
        for k in rows | gained.get(sig, set()) if gained.get(sig) else ():
            parent[find(k)] = find(min(rows))
            moved[k].add(sig)
    return _joined(groups, find, moved)


def _joined(groups: list[tuple[str, Group]], find: Callable[[int], int],
            moved: dict[int, set[str]]) -> list[tuple[str, Group]]:
    """One group per set of joined rows, in the place of its first row."""
    members: dict[int, list[int]] = defaultdict(list)
    for k in range(len(groups)):
        members[find(k)].append(k)
    out: list[tuple[str, Group]] = []
    for k, (sec, g) in enumerate(groups):
        ks = members.get(find(k), [k])
        if len(ks) == 1:
            out.append((sec, g))
        elif k == ks[0]:
            parts = [groups[m][1] for m in ks]
            best = max((p.match for p in parts), key=lambda t: WEIGHTS.get(t, 0))
            sigs = sorted({s for m in ks for s in moved[m]})
            out.append((sec, Group([n for p in parts for n in p.baseline], [n for p in parts for n in p.candidate],
                                   best if best is not Tier.NONE else Tier.SEQUENCE,
                                   f"ops moved between these dispatches ({', '.join(sigs[:2])})")))
    return out
