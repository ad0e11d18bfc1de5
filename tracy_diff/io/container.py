"""The outer ``.tracy`` container: a short header, then compressed blocks.

Format notes §2. From 0.11 on a file starts with ``tr\\xFDP``, a compression
byte (0 LZ4, 1 zstd) and a stream count ``S``; files up to 0.10 start with
``tlZ\\x04`` (LZ4) or ``tZst`` (zstd) and have one stream. Then, until the
end of the file, ``u32 size`` + ``size`` compressed bytes per block; block
``i`` belongs to stream ``i % S`` and each stream is one decoder state.
Every block but the last decompresses to exactly 64 KiB. A file that
starts with ``tracy`` is taken as an uncompressed payload.

``Payload`` decompresses in background threads (zstd and LZ4 release the
GIL) into one preallocated buffer, in file order, while the caller parses
what is already there; ``wait`` blocks until the bytes it asks for exist.
Nothing is ever inflated past 64 KiB per block.
"""

from __future__ import annotations

import mmap
import os
import struct
import threading
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..errors import CorruptError, TracyFormatError, TruncatedError, unreadable

BLOCK_SIZE = 65536
MAGIC = b"tr\xfdP"
OLD_LZ4_MAGIC = b"tlZ\x04"
OLD_ZSTD_MAGIC = b"tZst"
PAYLOAD_MAGIC = b"tracy"
COMPRESSION_TYPES = {0: "lz4", 1: "zstd"}
#: How far decompression may run ahead of what the reader asked for: a
#: reader that stops early leaves the rest of the file alone.
LOOKAHEAD = 32 * BLOCK_SIZE

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Header:
    """What the container header says."""

    compression: str  # "lz4", "zstd" or "none" (a bare payload)
    streams: int
    data_offset: int  # file offset of the first block


def read_header(path: str, head: bytes) -> Header:
    """Parse the first bytes of a file; raise for anything but a known header."""
    if head[:4] == MAGIC:
        if len(head) < 6:
            raise TruncatedError(f"{path}: file ends inside the container header ({len(head)} bytes)")
        kind, streams = head[4], head[5]
        if kind not in COMPRESSION_TYPES:
            raise CorruptError(
                f"{path}: unknown compression type {kind} at byte 4 (0 = LZ4 and 1 = zstd exist)")
        if streams == 0:
            raise CorruptError(f"{path}: stream count 0 at byte 5")
        return Header(COMPRESSION_TYPES[kind], streams, 6)
    if head[:4] == OLD_LZ4_MAGIC:
        return Header("lz4", 1, 4)
    if head[:4] == OLD_ZSTD_MAGIC:
        return Header("zstd", 1, 4)
    if head[:5] == PAYLOAD_MAGIC:
        return Header("none", 1, 0)
    if not head:
        raise TruncatedError(f"{path}: empty file (0 bytes)")
    if len(head) < 5 and any(m.startswith(head) for m in (MAGIC, OLD_LZ4_MAGIC, OLD_ZSTD_MAGIC, PAYLOAD_MAGIC)):
        raise TruncatedError(f"{path}: file ends inside the container header ({len(head)} bytes)")
    raise CorruptError(f"{path}: not a Tracy capture (starts with bytes {head[:8].hex(' ')})")


def _map_file(path: str) -> bytes | mmap.mmap:
    try:
        with open(path, "rb") as f:
            try:
                return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except (ValueError, OSError):  # empty file, pipe, special file
                return f.read()
    except OSError as e:
        raise unreadable(path, e) from None


def _scan_blocks(path: str, data, start: int) -> list[tuple[int, int]]:
    """``(offset, size)`` of every block's compressed bytes."""
    blocks = []
    end = len(data)
    pos = start
    unpack = struct.Struct("<I").unpack_from
    while pos < end:
        if pos + 4 > end:
            raise TruncatedError(
                f"{path}: file ends inside the size of block {len(blocks)} at byte {pos}")
        (size,) = unpack(data, pos)
        if size == 0 or pos + 4 + size > end:
            if size == 0:
                raise CorruptError(f"{path}: block {len(blocks)} at byte {pos} has size 0")
            raise TruncatedError(
                f"{path}: file ends inside block {len(blocks)} at byte {pos} "
                f"({size} bytes announced, {end - pos - 4} present)")
        blocks.append((pos + 4, size))
        pos += 4 + size
    if not blocks:
        raise TruncatedError(f"{path}: no data after the container header ({end} bytes)")
    return blocks


