"""The docs: the generated references cover what they are generated from, and
the README stays short with every link it makes pointing at a real file.
(``mkdocs build --strict`` in .ci/run checks the site's own links.)"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
from types import ModuleType

from tests.paths import ROOT
from tracy_diff.cli import build_parser

README_LIMIT = 15 * 1024


def hook(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "docs" / "hooks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from parsers(sub, (*path, name))


def test_cli_reference_has_every_command_and_option():
    page = hook("cli_reference").render()
    found = list(parsers(build_parser()))
    assert len(found) > 5  # the commands and history's sub-commands
    for path, parser in found:
        heading = re.escape(" ".join(("tracy-diff", *path)))
        section = re.search(rf"^#+ `{heading}`\n(.*?)(?=^#+ `|\Z)", page, re.M | re.S)
        assert section, path
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            for flag in action.option_strings:
                assert f"`{flag}" in section.group(1), (path, flag)


def test_json_reference_has_every_field():
    page = hook("json_reference").render()
    schema = json.loads((ROOT / "docs" / "reference" / "report.schema.json").read_text(encoding="utf-8"))
    for name in (*schema["properties"], *schema["properties"]["rows"]["items"]["properties"]):
        assert f"| `{name}` |" in page, name
    for definition in schema["$defs"].values():
        assert all(f"`{word}`" in page for word in definition["enum"])


def test_row_columns_reference_has_every_column_of_the_contract():
    from tracy_diff.contract.columns import ROWS

    page = hook("json_reference").render_columns()
    assert [line.split("`")[1] for line in page.splitlines()[2:] if line] == [c.name for c in ROWS]
    assert all(f"| `{c.name}` | {c.dtype} |" in page and c.doc for c in ROWS)
    assert "<!-- row-columns -->" in (ROOT / "docs" / "reference" / "python.md").read_text(encoding="utf-8")


def test_readme_is_short_and_its_links_resolve():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.encode()) <= README_LIMIT
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    local = [t for t in targets if not re.match(r"[a-z]+://", t)]
    assert "docs/img/dashboard.png" in local
    assert [t for t in local if not (ROOT / t).exists()] == []


def test_readme_quick_start_is_the_one_ci_and_users_run():
    """The quick start's two commands, word for word: a fresh clone runs them
    as written (the second is .ci/run's test command)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert ("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt && .venv/bin/python -m tracy_diff "
            "sample_captures/decoder.tracy sample_captures/decoder_rope_fused_qk.tracy\n"
            ".venv/bin/python -m pytest\n") in text
    for path in ("sample_captures/decoder.tracy", "sample_captures/decoder_rope_fused_qk.tracy", "requirements.txt"):
        assert (ROOT / path).is_file()
