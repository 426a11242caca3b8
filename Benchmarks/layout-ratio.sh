#!/usr/bin/env bash
# The view layer's overhead as a ratio, in one run: for each trellis-layout-bench workload, N and
# phase, the time through the views beside the time of the same solver calls (recorded from the
# layout engines, replayed on bare TrellisSolver solvers), and view/solver. Medians of REPS.
# Times are the benchmark thread's CPU time (--cpu): on a machine shared with other builds, wall
# time is mostly waiting for a core; CLOCK=wall times by the wall clock instead.
#   Benchmarks/layout-ratio.sh                          # chain, tree, table at N = 100 and 1000
#   RUNS="table:100 tree:1000" REPS=5 Benchmarks/layout-ratio.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-"chain:100 chain:1000 tree:100 tree:1000 table:100 table:1000"}
REPS=${REPS:-3}
CLOCK=${CLOCK:-cpu}
clock_flag=$([ "$CLOCK" = cpu ] && echo --cpu || true)
swift build -c release --product trellis-layout-bench >&2
bench="$(swift build -c release --show-bin-path)/trellis-layout-bench"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for run in $RUNS; do
    "$bench" --workload "${run%%:*}" --n "${run##*:}" --reps "$REPS" --replay --no-header $clock_flag >> "$out" 2>/dev/null
done
echo "Machine: $(nproc) cores, load average $load_before before the runs, $(date -u +%Y-%m-%d)"
echo "Command: RUNS=\"$RUNS\" REPS=$REPS Benchmarks/layout-ratio.sh (medians of $REPS; $CLOCK ms for the whole phase)"
echo
echo "| workload | N | phase | views ms | solver ms | views/solver | solver calls |"
echo "|---|---|---|---|---|---|---|"
awk -F, '{ printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7 }' "$out"
