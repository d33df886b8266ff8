"""`bmi batch` against the independent reference, for every built-in standard, every example
in docs/examples and the oracle's own fixtures. Every row must agree: category, display BMI,
an empty error column and its input fields unchanged. A sample also goes through
`bmi classify --format json`, and values that cannot be read without a guess must be flagged.

Run: python3 -m pytest -q Tests/Oracle      (BMI_BINARY=path/to/bmi to test another build;
ORACLE_SEED=n to draw other random cases)
"""

from __future__ import annotations

import json
import os
import random
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

from batch_runner import ROOT, bmi_binary, run_batch
from cases import (
    BMICase,
    PersonCase,
    bmi_cases,
    float_traps,
    imperial_cases,
    person_cases,
    spelled,
)
from reference import (
    Standard,
    bmi_of,
    category_id,
    category_index,
    display,
    healthy_weight_range,
    interval_text,
    load_standard,
    parse_decimal,
    value_to_classify,
)

# Format 2 built-ins and examples, with inputs and sections, are checked by test_sections.py.
BUILT_IN = [
    path
    for path in sorted((ROOT / "Standards").glob("*.yaml"))
    if "format: bmi-standard/1" in path.read_text(encoding="utf-8")
]
EXAMPLES = [
    path
    for path in sorted((ROOT / "docs" / "examples").glob("*.yaml"))
    if "format: bmi-standard/1" in path.read_text(encoding="utf-8")
]
FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*.yaml"))
SEED = os.environ.get("ORACLE_SEED", "")


def standard_argument(path: Path, standard: Standard) -> str:
    """Built-ins by id (as users name them), the others by path (as users' own files)."""
    return standard.id if path.parent == ROOT / "Standards" else str(path)


@pytest.fixture(scope="session")
def binary() -> Path:
    return bmi_binary()


def expected_row(standard: Standard, bmi: Fraction) -> tuple[str, str, str]:
    return display(standard, bmi), category_id(standard, bmi), ""


def compare(
    label: str,
    case: object,
    given: list[str],
    expected: tuple[str, str, str],
    row: dict[str, str],
    header: list[str],
    mismatches: list[str],
) -> None:
    """Records a row whose answer differs, or whose input fields did not come back unchanged."""
    got = (row["bmi"], row["category"], row["error"])
    echoed = [row[column] for column in header]
    if got != expected or echoed != given:
        mismatches.append(f"{label} {case}: expected {expected}, got {got}, echoed {echoed}")


def check_people(
    binary: Path,
    standard: Standard,
    argument: str,
    cases: list[PersonCase],
    options: list[str],
    input_format: str,
    mismatches: list[str],
) -> int:
    header = ["id", "height_cm", "weight_kg"]
    rows = [[str(i), case.height, case.weight] for i, case in enumerate(cases)]
    output = run_batch(binary, argument, header, rows, options, input_format)
    for given, case, row in zip(rows, cases, output):
        expected = expected_row(standard, bmi_of(case.height_cm, case.weight_kg))
        compare(input_format, case, given, expected, row, header, mismatches)
    return len(cases)


def check_bmis(
    binary: Path,
    standard: Standard,
    argument: str,
    cases: list[BMICase],
    input_format: str,
    mismatches: list[str],
) -> int:
    header = ["id", "value"]
    rows = [[str(i), case.bmi] for i, case in enumerate(cases)]
    output = run_batch(binary, argument, header, rows, ["--bmi-column", "value"], input_format)
    for given, case, row in zip(rows, cases, output):
        expected = expected_row(standard, parse_decimal(case.bmi))
        compare(input_format, case, given, expected, row, header, mismatches)
    return len(cases)


