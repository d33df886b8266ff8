#!/bin/sh
# `bmi batch` under a sectioned standard (by sex and age) against the BMI-only run on the
# same file, alternating, through the shared timer (see sections.py).
#
# Usage: Benchmarks/batch/sections.sh [ROWS] [ROUNDS]
# Environment: BENCH (the shared baseline folder, default ../shared/bench from the project
# root), SCRATCH (the build folder, default .build).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BENCH=${BENCH:-$ROOT/../shared/bench}
ROWS=${1:-1000000}
ROUNDS=${2:-5}
SCRATCH=${SCRATCH:-$ROOT/.build}
swift build -c release --product bmi --scratch-path "$SCRATCH" >&2
BMI="$(swift build -c release --product bmi --scratch-path "$SCRATCH" --show-bin-path)/bmi"
exec python3 "$ROOT/Benchmarks/batch/sections.py" --bench "$BENCH" --bmi "$BMI" \
  --rows "$ROWS" --rounds "$ROUNDS"
