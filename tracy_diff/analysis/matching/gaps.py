"""The dispatches between two aligned positions: paired, grouped, joined or pointing.

``fill_gaps`` walks the stretches between the positions ``pairing.align``
paired and decides, for the dispatches left over there, what the module
doc of ``pairing`` describes: as many on each side pair in order; N that
became M pair by their compute units or form one group; a new dispatch
joins the pair beside it when that pair gave it work (a split), or the
row of the extra calls it took over (a horizontal fusion), else is
``added``; a pair that shed an op kind joins the pair beside it that
grew (ops moved); a vanished dispatch, or the vanished extra calls of a paired
one, points at the row its work went into (``fused_into``).

``Work`` holds each side's typical time per call: where work went.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ...diff import Tier
from .names import parse

#: A union-find node: ("b", baseline name) or ("c", candidate name).
Node = tuple[str, str]
#: Link a baseline and a candidate name into one row, by a tier.
Link = Callable[[str, str, Tier], None]

#: A pair whose typical call takes at least this share of its baseline
#: time lost no work to a new dispatch beside it: that one was added.
KEPT_WORK = 0.85
#: Nor did one whose call and the new dispatches' together take more than
#: this many times its baseline call (the work of the new ones is new).
SPLIT_GROWTH = 2.0
#: A pair absorbed a vanished call when its call grew by this share of the
#: vanished call's time, and by this share of its own (more than noise).
ABSORBED, NOT_NOISE = 0.5, 0.25

#: Op families a producer is fused into: IREE forms dispatches around these.
ROOTS = ("attention", "matmul", "mmt4d", "batch_matmul", "conv", "contract", "horizontal", "reduction", "softmax")


class Components:
    """Union-find over ("b", name) and ("c", name) nodes."""

    def __init__(self) -> None:
        self.parent: dict[Node, Node] = {}

    def add(self, node: Node) -> None:
        self.parent.setdefault(node, node)

    def find(self, node: Node) -> Node:
        root = node
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[node] != root:
            self.parent[node], node = root, self.parent[node]
        return root

    def union(self, a: Node, b: Node) -> None:
        self.add(a)
        self.add(b)
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[rb] = ra


class Work:
    """Each side's typical time per call by name, the candidate's over the
    median ratio of the aligned pairs': where work went.

    Pairs with nothing new or vanished beside them somewhere (``quiet``)
    tell more: one executable does the same work at every call, so such a
    pair neither gave work to a new dispatch nor took a vanished one's
    anywhere; and a busy machine (or a flag such as data tiling) changes
    kernels of different kinds differently, so whether a pair's call got
    faster or slower is judged against the quiet pairs of its op class.
    """

    def __init__(self, base: dict[str, float], cand: dict[str, float], pairs: list[tuple[str, str]]) -> None:
        ratios = [cand[c] / base[b] for b, c in pairs if base.get(b, 0) > 0 and c in cand]
        # The machine-wide change (a busier machine slows every call) is nobody's absorbed work.
        scale = float(np.median(ratios)) if ratios else 1.0
        self.base, self.cand = base, {c: t / scale for c, t in cand.items()}
        self.calm: set[tuple[str, str]] = set()
        self.by_class: dict[str, float] = {}

    def quiet(self, pairs: list[tuple[str, str]]) -> None:
        """Learn from the aligned pairs with nothing new or vanished beside them."""
        self.calm = set(pairs)
        ratios: dict[str, list[float]] = defaultdict(list)
        for b, c in pairs:
            if self.base.get(b, 0) > 0 and c in self.cand:
                ratios[op_class(b)].append(self.cand[c] / self.base[b])
        self.by_class = {k: float(np.median(rs)) for k, rs in ratios.items()}

    def was(self, b: str) -> float:
        """A call of ``b`` in the candidate's time: its baseline call times
        its op class's ratio over the quiet pairs (1 without any)."""
        return self.base[b] * self.by_class.get(op_class(b), 1.0)

    def lost(self, b: str, c: str, new: list[str]) -> bool:
        """Whether the pair (b, c) gave work to the new dispatches beside it:
        it is quiet nowhere, its call got faster than its op class's quiet
        pairs' did, and with theirs takes about as long as before
        (``KEPT_WORK``, ``SPLIT_GROWTH``). True where a time is unknown."""
        if (b, c) in self.calm:
            return False
        if b not in self.base or c not in self.cand:
            return True
        was = self.was(b)
        together = self.cand[c] + sum(self.cand.get(n, 0.0) for n in new)
        return self.cand[c] < KEPT_WORK * was and together <= SPLIT_GROWTH * was

    def gained(self, b: str, c: str) -> bool:
        """Whether the pair (b, c), quiet nowhere, grew beyond its op class by more than noise."""
        return b in self.base and c in self.cand and (b, c) not in self.calm and \
            self.cand[c] - self.was(b) >= NOT_NOISE * self.was(b)

    def grew(self, b: str, cands: list[str]) -> bool:
        """Whether a call of one of ``cands`` takes ``ABSORBED`` of a call of
        ``b`` longer than it (fewer calls doing the work of more)."""
        return b in self.base and any(self.cand.get(c, 0.0) - self.base[b] >= ABSORBED * self.base[b] for c in cands)

    def kept(self, pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The pairs whose call did not get faster (unknown times count as kept)."""
        return [(b, c) for b, c in pairs if b not in self.base or c not in self.cand or self.cand[c] >= self.base[b]]

    def absorber(self, vanished: str, near: list[tuple[str, str]]) -> str | None:
        """The baseline name of the pair in ``near``, quiet nowhere, whose
        call grew the most beyond its op class (``was``; the vanished
        dispatch's own pair too: calls merged into fewer), by ``ABSORBED``
        of the vanished call's time or more, else of the first in ``near``
        that grew more than noise; None if none did."""
        if vanished not in self.base:
            return None
        grown = [(self.cand[c] - self.was(b), b) for b, c in near if self.gained(b, c)]
        best = max(grown, default=None)
        if best and best[0] >= ABSORBED * self.base[vanished]:
            return best[1]
        return grown[0][1] if grown else None  # the first that grew at all, in ``near``'s order


@dataclass
class Outcome:
    """What the gaps decided beyond the links they made."""

    #: A vanished dispatch (or one whose extra calls vanished) -> the
    #: baseline names of the rows its work most likely moved into.
    beside: dict[str, list[str]] = field(default_factory=dict)
    #: A new dispatch joined to the pair beside it -> that pair's baseline name.
    joined: dict[str, str] = field(default_factory=dict)
    #: A baseline name whose row took in the pair beside it (ops moved
    #: between them, ``settle_shed``) -> what was seen, in words.
    moved: dict[str, str] = field(default_factory=dict)


@dataclass
class _Gap:
    """One stretch between aligned positions ``k - 1`` and ``k``."""

    k: int
    i0: int
    j0: int
    i1: int
    j1: int
    b: list[int]  # free baseline positions in it
    c: list[int]  # free candidate positions in it


class _Filler:
    """The gap walk's state: every leftover's candidate anchors, new names'
    taken-over calls, vanished extra calls (see ``fill_gaps``)."""

    def __init__(self, base_seq: list[str], cand_seq: list[str], pairs: list[tuple[int, int, Tier]],
                 link: Link, comps: Components, fixed: tuple[set[str], set[str]], work: Work) -> None:
        self.base_seq, self.cand_seq, self.pairs = base_seq, cand_seq, pairs
        self.link, self.comps, self.work = link, comps, work
        self.is_b = [parse(n) is not None for n in base_seq]
        self.is_c = [parse(n) is not None for n in cand_seq]
        self.free_b = [ok and n not in fixed[0] for ok, n in zip(self.is_b, base_seq)]
        self.free_c = [ok and n not in fixed[1] for ok, n in zip(self.is_c, cand_seq)]
        self.attach: dict[Node, list[Node | None]] = defaultdict(list)  # leftover -> pairs it sits next to
        self.took: dict[str, list[frozenset[str]]] = defaultdict(list)  # new name -> extra calls it replaced
        self.extra_calls: list[tuple[str, str | None, str | None]] = []  # vanished extra call, grown, root near
        self.shed: list[tuple[int, int, _Gap]] = []  # pairs by position whose candidate lost an op kind
        work.quiet(self.quiet_pairs())

    def quiet_pairs(self) -> list[tuple[str, str]]:
        """The aligned pairs that no gap with leftovers reaches (``near``
        in ``point``: the gaps from two before a pair to the one after it)."""
        bounds = self.bounds()
        busy = [b1[0] - b0[0] > 1 or b1[1] - b0[1] > 1 for b0, b1 in zip(bounds, bounds[1:])]
        return [(self.base_seq[i], self.cand_seq[j]) for q, (i, j, _) in enumerate(self.pairs)
                if not any(busy[max(0, q - 2):q + 2])]

    def bounds(self) -> list[tuple[int, int]]:
        """The aligned pairs' positions, framed by one before each sequence and one past its end."""
        return [(-1, -1)] + [(i, j) for i, j, _ in self.pairs] + [(len(self.base_seq), len(self.cand_seq))]

    def gaps(self) -> list[_Gap]:
        bounds = self.bounds()
        out = []
        for k in range(len(bounds) - 1):
            (i0, j0), (i1, j1) = bounds[k], bounds[k + 1]
            out.append(_Gap(k, i0, j0, i1, j1, [i for i in range(i0 + 1, i1) if self.free_b[i]],
                            [j for j in range(j0 + 1, j1) if self.free_c[j]]))
        return out

    def fill(self, g: _Gap) -> None:
        """Pair, group or hand on the leftovers of one gap."""
        bs, cs = self.base_seq, self.cand_seq
        if g.b and g.c and len(g.b) != len(g.c):
            g.b, g.c = pair_cores(g.b, g.c, bs, cs, self.link)
        took = all(layout_only(bs[i]) for i in g.b) and self.take_over(g)
        if g.b and g.c and len(g.b) == len(g.c):
            for i, j in zip(g.b, g.c):
                self.link(bs[i], cs[j], Tier.SEQUENCE)
                if shed(bs[i], cs[j]):
                    self.shed.append((i, j, g))
            return
        if g.b and g.c:  # N became M here: what computes forms one group of its own
            computing_b = [i for i in g.b if not layout_only(bs[i])]
            computing_c = [j for j in g.c if not layout_only(cs[j])]
            for i in computing_b:
                for j in computing_c:
                    self.comps.union(("b", bs[i]), ("c", cs[j]))
            if computing_b and computing_c:  # packs and unpacks left: data tiling's own work
                g.b, g.c = [i for i in g.b if i not in computing_b], [j for j in g.c if j not in computing_c]
            if (g.b and g.c) or not (g.b or g.c):
                return
        if g.b or g.c or not took:
            self.point(g, [] if took else self.moved(g))

    def take_over(self, g: _Gap) -> bool:
        """Whether the gap's new computing dispatches took over the extra
        calls there of names paired elsewhere (three q/k/v matmul calls
        became one horizontally fused contraction, with its unpacks beside
        it): they join those names' rows where every occurrence agrees
        (``settle_took``) and leave the gap."""
        moved = self.moved(g)
        computing = [j for j in g.c if not layout_only(self.cand_seq[j])]
        if not computing or not moved:
            return False
        names = frozenset(self.base_seq[i] for i in moved)
        for j in computing:
            self.took[self.cand_seq[j]].append(names)
        g.c = [j for j in g.c if j not in computing]
        return True

    def moved(self, g: _Gap) -> list[int]:
        """Extra calls in the gap of names paired elsewhere."""
        return [i for i in range(g.i0 + 1, g.i1) if self.is_b[i] and not self.free_b[i]]

    def point(self, g: _Gap, moved: list[int]) -> None:
        """A vanished dispatch (or extra call) keeps its own row and points at
        the pair near it that grew by its time (fused into it); a new one
        joins the pair right after it, else right before it, if that pair
        gave it work (a split)."""
        bs, cs, work = self.base_seq, self.cand_seq, self.work
        after = (g.i1, g.j1) if 0 <= g.k < len(self.pairs) and self.is_b[g.i1] and self.is_c[g.j1] else None
        before = (g.i0, g.j0) if g.k > 0 and self.is_b[g.i0] and self.is_c[g.j0] else None
        near = [(bs[i], cs[j]) for i, j, _ in self.pairs[g.k:g.k + 3] + self.pairs[max(0, g.k - 1):g.k]]
        anchor_pair = after or before
        beside_pair = bs[anchor_pair[0]] if anchor_pair else None
        root = nearest_root(work.kept(near))
        for p in g.b:  # without times, a vanished dispatch points at the pair beside it
            kin = beside_pair if beside_pair and family(beside_pair) == family(bs[p]) else None  # two merged
            anchor = (work.absorber(bs[p], near) or kin) if work.base else beside_pair
            if layout_only(bs[p]):
                anchor = None  # a pack or unpack gone with data tiling computes nothing that moved
            self.attach[("b", bs[p])].append(("b", anchor) if anchor else None)
        for p in [] if g.c else moved:
            self.extra_calls.append((bs[p], work.absorber(bs[p], near), root or None))
        new = [cs[p] for p in g.c]
        split = next((a for a in (after, before) if a and work.lost(bs[a[0]], cs[a[1]], new)), None)
        for p in g.c:  # a new pack or unpack is data tiling's own work, split off nothing
            self.attach[("c", cs[p])].append(split and not layout_only(cs[p]) and ("b", bs[split[0]]) or None)

    def settle_shed(self, out: Outcome) -> None:
        """A pair by position whose candidate lost an op kind and got faster
        (``unpack_elementwise`` became ``unpack``: aggressive fusion moved the
        residual add into the norm after it) is one row with the pair beside
        it that grew beyond its op class, the one after it first: neither
        compares the same work alone."""
        bs, cs, work = self.base_seq, self.cand_seq, self.work
        for i, j, g in self.shed:
            if not work.lost(bs[i], cs[j], []):
                continue
            beside = [self.pairs[k] for k in (g.k, g.k - 1) if 0 <= k < len(self.pairs)]
            grown = next(((b, c) for b, c, _ in beside if work.gained(bs[b], cs[c])), None)
            if grown is not None:
                self.comps.union(("b", bs[i]), ("b", bs[grown[0]]))
                gone, kept, into = (family(n) for n in (bs[i], cs[j], bs[grown[0]]))
                out.moved[bs[i]] = f"{gone} became {kept} beside {into}, which grew"

    def settle_took(self) -> None:
        """A new name joins the extra calls it took over at every occurrence
        (of a layer more or fewer, the gap holds the whole layer's)."""
        for name, sets in self.took.items():
            if ("c", name) not in self.attach:
                for b in frozenset.intersection(*sets):
                    self.comps.union(("b", b), ("c", name))

    def settle_extra_calls(self) -> None:
        """Extra calls point at the pair that grew by them, else at the root
        op near them, only when they are the one dispatch whose calls
        vanished (more of them: a layer less, not a fusion)."""
        comps = self.comps
        calls_c = Counter(comps.find(("c", c)) for c in self.cand_seq)
        fewer = {n for n, m in Counter(self.base_seq).items() if m > calls_c[comps.find(("b", n))]}
        extra = [e for e in self.extra_calls if e[0] in fewer]
        alone = len({name for name, _, _ in extra}) == 1
        for name, grown, root in extra:
            anchor = (grown or root) if alone else None
            self.attach[("b", name)].append(("b", anchor) if anchor else None)

    def settle(self, out: Outcome) -> None:
        """Join new names and point vanished ones where every occurrence agrees."""
        taken = {b for sets in self.took.values() for moved in sets for b in moved}
        for (side, name), maybe in self.attach.items():
            anchors = [a for a in maybe if a is not None]
            if len(anchors) < len(maybe) or (side == "c" and name in self.took) or (side == "b" and name in taken):
                continue
            roots = {self.comps.find(a) for a in anchors}
            if side == "c":
                if len(roots) == 1:
                    self.comps.union((side, name), anchors[0])
                    out.joined[name] = anchors[0][1]
                continue
            # one name per row it sat next to, the most frequent first
            per_root: Counter[Node] = Counter(self.comps.find(a) for a in anchors)
            first: dict[Node, str] = {}
            for a in anchors:
                first.setdefault(self.comps.find(a), a[1])
            out.beside[name] = [first[r] for r, _ in per_root.most_common()]


def fill_gaps(base_seq: list[str], cand_seq: list[str], pairs: list[tuple[int, int, Tier]], link: Link,
              comps: Components, fixed: tuple[set[str], set[str]], work: Work) -> Outcome:
    """Pair or group the dispatches between aligned positions (see the module doc).

    Names in ``fixed`` (baseline, candidate: aligned somewhere, paired by
    name or by an override) keep their own rows and are left out here.
    """
    filler = _Filler(base_seq, cand_seq, pairs, link, comps, fixed, work)
    for g in filler.gaps():
        filler.fill(g)
    out = Outcome()
    filler.settle_shed(out)
    filler.settle_took()
    filler.settle_extra_calls()
    filler.settle(out)
    return out


def family(name: str) -> str | None:
    p = parse(name)
    return p.family if p is not None else None


def shed(base: str, cand: str) -> bool:
    """Whether the candidate's op family is the baseline's less some op
    kinds (``unpack_elementwise`` -> ``unpack``): ops fused into it left."""
    pb, pc = parse(base), parse(cand)
    if pb is None or pc is None:
        return False
    def kinds(family: str) -> set[str]:  # element types of a name without shape (``unpack_f32``) aside
        return {w for w in family.split("_") if w.isalpha()}
    return kinds(pc.family) < kinds(pb.family)


def nearest_root(near: list[tuple[str, str]]) -> str | None:
    """The baseline name of the first pair whose dispatch is a root op."""
    for b, _ in near:
        p = parse(b)
        if p is not None and p.family.startswith(ROOTS):
            return b
    return None


def layout_only(name: str) -> bool:
    """Whether a dispatch only packs or unpacks data (``pack_f32``): data
    tiling's, gone when it is off."""
    p = parse(name)
    return p is not None and not p.dims and p.family.split("_")[0] in ("pack", "unpack")


def pair_cores(gap_b: list[int], gap_c: list[int], base_seq: list[str], cand_seq: list[str],
               link: Link) -> tuple[list[int], list[int]]:
    """Where N dispatches became M, pair the ones that compute: packs and
    unpacks set aside, an unpack that also computes (``unpack_elementwise``:
    the residual add after a matmul) one unit with the compute before it
    (data tiling switched on or off: pack, mmt4d, unpack became one
    matmul), the units in order when as many are left on each side, else
    the longest run of units of one op class in order on both sides
    (``op_class``: an ``mmt4d`` is a ``matmul``'s, a new transpose none).
    Returns the leftovers, the gaps as they were when nothing paired."""
    units_b, units_c = compute_units(gap_b, base_seq), compute_units(gap_c, cand_seq)
    if len(units_b) != len(units_c):
        units_b, units_c = _horizontal(units_b, units_c, base_seq, cand_seq)
    if not units_b or not units_c or \
            (sum(map(len, units_b)), sum(map(len, units_c))) == (len(gap_b), len(gap_c)) == (len(units_b),) * 2:
        return gap_b, gap_c
    if len(units_b) == len(units_c):
        matched = list(zip(units_b, units_c))
    else:
        matched = _same_class(units_b, units_c, base_seq, cand_seq)
    for ub, uc in matched:
        for i in ub:
            for j in uc:
                link(base_seq[i], cand_seq[j], Tier.SEQUENCE)
    used_b, used_c = {i for u, _ in matched for i in u}, {j for _, u in matched for j in u}
    return [i for i in gap_b if i not in used_b], [j for j in gap_c if j not in used_c]


#: Op families of one class: what data tiling or fusion flags turn a dispatch into.
CONTRACTIONS = ("matmul", "mmt4d", "batch_matmul", "batch_mmt4d", "horizontal", "contract", "conv")


def op_class(name: str) -> str:
    """A dispatch's op class: ``contraction`` for the families of ``CONTRACTIONS``, else its first word."""
    fam = family(name) or name
    return "contraction" if fam.startswith(CONTRACTIONS) else fam.split("_")[0]


def _same_class(units_b: list[list[int]], units_c: list[list[int]], base_seq: list[str],
                cand_seq: list[str]) -> list[tuple[list[int], list[int]]]:
    """The longest common subsequence of the units' op classes, as unit
    pairs; of equally long ones, the one pairing the most units of equal
    loop volume (data tiling turns a ``matmul_64x2048x512`` into an
    ``mmt4d_8x256x512x8x8x1``: the same iteration space, retiled)."""
    kb = [(op_class(base_seq[u[0]]), volume(base_seq[u[0]])) for u in units_b]
    kc = [(op_class(cand_seq[u[0]]), volume(cand_seq[u[0]])) for u in units_c]
    n, m = len(kb), len(kc)

    def gain(i: int, j: int) -> int:  # one more pair outweighs any number of equal volumes
        if kb[i][0] != kc[j][0]:
            return -1
        return 2 * (n + m) + (kb[i][1] is not None and kb[i][1] == kc[j][1])
    h = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            g = gain(i, j)
            h[i][j] = max(h[i + 1][j], h[i][j + 1], h[i + 1][j + 1] + g if g >= 0 else -1)
    out, i, j = [], 0, 0
    while i < n and j < m:
        g = gain(i, j)
        if g >= 0 and h[i][j] == h[i + 1][j + 1] + g:
            out.append((units_b[i], units_c[j]))
            i, j = i + 1, j + 1
        elif h[i + 1][j] >= h[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def volume(name: str) -> int | None:
    """The product of a dispatch's loop ranges (None when some is not a number)."""
    p = parse(name)
    if p is None or not p.dims or not all(d.isdigit() for d in p.dims):
        return None
    out = 1
    for d in p.dims:
        out *= int(d)
    return out


def _horizontal(units_b: list[list[int]], units_c: list[list[int]], base_seq: list[str],
                cand_seq: list[str]) -> tuple[list[list[int]], list[list[int]]]:
    """Where one side runs a horizontally fused contraction, the other side's
    consecutive contractions of one shape are one unit (horizontal
    contraction fusion merges them into one dispatch: q, k and v)."""
    def has(units: list[list[int]], seq: list[str]) -> bool:
        return any((family(seq[u[0]]) or "").startswith("horizontal") for u in units)
    if has(units_c, cand_seq) and not has(units_b, base_seq):
        return _merge_runs(units_b, base_seq), units_c
    if has(units_b, base_seq) and not has(units_c, cand_seq):
        return units_b, _merge_runs(units_c, cand_seq)
    return units_b, units_c


def _merge_runs(units: list[list[int]], seq: list[str]) -> list[list[int]]:
    """Consecutive units whose first dispatch has one shape (``shape_key``) as one unit."""
    def key(u: list[int]) -> object:
        p = parse(seq[u[0]])
        return p.shape_key if p is not None else seq[u[0]]
    out: list[list[int]] = []
    for u in units:
        if out and key(out[-1]) == key(u):
            out[-1] = out[-1] + u
        else:
            out.append(list(u))
    return out


def compute_units(gap: list[int], seq: list[str]) -> list[list[int]]:
    """The dispatches of a gap that compute, an ``unpack_...`` joined to the unit before it."""
    units: list[list[int]] = []
    for p in gap:
        if layout_only(seq[p]):
            continue
        fam = family(seq[p]) or ""
        if fam.startswith("unpack") and units:
            units[-1].append(p)
        else:
            units.append([p])
    return units
