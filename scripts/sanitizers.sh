#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer) and then
# ThreadSanitizer, each in its own build folder, and prints how long each took.
#   scripts/sanitizers.sh            # both
#   scripts/sanitizers.sh address    # one
# Exits non-zero when a run fails: a failing test, a sanitizer report, or a leak in the test
# process or in one of the `trellis` processes the CLI tests start (their report lands on
# standard error, which those tests compare, and LeakSanitizer makes them exit 1).
set -euo pipefail
cd "$(dirname "$0")/.."
# LeakSanitizer runs at the exit of every process built with AddressSanitizer. The suppressions
# file lists third-party and runtime noise only, each entry explained (see docs/hardening.md).
export ASAN_OPTIONS=detect_leaks=1
# print_suppressions=0: the CLI tests compare the children's standard error exactly.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"
# Swift's crash backtracer reads the crashed process's stacks, which AddressSanitizer reports
# as a stack-buffer-underflow in its own thread and the run then hangs: a crash just exits here.
export SWIFT_BACKTRACE=enable=no
status=0
for sanitizer in "${@:-address thread}"; do
  for s in $sanitizer; do
    start=$(date +%s)
    log=".build-$s/sanitizer.log"
    mkdir -p ".build-$s"
    timeout 1800 swift test --sanitize="$s" --scratch-path ".build-$s" >"$log" 2>&1 || status=1
    grep -E "Test run with|error:|ERROR: |WARNING: ThreadSanitizer|SUMMARY" "$log" | tail -5 || true
    echo "sanitizer $s: $(( $(date +%s) - start )) s (full output: $log)"
  done
done
exit $status
