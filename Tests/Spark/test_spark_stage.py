"""`bmi batch` as a stage of Apache Spark in local mode (docs/scale.md): `RDD.pipe` and
`SELECT TRANSFORM` on one million generated rows in four or more partitions give, row for
row, what `bmi batch` gives on the whole file, bad rows flagged and none lost.

Needs the release binary (`make install-binary`, or BMI_BINARY), Java 17 or later, and
PySpark (Tests/Spark/requirements.txt). Under CI=true a missing one fails the test."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Benchmarks" / "spark"))

import spark_check  # noqa: E402

# CI installs every tool this test needs (.ci/run): there a missing one is a broken machine.
_MISSING_FAILS = os.environ.get("CI") == "true"
ROWS = 1_000_000
PARTITIONS = 4


def _missing(reason: str) -> None:
    if _MISSING_FAILS:
        pytest.fail(reason)
    pytest.skip(reason)


def test_both_forms_give_the_rows_of_the_whole_file() -> None:
    bmi = os.environ.get("BMI_BINARY", str(ROOT / ".build" / "install" / "release" / "bmi"))
    if not os.access(bmi, os.X_OK):
        _missing(f"no bmi binary at {bmi}: run `make install-binary` or set BMI_BINARY")
    if shutil.which("java") is None:
        _missing("no java on PATH: install a Java 17 runtime (openjdk-17-jre-headless)")
    if importlib.util.find_spec("pyspark") is None:
        _missing("no PySpark: pip install -r Tests/Spark/requirements.txt")

    result = spark_check.check(bmi, rows=ROWS, partitions=PARTITIONS, master="local[2]")

    assert result["pipe_partitions"] >= PARTITIONS
    assert result["transform_partitions"] >= PARTITIONS
    assert result["pipe_lost"] == 0 and result["transform_lost"] == 0
    assert result["pipe_different"] == 0
    assert result["transform_different"] == 0
    # The data has bad rows, and they come back flagged.
    assert result["bad"] > 1_000
    assert result["flagged"] > 1_000
