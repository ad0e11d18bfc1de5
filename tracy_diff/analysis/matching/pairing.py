"""Pair baseline and candidate dispatches across two builds.

Two builds of one model renumber their dispatches, rename a kernel when its
shape string or layout changes, fuse several dispatches into one or split
one in two. Pairing works on two levels:

1. The dispatch sequence of one representative iteration per side (names
   in start order) is aligned globally (Needleman–Wunsch with zero gap cost,
   i.e. the heaviest common subsequence). Two positions may be paired by
   tier, strongest first:

   ``override``  a user rule pairs the names (see ``Overrides``);
   ``exact``     same name;
   ``ordinal``   same name except the ordinal;
   ``shape``     same op family and element types, equal loop ranges once
                 unit dims are dropped (``24x1x4608x1x128`` = ``24x4608x128``);
   ``permuted``  same op family and types, the same ranges in another order
                 (a convolution whose layout changed).

   The weights differ little, so the sequence decides between several names
   that qualify: an ordinal alone never identifies a dispatch. Two names'
   first calls paired weigh ``FIRST`` more (IREE numbers a dispatch by its
   first call's place), so of two names that tie the one created there
   pairs: a layer more or fewer leaves one layer unaligned.

2. Between two paired positions, dispatches left over on both sides are
   paired, grouped, joined or made to point (``gaps.fill_gaps``): as many
   on each side pair in order (``sequence``); where N became M, compute
   units pair (packs and unpacks aside, an ``unpack_elementwise`` with the
   compute before it, a horizontal contraction against consecutive
   contractions of one shape), in order or along the longest run of one op
   class; what is left that computes is one group, packs and unpacks left
   are rows of their own. A new dispatch joins the pair beside it only when
   that pair gave it work (a split), or the row of the extra calls it took
   over (three q/k/v matmul calls became one horizontal contraction); else
   it is ``added``. A pair by position whose candidate lost an op kind
   (``unpack_elementwise`` became ``unpack``) and got faster is one row
   with the pair beside it that grew (ops moved between them). Whether a
   call got faster or grew is judged against the pairs of its op class
   that nothing new or vanished reaches, and such a quiet pair neither
   split nor absorbed anything. A vanished dispatch keeps its own row and names in
   ``fused_into`` the near pair that grew by its work, else the pair beside
   it of its own op family (two merged), else none (the pair beside it
   without times per call); vanished extra calls of one
   dispatch point the same way or at the nearest root op, those of several
   dispatches (a layer fewer) nowhere. A new dispatch joins only when every
   occurrence agrees; a vanished one points at rows only when every
   occurrence found one.

Names that do not run in the representative iteration are paired by name
with the same tiers (several candidates for one key are paired in ordinal
order); what remains is ``removed`` or ``added``. ``match`` returns one
``Group`` per row: its baseline and candidate names and the strongest tier
that paired them (``sequence`` when only the position did, ``none`` for one
side only); the comparison calls a group fused or split from its executions
per iteration.
"""

from __future__ import annotations

import bisect
from collections import Counter, defaultdict
from collections.abc import Hashable
from dataclasses import dataclass, field

import numpy as np

from ...choice import Choice
from ...diff import Tier
from .gaps import Components, Node, Outcome, Work, fill_gaps
from .names import DispatchName, parse
from .overrides import Overrides

#: Alignment weight per tier; a pair scores its strongest tier.
WEIGHTS = {Tier.OVERRIDE: 1100, Tier.EXACT: 1000, Tier.ORDINAL: 990, Tier.SHAPE: 900, Tier.PERMUTED: 850}
TIERS = tuple(WEIGHTS)
#: Extra weight of two names' first calls paired: IREE numbers a dispatch by
#: its first call's place in the program, so of two names that tie (an
#: ordinal-only ``pack_f32`` that runs once, or a shared one's 13th call),
#: the one created at that place is the same op.
FIRST = 3
#: Largest alignment matrix (cells) before long sequences are anchored first.
MAX_CELLS = 16_000_000


class GroupKind(Choice):
    """A ``Group``'s shape."""

    REMOVED = "removed"  # baseline names only
    ADDED = "added"  # candidate names only
    PAIR = "pair"  # one name a side
    GROUP = "group"  # more names on a side


