#!/usr/bin/env bash
# Generates a storyboard with about N views (default 100,000) and measures `trellis layout` on it:
# wall time, CPU time and peak memory, and, as a baseline measured in the same run, the time
# Python's ElementTree takes only to parse the same file. The root holds N/100 rows stacked by constraints (leading/trailing
# to the root, each top to the previous row's bottom, height 44); each row holds 99 springs-and-
# struts subviews with frames, so Auto Layout, autoresizing translation and the reader all scale.
# Lines are kept short: FoundationXML (libxml2 without XML_PARSE_HUGE) refuses documents past 10 MB.
# With BASELINE set to another build's `trellis` (say main's), that one runs too, on the same file
# in the same run, and the two JSON outputs are compared byte for byte. With KINDS=mixed the
# subviews cycle through the kinds with readers of their own (labels, buttons, switches, sliders,
# image views, text fields, segmented controls, steppers, progress views, activity indicators),
# each with the attributes Xcode writes, and every tenth row is a table view with three
# prototype cells (style, accessory, row height): the per-kind readers and the rows' arrangement
# scale with N too. Its lines are longer (about 160 bytes a view): up to 60,000 views stay under
# libxml2's 10 MB.
#   scripts/big-document.sh 100000
#   BASELINE=/tmp/trellis-main scripts/big-document.sh 100000
#   KINDS=mixed BASELINE=/tmp/trellis-main scripts/big-document.sh 100000
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-100000}
rows=$(( n / 100 ))
file=$(mktemp -d)/big.storyboard
python3 - "$rows" "$file" "${KINDS:-plain}" <<'PY'
import sys
rows, path, kinds = int(sys.argv[1]), sys.argv[2], sys.argv[3]
mixed = [
    '<label text="Item" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></label>',
    '<button buttonType="system" contentHorizontalAlignment="center" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/><state key="normal" title="Go"/></button>',
    '<switch on="YES" contentHorizontalAlignment="center" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></switch>',
    '<slider value="0.5" minValue="0.0" maxValue="1" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></slider>',
    '<imageView contentMode="scaleAspectFit" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></imageView>',
    '<textField borderStyle="roundedRect" textAlignment="natural" placeholder="Name" minimumFontSize="17" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></textField>',
    '<segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/><segments><segment title="A"/><segment title="B"/></segments></segmentedControl>',
    '<stepper maximumValue="100" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></stepper>',
    '<progressView progress="0.5" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></progressView>',
    '<activityIndicatorView hidesWhenStopped="YES" style="medium" id="{id}"><rect key="frame" x="{x}" y="2" width="3" height="40"/></activityIndicatorView>',
]
def table(r):
    cells = ''.join(f'<tableViewCell style="IBUITableViewCellStyleValue1" accessoryType="disclosureIndicator" selectionStyle="default" indentationWidth="10" rowHeight="44" reuseIdentifier="c{c}" id="c{r}-{c}"><rect key="frame" x="0.0" y="{28 + 44*c}" width="375" height="44"/><tableViewCellContentView key="contentView" id="cv{r}-{c}"><rect key="frame" x="0.0" y="0.0" width="342" height="44"/></tableViewCellContentView></tableViewCell>' for c in range(3))
    return f'<tableView style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" alwaysBounceVertical="YES" dataMode="prototypes" id="tv{r}"><rect key="frame" x="0.0" y="2" width="375" height="40"/><prototypes>{cells}</prototypes></tableView>'

out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">',
       '<device id="retina4_7" orientation="portrait"/><scenes><scene sceneID="s"><objects><viewController id="vc">',
       '<view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
       '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>']
for r in range(rows):
    out.append(f'<view translatesAutoresizingMaskIntoConstraints="NO" id="r{r}"><rect key="frame" x="0.0" y="{44*r}" width="375" height="44"/><subviews>')
    if kinds == 'mixed' and r % 10 == 9:
        out.append(table(r))
    for k in range(99 if kinds != "mixed" or r % 10 != 9 else 92):
        if kinds == 'mixed':
            out.append(mixed[k % len(mixed)].format(id=f'v{r}-{k}', x=f'{(k*3.75):.2f}'))
        else:
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
