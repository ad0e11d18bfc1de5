"""Builds the compiled zone-timeline walk (tracy_diff/io/_timeline.c) and the
compiled passes of ``stats`` (tracy_diff/analysis/_aggregate.c) and of the diff
(tracy_diff/analysis/_passes.c); everything else
is in pyproject.toml. The extensions are optional: where no C compiler is found,
pip still installs, tracy_diff.io.timeline walks in Python and
tracy_diff.analysis.aggregate sums and the diff's passes run in numpy."""

from setuptools import Extension, setup

setup(ext_modules=[Extension(f"tracy_diff.{name}", [f"tracy_diff/{name.replace('.', '/')}.c"],
                             depends=["tracy_diff/analysis/_buffers.h"] if name.startswith("analysis.") else [],
                             extra_compile_args=["-O2", "-ffp-contract=off"], optional=True)
                   for name in ("io._timeline", "analysis._aggregate", "analysis._passes")])
