"""Recording Tracy captures of IREE modules: ``tracy-diff record``'s library.

* ``tools``: IREE's compiler and Tracy-enabled runtime tools from the
  ``iree-base-compiler`` / ``iree-base-runtime`` wheels (``find_tools``).
* ``compile``: ``iree-compile`` with the dumps tracy-diff reads beside a
  capture (``<stem>.sources/``, ``.benchmarks/``, ``.intermediates/``).
* ``runner``: one capture: ``iree-tracy-capture`` and the traced program on a
  free port, both killed past a timeout (``run_capture``).
* ``plan``: capture names as ``diff`` and ``history`` expect
  (``<name>.tracy``, ``<name>_run2.tracy``...) and the alternating order of
  builds (A B A B ...).
* ``session``: records builds run after run, optionally until a diff of the
  runs so far is decided (``record``).

Every failure the user can cause (a missing module, no IREE runtime, a
benchmark that fails) is a ``RecordError``: one line, exit code 2 in the CLI.
"""

from __future__ import annotations

from .errors import RecordError

__all__ = ["RecordError"]
