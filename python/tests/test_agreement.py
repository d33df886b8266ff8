"""bmikit and `bmi batch` row for row: the same values, as float64 columns and as texts, under
adults', sectioned and children's standards, give the same BMI (or score), category, error,
z-score and percentile; `bmikit.batch` writes the same bytes as `bmi batch`."""

import csv
import math
import os

import numpy as np
import pandas as pd
import pytest

import bmikit

ROWS = int(os.environ.get("BMIKIT_TEST_ROWS", "3000"))
SEXES = ["female", "male", "f", "M", "x", "", "Female", "여"]
TEXT_HEIGHTS = ["170,5", "5'7\"", "1.72 m", "abc", "", "  ", "-3", "175cm", "2e2", "∞", "１７０"]
TEXT_WEIGHTS = ["143 lb", "70kg", "70,2", "n/a", "", "0", "9999", "65.25", "12 st 3 lb"]


def _floats(generator, low, high, decimals, rows, missing=0.03):
    values = np.round(generator.uniform(low, high, rows), decimals)
    values[generator.random(rows) < missing] = np.nan
    return values


def _write(path, columns):
    names = list(columns)
    with open(path, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(names)
        for row in range(len(columns[names[0]])):
            cells = []
            for name in names:
                value = columns[name][row]
                if value is None or (isinstance(value, float) and math.isnan(value)):
                    cells.append("")
                elif isinstance(value, (float, np.floating)):
                    cells.append(repr(float(value)))
                else:
                    cells.append(str(value))
            writer.writerow(cells)


def _batch_rows(output):
    return list(csv.DictReader(output.decode("utf-8").splitlines()))


def _assert_same(frame, expected, measure):
    assert len(frame["category"]) == len(expected)
    for row, want in enumerate(expected):
        got_value = frame[measure][row]
        if want[measure]:
            assert got_value == float(want[measure]), (row, want)
        else:
            assert math.isnan(got_value), (row, want)
        category = frame["category"][row]
        assert (category if isinstance(category, str) else "") == want["category"], (row, want)
        assert (frame["error"][row] or "") == want["error"], (row, want)
        for score in ("z_score", "percentile", "percent_of_p95"):
            if score in want:
                got = frame[score][row]
                assert (math.isnan(got) if not want[score] else got == float(want[score])), (row, score, want)


def _adults(generator):
    return {
        "height_cm": _floats(generator, 40, 250, 1, ROWS),
        "weight_kg": _floats(generator, -5, 300, 2, ROWS),
    }


@pytest.mark.parametrize("standard", ["who", "ksso", "asia-pacific-2000"])
def test_adults_from_float_columns(tmp_path, run_batch, standard):
    generator = np.random.default_rng(37)
    columns = _adults(generator)
    _write(tmp_path / "in.csv", columns)
    expected = _batch_rows(run_batch(tmp_path / "in.csv", tmp_path / "out.csv", standard))
    frame = bmikit.standard(standard).classify(
        height=columns["height_cm"], weight=columns["weight_kg"]
    )
    _assert_same(frame, expected, "bmi")


def test_adults_from_texts(tmp_path, run_batch):
    generator = np.random.default_rng(38)
    heights = [TEXT_HEIGHTS[i] for i in generator.integers(0, len(TEXT_HEIGHTS), ROWS)]
    weights = [TEXT_WEIGHTS[i] for i in generator.integers(0, len(TEXT_WEIGHTS), ROWS)]
    _write(tmp_path / "in.csv", {"height_cm": heights, "weight_kg": weights})
    expected = _batch_rows(run_batch(tmp_path / "in.csv", tmp_path / "out.csv", "ksso"))
    frame = bmikit.standard("ksso").classify(height=pd.Series(heights), weight=pd.Series(weights))
    _assert_same(frame, expected, "bmi")


def test_sectioned_by_age(tmp_path, run_batch):
    generator = np.random.default_rng(39)
    columns = _adults(generator)
    columns["age"] = _floats(generator, 10, 110, 0, ROWS)
    _write(tmp_path / "in.csv", columns)
    expected = _batch_rows(run_batch(tmp_path / "in.csv", tmp_path / "out.csv", "glim-2019"))
    frame = bmikit.standard("glim-2019").classify(
        height=columns["height_cm"], weight=columns["weight_kg"], age=columns["age"]
    )
    _assert_same(frame, expected, "bmi")


@pytest.mark.parametrize("standard", ["cdc-2000-bmi-for-age", "who-2007-bmi-for-age"])
def test_children(tmp_path, run_batch, standard):
    generator = np.random.default_rng(40)
    # Children as surveys have them: BMIs near their age's (an extreme z takes the exact
    # tails, much slower in both), a few ages outside the reference, a few bad cells.
    months = _floats(generator, 12, 250, 1, ROWS)
    heights = _floats(generator, 80, 190, 1, ROWS)
    bmis = 14.0 + np.nan_to_num(months) / 12.0 * 0.45 + generator.normal(0.0, 2.0, ROWS)
    columns = {
        "height_cm": heights,
        "weight_kg": np.round(bmis * (heights / 100.0) ** 2, 1),
        "sex": [SEXES[i] for i in generator.integers(0, len(SEXES), ROWS)],
        "age_months": months,
    }
    _write(tmp_path / "in.csv", columns)
    expected = _batch_rows(run_batch(tmp_path / "in.csv", tmp_path / "out.csv", standard))
    chosen = bmikit.standard(standard)
    frame = chosen.classify(
        height=columns["height_cm"], weight=columns["weight_kg"], sex=columns["sex"],
        age_months=columns["age_months"],
    )
    _assert_same(frame, expected, chosen.measure)


def test_batch_writes_the_same_bytes(tmp_path, run_batch):
    generator = np.random.default_rng(41)
    _write(tmp_path / "in.csv", _adults(generator))
    expected = run_batch(tmp_path / "in.csv", tmp_path / "cli.csv", "who")
    summary = bmikit.batch(tmp_path / "in.csv", tmp_path / "lib.csv", standard="who")
    assert (tmp_path / "lib.csv").read_bytes() == expected
    assert summary["rows"] == ROWS
