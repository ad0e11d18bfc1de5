"""The one duration formatter, and the other number formats of reports.

Every renderer (terminal, Markdown, UI) formats durations with ``format_ms``.
"""

from __future__ import annotations

def format_ms(ms: float) -> str:
    """A duration given in milliseconds, in s, ms, µs or ns, 3 significant digits."""
    if ms is None or ms != ms:
        return "-"
    a = abs(ms)
    if a >= 1000:
        return f"{ms / 1000:.3g} s" if a < 100_000 else f"{ms / 1000:.0f} s"
    if a >= 1:
        return f"{ms:.3g} ms" if a < 100 else f"{ms:.0f} ms"
    if a >= 0.001 or a == 0:
        return f"{ms * 1000:.3g} µs" if a < 0.1 else f"{ms * 1000:.0f} µs"
    return f"{ms * 1e6:.0f} ns"


def format_delta(ms: float) -> str:
    """A signed duration: ``+4.54 ms``."""
    if ms != ms:
        return "-"
    return ("+" if ms >= 0 else "-") + format_ms(abs(ms))


def format_ratio(ratio: float) -> str:
    if ratio != ratio or ratio is None:
        return "-"
    return f"{ratio:.2f}x" if ratio < 10 else f"{ratio:.0f}x"


def format_p(p: float) -> str:
    if p != p or p is None:
        return "-"
    return f"{p:.2g}" if p >= 1e-4 else "<1e-4"
