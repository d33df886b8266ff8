"""Standards and their classification of values, arrays and data frames."""

import ctypes
import decimal

import numpy as np

from . import _columns, _native
from ._native import lib
from .errors import ColumnError, StandardFileError, StandardNameError


class Standard:
    """A standard: built in (`bmikit.standard`) or loaded from a file (`bmikit.load_standard`).
    Safe to share between threads."""

    def __init__(self, handle):
        self._handle = handle
        info = self._info("en")
        self.id = info["id"]
        self.measure = info["measure"]
        self.categories = [category_id for category_id, _ in info["categories"]]
        # The sections a row's section is one of (none for a standard of one section).
        self._sections = info["sections"]
        self._labels = {"en": [label for _, label in info["categories"]]}

    def __del__(self):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle and lib is not None:
            lib.bmikit_standard_free(handle)

    def __repr__(self):
        return f"bmikit.Standard({self.id!r})"

    def _info(self, language):
        text = _native.take_text(lib.bmikit_standard_info(self._handle, language.encode()))
        info = {"categories": [], "sections": []}
        for line in text.split("\n"):
            parts = line.split("\t")
            if parts[0] == "category":
                info["categories"].append((parts[1], parts[2] if len(parts) > 2 else parts[1]))
            elif parts[0] == "section" and len(parts) == 2:
                info["sections"].append(parts[1])
            elif len(parts) == 2:
                info[parts[0]] = parts[1]
        return info

    def labels(self, language="en"):
        """The categories' labels in a language (`en`, `ko`), in the standard's order."""
        if language not in self._labels:
            self._labels[language] = [label for _, label in self._info(language)["categories"]]
        return self._labels[language]

    def classify(
        self, height=None, weight=None, *, bmi=None, sex=None, age=None, age_days=None,
        age_months=None, waist=None, background=None, birth_date=None, date=None,
        language="en",
    ):
        """Classifies one person (scalars: a `Classification`) or many (columns: a pandas or
        polars DataFrame for pandas or polars columns, else a dict of numpy arrays), as
        `bmi batch` classifies the same values. A bad row is flagged in `error`."""
        given = {
            "height": height, "weight": weight, "bmi": bmi, "sex": sex, "age": age,
            "age_days": age_days, "age_months": age_months, "waist": waist,
            "background": background, "birth_date": birth_date, "date": date,
        }
        given = {name: value for name, value in given.items() if value is not None}
        kinds = {name: _columns.kind(value) for name, value in given.items()}
        vector = [name for name, found in kinds.items() if found != "scalar"]
        if not vector:
            result = self._run({name: [value] for name, value in given.items()}, 1, language)
            return Classification(self, result, 0, language)
        sequences = {name: _columns.to_sequence(given[name]) for name in vector}
        lengths = {len(sequence) for sequence in sequences.values()}
        if len(lengths) > 1:
            sizes = ", ".join(f"{name} {len(sequences[name])}" for name in vector)
            raise ColumnError(
                "mismatched-lengths",
                f"the columns have different lengths ({sizes}); give one value per row in each",
            )
        rows = lengths.pop()
        inputs = {}
        for name, value in given.items():
            inputs[name] = sequences[name] if name in sequences else np.array([value] * rows, dtype=object)
        result = self._run(inputs, rows, language)
        shapes = {kinds[name] for name in vector}
        index = None
        if "pandas" in shapes:
            first = next(given[name] for name in vector if kinds[name] == "pandas")
            index = getattr(first, "index", None)
        return result.frame("pandas" if "pandas" in shapes else "polars" if "polars" in shapes else "numpy", index)

    def _run(self, inputs, rows, language):
        prepared = _columns.Prepared(inputs, rows)
        error = ctypes.c_void_p()
        handle = lib.bmikit_classify(
            self._handle, rows, prepared.columns, language.encode(), ctypes.byref(error)
        )
        if not handle:
            ((_, _, code, message),) = _native.error_lines(error.value)[:1] or [(0, 0, "failed", "")]
            raise ColumnError(code, message)
        return Result(self, handle, rows)


