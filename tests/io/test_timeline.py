"""timeline.walk (compiled and Python) against trees built here, serialized in Tracy's layout.

The trees carry absolute times, source locations and extra fields chosen here; the
records hold what Tracy writes (time deltas in record order), so each expected
column comes from the tree, not from the walk's arithmetic.
"""

import os
import random
import struct
import subprocess
import sys

import numpy as np
import pytest

from tests.paths import ROOT
from tracy_diff.io import timeline
from tracy_diff.io.timeline import (
    BAD_EXTRA,
    BAD_SRCLOC,
    CPU_LAYOUT,
    MAX_DEPTH,
    OK,
    TOO_DEEP,
    TOO_MANY,
    TRUNCATED,
    Codes,
    Columns,
    Walk,
    gpu_layout,
)

LAYOUTS = [CPU_LAYOUT, gpu_layout(0x000B02), gpu_layout(0x000E00)]
IMPLEMENTATIONS = {"python": timeline._walk_python}
if timeline.COMPILED:
    from tracy_diff.io._timeline import walk as compiled_walk
    IMPLEMENTATIONS["compiled"] = compiled_walk


def step(impl, w: Walk, buf, layout, cap=1 << 40, out=None, codes=None, extras=0, base=0) -> int:
    return IMPLEMENTATIONS[impl](buf, base, w.state, layout.args(), cap,
                                 None if out is None else out.outputs(),
                                 None if codes is None else codes.tables(), extras)


def walk(impl, buf, pos, top, layout, cap=1 << 40, out=None, row0=0, **checks):
    """One call over the whole timeline: (status, where it stopped, zones visited)."""
    w = Walk().start(pos, top, row0)
    status = step(impl, w, buf, layout, cap, out, **checks)
    return status, w.pos, w.row - row0


def random_tree(rng: random.Random, depth: int) -> list:
    if depth == 0 or rng.random() < 0.4:
        return []
    return [random_tree(rng, depth - 1) for _ in range(rng.randint(1, 4))]


def serialize(trees: list, layout, rng: random.Random, aux_limit: int | None = None) -> tuple[bytes, dict]:
    """``trees`` as records over random filler, and per zone (pre-order) what the
    reader must find: times, depth, parent, srcloc, aux, header offset."""
    out = bytearray()
    cc = "<I" if layout.children_width == 4 else "<Q"
    aux = "<I" if layout.aux_width == 4 else "<H"
    expect = {k: [] for k in ("times", "depth", "parent", "srcloc", "aux", "header")}
    last = [0] * len(layout.time_pairs)  # the previous record's time, per pair
    clock = [rng.randrange(-10**12, 10**12) for _ in layout.time_pairs]

    def stamp(record: bytearray, field: int, k: int) -> int:
        clock[k] += rng.randrange(0, 10**6)
        struct.pack_into("<q", record, field, clock[k] - last[k])
        last[k] = clock[k]
        return clock[k]

    def zone(children, depth, parent):
        me = len(expect["depth"])
        header = bytearray(rng.randbytes(layout.header_size))
        struct.pack_into(cc, header, layout.children_at, len(children))
        srcloc, extra = rng.randrange(-32768, 32768), rng.randrange(aux_limit or 1 << 8 * layout.aux_width)
        struct.pack_into("<h", header, layout.srcloc_at, srcloc)
        struct.pack_into(aux, header, layout.aux_at, extra)
        starts = [stamp(header, at, k) for k, (at, _) in enumerate(layout.time_pairs)]
        for key, value in (("depth", depth), ("parent", parent), ("srcloc", srcloc),
                           ("aux", extra), ("header", len(out)), ("times", starts)):
            expect[key].append(value)
        out.extend(header)
        for c in children:
            zone(c, depth + 1, me)
        end = bytearray(rng.randbytes(layout.end_size))
        expect["times"][me] = [(s, stamp(end, at, k))
                               for k, (s, (_, at)) in enumerate(zip(starts, layout.time_pairs))]
        out.extend(end)

    for t in trees:
        zone(t, 0, -1)
    return bytes(out), expect


