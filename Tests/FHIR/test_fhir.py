"""FHIR output validated with the `fhir.resources` package's R4B models.

`bmi classify --format fhir` must give a valid R4 `Bundle` of type `collection` whose body
height, body weight and BMI observations carry the right LOINC codes, UCUM units, links
and interpretation; `bmi batch --format fhir-ndjson` must give one valid BMI `Observation`
per row, in order, agreeing with the CSV answers of the same rows.

Run: .build/ci-python/bin/python -m pytest -q Tests/FHIR   (BMI_BINARY=… for another build)
"""

from __future__ import annotations

import csv
import io
import json
import os
import random
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import TALLY

pytest.importorskip("fhir.resources", reason="fhir.resources is not installed")
from fhir.resources.R4B.bundle import Bundle  # noqa: E402
from fhir.resources.R4B.observation import Observation  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LOINC = "http://loinc.org"
UCUM = "http://unitsofmeasure.org"
HEIGHT, WEIGHT, BMI = "8302-2", "29463-7", "39156-5"


def bmi_binary() -> Path:
    """The `bmi` executable: `BMI_BINARY`, else `.build/debug/bmi`, built if missing."""
    configured = os.environ.get("BMI_BINARY")
    if configured:
        return Path(configured)
    path = ROOT / ".build" / "debug" / "bmi"
    if not path.is_file():
        swift = shutil.which("swift")
        if swift is None:
            raise FileNotFoundError("no bmi binary and no swift to build one; set BMI_BINARY")
        subprocess.run([swift, "build", "--product", "bmi"], cwd=ROOT, check=True)
    return path


def run(*arguments: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(bmi_binary()), *arguments], input=stdin, capture_output=True, text=True,
        cwd=ROOT, timeout=600,
    )


