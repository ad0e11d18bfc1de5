"""Read a native ``.tracy`` capture into a ``CaptureColumns`` (numpy columns,
no pandas: ``load`` makes the ``Capture`` of it).

Follows the format notes (§5.1-§5.15, version gates of §9) for file
versions 0.9.0 to 0.14.x and stops after the GPU zones: plots, memory,
callstacks and the rest are never decompressed. Fixed-size tables become
numpy arrays directly; each timeline is walked once (``timeline.Walk``),
into zone columns sized from the counts the file announces (never past what
the rest of the payload could hold) and grown where a timeline holds more,
block by block as the payload decodes beside it; each timeline's bytes are
handed back as the walk leaves them behind. No Python object is made per
zone. Strings are decoded only when something refers to them.
"""

from __future__ import annotations

import os
import struct

from ..capture import CaptureColumns
from ..errors import CorruptError, TracyFormatError, TruncatedError
from . import tracy_tables
from .container import Payload
from .tracy_format import MAX_PAYLOAD_BYTES, MAX_ZONES, Progress
from .tracy_sections import Parser


def read_tracy(path: str | os.PathLike[str], progress: Progress | None = None, *,
               max_payload_bytes: int = MAX_PAYLOAD_BYTES, max_zones: int = MAX_ZONES) -> CaptureColumns:
    """Read a ``.tracy`` file into its columns. Raises ``TracyFormatError`` (one line: what and
    where) for anything unreadable, truncated or of an unknown version, and
    ``CaptureTooLargeError`` for a payload past ``max_payload_bytes``
    decompressed, more than ``max_zones`` CPU and GPU zones, or one that
    does not fit in memory."""
    path = os.fspath(path)
    with Payload(path, progress, max_payload_bytes) as payload:
        parser = Parser(path, payload, max_zones)
        try:
            try:
                parser.parse()
            except TracyFormatError:
                raise
            except MemoryError:
                raise parser.out_of_memory() from None
            except (struct.error, IndexError, ValueError, OverflowError) as e:
                raise TruncatedError(
                    f"{path}: {parser.section} at payload byte {parser.pos}: "
                    f"{type(e).__name__}: {e}") from None
        except (CorruptError, TruncatedError):
            payload.wait_all()  # a block that does not decompress is the first fault
            raise
        finally:
            parser.close()
        payload.close()  # nothing more is decoded: let the file and the decoders go
        try:
            record = tracy_tables.record(parser)
        except MemoryError:
            raise parser.out_of_memory() from None
    if progress is not None:
        progress(payload.size_bound, payload.size_bound)
    return record
