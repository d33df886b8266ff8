#!/usr/bin/env python3
"""`bmi batch` under a sectioned standard against the BMI-only run, on the same file, in the
same run: alternating whole-process timings through the shared timer bench.py, then the
medians and their ratio. Standard library only.

The file is the shared generator's (gen.py N 42) with two columns added, `sex` (female or
male) and `age` (18 to 95 years, one decimal), drawn with a fixed seed. The BMI-only run
classifies it by bmi-only.yaml, which reads neither column; the sectioned run by
sex-age-grid.yaml (four sections of the same six categories), which finds each row's
section from both. Shown for scale: who-2000 on the same file, which reads the age column
to check its population's ages, and bmi-only.yaml on the file without the two columns.

Usage: sections.py --bench DIR --bmi PATH --rows N [--rounds R]
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def generate(bench, rows):
    plain = "/tmp/people_%d.csv" % rows
    if not os.path.exists(plain) or os.path.getsize(plain) == 0:
        with open(plain, "wb") as out:
            subprocess.run([sys.executable, os.path.join(bench, "gen.py"), str(rows), "42"],
                           stdout=out, check=True)
    sectioned = "/tmp/people_sections_%d.csv" % rows
    if not os.path.exists(sectioned) or os.path.getsize(sectioned) == 0:
        draw = random.Random(7)
        with open(plain, encoding="utf-8", newline="") as source, \
                open(sectioned, "w", encoding="utf-8", newline="") as out:
            header = source.readline().rstrip("\n")
            out.write(header + ",sex,age\n")
            for line in source:
                sex = "female" if draw.random() < 0.5 else "male"
                age = "%.1f" % draw.uniform(18, 95)
                out.write(line.rstrip("\n") + "," + sex + "," + age + "\n")
    return plain, sectioned


def one_run(bench, command):
    result = subprocess.run(
        [sys.executable, os.path.join(bench, "bench.py"), "-n", "1", "--warmup", "0", "--"] + command,
        capture_output=True, text=True)
    match = re.search(r"wall s\s+min ([0-9.]+)", result.stdout)
    cpu = re.search(r"cpu s\s+min ([0-9.]+)", result.stdout)
    codes = re.search(r"exit codes: \[([^\]]*)\]", result.stdout)
    if not match or not cpu or not codes or codes.group(1).strip() != "0":
        sys.exit("bench.py failed for %s:\n%s%s" % (command, result.stdout, result.stderr))
    return float(match.group(1)), float(cpu.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", required=True)
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    plain, sectioned = generate(args.bench, args.rows)
    grid = os.path.join(HERE, "sex-age-grid.yaml")
    only = os.path.join(HERE, "bmi-only.yaml")
    runs = [
        ("BMI only (bmi-only.yaml)", [args.bmi, "batch", sectioned, "--standard", only]),
        ("sectioned by sex and age (sex-age-grid.yaml)", [args.bmi, "batch", sectioned, "--standard", grid]),
        ("who-2000, its population's ages checked", [args.bmi, "batch", sectioned, "--standard", "who"]),
        ("BMI only, file without sex and age", [args.bmi, "batch", plain, "--standard", only]),
    ]
    times = {name: [] for name, _ in runs}
    for name, command in runs:  # warm-up, not counted: the files enter the page cache
        one_run(args.bench, command)
    for _ in range(args.rounds):
        for name, command in runs:
            times[name].append(one_run(args.bench, command))
    baseline = statistics.median(wall for wall, _ in times[runs[0][0]])
    print("%d rows, %d rounds, alternating; medians of whole-process wall and cpu seconds"
          % (args.rows, args.rounds))
    baseline_cpu = statistics.median(cpu for _, cpu in times[runs[0][0]])
    print("| run | median wall s | median cpu s | wall vs BMI only | cpu vs BMI only |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, _ in runs:
        wall = statistics.median(w for w, _ in times[name])
        cpu = statistics.median(c for _, c in times[name])
        print("| %s | %.3f | %.3f | %.2f× | %.2f× |"
              % (name, wall, cpu, wall / baseline, cpu / baseline_cpu))


if __name__ == "__main__":
    main()
