"""Unreadable input: every kind of broken file gives a one-line
TracyFormatError saying what and where, in bounded time and memory, and
the CLI turns it into exit code 2. Bad files are written to tmp_path."""

import gzip
import os
import random
import resource
import struct
import subprocess
import sys
import zlib

import pytest
import zstandard

from tests.command_line import CliRun, run_cli
from tests.io.tracy_files import assert_same_capture, cached, container, decompressed, tiny_payload, write
from tests.paths import ROOT, SHARED
from tracy_diff.errors import CorruptError, TracyFormatError, TruncatedError, UnsupportedVersionError
from tracy_diff.io.container import BLOCK_SIZE, Payload
from tracy_diff.io.loader import load
from tracy_diff.io.tracy_format import ZONE_EXTRA
from tracy_diff.io.tracy_reader import read_tracy
from tracy_diff.io.tracy_sections import Parser

SYNTH = SHARED / "synth_ks.tracy"
SYNTH_LZ4 = SHARED / "synth_ks.lz4_3streams.tracy"


def blocks(data: bytes, start: int = 6) -> list[tuple[int, int]]:
    """(offset of the size field, compressed size) of every block."""
    out, pos = [], start
    while pos < len(data):
        (size,) = struct.unpack_from("<I", data, pos)
        out.append((pos, size))
        pos += 4 + size
    return out


def needed_payload(path) -> int:
    """Where the reader stops in the payload (after the GPU zones)."""
    with Payload(str(path)) as payload:
        parser = Parser(str(path), payload)
        parser.parse()
        return parser.pos


def refused(path, kind=TracyFormatError, read=load) -> str:
    with pytest.raises(kind) as info:
        read(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message, message
    return message




# -- not a capture at all -----------------------------------------------------------

def test_empty_file(tmp_path):
    path = write(tmp_path, b"")
    assert "empty" in refused(path)
    assert "empty" in refused(path, TruncatedError, read_tracy)


def test_missing_file_and_directory(tmp_path):
    assert "no such file" in refused(tmp_path / "nope.tracy", read=read_tracy)
    with pytest.raises(TracyFormatError, match="directory"):
        read_tracy(tmp_path)


def test_wrong_magic(tmp_path):
    data = bytearray(SYNTH.read_bytes())
    data[3] ^= 0xFF
    path = write(tmp_path, bytes(data))
    refused(path)
    assert "not a Tracy capture" in refused(path, CorruptError, read_tracy)


def test_unknown_compression_type(tmp_path):
    data = bytearray(SYNTH.read_bytes())
    data[4] = 7
    message = refused(write(tmp_path, bytes(data)), CorruptError)
    assert "unknown compression type 7 at byte 4" in message


def test_zero_streams(tmp_path):
    data = bytearray(SYNTH.read_bytes())
    data[5] = 0
    assert "stream count 0" in refused(write(tmp_path, bytes(data)), CorruptError)


def test_random_bytes(tmp_path):
    rng = random.Random(7)
    refused(write(tmp_path, rng.randbytes(100_000)))
    # Random data behind a valid header: blocks of random sizes.
    for seed in range(5):
        rng = random.Random(seed)
        refused(write(tmp_path, b"tr\xfdP\x01\x04" + rng.randbytes(50_000)))
        refused(write(tmp_path, b"tr\xfdP\x00\x02" + rng.randbytes(50_000)))


def test_png_renamed(tmp_path):
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(b"\0\0")) + chunk(b"IEND", b""))
    path = write(tmp_path, png, "screenshot.tracy")
    assert "89 50 4e 47" in refused(path)
    refused(path, CorruptError, read_tracy)


def test_text_file(tmp_path):
    path = write(tmp_path, b"just some notes\nnot a capture\n", "notes.tracy")
    refused(path)
    refused(path, CorruptError, read_tracy)


# -- truncated ------------------------------------------------------------------------

