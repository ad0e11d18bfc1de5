"""A Diff's rows explained from the IR IREE dumped for both builds.

Wraps ``analysis.ir`` (which reads the dumps and compares functions) for
``compare.diff``; three steps, none of which raises on missing or bad dumps:

``IrInputs.load(baseline_path, candidate_path, baseline_sources=None, candidate_sources=None)``
    Each side's dumps: the sources folder given (its ``<stem>.benchmarks``
    sibling too), else ``<capture stem>.sources/`` and ``.benchmarks/``
    beside the capture. ``folders()``: those used; ``warnings()``:
    a folder given that cannot be read, problems inside the dumps, and one
    side having sources while the other has none.
``pair_by_content(groups, inputs)``
    The content match tier: a dispatch left removed and one left added, or
    two paired by position alone (``sequence``), pair as ``content`` when
    their IR fingerprints (op census + tensor shapes) are equal and unique;
    rows that traded ops (aggressive fusion) become one (``moved``).
``row_ir(baseline, candidate, baseline_names, candidate_names)``
    One row's ``diff.RowIr`` from both sides' dumps, None when a side's
    dump lacks one of the row's functions.
``attach(rows, inputs)``
    Fills each dispatch row's ``ir`` with a ``diff.RowIr`` (None when a
    side's dump lacks one of the row's functions) and links a removed
    dispatch to the row whose gained ops hold its own (``fused_into``, with
    the evidence sentence in both rows' ``ir.fusion``). Returns the new rows
    and warning lines (names the dumps lack, counted per side).
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import cast

import pandas as pd

from ...diff import IrFolder, IrKind, Pair, RowIr, Section, Side, Structure, Tier
from ..matching.pairing import Group, GroupKind
from . import compare as ir
from .census import normalize
from .moved import merge_moved

#: A removed dispatch is linked to the row holding at least this share of its compute ops.
FUSION_SCORE = 0.8
#: Dump problems listed per side; the rest are counted in one line.
MAX_DUMP_WARNINGS = 5


@dataclass(frozen=True)
class IrInputs:
    """Both sides' dumps and what to tell the user about them."""

    baseline: ir.SideSources
    candidate: ir.SideSources
    given: tuple[bool, bool] = (False, False)  # sources folder given, per side

    @classmethod
    def load(cls, baseline_path: str | os.PathLike[str], candidate_path: str | os.PathLike[str],
             baseline_sources: str | os.PathLike[str] | None = None,
             candidate_sources: str | os.PathLike[str] | None = None) -> IrInputs:
        sides = []
        for side, capture, given in ((Side.BASELINE, baseline_path, baseline_sources),
                                     (Side.CANDIDATE, candidate_path, candidate_sources)):
            bench = ir.find_benchmarks(given) if given is not None else None
            sides.append(ir.side_sources(capture, given, bench, side=side))
        return cls(sides[0], sides[1], given=(baseline_sources is not None, candidate_sources is not None))

    @property
    def complete(self) -> bool:
        """Both sides have sources."""
        return self.baseline.sources is not None and self.candidate.sources is not None

    def sources(self) -> tuple[ir.Sources, ir.Sources]:
        """Both sides' sources; only when ``complete``."""
        base, cand = self.baseline.sources, self.candidate.sources
        assert base is not None and cand is not None, "the IR inputs are not complete"
        return base, cand


    def folders(self) -> tuple[IrFolder, ...]:
        """The folders whose dumps were loaded."""
        out = []
        for side, x, given in ((Side.BASELINE, self.baseline, self.given[0]),
                               (Side.CANDIDATE, self.candidate, self.given[1])):
            for kind, dump in ((IrKind.SOURCES, x.sources), (IrKind.BENCHMARKS, x.benchmarks)):
                if dump is not None:
                    out.append(IrFolder(side, kind, str(dump.folder), not given))
        return tuple(out)

    def warnings(self) -> list[str]:
        out = []
        for label, side in (("baseline", self.baseline), ("candidate", self.candidate)):
            shown = list(side.warnings[:MAX_DUMP_WARNINGS])
            if len(side.warnings) > MAX_DUMP_WARNINGS:
                shown.append(f"{label} IR dumps: {len(side.warnings) - MAX_DUMP_WARNINGS} more problems")
            out += shown
        have = [s for s, x in (("baseline", self.baseline), ("candidate", self.candidate)) if x.sources]
        quiet = not (self.baseline.warnings or self.candidate.warnings)  # else they say why
        if len(have) == 1 and quiet:
            other = Side.CANDIDATE if have[0] == Side.BASELINE else Side.BASELINE
            out.append(f"IR: only the {have[0]} has executable sources; no IR explanation without "
                       f"the {other}'s (--{other}-sources DIR)")
        return out