@dataclass
class Group:
    """Names that form one row, and how they were paired."""

    baseline: list[str] = field(default_factory=list)
    candidate: list[str] = field(default_factory=list)
    match: Tier = Tier.NONE
    detail: str = ""  # why they were paired, in words
    #: For a group paired by position: why its strongest name pair paired (the end of ``detail``).
    pair_detail: str = ""
    #: For a vanished dispatch: baseline names of the rows it sat next to,
    #: one for each of its places in the sequence (where its work most likely
    #: went), the most frequent first; empty when some place had no such row.
    fused_into: list[str] = field(default_factory=list)
    #: Candidate names that joined the row only by sitting next to it (a
    #: split by position; the IR may tell it is a new dispatch instead).
    joined: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.match = Tier(self.match)  # a tier given by its name

    @property
    def kind(self) -> GroupKind:
        """What the group is: a name of one side only, one name a side, or more."""
        if not self.candidate:
            return GroupKind.REMOVED
        if not self.baseline:
            return GroupKind.ADDED
        return GroupKind.PAIR if len(self.baseline) == 1 and len(self.candidate) == 1 else GroupKind.GROUP


def keys(name: str) -> tuple[Hashable, ...]:
    """The name's identity at each tier after ``override`` (None: no such key)."""
    p = parse(name)
    if p is None:
        return (name, None, None, None)
    has_dims = bool(p.dims)
    return (name, p.without_ordinal,
            ("shape",) + p.shape_key if has_dims else None,
            ("perm",) + p.permuted_key if has_dims else None)


def describe(base: str, cand: str, how: Tier) -> str:
    """A sentence saying why two names were paired."""
    pb, pc = parse(base), parse(cand)
    if how is Tier.EXACT:
        return "same name"
    if how is Tier.ORDINAL and pb and pc:
        return f"same name except the ordinal ({pb.ordinal} → {pc.ordinal})"
    if how is Tier.SHAPE and pb and pc:
        return (f"same op {pb.family}{_types(pb)} and loop ranges without unit dims "
                f"({'x'.join(pb.shape_key[2])})")
    if how is Tier.PERMUTED and pb and pc:
        layout = f"; layout {pb.layout or '-'} → {pc.layout or '-'}" if pb.layout != pc.layout else ""
        return (f"same op family {pb.family}{_types(pb)}, loop ranges reordered "
                f"({'x'.join(pb.dims)} → {'x'.join(pc.dims)}){layout}")
    if how is Tier.SEQUENCE:
        return "same place in the dispatch sequence"
    return str(how)


def _types(p: DispatchName) -> str:
    return f", types {'x'.join(p.types)}" if p.types else ""


def align(base_seq: list[str], cand_seq: list[str], overrides: Overrides | None = None) -> list[tuple[int, int, Tier]]:
    """Pair positions of two dispatch sequences: ``(i, j, tier)`` in order."""
    if not base_seq or not cand_seq:
        return []
    base_names = sorted(set(base_seq))
    cand_names = sorted(set(cand_seq))
    score, tiers = _name_scores(base_names, cand_names, overrides)
    bi = np.searchsorted(np.array(base_names, dtype=object), np.array(base_seq, dtype=object))
    ci = np.searchsorted(np.array(cand_names, dtype=object), np.array(cand_seq, dtype=object))
    pairs = _align_indices(bi, ci, score, _firsts(bi), _firsts(ci))
    return [(i, j, tiers[bi[i], ci[j]]) for i, j in pairs]


def _firsts(seq: np.ndarray) -> np.ndarray:
    """Whether each position is its name's first call in the sequence."""
    first = np.zeros(len(seq), bool)
    if len(seq):
        first[np.unique(seq, return_index=True)[1]] = True
    return first


def _name_scores(base_names: list[str], cand_names: list[str],
                 overrides: Overrides | None) -> tuple[np.ndarray, np.ndarray]:
    """Score and tier of every (baseline name, candidate name) pair."""
    nb, nc = len(base_names), len(cand_names)
    score = np.full((nb, nc), -1, np.int32)
    tiers = np.full((nb, nc), None, dtype=object)
    bkeys = [keys(n) for n in base_names]
    ckeys = [keys(n) for n in cand_names]
    for level, t in reversed(list(enumerate(TIERS[1:]))):
        codes: dict[Hashable, int] = {}
        bk = np.array([codes.setdefault(k[level], len(codes)) if k[level] is not None else -1 for k in bkeys])
        ck = np.array([codes.setdefault(k[level], len(codes)) if k[level] is not None else -2 for k in ckeys])
        hit = bk[:, None] == ck[None, :]
        score[hit] = WEIGHTS[t]
        tiers[hit] = t
    if overrides is not None and overrides.rules:
        cindex = {c: j for j, c in enumerate(cand_names)}
        forced = overrides.targets(base_names, cand_names)
        bound = np.zeros(nc, bool)
        for targets, _ in forced.values():
            bound[[cindex[c] for c in targets]] = True
        score[:, bound] = -1
        tiers[:, bound] = None
        for i, b in enumerate(base_names):
            if b in forced:
                cols = [cindex[c] for c in forced[b][0]]
                score[i, :] = -1
                tiers[i, :] = None
                score[i, cols] = WEIGHTS[Tier.OVERRIDE]
                tiers[i, cols] = Tier.OVERRIDE
    return score, tiers


