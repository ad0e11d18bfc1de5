#!/usr/bin/env python3
"""Random variants of the sample decoder, compiled and captured with IREE, with ground truth.

    python bench/make_variants.py --out DIR [--pairs 20] [--seed 2] [--iterations 6]

Makes ``--pairs`` (baseline, candidate) pairs of the Llama-style decoder of
``sample_captures/decoder_model.py``. A baseline is a random build (2 to 4
layers, data tiling on or off, IREE's default scheduling or serialized
with ``--iree-stream-partitioning-favor=debug``); its candidate changes one
or two things at random:

* ``add op`` / ``remove op``: an extra op (a gather that rolls the hidden
  state by one token, its own dispatch, location ``L<k>/extra``) before a
  random layer, or before the first (every later ordinal +1);
* ``layers``: one layer more or fewer;
* ``horizontal``: horizontal contraction fusion on or off;
* ``aggressive``: aggressive fusion on or off;
* ``tiling``: data tiling on or off;
* ``rope``: the RoPE of q (then q and k) fused into attention;
* ``scheduling``: default or serialized.

Each build is compiled once by iree-compile (PyPI ``iree-base-compiler``,
executable sources dumped beside its capture as ``<build>.sources/``),
captured once by the Tracy-enabled ``iree-benchmark-module`` on
``local-task`` with 2 workers (``make_captures.run_capture``), and compiled
again to the flow phase with locations kept for its dispatch calls and
their source ops (``decoder_model.program_calls``). Each pair's ground truth
is ``decoder_model.ground_truth``: which calls compute the same source ops
(the extra op of one build only: ``added`` or ``removed``, see ``truth``).

Out: ``DIR/<build>.tracy``, ``DIR/<build>.sources/``, ``DIR/manifest.json``
(``builds``: each build's settings, flags and calls; ``pairs``: baseline,
candidate, the changes and the truth). ``bench/bench_matching.py --variants
DIR`` scores tracy-diff on them. Builds already in DIR are kept.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "sample_captures"))

HORIZONTAL = "--iree-dispatch-creation-enable-fuse-horizontal-contractions=true"
AGGRESSIVE = "--iree-dispatch-creation-enable-aggressive-fusion=true"
SERIAL = "--iree-stream-partitioning-favor=debug"
CHANGES = ("add op", "remove op", "layers", "horizontal", "aggressive", "tiling", "rope", "scheduling")
ROPES = ("decoder", "decoder_rope_fused_q", "decoder_rope_fused_qk")


@dataclasses.dataclass(frozen=True)
class Build:
    """One build of the decoder."""

    layers: int = 4
    extra: int | None = None  # the layer the extra op runs before (None: no extra op)
    rope: int = 0  # RoPEs fused into attention: 0, 1 (q) or 2 (q and k)
    horizontal: bool = False
    aggressive: bool = False
    tiling: bool = True
    serialized: bool = False

    @property
    def name(self) -> str:
        parts = [f"L{self.layers}", f"x{self.extra}" if self.extra is not None else "",
                 f"rope{self.rope}" if self.rope else "", "hz" if self.horizontal else "",
                 "agg" if self.aggressive else "", "tile" if self.tiling else "notile",
                 "ser" if self.serialized else "dflt"]
        return "_".join(p for p in parts if p)

    def flags(self) -> list[str]:
        """iree-compile flags beyond make_captures.compile_flags() (without its scheduling flag)."""
        return ([f"--iree-global-opt-data-tiling={'true' if self.tiling else 'false'}"]
                + [HORIZONTAL] * self.horizontal + [AGGRESSIVE] * self.aggressive + [SERIAL] * self.serialized)


def decoder_mlir(build: Build) -> str:
    """The build's MLIR: the decoder of ``build.layers`` layers, its RoPE
    fusion, and the extra op before layer ``build.extra``."""
    import decoder_model as dm

    saved = dm.LAYERS
    dm.LAYERS = build.layers
    try:
        text = dm.decoder_mlir(ROPES[build.rope])
    finally:
        dm.LAYERS = saved
    return text if build.extra is None else _with_extra_op(text, build.extra)


def _with_extra_op(text: str, layer: int) -> str:
    """``text`` with the hidden state rolled by one token (a gather, its own
    dispatch) just before layer ``layer``; the layer reads the rolled state."""
    import decoder_model as dm

    marker = f"  // ---- layer {layer}\n"
    at = text.index(marker)
    x = re.search(r"ins\((%\w+) :", text[at:]).group(1)
    t = dm._t((dm.SEQ, dm.HID))
    rolled = f"%xroll{layer}"
    op = (f"  {rolled} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], "
          f"iterator_types = [\"parallel\", \"parallel\"]}} outs(%e_sh : {t}) {{\n"
          f"  ^bb0(%out: f32):\n"
          f"    %i = linalg.index 0 : index\n    %j = linalg.index 1 : index\n"
          f"    %i1 = arith.addi %i, %c1 : index\n    %n = arith.constant {dm.SEQ} : index\n"
          f"    %ir = arith.remui %i1, %n : index\n"
          f"    %e = tensor.extract {x}[%ir, %j] : {t}\n    linalg.yield %e : f32\n"
          f"  }} -> {t} loc(\"L{layer}/extra\")\n")
    rest = re.sub(re.escape(x) + r"\b", rolled, text[at:])
    return text[:at] + op + rest


def variant(base: Build, rng: random.Random, first: str | None = None) -> tuple[Build, list[str]]:
    """A candidate of ``base``: ``first`` (when given) or one change at
    random, and one time in four a second one."""
    changes: list[str] = []
    cand = base
    for k in range(2 if rng.random() < 0.25 else 1):
        options = [c for c in CHANGES if _applies(c, cand) and c not in changes]
        change = first if k == 0 and first is not None else rng.choice(options)
        cand = _apply(change, cand, rng)
        changes.append(change)
    return cand, changes


def _applies(change: str, b: Build) -> bool:
    return {"add op": b.extra is None, "remove op": b.extra is not None, "rope": b.rope < 2}.get(change, True)


def _apply(change: str, b: Build, rng: random.Random) -> Build:
    if change == "add op":
        return dataclasses.replace(b, extra=rng.randrange(b.layers))
    if change == "remove op":
        return dataclasses.replace(b, extra=None)
    if change == "layers":
        layers = b.layers + (1 if b.layers <= 2 or rng.random() < 0.5 else -1)
        extra = b.extra if b.extra is None or b.extra < layers else layers - 1
        return dataclasses.replace(b, layers=layers, extra=extra)
    if change == "rope":
        return dataclasses.replace(b, rope=b.rope + 1)
    field = {"horizontal": "horizontal", "aggressive": "aggressive", "tiling": "tiling",
             "scheduling": "serialized"}[change]
    return dataclasses.replace(b, **{field: not getattr(b, field)})


def plan(pairs: int, seed: int) -> list[tuple[Build, Build, list[str]]]:
    """``pairs`` distinct random (baseline, candidate, changes); a baseline
    serves five candidates, the first of which adds or removes the extra op."""
    rng = random.Random(seed)
    out: list[tuple[Build, Build, list[str]]] = []
    seen: set[tuple[Build, Build]] = set()
    base = Build()
    while len(out) < pairs:
        if len(out) % 5 == 0 and (not out or out[-1][0] == base):
            base = Build(layers=rng.choice((2, 3, 4)), tiling=rng.random() < 0.6,
                         serialized=rng.random() < 0.3, extra=rng.choice((None, None, 0, 1)))
            first: str | None = "remove op" if base.extra is not None else "add op"
        else:
            first = None
        cand, changes = variant(base, rng, first)
        if cand != base and (base, cand) not in seen:
            seen.add((base, cand))
            out.append((base, cand, changes))
    return out


def truth(base: list[dict], cand: list[dict]) -> dict:
    """``decoder_model.ground_truth`` of two builds' calls, with the extra op
    kept apart: a call computing only ``L<k>/extra`` ops that the other
    build has nowhere is ``added`` or ``removed`` (ground_truth's data-flow
    fallback, meant for calls whose locations IREE dropped, would link it
    to a neighbour)."""
    import decoder_model as dm

    def extra(calls: list[dict]) -> set[str]:
        return {o[0] for c in calls for o in c["ops"] if o[0].endswith("/extra")}

    def without(calls: list[dict], lone: set[str]) -> tuple[list[dict], Counter[str]]:
        keep = [i for i, c in enumerate(calls) if not {o[0] for o in c["ops"]} <= lone]
        index = {old: new for new, old in enumerate(keep)}
        kept = [{**calls[i], "reads": [index[r] for r in calls[i].get("reads", []) if r in index]} for i in keep]
        return kept, Counter(c["export"] for i, c in enumerate(calls) if i not in index)

    kept_b, gone_b = without(base, extra(base) - extra(cand))
    kept_c, gone_c = without(cand, extra(cand) - extra(base))
    out = dm.ground_truth(kept_b, kept_c)
    out["calls"] = {"baseline": dict(sorted(Counter(c["export"] for c in base).items())),
                    "candidate": dict(sorted(Counter(c["export"] for c in cand).items()))}
    for key, gone, listed in (("base_calls", gone_b, "removed"), ("cand_calls", gone_c, "added")):
        for export, n in gone.items():
            out[key].setdefault(export, []).append([[], n])
            if not any(export in p for p in out["pairs"]):
                out[listed] = sorted(set(out[listed]) | {export})
    return out


def make(build: Build, out: Path, tools, iterations: int, log=print) -> dict:
    """Compile and capture one build into ``out``; its settings, flags and calls."""
    import decoder_model as dm
    import make_captures as mc

    name = build.name
    mlir = out / "mlir" / f"{name}.mlir"
    mlir.parent.mkdir(parents=True, exist_ok=True)
    mlir.write_text(decoder_mlir(build))
    flags = [f for f in mc.compile_flags() if "partitioning-favor" not in f] + build.flags()
    vmfb = out / "vmfb" / f"{name}.vmfb"
    vmfb.parent.mkdir(exist_ok=True)
    sources = out / f"{name}.sources"
    subprocess.run([tools.compile, *flags, str(mlir), "-o", str(vmfb),
                       f"--iree-hal-dump-executable-sources-to={sources}"], check=True, capture_output=True)
    calls = dm.program_calls(tools.compile, flags, mlir, out / "work" / name, log=log)
    inputs = out / f"inputs_L{build.layers}"
    saved = dm.LAYERS
    dm.LAYERS = build.layers
    try:
        input_flags = dm.decoder_inputs(inputs) if not inputs.exists() else \
            [f"--input=@{n}.npy" for n, _, _ in dm.decoder_args()]
    finally:
        dm.LAYERS = saved
    program = [tools.benchmark_tracy, f"--module={vmfb}", "--function=forward_bs1", *mc.RUNTIME_FLAGS,
               *input_flags, f"--benchmark_min_time={iterations}x"]
    run = mc.run_capture(tools, program, out / f"{name}.tracy", cwd=inputs)
    log(f"  {name}: {len(calls)} calls per iteration, {run.zones} zones, {run.seconds} s")
    return {"settings": dataclasses.asdict(build), "flags": flags, "calls": calls, "zones": run.zones}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--pairs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=6)
    args = ap.parse_args(argv)
    import make_captures as mc

    tools = mc.find_tools()
    args.out.mkdir(parents=True, exist_ok=True)
    manifest_path = args.out / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {"builds": {}, "pairs": []}
    manifest["seed"] = args.seed
    pairs = plan(args.pairs, args.seed)
    for base, cand, _ in pairs:
        for b in (base, cand):
            if b.name not in manifest["builds"] or not (args.out / f"{b.name}.tracy").exists():
                print(f"build {b.name}", flush=True)
                manifest["builds"][b.name] = make(b, args.out, tools, args.iterations)
                manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    builds = manifest["builds"]
    manifest["pairs"] = [{"baseline": b.name, "candidate": c.name, "changes": ch,
                          "truth": truth(builds[b.name]["calls"], builds[c.name]["calls"])}
                         for b, c, ch in pairs]
    manifest_path.write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"wrote {manifest_path}: {len(pairs)} pairs, {len(builds)} builds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
