"""Hostile sizes against the `bmi` binary: bounded memory, a clear error, never a crash.

What runs where (see docs/reliability.md):
- by default (CI): every test here, with a 256 MiB stream for the constant-memory test;
- `BMI_STREAM_GIB=4` (for example) streams that many GiB instead; use it with a release
  binary (`BMI_BINARY=.build/release/bmi`), since a debug build reads about 10 MB/s.

Figures (peak RSS, wall time) are printed with `-s`; time is never asserted.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from batch_runner import bmi_binary
from measured_run import MeasuredRun, repeated, run_measured

MIB = 1 << 20
# Every refusal must stay far below what the input would need if it were held in memory.
REFUSAL_MEMORY_LIMIT_KIB = 64 * 1024
# The batch promise: constant memory under 64 MiB on every core, whatever the input's size.
STREAM_MEMORY_LIMIT_KIB = 64 * 1024
HANG_GUARD_SECONDS = 600

# The loader's limits, as documented in docs/errors.md (E001, E010, E048).
STANDARD_FILE_LIMIT = MIB
NESTING_LIMIT = 32
DIAGNOSTIC_LIMIT = 100
# The batch reader's limits: one record (its line end included), and columns in a header.
RECORD_LIMIT = MIB
COLUMN_LIMIT = 65_536

VALID_STANDARD = """format: bmi-standard/1
id: clinic
version: "1.0"
name: {en: Clinic}
rounding: none
categories:
  - {id: low, label: {en: Low}, below: 20}
  - {id: high, label: {en: High}, at_least: 20}
