"""Random decoder variants (``bench/make_variants.py``) paired as the IR says.

``tests/data/variants/`` holds five real builds of the sample decoder from
``make_variants.py --seed 2`` (compiled by PyPI iree-base-compiler 3.13.0,
captured with IREE's default scheduling on 2 workers) and each build's
dispatch calls with their source ops (iree-compile to the flow phase,
locations kept). The truth of a pair is ``make_variants.truth`` of those
calls; the score is ``bench/bench_matching.py``'s. The matcher was tuned on
these pairs: they pin what it does, the held-out figures are in
``bench/README.md``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from functools import cache

import pytest

import tracy_diff
from tests.paths import ROOT

DATA = ROOT / "tests" / "data" / "variants"
MANIFEST = json.loads((DATA / "manifest.json").read_text())


def _module(name: str):
    sys.path.insert(0, str(ROOT / "sample_captures"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BENCH = _module("bench_matching")
PAIRS = {f"{p['baseline']}..{p['candidate']}": p for p in MANIFEST["pairs"]}


@cache
def scored(key: str, ir: bool) -> dict:
    p = PAIRS[key]
    return BENCH.measure([DATA / f"{p['baseline']}.tracy"], [DATA / f"{p['candidate']}.tracy"],
                         BENCH.pair_truth(MANIFEST, p), ir=ir)


@pytest.mark.parametrize("key", ["L2_tile_dflt..L2_x1_tile_dflt", "L2_tile_dflt..L3_tile_dflt",
                                 "L2_tile_dflt..L2_notile_dflt"])
def test_an_op_a_layer_or_data_tiling_changed_pairs_every_call_without_dumps(key):
    s = scored(key, ir=False)
    assert s["calls_right"] == s["calls_total"], s
    assert s["added"][0] == s["added"][1], s
    assert s["counted"][0] == s["counted"][1], s


def test_the_op_added_is_an_added_row_never_part_of_a_split():
    s = scored("L2_tile_dflt..L2_x1_tile_dflt", ir=False)
    assert s["added"] == (1, 1), s


def test_a_layer_more_points_no_row_anywhere():
    p = PAIRS["L2_tile_dflt..L3_tile_dflt"]
    d = tracy_diff.diff([DATA / f"{p['baseline']}.tracy"], [DATA / f"{p['candidate']}.tracy"], explain_ir=False)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    assert not any(len(r) for r in rows["fused_into_ranks"]), rows[["baseline_names", "fused_into_ranks"]]
    assert rows["baseline_names"].map(len).eq(1).all() and rows["candidate_names"].map(len).eq(1).all(), rows


def test_data_tiling_switched_off_leaves_packs_and_unpacks_removed_rows():
    p = PAIRS["L2_tile_dflt..L2_notile_dflt"]
    d = tracy_diff.diff([DATA / f"{p['baseline']}.tracy"], [DATA / f"{p['candidate']}.tracy"], explain_ir=False)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    for _, r in rows.iterrows():
        layout = [n for n in r["baseline_names"] if n.endswith(("_pack_f32", "_unpack_f32"))]
        if layout:
            assert list(r["baseline_names"]) == layout and not len(r["candidate_names"]), r


def test_aggressive_fusion_with_dumps_joins_the_rows_that_traded_ops():
    """The residual adds moved from the projections into the norms: with
    both dumps, the rows that lost and gained them are one row."""
    s = scored("L2_tile_dflt..L2_agg_tile_dflt", ir=True)
    assert s["calls_right"] == s["calls_total"], s
    p = PAIRS["L2_tile_dflt..L2_agg_tile_dflt"]
    d = tracy_diff.diff([DATA / f"{p['baseline']}.tracy"], [DATA / f"{p['candidate']}.tracy"])
    assert d.rows["match_detail"].astype(str).str.contains("ops moved between these dispatches").any()


def test_history_lineages_follow_the_same_pairing():
    """``history``'s lineages pair consecutive builds as ``diff`` does: a
    layer more keeps every lineage (renames only); the op added starts a
    lineage of its own (``new``), where ``diff`` has an ``added`` row, and
    split events come only from ``diff``'s rows of several candidate names."""
    from tracy_diff.history.lineage import Epoch, EventKind, follow
    from tracy_diff.history.summary import summarise

    def epoch(k: int, build: str) -> Epoch:
        s = summarise(str(DATA / f"{build}.tracy"))
        names = s.dispatches["name"]
        return Epoch(k, build, s.sequence, dict(zip(names, s.dispatches["iter_median_ms"])), {},
                     dict(zip(names, s.dispatches["median_ms"])))
    base = epoch(0, "L2_tile_dflt")
    more = follow([base, epoch(1, "L3_tile_dflt")])
    assert not [e for e in more.events if e.kind is not EventKind.RENAMED], more.events
    added = follow([base, epoch(1, "L2_x1_tile_dflt")])
    d = tracy_diff.diff([DATA / "L2_tile_dflt.tracy"], [DATA / "L2_x1_tile_dflt.tracy"], explain_ir=False)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    new_rows = {c for b, cs in zip(rows["baseline_names"], rows["candidate_names"]) if not len(b) for c in cs}
    grouped = {c for b, cs in zip(rows["baseline_names"], rows["candidate_names"]) if len(b) and len(cs) > 1
               for c in cs}
    new = {added.origin[e.lineage] for e in added.events if e.kind is EventKind.NEW}
    split = {added.origin[e.lineage] for e in added.events if e.kind is EventKind.SPLIT and e.other is not None
             and added.origin[e.lineage] != added.origin[e.other]}
    assert new == new_rows and any("elementwise_broadcast_32768" in n for n in new), added.events
    assert split <= grouped, (split, grouped)


def test_aggressive_fusion_without_dumps_joins_the_unpack_that_shed_its_add_and_the_norm():
    """Without dumps the names say it: ``unpack_elementwise`` became
    ``unpack`` (the residual add left it, and it got faster) beside a norm
    that grew beyond the other reductions: one row, ops moved."""
    s = scored("L2_tile_dflt..L2_agg_tile_dflt", ir=False)
    assert s["calls_right"] == s["calls_total"], s
    p = PAIRS["L2_tile_dflt..L2_agg_tile_dflt"]
    d = tracy_diff.diff([DATA / f"{p['baseline']}.tracy"], [DATA / f"{p['candidate']}.tracy"], explain_ir=False)
    rows = d.rows[d.rows["section"].astype(str) == "dispatch"]
    moved = rows[rows["match_detail"].astype(str).str.contains("ops moved between these dispatches")]
    assert len(moved) == 1, rows[["baseline_names", "candidate_names", "match_detail"]]
    assert any("unpack_elementwise" in n for n in moved.iloc[0]["baseline_names"])
    assert any("reduction" in n for n in moved.iloc[0]["baseline_names"])
