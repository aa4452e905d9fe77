# LeetCode 37: the classic backtracking solution.
# row[r][d]: digit d is used in row r; col, box alike.
row = [[False] * 10 for _ in range(9)]
col = [[False] * 10 for _ in range(9)]
box = [[False] * 10 for _ in range(9)]

def dfs(board):
    cell = next_empty_cell(board)
    if cell is None:
        return True                  # none left: solved
    r, c = cell
    b = r // 3 * 3 + c // 3
    for d in range(1, 10):
        if row[r][d] or col[c][d] or box[b][d]:
            continue                 # d is used: reject
        row[r][d] = col[c][d] = box[b][d] = True
        board[r][c] = str(d)         # mark, write
        if dfs(board):               # go deeper
            return True
        row[r][d] = col[c][d] = box[b][d] = False
        board[r][c] = "."            # backtrack: unmark, clear
    return False                     # dead end: back to caller

def solve_sudoku(board):
    mark_the_givens(board)           # fill the tables
    if not dfs(board):
        no_solution()
