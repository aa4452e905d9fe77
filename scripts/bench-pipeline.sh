#!/usr/bin/env bash
# Whole-process figures of `solve` and `count --limit 2` (read, parse, check,
# solve, write) on the reference sets, in one run on one machine:
#   - one thread: sudoku-dfs `--jobs 1` against the `sudoku` crate 0.8's
#     whole process (examples/crate_whole.rs: read the file, solve or count
#     each line, print), ratio = ours / theirs in seconds (below 1: faster);
#   - every core: sudoku-dfs `--jobs 0` against its own `--jobs 1`, as
#     throughput (the scaling; goal >= 1.9 on 2 cores for
#     forum-hardest-1905-11plus).
# The commands take turns for RUNS rounds; each figure is the best round.
# Times: CPU seconds (user + system) for the one-thread ratio, which a busy
# shared machine disturbs less than wall time; wall seconds for the scaling,
# which is about wall time.
#
# Usage: scripts/bench-pipeline.sh [RUNS] [SET...]   (SET: a file stem in
# puzzles/, STEM.txt or STEM.txt.gz; default: the four reference sets; a
# gzipped set is decompressed to a temporary file first, so both programs
# read the same plain text)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(royle-17clue magictour-top1465 forum-hardest-1905-11plus forum-hardest-1106)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# shellcheck source=scripts/puzzle-sets.sh
. scripts/puzzle-sets.sh
for s in "${sets[@]}"; do plain_set "$s" "$work" > /dev/null; done

cargo build --release --quiet --bin sudoku-dfs --example crate_whole
ours=target/release/sudoku-dfs
crate=target/release/examples/crate_whole

declare -A cpu wall
TIMEFORMAT='%3U %3S %3R'
measure() { # name command
  local t user sys real c
  t=$( { time sh -c "$2" > /dev/null; } 2>&1 )
  read -r user sys real <<< "$t"
  c=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')
  if [ -z "${cpu[$1]:-}" ] || awk -v a="$c" -v b="${cpu[$1]}" 'BEGIN { exit !(a < b) }'; then cpu[$1]=$c; fi
  if [ -z "${wall[$1]:-}" ] || awk -v a="$real" -v b="${wall[$1]}" 'BEGIN { exit !(a < b) }'; then wall[$1]=$real; fi
}
for _ in $(seq "$runs"); do
  for s in "${sets[@]}"; do
    f=$(plain_set "$s" "$work")
    measure "$s.solve.1" "'$ours' solve --jobs 1 '$f'"
    measure "$s.solve.crate" "'$crate' solve '$f'"
    measure "$s.solve.all" "'$ours' solve --jobs 0 '$f'"
    measure "$s.count.1" "'$ours' count --limit 2 --jobs 1 '$f'"
    measure "$s.count.crate" "'$crate' count2 '$f'"
    measure "$s.count.all" "'$ours' count --limit 2 --jobs 0 '$f'"
  done
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); best of $runs"
printf '%-27s %-6s %9s %9s %6s   %9s %9s %7s\n' set mode "cpu ours" "crate" ratio "wall 1" "wall all" scaling
for s in "${sets[@]}"; do
  for m in solve count; do
    printf '%-27s %-6s %9s %9s %6s   %9s %9s %7s\n' "$s" "$m" "${cpu[$s.$m.1]}" "${cpu[$s.$m.crate]}" \
      "$(ratio "${cpu[$s.$m.1]}" "${cpu[$s.$m.crate]}")" "${wall[$s.$m.1]}" "${wall[$s.$m.all]}" \
      "$(ratio "${wall[$s.$m.1]}" "${wall[$s.$m.all]}")"
  done
done
