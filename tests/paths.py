"""Where the tests find their material: read-only reference captures and samples."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "captures"
CSVEXPORT = SHARED / "csvexport"
SAMPLES = ROOT / "sample_captures"
