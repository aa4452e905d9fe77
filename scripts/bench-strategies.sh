#!/usr/bin/env bash
# The engine's step rate for every strategy against row-major's, in one run
# on one machine: `sudoku-dfs trace --summary --strategy S` (the engine with
# its step-back record) on Platinum Blonde, each strategy RUNS times, taking
# turns so that a busy machine disturbs them alike; each figure is the best
# run's CPU time (user + system). Rate = events / CPU seconds; ratio = the
# strategy's rate / row-major's (row-major runs in the bulk loop; the
# propagating strategies one event at a time, scanning for wipeouts and
# singles after each placement). A benchmark, not a test: it fails on nothing.
#
# Usage: scripts/bench-strategies.sh [RUNS] [PUZZLE]   (default: Platinum Blonde)
# (SUDOKU_DFS=path: time that binary instead of building the release one.)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
puzzle=${2:-'.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...'}
bin=${SUDOKU_DFS:-}
if [[ -z $bin ]]; then
  cargo build --release --quiet
  bin=target/release/sudoku-dfs
fi
strategies=(row-major most-constrained forward-checking forward-checking-mrv singles singles-mrv)
declare -A best events
for ((run = 0; run < runs; run++)); do
  for s in "${strategies[@]}"; do
    out=$( { /usr/bin/time -f '%U %S' "$bin" trace --summary --strategy "$s" "$puzzle" >"${TMPDIR:-/tmp}/bench-strategies.$$"; } 2>&1 )
    cpu=$(echo "$out" | awk '{print $1 + $2}')
    events[$s]=$(sed -n 's/.*"steps":\([0-9]*\).*/\1/p' "${TMPDIR:-/tmp}/bench-strategies.$$")
    if [[ -z ${best[$s]:-} ]] || awk -v a="$cpu" -v b="${best[$s]}" 'BEGIN{exit !(a < b)}'; then
      best[$s]=$cpu
    fi
  done
done
rm -f "${TMPDIR:-/tmp}/bench-strategies.$$"
base=$(awk -v e="${events[row-major]}" -v t="${best[row-major]}" 'BEGIN{print e / (t > 0 ? t : 0.001)}')
printf '%-22s %14s %9s %16s %8s\n' strategy events cpu_s events_per_s ratio
for s in "${strategies[@]}"; do
  awk -v s="$s" -v e="${events[$s]}" -v t="${best[$s]}" -v b="$base" 'BEGIN{
    t = (t > 0 ? t : 0.001); r = e / t;
    printf "%-22s %14d %9.2f %16.0f %8.3f\n", s, e, t, r, r / b }'
done