class Result:
    """The answers of one call, read out of the library."""

    def __init__(self, standard, handle, rows):
        self.standard = standard
        self._handle = handle
        self.rows = rows

    def __del__(self):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle and lib is not None:
            lib.bmikit_result_free(handle)

    def text(self, answer, row):
        length = lib.bmikit_result_text(self._handle, answer, row, None, 0)
        if length <= 0:
            return ""
        buffer = ctypes.create_string_buffer(length + 1)
        lib.bmikit_result_text(self._handle, answer, row, buffer, length + 1)
        return buffer.value.decode("utf-8", "replace")

    def texts(self, answer):
        length = ctypes.c_size_t()
        pointer = lib.bmikit_result_column(self._handle, answer, ctypes.byref(length))
        if not pointer or self.rows == 0:
            return []
        return ctypes.string_at(pointer, length.value).decode("utf-8", "replace").split("\n")

    def numbers(self, answer):
        out = np.empty(self.rows, dtype=np.float64)
        lib.bmikit_result_numbers(self._handle, answer, out.ctypes.data_as(ctypes.POINTER(ctypes.c_double)))
        return out

    def codes(self):
        out = np.empty(self.rows, dtype=np.int32)
        lib.bmikit_result_categories(self._handle, out.ctypes.data_as(ctypes.POINTER(ctypes.c_int32)))
        return out

    def section_positions(self):
        """Each row's section as its position among the standard's sections, -1 where a
        row has none; `None` when no row has one. The library gives the positions, so no
        row's text is made."""
        if not self.standard._sections or self.rows == 0:
            return None
        positions = self.numbers(_native.SECTION)
        found = ~np.isnan(positions)
        if not found.any():
            return None
        return np.where(found, positions, -1).astype(np.intp)

    def _optional_texts(self, answer):
        """Each row's text of an answer (a short one: an error code, a section) as an object
        array, None where a row has none; made by numpy from the answer's column, with Python
        work only for each distinct text."""
        out = np.empty(self.rows, dtype=object)
        length = ctypes.c_size_t()
        pointer = lib.bmikit_result_column(self._handle, answer, ctypes.byref(length))
        if not pointer or self.rows == 0:
            return out
        raw = np.frombuffer(ctypes.string_at(pointer, length.value), dtype=np.uint8)
        breaks = np.flatnonzero(raw == ord("\n"))
        starts = np.concatenate(([0], breaks + 1))
        lengths = np.concatenate((breaks, [len(raw)])) - starts
        rows = np.flatnonzero(lengths > 0)
        if len(rows) == 0:
            return out
        # The rows' texts as fixed-width byte strings (zeros after a text's end), grouped.
        width = int(lengths[rows].max())
        columns = np.arange(width)
        cells = raw[np.minimum(starts[rows, None] + columns, len(raw) - 1)]
        cells[columns >= lengths[rows, None]] = 0
        # The rows grouped by a 64-bit hash of their bytes, as numpy sorts integers several
        # times faster than byte strings; the groups are then checked byte for byte, and
        # the byte strings themselves are sorted only when two texts share a hash.
        keys = np.zeros(len(rows), dtype=np.uint64)
        for column in range(width):
            keys = keys * np.uint64(1099511628211) + cells[:, column]
        _, first, which = np.unique(keys, return_index=True, return_inverse=True)
        which = which.ravel()
        if np.array_equal(cells[first][which], cells):
            distinct = [cells[row].tobytes().rstrip(b"\0") for row in first]
        else:
            distinct, which = np.unique(cells.view(f"S{width}").ravel(), return_inverse=True)
            which = which.ravel()
        texts = np.array([text.decode("utf-8", "replace") for text in distinct], dtype=object)
        out[rows] = texts[which]
        return out

    def any_text(self, answer):
        """Whether any row has a text for the answer (its column is more than the line ends)."""
        length = ctypes.c_size_t()
        pointer = lib.bmikit_result_column(self._handle, answer, ctypes.byref(length))
        return bool(pointer) and length.value > max(self.rows - 1, 0)

    def answer_names(self):
        names = [(self.standard.measure, _native.VALUE)]
        if self.standard.measure.startswith("bmi_for_age"):
            names += [("z_score", _native.Z_SCORE), ("percentile", _native.PERCENTILE)]
            if self.any_text(_native.PERCENT_OF_P95):
                names.append(("percent_of_p95", _native.PERCENT_OF_P95))
        return names

    def answer_numbers(self):
        """Each numeric answer's numbers (`answer_names`), by name. A row whose % of P95 has
        a number has its text, so the column of texts is joined only when no row has one."""
        numbers = {self.standard.measure: self.numbers(_native.VALUE)}
        if self.standard.measure.startswith("bmi_for_age"):
            numbers["z_score"] = self.numbers(_native.Z_SCORE)
            numbers["percentile"] = self.numbers(_native.PERCENTILE)
            percent = self.numbers(_native.PERCENT_OF_P95)
            if not np.isnan(percent).all() or self.any_text(_native.PERCENT_OF_P95):
                numbers["percent_of_p95"] = percent
        return numbers

    def frame(self, shape, index=None):
        codes = self.codes()
        errors = None
        if self.rows and (codes < 0).any():
            errors = self._optional_texts(_native.ERROR)
        else:
            errors = np.full(self.rows, None, dtype=object)
        numbers = self.answer_numbers()
        section_positions = self.section_positions()
        sections = None
        if section_positions is not None and shape != "polars":
            # Each row's name taken by its position (-1, the last: None).
            sections = np.array(self.standard._sections + [None], dtype=object)[section_positions]
        if shape == "pandas":
            import pandas

            data = dict(numbers)
            data["category"] = pandas.Categorical.from_codes(codes, categories=self.standard.categories)
            data["error"] = pandas.Series(errors, dtype=object, index=index)
            if sections is not None:
                data["section"] = sections
            return pandas.DataFrame(data, index=index)
        if shape == "polars":
            import polars

            data = {name: polars.Series(name, values, dtype=polars.Float64, nan_to_null=True) for name, values in numbers.items()}
            # The categories taken by their codes (a flagged row's, null), and the object
            # arrays handed over whole: no Python work per row.
            positions = polars.Series(codes)
            if self.rows and (codes < 0).any():
                positions = positions.set(positions < 0, None)
            enum = polars.Enum(self.standard.categories)
            data["category"] = polars.Series("category", self.standard.categories, dtype=enum).gather(positions)
            # (An object array leading with None would be read as objects: a list instead,
            # made by numpy, when some row has a text.)
            if self.rows and (codes < 0).any():
                data["error"] = polars.Series("error", errors.tolist(), dtype=polars.Utf8)
            else:
                data["error"] = polars.Series("error", [], dtype=polars.Utf8).extend_constant(None, self.rows)
            if section_positions is not None:
                found = polars.Series(section_positions)
                if (section_positions < 0).any():
                    found = found.set(found < 0, None)
                names = polars.Series("section", self.standard._sections, dtype=polars.Utf8)
                data["section"] = names.gather(found)
            return polars.DataFrame(data)
        categories = np.array(self.standard.categories + [None], dtype=object)[codes]
        out = dict(numbers)
        out["category"] = categories
        out["error"] = errors
        if sections is not None:
            out["section"] = sections
        return out


