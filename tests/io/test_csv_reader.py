"""csvexport CSV importer: every reference file, separators, broken rows, bad input."""

import functools
import gzip

import numpy as np
import pandas as pd
import pytest

from tests.paths import CSVEXPORT, SHARED
from tracy_diff import load
from tracy_diff.errors import TracyFormatError
from tracy_diff.io.csv_reader import nest, read_csv


def _text(path) -> str:
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        return f.read()


def _rows(path) -> list[str]:
    """Data lines of a csvexport file, header and blank lines left out."""
    return [line for line in _text(path).split("\n")[1:] if line]


KINDS = {
    "default": "csv-aggregate", "self_e": "csv-aggregate",
    "sep_semicolon": "csv-aggregate", "filter_semaphore": "csv-aggregate",
    "filter_Semaphore_case": "csv-aggregate",
    "unwrap_u": "csv-zones", "unwrap_self_ue": "csv-zones",
    "unwrap_plot_up": "csv-zones", "unwrap_tab_filter_dispatch": "csv-zones", "unwrap_filter_dispatch": "csv-zones",
    "gpu_g": "csv-gpu", "messages_m": "csv-messages",
}
FILES = sorted(p.name for p in CSVEXPORT.glob("*.csv*"))


@pytest.mark.parametrize("name", FILES)
def test_every_reference_file_loads_to_its_kind(name):
    path = CSVEXPORT / name
    mode = name.split(".csvexport.")[1].split(".")[0]
    capture = load(path)
    assert capture.kind == KINDS[mode]
    rows = _rows(path)
    if capture.kind == "csv-aggregate":
        assert len(capture.aggregates) == len(rows)
        assert not capture.has_timeline and capture.zones.empty
    elif capture.kind == "csv-zones":
        sep = "\t" if "tab" in mode else ","
        zone_rows = [r for r in rows if r.split(sep)[4] != ""]  # plot rows have no exec time
        assert len(capture.zones) == len(zone_rows) > 0
        assert capture.has_timeline
    elif capture.kind == "csv-gpu":
        assert len(capture.gpu_zones) == len(rows)
        assert len(capture.gpu_contexts) == 1
    else:
        assert len(capture.messages) == len([r for r in rows if r != "There are currently no messages!"])