def _align_indices(bi: np.ndarray, ci: np.ndarray, score: np.ndarray, first_b: np.ndarray,
                   first_c: np.ndarray) -> list[tuple[int, int]]:
    """Heaviest common subsequence of two index sequences under ``score``,
    two first calls (``first_b``, ``first_c``) paired weighing ``FIRST`` more."""
    n, m = len(bi), len(ci)
    if n * m > MAX_CELLS:
        return _align_anchored(bi, ci, score, first_b, first_c)
    h = np.zeros((n + 1, m + 1), np.int64)
    bonus = FIRST * first_c
    for i in range(1, n + 1):
        row = score[bi[i - 1]][ci]
        if first_b[i - 1]:
            row = np.where(row > 0, row + bonus, row)
        t = h[i - 1].copy()
        np.maximum(t[1:], np.where(row > 0, h[i - 1, :-1] + row, -1), out=t[1:])
        np.maximum.accumulate(t, out=h[i])
    pairs = []
    i, j = n, m
    while i > 0 and j > 0:
        if h[i, j] == h[i - 1, j]:
            i -= 1
        elif h[i, j] == h[i, j - 1]:
            j -= 1
        else:
            pairs.append((i - 1, j - 1))
            i -= 1
            j -= 1
    pairs.reverse()
    return pairs


def _align_anchored(bi: np.ndarray, ci: np.ndarray, score: np.ndarray, first_b: np.ndarray,
                    first_c: np.ndarray) -> list[tuple[int, int]]:
    """Align sequences too long for one matrix: anchor on names that run once
    on each side and pair with exactly one such name (exact or ordinal), keep
    the longest chain of anchors in order, align the stretches between them.
    A stretch still too long stays unaligned (its names pair by name later)."""
    bcount, ccount = Counter(bi.tolist()), Counter(ci.tolist())
    cpos = {c: j for j, c in enumerate(ci.tolist()) if ccount[c] == 1}
    anchors = []
    for i, b in enumerate(bi.tolist()):
        if bcount[b] != 1:
            continue
        partners = [c for c in np.flatnonzero(score[b] >= WEIGHTS[Tier.ORDINAL]).tolist() if c in cpos]
        if len(partners) == 1:
            anchors.append((i, cpos[partners[0]]))
    # Longest chain increasing on both sides (patience sorting on j).
    tops: list[int] = []  # anchor index ending the best chain of each length
    top_j: list[int] = []
    prev = [-1] * len(anchors)
    for k, (_, j) in enumerate(anchors):
        pos = bisect.bisect_left(top_j, j)
        prev[k] = tops[pos - 1] if pos else -1
        if pos == len(tops):
            tops.append(k)
            top_j.append(j)
        else:
            tops[pos], top_j[pos] = k, j
    chain = []
    k = tops[-1] if tops else -1
    while k >= 0:
        chain.append(anchors[k])
        k = prev[k]
    chain.reverse()
    pairs: list[tuple[int, int]] = []
    lo_i = lo_j = 0
    for ai, aj in chain + [(len(bi), len(ci))]:
        sub_b, sub_c = bi[lo_i:ai], ci[lo_j:aj]
        if len(sub_b) and len(sub_c) and len(sub_b) * len(sub_c) <= MAX_CELLS:
            pairs += [(lo_i + i, lo_j + j) for i, j in _align_indices(
                sub_b, sub_c, score, first_b[lo_i:ai], first_c[lo_j:aj])]
        if ai < len(bi):
            pairs.append((ai, aj))
        lo_i, lo_j = ai + 1, aj + 1
    return pairs


