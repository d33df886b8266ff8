"""An independent reading of `bmi-standard/2`: inputs, the measure and sections.

Written from docs/standard-format.md, not from the Swift code. The file is read with
PyYAML's BaseLoader (every scalar stays text); numbers are `fractions.Fraction`; a person's
section is found by testing every section's condition (exactly one must hold, or the file
was not what the loader promises); each section's table is classified by `reference.py`'s
own rules. Ages convert as the format says: a year is 12 months and 365.25 days.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

import yaml

from reference import (
    Bound,
    Category,
    Rounding,
    Standard,
    category_index,
    decimal_text,
    display,
    parse_decimal,
    ROUNDING_MODES,
)

ENUMERATED = ("sex", "background")
NUMERIC = ("age", "waist_cm")
DAYS = {"years": Fraction(1461, 4), "months": Fraction(1461, 48), "days": Fraction(1)}


@dataclass(frozen=True)
class Interval:
    lower: Bound | None
    upper: Bound | None

    def contains(self, value: Fraction) -> bool:
        if self.lower is not None:
            if value < self.lower.value or (value == self.lower.value and not self.lower.inclusive):
                return False
        if self.upper is not None:
            if value > self.upper.value or (value == self.upper.value and not self.upper.inclusive):
                return False
        return True


@dataclass(frozen=True)
class Input:
    name: str
    values: tuple[str, ...] | None  # enumerated inputs
    domain: Interval | None  # numeric inputs; no lower bound means from 0
    unit: str = "years"


@dataclass(frozen=True)
class Section:
    name: str
    condition: dict  # input name -> tuple of words, or Interval
    table: Standard


@dataclass(frozen=True)
class SectionedStandard:
    id: str
    measure: str
    inputs: tuple[Input, ...]
    sections: tuple[Section, ...]
    population: tuple[int | None, int | None] | None = None

    def input(self, name: str) -> Input | None:
        return next((i for i in self.inputs if i.name == name), None)


def interval(node: dict) -> Interval:
    lower = upper = None
    if "at_least" in node:
        lower = Bound(parse_decimal(node["at_least"]), True)
    if "above" in node:
        lower = Bound(parse_decimal(node["above"]), False)
    if "below" in node:
        upper = Bound(parse_decimal(node["below"]), False)
    if "at_most" in node:
        upper = Bound(parse_decimal(node["at_most"]), True)
    return Interval(lower, upper)


def table(document: dict, nodes: list, identifier: str) -> Standard:
    rounding_node = document["rounding"]
    if rounding_node == "none":
        rounding = Rounding(-1, "half-up")
    else:
        rounding = Rounding(int(rounding_node["decimals"]), rounding_node["mode"])
        assert rounding.mode in ROUNDING_MODES
    categories = []
    for node in nodes:
        bounds = interval(node)
        categories.append(
            Category(node["id"], bounds.lower, bounds.upper, node.get("healthy", "false") == "true")
        )
    return Standard(identifier, Path("."), rounding, tuple(categories))


def bound_text(bound: Bound) -> str:
    return decimal_text(bound.value)


def compact(name: str, allowed) -> str:
    """The section column's text for one clause, as docs/cli.md documents it."""
    if isinstance(allowed, tuple):
        return name + "=" + "|".join(allowed)
    lower, upper = allowed.lower, allowed.upper
    if lower and upper and lower.value == upper.value and lower.inclusive and upper.inclusive:
        return f"{name}={bound_text(lower)}"
    if lower and not upper:
        return f"{name}{'>=' if lower.inclusive else '>'}{bound_text(lower)}"
    text = ""
    if lower:
        text += f"{bound_text(lower)}{'<=' if lower.inclusive else '<'}"
    text += name
    if upper:
        text += f"{'<=' if upper.inclusive else '<'}{bound_text(upper)}"
    return text


