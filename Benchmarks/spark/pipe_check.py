#!/usr/bin/env python3
"""Runs `bmi batch` as a stage of Apache Spark in local mode (RDD.pipe, one `bmi` process
per partition, rows without a header) and checks every output row against `bmi batch` on
the whole file: same rows, same order, none lost or duplicated.

Usage: pipe_check.py --bmi PATH --data FILE [--partitions N] [--master local[2]]
Needs PySpark (`pip install pyspark`) and Java 17.
"""
import argparse
import subprocess
import sys
import time

COLUMNS = "id,height_cm,weight_kg"


def whole_file(bmi, data):
    """bmi batch on the whole file, its header row dropped."""
    result = subprocess.run([bmi, "batch", data, "--standard", "who"], capture_output=True,
                            check=True)
    lines = result.stdout.decode("utf-8").split("\n")
    assert lines[-1] == "", "the output ends with a line end"
    return lines[1:-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--master", default="local[2]")
    args = parser.parse_args()

    from pyspark.sql import SparkSession

    expected = whole_file(args.bmi, args.data)
    started = time.monotonic()
    spark = (SparkSession.builder.master(args.master).appName("bmi-pipe")
             .config("spark.ui.enabled", "false").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    ready = time.monotonic()
    with open(args.data, encoding="utf-8") as handle:
        if handle.readline().strip() != COLUMNS:
            sys.exit("the file's header is not " + COLUMNS)
    # The data rows, cut into partitions; each partition's rows go through one bmi process.
    rows = spark.sparkContext.textFile(args.data, args.partitions).filter(
        lambda line: line != COLUMNS)
    partitions = rows.getNumPartitions()
    command = ("%s batch - --no-header --columns %s --standard who --threads 1"
               % (args.bmi, COLUMNS))
    output = rows.pipe(command, checkCode=True).collect()
    finished = time.monotonic()
    spark.stop()

    lost = len(expected) - len(output)
    different = sum(1 for ours, theirs in zip(output, expected) if ours != theirs)
    print("rows: %d from bmi batch on the whole file, %d from Spark (%s, %d partitions)"
          % (len(expected), len(output), args.master, partitions))
    print("rows that differ: %d; rows lost (negative: duplicated): %d" % (different, lost))
    print("Spark start %.1f s, pipe stage and collect %.1f s"
          % (ready - started, finished - ready))
    return 0 if different == 0 and lost == 0 and partitions >= 4 else 1


if __name__ == "__main__":
    sys.exit(main())
