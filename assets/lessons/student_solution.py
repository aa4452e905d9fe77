# A student's LeetCode 37 solution, as it is often first written: no
# tables. Before writing a digit it reads the cell's row, column and box
# on the board; it fills the first empty cell in reading order, tries
# 1 to 9, and clears the cell again when nothing deeper works.
class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def fits(r: int, c: int, d: str) -> bool:
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
            top, left = r // 3 * 3, c // 3 * 3
            for i in range(3):
                for j in range(3):
                    if board[top + i][left + j] == d:
                        return False
            return True

        def fill() -> bool:
            for r in range(9):
                for c in range(9):
                    if board[r][c] != ".":
                        continue
                    for d in "123456789":
                        if fits(r, c, d):
                            board[r][c] = d
                            if fill():
                                return True
                            board[r][c] = "."
                    return False
            return True

        fill()
