# A top-level solve_sudoku, writing through a negative index and a slice (a
# copy of cells); the file's own main set aside.
def solve_sudoku(board):
    board[0][-1] = "2"
    board[1][0:2] = ["7", "."]
    return True

if __name__ == "__main__":
    raise SystemExit("the runner must not run this")
