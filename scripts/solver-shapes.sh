#!/usr/bin/env bash
# Times `trellis` on the solver shapes of issue 20, item 7 (docs/hardening.md), each input
# generated here, with a CPU limit per run; prints "shape seconds peak-KB exit" lines.
#   scripts/solver-shapes.sh                       # .build/release/trellis, every shape
#   TRELLIS=.build/debug/trellis SHAPES="ge2000 p500" LIMIT=60 scripts/solver-shapes.sh
# Shapes: eqN / geN  N views chained by == / >= (each 10 × 10, vI.leading OP v(I-1).trailing);
#         pwN        N views, every pair vJ.leading >= vI.trailing @500;
#         pwnearN    the same constraints, the pairs ordered by distance (adjacent ones first), an
#                    order in which the optimum does not move (docs/hardening.md);
#         vflN       `trellis vfl 'H:|-(>=2)-[v0(>=10,<=999)]-(>=2)-…-(>=0)-|'` with N views in a
#                    100,000-point superview (N = 3658: 94,000 characters, near the 100,000 maximum);
#         pN         `trellis vfl 'H:|[a(>=0,>=1,…)]|'` with N predicates in 300 points.
set -uo pipefail
cd "$(dirname "$0")/.."
trellis=${TRELLIS:-.build/release/trellis}
limit=${LIMIT:-120}
shapes=${SHAPES:-"eq1000 ge1000 eq10000 ge10000 pw100 pw300 vfl1000 vfl3658 p250 p500 p1000 p6780"}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
gen() {  # gen KIND N [OP] > file
  python3 - "$@" <<'PY'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
def views(n):
    return ["view:", "  id: root", "  subviews:"] + [f"    - id: v{i}" for i in range(n)] + ["constraints:"]
if kind == "chain":
    out = views(n) + ["  - v0.leading == root.leading", "  - v0.top == root.top"]
    for i in range(n):
        if i: out += [f"  - v{i}.leading {sys.argv[3]} v{i-1}.trailing", f"  - v{i}.top == v{i-1}.top"]
        out += [f"  - v{i}.width == 10", f"  - v{i}.height == 10"]
    print("\n".join(out))
elif kind == "pairwise":
    out = views(n) + ["  - v0.leading == root.leading"]
    for i in range(n):
        out += [f"  - v{i}.top == root.top", f"  - v{i}.width == 10", f"  - v{i}.height == 10"]
        out += [f"  - v{j}.leading >= v{i}.trailing @500" for j in range(i + 1, n)]
    print("\n".join(out))
elif kind == "pairwise-near":
    out = views(n) + ["  - v0.leading == root.leading"]
    for i in range(n):
        out += [f"  - v{i}.top == root.top", f"  - v{i}.width == 10", f"  - v{i}.height == 10"]
    pairs = sorted(((i, j) for i in range(n) for j in range(i + 1, n)), key=lambda p: (p[1] - p[0], p[0]))
    out += [f"  - v{j}.leading >= v{i}.trailing @500" for i, j in pairs]
    print("\n".join(out))
elif kind == "vfl":
    print("H:|" + "".join(f"-(>=2)-[v{i}(>=10,<=999)]" for i in range(n)) + "-(>=0)-|")
    print(",".join(f"v{i}" for i in range(n)))
elif kind == "preds":
    print("H:|[a(" + ",".join(f">={i}" for i in range(n)) + ")]|")
PY
}
run() {  # run NAME ARGS…
  local name=$1; shift
  /usr/bin/time -f "$name %e s %M KB exit %x" -o "$dir/time" sh -c "ulimit -t $limit; exec \"\$@\" > /dev/null 2>&1" sh "$trellis" "$@"
  cat "$dir/time" | tail -1
}
for s in $shapes; do
  n=${s//[a-z]/}
  case $s in
    eq*) gen chain "$n" "==" > "$dir/$s.yaml"; run "$s" layout "$dir/$s.yaml" --format json ;;
    ge*) gen chain "$n" ">=" > "$dir/$s.yaml"; run "$s" layout "$dir/$s.yaml" --format json ;;
    pwnear*) gen pairwise-near "$n" > "$dir/$s.yaml"; run "$s" layout "$dir/$s.yaml" --format json ;;
    pw*) gen pairwise "$n" > "$dir/$s.yaml"; run "$s" layout "$dir/$s.yaml" --format json ;;
    vfl*) gen vfl "$n" > "$dir/$s.txt"
          run "$s" vfl "$(head -1 "$dir/$s.txt")" --views "$(tail -1 "$dir/$s.txt")" --size 100000x100 --format json ;;
    p*) gen preds "$n" > "$dir/$s.txt"; run "$s" vfl "$(cat "$dir/$s.txt")" --views a --size 300x100 --format json ;;
  esac
done