def test_truncated_anywhere(tmp_path):
    """30 cuts spread over the file, plus the first bytes: a cut inside a
    block is caught by the block scan, a cut in the header by the header."""
    data = SYNTH.read_bytes()
    rng = random.Random(3)
    cuts = list(range(1, 12)) + sorted(rng.sample(range(12, len(data)), 30))
    starts = {o for o, _ in blocks(data)}
    for cut in cuts:
        if cut in starts:
            continue  # a cut between blocks: see the next test
        refused(write(tmp_path, data[:cut]), TruncatedError, read_tracy)


@pytest.mark.parametrize("source", [SYNTH, SYNTH_LZ4], ids=lambda p: p.name)
def test_truncated_at_block_boundaries(tmp_path, source):
    """Cut after whole blocks: the payload simply ends early. Before the end
    of the GPU zones that is a TruncatedError naming the section; after it
    the capture is complete as far as tracy-diff reads (nothing after the
    GPU zones is decompressed), so it must read exactly as the full file."""
    data = source.read_bytes()
    needed = needed_payload(source)
    full = cached(source)
    checked_complete = 0
    for k, (offset, _) in enumerate(blocks(data)):
        path = write(tmp_path, data[:offset])
        if k == 0:
            refused(path, TruncatedError, read_tracy)
        elif k * BLOCK_SIZE < needed:
            message = refused(path, TruncatedError, read_tracy)
            assert "payload" in message and ("inside" in message or "does not fit" in message
                                             or "runs past" in message), message
        elif checked_complete < 3:
            assert_same_capture(full, load(path))
            checked_complete += 1


