"""Schemas/bmi-standard.schema.json accepts every shipped standard file and refuses broken ones.

Run with `python3 -m pytest Tests/Schema -q` (needs PyYAML and jsonschema).
"""

import decimal
import json
import pathlib
import re

import jsonschema
import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA_PATH = ROOT / "Schemas" / "bmi-standard.schema.json"
STANDARD_FILES = sorted((ROOT / "Standards").glob("*.yaml"))
EXAMPLE_FILES = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
# The loader's good fixtures (ValidFixtureTests) whose structure the schema must accept too;
# norway.yaml is left out: its unquoted `version: 1.10` is a loader warning and a schema error.
FIXTURE_FILES = [
    ROOT / "Tests" / "BMIStandardsTests" / "Fixtures" / name
    for name in [
        "acme-clinic.yaml", "crlf.yaml", "every-key.yaml", "label-without-english.yaml",
        "unreachable-bound.yaml",
    ]
]

BUILT_IN_IDS = {
    "who-2000",
    "ksso-2022",
    "asia-pacific-2000",
    "jasso-2022",
    "china-2013",
    "cdc-adult",
    "nice-2025",
    "nice-ethnic-2025",
    "who-2004",
    "who-2004-asia",
    "taiwan-2002",
    "singapore-2005",
    "india-2009",
    "hong-kong-2023",
    "malaysia-2004",
    "nice-ng246",
    "china-80-2025",
    "glim-2019",
    "glim-asia-2019",
    "nhlbi-1998",
    "ksso-abdominal-2022",
    "jasso-waist-2022",
    "china-waist-2013",
    "who-waist-2008",
    "nice-whtr-2025",
    "who-2006-bmi-for-age",
    "who-2007-bmi-for-age",
    "cdc-2000-bmi-for-age",
    "kdca-2017-bmi-for-age",
    "uk90-bmi-for-age",
    "iotf-2012",
    "iotf-2000",
    "china-wst586-2018",
    "who-all-ages",
    "korea-all-ages",
}


# MARK: - Loading YAML the way the format reads it


class FormatLoader(yaml.SafeLoader):
    """A YAML loader that types scalars as bmi-standard/1 does, not as YAML 1.1 does.

    PyYAML's SafeLoader follows YAML 1.1: `yes`/`on` become True, `0x14` and `1_000` become
    integers, `010` is octal 8, `1.10` becomes the float 1.1, `.inf` is infinity and dates
    become `datetime.date`. Validating that output would let the schema accept files the
    format refuses (`healthy: yes`, `below: 0x14`) and would lose digits of a bound.

    This loader keeps only what the format allows: a plain (unquoted) scalar is a boolean if
    it is exactly `true` or `false`, an integer if it is plain decimal digits, and a
    `decimal.Decimal` if it is decimal digits with a fraction; everything else, and every
    quoted scalar, stays a string. So `below: '25'` reaches the schema as the string "25" and
    is refused as "not a number", `healthy: yes` as "not a boolean", and `27.1234567` keeps
    its seven fractional digits for `multipleOf` to see. Duplicate keys, which PyYAML would
    silently resolve to the last value, are an error.
    """

    yaml_implicit_resolvers = {}

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"duplicate key {key!r}", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


BOOL_TAG = "tag:yaml.org,2002:bool"
INT_TAG = "tag:yaml.org,2002:int"
FLOAT_TAG = "tag:yaml.org,2002:float"

FormatLoader.add_implicit_resolver(BOOL_TAG, re.compile(r"^(?:true|false)$"), list("tf"))
FormatLoader.add_implicit_resolver(
    INT_TAG, re.compile(r"^-?(?:0|[1-9][0-9]*)$"), list("-0123456789")
)
FormatLoader.add_implicit_resolver(
    FLOAT_TAG, re.compile(r"^-?(?:0|[1-9][0-9]*)\.[0-9]+$"), list("-0123456789")
)
FormatLoader.add_constructor(BOOL_TAG, lambda loader, node: node.value == "true")
FormatLoader.add_constructor(INT_TAG, lambda loader, node: int(node.value, 10))
FormatLoader.add_constructor(
    FLOAT_TAG, lambda loader, node: decimal.Decimal(node.value)
)
FormatLoader.add_constructor(
    "tag:yaml.org,2002:map",
    lambda loader, node: loader.construct_mapping(node, deep=True),
)


