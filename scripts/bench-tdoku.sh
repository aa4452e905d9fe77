#!/usr/bin/env bash
# The fast solver against tdoku (the fastest published Sudoku solver), both
# built and run here, side by side: puzzles per second on one thread for the
# first solution and for counting up to 2, on the four reference sets.
#
# tdoku's source is not part of this project: give a checkout of
# https://github.com/t-dillon/tdoku. Its src/solver_dpll_triad_simd.cc and
# src/util.cc are compiled unchanged and driven by scripts/tdoku_bench.cc,
# which measures the way `sudoku-dfs bench` does (puzzles parsed first, one
# warm-up pass, best round of whole passes of at least 0.2 s, the thread's
# CPU time).
#
# Compiler: CXX, else clang++ when installed (with "-O3 -mavx", the build
# the figures in puzzles/README.md were taken with), else g++
# (with "-O3 -march=native", g++'s faster build of it); CXXFLAGS overrides.
#
# The two take turns, set by set, RUNS times; each figure is the best run.
# Ratio = sudoku-dfs / tdoku in puzzles per second: above 1, ours is faster.
#
# Usage: scripts/bench-tdoku.sh TDOKU_CHECKOUT [RUNS] [SECONDS] [SET...]
#   SECONDS: measured per mode and run (default 3); SET: a file stem in
#   puzzles/, STEM.txt or STEM.txt.gz (default: the four reference sets; a
#   gzipped set is decompressed to a temporary file first, for both).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ ! -f "$1/src/solver_dpll_triad_simd.cc" ]; then
    echo "usage: scripts/bench-tdoku.sh TDOKU_CHECKOUT [RUNS] [SECONDS] [SET...]" >&2
    echo "  (TDOKU_CHECKOUT: a checkout of https://github.com/t-dillon/tdoku)" >&2
    exit 2
fi
tdoku=$1
runs=${2:-2}
seconds=${3:-3}
shift $(( $# < 3 ? $# : 3 ))
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(royle-17clue magictour-top1465 forum-hardest-1905-11plus forum-hardest-1106)

if [ -z "${CXX:-}" ]; then
    if command -v clang++ >/dev/null; then CXX=clang++; else CXX=g++; fi
fi
if [ -z "${CXXFLAGS:-}" ]; then
    case "$CXX" in *clang*) CXXFLAGS="-O3 -mavx" ;; *) CXXFLAGS="-O3 -march=native" ;; esac
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=scripts/puzzle-sets.sh
. scripts/puzzle-sets.sh
for set in "${sets[@]}"; do plain_set "$set" "$work" > /dev/null; done
# shellcheck disable=SC2086 # CXXFLAGS is a list of flags
{
    $CXX $CXXFLAGS -c "$tdoku/src/solver_dpll_triad_simd.cc" -o "$work/solver.o"
    $CXX $CXXFLAGS -c "$tdoku/src/util.cc" -o "$work/util.o"
    $CXX $CXXFLAGS -c scripts/tdoku_bench.cc -o "$work/bench.o"
    $CXX $CXXFLAGS "$work/bench.o" "$work/solver.o" "$work/util.o" -o "$work/tdoku_bench"
}
cargo build --release --quiet --bin sudoku-dfs
ours=target/release/sudoku-dfs

declare -A best
keep_best() { # key value
    local old=${best[$1]:-0}
    best[$1]=$(awk -v a="$old" -v b="$2" 'BEGIN { print (b > a ? b : a) }')
}
echo "tdoku built with $CXX $CXXFLAGS; $runs runs of >= $seconds s per mode; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq "$runs"); do
    for set in "${sets[@]}"; do
        file=$(plain_set "$set" "$work")
        # A failed check (a wrong answer, or a count other than one) stops
        # the run: a rate means nothing without right answers.
        if ! "$work/tdoku_bench" -t "$seconds" "$file" >"$work/tdoku.out" 2>"$work/tdoku.err"; then
            cat "$work/tdoku.err" >&2
            echo "bench-tdoku: tdoku failed on $file" >&2
            exit 1
        fi
        read -r t1 t2 g1 g2 < <(awk 'NR == 2 { print $3, $4, $5, $6 }' "$work/tdoku.out")
        read -r o1 o2 < <("$ours" bench --seconds "$seconds" "$file" 2>/dev/null |
            awk 'NR == 2 { gsub(",", "", $3); gsub(",", "", $4); print $3, $4 }')
        keep_best "$set tdoku first" "$t1"
        keep_best "$set tdoku count2" "$t2"
        keep_best "$set ours first" "$o1"
        keep_best "$set ours count2" "$o2"
        echo "run $run: $set: tdoku $t1 / $t2, sudoku-dfs $o1 / $o2 (guesses per puzzle in tdoku: $g1 / $g2)"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
printf '%-28s %22s %22s %14s\n' "set" "tdoku first/count2" "sudoku-dfs first/count2" "ours/tdoku"
for set in "${sets[@]}"; do
    tf=${best["$set tdoku first"]}; tc=${best["$set tdoku count2"]}
    of=${best["$set ours first"]}; oc=${best["$set ours count2"]}
    awk -v s="$set" -v tf="$tf" -v tc="$tc" -v of="$of" -v oc="$oc" 'BEGIN {
        printf "%-28s %10d / %9d %10d / %9d %7.2f / %.2f\n", s, tf, tc, of, oc, of / tf, oc / tc }'
done
