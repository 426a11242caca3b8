#!/usr/bin/env bash
# Runs trellis-layout-bench on this checkout and on an earlier commit (default bb6fce4, before the
# layout-cycle work) in the same run, and prints after/before ratios per workload, N and phase.
# The earlier commit gets today's benchmark sources (Benchmarks/trellis-layout-bench and
# BenchmarkSupport) added to its package in a temporary worktree.
#   Benchmarks/layout-compare.sh                       # chain 100 and 1000, tree 100, table 20
#   BASE=<commit> RUNS="chain:100 tree:100" REPS=3 Benchmarks/layout-compare.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:-bb6fce4}
RUNS=${RUNS:-"chain:100 chain:1000 tree:100 table:20"}
REPS=${REPS:-3}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/base" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add -q --detach "$tmp/base" "$BASE"
cp -r Benchmarks/trellis-layout-bench Benchmarks/BenchmarkSupport "$tmp/base/Benchmarks/"
# The earlier commit has no SolverRecording: no --replay there.
sed -i -e '/replay-begin/,/replay-end/d' -e 's/^@_spi(Benchmarks) import Trellis/import Trellis/' -e '/replay-only/d' \
    "$tmp/base/Benchmarks/trellis-layout-bench/main.swift"
cat >> "$tmp/base/Package.swift" <<'SWIFT'
package.targets += [
    .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
    .executableTarget(name: "trellis-layout-bench", dependencies: ["Trellis", "BenchmarkSupport"],
                      path: "Benchmarks/trellis-layout-bench"),
]
SWIFT
swift build -c release --product trellis-layout-bench >&2
(cd "$tmp/base" && swift build -c release --product trellis-layout-bench --scratch-path "$tmp/build" >&2)
after="$(swift build -c release --show-bin-path)/trellis-layout-bench"
before="$tmp/build/release/trellis-layout-bench"
for run in $RUNS; do
    w=${run%%:*}; n=${run##*:}
    "$before" --workload "$w" --n "$n" --reps "$REPS" --no-header >> "$tmp/before.csv" 2>/dev/null
    "$after" --workload "$w" --n "$n" --reps "$REPS" --no-header >> "$tmp/after.csv" 2>/dev/null
done
echo "Machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d); before = $BASE, after = $(git rev-parse --short HEAD); medians of $REPS, ms per phase"
echo
python3 - "$tmp/before.csv" "$tmp/after.csv" <<'PY'
import csv, sys
def load(p):
    return {(r[0], int(r[1]), r[2]): (float(r[3]), float(r[7])) for r in csv.reader(open(p))}
b, a = load(sys.argv[1]), load(sys.argv[2])
print("| workload | N | phase | before | after | after/before |")
print("|---|---|---|---|---|---|")
mismatch = []
for key in [k for k in a if k in b]:
    (tb, cb), (ta, ca) = b[key], a[key]
    if abs(ca - cb) > 1e-3 * max(1, abs(cb)): mismatch.append(f"{key}: before {cb} after {ca}")
    print(f"| {key[0]} | {key[1]} | {key[2]} | {tb:.3g} | {ta:.3g} | {ta / tb if tb > 0 else float('inf'):.3f} |")
print()
print("Checksums: " + ("all equal" if not mismatch else "DIFFER: " + "; ".join(mismatch)))
PY
