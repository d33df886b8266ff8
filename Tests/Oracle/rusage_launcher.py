"""Starts a command and reports its own peak memory, as the kernel counted it.

`wait4` from the test process would not do: Linux keeps a process's peak RSS across `exec`,
so a child forked from a large test process starts with that process's peak. This small
launcher (about 5 MB) forks the command instead, waits for it, and writes
`peak_rss_kib wait_status` to the file descriptor given first.

Usage: python3 -I -S rusage_launcher.py FD COMMAND [ARGUMENTS…]
"""

import os
import sys

report = int(sys.argv[1])
child = os.fork()
if child == 0:
    os.close(report)
    os.execv(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(child, 0)
os.write(report, f"{usage.ru_maxrss} {status}\n".encode())
os.close(report)
