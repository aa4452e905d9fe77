#!/usr/bin/env bash
# The engine against C++, in one run on one machine, on the anti-brute-force
# puzzle (830 million events, row-major):
#   1. `sudoku-dfs solve --strategy row-major` (the plain search) against the
#      bare recursive C++ DFS, scripts/bare_dfs.cpp (bool tables, no
#      counting), built with g++ -O2. Goal: ratio <= 0.7.
#   2. `sudoku-dfs trace --summary` (the engine, with its step-back record)
#      against the project's instrumented reference, reference/classic_dfs.cpp
#      (the same search counting every event), built with g++ -O2.
#      Goal: ratio <= 0.5.
#   3. the full JSON Lines `trace` of Platinum Blonde (13.4 million events,
#      1.1 GB, to /dev/null) against its own `trace --summary`. Goal: <= 20.
# Optionally 4.: solve --strategy row-major --jobs 1 on a file of puzzles
# against the bare C++ on the same file.
#
# Each command is run RUNS times, taking turns, so that a busy machine
# disturbs all of them alike; each figure is the best run. Times are CPU
# seconds (user + system) of the whole process, which other work on a
# shared machine disturbs less than wall time; wall time is shown too.
# Ratio = ours / theirs: below 1, ours is faster.
#
# Usage: scripts/bench-engine.sh [RUNS] [PUZZLE-FILE]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
file=${2:-}
abf='..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9'
platinum='.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
g++ -O2 -o "$work/bare_dfs" scripts/bare_dfs.cpp
g++ -O2 -o "$work/classic_dfs" reference/classic_dfs.cpp
ours=target/release/sudoku-dfs
echo "$abf" > "$work/abf.txt"

names=(bare solve classic summary jsonl jsonl_summary)
commands=(
  "'$work/bare_dfs' < '$work/abf.txt'"
  "'$ours' solve --strategy row-major --jobs 1 '$abf'"
  "'$work/classic_dfs' row-major < '$work/abf.txt'"
  "'$ours' trace --summary '$abf'"
  "'$ours' trace '$platinum'"
  "'$ours' trace --summary '$platinum'"
)
if [ -n "$file" ]; then
  names+=(bare_file solve_file)
  commands+=("'$work/bare_dfs' < '$file'" "'$ours' solve --strategy row-major --jobs 1 '$file'")
fi

declare -A cpu wall
TIMEFORMAT='%3U %3S %3R'
for _ in $(seq "$runs"); do
  for i in "${!names[@]}"; do
    t=$( { time sh -c "${commands[$i]}" > /dev/null; } 2>&1 )
    read -r user sys real <<< "$t"
    c=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
    n=${names[$i]}
    if [ -z "${cpu[$n]:-}" ] || awk -v a="$c" -v b="${cpu[$n]}" 'BEGIN { exit !(a < b) }'; then
      cpu[$n]=$c
    fi
    if [ -z "${wall[$n]:-}" ] || awk -v a="$real" -v b="${wall[$n]}" 'BEGIN { exit !(a < b) }'; then
      wall[$n]=$real
    fi
  done
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
row() { # label ours theirs
  printf '%-56s %8s %8s %6s   %8s %8s %6s\n' "$1" "${cpu[$2]}" "${cpu[$3]}" "$(ratio "${cpu[$2]}" "${cpu[$3]}")" \
    "${wall[$2]}" "${wall[$3]}" "$(ratio "${wall[$2]}" "${wall[$3]}")"
}
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-56s %8s %8s %6s   %8s %8s %6s\n' "best of $runs, seconds" "cpu ours" "theirs" "ratio" "wall ours" "theirs" "ratio"
row "anti-brute-force: solve --strategy row-major / bare C++" solve bare
row "anti-brute-force: trace --summary / classic_dfs.cpp" summary classic
row "Platinum Blonde: full trace / its trace --summary" jsonl jsonl_summary
if [ -n "$file" ]; then
  row "$(basename "$file"): solve --strategy row-major / bare C++" solve_file bare_file
fi
