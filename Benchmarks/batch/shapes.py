#!/usr/bin/env python3
"""`bmi batch` against polars lazy and DuckDB on files of several shapes (shapes_gen.py),
with `cat` as the floor: alternating rounds (each round runs every tool once on a shape, in
turn), the median wall time of each, the ratios, and the peak resident memory that
/usr/bin/time -v reports. The load average is printed before and after each shape.

Usage: shapes.py --bmi PATH [--rows N | --big] [--children-rows N] [--rounds R]
                 [--shapes a,b,…] [--python PATH] [--threads T]
  --rows           rows of each adult shape (default 2000000; --big: 10000000)
  --children-rows  rows of the children's file (default 200000)
  --python         the Python that has polars and duckdb (default: the one running this)
  --threads        passed to bmi batch --threads (default: bmi's own, one per processor)
  --instructions N instead of timing, count bmi's instructions per row on each shape with
                   callgrind, one thread: (the first N rows - the header alone) / N
Files are generated once into /tmp (shape_<name>_<rows>.csv or .jsonl) and reused.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHAPES = {
    # name: (description, bmi arguments after the file)
    "bench": ("benchmark file (gen.py's shape)", ["--standard", "who"]),
    "whole": ("whole numbers (170, 65)", ["--standard", "who"]),
    "crlf": ("CRLF with a BOM", ["--standard", "who"]),
    "glim": ("sectioned by age (glim-2019)", ["--standard", "glim-2019"]),
    "nice": ("sectioned by background (nice-ng246)", ["--standard", "nice-ng246"]),
    "units": ("metres and pounds (1.705, 143.2)",
              ["--standard", "who", "--height-unit", "m", "--weight-unit", "lb"]),
    "jsonl": ("JSON Lines", ["--standard", "who"]),
    "ehr": ("EHR export, 14 columns", ["--standard", "who"]),
    "children": ("children, who-2007-bmi-for-age", ["--standard", "who-2007-bmi-for-age"]),
}
TOOLS = ["bmi", "polars", "duckdb", "cat"]


def data_file(shape, rows):
    path = "/tmp/shape_%s_%d.%s" % (shape, rows, "jsonl" if shape == "jsonl" else "csv")
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        print("generating %s" % path, file=sys.stderr)
        with open(path + ".part", "wb") as out:
            subprocess.run([sys.executable, os.path.join(HERE, "shapes_gen.py"), shape,
                            str(rows), "42"], stdout=out, check=True)
        os.replace(path + ".part", path)
    return path


def command(tool, shape, path, args):
    if tool == "bmi":
        threads = ["--threads", str(args.threads)] if args.threads else []
        return [args.bmi, "batch", path] + SHAPES[shape][1] + threads
    if tool == "cat":
        return ["cat", path]
    return [args.python, os.path.join(HERE, "shapes_baselines.py"), tool, shape, path]


def one_run(cmd):
    """Wall seconds, CPU seconds and peak RSS in MiB of one run, output to /dev/null (CPU
    seconds are not printed: some sandboxes account them wrongly)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report, \
            open(os.devnull, "wb") as sink, open(os.devnull, "rb") as nothing:
        start = time.monotonic()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", report.name] + cmd,
                                stdin=nothing, stdout=sink, stderr=subprocess.PIPE)
        wall = time.monotonic() - start
        text = report.read()
    if result.returncode not in (0, 1):  # bmi exits 1 when some rows are not classified
        sys.exit("failed (%d): %s\n%s" % (result.returncode, " ".join(cmd),
                                          result.stderr.decode(errors="replace")[-2000:]))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1))
    user = float(re.search(r"User time \(seconds\): ([0-9.]+)", text).group(1))
    system = float(re.search(r"System time \(seconds\): ([0-9.]+)", text).group(1))
    return wall, user + system, rss / 1024.0


