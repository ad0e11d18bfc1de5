"""The one duration formatter, and the other number formats of reports.

Every renderer (terminal, Markdown, the UI in Python, and the table's
JavaScript in ``ui/assets/dashAgGridFunctions.js``) shows numbers with these
rules; ``tests/report/format_vectors.json`` holds the cases both must agree on.

Durations: three significant digits without trailing zeros in s, ms or µs
(``1.2 ms``, ``45.6 µs``, ``312 ms``), whole nanoseconds below a
microsecond, ``0 ms`` for zero, ``-`` before negative values and ``+``
before positive ones when signed, ``-`` alone when missing.
"""

from __future__ import annotations

import math

MISSING = "-"
_UNITS = ((1000.0, "s", 1e-3), (1.0, "ms", 1.0), (1e-3, "µs", 1e3), (0.0, "ns", 1e6))


def format_ms(ms: float | None, signed: bool = False) -> str:
    """A duration given in milliseconds (see the module doc)."""
    if ms is None or not math.isfinite(ms):
        return MISSING
    if ms == 0:
        return "0 ms"
    sign = "-" if ms < 0 else "+" if signed else ""
    a = abs(ms)
    k = next(k for k, (low, _, _) in enumerate(_UNITS) if a >= low or k == len(_UNITS) - 1)
    text = _three(a * _UNITS[k][2], k == len(_UNITS) - 1)
    if float(text) >= 1000 and k > 0:  # 999.7 µs rounds to 1 ms
        k -= 1
        text = _three(a * _UNITS[k][2], False)
    return f"{sign}{text} {_UNITS[k][1]}"


def _three(value: float, whole: bool) -> str:
    """``value`` with three significant digits, trailing zeros dropped;
    whole numbers from 100 up, and always when ``whole``."""
    return f"{value:.0f}" if whole or value >= 100 else f"{value:.3g}"


def format_delta(ms: float | None) -> str:
    """A signed duration: ``+4.54 ms``."""
    return format_ms(ms, signed=True)


def format_ratio(ratio: float | None) -> str:
    """``4.54x``, ``42.4x``, ``312x``."""
    if ratio is None or not math.isfinite(ratio):
        return MISSING
    return f"{ratio:.2f}x" if ratio < 10 else f"{ratio:.1f}x" if ratio < 100 else f"{ratio:.0f}x"


def format_p(p: float | None) -> str:
    """A p- or q-value, two significant digits; ``<1e-4`` below that."""
    if p is None or not math.isfinite(p):
        return MISSING
    return f"{p:.2g}" if p >= 1e-4 else "<1e-4"


def format_change(pct: float | None, low: float | None = None, high: float | None = None) -> str:
    """A relative change with its interval: ``+3.2% [-0.2%, +6.6%]``; without
    an interval ``+3.2%``; ``-`` when missing. Three significant digits up to
    100%, whole percent above."""
    if pct is None or not math.isfinite(pct):
        return MISSING
    text = _pct(pct)
    if low is not None and high is not None and math.isfinite(low) and math.isfinite(high):
        text += f" [{_pct(low)}, {_pct(high)}]"
    return text


def _pct(v: float) -> str:
    return f"{v:+.1f}%" if abs(v) < 100 else f"{v:+.0f}%"
