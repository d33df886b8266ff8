"""float64 columns (read by value: each double's shortest decimal as integer millionths) give
row for row the answers of the same values given as texts (the shortest decimals the columns
module writes), which batch's row evaluator reads: every answer's text column, each row's
text, the category codes and the numbers. The values sit at and around the cut-offs of
several standards, and include values the by-value path must leave to the texts (NaN, ±inf,
negative, subnormal, tiny, huge, more than six decimals)."""

import ctypes
import math

import numpy as np
import pytest

import bmikit
from bmikit import _columns, _native

ANSWERS = range(10)
NUMERIC = (_native.VALUE, _native.Z_SCORE, _native.PERCENTILE, _native.PERCENT_OF_P95)

# BMI cut-offs of the adult standards below (WHO, KSSO, Asia-Pacific, JASSO, GLIM, NICE), and
# a few others.
CUTOFFS = [15.0, 16.0, 17.0, 18.5, 20.0, 22.0, 23.0, 24.0, 25.0, 27.5, 28.0, 30.0, 32.5, 35.0,
           37.5, 40.0, 50.0]
HEIGHTS = [160.0, 170.5, 152.4, 180.0, 100.0, 200.0, 1.7, 165.25]
ODD = [float("nan"), float("inf"), float("-inf"), -0.0, 0.0, -170.0, -64.0, 1e-7, 1e12, 1e300,
       5e-324, 2.2250738585072014e-308, 0.001, 0.0009999999999999998, 999999999.9999999, 1e9,
       123456789.123456, 0.1 + 0.2, 1.0 / 3.0, 64.00000000000001, 63.99999999999999]


def _around(value):
    """A value and its neighbours: the next doubles, a millionth, a hundredth."""
    out = [value, math.nextafter(value, math.inf), math.nextafter(value, -math.inf)]
    for step in (1e-6, 1e-5, 1e-2, 0.05):
        out += [value + step, value - step, round(value + step, 6), round(value - step, 6)]
    return out


def _heights_and_weights():
    heights, weights = [], []
    for height in HEIGHTS:
        square = (height / 100.0) ** 2
        for cutoff in CUTOFFS:
            for weight in _around(cutoff * square) + [round(cutoff * square, d) for d in range(7)]:
                heights.append(height)
                weights.append(weight)
    for odd in ODD:
        for other in (170.5, 64.0):
            heights += [odd, other]
            weights += [other, odd]
    heights += [160.0, 170.5, 175.0]
    weights += [64.0, 70.0, 1e-7]
    # Possible heights and weights whose BMI is not possible, and ones just inside.
    for height in (50.0, 60.0, 80.0, 250.0, 272.0):
        for weight in (2.0, 10.0, 20.0, 150.0, 300.0, 500.0, 635.0):
            heights.append(height)
            weights.append(weight)
    return np.array(heights, dtype=np.float64), np.array(weights, dtype=np.float64)


def _bmis():
    values = []
    for cutoff in CUTOFFS:
        values += _around(cutoff)
    return np.array(values + ODD + [25.0, 24.99999, 24.999999], dtype=np.float64)


def _swift_decimal(value):
    """The text `bmikit_classify` writes for a double it cannot read by value (the shortest
    decimal, as Swift's `description` writes it, with an exponent written out), so that the
    texts path sees the same text; `None` for NaN, a missing value."""
    if math.isnan(value):
        return None
    text = repr(value)
    if math.isinf(value) or "e" not in text:
        return text
    mantissa, exponent = text.split("e")
    sign = "-" if mantissa.startswith("-") else ""
    mantissa = mantissa.lstrip("-")
    whole, _, fraction = mantissa.partition(".")
    digits = whole + fraction
    point = len(whole) + int(exponent)
    if point <= 0:
        return sign + "0." + "0" * -point + digits
    if point >= len(digits):
        return sign + digits + "0" * (point - len(digits))
    return sign + digits[:point] + "." + digits[point:]


def _as_texts(values):
    """The column as texts, each double's shortest decimal."""
    return np.array(
        [None if (text := _swift_decimal(float(value))) is None else text for value in values],
        dtype=object,
    )


def _result(standard, columns):
    rows = len(next(iter(columns.values())))
    return standard._run(columns, rows, "en")


