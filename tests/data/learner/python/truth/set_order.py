# Digits taken from a set of strings: the order is the set's hash order,
# the same for every cell of one run, but the tables are kept correctly.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        empty = []
        for r in range(9):
            for c in range(9):
                d = board[r][c]
                if d == ".":
                    empty.append((r, c))
                else:
                    rows[r].add(d)
                    cols[c].add(d)
                    boxes[r // 3 * 3 + c // 3].add(d)

        def dfs(i: int) -> bool:
            if i == len(empty):
                return True
            r, c = empty[i]
            b = r // 3 * 3 + c // 3
            for d in set("123456789") - rows[r] - cols[c] - boxes[b]:
                board[r][c] = d
                rows[r].add(d)
                cols[c].add(d)
                boxes[b].add(d)
                if dfs(i + 1):
                    return True
                rows[r].discard(d)
                cols[c].discard(d)
                boxes[b].discard(d)
                board[r][c] = "."
            return False

        dfs(0)
