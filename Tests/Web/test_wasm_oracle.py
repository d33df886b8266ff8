"""The WebAssembly module, driven from Node, on the oracle's cases: for every standard the
oracle checks `bmi batch` on, the same people, float traps, spelled-out values, imperial rows
and BMIs. Every answer must equal the independent reference (display BMI, category, exact
BMI, classified value, interval, healthy weight range) and what `bmi batch` answers for the
same row.

Run: make web-module-test  (BMI_WEB_ORACLE_DIST=folder to test a page already built)
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from urllib.parse import urlencode

import pytest

from batch_runner import bmi_binary, run_batch
from cases import bmi_cases, float_traps, imperial_cases, person_cases, spelled
from reference import (
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
from test_oracle import BUILT_IN, EXAMPLES, FIXTURES, SEED, UNREADABLE

from conftest import ROOT

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="needs Node to run the module")


def ask(page: Path, queries: list[str]) -> tuple[dict, list[dict]]:
    """The module's answers to the queries, and what the runner says about the module."""
    result = subprocess.run(
        [NODE, str(ROOT / "web" / "test" / "answer-queries.mjs"), str(page)],
        input="\n".join(queries).encode(),
        capture_output=True,
        check=True,
        timeout=1200,
    )
    lines = result.stdout.decode().splitlines()
    meta, answers = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    assert meta["answered"] == len(queries) == len(answers)
    return meta, answers


def query(standard: str, **fields: str) -> str:
    return urlencode({**fields, "standard": standard})


@pytest.mark.parametrize(
    "path", BUILT_IN + EXAMPLES + FIXTURES, ids=lambda p: p.relative_to(ROOT).as_posix()
)
def test_module_agrees_with_reference_and_batch(path: Path, oracle_page: Path, web_tally) -> None:
    standard = load_standard(path)
    key = path.stem
    # The oracle's own draw for this standard (test_oracle.py), so the cases are the same.
    rng = random.Random(f"{standard.id}{SEED}")
    traps, _ = float_traps(standard)
    people = person_cases(standard, rng, random_count=400, hits_per_value=4) + traps
    people += [spelled(case, rng) for case in rng.sample(people, len(people) // 4)]
    imperial = imperial_cases(standard, rng, heights_per_threshold=12)
    bmis = bmi_cases(standard, rng, random_count=300)

    queries = [query(key, height=c.height, weight=c.weight) for c in people]
    queries += [query(key, height=c.height, weight=c.weight, units="imperial") for c in imperial]
    queries += [query(key, bmi=c.bmi) for c in bmis]
    meta, answers = ask(oracle_page, queries)
    assert meta["embedded_copy_matches"], "bmi.js carries another module than bmi.wasm"
    assert key in meta["catalogue"]

    mismatches: list[str] = []
    healthy_at: dict[Fraction, object] = {}
    person_rows = people + imperial
    for case, answer in zip(person_rows, answers):
        bmi = bmi_of(case.height_cm, case.weight_kg)
        category = standard.categories[category_index(standard, bmi)]
        if case.height_cm not in healthy_at:
            healthy_at[case.height_cm] = healthy_weight_range(standard, case.height_cm)
        expected = {
            "ok": True,
            "exact": bmi,
            "classified": value_to_classify(standard, bmi),
            "display": display(standard, bmi),
            "category": category.id,
            "interval": interval_text(category),
            "healthy": healthy_at[case.height_cm],
        }
        got = {"ok": answer.get("ok"), "problems": answer.get("problems")}
        if answer.get("ok"):
            given = answer["healthy_weight"]
            got = {
                "ok": True,
                "exact": Fraction(answer["bmi"]["exact"]),
                "classified": Fraction(answer["classified_value"]),
                "display": answer["bmi"]["display"],
                "category": answer["category"]["id"],
                "interval": answer["category"]["interval"],
                "healthy": given and (Fraction(given["min_kg"]), Fraction(given["max_kg"])),
            }
        if got != expected:
            mismatches.append(f"{case}: expected {expected}, got {got}")
    for case, answer in zip(bmis, answers[len(person_rows) :]):
        value = parse_decimal(case.bmi)
        expected = (True, display(standard, value), category_id(standard, value))
        got = (answer.get("ok"), answer.get("bmi", {}).get("display"), answer.get("category", {}).get("id"))
        if got != expected:
            mismatches.append(f"{case}: expected {expected}, got {got}")

    # The same rows through `bmi batch`: the module's answers, row for row.
    binary = bmi_binary()
    argument = key if path.parent == ROOT / "Standards" else str(path)
    header = ["id", "height_cm", "weight_kg"]
    batch = run_batch(binary, argument, header, [[str(i), c.height, c.weight] for i, c in enumerate(people)], [])
    batch += run_batch(
        binary, argument, header, [[str(i), c.height, c.weight] for i, c in enumerate(imperial)],
        ["--height-unit", "in", "--weight-unit", "lb"],
    )
    batch += run_batch(
        binary, argument, ["id", "value"], [[str(i), c.bmi] for i, c in enumerate(bmis)],
        ["--bmi-column", "value"],
    )
    batch_mismatches = []
    for case, row, answer in zip(person_rows + bmis, batch, answers):
        from_module = (answer.get("bmi", {}).get("display", ""), answer.get("category", {}).get("id", ""))
        if (row["bmi"], row["category"]) != from_module or row["error"]:
            batch_mismatches.append(f"{case}: bmi batch {row}, module {from_module}")

    web_tally["cases"] += len(queries)
    web_tally["standards"] += 1
    web_tally["mismatches"] += len(mismatches)
    web_tally["batch mismatches"] += len(batch_mismatches)
    print(f"{key}: {len(queries)} cases through bmi.wasm, {len(mismatches)} mismatches")
    assert not mismatches, f"{len(mismatches)} of {len(queries)} disagree:\n" + "\n".join(mismatches[:20])
    assert not batch_mismatches, "\n".join(batch_mismatches[:20])


# `bmi batch` flags an empty cell as missing-value, its own code for a row; the module reads
# an empty field as the parser does, which refuses it as no height (invalid-height).
BATCH_ONLY_CODES = {"missing-value": "invalid-height"}


def test_unreadable_values_are_refused_as_batch_refuses_them(oracle_page: Path) -> None:
    queries = [query("who", height=h, weight=w) for h, w, _ in UNREADABLE]
    _, answers = ask(oracle_page, queries)
    for (height, weight, code), answer in zip(UNREADABLE, answers):
        assert answer["ok"] is False, (height, weight)
        codes = [problem["code"] for problem in answer["problems"]]
        assert codes == [BATCH_ONLY_CODES.get(code, code)], (height, weight, codes)
