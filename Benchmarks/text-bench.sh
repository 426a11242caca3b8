#!/usr/bin/env bash
# The cost of measuring text, as a ratio in one run: `trellis layout` (release build, the whole
# command: read, calibrate on the design device, lay out, print) on a generated storyboard of N
# labels, half single-line and half multi-line (24 words, numberOfLines 0, pinned leading and
# trailing, each below the last), designed on an iPhone 8 and laid out on an iPhone SE so that
# every multi-line label re-wraps — with `--text measured` (HarfBuzz + Inter) against the same
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
bin="$(swift build -c release --show-bin-path)/trellis"

generate() {
python3 - "$1" "$2" <<'PY'
import sys
n, path = int(sys.argv[1]), sys.argv[2]
words = "Trellis lays out storyboards on Linux for every device and wraps each label at its width".split()
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">',
       '<device id="retina4_7" orientation="portrait"/><scenes><scene sceneID="s"><objects><viewController id="vc">',
       '<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
       '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>']
y = 0.0
for i in range(n):
    multi = i % 2 == 1
    text = " ".join(words[(i + k) % len(words)] for k in range(24 if multi else 3)) + f" {i}"
    h = 61 if multi else 20.5
    lines = ' numberOfLines="0"' if multi else ''
    out.append(f'<label text="{text}"{lines} translatesAutoresizingMaskIntoConstraints="NO" id="l{i}">'
               f'<rect key="frame" x="16" y="{y}" width="343" height="{h}"/>'
               '<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
    y += h
out.append('</subviews><constraints>')
for i in range(n):
    out.append(f'<constraint firstItem="l{i}" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="a{i}"/>')
    out.append(f'<constraint firstAttribute="trailing" secondItem="l{i}" secondAttribute="trailing" constant="16" id="b{i}"/>')
    prev, attr = (f'l{i-1}', 'bottom') if i else ('root', 'top')
    out.append(f'<constraint firstItem="l{i}" firstAttribute="top" secondItem="{prev}" secondAttribute="{attr}" id="c{i}"/>')
out.append('</constraints></view></viewController></objects></scene></scenes></document>')
open(path, 'w').write('\n'.join(out))
PY
}

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
