# never-clears: "the tables are enough" — the cell is never set back to
# '.'; the next digit is written over the last, and going back leaves the
# deeper cells holding their digits.
from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        todo = []
        for r in range(9):
            for c in range(9):
                v = board[r][c]
                if v == ".":
                    todo.append((r, c))
                else:
                    rows[r].add(v)
                    cols[c].add(v)
                    boxes[(r // 3) * 3 + c // 3].add(v)

        def go(i):
            if i == len(todo):
                return True
            r, c = todo[i]
            b = (r // 3) * 3 + c // 3
            for d in "123456789":
                if d not in rows[r] and d not in cols[c] and d not in boxes[b]:
                    board[r][c] = d
                    rows[r].add(d)
                    cols[c].add(d)
                    boxes[b].add(d)
                    if go(i + 1):
                        return True
                    rows[r].discard(d)
                    cols[c].discard(d)
                    boxes[b].discard(d)
            return False

        go(0)
