#!/usr/bin/env python3
"""Record the default-scheduled calibration corpus (issue 30, item 7).

Three models (the decoder of ``decoder_model.py``; a small conv net and a
batch-matmul MLP stack of ``corpus_models.py``), several builds each (a real
codegen or fusion change, and an A/A build across renames: one op added at
the start, every later ordinal +1), compiled by IREE 3.13 for the CPU with
its **default** scheduling (no ``--iree-stream-partitioning-favor``:
independent dispatches run concurrently on the ``local-task`` workers) and
recorded run after run with the builds interleaved in time (A B C A B C
...).  Some rounds run beside a deliberate CPU hog (a busy Python loop per
CPU, ``--hog-runs``); every run records the share of the CPUs other
processes used meanwhile.

Layout (``--out-dir``, default ``/work/corpus``)::

    manifest.json                      every build and run, written as it goes
    <model>/<build>.tracy              run 1; <build>_run<k>.tracy run k
    <model>/<build>.sources/           executable sources (IR), beside run 1
    <model>/mlir/<build>.mlir          what was compiled
    <model>/truth.json                 the compiler's ground truth: each
                                       build's dispatch calls with their
                                       source ops, and every build vs the
                                       first (pairs, added, removed, fused_into)

``--compact DEST`` copies a compact version (the captures, the sources
dumps, the MLIR, the truth and the manifest) to DEST (for
``sample_captures/calibration_default/``; ``--compact-quiet N``: only N
quiet runs a build); ``--readme`` rewrites the generated parts of the
README (the builds table, which runs are quiet and which loaded) from the
manifest; ``--runs``/``--iterations``/``--models`` size a smaller corpus,
``--first-run`` adds rounds to a recorded one.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
import corpus_models as cm  # noqa: E402
import decoder_model as dm  # noqa: E402
import make_captures as mc  # noqa: E402

from tracy_diff.record.compile import compile_module  # noqa: E402
from tracy_diff.record.plan import alternating, capture_name  # noqa: E402
from tracy_diff.record.runner import run_capture  # noqa: E402
from tracy_diff.record.tools import find_tools  # noqa: E402

BASE_FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
              f"--iree-llvmcpu-target-cpu={mc.DEFAULT_TARGET_CPU}"]
ITERATIONS = 15
RUNS = 10
HOG_RUNS = (4, 7)


def builds() -> dict[str, dict[str, dict]]:
    """model -> build -> {mlir, flags, changed, function, inputs}; the first build of a model is its base."""
    dec = {v: {"mlir": dm.decoder_mlir(v), "flags": list(dm.DECODER_FLAGS[v]), "changed": dm.NOTES[v]}
           for v in ("decoder", "decoder_rope_fused_q", "decoder_shifted")}
    dec["decoder_notiling"] = {"mlir": dm.decoder_mlir("decoder"), "flags": [],
                               "changed": "decoder with data tiling off (no pack/mmt4d/unpack: plain matmuls)"}
    dec_inputs = [f.removeprefix("--input=") for f in dm.input_flags()]
    out: dict[str, dict[str, dict]] = {"decoder": {n: {**b, "function": "forward_bs1", "inputs": dec_inputs}
                                                   for n, b in dec.items()}}
    for model, table in cm.BUILDS.items():
        out[model] = {n: {"mlir": make(), "flags": list(flags), "changed": what, "function": cm.FUNCTION,
                          "inputs": [f.removeprefix("--input=") for f in cm.input_flags(model)]}
                      for n, (make, flags, what) in table.items()}
    return out


def write_json(path: Path, doc: dict) -> None:
    """Replace ``path`` atomically (readers see the old or the new file, never half)."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(doc, indent=1) + "\n")
    os.replace(tmp, path)


