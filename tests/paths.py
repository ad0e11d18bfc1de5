"""Where the tests find their material.

Reference captures come from two places. ``tests/data/`` carries the small
ones in the repository (copies of real captures and their csvexport
outputs), so a fresh clone runs most of the suite. The big ones (``mm.tracy``,
the Tracy-release captures, the large csvexport outputs) are read from
``shared/captures`` beside the repository when it is there.

``SHARED`` and ``CSVEXPORT`` name a file by its path in the reference set
(``SHARED / "gpu" / "unet_baseline.tracy"``) and give the ``tests/data``
copy when there is one, else the path under ``shared/captures``. A test that
needs a file only ``shared/captures`` has is marked ``needs_shared`` (a
parametrized test given such a path gets the marker by itself; see
``conftest.py``): skipped, saying so, without it; required with
``TRACY_DIFF_REQUIRE_SHARED=1``.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SHARED_DIR = ROOT.parent / "shared" / "captures"
SAMPLES = ROOT / "sample_captures"
CALIBRATION = SAMPLES / "calibration"  # same-day runs: make_captures.py --calibration
DEFAULT_SAMPLES = SAMPLES / "default"  # IREE's default scheduling: make_captures.py --scheduling default
#: The default-scheduled calibration corpus: make_corpus.py (see its README)
CALIBRATION_DEFAULT = SAMPLES / "calibration_default"


class ReferenceDir:
    """A folder of the reference set, seen through ``tests/data`` first."""

    def __init__(self, relative: str = "") -> None:
        self.relative = relative

    def __truediv__(self, name: str) -> ReferenceDir | Path:
        relative = f"{self.relative}/{name}" if self.relative else str(name)
        if (DATA / relative).is_dir() or (SHARED_DIR / relative).is_dir():
            return ReferenceDir(relative)
        carried = DATA / relative
        return carried if carried.exists() else SHARED_DIR / relative

    def glob(self, pattern: str) -> list[Path]:
        """Files matching ``pattern`` in either place, the carried copy
        first, each name once."""
        found: dict[str, Path] = {}
        for base in (DATA, SHARED_DIR):
            for path in sorted((base / self.relative).glob(pattern)):
                found.setdefault(path.name, path)
        return [found[name] for name in sorted(found)]

    def __repr__(self) -> str:
        return f"ReferenceDir({self.relative!r})"


SHARED = ReferenceDir()
CSVEXPORT = SHARED / "csvexport"


def carried(path: Path) -> bool:
    """Whether ``path`` is in the repository's own ``tests/data``."""
    return DATA in Path(path).parents