class _BlockError(Exception):
    def __init__(self, block: int, what: str):
        super().__init__(what)
        self.block = block
        self.what = what


class Payload:
    """The decompressed payload of one ``.tracy`` file.

    ``buf`` (a writable memoryview) fills in file order from background threads;
    ``wait(end)`` returns once ``buf[:end]`` is decoded (or the payload is
    complete) and gives the number of decoded bytes. Use as a context
    manager: leaving it stops decompression that is no longer needed.
    """

    def __init__(self, path: str, progress: Progress | None = None, threads: int | None = None):
        self.path = path
        self._progress = progress
        self._data = data = _map_file(path)
        try:
            self.header = read_header(path, bytes(data[:8]))
            if self.header.compression != "none":
                self.blocks = _scan_blocks(path, data, self.header.data_offset)
        except TracyFormatError:
            self._close_file()
            raise
        self.compression = self.header.compression
        self.streams = self.header.streams
        self._lock = threading.Condition()
        self._error: _BlockError | None = None
        self._stop = False
        self._workers: list[threading.Thread] = []
        self._wanted = 0  # the largest end a reader waited for
        self._live = 0  # workers still running
        self._reported = 0
        if self.compression == "none":
            self.buf = memoryview(bytearray(data))
            self.blocks = []
            self.size_bound = self._ready = self._size = len(self.buf)
            self._report_step = max(1, self.size_bound // 40)
            self._complete = True
            self._close_file()
            return
        n = len(self.blocks)
        self.size_bound = BLOCK_SIZE * n
        # np.empty does not touch the pages: a tail never decoded costs nothing.
        self.buf = memoryview(np.empty(self.size_bound, dtype=np.uint8))
        self._decoded = [-1] * n  # bytes each block decoded to, -1 = not yet
        self._next = 0  # first block not yet published in order
        self._ready = 0
        self._size = self.size_bound
        self._complete = False
        self._report_step = max(1, self.size_bound // 40)
        count = threads or min(self.streams, max(1, os.cpu_count() or 1))
        count = max(1, min(count, self.streams))
        self._live = count
        for w in range(count):
            streams = [s for s in range(self.streams) if s % count == w]
            t = threading.Thread(target=self._work, args=(streams,), daemon=True,
                                 name=f"tracy-decompress-{w}")
            self._workers.append(t)
            t.start()

    # -- consumer side -----------------------------------------------------

    def wait(self, end: int) -> int:
        """Block until ``end`` bytes are decoded or the payload is complete;
        return the number of decoded bytes. Raises ``CorruptError`` when a
        block needed for them does not decompress."""
        if end <= self._ready:
            return self._ready
        while True:
            with self._lock:
                if end > self._wanted:
                    self._wanted = end
                    self._lock.notify_all()
                if end <= self._ready or self._complete:
                    ready = self._ready
                    break
                if self._stuck():
                    self._raise_block_error()
                if not self._live:
                    raise CorruptError(f"{self.path}: decompression stopped at block {self._next}")
                self._lock.wait(0.1 if self._progress is not None else None)
                ready = self._ready
            self._report(ready)
        self._report(ready)
        return ready

    def prefetch(self, end: int) -> None:
        """Say that ``end`` bytes will be needed soon: decompression may run
        on to there (and ``LOOKAHEAD`` beyond) without waiting for ``wait``."""
        if end > self._wanted:
            with self._lock:
                self._wanted = max(self._wanted, end)
                self._lock.notify_all()

    def wait_all(self) -> int:
        """Decode everything; return the payload size."""
        return self.wait(self.size_bound)

    @property
    def complete(self) -> bool:
        """True once every block is decoded (``size`` is then exact)."""
        return self._complete

    @property
    def size(self) -> int:
        """Payload size: exact once complete, an upper bound before."""
        return self._size

    def close(self) -> None:
        """Stop decompressing and release the file."""
        self._stop = True
        with self._lock:
            self._lock.notify_all()
        for t in self._workers:
            t.join()
        self._workers = []
        self._close_file()

    def __enter__(self) -> "Payload":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _close_file(self) -> None:
        if isinstance(self._data, mmap.mmap):
            try:
                self._data.close()
            except BufferError:  # a view still exists; it is closed when collected
                pass
        self._data = b""

    def report(self, done: int) -> None:
        """Tell the progress callback that ``done`` payload bytes are processed."""
        self._report(done)

    def _report(self, done: int) -> None:
        if self._progress is not None and (done - self._reported >= self._report_step
                                           or done >= self.size_bound):
            self._reported = done
            self._progress(min(done, self.size_bound), self.size_bound)

    def _stuck(self) -> bool:
        """True when the decoded prefix ends at a block that failed."""
        return self._error is not None and self._error.block <= self._next

    def _raise_block_error(self):
        block = self._error.block
        offset = self.blocks[block][0] - 4
        raise CorruptError(
            f"{self.path}: {self.compression} block {block} (stream {block % self.streams}) "
            f"at byte {offset}: {self._error.what}")

    # -- producer side -----------------------------------------------------

    def _publish(self, block: int, length: int) -> None:
        last = len(self.blocks) - 1
        if block < last and length != BLOCK_SIZE:
            raise _BlockError(block, f"decompresses to {length} bytes, not {BLOCK_SIZE}")
        with self._lock:
            self._decoded[block] = length
            moved = False
            while self._next <= last and self._decoded[self._next] >= 0:
                self._ready += self._decoded[self._next]
                self._next += 1
                moved = True
            if self._next > last:
                self._complete = True
                self._size = self._ready
            if moved:
                self._lock.notify_all()

    def _fail(self, error: _BlockError) -> None:
        with self._lock:
            if self._error is None or error.block < self._error.block:
                self._error = error
            self._lock.notify_all()

    def _work(self, streams: list[int]) -> None:
        """Decode the blocks of ``streams``, in file order."""
        decode = _zstd_blocks if self.compression == "zstd" else _lz4_blocks
        order = [i for i in range(len(self.blocks)) if i % self.streams in streams]
        decoders = {s: decode(self, [i for i in order if i % self.streams == s]) for s in streams}
        i = order[0] if order else 0
        try:
            for i in order:
                error = self._error
                if self._stop or (error is not None and error.block < i):
                    return
                if i * BLOCK_SIZE >= self._wanted + LOOKAHEAD:
                    with self._lock:
                        while i * BLOCK_SIZE >= self._wanted + LOOKAHEAD and not self._stop:
                            self._lock.wait()
                    if self._stop:
                        return
                block, length = next(decoders[i % self.streams])
                self._publish(block, length)
        except _BlockError as e:
            self._fail(e)
        except Exception as e:  # never let a worker die silently
            self._fail(_BlockError(i, f"{type(e).__name__}: {e}"))
        finally:
            with self._lock:
                self._live -= 1
                self._lock.notify_all()


class _Feeder:
    """The compressed blocks of one stream for ``read_to_iter``: each read
    returns bytes of one block only, and never more than asked for (the
    C backend copies the result into a buffer of the size it asked for)."""

    def __init__(self, data, blocks: list[tuple[int, int]], indices: list[int]):
        self.data, self.blocks, self.indices = data, blocks, indices
        self.k = -1  # position in ``indices`` of the block last read from
        self.at = self.end = 0  # file range of that block not yet read

    def read(self, size: int) -> bytes:
        if self.at == self.end:
            if self.k + 1 >= len(self.indices):
                self.k = len(self.indices)
                return b""
            self.k += 1
            self.at, n = self.blocks[self.indices[self.k]]
            self.end = self.at + n
        start = self.at
        self.at = min(self.end, start + size)
        return self.data[start: self.at]


#: Blocks of one zstd stream decoded per call. Every call ends with a wait
#: for the GIL, up to 5 ms while the parsing thread runs Python: one call
#: per block made decompression 20x slower during a timeline walk.
CHUNK = 32


def _zstd_blocks(payload: Payload, indices: list[int]):
    """Decode one zstd stream; yield ``(block, length)`` in order.

    ``CHUNK`` blocks at a time are decoded into a buffer of exactly their
    size (64 KiB each; the file's last block at most that), so nothing
    inflates past it. When a chunk comes out short, the stream runs on past
    its last block, or zstd fails, the stream is decoded again block by
    block (``_zstd_exact``), which names the block at fault.
    """
    import zstandard

    data, blocks = payload._data, payload.blocks
    last = len(blocks) - 1
    reader = zstandard.ZstdDecompressor().stream_reader(
        b"".join(data[offset: offset + size] for offset, size in (blocks[i] for i in indices)))
    chunk = np.empty(CHUNK * BLOCK_SIZE + 1, dtype=np.uint8)
    # The payload as rows of a block each: a stream's blocks are every
    # ``streams``-th row, so a chunk lands with one strided copy, which
    # numpy makes without holding the GIL.
    rows = np.frombuffer(payload.buf, np.uint8).reshape(-1, BLOCK_SIZE)
    rows = rows[indices[0] % payload.streams:: payload.streams] if indices else rows
    done = 0
    try:
        for part in _chunks(indices):
            # One byte more at the end of the stream, to see it run on.
            got = _fill(reader, chunk.data[: len(part) * BLOCK_SIZE + (part[-1] == indices[-1])])
            tail = got - (len(part) - 1) * BLOCK_SIZE  # bytes of the chunk's last block
            if not (tail == BLOCK_SIZE or (part[-1] == last and 0 < tail < BLOCK_SIZE)):
                break
            row = part[0] // payload.streams
            full = len(part) - (tail < BLOCK_SIZE)
            rows[row: row + full] = chunk[: full * BLOCK_SIZE].reshape(full, BLOCK_SIZE)
            if full < len(part):
                rows[row + full, :tail] = chunk[full * BLOCK_SIZE: full * BLOCK_SIZE + tail]
            for j, block in enumerate(part):
                yield block, BLOCK_SIZE if j < full else tail
                done += 1
        else:
            return
    except zstandard.ZstdError:
        pass
    for k, found in enumerate(_zstd_exact(payload, indices)):
        if k >= done:
            yield found


def _chunks(indices: list[int]):
    """``indices`` in runs of 1, 2, 4 ... up to ``CHUNK``: the start of the
    payload, which the reader waits for, comes out of the first small calls."""
    first, size = 0, 1
    while first < len(indices):
        yield indices[first: first + size]
        first += size
        size = min(2 * size, CHUNK)


def _fill(reader, out: memoryview) -> int:
    """Read from ``reader`` into ``out`` until it is full or the input ends."""
    got = 0
    while got < len(out):
        n = reader.readinto(out[got:])
        if not n:
            break
        got += n
    return got


def _zstd_exact(payload: Payload, indices: list[int]):
    """Decode one zstd stream block by block; yield ``(block, length)`` as blocks complete.

    ``read_to_iter`` pulls one block per read and yields output of at most
    64 KiB + 1 bytes at a time, so a block that would inflate further is
    caught after one chunk. All output of a block is yielded before the
    next block is read, which is how outputs are told apart.
    """
    import zstandard

    buf = payload.buf
    feeder = _Feeder(payload._data, payload.blocks, indices)
    chunks = zstandard.ZstdDecompressor().read_to_iter(
        feeder, read_size=BLOCK_SIZE, write_size=BLOCK_SIZE + 1)
    k, filled = 0, 0  # block (position in indices) being filled, its bytes so far
    try:
        for chunk in chunks:
            while feeder.k > k:  # the chunk belongs to a later block: the earlier ones are done
                yield indices[k], filled
                k, filled = k + 1, 0
            block = indices[k]
            if filled + len(chunk) > BLOCK_SIZE:
                raise _BlockError(block, f"decompresses to more than {BLOCK_SIZE} bytes")
            start = block * BLOCK_SIZE + filled
            buf[start: start + len(chunk)] = chunk
            filled += len(chunk)
    except zstandard.ZstdError as e:
        failed = min(max(feeder.k, 0), len(indices) - 1)
        while k < failed:  # blocks before the failing one are complete
            yield indices[k], filled
            k, filled = k + 1, 0
        raise _BlockError(indices[failed], f"does not decompress ({e})") from None
    while k < len(indices):
        yield indices[k], filled
        k, filled = k + 1, 0


def _lz4_blocks(payload: Payload, indices: list[int]):
    """Decode one LZ4 stream; each block's dictionary is the stream's previous block."""
    import lz4.block

    buf, data, blocks = payload.buf, payload._data, payload.blocks
    view = memoryview(buf)
    previous = b""
    for block in indices:
        offset, size = blocks[block]
        try:
            out = lz4.block.decompress(data[offset: offset + size], uncompressed_size=BLOCK_SIZE,
                                       dict=previous)
        except lz4.block.LZ4BlockError:
            raise _BlockError(block, f"does not decompress as LZ4 into at most {BLOCK_SIZE} bytes") from None
        start = block * BLOCK_SIZE
        view[start: start + len(out)] = out
        previous = out
        yield block, len(out)
