# Sets per row, column and box, and a list of the empty cells filled in
# reading order; digits 1 to 9; a returned bool stops at the answer.
# second opinion: row=r col=c digit=n
class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        row_has = [set() for _ in range(9)]
        col_has = [set() for _ in range(9)]
        box_has = [set() for _ in range(9)]
        todo = []
        for r in range(9):
            for c in range(9):
                v = board[r][c]
                if v == ".":
                    todo.append((r, c))
                else:
                    row_has[r].add(v)
                    col_has[c].add(v)
                    box_has[(r // 3) * 3 + c // 3].add(v)

        def go(i):
            if i == len(todo):
                return True
            r, c = todo[i]
            b = (r // 3) * 3 + c // 3
            for n in range(1, 10):
                d = str(n)  # tries
                if d in row_has[r] or d in col_has[c] or d in box_has[b]:
                    continue
                board[r][c] = d
                row_has[r].add(d)
                col_has[c].add(d)
                box_has[b].add(d)
                if go(i + 1):
                    return True
                row_has[r].discard(d)
                col_has[c].discard(d)
                box_has[b].discard(d)
                board[r][c] = "."
            return False

        go(0)