def prepare_model(tools, model: str, table: dict[str, dict], mdir: Path, work: Path, log=print) -> dict:
    """Compile every build of ``model`` (sources beside run 1), write the
    MLIR and the ground truth; returns the manifest's build entries."""
    (mdir / "mlir").mkdir(parents=True, exist_ok=True)
    entries, programs = {}, {}
    for name, b in table.items():
        mlir = mdir / "mlir" / f"{name}.mlir"
        mlir.write_text(b["mlir"])
        flags = [*BASE_FLAGS, *b["flags"]]
        log(f"{model}/{name}: compile")
        done = compile_module(tools.compile, mlir, work / f"{name}.vmfb", flags, dumps=("sources",),
                              dump_dirs={"sources": mdir / f"{name}.sources"})
        if name in dm.DECODER_VARIANTS:
            dm.check_module(name, {"sources_dir": str(mdir / f"{name}.sources"), "exports": done.exports})
        programs[name] = dm.program_calls(tools.compile, flags, mlir, work / f"{name}.flow", log=log)
        entries[name] = {"model": model, "vmfb": str(done.vmfb), "iree_flags": flags,
                         "compile_command": "iree-compile " + " ".join(flags) + f" mlir/{name}.mlir -o {name}.vmfb",
                         "scheduling": "default", "changed": b["changed"], "function": b["function"],
                         "inputs": b["inputs"], "exports": done.exports,
                         "calls_per_iteration": len(programs[name])}
    write_truth(mdir, programs, {n: b["mlir"] for n, b in table.items()}, entries)
    return entries


def write_truth(mdir: Path, programs: dict[str, list], sources: dict[str, str], entries: dict[str, dict]) -> None:
    """Write ``<model>/truth.json``: every build against the model's first
    (``sources``: each build's MLIR), and each build entry's
    ``truth_vs_base`` summary."""
    base = next(iter(programs))
    locs = {n: dm.source_locations(text) for n, text in sources.items()}
    pairs = {f"{base}..{n}": dm.ground_truth(programs[base], programs[n], locs[base], locs[n])
             for n in programs if n != base}
    write_json(mdir / "truth.json", {
        "about": "Made by sample_captures/make_corpus.py: each build's dispatch calls in program order with the "
                 "source ops they compute (name locations kept by iree-compile, flow phase), and each build "
                 "against the model's first build (decoder_model.ground_truth).",
        "base": base, "programs": programs, "pairs": pairs})
    for n in programs:
        if n != base:
            t = pairs[f"{base}..{n}"]
            entries[n]["truth_vs_base"] = {"base": base, "added": t["added"], "removed": t["removed"],
                                           "fused_into": t["fused_into"]}


def refresh_truth(out: Path) -> None:
    """Rewrite every model's truth.json and the manifest's summaries from the
    recorded programs and MLIR (after a change to the ground-truth rules)."""
    mpath = out / "manifest.json"
    manifest = json.loads(mpath.read_text())
    for mdir in sorted(p for p in out.iterdir() if (p / "truth.json").is_file()):
        programs = json.loads((mdir / "truth.json").read_text())["programs"]
        sources = {n: (mdir / "mlir" / f"{n}.mlir").read_text() for n in programs}
        entries = {n: manifest["builds"][f"{mdir.name}/{n}"] for n in programs}
        write_truth(mdir, programs, sources, entries)
    write_json(mpath, manifest)


class Hog:
    """Busy Python loops, one per CPU, while the block runs (a deliberately loaded machine)."""

    def __init__(self, on: bool) -> None:
        self.on, self.procs = on, []

    def __enter__(self) -> Hog:
        if self.on:
            self.procs = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                          for _ in range(os.cpu_count() or 1)]
            time.sleep(0.5)
        return self

    def __exit__(self, *exc) -> None:
        for p in self.procs:
            p.kill()
            p.wait()


