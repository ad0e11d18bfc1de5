"""The outer ``.tracy`` container: a short header, then compressed blocks.

Format notes §2. From 0.11 on a file starts with ``tr\\xFDP``, a compression
byte (0 LZ4, 1 zstd) and a stream count ``S``; files up to 0.10 start with
``tlZ\\x04`` (LZ4) or ``tZst`` (zstd) and have one stream. Then, until the
end of the file, ``u32 size`` + ``size`` compressed bytes per block; block
``i`` belongs to stream ``i % S`` and each stream is one decoder state.
Every block but the last decompresses to exactly 64 KiB. A file that
starts with ``tracy`` is taken as an uncompressed payload.

``Payload`` decompresses on demand, front to back, into a window: ``wait(end,
keep)`` returns once ``end`` bytes exist, and the reader's ``keep`` says that
it will not read the bytes before it again, so the window slides on (moving
what it still holds to its front) instead of holding the whole payload: the
pages of a window are written again and again, where a new page costs the
kernel more than decoding into it. A thread decodes the blocks in file order
(zstd and LZ4 release the GIL, so it runs beside the reader's walks) at most
``READ_AHEAD`` bytes past what the reader last asked for, so a reader that
stops early leaves the rest of the file alone; where no thread can start (or
``TRACY_DIFF_DECODE_THREAD=0``), ``wait`` decodes in the calling thread.
Memory follows the bytes the reader holds on to, never what the block count
claims: the window grows only when what it must keep does not fit. No block
is inflated past 64 KiB, and ``max_bytes`` caps the total.
"""

from __future__ import annotations

import mmap
import os
import struct
import threading
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import CaptureTooLargeError, CorruptError, TracyFormatError, TruncatedError, unreadable

BLOCK_SIZE = 65536
#: The window's size at first (it grows when the reader keeps more).
WINDOW = 16 << 20
#: How far the decoding thread may run past the end the reader last waited for.
READ_AHEAD = 4 << 20
#: Whether a thread decodes (``TRACY_DIFF_DECODE_THREAD=0``: the reader's own thread does).
DECODE_THREAD = os.environ.get("TRACY_DIFF_DECODE_THREAD", "1") != "0"
MAGIC = b"tr\xfdP"
OLD_LZ4_MAGIC = b"tlZ\x04"
OLD_ZSTD_MAGIC = b"tZst"
PAYLOAD_MAGIC = b"tracy"
COMPRESSION_TYPES = {0: "lz4", 1: "zstd"}
#: A container's bytes: the file mapped in, or read whole.
Data = bytes | mmap.mmap

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


class Blocks:
    """``(offset, size)`` of every block's compressed bytes, 12 bytes a block
    (a file of tiny blocks must not cost a Python tuple per block)."""

    def __init__(self) -> None:
        self.offsets, self.sizes = array("Q"), array("I")

    def append(self, block: tuple[int, int]) -> None:
        self.offsets.append(block[0])
        self.sizes.append(block[1])

    def __len__(self) -> int:
        return len(self.offsets)

    def __getitem__(self, i: int) -> tuple[int, int]:
        return self.offsets[i], self.sizes[i]


