"""UK90 BMI-for-age: BMIKit's `uk90-bmi-for-age` against RCPCH's `rcpchgrowth` (PyPI).

Two checks on a grid of 468 children (both sexes, 48 to 227 months every 7 months, BMI 12 to
35; rcpchgrowth scores UK90 from 4 years, UK-WHO below):

- the fixture `Tests/BMIGrowthTests/GrowthFixtures/rcpchgrowth-uk90-bmi-grid.csv`, whose z the
  Swift test `NationalReferenceTests.uk90AgreesWithRCPCHGrowth` compares with BMIKit's exact
  z to 1e-4, is what the pinned rcpchgrowth computes (to the 6 decimals it was written with);
- `bmi batch --standard uk90-bmi-for-age` prints, for every child, rcpchgrowth's z rounded
  to the 4 decimals it prints (a z within 1e-6 of a rounding point may go either way).

Run: .build/ci-python/bin/python -m pytest -q Tests/Oracle/test_uk90_rcpchgrowth.py
(BMI_BINARY=… for another build). Without rcpchgrowth the test is skipped, and fails under
CI=true.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GRID = ROOT / "Tests" / "BMIGrowthTests" / "GrowthFixtures" / "rcpchgrowth-uk90-bmi-grid.csv"

try:
    from rcpchgrowth import global_functions
    from rcpchgrowth.constants import BMI, FEMALE, MALE, UK_WHO
except ImportError:  # pragma: no cover - depends on the environment
    if os.environ.get("CI") == "true":
        pytest.fail("rcpchgrowth is not installed (Tests/requirements.txt)", pytrace=False)
    pytest.skip("rcpchgrowth is not installed", allow_module_level=True)


def grid() -> list[dict[str, str]]:
    with GRID.open(newline="") as handle:
        return list(csv.DictReader(handle))


def rcpch_z(row: dict[str, str]) -> float:
    return global_functions.sds_for_measurement(
        reference=UK_WHO, age=int(row["age_months"]) / 12, measurement_method=BMI,
        observation_value=float(row["bmi"]), sex=MALE if row["sex"] == "M" else FEMALE,
    )


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


def test_the_fixture_is_what_rcpchgrowth_computes() -> None:
    rows = grid()
    assert len(rows) == 468
    for row in rows:
        assert abs(rcpch_z(row) - float(row["z"])) <= 5e-7, row


def test_bmi_batch_prints_rcpchgrowths_z_to_four_decimals() -> None:
    rows = grid()
    source = "sex,age,bmi\n" + "".join(
        f"{'male' if row['sex'] == 'M' else 'female'},{row['age_months']}mo,{row['bmi']}\n"
        for row in rows
    )
    result = subprocess.run(
        [str(bmi_binary()), "batch", "--standard", "uk90-bmi-for-age", "--format", "csv"],
        input=source, capture_output=True, text=True, cwd=ROOT, timeout=600,
    )
    assert result.returncode == 0, result.stderr
    printed = list(csv.DictReader(io.StringIO(result.stdout)))
    assert len(printed) == len(rows)
    boundary = 0
    for row, out in zip(rows, printed):
        z = Decimal(repr(rcpch_z(row)))
        # Batch writes z to 4 decimals; a z within 1e-6 of a rounding point may round
        # either way between the two programs' arithmetic.
        rounded = z.quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP)
        near = abs(abs(z - z.quantize(Decimal("0.0001"))) - Decimal("0.00005")) < Decimal("1e-6")
        if near:
            boundary += 1
            continue
        assert Decimal(out["z_score"]) == rounded, (row, out["z_score"], z)
    assert boundary < len(rows) // 10
