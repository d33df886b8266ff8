#!/usr/bin/env python3
"""The baselines of the shape benchmark (shapes.py): what a data team would run instead of
`bmi batch` on each file of shapes_gen.py, in polars (lazy, scan and sink) or DuckDB
(`read_csv` or `read_json`, then `CASE WHEN`, on all threads). Each writes the input's
columns with the BMI and the category added, as CSV on standard output.

Both compute in binary floating point, unrounded unless the standard rounds (nice-ng246:
one decimal); the children's z is the LMS formula with the whole month's L, M and S joined
from Standards/References/who2007-bmi-for-age-months.csv (no interpolation, no restricted
tails), which is less than `bmi` does.

Usage: shapes_baselines.py polars|duckdb SHAPE FILE
"""
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
LMS = os.path.join(ROOT, "Standards", "References", "who2007-bmi-for-age-months.csv")
HEIGHT = {"units": ("height", 100.0)}
WEIGHT = {"units": ("weight", 0.45359237)}
WHO = [(18.5, "underweight"), (25, "normal"), (30, "pre-obese"), (35, "obese-1"),
       (40, "obese-2")]
NICE_LOWER = [(18.5, "underweight"), (23, "healthy-weight"), (27.5, "overweight"),
              (32.5, "obesity-class-1"), (37.5, "obesity-class-2")]
NICE_GENERAL = [(18.5, "underweight"), (25, "healthy-weight"), (30, "overweight"),
                (35, "obesity-class-1"), (40, "obesity-class-2")]


def sql_cases(value, cuts, last):
    arms = " ".join("WHEN %s < %r THEN '%s'" % (value, cut, name) for cut, name in cuts)
    return "CASE %s ELSE '%s' END" % (arms, last)


def duckdb_query(shape, path):
    height, hfactor = HEIGHT.get(shape, ("height_cm", 1.0))
    weight, wfactor = WEIGHT.get(shape, ("weight_kg", 1.0))
    if shape == "jsonl":
        source = "read_json('%s', format='newline_delimited')" % path
    else:
        source = "read_csv('%s', all_varchar=true, header=true)" % path
    h = "TRY_CAST(trim(CAST(%s AS VARCHAR)) AS DOUBLE) * %r" % (height, hfactor)
    w = "TRY_CAST(trim(CAST(%s AS VARCHAR)) AS DOUBLE) * %r" % (weight, wfactor)
    bmi = "CASE WHEN h > 0 AND w > 0 THEN w * 10000.0 / (h * h) END"
    inner = "SELECT *, %s AS h, %s AS w FROM %s" % (h, w, source)
    if shape == "glim":
        category = ("CASE WHEN TRY_CAST(age AS DOUBLE) < 70 THEN (CASE WHEN bmi < 18.5 THEN "
                    "'severe' WHEN bmi < 20 THEN 'moderate' ELSE 'none' END) ELSE (CASE WHEN "
                    "bmi < 20 THEN 'severe' WHEN bmi < 22 THEN 'moderate' ELSE 'none' END) END")
    elif shape == "nice":
        category = ("CASE WHEN background = 'other' THEN %s ELSE %s END" % (
            sql_cases("round(bmi, 1)", NICE_GENERAL, "obesity-class-3"),
            sql_cases("round(bmi, 1)", NICE_LOWER, "obesity-class-3")))
    elif shape == "children":
        z = "((pow(bmi / l.M, l.L) - 1) / (l.L * l.S))"
        category = ("CASE WHEN %s < -3 THEN 'severe-thinness' WHEN %s < -2 THEN 'thinness' "
                    "WHEN %s > 2 THEN 'obesity' WHEN %s > 1 THEN 'overweight' ELSE 'normal' "
                    "END" % (z, z, z, z))
        return ("COPY (SELECT t.*, %s AS category FROM (SELECT *, %s AS bmi, "
                "CAST(floor(TRY_CAST(age_months AS DOUBLE)) AS INTEGER) AS month, "
                "CASE WHEN sex = 'female' THEN 'F' ELSE 'M' END AS s FROM (%s)) t "
                "LEFT JOIN read_csv('%s') l ON l.sex = t.s AND l.age_months = t.month) "
                "TO '/dev/stdout' (FORMAT csv, HEADER)" % (category, bmi, inner, LMS))
    else:
        category = sql_cases("bmi", WHO, "obese-3")
    return ("COPY (SELECT *, %s AS category FROM (SELECT *, %s AS bmi FROM (%s))) "
            "TO '/dev/stdout' (FORMAT csv, HEADER)" % (category, bmi, inner))


