#!/usr/bin/env bash
# Prints the README's table of counts for every strategy on the LeetCode
# example, AI Escargot, Platinum Blonde and the anti-brute-force puzzle:
# reference/classic_dfs.cpp (g++ -O2), whose counts the engine equals
# event for event (tests/engine_reference.rs); `sudoku-dfs trace --summary
# --strategy S PUZZLE` gives the same figures, more slowly.
#
# Usage: scripts/strategy-table.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${CXX:-g++}" -O2 -o "$work/classic_dfs" reference/classic_dfs.cpp
puzzles=(
  "LeetCode example|53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  "AI Escargot|1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
  "Platinum Blonde|.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6..."
  "anti-brute-force|..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"
)
field() { sed -n "s/.* $1=\([0-9]*\).*/\1/p"; }
group() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
echo "| puzzle | strategy | events | guesses | forced | wipeouts | backtracks |"
echo "|---|---|--:|--:|--:|--:|--:|"
for entry in "${puzzles[@]}"; do
  name=${entry%%|*}
  puzzle=${entry#*|}
  for mode in row-major most-constrained forward-checking forward-checking-mrv singles singles-mrv; do
    line=$(echo "$puzzle" | "$work/classic_dfs" "$mode")
    n() { echo "$line" | field "$1"; }
    force=$(n force); force=${force:-0}
    wipeout=$(n wipeout); wipeout=${wipeout:-0}
    # Events: every enter, placement, reject, forced move, wipeout, undo
    # and dead end, and the end (solved or exhausted).
    events=$(( $(n enter) + $(n place) + $(n reject) + force + wipeout + $(n undo) + $(n dead_end) + 1 ))
    echo "| $name | $mode | $(group "$events") | $(group "$(n place)") | $(group "$force") | $(group "$wipeout") | $(group "$(n undo)") |"
  done
done
