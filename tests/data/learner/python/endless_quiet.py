# Never ends and never writes: the time limit alone must stop it.
class Solution:
    def solveSudoku(self, board):
        n = 0
        while True:
            n += 1
