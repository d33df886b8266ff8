"""Runs `bmi batch` on generated rows and reads its answers back."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bmi_binary() -> Path:
    """The `bmi` executable: `BMI_BINARY`, else `.build/debug/bmi`, built if missing."""
    configured = os.environ.get("BMI_BINARY")
    if configured:
        path = Path(configured)
        if not path.is_file():
            raise FileNotFoundError(f"BMI_BINARY={configured} is not a file")
        return path
    path = ROOT / ".build" / "debug" / "bmi"
    if not path.is_file():
        swift = shutil.which("swift")
        if swift is None:
            raise FileNotFoundError("no bmi binary and no swift to build one; set BMI_BINARY")
        subprocess.run([swift, "build", "--product", "bmi"], cwd=ROOT, check=True)
    return path


def run_batch(
    binary: Path,
    standard: str,
    header: list[str],
    rows: list[list[str]],
    options: list[str],
    input_format: str = "csv",
) -> list[dict[str, str]]:
    """Feeds the rows to `bmi batch` on stdin and returns its output rows as dictionaries."""
    if input_format == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        data = buffer.getvalue()
    else:
        data = "".join(json_line(header, row) + "\n" for row in rows)
    command = [str(binary), "batch", "--standard", standard, "--input-format", input_format]
    command += ["--format", "csv", *options, "-"]
    result = subprocess.run(
        command, input=data.encode(), capture_output=True, cwd=ROOT, timeout=600
    )
    if result.returncode != 0:
        problem = result.stderr.decode()[:2000]
        raise AssertionError(f"{' '.join(command)} exited {result.returncode}: {problem}")
    reader = csv.DictReader(io.StringIO(result.stdout.decode()))
    output = list(reader)
    if len(output) != len(rows):
        raise AssertionError(f"{len(rows)} rows in, {len(output)} rows out")
    return output


PLAIN_NUMBER = re.compile(r"^[0-9]+(\.[0-9]+)?$")


def json_line(header: list[str], row: list[str]) -> str:
    """One JSON object: plain decimals as JSON numbers, anything else as a string."""
    members = []
    for key, value in zip(header, row):
        encoded = value if PLAIN_NUMBER.match(value) else json.dumps(value, ensure_ascii=False)
        members.append(f"{json.dumps(key)}:{encoded}")
    return "{" + ",".join(members) + "}"
