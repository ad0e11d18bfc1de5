"""timeline.walk against trees built here, serialized in Tracy's layout."""

import random
import struct
import zlib

import numpy as np
import pytest

from tracy_diff.errors import CorruptError, TruncatedError
from tracy_diff.io.timeline import CPU_LAYOUT, gpu_layout, walk


def random_tree(rng: random.Random, depth: int) -> list:
    if depth == 0 or rng.random() < 0.4:
        return []
    return [random_tree(rng, depth - 1) for _ in range(rng.randint(1, 4))]


def serialize(trees: list, layout, tokens: list) -> bytes:
    """Serialize zones with random filler bytes, a source location that
    follows the subtree's structure (as a real call tree's does); record
    (offset, is_header) per token."""
    out = bytearray()
    fmt = "<I" if layout.child_count_size == 4 else "<Q"

    def zone(children):
        header = bytearray(random.randbytes(layout.header_size))
        struct.pack_into(fmt, header, layout.child_count_offset, len(children))
        struct.pack_into("<h", header, layout.srcloc_offset, zlib.crc32(repr(children).encode()) & 0x7FFF)
        tokens.append((len(out), True))
        out.extend(header)
        for c in children:
            zone(c)
        tokens.append((len(out), False))
        out.extend(random.randbytes(layout.end_size))

    for t in trees:
        zone(t)
    return bytes(out)


LAYOUTS = [CPU_LAYOUT, gpu_layout(0x000B02), gpu_layout(0x000E00)]


def assert_walks_exactly(trees: list, layout, as_memoryview: bool) -> None:
    """``walk`` finds every token of ``trees`` serialized after a 7-byte prefix."""
    tokens: list = []
    prefix = b"\xaa" * 7
    buf = prefix + serialize(trees, layout, tokens) + b"tail"
    if as_memoryview:  # the reader walks a memoryview of its payload buffer
        buf = memoryview(bytearray(buf))
    found = walk(buf, len(prefix), len(trees), layout)
    assert found.pos == len(prefix) and found.end_pos == len(buf) - 4
    # Each zone's end is the first later token of its depth.
    ends = []
    for i, (_, header) in enumerate(tokens):
        if header:
            ends.append([i, None])
        else:
            next(e for e in reversed(ends) if e[1] is None)[1] = i
    assert found.header_token.tolist() == [h for h, _ in ends]
    assert found.end_token.tolist() == [e for _, e in ends]
    assert found.header_offsets().tolist() == [tokens[h][0] + len(prefix) for h, _ in ends]
    assert found.end_offsets().tolist() == [tokens[e][0] + len(prefix) for _, e in ends]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("seed", range(6))
def test_walk_finds_every_record(layout, seed):
    rng = random.Random(seed)
    random.seed(seed)
    shared = random_tree(rng, 5)
    # Runs of identical subtrees (what templates skip), broken by odd ones.
    trees = []
    for _ in range(60):
        trees.append(shared if rng.random() < 0.8 else random_tree(rng, 5))
    parent = [[shared] * 30 + [random_tree(rng, 4)] + [shared] * 30]
    trees = trees + parent + [[] for _ in range(20)]
    assert_walks_exactly(trees, layout, as_memoryview=bool(seed % 2))


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("seed", range(4))
def test_walk_follows_repeating_sequences(layout, seed):
    """Sibling sequences that repeat (a worker cycling through tasks) become
    shapes; sequences of such shapes too. Every run must stop where the
    pattern or the parent's child count ends."""
    rng = random.Random(seed)
    random.seed(seed)
    leaf: list = []
    a, b, c = [leaf, leaf], [[leaf], leaf], [[leaf, [leaf]]]
    odd = [[[]], [[], [[]]]]
    trees = [a, b] * 9 + [a, b, c] * 12 + [a, leaf, leaf, b, c] * 7 + [odd] + [a, leaf, leaf, b, c] * 5
    # A parent whose children end inside the pattern, then the pattern again.
    trees += [[a, b, c] * 4 + [a, b], [a, b, c] * 3 + [a]] + [a, b, c] * 6 + [leaf] * 40
    for _ in range(80):  # a cycle broken at random places
        trees += rng.choice([[a, b, c], [a, b], [c], [odd], [leaf, a]])
    assert_walks_exactly(trees, layout, as_memoryview=bool(seed % 2))


