# A top-level solve_sudoku, writing through a slice and a negative index,
# and the file's own main set aside.
def solve_sudoku(board):
    board[0][-1] = "2"
    board[1][0:2] = ["7", "."]
    return True

if __name__ == "__main__":
    raise SystemExit("the runner must not run this")
