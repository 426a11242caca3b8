#!/usr/bin/env bash
# The cost of measuring text, as a ratio in one run: `trellis layout` (release build, the whole
# command: read, calibrate on the design device, lay out, print) on a generated storyboard of N
# labels, half single-line and half multi-line (24 words, numberOfLines 0, stored as high as their
# text wraps at the stored width; pinned leading and trailing, each below the last), designed on
# an iPhone 8 and laid out on an iPhone SE (288 points wide, not 343) so that every multi-line
# label re-wraps — with `--text measured` (HarfBuzz + Inter) against the same
# document with `--text stored`, the baseline. The two modes alternate, REPS runs each; medians
# of wall time and of CPU time (user + system, steadier on a shared machine).
#   Benchmarks/text-bench.sh               # N = 100 and 1000, 5 runs each
#   REPS=3 Benchmarks/text-bench.sh 300
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${*:-100 1000}
reps=${REPS:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
swift build -c release --product trellis >&2
swift build -c release --product trellis-text-bench >&2
bin="$(swift build -c release --show-bin-path)/trellis"
bench="$(swift build -c release --show-bin-path)/trellis-text-bench"

# The document: Benchmarks/trellis-text-bench's (``LabelsDocument``), each multi-line label stored
# as high as its text wraps at the stored width, as Xcode stores one.
generate() { "$bench" --n "$1" --write-document "$2"; }

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# One run: "wall-ms cpu-ms".
run() {
    /usr/bin/time -f "%e %U %S" -o "$dir/time" "$bin" layout "$1" --device retina4_0 --text "$2" > "$dir/out-$2"
    awk '{ printf "%d %d\n", $1 * 1000, ($2 + $3) * 1000 }' "$dir/time"
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) before the runs, $(date -u +%Y-%m-%d)"
echo "Command: REPS=$reps Benchmarks/text-bench.sh $sizes (trellis layout on an iPhone SE, medians of $reps, ms)"
echo
echo "| labels | measured wall | stored wall | wall ratio | measured CPU | stored CPU | CPU ratio |"
echo "|---|---|---|---|---|---|---|"
for n in $sizes; do
    file="$dir/labels-$n.storyboard"
    generate "$n" "$file"
    : > "$dir/measured"; : > "$dir/stored"
    for _ in $(seq "$reps"); do
        run "$file" measured >> "$dir/measured"
        run "$file" stored >> "$dir/stored"
    done
    mw=$(cut -d' ' -f1 "$dir/measured" | median); mc=$(cut -d' ' -f2 "$dir/measured" | median)
    sw=$(cut -d' ' -f1 "$dir/stored" | median); sc=$(cut -d' ' -f2 "$dir/stored" | median)
    awk -v n="$n" -v mw="$mw" -v sw="$sw" -v mc="$mc" -v sc="$sc" 'BEGIN {
        printf "| %d | %d | %d | %.2f | %d | %d | %.2f |\n", n, mw, sw, (sw > 0 ? mw / sw : 0), mc, sc, (sc > 0 ? mc / sc : 0) }'
done
