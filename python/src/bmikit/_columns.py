"""Turning the values a caller gives (scalars, lists, numpy arrays, pandas, polars and pyarrow
columns) into the numbers or texts of a `bmikit_column`."""

import ctypes
import decimal
import math

import numpy as np

from ._native import Column


def kind(value):
    """'pandas', 'polars', 'numpy', 'list' or 'scalar': what the caller gave, which decides
    what comes back."""
    module = type(value).__module__.split(".")[0]
    if module == "pandas" and type(value).__name__ in ("Series", "Index"):
        return "pandas"
    if module == "polars" and type(value).__name__ == "Series":
        return "polars"
    if module == "pyarrow":
        return "numpy"
    if isinstance(value, np.ndarray):
        return "scalar" if value.ndim == 0 else "numpy"
    if isinstance(value, (list, tuple, range)):
        return "list"
    return "scalar"


def _text(value):
    """A Python value as the text batch reads; `None` for a missing value."""
    if value is None:
        return None
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if isinstance(value, str):
        # A NUL would end the C text early; the replacement character is refused as it
        # would be in a file.
        return value.replace("\x00", "\ufffd")
    if isinstance(value, (bool, np.bool_)):
        return str(value)
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        if math.isnan(value):
            return None
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        # The shortest decimal that reads back as the same float, without an exponent.
        return np.format_float_positional(value, unique=True, trim="0")
    if isinstance(value, decimal.Decimal):
        if value.is_nan():
            return None
        return format(value, "f")
    try:
        import pandas

        if value is pandas.NA or value is pandas.NaT:
            return None
    except ImportError:
        pass
    return str(value)


def to_sequence(value):
    """A column as a numpy array (float64 when plain numbers, objects otherwise)."""
    module = type(value).__module__.split(".")[0]
    if module == "pandas":
        if isinstance(value.dtype, np.dtype) and value.dtype.kind in "fiu":
            return to_sequence(value.to_numpy())
        return value.to_numpy(dtype=object)
    if module == "polars":
        import polars

        if value.dtype == polars.Float64:
            return value.to_numpy()
        return np.array(value.to_list(), dtype=object)
    if module == "pyarrow":
        return np.array(value.to_pylist(), dtype=object)
    if isinstance(value, np.ndarray):
        if value.dtype == np.float64:
            return value
        if value.dtype.kind == "U" and value.ndim == 1:
            # Kept as numpy's texts: `Prepared` finds their few distinct texts by numpy's
            # comparisons, or takes them as objects.
            return value
        # Element by element, so a float32 keeps its own shortest decimal.
        objects = np.empty(len(value), dtype=object)
        objects[:] = list(value)
        return objects
    return np.array(list(value), dtype=object)


def _encoded(values):
    """Each value's text as UTF-8 bytes (`None` for a missing value); a text met before is
    encoded once (keyed by type too: 1, 1.0 and True are equal but written differently)."""
    cache = {}
    out = []
    append = out.append
    for value in values:
        key = (type(value), value)
        try:
            append(cache[key])
            continue
        except (KeyError, TypeError):
            pass
        text = _text(value)
        encoded = None if text is None else text.encode("utf-8", "replace")
        try:
            cache[key] = encoded
        except TypeError:
            pass
        append(encoded)
    return out


# The types whose equal values are written alike, so a distinct value is encoded once
# (1, 1.0 and True are equal but written differently; so are 0.0 and -0.0): texts and
# missing values.
_TEXT_TYPES = frozenset((str, np.str_, type(None)))


def _address(text, keep):
    """The address of a text's UTF-8 bytes (0 for `None`), the bytes kept alive in `keep`."""
    if text is None:
        return 0
    encoded = text.encode("utf-8", "replace")
    keep.append(encoded)
    return ctypes.cast(ctypes.c_char_p(encoded), ctypes.c_void_p).value


# The most distinct texts `_few_text_pointers` looks for (one pass over the column each),
# such as a sex column's spellings.
_FEW_TEXTS = 4


def _few_text_pointers(values, keep):
    """`_text_pointers` of a numpy column of texts (dtype `U`) with at most `_FEW_TEXTS`
    distinct texts: the rows of each found by one numpy comparison, with no Python work
    per row; `None` for more."""
    pointers = np.zeros(len(values), dtype=np.uintp)
    covered = np.zeros(len(values), dtype=bool)
    for _ in range(_FEW_TEXTS):
        # The first row not yet covered: its text, and every row holding the same.
        row = int(np.argmin(covered))
        if covered[row]:
            return pointers
        same = values == values[row]
        pointers[same] = _address(_text(values[row]), keep)
        covered |= same
    return pointers if covered.all() else None


def _factorized_text_pointers(values, keep):
    """`_text_pointers` of an object column whose values are all texts or missing values,
    grouped by pandas' hash table (`infer_dtype` and `factorize`, loops in C) when pandas is
    installed; `None` without pandas or for any other column. Only texts and missing values
    pass, so equal keys are equal texts (1, 1.0 and True, equal but written differently, never
    reach `factorize`), and every missing value (`None`, NaN, `pandas.NA`) is grouped as
    missing, as `_text` reads each."""
    try:
        import pandas
    except ImportError:
        return None
    if pandas.api.types.infer_dtype(values, skipna=True) != "string":
        return None
    codes, distinct = pandas.factorize(values, use_na_sentinel=True)
    # The code -1 of a missing value takes the last address: 0.
    addresses = [_address(_text(text), keep) for text in distinct] + [0]
    return np.array(addresses, dtype=np.uintp)[codes]


def _text_pointers(values, keep):
    """Each row's text as the address of its UTF-8 bytes (0 for a missing value), as a
    numpy array the C library reads as its `const char **`; each distinct text encoded
    once, with no Python work per row. `None` when the values are not all texts or
    missing, which then take `_encoded`. The bytes are kept alive in `keep`."""
    if isinstance(values, np.ndarray) and values.dtype.kind == "U" and len(values) > 0:
        pointers = _few_text_pointers(values, keep)
        if pointers is not None:
            return pointers
        # The same texts as element by element, made by numpy.
        values = np.array(values.tolist(), dtype=object)
    if not isinstance(values, np.ndarray) or values.dtype != object or len(values) == 0:
        return None
    pointers = _factorized_text_pointers(values, keep)
    if pointers is not None:
        return pointers
    if not set(map(type, values)) <= _TEXT_TYPES:
        return None
    addresses = {value: _address(_text(value), keep) for value in dict.fromkeys(values)}
    return np.fromiter(map(addresses.__getitem__, values), dtype=np.uintp, count=len(values))


class Prepared:
    """The `bmikit_column` array of a call, keeping alive the buffers it points into."""

    def __init__(self, inputs, rows):
        from ._native import INPUTS

        self.columns = (Column * len(INPUTS))()
        self.keep = []
        for index, name in enumerate(INPUTS):
            if name not in inputs:
                continue
            values = inputs[name]
            if isinstance(values, np.ndarray) and values.dtype == np.float64:
                array = np.ascontiguousarray(values)
                self.keep.append(array)
                self.columns[index].numbers = array.ctypes.data_as(ctypes.POINTER(ctypes.c_double))
                continue
            pointers = _text_pointers(values, self.keep)
            if pointers is not None:
                self.keep.append(pointers)
                self.columns[index].texts = pointers.ctypes.data_as(ctypes.POINTER(ctypes.c_char_p))
                continue
            texts = (ctypes.c_char_p * max(rows, 1))(*_encoded(values))
            self.keep.append(texts)
            self.columns[index].texts = texts
