"""bmikit against data-frame baselines, printed figures only (never a timed test).

Adults: float64 numpy columns of heights and weights to WHO categories, with bmikit, with a
polars when/then expression over the same in-memory columns, and with numpy's select (the
pandas way); the rows where a baseline's Double answer differs from bmikit's exact one are
listed. Children: BMI-for-age z-scores for the same children with bmikit, rcpchgrowth and
pygrowup when they are installed, the z differences reported.

    python Benchmarks/python/bench.py --rows 1000000 --children 200000 --baseline-children 2000
"""

import argparse
import time

import numpy as np

import bmikit

WHO_BOUNDS = [16.0, 17.0, 18.5, 25.0, 30.0, 35.0, 40.0]


CPU = {}


def timed(function):
    """The result and the wall-clock seconds; the process's CPU seconds (all its threads)
    are kept in CPU[function], since on a shared machine the wall clock counts the wait for
    a processor too."""
    start = time.perf_counter()
    cpu = time.process_time()
    result = function()
    CPU[function] = time.process_time() - cpu
    return result, time.perf_counter() - start


def adults(rows):
    generator = np.random.default_rng(1)
    heights = np.round(generator.uniform(145.0, 200.0, rows), 1)
    weights = np.round(generator.uniform(40.0, 130.0, rows), 1)
    who = bmikit.standard("who")
    run = lambda: who.classify(height=heights, weight=weights)  # noqa: E731
    exact, seconds = timed(run)
    cpu = CPU[run]
    print(f"adults, {rows:,} rows from float64 columns (who)")
    print(f"  bmikit            {seconds:8.3f} s  {rows / seconds:14,.0f} rows/s  cpu {cpu:.3f} s")
    ids = who.categories
    exact_codes = np.array([ids.index(c) if c is not None else -1 for c in exact["category"]])
    baselines = {}

    def numpy_select():
        bmi = weights / (heights / 100.0) ** 2
        return np.searchsorted(np.array(WHO_BOUNDS), bmi, side="right")

    baselines["numpy/pandas"] = timed(numpy_select) + (CPU[numpy_select],)
    try:
        import polars as pl

        frame = pl.DataFrame({"h": heights, "w": weights})

        def polars_when():
            bmi = pl.col("w") / (pl.col("h") / 100.0) ** 2
            expression = pl.when(bmi < WHO_BOUNDS[0]).then(0)
            for index, bound in enumerate(WHO_BOUNDS[1:], start=1):
                expression = expression.when(bmi < bound).then(index)
            return frame.select(expression.otherwise(len(WHO_BOUNDS)).alias("c"))["c"].to_numpy()

        baselines["polars when/then"] = timed(polars_when) + (CPU[polars_when],)
    except ImportError:
        print("  polars: not installed")
    for name, (codes, seconds_baseline, cpu_baseline) in baselines.items():
        differs = np.nonzero(codes != exact_codes)[0]
        print(
            f"  {name:17} {seconds_baseline:8.3f} s  {rows / seconds_baseline:14,.0f} rows/s"
            f"  cpu {cpu_baseline:.3f} s  bmikit/{name} time {seconds / seconds_baseline:6.1f}x,"
            f" cpu {cpu / cpu_baseline:6.1f}x  rows differing: {len(differs)}"
        )
        for row in differs[:5]:
            print(
                f"    {heights[row]} cm, {weights[row]} kg: bmikit {exact['bmi'][row]} "
                f"{exact['category'][row]}, {name} {ids[codes[row]]}"
            )


def children(rows, baseline_rows):
    generator = np.random.default_rng(2)
    sexes = np.where(generator.random(rows) < 0.5, "female", "male")
    # CDC 2000 from 2 to 19 years against rcpchgrowth's "cdc"; WHO 2006 under 5 against
    # pygrowup (whole months, as it reads them).
    # BMIs near their age's, as surveys have them (an extreme z takes the exact tails).
    cases = (
        ("cdc-2000-bmi-for-age", np.round(generator.uniform(24.0, 228.0, rows), 0)),
        ("who-2006-bmi-for-age", np.round(generator.uniform(1.0, 59.0, rows), 0)),
    )
    for name, months in cases:
        typical = 15.5 + np.maximum(months - 60.0, 0.0) / 12.0 * 0.5
        bmis = np.round(typical + generator.normal(0.0, 1.5, rows), 1)
        standard = bmikit.standard(name)
        # The columns as a caller holds them: float64 and numpy's texts, as given.
        run = lambda: standard.classify(bmi=bmis, sex=sexes, age_months=months)  # noqa: E731
        exact, seconds = timed(run)
        print(f"children, {rows:,} rows ({name})")
        print(
            f"  bmikit            {seconds:8.3f} s  {rows / seconds:14,.0f} rows/s"
            f"  cpu {CPU[run]:.3f} s"
        )
        count = min(baseline_rows, rows)
        for label, scorer in baseline_scorers(name):
            score = lambda: [scorer(bmis[i], sexes[i], months[i]) for i in range(count)]  # noqa: E731
            z, seconds_baseline = timed(score)
            z = np.array([np.nan if value is None else float(value) for value in z])
            difference = np.abs(z - exact["z_score"][:count])
            print(
                f"  {label:17} {seconds_baseline:8.3f} s  {count / seconds_baseline:14,.0f} rows/s"
                f"  cpu {CPU[score]:.3f} s  bmikit {(rows / seconds) / (count / seconds_baseline):8.0f}x"
                f" as fast (cpu {(rows / CPU[run]) / (count / CPU[score]):.0f}x);"
                f" |z difference| max {np.nanmax(difference):.4f}, over 0.01 in"
                f" {int(np.sum(difference > 0.01))} of {count}"
            )


def baseline_scorers(name):
    scorers = []
    if name.startswith("cdc"):
        try:
            from rcpchgrowth import sds_for_measurement

            def rcpch(bmi, sex, months):
                return sds_for_measurement(
                    reference="cdc", age=months / 12.0, measurement_method="bmi",
                    observation_value=float(bmi), sex=sex,
                )

            scorers.append(("rcpchgrowth", rcpch))
        except ImportError:
            print("  rcpchgrowth: not installed")
    else:
        try:
            from pygrowup import Calculator

            calculator = Calculator(adjust_height_data=False, adjust_weight_scores=False)

            def pygrowup(bmi, sex, months):
                return calculator.bmifa(float(bmi), int(months), "F" if sex == "female" else "M")

            scorers.append(("pygrowup", pygrowup))
        except ImportError:
            print("  pygrowup: not installed")
    return scorers


def main():
    parser = argparse.ArgumentParser(description="bmikit against data-frame baselines")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--children", type=int, default=100_000)
    parser.add_argument("--baseline-children", type=int, default=2_000)
    arguments = parser.parse_args()
    print(f"bmikit {bmikit.__version__}")
    adults(arguments.rows)
    children(arguments.children, arguments.baseline_children)


if __name__ == "__main__":
    main()