@pytest.mark.parametrize(
    "path", BUILT_IN + EXAMPLES + FIXTURES, ids=lambda p: p.relative_to(ROOT).as_posix()
)
def test_batch_agrees_with_reference(
    path: Path, binary: Path, oracle_tally: dict[str, int]
) -> None:
    standard = load_standard(path)
    argument = standard_argument(path, standard)
    rng = random.Random(f"{standard.id}{SEED}")
    traps, trap_pairs_examined = float_traps(standard)
    people = person_cases(standard, rng, random_count=400, hits_per_value=4) + traps
    people += [spelled(case, rng) for case in rng.sample(people, len(people) // 4)]
    imperial = imperial_cases(standard, rng, heights_per_threshold=12)
    bmis = bmi_cases(standard, rng, random_count=300)

    mismatches: list[str] = []
    checked = 0
    for input_format in ("csv", "jsonl"):
        checked += check_people(binary, standard, argument, people, [], input_format, mismatches)
        checked += check_bmis(binary, standard, argument, bmis, input_format, mismatches)
    imperial_units = ["--height-unit", "in", "--weight-unit", "lb"]
    checked += check_people(
        binary, standard, argument, imperial, imperial_units, "csv", mismatches
    )

    real_traps = sum(1 for case in traps if case.kind == "float-trap")
    oracle_tally["cases"] += checked
    oracle_tally["float traps"] += real_traps
    oracle_tally["standards"] += 1
    oracle_tally["mismatches"] += len(mismatches)
    print(
        f"{standard.id}: {checked} cases, {real_traps} float traps among "
        f"{trap_pairs_examined} pairs, {len(mismatches)} mismatches"
    )
    # The search's premise: grid pairs next to a threshold are never misclassified by floats.
    neighbours = [case for case in traps if case.kind != "float-trap"]
    assert not neighbours, neighbours[:5]
    assert not mismatches, f"{len(mismatches)} of {checked} rows disagree:\n" + "\n".join(
        mismatches[:25]
    )


@pytest.mark.parametrize(
    "path", BUILT_IN + EXAMPLES + FIXTURES, ids=lambda p: p.relative_to(ROOT).as_posix()
)
def test_classify_json_agrees_with_reference(
    path: Path, binary: Path, oracle_tally: dict[str, int]
) -> None:
    """`bmi classify --format json` on a sample: the exact BMI as a fraction, the value
    classified, the interval, the display form and the healthy weight range."""
    standard = load_standard(path)
    argument = standard_argument(path, standard)
    rng = random.Random(f"{standard.id}{SEED}")
    people = person_cases(standard, rng, random_count=50, hits_per_value=1)
    traps = float_traps(standard)[0]
    # Two float traps, then exact hits, their neighbours and random pairs, some spelled.
    sample = traps[:2] + rng.sample(people, 5) + [spelled(c, rng) for c in rng.sample(people, 3)]
    mismatches = []
    for case in sample:
        command = [str(binary), "classify", "--height", case.height, "--weight", case.weight]
        command += ["--standard", argument, "--format", "json"]
        result = subprocess.run(command, capture_output=True, cwd=ROOT, timeout=60)
        assert result.returncode == 0, (command, result.stderr.decode())
        answer = json.loads(result.stdout, parse_float=str, parse_int=str)
        bmi = bmi_of(case.height_cm, case.weight_kg)
        category = standard.categories[category_index(standard, bmi)]
        healthy = healthy_weight_range(standard, case.height_cm)
        expected = {
            "exact": bmi,
            "classified": value_to_classify(standard, bmi),
            "display": display(standard, bmi),
            "category": category.id,
            "interval": interval_text(category),
            "healthy": healthy,
        }
        range_given = answer.get("healthy_weight")
        got = {
            "exact": Fraction(answer["bmi"]["exact"]),
            "classified": Fraction(answer["classified_value"]),
            "display": answer["bmi"]["display"],
            "category": answer["category"]["id"],
            "interval": answer["category"]["interval"],
            "healthy": range_given
            and (Fraction(range_given["min_kg"]), Fraction(range_given["max_kg"])),
        }
        if got != expected:
            mismatches.append(f"{case}: expected {expected}, got {got}")
    oracle_tally["classify cases"] += len(sample)
    oracle_tally["mismatches"] += len(mismatches)
    assert not mismatches, "\n".join(mismatches)


# Values that could mean two things, or nothing a person can be: each must be flagged with
# its documented code and left unclassified, never read one way.
UNREADABLE = [
    ("1,700", "65", "ambiguous-number"),  # thousands separator or decimal comma?
    ("170", "1,700", "ambiguous-number"),
    ("1.70", "65", "ambiguous-unit"),  # metres typed where centimetres are the default
    ("17m", "65", "implausible-height"),
    ("170", "0.065", "implausible-weight"),
    ("300", "0.2", "implausible-bmi"),
    ("", "65", "missing-value"),
    ("170.5.3", "65", "invalid-height"),
    ("5ft13in", "65", "invalid-height"),
    ("NaN", "65", "invalid-height"),
    ("1e2", "65", "invalid-height"),
    ("-170", "65", "invalid-height"),
    ("\uff11\uff17\uff10", "65", "invalid-height"),  # full-width digits
    ("170", "65 kg kg", "invalid-weight"),
]


def test_unreadable_values_are_flagged_not_guessed(binary: Path) -> None:
    header = ["id", "height_cm", "weight_kg"]
    rows = [[str(i), height, weight] for i, (height, weight, _) in enumerate(UNREADABLE)]
    for input_format in ("csv", "jsonl"):
        output = run_batch(binary, "who", header, rows, [], input_format)
        got = [(row["bmi"], row["category"], row["error"]) for row in output]
        assert got == [("", "", code) for _, _, code in UNREADABLE], input_format


# cdc.gov, "Adult BMI Categories", Adult BMI example for 5 feet 9 inches: both ends of every
# weight range, with the category CDC gives it. Transcribed from the page, not from a file.
CDC_FIVE_FOOT_NINE = [
    ("124", "underweight"),
    ("125", "healthy-weight"),
    ("168", "healthy-weight"),
    ("169", "overweight"),
    ("202", "overweight"),
    ("203", "obesity-class-1"),
    ("236", "obesity-class-1"),
    ("237", "obesity-class-2"),
    ("270", "obesity-class-2"),
    ("271", "obesity-class-3"),
]


def test_cdc_worked_example_through_bmi_batch(binary: Path) -> None:
    """CDC's own example, in inches and pounds as CDC writes it, through `bmi batch`; the
    reference agrees because the file rounds to one decimal, as CDC's example shows."""
    standard = load_standard(ROOT / "Standards" / "cdc-adult.yaml")
    header = ["id", "height_cm", "weight_kg"]
    rows = [[str(i), "69", pounds] for i, (pounds, _) in enumerate(CDC_FIVE_FOOT_NINE)]
    units = ["--height-unit", "in", "--weight-unit", "lb"]
    output = run_batch(binary, "cdc", header, rows, units)
    inch, pound = Fraction(254, 100), Fraction(45_359_237, 100_000_000)
    for (pounds, category), row in zip(CDC_FIVE_FOOT_NINE, output):
        assert row["error"] == "", row
        assert row["category"] == category, (pounds, row)
        bmi = bmi_of(69 * inch, int(pounds) * pound)
        assert category_id(standard, bmi) == category, pounds
