"""The house rules the package's source and its tests are held to, read from their syntax trees.

No function (or method, nested ones included) over ``LIMIT`` lines, from its ``def`` line to its
last, decorators left out. ``OVER`` lists the ones that were over when the rule came, with their
length then: each may only shrink, and once it is ``LIMIT`` lines or fewer (or gone) it must leave
the list, so the list only shrinks.

No test file imports a test module (``test_*``) or a ``conftest``: what tests share lives in a
helper module (``tests/paths.py``, ``tests/browser/pages.py``, ``tests/analysis/built.py``). A test
module imported by another is collected again under the importer's names and ties the two together;
a conftest is pytest's to load. ``CONFTEST_TESTS`` names the tests of a conftest's own hooks.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from tests.paths import ROOT

LIMIT = 60
PACKAGE = ROOT / "tracy_diff"
TESTS = ROOT / "tests"
#: Test files that test a conftest's own hooks, and the conftest each may import.
CONFTEST_TESTS = {"tests/test_markers.py": "tests.conftest"}

#: Functions over ``LIMIT`` lines when the rule came (qualified name: lines then); split them and delete
#: their line here.
OVER = {
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


def imported(source: str) -> set[str]:
    """Every module (or name in one) ``source`` imports, absolute: ``from a.b import c`` gives
    ``a.b`` and ``a.b.c``."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def _test_imports(path_name: str, source: str) -> list[str]:
    """The test modules and conftests ``source`` (the file ``path_name``) imports that it may not."""
    allowed = CONFTEST_TESTS.get(path_name)
    return sorted(name for name in imported(source) if name.startswith("tests.") and name != allowed
                  and (name.rsplit(".", 1)[-1].startswith("test_") or name.rsplit(".", 1)[-1] == "conftest"))


def test_the_import_walk_sees_what_a_test_imports():
    source = "import tests.conftest as c\nfrom tests.browser.test_app import figure\nfrom tests import paths\n"
    assert {"tests.conftest", "tests.browser.test_app", "tests.browser.test_app.figure", "tests.paths"} <= \
        imported(source)
    assert _test_imports("tests/x/test_y.py", source) == ["tests.browser.test_app", "tests.conftest"]
    assert _test_imports("tests/test_markers.py", source) == ["tests.browser.test_app"]
    assert _test_imports("tests/x/test_y.py", "from tests.browser import test_app\n") == \
        ["tests.browser.test_app"]


def test_no_test_file_imports_a_test_module_or_a_conftest():
    found = {}
    for path in sorted(TESTS.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        bad = _test_imports(name, path.read_text(encoding="utf-8"))
        if bad:
            found[name] = bad
    assert found == {}, f"move what they share into a helper module: {found}"
