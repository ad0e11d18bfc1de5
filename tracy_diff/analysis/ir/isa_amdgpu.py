"""AMDGPU assembly (``.rocmasm``, as LLVM prints it) -> one ``IsaCensus`` per kernel.

``read_amdgpu(text, file)`` counts every kernel of the file: the
instructions from the kernel's symbol to its ``.Lfunc_end`` label, its
innermost loops (``s_branch``/``s_cbranch_*`` back to an earlier label,
and long jumps: ``s_setpc_b64`` to the label the ``s_add_u32`` after an
``s_getpc_b64`` names), and its metadata (the ``amdhsa.kernels`` YAML:
``.vgpr_count``, ``.agpr_count``, ``.sgpr_count``, spills, segment sizes,
wavefront and workgroup size). gfx9 (gfx90a, gfx942, gfx950) and RDNA
mnemonics (``global_load_b128``, ``ds_load_b64``, ``v_wmma_*``) are both
read. A device function a kernel calls (``s_swappc_b64`` to its symbol) is
counted with it. Raises ``IsaError`` (one line) for a file that is not
AMDGPU assembly, has no kernel, or ends inside a kernel (truncated).

Occupancy (waves per SIMD, gfx90a/gfx942/gfx950 only; None elsewhere)::

    min(8, 512 // ceil8(vgpr), 800 // ceil16(sgpr),
        4 waves-per-workgroup-slots from LDS: (LDS_CU // lds) * ceil(wg / 64) // 4)

with 512 the unified VGPR+AGPR file per lane, LDS_CU the LDS per compute
unit (64 KiB; 160 KiB on gfx950), 4 SIMDs per compute unit.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...diff import IsaCensus
from ...errors import IsaError
from .isa_loops import LINE, RELOAD, SPILL, Body, count, function_spans, loop_counts

# ".amdgcn_target "amdgcn-amd-amdhsa--gfx942"", "amdgpu9.50-amd-amdhsa-unknown-gfx950", "amdhsa.target: ..."
_TARGET = re.compile(r'(?:\.amdgcn_target\s+"|amdhsa\.target:\s+)[^"\n]*?\b(gfx[0-9a-f]+)')
_LABEL_REF = re.compile(r"(\.L[\w$.]+)")
_WIDTH_TOKENS = {"dwordx4": 128, "dwordx3": 96, "dwordx2": 64, "dword": 32, "b128": 128, "b96": 96,
                 "b64": 64, "b32": 32, "b16": 16, "short": 16, "ushort": 16, "sshort": 16, "u16": 16,
                 "i16": 16, "byte": 8, "ubyte": 8, "sbyte": 8, "u8": 8, "i8": 8}
_FORMAT = {"x": 1, "xy": 2, "xyz": 3, "xyzw": 4}
_TRANSCENDENTAL = ("exp", "log", "rcp", "rsq", "sqrt", "sin", "cos")
#: (max waves per SIMD, VGPR file per lane, VGPR granule, SGPR file, LDS bytes per CU) of the CDNA parts.
_OCCUPANCY = {"gfx90a": (8, 512, 8, 800, 65536), "gfx940": (8, 512, 8, 800, 65536),
              "gfx941": (8, 512, 8, 800, 65536), "gfx942": (8, 512, 8, 800, 65536),
              "gfx950": (8, 512, 8, 800, 163840)}
_META_KEYS = {".vgpr_count": "vgpr", ".agpr_count": "agpr", ".sgpr_count": "sgpr",
              ".vgpr_spill_count": "vgpr_spills", ".sgpr_spill_count": "sgpr_spills",
              ".private_segment_fixed_size": "scratch_bytes", ".group_segment_fixed_size": "lds_bytes",
              ".wavefront_size": "wavefront_size", ".max_flat_workgroup_size": "max_workgroup"}


def _bits(tokens: list[str]) -> int | None:
    """Data width of a load/store from its mnemonic's parts."""
    if "format" in tokens:
        k = tokens.index("format")
        comps = _FORMAT.get(tokens[k + 1]) if k + 1 < len(tokens) else None
        return comps * (16 if "d16" in tokens else 32) if comps else None
    for t in tokens[2:]:
        if t in _WIDTH_TOKENS:
            return _WIDTH_TOKENS[t]
    return None


