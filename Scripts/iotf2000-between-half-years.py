#!/usr/bin/env python3
"""Measures how far apart three readings of Cole et al. 2000, Table 4 (IOTF cut-offs at
half-year ages, 2 to 18 years) are for ages between the tabulated half-years:

- previous row: an age takes the row of the half-year it has completed (the reading of a
  table by age groups, such as WS/T 586's "6.0~");
- linear: straight lines between neighbouring rows;
- cubic: the cubic through the four nearest rows (two below, two above), with straight lines
  in the first and the last half-year, where there is no fourth row; the reading of the Stata
  command zbmicat (Vidmar, Cole and Pan; Stata Journal 13(2), 2013, package dm0004_1).

Exact fractions throughout. Prints, for each sex and cut-off, the largest difference in BMI
(kg/m²) over ages 2 to 18 at steps of 1/1200 year, and where it is.

Usage: python3 Scripts/iotf2000-between-half-years.py PATH/TO/iotf2000-cutoffs-overweight-obesity.csv
"""

import csv
import sys
from fractions import Fraction

HALF = Fraction(1, 2)
STEPS = 600  # points per half-year: 1/1200 year


def cubic(p, c, n, n2, f):
    """The cubic through (-1, p), (0, c), (1, n), (2, n2), at f in [0, 1]."""
    return (
        c
        + f * (-2 * p - 3 * c + 6 * n - n2) / 6
        + f * f * (p - 2 * c + n) / 2
        + f * f * f * (-p + 3 * c - 3 * n + n2) / 6
    )


def main(path):
    with open(path, encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    columns = [name for name in rows[0] if name not in ("sex", "age_years")]
    for sex in ("M", "F"):
        table = [row for row in rows if row["sex"] == sex]
        for column in columns:
            values = [Fraction(row[column]) for row in table]
            worst = {"previous row": (Fraction(0), None), "linear": (Fraction(0), None)}
            for i in range(len(values) - 1):
                for step in range(1, STEPS):
                    f = Fraction(step, STEPS)
                    if 0 < i < len(values) - 2:
                        reference = cubic(values[i - 1], values[i], values[i + 1], values[i + 2], f)
                    else:
                        reference = values[i] + f * (values[i + 1] - values[i])
                    age = Fraction(table[i]["age_years"]) + f * HALF
                    for name, value in (
                        ("previous row", values[i]),
                        ("linear", values[i] + f * (values[i + 1] - values[i])),
                    ):
                        gap = abs(value - reference)
                        if gap > worst[name][0]:
                            worst[name] = (gap, age)
            for name, (gap, age) in worst.items():
                print(
                    f"{sex} {column}: {name} vs cubic, largest difference "
                    f"{float(gap):.4f} at {float(age):.4f} years"
                )


if __name__ == "__main__":
    main(sys.argv[1])