def report(*arguments: str) -> dict:
    """`bmi classify --format json` for the same person, the reference for the codes."""
    result = run("classify", *arguments, "--format", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def coding(concept, system: str):
    return next(c for c in concept.coding if c.system == system)


def extension(resource, url: str):
    values = [e for e in (resource.extension or []) if e.url == url]
    assert len(values) == 1, f"{url} appears {len(values)} times"
    return values[0]


def check_bmi_observation(observation, reference: dict, language: str) -> None:
    """The codes, the value, the interpretation and the extensions of a BMI observation."""
    assert observation.status == "final"
    assert coding(observation.code, LOINC).code == BMI
    assert [c.code for c in observation.category[0].coding] == ["vital-signs"]
    quantity = observation.valueQuantity
    assert (quantity.system, quantity.code, quantity.unit) == (UCUM, "kg/m2", "kg/m2")
    standard = reference["standard"]
    interpretation = observation.interpretation[0].coding[0]
    assert interpretation.system == f"urn:bmikit:standard:{standard['id']}:{standard['version']}"
    assert interpretation.version == standard["version"]
    assert interpretation.code == reference["category"]["id"]
    assert interpretation.display == reference["category"]["label"]
    assert reference["language"] == language
    if standard["sha256"]:
        digest = extension(observation, "urn:bmikit:fhir:standard-sha256").valueString
        assert digest == standard["sha256"]
    display = extension(observation, "urn:bmikit:fhir:display-bmi").valueString
    assert display == reference["bmi"]["display"]
    exact = Fraction(extension(observation, "urn:bmikit:fhir:exact-bmi").valueString)
    assert exact == Fraction(reference["bmi"]["exact"])
    # The value is what the standard classified: the rounded BMI when it rounds, else the
    # exact BMI or its six-decimal neighbour on the same side of every cut-off.
    value = Fraction(str(quantity.value))
    classified = Fraction(reference["classified_value"])
    if reference["classified_value"] != reference["bmi"]["exact"]:
        assert value == classified
    else:
        assert abs(value - exact) < Fraction(1, 10**6)


CASES = [
    ("who", "en", ["--height", "170", "--weight", "65"]),
    ("who", "en", ["--height", "160", "--weight", "64"]),
    ("ksso", "ko", ["--height", "170", "--weight", "65"]),
    ("ksso", "ko", ["--height", "5ft 7in", "--weight", "143 lb"]),
    ("jasso", "en", ["--height", "152.4", "--weight", "57.5"]),
    ("cdc-adult", "en", ["--height", "175", "--weight", "76.5"]),
    ("asia-pacific", "ko", ["--height", "181", "--weight", "110"]),
    ("who", "en", ["--height", "170", "--weight", "36"]),
]


@pytest.mark.parametrize("standard,language,person", CASES)
@pytest.mark.parametrize("subject", [[], ["--patient", "pat-7", "--date", "2026-03-14T09:30:00+09:00"]])
def test_classify_bundle_validates_with_three_observations(standard, language, person, subject):
    arguments = [*person, "--standard", standard, "--lang", language]
    result = run("classify", *arguments, "--format", "fhir", *subject)
    assert result.returncode == 0, result.stderr
    bundle = Bundle.model_validate_json(result.stdout)
    TALLY["bundles"] += 1
    assert bundle.type == "collection"
    resources = {entry.fullUrl: entry.resource for entry in bundle.entry}
    assert len(resources) == 3 and all(r.get_resource_type() == "Observation" for r in resources.values())
    by_code = {coding(r.code, LOINC).code: r for r in resources.values()}
    assert set(by_code) == {HEIGHT, WEIGHT, BMI}
    reference = report(*arguments)
    height, weight, bmi = by_code[HEIGHT], by_code[WEIGHT], by_code[BMI]
    assert (height.valueQuantity.code, height.valueQuantity.system) == ("cm", UCUM)
    assert (weight.valueQuantity.code, weight.valueQuantity.system) == ("kg", UCUM)
    assert Fraction(str(height.valueQuantity.value)) == Fraction(str(reference["input"]["height_cm"]))
    assert Fraction(str(weight.valueQuantity.value)) == Fraction(str(reference["input"]["weight_kg"]))
    check_bmi_observation(bmi, reference, language)
    derived = [link.reference for link in bmi.derivedFrom]
    assert sorted(derived) == sorted(url for url, r in resources.items() if r is not bmi)
    for resource in resources.values():
        if subject:
            assert resource.subject.reference == "Patient/pat-7"
            assert resource.effectiveDateTime.isoformat() == "2026-03-14T09:30:00+09:00"
        else:
            assert resource.subject is None
            assert resource.effectiveDateTime is not None


def test_bmi_given_directly_is_one_observation_without_links():
    result = run("classify", "--bmi", "24.96", "--standard", "who", "--format", "fhir")
    assert result.returncode == 0, result.stderr
    bundle = Bundle.model_validate_json(result.stdout)
    TALLY["bundles"] += 1
    assert [coding(e.resource.code, LOINC).code for e in bundle.entry] == [BMI]
    observation = bundle.entry[0].resource
    assert observation.derivedFrom is None
    check_bmi_observation(observation, report("--bmi", "24.96", "--standard", "who"), "en")


@pytest.mark.parametrize(
    "arguments",
    [
        ["--format", "fhir", "--date", "2026-02-30"],
        ["--format", "fhir", "--date", "2026-03-14T09:30"],
        ["--format", "fhir", "--patient", "has space"],
        ["--format", "json", "--date", "2026-03-14"],
        ["--patient", "p1"],
    ],
)
def test_bad_fhir_options_are_usage_errors(arguments):
    result = run("classify", "--height", "170", "--weight", "65", *arguments)
    assert result.returncode == 64
    assert result.stdout == ""
    assert "Error:" in result.stderr


def generated_rows(count: int) -> list[list[str]]:
    """Heights and weights of every kind `bmi batch` reads, one row in 50 unreadable."""
    rng = random.Random(17)
    rows = []
    for number in range(count):
        height = f"{rng.uniform(140, 200):.1f}"
        weight = f"{rng.uniform(35, 160):.{rng.choice([0, 1, 2])}f}"
        if number % 50 == 7:
            weight = rng.choice(["", "abc", "-5", "0"])
        elif number % 40 == 3:
            height = f"{rng.randint(4, 6)}ft{rng.randint(0, 11)}in"
        elif number % 30 == 11:
            weight = f"{rng.randint(90, 330)}lb"
        rows.append([f"id-{number}", height, weight])
    return rows


@pytest.mark.parametrize("standard,language", [("who", "en"), ("ksso", "ko")])
def test_ndjson_batch_of_ten_thousand_rows_validates_line_by_line(standard, language):
    rows = generated_rows(10_000)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["id", "height", "weight"])
    writer.writerows(rows)
    data = buffer.getvalue()
    common = ["batch", "--standard", standard, "--lang", language, "-"]
    fhir = run(*common, "--format", "fhir-ndjson", "--date", "2026-03-14", stdin=data)
    assert fhir.returncode == 0, fhir.stderr
    table = run(*common, "--format", "csv", "--label", stdin=data)
    assert table.returncode == 0, table.stderr
    answers = list(csv.DictReader(io.StringIO(table.stdout)))
    lines = fhir.stdout.splitlines()
    assert len(lines) == len(rows) == len(answers)
    standard_info = report("--bmi", "22", "--standard", standard)["standard"]
    system = f"urn:bmikit:standard:{standard_info['id']}:{standard_info['version']}"
    ids = set()
    for number, (line, answer) in enumerate(zip(lines, answers), start=1):
        observation = Observation.model_validate_json(line)
        TALLY["ndjson lines"] += 1
        ids.add(observation.id)
        assert observation.identifier[0].value == str(number)
        assert coding(observation.code, LOINC).code == BMI
        assert str(observation.effectiveDateTime) == "2026-03-14"
        digest = extension(observation, "urn:bmikit:fhir:standard-sha256").valueString
        assert digest == standard_info["sha256"]
        if answer["error"]:
            assert observation.valueQuantity is None
            assert observation.dataAbsentReason.coding[0].code == "error"
            problem = extension(observation, "urn:bmikit:fhir:batch-row-problem").valueCode
            assert problem == answer["error"]
            TALLY["absent values"] += 1
        else:
            assert observation.valueQuantity.code == "kg/m2"
            assert Fraction(str(observation.valueQuantity.value)) == Fraction(answer["bmi"])
            interpretation = observation.interpretation[0].coding[0]
            assert (interpretation.system, interpretation.code) == (system, answer["category"])
            assert interpretation.display == answer["label"]
    assert len(ids) == len(lines)