def load_yaml(text):
    return yaml.load(text, Loader=FormatLoader)


def load_schema():
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"), parse_float=decimal.Decimal)


SCHEMA = load_schema()
VALIDATOR = jsonschema.Draft7Validator(SCHEMA)


def errors_of(document):
    return list(VALIDATOR.iter_errors(document))


def describe(errors):
    return "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)


# MARK: - The schema itself


def test_schema_is_a_valid_draft_07_schema():
    assert SCHEMA["$schema"] == "http://json-schema.org/draft-07/schema#"
    jsonschema.Draft7Validator.check_schema(SCHEMA)


def test_loader_types_scalars_as_the_format_does():
    document = load_yaml(
        "a: 18.5\nb: '18.5'\nc: 25\nd: true\ne: yes\nf: 0x14\ng: 1.10\nh: .inf\ni: 010\nj:\n"
    )
    assert document == {
        "a": decimal.Decimal("18.5"),
        "b": "18.5",
        "c": 25,
        "d": True,
        "e": "yes",
        "f": "0x14",
        "g": decimal.Decimal("1.10"),
        "h": ".inf",
        "i": "010",
        "j": "",
    }


def test_loader_refuses_duplicate_keys():
    with pytest.raises(yaml.constructor.ConstructorError, match="duplicate key 'below'"):
        load_yaml("below: 20\nbelow: 25\n")


# MARK: - Shipped files validate


def test_all_built_ins_are_present():
    assert {path.stem for path in STANDARD_FILES} == BUILT_IN_IDS


@pytest.mark.parametrize("path", STANDARD_FILES + EXAMPLE_FILES + FIXTURE_FILES, ids=lambda p: p.name)
def test_shipped_file_validates(path):
    errors = errors_of(load_yaml(path.read_text(encoding="utf-8")))
    assert not errors, describe(errors)


@pytest.mark.parametrize("path", STANDARD_FILES + EXAMPLE_FILES, ids=lambda p: p.name)
def test_shipped_file_names_the_schema_on_its_first_line(path):
    first_line = path.read_text(encoding="utf-8").splitlines()[0]
    schema = pathlib.Path(first_line.split("$schema=", 1)[1])
    assert first_line.startswith("# yaml-language-server: $schema=")
    assert (path.parent / schema).resolve() == SCHEMA_PATH


def test_there_are_at_least_three_examples():
    assert len(EXAMPLE_FILES) >= 3


@pytest.mark.parametrize("path", STANDARD_FILES, ids=lambda p: p.name)
def test_built_in_carries_what_built_ins_must(path):
    document = load_yaml(path.read_text(encoding="utf-8"))
    assert document["id"] == path.stem
    source = document["source"]
    assert source["citation"] and source["year"]
    # No official web address could be verified for these (see each page in docs/standards/).
    if path.stem not in {
        "china-2013", "china-waist-2013", "china-80-2025", "jasso-waist-2022", "china-wst586-2018"
    }:
        assert source.get("url") or source.get("doi")
    population = document["population"]
    if "reference" in document:
        # A BMI-for-age standard's ages are those of its reference table.
        assert isinstance(document["reference"]["age"]["at_least"], int)
    else:
        assert isinstance(population["min_age"], int)
    assert "en" in population["note"]
    tables = [s["categories"] for s in document["sections"] if "categories" in s] if "sections" in document else [
        document["categories"]
    ]
    for categories in tables:
        healthy = [c["id"] for c in categories if c.get("healthy")]
        # WHO's additional cut-off points split the normal range in two (docs/standards/who-2004.md);
        # WS/T 586 screens for overweight only (docs/standards/china-wst586-2018.md).
        assert len(healthy) == (0 if path.stem in {"who-2004", "china-wst586-2018", "iotf-2000"} else 1)
    languages = {
        "ksso-2022": "ko",
        "ksso-abdominal-2022": "ko",
        "jasso-2022": "ja",
        "jasso-waist-2022": "ja",
        "china-2013": "zh",
        "china-waist-2013": "zh",
        "china-80-2025": "zh",
        "china-wst586-2018": "zh",
        "taiwan-2002": "zh-Hant",
        "hong-kong-2023": "zh-Hant",
    }
    for category in (c for categories in tables for c in categories):
        assert "en" in category["label"]
        assert "ko" in category["label"]
        if path.stem in languages:
            assert languages[path.stem] in category["label"]