@pytest.mark.needs_shared
def test_documented_counts():
    assert len(load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz").zones) == 191_042
    assert len(load(CSVEXPORT / "mm.csvexport.unwrap_plot_up.csv.gz").zones) == 191_042
    assert len(load(CSVEXPORT / "synth_ks.csvexport.gpu_g.csv").gpu_zones) == 134
    assert len(load(CSVEXPORT / "synth_ks.csvexport.messages_m.csv").messages) == 11
    assert len(load(CSVEXPORT / "mm.csvexport.messages_m.csv").messages) == 0
    assert len(load(CSVEXPORT / "synth_ks.csvexport.default.csv").aggregates) == 7
    assert len(load(CSVEXPORT / "mm.csvexport.gpu_g.csv").gpu_zones) == 0


def test_aggregate_columns_and_types():
    agg = load(CSVEXPORT / "mm.csvexport.default.csv").aggregates
    assert list(agg.columns) == ["name", "src_file", "src_line", "total_ns", "total_perc",
                                 "counts", "mean_ns", "min_ns", "max_ns", "std_ns"]
    for column in ("src_line", "total_ns", "counts", "mean_ns", "min_ns", "max_ns"):
        assert agg[column].dtype == np.int64, column
    assert agg["total_perc"].dtype == np.float64 and agg["std_ns"].dtype == np.float64
    first = _rows(CSVEXPORT / "mm.csvexport.default.csv")[0].split(",")
    row = agg.iloc[0]
    assert [row["name"], row["src_file"], str(row["src_line"]), str(row["total_ns"]),
            f"{row['total_perc']:f}", str(row["counts"]), f"{row['std_ns']:f}"] == \
        [first[0], first[1], first[2], first[3], first[4], first[5], first[9]]


def test_semicolon_file_equals_comma_file():
    comma = load(CSVEXPORT / "mm.csvexport.default.csv").aggregates
    semicolon = load(CSVEXPORT / "mm.csvexport.sep_semicolon.csv").aggregates
    pd.testing.assert_frame_equal(comma, semicolon)


@pytest.mark.needs_shared
def test_tab_file_equals_comma_file_filtered():
    comma = load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz").zones
    tab = load(CSVEXPORT / "mm.csvexport.unwrap_tab_filter_dispatch.csv.gz").zones
    kept = comma[comma["name"].astype(str).str.lower().str.contains("dispatch")]
    key = ["thread", "start_ns", "end_ns"]
    a = kept[key + ["name"]].astype({"name": str}).sort_values(key).reset_index(drop=True)
    b = tab[key + ["name"]].astype({"name": str}).sort_values(key).reset_index(drop=True)
    pd.testing.assert_frame_equal(a, b)


def test_semicolon_and_tab_variants_of_zones_match(tmp_path):
    source = CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv"
    text = _text(source)
    reference = read_csv(source)
    for sep in (";", "\t", " | "):
        path = tmp_path / "sep.csv"
        path.write_text(text.replace(",", sep), encoding="utf-8")
        capture = read_csv(path)
        pd.testing.assert_frame_equal(capture.zones, reference.zones)
        pd.testing.assert_frame_equal(capture.srclocs, reference.srclocs)
        path.write_text(text.replace(",", sep).replace("inner", f"in{sep}ner"), encoding="utf-8")
        names = set(read_csv(path).zones["name"].astype(str))
        assert f"in{sep}ner" in names and "inner" not in names


def test_zone_table_follows_the_contract():
    capture = load(CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv")
    zones = capture.zones
    assert {c: str(t) for c, t in zones.dtypes.items()} == {
        "thread": "int32", "start_ns": "int64", "end_ns": "int64", "depth": "int16",
        "parent": "int64", "srcloc": "int32", "name": "category", "text": "category"}
    assert zones["text"].isna().all()
    rows = [r.split(",") for r in _rows(CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv")]
    expected = sorted((int(r[5]), int(r[3]), int(r[3]) + int(r[4]), r[0]) for r in rows)
    got = sorted(zip(zones["thread"].tolist(), zones["start_ns"].tolist(),
                     zones["end_ns"].tolist(), zones["name"].astype(str).tolist()))
    assert got == expected
    assert sorted(capture.threads.index.tolist()) == sorted({r[0] for r in expected})
    assert (capture.threads["tid"] == -1).all()
    # per thread in pre-order: a parent comes before its children and contains them
    parent = zones["parent"].to_numpy()
    child = np.flatnonzero(parent >= 0)
    assert (parent[child] < child).all()
    assert (zones["start_ns"].to_numpy()[parent[child]] <= zones["start_ns"].to_numpy()[child]).all()
    assert (zones["end_ns"].to_numpy()[parent[child]] >= zones["end_ns"].to_numpy()[child]).all()
    assert (zones["depth"].to_numpy()[child] == zones["depth"].to_numpy()[parent[child]] + 1).all()
    assert (zones["depth"].to_numpy()[parent < 0] == 0).all()
    srcloc = capture.srclocs.loc[zones["srcloc"]]
    assert (srcloc["label"].to_numpy() == zones["name"].astype(str).to_numpy()).all()


@pytest.mark.needs_shared
def test_nesting_matches_the_tracy_reader():
    """Depth and parent rebuilt from -u intervals equal the tree stored in mm.tracy."""
    from_csv = load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz").zones
    from_tracy = load(SHARED / "mm.tracy").zones

    def tree(zones):
        parent = zones["parent"].to_numpy()
        start = zones["start_ns"].to_numpy()
        parent_start = np.where(parent >= 0, start[np.maximum(parent, 0)], -1)
        frame = pd.DataFrame({"thread": zones["thread"].to_numpy(np.int64), "start": start,
                              "end": zones["end_ns"].to_numpy(), "depth": zones["depth"].to_numpy(np.int64),
                              "parent_start": parent_start})
        return frame.sort_values(["thread", "start", "end"]).reset_index(drop=True)

    pd.testing.assert_frame_equal(tree(from_csv), tree(from_tracy))


def test_nest_on_hand_made_intervals():
    #          a: 0-100 on lane 1 with children b 10-20, c 30-90 (child d 40-50); e on lane 2
    lane = np.array([1, 1, 2, 1, 1])
    start = np.array([30, 0, 5, 10, 40])
    end = np.array([90, 100, 6, 20, 50])
    order, depth, parent = nest(lane, start, end)
    assert order.tolist() == [1, 3, 0, 4, 2]
    assert depth.tolist() == [0, 1, 1, 2, 0]
    assert parent.tolist() == [-1, 0, 0, 2, -1]


@pytest.mark.slow
@pytest.mark.needs_shared
def test_plot_rows_are_not_zones():
    plain = load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz")
    with_plots = load(CSVEXPORT / "mm.csvexport.unwrap_plot_up.csv.gz")
    pd.testing.assert_frame_equal(plain.zones, with_plots.zones)


@pytest.mark.needs_shared
def test_self_time_unwrap_warns():
    capture = load(CSVEXPORT / "mm.csvexport.unwrap_self_ue.csv.gz")
    assert capture.kind == "csv-zones"
    assert len(capture.warnings) == 1 and "self times" in capture.warnings[0]
    assert load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz").warnings == ()


def test_gpu_zones():
    capture = load(CSVEXPORT / "synth_ks.csvexport.gpu_g.csv")
    gpu = capture.gpu_zones
    rows = [r.split(",") for r in _rows(CSVEXPORT / "synth_ks.csvexport.gpu_g.csv")]
    assert sorted(zip(gpu["start_ns"].tolist(), (gpu["end_ns"] - gpu["start_ns"]).tolist(),
                      gpu["name"].astype(str).tolist())) == \
        sorted((int(r[2]), int(r[3]), r[0]) for r in rows)
    assert capture.gpu_contexts.loc[0, "name"] == "gpu"
    assert (gpu["context"] == 0).all()
    # gpu_child zones run inside a dispatch zone
    children = gpu[gpu["name"] == "gpu_child"]
    assert (children["depth"] == 1).all() and (children["parent"] >= 0).all()
    assert set(gpu.loc[children["parent"], "name"].astype(str)) <= {"gpu_dispatch_a", "gpu_dispatch_b"}


def test_messages(tmp_path):
    capture = load(CSVEXPORT / "synth_ks.csvexport.messages_m.csv")
    rows = _rows(CSVEXPORT / "synth_ks.csvexport.messages_m.csv")
    assert capture.messages["text"].tolist() == [r.rsplit(",", 1)[0] for r in rows]
    assert capture.messages["time_ns"].tolist() == [int(r.rsplit(",", 1)[1]) for r in rows]
    path = tmp_path / "m.csv"
    path.write_text("MessageName,total_ns\nhello, world,5\ntwo\nlines,7\n")
    messages = read_csv(path).messages
    assert messages["text"].tolist() == ["hello, world", "two\nlines"]
    assert messages["time_ns"].tolist() == [5, 7]


def _with_name(tmp_path, source, old, new, sep=","):
    text = _text(source)
    assert old in text
    path = tmp_path / "renamed.csv"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_name_containing_the_separator_is_recovered(tmp_path):
    source = CSVEXPORT / "synth_ks.csvexport.default.csv"
    path = _with_name(tmp_path, source, "locked_region,", "locked<int, float>,region,")
    original = read_csv(source).aggregates
    renamed = read_csv(path).aggregates
    assert renamed["name"].tolist() == [n.replace("locked_region", "locked<int, float>,region")
                                        for n in original["name"]]
    pd.testing.assert_frame_equal(renamed.drop(columns="name"), original.drop(columns="name"))


def test_name_with_separator_in_zone_rows_keeps_order_and_numbers(tmp_path):
    source = CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv"
    path = _with_name(tmp_path, source, "inner,ks.cpp", "inner;a,b;c,ks.cpp")
    original = read_csv(source).zones
    renamed = read_csv(path).zones
    assert set(renamed["name"].astype(str)) == \
        set(original["name"].astype(str).replace("inner", "inner;a,b;c"))
    pd.testing.assert_frame_equal(renamed.drop(columns=["name", "srcloc"]),
                                  original.drop(columns=["name", "srcloc"]))
    path = _with_name(tmp_path, CSVEXPORT / "synth_ks.csvexport.gpu_g.csv",
                      "gpu_child,", "gpu,child,")
    assert "gpu,child" in set(read_csv(path).gpu_zones["name"].astype(str))


def test_separator_in_the_first_row(tmp_path):
    """pandas takes a first row with one empty field too many for a trailing
    separator; the reader must not."""
    source = CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv"
    path = _with_name(tmp_path, source, "with_callstack,ks.cpp", "with<a, b>,ks.cpp")
    assert all(row.startswith("with<a, b>,") for row in _rows(path)[:3])
    zones = read_csv(path).zones
    original = read_csv(source).zones
    assert (zones["name"].astype(str) == "with<a, b>").sum() == \
        (original["name"].astype(str) == "with_callstack").sum() > 1
    pd.testing.assert_frame_equal(zones.drop(columns=["name", "srcloc"]),
                                  original.drop(columns=["name", "srcloc"]))


def test_input_is_not_modified(tmp_path):
    path = tmp_path / "copy.csv"
    data = (CSVEXPORT / "synth_ks.csvexport.unwrap_u.csv").read_bytes()
    path.write_bytes(data)
    read_csv(path)
    assert path.read_bytes() == data


def test_blank_lines_are_skipped_and_line_numbers_kept(tmp_path):
    path = tmp_path / "blank.csv"
    path.write_text(UNWRAP + "\na,f.c,1,100,50,1,\n\nb,f.c,2,120,10,1,\n\n\n")
    zones = read_csv(path).zones
    assert zones["name"].astype(str).tolist() == ["a", "b"]
    assert zones["parent"].tolist() == [-1, 0]
    path.write_text(UNWRAP + "\na,f.c,1,100,50,1,\nb,f.c,x,120,10,1,\n")
    with pytest.raises(TracyFormatError, match=r"blank.csv:4: src_line"):
        read_csv(path)


def test_crlf_lines(tmp_path):
    path = tmp_path / "crlf.csv"
    path.write_bytes((CSVEXPORT / "synth_ks.csvexport.default.csv").read_bytes().replace(b"\n", b"\r\n"))
    pd.testing.assert_frame_equal(read_csv(path).aggregates,
                                  read_csv(CSVEXPORT / "synth_ks.csvexport.default.csv").aggregates)


HEADER = "name,src_file,src_line,total_ns,total_perc,counts,mean_ns,min_ns,max_ns,std_ns\n"
ROW = "inner,ks.cpp,85,990937,0.398380,5,198187,100197,584486,215959.937770\n"
UNWRAP = "name,src_file,src_line,ns_since_start,exec_time_ns,thread,value\n"


@pytest.mark.parametrize("content, where", [
    (b"", "empty"),
    (b"\n\n", "empty"),
    (b"hello world\nthis is text\n", ":1:"),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary"),
    (b"name,src_file,src_line,total\n1,2,3,4\n", ":1:"),
    ((HEADER + ROW + ROW.replace("990937", "99x")).encode(), ":3:"),
    ((HEADER + ROW + "inner,ks.cpp,85,990937\n").encode(), ":3:"),
    ((HEADER + ROW.replace("5,198187", "5.5,198187")).encode(), ":2:"),
    ((HEADER + ROW * 3 + ROW.replace("215959.937770", "")).encode(), ":5:"),
    ((UNWRAP + "a,f.c,1,100,50,1,\n" + "a,f.c,1,abc,50,1,\n").encode(), ":3:"),
    ((UNWRAP + "a,f.c,1,100,50,,\n").encode(), ":2:"),
    (b"MessageName,total_ns\nhello,12\nno time here\n", ":3:"),
])
def test_bad_input_raises_one_line(tmp_path, content, where):
    path = tmp_path / "bad.csv"
    path.write_bytes(content)
    with pytest.raises(TracyFormatError) as info:
        read_csv(path)
    message = str(info.value)
    assert "\n" not in message
    assert str(path) in message and where in message


def test_bad_gzip(tmp_path):
    path = tmp_path / "bad.csv.gz"
    path.write_bytes(gzip.compress(HEADER.encode() + ROW.encode())[:-12])
    with pytest.raises(TracyFormatError) as info:
        read_csv(path, opener=gzip.open)
    assert str(path) in str(info.value) and "\n" not in str(info.value)


def test_missing_file(tmp_path):
    with pytest.raises(TracyFormatError, match="no such file"):
        read_csv(tmp_path / "nope.csv")


# -- every Tracy release's csvexport ------------------------------------------------------

VERSIONS = SHARED / "versions"
RELEASES = ["v0.10", "v0.13.1"]


def _release(version: str, form: str):
    return VERSIONS / version / f"test-{version}.{form}"


def _zone_rows(capture, labels: bool = False) -> list[tuple]:
    """(thread, start, end, name) of every zone, sorted."""
    z = capture.zones
    if labels:  # as csvexport prints them: zones that ended, named by source location
        z = z[(z["end_ns"] >= 0) & (z["end_ns"] > z["start_ns"])]
        names = capture.srclocs.reindex(z["srcloc"])["label"].tolist()
    else:
        names = z["name"].astype(str).tolist()
    return sorted(zip(z["thread"].tolist(), z["start_ns"].tolist(), z["end_ns"].tolist(), names))


@pytest.mark.parametrize("version", RELEASES)
def test_every_release_file_loads(version):
    """The small files of each release, read as a user would, against their own rows."""
    for form, kind in [("csv", "csv-aggregate"), ("e.csv", "csv-aggregate"),
                       ("m.csv", "csv-messages"), ("u.first2000.csv.gz", "csv-zones")]:
        path = _release(version, form)
        capture = load(path)
        rows = [r.split(",") for r in _rows(path)]
        assert capture.kind == kind, form
        if kind == "csv-aggregate":
            agg = capture.aggregates
            assert sorted(zip(agg["name"], agg["counts"].tolist(), agg["total_ns"].tolist())) == \
                sorted((r[0], int(r[5]), int(r[3])) for r in rows)
        elif kind == "csv-messages":
            assert capture.messages["time_ns"].tolist() == [int(r[-1]) for r in rows]
        else:
            assert len(rows) == 2000 and capture.warnings == ()
            assert _zone_rows(capture) == sorted(
                (int(r[5]), int(r[3]), int(r[3]) + int(r[4]), r[0]) for r in rows)
    if version == "v0.13.1":
        assert load(_release(version, "g.csv")).gpu_zones.empty


def test_release_header_columns():
    """0.10's -u has no value column, 0.13.1's value holds zone text."""
    assert _text(_release("v0.10", "u.first2000.csv.gz")).split("\n")[0] == \
        "name,src_file,src_line,ns_since_start,exec_time_ns,thread"
    text = _text(_release("v0.13.1", "u.first2000.csv.gz"))
    assert text.split("\n")[0].endswith(",thread,value") and ",Fibonacci (15)\n" in text


def test_text_value_holding_the_separator(tmp_path):
    """Since 0.13 -u's last column is zone text, which may hold the separator."""
    source = _release("v0.13.1", "u.first2000.csv.gz")
    path = tmp_path / "value.csv"
    path.write_text(_text(source).replace(",Fibonacci (15)\n", ",Fibonacci, (15), 1,2\n"))
    assert _zone_rows(read_csv(path)) == _zone_rows(load(source))


def test_tracy_0_9_unwrap_without_thread_column(tmp_path):
    """No 0.9 capture is shipped: its -u form (no thread column) is made from
    0.10's by dropping that column. Every zone lands on one thread, with a warning."""
    source = _release("v0.10", "u.first2000.csv.gz")
    path = tmp_path / "v0.9.u.csv"
    path.write_text("".join(line.rsplit(",", 1)[0] + "\n" for line in _text(source).splitlines()))
    assert path.read_text().split("\n")[0] == "name,src_file,src_line,ns_since_start,exec_time_ns"
    capture = read_csv(path)
    assert len(capture.warnings) == 1 and "no thread column" in capture.warnings[0]
    assert capture.zones["thread"].eq(0).all() and list(capture.threads.index) == [0]
    assert sorted(r[1:] for r in _zone_rows(capture)) == sorted(r[1:] for r in _zone_rows(load(source)))


def test_tracy_0_9_aggregate_nan_std(tmp_path):
    """0.9 prints -nan as std_ns for a zone called once; made here from 0.10's file."""
    source = _release("v0.10", "csv")
    text = _text(source)
    once = "static_init_test_t,test/test.cpp,16,10,0.000002,1,10,10,10,"
    assert once + "0.000000\n" in text
    path = tmp_path / "v0.9.csv"
    path.write_text(text.replace(once + "0.000000\n", once + "-nan\n"))
    got, want = read_csv(path).aggregates, read_csv(source).aggregates
    nan = got["std_ns"].isna()
    assert got.loc[nan, "name"].tolist() == ["static_init_test_t"]
    pd.testing.assert_frame_equal(got[~nan], want[~nan])


@functools.cache
def _release_capture(version: str):
    return load(_release(version, "tracy"))


@pytest.mark.slow
@pytest.mark.needs_shared
@pytest.mark.parametrize("version", RELEASES)
def test_release_unwrap_and_messages_match_the_tracy_capture(version):
    """The release's whole -u, -m (and -g) outputs read by the CSV importer equal
    what the .tracy reader reads from the capture they were exported from."""
    tracy = _release_capture(version)
    unwrap = load(_release(version, "u.csv.gz"))
    assert _zone_rows(unwrap) == _zone_rows(tracy, labels=True)
    assert len(unwrap.zones) > 500_000
    assert unwrap.threads.index.tolist() == sorted(set(tracy.zones["thread"].tolist()))
    messages = load(_release(version, "m.csv")).messages
    pd.testing.assert_series_equal(messages["text"], tracy.messages["text"], check_names=False)
    assert messages["time_ns"].tolist() == tracy.messages["time_ns"].tolist()
    if version == "v0.13.1":  # -g exists since 0.11; this capture has no GPU zones
        assert load(_release(version, "g.csv")).gpu_zones.empty and tracy.gpu_zones.empty


@pytest.mark.needs_shared
@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("form", ["csv", "e.csv"])
def test_release_aggregates_match_the_tracy_capture(version, form):
    """The default (total) and -e (self time) forms: counts, totals and extremes
    per source location, summed here from the capture's zones and their children."""
    tracy = _release_capture(version)
    z = tracy.zones
    time = (z["end_ns"] - z["start_ns"]).to_numpy()
    ended = (z["end_ns"].to_numpy() >= 0) & (time > 0)  # what csvexport counts
    if form == "e.csv":
        parent = z["parent"].to_numpy()
        child = ended & (parent >= 0)
        children = np.zeros(len(z), np.int64)
        np.add.at(children, parent[child], time[child])
        time = time - children
    s = tracy.srclocs.reindex(z["srcloc"])
    frame = pd.DataFrame({"name": s["label"].to_numpy(), "line": s["line"].to_numpy(), "time": time})
    expected = frame[ended].groupby(["name", "line"])["time"].agg(["count", "sum", "min", "max"])
    agg = load(_release(version, form)).aggregates.set_index(["name", "src_line"]).sort_index()
    assert agg[["counts", "total_ns", "min_ns", "max_ns"]].to_numpy().tolist() == \
        expected.sort_index().to_numpy().tolist()


# -- numbers csvexport never prints ---------------------------------------------------------

ZONE = "a,f.c,1,100,50,1,\n"


@pytest.mark.parametrize("content, message", [
    (UNWRAP + ZONE + "b,f.c,1,inf,50,1,\n", ":3: ns_since_start is not finite: 'inf'"),
    (UNWRAP + ZONE + "b,f.c,1,-inf,50,1,\n", ":3: ns_since_start is not finite: '-inf'"),
    (UNWRAP + ZONE + "b,f.c,1,1e400,50,1,\n", ":3: ns_since_start is not finite"),
    (UNWRAP + "b,f.c,1,18446744073709551615,50,1,\n" + ZONE,
     ":2: ns_since_start is out of range: '18446744073709551615'"),
    (UNWRAP + ZONE + "b,f.c,1,100000000000000000000000,50,1,\n", ":3: ns_since_start is out of range"),
    (UNWRAP + ZONE + "b,f.c,1,9223372036854775000,5000,1,\n", ":3: exec_time_ns ends past the largest time"),
    (UNWRAP + ZONE + "b,f.c,1,10²,50,1,\n", ":3: ns_since_start is not a number: '10²'"),
    (UNWRAP + ZONE + "b,f.c,1,١٢,50,1,\n", ":3: ns_since_start is not a number"),
    (UNWRAP + ZONE + "b,f.c,1,200,-50,1,\n", ":3: exec_time_ns is negative: '-50'"),
    (UNWRAP + ZONE + "b,f.c,1,200,50,4294967296,\n", ":3: thread is out of range"),
    (UNWRAP + ZONE + "b<x, y>,f.c,1,200,50.5,1,\n", ":3: exec_time_ns is not an integer: '50.5' (8 fields"),
    (HEADER + ROW.replace("990937", "inf"), ":2: total_ns is not finite: 'inf'"),
    (HEADER + ROW + ROW.replace("0.398380", "nan"), ":3: total_perc is not a number: 'nan'"),
    (HEADER + ROW.replace(",5,", ",-5,"), ":2: counts is negative: '-5'"),
    (HEADER + ROW.replace("215959.937770", "inf"), ":2: std_ns is not finite"),
    (HEADER + (ROW.strip() + ",7\n") * 2, ":2: total_ns is not an integer: '0.398380' (11 fields for 10 columns)"),
    ("name,src_file,Time from start of program,GPU execution time\ng,f,100,-3\n",
     ":2: GPU execution time is negative"),
    ("MessageName,total_ns\nhello,1\nbig,9223372036854775808\n", ":3: total_ns is out of range"),
    ("MessageName,total_ns\nhello,1\nsquare,1²\n", ":3: message row does not end with ',' and a time"),
])
def test_numbers_csvexport_never_prints(tmp_path, content, message):
    path = tmp_path / "bad.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(TracyFormatError) as info:
        read_csv(path)
    assert str(info.value).startswith(str(path) + message.split(" ")[0]), str(info.value)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_every_row_with_one_field_too_many(tmp_path):
    """-u's last column is text: an extra field is part of it, in every row."""
    path = tmp_path / "extra.csv"
    path.write_text(UNWRAP + "a,f.c,1,100,50,1,,x\nb,f.c,2,120,10,1,,y\n")
    zones = read_csv(path).zones
    assert zones["name"].astype(str).tolist() == ["a", "b"]
    assert zones["start_ns"].tolist() == [100, 120] and zones["parent"].tolist() == [-1, 0]


def test_accepted_number_forms(tmp_path):
    """Documented: a whole number in float notation, and -nan as std_ns, are read."""
    path = tmp_path / "ok.csv"
    path.write_text(UNWRAP + "a,f.c,1,1e3,50,1,\n")
    assert read_csv(path).zones["start_ns"].tolist() == [1000]
    path.write_text(HEADER + ROW.replace("215959.937770", "-nan"))
    assert np.isnan(read_csv(path).aggregates["std_ns"][0])


def test_junk_lines_are_skipped_where_they_stand(tmp_path):
    path = tmp_path / "junk.csv"
    path.write_text(UNWRAP + ",,,,,,\n \n" + ZONE + "\t\n,,\n\n" + "b,f.c,1,120,10,1,\n" + "c,f.c,x,1,1,1,\n")
    with pytest.raises(TracyFormatError, match=r"junk.csv:9: src_line is not a number"):
        read_csv(path)


@pytest.mark.parametrize("limit, message", [
    ({"max_lines": 1000}, "more than 1,000 lines"),
    ({"max_bytes": 20_000}, "more than 20,000 bytes of text"),
])
def test_limits(tmp_path, limit, message):
    path = tmp_path / "long.csv"
    path.write_text(UNWRAP + ZONE * 3000)
    assert len(read_csv(path).zones) == 3000
    with pytest.raises(TracyFormatError, match=message):
        read_csv(path, **limit)


def test_nothing_but_blank_lines(tmp_path):
    path = tmp_path / "blank.csv"
    path.write_text("\n" * 3000)
    with pytest.raises(TracyFormatError, match="blank.csv: empty file"):
        read_csv(path)
    with pytest.raises(TracyFormatError, match="blank.csv: more than 1,000 lines"):
        read_csv(path, max_lines=1000)


def test_binary_data_past_the_first_chunk(tmp_path):
    path = tmp_path / "early.csv"
    path.write_bytes((UNWRAP + ZONE).encode() + b"a,f.c,\x00")
    with pytest.raises(TracyFormatError, match=r"early.csv:3: binary data"):
        read_csv(path)
    path = tmp_path / "late.csv"
    path.write_bytes((UNWRAP + ZONE * 30_000).encode() + b"a,f.c,\x00")
    with pytest.raises(TracyFormatError, match=r"late.csv:30002: binary data"):
        read_csv(path)


def test_split_rows_keep_big_integers_exact(tmp_path):
    """2^53 + 1 ns (104 days) in a row split because its name holds the separator."""
    path = tmp_path / "big.csv"
    path.write_text(UNWRAP + "a,f.c,1,9007199254740993,50,1,\nb<x, y>,f.c,1,9007199254741001,10,1,\n")
    zones = read_csv(path).zones
    assert zones["start_ns"].tolist() == [9007199254740993, 9007199254741001]
    assert zones["end_ns"].tolist() == [9007199254741043, 9007199254741011]
