"""The ``.tracy`` format's constants: version gates, record layouts, limits
(format notes §3, §5, §9)."""

from __future__ import annotations

import struct
from collections.abc import Callable

import numpy as np

Progress = Callable[[int, int], None]


def version(major: int, minor: int, patch: int) -> int:
    """Tracy's ``FileVersion``: one integer that orders versions."""
    return (major << 16) | (minor << 8) | patch


OLDEST = version(0, 9, 0)
NEWEST = version(0, 14, 255)  # any 0.14.x

#: ``cpuArch`` of the capture metadata (§5.3).
CPU_ARCHES = ("unknown", "x86", "x64", "arm32", "arm64")
GPU_CONTEXT_TYPES = ("Invalid", "OpenGL", "Vulkan", "OpenCL", "Direct3D 12", "Direct3D 11",
                     "Metal", "Custom", "CUDA", "Rocprof")

U8, U32, U64 = (struct.Struct(f) for f in ("<B", "<I", "<Q"))
METADATA = struct.Struct("<qdqQQqBI12s")

# StringRef (format notes §3): u64 value + flags (bit 0 index, bit 1 active).
SRCLOC = [("name", "<u8"), ("name_flags", "u1"), ("function", "<u8"), ("function_flags", "u1"),
          ("file", "<u8"), ("file_flags", "u1"), ("line", "<u4"), ("color", "<u4")]
STATIC_SRCLOC = np.dtype([("ptr", "<u8")] + SRCLOC)
PAYLOAD_SRCLOC = np.dtype(SRCLOC)
MESSAGE = [("ptr", "<u8"), ("dtime", "<i8"), ("text", "<u8"), ("text_flags", "u1"),
           ("color", "<u4"), ("callstack", "u1", 3)]
MESSAGE_0_9 = np.dtype(MESSAGE)
MESSAGE_0_13_2 = np.dtype(MESSAGE + [("source", "u1"), ("severity", "u1")])
ZONE_EXTRA = np.dtype([("callstack", "u1", 3), ("text", "u1", 3), ("name", "u1", 3),
                       ("color", "u1", 3)])
GPU_CONTEXT = struct.Struct("<QBQfB3sQ")
#: Default limits of ``read_tracy``: far past any capture this machine could hold.
MAX_PAYLOAD_BYTES = 1 << 40
MAX_ZONES = 1 << 34
