"""The reference itself, against facts worked out by hand, so that an agreement between it
and `bmi batch` means something."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from cases import float_traps
from reference import (
    ROUNDING_MODES,
    bmi_of,
    category_id,
    display,
    float_bmi,
    float_category,
    load_standard,
    parse_decimal,
    round_decimal,
    thresholds,
)

ROOT = Path(__file__).resolve().parents[2]
WHO = load_standard(ROOT / "Standards" / "who-2000.yaml")
KSSO = load_standard(ROOT / "Standards" / "ksso-2022.yaml")
ABOVE = load_standard(ROOT / "docs" / "examples" / "above-at-most.yaml")
HALF_EVEN = load_standard(Path(__file__).parent / "fixtures" / "half-even-two-decimals.yaml")


def test_160_cm_64_kg_is_exactly_25_and_floats_miss_it() -> None:
    assert bmi_of(Fraction(160), Fraction(64)) == 25
    assert float_bmi("160", "64") == 24.999999999999996
    assert category_id(WHO, Fraction(25)) == "pre-obese"
    assert float_category(WHO, "160", "64") == "normal"


@pytest.mark.parametrize(
    ("value", "decimals", "mode", "rounded"),
    [
        ("22.95", 1, "half-up", "23"),
        ("22.95", 1, "half-even", "23"),
        ("22.85", 1, "half-even", "22.8"),
        ("22.85", 1, "half-up", "22.9"),
        ("22.849999", 1, "half-up", "22.8"),
        ("24.5", 0, "half-even", "24"),
        ("25.5", 0, "half-even", "26"),
        ("18.505", 2, "half-even", "18.5"),
        ("18.515", 2, "half-even", "18.52"),
    ],
)
def test_rounding(value: str, decimals: int, mode: str, rounded: str) -> None:
    assert mode in ROUNDING_MODES
    assert round_decimal(Fraction(value), decimals, mode) == Fraction(rounded)


@pytest.mark.parametrize(
    ("standard", "bmi", "category"),
    [
        (WHO, "18.499999", "mild-thinness"),
        (WHO, "18.5", "normal"),
        (WHO, "24.999999", "normal"),
        (KSSO, "22.949999", "normal"),
        (KSSO, "22.95", "pre-obesity"),
        (KSSO, "18.45", "normal"),
        (KSSO, "18.449999", "underweight"),
        (ABOVE, "25", "normal"),
        (ABOVE, "25.000001", "overweight"),
        (ABOVE, "18.5", "underweight"),
        (HALF_EVEN, "18.505", "low"),
        (HALF_EVEN, "18.515", "middle"),
        (HALF_EVEN, "24.995", "high"),
        (HALF_EVEN, "24.985", "middle"),
    ],
)
def test_categories(standard, bmi: str, category: str) -> None:
    assert category_id(standard, Fraction(bmi)) == category


@pytest.mark.parametrize(
    ("standard", "bmi", "shown"),
    [
        (WHO, "25", "25.0"),
        (WHO, "24.95", "24.95"),  # 25.0 would read as pre-obese
        (WHO, "24.96", "24.96"),
        (WHO, "24.94", "24.9"),
        (WHO, "24.9999995", "24.999999"),  # no six-decimal rounding stays below 25
        (WHO, "22.96", "23.0"),
        (KSSO, "22.95", "23.0"),  # rounding classifies 23.0, so 23.0 is what is shown
        (KSSO, "22.949999", "22.9"),
        (ABOVE, "25.04", "25.04"),  # 25.0 is normal here, 25.04 is overweight
    ],
)
def test_display(standard, bmi: str, shown: str) -> None:
    assert display(standard, Fraction(bmi)) == shown


def test_thresholds_are_where_the_rounded_value_changes_category() -> None:
    ksso = ("18.45", "22.95", "24.95", "29.95", "34.95")
    who = ("16", "17", "18.5", "25", "30", "35", "40")
    assert [t for t, _ in thresholds(KSSO)] == [Fraction(s) for s in ksso]
    assert [t for t, _ in thresholds(WHO)] == [Fraction(s) for s in who]


def test_float_trap_search_finds_160_64() -> None:
    traps, examined = float_traps(WHO)
    assert any(case.height == "160" and case.weight == "64" for case in traps)
    assert examined >= len(traps) > 0


@pytest.mark.parametrize("text", ["1e3", "0x10", "18.1234567", "-1", ".5", "5.", " 5", "1_0"])
def test_numbers_are_plain_decimals(text: str) -> None:
    with pytest.raises(ValueError):
        parse_decimal(text)
