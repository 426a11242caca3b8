#!/usr/bin/env bash
# Shell-level checks of the `trellis` executable: exit codes (0 ok, 1 check found errors, 2 bad
# input, never a crash), one-line errors, and the JSON of the examples.
# Usage: scripts/cli-smoke.sh            (builds with `swift build` first)
#        TRELLIS=path/to/trellis scripts/cli-smoke.sh
set -uo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${TRELLIS:-}" ]]; then
    swift build --product trellis >/dev/null || { echo "build failed"; exit 1; }
    TRELLIS="$(swift build --show-bin-path)/trellis"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

ok()   { passed=$((passed + 1)); echo "ok   $1"; }
bad()  { failed=$((failed + 1)); echo "FAIL $1"; }

# expect CODE DESCRIPTION -- ARGS... : runs trellis, checks the exit code; stdout/stderr in $tmp/out, $tmp/err.
expect() {
    local code="$1" what="$2"; shift 3
    "$TRELLIS" "$@" >"$tmp/out" 2>"$tmp/err"
    local rc=$?
    if [[ $rc -ne $code ]]; then bad "$what: exit $rc, expected $code ($(head -c 300 "$tmp/err"))"; return 1; fi
    if [[ $code -eq 2 ]]; then
        local lines; lines=$(wc -l <"$tmp/err")
        if [[ $lines -ne 1 ]] || ! grep -q '^trellis: error: ' "$tmp/err"; then bad "$what: stderr is not one 'trellis: error:' line: $(cat "$tmp/err")"; return 1; fi
    fi
    if grep -qiE 'backtrac|crashed|fatal error' "$tmp/err"; then bad "$what: crashed: $(head -3 "$tmp/err")"; return 1; fi
    ok "$what"
}

# json_check DESCRIPTION PYTHON-EXPRESSION : evaluates the expression with `j` = the JSON in $tmp/out.
json_check() {
    if python3 -c "import json,sys; j=json.load(open('$tmp/out')); sys.exit(0 if ($2) else 1)" 2>"$tmp/pyerr"; then ok "$1"
    else bad "$1: $(head -c 400 "$tmp/out") $(cat "$tmp/pyerr")"; fi
}

# --- success -------------------------------------------------------------------------------
expect 0 "devices lists the catalog" -- devices
grep -q 'retina4_7' "$tmp/out" && ok "devices mentions retina4_7" || bad "devices lacks retina4_7"

expect 0 "layout AspectFit.storyboard --format json" -- layout Examples/AspectFit.storyboard --format json
json_check "JSON top-level keys (sorted)" "list(j.keys()) == ['device', 'diagnostics', 'views']"
json_check "JSON device" "j['device'] == {'height': 667, 'id': 'retina4_7', 'name': 'iPhone 8', 'orientation': 'portrait', 'scale': 2, 'width': 375}"
json_check "JSON view keys (sorted)" "all(list(v.keys()) == ['class', 'height', 'id', 'superview', 'width', 'x', 'y'] for v in j['views'][1:])"
json_check "seed 000 light green (0, 120, 375, 93.5)" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['AsF-lg-001'] == [0, 120, 375, 93.5]"
json_check "seed 000 dark green (146, 0, 83, 333.5)" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['AsF-dg-001'] == [146, 0, 83, 333.5]"
json_check "root has no superview" "'superview' not in j['views'][0]"
grep -q '"frame": \[0, 120, 375, 93.5\]' "$tmp/out" && ok "whole numbers printed as integers" || bad "numbers not printed as integers"

expect 0 "layout AspectFit.yaml on iPhone 4s landscape" -- layout Examples/AspectFit.yaml --device "iPhone 4s" --orientation landscape --format json
json_check "yaml light green (0, 20, 480, 120)" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['light'] == [0, 20, 480, 120]"
json_check "yaml dark green (220, 0, 40, 160)" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['dark'] == [220, 0, 40, 160]"