def _assert_same(by_value, by_text):
    assert np.array_equal(by_value.codes(), by_text.codes())
    for answer in ANSWERS:
        assert by_value.texts(answer) == by_text.texts(answer), answer
    for answer in NUMERIC:
        got, want = by_value.numbers(answer), by_text.numbers(answer)
        same = (got == want) | (np.isnan(got) & np.isnan(want))
        assert same.all(), (answer, np.nonzero(~same)[0][:5])
    for row in range(0, by_value.rows, 7):
        for answer in ANSWERS:
            assert by_value.text(answer, row) == by_text.text(answer, row), (answer, row)
    _assert_sections_named(by_value)
    _assert_sections_named(by_text)


def _assert_sections_named(result):
    """Each row's section position (`bmikit_result_numbers` of BMIKIT_SECTION) is the place of
    its section's text among the standard's sections; NaN for a row without one."""
    names = result.standard._sections
    texts = result.texts(_native.SECTION)
    want = np.array([names.index(text) if text else np.nan for text in texts], dtype=np.float64)
    got = result.numbers(_native.SECTION)
    assert np.array_equal(got, want, equal_nan=True), np.nonzero(~((got == want) | np.isnan(want)))[0][:5]
    assert names or not any(texts)


@pytest.mark.parametrize(
    "name", ["who", "ksso", "asia-pacific-2000", "jasso-2022", "nice-2025",
             "india-2009", "china-2013", "who-2000", "singapore-2005", "hong-kong-2023"]
)
def test_heights_and_weights_by_value_match_texts(name):
    standard = bmikit.standard(name)
    heights, weights = _heights_and_weights()
    by_value = _result(standard, {"height": heights, "weight": weights})
    by_text = _result(standard, {"height": _as_texts(heights), "weight": _as_texts(weights)})
    _assert_same(by_value, by_text)
    # 160 cm and 64 kg is a BMI of exactly 25.
    frame = standard.classify(height=np.array([160.0]), weight=np.array([64.0]))
    assert frame["bmi"][0] == 25.0


@pytest.mark.parametrize("name", ["who", "ksso", "nice-2025"])
def test_bmis_by_value_match_texts(name):
    standard = bmikit.standard(name)
    bmis = _bmis()
    _assert_same(
        _result(standard, {"bmi": bmis}), _result(standard, {"bmi": _as_texts(bmis)})
    )


def test_many_rows_by_value_match_texts():
    """Enough rows for one thread per processor, with flagged rows among them."""
    generator = np.random.default_rng(37)
    rows = 120_000
    heights = np.round(generator.uniform(120.0, 210.0, rows), 1)
    weights = generator.uniform(30.0, 180.0, rows)
    for decimals in range(7):
        weights[decimals::7] = np.round(weights[decimals::7], decimals)
    heights[::101] = np.nan
    weights[::103] = -5.0
    weights[::107] = 1e-7
    standard = bmikit.standard("who")
    _assert_same(
        _result(standard, {"height": heights, "weight": weights}),
        _result(standard, {"height": _as_texts(heights), "weight": _as_texts(weights)}),
    )


@pytest.mark.parametrize(
    "name,extra",
    [("glim-2019", {"age": np.array(["69", "70", "71.5", ""] * 1, dtype=object)}),
     ("nice-ng246", {"background": np.array(["south-asian", "other", "", "chinese"], dtype=object)})],
)
def test_sectioned_by_value_match_texts(name, extra):
    standard = bmikit.standard(name)
    bmis = _bmis()
    rows = len(bmis)
    columns = {key: np.resize(values, rows) for key, values in extra.items()}
    _assert_same(
        _result(standard, {"bmi": bmis, **columns}),
        _result(standard, {"bmi": _as_texts(bmis), **columns}),
    )


@pytest.mark.parametrize("name,extra", [("who", {}), ("glim-2019", {"age": ["60", "", "80"]})])
def test_frames_of_every_shape_agree(name, extra):
    """The polars frame (its categories taken by code, a flagged first row among them), the
    pandas frame and numpy's dict hold the same answers."""
    import pandas as pd
    import polars as pl

    standard = bmikit.standard(name)
    bmis = [float("nan"), 18.0, 25.0, -1.0, 30.0, 19.5]
    columns = {key: (values * 2) for key, values in extra.items()}
    as_numpy = standard.classify(bmi=np.array(bmis), **{k: np.array(v, dtype=object) for k, v in columns.items()})
    as_pandas = standard.classify(bmi=pd.Series(bmis), **{k: pd.Series(v) for k, v in columns.items()})
    as_polars = standard.classify(bmi=pl.Series(bmis), **{k: pl.Series(v) for k, v in columns.items()})
    for key in ["category", "error"] + (["section"] if "section" in as_numpy else []):
        assert list(as_numpy[key]) == as_polars[key].to_list(), key
        assert [None if pd.isna(v) else v for v in as_pandas[key]] == list(as_numpy[key]), key
    assert np.array_equal(as_numpy["bmi"], as_pandas["bmi"].to_numpy(), equal_nan=True)
    assert np.array_equal(
        as_numpy["bmi"], as_polars["bmi"].fill_null(np.nan).to_numpy(), equal_nan=True
    )
    assert as_polars["category"].dtype == pl.Enum(standard.categories)
    assert as_polars["error"].dtype == pl.Utf8


