#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and then ThreadSanitizer, each in its own
# build folder, and prints how long each took.
#   scripts/sanitizers.sh            # both
#   scripts/sanitizers.sh address    # one
set -euo pipefail
cd "$(dirname "$0")/.."
for sanitizer in "${@:-address thread}"; do
  for s in $sanitizer; do
    start=$(date +%s)
    # LeakSanitizer is off: it reports leaks in the `trellis` processes the CLI tests start
    # (memory still reachable or cycles at exit, not yet investigated — see docs/hardening.md).
    ASAN_OPTIONS=detect_leaks=0 swift test --sanitize="$s" --scratch-path ".build-$s" 2>&1 | grep -E "Test run with|error:|ERROR: |WARNING: ThreadSanitizer|SUMMARY" | tail -5
    echo "sanitizer $s: $(( $(date +%s) - start )) s"
  done
done