def check_columns(impl, trees, layout, rng, prefix=b"\xaa" * 7, row0=0) -> None:
    records, expect = serialize(trees, layout, rng)
    buf = prefix + records + b"tail"
    counted = walk(impl, buf, len(prefix), len(trees), layout)
    n = len(expect["depth"])
    assert counted == (OK, len(buf) - 4, n)
    z = Columns.empty(row0 + n, layout)
    assert walk(impl, bytearray(buf), len(prefix), len(trees), layout, row0 + n, z, row0) == counted
    check_rows(z.rows(slice(row0, None)), expect, row0)


def check_rows(z: Columns, expect: dict, row0: int) -> None:
    for k in range(len(z.times)):
        assert z.times[k][0].tolist() == [t[k][0] for t in expect["times"]]
        assert z.times[k][1].tolist() == [t[k][1] for t in expect["times"]]
    assert z.depth.tolist() == expect["depth"]
    assert z.parent.tolist() == [p + row0 if p >= 0 else -1 for p in expect["parent"]]
    assert z.srcloc.tolist() == expect["srcloc"]
    assert z.aux.tolist() == expect["aux"]


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("layout", LAYOUTS, ids=["cpu", "gpu0.11", "gpu0.14"])
@pytest.mark.parametrize("seed", range(5))
def test_walk_writes_every_zone(impl, layout, seed):
    rng = random.Random(seed)
    shared = random_tree(rng, 5)
    trees = [shared if rng.random() < 0.7 else random_tree(rng, 5) for _ in range(60)]
    trees += [[shared] * 20 + [random_tree(rng, 4)]] + [[] for _ in range(20)]
    check_columns(impl, trees, layout, rng, row0=seed * 1000)


@pytest.mark.parametrize("layout", LAYOUTS, ids=["cpu", "gpu0.11", "gpu0.14"])
@pytest.mark.parametrize("seed", range(20))
def test_compiled_and_python_walks_agree_on_random_bytes(layout, seed):
    """On garbage (random child counts, cut anywhere) both stop at the same
    place with the same status and write the same columns."""
    if "compiled" not in IMPLEMENTATIONS:
        pytest.skip("the compiled walk is not built")
    rng = random.Random(seed)
    records, _ = serialize([random_tree(rng, 4) for _ in range(30)], layout, rng)
    buf = bytearray(records[: rng.randrange(len(records) + 1)])
    for _ in range(rng.randrange(3)):  # a few child counts made large
        at = rng.randrange(max(1, len(buf) - 40))
        buf[at + layout.children_at: at + layout.children_at + 2] = rng.randbytes(2)
    cap = rng.choice([5, 50, 1 << 20])
    codes, extras = random_codes(rng, seed % 3)
    results = []
    for impl in IMPLEMENTATIONS:
        status, pos, n = walk(impl, buf, 0, 30, layout, cap, codes=codes, extras=extras)
        z = Columns.empty(n, layout, codes=codes)
        for a in z.outputs():
            if a is not None:
                a[:] = 0  # ends of zones never closed stay 0
        assert walk(impl, buf, 0, 30, layout, n, z, codes=codes, extras=extras)[2] == n
        results.append((status, pos, n, [a.tolist() for a in z.outputs() if a is not None]))
    assert results[0] == results[1]


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("layout", LAYOUTS, ids=["cpu", "gpu0.11", "gpu0.14"])
@pytest.mark.parametrize("seed", range(4))
def test_a_walk_resumes_where_the_bytes_or_the_rows_ran_out(impl, layout, seed):
    """Bytes handed over in pieces of random length (as blocks decode), each
    piece in a window that starts anywhere before the walk's position (``base``),
    and rows in random steps: the same columns as one call over everything."""
    rng = random.Random(seed)
    trees = [random_tree(rng, 5) for _ in range(50)]
    records, expect = serialize(trees, layout, rng)
    prefix = b"\x55" * 11
    buf = prefix + records
    n = len(expect["depth"])
    row0 = 3
    z = Columns.empty(row0 + n, layout)
    w = Walk().start(len(prefix), len(trees), row0)
    avail, cap, calls = 0, row0, 0
    while True:
        base = rng.randrange(0, w.pos + 1)
        status = step(impl, w, buf[base: avail], layout, cap, z, base=base)
        calls += 1
        if status == TRUNCATED:
            assert avail < len(buf)
            avail = min(len(buf), avail + rng.randrange(1, 200))
        elif status == TOO_MANY:
            assert w.row == cap
            cap = min(row0 + n, cap + rng.randrange(1, 30))
        else:
            break
    assert (status, w.pos, w.row) == (OK, len(buf), row0 + n)
    assert calls > 20
    check_rows(z.rows(slice(row0, None)), expect, row0)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("layout", LAYOUTS, ids=["cpu", "gpu0.11", "gpu0.14"])
