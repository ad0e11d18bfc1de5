"""Reading back what Plotly figures carry: arrays may come base64-encoded."""

from __future__ import annotations

import base64
from typing import Any

import numpy as np


def decode(spec: Any) -> np.ndarray:
    """The array a figure's ``x``/``y``/``customdata`` holds, plain or as
    Plotly's ``{"bdata", "dtype", "shape"}`` encoding."""
    if isinstance(spec, dict) and "bdata" in spec:
        arr = np.frombuffer(base64.b64decode(spec["bdata"]), dtype=np.dtype(spec["dtype"]))
        if "shape" in spec:
            arr = arr.reshape([int(x) for x in spec["shape"].split(",")])
        return arr
    return np.asarray(spec)
