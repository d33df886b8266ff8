#!/usr/bin/env python3
"""The library's batch call against `bmi batch` on the same file: whole-process wall time,
one run of each per round, in turn, then medians and their ratio. Standard library only.

Usage: library-vs-cli.py --bmi PATH --library PATH --data FILE [--rounds R] [--standard ID]
"""
import argparse
import filecmp
import os
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--library", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--standard", default="who")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        by_cli = os.path.join(folder, "cli.csv")
        by_library = os.path.join(folder, "library.csv")
        cli = [args.bmi, "batch", args.data, "--standard", args.standard, "-o", by_cli]
        library = [args.library, args.data, by_library, args.standard]
        timed(cli)
        timed(library)
        if not filecmp.cmp(by_cli, by_library, shallow=False):
            sys.exit("the library and bmi batch wrote different files")
        times = {"bmi batch": [], "library": []}
        for _ in range(args.rounds):
            times["bmi batch"].append(timed(cli))
            times["library"].append(timed(library))
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        print("%-10s median %.3f s  min %.3f s  max %.3f s  (%d runs)"
              % (name, medians[name], min(values), max(values), len(values)))
    print("library / bmi batch: %.2f" % (medians["library"] / medians["bmi batch"]))


if __name__ == "__main__":
    main()
