#!/usr/bin/env bash
# Generates a storyboard with about N views (default 100,000) and measures `trellis layout` on it:
# wall time, CPU time and peak memory, and, as a baseline measured in the same run, the time
# Python's ElementTree takes only to parse the same file. The root holds N/100 rows stacked by constraints (leading/trailing
# to the root, each top to the previous row's bottom, height 44); each row holds 99 springs-and-
# struts subviews with frames, so Auto Layout, autoresizing translation and the reader all scale.
# Lines are kept short: FoundationXML (libxml2 without XML_PARSE_HUGE) refuses documents past 10 MB.
# With BASELINE set to another build's `trellis` (say main's), that one runs too, on the same file
# in the same run, and the two JSON outputs are compared byte for byte.
#   scripts/big-document.sh 100000
#   BASELINE=/tmp/trellis-main scripts/big-document.sh 100000
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
rows=$(( n / 100 ))
file=$(mktemp -d)/big.storyboard
python3 - "$rows" "$file" <<'PY'
import sys
rows, path = int(sys.argv[1]), sys.argv[2]
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">',
       '<device id="retina4_7" orientation="portrait"/><scenes><scene sceneID="s"><objects><viewController id="vc">',
       '<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
       '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>']
for r in range(rows):
    out.append(f'<view translatesAutoresizingMaskIntoConstraints="NO" id="r{r}"><rect key="frame" x="0.0" y="{44*r}" width="375" height="44"/><subviews>')
    for k in range(99):
        out.append(f'<view id="v{r}-{k}"><rect key="frame" x="{(k*3.75):.2f}" y="2" width="3" height="40"/></view>')
    out.append('</subviews></view>')
out.append('</subviews><constraints>')
for r in range(rows):
    out.append(f'<constraint firstItem="r{r}" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l{r}"/>')
    out.append(f'<constraint firstItem="r{r}" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="t{r}"/>')
    prev = f'r{r-1}' if r else 'root'
    attr = 'bottom' if r else 'top'
    out.append(f'<constraint firstItem="r{r}" firstAttribute="top" secondItem="{prev}" secondAttribute="{attr}" id="p{r}"/>')
    out.append(f'<constraint firstItem="r{r}" firstAttribute="height" constant="44" id="h{r}"/>')
out.append('</constraints></view></viewController></objects></scene></scenes></document>')
open(path, 'w').write('\n'.join(out))
PY
swift build -c release --product trellis >&2
bin="$(swift build -c release --show-bin-path)/trellis"
out=/dev/null; [ -n "${BASELINE:-}" ] && out="$file.json"
echo "document: $(( rows * 100 + 1 )) views, $(( rows * 4 )) constraints, $(du -h "$file" | cut -f1)"
/usr/bin/time -f "trellis layout --format json: wall %e s, CPU %U s user + %S s system, peak memory %M KiB" \
    "$bin" layout "$file" --format json > "$out"
if [ -n "${BASELINE:-}" ]; then
    /usr/bin/time -f "baseline $BASELINE layout --format json: wall %e s, CPU %U s user + %S s system, peak memory %M KiB" \
        "$BASELINE" layout "$file" --format json > "$file.baseline.json"
    if cmp -s "$file.json" "$file.baseline.json"; then echo "JSON outputs: byte-identical"; else echo "JSON outputs: DIFFERENT"; fi
fi
/usr/bin/time -f "baseline, Python's xml.etree.ElementTree.parse alone: wall %e s, CPU %U s user + %S s system, peak memory %M KiB" \
    python3 -c 'import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])' "$file"
