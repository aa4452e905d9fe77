# The classic LeetCode 37 search, in this project's words: fill the first
# empty cell in reading order with each digit its row, column and box allow,
# in order, and take it back when the rest cannot be filled.
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

        def fill(k: int) -> bool:
            if k == len(empty):
                return True
            r, c = empty[k]
            b = r // 3 * 3 + c // 3
            for d in "123456789":
                if d in rows[r] or d in cols[c] or d in boxes[b]:
                    continue
                board[r][c] = d
                rows[r].add(d)
                cols[c].add(d)
                boxes[b].add(d)
                if fill(k + 1):
                    return True
                board[r][c] = "."
                rows[r].remove(d)
                cols[c].remove(d)
                boxes[b].remove(d)
            return False

        fill(0)