@lru_cache(maxsize=4096)
def classify(m: str) -> tuple[tuple[str, int | None], ...]:
    """The ``IsaCounts`` fields one AMDGPU mnemonic adds to."""
    spill = m.endswith((SPILL, RELOAD))
    base = m.split("#", 1)[0]
    if spill:
        return (("scratch_stores" if m.endswith(SPILL) else "scratch_loads", None),)
    t = base.split("_")
    head = t[0]
    if head in ("global", "buffer", "flat", "tbuffer") and len(t) > 1:
        if t[1] == "load":
            return (("vmem_loads", _bits(t)),)
        if t[1] == "store":
            return (("vmem_stores", _bits(t)),)
        return ()
    if head == "scratch" and len(t) > 1:
        return (("scratch_loads" if t[1] == "load" else "scratch_stores", None),)
    if head == "ds" and len(t) > 1:
        op = t[1].rstrip("0123456789").removesuffix("st")  # read2, read2st64, write2st64
        return (("lds_reads", None),) if op in ("read", "load") else \
            (("lds_writes", None),) if op in ("write", "store") else ()
    if head == "v" and len(t) > 1:
        return _valu(t)
    if head == "s" and len(t) > 1:
        if t[1].startswith("wait"):
            return (("waits", None),)
        if t[1] == "barrier":
            return (("barriers", None),)
    return ()


def _valu(t: list[str]) -> tuple[tuple[str, int | None], ...]:
    op = t[2] if t[1] in ("pk", "s") and len(t) > 2 else t[1]
    if op in ("mfma", "smfmac", "wmma", "swmmac"):
        return (("matrix_ops", None),)
    if op in ("fma", "fmac", "fmaak", "fmamk") or (op in ("mad", "mac") and any(x.startswith(("f", "legacy"))
                                                                              for x in t[2:])):
        return (("fma", None),)
    if op in _TRANSCENDENTAL and any(x.startswith("f") for x in t[2:]):
        return (("transcendental", None),)
    return ()


def read_amdgpu(text: str, file: str) -> list[IsaCensus]:
    """Every kernel's census (see the module doc)."""
    m = _TARGET.search(text, 0, 4096) or _TARGET.search(text)
    if m is None:
        raise IsaError(f"{file}: not AMDGPU assembly (no .amdgcn_target naming a gfx target)")
    arch = m.group(1)
    bodies = _bodies(text, file)
    meta = _metadata(text)
    if not meta:
        raise IsaError(f"{file}: no amdhsa.kernels metadata (truncated?)")
    out = []
    for name, md in meta.items():
        own = _own(name, bodies)
        if not own:
            raise IsaError(f"{file}: kernel {name} has no code in the file (truncated?)")
        out.append(_census(name, arch, file, own, md))
    return out


def _own(name: str, bodies: dict[str, Body]) -> list[Body]:
    """The kernel's body and the device functions it calls, transitively."""
    out, todo, seen = [], [name], set()
    while todo:
        n = todo.pop()
        if n in seen or n not in bodies:
            continue
        seen.add(n)
        out.append(bodies[n])
        todo += bodies[n].calls
    return out


def _census(name: str, arch: str, file: str, own: list[Body], md: dict[str, object]) -> IsaCensus:
    absent = ("gathers", "inserts")
    counts = count((x for b in own for x in b.mnemonics), classify, absent)
    loops, inside, main = loop_counts(own, classify, absent)
    wg = md.get("reqd_workgroup_size")
    wg_t = tuple(int(x) for x in wg) if isinstance(wg, list) and wg else None
    keys = ("vgpr", "agpr", "sgpr", "vgpr_spills", "sgpr_spills", "scratch_bytes", "lds_bytes", "wavefront_size")
    ints: dict[str, int | None] = {k: v if isinstance(v := md.get(k), int) else None for k in keys}
    most = md.get("max_workgroup")
    size = _prod(wg_t) if wg_t else most if isinstance(most, int) else None
    occ, limit = occupancy(arch, ints["vgpr"], ints["sgpr"], ints["lds_bytes"], size, ints["wavefront_size"])
    return IsaCensus(name=name, arch=arch, file=file, counts=counts, loops=loops, loop_counts=inside,
                     main_loop=main, workgroup_size=wg_t, occupancy=occ, occupancy_limit=limit,
                     functions=tuple(b.name for b in own), **ints)


