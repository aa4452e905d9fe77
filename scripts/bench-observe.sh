#!/usr/bin/env bash
# The cost of observing a learner's solution (issue 19): the project's
# classic Python and C++ solutions (tests/data/learner/) on Platinum Blonde
# (2,229,482 writes), observed under their harness as `watch` and `check`
# run them, against the same code run unobserved on a plain board. Prints
# a table of wall times (whole processes, start-up included, compiling
# not), best of 3 each, and the Python process's own CPU time both ways,
# which a busy shared machine disturbs less. Goal: at most 3x for Python.
#
# Usage: scripts/bench-observe.sh   (needs python3 and g++ or clang++)
set -euo pipefail
cd "$(dirname "$0")/.."
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
cargo run --release -p sudoku-dfs-core --example observe_bench 2>&1 |
    grep -E '^\||^Platinum|^Python,'
