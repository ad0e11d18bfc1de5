"""What the browser sends, checked before a callback uses it.

A callback request can hold anything (a stale page, a hand-made request):
each function returns the value in the shape the callbacks expect, or a
neutral one (None, the default) when it is not, so the callback answers
with no update or a message, never an exception.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, SupportsFloat, SupportsIndex

from ..choice import Choice

#: Plot widths outside this range are not a window's (and would cost memory).
MIN_WIDTH, MAX_WIDTH = 200, 4000


class Align(Choice):
    """Where the timelines' x = 0 lies."""

    DISPATCH = "dispatch"  # the selected row's call
    ITERATION = "iteration"  # the iteration's start
    RELATIVE = "relative"  # the iteration's start, x in percent of the iteration


class Axes(Choice):
    """How the two timelines' x ranges relate."""

    SHARED = "shared"  # both timelines on one x range
    OWN = "own"  # each side fills its plot


@dataclass(frozen=True)
class TimelineOptions:
    """How the timelines are drawn; the defaults: aligned on each chosen
    iteration's start (so a zoom keeps both sides filled; ``call`` counts
    from 0 when aligned on the selected row), one shared x range, enclosing
    zones folded, host lanes shown."""

    align: Align = Align.ITERATION
    call: int = 0
    enclosing: bool = False
    host: bool = True
    axes: Axes = Axes.SHARED

    def __post_init__(self) -> None:
        object.__setattr__(self, "align", Align(self.align))
        object.__setattr__(self, "axes", Axes(self.axes))

    @classmethod
    def of(cls, value: Any) -> TimelineOptions:
        """Options from their dict form (the ``tl-range`` store); defaults for what is malformed."""
        d = mapping(value)
        call = as_int(d.get("call"))
        return cls(align=Align(d["align"]) if d.get("align") in Align.values() else cls.align,
                   call=call if call is not None and 0 <= call < 10**6 else cls.call,
                   enclosing=d.get("enclosing") is True, host=d.get("host", True) is not False,
                   axes=Axes(d["axes"]) if d.get("axes") in Axes.values() else cls.axes)

    def control_values(self) -> dict[str, Any]:
        """The timeline controls set to these options, by output name."""
        return {"tl-align.value": self.align, "tl-call.value": self.call + 1,
                "tl-show.value": [k for k in ("enclosing", "host") if getattr(self, k)],
                "tl-axes.value": self.axes}

    def query(self) -> dict[str, str]:
        return {"align": self.align, "call": str(self.call + 1), "axes": self.axes,
                "show": ",".join(k for k in ("enclosing", "host") if getattr(self, k))}
#: Times further than this from an iteration's start (ms, about 30 years) are not a zoom.
MAX_MS = 1e12


def as_float(value: object) -> float | None:
    """``float(value)``, or None where that fails (not a number, its text or a bool)."""
    if not isinstance(value, (str, bytes, bytearray, SupportsFloat, SupportsIndex)):
        return None
    try:
        return float(value)
    except (TypeError, ValueError, OverflowError):
        return None


def as_int(value: object) -> int | None:
    """``value`` as an int (from an int, a float or their text); None if it is not one."""
    number = None if isinstance(value, bool) else as_float(value)
    if number is None or not math.isfinite(number) or abs(number) > 2**53:
        return None
    return int(number)


def pair(current: object) -> dict[str, Any] | None:
    """The ``current`` store ({baseline, candidate: ``side``s, token: str}) or None."""
    if not isinstance(current, dict) or not isinstance(current.get("token"), str):
        return None
    if side(current.get("baseline")) is None or side(current.get("candidate")) is None:
        return None
    return current


def side(value: object) -> list[str] | None:
    """A side as the pickers hold it: a list of capture keys (one key alone
    is a list of one); None when it is empty or not made of strings."""
    keys = [value] if isinstance(value, str) else value
    if not isinstance(keys, (list, tuple)) or not keys or not all(isinstance(k, str) and k for k in keys):
        return None
    return list(keys)


def selection(selected: object) -> dict[str, Any] | None:
    """The ``selected`` store ({row: int or None, token: str, ...}) or None."""
    if not isinstance(selected, dict) or not isinstance(selected.get("token"), str):
        return None
    row = selected.get("row")
    if row is not None and as_int(row) is None:
        return None
    return {**selected, "row": None if row is None else as_int(row)}


