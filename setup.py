"""Builds the compiled zone-timeline walk (tracy_diff/io/_timeline.c); everything
else is in pyproject.toml. The extension is optional: where no C compiler is
found, pip still installs and tracy_diff.io.timeline walks in Python."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("tracy_diff.io._timeline", ["tracy_diff/io/_timeline.c"],
                             extra_compile_args=["-O2"], optional=True)])