PERCENTILE_FOR_AGE = "59576-9"


def same_number(fhir_value, written) -> bool:
    """A FHIR decimal and a JSON or CSV number are the same value."""
    from decimal import Decimal

    return Decimal(str(fhir_value)) == Decimal(str(written))
PEDIATRIC_PROFILE = "http://hl7.org/fhir/us/core/StructureDefinition/pediatric-bmi-for-age"


@pytest.mark.parametrize(
    "standard, person",
    [
        ("cdc-2000-bmi-for-age", ["--sex", "female", "--age", "114.5mo"]),
        ("who-2007-bmi-for-age", ["--sex", "male", "--age", "9y6m"]),
        ("who-2006-bmi-for-age", ["--sex", "female", "--age", "700d"]),
    ],
)
@pytest.mark.parametrize("subject", [[], ["--patient", "child-7"]])
def test_a_childs_bundle_holds_a_bmi_for_age_percentile_that_validates(standard, person, subject):
    arguments = [*person, "--height", "130", "--weight", "28", "--standard", standard]
    if standard == "who-2006-bmi-for-age":
        arguments = [*person, "--height", "80", "--weight", "11", "--standard", standard]
    result = run("classify", *arguments, *subject, "--format", "fhir")
    assert result.returncode == 0, result.stderr
    bundle = Bundle.model_validate_json(result.stdout)
    TALLY["bundles"] += 1
    resources = [entry.resource for entry in bundle.entry]
    assert [coding(r.code, LOINC).code for r in resources] == [HEIGHT, WEIGHT, BMI, PERCENTILE_FOR_AGE]
    child = resources[3]
    reference = report(*arguments)
    quantity = child.valueQuantity
    assert (quantity.system, quantity.code, quantity.unit) == (UCUM, "%", "%")
    assert same_number(quantity.value, reference["percentile"])
    # The percentile is derived from the BMI, the height and the weight.
    urls = [entry.fullUrl for entry in bundle.entry]
    assert [d.reference for d in child.derivedFrom] == [urls[2], urls[0], urls[1]]
    # The z-score alongside, to the same 4 decimals as --format json.
    (component,) = child.component
    assert component.code.coding[0].code == "bmi-for-age-z"
    assert same_number(component.valueQuantity.value, reference["z_score"])
    assert component.valueQuantity.code == "{z-score}"
    # The reference named, and the category as the interpretation.
    assert standard in child.method.text
    assert reference["conventions"]["table"] in child.method.text
    assert child.interpretation[0].coding[0].code == reference["category"]["id"]
    if subject:
        assert child.meta.profile == [PEDIATRIC_PROFILE]
        assert child.subject.reference == "Patient/child-7"
    else:
        assert child.meta is None


def test_a_childs_ndjson_rows_are_bmi_for_age_percentiles_that_validate():
    rows = "sex,age_months,height_cm,weight_kg\nfemale,114.5,130,28\nmale,50.5,100,22.6\n,60,110,18\n"
    result = run("batch", "--standard", "cdc-2000-bmi-for-age", "--format", "fhir-ndjson", stdin=rows)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 3
    csv_answers = run("batch", "--standard", "cdc-2000-bmi-for-age", stdin=rows)
    records = list(csv.DictReader(io.StringIO(csv_answers.stdout)))
    for line, record in zip(lines, records):
        observation = Observation.model_validate_json(line)
        TALLY["ndjson lines"] += 1
        assert coding(observation.code, LOINC).code == PERCENTILE_FOR_AGE
        if record["error"]:
            assert observation.valueQuantity is None
            assert observation.dataAbsentReason.coding[0].code == "error"
            TALLY["absent values"] += 1
        else:
            assert same_number(observation.valueQuantity.value, record["percentile"])
            assert same_number(observation.component[0].valueQuantity.value, record["z_score"])
            assert observation.interpretation[0].coding[0].code == record["category"]
