"""`bmi batch` against the oracle's own reading of `bmi-standard/2` (sections.py), on rows at
every section boundary and every cut-off of every section: the measure's value as
displayed, the category, the section's name and the error code must agree on each row.
Also a format 1 standard's population, checked against an age column.

Run: python3 -m pytest -q Tests/Oracle      (BMI_BINARY=path/to/bmi to test another build;
ORACLE_SEED=n to draw other random cases)
"""

from __future__ import annotations

import os
import random
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from batch_runner import ROOT, bmi_binary, run_batch
from cases import person_cases
from reference import MILLIONTH, decimal_text, thresholds
from sections import (
    Interval,
    Person,
    SectionedStandard,
    classify,
    cut_offs,
    in_unit,
    load_sectioned,
)

SEED = os.environ.get("ORACLE_SEED", "")
HEADER = ["id", "height_cm", "weight_kg", "waist_cm", "sex", "age", "background"]
SPELLINGS = {"female": ["female", "f", "F", "여", "Female"], "male": ["male", "m", "M", "남", "Male"]}
WHtR_HEIGHTS = [Fraction(150), Fraction(160), Fraction(1625, 10), Fraction(170), Fraction(180)]


def sectioned_files() -> list[Path]:
    files = sorted((Path(__file__).parent / "sectioned").glob("*.yaml"))
    built_in = sorted((ROOT / "Standards").glob("*.yaml"))
    for path in sorted((ROOT / "docs" / "examples").glob("*.yaml")) + built_in:
        document = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
        # BMI-for-age standards (a `reference:` key) are checked against the published
        # values by the Swift growth tests, cut-offs read from a table by age (`cut_offs:`)
        # against the printed table by the cut-off table tests, and standards that hand ages
        # to others (`use:`) by the delegation tests; this reading knows BMI, waist and their
        # sections.
        delegating = any("use" in section for section in document.get("sections") or [])
        if document.get("format") == "bmi-standard/2" and "reference" not in document \
                and "cut_offs" not in document and not delegating:
            files.append(path)
    return files + [ROOT / "Standards" / "who-2000.yaml", ROOT / "Standards" / "china-80-2025.yaml"]


@pytest.fixture(scope="session")
def binary() -> Path:
    return bmi_binary()


def measure_cases(standard: SectionedStandard, table, rng: random.Random) -> list[dict]:
    """Fields for the measure: heights and weights on and beside every BMI cut-off of the
    table, waists on and beside every waist cut-off, waists that make every ratio cut-off."""
    if standard.measure == "bmi":
        return [
            {"height": case.height, "weight": case.weight}
            for case in person_cases(table, rng, random_count=30, hits_per_value=2)
        ]
    values = set()
    for threshold, written in thresholds(table):
        for centre in (threshold, written):
            values.update({centre, centre - MILLIONTH, centre + MILLIONTH})
    if standard.measure == "waist_cm":
        values.update(Fraction(rng.randint(500, 1500), 10) for _ in range(20))
        return [{"waist": decimal_text(v)} for v in sorted(values) if 10 <= v <= 400]
    cases = []
    for ratio in sorted(values) + [Fraction(rng.randint(35, 75), 100) for _ in range(20)]:
        for height in WHtR_HEIGHTS:
            waist = ratio * height
            for nudge in (0, MILLIONTH, -MILLIONTH):
                value = waist + nudge
                if (value * 10**6).denominator == 1 and 10 <= value <= 400:
                    cases.append({"waist": decimal_text(value), "height": decimal_text(height)})
    return cases


def numeric_points(standard: SectionedStandard, name: str, rng: random.Random) -> list[Fraction]:
    """Every bound of the input, a millionth either side, and values between them."""
    bounds = cut_offs(standard)[name]
    points = set()
    for bound in bounds:
        points.update({bound, bound - MILLIONTH, bound + MILLIONTH})
    for low, high in zip(bounds, bounds[1:]):
        points.add((low + high) / 2)
    edge = bounds[-1] if bounds else Fraction(50)
    points.update({edge + 5, Fraction(rng.randint(1, 99)) + Fraction(1, 2)})
    return sorted(p for p in points if p >= 0 and (p * 10**6).denominator == 1)


def inside(standard: SectionedStandard, section, name: str, value) -> bool:
    declared = standard.input(name)
    allowed = section.condition.get(name)
    if declared.values is not None:
        return value in declared.values and (allowed is None or value in allowed)
    domain: Interval = declared.domain
    return domain.contains(value) and (allowed is None or allowed.contains(value))


