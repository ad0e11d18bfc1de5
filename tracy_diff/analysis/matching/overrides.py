"""User rules pairing names the matcher cannot: ``BASELINE => CANDIDATE``.

In: a file (``load_overrides``), its text (``parse_overrides``), or pairs
(``as_overrides``). Out: ``Overrides``, whose rules win over every matching
tier. Refused with a ``DiffError`` naming the file and line: a file that is
not UTF-8, a line without ``=>``, an empty side, JSON that is not a list of
string pairs, a pattern the linear-time engine cannot run.

Patterns run on RE2 (``google-re2``): matching takes time linear in the
name whatever the pattern, so a rule such as ``(.|.)*Z`` cannot hang a
diff; what RE2 lacks (backreferences, lookaround) is refused in one line.
"""

from __future__ import annotations

import functools
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Union

import re2  # type: ignore[import-untyped]  # google-re2 ships no type information

from ...errors import DiffError

_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.log_errors = False  # its errors become DiffErrors, not lines on stderr
# "$" inside a pattern can only mean IREE's "$async": it is made literal.
_DOLLAR = re.compile(r"(?<!\\)\$(?=.)")


class _Unsupported(Exception):
    """A pattern Python's ``re`` reads but RE2 cannot run (the reason)."""


@functools.lru_cache(maxsize=4096)
def _compiled(pattern: str) -> Any:  # an re2 pattern (re2 has no type information)
    """``pattern`` compiled by RE2, or None for text that is no regular
    expression at all (it then matches only itself). Raises ``_Unsupported``
    for what only a backtracking engine runs."""
    pattern = _DOLLAR.sub(r"\\$", pattern)
    try:
        return re2.compile(pattern, options=_RE2_OPTIONS)
    except re2.error as e:
        raw = e.args[0] if e.args else ""
        reason = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    try:
        re.compile(pattern)
    except re.error:
        return None
    raise _Unsupported(reason)


def _check(pattern: str, where: str) -> None:
    """Refuse a pattern RE2 cannot run, naming ``where`` it is."""
    try:
        _compiled(pattern)
    except _Unsupported as e:
        raise DiffError(f"{where}: pattern {pattern[:60]!r} cannot run in linear time ({e}): "
                        f"overrides take RE2 syntax, without backreferences or lookaround") from None


@dataclass(frozen=True)
class Rule:
    """One override: baseline names matching ``baseline`` pair with candidate
    names matching ``candidate`` (each a literal name or a regular expression
    that must match the whole name)."""

    baseline: str
    candidate: str
    line: int = 0

    def matches(self, pattern: str, name: str) -> bool:
        if name == pattern:
            return True
        try:
            compiled = _compiled(pattern)
        except _Unsupported:
            return False  # refused when the rules are read; a rule made in code matches literally
        return compiled is not None and compiled.fullmatch(name) is not None


@dataclass(frozen=True)
class Overrides:
    """User rules pairing names the tiers cannot; they win over every tier."""

    rules: tuple[Rule, ...] = ()

    def targets(self, base_names: list[str], cand_names: list[str]) -> dict[str, tuple[set[str], Rule]]:
        """Baseline name -> (candidate names it must pair with, the rule)."""
        out: dict[str, tuple[set[str], Rule]] = {}
        for rule in self.rules:
            lhs = [b for b in base_names if rule.matches(rule.baseline, b)]
            rhs = {c for c in cand_names if rule.matches(rule.candidate, c)}
            if not rhs:
                continue
            for b in lhs:
                if b not in out:
                    out[b] = (rhs, rule)
        return out


def load_overrides(path: str | os.PathLike[str]) -> Overrides:
    """Read user pairing rules from ``path``.

    Text form, one rule a line, ``#`` starts a comment::

        # BASELINE => CANDIDATE
        forward_bs1$async_dispatch_41_attention_24x4608x128xbf16_generic => forward_bs1$async_dispatch_31_.*
        .*_dispatch_\\d+_softmax_.* => .*_dispatch_\\d+_online_softmax_.*

    Each side is a literal name or a regular expression matching the whole
    name. JSON form: ``[["BASELINE", "CANDIDATE"], ...]`` or
    ``{"BASELINE": "CANDIDATE", ...}``. A rule pairs every baseline name it
    matches with every candidate name it matches (several names on a side
    make one group) and wins over every other tier.
    """
    path = os.fspath(path)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise DiffError(f"{path}: cannot read overrides: {e.strerror or e}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise DiffError(f"{path}:{line}: overrides are not UTF-8 text (byte {e.start}: "
                        f"0x{data[e.start]:02x})") from None
    return parse_overrides(text, path)


def parse_overrides(text: str, source: str = "overrides") -> Overrides:
    """Rules from the text or JSON form described in ``load_overrides``."""
    stripped = text.lstrip()
    if stripped.startswith(("[", "{")):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise DiffError(f"{source}:{e.lineno}: invalid JSON: {e.msg}") from None
        pairs = list(data.items()) if isinstance(data, dict) else data
        rules = []
        for k, pair in enumerate(pairs, 1):
            if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):
                raise DiffError(f"{source}: rule {k}: expected [BASELINE, CANDIDATE] strings")
            for side in pair:
                _check(side, f"{source}: rule {k}")
            rules.append(Rule(pair[0], pair[1], k))
        return Overrides(tuple(rules))
    rules = []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "=>" not in line:
            raise DiffError(f"{source}:{n}: expected 'BASELINE => CANDIDATE', got {line[:60]!r}")
        lhs, rhs = (part.strip() for part in line.split("=>", 1))
        if not lhs or not rhs:
            raise DiffError(f"{source}:{n}: both sides of '=>' need a name or pattern")
        for side in (lhs, rhs):
            _check(side, f"{source}:{n}")
        rules.append(Rule(lhs, rhs, n))
    return Overrides(tuple(rules))


#: What ``as_overrides`` takes: nothing, rules, a rules file, or name pairs.
OverridesLike = Union["Overrides", str, os.PathLike[str], Mapping[str, str], Iterable[tuple[str, str]], None]


def as_overrides(overrides: OverridesLike) -> Overrides | None:
    """An ``Overrides`` from None, an ``Overrides``, a path, or ``(baseline, candidate)`` pairs."""
    if overrides is None or isinstance(overrides, Overrides):
        return overrides
    if isinstance(overrides, (str, os.PathLike)):
        return load_overrides(overrides)
    pairs = overrides.items() if isinstance(overrides, dict) else overrides
    return Overrides(tuple(Rule(b, c, k) for k, (b, c) in enumerate(pairs, 1)))