@pytest.mark.slow
def test_truncated_messages_name_the_section(tmp_path):
    """Cut the payload itself at many points (most densely in the last
    sections before the reader stops); each message names its section.
    The cut payloads are written bare (no container), which reads the same."""
    payload = decompressed(SYNTH)
    needed = needed_payload(SYNTH)
    cuts = list(range(8, needed, needed // 40)) + list(range(needed - 25_000, needed, 67))
    messages = []
    for cut in cuts:
        message = refused(write(tmp_path, payload[:cut]), TruncatedError, read_tracy)
        assert f"payload ends at byte {cut} inside " in message or "does not fit" in message, message
        messages.append(message)
    for section in ("capture metadata", "strings", "source locations", "locks", "messages",
                    "zone extras", "CPU zones of thread 1 (tid 27028)", "messages and samples of thread",
                    "GPU zones of context 0 thread 0"):
        assert any(section in m.split(str(tmp_path))[-1] for m in messages), section


# -- corrupt blocks -----------------------------------------------------------------

@pytest.mark.parametrize("source", [SYNTH, SYNTH_LZ4], ids=lambda p: p.name)
def test_corrupt_block(tmp_path, source):
    data = source.read_bytes()
    for k, (offset, size) in enumerate(blocks(data)[:6]):
        bad = bytearray(data)
        bad[offset + 4: offset + 4 + size] = random.Random(k).randbytes(size)
        message = refused(write(tmp_path, bytes(bad)), CorruptError, read_tracy)
        assert f"block {k} " in message and f"at byte {offset}" in message, message


def test_flipped_bytes_never_crash(tmp_path):
    """Without checksums a flipped byte may go unnoticed (when it lands in
    data nobody reads) but must never escape as anything but
    TracyFormatError."""
    data = SYNTH.read_bytes()
    rng = random.Random(11)
    found = 0
    for _ in range(40):
        bad = bytearray(data)
        bad[rng.randrange(6, len(data))] ^= 1 << rng.randrange(8)
        try:
            read_tracy(write(tmp_path, bytes(bad)))
        except TracyFormatError as e:
            assert "\n" not in str(e)
            found += 1
    assert found


def zstd_bomb(total: int) -> bytes:
    """A zstd frame of RLE blocks: ``total`` zero bytes from a few bytes each
    (no content size, not finished, as Tracy writes)."""
    frame = bytearray(struct.pack("<I", 0xFD2FB528) + bytes([0x00, 0x38]))  # window 128 KiB
    step = 128 * 1024
    for _ in range(total // step):
        frame += ((step << 3) | (1 << 1)).to_bytes(3, "little") + b"\0"
    return bytes(frame)


def test_block_inflating_past_64k_is_refused(tmp_path):
    one_mb = zstandard.ZstdCompressor().compressobj()
    block = one_mb.compress(bytes(1 << 20)) + one_mb.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    path = write(tmp_path, b"tr\xfdP\x01\x01" + struct.pack("<I", len(block)) + block)
    assert "block 0" in refused(path, CorruptError, read_tracy)
    assert "more than 65536 bytes" in refused(path, CorruptError, read_tracy)


def test_huge_bomb_is_refused_without_inflating(tmp_path):
    """4 GiB of zeros in 128 KiB of input: must fail after one 64 KiB chunk."""
    bomb = zstd_bomb(4 << 30)
    path = write(tmp_path, b"tr\xfdP\x01\x01" + struct.pack("<I", len(bomb)) + bomb)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    refused(path, CorruptError, read_tracy)
    grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kib < 256 * 1024


def test_lz4_block_inflating_past_64k_is_refused(tmp_path):
    import lz4.block
    block = lz4.block.compress(bytes(1 << 20), store_size=False)
    path = write(tmp_path, b"tr\xfdP\x00\x01" + struct.pack("<I", len(block)) + block)
    assert "block 0" in refused(path, CorruptError, read_tracy)


def test_short_block_in_the_middle(tmp_path):
    """Every block but the last must decompress to exactly 64 KiB: here
    block 0 (stream 0 of 2) holds 100 bytes."""
    payload = decompressed(SYNTH)
    z = zstandard.ZstdCompressor().compressobj()
    short = z.compress(payload[:100]) + z.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    z = zstandard.ZstdCompressor().compressobj()
    full = z.compress(payload[:BLOCK_SIZE]) + z.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    data = b"tr\xfdP\x01\x02" + struct.pack("<I", len(short)) + short + struct.pack("<I", len(full)) + full
    message = refused(write(tmp_path, data), CorruptError, read_tracy)
    assert "block 0" in message and "100 bytes, not 65536" in message, message


@pytest.mark.parametrize("bad", [3, 20, 39])
def test_block_inflating_past_64k_amid_a_long_stream(tmp_path, bad):
    """One stream of 40 blocks, block ``bad`` 100 bytes too long: zstd
    decodes the stream many blocks at a time, and must still name the
    block, not what the parser makes of the bytes."""
    payload = bytes(41 * BLOCK_SIZE)
    z = zstandard.ZstdCompressor().compressobj()
    data = bytearray(b"tr\xfdP\x01\x01")
    at = 0
    for k in range(40):
        n = BLOCK_SIZE + (100 if k == bad else 0)
        block = z.compress(payload[at: at + n]) + z.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
        data += struct.pack("<I", len(block)) + block
        at += n
    message = refused(write(tmp_path, bytes(data)), CorruptError, read_tracy)
    assert f"block {bad} " in message and "more than 65536 bytes" in message, message


def test_string_longer_than_the_payload_names_its_record(tmp_path):
    with Payload(str(SYNTH)) as payload:
        parser = Parser(str(SYNTH), payload)
        parser.parse()
        record = int(parser.strings.starts[3]) - 16  # a string's 16-byte header
    data = bytearray(decompressed(SYNTH))
    struct.pack_into("<Q", data, record + 8, 1 << 40)
    message = refused(write(tmp_path, container(bytes(data))), TruncatedError, read_tracy)
    assert f"inside strings (record at payload byte {record} needs" in message, message


# -- versions -------------------------------------------------------------------------

@pytest.mark.parametrize("version,word", [(b"\x00\x0f\x00", "newer"), (b"\x00\x08\x00", "older")])
def test_unknown_file_version(tmp_path, version, word):
    payload = bytearray(decompressed(SYNTH))
    payload[5:8] = version
    path = write(tmp_path, container(bytes(payload)), "capture.tracy")
    message = refused(path, UnsupportedVersionError)
    v = ".".join(str(b) for b in version)
    assert message.endswith(f"capture.tracy: file version {v} is {word} than the "
                            f"{word.replace('er', 'est')} this reader knows "
                            f"({'0.14.x' if word == 'newer' else '0.9.0'})"), message


def test_payload_without_tracy_magic(tmp_path):
    payload = bytearray(decompressed(SYNTH))
    payload[0:5] = b"tracz"
    message = refused(write(tmp_path, container(bytes(payload))), CorruptError, read_tracy)
    assert "tracz" in message


# -- corrupt payload values -------------------------------------------------------------

def test_undefined_source_location(tmp_path):
    """A zone whose srcloc id the file does not define (the tiny payload's
    zone at a known offset gets id 99)."""
    payload = bytearray(tiny_payload(0, 11, 2))
    at = payload.index(struct.pack("<hqII", 1, 100, 0, 1))
    payload[at: at + 2] = struct.pack("<h", 99)
    message = refused(write(tmp_path, container(bytes(payload))), CorruptError, read_tracy)
    assert "source location 99" in message and f"payload byte {at}" in message


@pytest.mark.parametrize("field,at", [("text", 3), ("name", 6)])
def test_zone_extra_naming_a_missing_string(tmp_path, field, at):
    """A ZoneText or ZoneName extra whose string index is past the string table."""
    with Payload(str(SYNTH)) as payload:
        parser = Parser(str(SYNTH), payload)
        parser.parse()
        table, strings = parser.extras_at, len(parser.strings.starts)
        assert parser.extras > 2
    data = bytearray(decompressed(SYNTH))
    record = table + 2 * ZONE_EXTRA.itemsize + at
    data[record: record + 3] = (strings + 5).to_bytes(3, "little")  # StringIdx is stored + 1
    message = refused(write(tmp_path, container(bytes(data))), CorruptError, read_tracy)
    assert message.endswith(f"zone extra 2 refers to string {strings + 4} of {strings}"), message


def test_impossible_counts(tmp_path):
    payload = bytearray(decompressed(SYNTH))
    at = payload.index(struct.pack("<Q", 26116))  # the string count (see test above)
    payload[at: at + 8] = struct.pack("<Q", 1 << 62)
    message = refused(write(tmp_path, container(bytes(payload))), TruncatedError, read_tracy)
    assert "strings" in message and "does not fit" in message


# -- the command line -------------------------------------------------------------------

def run_stats(path) -> CliRun:
    """``stats PATH`` in this process."""
    return run_cli("stats", path)


def test_cli_exit_code_and_one_line(tmp_path):
    data = SYNTH.read_bytes()
    bomb = zstd_bomb(64 << 20)
    cases = {
        "empty.tracy": b"",
        "cut.tracy": data[: len(data) // 3],
        "magic.tracy": b"tr\xfdQ" + data[4:],
        "type.tracy": data[:4] + b"\x09" + data[5:],
        "bomb.tracy": b"tr\xfdP\x01\x01" + struct.pack("<I", len(bomb)) + bomb,
        "random.tracy": random.Random(1).randbytes(5000),
    }
    for name, content in cases.items():
        path = write(tmp_path, content, name)
        result = run_stats(path)
        assert result.returncode == 2, (name, result.stderr)
        assert result.stdout == ""
        lines = result.stderr.strip().split("\n")
        assert len(lines) == 1 and lines[0].startswith("tracy-diff: error: "), (name, result.stderr)
        assert name in lines[0] and "Traceback" not in result.stderr


def test_cli_reads_a_good_capture():
    result = run_stats(SHARED / "gpu" / "unet_baseline.tracy")
    assert result.returncode == 0, result.stderr
    assert "BenchmarkIteration" in result.stdout


# -- csvexport CSVs -------------------------------------------------------------------------

UNWRAP_HEADER = b"name,src_file,src_line,ns_since_start,exec_time_ns,thread,value\n"


def blank_line_bomb(path, blank_lines: int) -> None:
    """A gzipped -u CSV: a zone, ``blank_lines`` empty lines, a zone."""
    block = b"\n" * (1 << 20)
    with gzip.open(path, "wb", compresslevel=9) as f:
        f.write(UNWRAP_HEADER + b"a,f.c,1,100,50,1,\n")
        for _ in range(blank_lines >> 20):
            f.write(block)
        f.write(b"b,f.c,1,120,10,1,\n")


def stats_with_peak_rss(path, tmp_path) -> tuple[int, str, str, float]:
    """Exit code, stdout, stderr and peak RSS (MB) of ``stats PATH`` in its own process."""
    out, err = tmp_path / "out.txt", tmp_path / "err.txt"
    with open(out, "wb") as o, open(err, "wb") as e:
        process = subprocess.Popen([sys.executable, "-m", "tracy_diff", "stats", str(path)],
                                   cwd=ROOT, stdout=o, stderr=e)
        _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, out.read_text(), err.read_text(), usage.ru_maxrss / 1024


@pytest.mark.slow
def test_csv_blank_line_bomb_costs_no_memory(tmp_path):
    """128 MB of newlines in 130 KB of gzip took stats to 9.2 GB: blank lines
    are now dropped as they stream in, and more than 100M lines are refused."""
    small = tmp_path / "small.csv"
    small.write_bytes(UNWRAP_HEADER + b"a,f.c,1,100,50,1,\nb,f.c,1,120,10,1,\n")
    code, out, _, base = stats_with_peak_rss(small, tmp_path)
    assert code == 0 and "2 CPU zones" in out

    bomb = tmp_path / "bomb64.csv.gz"
    blank_line_bomb(bomb, 64 << 20)
    assert bomb.stat().st_size < 100_000
    code, bomb_out, _, peak = stats_with_peak_rss(bomb, tmp_path)
    assert code == 0 and bomb_out.replace("bomb64.csv.gz", "small.csv") == out
    assert peak < base + 32, (peak, base)  # 64 MB of blank lines held would show

    bomb = tmp_path / "bomb128.csv.gz"
    blank_line_bomb(bomb, 128 << 20)
    code, out, err, peak = stats_with_peak_rss(bomb, tmp_path)
    assert code == 2 and out == "" and peak < base + 32, (peak, base)
    assert err == f"tracy-diff: error: {bomb}: more than 100,000,000 lines, the most a CSV may have\n"


@pytest.mark.slow
def test_csv_mutants_load_or_fail_in_one_line(tmp_path):
    """A small seeded batch of the mutation fuzz in tests/fuzz_csv.py (run it
    for thousands): flipped bits, tokens like inf, 2^64, '²', cuts, blank
    lines, CRLF and extra fields in the carried CSVs; each mutant that loads
    goes through stats, diff and noise as well."""
    from tests.io.fuzz_csv import escapes
    assert escapes(300, seed=2026, folder=tmp_path) == []


def test_csv_cli_exit_code_and_one_line(tmp_path):
    header = b"name,src_file,src_line,total_ns,total_perc,counts,mean_ns,min_ns,max_ns,std_ns\n"
    cases = {
        "inf.csv": header + b"a,f.c,1,inf,0.5,5,1,1,1,0.0\n",
        "wrap.csv": UNWRAP_HEADER + b"a,f.c,1,18446744073709551615,5,1,\n",
        "negative.csv": UNWRAP_HEADER + b"a,f.c,1,100,-5,1,\n",
        "message.csv": b"MessageName,total_ns\nhello,9223372036854775808\n",
        "extra.csv": header + b"a,f.c,1,10,0.5,5,1,1,1,0.0,9\n" * 2,
    }
    for name, content in cases.items():
        path = write(tmp_path, content, name)
        result = run_stats(path)
        assert result.returncode == 2 and result.stdout == "", (name, result.stderr)
        lines = result.stderr.strip().split("\n")
        assert len(lines) == 1 and lines[0].startswith(f"tracy-diff: error: {path}:2: "), (name, lines)
