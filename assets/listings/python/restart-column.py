# The first seed's search as printed: the next cell is looked for from
# the cell just filled, every later row from that same column.
row = [[False] * 10 for _ in range(9)]
col = [[False] * 10 for _ in range(9)]
box = [[False] * 10 for _ in range(9)]

def dfs(board, h, l):
    for i in range(h, 9):
        for j in range(l, 9):        # MISTAKE: j = l
            if board[i][j] != ".":
                continue
            b = i // 3 * 3 + j // 3  # the next empty cell
            for d in range(1, 10):
                if row[i][d] or col[j][d] or box[b][d]:
                    continue         # d is used: reject
                row[i][d] = col[j][d] = box[b][d] = True
                board[i][j] = str(d) # mark, write
                if dfs(board, i, j): # go deeper
                    return True
                row[i][d] = col[j][d] = box[b][d] = False
                board[i][j] = "."    # backtrack: unmark, clear
            return False             # dead end: back to caller
    return True                      # none found: "solved"

def solve_sudoku(board):
    mark_the_givens(board)           # fill the tables
    if not dfs(board, 0, 0):
        no_solution()