def _names(rows: pd.DataFrame, i: Hashable, side: Side) -> Sequence[str]:
    """Row ``i``'s names on one side (the column holds a tuple of str)."""
    return cast("Sequence[str]", rows.at[i, f"{side}_names"])


def _rank(rows: pd.DataFrame, i: Hashable) -> int:
    return int(cast(int, rows.at[i, "rank"]))


def pair_by_content(groups: list[tuple[str, Group]], inputs: IrInputs | None) -> list[tuple[str, Group]]:
    """``groups`` with dispatches the name tiers left apart (or paired by
    position alone) paired by equal IR fingerprints (see module doc)."""
    if inputs is None or not inputs.complete:
        return groups
    base, cand = inputs.sources()
    out = _unjoin(groups, base, cand)
    for k, (sec, g) in enumerate(out):
        if sec == Section.DISPATCH.value and g.match is Tier.SEQUENCE and g.kind is GroupKind.PAIR:
            same = ir.match_by_fingerprint(base, cand, g.baseline, g.candidate)
            if same:
                out[k] = (sec, replace(g, match=Tier.CONTENT,
                                       detail=f"{same[0].detail}; {g.detail}" if g.detail else same[0].detail))
    removed = {g.baseline[0]: k for k, (sec, g) in enumerate(out)
               if sec == Section.DISPATCH.value and g.kind is GroupKind.REMOVED and len(g.baseline) == 1}
    added = {g.candidate[0]: k for k, (sec, g) in enumerate(out)
             if sec == Section.DISPATCH.value and g.kind is GroupKind.ADDED and len(g.candidate) == 1}
    drop: set[int] = set()
    for m in ir.match_by_fingerprint(base, cand, list(removed), list(added)):
        kb, kc = removed[m.baseline], added[m.candidate]
        out[kb] = (out[kb][0], Group([m.baseline], [m.candidate], Tier.CONTENT, m.detail))
        drop.add(kc)
    return merge_moved([x for k, x in enumerate(out) if k not in drop], base, cand)


def _unjoin(groups: list[tuple[str, Group]], base: ir.Sources, cand: ir.Sources) -> list[tuple[str, Group]]:
    """Candidate dispatches that joined a row by position alone (a split)
    become rows of their own (``added``) when the IR shows nothing was split:
    the row's other candidate functions hold the same compute ops and
    tensor shapes as its baseline ones (a new op in front of an unchanged
    kernel)."""
    out: list[tuple[str, Group]] = []
    for sec, g in groups:
        if sec != Section.DISPATCH.value or not g.joined:
            out.append((sec, g))
            continue
        kept = [c for c in g.candidate if c not in g.joined]
        b_census, _ = ir.group_census(base, g.baseline)
        c_census, _ = ir.group_census(cand, kept)
        if b_census is None or c_census is None or not kept or \
                (ir.compute_ops(b_census), b_census.shapes) != (ir.compute_ops(c_census), c_census.shapes):
            out.append((sec, g))
            continue
        out.append((sec, replace(g, candidate=kept, joined=[], detail=g.pair_detail or g.detail, pair_detail="")))
        out += [(sec, Group([], [c], Tier.NONE, "only in the candidate (the IR of the row beside it is unchanged)"))
                for c in g.joined]
    return out


def attach(rows: pd.DataFrame, inputs: IrInputs | None) -> tuple[pd.DataFrame, list[str]]:
    """``rows`` with ``ir`` and evidence-backed ``fused_into`` (see module doc), and warnings."""
    warnings = inputs.warnings() if inputs is not None else []
    if inputs is None or not inputs.complete:
        return rows, warnings
    base, cand = inputs.baseline, inputs.candidate
    dispatch = rows[rows["section"].astype(str) == Section.DISPATCH.value]
    pairs = [(tuple(b), tuple(c)) for b, c in zip(dispatch["baseline_names"], dispatch["candidate_names"])]
    warnings += _missing(pairs, inputs)
    ir_of: dict[Hashable, RowIr] = {}
    for idx, (b, c) in zip(dispatch.index, pairs):
        x = row_ir(base, cand, b, c)
        if x is not None:
            ir_of[idx] = x
    rows = rows.copy()
    fused = _fusion_links(rows, ir_of, inputs)
    for idx in _unabsorbed(rows, ir_of, fused, inputs):  # the IR shows no row took its ops: nothing to point at
        rows.at[idx, "fused_into"] = None
        rows.at[idx, "fused_into_ranks"] = ()  # type: ignore[assignment]  # an object column
    for idx, links in fused.items():
        ranks = tuple(_rank(rows, target) for target, _ in links)
        rows.at[idx, "fused_into"] = ranks[0]
        rows.at[idx, "fused_into_ranks"] = ranks  # type: ignore[assignment]  # an object column: pandas-stubs allow scalars only
        for target, sentence in links:
            ir_of[idx] = replace(ir_of[idx], fusion=ir_of[idx].fusion + (sentence,))
            ir_of[target] = replace(ir_of[target], fusion=ir_of[target].fusion + (sentence,))
    rows["ir"] = pd.Series([ir_of.get(i) for i in rows.index], index=rows.index, dtype=object)
    return rows, warnings


