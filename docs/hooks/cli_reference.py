"""MkDocs hook: the command-line reference, generated from the parser.

``reference/cli.md`` holds the marker ``<!-- cli-reference -->``; at build
time it is replaced by one section per command and sub-command that
``tracy_diff.cli.build_parser()`` registers (walked recursively), each with
its usage line and a table of its arguments. A command added to the registry
appears here with no edit to the docs.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from typing import Any

MARKER = "<!-- cli-reference -->"
PAGE = "reference/cli.md"


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    if page.file.src_uri != PAGE:
        return markdown
    return markdown.replace(MARKER, render())


def render() -> str:
    """The reference as Markdown, every command and sub-command in registry order."""
    from tracy_diff.cli import build_parser

    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "78"  # argparse wraps the usage line to the terminal's width
    try:
        return "\n".join(_section(path, parser, about) for path, parser, about in _walk(build_parser()))
    finally:  # the caller's environment as it was (tests render this page in-process)
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


def _walk(parser: argparse.ArgumentParser, path: tuple[str, ...] = (), about: str = "",
          ) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser, str]]:
    yield path, parser, about
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            for name, sub in action.choices.items():
                yield from _walk(sub, (*path, name), helps.get(name, ""))


def _section(path: tuple[str, ...], parser: argparse.ArgumentParser, about: str) -> str:
    title = " ".join(("tracy-diff", *path))
    level = "#" * min(2 + len(path), 4)
    lines = [f"{level} `{title}`", ""]
    text = parser.description or about
    if text:
        lines += [_escape(text), ""]
    lines += ["```text", parser.format_usage().strip(), "```", ""]
    rows = [_row(a) for a in parser._actions if not isinstance(a, argparse._HelpAction)]
    rows = [r for r in rows if r]
    if rows:
        lines += ["| argument | meaning | default |", "| --- | --- | --- |", *rows, ""]
    return "\n".join(lines)


def _row(action: argparse.Action) -> str | None:
    if isinstance(action, argparse._SubParsersAction):
        names = ", ".join(f"`{n}`" for n in action.choices)
        return f"| `{action.dest}` | the sub-command: one of {names} (below) | |"
    if action.help == argparse.SUPPRESS:
        return None
    return f"| {_names(action)} | {_escape(_help(action))} | {_default(action)} |"


def _names(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"`{action.metavar or action.dest}`"
    takes = action.nargs != 0
    value = ""
    if takes:
        if action.choices is not None:
            value = " {" + ",".join(str(c) for c in action.choices) + "}"
        else:
            metavar = action.metavar or action.dest.upper()
            value = f" {metavar}" + (" ..." if action.nargs in ("+", "*") else "")
    return ", ".join(f"`{flag}{value}`" for flag in action.option_strings)


def _help(action: argparse.Action) -> str:
    text = action.help or ""
    if action.required and action.option_strings:
        text = f"{text} (required)" if text else "required"
    if not action.option_strings and action.nargs in ("*", "?"):
        text = f"{text} (optional)" if text else "optional"
    return text % {"default": action.default, "prog": "tracy-diff"} if "%(" in text else text


def _default(action: argparse.Action) -> str:
    default = action.default
    said = "default" in (action.help or "")  # the help gives it already
    if said or action.nargs == 0 or default is None or default == argparse.SUPPRESS or default == []:
        return ""
    return f"`{default}`"


def _escape(text: str) -> str:
    """``text`` as one Markdown table cell or paragraph."""
    return " ".join(text.split()).replace("|", "\\|").replace("<", "&lt;")