expect 0 "layout ContentPressure.yaml" -- layout Examples/ContentPressure.yaml --format json
json_check "seed 001: 501 keeps 200x200, 499 yields 100x100" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['resists'] == [50, 50, 200, 200] and {v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['yields'] == [50, 300, 100, 100]"

expect 0 "layout ContentPressure.storyboard --scene CPr-sc-499" -- layout Examples/ContentPressure.storyboard --scene CPr-sc-499 --format json
json_check "storyboard scene 499: 100x100" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']}['CPr-iv-499'] == [50, 50, 100, 100]"

expect 0 "layout --format svg" -- layout Examples/AspectFit.storyboard --format svg
grep -q '<rect x="0" y="120" width="375" height="93.5"' "$tmp/out" && ok "svg draws the light green at (0, 120, 375, 93.5)" || bad "svg lacks the light-green rect"

expect 0 "layout --format html --output" -- layout Examples/AspectFit.storyboard --format html --output "$tmp/gallery.html"
# The page carries its pictures deflated in Base64 (CanvasPage); count them.
n=$(python3 -c 'import re,sys,base64,zlib,json; h=open(sys.argv[1]).read(); m=re.search(r"id=\"pictures\" data-length=\"\d+\">([^<]*)<", h); print(len(json.loads(zlib.decompress(base64.b64decode(m.group(1))))["pictures"]) if m else 0)' "$tmp/gallery.html")
[[ $n -ge 20 ]] && ok "gallery has $n pictures" || bad "gallery has only $n pictures"

expect 0 "check AspectFit.storyboard" -- check Examples/AspectFit.storyboard
printf 'view:\n  id: root\n  subviews: [{id: a}]\nconstraints:\n  - a.width == 100\n  - a.width == 200\n  - a.height == 10\n  - a.top == superview.top\n  - a.leading == superview.leading\n' >"$tmp/conflict.yaml"
expect 1 "check finds a conflict (exit 1)" -- check "$tmp/conflict.yaml"
grep -q 'unsatisfiable' "$tmp/out" && ok "check names the conflict" || bad "check output lacks 'unsatisfiable'"

expect 0 "vfl lists constraints" -- vfl 'H:|-m-[a(==b)]-[b]-m-|' --views a,b --metrics m=10
grep -q '<LayoutConstraint a.width == b.width>' "$tmp/out" && ok "vfl shows a.width == b.width" || bad "vfl listing: $(cat "$tmp/out")"
expect 0 "vfl --size --format json" -- vfl 'H:|-m-[a(==b)]-[b]-m-|' --views a,b --metrics m=10 --size 320x100 --format json
json_check "vfl frames: a (10, 0, 146, 0), b (164, 0, 146, 0) in a 320x100 superview" "{v['id']: [v['x'], v['y'], v['width'], v['height']] for v in j['views']} == {'superview': [0, 0, 320, 100], 'a': [10, 0, 146, 0], 'b': [164, 0, 146, 0]}"
"$TRELLIS" vfl 'H:|-[a]-[c]' --views a >"$tmp/out" 2>"$tmp/err"; rc=$?
if [[ $rc -eq 2 ]] && head -1 "$tmp/err" | grep -q '^trellis: error: .*column 10' && sed -n 3p "$tmp/err" | grep -qx '           ^'; then
    ok "vfl error: exit 2, message with column, format and caret"
else bad "vfl error (exit $rc): $(cat "$tmp/err")"; fi

# --- bad input: exit 2, one line ------------------------------------------------------------
printf '<?xml version="1.0"?>\n<document type="x" version="3.0">\n  <scenes>\n  </scene>\n</document>\n' >"$tmp/bad.xib"
expect 2 "malformed XML" -- layout "$tmp/bad.xib"
grep -qE 'line [0-9]+, column [0-9]+' "$tmp/err" && ok "malformed XML names line and column" || bad "no line/column: $(cat "$tmp/err")"
printf '<?xml version="1.0"?>\n<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"></archive>\n' >"$tmp/old.xib"
expect 2 "pre-Xcode-5 archive" -- layout "$tmp/old.xib"
grep -q 'unsupported' "$tmp/err" && ok "archive reported unsupported" || bad "archive: $(cat "$tmp/err")"
expect 2 "unknown device" -- layout Examples/AspectFit.storyboard --device ipohne8
grep -q 'retina4_7' "$tmp/err" && ok "unknown device suggests retina4_7" || bad "no suggestion: $(cat "$tmp/err")"
expect 2 "unknown scene" -- layout Examples/AspectFit.storyboard --scene nope
grep -q "nope" "$tmp/err" && ok "unknown scene named" || bad "scene not named: $(cat "$tmp/err")"
expect 2 "missing file" -- layout "$tmp/none.storyboard"
expect 2 "wrong extension" -- layout README.md
printf 'view:\n  id: root\n  subviews: [{id: a}]\nconstraints:\n  - a.width <= a.hieght\n' >"$tmp/typo.yaml"
expect 2 "YAML equation typo" -- layout "$tmp/typo.yaml"
grep -q 'line 5, column 14' "$tmp/err" && ok "equation error names line 5, column 14" || bad "equation error: $(cat "$tmp/err")"
printf 'view:\n  id: [root\n' >"$tmp/broken.yaml"
expect 2 "malformed YAML" -- layout "$tmp/broken.yaml"
expect 2 "missing argument" -- layout
expect 2 "bad --format value" -- layout Examples/AspectFit.storyboard --format pdf
expect 2 "unknown subcommand" -- frob

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