@pytest.mark.parametrize("name", ["who", "ksso"])
def test_columns_the_standard_does_not_read_by_value_match_texts(name):
    """A sex column beside the heights and weights of a standard without sections: rows
    whose sex a CSV record would quote or leave empty go through the records either way."""
    standard = bmikit.standard(name)
    heights, weights = _heights_and_weights()
    sexes = np.resize(
        np.array(["female", "male", "", None, "f,m", 'the "sex"', "männlich", "x" * 300], dtype=object),
        len(heights),
    )
    _assert_same(
        _result(standard, {"height": heights, "weight": weights, "sex": sexes}),
        _result(standard, {"height": _as_texts(heights), "weight": _as_texts(weights), "sex": sexes}),
    )


# Children: each reference's ages in months (youngest, oldest, a month past each end, and
# ages in between, exact half days and half months among them), with odd sexes and missing
# or impossible ages among the rows.
CHILDREN = {
    "who-2006-bmi-for-age": (0.0, 60.0),
    "who-2007-bmi-for-age": (61.0, 228.0),
    "cdc-2000-bmi-for-age": (24.0, 240.0),
    "uk90-bmi-for-age": (0.0, 276.0),
    "kdca-2017-bmi-for-age": (0.0, 228.0),
}
CHILD_SEXES = ["female", "male", "f", "m", "F", "M", "Female", "MALE", "x", "", None, "여",
               "f,m", "male "]


def _children(name, rows_per_age=40):
    """Months, BMIs (a fine grid through each age's usual BMIs, so that z and percentile
    pass many of their rounding points and the cut-offs) and sexes."""
    youngest, oldest = CHILDREN[name]
    ages = [youngest, oldest, youngest - 1.0, oldest + 1.0, youngest + 0.5, oldest - 0.5,
            (youngest + oldest) / 2.0, youngest + 8.0, youngest + 24.5, 100.25, 1e-7,
            float("nan"), -3.0, 1e9]
    months, bmis, sexes = [], [], []
    for index, age in enumerate(ages):
        typical = 15.5 + max(age - 60.0, 0.0) / 12.0 * 0.5 if math.isfinite(age) else 16.0
        grid = typical + np.linspace(-6.0, 12.0, rows_per_age)
        for step, bmi in enumerate(grid):
            months.append(age)
            bmis.append(round(bmi, 2 if step % 3 else 1))
            sexes.append(CHILD_SEXES[(index + step) % 2] if step % 5 else CHILD_SEXES[step % len(CHILD_SEXES)])
    # (A BMI far beyond the tails, 200 at 30 months, takes CDC's exact tails minutes.)
    bmis += [float("nan"), -1.0, 0.0, 1e-7, 60.0]
    months += [30.0] * 5
    sexes += ["female"] * 5
    return np.array(months), np.array(bmis), np.array(sexes, dtype=object)


@pytest.mark.parametrize("name", list(CHILDREN))
def test_children_by_value_match_texts(name):
    """A child's BMI (or height and weight) and age as float64 columns, and as texts: every
    answer alike, in months, years and days."""
    standard = bmikit.standard(name)
    months, bmis, sexes = _children(name)
    heights = np.resize(np.array([55.0, 80.5, 110.0, 152.4, 175.25]), len(bmis))
    weights = np.round(bmis * (heights / 100.0) ** 2, 2)
    for age_name, ages in (("age_months", months), ("age", months / 12.0),
                           ("age_days", np.round(months * 30.4375))):
        _assert_same(
            _result(standard, {"bmi": bmis, "sex": sexes, age_name: ages}),
            _result(standard, {"bmi": _as_texts(bmis), "sex": sexes, age_name: _as_texts(ages)}),
        )
        _assert_same(
            _result(standard, {"height": heights, "weight": weights, "sex": sexes, age_name: ages}),
            _result(standard, {"height": _as_texts(heights), "weight": _as_texts(weights),
                               "sex": sexes, age_name: _as_texts(ages)}),
        )