def polars_cases(pl, value, cuts, last):
    expression = pl.lit(last)
    for cut, name in reversed(cuts):
        expression = pl.when(value < cut).then(pl.lit(name)).otherwise(expression)
    return expression


def polars_run(shape, path):
    import polars as pl

    height, hfactor = HEIGHT.get(shape, ("height_cm", 1.0))
    weight, wfactor = WEIGHT.get(shape, ("weight_kg", 1.0))
    if shape == "jsonl":
        frame = pl.scan_ndjson(path)
    else:
        frame = pl.scan_csv(path, infer_schema=False)
    h = pl.col(height).cast(pl.String).str.strip_chars().cast(pl.Float64, strict=False) * hfactor
    w = pl.col(weight).cast(pl.String).str.strip_chars().cast(pl.Float64, strict=False) * wfactor
    frame = frame.with_columns(h.alias("_h"), w.alias("_w"))
    h, w = pl.col("_h"), pl.col("_w")
    frame = frame.with_columns(pl.when((h > 0) & (w > 0)).then(w * 10000.0 / (h * h)).alias("bmi"))
    bmi = pl.col("bmi")
    if shape == "glim":
        age = pl.col("age").cast(pl.Float64, strict=False)
        category = pl.when(age < 70).then(
            polars_cases(pl, bmi, [(18.5, "severe"), (20, "moderate")], "none")).otherwise(
            polars_cases(pl, bmi, [(20, "severe"), (22, "moderate")], "none"))
    elif shape == "nice":
        rounded = bmi.round(1)
        category = pl.when(pl.col("background") == "other").then(
            polars_cases(pl, rounded, NICE_GENERAL, "obesity-class-3")).otherwise(
            polars_cases(pl, rounded, NICE_LOWER, "obesity-class-3"))
    elif shape == "children":
        lms = pl.scan_csv(LMS).with_columns(pl.col("age_months").cast(pl.Int64))
        frame = frame.with_columns(
            pl.col("age_months").cast(pl.Float64, strict=False).floor().cast(pl.Int64)
            .alias("_month"),
            pl.when(pl.col("sex") == "female").then(pl.lit("F")).otherwise(pl.lit("M"))
            .alias("_sex"))
        frame = frame.join(lms, left_on=["_sex", "_month"], right_on=["sex", "age_months"],
                           how="left")
        z = ((bmi / pl.col("M")).pow(pl.col("L")) - 1) / (pl.col("L") * pl.col("S"))
        category = pl.when(z < -3).then(pl.lit("severe-thinness")).when(z < -2).then(
            pl.lit("thinness")).when(z > 2).then(pl.lit("obesity")).when(z > 1).then(
            pl.lit("overweight")).otherwise(pl.lit("normal"))
    else:
        category = polars_cases(pl, bmi, WHO, "obese-3")
    frame = frame.with_columns(category.alias("category")).drop(["_h", "_w"])
    frame.sink_csv("/dev/stdout", float_precision=1)


def main(argv):
    if len(argv) != 4 or argv[1] not in ("polars", "duckdb"):
        sys.exit(__doc__)
    tool, shape, path = argv[1:]
    if tool == "polars":
        polars_run(shape, path)
    else:
        import duckdb

        duckdb.connect().execute(duckdb_query(shape, path))


if __name__ == "__main__":
    main(sys.argv)
