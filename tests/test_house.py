"""The house rules the package's source is held to, read from its syntax tree.

No function (or method, nested ones included) over ``LIMIT`` lines, from its ``def`` line to its
last, decorators left out. ``OVER`` lists the ones that were over when the rule came, with their
length then: each may only shrink, and once it is ``LIMIT`` lines or fewer (or gone) it must leave
the list, so the list only shrinks.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from tests.paths import ROOT

LIMIT = 60
PACKAGE = ROOT / "tracy_diff"

#: Functions over ``LIMIT`` lines when the rule came (qualified name: lines then); split them and delete
#: their line here.
OVER = {
    "tracy_diff.analysis.compare.diff": 87,
    "tracy_diff.analysis.judge.judge": 87,
    "tracy_diff.analysis.matching.pairing.match": 72,
    "tracy_diff.analysis.matching.pairing._pair_gaps": 100,
    "tracy_diff.analysis.row_figures.ExecutionTable._table": 61,
    "tracy_diff.analysis.row_figures.SideData.figures": 71,
    "tracy_diff.ui.create_app": 67,
    "tracy_diff.ui.callbacks._register_views": 67,
    "tracy_diff.ui.figures.timeline_figure": 75,
    "tracy_diff.ui.figures.distribution_figure": 65,
    "tracy_diff.ui.timeline_lod.build_tracks": 79,
    "tracy_diff.ui.views.timeline_figures": 62,
}


def _module(path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _functions(node: ast.AST, prefix: str) -> Iterator[tuple[str, int]]:
    """(qualified name, lines) of every function under ``node``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = f"{prefix}.{child.name}"
            if not isinstance(child, ast.ClassDef):
                assert child.end_lineno is not None
                yield name, child.end_lineno - child.lineno + 1
            yield from _functions(child, name)
        else:
            yield from _functions(child, prefix)


def function_lengths() -> dict[str, int]:
    """Every function of the package: qualified name -> lines."""
    out: dict[str, int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        out.update(_functions(ast.parse(path.read_text(encoding="utf-8"), str(path)), _module(path)))
    return out


def test_the_walk_sees_the_package():
    lengths = function_lengths()
    assert len(lengths) > 500
    assert lengths["tracy_diff.history.check.check"] > 10  # a function, by its qualified name
    assert "tracy_diff.history.check.Checked.verdict_text" in lengths  # a method


def test_no_new_function_over_the_limit():
    over = {name: n for name, n in function_lengths().items() if n > LIMIT and name not in OVER}
    assert over == {}, f"functions over {LIMIT} lines (split them by job): {over}"


def test_the_allowed_ones_only_shrink():
    lengths = function_lengths()
    gone = sorted(name for name in OVER if name not in lengths)
    assert gone == [], f"no longer in the package: delete them from OVER: {gone}"
    done = {name: lengths[name] for name in OVER if lengths[name] <= LIMIT}
    assert done == {}, f"now within {LIMIT} lines: delete them from OVER: {done}"
    grown = {name: (OVER[name], lengths[name]) for name in OVER if lengths[name] > OVER[name]}
    assert grown == {}, f"grew (listed, now): split them instead: {grown}"
