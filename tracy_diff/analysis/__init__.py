"""Capture(s) -> Diff: the analyses between the importers and the Diff."""
