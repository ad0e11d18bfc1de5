"""Crafted ``.tracy`` files must not make the reader allocate far beyond what the
file justifies: memory follows the bytes really decoded and the zones really
there, never a block count's or a length field's claim; every refusal is one
line (exit 2 in the CLI). The files are built here, from a tiny payload.

Memory is measured with tracemalloc (numpy, bytearray and Python objects
report to it), and, for running out of memory, with an address-space limit
on a child process.
"""

import os
import resource
import struct
import subprocess
import sys

import pytest

from tests.command_line import run_cli
from tests.io.tracy_files import PAYLOAD, STRINGS, container, peak_while, with_leaves, write
from tests.paths import ROOT
from tracy_diff import load
from tracy_diff.errors import CaptureTooLargeError, CorruptError, TracyFormatError, TruncatedError

MB = 1 << 20




def one_line(error: BaseException | None, kind: type, path) -> str:
    assert isinstance(error, kind), repr(error)
    message = str(error)
    assert "\n" not in message and str(path) in message, message
    return message


# -- blocks -------------------------------------------------------------------------

@pytest.mark.slow
def test_many_one_byte_blocks_fail_cleanly(tmp_path):
    """400,000 blocks of 1 byte (2 MB): they claim 26 GB of payload; what is
    allocated follows the file's size (a few dozen MB at most, mostly room
    for a payload never written), and block 0 is named."""
    path = write(tmp_path, b"tr\xfdP\x01\x01" + (struct.pack("<I", 1) + b"\x28") * 400_000)
    error, peak = peak_while(lambda: load(path))
    assert "block 0 " in one_line(error, CorruptError, path)
    assert peak < 64 * MB, peak


# -- length fields ------------------------------------------------------------------



def at_string(i: int) -> int:
    """Offset of the length field of string table entry ``i`` (u64 pointer, u64 length)."""
    record = struct.pack("<QQ", 0xA0 + i, len(STRINGS[i])) + STRINGS[i].encode()
    return PAYLOAD.index(record) + 8


def at_capture_name() -> int:
    return PAYLOAD.index(struct.pack("<Q", 3) + b"cap")


def at_message_count() -> int:
    return PAYLOAD.index(struct.pack("<QQq", 1, 0x9000, 150))


def at_frame_count() -> int:
    return PAYLOAD.index(struct.pack("<QBQ", 0, 1, 3)) + 9


@pytest.mark.parametrize("field,locate", [
    ("string length", lambda: at_string(3)), ("capture name length", at_capture_name),
    ("message count", at_message_count), ("frame count", at_frame_count)])
@pytest.mark.parametrize("claim", [1 << 30, (1 << 64) - 1])
def test_inflated_length_fields_allocate_nothing_for_the_claim(tmp_path, field, locate, claim):
    """A length or count field claiming 1 GiB (or 2**64 - 1) in a file of a
    few hundred bytes is refused without allocating for it."""
    data = bytearray(PAYLOAD)
    struct.pack_into("<Q", data, locate(), claim)
    path = write(tmp_path, container(bytes(data)))
    error, peak = peak_while(lambda: load(path))
    one_line(error, (TruncatedError, CorruptError), path)
    assert peak < 8 * MB, (field, peak)


# -- a highly compressible timeline ----------------------------------------------------



@pytest.fixture(scope="module")
def bomb(tmp_path_factory):
    """One million zones (26 MB of payload) in a file of a few hundred KB."""
    path = tmp_path_factory.mktemp("bomb") / "leaves.tracy"
    path.write_bytes(container(with_leaves(1_000_000)))
    assert path.stat().st_size < MB
    return path


def test_compressible_timeline_reads_when_it_is_within_the_limits(bomb):
    """Legitimate: one million zones, read in full (the limits default far past them)."""
    zones = load(bomb).zones
    assert len(zones) == 1_000_000
    assert zones["start_ns"].iloc[:3].tolist() == [10, 25, 40]  # each leaf: +10 start, +5 end
    assert zones["end_ns"].iloc[:3].tolist() == [15, 30, 45]


@pytest.mark.slow
def test_columns_mapped_in_ahead_of_the_walk_hold_the_same_zones(tmp_path, monkeypatch):
    """2.2M zones: a thread maps the columns' pages in ahead of the walk
    (``Prefault``, with the compiled walk only); the table is the one read without it."""
    from tracy_diff.io import timeline, tracy_zones
    if not timeline.COMPILED:
        pytest.skip("the compiled walk is not built (the pages are mapped in ahead only with it)")
    path = tmp_path / "leaves.tracy"
    path.write_bytes(container(with_leaves(2_200_000)))
    started = []
    monkeypatch.setattr(tracy_zones.Prefault, "run", lambda self, run=tracy_zones.Prefault.run:
                        (started.append(1), run(self))[1])
    ahead = load(path).zones
    assert started
    monkeypatch.setattr(tracy_zones, "PREFAULT_AHEAD", 1 << 40)  # never worth a thread
    plain = load(path).zones
    assert len(ahead) == len(plain) == 2_200_000
    for column in ahead.columns:
        assert ahead[column].equals(plain[column]), column


def test_zone_cap(bomb):
    error, peak = peak_while(lambda: load(bomb, max_zones=100_000))
    assert "more than 100,000 zones" in one_line(error, CaptureTooLargeError, bomb)
    assert "max_zones" in str(error)
    assert peak < 40 * MB, peak  # the payload (26 MB) is decoded; no zone column is made


def test_payload_cap(bomb):
    error, peak = peak_while(lambda: load(bomb, max_payload_bytes=4 * MB))
    assert "max_payload_bytes" in one_line(error, CaptureTooLargeError, bomb)
    assert peak < 12 * MB, peak


@pytest.mark.slow
def test_running_out_of_memory_is_one_line_and_exit_2(tmp_path):
    """Under an address-space limit a few hundred MB above what the interpreter
    and its imports take, 8M zones (208 MB of payload, 330 MB of columns)
    do not fit: the CLI says so in one line and exits 2."""
    path = write(tmp_path, container(with_leaves(8_000_000)))
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1"}  # each BLAS thread reserves address space
    probe = subprocess.run(
        [sys.executable, "-c", "import tracy_diff.cli, tracy_diff.analysis.aggregate, tracy_diff.report.stats; "
         "print(open('/proc/self/status').read().split('VmPeak:')[1].split()[0])"],
        capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    limit = int(probe.stdout) * 1024 + 300 * MB

    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    done = subprocess.run([sys.executable, "-m", "tracy_diff", "stats", str(path)], capture_output=True,
                          text=True, cwd=ROOT, env=env, preexec_fn=cap, timeout=300)
    assert done.returncode == 2, done.stderr[-3000:]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "out of memory" in lines[0], done.stderr[-3000:]
    assert done.stdout == ""


def test_refusals_in_the_cli_are_one_line_and_exit_2(tmp_path):
    path = write(tmp_path, b"tr\xfdP\x01\x01" + (struct.pack("<I", 1) + b"\x28") * 1000)
    done = run_cli("stats", path)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and str(path) in done.stderr
    assert issubclass(CaptureTooLargeError, TracyFormatError)  # the CLI's exit-2 class
