"""One dispatch function's MLIR text -> its op census, normalized text, fingerprint.

Contract:

* ``census(text)`` -> ``Census``: every operation of the function counted by
  its ``dialect.op`` name, at any nesting (``ops``); ``math.*``, ``arith.*``
  and ``tensor.extract``/``tensor.insert`` also by type (``typed``, e.g.
  ``"arith.extf : f16 to f32"``, ``"tensor.extract : f16"``); each op that
  holds a region (``linalg.generic``, ``iree_linalg_ext.attention``,
  ``scf.for``...) as a ``Region`` with the ops of its body; the tensor types
  the function mentions (``shapes``). The ``func.func`` line itself and
  terminators (``*.yield``, ``*.return``, ``return``) are not counted.
* Robust to SSA names, ``loc(...)`` and attribute order: only op names and
  types are read. Works line by line on MLIR as ``iree-compile`` prints it
  (one op per line, regions opened by a ``{`` at the end of the op's line);
  an op that spans several lines is counted once.
* ``normalize(text, name)``: the function with locations stripped, SSA
  values and blocks renumbered in order of appearance, its own symbol
  replaced by ``@dispatch`` and the common indentation removed: the text
  two builds can be diffed on.
* ``fingerprint(census)``: a short hex digest of the census without
  constants and assumptions, plus the tensor shapes; equal for the same
  kernel under another name or ordinal.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass

# One match per line that starts with an op (after its results, if any) or
# with a closing brace: (closing brace, op name, rest of the line). Other
# lines (block labels, comments, continuation lines of a wrapped op) hold no op.
_LINE = re.compile(r'^[ \t]*(?:(\})|(?:%[\w$.\-]+(?::\d+)?(?:[ \t]*,[ \t]*%[\w$.\-]+(?::\d+)?)*[ \t]*=[ \t]*)?'
                   r'"?([A-Za-z_][\w$]*(?:\.[\w$]+)+)"?)([^\n]*)', re.MULTILINE)
_ELEMENT = re.compile(r"tensor<(?:[^<>]*x)?([^<>x,]+)[,>]")
# tensor types, not the dispatch.tensor<readonly:tensor<...>> around them
_TENSOR = re.compile(r"tensor<(?![a-z]+:)[^<>]*(?:<[^<>]*>[^<>]*)*>")
_LOC = re.compile(r"\s*\bloc\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")
_TYPED_DIALECTS = ("math.", "arith.")
_TYPED_OPS = ("tensor.extract", "tensor.insert")
_TERMINATORS = (".yield", ".return")
#: left out of fingerprints: they differ between builds of the same kernel
_NOT_FINGERPRINTED = ("arith.constant", "util.assume.int", "arith.index_castui", "arith.index_cast")


@dataclass(frozen=True)
class Region:
    """An op that holds a region, with the ops of its body (nested regions' ops included)."""

    op: str
    body: tuple[tuple[str, int], ...]  # (op, count), sorted by op

    @property
    def signature(self) -> str:
        """``linalg.generic[arith.mulf x4, math.cos]``: the op and its body, for display and keys."""
        inner = ", ".join(op if n == 1 else f"{op} x{n}" for op, n in self.body)
        return f"{self.op}[{inner}]"


@dataclass(frozen=True)
class Census:
    """What one dispatch function is made of (see the module docstring)."""

    ops: Counter[str]
    typed: Counter[str]
    regions: tuple[Region, ...]
    shapes: Counter[str]

    def __add__(self, other: Census) -> Census:
        return Census(self.ops + other.ops, self.typed + other.typed,
                      self.regions + other.regions, self.shapes + other.shapes)


EMPTY = Census(Counter(), Counter(), (), Counter())


def census(text: str) -> Census:
    """Count the ops of one function's text (as ``DispatchSource.text`` gives it)."""
    ops: dict[str, int] = {}
    typed: dict[str, int] = {}
    regions: list[Region] = []
    stack: list[tuple[str | None, dict[str, int]]] = []  # open regions: (op, body counts)
    for closing, name, rest in _LINE.findall(text):
        if "loc(" in rest:
            rest = _LOC.sub("", rest)
        if name == "func.func" or name.endswith(_TERMINATORS):
            name = ""
        elif name:
            ops[name] = ops.get(name, 0) + 1
            if stack:
                body = stack[-1][1]
                body[name] = body.get(name, 0) + 1
            if name.startswith(_TYPED_DIALECTS) or name in _TYPED_OPS:
                key = f"{name} : {_type_of(name, rest)}"
                typed[key] = typed.get(key, 0) + 1
        depth = rest.count("{") - rest.count("}") - (1 if closing else 0)
        if depth > 0:
            stack.append((name or None, {}))
        elif depth < 0 and stack:
            _close_region(stack, regions)
    return Census(Counter(ops), Counter(typed), tuple(regions), Counter(_TENSOR.findall(text)))


def _close_region(stack: list[tuple[str | None, dict[str, int]]], regions: list[Region]) -> None:
    op, body = stack.pop()
    if op is not None:
        regions.append(Region(op, tuple(sorted(body.items()))))
    if stack:
        outer = stack[-1][1]
        for k, n in body.items():
            outer[k] = outer.get(k, 0) + n


def _type_of(op: str, rest: str) -> str:
    """The type after the last colon of an op's line; a tensor's element type for tensor ops."""
    if ":" not in rest:
        return "?"
    t = rest.rpartition(":")[2].strip()
    if op in _TYPED_OPS:
        e = _ELEMENT.search(t)
        return e.group(1) if e else t
    return t


_SSA = re.compile(r"%[\w$.\-]+")
_BLOCK = re.compile(r"\^[\w$.\-]+")


def normalize(text: str, name: str | None = None, anonymous: bool = False) -> list[str]:
    """The function's lines with locations stripped, values renumbered,
    its own name (``name``) as ``@dispatch`` and common indentation removed.
    ``anonymous``: every value is ``%`` and every block ``^bb``, so that a
    line is equal to the same op anywhere (to align two functions)."""
    if name:
        text = text.replace(f"@{name}(", "@dispatch(").replace(f'@"{name}"(', "@dispatch(")
    text = _LOC.sub("", text)
    if anonymous:
        text = _BLOCK.sub("^bb", _SSA.sub("%", text))
    else:
        values: dict[str, str] = {}
        blocks: dict[str, str] = {}
        text = _SSA.sub(lambda m: values.setdefault(m.group(), f"%{len(values)}"), text)
        text = _BLOCK.sub(lambda m: blocks.setdefault(m.group(), f"^bb{len(blocks)}"), text)
    lines = [ln.rstrip() for ln in text.splitlines()]
    indents = [len(ln) - len(ln.lstrip()) for ln in lines if ln.strip()]
    cut = min(indents, default=0)
    return [ln[cut:] for ln in lines]


def fingerprint(c: Census) -> str:
    """16 hex digits that stay the same for the same kernel under another name."""
    ops = sorted((op, n) for op, n in c.ops.items() if op not in _NOT_FINGERPRINTED)
    regions = sorted(r.signature for r in c.regions)
    shapes = sorted(c.shapes)
    blob = json.dumps([ops, regions, shapes], separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]
