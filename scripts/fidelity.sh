#!/usr/bin/env bash
# Fidelity against Xcode: lays each corpus document out on its design device at its stored root
# size and reports the share of framed elements (an element not laid out is a miss) whose solved frame is within 1 pt (x, y, width and height) of
# the frame Xcode stored. Documents in which Xcode itself marked views misplaced or ambiguous are
# counted apart (their stored frames are not what the constraints give).
# Usage: scripts/fidelity.sh [CORPUS_DIR]     (default /work/shared/corpus/files; MANIFEST.tsv read
#        from CORPUS_DIR/.. when present, for each document's kind and design device)
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-/work/shared/corpus/files}"
manifest="$(dirname "$dir")/MANIFEST.tsv"
if [[ -z "${TRELLIS:-}" ]]; then
    swift build --product trellis >/dev/null
    TRELLIS="$(swift build --show-bin-path)/trellis"
fi
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
"$TRELLIS" fidelity "$dir" --verbose >"$out"

echo "# per document (worst first): within/views, kind, design device, file"
grep -E '^[0-9]+/[0-9]+' "$out" | while read -r ratio rest; do
    file="${rest##* }"; name="$(basename "$file")"
    flag=""; [[ "$rest" == *"flagged"* ]] && flag=" [flagged]"
    kind="-"; device="-"
    if [[ -f "$manifest" ]]; then
        kind="$(awk -F'\t' -v f="$name" '$1 == f { print $9 }' "$manifest")"
        device="$(awk -F'\t' -v f="$name" '$1 == f { print $11 }' "$manifest")"
    fi
    within="${ratio%/*}"; views="${ratio#*/}"
    [[ "$views" -eq 0 ]] && continue   # nothing below the root with a stored frame
    share=$(awk -v a="$within" -v b="$views" 'BEGIN { printf "%5.1f", 100 * a / b }')
    printf '%s %7s  %-16s %-20s %s%s\n' "$share" "$ratio" "${kind:--}" "${device:--}" "$name" "$flag"
done | sort -n
echo "($(grep -cE '^0/0 ' "$out" || true) documents have no subview with a stored frame and are not listed)"
echo
grep -E '^unreadable' "$out" | sed 's|/[^ ]*/||' || true
echo
grep -E '^(documents|framed elements|in documents|all documents)' "$out"
