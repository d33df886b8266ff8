"""bmikit and `bmi batch` row for row on many generated rows (who, ksso, CDC 2000 BMI-for-age):
the BMI (or score), category, error, z-score and percentile of every row, compared column by
column. BMIKIT_SCALE_ROWS sets the rows (CI's python package step runs 1,000,000)."""

import os

import numpy as np
import pandas as pd
import pytest

import bmikit

ROWS = int(os.environ.get("BMIKIT_SCALE_ROWS", "50000"))


def _floats(generator, low, high, decimals, missing=0.01):
    values = np.round(generator.uniform(low, high, ROWS), decimals)
    values[generator.random(ROWS) < missing] = np.nan
    return values


def _batch(tmp_path, run_batch, columns, standard):
    """`bmi batch` over the columns written as CSV (floats as their shortest decimal, as
    pandas writes them; NaN as an empty cell), its answers as texts."""
    pd.DataFrame(columns).to_csv(tmp_path / "in.csv", index=False)
    run_batch(tmp_path / "in.csv", tmp_path / "out.csv", standard)
    return pd.read_csv(tmp_path / "out.csv", dtype=str, keep_default_na=False)


def _assert_same(frame, expected, measure):
    assert len(frame) == len(expected)
    for name in [measure, "z_score", "percentile", "percent_of_p95"]:
        if name not in expected:
            continue
        want = pd.to_numeric(expected[name].replace("", np.nan)).to_numpy(dtype=np.float64)
        got = frame[name].to_numpy(dtype=np.float64)
        same = (got == want) | (np.isnan(got) & np.isnan(want))
        rows = np.nonzero(~same)[0]
        assert len(rows) == 0, (name, rows[:5], got[rows[:5]], want[rows[:5]])
    category = frame["category"].astype(object).where(frame["category"].notna(), "").to_numpy()
    rows = np.nonzero(category != expected["category"].to_numpy())[0]
    assert len(rows) == 0, ("category", rows[:5])
    error = frame["error"].where(frame["error"].notna(), "").to_numpy()
    rows = np.nonzero(error != expected["error"].to_numpy())[0]
    assert len(rows) == 0, ("error", rows[:5])


@pytest.mark.parametrize("standard", ["who", "ksso"])
def test_adults_at_scale(tmp_path, run_batch, standard):
    generator = np.random.default_rng(371)
    columns = {
        "height_cm": _floats(generator, 120, 210, 1),
        "weight_kg": _floats(generator, 30, 180, 1),
    }
    # A few values with more digits, and impossible ones, among them.
    columns["weight_kg"][::97] = np.round(generator.uniform(30, 180, len(columns["weight_kg"][::97])), 4)
    columns["height_cm"][::1009] = -1.0
    expected = _batch(tmp_path, run_batch, columns, standard)
    frame = bmikit.standard(standard).classify(
        height=pd.Series(columns["height_cm"]), weight=pd.Series(columns["weight_kg"])
    )
    _assert_same(frame, expected, "bmi")


def test_children_at_scale(tmp_path, run_batch):
    generator = np.random.default_rng(372)
    months = _floats(generator, 24, 240, 1)
    typical = 15.5 + np.maximum(np.nan_to_num(months) - 60.0, 0.0) / 12.0 * 0.5
    sexes = np.where(generator.random(ROWS) < 0.5, "female", "male").astype(object)
    sexes[::211] = ""
    columns = {
        "bmi": np.round(typical + generator.normal(0.0, 1.5, ROWS), 1),
        "sex": sexes,
        "age_months": months,
    }
    expected = _batch(tmp_path, run_batch, columns, "cdc-2000-bmi-for-age")
    chosen = bmikit.standard("cdc-2000-bmi-for-age")
    frame = chosen.classify(
        bmi=pd.Series(columns["bmi"]), sex=pd.Series(sexes), age_months=pd.Series(months)
    )
    _assert_same(frame, expected, chosen.measure)