"""


@pytest.fixture(scope="module")
def bmi() -> str:
    return str(bmi_binary())


def report(name: str, run: MeasuredRun) -> None:
    print(f"{name}: {run.describe()}")
    assert not run.timed_out, f"{name}: no answer within {HANG_GUARD_SECONDS} s"
    assert run.returncode >= 0, f"{name}: killed by signal {-run.returncode}\n{run.stderr}"


def rows_read(run: MeasuredRun) -> int:
    found = re.search(r"^(\d+) rows? read", run.stderr, re.MULTILINE)
    assert found, run.stderr[-2000:]
    return int(found.group(1))


# MARK: - Batch input


@pytest.mark.parametrize(
    ("input_format", "prefix", "line"),
    [
        ("csv", b"height_cm,weight_kg\n160,64\n", 3),
        ("csv", b'height_cm,weight_kg\n160,64\n"', 3),  # inside an open quote
        ("jsonl", b'{"height_cm":160,"weight_kg":64}\n{"height_cm":"', 2),
    ],
)
def test_a_line_of_100_mb_without_a_newline_is_refused(
    bmi: str, input_format: str, prefix: bytes, line: int
) -> None:
    arguments = [bmi, "batch", "--input-format", input_format, "--format", "csv", "-"]
    run = run_measured(arguments, repeated(b"1" * MIB, 100_000_000, prefix), HANG_GUARD_SECONDS)
    report(f"100 MB line ({input_format}, {prefix[-1:]!r})", run)
    assert run.returncode == 65, run.stderr
    assert f"standard input:{line}:" in run.stderr and "longer than" in run.stderr, run.stderr
    # The complete row before it was answered and written.
    assert run.stdout_head.splitlines()[1] == b"160,64,25.0,pre-obese,"
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB


def test_a_header_with_a_million_columns_is_refused(bmi: str) -> None:
    header = b",".join(b"c%d" % i for i in range(1_000_000)) + b",height_cm,weight_kg\n"
    run = run_measured([bmi, "batch", "-"], [header, b"1," * 1_000_000 + b"160,64\n"])
    report("million-column header", run)
    assert run.returncode == 65, run.stderr
    assert "standard input:1:" in run.stderr and "longer than" in run.stderr, run.stderr
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB


@pytest.mark.parametrize("columns", [COLUMN_LIMIT, COLUMN_LIMIT + 1])
def test_headers_at_and_over_the_column_limit(bmi: str, columns: int) -> None:
    header = b"a," * (columns - 2) + b"height_cm,weight_kg\n"
    row = b"1," * (columns - 2) + b"160,64\n"
    run = run_measured([bmi, "batch", "-"], [header, row, row])
    report(f"header of {columns} columns", run)
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB
    if columns > COLUMN_LIMIT:
        assert run.returncode == 65, run.stderr
        assert f"the header has {columns} columns" in run.stderr, run.stderr
        return
    assert run.returncode == 0, run.stderr
    assert rows_read(run) == 2 and run.stdout_lines == 3
    # Every field came back: the input, plus the three answer columns on each line.
    added_to_header = len(",bmi,category,error")
    added_to_row = len(",25.0,pre-obese,")
    assert run.stdout_bytes == len(header) + added_to_header + 2 * (len(row) + added_to_row)


def test_a_json_line_with_more_keys_than_the_column_limit_is_refused(bmi: str) -> None:
    keys = b"".join(b'"k%d":1,' % i for i in range(COLUMN_LIMIT))
    line = b"{" + keys + b'"height_cm":160,"weight_kg":64}\n'
    assert len(line) < RECORD_LIMIT
    run = run_measured([bmi, "batch", "--input-format", "jsonl", "-"], [line, line])
    report(f"JSON line of {COLUMN_LIMIT + 2} keys", run)
    assert run.returncode == 65, run.stderr
    assert f"at most {COLUMN_LIMIT}" in run.stderr, run.stderr
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB


@pytest.mark.parametrize(
    ("line_end", "extra"),
    [(b"\n", 0), (b"\n", 1), (b"\r\n", 0), (b"\r\n", 1), (b"", 0), (b"", 1)],
)
def test_records_at_and_over_the_length_limit(bmi: str, line_end: bytes, extra: int) -> None:
    # A record of RECORD_LIMIT bytes, its line end included, is read; one byte more is not.
    # Without a line end (the last record), the content itself must be shorter than that.
    start = b"160,64,"
    note = b"x" * (RECORD_LIMIT - len(start) - max(len(line_end), 1) + extra)
    record = start + note + line_end
    accepted = len(start + note) + max(len(line_end), 1) <= RECORD_LIMIT
    more = b"170,65,y\n" if line_end else b""
    run = run_measured([bmi, "batch", "-"], [b"height_cm,weight_kg,note\n", record, more])
    report(f"record of {len(record)} bytes ending {line_end!r}", run)
    if accepted:
        assert run.returncode == 0, run.stderr
        assert rows_read(run) == (2 if line_end else 1)
        # Each record comes back with its answers and its own line end (LF for the last).
        answered = len(record) + len(",25.0,pre-obese,") + (0 if line_end else 1)
        if more:
            answered += len(more) + len(",22.5,normal,")
        assert run.stdout_bytes == len(b"height_cm,weight_kg,note,bmi,category,error\n") + answered
    else:
        assert run.returncode == 65, run.stderr
        assert "standard input:2:" in run.stderr and "longer than" in run.stderr, run.stderr
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB


def people_block(rows: int) -> bytes:
    """Rows of plausible people, every 0.1 cm and 0.1 kg over a range, with exact hits."""
    lines = []
    for i in range(rows):
        lines.append(b"%d,%d.%d,%d.%d\n" % (i, 150 + i % 50, i % 10, 45 + i % 60, (i * 7) % 10))
    lines[0] = b"0,160,64\n"
    return b"".join(lines)


def stream(bmi: str, total: int, input_format: str = "csv") -> MeasuredRun:
    if input_format == "csv":
        block = people_block(40_000)
        prefix = b"id,height_cm,weight_kg\n"
    else:
        block = b"".join(
            b'{"id":%s,"height_cm":%s,"weight_kg":%s}\n' % tuple(line.split(b","))
            for line in people_block(40_000).splitlines()
        )
        prefix = b""
    # Whole blocks only, so the row count is known.
    total -= total % len(block)
    arguments = [bmi, "batch", "--input-format", input_format, "-"]
    run = run_measured(arguments, repeated(block, total, prefix), timeout=3 * 3600)
    report(f"{total / MIB:.0f} MiB {input_format} stream", run)
    assert run.returncode == 0, run.stderr[-2000:]
    rows = total // len(block) * 40_000
    assert rows_read(run) == rows
    if input_format == "csv":
        assert run.stdout_lines == rows + 1  # every row, and the header
    else:
        assert run.stdout_lines == rows
    return run


def test_a_stream_is_processed_in_constant_memory(bmi: str) -> None:
    gib = float(os.environ.get("BMI_STREAM_GIB", "0.25"))
    small = stream(bmi, 4 * MIB)
    large = stream(bmi, int(gib * (1 << 30)))
    assert large.peak_rss_kib < STREAM_MEMORY_LIMIT_KIB
    # Memory does not grow with the input: at most 4 MiB more for 64 times the bytes or more.
    assert large.peak_rss_kib - small.peak_rss_kib < 4 * 1024, (small.describe(), large.describe())


def test_a_json_lines_stream_is_processed_in_constant_memory(bmi: str) -> None:
    small = stream(bmi, 4 * MIB, "jsonl")
    large = stream(bmi, 32 * MIB, "jsonl")
    assert large.peak_rss_kib < STREAM_MEMORY_LIMIT_KIB
    assert large.peak_rss_kib - small.peak_rss_kib < 4 * 1024, (small.describe(), large.describe())


# MARK: - Standard files


def check_standard(bmi: str, path: Path, name: str) -> MeasuredRun:
    run = run_measured([bmi, "standards", "check", str(path)], timeout=120)
    report(name, run)
    assert run.peak_rss_kib < REFUSAL_MEMORY_LIMIT_KIB
    return run


def padded_standard(size: int) -> bytes:
    """The valid standard followed by comment lines, `size` bytes in all."""
    text = VALID_STANDARD.encode()
    line = b"#" + b"x" * 98 + b"\n"
    padding = size - len(text)
    text += line * (padding // len(line))
    rest = size - len(text)
    if rest:
        text += b"#" + b"x" * (rest - 2) + b"\n" if rest >= 2 else b"\n"
    assert len(text) == size
    return text


def test_a_standard_of_exactly_the_size_limit_loads(bmi: str, tmp_path: Path) -> None:
    path = tmp_path / "limit.yaml"
    path.write_bytes(padded_standard(STANDARD_FILE_LIMIT))
    run = check_standard(bmi, path, "standard at 1 MiB")
    assert run.returncode == 0, run.stdout_head.decode() + run.stderr


@pytest.mark.parametrize("size", [STANDARD_FILE_LIMIT + 1, 5 * MIB])
def test_a_standard_over_the_size_limit_is_refused(bmi: str, tmp_path: Path, size: int) -> None:
    path = tmp_path / "over.yaml"
    path.write_bytes(padded_standard(size))
    run = check_standard(bmi, path, f"standard of {size} bytes")
    assert run.returncode == 78
    assert "error[E001]" in run.stdout_head.decode() + run.stderr


def test_a_sparse_3_gib_standard_is_refused_without_reading_it(bmi: str, tmp_path: Path) -> None:
    path = tmp_path / "sparse.yaml"
    with open(path, "wb") as file:
        file.truncate(3 << 30)
    run = check_standard(bmi, path, "sparse 3 GiB standard")
    assert run.returncode == 78
    assert "error[E001]" in run.stdout_head.decode() + run.stderr


def test_an_endless_standard_is_refused(bmi: str) -> None:
    # A device is no regular file: refused before a byte is read.
    run = check_standard(bmi, Path("/dev/zero"), "/dev/zero as a standard")
    assert run.returncode == 66
    assert "is a character device, not a regular file" in run.stderr


@pytest.mark.parametrize(
    ("brackets", "refused"), [(NESTING_LIMIT - 1, False), (NESTING_LIMIT, True), (20_000, True)]
)
def test_nesting_at_and_over_the_limit(
    bmi: str, tmp_path: Path, brackets: int, refused: bool
) -> None:
    # The top-level mapping is the first level, so n brackets make n + 1 levels.
    path = tmp_path / "deep.yaml"
    path.write_text(VALID_STANDARD + "notes: " + "[" * brackets + "]" * brackets + "\n")
    run = check_standard(bmi, path, f"nesting of {brackets + 1} levels")
    output = run.stdout_head.decode() + run.stderr
    assert run.returncode == 78  # `notes` is an unknown key either way
    assert ("error[E010]" in output) == refused, output[:2000]


@pytest.mark.parametrize("problems", [DIAGNOSTIC_LIMIT, DIAGNOSTIC_LIMIT + 1, 40_000])
def test_problems_at_and_over_the_reporting_limit(bmi: str, tmp_path: Path, problems: int) -> None:
    path = tmp_path / "many.yaml"
    path.write_text(VALID_STANDARD + "".join(f"unknown{i}: 1\n" for i in range(problems)))
    run = check_standard(bmi, path, f"{problems} unknown keys")
    output = run.stdout_head.decode() + run.stderr
    assert run.returncode == 78
    assert output.count("error[E031]") == min(problems, DIAGNOSTIC_LIMIT)
    assert output.count("error[E048]") == (1 if problems > DIAGNOSTIC_LIMIT else 0)


def test_the_largest_table_that_fits_loads(bmi: str, tmp_path: Path) -> None:
    """A standard of 1 MiB that is nothing but categories, a millionth wide each."""
    header = VALID_STANDARD.split("categories:")[0] + "categories:\n"
    lines = [header]
    size = len(header)
    count = 0
    while True:
        low = 10_000_000 + count
        bound = f"below: {(low + 1) / 1e6:.6f}"
        lower = f"at_least: {low / 1e6:.6f}, " if count else ""
        line = f"  - {{id: c{count}, label: {{en: C}}, {lower}{bound}}}\n"
        last = f"  - {{id: last, label: {{en: L}}, at_least: {low / 1e6:.6f}}}\n"
        if size + len(line) + len(last) > STANDARD_FILE_LIMIT:
            break
        lines.append(line)
        size += len(line)
        count += 1
    lines.append(last)
    path = tmp_path / "wide.yaml"
    path.write_text("".join(lines))
    assert path.stat().st_size <= STANDARD_FILE_LIMIT
    run = check_standard(bmi, path, f"standard with {count + 1} categories")
    assert run.returncode == 0, run.stdout_head.decode()[:2000] + run.stderr
    people = b"height_cm,weight_kg\n160,64\n100,10.000001\n"
    classified = run_measured([bmi, "batch", "--standard", str(path), "-"], [people], timeout=120)
    report("batch with that standard", classified)
    assert classified.stdout_head.splitlines()[1:] == [
        b"160,64,25.0,last,",
        b"100,10.000001,10.000001,c1,",
    ]