@pytest.mark.parametrize("layout", LAYOUTS)
# Counts ending inside a sequence, a run of leaves, a run of one shape.
@pytest.mark.parametrize("count", [29, 30, 31, 53, 61, 62, 93, 94])
def test_walk_stops_at_the_count_when_the_pattern_goes_on(layout, count):
    """The bytes after a timeline may continue its pattern (the next thread
    cycling through the same tasks): the walk still takes exactly ``count``
    zones, whether the count ends inside a run or inside a sequence."""
    random.seed(count)
    leaf: list = []
    a, b, c = [leaf, leaf], [[leaf], leaf], [[leaf, [leaf]]]
    trees = [a, b, leaf, c] * 12 + [leaf] * 10 + [a] * 12 + [a, b, leaf, c] * 12
    buf = serialize(trees, layout, [])
    taken: list = []
    end = len(serialize(trees[:count], layout, taken))
    found = walk(buf, 0, count, layout)
    assert found.end_pos == end
    assert found.header_offsets().tolist() == [o for o, header in taken if header]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("seed", range(4))
def test_walk_of_a_growing_buffer_finds_what_one_pass_finds(layout, seed):
    """The reader walks while the payload decompresses: ``more`` hands over
    a few hundred bytes more each time the walk reaches the end; the walk
    must equal the one over the whole buffer, and a buffer that stops
    growing too early is a truncation."""
    rng = random.Random(seed)
    random.seed(seed)
    leaf: list = []
    a, b = [leaf, [leaf]], [[leaf, leaf], leaf]
    trees = [rng.choice([a, b, leaf, random_tree(rng, 4)]) for _ in range(300)] + [a, b] * 200
    whole = serialize(trees, layout, []) + b"tail"
    expected = walk(whole, 0, len(trees), layout)
    held = [100]

    def more(end: int):  # never all that was asked
        held.append(min(len(whole), held[-1] + rng.randint(100, 800)))
        return whole[: held[-1]]

    found = walk(whole[: held[0]], 0, len(trees), layout, more)
    assert len(held) > 10
    for field in ("header_token", "end_token"):
        assert getattr(found, field).tolist() == getattr(expected, field).tolist()
    assert found.end_pos == expected.end_pos == len(whole) - 4
    cut = whole[: len(whole) // 2]
    with pytest.raises(TruncatedError):
        walk(cut[:10], 0, len(trees), layout, lambda end: cut[:end])


def chain(depth: int) -> bytes:
    """One CPU zone nesting ``depth`` more, one inside the other."""
    headers = b"".join(struct.pack("<hqII", 1, 5, 0, 1) for _ in range(depth))
    return headers + struct.pack("<hqII", 2, 5, 0, 0) + struct.pack("<q", 7) * (depth + 1)


def test_walk_follows_nesting_deeper_than_python_recursion():
    depth = 5000
    found = walk(chain(depth), 0, 1, CPU_LAYOUT)
    assert found.header_token.tolist() == list(range(depth + 1))
    assert found.end_token.tolist() == [2 * depth + 1 - i for i in range(depth + 1)]


def test_walk_refuses_nesting_deeper_than_the_depth_column_holds():
    with pytest.raises(CorruptError, match="nest deeper than 32767"):
        walk(chain(40_000), 0, 1, CPU_LAYOUT)


def test_walk_refuses_a_zone_holding_more_zones_than_a_span_holds(monkeypatch):
    from tracy_diff.io import timeline
    monkeypatch.setattr(timeline, "_SPAN", "b")  # spans of at most 127 tokens: 63 zones inside
    assert walk(chain(63), 0, 1, CPU_LAYOUT).end_token[0] == 2 * 63 + 1
    with pytest.raises(CorruptError, match="holds more than the 63 zones this reader reads"):
        walk(chain(64), 0, 1, CPU_LAYOUT)


def test_walk_empty_timeline():
    found = walk(b"xyz", 1, 0, CPU_LAYOUT)
    assert len(found.header_token) == len(found.end_token) == 0 and found.end_pos == 1
    assert len(found.header_offsets()) == len(found.end_offsets()) == 0


def test_truncation_anywhere_is_reported():
    rng = random.Random(1)
    random.seed(1)
    shared = random_tree(rng, 4)
    trees = [shared] * 40
    buf = serialize(trees, CPU_LAYOUT, [])
    for cut in range(0, len(buf), max(1, len(buf) // 97)):
        with pytest.raises((TruncatedError, CorruptError)):
            walk(buf[:cut], 0, len(trees), CPU_LAYOUT)


def test_absurd_child_count_is_corrupt_and_fast():
    header = struct.pack("<hqII", 0, 0, 0, 0xFFFFFFFF)
    buf = header + b"\0" * 64
    with pytest.raises((CorruptError, TruncatedError)):
        walk(buf, 0, 1, CPU_LAYOUT)
    with pytest.raises(CorruptError):
        walk(b"\0" * 100, 0, 10**9, CPU_LAYOUT)
