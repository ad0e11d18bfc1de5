"""The outer ``.tracy`` container: a short header, then compressed blocks.

Format notes §2. From 0.11 on a file starts with ``tr\\xFDP``, a compression
byte (0 LZ4, 1 zstd) and a stream count ``S``; files up to 0.10 start with
``tlZ\\x04`` (LZ4) or ``tZst`` (zstd) and have one stream. Then, until the
end of the file, ``u32 size`` + ``size`` compressed bytes per block; block
``i`` belongs to stream ``i % S`` and each stream is one decoder state.
Every block but the last decompresses to exactly 64 KiB. A file that
starts with ``tracy`` is taken as an uncompressed payload.

``Payload`` decompresses on demand: ``wait(end)`` returns once ``end`` bytes
exist. A thread decodes the blocks in file order (zstd and LZ4 release the
GIL, so it runs beside the reader's walks) at most ``READ_AHEAD`` bytes past
what the reader last asked for, so a reader that stops early leaves the rest
of the file alone; where no thread can start (or
``TRACY_DIFF_DECODE_THREAD=0``), ``wait`` decodes in the calling thread.
Memory grows with the bytes really decoded, never with what the block count
claims: the buffer starts at ``RESERVE`` times the file's size at most (pages
never written cost nothing) and doubles when a payload decodes past it;
``forget`` hands back the pages of bytes the reader is done with. No block is
inflated past 64 KiB, and ``max_bytes`` caps the total.
"""

from __future__ import annotations

import mmap
import os
import struct
import threading
from array import array
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..errors import CaptureTooLargeError, CorruptError, TracyFormatError, TruncatedError, unreadable

BLOCK_SIZE = 65536
#: The buffer reserved at first, in multiples of the file's size: real
#: captures compress 10-15 times.
RESERVE = 16
#: How far the decoding thread may run past the end the reader last waited for.
READ_AHEAD = 4 << 20
#: Whether a thread decodes (``TRACY_DIFF_DECODE_THREAD=0``: the reader's own thread does).
DECODE_THREAD = os.environ.get("TRACY_DIFF_DECODE_THREAD", "1") != "0"
MAGIC = b"tr\xfdP"
OLD_LZ4_MAGIC = b"tlZ\x04"
OLD_ZSTD_MAGIC = b"tZst"
PAYLOAD_MAGIC = b"tracy"
COMPRESSION_TYPES = {0: "lz4", 1: "zstd"}

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

    def __init__(self):
        self.offsets, self.sizes = array("Q"), array("I")

    def append(self, block: tuple[int, int]) -> None:
        self.offsets.append(block[0])
        self.sizes.append(block[1])

    def __len__(self) -> int:
        return len(self.offsets)

    def __getitem__(self, i: int) -> tuple[int, int]:
        return self.offsets[i], self.sizes[i]


