"""``python -m tracy_diff``: the command line (``tracy_diff.cli``)."""

from .cli import run

run()
