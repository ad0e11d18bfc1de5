"""The matcher on the dispatch sequences and call times of real decoder
builds (``bench/make_variants.py --pairs 15 --seed 11``, ``--pairs 10
--seed 15`` and ``--pairs 2 --seed 130``, PyPI
``iree-base-compiler``/``-runtime`` 3.13.0, default scheduling on 2
workers, captured on a loaded 2-core machine: the candidate's matmuls ran
about 2.2x slower than the baseline's, its reductions and elementwise
kernels 1.1-1.2x). ``tests/data/variants/sequences.json.gz`` holds what
``diff`` hands ``match``: each side's representative iteration, names and
typical call per name (microseconds); the IR's pairing is in the comments."""

from __future__ import annotations

import gzip
import json

import pytest

from tests.paths import ROOT
from tracy_diff.analysis.matching.pairing import Group, GroupKind, match

F = "forward_bs1$async_dispatch_"
PAIRS = json.loads(gzip.open(ROOT / "tests" / "data" / "variants" / "sequences.json.gz").read())["pairs"]


def groups(key: str) -> list[Group]:
    b, c = PAIRS[key]["baseline"], PAIRS[key]["candidate"]
    full = [[F + n for n in side["sequence"]] for side in (b, c)]
    names = [sorted(F + n for n in side["names"]) for side in (b, c)]
    times = tuple({F + n: us * 1e3 for n, us in side["call_us"].items()} for side in (b, c))
    return match(full[0], full[1], names[0], names[1], None, times)


def row_of(rows: list[Group], name: str, side: str = "candidate") -> Group:
    return next(g for g in rows if F + name in getattr(g, side))


@pytest.mark.parametrize("key", ["L4_notile_dflt..L4_x0_notile_dflt"])
def test_an_op_added_beside_kernels_that_slowed_less_than_the_matmuls_is_added(key):
    """The extra op sits between the embedding and the first norm; under
    load both ran faster relative to the matmuls (the median ratio), which
    read as work split off them. The norm's reduction also runs, unchanged,
    where nothing new is beside it."""
    rows = groups(key)
    new = row_of(rows, "1_elementwise_broadcast_32768_f32")
    assert new.kind is GroupKind.ADDED, new
    assert row_of(rows, "0_elementwise_broadcast_64x512_i32xf32").kind is GroupKind.PAIR
    norm = row_of(rows, "1_reduction_64x512_f32", "baseline")
    assert sorted(norm.candidate) == [F + "10_reduction_64x512_f32", F + "2_reduction_64x512_f32"], norm


def test_an_op_removed_points_at_no_kernel_that_runs_unchanged_elsewhere():
    """IR: the removed op's work went nowhere. The matmuls near it slowed
    by more than its time, but each also runs where nothing vanished
    beside it: one executable does the same work at every call."""
    rows = groups("L3_x1_notile_dflt..L3_notile_dflt")
    gone = row_of(rows, "13_elementwise_broadcast_32768_f32", "baseline")
    assert gone.kind is GroupKind.REMOVED and gone.fused_into == [], gone


def test_a_layer_fewer_with_data_tiling_on_pairs_the_lm_head_with_its_retiled_self():
    """The last gap holds the removed layer's twelve dispatches and the lm
    head (``matmul_64x2048x512``) against the tiled lm head (pack,
    ``mmt4d_8x256x512x8x8x1``, unpack): one contraction on one side, seven
    on the other; the one of equal loop volume is the same op."""
    rows = groups("L4_notile_dflt..L3_tile_dflt")
    head = row_of(rows, "84_mmt4d_8x256x512x8x8x1_f32")
    assert head.baseline == [F + "50_matmul_64x2048x512_f32"], head
    projections = row_of(rows, "2_matmul_64x512x512_f32", "baseline")
    assert F + "84_mmt4d_8x256x512x8x8x1_f32" not in projections.candidate


def test_history_lineages_follow_the_same_pairing():
    """``history`` pairs consecutive builds with the same matcher and call
    times: the op added starts a lineage of its own, split from nothing (the
    first norm's reduction, a new export, splits from the shared one: one
    unit in the IR);
    the op removed ends its lineage, fused into nothing."""
    from collections import Counter

    from tracy_diff.history.lineage import Epoch, EventKind, follow

    def epochs(key: str) -> list[Epoch]:
        out = []
        for k, side in enumerate(("baseline", "candidate")):
            s = PAIRS[key][side]
            calls = Counter(s["sequence"])
            call_ms = {F + n: us / 1e3 for n, us in s["call_us"].items()}
            weights = {F + n: call_ms[F + n] * calls[n] for n in s["names"]}
            out.append(Epoch(k, side, tuple(F + n for n in s["sequence"]), weights, {}, call_ms))
        return out
    added = follow(epochs("L4_notile_dflt..L4_x0_notile_dflt"))
    new = {added.origin[e.lineage] for e in added.events if e.kind is EventKind.NEW}
    split = [e for e in added.events if e.kind is EventKind.SPLIT and "elementwise_broadcast" in e.detail]
    assert new == {F + "1_elementwise_broadcast_32768_f32"} and not split, added.events
    removed = follow(epochs("L3_x1_notile_dflt..L3_notile_dflt"))
    gone = [e.kind for e in removed.events if "elementwise_broadcast_32768" in e.detail]
    assert gone == [EventKind.GONE], removed.events


def test_a_rope_fused_with_data_tiling_switched_points_at_no_norm():
    """``--seed 15``: data tiling off and the RoPE of q fused into attention
    (IR: the attention took it). The RoPE's time is within the attention's
    noise; the norm before it grew by more than noise, as every reduction
    did with data tiling off (the quiet ones too): no sign it took the RoPE."""
    rows = groups("L3_tile_ser..L3_rope1_notile_ser")
    rope = row_of(rows, "10_elementwise_broadcast_8x4096_f32", "baseline")
    assert not [n for n in rope.fused_into if "reduction" in n], rope


def test_a_layer_fewer_and_horizontal_fusion_join_the_fused_qkv_to_the_projections():
    """``--seed 130``: four layers, data tiling on, against three with
    horizontal fusion. Each layer's q, k, v calls of the shared
    ``mmt4d_8x64x512`` became one ``horizontal_multi_contract`` with two
    unpacks beside it; the shared mmt4d still pairs with the output
    projection, so its q, k, v calls are extra calls the new contraction
    took over. The unpacks beside it (data tiling's own) kept it apart."""
    rows = groups("L4_x1_tile_dflt..L3_x1_hz_tile_dflt")
    qkv = row_of(rows, "5_horizontal_multi_contract_8x64x8x8x512x1_f32")
    assert qkv.baseline == [F + "3_mmt4d_8x64x512x8x8x1_f32"], qkv
