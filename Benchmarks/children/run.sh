#!/bin/sh
# Times `bmi batch` (release build) on generated children under each BMI-for-age reference:
# rows/s, the median of RUNS runs, and the peak resident memory of the median run's kind
# (the largest of the runs, from /usr/bin/time -f %M).
#
# Usage: Benchmarks/children/run.sh [ROWS] [RUNS] [THREADS]
#   ROWS     children per reference (default 1000000)
#   RUNS     timed runs per reference (default 3)
#   THREADS  bmi batch --threads (default: one per processor)
# Environment: DATA (folder of the generated files, default /tmp), SCRATCH (the build
# folder, default .build). The files are generated once (seed 42) and reused.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
ROWS=${1:-1000000}
RUNS=${2:-3}
THREADS=${3:-}
DATA=${DATA:-/tmp}
SCRATCH=${SCRATCH:-$ROOT/.build}

swift build -c release --product bmi --scratch-path "$SCRATCH" >&2
BMI="$(swift build -c release --product bmi --scratch-path "$SCRATCH" --show-bin-path)/bmi"
THREAD_OPTION=${THREADS:+--threads $THREADS}

printf '%-22s %10s %12s %10s %s\n' reference rows rows/s peak_KiB seconds
for reference in who-2006 who-2007 cdc-2000; do
  file="$DATA/children_${reference}_$ROWS.csv"
  if [ ! -s "$file" ]; then
    python3 "$ROOT/Benchmarks/children/generate.py" "$reference" "$ROWS" 42 > "$file"
  fi
  times=""
  peak=0
  run=1
  while [ "$run" -le "$RUNS" ]; do
    # shellcheck disable=SC2086
    /usr/bin/time -f '%e %M' -o "$DATA/children_time" \
      "$BMI" batch --standard "$reference-bmi-for-age" $THREAD_OPTION "$file" \
      -o /dev/null 2>/dev/null || true
    read -r seconds kib < "$DATA/children_time"
    times="$times $seconds"
    [ "$kib" -gt "$peak" ] && peak=$kib
    run=$((run + 1))
  done
  median=$(printf '%s\n' $times | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  rate=$(awk -v rows="$ROWS" -v s="$median" 'BEGIN { printf "%d", rows / s }')
  printf '%-22s %10d %12d %10d %s\n' "$reference-bmi-for-age" "$ROWS" "$rate" "$peak" "$times"
done
