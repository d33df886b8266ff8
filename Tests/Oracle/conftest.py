"""Collects the oracle's totals and prints them at the end of the run, also under `-q`."""

from __future__ import annotations

from collections import Counter

import pytest

_TALLY: Counter[str] = Counter()


@pytest.fixture(scope="session")
def oracle_tally() -> Counter[str]:
    return _TALLY


def pytest_terminal_summary(terminalreporter) -> None:
    if _TALLY["standards"] or _TALLY["classify cases"]:
        terminalreporter.write_line(
            f"oracle: {_TALLY['cases']} cases checked against bmi batch over "
            f"{_TALLY['standards']} standards ({_TALLY['float traps']} float traps), "
            f"{_TALLY['classify cases']} against bmi classify --format json, "
            f"{_TALLY['mismatches']} mismatches"
        )
