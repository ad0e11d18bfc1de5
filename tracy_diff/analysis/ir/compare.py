"""Explain a dispatch's change from the IR IREE dumped for both builds.

Inputs are the folders ``iree-compile`` writes with
``--iree-hal-dump-executable-sources-to`` (and, optionally,
``--iree-hal-dump-executable-benchmarks-to``), loaded with
``load_sources`` / ``load_benchmarks``; ``find_sources(capture)`` finds
``<capture stem>.sources/`` beside a capture. Names are the export names,
which are also the Tracy zone names of the dispatches.

Entry points:

``side_sources(capture, sources=None, benchmarks=None)``
    The dumps of one side: the folders given, else those found beside the
    capture; a ``SideSources`` with the loaded dumps (None when absent), a
    line naming each folder used (``used``) and ``warnings`` (a folder that
    was given but cannot be read, and every problem inside the dumps).
``group_census(sources, names)``, ``census_delta(baseline, candidate)``
    A side's census is the sum over its names (several for a fused or split
    group, none for an added or removed dispatch; each function counted
    once, however often it runs), None with the names missing from the
    dump; the delta holds the ops added and removed, with types and region
    bodies. ``row_summary`` says it in one sentence.
``ir_diff(baseline, candidate, baseline_names, candidate_names)``
    Unified diff of the normalized functions ("" when they are the same).
``reproduce_commands(entry)``
    ``iree-compile`` + ``iree-benchmark-module`` commands that run one
    dispatch of a benchmarks dump alone.
``fusion_evidence(baseline, candidate, disappeared, into, into_baseline=None)``
    Whether the ops of a baseline dispatch that disappeared now appear in a
    candidate dispatch (beyond what ``into_baseline``, its own baseline,
    already had): a ``FusionEvidence`` with a score in [0, 1] and a
    sentence, or None when a function is missing.
``match_by_fingerprint(baseline, candidate, baseline_names, candidate_names)``
    Pairs names that did not pair by name when their IR fingerprints (op
    census + tensor shapes) are equal and unique on both sides: a content
    match tier, each pair with its reason.

No function here raises on missing or bad dumps: problems are returned as
warnings (``Sources.warnings``, ``SideSources.warnings``); ``analysis.explain``
puts the results in a Diff's rows.
"""

from __future__ import annotations

import difflib
import os
import shlex
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ...diff import Side
from .census import EMPTY, Census, Region, census, fingerprint, normalize
from .sources import (
    BenchmarkEntry,
    Benchmarks,
    Sources,
    find_benchmarks,
    find_sources,
    load_benchmarks,
    load_sources,
)

__all__ = ["side_sources", "SideSources", "row_summary", "CensusDelta", "census_delta",
           "ir_diff", "fusion_evidence", "FusionEvidence", "match_by_fingerprint", "FingerprintMatch",
           "reproduce_commands", "group_census", "find_sources", "find_benchmarks", "load_sources",
           "load_benchmarks", "Sources", "Benchmarks", "Census"]

#: Lines per side beyond which the normalized diff is cut (difflib is quadratic at worst).
MAX_DIFF_LINES = 4000

# Ops that move data in or out or only name values: not evidence of what a dispatch computes.
_PLUMBING_SUFFIXES = (".constant", ".yield", ".return", ".load", ".store", ".subspan", ".empty",
                      ".index_cast", ".index_castui", ".assume.int", ".constant.load",
                      ".workgroup_count_from_slice", ".load_from_buffer", ".store_to_buffer")
# Order of dialects in sentences: what computes first, bookkeeping last.
_DIALECT_ORDER = ("math", "iree_linalg_ext", "linalg", "tensor", "arith", "vector", "scf")


@dataclass(frozen=True)
class SideSources:
    """The dumps of one side of a diff, and what to tell the user about them."""

    sources: Sources | None
    benchmarks: Benchmarks | None
    used: tuple[str, ...]  # "baseline sources: DIR (beside the capture)"
    warnings: tuple[str, ...]


def side_sources(capture: str | os.PathLike[str], sources: str | os.PathLike[str] | None = None,
                 benchmarks: str | os.PathLike[str] | None = None, side: Side = Side.BASELINE) -> SideSources:
    """Load the sources (and benchmarks) dump of one side; never raises."""
    loaded: list[Sources | Benchmarks | None] = []
    used: list[str] = []
    warnings: list[str] = []
    for what, given, find, load in (("sources", sources, find_sources, load_sources),
                                    ("benchmarks", benchmarks, find_benchmarks, load_benchmarks)):
        folder = Path(given) if given is not None else find(capture)
        if folder is None:
            loaded.append(None)
            continue
        dump = load(folder)
        usable = bool(dump.functions if isinstance(dump, Sources) else dump.entries)
        loaded.append(dump if usable else None)
        warnings += dump.warnings
        if usable:
            used.append(f"{side} {what}: {folder}" + ("" if given is not None else " (beside the capture)"))
    src, bench = loaded
    return SideSources(src if isinstance(src, Sources) else None, bench if isinstance(bench, Benchmarks) else None,
                       tuple(used), tuple(warnings))