# MARK: - Structurally wrong files are refused

BASE = """\
format: bmi-standard/1
id: acme-clinic
version: "1.0"
name: {en: ACME clinic cut-offs, ko: ACME 클리닉 기준}
source:
  citation: ACME Clinic protocol
  url: https://example.org/protocol
  year: 2025
population: {min_age: 20, note: {en: Adults}}
measure: bmi
rounding: none
categories:
  - id: low
    label: {en: Low, ko: 낮음}
    below: 20
  - id: ok
    label: {en: OK}
    healthy: true
    at_least: 20
    below: 27.25
  - id: high
    label: {en: High}
    at_least: 27.25
groups:
  - id: heavy
    label: {en: Heavy}
    members: [high]
"""


def edited(old, new):
    assert BASE.count(old) == 1, f"{old!r} must occur exactly once in BASE"
    return BASE.replace(old, new)


def test_base_document_is_valid():
    errors = errors_of(load_yaml(BASE))
    assert not errors, describe(errors)


# (case name, YAML text, path of the value the schema must complain about)
REFUSED = [
    ("unknown top-level key", BASE + "colour: red\n", []),
    ("misspelt category key", edited("    healthy: true", "    healty: true"), ["categories", 1]),
    ("unknown source key", edited("  year: 2025", "  year: 2025\n  publisher: ACME"), ["source"]),
    ("unknown population key", edited("{min_age: 20,", "{max_years: 65, min_age: 20,"), ["population"]),
    ("unknown group key", edited("    members: [high]", "    members: [high]\n    colour: red"), ["groups", 0]),
    ("missing format", edited("format: bmi-standard/1\n", ""), []),
    ("a format version this BMIKit does not read", edited("bmi-standard/1", "bmi-standard/3"), ["format"]),
    ("sections in format 1", BASE + "sections:\n  - categories: []\n", []),
    ("missing id", edited("id: acme-clinic\n", ""), []),
    ("missing version", edited('version: "1.0"\n', ""), []),
    ("unquoted version", edited('version: "1.0"', "version: 1.10"), ["version"]),
    ("missing name", edited("name: {en: ACME clinic cut-offs, ko: ACME 클리닉 기준}\n", ""), []),
    ("name without English", edited("{en: ACME clinic cut-offs, ko:", "{fr: Seuils ACME, ko:"), ["name"]),
    ("missing rounding", edited("rounding: none\n", ""), []),
    ("missing categories", BASE.split("categories:")[0], []),
    ("one category", BASE.split("  - id: ok")[0].replace("    below: 20\n", ""), ["categories"]),
    ("source without citation", edited("  citation: ACME Clinic protocol\n", ""), ["source"]),
    ("year as text", edited("year: 2025", "year: '2025'"), ["source", "year"]),
    ("url that is not a web address", edited("https://example.org/protocol", "example.org"), ["source", "url"]),
    ("quoted number, single quotes", edited("below: 20\n", "below: '20'\n"), ["categories", 0, "below"]),
    ("quoted number, double quotes", edited("at_least: 20\n", 'at_least: "20"\n'), ["categories", 1, "at_least"]),
    ("hexadecimal number", edited("below: 20\n", "below: 0x14\n"), ["categories", 0, "below"]),
    ("digit separator", edited("below: 20\n", "below: 2_0\n"), ["categories", 0, "below"]),
    ("exponent", edited("below: 20\n", "below: 2e1\n"), ["categories", 0, "below"]),
    ("infinity", edited("below: 20\n", "below: .inf\n"), ["categories", 0, "below"]),
    ("leading zero", edited("below: 20\n", "below: 020\n"), ["categories", 0, "below"]),
    ("empty bound", edited("below: 20\n", "below:\n"), ["categories", 0, "below"]),
    ("bound of zero", edited("below: 20\n", "below: 0\n"), ["categories", 0, "below"]),
    ("negative bound", edited("below: 20\n", "below: -20\n"), ["categories", 0, "below"]),
    ("label not a map", edited("label: {en: Low, ko: 낮음}", "label: Low"), ["categories", 0, "label"]),
    ("label a list", edited("label: {en: Low, ko: 낮음}", "label: [Low, 낮음]"), ["categories", 0, "label"]),
    ("empty label", edited("label: {en: Low, ko: 낮음}", "label: {}"), ["categories", 0, "label"]),
    ("label keyed by a word, not a language tag", edited("{en: Low, ko: 낮음}", "{english: Low}"), ["categories", 0, "label"]),
    ("empty label text", edited("{en: Low, ko: 낮음}", "{en: ''}"), ["categories", 0, "label", "en"]),
    ("bad rounding mode", edited("rounding: none", "rounding: {decimals: 1, mode: half-down}"), ["rounding"]),
    ("rounding mode missing", edited("rounding: none", "rounding: {decimals: 1}"), ["rounding"]),
    ("too many rounding decimals", edited("rounding: none", "rounding: {decimals: 5, mode: half-up}"), ["rounding"]),
    ("rounding as a word other than none", edited("rounding: none", "rounding: off"), ["rounding"]),
    ("non-ASCII id", edited("id: acme-clinic", "id: acme-클리닉"), ["id"]),
    ("uppercase id", edited("id: acme-clinic", "id: ACME-clinic"), ["id"]),
    ("underscore in id", edited("id: acme-clinic", "id: acme_clinic"), ["id"]),
    ("double hyphen in id", edited("id: acme-clinic", "id: acme--clinic"), ["id"]),
    ("id ending in a hyphen", edited("id: acme-clinic", "id: acme-"), ["id"]),
    ("non-ASCII category id", edited("  - id: low", "  - id: 낮음"), ["categories", 0, "id"]),
    ("both at_least and above", edited("    at_least: 20\n", "    at_least: 20\n    above: 20\n"), ["categories", 1]),
    ("both below and at_most", edited("    below: 27.25\n", "    below: 27.25\n    at_most: 27.25\n"), ["categories", 1]),
    ("healthy as yes", edited("healthy: true", "healthy: yes"), ["categories", 1, "healthy"]),
    ("healthy quoted", edited("healthy: true", "healthy: 'true'"), ["categories", 1, "healthy"]),
    ("another measure", edited("measure: bmi", "measure: waist"), ["measure"]),
    ("group without members", edited("    members: [high]\n", ""), ["groups", 0]),
    ("group with no members", edited("members: [high]", "members: []"), ["groups", 0, "members"]),
    ("min_age as a decimal", edited("min_age: 20", "min_age: 20.5"), ["population", "min_age"]),
    ("max_age too high", edited("{min_age: 20,", "{min_age: 20, max_age: 200,"), ["population", "max_age"]),
    ("year too early", edited("year: 2025", "year: 25"), ["source", "year"]),
    ("a list instead of a standard", "- format: bmi-standard/1\n", []),
    ("example without expect", BASE + "examples:\n  - {bmi: 19.9}\n", ["examples", 0]),
    ("example with an unknown key", BASE + "examples:\n  - {bmi: 19.9, expect: low, colour: red}\n", ["examples", 0]),
    ("example BMI as text", BASE + "examples:\n  - {bmi: '19.9', expect: low}\n", ["examples", 0, "bmi"]),
    ("example sex not female or male", BASE + "examples:\n  - {bmi: 19.9, sex: f, expect: low}\n", ["examples", 0, "sex"]),
    ("example with both z and percentile", BASE + "examples:\n  - {bmi: 19.9, z: 1, percentile: 80, expect: low}\n", ["examples", 0]),
    ("examples not a list", BASE + "examples: {bmi: 19.9, expect: low}\n", ["examples"]),
]


