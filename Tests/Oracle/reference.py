"""An independent reference for BMIKit's classification semantics.

Written from the file format and the documented rules, not from the Swift code: standards are
read with PyYAML's BaseLoader (every scalar stays text), numbers become `fractions.Fraction`,
and every comparison is exact. Nothing here touches binary floating point except
`float_category`, which models the common floating-point formula on purpose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import yaml

# The file format's numbers: plain decimals, at most six fractional digits.
DECIMAL = re.compile(r"^[0-9]+(\.[0-9]{1,6})?$")
MILLIONTH = Fraction(1, 1_000_000)
ROUNDING_MODES = ("half-up", "half-even")


def parse_decimal(text: str) -> Fraction:
    """A cut-off or measurement written as a plain decimal, exactly."""
    if not isinstance(text, str) or not DECIMAL.match(text):
        raise ValueError(f"not a plain decimal: {text!r}")
    return Fraction(text)


@dataclass(frozen=True)
class Bound:
    value: Fraction
    inclusive: bool


@dataclass(frozen=True)
class Category:
    id: str
    lower: Bound | None
    upper: Bound | None
    healthy: bool = False

    def contains(self, value: Fraction) -> bool:
        if self.lower is not None:
            if value < self.lower.value or (value == self.lower.value and not self.lower.inclusive):
                return False
        if self.upper is not None:
            if value > self.upper.value or (value == self.upper.value and not self.upper.inclusive):
                return False
        return True


@dataclass(frozen=True)
class Rounding:
    decimals: int  # -1 means no rounding
    mode: str  # "half-up" or "half-even"

    @property
    def rounds(self) -> bool:
        return self.decimals >= 0


@dataclass(frozen=True)
class Standard:
    id: str
    path: Path
    rounding: Rounding
    categories: tuple[Category, ...]

    def bounds(self) -> list[Fraction]:
        """Every cut-off value written in the file, ascending, without repeats."""
        values = set()
        for category in self.categories:
            for bound in (category.lower, category.upper):
                if bound is not None:
                    values.add(bound.value)
        return sorted(values)


def load_standard(path: Path) -> Standard:
    """Reads a `bmi-standard/1` file with every scalar kept as text."""
    document = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    if document.get("format") != "bmi-standard/1":
        raise ValueError(f"{path}: not a bmi-standard/1 file")
    rounding_node = document["rounding"]
    if rounding_node == "none":
        rounding = Rounding(-1, "half-up")
    else:
        decimals = int(rounding_node["decimals"])
        mode = rounding_node["mode"]
        if not 0 <= decimals <= 4 or mode not in ROUNDING_MODES:
            raise ValueError(f"{path}: bad rounding {rounding_node!r}")
        rounding = Rounding(decimals, mode)
    categories = []
    for node in document["categories"]:
        lower = upper = None
        if "at_least" in node:
            lower = Bound(parse_decimal(node["at_least"]), True)
        if "above" in node:
            lower = Bound(parse_decimal(node["above"]), False)
        if "below" in node:
            upper = Bound(parse_decimal(node["below"]), False)
        if "at_most" in node:
            upper = Bound(parse_decimal(node["at_most"]), True)
        healthy = node.get("healthy", "false") == "true"
        categories.append(Category(node["id"], lower, upper, healthy))
    return Standard(document["id"], path, rounding, tuple(categories))


# MARK: - Exact decimal arithmetic


def round_decimal(value: Fraction, decimals: int, mode: str) -> Fraction:
    """A positive `value` rounded to `decimals` fractional digits; halves up or to even."""
    if value <= 0 or mode not in ROUNDING_MODES:
        raise ValueError(f"cannot round {value} {mode}")
    scaled = value * 10**decimals
    floor = scaled.numerator // scaled.denominator
    remainder = scaled - floor
    half = Fraction(1, 2)
    if remainder > half or (remainder == half and (mode == "half-up" or floor % 2 == 1)):
        floor += 1
    return Fraction(floor, 10**decimals)


def floor_decimal(value: Fraction, decimals: int) -> Fraction:
    scaled = value * 10**decimals
    return Fraction(scaled.numerator // scaled.denominator, 10**decimals)


def ceiling_decimal(value: Fraction, decimals: int) -> Fraction:
    scaled = value * 10**decimals
    return Fraction(-((-scaled.numerator) // scaled.denominator), 10**decimals)


def format_decimal(value: Fraction, decimals: int) -> str:
    """A decimal with exactly `decimals` fractional digits; `value` must have no more."""
    scaled = value * 10**decimals
    if scaled.denominator != 1:
        raise ValueError(f"{value} has more than {decimals} decimals")
    digits = abs(scaled.numerator)
    sign = "-" if scaled.numerator < 0 else ""
    if decimals == 0:
        return f"{sign}{digits}"
    whole, fraction = divmod(digits, 10**decimals)
    return f"{sign}{whole}.{fraction:0{decimals}d}"


def decimal_text(value: Fraction) -> str:
    """The shortest exact decimal form of a value with at most six fractional digits."""
    for decimals in range(7):
        if (value * 10**decimals).denominator == 1:
            return format_decimal(value, decimals)
    raise ValueError(f"{value} has more than six decimals")


def bmi_of(height_cm: Fraction, weight_kg: Fraction) -> Fraction:
    """Weight over the square of height in metres, exactly."""
    metres = height_cm / 100
    return weight_kg / (metres * metres)


# MARK: - Classification


def value_to_classify(standard: Standard, bmi: Fraction) -> Fraction:
    if not standard.rounding.rounds:
        return bmi
    return round_decimal(bmi, standard.rounding.decimals, standard.rounding.mode)


def category_index(standard: Standard, bmi: Fraction) -> int:
    """The one category containing the (rounded) BMI; a table that is not exact fails loudly."""
    value = value_to_classify(standard, bmi)
    matches = [i for i, c in enumerate(standard.categories) if c.contains(value)]
    if len(matches) != 1:
        raise AssertionError(f"{standard.id}: {value} lies in {len(matches)} categories")
    return matches[0]


def category_id(standard: Standard, bmi: Fraction) -> str:
    return standard.categories[category_index(standard, bmi)].id


def display(standard: Standard, bmi: Fraction) -> str:
    """The display rule: one decimal, or as many more as keep the written value positive and
    in the same category as the BMI itself; six-digit floor or ceiling as a last resort."""
    index = category_index(standard, bmi)
    for decimals in range(1, 7):
        candidate = round_decimal(bmi, decimals, "half-up")
        if candidate > 0 and category_index(standard, candidate) == index:
            return format_decimal(candidate, decimals)
    for candidate in (floor_decimal(bmi, 6), ceiling_decimal(bmi, 6)):
        if candidate > 0 and category_index(standard, candidate) == index:
            return format_decimal(candidate, 6)
    return format_decimal(round_decimal(bmi, 6, "half-up"), 6)


# MARK: - Where categories change


def thresholds(standard: Standard) -> list[tuple[Fraction, Fraction]]:
    """For each boundary between neighbouring categories, the exact BMI where the answer
    changes, with the exact value at which it is decided (the threshold itself).

    Without rounding that is the upper bound. With rounding to `d` decimals it is the largest
    rounded value the lower category admits plus half a unit of the last digit: the exact
    BMI there rounds one way or the other according to the mode.
    Returns (threshold, cut-off as written) pairs.
    """
    result = []
    for category in standard.categories[:-1]:
        upper = category.upper
        assert upper is not None
        if not standard.rounding.rounds:
            result.append((upper.value, upper.value))
            continue
        unit = Fraction(1, 10**standard.rounding.decimals)
        largest = floor_decimal(upper.value, standard.rounding.decimals)
        if largest == upper.value and not upper.inclusive:
            largest -= unit
        result.append((largest + unit / 2, upper.value))
    return result


def float_bmi(height_text: str, weight_text: str) -> float:
    """The formula most tools use, in binary floating point."""
    height = float(height_text)
    weight = float(weight_text)
    return weight / ((height / 100) * (height / 100))


def float_category(standard: Standard, height_text: str, weight_text: str) -> str:
    """The category a floating-point tool would give: the double's exact value, classified."""
    return category_id(standard, Fraction(float_bmi(height_text, weight_text)))


