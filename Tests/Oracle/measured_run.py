"""Runs the `bmi` binary with input produced on the fly and measures the process itself: exit
status, peak resident memory (the command's own `ru_maxrss`, through `rusage_launcher.py`)
and wall time.

Time is measured to be reported, never asserted; `timeout` is only a guard against hangs.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

LAUNCHER = Path(__file__).with_name("rusage_launcher.py")

# Bytes of output kept from the start, for assertions on the first rows.
KEPT_OUTPUT = 1 << 16


@dataclass
class MeasuredRun:
    returncode: int
    stdout_head: bytes
    stdout_bytes: int
    stdout_lines: int
    stderr: str
    peak_rss_kib: int
    seconds: float
    input_bytes: int
    timed_out: bool

    def describe(self) -> str:
        return (
            f"exit {self.returncode}, {self.input_bytes} bytes in, {self.stdout_lines} lines out, "
            f"peak RSS {self.peak_rss_kib / 1024:.1f} MiB, {self.seconds:.2f} s"
        )


def run_measured(
    arguments: list[str],
    chunks: Iterable[bytes] = (),
    timeout: float = 300,
    cwd: str | None = None,
) -> MeasuredRun:
    """Runs a command, feeding `chunks` to its standard input as they are generated."""
    report_read, report_write = os.pipe()
    process = subprocess.Popen(
        [sys.executable, "-I", "-S", str(LAUNCHER), str(report_write), *arguments],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env={"LANG": "C", "PATH": "/usr/bin:/bin"},
        pass_fds=(report_write,),
        start_new_session=True,
    )
    os.close(report_write)
    written = [0]
    head = bytearray()
    counts = [0, 0]
    errors = bytearray()

    def feed() -> None:
        try:
            for chunk in chunks:
                process.stdin.write(chunk)
                written[0] += len(chunk)
        except (BrokenPipeError, ValueError):
            pass  # the command stopped reading: it refused the input, as it may
        finally:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass

    def drain_output() -> None:
        while block := process.stdout.read1(1 << 20):
            if len(head) < KEPT_OUTPUT:
                head.extend(block[: KEPT_OUTPUT - len(head)])
            counts[0] += len(block)
            counts[1] += block.count(b"\n")

    def drain_errors() -> None:
        while block := process.stderr.read1(1 << 16):
            if len(errors) < 1 << 20:
                errors.extend(block)

    threads = [threading.Thread(target=f, daemon=True) for f in (feed, drain_output, drain_errors)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    timed_out = [False]

    def kill() -> None:
        timed_out[0] = True
        os.killpg(process.pid, signal.SIGKILL)

    timer = threading.Timer(timeout, kill)
    timer.start()
    with os.fdopen(report_read) as report:
        measured = report.read().split()
    process.wait()
    seconds = time.monotonic() - started
    timer.cancel()
    for thread in threads:
        thread.join(timeout=30)
    if len(measured) != 2:
        raise AssertionError(f"no measurement from the launcher (exit {process.returncode})")
    peak_rss_kib, status = int(measured[0]), int(measured[1])
    return MeasuredRun(
        returncode=os.waitstatus_to_exitcode(status),
        stdout_head=bytes(head),
        stdout_bytes=counts[0],
        stdout_lines=counts[1],
        stderr=errors.decode("utf-8", "replace"),
        peak_rss_kib=peak_rss_kib,
        seconds=seconds,
        input_bytes=written[0],
        timed_out=timed_out[0],
    )


def repeated(block: bytes, total: int, prefix: bytes = b"") -> Iterable[bytes]:
    """`prefix`, then `block` again and again up to `total` bytes, generated lazily."""
    yield prefix
    remaining = total
    while remaining > 0:
        piece = block if remaining >= len(block) else block[:remaining]
        remaining -= len(piece)
        yield piece

