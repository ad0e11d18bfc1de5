#!/usr/bin/env python3
"""Can a single capture tell a loaded machine from a small, jittery model?

For every run of a calibration corpus (``sample_captures/make_corpus.py``'s
layout and ``manifest.json``, which says which runs were recorded on a loaded
machine), this prints, by model and load:

* per build, the 4 largest dispatch rows' run-to-run sd of the log mean per
  iteration over their iteration sd (the ratio one run a side must assume);
* four load signals of one capture, their percentiles over the runs: the
  total dispatch time's iteration scatter (sd of logs: the rule's
  ``run_noise.load_sd``), its successive-difference scale, its von Neumann
  ratio (drift within a run) and the mean correlation of the rows' iterations.

A signal that separates quiet from loaded runs on every model could choose the
ratio; one whose quiet and loaded ranges overlap cannot.

    python bench/bench_load_signals.py --corpus sample_captures/calibration_default
"""

from __future__ import annotations

import argparse
import json
import os
from collections import defaultdict
from pathlib import Path

import numpy as np

os.environ.setdefault("TRACY_DIFF_NOISE_CACHE", "off")

import tracy_diff  # noqa: E402


def iteration_grid(path: Path) -> tuple[list[str], np.ndarray]:
    """The dispatch rows of a capture (largest first) and their ms per kept iteration."""
    d = tracy_diff.diff(str(path), str(path)).to_dict()
    rows = [r for r in d["rows"] if r["section"] == "dispatch" and r["baseline_iteration_ms"]]
    rows.sort(key=lambda r: -r["baseline_ms_per_iter"])
    n = min(len(r["baseline_iteration_ms"]) for r in rows)
    grid = np.array([r["baseline_iteration_ms"][:n] for r in rows], float)
    keep = (grid > 0).all(axis=1)
    return [r["baseline_name"] for r, k in zip(rows, keep) if k], grid[keep]


def signals(grid: np.ndarray) -> dict[str, float]:
    """The four load signals of one capture's grid (rows x iterations)."""
    total = np.log(grid.sum(axis=0))
    logs = np.log(grid[:8])
    corr = np.corrcoef(logs)
    k = len(logs)
    return {"scatter": float(total.std(ddof=1)),
            "succ. diff": float(np.median(np.abs(np.diff(total))) / 0.9539 / np.sqrt(2)),
            "von Neumann": float(np.mean(np.diff(total) ** 2) / (2 * total.var(ddof=1))),
            "row corr.": float((corr.sum() - k) / (k * (k - 1))) if k > 1 else float("nan")}


def ratios(grids: list[tuple[list[str], np.ndarray]]) -> list[float]:
    """The 4 largest rows' run sd over iteration sd, over the runs ``grids`` of one build."""
    means: dict[str, list[float]] = defaultdict(list)
    sds: dict[str, list[float]] = defaultdict(list)
    for names, grid in grids:
        for name, row in zip(names, grid):
            means[name].append(float(np.log(row.mean())))
            sds[name].append(float(np.log(row).std(ddof=1)))
    top = [n for n in grids[0][0][:4] if len(means[n]) >= 3]
    return [float(np.std(means[n], ddof=1) / np.sqrt(np.mean(np.square(sds[n])))) for n in top]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=Path("sample_captures/calibration_default"))
    args = ap.parse_args()
    runs = json.loads((args.corpus / "manifest.json").read_text())["runs"]
    by_build: dict[tuple[str, str, bool], list] = defaultdict(list)
    sig: dict[tuple[str, bool], list[dict[str, float]]] = defaultdict(list)
    for r in runs:
        if r.get("hog"):
            continue
        g = iteration_grid(args.corpus / r["file"])
        by_build[(r["model"], r["build"], r["loaded"])].append(g)
        sig[(r["model"], r["loaded"])].append(signals(g[1]))
    print("run sd / iteration sd of the 4 largest rows (runs without the hog)")
    for (_model, build, loaded), grids in sorted(by_build.items()):
        rs = ratios(grids)
        if rs:
            print(f"  {build:18s} {'loaded' if loaded else 'quiet ':6s} {len(grids):2d} runs  "
                  f"{min(rs):.2f}-{max(rs):.2f} (median {np.median(rs):.2f})")
    print("load signals, percentiles 10/50/90 over runs")
    for (model, loaded), s in sorted(sig.items()):
        cells = "  ".join(f"{k} {np.nanpercentile([x[k] for x in s], 10):.3f}/"
                          f"{np.nanpercentile([x[k] for x in s], 50):.3f}/{np.nanpercentile([x[k] for x in s], 90):.3f}"
                          for k in s[0])
        print(f"  {model:8s} {'loaded' if loaded else 'quiet ':6s} {len(s):2d} runs  {cells}")


if __name__ == "__main__":
    main()
