#!/usr/bin/env python3
"""Record a real series of nightly builds for the history (issue 23).

The sample attention block of ``sample_captures/make_captures.py`` (IREE
3.13, llvm-cpu, ``local-task``), captured under Tracy over ``--builds``
builds (default 20) of ``--runs`` runs each (default 2):

=============  ===========================================================
builds 1-7     ``baseline``: the same code, so only the machine's noise
builds 8-11    ``shifted``: the baseline plus one small dispatch in front
               (a table squared in its own ``flow.dispatch.region``), so
               every dispatch's ordinal moves; the kernels are identical
               (a rename only)
builds 12-15   ``shifted_fused_qk``: RoPE of q and k fused into attention
               (the regression), still behind the extra dispatch
builds 16-20   ``shifted_fused_q``: only q's RoPE fused (a partial fix)
=============  ===========================================================

A build of the same code reuses its compiled module (a build is a
capture session here, not a compile). Each stretch of builds of one
variant is captured while holding ``/tmp/tracy-capture.lock`` (released
between stretches) at raised priority (``nice -15`` when allowed); each run
first waits a little for idle CPUs and is taken again (``--tries``) when
other processes used more than 15% of the CPUs during it, keeping the least
disturbed (``make_captures.least_disturbed``). Output:
``OUT/bNN_runK.tracy`` with each module's dumped sources beside
(``bNN_runK.sources/``), ``OUT/index.csv`` (``path,build,variant,date,
other_load``: the file ``history add STORE --index`` reads; date is the
build's start; other_load the share of the CPUs other processes used
during the run) and ``OUT/series.json`` (the plan: which build is which
variant, and where the changes are).

``--only FIRST-LAST`` records only those builds (of the whole plan) and
merges their rows into an ``index.csv`` already there, so a long series can
be recorded in stretches, each under a machine-wide lock of its own
(``flock -x /tmp/td-cpu.lock python bench/record_history_series.py OUT --only 1-7``).

    python bench/record_history_series.py bench/out/history_series [--builds 20 --runs 2 --iterations 8] [--only 1-7]
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import datetime
import fcntl
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

_REPO = Path(__file__).resolve().parent.parent
if str(_REPO / "sample_captures") not in sys.path:
    sys.path.insert(0, str(_REPO / "sample_captures"))

import make_captures as mc  # noqa: E402  (sample_captures/make_captures.py)

LOCK = "/tmp/tracy-capture.lock"
#: (variant, base module of make_captures, extra dispatch in front) in series order.
VARIANTS = {"baseline": ("baseline", False), "shifted": ("baseline", True),
            "shifted_fused_qk": ("rope_fused_qk", True), "shifted_fused_q": ("rope_fused_q", True)}


def plan(builds: int) -> list[str]:
    """The variant of each build: 35% baseline, 20% shifted, 20% fused_qk, the rest fused_q."""
    cuts = [round(builds * f) for f in (0.35, 0.55, 0.75)]
    return ["baseline" if b < cuts[0] else "shifted" if b < cuts[1] else "shifted_fused_qk" if b < cuts[2]
            else "shifted_fused_q" for b in range(builds)]


def shifted_mlir(text: str, table: str, shape: tuple[int, ...]) -> str:
    """``text`` with ``%table`` squared in a dispatch of its own before anything reads it."""
    t = "tensor<" + "x".join(map(str, shape)) + "xf32>"
    dims = ", ".join(f"d{i}" for i in range(len(shape)))
    ident = f"affine_map<({dims}) -> ({dims})>"
    par = ", ".join(['"parallel"'] * len(shape))
    pattern = re.compile(rf"^(  %{table}) = (torch_c\.to_builtin_tensor .*)$", re.M)
    if not pattern.search(text):
        raise RuntimeError(f"no %{table} input in the module")
    region = (f"  %{table}_in = \\2\n"
              f"  %{table}_e = tensor.empty() : {t}\n"
              f"  %{table} = flow.dispatch.region -> ({t}) {{\n"
              f"    %sq = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [{par}]}} "
              f"ins(%{table}_in : {t}) outs(%{table}_e : {t}) {{\n"
              f"    ^bb0(%a: f32, %o: f32):\n"
              f"      %m = arith.mulf %a, %a : f32\n"
              f"      linalg.yield %m : f32\n"
              f"    }} -> {t}\n"
              f"    flow.return %sq : {t}\n"
              f"  }}")
    return pattern.sub(region, text, count=1)


def module_text(variant: str) -> tuple[str, str]:
    """(make_captures variant for the inputs, MLIR) of a series variant."""
    base, shifted = VARIANTS[variant]
    text = mc.make_mlir(base)
    if shifted:
        text = shifted_mlir(text, "cos", mc.CS) if base == "baseline" else shifted_mlir(text, "ang", mc.ANG)
    return base, text


@contextlib.contextmanager
def capture_lock():
    with open(LOCK, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--builds", type=int, default=20)
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=8, help="benchmark iterations per run (the first is warm-up)")
    ap.add_argument("--tries", type=int, default=3, help="captures per run, keeping the least disturbed")
    ap.add_argument("--idle-wait", type=float, default=5.0, help="seconds to wait for idle CPUs before a run")
    ap.add_argument("--only", metavar="FIRST-LAST", help="record only these builds (1-based) and merge them "
                    "into OUT/index.csv")
    args = ap.parse_args(argv)
    chosen = set(range(1, args.builds + 1))
    if args.only:
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", args.only)
        if not m or not 1 <= int(m.group(1)) <= int(m.group(2) or m.group(1)) <= args.builds:
            ap.error(f"--only {args.only}: expected FIRST-LAST within 1-{args.builds}")
        chosen = set(range(int(m.group(1)), int(m.group(2) or m.group(1)) + 1))
    with contextlib.suppress(PermissionError, OSError):
        os.nice(-15)
    tools = mc.find_tools()
    mc.check_host_cpu(mc.DEFAULT_TARGET_CPU)
    args.out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="history-series-"))
    variants = plan(args.builds)
    modules = {}
    for v in dict.fromkeys(v for b, v in enumerate(variants, 1) if b in chosen):
        base, text = module_text(v)
        mlir = work / f"{v}.mlir"
        mlir.write_text(text)
        info = mc.compile_module(tools, mlir, work / f"{v}.vmfb")
        modules[v] = (base, info)
        print(f"{v}: {', '.join(info['exports'])}", flush=True)
    rows = []
    stretches: list[list[int]] = []
    for b, v in enumerate(variants, 1):
        if b not in chosen:
            continue
        if stretches and variants[stretches[-1][0] - 1] == v:
            stretches[-1].append(b)
        else:
            stretches.append([b])
    try:
        for stretch in stretches:
            with capture_lock():
                for b in stretch:
                    v = variants[b - 1]
                    base, info = modules[v]
                    build = f"b{b:02d}"
                    started = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
                    for k in range(1, args.runs + 1):
                        out = args.out / f"{build}_run{k}.tracy"
                        cmd = mc.benchmark_command(tools.benchmark_tracy, work / f"{v}.vmfb", base, args.iterations)

                        def attempt(i: int, out: Path = out, cmd: list = cmd):
                            return mc.run_capture(tools, cmd, out.with_suffix(f".try{i}.tracy"))

                        run, other, _ = mc.least_disturbed(attempt, tries=args.tries, idle_wait=args.idle_wait)
                        Path(run.path).replace(out)
                        for stale in args.out.glob(f"{build}_run{k}.try*.tracy"):
                            stale.unlink()
                        sources = args.out / f"{build}_run{k}.sources"
                        shutil.rmtree(sources, ignore_errors=True)
                        shutil.copytree(info["sources_dir"], sources)
                        rows.append((out.name, build, v, started, "" if other is None else f"{other:.2f}"))
                        print(f"{build} {v} run {k}: {run.zones} zones, {run.seconds:.1f} s, other load {other}",
                              flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    index = args.out / "index.csv"
    ours = {f"b{b:02d}" for b in chosen}
    kept = []
    if args.only and index.exists():
        with open(index) as f:
            kept = [tuple(r.values()) for r in csv.DictReader(f) if r["build"] not in ours]
    rows = sorted(kept + rows, key=lambda r: (r[1], r[0]))
    with open(index, "w") as f:
        f.write("path,build,variant,date,other_load\n")
        f.writelines(f"{p},{b},{v},{d},{o}\n" for p, b, v, d, o in rows)
    plan_file = args.out / "series.json"
    exports = json.loads(plan_file.read_text()).get("exports", {}) if args.only and plan_file.exists() else {}
    changes = [{"build": f"b{b + 1:02d}", "previous_build": f"b{b:02d}", "from": variants[b - 1], "to": variants[b]}
               for b in range(1, len(variants)) if variants[b] != variants[b - 1]]
    plan_file.write_text(json.dumps(
        {"builds": [{"build": f"b{b:02d}", "variant": v} for b, v in enumerate(variants, 1)],
         "changes": changes, "runs": args.runs, "iterations": args.iterations,
         "exports": {**exports, **{v: info["exports"] for v, (_, info) in modules.items()}}}, indent=1))
    print(f"{len(rows)} captures in {args.out}; history add STORE --index {args.out / 'index.csv'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