def _prod(xs: tuple[int, ...]) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


def occupancy(arch: str, vgpr: int | None, sgpr: int | None, lds: int | None, workgroup: int | None,
              wave: int | None) -> tuple[int | None, str | None]:
    """(waves per SIMD, what limits it) by the formula of the module doc; (None, None) off CDNA."""
    spec = _OCCUPANCY.get(arch)
    if spec is None or vgpr is None:
        return None, None
    most, vfile, granule, sfile, lds_cu = spec
    limits = {"waves": most, "vgpr": vfile // max(granule, -(-vgpr // granule) * granule)}
    if sgpr:
        limits["sgpr"] = sfile // (-(-sgpr // 16) * 16)
    if lds and workgroup:
        waves_per_group = -(-workgroup // (wave or 64))
        limits["lds"] = (lds_cu // lds) * waves_per_group // 4
    limit = min(limits, key=lambda k: (limits[k], k != "waves"))
    return min(limits.values()), limit


def _bodies(text: str, file: str) -> dict[str, Body]:
    """Each function's ``Body``, from its symbol label to its ``.Lfunc_end``."""
    return {name: _body(name, text, a, b) for name, (a, b) in function_spans(text, file).items()}


def _body(name: str, text: str, start: int, end: int) -> Body:
    """The instructions, labels and branches between ``start`` and ``end``."""
    body = Body(name)
    mnemonics, labels = body.mnemonics, body.labels
    pending: str | None = None  # the label a long jump in flight goes to
    for mnem, ops, label in LINE.findall(text, start, end):
        if label:
            labels[label] = len(mnemonics)
        elif mnem[:2] == "s_" or (";" in ops and mnem.startswith(("buffer_", "scratch_"))):
            pending = _instruction(body, mnem, ops, pending)
        else:
            mnemonics.append(mnem)
    return body


def _instruction(cur: Body, mnem: str, ops: str, pending: str | None) -> str | None:
    """Record a scalar or spill instruction; returns the long-jump target in flight."""
    at = len(cur.mnemonics)
    if mnem.startswith(("buffer_", "scratch_")):
        comment = ops.split(";", 1)[1]
        mnem += SPILL if "Spill" in comment else RELOAD if "Reload" in comment else ""
    cur.mnemonics.append(mnem)
    if mnem == "s_branch" or mnem.startswith("s_cbranch"):
        cur.branches.append((at, ops.split(";", 1)[0].strip().split(",")[-1].strip()))
    elif mnem == "s_getpc_b64":
        return None
    elif mnem == "s_setpc_b64" and pending is not None:
        cur.branches.append((at, pending))
        return None
    elif mnem == "s_swappc_b64":
        cur.calls += [n for n in re.findall(r"([\w$.]+)@rel32", ops) if not n.startswith(".L")]
    elif mnem in ("s_add_u32", "s_addc_u32", "s_add_i32") and ".L" in ops:
        m = _LABEL_REF.search(ops)
        return m.group(1) if m else pending
    return pending


def _metadata(text: str) -> dict[str, dict[str, object]]:
    """{kernel name: {field: value}} from the ``amdhsa.kernels`` YAML."""
    start = text.find("amdhsa.kernels:")
    if start < 0:
        return {}
    end = text.find(".end_amdgpu_metadata", start)
    if end < 0:
        return {}
    out: dict[str, dict[str, object]] = {}
    for entry in re.split(r"\n  - ", text[start:end])[1:]:
        md: dict[str, object] = {}
        for key, value in re.findall(r"^ {0,4}(\.[a-z_]+):[ \t]*(\S.*)?$", "    " + entry, re.MULTILINE):
            if key == ".name":
                md["name"] = value.strip("'\"")
            elif key in _META_KEYS and value.strip().isdigit():
                md[_META_KEYS[key]] = int(value)
        wg = re.search(r"\.reqd_workgroup_size:\s*\n((?:\s+- \d+\n?)+)", entry)
        if wg:
            md["reqd_workgroup_size"] = [int(x) for x in re.findall(r"- (\d+)", wg.group(1))]
        if isinstance(md.get("name"), str):
            out[str(md["name"])] = md
    return out