def test_a_refused_source_location_or_extra_stops_at_its_header(impl, layout):
    """The walk stops before the first zone (pre-order) whose source location is
    not allowed, or whose extra field is past the limit: ``pos`` is its header."""
    rng = random.Random(7)
    trees = [random_tree(rng, 4) for _ in range(30)]
    records, expect = serialize(trees, layout, rng)
    headers = []
    pos = 0  # headers' offsets, in pre-order: recomputed from the tree
    for t in trees:
        pos = _headers(t, layout, pos, headers)
    assert len(headers) == len(expect["depth"])
    bad = len(headers) // 2
    ok = np.ones(65536, np.uint8)
    ok[expect["srcloc"][bad] & 0xFFFF] = 0
    first = min(i for i, s in enumerate(expect["srcloc"]) if s == expect["srcloc"][bad])
    by_srcloc = ok.astype(np.int8) - 1  # -1 refuses
    assert walk(impl, records, 0, len(trees), layout, codes=Codes(by_srcloc)) == (BAD_SRCLOC, headers[first], first)
    limit = expect["aux"][bad]
    first = min(i for i, a in enumerate(expect["aux"]) if a >= limit)
    assert walk(impl, records, 0, len(trees), layout, extras=limit) == (BAD_EXTRA, headers[first], first)


def random_codes(rng: random.Random, kind: int, extras: int = 1 << 12) -> tuple[Codes | None, int]:
    """No codes (0), codes by source location only, some refused (1), or with
    name and text codes per extra field (2), of random widths."""
    if kind == 0:
        return None, rng.choice([0, 1 << 31])
    dtype, text_dtype = (np.dtype(rng.choice(["i1", "i2", "i4", "i8"])) for _ in range(2))
    top = min(np.iinfo(dtype).max, 1000)
    by_srcloc = np.array([rng.randrange(-1, top) if rng.random() < 0.2 else rng.randrange(top)
                          for _ in range(65536)], dtype)
    if kind == 1:
        return Codes(by_srcloc), 0
    extra_name = np.array([rng.randrange(-1, top) for _ in range(extras)], dtype)
    extra_text = np.array([rng.randrange(-1, min(np.iinfo(text_dtype).max, 1000)) for _ in range(extras)],
                          text_dtype)
    return Codes(by_srcloc, extra_name, extra_text), extras


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("layout", LAYOUTS, ids=["cpu", "gpu0.11", "gpu0.14"])
@pytest.mark.parametrize("seed", range(4))
def test_names_and_texts_come_from_the_code_tables(impl, layout, seed):
    """Each zone's name code is its extra field's name code where that is not
    -1, else its source location's; its text code is its extra field's."""
    rng = random.Random(seed)
    codes, extras = random_codes(rng, 2, extras=500)
    assert codes is not None
    codes = Codes(np.maximum(codes.by_srcloc, 0).astype(codes.by_srcloc.dtype), codes.extra_name, codes.extra_text)
    trees = [random_tree(rng, 4) for _ in range(40)]
    records, expect = serialize(trees, layout, rng, aux_limit=extras)
    n = len(expect["depth"])
    z = Columns.empty(n, layout, codes=codes)
    assert walk(impl, records, 0, len(trees), layout, n, z, codes=codes, extras=extras) == (OK, len(records), n)
    assert z.name is not None and z.text is not None
    want = [int(codes.extra_name[a]) if codes.extra_name[a] >= 0 else int(codes.by_srcloc[s & 0xFFFF])
            for s, a in zip(expect["srcloc"], expect["aux"])]
    assert z.name.tolist() == want
    assert z.text.tolist() == [int(codes.extra_text[a]) for a in expect["aux"]]
    check_rows(z, expect, 0)