class Classification:
    """One person's answer. `bmi` (or `value` for other measures) is a `decimal.Decimal`
    written as `bmi batch` writes it; `None` for a flagged person, whose `error` is the code."""

    def __init__(self, standard, result, row, language):
        self.standard = standard
        text = result.text(_native.VALUE, row)
        self.value = decimal.Decimal(text) if text else None
        self.category = result.text(_native.CATEGORY, row) or None
        self.error = result.text(_native.ERROR, row) or None
        self.error_detail = result.text(_native.ERROR_DETAIL, row) or None
        self.section = result.text(_native.SECTION, row) or None
        self.z_score = _decimal(result.text(_native.Z_SCORE, row))
        self.percentile = _decimal(result.text(_native.PERCENTILE, row))
        self.percent_of_p95 = _decimal(result.text(_native.PERCENT_OF_P95, row))
        self.bmi = self.value if standard.measure == "bmi" else None

    def label(self, language="en"):
        """The category's label in a language, such as `ko`; `None` for a flagged person."""
        if self.category is None:
            return None
        return self.standard.labels(language)[self.standard.categories.index(self.category)]

    def __repr__(self):
        if self.error:
            return f"Classification(error={self.error!r})"
        return f"Classification({self.standard.measure}={self.value}, category={self.category!r})"


def _decimal(text):
    return decimal.Decimal(text) if text else None


def standard(name, language="en"):
    """A built-in standard by name (`ksso`, `who`, `cdc-2000-bmi-for-age`)."""
    error = ctypes.c_void_p()
    handle = lib.bmikit_standard_named(str(name).encode("utf-8", "replace"), language.encode(), ctypes.byref(error))
    if not handle:
        lines = _native.error_lines(error.value) or [(0, 0, "unknown-standard", str(name))]
        raise StandardNameError(lines[0][2], lines[0][3])
    return Standard(handle)


def load_standard(path):
    """A standard from a `bmi-standard` YAML file (its LMS tables read beside it)."""
    error = ctypes.c_void_p()
    handle = lib.bmikit_standard_load(str(path).encode("utf-8", "surrogateescape"), ctypes.byref(error))
    if not handle:
        raise StandardFileError(_native.error_lines(error.value))
    return Standard(handle)