def _scan_blocks(path: str, data, start: int) -> Blocks:
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
    """The decompressed payload of one ``.tracy`` file.

    ``buf`` (a uint8 array) holds the ``decoded`` bytes so far, in file
    order, then room for more; ``wait(end)`` returns ``decoded`` once ``end``
    bytes are there (or all there is). The bytes may move to a bigger array
    while decoding goes on: read ``buf`` again after each ``wait`` (the array
    read before keeps its bytes). ``max_bytes`` caps the payload
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
        self._mapping: mmap.mmap | None = None  # the memory of ``buf``, when it is a mapping
        self._lock = threading.Condition()  # guards the fields below, ``buf`` and ``decoded`` changes
        self._wanted = 0  # the furthest end the reader waited for
        self._awaited = 0  # the end the reader waits for now
        self._thread: threading.Thread | None = None
        self._threaded = DECODE_THREAD
        self._stopping = False
        if self.compression == "none":
            self._check_cap(len(data))
            self.buf = np.frombuffer(bytearray(data), np.uint8)
            self.blocks = Blocks()
            self._close_file()
            self.size_bound = self.decoded = len(self.buf)
            self._next = 0
        else:
            #: an upper bound of the payload's size (what the block count claims)
            self.size_bound = BLOCK_SIZE * len(self.blocks)
            self._room(min(self.size_bound, RESERVE * len(data), max_bytes or self.size_bound))
            self.decoded = 0
            self._next = 0  # the first block not yet decoded
            decode = _zstd_stream if self.compression == "zstd" else _lz4_stream
            self._streams = [decode(data, self.blocks, range(s, len(self.blocks), self.streams))
                             for s in range(self.streams)]
        self._report_step = max(1, self.size_bound // 40)

    # -- consumer side -----------------------------------------------------

    def wait(self, end: int) -> int:
        """Return the number of decoded bytes once ``end`` bytes exist or the
        payload is complete. Raises ``CorruptError`` for a block that does not
        decompress to its 64 KiB, ``CaptureTooLargeError`` past ``max_bytes``
        (each only where ``end`` lies past the block at fault)."""
        if self.decoded < end and not self.complete:
            if not (self._threaded and self._wait_for_thread(end)):
                while self.decoded < end and not self.complete:
                    if self._error is not None:
                        raise self._error
                    self._decode_next()
        self._report(self.decoded)
        return self.decoded

    def _wait_for_thread(self, end: int) -> bool:
        """``wait`` on the decoding thread (started here the first time); False
        where none can start: the caller decodes, now and from then on."""
        with self._lock:
            if end > self._wanted:
                self._wanted = end
                self._lock.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._decode_ahead, name="tracy-diff decode",
                                                daemon=True)
                try:
                    self._thread.start()
                except RuntimeError:  # can't start new thread (limits, memory)
                    self._threaded, self._thread = False, None
                    return False
            self._awaited = end
            while self.decoded < end and not self.complete and self._error is None:
                self._lock.wait()
            if self.decoded < end and self._error is not None:
                raise self._error
        return True

    def _decode_ahead(self) -> None:
        """The decoding thread: blocks in file order, up to ``READ_AHEAD`` past
        what the reader wants, until the end, an error (kept for the reader's
        ``wait``) or ``close``."""
        lock = self._lock
        try:
            while True:
                with lock:
                    while not self._stopping and self.decoded >= self._wanted + READ_AHEAD:
                        lock.wait()
                    if self._stopping or self.complete:
                        return
                self._decode_next()
        except BaseException:  # noqa: BLE001 -- kept in _error, raised by the reader's wait
            pass
        finally:
            with lock:
                lock.notify_all()

    def _decode_next(self) -> None:
        """Decode block ``_next`` onto the end of the payload; an error is kept
        in ``_error`` (and raised)."""
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
            size = self.decoded + len(data)
            self._check_cap(size)
            if size > len(self.buf):
                self._grow(size)
            self.buf[self.decoded: size] = np.frombuffer(data, np.uint8)
        except BaseException as e:
            with self._lock:
                self._error = e
            raise
        with self._lock:  # ``buf`` first, then ``decoded``: a reader sees bytes it may read
            self.decoded = size
            self._next += 1
            if size >= self._awaited or self.complete:
                self._lock.notify_all()

    def _grow(self, size: int) -> None:
        old = self.buf
        with self._lock:  # not while the reader hands pages back
            self._room(min(max(size, 2 * len(old)), self.size_bound), old[: self.decoded])

    def _room(self, size: int, keep: np.ndarray | None = None) -> None:
        """``buf``: a uint8 array of ``size`` bytes in its own anonymous mapping,
        so that ``forget`` can hand its pages back; it starts with the bytes ``keep``."""
        try:
            mapping = mmap.mmap(-1, max(size, 1))
        except OSError as e:  # ENOMEM: what malloc reports as MemoryError
            raise MemoryError(str(e)) from None
        buf = np.frombuffer(mapping, np.uint8)
        if keep is not None:
            buf[: len(keep)] = keep
        self.buf, self._mapping = buf, mapping

    def forget(self, start: int, end: int) -> None:
        """Hand back the memory of payload bytes ``[start, end)``: they will not
        be read again (they read as zeros if they are)."""
        page = mmap.PAGESIZE
        first, last = -(-start // page) * page, min(end, self.decoded) // page * page
        with self._lock:
            memory = self._mapping
            if last > first and memory is not None and hasattr(mmap, "MADV_DONTNEED"):
                memory.madvise(mmap.MADV_DONTNEED, first, last - first)

    def release(self) -> None:
        """Let the decoded bytes and the file go (the payload is of no more use)."""
        self.close()
        self.buf, self._mapping = np.empty(0, np.uint8), None

    def wait_all(self) -> int:
        """Decode everything; return the payload size."""
        return self.wait(self.size_bound)

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

    def __exit__(self, *exc) -> None:
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




class _Feeder:
    """The compressed blocks of one stream for ``read_to_iter``: each read
    returns bytes of one block only, and never more than asked for (the
    C backend copies the result into a buffer of the size it asked for)."""

    def __init__(self, data, blocks: Blocks, indices: range):
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


def _zstd_stream(data, blocks: Blocks, indices: range):
    """Decode one zstd stream (its blocks ``indices``); yield each block's bytes in turn.

    The stream is read as one, 64 KiB per block (the last block: what is
    left, and one byte more to see the stream run on). When a block comes
    out short, the stream runs on, or zstd fails, the stream is decoded again
    block by block (``_zstd_exact``), which names the block at fault.
    """
    import zstandard

    reader = zstandard.ZstdDecompressor().stream_reader(_joined(data, blocks, indices))
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


def _joined(data, blocks: Blocks, indices: range) -> bytearray:
    """The compressed bytes of blocks ``indices``, one after the other."""
    out = bytearray(sum(blocks.sizes[indices.start::indices.step]))
    at = 0
    with memoryview(data) as view:
        for offset, size in zip(blocks.offsets[indices.start::indices.step],
                                blocks.sizes[indices.start::indices.step]):
            out[at: at + size] = view[offset: offset + size]
            at += size
    return out


def _read(reader, size: int) -> bytes:
    """Up to ``size`` bytes from ``reader``, fewer only where its input ends."""
    parts, got = [], 0
    while got < size:
        part = reader.read(size - got)
        if not part:
            break
        parts.append(part)
        got += len(part)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _zstd_exact(data, blocks: Blocks, indices: range):
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


def _lz4_stream(data, blocks: Blocks, indices: range):
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
