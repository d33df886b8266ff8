"""The call sites of docs/python.md, as written there."""

import decimal

import numpy as np
import pandas as pd
import polars as pl
import pytest

import bmikit


def test_contract_call_sites(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "people.csv").write_text(
        "height_cm,weight_kg\n160.0,64.0\n170.5,\n,70\n180,81.5\n"
    )
    (tmp_path / "clinic.yaml").write_text("format: bmi-standard/1\nid: clinic\n")

    ksso = bmikit.standard("ksso")
    one = ksso.classify(height="170,5", weight="143 lb")
    assert (str(one.bmi), one.category, one.label("ko")) == ("22.3", "normal", "정상")
    assert isinstance(one.bmi, decimal.Decimal)

    df = pd.read_csv("people.csv")
    out = ksso.classify(height=df["height_cm"], weight=df["weight_kg"])
    assert isinstance(out, pd.DataFrame) and len(out) == len(df)
    assert out["bmi"].dtype == np.float64
    assert isinstance(out["category"].dtype, pd.CategoricalDtype)
    assert out["bmi"].iloc[0] == 25.0 and out["category"].iloc[0] == "obesity-class-1"
    assert list(out["error"]) == [None, "missing-value", "missing-value", None]

    pout = ksso.classify(height=pl.Series([160.0, 170.5]), weight=pl.Series([64.0, 65.2]))
    assert isinstance(pout, pl.DataFrame)
    assert pout["category"].to_list() == ["obesity-class-1", "normal"]
    assert pout["bmi"].to_list() == [25.0, 22.4]

    arrays = ksso.classify(height=np.array([160.0]), weight=np.array([64.0]))
    assert isinstance(arrays, dict) and isinstance(arrays["bmi"], np.ndarray)
    assert arrays["bmi"][0] == 25.0 and arrays["category"][0] == "obesity-class-1"

    cdc = bmikit.standard("cdc-2000-bmi-for-age")
    kids = cdc.classify(bmi=[21.2], sex=["female"], age_months=[114.5])
    assert kids["z_score"][0] == 1.4215  # 4 decimals, as bmi batch and --format json write them
    assert kids["percentile"][0] == 92.2414
    assert kids["percent_of_p95"][0] == 94.6518
    assert kids["category"][0] == "overweight"

    with pytest.raises(bmikit.StandardFileError) as refused:
        bmikit.load_standard("clinic.yaml")
    line, column, code, message = refused.value.diagnostics[0]
    assert (line, column) >= (1, 1) and code.startswith("E") and message

    summary = bmikit.batch("people.csv", "out.csv", standard="who")
    assert summary["rows"] == 4 and summary["flagged"] == 2


@pytest.mark.parametrize("name, code", [("kso", "unknown-standard"), ("kssо", "look-alike-name")])
def test_standard_name_errors_carry_a_code(name, code):
    with pytest.raises(bmikit.StandardNameError) as refused:
        bmikit.standard(name)
    assert refused.value.code == code
    assert refused.value.message


def test_floats_read_as_their_shortest_decimal():
    ksso = bmikit.standard("ksso")
    # 160 cm and 76.8 kg: exactly 30, which a double computes as 29.999999999999993.
    one = ksso.classify(height=160.0, weight=76.8)
    assert one.bmi == decimal.Decimal("30.0") and one.category == "obesity-class-2"
    assert ksso.classify(height=np.float32(170.5), weight=65).bmi == decimal.Decimal("22.4")


def test_messages_in_a_language():
    ksso = bmikit.standard("ksso")
    assert ksso.classify(height="", weight=70, language="ko").error_detail != ksso.classify(
        height="", weight=70
    ).error_detail
