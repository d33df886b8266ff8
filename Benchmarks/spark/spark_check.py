#!/usr/bin/env python3
"""Runs `bmi batch` as a stage of Apache Spark in local mode, both ways docs/scale.md shows:
`RDD.pipe` over CSV lines, and Spark SQL's `SELECT TRANSFORM ... USING 'bmi batch ...'`
over a table (tab-separated rows, `\\N` for NULL). Each form's output is checked row for row
against `bmi batch` on the whole file: the same rows in the same order, none lost or
duplicated, bad rows flagged.

Usage: spark_check.py --bmi PATH [--rows N] [--partitions N] [--master local[2]]
Needs PySpark (Tests/Spark/requirements.txt) and Java 17 or later.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COLUMNS = "id,height_cm,weight_kg"
# The call site of docs/scale.md, word for word.
TRANSFORM_SQL = (
    "SELECT TRANSFORM(id, height_cm, weight_kg) USING 'bmi batch - --no-header --columns "
    "id,height_cm,weight_kg --delimiter tab' AS (id, height_cm, weight_kg, bmi, category, error) "
    "FROM people")
# Values a file may hold instead of a number: each is flagged, and one with a tab splits the
# tab-separated row Spark sends, which is flagged too (extra-fields).
BAD_VALUES = ["", "abc", "-170.5", "0", "170,5", "999", "1e2", "170\t5"]


def generate(rows, seed, csv_path, tsv_path):
    """Writes `rows` people as CSV (with a header) and the same rows as headerless TSV, as
    Spark's transform sends them (NULL, here an empty CSV field, as \\N). About one row in
    200 has a bad height or weight. Returns how many rows have one."""
    rng = random.Random(seed)
    bad = 0
    with open(csv_path, "w", encoding="utf-8", newline="") as csv, \
            open(tsv_path, "w", encoding="utf-8", newline="") as tsv:
        csv.write(COLUMNS + "\n")
        for number in range(1, rows + 1):
            height = min(210.0, max(130.0, rng.gauss(168, 9)))
            bmi = min(60.0, max(13.0, rng.lognormvariate(3.18, 0.2)))
            values = ["%d" % number, "%.1f" % height, "%.1f" % (bmi * (height / 100) ** 2)]
            if rng.randrange(200) == 0:
                values[1 + rng.randrange(2)] = rng.choice(BAD_VALUES)
                bad += 1
            csv.write(",".join('"%s"' % v if "," in v else v for v in values) + "\n")
            tsv.write("\t".join(v if v else "\\N" for v in values) + "\n")
    return bad


def whole_file(bmi, path, *options):
    """The lines `bmi batch` writes for the whole file, in order."""
    result = subprocess.run([bmi, "batch", path, *options], capture_output=True, check=True)
    lines = result.stdout.decode("utf-8").split("\n")
    assert lines[-1] == "", "the output ends with a line end"
    return lines[:-1]


def part_lines(folder):
    """The lines of a Spark output folder, its part files in order."""
    lines = []
    for part in sorted(Path(folder).glob("part-*")):
        lines.extend(part.read_text(encoding="utf-8").split("\n")[:-1])
    return lines


def compare(name, output, expected):
    """Counts of the rows that differ and of the rows lost (negative: duplicated)."""
    differences = [(ours, theirs) for ours, theirs in zip(output, expected) if ours != theirs]
    lost = len(expected) - len(output)
    print("%s: %d rows from Spark, %d from bmi batch on the whole file; %d differ, %d lost"
          % (name, len(output), len(expected), len(differences), lost))
    for ours, theirs in differences[:3]:
        # repr: a row's text is shown escaped, never as raw control characters.
        print("  Spark %r, bmi batch %r" % (ours, theirs))
    different = len(differences)
    return different, lost


def check(bmi, rows=1_000_000, partitions=4, master="local[2]", seed=42, work=None):
    """Runs both forms and returns a dictionary of counts and timings."""
    from pyspark import SparkFiles
    from pyspark.sql import SparkSession

    work = Path(work or tempfile.mkdtemp(prefix="bmi-spark-"))
    csv_path, tsv_path = work / "people.csv", work / "people.tsv"
    started = time.monotonic()
    bad = generate(rows, seed, csv_path, tsv_path)
    csv_expected = whole_file(bmi, str(csv_path), "--threads", "1")[1:]
    # What Spark's transform should give: each line bmi writes, its last column taking the
    # fields beyond the sixth, as Hive's text format does (a flagged row with extra fields).
    tsv_expected = whole_file(
        bmi, str(tsv_path), "--no-header", "--columns", COLUMNS, "--delimiter", "tab")
    generated = time.monotonic()

    # Hive support gives TRANSFORM its tab-separated rows; without it Spark separates fields
    # with U+0001 (docs/scale.md). Its metastore and warehouse stay in the work folder.
    spark = (
        SparkSession.builder.master(master).appName("bmi-stage")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.warehouse.dir", str(work / "warehouse"))
        .config("spark.driver.extraJavaOptions", "-Dderby.system.home=%s" % (work / "derby"))
        # Cuts the file into `partitions` splits or more.
        .config("spark.sql.files.maxPartitionBytes",
                str(max(1, os.path.getsize(csv_path) // partitions)))
        .enableHiveSupport().getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    # The binary goes to every executor; the transform finds it on the PATH Spark gives it.
    spark.sparkContext.addFile(bmi)
    ready = time.monotonic()

    # RDD.pipe: one bmi process per partition, CSV lines in and out, without a header.
    lines = spark.sparkContext.textFile(str(csv_path), partitions).filter(
        lambda line: line != COLUMNS)
    pipe_partitions = lines.getNumPartitions()
    command = "%s batch - --no-header --columns %s --threads 1" % (
        SparkFiles.get(os.path.basename(bmi)), COLUMNS)
    lines.pipe(command, checkCode=True).saveAsTextFile(str(work / "pipe"))
    piped = time.monotonic()

    # SELECT TRANSFORM over a table: NULLs (empty CSV fields) go to bmi as \N, come back so.
    people = spark.read.csv(
        str(csv_path), header=True, schema="id string, height_cm string, weight_kg string")
    people.createOrReplaceTempView("people")
    transform_partitions = people.rdd.getNumPartitions()
    transformed = spark.sql(TRANSFORM_SQL)
    transformed.createOrReplaceTempView("classified")
    fields = ", ".join("coalesce(%s, '\\\\N')" % column for column in transformed.columns)
    spark.sql("SELECT concat_ws('\\t', %s) AS line FROM classified" % fields).write.text(
        str(work / "transform"))
    finished = time.monotonic()
    spark.stop()

    pipe_different, pipe_lost = compare("RDD.pipe", part_lines(work / "pipe"), csv_expected)
    transform_different, transform_lost = compare(
        "SELECT TRANSFORM", part_lines(work / "transform"), tsv_expected)
    flagged = sum(1 for line in csv_expected if not line.endswith(","))
    print("rows: %d, %d with a bad value, %d flagged; partitions: %d (pipe), %d (transform), %s"
          % (rows, bad, flagged, pipe_partitions, transform_partitions, master))
    print("data and whole-file runs %.1f s, Spark start %.1f s, pipe %.1f s, transform %.1f s"
          % (generated - started, ready - generated, piped - ready, finished - piped))
    shutil.rmtree(work, ignore_errors=True)
    return {
        "rows": rows, "bad": bad, "flagged": flagged,
        "pipe_partitions": pipe_partitions, "transform_partitions": transform_partitions,
        "pipe_different": pipe_different, "pipe_lost": pipe_lost,
        "transform_different": transform_different, "transform_lost": transform_lost,
        "spark_start": ready - generated, "pipe_seconds": piped - ready,
        "transform_seconds": finished - piped,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--master", default="local[2]")
    args = parser.parse_args()
    result = check(os.path.abspath(args.bmi), args.rows, args.partitions, args.master)
    good = all(result[key] == 0 for key in (
        "pipe_different", "pipe_lost", "transform_different", "transform_lost"))
    partitions = min(result["pipe_partitions"], result["transform_partitions"])
    return 0 if good and partitions >= args.partitions else 1


if __name__ == "__main__":
    sys.exit(main())
