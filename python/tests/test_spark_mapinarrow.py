"""bmikit on Spark's executors, in the process (docs/scale.md): `mapInArrow` classifies each
partition's Arrow batches with bmikit, no pipe and no text round trip through a command, and
every row equals `bmi batch` on the whole file.

Opt-in, like the Spark stage of .ci/run: runs only with BMI_SPARK_STAGE=yes, and then needs
Java 17 or later and PySpark (Tests/Spark/requirements.txt); under CI=true a missing one
fails the test."""

import csv
import importlib.util
import math
import os
import shutil
import sys

import numpy as np
import pytest

import bmikit
from conftest import missing

ROWS = int(os.environ.get("BMIKIT_SPARK_ROWS", "200000"))
PARTITIONS = 4


def classify_batches(batches):
    """The mapInArrow function: each Arrow batch of (id, height_cm, weight_kg) to (id, bmi,
    category, error)."""
    import pyarrow as pa

    who = bmikit.standard("who")
    for batch in batches:
        heights = batch.column("height_cm").to_numpy(zero_copy_only=False)
        weights = batch.column("weight_kg").to_numpy(zero_copy_only=False)
        out = who.classify(height=heights.astype(np.float64), weight=weights.astype(np.float64))
        yield pa.RecordBatch.from_arrays(
            [batch.column("id"), pa.array(out["bmi"], from_pandas=True),
             pa.array(list(out["category"]), type=pa.string()),
             pa.array(list(out["error"]), type=pa.string())],
            names=["id", "bmi", "category", "error"],
        )


def _text(value):
    """A string cell, or "" for None or NaN (pandas' missing string)."""
    return "" if value is None or (isinstance(value, float) and math.isnan(value)) else value


def test_map_in_arrow_gives_the_rows_of_the_whole_file(tmp_path, run_batch):
    if os.environ.get("BMI_SPARK_STAGE") != "yes":
        pytest.skip("opt-in: BMI_SPARK_STAGE=yes runs it (docs/scale.md)")
    if shutil.which("java") is None:
        missing("no java on PATH: install a Java 17 runtime")
    if importlib.util.find_spec("pyspark") is None:
        missing("no PySpark: pip install -r Tests/Spark/requirements.txt")
    from pyspark.sql import SparkSession

    generator = np.random.default_rng(42)
    heights = np.round(generator.uniform(-10.0, 250.0, ROWS), 1)
    weights = np.round(generator.uniform(-5.0, 300.0, ROWS), 1)
    heights[generator.random(ROWS) < 0.02] = np.nan
    path = tmp_path / "people.csv"
    with open(path, "w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["height_cm", "weight_kg"])
        for height, weight in zip(heights, weights):
            writer.writerow(["" if math.isnan(height) else repr(float(height)), repr(float(weight))])
    expected = list(csv.DictReader(run_batch(path, tmp_path / "out.csv", "who").decode().splitlines()))

    os.environ["PYSPARK_PYTHON"] = sys.executable
    # The workers unpickle classify_batches by its module's name, so they must find this file
    # whatever folder pytest was started from.
    here = os.path.dirname(os.path.abspath(__file__))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [here, os.environ.get("PYTHONPATH")]))
    spark = SparkSession.builder.master("local[2]").appName("bmikit-mapInArrow").getOrCreate()
    try:
        import pandas as pd

        frame = spark.createDataFrame(
            pd.DataFrame({"id": np.arange(ROWS), "height_cm": heights, "weight_kg": weights})
        ).repartition(PARTITIONS)
        assert frame.rdd.getNumPartitions() >= PARTITIONS
        result = frame.mapInArrow(
            classify_batches, "id long, bmi double, category string, error string"
        ).toPandas().sort_values("id")
    finally:
        spark.stop()

    assert len(result) == ROWS
    different = 0
    for (_, row), want in zip(result.iterrows(), expected):
        same_bmi = (math.isnan(row["bmi"]) and not want["bmi"]) or (
            want["bmi"] != "" and row["bmi"] == float(want["bmi"])
        )
        if not (same_bmi and _text(row["category"]) == want["category"]
                and _text(row["error"]) == want["error"]):
            different += 1
    assert different == 0
    assert sum(1 for want in expected if want["error"]) > 1000
