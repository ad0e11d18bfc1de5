#!/usr/bin/env python3
"""tracy-diff's dashboard from a checkout: ``python app.py [BASELINE CANDIDATE]``,
``python app.py --baseline A1 A2 ... --candidate B1 B2 ...``, ``python app.py
--history STORE``; the same as ``tracy-diff ui ...`` (``tracy_diff.commands.ui``),
which an installed package has. With no captures it opens the sample pair
(sample_captures/baseline.tracy vs sample_captures/rope_fused_qk.tracy)."""

from __future__ import annotations

import sys

from tracy_diff.commands.ui import build_parser, main

__all__ = ["build_parser", "main"]

if __name__ == "__main__":
    sys.exit(main())
