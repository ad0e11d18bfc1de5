"""IREE dispatch names as the matching reads them: the name grammar
(``parse``, ``DispatchName``) and display forms live in ``contract.names``;
here, each name's op family (``op_category``) for the totals by family."""

from __future__ import annotations

from ...contract.names import DispatchName, join_names, parse, readable_name, short_name

__all__ = ["DispatchName", "parse", "short_name", "readable_name", "join_names", "OP_CATEGORIES", "op_category"]


#: Op families of the totals chart, in display order; the first whose test
#: matches a parsed name's family wins.
OP_CATEGORIES = ("attention", "matmul", "convolution", "reduction", "softmax", "elementwise", "copy",
                 "other")


def op_category(name: str) -> str:
    """The op family a zone name belongs to (one of ``OP_CATEGORIES``)."""
    parsed = parse(name)
    family = parsed.family if parsed is not None else ""
    if not family:
        return "other"
    if "attention" in family:
        return "attention"
    if "matmul" in family or "matvec" in family or "vecmat" in family or family in ("mmt4d", "batch_mmt4d"):
        return "matmul"
    if family.startswith(("conv", "depthwise_conv", "pooling")):
        return "convolution"
    if "softmax" in family:
        return "softmax"
    if "reduction" in family or family.startswith(("reduce", "argmax", "arg_compare")):
        return "reduction"
    if family in ("generic", "elementwise") or family.startswith(("elementwise", "generic", "transpose",
                                                                  "broadcast", "rope")):
        return "elementwise"
    if family.startswith(("slow_memcpy", "copy", "fill", "pack", "unpack", "pad", "concatenate",
                          "extract_slice", "insert_slice", "gather", "scatter")):
        return "copy"
    return "other"
