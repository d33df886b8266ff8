"""Test cases for one standard: the values where classification is most easily wrong.

Every case is text as a user would write it (`"160"`, `"64.000001"`), so the command under
test parses it itself. Generation is deterministic for a given seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from reference import (
    MILLIONTH,
    Standard,
    category_id,
    ceiling_decimal,
    decimal_text,
    float_category,
    floor_decimal,
    thresholds,
)

# Measurements stay well inside what any plausibility check accepts, so every row must be
# classified rather than flagged.
HEIGHT_RANGE = (Fraction(140), Fraction(200))
WEIGHT_RANGE = (Fraction(30), Fraction(200))
BMI_RANGE = (Fraction(12), Fraction(70))
# The float-trap search grid: every 0.1 cm from 100 cm to 220 cm.
TRAP_HEIGHTS_TENTHS = range(1000, 2201)
TRAP_WEIGHTS = (Fraction(20), Fraction(300))


@dataclass(frozen=True)
class PersonCase:
    """A row with a height and a weight as written, and their exact values in cm and kg."""

    kind: str
    height: str
    weight: str
    height_cm: Fraction
    weight_kg: Fraction

    @staticmethod
    def plain(kind: str, height_cm: Fraction, weight_kg: Fraction) -> "PersonCase":
        height, weight = decimal_text(height_cm), decimal_text(weight_kg)
        return PersonCase(kind, height, weight, height_cm, weight_kg)


@dataclass(frozen=True)
class BMICase:
    kind: str
    bmi: str


def six_decimals(value: Fraction) -> bool:
    return (value * 10**6).denominator == 1


def interesting_values(standard: Standard) -> dict[Fraction, str]:
    """Cut-offs, the exact thresholds rounding creates, and the display-rounding midpoints
    next to each cut-off (24.95, 24.995, … for a cut-off at 25), with what they are."""
    values: dict[Fraction, str] = {}
    for bound in standard.bounds():
        values.setdefault(bound, "cutoff")
        for decimals in range(1, 6):
            half = Fraction(1, 2 * 10**decimals)
            values.setdefault(bound - half, "display-midpoint")
            values.setdefault(bound + half, "display-midpoint")
    for threshold, _ in thresholds(standard):
        values[threshold] = "rounding-midpoint" if standard.rounding.rounds else "cutoff"
        if standard.rounding.rounds:
            # The neighbouring midpoints, where half-even and half-up part ways.
            unit = Fraction(1, 10**standard.rounding.decimals)
            values.setdefault(threshold - unit, "rounding-midpoint")
            values.setdefault(threshold + unit, "rounding-midpoint")
    return {v: kind for v, kind in values.items() if BMI_RANGE[0] <= v <= BMI_RANGE[1]}


def bmi_cases(standard: Standard, rng: random.Random, random_count: int) -> list[BMICase]:
    cases = []
    for value, kind in sorted(interesting_values(standard).items()):
        if not six_decimals(value):
            continue
        cases.append(BMICase(kind, decimal_text(value)))
        cases.append(BMICase(kind + "-1e-6", decimal_text(value - MILLIONTH)))
        cases.append(BMICase(kind + "+1e-6", decimal_text(value + MILLIONTH)))
    for _ in range(random_count):
        decimals = rng.randint(0, 6)
        scale = 10**decimals
        low, high = (int(bound * scale) for bound in BMI_RANGE)
        cases.append(BMICase("random", decimal_text(Fraction(rng.randint(low, high), scale))))
    return cases


def exact_hits(value: Fraction, per_value: int) -> list[tuple[Fraction, Fraction]]:
    """Heights on a 0.1 cm grid and weights with at most six decimals whose exact BMI is
    `value`, preferring weights with few decimals (what people type)."""
    found = []
    for tenths in range(int(HEIGHT_RANGE[0] * 10), int(HEIGHT_RANGE[1] * 10) + 1):
        height = Fraction(tenths, 10)
        weight = value * height * height / 10_000
        if six_decimals(weight) and WEIGHT_RANGE[0] <= weight <= WEIGHT_RANGE[1]:
            digits = len(decimal_text(weight).partition(".")[2])
            found.append((digits, height, weight))
    found.sort(key=lambda item: (item[0], item[1]))
    # Spread the choice over the height range instead of taking the shortest people only.
    chosen = found[:per_value]
    if len(found) > per_value:
        step = len(found) / per_value
        chosen = [found[int(i * step)] for i in range(per_value)]
    return [(height, weight) for _, height, weight in chosen]


def float_traps(standard: Standard) -> tuple[list[PersonCase], int]:
    """Every pair on the 0.1 cm × 0.001 kg grid (heights 100–220 cm, weights 20–300 kg)
    that the floating-point formula puts in another category than the exact BMI does, and
    the number of pairs examined.

    Only pairs whose exact BMI sits on a threshold can be such traps. On this grid the BMI
    is `1000·W / k²` (`k` tenths of a cm, `W` grams), so one that misses a threshold `a/b`
    misses it by at least `1 / (b·k²)`, about 10⁻⁸ for the thresholds of these files, far
    beyond the formula's error of about 10⁻¹⁴. The search therefore solves for the weight at
    each threshold and keeps the heights where it falls on the grid. The grid neighbours
    (±1 g) of every such weight are examined too, so a test can confirm that none of them
    is a trap.
    """
    traps = []
    examined = 0
    gram = Fraction(1, 1000)
    for threshold, _ in thresholds(standard):
        for tenths in TRAP_HEIGHTS_TENTHS:
            height = Fraction(tenths, 10)
            weight = threshold * height * height / 10_000
            on_grid = (weight * 1000).denominator == 1
            if not on_grid or not TRAP_WEIGHTS[0] <= weight <= TRAP_WEIGHTS[1]:
                continue
            candidates = (
                (weight, "float-trap"),
                (weight - gram, "float-trap-neighbour"),
                (weight + gram, "float-trap-neighbour"),
            )
            for candidate, kind in candidates:
                examined += 1
                case = PersonCase.plain(kind, height, candidate)
                exact = category_id(standard, candidate * 10_000 / (height * height))
                if float_category(standard, case.height, case.weight) != exact:
                    traps.append(case)
    return traps, examined


def person_cases(
    standard: Standard, rng: random.Random, random_count: int, hits_per_value: int
) -> list[PersonCase]:
    cases = []
    for value, kind in sorted(interesting_values(standard).items()):
        for height, weight in exact_hits(value, hits_per_value):
            cases.append(PersonCase.plain(kind + "-hit", height, weight))
            cases.append(PersonCase.plain(kind + "-hit-w-1e-6", height, weight - MILLIONTH))
            cases.append(PersonCase.plain(kind + "-hit-w+1e-6", height, weight + MILLIONTH))
            cases.append(PersonCase.plain(kind + "-hit-h+1e-6", height + MILLIONTH, weight))
    for _ in range(random_count):
        decimals = rng.choice([1, 1, 1, 0, 2, 3, 6])
        scale = 10**decimals
        low, high = (int(bound * scale) for bound in HEIGHT_RANGE)
        height = Fraction(rng.randint(low, high), scale)
        # Draw the BMI, not the weight, so the random pairs spread over every category.
        bmi = Fraction(rng.randint(int(BMI_RANGE[0] * 100), int(Fraction(50) * 100)), 100)
        weight = Fraction(round(bmi * height * height / 10_000 * scale), scale)
        if WEIGHT_RANGE[0] <= weight <= WEIGHT_RANGE[1]:
            cases.append(PersonCase.plain("random", height, weight))
    return cases


def spelled(case: PersonCase, rng: random.Random) -> PersonCase:
    """The same measurements as people also type them: with units, in metres, with a decimal
    comma, with spaces. The exact values do not change."""
    height, weight = case.height, case.weight
    choice = rng.randrange(6)
    if choice == 0:
        height, weight = height + "cm", weight + "kg"
    elif choice == 1 and six_decimals(case.height_cm / 100):
        height = decimal_text(case.height_cm / 100) + " m"
    elif choice == 2:
        # Three digits after a comma read as a thousands separator too, which the command
        # refuses as ambiguous (as it should): use the comma where it can only be decimal.
        height, weight = (
            text.replace(".", ",") if len(text.partition(".")[2]) in (1, 2) else text
            for text in (height, weight)
        )
    elif choice == 3:
        height, weight = f" {height} ", f"{weight} kg"
    elif choice == 4:
        height = height + " cm"
    return PersonCase(case.kind + "-spelled", height, weight, case.height_cm, case.weight_kg)


INCH = Fraction(254, 100)
POUND = Fraction(45_359_237, 100_000_000)


def imperial_cases(
    standard: Standard, rng: random.Random, heights_per_threshold: int
) -> list[PersonCase]:
    """Rows in inches and pounds, as `--height-unit in --weight-unit lb` reads them. A pound
    is 0.45359237 kg, so no six-decimal weight in pounds sits exactly on a threshold; the
    cases are the nearest six-decimal weights on each side of it."""
    cases = []
    for threshold, _ in thresholds(standard):
        for _ in range(heights_per_threshold):
            inches = Fraction(rng.randint(560, 780), 10)
            height_cm = inches * INCH
            pounds = threshold * height_cm * height_cm / 10_000 / POUND
            above = ceiling_decimal(pounds, 6) + (MILLIONTH if six_decimals(pounds) else 0)
            for candidate in (floor_decimal(pounds, 6), above):
                inches_text, pounds_text = decimal_text(inches), decimal_text(candidate)
                kilograms = candidate * POUND
                cases.append(
                    PersonCase("imperial-threshold", inches_text, pounds_text, height_cm, kilograms)
                )
    return cases
