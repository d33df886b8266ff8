"""`bmikit.batch`: `bmi batch` in the process."""

import ctypes

from . import _native
from ._native import lib
from .errors import BatchError


def batch(input_path, output_path, standard="who", language="en"):
    """Classifies a CSV or JSON Lines file into another, as `bmi batch input -o output` does
    (the same bytes); returns the summary: rows, rows per category, flags per code."""
    from .standard import Standard, standard as named

    chosen = standard if isinstance(standard, Standard) else named(standard)
    summary = ctypes.c_void_p()
    error = ctypes.c_void_p()
    status = lib.bmikit_batch(
        chosen._handle, str(input_path).encode("utf-8", "surrogateescape"),
        str(output_path).encode("utf-8", "surrogateescape"), language.encode(),
        ctypes.byref(summary), ctypes.byref(error),
    )
    if status != 0:
        lines = _native.error_lines(error.value) or [(0, 0, "failed", "")]
        raise BatchError(lines[0][2], lines[0][3])
    result = {"rows": 0, "categories": {}, "errors": {}}
    for line in _native.take_text(summary.value).split("\n"):
        parts = line.split("\t")
        if parts[0] == "rows":
            result["rows"] = int(parts[1])
        elif parts[0] == "category":
            result["categories"][parts[1]] = int(parts[2])
        elif parts[0] == "error":
            result["errors"][parts[1]] = int(parts[2])
    result["classified"] = sum(result["categories"].values())
    result["flagged"] = sum(result["errors"].values())
    return result
