// sudoku-dfs's yardstick: the textbook backtracking search for Sudoku (bool
// "digit already used" tables for rows, columns and boxes, one recursive call
// per filled cell), written plainly in C++ and made to count what it does in
// the words of the sudoku-dfs engine. The engine must count the same, event
// for event: scripts/regenerate-test-data.sh runs this program to write
// tests/data/classic_counts.txt and tests/data/mistake_counts.txt, and
// tests/engine_reference.rs holds the engine to them. scripts/bench-engine.sh
// also times it, as the speed a plain C++ search with counters has.
//
// Build: g++ -O2 -o classic_dfs reference/classic_dfs.cpp
// Run:   classic_dfs MODE [MAX_PLACEMENTS] < puzzles.txt
//
// MODE is one of
//   row-major         the correct search; the next cell is the first empty
//                     one in reading order
//   most-constrained  the correct search; the next cell is the empty one
//                     with the fewest digits left (the first such in reading
//                     order on a tie)
// or one of the propagating searches (the same search, with one step added
// after each placement, as the engine's strategies of the same names):
//   forward-checking      row-major; after each placement (and at the start),
//                         the first empty cell in reading order left with no
//                         candidate is a wipeout: the placements since the
//                         last guess, then that guess, are undone at once
//   forward-checking-mrv  the same with most-constrained's choice of cell
//   singles               forward checking, then, while no cell is wiped
//                         out, the first forced move is placed: the first
//                         empty cell in reading order with one candidate,
//                         else the first unit (rows 1-9, columns 1-9, boxes
//                         1-9) with a digit (1-9) that has one place left
//                         there; repeated before the next cell is chosen
//   singles-mrv           the same with most-constrained's choice of cell
// A forced move is undone like a guess when its branch fails (counted in
// undo), and has no other digit to try. Their lines add force=N (forced
// placements) and wipeout=N; place counts guesses only and
// max_depth counts forced placements too. (force= and wipeout= come after
// max_depth.)
// or one of the bug lab's four mistakes, each a search with one line
// wrong, as learners write it (the first three row-major):
//   forget-restore    backtracking clears the cell but leaves the digit
//                     marked in the three tables, so it stays "used" for
//                     the rest of the search
//   forget-flag       the deeper call's answer is thrown away ("dfs(board);"
//                     where "if (dfs(board)) return true;" belongs): a full
//                     grid does not end the search, which takes it apart
//                     again and goes on until every branch is tried
//   restart-column    the next cell is looked for from the cell just filled,
//                     and on every later row only from that cell's column on
//                     ("for (int j = col; j < 9; j++)" inside the row loop),
//                     so the cells left of it are never visited and the
//                     search can call a grid with holes in it solved
//   forget-candidates forward-checking that keeps each empty cell's
//                     candidates in a table of its own (filled from the
//                     givens): a placement removes its digit from the
//                     candidates of its empty peers (row, column, box),
//                     the wipeout test reads that table, and backtracking
//                     unmarks the three tables but never gives the
//                     candidates back, so a cell can run out of them while
//                     digits still fit it (its line has force=, wipeout=
//                     and complete=)
//
// With MAX_PLACEMENTS, a search that would place more digits than that stops
// and its line says "over-limit" instead of counts: the test data takes the
// row-major search only on puzzles it finishes quickly.
//
// Input: one puzzle a line, its first 81 characters the cells in reading
// order ('1'-'9' a given, any other character an empty cell); a line that
// starts with '#' or has fewer than 81 characters is not a puzzle and is
// passed over. Output: one line per puzzle,
//   MODE PUZZLE enter=N place=N reject=N reject_row=N reject_col=N
//     reject_box=N undo=N dead_end=N max_depth=N [complete=N]
//     result=solved|exhausted GRID|-
// on one line, where
//   enter      a cell was chosen to fill (one per level of the search)
//   place      a digit was written in it (the tables said it was free)
//   reject     a digit was found used; reject_row, _col and _box say which
//              table said so, asked in that order, the first one counted
//   undo       a placed digit was taken back after its branch failed
//   dead_end   all nine digits of a cell were tried: back to the caller
//   max_depth  the most digits the search itself had on the grid at once
//   complete   (mistakes only) how often the search found no empty cell
//              left; for the correct search it is 1 when solved, 0 else
//   result     solved: the search reported success; exhausted: it came
//              back from the first cell with nothing found
//   GRID       the grid as the search left it, '.' for an empty cell, when
//              it is solved, and always under forget-flag; '-' otherwise.
// Two givens that clash in a row, column or box give "MODE PUZZLE conflict".
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

