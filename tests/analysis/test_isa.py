"""The instruction census against an independent reading of the same code.

AMD: ``llvm-objdump-19 -d --mcpu=gfx942`` (gfx1100 for the RDNA3 dump) of
the ``.hsaco`` iree-compile wrote beside each ``.rocmasm``
(sample_captures/isa/gfx942, IREE 3.2.0; isa/gfx1100, IREE 3.13.0);
x86: ``objdump -d`` of the ``.s`` assembled by ``llvm-mc-19`` (the same
code), and of the object (``.o``) iree-compile wrote beside it
(sample_captures/<decoder build>.intermediates, IREE 3.13.0). The oracle
counts here with its own regular expressions over the disassembly: loads
and their widths, MFMA, LDS, FMA and element inserts, instructions, and the
loads inside the loop a backward branch closes. Without llvm-objdump-19
the AMD checks skip, unless TRACY_DIFF_REQUIRE_LLVM=1 (CI) makes that a
failure.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from tracy_diff.analysis.ir.isa import find_intermediates, load_dump, read_file
from tracy_diff.analysis.ir.isa_pair import pair_dumps
from tracy_diff.errors import IsaError

from ..paths import SAMPLES

GFX942 = SAMPLES / "isa" / "gfx942"
GFX950 = SAMPLES / "isa" / "gfx950"
#: Every .hsaco shipped (gfx942; gfx1100, RDNA3); llvm-objdump-19 has no gfx950.
HSACO = sorted((SAMPLES / "isa").glob("*/*/*.hsaco"))
OBJECTS = sorted(SAMPLES.glob("decoder*.intermediates/*.o"))
LLVM_OBJDUMP = shutil.which("llvm-objdump-19")
_AMD_WIDTH = {"dwordx4": 128, "dwordx3": 96, "dwordx2": 64, "dword": 32, "ushort": 16, "sshort": 16,
              "short_d16": 16, "short_d16_hi": 16, "ubyte": 8, "sbyte": 8, "ubyte_d16": 8, "ubyte_d16_hi": 8,
              "sbyte_d16": 8, "sbyte_d16_hi": 8, "b128": 128, "b96": 96, "b64": 64, "b32": 32, "u16": 16,
              "i16": 16, "d16_b16": 16, "d16_hi_b16": 16, "u8": 8, "i8": 8, "d16_u8": 8, "d16_i8": 8}
_AMD_LINE = re.compile(r"^\t(\S+)\s*(.*?)\s*// ([0-9A-F]+):[^<]*(?:<(.+)\+0x([0-9a-f]+)>)?$")


def _need_llvm() -> str:
    if LLVM_OBJDUMP:
        return LLVM_OBJDUMP
    if os.environ.get("TRACY_DIFF_REQUIRE_LLVM") == "1":
        pytest.fail("llvm-objdump-19 is required (TRACY_DIFF_REQUIRE_LLVM=1): apt-get install llvm-19",
                    pytrace=False)
    pytest.skip("llvm-objdump-19 not installed (apt-get install llvm-19); TRACY_DIFF_REQUIRE_LLVM=1 fails instead")


def _amd_disassembly(hsaco: Path) -> dict[str, list[tuple[str, int, int | None]]]:
    """{kernel: [(mnemonic, address, branch target address or None)]} (the target: the dump's folder)."""
    mcpu = hsaco.parent.parent.name
    out = subprocess.run([_need_llvm(), "-d", f"--mcpu={mcpu}", str(hsaco)], capture_output=True, text=True,
                         check=True).stdout
    kernels: dict[str, list[tuple[str, int, int | None]]] = {}
    starts: dict[str, int] = {}
    cur = None
    for line in out.splitlines():
        head = re.match(r"^([0-9a-f]+) <(.+)>:$", line)
        if head:
            cur = head.group(2)
            starts[cur] = int(head.group(1), 16)
            kernels[cur] = []
            continue
        m = _AMD_LINE.match(line)
        if m and cur is not None:
            target = starts[m.group(4)] + int(m.group(5), 16) if m.group(4) in starts else None
            kernels[cur].append((m.group(1), int(m.group(3), 16), target))
    return kernels


def _amd_load_bits(mnemonic: str) -> int | None:
    m = re.match(r"^(?:global|buffer|flat)_load_(\w+)$", mnemonic)
    return _AMD_WIDTH.get(m.group(1)) if m else None


def _amd_oracle(instrs: list[tuple[str, int, int | None]]) -> dict[str, object]:
    # .long: a word llvm-objdump-19 cannot decode (12 v_mov_b16_e64 of gfx1100, each shown as
    # .long plus a v_cndmask_b32 read from its second word): counted, to widen the tolerance.
    undecoded = sum(m == ".long" for m, _, _ in instrs)
    real = [(m, a, t) for m, a, t in instrs if m not in ("s_nop", "s_code_end", ".long")]
    loads = Counter(str(_amd_load_bits(m)) for m, _, _ in real if _amd_load_bits(m))
    loops = [(t, a) for m, a, t in real if m.startswith(("s_branch", "s_cbranch")) and t is not None and t <= a]
    inner = [(t, a) for t, a in loops if not any(t <= t2 and a2 <= a and (t2, a2) != (t, a) for t2, a2 in loops)]
    main = max(inner, key=lambda ta: sum(1 for _, a, _ in real if ta[0] <= a <= ta[1]), default=None)
    in_main = [m for m, a, _ in real if main and main[0] <= a <= main[1]]
    return {"instructions": len(real) - undecoded, "undecoded": undecoded, "loads": loads,
            "mfma": sum(m.startswith(("v_mfma", "v_wmma")) for m, _, _ in real),
            "lds_reads": sum(m.startswith(("ds_read", "ds_load")) for m, _, _ in real),
            "lds_writes": sum(m.startswith(("ds_write", "ds_store")) for m, _, _ in real),
            "stores": sum(bool(re.match(r"(global|buffer|flat)_store_", m)) for m, _, _ in real),
            "main_loads": sum(_amd_load_bits(m) is not None for m in in_main)}


def _asm_nops(rocmasm: Path, kernel: str) -> int:
    """s_nop lines the assembly itself has in ``kernel`` (the binary adds alignment padding)."""
    text = rocmasm.read_text()
    body = text[text.index(f"\n{kernel}:"):]
    return len(re.findall(r"^\ts_nop\b", body[:body.index(".Lfunc_end")], re.MULTILINE))


@pytest.mark.slow
@pytest.mark.parametrize("hsaco", HSACO, ids=lambda p: f"{p.parent.parent.name}-{p.parent.name}")
def test_amdgpu_census_agrees_with_llvm_objdump(hsaco: Path) -> None:
    rocmasm = hsaco.with_suffix(".rocmasm")
    census = {c.name: c for c in read_file(rocmasm)}
    disassembly = _amd_disassembly(hsaco)
    assert set(census) == set(disassembly)
    for name, instrs in disassembly.items():
        want, got = _amd_oracle(instrs), census[name]
        # IREE assembles the .hsaco from the module, not from the printed .rocmasm: 2 of the 9,383
        # instructions of rope_fused_qk differ (an extra s_waitcnt, literals moved); the loads do not.
        assert abs(got.counts.instructions - _asm_nops(rocmasm, name) - want["instructions"]) <= \
            max(2, want["instructions"] // 1000) + want["undecoded"], name
        by_bits = {k: v for k, v in got.counts.vmem_loads_by_bits.items() if v}
        assert by_bits == dict(want["loads"]), name  # type: ignore[call-overload]
        assert got.counts.vmem_loads == sum(want["loads"].values())  # type: ignore[attr-defined]
        assert got.counts.vmem_stores == want["stores"]
        assert got.counts.matrix_ops == want["mfma"]
        assert (got.counts.lds_reads, got.counts.lds_writes) == (want["lds_reads"], want["lds_writes"])
        assert (got.main_loop.vmem_loads if got.main_loop else 0) == want["main_loads"], name


def test_the_seeds_finding() -> None:
    """Baseline -> q and k RoPE fused (gfx942, IREE 3.2.0): the figures of the seed issue."""
    pair = next(k for k in pair_dumps(load_dump(GFX942 / "baseline"), load_dump(GFX942 / "rope_fused_qk")).kernels
                if "attention" in k.name)
    b, c = pair.baseline, pair.candidate
    assert b is not None and c is not None
    assert (b.counts.vmem_loads, c.counts.vmem_loads) == (20, 324)
    assert c.counts.vmem_loads_by_bits == {"128": 4, "64": 0, "32": 128, "16": 192, "8": 0}
    assert b.counts.matrix_ops == c.counts.matrix_ops == 96
    assert (b.vgpr, c.vgpr) == (260, 348)
    assert b.main_loop is not None and c.main_loop is not None
    assert (b.main_loop.vmem_loads, c.main_loop.vmem_loads) == (12, 196)
    assert pair.summary.startswith("ISA: vmem loads 20 -> 324 (128-bit 20 -> 4, 32-bit 0 -> 128, 16-bit 0 -> 192), "
                                   "MFMA 96 = 96, VGPR 260 -> 348")
    assert "in the main loop: loads 12 -> 196" in pair.summary and "static" in pair.summary


def test_q_rope_is_hoisted_out_of_the_main_loop() -> None:
    pair = next(k for k in pair_dumps(load_dump(GFX942 / "baseline"), load_dump(GFX942 / "rope_fused_q")).kernels
                if "attention" in k.name)
    assert pair.baseline and pair.candidate and pair.baseline.main_loop and pair.candidate.main_loop
    assert pair.candidate.counts.vmem_loads > pair.baseline.counts.vmem_loads
    assert pair.candidate.main_loop.vmem_loads == pair.baseline.main_loop.vmem_loads


def test_gfx950_long_jump_closes_the_spilling_loop() -> None:
    """IREE 3.13 compiles the q+k fused kernel for gfx950 only by spilling; its
    main loop is closed by an s_getpc/s_setpc long jump (no disassembler for
    gfx950 in llvm-19: checked against the file's own text)."""
    path = next(GFX950.glob("rope_fused_qk/*.rocmasm"))
    text = path.read_text()
    (c,) = read_file(path)
    assert c.arch == "gfx950"
    assert c.vgpr_spills == int(re.search(r"\.vgpr_spill_count:\s+(\d+)", text).group(1)) > 1000  # type: ignore[union-attr]
    assert c.counts.scratch_stores == len(re.findall(r"^\tscratch_store_", text, re.MULTILINE))
    assert c.main_loop is not None
    assert c.main_loop.instructions > text.count("\ts_cbranch") and c.loop_counts.instructions > 0
    head = text.index(".LBB0_257:\n")
    jump = text.index("(.LBB0_257-.Lpost_getpc", head)
    lines = text[head:jump].count("\n\t") - text[head:jump].count("\n\t.")
    assert c.main_loop.instructions >= lines * 0.9


def _x86_functions(obj: Path) -> dict[str, list[tuple[str, str]]]:
    out = subprocess.run(["objdump", "-d", "--no-show-raw-insn", str(obj)], capture_output=True, text=True,
                         check=True).stdout
    funcs: dict[str, list[tuple[str, str]]] = {}
    cur = None
    for line in out.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if head:
            cur = funcs.setdefault(head.group(1), [])
        elif cur is not None and (m := re.match(r"^\s+[0-9a-f]+:\s+(\S+)\s*(.*)$", line)):
            cur.append((m.group(1), m.group(2)))
    return funcs


def _x86_oracle(instrs: list[tuple[str, str]]) -> dict[str, int]:
    real = [(m, o) for m, o in instrs if not m.startswith(("nop", "xchg", "cs", "data16", "int3"))]
    mem = [(m, o) for m, o in real if "(" in o and not m.startswith(("lea", "push", "pop", "call", "prefetch"))]
    stack = [(m, o) for m, o in mem if re.search(r"\(%r[sb]p[,)]", o)]
    heap = [x for x in mem if x not in stack]
    return {"instructions": len(real),
            "loads": sum(not o.rstrip().endswith(")") for _, o in heap),
            "stores": sum(o.rstrip().endswith(")") for _, o in heap),
            "stack_loads": sum(not o.rstrip().endswith(")") for _, o in stack),
            "stack_stores": sum(o.rstrip().endswith(")") for _, o in stack),
            "fma": sum(bool(re.match(r"v(fn?m(add|sub))", m)) for m, _ in real),
            "inserts": sum(bool(re.match(r"v?(p?insr|insertps)", m)) for m, _ in real)}


def _assembled(s_file: Path, tmp: Path) -> Path:
    """``s_file`` assembled by llvm-mc-19 (``.prefalign``, which LLVM 19 does not know, left out: alignment only)."""
    llvm_mc = shutil.which("llvm-mc-19")
    if llvm_mc is None:
        _need_llvm()
        pytest.skip("llvm-mc-19 not installed")
    src = tmp / "in.s"
    src.write_text(re.sub(r"^\s*\.prefalign\b.*$", "", s_file.read_text(), flags=re.MULTILINE))
    subprocess.run([str(llvm_mc), "-triple=x86_64-unknown-linux-gnu", "-filetype=obj", str(src), "-o",
                    str(tmp / "out.o")], check=True, capture_output=True)
    return tmp / "out.o"


@pytest.mark.slow
@pytest.mark.parametrize("obj", OBJECTS, ids=lambda p: p.parent.name)
def test_x86_census_agrees_with_objdump_of_the_assembled_s(obj: Path, tmp_path: Path) -> None:
    """The same code, read by another parser: the .s assembled, then objdump -d."""
    if not shutil.which("objdump"):
        pytest.skip("objdump (binutils) not installed")
    census = {c.name: c for c in read_file(obj.with_suffix(".s"))}
    functions = _x86_functions(_assembled(obj.with_suffix(".s"), tmp_path))
    assert census and set(census) <= set(functions)
    for name, c in census.items():
        want = _x86_oracle(functions[name])
        assert c.counts.instructions == want["instructions"], name
        assert (c.counts.vmem_loads, c.counts.vmem_stores) == (want["loads"], want["stores"]), name
        assert (c.counts.scratch_loads, c.counts.scratch_stores) == (want["stack_loads"], want["stack_stores"])
        assert (c.counts.fma, c.counts.inserts) == (want["fma"], want["inserts"]), name


@pytest.mark.slow
@pytest.mark.parametrize("obj", OBJECTS, ids=lambda p: p.parent.name)
def test_x86_census_near_objdump_of_the_dispatch_object(obj: Path) -> None:
    """The object iree-compile wrote comes from its own code generation run
    (registers and scheduling differ a little from the printed .s): FMA and
    inserts agree, instructions and loads within 5%."""
    if not shutil.which("objdump"):
        pytest.skip("objdump (binutils) not installed")
    census = {c.name: c for c in read_file(obj.with_suffix(".s"))}
    functions = _x86_functions(obj)
    assert census and set(census) <= set(functions)
    for name, c in census.items():
        want = _x86_oracle(functions[name])
        assert (c.counts.fma, c.counts.inserts) == (want["fma"], want["inserts"]), name
        for got, key in ((c.counts.instructions, "instructions"), (c.counts.vmem_loads, "loads")):
            assert abs(got - want[key]) <= max(4, want[key] * 0.05), (name, key, got, want[key])


def test_x86_counts_only_the_dispatch_functions() -> None:
    (c0, *_) = cs = read_file(next(SAMPLES.glob("decoder.intermediates/*.s")))
    names = {c.name for c in cs}
    assert all("_dispatch_" in n for n in names)
    assert not names & {"expf", "memcpy", "iree_h2f_ieee", "iree_hal_executable_library_query"}
    assert c0.counts.lds_reads is None and c0.counts.matrix_ops is None and c0.vgpr is None


def test_intermediates_found_beside_a_capture(tmp_path: Path) -> None:
    assert find_intermediates(SAMPLES / "decoder.tracy") == SAMPLES / "decoder.intermediates"
    assert find_intermediates(tmp_path / "x.tracy") is None


@pytest.mark.parametrize("damage", ["truncated", "binary", "foreign", "empty", "no_metadata"])
def test_bad_files_are_one_line(tmp_path: Path, damage: str) -> None:
    src = next(GFX942.glob("rope_fused_qk/*.rocmasm")).read_text()
    bad = tmp_path / "bad.rocmasm"
    content = {"truncated": src[: len(src) // 3], "binary": "\0\x01ELF" * 100, "foreign": "hello world\n" * 50,
               "empty": "", "no_metadata": src[: src.index(".amdgpu_metadata")]}[damage]
    bad.write_bytes(content.encode("latin-1"))
    with pytest.raises(IsaError) as e:
        read_file(bad)
    assert "\n" not in str(e.value) and str(bad) in str(e.value)
    dump = load_dump(tmp_path)
    assert dump.kernels == {} and len(dump.errors) == 1


@pytest.mark.parametrize("folder", ["gfx942/baseline", "gfx942/rope_fused_q", "gfx950/rope_fused_q"])
def test_occupancy_follows_the_documented_formula(folder: str) -> None:
    """docs/guides/isa.md: min(8, 512 // ceil8(vgpr), 800 // ceil16(sgpr), LDS_CU // lds * waves per group // 4)."""
    text = next((SAMPLES / "isa" / folder).glob("*.rocmasm")).read_text()
    for c in read_file(next((SAMPLES / "isa" / folder).glob("*.rocmasm"))):
        entry = text[text.index(f".name:           {c.name}") if f".name:           {c.name}" in text
                     else text.index(f".name:           '{c.name}'"):]
        vgpr = int(re.search(r"\.vgpr_count:\s+(\d+)", entry).group(1))  # type: ignore[union-attr]
        sgpr = int(re.search(r"\.sgpr_count:\s+(\d+)", entry).group(1))  # type: ignore[union-attr]
        lds = c.lds_bytes or 0
        terms = [8, 512 // (-(-vgpr // 8) * 8), 800 // (-(-sgpr // 16) * 16)]
        if lds:
            lds_cu = 163840 if folder.startswith("gfx950") else 65536
            terms.append(lds_cu // lds * -(-_prod(c.workgroup_size) // 64) // 4)
        assert c.occupancy == min(terms), c.name


def _prod(xs) -> int:
    out = 1
    for x in xs or (1,):
        out *= x
    return out