def match(base_seq: list[str], cand_seq: list[str], base_names: list[str], cand_names: list[str],
          overrides: Overrides | None = None,
          call_ns: tuple[dict[str, float], dict[str, float]] | None = None) -> list[Group]:
    """Group baseline and candidate names into rows.

    ``base_seq``/``cand_seq``: the names of one representative iteration in
    start order (may be empty); ``base_names``/``cand_names``: every name
    on each side (the sequences' names included); ``call_ns``: each side's
    typical time per call by name, where known (see ``gaps.Work``).
    """
    links = _Links(base_names, cand_names)
    pairs = align(base_seq, cand_seq, overrides) if _positions_matter(base_seq, cand_seq, overrides) else []
    for i, j, t in pairs:
        links.link(base_seq[i], cand_seq[j], t)
    fixed = _link_by_name(links, base_seq, cand_seq, base_names, cand_names, pairs, overrides)
    work = Work(*(call_ns or ({}, {})), [(base_seq[i], cand_seq[j]) for i, j, _ in pairs])
    outcome = fill_gaps(base_seq, cand_seq, pairs, links.link, links.comps, fixed, work)
    comps = links.comps
    size = Counter(comps.find(n) for n in comps.parent)
    left_b = [b for b in base_names if size[comps.find(("b", b))] == 1]
    left_c = [c for c in cand_names if size[comps.find(("c", c))] == 1]
    for b, c, t in _pair_by_name(left_b, left_c, overrides):
        links.link(b, c, t)
    return _groups(links, base_seq, cand_seq, outcome, work, overrides)


class _Links:
    """Names linked into rows, and the strongest tier each (base, cand) pair was linked by."""

    def __init__(self, base_names: list[str], cand_names: list[str]) -> None:
        self.comps = Components()
        for b in base_names:
            self.comps.add(("b", b))
        for c in cand_names:
            self.comps.add(("c", c))
        self.how: dict[tuple[str, str], Tier] = {}

    def link(self, b: str, c: str, t: Tier) -> None:
        self.comps.union(("b", b), ("c", c))
        if (b, c) not in self.how or WEIGHTS.get(t, 0) > WEIGHTS.get(self.how[(b, c)], 0):
            self.how[(b, c)] = t


def _link_by_name(links: _Links, base_seq: list[str], cand_seq: list[str], base_names: list[str],
                  cand_names: list[str], pairs: list[tuple[int, int, Tier]],
                  overrides: Overrides | None) -> tuple[set[str], set[str]]:
    """Link what override rules force (wherever the names run, in order or
    not) and what runs out of order but pairs by name (concurrent dispatches
    may start either way round); the names thus fixed, per side."""
    forced = overrides.targets(base_names, cand_names) if overrides is not None else {}
    for b, (targets, _) in forced.items():
        for c in targets:
            links.link(b, c, Tier.OVERRIDE)
    fixed_b = set(forced) | {base_seq[i] for i, _, _ in pairs}
    fixed_c = {c for targets, _ in forced.values() for c in targets} | {cand_seq[j] for _, j, _ in pairs}
    free_b = sorted({n for n in base_seq if n not in fixed_b and parse(n) is not None})
    free_c = sorted({n for n in cand_seq if n not in fixed_c and parse(n) is not None})
    for b, c, t in _pair_by_name(free_b, free_c, None):
        links.link(b, c, t)
        fixed_b.add(b)
        fixed_c.add(c)
    return fixed_b, fixed_c


def _groups(links: _Links, base_seq: list[str], cand_seq: list[str], outcome: Outcome, work: Work,
            overrides: Overrides | None) -> list[Group]:
    """One labelled ``Group`` per component, its names in sequence order,
    with where a vanished dispatch's work (or extra calls') went."""
    comps, beside = links.comps, outcome.beside
    rows: dict[Node, Group] = defaultdict(Group)
    for node in comps.parent:
        g = rows[comps.find(node)]
        (g.baseline if node[0] == "b" else g.candidate).append(node[1])
    bcount, ccount = Counter(base_seq), Counter(cand_seq)
    bpos = _first_positions(base_seq)
    cpos = _first_positions(cand_seq)
    for g in rows.values():
        g.baseline.sort(key=lambda n: _order(n, bpos))
        g.candidate.sort(key=lambda n: _order(n, cpos))
        _label(g, links.how, overrides)
        if g.kind is GroupKind.REMOVED and len(g.baseline) == 1 and g.baseline[0] in beside:
            g.fused_into = list(beside[g.baseline[0]])
        elif g.candidate and len(g.baseline) == 1 and g.baseline[0] in beside and \
                bcount[g.baseline[0]] > sum(ccount.get(c, 0) for c in g.candidate):
            own = comps.find(("b", g.baseline[0]))  # fewer calls: extra ones fused into another row
            into = beside[g.baseline[0]]
            merged = any(comps.find(("b", n)) == own for n in into) or work.grew(g.baseline[0], g.candidate)
            g.fused_into = [] if merged else list(into)
        g.joined = [c for c in g.candidate if c in outcome.joined and len(g.candidate) > 1]
        moved = [outcome.moved[n] for n in g.baseline if n in outcome.moved]
        if moved and g.kind is GroupKind.GROUP:
            g.detail = f"ops moved between these dispatches ({'; '.join(moved)})"
    return list(rows.values())


