"""`bmi batch` output for the shapes of the CSV conformance corpora loads as a table.

The fixtures in `fixtures/csv-conformance/` are our own small files in the shapes that
csv-spectrum and csv-test-data collect (quoted commas, escaped quotes, line breaks in
fields, CRLF, UTF-8, a byte order mark, blank lines, unescaped quotes, more and fewer
fields than the header), each with height and weight columns so that batch classifies
them. Every output must have the header's number of fields on every record, load with
`pandas.read_csv` and `polars.read_csv` without options, and keep every input record as
one row. A blank line is written back blank (it is no record): pandas skips it, polars
reads it as a row of nulls, so polars' rows are the records plus the blank lines.
"""

from __future__ import annotations

import csv
import io
import os
import subprocess
from pathlib import Path

import pytest

from batch_runner import bmi_binary

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "csv-conformance"
CASES = sorted(FIXTURES.glob("*.csv"))


def _module(name: str):
    """The module, or a skip (a failure under CI=true, where it must be installed)."""
    try:
        return __import__(name)
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{name} is not installed (Tests/requirements.txt)")
        pytest.skip(f"{name} is not installed")


def run_batch(path: Path) -> bytes:
    completed = subprocess.run(
        [str(bmi_binary()), "batch", str(path), "--standard", "who"],
        capture_output=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr.decode(errors="replace")
    return completed.stdout


def records(text: str) -> list[list[str]]:
    """Records as the csv module reads them strictly (a stray quote is an error)."""
    return list(csv.reader(io.StringIO(text, newline=""), strict=True))


def test_every_shape_has_a_fixture() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize("path", CASES, ids=lambda path: path.stem)
def test_output_is_rectangular_and_loads(path: Path) -> None:
    pandas = _module("pandas")
    polars = _module("polars")
    output = run_batch(path)
    text = output.decode("utf-8-sig")
    rows = records(text)
    header, data = rows[0], rows[1:]
    blank = [row for row in data if row == []]
    data = [row for row in data if row != []]
    for number, row in enumerate(data, start=2):
        assert len(row) == len(header), f"record {number}: {row}"
    assert header[-3:] == ["bmi", "category", "error"]
    # Every input record is one output row, and none is added.
    with path.open(encoding="utf-8-sig", newline="") as handle:
        source = list(csv.reader(handle))
    assert len(data) == len([row for row in source[1:] if row != []])

    output_path = path.parent / f".{path.stem}.out.csv"
    try:
        output_path.write_bytes(output)
        frame = pandas.read_csv(output_path)
        assert list(frame.columns)[-3:] == ["bmi", "category", "error"]
        assert frame.shape == (len(data), len(header))
        table = polars.read_csv(output_path)
        assert table.width == len(header)
        assert table.height == len(data) + len(blank)
    finally:
        output_path.unlink(missing_ok=True)


def test_a_record_with_more_fields_is_kept_whole_in_the_first_column() -> None:
    output = run_batch(FIXTURES / "extra-fields.csv").decode()
    rows = records(output)
    assert rows[1] == ["1,165,60,extra", "", "", "", "", "extra-fields"]
    assert rows[2] == ['2,170,70,"a,b",c', "", "", "", "", "extra-fields"]
    assert rows[3][-3:] == ["24.7", "normal", ""]


def test_an_unescaped_quote_is_written_quoted() -> None:
    output = run_batch(FIXTURES / "bad-quotes-unescaped-in-plain.csv").decode()
    rows = records(output)
    assert rows[1][0] == 'Jane "JJ" Doe'
    assert rows[2][0] == "5'7\""
    broken = records(run_batch(FIXTURES / "bad-quotes-unescaped-in-quoted.csv").decode())
    assert broken[1] == ['"Jane "JJ" Doe",165,60', "", "", "", "", "malformed-csv"]
