#!/usr/bin/env bash
# Renders the interactive canvas page of a document (default: seed 000, Examples/AspectFit.storyboard)
# and takes a screenshot of it with headless Chromium: out/gallery.html and out/gallery.png.
# Usage: scripts/gallery-screenshot.sh [FILE] [WIDTHxHEIGHT]
# Needs Chromium (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
file="${1:-Examples/AspectFit.storyboard}"
size="${2:-1000x900}"
if [[ -z "${TRELLIS:-}" ]]; then
    swift build --product trellis >/dev/null
    TRELLIS="$(swift build --show-bin-path)/trellis"
fi
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [[ -z "$browser" ]]; then
    echo "Chromium not found; install it (Debian: apt-get install -y chromium)" >&2
    exit 1
fi
mkdir -p out
"$TRELLIS" layout "$file" --format html --output out/gallery.html
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$PWD/out/gallery.png" \
    --window-size="${size/x/,}" "file://$PWD/out/gallery.html" 2>/dev/null
echo "out/gallery.html and out/gallery.png ($size) for $file"
