"""Tracy files made for the io tests, and helpers the io test modules share:
writers that follow the format notes independently of the reader
(``container``, ``tiny_payload``), reading a reference capture once
(``cached``), and measuring what a read allocates (``peak_while``)."""

import struct
import tracemalloc
from pathlib import Path

import lz4.block
import pandas as pd
import zstandard

from tracy_diff.io.container import BLOCK_SIZE, Payload
from tracy_diff.io.loader import load

_cache: dict = {}


def cached(path: Path):
    """Each reference capture is read once per test session."""
    if path not in _cache:
        _cache[path] = load(path)
    return _cache[path]


def decompressed(path: Path) -> bytes:
    """The whole payload of a capture."""
    with Payload(str(path)) as payload:
        size = payload.wait(payload.size_bound)  # keeping every byte from 0 on
        return bytes(payload.buf[: size])


def container(payload: bytes, compression: str = "zstd", streams: int = 1,
              old: bool = False) -> bytes:
    """Wrap ``payload`` as Tracy writes it: 64 KiB blocks round-robin over
    ``streams`` compressor states, each block flushed (zstd) or compressed
    against its stream's previous block (LZ4)."""
    if old:
        assert streams == 1
        out = bytearray(b"tZst" if compression == "zstd" else b"tlZ\x04")
    else:
        out = bytearray(b"tr\xfdP" + bytes([1 if compression == "zstd" else 0, streams]))
    zstd = [zstandard.ZstdCompressor(level=3).compressobj() for _ in range(streams)]
    previous = [b""] * streams
    for i in range(0, max(len(payload), 1), BLOCK_SIZE):
        block = payload[i: i + BLOCK_SIZE]
        s = (i // BLOCK_SIZE) % streams
        if compression == "zstd":
            data = zstd[s].compress(block) + zstd[s].flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
        else:
            data = lz4.block.compress(block, store_size=False, dict=previous[s])
            previous[s] = block
        out += struct.pack("<I", len(data)) + data
    return bytes(out)


def assert_same_capture(a, b) -> None:
    for table in ("threads", "srclocs", "zones", "gpu_contexts", "gpu_zones", "frames", "messages"):
        pd.testing.assert_frame_equal(getattr(a, table), getattr(b, table), obj=table)


def fv(major: int, minor: int, patch: int) -> int:
    return (major << 16) | (minor << 8) | patch


def string_ref(value: int, index: bool) -> bytes:
    return struct.pack("<QB", value, 3 if index else 2)


def string_idx(index: int) -> bytes:
    return (index + 1).to_bytes(3, "little")


STRINGS = ["main", "file.cpp", "zone_a", "Iteration", "Main thread", "gpu_k", "gpuctx",
           "dispatch_x", "msg", "text1"]


def tiny_payload(major: int, minor: int, patch: int) -> bytes:
    """Three CPU zones (one nested, one renamed with text, one never ended),
    one GPU zone, two frame sets, one lock, one message; every section a
    file of this version has, per the format notes."""
    v = fv(major, minor, patch)
    out = bytearray(b"tracy" + bytes([major, minor, patch]))
    q = lambda *x: out.extend(struct.pack("<" + "q" * len(x), *x))  # noqa: E731
    u = lambda *x: out.extend(struct.pack("<" + "Q" * len(x), *x))  # noqa: E731

    def text(s: str) -> None:
        u(len(s))
        out.extend(s.encode())

    if v < fv(0, 12, 3):
        q(39)
    out += struct.pack("<qdqQQqBI", 10, 1.0, 5000, 0, 42, 0, 2, 0) + b"GenuineTest\0"
    if v >= fv(0, 9, 2):
        out += b"\0"
    text("cap")
    text("prog")
    u(1_700_000_000, 0)
    text("host")
    # topology: one package, (one die,) one core, two threads
    u(1)
    out += struct.pack("<I", 0)
    u(1)
    if v >= fv(0, 11, 2):
        out += struct.pack("<I", 0)
        u(1)
    out += struct.pack("<I", 0)
    u(2)
    out += struct.pack("<II", 0, 1)
    out += bytes(28)  # crash event
    # frames: the default continuous set, then a discontinuous "Iteration"
    u(2)
    u(0)
    out += b"\1"
    u(3)
    for d in (100, 100, 100):
        out += struct.pack("<qi", d, -1)
    u(0x1000)
    out += b"\0"
    u(2)
    for a, b in ((100, 50), (50, 50)):
        out += struct.pack("<qqi", a, b, -1)
    if v >= fv(0, 13, 5):
        u(1)
        out += struct.pack("<H", 0)
        u(1)
        out += bytes(15)
        u(1)
        out += struct.pack("<H", 0) + string_idx(0)
    elif v == fv(0, 13, 4):
        u(1)
        out += bytes(15)
    # strings, pointer strings, thread names, external names
    u(len(STRINGS))
    for i, s in enumerate(STRINGS):
        u(0xA0 + i)
        text(s)
    u(4, 0x1000, 0xA3, 0x2000, 0xA0, 0x2001, 0xA1, 0x2002, 0xA2)
    u(1, 77, 0xA4)
    u(0)
    u(2, 0, 77)  # localThreadExpand
    u(1, 0)
    # source locations: static id 1 = zone_a, payload id -1 = gpu_k
    u(1, 0x5000)
    out += string_ref(0x2002, False) + string_ref(0x2000, False) + string_ref(0x2001, False)
    out += struct.pack("<II", 12, 0)
    u(2, 0, 0x5000)
    u(1)
    out += string_ref(5, True) + string_ref(0, True) + string_ref(1, True) + struct.pack("<II", 7, 0)
    u(1)
    out += struct.pack("<hQ", 1, 3)
    u(1)
    out += struct.pack("<hQ", -1, 1)
    # one lock, one thread, two events
    u(1)
    out += struct.pack("<I", 1) + string_idx(0) + struct.pack("<hBBqqQ", 1, 0, 1, 90, 0, 1)
    u(77, 2)
    out += struct.pack("<qhBB", 5, 1, 0, 1) * 2
    # one message
    u(1)
    out += struct.pack("<Qq", 0x9000, 150) + string_ref(8, True) + struct.pack("<I", 0) + bytes(3)
    if v >= fv(0, 13, 2):
        out += b"\0\0"
    # zone extras: dummy, then name dispatch_x + text text1
    u(2)
    out += bytes(12)
    out += bytes(3) + string_idx(9) + string_idx(7) + bytes(3)
    # one thread: A(100..160) > B(110..130, extra 1), C(200..never)
    u(3, 1, 1)
    u(77, 3, 0)
    out += b"\0"
    if v >= fv(0, 11, 1):
        out += struct.pack("<i", 0)
    out += struct.pack("<I", 2)
    out += struct.pack("<hqII", 1, 100, 0, 1)
    out += struct.pack("<hqII", 1, 10, 1, 0)
    q(20, 30)
    out += struct.pack("<hqII", 1, 40, 0, 0)
    q(-1 - 200)
    u(1, 0x9000)  # the thread's message
    u(1)
    out += struct.pack("<q", 5) + bytes(3)  # one context switch sample
    u(0)
    # one GPU context, one thread key, one zone
    u(1, 0, 1)
    out += struct.pack("<QBQfB", 77, 0, 1, 1.0, 7) + string_idx(6) + struct.pack("<Q", 0)
    if v >= fv(0, 12, 4):
        u(1)
        out += struct.pack("<q", 1) + string_idx(0)
    u(1, 0, 1)
    out += struct.pack("<qqh", 105, 120, -1) + bytes(3) + struct.pack("<HQ", 1, 0)
    q(10, 50)
    if v >= fv(0, 12, 4):
        out += struct.pack("<H", 3)
        u(1)
        out += struct.pack("<H", 3)
        u(1)
        out += struct.pack("<qd", 1, 2.5)
    u(0, 0, 0)  # what follows is never read
    return bytes(out)


def peak_while(fn) -> tuple[BaseException | None, int]:
    """Run ``fn``; return the exception it raised (or None) and the peak of
    traced memory (bytes) while it ran."""
    tracemalloc.start()
    try:
        fn()
        error = None
    except Exception as e:  # noqa: BLE001 -- handed back to the test
        error = e
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return error, peak


PAYLOAD = tiny_payload(0, 11, 2)


def with_leaves(zones: int) -> bytes:
    """The tiny payload with its thread's timeline replaced by ``zones`` identical
    leaf zones: ``26 * zones`` bytes that compress to almost nothing."""
    thread = struct.pack("<QQQBi", 77, 3, 0, 0, 0)
    at = PAYLOAD.index(thread)
    timeline = PAYLOAD.index(struct.pack("<I", 2), at + len(thread))
    after = PAYLOAD.index(struct.pack("<QQ", 1, 0x9000), timeline)
    leaf = struct.pack("<hqII", 1, 10, 0, 0) + struct.pack("<q", 5)
    return (PAYLOAD[:at] + struct.pack("<QQQBi", 77, zones, 0, 0, 0) + struct.pack("<I", zones)
            + leaf * zones + PAYLOAD[after:])


def write(tmp_path, data: bytes, name: str = "bad.tracy"):
    path = tmp_path / name
    path.write_bytes(data)
    return path
