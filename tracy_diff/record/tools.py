"""IREE's tools from the PyPI wheels: ``iree-compile`` (``iree-base-compiler``)
and the Tracy-enabled ``iree-benchmark-module`` and ``iree-tracy-capture``
(``iree-base-runtime``'s ``iree/_runtime_libs_tracy/``)."""

from __future__ import annotations

import importlib.util
import os
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from .errors import RecordError

#: The IREE release the sample captures and the tests use.
IREE_VERSION = "3.13.0"
INSTALL_HINT = (f"install them with: {Path(sys.executable).name} -m pip install "
                f"iree-base-compiler=={IREE_VERSION} iree-base-runtime=={IREE_VERSION}")


@dataclass(frozen=True)
class IreeTools:
    """Paths of the tools a recording runs, and the wheels' versions."""

    compile: str | None      # iree-compile (None when only the runtime is installed)
    capture: str             # iree-tracy-capture
    benchmark_tracy: str     # iree-benchmark-module built with Tracy
    benchmark: str           # plain iree-benchmark-module (untraced runs)
    compiler_version: str | None
    runtime_version: str


def installed_version(dist: str) -> str | None:
    """The installed version of a distribution, None when absent."""
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def _package_dir(module: str) -> Path:
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        spec = None
    if spec is None or spec.origin is None:
        raise RecordError(f"Python module {module} not found (a broken IREE install?); {INSTALL_HINT}")
    return Path(spec.origin).parent


def find_tools(need_compiler: bool = True) -> IreeTools:
    """Locate the tools in this Python's IREE wheels; ``RecordError`` saying
    what to install when they are missing or not executable."""
    rver = installed_version("iree-base-runtime")
    cver = installed_version("iree-base-compiler")
    missing = [d for d, v in (("iree-base-runtime", rver), ("iree-base-compiler", cver))
               if v is None and (need_compiler or d == "iree-base-runtime")]
    if missing or rver is None:
        raise RecordError(f"IREE's {' and '.join(missing)} not installed in {sys.executable}; {INSTALL_HINT}")
    tracy_dir = _package_dir("iree._runtime_libs_tracy")
    plain_dir = _package_dir("iree._runtime_libs")
    compile_tool = str(_package_dir("iree.compiler") / "_mlir_libs" / "iree-compile") if cver else None
    tools = IreeTools(compile=compile_tool, capture=str(tracy_dir / "iree-tracy-capture"),
                      benchmark_tracy=str(tracy_dir / "iree-benchmark-module"),
                      benchmark=str(plain_dir / "iree-benchmark-module"),
                      compiler_version=cver, runtime_version=rver)
    for path in (tools.capture, tools.benchmark_tracy, tools.benchmark, *([compile_tool] if need_compiler else [])):
        if path is None or not os.access(path, os.X_OK):
            raise RecordError(f"{path} is missing or not executable; {INSTALL_HINT}")
    return tools
