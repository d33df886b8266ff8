"""Shared by the web page's tests: the oracle's modules on the path, the built page, and the
totals printed at the end of a run."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Oracle"))

_TALLY: Counter[str] = Counter()

# CI installs every tool these tests need (.ci/run), so there a test that finds one missing
# and skips would hide a broken machine: under CI=true the skip is reported as a failure.
_SKIPS_FAIL = os.environ.get("CI") == "true"


def built_page(folder: str, standards: str = "", *variables: str) -> Path:
    """A page built by `make web` into `folder` (make does nothing when it is up to date)."""
    command = ["make", "--no-print-directory", "web", f"WEB_DIST={folder}", *variables]
    if standards:
        command.append(f"STANDARDS={standards}")
    subprocess.run(command, cwd=ROOT, check=True)
    return ROOT / folder


@pytest.fixture(scope="session")
def oracle_page() -> Path:
    """The page with the built-ins, the documentation's examples and the oracle's fixtures
    compiled in: every standard the oracle checks `bmi batch` on. `BMI_WEB_ORACLE_DIST`
    names one already built."""
    configured = os.environ.get("BMI_WEB_ORACLE_DIST")
    if configured:
        return Path(configured)
    extra = list((ROOT / "docs" / "examples").glob("*.yaml"))
    extra += (ROOT / "Tests" / "Oracle" / "fixtures").glob("*.yaml")
    # In byte order, as `ls` lists them: the same list is the same build.
    names = sorted(str(path.relative_to(ROOT)) for path in extra)
    # One fixture has bounds the loader warns about on purpose; the page takes it anyway.
    return built_page(".build/web/oracle-dist", " ".join(names), "WEB_ALLOW_WARNINGS=yes")


@pytest.fixture(scope="session")
def web_tally() -> Counter[str]:
    return _TALLY


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if _SKIPS_FAIL and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"CI=true, so a missing tool is a failure, not a skip: {reason}"


def pytest_terminal_summary(terminalreporter) -> None:
    if _TALLY["cases"]:
        terminalreporter.write_line(
            f"web oracle: {_TALLY['cases']} cases over {_TALLY['standards']} standards through "
            f"bmi.wasm in Node, {_TALLY['mismatches']} mismatches against the reference, "
            f"{_TALLY['batch mismatches']} against bmi batch"
        )