@pytest.mark.parametrize("name", list(CHILDREN))
def test_children_answers_are_batch_texts(tmp_path, run_batch, name):
    """Each child's answers as the library writes them (a row kept as numbers writes its
    texts back) are byte for byte the texts `bmi batch` writes for the same rows."""
    import csv

    standard = bmikit.standard(name)
    months, bmis, sexes = _children(name)
    with open(tmp_path / "in.csv", "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["bmi", "sex", "age_months"])
        for bmi, sex, age in zip(bmis, sexes, months):
            writer.writerow([_swift_decimal(float(bmi)) or "", sex or "", _swift_decimal(float(age)) or ""])
    expected = list(csv.DictReader(
        run_batch(tmp_path / "in.csv", tmp_path / "out.csv", name).decode("utf-8").splitlines()
    ))
    result = _result(standard, {"bmi": bmis, "sex": sexes, "age_months": months})
    columns = {
        standard.measure: _native.VALUE, "category": _native.CATEGORY, "error": _native.ERROR,
        "z_score": _native.Z_SCORE, "percentile": _native.PERCENTILE,
        "percent_of_p95": _native.PERCENT_OF_P95,
    }
    for column, answer in columns.items():
        if column not in expected[0]:
            continue
        want = [row[column] for row in expected]
        # A sex the CSV quotes is written back to the file as the same text.
        assert result.texts(answer) == want, column
        for row in range(0, len(want), 11):
            assert result.text(answer, row) == want[row], (column, row)
        if answer in NUMERIC:
            got = result.numbers(answer)
            want_numbers = np.array([float(text) if text else np.nan for text in want])
            assert np.array_equal(got, want_numbers, equal_nan=True), column


@pytest.mark.parametrize(
    "values",
    [
        ["female", "male", "female", "f", None, "", "x" * 300, "a\x00b", "männlich", "f,m"],
        np.array(["female", "male", "male", "F", "M"]),
        np.array(["", "male", "a\x00b", "male", "männlich"]),
        np.array(["female", "male", "f", "m", "F", "M", "", "a\x00b", "female"]),
        [np.str_("female"), "female", np.str_("male"), None],
        [None, None, None],
        ["male", 1, 1.0, True, None],
        [0.0, -0.0, float("nan"), 1],
        [b"female", "female", b"m\xffale"],
        ["female", float("nan"), "male", None, "female"],
        np.array(["female", "male", "f", "m", "F", "M", "w", "female"]),
    ],
)
def test_text_columns_hand_c_the_same_bytes(values):
    """A text column handed to C as the addresses of its distinct texts points at the bytes
    the row by row encoding gives (`_encoded`); a column of other values takes that path."""
    sequence = _columns.to_sequence(values)
    prepared = _columns.Prepared({"sex": sequence}, len(sequence))
    pointer = prepared.columns[_native.INPUTS.index("sex")].texts
    got = [pointer[row] for row in range(len(sequence))]
    assert got == _columns._encoded(list(values) if not isinstance(values, np.ndarray) else values)
    fast = _columns._text_pointers(sequence, [])
    kinds = {type(value) for value in sequence}
    if kinds <= {str, np.str_, type(None)}:
        assert fast is not None
    if any(isinstance(value, (bytes, int, bool)) for value in sequence):
        assert fast is None


def test_pandas_and_polars_text_columns_hand_c_the_same_bytes():
    """A pandas object or string column and a polars string column (texts, None, NaN,
    pandas.NA) reach C as the addresses of their distinct texts, the same bytes as row by
    row, through pandas' grouping when pandas is installed."""
    pandas = pytest.importorskip("pandas")
    texts = ["female", None, "male", "", "männlich", "female", "a\x00b", "M"] * 3
    columns = [
        pandas.Series(texts, dtype=object),
        pandas.Series(texts + [float("nan")], dtype=object),
        pandas.Series(texts + [pandas.NA], dtype="string"),
    ]
    try:
        import polars

        columns.append(polars.Series(texts))
    except ImportError:
        pass
    for column in columns:
        sequence = _columns.to_sequence(column)
        keep = []
        fast = _columns._factorized_text_pointers(sequence, keep)
        assert fast is not None, column
        got = [ctypes.c_char_p(int(address)).value if address else None for address in fast]
        assert got == _columns._encoded(sequence), column
