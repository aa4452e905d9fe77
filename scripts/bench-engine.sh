#!/usr/bin/env bash
# The engine against the classic reference, in one run on one machine:
#   1. the anti-brute-force search (about 830 million events, row-major) to
#      the end: `sudoku-dfs trace --summary` (the engine with its step-back
#      record) against ../shared/reference/classic_dfs.cpp built with g++ -O2;
#   2. `sudoku-dfs solve --strategy row-major` against the same reference on
#      the same puzzle, and on a file of puzzles (norvig-top95 by default).
# Prints the best of N runs of each and the ratio (ours / reference; below 1
# is faster). Usage: scripts/bench-engine.sh [RUNS] [PUZZLE-FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
shared=../shared
file=${2:-$shared/puzzles/norvig-top95.txt}
abf='..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
g++ -O2 -o "$work/classic_dfs" "$shared/reference/classic_dfs.cpp"
ours=target/release/sudoku-dfs
echo "$abf" > "$work/abf.txt"

# best_of CMD...: the shortest wall time of $runs runs, in seconds.
best_of() {
  local best=""
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s%N)
    "$@" > /dev/null
    t1=$(date +%s%N)
    local t=$(( t1 - t0 ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
  done
  awk -v ns="$best" 'BEGIN { printf "%.3f", ns / 1e9 }'
}

ref_abf=$(best_of sh -c "'$work/classic_dfs' row-major < '$work/abf.txt'")
trace_abf=$(best_of "$ours" trace --summary "$abf")
solve_abf=$(best_of "$ours" solve --strategy row-major --jobs 1 "$abf")
ref_file=$(best_of sh -c "'$work/classic_dfs' row-major < '$file'")
solve_file=$(best_of "$ours" solve --strategy row-major --jobs 1 "$file")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf '%-58s %9s %9s %6s\n' "best of $runs (seconds)" "ours" "reference" "ratio"
printf '%-58s %9s %9s %6s\n' "anti-brute-force to the end: trace --summary" "$trace_abf" "$ref_abf" "$(ratio "$trace_abf" "$ref_abf")"
printf '%-58s %9s %9s %6s\n' "anti-brute-force: solve --strategy row-major" "$solve_abf" "$ref_abf" "$(ratio "$solve_abf" "$ref_abf")"
printf '%-58s %9s %9s %6s\n' "$(basename "$file"): solve --strategy row-major --jobs 1" "$solve_file" "$ref_file" "$(ratio "$solve_file" "$ref_file")"
