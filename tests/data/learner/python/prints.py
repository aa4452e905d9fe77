# Prints a great deal (far more than a pipe holds) before solving nothing.
def solveSudoku(board):
    for i in range(200000):
        print("line", i, "." * 40)
    board[0][2] = "4"
