"""tracy-diff's version: written here only (``pyproject.toml`` reads it, the
CLI's ``--version`` and the JSON report print it)."""

__version__ = "0.2.0"
