"""The C library libbmikit through ctypes: loading it, and the signatures of bmikit.h."""

import ctypes
import os

INPUTS = (
    "height", "weight", "bmi", "sex", "age", "age_days", "age_months", "waist",
    "background", "birth_date", "date",
)
"""The inputs of `enum bmikit_input`, in its order."""

VALUE, CATEGORY, ERROR, Z_SCORE, PERCENTILE, PERCENT_OF_P95, ERROR_DETAIL, LABEL, SECTION = range(9)
"""The answers of `enum bmikit_answer`."""


class Column(ctypes.Structure):
    """`bmikit_column`: numbers or texts."""

    _fields_ = [
        ("numbers", ctypes.POINTER(ctypes.c_double)),
        ("texts", ctypes.POINTER(ctypes.c_char_p)),
    ]


def _load():
    path = os.environ.get("BMIKIT_LIBRARY") or os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "libbmikit.so"
    )
    lib = ctypes.CDLL(path)
    out = ctypes.POINTER(ctypes.c_void_p)
    p = ctypes.c_void_p
    signatures = {
        "bmikit_version": (ctypes.c_char_p, []),
        "bmikit_standard_named": (p, [ctypes.c_char_p, ctypes.c_char_p, out]),
        "bmikit_standard_load": (p, [ctypes.c_char_p, out]),
        "bmikit_standard_from_yaml": (p, [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, out]),
        "bmikit_standard_free": (None, [p]),
        "bmikit_standard_info": (p, [p, ctypes.c_char_p]),
        "bmikit_classify": (p, [p, ctypes.c_size_t, ctypes.POINTER(Column), ctypes.c_char_p, out]),
        "bmikit_result_rows": (ctypes.c_size_t, [p]),
        "bmikit_result_categories": (None, [p, ctypes.POINTER(ctypes.c_int32)]),
        "bmikit_result_numbers": (None, [p, ctypes.c_int, ctypes.POINTER(ctypes.c_double)]),
        "bmikit_result_text": (
            ctypes.c_ssize_t, [p, ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t]
        ),
        "bmikit_result_column": (p, [p, ctypes.c_int, ctypes.POINTER(ctypes.c_size_t)]),
        "bmikit_result_free": (None, [p]),
        "bmikit_batch": (
            ctypes.c_int, [p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, out, out]
        ),
        "bmikit_string_free": (None, [p]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


lib = _load()


def take_text(pointer):
    """The text of a `char *` the library gave, which is then freed."""
    if not pointer:
        return ""
    try:
        return ctypes.string_at(pointer).decode("utf-8", "replace")
    finally:
        lib.bmikit_string_free(pointer)


def error_lines(pointer):
    """The `code\\tline\\tcolumn\\tmessage` lines of an error text, as tuples."""
    lines = []
    for line in take_text(pointer).split("\n"):
        if not line:
            continue
        parts = line.split("\t", 3) + ["", "", "", ""]
        code, row, column, message = parts[:4]
        lines.append((int(row or 0), int(column or 0), code, message))
    return lines
