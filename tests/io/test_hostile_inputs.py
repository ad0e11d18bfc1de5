"""The last hostile inputs of issue 25, each built here: a string-table bomb,
a capture of millions of identical zones uploaded to the app, a CSV time of
-2**63, backtracking and non-UTF-8 override files, an output path that is an
input, and names that carry terminal escapes, plotly markup and HTML. Each
ends in one line and exit 2, or a clean result within bounded memory."""

from __future__ import annotations

import struct
import subprocess
import sys

import pytest

from tests.io.tracy_files import PAYLOAD, STRINGS, container, peak_while, with_leaves
from tests.paths import DATA, ROOT
from tracy_diff import load
from tracy_diff.errors import TracyFormatError
from tracy_diff.io.tracy_strings import MAX_STRING_BYTES

pytestmark = pytest.mark.slow  # subprocesses and captures of millions of zones

MB = 1 << 20
UNWRAP = DATA / "csvexport" / "synth_ks.csvexport.unwrap_u.csv"
GPU = DATA / "csvexport" / "synth_ks.csvexport.gpu_g.csv"


def cli(*args, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tracy_diff", *map(str, args)], capture_output=True,
                          text=True, cwd=ROOT, timeout=timeout, check=False)


def refused(done: subprocess.CompletedProcess, *words: str) -> str:
    """The one line of a refusal (exit 2, nothing on stdout) holding ``words``."""
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stderr[-2000:])
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tracy-diff: error: "), done.stderr[-2000:]
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


# -- string-table bomb -----------------------------------------------------------------

def string_bomb(size: int) -> bytes:
    """The tiny payload with string 0 (the function name of its source
    location) grown to ``size`` bytes: a file of a few KB per 64 MB."""
    record = struct.pack("<QQ", 0xA0, len(STRINGS[0])) + STRINGS[0].encode()
    assert PAYLOAD.count(record) == 1
    return container(PAYLOAD.replace(record, struct.pack("<QQ", 0xA0, size) + b"A" * size))


def test_string_table_bomb_costs_no_copy_and_cuts_the_name(tmp_path):
    """A 64 MB function name: no Python copy of it is made (what tracemalloc
    sees stays far below its size; the payload itself lives in an anonymous
    mapping), the name is cut to ``MAX_STRING_BYTES`` with a warning."""
    path = tmp_path / "strings.tracy"
    path.write_bytes(string_bomb(64 * MB))
    assert path.stat().st_size < MB
    captured = []
    error, peak = peak_while(lambda: captured.append(load(path)))
    assert error is None, error
    assert peak < 8 * MB, peak
    functions = captured[0].srclocs["function"].tolist()
    assert max(map(len, functions)) == MAX_STRING_BYTES
    assert any("64" in w and "cut to its first 65,536" in w for w in captured[0].warnings), captured[0].warnings


def test_string_table_bomb_in_the_cli(tmp_path):
    """The CLI reads it within its default payload cap and says what it cut;
    under a lower --max-payload-mb it refuses in one line naming the flag."""
    path = tmp_path / "strings.tracy"
    path.write_bytes(string_bomb(48 * MB))
    done = cli("stats", path)
    assert done.returncode == 0, done.stderr
    assert "cut to its first 65,536" in done.stdout and len(max(done.stdout.splitlines(), key=len)) < 1000
    refused(cli("stats", path, "--max-payload-mb", "16"), str(path), "raise it with --max-payload-mb")


# -- an upload of 2M identical zones ---------------------------------------------------

def test_an_upload_decompressing_far_past_its_size_is_refused(tmp_path):
    """2M leaf zones (52 MB of payload) in a file of a few hundred KB: the app
    refuses it as an upload in one line naming the flag that raises the
    limit; the same file named on the command line opens."""
    from tracy_diff.ui.store import Store, UploadLimits

    data = container(with_leaves(2_000_000))
    assert len(data) < MB
    up = tmp_path / "up"
    up.mkdir()
    store = Store([], up, UploadLimits())
    with pytest.raises(TracyFormatError) as e:
        store.save_upload("leaves.tracy", data)
    message = str(e.value)
    assert "\n" not in message and "leaves.tracy" in message and str(up) not in message
    assert "--max-upload-ratio" in message
    assert list(up.iterdir()) == []  # nothing kept
    local = tmp_path / "leaves.tracy"
    local.write_bytes(data)
    assert len(store.capture(store.add_path(local).key).zones) == 2_000_000
    # A real capture uploads under the default ratio.
    sample = (ROOT / "sample_captures" / "baseline.tracy").read_bytes()
    assert len(store.capture(store.save_upload("baseline.tracy", sample).key).zones) > 0


# -- CSV times at the ends of int64 --------------------------------------------------

@pytest.mark.parametrize("source,column", [(UNWRAP, 3), (GPU, 2)])
def test_csv_time_of_minus_two_to_the_63(tmp_path, source, column):
    lines = source.read_text().splitlines()
    fields = lines[1].split(",")
    fields[column] = str(-(2 ** 63))
    lines[1] = ",".join(fields)
    path = tmp_path / source.name
    path.write_text("\n".join(lines) + "\n")
    for command in (["stats", path], [path, path], ["noise", path, path]):
        refused(cli(*command), f"{path}:2: ", "out of range")