def _headers(tree: list, layout, pos: int, out: list) -> int:
    out.append(pos)
    pos += layout.header_size
    for c in tree:
        pos = _headers(c, layout, pos, out)
    return pos + layout.end_size


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize("count", [1, 29, 30, 53])
def test_walk_stops_at_the_count_when_the_records_go_on(impl, count):
    """The bytes after a timeline look like more zones (the next thread's):
    the walk takes exactly ``count`` top-level zones."""
    rng = random.Random(count)
    trees = [random_tree(rng, 3) for _ in range(60)]
    whole, _ = serialize(trees, CPU_LAYOUT, rng)
    first, expect = serialize(trees[:count], CPU_LAYOUT, random.Random(count))
    assert walk(impl, whole, 0, count, CPU_LAYOUT) == (OK, len(first), len(expect["depth"]))


def chain(depth: int) -> bytes:
    """One CPU zone nesting ``depth`` more, one inside the other."""
    headers = b"".join(struct.pack("<hqII", 1, 5, 0, 1) for _ in range(depth))
    return headers + struct.pack("<hqII", 2, 5, 0, 0) + struct.pack("<q", 7) * (depth + 1)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_walk_follows_nesting_deeper_than_python_recursion(impl):
    depth = 5000
    z = Columns.empty(depth + 1, CPU_LAYOUT)
    assert walk(impl, chain(depth), 0, 1, CPU_LAYOUT, depth + 1, z) == (OK, 26 * (depth + 1), depth + 1)
    assert z.depth.tolist() == list(range(depth + 1))
    assert z.parent.tolist() == list(range(-1, depth))
    assert z.times[0][1].tolist() == [5 * (depth + 1) + 7 * (depth + 1 - i) for i in range(depth + 1)]


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_walk_refuses_nesting_deeper_than_the_depth_column_holds(impl):
    assert walk(impl, chain(MAX_DEPTH), 0, 1, CPU_LAYOUT)[0] == OK
    status, pos, n = walk(impl, chain(MAX_DEPTH + 1), 0, 1, CPU_LAYOUT)
    assert (status, pos, n) == (TOO_DEEP, 18 * (MAX_DEPTH + 1), MAX_DEPTH + 1)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_walk_stops_at_the_cap(impl):
    assert walk(impl, chain(10), 0, 1, CPU_LAYOUT, cap=11)[0] == OK
    assert walk(impl, chain(10), 0, 1, CPU_LAYOUT, cap=10) == (TOO_MANY, 180, 10)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_walk_empty_timeline(impl):
    assert walk(impl, b"xyz", 1, 0, CPU_LAYOUT) == (OK, 1, 0)


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_truncation_anywhere_is_reported(impl):
    rng = random.Random(1)
    trees = [random_tree(rng, 4) for _ in range(40)]
    buf, _ = serialize(trees, CPU_LAYOUT, rng)
    for cut in range(0, len(buf), max(1, len(buf) // 97)):
        status, pos, _ = walk(impl, buf[:cut], 0, len(trees), CPU_LAYOUT)
        assert status == TRUNCATED and pos <= cut


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_absurd_child_count_is_a_truncation_found_fast(impl):
    buf = struct.pack("<hqII", 0, 0, 0, 0xFFFFFFFF) + b"\0" * 64
    assert walk(impl, buf, 0, 1, CPU_LAYOUT)[0] == TRUNCATED
    assert walk(impl, b"\0" * 100, 0, 10**9, CPU_LAYOUT)[0] == TRUNCATED


def test_the_compiled_walk_is_what_runs():
    """Where the extension is built (``pip install``), the reader uses it;
    CI sets TRACY_DIFF_REQUIRE_COMPILED=1 to fail when it is not."""
    if os.environ.get("TRACY_DIFF_PURE_PYTHON"):
        assert not timeline.COMPILED
    elif os.environ.get("TRACY_DIFF_REQUIRE_COMPILED"):
        assert timeline.COMPILED, "tracy_diff/io/_timeline.c is not built: pip install -e ."
    elif not timeline.COMPILED:
        pytest.skip("the compiled walk is not built here (pip install -e . builds it)")
    else:
        assert timeline._walk is compiled_walk


@pytest.mark.slow
def test_the_python_fallback_reads_real_captures_the_same():
    """TRACY_DIFF_PURE_PYTHON=1 makes the reader walk in Python: the tables of
    a CPU and a GPU capture come out identical."""
    script = ("import sys, pandas as pd; sys.path.insert(0, '.'); import tracy_diff; "
              "from tracy_diff.io import timeline; assert timeline.COMPILED == (sys.argv[1] == 'compiled'); "
              "c = tracy_diff.load(sys.argv[2]); "
              "print(c.zones.to_csv(), c.gpu_zones.to_csv(), c.frames.to_csv())")
    from tests.paths import SHARED
    for path in (ROOT / "sample_captures" / "baseline.tracy", SHARED / "gpu" / "unet_baseline.tracy"):
        if not path.exists():
            continue
        outputs = []
        for pure in ("1", "0") if timeline.COMPILED else ("1",):
            env = {**os.environ, "TRACY_DIFF_PURE_PYTHON": pure} if pure == "1" else \
                {k: v for k, v in os.environ.items() if k != "TRACY_DIFF_PURE_PYTHON"}
            done = subprocess.run([sys.executable, "-c", script, "python" if pure == "1" else "compiled", str(path)],
                                  capture_output=True, text=True, cwd=ROOT, env=env, timeout=600)
            assert done.returncode == 0, done.stderr[-2000:]
            outputs.append(done.stdout)
        assert len(outputs[0]) > 1000
        if len(outputs) == 2:
            assert outputs[0] == outputs[1], path


@pytest.mark.skipif(not timeline.COMPILED, reason="the compiled walk is not built")
def test_populate_maps_pages_in_without_writing():
    """``populate`` leaves every byte as it was (written before, or never: zeros),
    also while another thread writes there, and skips None."""
    import threading
    fresh = np.empty(3 << 20, np.int64)  # large: its own mapping, pages not yet there
    written = np.arange(1 << 20, dtype=np.int32)
    fresh[: 1 << 20] = 7
    writer = threading.Thread(target=lambda: fresh[1 << 21:].fill(5))
    writer.start()
    ok = timeline.populate((fresh, None, written), 0, 3 << 20)
    writer.join()
    assert ok in (True, False)  # False: the kernel cannot (before Linux 5.14)
    assert (fresh[: 1 << 20] == 7).all() and (fresh[1 << 21:] == 5).all()
    assert (written == np.arange(1 << 20, dtype=np.int32)).all()
    with pytest.raises(ValueError):
        timeline.populate((fresh,), 5, 4)
