#!/usr/bin/env bash
# Times `trellis layout` on a generated storyboard of N labels (default 1,000) with text measured
# (the default: HarfBuzz + Inter, calibrated on the design device, then laid out on an iPhone SE
# so every multi-line label re-wraps) against the same document with the stored sizes, in the
# same run: median wall time of R runs each (default 5) and the ratio.
#   Benchmarks/text-bench.sh 1000 5
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
reps=${2:-5}
file=$(mktemp -d)/labels.storyboard
python3 - "$n" "$file" <<'PY'
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
swift build -c release --product trellis >&2
bin="$(swift build -c release --show-bin-path)/trellis"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
run() {
    for _ in $(seq "$reps"); do
        local t0 t1
        t0=$(date +%s%N)
        "$bin" layout "$file" --device retina4_0 --text "$1" > /dev/null
        t1=$(date +%s%N)
        echo $(( (t1 - t0) / 1000000 ))
    done | median
}
measured=$(run measured)
stored=$(run stored)
echo "document: $n labels (half single-line, half multi-line), laid out on an iPhone SE"
echo "trellis layout, whole command (read, calibrate on the design device, lay out, print), median of $reps:"
echo "  --text measured: ${measured} ms"
echo "  --text stored:   ${stored} ms"
awk -v m="$measured" -v s="$stored" 'BEGIN { printf "  ratio measured/stored: %.2f\n", (s > 0 ? m / s : 0) }'
