#!/bin/sh
# Times `bmi batch` against the baselines a data team would otherwise run (polars, awk,
# pandas, Python's csv module), in alternating runs on the same generated file.
#
# Usage: Benchmarks/batch/run.sh [ROWS] [ROUNDS] [--all] [--agreement]
#   ROWS        rows to generate (default 10000000, the issue's file)
#   ROUNDS      timed rounds; each round runs every tool once, in turn (default 5)
#   --all       also time pandas and the Python csv module (slow: ~45 s and ~22 s a run)
#   --agreement also compare bmi's categories with polars' row by row
# Environment: BENCH (the shared baseline folder, default ../shared/bench from the project
# root), DATA (the generated file, default /tmp/people_ROWS.csv), SCRATCH (the build folder,
# default .build/install, the one `make install` uses).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH:-$ROOT/../shared/bench}
ROWS=${1:-10000000}
ROUNDS=${2:-5}
shift $(( $# < 2 ? $# : 2 ))
DATA=${DATA:-/tmp/people_$ROWS.csv}
SCRATCH=${SCRATCH:-$ROOT/.build/install}

if [ ! -s "$DATA" ]; then
  echo "generating $ROWS rows into $DATA" >&2
  python3 "$BENCH/gen.py" "$ROWS" 42 > "$DATA"
fi
# The binary `make install` installs: release, with the Swift standard library linked in,
# which starts about 6 ms sooner than a build that loads the toolchain's shared libraries.
make -C "$ROOT" install-binary INSTALL_BUILD_DIR="$SCRATCH" >&2
BMI="$SCRATCH/release/bmi"
python3 -c "import polars" 2>/dev/null ||
  echo "polars is missing: python3 -m venv .build/bench && .build/bench/bin/pip install polars pandas, then run with .build/bench/bin first on PATH (docs/performance.md)" >&2
exec python3 "$ROOT/Benchmarks/batch/compare.py" --bench "$BENCH" --bmi "$BMI" \
  --data "$DATA" --rows "$ROWS" --rounds "$ROUNDS" "$@"