@dataclass(frozen=True)
class CensusDelta:
    """Candidate census minus baseline census (positive parts only on each side)."""

    added: dict[str, int]
    removed: dict[str, int]
    typed_added: dict[str, int]
    typed_removed: dict[str, int]
    regions_added: dict[str, int]  # region signatures (see ir_census.Region)
    regions_removed: dict[str, int]

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.typed_added or self.typed_removed
                    or self.regions_added or self.regions_removed)

    def sentence(self, limit: int = 8) -> str:
        """``+4 math.cos, +4 math.sin, +8 arith.mulf, -2 tensor.extract``; when
        only types changed, the typed ops (``+2 arith.extf : bf16 to f32, ...``)."""
        if self.empty:
            return "same ops"
        added, removed = ((self.added, self.removed) if self.added or self.removed
                          else (self.typed_added, self.typed_removed))
        parts = [f"+{n} {op}" for op, n in _ordered(added)]
        parts += [f"-{n} {op}" for op, n in _ordered(removed)]
        more = len(parts) - limit
        return ", ".join(parts[:limit]) + (f" and {more} more" if more > 0 else "")


def _short(name: str) -> str:
    """``dispatch_31_attention_...`` for ``forward_bs1$async_dispatch_31_attention_...``."""
    head, sep, tail = name.partition("_dispatch_")
    return f"dispatch_{tail}" if sep and head else name


def _ordered(counts: dict[str, int]) -> list[tuple[str, int]]:
    """Computing dialects first (see _DIALECT_ORDER), data movement last; then by count."""
    def key(item: tuple[str, int]) -> tuple[bool, int, int, str]:
        dialect = item[0].split(".", 1)[0]
        rank = _DIALECT_ORDER.index(dialect) if dialect in _DIALECT_ORDER else len(_DIALECT_ORDER)
        return item[0].endswith(_PLUMBING_SUFFIXES), rank, -item[1], item[0]
    return sorted(counts.items(), key=key)


def _minus(a: Counter[str], b: Counter[str]) -> dict[str, int]:
    return dict(sorted((a - b).items()))


def census_delta(baseline: Census, candidate: Census) -> CensusDelta:
    """What the candidate has more (``added``) and less (``removed``) of."""
    rb = Counter(r.signature for r in baseline.regions)
    rc = Counter(r.signature for r in candidate.regions)
    return CensusDelta(_minus(candidate.ops, baseline.ops), _minus(baseline.ops, candidate.ops),
                       _minus(candidate.typed, baseline.typed), _minus(baseline.typed, candidate.typed),
                       _minus(rc, rb), _minus(rb, rc))


def group_census(sources: Sources, names: Sequence[str]) -> tuple[Census | None, list[str]]:
    """The summed census of ``names`` and the names missing from ``sources``
    (the census is None when any is missing)."""
    missing = [n for n in names if sources.get(n) is None]
    if missing:
        return None, missing
    total = EMPTY
    for n in names:
        total = total + _census_of(sources, n)
    return total, []


def _census_of(sources: Sources, name: str) -> Census:
    key = ("census", name)
    found = sources.memo.get(key)
    if not isinstance(found, Census):
        found = sources.memo[key] = census(sources.functions[name].text)
    return found


def ir_diff(baseline: Sources, candidate: Sources, baseline_names: Sequence[str],
            candidate_names: Sequence[str], context: int = 3) -> str:
    """Unified diff of the normalized functions ("" when the same; names missing are left out).

    Lines are aligned on their text with every value anonymous, so one
    inserted op does not make every later line differ by its numbering;
    they are shown renumbered (``normalize``).
    """
    a, a_key = _diff_lines(baseline, baseline_names)
    b, b_key = _diff_lines(candidate, candidate_names)
    if a_key == b_key:
        return ""
    out = [f"--- {' + '.join(baseline_names) or '(none)'}", f"+++ {' + '.join(candidate_names) or '(none)'}"]
    matcher = difflib.SequenceMatcher(None, a_key, b_key, autojunk=False)
    for group in matcher.get_grouped_opcodes(context):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        out.append(f"@@ -{i1 + 1},{i2 - i1} +{j1 + 1},{j2 - j1} @@")
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                out += [" " + ln for ln in a[x1:x2]]
                continue
            out += ["-" + ln for ln in a[x1:x2]]
            out += ["+" + ln for ln in b[y1:y2]]
    return "\n".join(out)


def _diff_lines(src: Sources, names: Sequence[str]) -> tuple[list[str], list[str]]:
    """(lines shown, lines compared) of the named functions, at most MAX_DIFF_LINES."""
    shown: list[str] = []
    keys: list[str] = []
    for n in names:
        if src.get(n) is not None:
            shown += normalize(src.functions[n].text, n)
            keys += normalize(src.functions[n].text, n, anonymous=True)
    if len(shown) > MAX_DIFF_LINES:
        note = f"// ... {len(shown) - MAX_DIFF_LINES} more lines not compared"
        shown, keys = shown[:MAX_DIFF_LINES] + [note], keys[:MAX_DIFF_LINES] + [note]
    return shown, keys