@pytest.mark.parametrize("name,text,path", REFUSED, ids=[case[0] for case in REFUSED])
def test_structurally_wrong_file_is_refused_at_the_right_place(name, text, path):
    errors = errors_of(load_yaml(text))
    assert errors, f"{name}: the schema accepted it"
    assert path in [list(error.absolute_path) for error in errors], describe(errors)


ACCEPTED = [
    ("no optional keys", edited("measure: bmi\n", "").split("groups:")[0].replace(
        'source:\n  citation: ACME Clinic protocol\n  url: https://example.org/protocol\n  year: 2025\n', ""
    ).replace("population: {min_age: 20, note: {en: Adults}}\n", "")),
    ("above and at_most", edited("    below: 20\n", "    at_most: 20\n").replace(
        "    at_least: 20\n", "    above: 20\n")),
    ("half-even to 0 decimals", edited("rounding: none", "rounding: {decimals: 0, mode: half-even}")),
    ("4 rounding decimals", edited("rounding: none", "rounding: {decimals: 4, mode: half-up}")),
    ("six fractional digits", BASE.replace("27.25\n", "27.123456\n")),
    ("region subtag", edited("{en: High}", "{en: High, zh-Hant: 高}")),
    ("doi", edited("  year: 2025", "  year: 2025\n  doi: 10.7570/jomes23031")),
    ("max_age", edited("{min_age: 20,", "{min_age: 20, max_age: 64,")),
    ("examples", BASE + "examples:\n  - {bmi: 19.9, expect: low}\n"
     "  - {height: 5 ft 9 in, weight: 141 lb, expect: ok}\n  - {height: 160, weight: 64.0, expect: ok}\n"),
]