def _scan_blocks(path: str, data: Data, start: int) -> Blocks:
    """Where every block's compressed bytes are."""
    blocks = Blocks()
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
    """The decompressed payload of one ``.tracy`` file, read front to back.

    ``buf`` (a uint8 array) holds payload bytes from offset ``base`` on: up to
    ``decoded``, then room for more. ``wait(end, keep)`` returns ``decoded``
    once ``end`` bytes are there (or all there is); ``buf`` and ``base`` may
    change in it (read them again after each ``wait``, and hold no view of
    ``buf`` across one), and bytes before ``keep`` may be gone after it.
    ``detach`` hands out bytes that stay. ``max_bytes`` caps the payload
    (``CaptureTooLargeError``). One reader thread at a time.
    """

    def __init__(self, path: str, progress: Progress | None = None,
                 max_bytes: int | None = None):
        self.path = path
        self._progress = progress
        self.max_bytes = max_bytes
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
        self._reported = 0
        self._error: BaseException | None = None  # why decoding stopped short (a block, the cap, memory)
        # ``_lock`` guards ``buf``, ``base``, ``decoded``, ``_next`` and the fields below.
        self._lock = threading.Condition()
        self._keep = 0  # the reader reads nothing before this any more
        self._wanted = 0  # the furthest end the reader waited for
        self._awaited = 0  # the end the reader waits for now
        self._thread: threading.Thread | None = None
        self._threaded = DECODE_THREAD
        self._stopping = False
        self.base = 0
        self._next = 0  # the first block not yet decoded
        if self.compression == "none":
            self._check_cap(len(data))
            self.buf = np.frombuffer(bytearray(data), np.uint8)
            self.blocks = Blocks()
            self._close_file()
            self.size_bound = self.decoded = len(self.buf)
        else:
            #: an upper bound of the payload's size (what the block count claims)
            self.size_bound = BLOCK_SIZE * len(self.blocks)
            self.buf = _window(min(self.size_bound, WINDOW, max_bytes or self.size_bound) + 1)
            self.decoded = 0
            decode = _zstd_stream if self.compression == "zstd" else _lz4_stream
            self._streams = [decode(data, self.blocks, range(s, len(self.blocks), self.streams))
                             for s in range(self.streams)]
        self._report_step = max(1, self.size_bound // 40)

    # -- the reader's side -------------------------------------------------

    def wait(self, end: int, keep: int | None = None) -> int:
        """Return the number of decoded bytes once ``end`` bytes exist or the
        payload is complete; the bytes before ``keep`` (None: as before) may go.
        Raises ``CorruptError`` for a block that does not decompress to its
        64 KiB, ``CaptureTooLargeError`` past ``max_bytes`` (each only where
        ``end`` lies past the block at fault)."""
        with self._lock:
            if keep is not None and keep > self._keep:
                self._keep = keep
            if self.decoded < end and not self.complete:
                if self._threaded and self._start_thread():
                    self._wait_for_thread(end)
                else:
                    while self.decoded < end and not self.complete:
                        if self._error is not None:
                            raise self._error
                        self._make_room(BLOCK_SIZE + 1)
                        self._append(self._decode_next())
            elif self._thread is not None and self._room() < READ_AHEAD:
                self._make_room(READ_AHEAD)  # the thread runs on while the reader reads
                self._lock.notify_all()
        self._report(self.decoded)
        return self.decoded

    def _wait_for_thread(self, end: int) -> None:
        lock = self._lock
        if end > self._wanted:
            self._wanted = end
        self._awaited = end
        while True:
            if self._room() < READ_AHEAD + BLOCK_SIZE:  # the thread may wait for room
                self._make_room(READ_AHEAD + BLOCK_SIZE)
            lock.notify_all()
            if self.decoded >= end or self.complete or self._error is not None or self._stopping:
                break  # (stopping: closed; what was decoded is all there is)
            lock.wait()
        if self.decoded < end and self._error is not None:
            raise self._error

    def _start_thread(self) -> bool:
        """Whether the decoding thread runs (started here the first time);
        False where none can start: the reader decodes, now and from then on."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._decode_ahead, name="tracy-diff decode", daemon=True)
            try:
                self._thread.start()
            except RuntimeError:  # can't start new thread (limits, memory)
                self._threaded, self._thread = False, None
                return False
        return True

    def detach(self, start: int, end: int) -> np.ndarray:
        """Payload bytes ``[start, end)`` (at hand: ``base <= start``, ``end <=
        decoded``) as an array that stays when the window moves on: a copy
        when small, else the window's own memory (a new window takes over)."""
        with self._lock:
            at, to = start - self.base, end - self.base
            if not 0 <= at <= to <= self.decoded - self.base:
                raise ValueError(f"payload bytes [{start}, {end}) are not at hand")
            if to - at <= 1 << 20 or self.compression == "none":
                return self.buf[at: to].copy() if self.compression != "none" else self.buf[at: to]
            old = self.buf
            self._keep = max(self._keep, end)
            self._move(_window(max(WINDOW, self.decoded - end + READ_AHEAD + BLOCK_SIZE + 1)))
            _hand_back(old, 0, at)
            _hand_back(old, to, len(old))
            return old[at: to]

    def _room(self) -> int:
        return len(self.buf) - (self.decoded - self.base)

    def _make_room(self, room: int) -> None:
        """At least ``room`` bytes free after ``decoded``: the window slides on
        to ``_keep`` (moving what is kept to its front), else grows. The reader's
        thread only (it holds no view of ``buf`` here)."""
        if self._room() >= room or self.compression == "none":
            return
        kept = self.decoded - min(max(self._keep, self.base), self.decoded)
        if kept + room <= len(self.buf) * 3 // 4:
            self._move(self.buf)
        else:
            self._move(_window(max(2 * len(self.buf), kept + room)))

    def _move(self, window: np.ndarray) -> None:
        """Hold the bytes from ``_keep`` on at the front of ``window``."""
        keep = min(max(self._keep, self.base), self.decoded)
        at, to = keep - self.base, self.decoded - self.base
        window[: to - at] = self.buf[at: to]  # numpy copies overlapping ranges right
        self.buf, self.base = window, keep

    # -- the decoding side -------------------------------------------------

    def _decode_ahead(self) -> None:
        """The decoding thread: blocks in file order, up to ``READ_AHEAD`` past
        what the reader wants, until the end, an error (kept for the reader's
        ``wait``) or ``close``. It waits for the reader to make room."""
        lock = self._lock
        try:
            while True:
                with lock:
                    while not self._stopping and (self.decoded >= self._wanted + READ_AHEAD
                                                  or self._room() <= BLOCK_SIZE):
                        lock.wait()
                    if self._stopping or self.complete:
                        return
                data = self._decode_next()
                with lock:
                    self._append(data)
        except BaseException as e:  # noqa: BLE001 -- raised by the reader's wait
            with lock:
                self._error = self._error or e
        finally:
            with lock:
                lock.notify_all()

    def _decode_next(self) -> bytes:
        """Decode block ``_next``; an error is kept in ``_error`` (and raised)."""
        blocks = self.blocks
        block = self._next
        try:
            try:
                data = next(self._streams[block % self.streams])
                if block < len(blocks) - 1 and len(data) != BLOCK_SIZE:
                    raise _BlockError(block, f"decompresses to {len(data)} bytes, not {BLOCK_SIZE}")
            except _BlockError as e:
                offset = blocks[e.block][0] - 4
                raise CorruptError(
                    f"{self.path}: {self.compression} block {e.block} (stream {e.block % self.streams}) "
                    f"at byte {offset}: {e.what}") from None
            self._check_cap(self.decoded + len(data))
        except BaseException as e:
            with self._lock:
                self._error = e
            raise
        return data

    def _append(self, data: bytes) -> None:
        """Put a decoded block after ``decoded`` (under the lock; room was made)."""
        at = self.decoded - self.base
        self.buf[at: at + len(data)] = np.frombuffer(data, np.uint8)
        self.decoded += len(data)
        self._next += 1
        if self.decoded >= self._awaited or self.complete or self._room() <= BLOCK_SIZE:
            self._lock.notify_all()

    # -- the rest ----------------------------------------------------------

    def release(self) -> None:
        """Let the decoded bytes and the file go (the payload is of no more use)."""
        self.close()
        self.buf = np.empty(0, np.uint8)

    def wait_all(self) -> int:
        """Decode everything (keeping none of it); return the payload size."""
        return self.wait(self.size_bound, keep=self.size_bound)

    @property
    def complete(self) -> bool:
        """True once every block is decoded (``size`` is then exact)."""
        return self._next >= len(self.blocks)

    @property
    def size(self) -> int:
        """Payload size: exact once complete, an upper bound before."""
        return self.decoded if self.complete else self.size_bound

    def close(self) -> None:
        """Stop decoding and release the file."""
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join()
        self._streams = []
        self._close_file()

    def __enter__(self) -> Payload:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _close_file(self) -> None:
        if isinstance(self._data, mmap.mmap):
            try:
                self._data.close()
            except BufferError:  # a view still exists; it is closed when collected
                pass
        self._data = b""

    def _check_cap(self, size: int) -> None:
        if self.max_bytes is not None and size > self.max_bytes:
            raise CaptureTooLargeError(
                f"{self.path}: the decompressed payload passes the limit of {self.max_bytes:,} bytes",
                "max_payload_bytes")

    def report(self, done: int) -> None:
        """Tell the progress callback that ``done`` payload bytes are processed."""
        self._report(done)

    def _report(self, done: int) -> None:
        if self._progress is not None and (done - self._reported >= self._report_step
                                           or done >= self.size_bound):
            self._reported = done
            self._progress(min(done, self.size_bound), self.size_bound)


def _window(size: int) -> np.ndarray:
    """A uint8 array of ``size`` bytes in its own anonymous mapping (its pages
    cost nothing until written, and can be handed back)."""
    try:
        return np.frombuffer(mmap.mmap(-1, max(size, 1)), np.uint8)
    except OSError as e:  # ENOMEM: what malloc reports as MemoryError
        raise MemoryError(str(e)) from None


def _hand_back(window: np.ndarray, start: int, end: int) -> None:
    """Hand the whole pages of ``window[start:end]`` back to the system."""
    page = mmap.PAGESIZE
    first, last = -(-start // page) * page, end // page * page
    memory = window.base
    if last > first and isinstance(memory, mmap.mmap) and hasattr(mmap, "MADV_DONTNEED"):
        memory.madvise(mmap.MADV_DONTNEED, first, last - first)


class _Feeder:
    """The compressed blocks of one stream as a file for zstd's readers: each
    read returns bytes of one block only, and never more than asked for (the
    C backend copies the result into a buffer of the size it asked for);
    after the last block, ``pad`` once."""

    def __init__(self, data: Data, blocks: Blocks, indices: range, pad: bytes = b"") -> None:
        self.data, self.blocks, self.indices, self.pad = data, blocks, indices, pad
        self.k = -1  # position in ``indices`` of the block last read from
        self.at = self.end = 0  # file range of that block not yet read

    def read(self, size: int) -> bytes:
        if self.at == self.end:
            if self.k + 1 >= len(self.indices):
                self.k = len(self.indices)
                pad, self.pad = self.pad, b""
                return pad
            self.k += 1
            self.at, n = self.blocks[self.indices[self.k]]
            self.end = self.at + n
        start = self.at
        self.at = min(self.end, start + size)
        return self.data[start: self.at]


def _zstd_stream(data: Data, blocks: Blocks, indices: range) -> Iterator[bytes]:
    """Decode one zstd stream (its blocks ``indices``); yield each block's bytes in turn.

    The stream is read as one, 64 KiB per block (the last block: what is
    left, and one byte more to see the stream run on). When a block comes
    out short, the stream runs on, or zstd fails, the stream is decoded again
    block by block (``_zstd_exact``), which names the block at fault.

    Tracy flushes each block but never ends the frame, and the reader stops
    when its input is used up, before zstd hands over the last block's
    output: one byte more of input (a block header's first byte, never
    complete) makes zstd hand it over. Without it every stream's last block
    read short and the whole stream was decoded a second time, block by block.
    The blocks are read from the file as zstd asks for them.
    """
    import zstandard

    reader = zstandard.ZstdDecompressor().stream_reader(
        _Feeder(data, blocks, indices, pad=b"\0"))  # type: ignore[arg-type]  # it takes any object with read()
    done = 0
    try:
        for k in range(len(indices)):
            last = k == len(indices) - 1
            out = _read(reader, BLOCK_SIZE + last)
            if len(out) > BLOCK_SIZE or (len(out) < BLOCK_SIZE and not last) or not out:
                break
            yield out
            done += 1
        else:
            return
    except zstandard.ZstdError:
        pass
    for k, out in enumerate(_zstd_exact(data, blocks, indices)):
        if k >= done:
            yield out


def _read(reader: Any, size: int) -> bytes:
    """Up to ``size`` bytes from ``reader``, fewer only where its input ends."""
    parts, got = [], 0
    while got < size:
        part = reader.read(size - got)
        if not part:
            break
        parts.append(part)
        got += len(part)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _zstd_exact(data: Data, blocks: Blocks, indices: range) -> Iterator[bytes]:
    """Decode one zstd stream block by block; yield each block's bytes as it completes.

    ``read_to_iter`` pulls one block per read and yields output of at most
    64 KiB + 1 bytes at a time, so a block that would inflate further is
    caught after one chunk. All output of a block is yielded before the
    next block is read, which is how outputs are told apart.
    """
    import zstandard

    feeder = _Feeder(data, blocks, indices)
    chunks = zstandard.ZstdDecompressor().read_to_iter(
        feeder,  # type: ignore[arg-type]  # it takes any object with read()
        read_size=BLOCK_SIZE, write_size=BLOCK_SIZE + 1)
    k, filled = 0, list[bytes]()  # block (position in indices) being filled, its bytes so far
    try:
        for chunk in chunks:
            while feeder.k > k:  # the chunk belongs to a later block: the earlier ones are done
                yield b"".join(filled)
                k, filled = k + 1, []
            filled.append(chunk)
            if sum(map(len, filled)) > BLOCK_SIZE:
                raise _BlockError(indices[k], f"decompresses to more than {BLOCK_SIZE} bytes")
    except zstandard.ZstdError as e:
        failed = min(max(feeder.k, 0), len(indices) - 1)
        while k < failed:  # blocks before the failing one are complete
            yield b"".join(filled)
            k, filled = k + 1, []
        raise _BlockError(indices[failed], f"does not decompress ({e})") from None
    while k < len(indices):
        yield b"".join(filled)
        k, filled = k + 1, []


def _lz4_stream(data: Data, blocks: Blocks, indices: range) -> Iterator[bytes]:
    """Decode one LZ4 stream; each block's dictionary is the stream's previous block."""
    import lz4.block

    previous = b""
    for block in indices:
        offset, size = blocks[block]
        try:
            out = lz4.block.decompress(data[offset: offset + size], uncompressed_size=BLOCK_SIZE,
                                       dict=previous)
        except lz4.block.LZ4BlockError:
            raise _BlockError(block, f"does not decompress as LZ4 into at most {BLOCK_SIZE} bytes") from None
        previous = out
        yield out