enum class Mode {
    RowMajor, MostConstrained, ForgetRestore, ForgetFlag, RestartColumn,
    ForwardChecking, ForwardCheckingMrv, Singles, SinglesMrv, ForgetCandidates
};

struct ModeName {
    const char* name;
    Mode mode;
};

const ModeName kModes[] = {
    {"row-major", Mode::RowMajor},
    {"most-constrained", Mode::MostConstrained},
    {"forget-restore", Mode::ForgetRestore},
    {"forget-flag", Mode::ForgetFlag},
    {"restart-column", Mode::RestartColumn},
    {"forward-checking", Mode::ForwardChecking},
    {"forward-checking-mrv", Mode::ForwardCheckingMrv},
    {"singles", Mode::Singles},
    {"singles-mrv", Mode::SinglesMrv},
    {"forget-candidates", Mode::ForgetCandidates},
};

bool propagates(Mode m) {
    return m == Mode::ForwardChecking || m == Mode::ForwardCheckingMrv || m == Mode::Singles ||
           m == Mode::SinglesMrv || m == Mode::ForgetCandidates;
}
bool fewest_first(Mode m) {
    return m == Mode::MostConstrained || m == Mode::ForwardCheckingMrv || m == Mode::SinglesMrv;
}

struct Counts {
    long long enter = 0, place = 0, undo = 0, dead_end = 0, complete = 0;
    long long reject_row = 0, reject_col = 0, reject_box = 0;
    long long force = 0, wipeout = 0;
    int max_depth = 0;
};

// What one level of the search reports to the level above.
enum class Found { Solution, Nothing, OverLimit };

