"""Mutation fuzz of the csvexport importer and what runs on its captures:
every mutant of the carried CSVs must load or raise a one-line
``TracyFormatError`` (no other exception, no warning, no hang), and a
mutant that loads must go through ``stats`` (both groupings, rendered),
``diff`` against itself and against its source, and ``noise`` of two runs,
each ending in a report or a one-line ``TracyFormatError``/``DiffError``.
``tests/test_bad_input.py`` runs a small seeded batch; for a long run,
under a memory limit:

    python -m tests.io.fuzz_csv 20000 --seed 1
"""

from __future__ import annotations

import argparse
import gzip
import random
import resource
import sys
import tempfile
import traceback
import warnings
from pathlib import Path

from tests.paths import DATA
from tracy_diff import load
from tracy_diff.errors import DiffError, TracyFormatError

TOKENS = [b"inf", b"-inf", b"nan", b"-nan", b"1e400", b"18446744073709551615",
          b"9223372036854775808", b"-9223372036854775809", "²".encode(), "١".encode(), b"",
          b"-1", b"0x10", b"1.5", b"1e3", b" ", b"\t", b",", b";", b"\n", b"\r", b"\x00",
          b"\xff\xfe", b"9" * 400, b"-", b".", b"+1", b"1_000", b"\xef\xbb\xbf",
          b"-9223372036854775808", b"-4611686018427387904", b"9223372036854775807", b"\x1b[2J"]


def sources(limit: int = 20_000) -> list[tuple[str, bytes]]:
    """The first ``limit`` bytes of every carried CSV, decompressed."""
    found = []
    for path in sorted(DATA.rglob("*.csv*")):
        data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
        found.append((path.name, data[:limit]))
    return found


def _field(data: bytearray, pos: int) -> tuple[int, int]:
    start = max(data.rfind(b",", 0, pos), data.rfind(b"\n", 0, pos)) + 1
    ends = [i for i in (data.find(b",", pos), data.find(b"\n", pos)) if i >= 0]
    return start, min(ends, default=len(data))


def _line(data: bytearray, pos: int) -> tuple[int, int]:
    end = data.find(b"\n", pos)
    return data.rfind(b"\n", 0, pos) + 1, len(data) if end < 0 else end + 1


def mutate(rng: random.Random, data: bytes) -> bytes:
    """One to eight random edits: flipped bits, tokens csvexport never prints
    put in or over a field, cuts, repeated lines, blank lines, CRLF, a field
    more in every row, another separator."""
    data = bytearray(data)
    for _ in range(rng.choice([1, 1, 2, 3, 8])):
        kind, pos = rng.randrange(10), rng.randrange(len(data) + 1)
        if kind == 0 and data:
            data[min(pos, len(data) - 1)] ^= 1 << rng.randrange(8)
        elif kind == 1:
            data[pos:pos] = rng.choice(TOKENS)
        elif kind == 2:
            data[pos:pos + rng.randrange(1, 50)] = b""
        elif kind == 3:
            start, end = _field(data, pos)
            data[start:end] = rng.choice(TOKENS)
        elif kind == 4:
            start, end = _line(data, pos)
            data[end:end] = data[start:end] * rng.randrange(1, 4)
        elif kind == 5:
            del data[pos:]
        elif kind == 6:
            data[pos:pos] = b"\n" * rng.randrange(1, 1000)
        elif kind == 7:
            data = bytearray(bytes(data).replace(b"\n", b"\r\n"))
        elif kind == 8:
            data = bytearray(bytes(data).replace(b"\n", rng.choice([b",x\n", b",\n", b",1\n"])))
        elif kind == 9:
            data = bytearray(bytes(data).replace(b",", rng.choice([b";", b"\t", b" | ", "\u00a7".encode()])))
    return bytes(data)


def analyse(capture, source) -> None:
    """What the command line runs on a capture: ``stats`` (both groupings,
    table and JSON), ``diff`` against itself and against ``source`` (the
    capture it is a mutant of, or None), ``noise`` of it twice; each may
    refuse with a one-line ``TracyFormatError`` or ``DiffError``."""
    from tracy_diff.analysis.aggregate import aggregate
    from tracy_diff.analysis.compare import diff
    from tracy_diff.analysis.stats.noise import noise
    from tracy_diff.report import render
    from tracy_diff.report.noise import render_noise
    from tracy_diff.report.stats import render_stats

    steps = [lambda: [render_stats(aggregate(capture, group_by=g), f, capture)
                      for g in ("name", "srcloc") for f in ("table", "json")],
             lambda: render(diff(capture, capture), "table"),
             lambda: [render_noise(report, f) for report in [noise([capture, capture])]
                      for f in ("table", "json", "csv", "markdown")]]
    if source is not None:
        steps.append(lambda: render(diff(source, capture), "markdown"))
    for step in steps:
        try:
            step()
        except (TracyFormatError, DiffError) as e:
            if "\n" in str(e):
                raise AssertionError(f"message of several lines: {e!r}") from None


def escapes(count: int, seed: int, folder: Path, analysed: bool = True) -> list[str]:
    """Run ``count`` mutants; describe each that escaped as something other
    than a one-line TracyFormatError (kept in ``folder``)."""
    rng = random.Random(seed)
    pool = sources()
    originals: dict[str, object] = {}
    found: list[str] = []
    for i in range(count):
        name, data = rng.choice(pool)
        mutant = mutate(rng, data)
        zipped = rng.random() < 0.2
        path = folder / (f"mutant{i}.csv.gz" if zipped else f"mutant{i}.csv")
        path.write_bytes(gzip.compress(mutant) if zipped else mutant)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error")
                capture = load(path)
            if analysed:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # numerical warnings of odd data are not failures
                    analyse(capture, _original(originals, name, data, folder))
        except TracyFormatError as e:
            if "\n" in str(e):
                found.append(f"{path} (from {name}): message of several lines: {e!r}")
                continue
        except Exception as e:
            where = traceback.extract_tb(e.__traceback__)[-1]
            found.append(f"{path} (from {name}): {type(e).__name__} at "
                         f"{Path(where.filename).name}:{where.lineno}: {str(e)[:200]}")
            continue
        path.unlink()
    return found


def _original(cache: dict, name: str, data: bytes, folder: Path):
    """The capture of an unmutated source (None when it does not load)."""
    if name not in cache:
        path = folder / f"source-{name.replace('.gz', '')}"
        path.write_bytes(data)
        try:
            cache[name] = load(path)
        except TracyFormatError:
            cache[name] = None
        path.unlink()
    return cache[name]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--memory-gb", type=float, default=3.0)
    args = parser.parse_args()
    limit = int(args.memory_gb * (1 << 30))
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    folder = Path(tempfile.mkdtemp(prefix="fuzz_csv_"))
    found = escapes(args.count, args.seed, folder)
    print("\n".join(found))
    print(f"{args.count} mutants, {len(found)} escaped; mutants that escaped are in {folder}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
