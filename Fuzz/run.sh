#!/usr/bin/env bash
# Builds one libFuzzer harness against the package's modules and runs it.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer flags…]      TARGET: loader | batch | measurement | api
#   Fuzz/run.sh TARGET build                            build only; prints the binary's path
#   Fuzz/run.sh TARGET replay FILE…                     run the harness once on each file
#
# Inputs that made a harness crash or hang are kept in Fuzz/regressions/TARGET/ (replay them
# after a fix); they stay out of the seed corpus, which must run clean for fuzzing to start.
#
# The package's modules are built with SwiftPM in a separate scratch directory, instrumented
# with `-sanitize=fuzzer,address` (coverage for libFuzzer, AddressSanitizer for memory errors)
# and `-enable-testing`, so a harness can reach internal types through `@testable import`.
# The harness, a file with `LLVMFuzzerTestOneInput` and no `main`, is then compiled with
# swiftc and linked with the modules' object files. No Package.swift change is needed, and
# the normal build never sees the harnesses.
#
# Two details of Swift 6.3.1 on Linux: gold fails to link ASan-instrumented Swift objects
# ("internal error in format_file_lineno"), so everything links with lld (`-use-ld=lld`); and
# SwiftPM passes `-Xswiftc` flags to the build-tool plugin's executable too, which is why that
# tool is linked with lld as well.
#
# Environment: FUZZ_SCRATCH (default /tmp/bmi-fuzz-build), FUZZ_WORK (default /tmp/bmi-fuzz-work:
# the growing corpus, crash artifacts and logs, per target), JOBS (default 1), FUZZ_PACKAGE
# (the package to build, default this checkout; a snapshot such as
# `git archive HEAD | tar -x -C /tmp/bmi-fuzz-src` keeps edits in progress out of the build).
set -euo pipefail

usage() {
  echo "usage: Fuzz/run.sh loader|batch|measurement|api SECONDS|build|replay [args…]" >&2
  exit 64
}
[ $# -ge 2 ] || usage
target=$1
mode=$2
shift 2

root=$(cd "$(dirname "$0")/.." && pwd)
package=${FUZZ_PACKAGE:-$root}
scratch=${FUZZ_SCRATCH:-/tmp/bmi-fuzz-build}
work=${FUZZ_WORK:-/tmp/bmi-fuzz-work}/$target
jobs=${JOBS:-1}

# Each harness links the objects of the modules it imports and of what they depend on
# (Package.swift); one build of BMIKit, which depends on every library module, serves them
# all, so a second harness builds nothing more.
top=BMIKit
case $target in
  loader) modules=(BMIGrowth BMICore BMISupport BMIStandards) max_len=16384 ;;
  batch) modules=(BMIGrowth BMICore BMISupport BMIMeasurement BMIPlatform BMIBatch BMIBuiltIns) max_len=16384 ;;
  measurement) modules=(BMIGrowth BMICore BMISupport BMIMeasurement) max_len=256 ;;
  api)
    modules=(BMIGrowth BMICore BMISupport BMIMeasurement BMIPlatform BMIBatch BMIBuiltIns BMIStandards BMIChart BMIKit)
    max_len=4096
    ;;
  *) usage ;;
esac

sanitizers=(-sanitize=fuzzer,address -use-ld=lld)
mkdir -p "$work/corpus" "$work/artifacts"

swift build -c release --package-path "$package" --scratch-path "$scratch" --target "$top" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld \
  >"$work/build.log" 2>&1 || {
  tail -40 "$work/build.log" >&2
  exit 1
}

# The objects of each module's current sources, from SwiftPM's output file map (a scratch
# directory may still hold objects of files that were renamed or removed since).
objects=()
for module in "${modules[@]}"; do
  map="$scratch/release/$module.build/output-file-map.json"
  while IFS= read -r object; do objects+=("$object"); done < <(
    python3 -c '
import json, sys
entries = json.load(open(sys.argv[1]))
for source, outputs in entries.items():
    if source and "object" in outputs:
        print(outputs["object"])
' "$map")
done

binary="$work/fuzz-$target"
# The harness sees the modules' `package` declarations as their own package does: SwiftPM names
# the package after the checkout's folder, so the name is read from its build plan.
package_name=$(grep -o -m1 -- '"-package-name","[^"]*"' "$scratch/release.yaml" | sed 's/.*","//; s/"$//')
# shellcheck disable=SC2046 # pkg-config prints several flags
swiftc -O -parse-as-library "${sanitizers[@]}" -I "$scratch/release/Modules" -I "$package/Sources/CLibYAML" \
  ${package_name:+-package-name "$package_name"} "$root/Fuzz/Harnesses/$target.swift" "${objects[@]}" \
  $(pkg-config --libs yaml-0.1) -o "$binary" >"$work/link.log" 2>&1 || {
  tail -40 "$work/link.log" >&2
  exit 1
}

export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} # libFuzzer reports crashes itself
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1:handle_sigill=1:handle_abort=1}
dictionary="$root/Fuzz/dictionaries/$target.dict"

case $mode in
  build) echo "$binary" ;;
  replay) "$binary" -runs=1 "$@" ;;
  *)
    [[ $mode =~ ^[0-9]+$ ]] || usage
    # A single input that takes over 10 s is a hang; over 2 GiB of memory is a leak or a
    # blow-up. Both are reported as failures, with the input saved under artifacts/.
    parallel=()
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    cd "$work" # with -jobs, libFuzzer writes fuzz-N.log files here
    "$binary" -max_total_time="$mode" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
      -print_final_stats=1 "${parallel[@]}" \
      -artifact_prefix="$work/artifacts/" -dict="$dictionary" \
      "$@" "$work/corpus" "$root/Fuzz/corpus/$target" 2>&1 | tee -a "$work/fuzz.log"
    ;;
esac