def _missing(pairs: list[tuple[tuple[str, ...], tuple[str, ...]]], inputs: IrInputs) -> list[str]:
    """One line per side whose dump lacks some of the rows' dispatch names."""
    out = []
    for k, (label, sources) in enumerate(zip(("baseline", "candidate"), inputs.sources())):
        names = list(dict.fromkeys(n for p in pairs for n in p[k]))
        missing = [n for n in names if sources.get(n) is None]
        if missing:
            out.append(f"IR: {len(missing)} of the {len(names)} {label} dispatches are not in "
                       f"{sources.folder} (e.g. {missing[0]}); is it the dump of this build?")
    return out


def row_ir(base: ir.SideSources, cand: ir.SideSources, b: tuple[str, ...], c: tuple[str, ...]) -> RowIr | None:
    """The IR of a row of baseline names ``b`` and candidate names ``c`` (a
    side without names: an added or removed dispatch): its census delta
    now, its diff and texts when first read; None when a side's dump lacks
    one of its functions. Both sides' ``sources`` must be loaded."""
    assert base.sources is not None and cand.sources is not None
    b_census, _ = ir.group_census(base.sources, b)
    c_census, _ = ir.group_census(cand.sources, c)
    if b_census is None or c_census is None:
        return None
    delta = ir.census_delta(b_census, c_census)
    reproduce = Pair(_reproduce(base.benchmarks, b), _reproduce(cand.benchmarks, c))
    return RowIr(Pair(_files(base.sources, b), _files(cand.sources, c)), dict(delta.added), dict(delta.removed),
                 ir.row_summary(delta, b, c), partial(_texts, base.sources, cand.sources, b, c), reproduce,
                 marks=partial(_marks, base.sources, cand.sources, b, c))


def _files(sources: ir.Sources, names: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(sources.functions[n].file) for n in names))


def _reproduce(bench: ir.Benchmarks | None, names: Sequence[str]) -> tuple[str, ...]:
    """The commands running each named dispatch alone; () unless the dump has them all."""
    entries = [bench.entries.get(n) for n in names] if bench is not None else []
    found = [e for e in entries if e is not None]
    if not entries or len(found) < len(entries):
        return ()
    return tuple(cmd for entry in found for cmd in ir.reproduce_commands(entry))


def _texts(base: ir.Sources, cand: ir.Sources, b: tuple[str, ...], c: tuple[str, ...]) -> tuple[str, str, str]:
    """(unified diff, baseline functions, candidate functions), normalized."""
    return ir.ir_diff(base, cand, b, c), "\n".join(_normalized(base, b)), "\n".join(_normalized(cand, c))


def _normalized(sources: ir.Sources, names: Sequence[str], anonymous: bool = False) -> list[str]:
    """The named functions' lines as the diff shows them (renumbered, no
    locations; ``anonymous``: every value unnamed, to compare lines by)."""
    lines: list[str] = []
    for n in names:
        if lines:
            lines.append("")
        lines += normalize(sources.functions[n].text, n, anonymous=anonymous)
    if len(lines) > ir.MAX_DIFF_LINES:
        lines = lines[:ir.MAX_DIFF_LINES] + [f"// ... {len(lines) - ir.MAX_DIFF_LINES} more lines"]
    return lines


