"""Baseline for the children's benchmark: what a data team would write in polars (lazy):
join the LMS table on sex and age, interpolate L, M and S between the tabulated ages,
compute z in Double (WHO's restricted z beyond +-3 for the WHO references), and cut z into
the categories. CDC's categories are cut at the z of the 5th, 85th and 95th percentiles (no
normal CDF in polars; the extension above P95 keeps the category). Exact only away from
cut-offs, as any Double computation; the point is its speed.

Usage: python3 polars_join.py REFERENCE IN.csv OUT.csv
  REFERENCE  who-2006, who-2007 or cdc-2000; IN.csv as generate.py writes it (age_days or
             age_months).
"""

import os
import sys

import polars as pl

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
TABLES = {
    "who-2006": ("who2006-bmi-for-age-days.csv", "age_days"),
    "who-2007": ("who2007-bmi-for-age-months.csv", "age_months"),
    "cdc-2000": ("cdc2000-bmi-for-age.csv", "age_months"),
}
CUTS = {
    "who-2006": ([-3.0, -2.0, 2.0, 3.0], ["severe-thinness", "thinness", "normal",
                                          "overweight", "obesity"]),
    "who-2007": ([-3.0, -2.0, 1.0, 2.0], ["severe-thinness", "thinness", "normal",
                                          "overweight", "obesity"]),
    "cdc-2000": ([-1.6448536, 1.0364334, 1.6448536], ["underweight", "healthy-weight",
                                                       "overweight", "obesity"]),
}


def main(reference, source, destination):
    name, column = TABLES[reference]
    lms = pl.read_csv(os.path.join(ROOT, "Standards", "References", name)).select(
        pl.col("sex"), pl.col(column).cast(pl.Float64).alias("a"), "L", "M", "S").lazy()
    frame = pl.scan_csv(source)
    names = frame.collect_schema().names()
    sex = pl.when(pl.col("sex") == "male").then(pl.lit("M")).otherwise(pl.lit("F"))
    bmi = pl.col("weight_kg") * 10000.0 / (pl.col("height_cm") * pl.col("height_cm"))
    frame = frame.with_columns(sex.alias("s"), bmi.alias("bmi"))
    if reference == "who-2006":
        days = (pl.col("age_days") if "age_days" in names
                else (pl.col("age_months") * 30.4375 + 0.5).floor())
        frame = frame.with_columns(days.cast(pl.Float64).alias("a0"))
        frame = frame.join(lms, left_on=["s", "a0"], right_on=["sex", "a"], how="left")
    else:
        months = (pl.col("age_months") if "age_months" in names
                  else pl.col("age_days") / 30.4375)
        if reference == "who-2007":
            low = months.floor()
            high = low + 1.0
        else:  # CDC: 24, 24.5, 25.5, ..., 239.5, 240
            low = pl.when(months < 24.5).then(24.0).otherwise((months - 0.5).floor() + 0.5)
            high = pl.when(months < 24.5).then(24.5).otherwise(
                pl.min_horizontal(low + 1.0, pl.lit(240.0)))
        frame = frame.with_columns(months.alias("t"), low.alias("a0"), high.alias("a1"))
        frame = frame.join(lms, left_on=["s", "a0"], right_on=["sex", "a"], how="left")
        upper = lms.rename({"L": "L1", "M": "M1", "S": "S1"})
        frame = frame.join(upper, left_on=["s", "a1"], right_on=["sex", "a"], how="left")
        w = (pl.col("t") - pl.col("a0")) / (pl.col("a1") - pl.col("a0"))
        frame = frame.with_columns(
            (pl.col(p) + w * (pl.col(p + "1") - pl.col(p))).alias(p) for p in "LMS")
    l, m, s, y = pl.col("L"), pl.col("M"), pl.col("S"), pl.col("bmi")
    z = ((y / m).pow(l) - 1.0) / (l * s)
    if reference != "cdc-2000":
        def sd(k):
            return m * (1.0 + l * s * k).pow(1.0 / l)
        z = (pl.when(z > 3).then(3.0 + (y - sd(3)) / (sd(3) - sd(2)))
             .when(z < -3).then(-3.0 + (y - sd(-3)) / (sd(-2) - sd(-3)))
             .otherwise(z))
    cuts, labels = CUTS[reference]
    closed = reference == "cdc-2000"
    if hasattr(pl.Expr, "bin_intervals") and closed:
        category = pl.col("z").bin_intervals(cuts, labels=labels)
    else:
        category = pl.col("z").cut(cuts, labels=labels, left_closed=closed)
    frame = frame.with_columns(z.alias("z")).with_columns(category.alias("category"))
    frame.select(names + ["z", "category"]).sink_csv(destination)


if __name__ == "__main__":
    main(*sys.argv[1:4])
