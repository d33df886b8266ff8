"""An input file cut shorter during `bmi batch`, at several offsets and thread counts.

The run is held still first: nobody reads its standard output, so once the pipe and its
output buffer are full it waits in `write(2)`, having read only the first megabytes. The
file is then cut, and the output read. Every run must end with exit 74 and `input-changed`
naming the file, and every row written must be the row the whole file gives at that place:
no row is made of a cut record.
"""

from __future__ import annotations

import random
import subprocess
import time
from pathlib import Path

import pytest

from batch_runner import bmi_binary

ROWS = 1_500_000
# Offsets to cut the file at: inside what the run has read, on a record's middle, past it.
CUTS = [0, 1_000_001, 4_000_000, 18_000_003]


@pytest.fixture(scope="module")
def people(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes, list[bytes]]:
    folder = tmp_path_factory.mktemp("input-change")
    rng = random.Random(36)
    lines = ["id,height_cm,weight_kg"]
    for index in range(1, ROWS + 1):
        lines.append(f"{index},{rng.randint(1400, 2000) / 10},{rng.randint(400, 1400) / 10}")
    data = ("\n".join(lines) + "\n").encode()
    original = folder / "original.csv"
    original.write_bytes(data)
    whole = subprocess.run(
        [str(bmi_binary()), "batch", str(original), "--standard", "who"],
        capture_output=True,
        check=True,
    ).stdout
    return folder, data, whole.splitlines(keepends=True)


def wait_until_still(pid: int, limit: float = 60.0) -> None:
    """Waits until the process has read nothing for 0.3 s (it waits on its full pipe)."""
    io_path = Path(f"/proc/{pid}/io")
    last, since, start = -1, time.monotonic(), time.monotonic()
    while time.monotonic() - start < limit:
        try:
            read = int(io_path.read_text().split("rchar: ")[1].split()[0])
        except (OSError, IndexError):
            return
        if read != last:
            last, since = read, time.monotonic()
        elif time.monotonic() - since > 0.3:
            return
        time.sleep(0.05)


@pytest.mark.parametrize("threads", [1, 2, 4])
@pytest.mark.parametrize("cut", CUTS)
def test_a_cut_file_stops_the_run(people, threads: int, cut: int) -> None:
    folder, data, whole = people
    path = folder / f"cut-{threads}-{cut}.csv"
    path.write_bytes(data)
    process = subprocess.Popen(
        [str(bmi_binary()), "batch", str(path), "--standard", "who", "--threads", str(threads)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    wait_until_still(process.pid)
    with open(path, "r+b") as handle:
        handle.truncate(cut)
    output, errors = process.communicate(timeout=120)
    assert process.returncode == 74, errors.decode(errors="replace")[-500:]
    message = errors.decode()
    assert "changed while it was read" in message and str(path) in message
    lines = output.splitlines(keepends=True)
    assert len(lines) < len(whole), "the run read past the cut"
    assert lines == whole[: len(lines)], "a row differs from the whole file's"
    path.unlink()