def _marks(base: ir.Sources, cand: ir.Sources, b: tuple[str, ...],
           c: tuple[str, ...]) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """Per line of each side's normalized functions: True where the other side has no equal
    line (lines compared anonymous, so renumbering is no change)."""
    keys = (_normalized(base, b, anonymous=True), _normalized(cand, c, anonymous=True))
    marks = ([True] * len(keys[0]), [True] * len(keys[1]))
    for i, j, n in difflib.SequenceMatcher(None, keys[0], keys[1], autojunk=False).get_matching_blocks():
        marks[0][i:i + n] = [False] * n
        marks[1][j:j + n] = [False] * n
    return tuple(marks[0]), tuple(marks[1])


def _fusion_links(rows: pd.DataFrame, ir_of: dict[Hashable, RowIr],
                  inputs: IrInputs) -> dict[Hashable, list[tuple[Hashable, str]]]:
    """{index of a row whose calls vanished: [(index of a row its ops moved
    into, sentence), ...], the best evidence first}.

    A row whose calls vanished: a removed dispatch, or one of a single name
    a side running fewer times per iteration in the candidate (some calls
    fused: the RoPE of q moved into attention while k's still runs). Every
    row that gained ops holding at least ``FUSION_SCORE`` of its compute ops
    is linked; rows with the same evidence as the best all count (one RoPE
    feeding two attention dispatches)."""
    base, cand = inputs.sources()
    gained = [i for i, x in ir_of.items() if x.ops_added and len(_names(rows, i, Side.CANDIDATE))]
    out = {}
    for i in ir_of:
        if len(_names(rows, i, Side.BASELINE)) != 1 or not _vanished(rows, i):
            continue
        gone = _names(rows, i, Side.BASELINE)[0]
        found: list[tuple[tuple[float, int, int, bool], Hashable, str]] = []
        for t in gained:
            if t == i:
                continue
            best: tuple[tuple[float, int, int, bool], Hashable, str] | None = None
            for into in _names(rows, t, Side.CANDIDATE):
                ev = ir.fusion_evidence(base, cand, gone, into, _names(rows, t, Side.BASELINE))
                if ev is None or ev.score < FUSION_SCORE:
                    continue
                key = (ev.score, ev.regions_found, ev.found_ops, _same(rows, i, t))
                if best is None or key > best[0]:
                    best = (key, t, ev.sentence)
            if best is not None:
                found.append(best)
        if found:
            found.sort(key=lambda f: f[0], reverse=True)
            top = found[0][0][:3]
            out[i] = [(t, sentence) for key, t, sentence in found if key[:3] == top]
    return out


def _unabsorbed(rows: pd.DataFrame, ir_of: dict[Hashable, RowIr],
                fused: dict[Hashable, list[tuple[Hashable, str]]], inputs: IrInputs) -> list[Hashable]:
    """Rows pointing by time or position (matching's ``fused_into``) only at
    rows that hold none of their compute ops among the ops they gained: the
    IR shows the work went nowhere there (an op removed beside a kernel
    that slowed)."""
    base, cand = inputs.sources()
    index_of = {_rank(rows, i): i for i in rows.index}
    out = []
    for i in ir_of:
        targets = [index_of.get(int(r)) for r in cast("tuple[int, ...]", rows.at[i, "fused_into_ranks"]) or ()]
        if i in fused or not targets or len(_names(rows, i, Side.BASELINE)) != 1 or not _vanished(rows, i):
            continue
        gone = _names(rows, i, Side.BASELINE)[0]
        if all(t is not None and t in ir_of and not any(
                (ev := ir.fusion_evidence(base, cand, gone, into, _names(rows, t, Side.BASELINE))) is None
                or ev.found_ops for into in _names(rows, t, Side.CANDIDATE)) for t in targets):
            out.append(i)
    return out


def _vanished(rows: pd.DataFrame, i: Hashable) -> bool:
    """Whether some of row ``i``'s calls are gone: removed, or fewer calls per iteration."""
    if str(rows.at[i, "structure"]) == Structure.REMOVED.value:
        return True
    if len(_names(rows, i, Side.CANDIDATE)) != 1:
        return False
    b = float(cast(float, rows.at[i, "baseline_execs_per_iter"]))  # float64 columns: NaN when missing
    c = float(cast(float, rows.at[i, "candidate_execs_per_iter"]))
    return 0 < c < b * (1 - 1e-9)


def _same(rows: pd.DataFrame, i: Hashable, t: Hashable) -> bool:
    """Whether row ``t`` is where matching already put row ``i``'s work (breaks ties)."""
    ranks = cast("tuple[int, ...] | None", rows.at[i, "fused_into_ranks"]) if "fused_into_ranks" in rows else ()
    return _rank(rows, t) in tuple(ranks or ())