_DEVICES = {"llvm-cpu": "local-task", "vmvx": "local-task", "vulkan-spirv": "vulkan", "rocm": "hip",
            "cuda": "cuda", "metal-spirv": "metal"}


def reproduce_commands(entry: BenchmarkEntry) -> list[str]:
    """Shell commands that build and run one dispatch alone (its benchmark module)."""
    vmfb = entry.file.stem + ".vmfb"
    device = _DEVICES.get(entry.target or "", "local-task")
    return [f"iree-compile {shlex.quote(str(entry.file))} -o {shlex.quote(vmfb)}",
            f"iree-benchmark-module --module={shlex.quote(vmfb)} --device={device} "
            + shlex.quote(f"--function={entry.function}")]


def row_summary(delta: CensusDelta, baseline_names: Sequence[str], candidate_names: Sequence[str]) -> str:
    """One sentence for a row's IR: ``IR: +2 math.cos, +2 math.sin, ... in
    dispatch_0_attention_...`` (the candidate's names, else the baseline's)."""
    where = " + ".join(map(_short, candidate_names or baseline_names))
    if delta.empty:
        return f"IR: same op census in {where}"
    return f"IR: {delta.sentence()} in {where}"


def compute_ops(c: Census) -> Counter[str]:
    """The census' ops that compute (not constants, loads, stores, bindings...)."""
    return computing(c.ops)


def computing(ops: Mapping[str, int]) -> Counter[str]:
    """Of op counts, those of ops that compute (see ``compute_ops``)."""
    return Counter({op: n for op, n in ops.items() if not op.endswith(_PLUMBING_SUFFIXES)})


@dataclass(frozen=True)
class FusionEvidence:
    """Whether a disappeared dispatch's ops now appear inside another one."""

    disappeared: str
    into: str
    score: float  # share of the disappeared dispatch's compute ops found among the gained ones
    found_ops: int
    total_ops: int
    regions_found: int  # its region ops whose body is inside one of the gained regions
    regions_total: int
    sentence: str


def fusion_evidence(baseline: Sources, candidate: Sources, disappeared: str, into: str,
                    into_baseline: Sequence[str] = ()) -> FusionEvidence | None:
    """Do the ops of baseline dispatch ``disappeared`` now appear in candidate
    dispatch ``into``? Ops ``into_baseline`` (the baseline dispatches ``into``
    pairs with) already had do not count. None when a function is missing."""
    gone, _ = group_census(baseline, [disappeared])
    now, _ = group_census(candidate, [into])
    before, _ = group_census(baseline, list(into_baseline))
    if gone is None or now is None or before is None:
        return None
    wanted = compute_ops(gone)
    gained = compute_ops(now) - compute_ops(before)
    found = sum(min(n, gained[op]) for op, n in wanted.items())
    total = sum(wanted.values())
    new_regions = list(Counter(now.regions) - Counter(before.regions))
    regions = [r for r in gone.regions if r.body]
    inside = sum(any(_contains(g, r) for g in new_regions) for r in regions)
    score = found / total if total else 0.0
    return FusionEvidence(disappeared, into, round(score, 3), found, total, inside, len(regions),
                          _fusion_sentence(disappeared, into, score, found, total, inside, len(regions)))


def _contains(outer: Region, inner: Region) -> bool:
    have = dict(outer.body)
    return outer.op == inner.op and all(have.get(op, 0) >= n for op, n in inner.body)


def _fusion_sentence(gone: str, into: str, score: float, found: int, total: int, inside: int,
                     regions: int) -> str:
    a, b = _short(gone), _short(into)
    if total == 0:
        return f"{a} computes nothing that could be traced into {b}"
    verb = "now appear in" if score >= 0.8 else "partly appear in" if score >= 0.5 else "do not appear in"
    text = f"the ops of {a} {verb} {b}: {found} of its {total} compute ops are among the ops {b} gained"
    if regions:
        text += f", {inside} of its {regions} region bodies inside a new region there"
    return text


@dataclass(frozen=True)
class FingerprintMatch:
    baseline: str
    candidate: str
    fingerprint: str
    detail: str


def match_by_fingerprint(baseline: Sources, candidate: Sources, baseline_names: Sequence[str],
                         candidate_names: Sequence[str]) -> list[FingerprintMatch]:
    """Pair names whose IR fingerprint is equal and unique among the given names on both sides."""
    def by_print(src: Sources, names: Sequence[str]) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for n in dict.fromkeys(names):
            if src.get(n) is not None:
                out.setdefault(fingerprint(_census_of(src, n)), []).append(n)
        return out
    b, c = by_print(baseline, baseline_names), by_print(candidate, candidate_names)
    return [FingerprintMatch(b[fp][0], c[fp][0], fp,
                             f"same IR fingerprint {fp} (op census and tensor shapes)")
            for fp in b if fp in c and len(b[fp]) == 1 and len(c[fp]) == 1]