@pytest.mark.parametrize("name,text", ACCEPTED, ids=[case[0] for case in ACCEPTED])
def test_valid_variation_is_accepted(name, text):
    errors = errors_of(load_yaml(text))
    assert not errors, describe(errors)


# MARK: - Format 2: inputs, the measure and sections

SECTIONED = """\
format: bmi-standard/2
id: acme-clinic
version: "1.0"
name: {en: ACME clinic cut-offs}
inputs:
  sex: {values: [female, male]}
  age: {at_least: 18, unit: years}
  background: {values: [south-asian, other]}
  waist_cm: {}
measure: bmi
rounding: none
sections:
  - id: men-under-70
    when: {sex: male, age: {below: 70}, background: [south-asian, other], waist_cm: {at_most: 102}}
    categories:
      - {id: low, label: {en: Low}, below: 20}
      - {id: ok, label: {en: OK}, healthy: true, at_least: 20}
  - when: {sex: [female], age: {at_least: 70}, background: other}
    categories:
      - {id: low, label: {en: Low}, below: 22}
      - {id: ok, label: {en: OK}, healthy: true, at_least: 22}
groups:
  - {id: not-low, label: {en: Not low}, members: [ok]}
"""


REFERENCE = """\
reference:
  rules: who-2007
  table: References/who2007-bmi-for-age-months.csv
  sha256: a5f9f103c5c8881a7fea97adf722ed9e2fa3db7407483cd7ddcc0ea760f2efd3
  age: {unit: months, at_least: 60, at_most: 228, rounding: none, interpolation: linear}
  tails: who-restricted
  z_rounding: {decimals: 2, mode: half-away-from-zero}
"""

Z_SCORE = """\
format: bmi-standard/2
id: z-clinic
version: "1"
name: {en: Z}
inputs:
  sex: {values: [female, male]}
measure: bmi_for_age_z
""" + REFERENCE + """\
rounding: none
sections:
  - when: {sex: [female, male]}
    categories:
      - {id: thin, label: {en: Thin}, below: -2}
      - {id: normal, label: {en: Normal}, at_least: -2}
"""


def z_score(old, new):
    assert Z_SCORE.count(old) == 1, f"{old!r} must occur exactly once in Z_SCORE"
    return Z_SCORE.replace(old, new)


def test_z_score_document_is_valid():
    errors = errors_of(load_yaml(Z_SCORE))
    assert not errors, describe(errors)


REFUSED_Z = [
    ("z-score standard without a reference", Z_SCORE.replace(REFERENCE, ""), []),
    ("unknown rules", z_score("rules: who-2007", "rules: who-2099"), ["reference", "rules"]),
    ("digest too short", z_score("sha256: a5f9", "sha256: a5f"), ["reference", "sha256"]),
    ("table outside the directory", z_score("table: References/", "table: ../"), ["reference", "table"]),
    ("unknown reference key", z_score("  tails: who-restricted\n", "  tails: who-restricted\n  smooth: yes\n"), ["reference"]),
    ("age with both upper bounds", z_score("at_most: 228,", "at_most: 228, below: 229,"), ["reference", "age"]),
    ("unknown tails", z_score("tails: who-restricted", "tails: unrestricted"), ["reference", "tails"]),
    ("bad z rounding mode", z_score("mode: half-away-from-zero", "mode: half-up"), ["reference", "z_rounding", "mode"]),
]


@pytest.mark.parametrize("name,text,path", REFUSED_Z, ids=[case[0] for case in REFUSED_Z])
def test_structurally_wrong_z_score_file_is_refused_at_the_right_place(name, text, path):
    errors = errors_of(load_yaml(text))
    assert errors, f"{name}: the schema accepted it"
    assert path in [list(error.absolute_path) for error in errors], describe(errors)