def record_run(tools, entry: dict, path: Path, iterations: int, work: Path) -> dict:
    """One capture; returns its manifest entry (timings, load, checks)."""
    bench_json = work / "bench.json"
    prog = [tools.benchmark_tracy, f"--module={entry['vmfb']}", f"--function={entry['function']}",
            "--device=local-task", *(f"--input={i}" for i in entry["inputs"]),
            f"--benchmark_min_time={iterations}x", f"--benchmark_out={bench_json}", "--benchmark_out_format=json"]
    t0 = datetime.datetime.now(datetime.timezone.utc)
    with mc.OtherLoad() as load:
        run = run_capture(tools.capture, prog, path, timeout=900, cwd=work)
    frames, gaps = mc.iteration_frames(path)
    if frames != iterations:
        raise RuntimeError(f"{path.name}: {frames} Iteration frames, expected {iterations}")
    mc.check_dispatch_exports(path, entry["exports"], log=lambda m: None)
    bench = mc.parse_benchmark_json(bench_json)
    return {"time": t0.strftime("%Y-%m-%dT%H:%M:%SZ"), "bytes": path.stat().st_size, "zones": run.zones,
            "iterations": iterations, "other_cpu_load": load.fraction, "load_avg": bench["load_avg"],
            "ms_per_iteration": bench["rows"][0]["real_ms"],
            "iteration_frame_median_ms": sorted(gaps)[len(gaps) // 2] if gaps else None,
            "program_command": " ".join(["iree-benchmark-module", *prog[1:-2]]).replace(str(work) + "/", "")}


def record(out: Path, models: list[str], runs: int, hog_runs: tuple[int, ...], iterations: int,
           first_run: int = 1, log=print) -> None:
    """Record runs ``first_run``..``runs`` of every build of ``models`` into
    ``out``, rewriting ``manifest.json`` after each capture (runs before
    ``first_run`` already recorded are kept)."""
    tools = find_tools()
    table = builds()
    out.mkdir(parents=True, exist_ok=True)
    mpath = out / "manifest.json"
    manifest = json.loads(mpath.read_text()) if mpath.exists() else {}
    manifest.update({"about": __doc__.split("\n\n")[0], "iree": {"compiler": tools.compiler_version,
                     "runtime": tools.runtime_version}, "scheduling": "default (no --iree-stream-partitioning-favor)",
                     "device": "local-task (workers: one per CPU)", "host": {"cpus": os.cpu_count()},
                     "hog": "a busy Python loop per CPU during the runs marked hog: true"})
    manifest.setdefault("builds", {})
    manifest.setdefault("runs", [])
    work = Path(tempfile.mkdtemp(prefix="tracy-diff-corpus-"))
    dm.write_inputs(work)
    try:
        for model in models:
            mdir = out / model
            entries = prepare_model(tools, model, table[model], mdir, work, log)
            manifest["builds"].update({f"{model}/{n}": {k: v for k, v in e.items() if k != "vmfb"}
                                       for n, e in entries.items()})
            manifest["runs"] = [r for r in manifest["runs"] if r["model"] != model or r["run"] < first_run]
            write_json(mpath, manifest)
            names = list(entries)
            for run, b in alternating(len(names), first_run, runs):
                name = names[b]
                path = mdir / capture_name(name, run)
                with Hog(run in hog_runs):
                    info = record_run(tools, entries[name], path, iterations, work)
                manifest["runs"].append({"model": model, "build": name, "run": run,
                                         "file": f"{model}/{path.name}", "hog": run in hog_runs,
                                         "loaded": run in hog_runs or (info["other_cpu_load"] or 0) > 0.1,
                                         "sources": f"{model}/{name}.sources", **info})
                write_json(mpath, manifest)
                log(f"  {model}/{path.name}: {info['ms_per_iteration']:.1f} ms/iteration, other load "
                    f"{info['other_cpu_load']}, hog {run in hog_runs}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if (out / "README.md").is_file():
        update_readme(out / "README.md", manifest)


README_BEGIN = "<!-- BEGIN GENERATED by make_corpus.py -->"
README_END = "<!-- END GENERATED -->"
#: The README's second generated part: which runs are quiet and which loaded.
LOAD_BEGIN = "<!-- BEGIN GENERATED load by make_corpus.py -->"


def _median(values: list[float]) -> float | None:
    import statistics

    return statistics.median(values) if values else None


def _ms(values: list[float]) -> str:
    m = _median(values)
    return f"{m:.0f}" if m is not None else "-"


def _share(values: list[float]) -> str:
    m = _median(values)
    return f"{m:.0%}" if m is not None else "-"


def render_builds(manifest: dict) -> str:
    """The README's table of builds, from the manifest."""
    o = ["| build | what changed | flags beyond the CPU target | exports / calls per iteration | runs: quiet / "
         "loaded (hog) | median ms/iteration: quiet / loaded without / with the hog | median other load: quiet / "
         "loaded | added / removed / fused_into (truth vs the model's first build) |\n"
         "| --- | --- | --- | ---: | ---: | ---: | ---: | --- |\n"]
    for key, b in manifest["builds"].items():
        runs = [r for r in manifest["runs"] if f"{r['model']}/{r['build']}" == key]
        quiet = [r for r in runs if not r["loaded"]]
        loaded = [r for r in runs if r["loaded"]]
        hog = [r for r in loaded if r["hog"]]
        t = b.get("truth_vs_base")
        flags = " ".join(f"`{f}`" for f in b["iree_flags"][len(BASE_FLAGS):]) or "-"

        def ms(rs: list[dict]) -> str:
            return _ms([r["ms_per_iteration"] for r in rs])

        def load(rs: list[dict]) -> str:
            return _share([r["other_cpu_load"] for r in rs if r["other_cpu_load"] is not None])

        o.append(f"| `{key}` | {b['changed']} | {flags} | {len(b['exports'])} / {b['calls_per_iteration']} | "
                 f"{len(quiet)} / {len(loaded)} ({len(hog)}) | {ms(quiet)} / {ms([r for r in loaded if not r['hog']])}"
                 f" / {ms(hog)} | {load(quiet)} / {load(loaded)} | "
                 + (f"{len(t['added'])} / {len(t['removed'])} / {len(t['fused_into'])}" if t else "(base)") + " |\n")
    return "".join(o)


def _spans(numbers: list[int]) -> str:
    """1, 2, 3, 5 -> "1-3, 5"."""
    out: list[list[int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return ", ".join(f"{a}-{b}" if b > a else f"{a}" for a, b in out)


def render_load(manifest: dict) -> str:
    """The README's account of which runs are quiet and which loaded, from the manifest."""
    runs = manifest["runs"]
    o = []
    for loaded, what in ((False, "a quiet machine"), (True, "a loaded machine")):
        part = [r for r in runs if r["loaded"] == loaded]
        if not part:
            continue
        load = sorted(r["other_cpu_load"] for r in part if r["other_cpu_load"] is not None)
        times = sorted(r["time"] for r in part)
        hog = sorted({r["run"] for r in part if r["hog"]})
        decoder = [r["ms_per_iteration"] for r in part if r["model"] == "decoder" and not r["hog"]]
        start = times[0][:16].replace("T", " ")
        line = (f"* Runs {_spans([r['run'] for r in part])} ({len(part)} captures, {start} to "
                f"{times[-1][11:16]} UTC) ran on {what}: `\"loaded\": {str(loaded).lower()}`; other processes used "
                f"a median {_share(load)} of the CPUs (at most {load[-1]:.0%})" if load else "")
        if hog:
            line += (f"; rounds {_spans(hog)} beside a deliberate CPU hog (a busy Python loop per CPU, "
                     f"`\"hog\": true`)")
        if decoder:
            line += f"; the decoder's median {_ms(decoder)} ms per iteration" + (" without the hog" if hog else "")
        o.append(line + ".\n")
    o.append("\nA run is marked loaded when it ran beside the hog or other processes used more than 10% of "
             "the CPUs during it (`other_cpu_load`, from `/proc/stat` less the capture's own processes).\n")
    return "".join(o)


def update_readme(readme: Path, manifest: dict) -> None:
    """Rewrite the generated parts of ``readme`` (between the markers)."""
    text = readme.read_text()
    for begin, render in ((README_BEGIN, render_builds), (LOAD_BEGIN, render_load)):
        if begin not in text:
            continue
        head, rest = text.split(begin, 1)
        tail = rest.split(README_END, 1)[1] if README_END in rest else ""
        text = head + begin + "\n" + render(manifest) + README_END + tail
    readme.write_text(text)


def select_runs(dest: Path, quiet: int) -> None:
    """Keep in ``dest`` every loaded run and the first ``quiet`` quiet runs of each build (the manifest too)."""
    mpath = dest / "manifest.json"
    manifest = json.loads(mpath.read_text())
    kept, seen = [], dict.fromkeys(manifest["builds"], 0)
    for r in sorted(manifest["runs"], key=lambda r: (r["model"], r["build"], r["run"])):
        key = f"{r['model']}/{r['build']}"
        if not r["loaded"]:
            seen[key] += 1
            if seen[key] > quiet:
                (dest / r["file"]).unlink(missing_ok=True)
                continue
        kept.append(r)
    order = {id(r): i for i, r in enumerate(manifest["runs"])}
    manifest["runs"] = sorted(kept, key=lambda r: order[id(r)])
    write_json(mpath, manifest)


def compact(src: Path, dest: Path, quiet: int | None = None) -> None:
    """Copy the corpus without what tracy-diff does not read (temporary files); ``quiet`` given, only
    that many quiet runs of each build (``select_runs``)."""
    readme = (dest / "README.md").read_text() if (dest / "README.md").is_file() else None
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(src, dest, ignore=shutil.ignore_patterns("*.tmp", "*.partial", "*.vmfb"))
    if quiet is not None:
        select_runs(dest, quiet)
    if readme is not None:   # the folder's own description outlives a refresh
        (dest / "README.md").write_text(readme)
        update_readme(dest / "README.md", json.loads((dest / "manifest.json").read_text()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", type=Path, default=Path("/work/corpus"))
    ap.add_argument("--models", nargs="+", default=["decoder", "convnet", "mlp"],
                    choices=["decoder", "convnet", "mlp"])
    ap.add_argument("--runs", type=int, default=RUNS, help="the last run to record (default %(default)s)")
    ap.add_argument("--first-run", type=int, default=1,
                    help="the first run to record; earlier runs already in --out-dir are kept (default 1)")
    ap.add_argument("--hog-runs", type=int, nargs="*", default=list(HOG_RUNS), metavar="K",
                    help="rounds recorded beside a busy loop per CPU (default %(default)s)")
    ap.add_argument("--iterations", type=int, default=ITERATIONS)
    ap.add_argument("--truth", action="store_true", help="only rewrite the ground truth from the recorded programs")
    ap.add_argument("--compact", type=Path, metavar="DEST", help="copy the recorded corpus to DEST and exit")
    ap.add_argument("--compact-quiet", type=int, metavar="N",
                    help="with --compact: only the first N quiet runs of each build (every loaded run is kept)")
    ap.add_argument("--readme", action="store_true", help="only rewrite the generated parts of --out-dir's README")
    args = ap.parse_args(argv)
    if args.truth:
        refresh_truth(args.out_dir)
        return 0
    if args.compact:
        compact(args.out_dir, args.compact, args.compact_quiet)
        return 0
    if args.readme:
        update_readme(args.out_dir / "README.md", json.loads((args.out_dir / "manifest.json").read_text()))
        return 0
    record(args.out_dir, args.models, args.runs, tuple(args.hog_runs), args.iterations, args.first_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