def people(standard: SectionedStandard, rng: random.Random) -> list[Person]:
    """For each section, measure cases at its cut-offs with inputs drawn from inside it;
    then refusals: a missing input, values just outside a domain."""
    rows = []
    for section in standard.sections:
        choices = {}
        for declared in standard.inputs:
            if declared.values is not None:
                choices[declared.name] = [v for v in declared.values if inside(standard, section, declared.name, v)]
            else:
                points = numeric_points(standard, declared.name, rng)
                choices[declared.name] = [p for p in points if inside(standard, section, declared.name, p)]
        for fields in measure_cases(standard, section.table, rng):
            person = Person(**fields)
            for name, values in choices.items():
                value = rng.choice(values)
                if name == "sex":
                    person.sex = rng.choice(SPELLINGS[value])
                elif name == "background":
                    person.background = value
                elif name == "age":
                    unit = standard.input("age").unit
                    person.age = decimal_text(value) + {"years": "", "months": "mo", "days": "d"}[unit]
                else:
                    person.waist = decimal_text(value)
            if standard.population and rng.random() < 0.3:
                person.age = decimal_text(Fraction(rng.randint(18 * 10, 99 * 10), 10))
            rows.append(person)
    # Refusals, from a row that classifies.
    base = rows[0]
    for declared in standard.inputs:
        missing = Person(**{k: v for k, v in vars(base).items() if k != "notes"})
        setattr(missing, {"waist_cm": "waist"}.get(declared.name, declared.name), "")
        if not (declared.name == "waist_cm" and standard.measure != "bmi"):
            rows.append(missing)
        outside = Person(**{k: v for k, v in vars(base).items() if k != "notes"})
        if declared.name == "background":
            outside.background = "martian"
            rows.append(outside)
        elif declared.values is None and declared.domain.lower is not None:
            below = declared.domain.lower.value - (MILLIONTH if declared.domain.lower.inclusive else 0)
            if below >= 0:
                text = decimal_text(below)
                if declared.name == "age":
                    outside.age = text + {"years": "", "months": "mo", "days": "d"}[declared.unit]
                else:
                    outside.waist = text
                rows.append(outside)
    if standard.population:
        low = standard.population[0]
        for years in (Fraction(low) - MILLIONTH, Fraction(low)):
            edge = Person(**{k: v for k, v in vars(base).items() if k != "notes"})
            edge.age = decimal_text(years)
            rows.append(edge)
    return rows


@pytest.mark.parametrize("path", sectioned_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_batch_agrees_with_the_sectioned_reference(
    path: Path, binary: Path, oracle_tally: dict[str, int]
) -> None:
    standard = load_sectioned(path)
    rng = random.Random(f"{standard.id}{SEED}")
    cases = people(standard, rng)
    rows = [
        [str(i), p.height, p.weight, p.waist, p.sex, p.age, p.background]
        for i, p in enumerate(cases)
    ]
    value_column = {"bmi": "bmi", "waist_cm": "waist_cm.1", "waist_to_height": "waist_to_height"}[
        standard.measure
    ]
    mismatches = []
    seen = set()
    for input_format in ("csv", "jsonl"):
        output = run_batch(binary, str(path), HEADER, rows, [], input_format)
        for person, row in zip(cases, output):
            expected = classify(standard, person)
            got = {"error": row["error"]}
            if not row["error"]:
                got.update(value=row[value_column], category=row["category"], section=row.get("section"))
            if expected.get("error"):
                expected = {"error": expected["error"]}
            if got != expected:
                mismatches.append(f"{input_format} {person}: expected {expected}, got {got}")
            seen.add((expected.get("section"), expected.get("category"), expected.get("error")))
    oracle_tally["cases"] += 2 * len(cases)
    oracle_tally["standards"] += 1
    oracle_tally["mismatches"] += len(mismatches)
    print(f"{standard.id}: {2 * len(cases)} sectioned cases, {len(mismatches)} mismatches")
    assert not mismatches, f"{len(mismatches)} rows disagree:\n" + "\n".join(mismatches[:25])
    # Every category of every section was reached, and every refusal tried.
    for section in standard.sections:
        for category in section.table.categories:
            name = section.name if len(standard.sections) > 1 else None
            assert (name, category.id, "") in seen, (section.name, category.id)
    for declared in standard.inputs:
        label = "waist" if declared.name == "waist_cm" else declared.name
        if not (declared.name == "waist_cm" and standard.measure != "bmi"):
            assert (None, None, "missing-" + label) in seen, label