def load_sectioned(path: Path) -> SectionedStandard:
    """Reads a `bmi-standard/2` file (or a format 1 file, as one section for everyone)."""
    document = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    inputs = []
    for name, node in (document.get("inputs") or {}).items():
        if name in ENUMERATED:
            inputs.append(Input(name, tuple(node["values"]), None))
        else:
            inputs.append(Input(name, None, interval(node or {}), node.get("unit", "years") if node else "years"))
    sections = []
    if "sections" in document:
        for index, node in enumerate(document["sections"]):
            condition = {}
            for name, allowed in (node.get("when") or {}).items():
                if name in ENUMERATED:
                    condition[name] = tuple(allowed) if isinstance(allowed, list) else (allowed,)
                else:
                    condition[name] = interval(allowed)
            default = ";".join(compact(n, a) for n, a in condition.items())
            sections.append(
                Section(node.get("id", default), condition, table(document, node["categories"], document["id"]))
            )
    else:
        sections.append(Section("", {}, table(document, document["categories"], document["id"])))
    population = None
    if "population" in document:
        ages = document["population"]
        low = int(ages["min_age"]) if "min_age" in ages else None
        high = int(ages["max_age"]) if "max_age" in ages else None
        if low is not None or high is not None:
            population = (low, high)
    return SectionedStandard(
        document["id"], document.get("measure", "bmi"), tuple(inputs), tuple(sections), population
    )


# MARK: - A person


SEXES = {"female": "female", "f": "female", "여": "female", "male": "male", "m": "male", "남": "male"}


@dataclass
class Person:
    """A row as typed: every field is text; an empty one is not given."""

    height: str = ""
    weight: str = ""
    waist: str = ""
    sex: str = ""
    age: str = ""
    background: str = ""
    notes: dict = field(default_factory=dict)


def read_age(text: str) -> tuple[Fraction, str] | None:
    for suffix, unit in (("mo", "months"), ("d", "days"), ("y", "years")):
        if text.endswith(suffix):
            return parse_decimal(text[: -len(suffix)]), unit
    return parse_decimal(text), "years"


def in_unit(age: tuple[Fraction, str], unit: str) -> Fraction:
    value, given = age
    return value * DAYS[given] / DAYS[unit]


def classify(standard: SectionedStandard, person: Person) -> dict:
    """What `bmi batch` must write for the row: the measure's value as displayed, the
    category, the error code and the section's name (only the codes the oracle's cases
    reach: missing inputs and values outside the domain)."""
    height = parse_decimal(person.height) if person.height else None
    weight = parse_decimal(person.weight) if person.weight else None
    waist = parse_decimal(person.waist) if person.waist else None
    if standard.measure == "bmi":
        value = weight / (height / 100) ** 2
    elif standard.measure == "waist_cm":
        value = waist
    else:
        value = waist / height
    given = {}
    if person.sex:
        given["sex"] = SEXES[person.sex.lower()]
    if person.age:
        given["age"] = read_age(person.age)
    if person.background:
        given["background"] = person.background
    if waist is not None:
        given["waist_cm"] = waist
    for declared in standard.inputs:
        if declared.name not in given:
            return {"error": "missing-" + ("waist" if declared.name == "waist_cm" else declared.name)}
        got = given[declared.name]
        if declared.values is not None:
            inside = got in declared.values
        else:
            number = in_unit(got, declared.unit) if declared.name == "age" else got
            inside = number >= 0 and declared.domain.contains(number)
        if not inside:
            name = "waist" if declared.name == "waist_cm" else declared.name
            return {"error": f"{name}-outside-standard"}
    if standard.population and "age" in given:
        low, high = standard.population
        years = in_unit(given["age"], "years")
        if (low is not None and years < low) or (high is not None and years >= high + 1):
            return {"error": "age-outside-standard"}
    matches = []
    for section in standard.sections:
        holds = True
        for name, allowed in section.condition.items():
            got = given[name]
            if isinstance(allowed, tuple):
                holds &= got in allowed
            else:
                unit = standard.input(name).unit if name == "age" else "years"
                number = in_unit(got, unit) if name == "age" else got
                holds &= allowed.contains(number)
        if holds:
            matches.append(section)
    assert len(matches) == 1, f"{standard.id}: {person} is in {len(matches)} sections"
    section = matches[0]
    index = category_index(section.table, value)
    return {
        "value": display(section.table, value),
        "category": section.table.categories[index].id,
        "error": "",
        "section": section.name if len(standard.sections) > 1 else None,
    }


def cut_offs(standard: SectionedStandard) -> dict[str, list[Fraction]]:
    """Every bound each numeric input's domain and conditions write, by input."""
    found: dict[str, set] = {name: set() for name in NUMERIC}
    for declared in standard.inputs:
        if declared.domain:
            for bound in (declared.domain.lower, declared.domain.upper):
                if bound:
                    found[declared.name].add(bound.value)
    for section in standard.sections:
        for name, allowed in section.condition.items():
            if isinstance(allowed, Interval):
                for bound in (allowed.lower, allowed.upper):
                    if bound:
                        found[name].add(bound.value)
    return {name: sorted(values) for name, values in found.items()}