def sectioned(old, new):
    assert SECTIONED.count(old) == 1, f"{old!r} must occur exactly once in SECTIONED"
    return SECTIONED.replace(old, new)


def test_sectioned_document_is_valid():
    # The schema sees structure only; that these sections leave people uncovered is the
    # loader's to say (E065).
    errors = errors_of(load_yaml(SECTIONED))
    assert not errors, describe(errors)


REFUSED_TWO = [
    ("unknown input", sectioned("  waist_cm: {}\n", "  gender: {values: [f, m]}\n"), ["inputs"]),
    ("sex value not female or male", sectioned("[female, male]", "[woman, man]"), ["inputs", "sex", "values", 0]),
    ("numeric input given values", sectioned("{at_least: 18, unit: years}", "{values: [18]}"), ["inputs", "age"]),
    ("unit of a waist", sectioned("waist_cm: {}", "waist_cm: {unit: in}"), ["inputs", "waist_cm"]),
    ("unknown age unit", sectioned("unit: years", "unit: weeks"), ["inputs", "age", "unit"]),
    ("negative age bound", sectioned("{at_least: 18,", "{at_least: -1,"), ["inputs", "age", "at_least"]),
    ("unknown measure", sectioned("measure: bmi", "measure: waist"), ["measure"]),
    ("unknown key in a section", sectioned("  - id: men-under-70\n", "  - id: men-under-70\n    colour: red\n"), ["sections", 0]),
    ("section without categories", SECTIONED.split("groups:")[0] + "  - when: {sex: male}\n", ["sections", 2]),
    ("unknown input in when", sectioned("{sex: male, age", "{gender: male, age"), ["sections", 0, "when"]),
    ("sex in when not female or male", sectioned("sex: [female]", "sex: [other]"), ["sections", 1, "when", "sex"]),
    ("both lower bounds in when", sectioned("age: {below: 70}", "age: {at_least: 18, above: 18, below: 70}"), ["sections", 0, "when", "age"]),
    ("no sections", SECTIONED.split("sections:")[0], []),
    ("both categories and sections", SECTIONED + "categories:\n  - {id: low, label: {en: Low}, below: 20}\n  - {id: ok, label: {en: OK}, at_least: 20}\n", []),
    ("empty sections", SECTIONED.split("sections:")[0] + "sections: []\n", ["sections"]),
    ("negative BMI bound in a section", sectioned("below: 20}", "below: -20}"), ["sections", 0, "categories", 0, "below"]),
    ("a reference for a BMI standard", sectioned("rounding: none\n", "rounding: none\n" + REFERENCE), []),
]


@pytest.mark.parametrize("name,text,path", REFUSED_TWO, ids=[case[0] for case in REFUSED_TWO])
def test_structurally_wrong_sectioned_file_is_refused_at_the_right_place(name, text, path):
    errors = errors_of(load_yaml(text))
    assert errors, f"{name}: the schema accepted it"
    assert path in [list(error.absolute_path) for error in errors], describe(errors)


ACCEPTED_TWO = [
    ("one table under categories", "format: bmi-standard/2\nid: whtr\nversion: \"1\"\nname: {en: W}\n"
     "measure: waist_to_height\nrounding: none\ncategories:\n  - {id: a, label: {en: A}, below: 0.5}\n"
     "  - {id: b, label: {en: B}, at_least: 0.5}\n"),
    ("ages in months", sectioned("{at_least: 18, unit: years}", "{at_least: 24, below: 240, unit: months}")),
    ("a section without when", "format: bmi-standard/2\nid: one\nversion: \"1\"\nname: {en: One}\n"
     "rounding: none\nsections:\n  - categories:\n      - {id: a, label: {en: A}, below: 20}\n"
     "      - {id: b, label: {en: B}, at_least: 20}\n"),
    ("population in format 2", sectioned("measure: bmi\n", "measure: bmi\npopulation: {min_age: 18}\n")),
]


@pytest.mark.parametrize("name,text", ACCEPTED_TWO, ids=[case[0] for case in ACCEPTED_TWO])
def test_valid_sectioned_variation_is_accepted(name, text):
    errors = errors_of(load_yaml(text))
    assert not errors, describe(errors)
