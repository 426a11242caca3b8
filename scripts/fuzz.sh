#!/usr/bin/env bash
# Runs a libFuzzer target for a number of seconds, seeded from the examples and the corpus.
#   scripts/fuzz.sh ib 600        # the Interface Builder reader, 10 minutes
#   scripts/fuzz.sh layout 600    # reading + laying out on another device
#   scripts/fuzz.sh vfl 600       # the Visual Format Language parser, conversion and layout
#   scripts/fuzz.sh yaml 600      # the YAML layout-file reader and layout
#   scripts/fuzz.sh yaml-nesting 600   # deeply nested layout files grown from the input
#   scripts/fuzz.sh xml-entities 600   # documents declaring and referencing entities
# The libraries are built by SwiftPM with -sanitize=fuzzer into .build-fuzz; the target file
# Fuzz/FuzzTargets.swift is compiled and linked against their objects with swiftc.
# Crashing inputs are written to Fuzz/crashes/<target>/; keep each as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-ib}
seconds=${2:-60}
flags=(-c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer)
swift build "${flags[@]}" --target TrellisInterfaceBuilder >&2
out=$(swift build "${flags[@]}" --show-bin-path)
# Link exactly the objects of the current sources (each module's output-file map lists them), so
# no stale object of a deleted source file is picked up.
objects=$(python3 -c '
import json, sys
for m in sys.argv[1:]:
    for src, outs in json.load(open(m)).items():
        if src and "object" in outs: print(outs["object"])
' "$out"/{TrellisSolver,Trellis,TrellisInterfaceBuilder,Yams}.build/output-file-map.json; find "$out"/CYaml.build -name '*.o')
swiftc -O -sanitize=fuzzer -parse-as-library -I "$out/Modules" \
    -Xcc -fmodule-map-file=.build-fuzz/checkouts/Yams/Sources/CYaml/include/module.modulemap \
    Fuzz/FuzzTargets.swift $objects -o "$out/trellis-fuzz" >&2
corpus=.build-fuzz/corpus/$target
mkdir -p "$corpus" "Fuzz/crashes/$target"
case $target in
  vfl|yaml-nesting|xml-entities) cp Fuzz/seeds/$target/* "$corpus"/ ;;
  yaml) cp Examples/*.yaml "$corpus"/ ;;
  *) cp Examples/*.storyboard Examples/*.xib "$corpus"/ 2>/dev/null || true
     if [ -d ../shared/corpus/files ]; then cp ../shared/corpus/files/* "$corpus"/; fi ;;
esac
# SWIFT_BACKTRACE=enable=no leaves crashes to libFuzzer, which then saves the crashing input.
SWIFT_BACKTRACE=enable=no TRELLIS_FUZZ_TARGET=$target "$out/trellis-fuzz" "$corpus" -max_total_time="$seconds" \
    -max_len=200000 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="Fuzz/crashes/$target/" -print_final_stats=1 2>&1 | tail -40
