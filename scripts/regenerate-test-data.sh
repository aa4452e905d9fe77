#!/usr/bin/env bash
# Writes tests/data/classic_counts.txt and tests/data/mistake_counts.txt: the
# project's instrumented reference search, reference/classic_dfs.cpp, built
# with g++ -O2 (CXX overrides the compiler) and run on the puzzles of
# tests/data/classic_puzzles.txt:
#   classic_counts.txt  row-major on the puzzles it finishes within 250,000
#                       placements, then most-constrained on all of them;
#   mistake_counts.txt  forget-restore, forget-flag, restart-column and
#                       forget-candidates on the row-major ones;
#   propagation_counts.txt  forward-checking on the puzzles it finishes
#                       within 20,000 placements, then forward-checking-mrv,
#                       singles and singles-mrv on all of them.
# tests/engine_reference.rs holds the engine to the three files, and runs this
# script with --check, which writes them to a temporary folder and compares
# them with the committed ones byte for byte (exit 1 and a diff if not).
#
# Usage: scripts/regenerate-test-data.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  *) echo "usage: scripts/regenerate-test-data.sh [--check]" >&2; exit 2 ;;
esac
cxx=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cxx" -O2 -o "$work/classic_dfs" reference/classic_dfs.cpp
out=tests/data
$check && out=$work
puzzles=tests/data/classic_puzzles.txt
run() { # MODE [MAX_PLACEMENTS] < PUZZLES > OUTPUT
  "$work/classic_dfs" "$@"
}

run row-major 250000 < "$puzzles" > "$work/row-major.out"
grep -v ' over-limit$' "$work/row-major.out" > "$work/row-major.lines"
cut -d' ' -f2 "$work/row-major.lines" > "$work/row-major.puzzles"
# The other five runs are independent: side by side on a multi-core machine.
run most-constrained < "$puzzles" > "$work/most-constrained.lines" &
for mode in forget-restore forget-flag restart-column forget-candidates; do
  run "$mode" < "$work/row-major.puzzles" > "$work/$mode.lines" &
done
for _ in 1 2 3 4 5; do wait -n; done
run forward-checking 20000 < "$puzzles" | grep -v ' over-limit$' > "$work/forward-checking.lines" &
for mode in forward-checking-mrv singles singles-mrv; do
  run "$mode" < "$puzzles" > "$work/$mode.lines" &
done
for _ in 1 2 3 4; do wait -n; done

{
  echo "# Made by scripts/regenerate-test-data.sh: reference/classic_dfs.cpp (g++ -O2) on"
  echo "# tests/data/classic_puzzles.txt, row-major on those it finishes within 250,000"
  echo "# placements, most-constrained on all. STRATEGY PUZZLE enter= place= reject="
  echo "# reject_row= reject_col= reject_box= undo= dead_end= max_depth= result= SOLUTION|-"
  echo "# The engine's counts must equal them exactly (tests/engine_reference.rs)."
  cat "$work/row-major.lines" "$work/most-constrained.lines"
} > "$out/classic_counts.txt"
{
  echo "# Made by scripts/regenerate-test-data.sh: reference/classic_dfs.cpp (g++ -O2) in"
  echo "# its four mistake modes, on the row-major puzzles of classic_counts.txt."
  echo "# MODE PUZZLE enter= place= reject= reject_row= reject_col= reject_box= undo="
  echo "# dead_end= max_depth= [force= wipeout=] complete= result= GRID|-"
  echo "# The engine's mistakes must equal them exactly (tests/engine_reference.rs)."
  cat "$work/forget-restore.lines" "$work/forget-flag.lines" "$work/restart-column.lines" \
    "$work/forget-candidates.lines"
} > "$out/mistake_counts.txt"

{
  echo "# Made by scripts/regenerate-test-data.sh: reference/classic_dfs.cpp (g++ -O2) in"
  echo "# its propagating modes on tests/data/classic_puzzles.txt: forward-checking on"
  echo "# those it finishes within 20,000 placements, the other three on all. MODE PUZZLE"
  echo "# enter= place= reject= reject_row= reject_col= reject_box= undo= dead_end="
  echo "# max_depth= force= wipeout= result= SOLUTION|-"
  echo "# The engine's strategies must equal them exactly (tests/engine_reference.rs)."
  cat "$work/forward-checking.lines" "$work/forward-checking-mrv.lines" \
    "$work/singles.lines" "$work/singles-mrv.lines"
} > "$out/propagation_counts.txt"

if $check; then
  same=true
  for f in classic_counts.txt mistake_counts.txt propagation_counts.txt; do
    if ! cmp -s "$work/$f" "tests/data/$f"; then
      echo "tests/data/$f differs from what reference/classic_dfs.cpp gives:" >&2
      diff -u "tests/data/$f" "$work/$f" | head -40 >&2 || true
      same=false
    fi
  done
  $same || exit 1
  echo "tests/data/classic_counts.txt, mistake_counts.txt and propagation_counts.txt: as reference/classic_dfs.cpp gives them"
fi
