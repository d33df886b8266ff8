"""Children for the BMI-for-age benchmark: sex, age in days, height and weight plausible for
the age, as CSV on standard output.

BMIs are drawn around each reference's own median (the M column of its LMS table in
Standards/References) with a spread of about 1.2 of its S, so rows fall in every category;
heights follow a rough median height-for-age curve with 4 % spread. The same seed gives the
same file. Python standard library only.

Usage: python3 generate.py REFERENCE ROWS [SEED] [UNIT]
  REFERENCE  who-2006 (0-1826 days), who-2007 (61-228 months), cdc-2000 (24-239 months),
             kdca-2017 (24-227 months) or uk90 (24-227 months)
  UNIT       days (default: whole days in an age_days column) or months (age_months, the
             same ages in months with 2 decimals)
"""

import bisect
import csv
import math
import os
import random
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
TABLES = {
    "who-2006": ("who2006-bmi-for-age-days.csv", "age_days", 1.0),
    "who-2007": ("who2007-bmi-for-age-months.csv", "age_months", 30.4375),
    "cdc-2000": ("cdc2000-bmi-for-age.csv", "age_months", 30.4375),
    "kdca-2017": ("kdca2017-bmi-for-age-months.csv", "age_months", 30.4375),
    "uk90": ("uk90-bmi-for-age-months.csv", "age_months", 30.4375),
}
# Whole days each reference accepts (an age in days, as the age_days column gives it).
AGE_DAYS = {"who-2006": (0, 1826), "who-2007": (1827, 6939), "cdc-2000": (731, 7304),
            "kdca-2017": (731, 6909), "uk90": (731, 6939)}
# A rough median height (cm) by age (years), for plausible heights only.
HEIGHT = [(0, 50), (0.5, 67), (1, 75), (2, 87), (3, 96), (4, 103), (5, 110), (6, 116),
          (8, 128), (10, 138), (12, 150), (14, 162), (16, 169), (18, 172), (20, 173)]


def read_table(name, column, days_per_unit):
    by_sex = {"M": ([], []), "F": ([], [])}
    path = os.path.join(ROOT, "Standards", "References", name)
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            ages, values = by_sex[row["sex"]]
            ages.append(float(row[column]) * days_per_unit)
            values.append((float(row["M"]), float(row["S"])))
    return by_sex


def nearest(ages, values, days):
    index = min(bisect.bisect_left(ages, days), len(ages) - 1)
    return values[index]


def median_height(years):
    for (a0, h0), (a1, h1) in zip(HEIGHT, HEIGHT[1:]):
        if years <= a1:
            return h0 + (h1 - h0) * (years - a0) / (a1 - a0)
    return HEIGHT[-1][1]


def main():
    reference, rows = sys.argv[1], int(sys.argv[2])
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 42
    months = len(sys.argv) > 4 and sys.argv[4] == "months"
    table = read_table(*TABLES[reference])
    low, high = AGE_DAYS[reference]
    generator = random.Random(seed)
    out = sys.stdout
    out.write(f"sex,{'age_months' if months else 'age_days'},height_cm,weight_kg\n")
    lines = []
    for _ in range(rows):
        sex = "M" if generator.random() < 0.5 else "F"
        days = generator.randint(low, high)
        median, spread = nearest(*table[sex], days)
        bmi = median * math.exp(1.2 * spread * generator.gauss(0, 1))
        height = median_height(days / 365.25) * (1 + 0.04 * generator.gauss(0, 1))
        weight = bmi * (height / 100) ** 2
        age = f"{days / 30.4375:.2f}" if months else str(days)
        lines.append(f"{'male' if sex == 'M' else 'female'},{age},{height:.1f},{weight:.1f}\n")
        if len(lines) == 65536:
            out.write("".join(lines))
            lines.clear()
    out.write("".join(lines))


if __name__ == "__main__":
    main()
