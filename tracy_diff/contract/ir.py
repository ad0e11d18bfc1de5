"""What changed in the code of a row: its IR (``RowIr``), its instruction
census (``IsaPair``), and the dump folders read (``IrFolder``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

from .sides import Pair, Side
from .vocabulary import IrKind


@dataclass(frozen=True)
class IrFolder:
    """An IREE dump folder a diff used."""

    side: Side
    kind: IrKind
    path: str
    beside: bool  # found beside the capture (else given)


@dataclass(frozen=True)
class RowIr:
    """A dispatch row's IR change (see the module docstring). ``diff``,
    ``baseline_ir`` and ``candidate_ir`` are made when first read (by
    ``texts``): a model has hundreds of rows and a report shows a few."""

    files: Pair[tuple[str, ...]]  # the dump files holding the row's functions, per side
    ops_added: dict[str, int]
    ops_removed: dict[str, int]
    summary: str
    texts: Callable[[], tuple[str, str, str]] = field(repr=False, compare=False)  # (diff, baseline, candidate)
    reproduce: Pair[tuple[str, ...]] = Pair((), ())  # per side: commands running the dispatch alone, or ()
    fusion: tuple[str, ...] = ()
    #: Per line of ``baseline_ir`` and ``candidate_ir``: True where the other side has no such line
    #: (lines compared with their values renumbered away), made when first read.
    marks: Callable[[], tuple[tuple[bool, ...], tuple[bool, ...]]] | None = field(
        default=None, repr=False, compare=False)

    @property
    def baseline_files(self) -> tuple[str, ...]:
        return self.files.baseline

    @property
    def candidate_files(self) -> tuple[str, ...]:
        return self.files.candidate

    @cached_property
    def _made(self) -> tuple[str, str, str]:
        return self.texts()

    @cached_property
    def line_marks(self) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
        """``marks``' answer: which lines of each side's IR the other side lacks (none marked without it)."""
        if self.marks is None:
            return (False,) * len(self.baseline_ir.splitlines()), (False,) * len(self.candidate_ir.splitlines())
        return self.marks()

    @property
    def diff(self) -> str:
        return self._made[0]

    @property
    def baseline_ir(self) -> str:
        return self._made[1]

    @property
    def candidate_ir(self) -> str:
        return self._made[2]

    def to_json(self) -> dict[str, Any]:
        """``{baseline_file, candidate_file, ops_added, ops_removed}`` (the
        first file of each side, None for a side without functions) plus
        ``baseline_files``, ``candidate_files``, ``summary``, ``fusion``,
        ``reproduce``; the IR texts stay out."""
        return {"baseline_file": self.baseline_files[0] if self.baseline_files else None,
                "candidate_file": self.candidate_files[0] if self.candidate_files else None,
                "ops_added": dict(self.ops_added), "ops_removed": dict(self.ops_removed),
                "baseline_files": list(self.baseline_files), "candidate_files": list(self.candidate_files),
                "summary": self.summary, "fusion": list(self.fusion),
                "reproduce": {str(side): list(cmds) for side, cmds in self.reproduce.items() if cmds}}


#: The x86 load/store widths are register widths; AMDGPU's are the data moved per lane.
ISA_WIDTHS = ("512", "256", "128", "96", "64", "32", "16", "8")
#: Keys every ``vmem_loads_by_bits`` has (wider or odd widths appear when counted).
ISA_BASE_WIDTHS = ("128", "64", "32", "16", "8")


@dataclass(frozen=True)
class IsaCounts:
    """Static instruction counts over some of a kernel's code: each
    instruction as written, once, whether it runs never or a million times.
    None: the architecture has no such instruction (LDS on x86)."""

    instructions: int
    vmem_loads: int  # AMDGPU global/buffer/flat loads; x86 loads from memory into registers
    vmem_loads_by_bits: dict[str, int]  # width (str of bits) -> loads; ISA_BASE_WIDTHS always present
    vmem_stores: int
    vmem_stores_by_bits: dict[str, int]
    lds_reads: int | None  # ds_read*/ds_load*
    lds_writes: int | None  # ds_write*/ds_store*
    matrix_ops: int | None  # MFMA/WMMA (AMDGPU); None on x86
    fma: int  # fused multiply-adds (vector and scalar, packed counted once)
    transcendental: int | None  # exp/log/rcp/rsq/sqrt/sin/cos; None on x86
    scratch_loads: int  # AMDGPU scratch loads and spill reloads; x86 stack spill reloads
    scratch_stores: int
    waits: int | None  # s_waitcnt and s_wait_* (AMDGPU)
    barriers: int | None  # s_barrier (AMDGPU)
    gathers: int | None = None  # x86 vgather*/vpgather*
    inserts: int | None = None  # x86 element inserts (vpinsr*, vinsertps, pinsr*)

    def to_json(self) -> dict[str, Any]:
        return {f.name: (dict(v) if isinstance(v := getattr(self, f.name), dict) else v) for f in fields(self)}


@dataclass(frozen=True)
class IsaCensus:
    """One kernel's static instruction census, read from the assembly LLVM
    printed for it (``.rocmasm``, x86-64 ``.s``). ``counts``: the kernel's own
    functions; ``loop_counts``: the instructions inside its innermost loops
    (a backward branch's target through the branch); ``main_loop``: the
    innermost loop with the most instructions. Register and memory figures
    come from the kernel's metadata; None where the architecture or file has
    none. ``occupancy``: waves per SIMD the resources allow (see
    docs/guides/isa.md for the formula), ``occupancy_limit`` what limits it."""

    name: str
    arch: str  # "gfx942", "gfx950", "gfx1100", "x86_64"
    file: str
    counts: IsaCounts
    loops: int  # innermost loops
    loop_counts: IsaCounts
    main_loop: IsaCounts | None
    vgpr: int | None = None  # AMDGPU .vgpr_count: with AGPRs on gfx90a/gfx942/gfx950 (one register file)
    agpr: int | None = None
    sgpr: int | None = None
    vgpr_spills: int | None = None
    sgpr_spills: int | None = None
    scratch_bytes: int | None = None  # private segment per lane (AMDGPU); stack frame (x86)
    lds_bytes: int | None = None
    workgroup_size: tuple[int, ...] | None = None
    wavefront_size: int | None = None
    occupancy: int | None = None
    occupancy_limit: str | None = None
    functions: tuple[str, ...] = ()  # the functions counted (the kernel and its own helpers)

    def to_json(self) -> dict[str, Any]:
        """The CENSUS object of ``tracy-diff isa --format json``: the counts
        flat, ``loop_instructions``, the metadata, ``main_loop``, and
        ``"counts": "static"``."""
        out: dict[str, Any] = {"counts": "static", "name": self.name, "arch": self.arch, "file": self.file}
        out.update(self.counts.to_json())
        out["loop_instructions"] = self.loop_counts.instructions
        out["loops"] = self.loops
        out["loop_vmem_loads"] = self.loop_counts.vmem_loads
        out["main_loop"] = self.main_loop.to_json() if self.main_loop is not None else None
        for k in ("vgpr", "agpr", "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes",
                  "wavefront_size", "occupancy", "occupancy_limit"):
            out[k] = getattr(self, k)
        out["workgroup_size"] = list(self.workgroup_size) if self.workgroup_size else None
        out["functions"] = list(self.functions)
        return out


@dataclass(frozen=True)
class IsaPair:
    """Two builds' census of one kernel, paired by the diff's matcher; a
    side is None when its dump lacks the kernel, ``error`` says why a side
    could not be read."""

    name: str  # the candidate's name, else the baseline's
    baseline_name: str | None
    candidate_name: str | None
    arch: str
    baseline: IsaCensus | None
    candidate: IsaCensus | None
    summary: str  # "ISA: vmem loads 20 -> 324 (...), MFMA 96 = 96, VGPR 260 -> 348; in the main loop: ..."
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "baseline_name": self.baseline_name, "candidate_name": self.candidate_name,
                "arch": self.arch, "counts": "static", "summary": self.summary, "error": self.error,
                "baseline": self.baseline.to_json() if self.baseline is not None else None,
                "candidate": self.candidate.to_json() if self.candidate is not None else None}


@dataclass(frozen=True)
class IsaComparison:
    """``tracy-diff isa``: the kernels of two dumps, paired; what could not be read."""

    baseline: str  # the dump folder or file, as given
    candidate: str
    kernels: tuple[IsaPair, ...]
    warnings: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"counts": "static", "baseline": self.baseline, "candidate": self.candidate,
                "kernels": [k.to_json() for k in self.kernels], "warnings": list(self.warnings)}
