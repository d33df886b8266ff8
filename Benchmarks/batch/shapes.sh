#!/bin/sh
# The shape benchmark: `bmi batch` (the binary `make install` builds: release, the Swift
# standard library linked in) against polars lazy and DuckDB on files of several shapes,
# `cat` as the floor. See shapes.py for the options (--rows, --big, --rounds, --shapes).
#
# Usage: Benchmarks/batch/shapes.sh [shapes.py options]
# Environment: VENV (a virtual environment with polars and duckdb, default .build/bench;
# made when missing), SCRATCH (the build folder, default .build/install).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV=${VENV:-$ROOT/.build/bench}
SCRATCH=${SCRATCH:-$ROOT/.build/install}
if ! "$VENV/bin/python" -c "import polars, duckdb" 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q polars duckdb
fi
make -C "$ROOT" install-binary INSTALL_BUILD_DIR="$SCRATCH" >&2
exec "$VENV/bin/python" "$ROOT/Benchmarks/batch/shapes.py" --bmi "$SCRATCH/release/bmi" \
  --python "$VENV/bin/python" "$@"