int box_index(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

class Search {
public:
    Search(Mode mode, long long max_placements) : mode_(mode), max_placements_(max_placements) {}

    // Reads the givens; false when two of them clash.
    bool load(const std::string& line) {
        std::memset(in_row_, 0, sizeof in_row_);
        std::memset(in_col_, 0, sizeof in_col_);
        std::memset(in_box_, 0, sizeof in_box_);
        counts_ = Counts();
        depth_ = 0;
        bool clash = false;
        for (int cell = 0; cell < 81; cell++) {
            char ch = line[cell];
            int digit = ch >= '1' && ch <= '9' ? ch - '0' : 0;
            grid_[cell] = digit;
            if (digit == 0) continue;
            int r = cell / 9, c = cell % 9, b = box_index(cell);
            if (in_row_[r][digit] || in_col_[c][digit] || in_box_[b][digit]) clash = true;
            in_row_[r][digit] = in_col_[c][digit] = in_box_[b][digit] = true;
        }
        // forget-candidates' own table starts as the true candidates.
        for (int cell = 0; cell < 81; cell++)
            for (int d = 1; d <= 9; d++) cand_[cell][d] = !grid_[cell] && free_at(cell, d);
        return !clash;
    }

    // The search from the first cell (restart-column scans from r1c1).
    Found run() { return propagates(mode_) ? propagate_then_fill() : fill_next(0); }

    const Counts& counts() const { return counts_; }
    const int* grid() const { return grid_; }

private:
    // The cell to fill next, or -1 when none is empty (for the scan it can
    // see). `last` is the cell filled just before, for restart-column.
    int next_cell(int last) const {
        if (fewest_first(mode_)) {
            // Counting stops once a cell cannot beat the best so far, and
            // the scan once a cell has no digit left: the choice is the same.
            int best = -1, fewest = 10;
            for (int cell = 0; cell < 81 && fewest > 0; cell++) {
                if (grid_[cell]) continue;
                int r = cell / 9, c = cell % 9, b = box_index(cell);
                int free_digits = 0;
                for (int d = 1; d <= 9 && free_digits < fewest; d++)
                    if (!in_row_[r][d] && !in_col_[c][d] && !in_box_[b][d]) free_digits++;
                if (free_digits < fewest) {
                    fewest = free_digits;
                    best = cell;
                }
            }
            return best;
        }
        if (mode_ == Mode::RestartColumn) {
            for (int r = last / 9; r < 9; r++)
                for (int c = last % 9; c < 9; c++)
                    if (!grid_[r * 9 + c]) return r * 9 + c;
            return -1;
        }
        for (int cell = 0; cell < 81; cell++)
            if (!grid_[cell]) return cell;
        return -1;
    }

    bool free_at(int cell, int d) const {
        return !in_row_[cell / 9][d] && !in_col_[cell % 9][d] && !in_box_[box_index(cell)][d];
    }

    int candidate_count(int cell, int* last) const {
        int n = 0;
        for (int d = 1; d <= 9; d++)
            if (free_at(cell, d)) { n++; *last = d; }
        return n;
    }

    void put(int cell, int d) {
        in_row_[cell / 9][d] = in_col_[cell % 9][d] = in_box_[box_index(cell)][d] = true;
        grid_[cell] = d;
        if (++depth_ > counts_.max_depth) counts_.max_depth = depth_;
    }

    void take_back(int cell, int d) {
        counts_.undo++;
        depth_--;
        grid_[cell] = 0;
        in_row_[cell / 9][d] = in_col_[cell % 9][d] = in_box_[box_index(cell)][d] = false;
    }

    // The cell of unit u's k-th place: rows 0-8, columns 9-17, boxes 18-26.
    static int unit_cell(int u, int k) {
        if (u < 9) return u * 9 + k;
        if (u < 18) return k * 9 + (u - 9);
        int b = u - 18;
        return (b / 3) * 27 + (b % 3) * 3 + (k / 3) * 9 + k % 3;
    }

    // The first forced move, as the header says; false when there is none.
    bool find_single(int* cell_out, int* digit_out) const {
        for (int cell = 0; cell < 81; cell++) {
            if (grid_[cell]) continue;
            int last = 0;
            if (candidate_count(cell, &last) == 1) { *cell_out = cell; *digit_out = last; return true; }
        }
        for (int u = 0; u < 27; u++) {
            for (int d = 1; d <= 9; d++) {
                int places = 0, where = -1;
                bool placed = false;
                for (int k = 0; k < 9; k++) {
                    int cell = unit_cell(u, k);
                    if (grid_[cell] == d) placed = true;
                    if (!grid_[cell] && free_at(cell, d)) { places++; where = cell; }
                }
                if (!placed && places == 1) { *cell_out = where; *digit_out = d; return true; }
            }
        }
        return false;
    }

    bool wiped_out() const {
        for (int cell = 0; cell < 81; cell++) {
            if (grid_[cell]) continue;
            if (mode_ == Mode::ForgetCandidates) {
                bool any = false;
                for (int d = 1; d <= 9; d++) any = any || cand_[cell][d];
                if (!any) return true;
                continue;
            }
            int last = 0;
            if (candidate_count(cell, &last) == 0) return true;
        }
        return false;
    }

    // forget-candidates: d leaves the candidates of the empty cells that
    // share a row, column or box with `cell`. Nothing ever puts it back.
    void remove_from_peers(int cell, int d) {
        for (int other = 0; other < 81; other++) {
            bool peer = other / 9 == cell / 9 || other % 9 == cell % 9 ||
                        box_index(other) == box_index(cell);
            if (other != cell && peer && !grid_[other]) cand_[other][d] = false;
        }
    }

    // Propagation after a placement (or at the start), then the next level;
    // the forced moves made here are undone here when the branch fails.
    Found propagate_then_fill() {
        int forced_cell[81], forced_digit[81], forced = 0;
        Found found = Found::Nothing;
        for (;;) {
            if (wiped_out()) { counts_.wipeout++; break; }
            int cell, d;
            bool singles = mode_ == Mode::Singles || mode_ == Mode::SinglesMrv;
            if (!singles || !find_single(&cell, &d)) { found = fill_next(0); break; }
            counts_.force++;
            put(cell, d);
            forced_cell[forced] = cell;
            forced_digit[forced] = d;
            forced++;
        }
        if (found == Found::Nothing)
            while (forced > 0) { forced--; take_back(forced_cell[forced], forced_digit[forced]); }
        return found;
    }

    Found fill_next(int last) {
        int cell = next_cell(last);
        if (cell < 0) {
            counts_.complete++;
            return Found::Solution;
        }
        counts_.enter++;
        int r = cell / 9, c = cell % 9, b = box_index(cell);
        for (int d = 1; d <= 9; d++) {
            if (in_row_[r][d]) { counts_.reject_row++; continue; }
            if (in_col_[c][d]) { counts_.reject_col++; continue; }
            if (in_box_[b][d]) { counts_.reject_box++; continue; }
            if (++counts_.place > max_placements_) return Found::OverLimit;
            in_row_[r][d] = in_col_[c][d] = in_box_[b][d] = true;
            grid_[cell] = d;
            if (++depth_ > counts_.max_depth) counts_.max_depth = depth_;
            if (mode_ == Mode::ForgetCandidates) remove_from_peers(cell, d);

            Found deeper = propagates(mode_) ? propagate_then_fill() : fill_next(cell);
            if (deeper == Found::OverLimit) return deeper;
            if (deeper == Found::Solution && mode_ != Mode::ForgetFlag) return deeper;

            counts_.undo++;
            depth_--;
            grid_[cell] = 0;
            if (mode_ != Mode::ForgetRestore) in_row_[r][d] = in_col_[c][d] = in_box_[b][d] = false;
            // (forget-candidates: the candidates removed above stay removed)
        }
        counts_.dead_end++;
        return Found::Nothing;
    }

    Mode mode_;
    long long max_placements_;
    bool in_row_[9][10], in_col_[9][10], in_box_[9][10];
    bool cand_[81][10];  // forget-candidates only
    int grid_[81];
    int depth_ = 0;
    Counts counts_;
};

void print_result(const char* mode_name, Mode mode, const std::string& puzzle, Found found,
                  const Search& search) {
    const Counts& n = search.counts();
    std::printf("%s %s enter=%lld place=%lld reject=%lld reject_row=%lld reject_col=%lld "
                "reject_box=%lld undo=%lld dead_end=%lld max_depth=%d",
                mode_name, puzzle.c_str(), n.enter, n.place,
                n.reject_row + n.reject_col + n.reject_box, n.reject_row, n.reject_col,
                n.reject_box, n.undo, n.dead_end, n.max_depth);
    if (propagates(mode)) std::printf(" force=%lld wipeout=%lld", n.force, n.wipeout);
    bool mistake = mode == Mode::ForgetRestore || mode == Mode::ForgetFlag ||
                   mode == Mode::RestartColumn || mode == Mode::ForgetCandidates;
    if (mistake) std::printf(" complete=%lld", n.complete);
    bool solved = found == Found::Solution;
    std::printf(" result=%s ", solved ? "solved" : "exhausted");
    if (solved || mode == Mode::ForgetFlag) {
        for (int cell = 0; cell < 81; cell++) std::putchar(search.grid()[cell] ? '0' + search.grid()[cell] : '.');
    } else {
        std::putchar('-');
    }
    std::putchar('\n');
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: classic_dfs MODE [MAX_PLACEMENTS] < puzzles.txt\n");
        return 2;
    }
    const ModeName* chosen = nullptr;
    for (const ModeName& m : kModes)
        if (std::strcmp(argv[1], m.name) == 0) chosen = &m;
    if (!chosen) {
        std::fprintf(stderr, "classic_dfs: unknown mode %s (row-major, most-constrained, "
                             "forget-restore, forget-flag, restart-column, forward-checking, "
                             "forward-checking-mrv, singles, singles-mrv, "
                             "forget-candidates)\n", argv[1]);
        return 2;
    }
    long long max_placements = 1LL << 62;
    if (argc == 3) {
        char* end = nullptr;
        max_placements = std::strtoll(argv[2], &end, 10);
        if (*argv[2] == '\0' || *end != '\0' || max_placements < 0) {
            std::fprintf(stderr, "classic_dfs: MAX_PLACEMENTS %s: not a count\n", argv[2]);
            return 2;
        }
    }

    Search search(chosen->mode, max_placements);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.size() < 81 || line[0] == '#') continue;
        std::string puzzle = line.substr(0, 81);
        if (!search.load(puzzle)) {
            std::printf("%s %s conflict\n", chosen->name, puzzle.c_str());
            continue;
        }
        Found found = search.run();
        if (found == Found::OverLimit)
            std::printf("%s %s over-limit\n", chosen->name, puzzle.c_str());
        else
            print_result(chosen->name, chosen->mode, puzzle, found, search);
    }
    return 0;
}