def _positions_matter(base_seq: list[str], cand_seq: list[str], overrides: Overrides | None) -> bool:
    """Whether aligning the sequences can pair names otherwise than by name:
    only dispatch names have tiers past ``exact`` and gaps to fill, and only
    override rules pair other names. Without either (a generic program's
    zones), alignment pairs equal names, as pairing by name then does."""
    if overrides is not None and overrides.rules:
        return True
    return any(parse(n) is not None for n in set(base_seq) | set(cand_seq))


def _first_positions(seq: list[str]) -> dict[str, int]:
    pos: dict[str, int] = {}
    for k, n in enumerate(seq):
        pos.setdefault(n, k)
    return pos


def _order(name: str, pos: dict[str, int]) -> tuple[int, int, str]:
    if name in pos:
        return (0, pos[name], name)
    p = parse(name)
    return (1, p.ordinal if p else -1, name)


def _pair_by_name(left_b: list[str], left_c: list[str], overrides: Overrides | None) -> list[tuple[str, str, Tier]]:
    """Pair names without a sequence: override, then each tier; several
    names sharing a key pair in ordinal order."""
    out = []
    left_b, left_c = list(left_b), list(left_c)
    if overrides is not None and overrides.rules:
        for b, (targets, _) in overrides.targets(left_b, left_c).items():
            for c in sorted(targets):
                out.append((b, c, Tier.OVERRIDE))
        used_b = {b for b, _, _ in out}
        used_c = {c for _, c, _ in out}
        left_b = [b for b in left_b if b not in used_b]
        left_c = [c for c in left_c if c not in used_c]
    for level, t in enumerate(TIERS[1:]):
        by_key_b: dict[Hashable, list[str]] = defaultdict(list)
        by_key_c: dict[Hashable, list[str]] = defaultdict(list)
        for b in left_b:
            k = keys(b)[level]
            if k is not None:
                by_key_b[k].append(b)
        for c in left_c:
            k = keys(c)[level]
            if k is not None:
                by_key_c[k].append(c)
        used = set()
        for k, bs in by_key_b.items():
            cs = by_key_c.get(k)
            if not cs:
                continue
            for b, c in zip(sorted(bs, key=_ordinal), sorted(cs, key=_ordinal)):
                out.append((b, c, t))
                used.add(b)
                used.add(c)
        left_b = [b for b in left_b if b not in used]
        left_c = [c for c in left_c if c not in used]
    return out


def _ordinal(name: str) -> tuple[int, str]:
    p = parse(name)
    return (p.ordinal if p else -1, name)


def _label(g: Group, how: dict[tuple[str, str], Tier], overrides: Overrides | None) -> None:
    """Set ``g.match`` and ``g.detail``."""
    kind = g.kind
    if kind is GroupKind.REMOVED:
        g.match, g.detail = Tier.NONE, "only in the baseline"
        return
    if kind is GroupKind.ADDED:
        g.match, g.detail = Tier.NONE, "only in the candidate"
        return
    if kind is GroupKind.GROUP:
        g.match = Tier.SEQUENCE
        g.detail = "next to each other in the dispatch sequence"
        inner = [how[(b, c)] for b in g.baseline for c in g.candidate if (b, c) in how]
        if inner:
            best = max(inner, key=lambda t: WEIGHTS.get(t, 0))
            g.match = best
            pair = next((b, c) for b in g.baseline for c in g.candidate if how.get((b, c)) == best)
            g.pair_detail = f"{_short(pair[0])} ↔ {_short(pair[1])}: {describe(*pair, best)}"
            g.detail += f"; {g.pair_detail}"
        return
    tiers = [how[(b, c)] for b in g.baseline for c in g.candidate if (b, c) in how]
    best = max(tiers, key=lambda t: WEIGHTS.get(t, 0)) if tiers else Tier.SEQUENCE
    g.match = best
    if best is Tier.OVERRIDE:
        rule = next((r for r in overrides.rules if any(
            r.matches(r.baseline, b) and r.matches(r.candidate, c)
            for b in g.baseline for c in g.candidate)), None) if overrides else None
        g.detail = f"override rule '{rule.baseline} => {rule.candidate}'" + (
            f" (line {rule.line})" if rule and rule.line else "") if rule else "override rule"
    else:
        g.detail = describe(g.baseline[0], g.candidate[0], best)


def _short(name: str) -> str:
    p = parse(name)
    return p.short if p else name
