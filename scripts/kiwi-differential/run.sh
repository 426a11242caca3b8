#!/usr/bin/env bash
# Differential run of TrellisSolver against kiwisolver (docs/solver.md, "Differential test
# against kiwi"). Creates a virtual environment with kiwisolver from PyPI (Benchmarks/.venv/kiwi,
# ignored by git), generates COUNT fresh seeded random systems and kiwi's answers, replays them on
# TrellisSolver (KiwiDifferentialTests.liveSystemsAgreeWithKiwi) and prints
# "N systems, M variables compared, K disagreements". Exits non-zero on any disagreement.
#   scripts/kiwi-differential/run.sh                 # 10,000 systems, seed from the clock
#   scripts/kiwi-differential/run.sh 10000 42        # COUNT SEED
#   KEEP=systems.txt scripts/kiwi-differential/run.sh   # keep the generated file
#   FIXTURE=1 scripts/kiwi-differential/run.sh 2000 20261123   # rewrite the committed fixture
set -euo pipefail
cd "$(dirname "$0")/../.."
count="${1:-10000}"
seed="${2:-$(date +%s)}"
venv=Benchmarks/.venv/kiwi
kiwi_version="${KIWI_VERSION:-1.5.1}"

if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import kiwisolver, sys; sys.exit(kiwisolver.__version__ != '$kiwi_version')" 2>/dev/null; then
    "$venv/bin/pip" install --quiet "kiwisolver==$kiwi_version"
fi

if [[ -n "${FIXTURE:-}" ]]; then
    out=Tests/TrellisSolverTests/Differential/Fixtures/kiwi-$count.txt
    "$venv/bin/python" scripts/kiwi-differential/generate.py --count "$count" --seed "$seed" --out "$out"
    echo "wrote $out ($(wc -c <"$out") bytes); update the counts in KiwiDifferentialTests"
    exit 0
fi

file="${KEEP:-$(mktemp --suffix .kiwi.txt)}"
log="$(mktemp)"
[[ -n "${KEEP:-}" ]] || trap 'rm -f "$file" "$log"' EXIT
start=$(date +%s.%N)
"$venv/bin/python" scripts/kiwi-differential/generate.py --count "$count" --seed "$seed" --out "$file" 2>&1
generated=$(date +%s.%N)
status=0
TRELLIS_KIWI_SYSTEMS="$(realpath "$file")" swift test --filter liveSystemsAgreeWithKiwi >"$log" 2>&1 || status=$?
done_=$(date +%s.%N)
grep -F "kiwi differential (live)" "$log" | sed 's/^kiwi differential (live): //' | grep -v '^[0-9]* systems, ' || true
grep -F "# kiwi removals" "$file" || true
echo "kiwisolver $kiwi_version, seed $seed: kiwi $(printf '%.1f' "$(echo "$generated - $start" | bc)") s," \
     "swift test (build + replay) $(printf '%.1f' "$(echo "$done_ - $generated" | bc)") s"
summary="$(grep -F "kiwi differential (live)" "$log" | grep -o '[0-9]* systems, [0-9]* variables compared, [0-9]* disagreements.*' | tail -1)"
if [[ -z "$summary" ]]; then
    tail -40 "$log"
    echo "the live replay did not run (status $status)"
    exit 1
fi
echo "$summary" | sed 's/ (.*//'
echo "details: ${summary#*disagreements }"
exit "$status"
