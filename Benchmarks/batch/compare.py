#!/usr/bin/env python3
"""Alternating whole-process timings of `bmi batch` and the baselines, through the shared
timer bench.py (one run per tool per round, in turn, so a noisy shared machine slows all
tools alike), then a table of medians and ratios. Standard library only.

Usage: compare.py --bench DIR --bmi PATH --data FILE --rows N [--rounds R] [--all]
                  [--agreement]
"""
import argparse
import csv
import os
import re
import statistics
import subprocess
import sys
import tempfile


def tools(args):
    bench = args.bench
    found = [
        ("bmi batch (every core)", [args.bmi, "batch", args.data, "--standard", "who"]),
        ("bmi batch (1 thread)", [args.bmi, "batch", args.data, "--standard", "who", "--threads", "1"]),
        ("bmi batch from a pipe", ["sh", "-c", 'cat "$1" | "$2" batch - --standard who | cat', "sh",
                                   args.data, args.bmi]),
        ("polars lazy (2 cores)", [sys.executable, os.path.join(bench, "base_polars.py"), "--lazy", args.data]),
        ("polars eager", [sys.executable, os.path.join(bench, "base_polars.py"), args.data]),
        ("awk", ["sh", os.path.join(bench, "base_awk.sh"), args.data]),
        ("cat (I/O floor)", ["cat", args.data]),
    ]
    if args.all:
        found.insert(4, ("pandas", [sys.executable, os.path.join(bench, "base_pandas.py"), args.data]))
        found.insert(5, ("Python csv", [sys.executable, os.path.join(bench, "base_csv.py"), args.data]))
    return found


def one_run(bench, command):
    """One timed run through bench.py: wall seconds, cpu seconds, peak RSS MiB, exit code."""
    result = subprocess.run(
        [sys.executable, os.path.join(bench, "bench.py"), "-n", "1", "--warmup", "0", "--"] + command,
        capture_output=True, text=True)
    text = result.stdout
    def first(name):
        match = re.search(name + r"\s+min ([0-9.]+)", text)
        if not match:
            sys.exit("bench.py gave no %s for %s:\n%s%s" % (name, command, text, result.stderr))
        return float(match.group(1))
    codes = re.search(r"exit codes: \[([^\]]*)\]", text)
    if not codes:
        sys.exit("bench.py gave no exit codes for %s:\n%s%s" % (command, text, result.stderr))
    codes = codes.group(1)
    return first("wall s"), first("cpu s"), first("peak RSS MiB"), codes


def agreement(args):
    """Row-by-row comparison of bmi's WHO categories with polars' on the same file."""
    names = {"severe-thinness": "underweight", "moderate-thinness": "underweight",
             "mild-thinness": "underweight", "normal": "normal", "pre-obese": "pre-obese",
             "obese-class-1": "obese I", "obese-class-2": "obese II", "obese-class-3": "obese III"}
    with tempfile.TemporaryDirectory() as folder:
        ours = os.path.join(folder, "bmi.csv")
        theirs = os.path.join(folder, "polars.csv")
        with open(ours, "wb") as out:
            subprocess.run([args.bmi, "batch", args.data, "--standard", "who"], stdout=out,
                           stderr=subprocess.DEVNULL, check=True)
        subprocess.run([sys.executable, os.path.join(args.bench, "base_polars.py"), args.data, theirs],
                       check=True)
        kinds = {}
        with open(ours, newline="") as a, open(theirs, newline="") as b:
            left, right = csv.reader(a), csv.reader(b)
            next(left), next(right)
            for ours_row, theirs_row in zip(left, right):
                category, error = ours_row[-2], ours_row[-1]
                mine = names.get(category, "")
                other = theirs_row[-1]
                if mine == other:
                    continue
                if not mine:
                    kind = "bmi flags (%s), polars classifies" % error
                elif not other:
                    kind = "bmi classifies, polars leaves empty"
                else:
                    kind = "different category (polars %s, bmi %s)" % (other, mine)
                kinds[kind] = kinds.get(kind, 0) + 1
    print("\nrow-by-row agreement with polars (WHO cut-offs):")
    if not kinds:
        print("  every row agrees")
    for kind, count in sorted(kinds.items(), key=lambda item: -item[1]):
        print("  %8d  %s" % (count, kind))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", required=True)
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--agreement", action="store_true")
    args = parser.parse_args()
    chosen = tools(args)
    results = {name: [] for name, _ in chosen}
    print("file %s (%d rows, %.0f MB), %d rounds after one warm-up round"
          % (args.data, args.rows, os.path.getsize(args.data) / 1e6, args.rounds))
    for round_number in range(args.rounds + 1):
        for name, command in chosen:
            wall, cpu, rss, codes = one_run(args.bench, command)
            if codes != "0":
                sys.exit("%s exited with %s" % (name, codes))
            if round_number > 0:
                results[name].append((wall, cpu, rss))
        if round_number > 0:
            print("  round %d: %s" % (round_number, ", ".join(
                "%s %.2fs" % (name.split(" (")[0], results[name][-1][0]) for name, _ in chosen)),
                flush=True)
    reference = statistics.median(w for w, _, _ in results[chosen[0][0]])
    print()
    print("| tool | median wall s | spread (min–max) | median cpu s | rows/s | peak RSS MiB "
          "| wall vs bmi batch |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, _ in chosen:
        walls = [w for w, _, _ in results[name]]
        cpus = [c for _, c, _ in results[name]]
        peak = max(r for _, _, r in results[name])
        wall = statistics.median(walls)
        print("| %s | %.3f | %.3f–%.3f | %.3f | %s | %.1f | %s |" % (
            name, wall, min(walls), max(walls), statistics.median(cpus), "{:,.0f}".format(args.rows / wall), peak,
            "1.00" if name == chosen[0][0] else "%.2f× %s" % (
                max(wall, reference) / min(wall, reference),
                "slower" if wall > reference else "faster")))
    if args.agreement:
        agreement(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