def instructions(shape, path, rows, args):
    """bmi's instructions per row on the first `rows` rows of `path`, one thread, the start
    (the header alone) taken away."""
    counts = []
    for count in (0, rows):
        part = "/tmp/shape_%s_head_%d.%s" % (shape, count, path.rsplit(".", 1)[1])
        with open(path, "rb") as source, open(part, "wb") as out:
            for index, line in enumerate(source):
                if index >= count + (0 if shape == "jsonl" else 1):
                    break
                out.write(line)
        with tempfile.NamedTemporaryFile(suffix=".callgrind") as report:
            result = subprocess.run(
                ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + report.name,
                 args.bmi, "batch", part, "--threads", "1"] + SHAPES[shape][1],
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            match = re.search(r"refs:\s+([0-9,]+)", result.stderr)
            if not match:
                sys.exit("callgrind failed on %s:\n%s" % (part, result.stderr[-2000:]))
            counts.append(int(match.group(1).replace(",", "")))
        os.remove(part)
    return (counts[1] - counts[0]) / rows


def load():
    return "%.2f %.2f %.2f" % os.getloadavg()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bmi", required=True)
    parser.add_argument("--rows", type=int, default=2_000_000)
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--children-rows", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--instructions", type=int, default=0)
    args = parser.parse_args()
    rows = 10_000_000 if args.big else args.rows
    chosen = [shape for shape in args.shapes.split(",") if shape]
    for shape in chosen:
        if shape not in SHAPES:
            sys.exit("unknown shape %r; shapes: %s" % (shape, ", ".join(SHAPES)))
    if args.instructions:
        print("| shape | bmi instructions per row (callgrind, one thread, %d rows) |"
              % args.instructions)
        print("| --- | ---: |")
        for shape in chosen:
            path = data_file(shape, args.children_rows if shape == "children" else rows)
            print("| %s | %.0f |" % (SHAPES[shape][0], instructions(
                shape, path, args.instructions, args)), flush=True)
        return
    print("load average at start: %s" % load())
    results = []
    for shape in chosen:
        count = args.children_rows if shape == "children" else rows
        path = data_file(shape, count)
        before = load()
        runs = {tool: [] for tool in TOOLS}
        for tool in TOOLS:  # warm-up, not counted: the file enters the page cache
            one_run(command(tool, shape, path, args))
        for _ in range(args.rounds):
            for tool in TOOLS:
                runs[tool].append(one_run(command(tool, shape, path, args)))
        medians = {tool: statistics.median(wall for wall, _, _ in runs[tool]) for tool in TOOLS}
        rss = {tool: max(r for _, _, r in runs[tool]) for tool in TOOLS}
        results.append((shape, count, os.path.getsize(path), medians, rss, before, load()))
        print("%-9s done: bmi %.3f s, polars %.3f s, duckdb %.3f s, cat %.3f s (load %s)" % (
            shape, medians["bmi"], medians["polars"], medians["duckdb"], medians["cat"], load()),
            file=sys.stderr)
    print()
    print("| shape | rows | MB | bmi s | polars s | DuckDB s | cat s | polars ÷ bmi "
          "| DuckDB ÷ bmi | bmi ÷ cat | bmi RSS MiB | polars RSS | DuckDB RSS | load before / after |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
          "| ---: | --- |")
    for shape, count, size, medians, rss, before, after in results:
        bmi = medians["bmi"]
        print("| %s | %d | %.0f | %.3f | %.3f | %.3f | %.3f | %.2f× | %.2f× | %.1f× "
              "| %.1f | %.0f | %.0f | %s / %s |" % (
                  SHAPES[shape][0], count, size / 1e6, bmi, medians["polars"],
                  medians["duckdb"], medians["cat"], medians["polars"] / bmi,
                  medians["duckdb"] / bmi, bmi / medians["cat"], rss["bmi"], rss["polars"],
                  rss["duckdb"], before.split()[0], after.split()[0]))
    print()
    print("rounds: %d (medians), load average at end: %s" % (args.rounds, load()))


if __name__ == "__main__":
    main()