def mapping(value: object) -> dict[str, Any]:
    """``value`` if it is a dict, else an empty one."""
    return value if isinstance(value, dict) else {}


def width(value: object, default: int) -> int:
    """A plot width in pixels within [MIN_WIDTH, MAX_WIDTH]; ``default`` if none is given."""
    n = as_int(value)
    return default if n is None else min(max(n, MIN_WIDTH), MAX_WIDTH)


def zoom_range(value: object) -> list[float] | None:
    """A zoom request's range ([ms, ms]) or None (a reset, or malformed)."""
    return finite_pair(value.get("range") if isinstance(value, dict) else None, MAX_MS)


def timeline_state(value: object) -> dict[str, Any]:
    """The ``tl-range`` store, its range ([ns, ns]) None unless two finite numbers."""
    state = mapping(value)
    return {**state, "range": finite_pair(state.get("range"), MAX_MS * 1e6)}


def finite_pair(value: object, limit: float) -> list[float] | None:
    """``value`` as two numbers within +-``limit``, or None."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    try:
        a, b = (float(v) for v in value)
    except (TypeError, ValueError, OverflowError):
        return None
    return [a, b] if abs(a) <= limit and abs(b) <= limit else None


def clicked_row(cell: object, bar: object, zone: object, trigger: str, key: object = None) -> int | None:
    """The Diff row named by a table cell, a top-delta bar, a timeline zone
    click or a key press (j/k)."""
    if trigger == "grid":
        return as_int(mapping(cell).get("rowId"))
    if trigger == "deltas":
        points = mapping(bar).get("points")
        first = points[0] if isinstance(points, list) and points else None
        return as_int(mapping(first).get("customdata"))
    if trigger == "tl-click":
        return as_int(mapping(zone).get("row"))
    if trigger == "key-select":
        return as_int(mapping(key).get("row"))
    return None


def timeline_options(align: object, call: object, show: object, axes: object = None) -> TimelineOptions:
    """The timeline controls as options; anything malformed falls back to the default."""
    options = TimelineOptions()
    changes: dict[str, Any] = {}
    if align in Align.values():
        changes["align"] = Align(align)
    k = as_int(call)
    if k is not None and 1 <= k <= 10**6:
        changes["call"] = k - 1
    if isinstance(show, list):
        changes["enclosing"] = "enclosing" in show
        changes["host"] = "host" in show
    if axes in Axes.values():
        changes["axes"] = Axes(axes)
    return dataclasses.replace(options, **changes)


def url_view(query: Mapping[str, object]) -> dict[str, Any]:
    """A view named in the page's address (``?b=&c=&row=&ib=&ic=&align=
    &call=&show=&axes=&x0=&x1=``, as the page writes it; ``b`` and ``c`` once
    per capture of the side, each a capture's link name, see
    ``Store.link_name``; ``row`` a row's link name, see
    ``Comparison.row_link``): each side's link names (a list), row,
    iterations, timeline options and zoom range; what is missing or
    malformed is left out."""
    def one(key: str) -> object:
        value = query.get(key)
        return value[0] if isinstance(value, list) and value else value

    view: dict[str, Any] = {}
    for key, name in (("b", "baseline"), ("c", "candidate")):
        values = query.get(key)
        values = values if isinstance(values, list) else [values]
        names = [v for v in values if isinstance(v, str) and 0 < len(v) <= 500]
        if names and len(names) <= 64:
            view[name] = names
    row = one("row")
    if isinstance(row, str) and row[:2] in ("b:", "c:") and len(row) <= 4000:
        view["row"] = row
    for key, name in (("ib", "iter-baseline"), ("ic", "iter-candidate")):
        if as_int(one(key)) is not None:
            view[name] = as_int(one(key))
    show = one("show")
    view["options"] = timeline_options(one("align"), one("call") or 1,
                                       show.split(",") if isinstance(show, str) else None, one("axes"))
    rng = finite_pair([one("x0"), one("x1")], MAX_MS) if one("x0") is not None else None
    if rng and rng[0] < rng[1]:
        view["range"] = rng
    return view
