"""csvexport CSV importer: every reference file, separators, broken rows, bad input."""

import gzip

import numpy as np
import pandas as pd
import pytest

from tests.paths import CSVEXPORT, SHARED
from tracy_diff import load
from tracy_diff.io.csv_reader import nest, read_csv
from tracy_diff.errors import TracyFormatError


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
    "unwrap_plot_up": "csv-zones", "unwrap_tab_filter_dispatch": "csv-zones",
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
            "%f" % row["total_perc"], str(row["counts"]), "%f" % row["std_ns"]] == \
        [first[0], first[1], first[2], first[3], first[4], first[5], first[9]]


def test_semicolon_file_equals_comma_file():
    comma = load(CSVEXPORT / "mm.csvexport.default.csv").aggregates
    semicolon = load(CSVEXPORT / "mm.csvexport.sep_semicolon.csv").aggregates
    pd.testing.assert_frame_equal(comma, semicolon)


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


def test_plot_rows_are_not_zones():
    plain = load(CSVEXPORT / "mm.csvexport.unwrap_u.csv.gz")
    with_plots = load(CSVEXPORT / "mm.csvexport.unwrap_plot_up.csv.gz")
    pd.testing.assert_frame_equal(plain.zones, with_plots.zones)


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
