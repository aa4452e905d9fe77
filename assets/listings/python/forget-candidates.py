# LeetCode 37 with forward checking: the classic
# backtracking, and the candidates kept too.
# row[r][d]: digit d is used in row r; col, box alike.
# cand[i][d]: digit d can still go in empty cell i.
row = [[False] * 10 for _ in range(9)]
col = [[False] * 10 for _ in range(9)]
box = [[False] * 10 for _ in range(9)]
cand = [[False] * 10 for _ in range(81)]

def dfs(board):
    if wiped_out(board):             # an empty cell has no candidate:
        return False                 # wiped out, back to caller
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
        remove_from_peers(board, r, c, d)  # d leaves the peers
        if dfs(board):               # go deeper
            return True
        row[r][d] = col[c][d] = box[b][d] = False
        board[r][c] = "."            # backtrack: unmark, clear
        # cand[p][d] = True  MISTAKE: candidates kept out
    return False                     # dead end: back to caller

def solve_sudoku(board):
    mark_the_givens(board)           # fill the tables and candidates
    if not dfs(board):
        no_solution()
