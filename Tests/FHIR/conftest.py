"""Counts the FHIR records validated and prints the totals at the end of the run."""

from __future__ import annotations

from collections import Counter

TALLY: Counter[str] = Counter()


def pytest_terminal_summary(terminalreporter) -> None:
    if TALLY["bundles"] or TALLY["ndjson lines"]:
        terminalreporter.write_line(
            f"fhir: {TALLY['bundles']} bundles and {TALLY['ndjson lines']} NDJSON observations "
            f"validated with fhir.resources R4B ({TALLY['absent values']} rows without a value)"
        )