# -- overrides ---------------------------------------------------------------------

def renamed(tmp_path, name: str, new: str, factor: float = 1.0, stem: str = "u") -> str:
    """The synth_ks -u CSV with zone ``name`` renamed ``new`` and its times
    scaled by ``factor``."""
    lines = UNWRAP.read_text().splitlines()
    out = [lines[0]]
    for line in lines[1:]:
        f = line.split(",")
        if f[0] == name:
            f[0], f[4] = new, str(int(int(f[4]) * factor))
        out.append(",".join(f))
    path = tmp_path / f"{stem}.csv"
    path.write_text("\n".join(out) + "\n", encoding="utf-8", newline="\n")
    return str(path)


def test_a_backtracking_override_does_not_hang(tmp_path):
    """``(.|.)*Z`` against a 40-character name takes 2**40 steps in a
    backtracking engine; on RE2 the diff ends at once."""
    base = renamed(tmp_path, "worker_task", "a" * 40, stem="base")
    rules = tmp_path / "rules.txt"
    rules.write_text("(.|.)*Z => x\n(a|aa)*b => .*\n")
    done = cli(base, base, "--overrides", rules, timeout=60)
    assert done.returncode == 0, done.stderr


def test_an_override_only_backtracking_can_run_is_refused(tmp_path):
    rules = tmp_path / "rules.txt"
    rules.write_text("# pairs\n(a+)\\1 => b\n")
    refused(cli(UNWRAP, UNWRAP, "--overrides", rules), f"{rules}:2: ", "linear time")
    rules.write_text('[["x", "(?<=a)b"]]')
    refused(cli(UNWRAP, UNWRAP, "--overrides", rules), f"{rules}: rule 1: ", "linear time")


def test_an_override_file_that_is_not_utf8(tmp_path):
    rules = tmp_path / "rules.txt"
    rules.write_bytes(b"a => b\nzone_\xe9 => c\n")
    refused(cli(UNWRAP, UNWRAP, "--overrides", rules), f"{rules}:2: ", "not UTF-8")


# -- the output is an input ----------------------------------------------------------

def test_an_output_path_that_is_an_input_is_refused_and_the_input_kept(tmp_path):
    a, b = tmp_path / "a.tracy", tmp_path / "b.tracy"
    original = (DATA / "synth_ks.tracy").read_bytes()
    a.write_bytes(original)
    b.write_bytes(original)
    (tmp_path / "link.tracy").hardlink_to(b)
    rules = tmp_path / "rules.txt"
    rules.write_text("x => y\n")
    cases = [["diff", a, b, "--output", a], ["diff", a, b, "-o", tmp_path / "sub" / ".." / "b.tracy"],
             ["diff", a, b, "--overrides", rules, "-o", rules], ["diff", a, b, "-o", tmp_path / "link.tracy"],
             ["stats", a, "-o", a], ["noise", a, b, "-o", b]]
    for case in cases:
        refused(cli(*case), "--output", "is the input")
    assert a.read_bytes() == original and b.read_bytes() == original and rules.read_text() == "x => y\n"
    out = tmp_path / "report.txt"
    assert cli("stats", a, "-o", out).returncode == 0 and out.stat().st_size > 0


# -- names are data --------------------------------------------------------------------

HOSTILE = "<img src=x onerror=alert(1)><b>bold</b><br><a href=x>a</a>\x1b[31mred\x1b]0;title\x07"


def test_hostile_names_in_the_terminal_markdown_and_plotly(tmp_path):
    import tracy_diff
    from tracy_diff.report import render
    from tracy_diff.ui.figures import delta_figure

    base = renamed(tmp_path, "worker_task", HOSTILE, stem="base")
    cand = renamed(tmp_path, "worker_task", HOSTILE, factor=3.0, stem="cand")
    for command in (["stats", base], [base, cand], [base, cand, "--show-enclosing"], ["noise", base, cand]):
        done = cli(*command)
        assert done.returncode == 0, done.stderr
        assert "\x1b" not in done.stdout and "\x07" not in done.stdout, command
        assert "<img" in done.stdout  # shown, as text
    result = tracy_diff.diff(base, cand)
    markdown = render(result, "markdown")
    assert "<img" not in markdown and "<b>" not in markdown and "&lt;img src=x onerror=alert(1)&gt;" in markdown
    assert "\x1b" not in markdown
    trace = delta_figure(result.rows)["data"][0]
    assert any("&lt;b&gt;bold&lt;/b&gt;" in label for label in trace["y"]), trace["y"]
    assert not any("<" in label for label in trace["y"])
    hover = [h for h in trace["hovertext"] if "onerror" in h]
    assert hover and all(h.count("<br>") == 1 and "&lt;br&gt;" in h for h in hover)