# MARK: - What `bmi classify` adds


def interval_text(category: Category) -> str:
    """Mathematical notation: `(0, 18.5)`, `[18.5, 23)`, `[23, 24.9]`, `[40, ∞)`."""
    lower, upper = category.lower, category.upper
    left = "(0" if lower is None else ("[" if lower.inclusive else "(") + decimal_text(lower.value)
    if upper is None:
        right = "∞)"
    else:
        right = decimal_text(upper.value) + ("]" if upper.inclusive else ")")
    return f"{left}, {right}"


def healthy_weight_range(
    standard: Standard, height_cm: Fraction
) -> tuple[Fraction, Fraction] | None:
    """The lightest and heaviest weights, in steps of 0.1 kg (up to 100 000 kg), that classify
    as the healthy category at this height. Found from the healthy bounds directly rather
    than by bisection: the weight at each bound is worked out exactly, and the scan starts
    1 kg outside it (more than any rounding moves a bound) and steps across by 0.1 kg."""
    healthy = [i for i, c in enumerate(standard.categories) if c.healthy]
    if not healthy:
        return None
    index = healthy[0]
    category = standard.categories[index]
    tenth = Fraction(1, 10)

    def at(weight: Fraction) -> int:
        return category_index(standard, bmi_of(height_cm, weight))

    def weight_at(bmi: Fraction) -> Fraction:
        return floor_decimal(bmi * height_cm * height_cm / 10_000, 1)

    lightest = tenth
    if category.lower is not None:
        lightest = max(tenth, weight_at(category.lower.value) - 1)
        assert lightest == tenth or at(lightest) < index
    while at(lightest) < index:
        lightest += tenth
    if at(lightest) != index:
        return None
    if category.upper is None:
        return lightest, Fraction(100_000)
    heaviest = weight_at(category.upper.value) + 1
    assert at(heaviest) > index
    while at(heaviest) > index:
        heaviest -= tenth
    return lightest, heaviest
