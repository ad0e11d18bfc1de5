"""Two builds' instruction censuses, paired and summed up in one line.

``pair_dumps(base, cand, kernel=None)`` -> ``IsaComparison``: the kernels
of both dumps paired by the diff's own matcher (``matching.pairing.match``
on the names: exact, ordinal, shape and permuted tiers, so a renumbered
or reshaped dispatch still pairs); a kernel of one side only is a pair
with the other side None. ``kernel``: only pairs whose name contains it.
``pair_of(base, cand, b_names, c_names)`` -> the ``IsaPair`` of a diff
row (several names a side: their censuses combined), with ``error`` set
when a side's dump lacks one of them. ``summary(b, c)``: the ``ISA:``
sentence: loads (and their widths that changed), matrix ops, VGPRs,
spills and occupancy when they changed, then the main loop's loads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields, replace

from ...diff import IsaCensus, IsaComparison, IsaCounts, IsaPair
from ..matching.pairing import match
from .isa import IsaDump

#: Census fields summed when a row holds several kernels; the rest take the largest.
_SUMMED = ("scratch_bytes",)


def pair_dumps(base: IsaDump, cand: IsaDump, kernel: str | None = None) -> IsaComparison:
    """Both dumps' kernels, paired (see the module doc)."""
    out = []
    for g in match([], [], sorted(base.kernels), sorted(cand.kernels)):
        if kernel and not any(kernel in n for n in (*g.baseline, *g.candidate)):
            continue
        out.append(pair_of(base, cand, tuple(g.baseline), tuple(g.candidate)))
    out.sort(key=lambda p: p.name)
    return IsaComparison(base.path, cand.path, tuple(out), base.errors + cand.errors)


def pair_of(base: IsaDump, cand: IsaDump, b: Sequence[str], c: Sequence[str]) -> IsaPair:
    """One row's pair of censuses (see the module doc)."""
    bc = [base.kernels.get(n) for n in b]
    cc = [cand.kernels.get(n) for n in c]
    missing = [f"baseline {n} {base.why_missing(n)}" for n, x in zip(b, bc) if x is None]
    missing += [f"candidate {n} {cand.why_missing(n)}" for n, x in zip(c, cc) if x is None]
    bx = combine([x for x in bc if x is not None]) if b and None not in bc else None
    cx = combine([x for x in cc if x is not None]) if c and None not in cc else None
    known = bx or cx or next((x for x in [*bc, *cc] if x is not None), None)
    arch = known.arch if known is not None else "?"
    if missing:
        text = f"ISA: could not be read: {missing[0]}"
    elif bx is None or cx is None:
        side = "baseline" if bx is None else "candidate"
        text = f"ISA: the kernel is only in the {'candidate' if side == 'baseline' else 'baseline'}"
    else:
        text = summary(bx, cx)
    name = " + ".join(c or b)
    return IsaPair(name, " + ".join(b) or None, " + ".join(c) or None, arch, bx, cx, text,
                   missing[0] if missing else None)


def combine(censuses: Sequence[IsaCensus]) -> IsaCensus:
    """One census of several kernels: counts summed, resources the largest."""
    if len(censuses) == 1:
        return censuses[0]
    first = censuses[0]
    mains = [c.main_loop for c in censuses if c.main_loop is not None]
    resources: dict[str, int | None] = {}
    for k in ("vgpr", "agpr", "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes", "wavefront_size"):
        vals = [v for c in censuses if (v := getattr(c, k)) is not None]
        resources[k] = (sum(vals) if k in _SUMMED else max(vals)) if vals else None
    occ = [c.occupancy for c in censuses if c.occupancy is not None]
    return replace(first, name=" + ".join(c.name for c in censuses),
                   file=" + ".join(dict.fromkeys(c.file for c in censuses)),
                   counts=_add([c.counts for c in censuses]), loops=sum(c.loops for c in censuses),
                   loop_counts=_add([c.loop_counts for c in censuses]),
                   main_loop=max(mains, key=lambda m: m.instructions) if mains else None,
                   occupancy=min(occ) if occ else None, occupancy_limit=None,
                   functions=tuple(f for c in censuses for f in c.functions),
                   **resources)  # type: ignore[arg-type]  # the int fields only


def _add(counts: Sequence[IsaCounts]) -> IsaCounts:
    values: dict[str, object] = {}
    for f in fields(IsaCounts):
        vals = [getattr(c, f.name) for c in counts]
        if any(v is None for v in vals):
            values[f.name] = None
        elif isinstance(vals[0], dict):
            keys = dict.fromkeys(k for v in vals for k in v)
            values[f.name] = {k: sum(v.get(k, 0) for v in vals) for k in keys}
        else:
            values[f.name] = sum(vals)
    return IsaCounts(**values)  # type: ignore[arg-type]  # each field summed from its own type


def _change(label: str, b: int | None, c: int | None) -> str | None:
    if b is None or c is None:
        return None
    return f"{label} {b} {'=' if b == c else '->'} {c}"


def _widths(b: dict[str, int], c: dict[str, int]) -> str:
    """``(128-bit 20 -> 4, 32-bit 0 -> 128)``: the widths whose count changed."""
    parts = [f"{w}-bit {b.get(w, 0)} -> {c.get(w, 0)}" for w in dict.fromkeys([*b, *c])
             if b.get(w, 0) != c.get(w, 0)]
    return f" ({', '.join(parts)})" if parts else ""


def summary(b: IsaCensus, c: IsaCensus) -> str:
    """The ``ISA:`` sentence of a pair (see the module doc)."""
    gpu = b.arch != "x86_64"
    loads = f"{'vmem loads' if gpu else 'loads'} {b.counts.vmem_loads} " \
            f"{'=' if b.counts.vmem_loads == c.counts.vmem_loads else '->'} {c.counts.vmem_loads}"
    parts = [loads + _widths(b.counts.vmem_loads_by_bits, c.counts.vmem_loads_by_bits)]
    extra = [("MFMA" if b.arch.startswith("gfx9") else "matrix", b.counts.matrix_ops, c.counts.matrix_ops),
             ("VGPR", b.vgpr, c.vgpr)] if gpu else \
        [("FMA", b.counts.fma, c.counts.fma), ("gathers", b.counts.gathers, c.counts.gathers),
         ("inserts", b.counts.inserts, c.counts.inserts), ("stack bytes", b.scratch_bytes, c.scratch_bytes)]
    parts += [s for label, x, y in extra if (s := _change(label, x, y)) and (gpu or x != y or label == "FMA")]
    for label, x, y in (("VGPR spills", b.vgpr_spills, c.vgpr_spills), ("occupancy", b.occupancy, c.occupancy),
                        ("spill stores" if gpu else "stack stores", b.counts.scratch_stores,
                         c.counts.scratch_stores)):
        if x != y and (s := _change(label, x, y)):
            parts.append(s)
    text = "ISA: " + ", ".join(parts)
    if b.main_loop is not None and c.main_loop is not None:
        text += f"; in the main loop: loads {b.main_loop.vmem_loads} " \
                f"{'=' if b.main_loop.vmem_loads == c.main_loop.vmem_loads else '->'} {c.main_loop.vmem_loads}"
    return text + " (static counts)"
