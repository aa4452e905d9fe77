// The bare classic DFS: the LeetCode 37 solution as it is usually written,
// with bool row/column/box tables, recursion, first empty cell in reading
// order, digits 1..9 -- and nothing counted. It is the speed baseline
// `scripts/bench-engine.sh` holds `sudoku-dfs solve --strategy row-major`
// against (reference/classic_dfs.cpp is the same search with every event
// counted, the baseline for `trace --summary`).
//
// Build: g++ -O2 -o bare_dfs bare_dfs.cpp
// Use:   bare_dfs < puzzles.txt   (one puzzle a line, '.' or '0' empty; lines
//        shorter than 81 characters or starting with '#' are skipped)
// Prints the 81-digit solution per puzzle, or "no solution" (also when two
// givens clash).
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

static bool row_used[9][10], col_used[9][10], box_used[9][10];
static int grid[81];

static int box_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }

// Every cell before `from` is filled (row-major order), so the scan for the
// next empty cell starts there rather than at cell 0: the stronger baseline.
static bool dfs(int from) {
    int cell = from;
    while (cell < 81 && grid[cell]) cell++;
    if (cell == 81) return true;
    int r = cell / 9, c = cell % 9, b = box_of(cell);
    for (int d = 1; d <= 9; d++) {
        if (row_used[r][d] || col_used[c][d] || box_used[b][d]) continue;
        row_used[r][d] = col_used[c][d] = box_used[b][d] = true;
        grid[cell] = d;
        if (dfs(cell + 1)) return true;
        grid[cell] = 0;
        row_used[r][d] = col_used[c][d] = box_used[b][d] = false;
    }
    return false;
}

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.size() < 81 || line[0] == '#') continue;
        memset(row_used, 0, sizeof row_used);
        memset(col_used, 0, sizeof col_used);
        memset(box_used, 0, sizeof box_used);
        bool clash = false;
        for (int i = 0; i < 81; i++) {
            char ch = line[i];
            int d = (ch >= '1' && ch <= '9') ? ch - '0' : 0;
            grid[i] = d;
            if (!d) continue;
            if (row_used[i / 9][d] || col_used[i % 9][d] || box_used[box_of(i)][d]) clash = true;
            row_used[i / 9][d] = col_used[i % 9][d] = box_used[box_of(i)][d] = true;
        }
        if (clash || !dfs(0)) {
            puts("no solution");
            continue;
        }
        for (int i = 0; i < 81; i++) putchar('0' + grid[i]);
        putchar('\n');
    }
}
