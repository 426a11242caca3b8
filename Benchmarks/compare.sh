#!/usr/bin/env bash
# Runs trellis-bench and the kiwi baseline in the same run on the same workloads and prints a
# Markdown table of Trellis/kiwi time ratios per workload, N and phase (below 1: Trellis faster),
# after checking that both report the same checksums.
#   Benchmarks/compare.sh                 # chain, chain_dense, tree at N = 100, 300, 1000
#   NS="100 300" REPS=5 Benchmarks/compare.sh
#   WORKLOADS=enaml-like REPS=15 Benchmarks/compare.sh   # kiwi's enaml-like set: build, resize (N ignored)
#   WORKLOADS=pairwise NS="30 60 100" REPS=1 Benchmarks/compare.sh   # issue 20's dense shape (kiwi: 23 s at 100)
set -euo pipefail
cd "$(dirname "$0")/.."
NS=${NS:-"100 300 1000"}
REPS=${REPS:-3}
WORKLOADS=${WORKLOADS:-"chain chain_dense tree"}
swift build -c release --product trellis-bench >&2
trellis="$(swift build -c release --show-bin-path)/trellis-bench"
kiwi="$(Benchmarks/kiwi/build.sh)"
out=$(mktemp -d)
load_before=$(cut -d' ' -f1-3 /proc/loadavg)   # after compiling, before the runs
for w in $WORKLOADS; do
  ns=$NS
  [ "$w" = enaml-like ] && ns=1   # a fixed system: run once
  for n in $ns; do
    "$trellis" --workload "$w" --n "$n" --reps "$REPS" --no-header >> "$out/trellis.csv" 2>/dev/null
    "$kiwi" --workload "$w" --n "$n" --reps "$REPS" --no-header >> "$out/kiwi.csv" 2>/dev/null
  done
done
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load average $load_before before the runs, $(date -u +%Y-%m-%d)"
echo "Command: NS=\"$NS\" REPS=$REPS WORKLOADS=\"$WORKLOADS\" Benchmarks/compare.sh (medians of $REPS repetitions)"
echo
python3 - "$out/trellis.csv" "$out/kiwi.csv" <<'PY'
import csv, sys
def load(p):
    return {(r[0], int(r[1]), r[4]): (float(r[5]), float(r[9])) for r in csv.reader(open(p))}
t, k = load(sys.argv[1]), load(sys.argv[2])
# Building a solved system is add + solve: Trellis's optional adds wait for the first read
# (`Solver.settle`), so its solve phase holds their work, where kiwi's holds none.
for d in (t, k):
    for (w, n, p) in list(d):
        if p == "add" and (w, n, "solve") in d:
            d[(w, n, "add+solve")] = (d[(w, n, "add")][0] + d[(w, n, "solve")][0], d[(w, n, "solve")][1])
order = ["build", "resize", "add", "solve", "add+solve", "resize1000", "intrinsic_change", "intrinsic_revert", "remove10pct", "readd10pct",
         "toggle_each"]
phases = [p for p in order if any(key[2] == p for key in t)]
# Phases whose optimum is not unique, so the two solvers may legitimately end on different optimal
# vertices: at 800x400, fl3top anywhere in [106, 369] gives the same mmedium error (544), and
# trellis (106) and kiwi (369) pick different ends. Reported, not hidden.
ties = {("enaml-like", "resize"): "non-unique optimum (fl3top in [106, 369] all optimal at 800x400)"}
print("| workload | N | " + " | ".join(phases) + " |")
print("|---|---|" + "---|" * len(phases))
mismatch, notes = [], []
for key in sorted({(w, n) for (w, n, _) in t}):
    cells = []
    for p in phases:
        a, b = t.get((*key, p)), k.get((*key, p))
        if not a or not b:
            cells.append("—"); continue
        if abs(a[1] - b[1]) > 1e-3 * max(1, abs(b[1])):
            if (key[0], p) in ties:
                notes.append(f"{key[0]} {p}: trellis {a[1]:g} kiwi {b[1]:g}, {ties[(key[0], p)]}")
            else:
                mismatch.append(f"{key} {p}: trellis {a[1]} kiwi {b[1]}")
        ratio = a[0] / b[0] if b[0] > 0 else float("inf")
        cells.append(f"{ratio:.2f} ({a[0]:.3g} / {b[0]:.3g} ms)" if b[0] >= 0.01 else f"{ratio:.2f} ({a[0] * 1000:.3g} / {b[0] * 1000:.3g} µs)")
    print(f"| {key[0]} | {key[1]} | " + " | ".join(cells) + " |")
print()
print("Checksums: " + ("all equal" if not mismatch else "MISMATCH: " + "; ".join(mismatch))
      + ("" if not notes else " except known ties: " + "; ".join(notes)))
PY
rm -rf "$out"
