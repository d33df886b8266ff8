"""Shared fixtures of the bmikit package's tests: the `bmi` binary they compare with.

The tests import the installed `bmikit` (from the wheel, `make python-test`). A missing tool
(`bmi`, gcc) skips the tests that need it, and fails them under CI=true, where every tool is
installed and a missing one is a broken machine."""

import os
import shutil
import subprocess

import pytest

MISSING_FAILS = os.environ.get("CI") == "true"


def missing(reason):
    if MISSING_FAILS:
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def bmi_binary():
    path = os.environ.get("BMI_BINARY") or shutil.which("bmi")
    if not path or not os.access(path, os.X_OK):
        missing("no bmi binary: set BMI_BINARY (make python-test sets it)")
    return path


@pytest.fixture(scope="session")
def run_batch(bmi_binary):
    """`bmi batch input --standard s -o output`, returning the output's bytes."""

    def run(input_path, output_path, standard, *options):
        subprocess.run(
            [bmi_binary, "batch", str(input_path), "--standard", standard, "-o", str(output_path),
             *options],
            check=True, capture_output=True,
        )
        return open(output_path, "rb").read()

    return run
