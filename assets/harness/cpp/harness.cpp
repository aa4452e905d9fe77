// sudoku-dfs's harness for a learner's C++ solution of LeetCode 37.
//
// Compiled as: g++ -std=gnu++20 -O2 -DSUDOKU_DFS_SOLUTION='"/abs/file.cpp"'
// harness.cpp; run as: ./solution PUZZLE81. It includes the learner's file
// as LeetCode's runner would (every standard header, `using namespace
// std`, the learner's own `main` set aside), inside a namespace where
// `vector` is a stand-in for std::vector whose `vector<char>` rows report
// every assignment to a cell. It reports on its standard output, one line
// each (the protocol of docs/line-protocol.md):
//   w R C V L      a write: row, column (0-based), value (1-9, '.', or '?'),
//                  the learner's line (0 if unknown)
//   copy 0 N       a board row, or the whole board, assigned (`board[r] =
//                  g[r]`, `board = g`); the N `w` lines that follow are the
//                  cells it changed (its line is not known: an operator=
//                  cannot take the caller's line)
//   board S        the board at the end, 81 characters
//   returned V     the solver returned (`void`, `true`, `false`, a number)
//   raised MSG     the solver threw, or crashed (a signal)
//   nosolver       no Solution::solveSudoku, nor a free solveSudoku
// What the learner prints (cout, printf, cerr) goes to standard error.
#if __has_include(<bits/stdc++.h>)
#include <bits/stdc++.h>
#else
#include <algorithm>
#include <array>
#include <bitset>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <iostream>
#include <map>
#include <numeric>
#include <queue>
#include <set>
#include <sstream>
#include <stack>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
#endif
#include <csignal>
#include <unistd.h>

namespace sudoku_dfs {

// The report, buffered by hand: the learner's writes are the hot path.
static int report_fd = 1;
static char report_buffer[1 << 16];
static size_t report_used = 0;

static void flush_report() {
    size_t done = 0;
    while (done < report_used) {
        ssize_t n = ::write(report_fd, report_buffer + done, report_used - done);
        if (n <= 0) break;
        done += size_t(n);
    }
    report_used = 0;
}

static void put(const char* text, size_t length) {
    if (report_used + length > sizeof report_buffer) flush_report();
    if (length > sizeof report_buffer) {
        ssize_t ignored = ::write(report_fd, text, length);
        (void)ignored;
        return;
    }
    std::memcpy(report_buffer + report_used, text, length);
    report_used += length;
}

static void put(const char* text) { put(text, std::strlen(text)); }

static char value_char(char v) { return (v == '.' || (v >= '1' && v <= '9')) ? v : '?'; }

// Formatted by hand: snprintf was most of the cost of a write.
static void report_write(int r, int c, char v, unsigned line) {
    char text[48];
    char* at = text;
    auto number = [&](unsigned n) {
        char digits[12];
        int k = 0;
        do digits[k++] = char('0' + n % 10); while (n /= 10);
        while (k) *at++ = digits[--k];
    };
    *at++ = 'w';
    *at++ = ' ';
    number(unsigned(r));
    *at++ = ' ';
    number(unsigned(c));
    *at++ = ' ';
    *at++ = value_char(v);
    *at++ = ' ';
    number(line);
    *at++ = '\n';
    put(text, size_t(at - text));
}

// Inside `board = g`: its rows' assignments are that one copy's.
static bool in_board_copy = false;

static void report_copy(size_t changed) {
    char text[32];
    int n = std::snprintf(text, sizeof text, "copy 0 %zu\n", changed);
    if (n > 0) put(text, size_t(n));
}

// The learner's line of an index: a converting constructor's default
// argument is evaluated where the conversion happens, in the learner's
// `board[r][c]` (an operator's own parameters cannot have defaults).
struct Index {
    size_t at;
    unsigned line;
    Index(size_t at, unsigned line = __builtin_LINE()) : at(at), line(line) {}
};

// One cell of a board row: reads as the char, reports each assignment.
struct Cell {
    char* cell;
    int row, col;
    unsigned line;
    // Points this cell at another (`=` assigns the value, as a char& would).
    void point(char* at, int r, int c, unsigned l) { cell = at; row = r; col = c; line = l; }
    operator char() const { return *cell; }
    Cell& operator=(char v) {
        *cell = v;
        if (row >= 0) report_write(row, col, v, line);
        return *this;
    }
    Cell& operator=(const Cell& other) { return *this = char(other); }
    Cell& operator+=(int d) { return *this = char(*cell + d); }
    Cell& operator-=(int d) { return *this = char(*cell - d); }
    Cell& operator++() { return *this = char(*cell + 1); }
    Cell& operator--() { return *this = char(*cell - 1); }
    char operator++(int) { char old = *cell; *this = char(old + 1); return old; }
    char operator--(int) { char old = *cell; *this = char(old - 1); return old; }
};

}  // namespace sudoku_dfs

namespace sudoku_dfs_learner {

using namespace std;

// Every vector but the board's rows: std::vector itself, under our name so
// that `vector` in the learner's file finds ours first.
template <class T, class A = std::allocator<T>>
class vector : public std::vector<T, A> {
    using base = std::vector<T, A>;

   public:
    using base::base;
    vector() = default;
    vector(const vector&) = default;
    // Moving from the board (`std::swap(board, g)` starts with `tmp =
    // std::move(board)`) copies it instead: the board keeps its reporting
    // rows, so the swap's next step, `board = std::move(g)`, is a copy of
    // the answer into them, and the rows moved out are plain copies.
    // (noexcept but for the board's type, so that any other vector of
    // vectors still moves its elements when it grows.)
    vector(vector&& other) noexcept(!std::is_same_v<T, vector<char>>)
        : base(is_board(other) ? base(other) : base(std::move(other))) {}
    static bool is_board(const vector& v) {
        if constexpr (std::is_same_v<T, vector<char>>) return !v.empty() && v.base::operator[](0).row_ >= 0;
        return false;
    }
    // `board.swap(g)` and `swap(board, g)` exchange contents through
    // copies when either is the board, for the same reason.
    void swap(vector& other) {
        if (is_board(other) && !is_board(*this)) return other.swap(*this);
        if (is_board(*this)) {
            vector held(static_cast<const vector&>(*this));
            *this = static_cast<const vector&>(other);
            other = held;
            return;
        }
        base::swap(other);
    }
    friend void swap(vector& a, vector& b) { a.swap(b); }
    // The board assigned whole (`board = g`, a search run on a copy and
    // written back) is one copy: its rows, still the board's, report the
    // cells it changes. Any other vector assigns as std::vector.
    vector& operator=(const vector& other) {
        if constexpr (std::is_same_v<T, vector<char>>) {
            if (!this->empty() && base::operator[](0).row_ >= 0) {
                size_t changed = 0;
                for (size_t r = 0; r < this->size() && r < other.size(); r++) changed += base::operator[](r).changes(other[r]);
                sudoku_dfs::report_copy(changed);
                sudoku_dfs::in_board_copy = true;
                base::operator=(other);
                sudoku_dfs::in_board_copy = false;
                return *this;
            }
        }
        base::operator=(other);
        return *this;
    }
    vector& operator=(vector&& other) {
        if constexpr (std::is_same_v<T, vector<char>>) {
            if (!this->empty() && base::operator[](0).row_ >= 0) return *this = static_cast<const vector&>(other);
        }
        base::operator=(std::move(other));
        return *this;
    }
    vector& operator=(std::initializer_list<T> rows) { return *this = vector(rows); }
};

// A row of chars: the board's rows report assignments; any other
// vector<char> (a copy included) has row -1 and reports nothing.
template <>
class vector<char> : public std::vector<char> {
    using base = std::vector<char>;

   public:
    int row_ = -1;
    using base::base;
    vector() = default;
    vector(const vector& other) : base(other) {}
    // A board row is never emptied by a move (`std::swap(board[r], g[r])`):
    // it is copied, so that the assignment back into it is seen.
    vector(vector&& other) noexcept : base(other.row_ >= 0 ? base(other) : base(std::move(other))) {}
    void swap(vector& other) {
        if (other.row_ >= 0 && row_ < 0) return other.swap(*this);
        if (row_ >= 0) {
            vector held(static_cast<const vector&>(*this));
            *this = static_cast<const vector&>(other);
            other = held;
            return;
        }
        base::swap(other);
    }
    friend void swap(vector& a, vector& b) { a.swap(b); }
    // The cells assigning `other` to this board row would change.
    size_t changes(const vector& other) const {
        if (row_ < 0 || other.size() != size()) return 0;
        size_t changed = 0;
        for (size_t c = 0; c < size(); c++) changed += base::operator[](c) != other.base::operator[](c);
        return changed;
    }
    // Assigning a whole row (a board restored from a copy, an answer
    // written back) is a copy: it reports each cell it changes.
    vector& operator=(const vector& other) {
        if (row_ >= 0 && other.size() == size()) {
            if (!sudoku_dfs::in_board_copy) sudoku_dfs::report_copy(changes(other));
            for (size_t c = 0; c < size(); c++) {
                char v = other.base::operator[](c);
                if (base::operator[](c) != v) (*this)[sudoku_dfs::Index(c, 0)] = v;
            }
            return *this;
        }
        base::operator=(other);
        return *this;
    }
    vector& operator=(vector&& other) { return *this = static_cast<const vector&>(other); }

    sudoku_dfs::Cell operator[](sudoku_dfs::Index i) {
        if (i.at >= size()) throw std::out_of_range("index " + std::to_string(i.at) + " of a row of " + std::to_string(size()));
        return sudoku_dfs::Cell{base::data() + i.at, row_, int(i.at), i.line};
    }
    char operator[](sudoku_dfs::Index i) const { return base::operator[](i.at); }
    sudoku_dfs::Cell at(sudoku_dfs::Index i) {
        if (i.at >= size()) throw std::out_of_range("vector::at: index " + std::to_string(i.at) + " of a row of " + std::to_string(size()));
        return (*this)[i];
    }
    char at(sudoku_dfs::Index i) const { return base::at(i.at); }
    sudoku_dfs::Cell front() { return (*this)[sudoku_dfs::Index(0, 0)]; }
    sudoku_dfs::Cell back() { return (*this)[sudoku_dfs::Index(size() - 1, 0)]; }

    // Iterating a row gives cells too: `for (auto& c : row) c = '.'`
    // binds to the iterator's own cell, which lives through the body. A
    // random-access iterator, so that the standard algorithms take it.
    struct iterator {
        using iterator_category = std::random_access_iterator_tag;
        using value_type = char;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = sudoku_dfs::Cell&;
        vector* row = nullptr;
        std::ptrdiff_t at = 0;
        sudoku_dfs::Cell cell{nullptr, -1, 0, 0};
        iterator() = default;
        iterator(vector* row, std::ptrdiff_t at) : row(row), at(at) {}
        iterator(const iterator& o) : row(o.row), at(o.at) {}
        iterator& operator=(const iterator& o) { row = o.row; at = o.at; return *this; }
        sudoku_dfs::Cell& operator*() {
            cell.point(row->data() + at, row->row_, int(at), 0);
            return cell;
        }
        sudoku_dfs::Cell& operator*() const { return const_cast<iterator*>(this)->operator*(); }
        sudoku_dfs::Cell& operator[](std::ptrdiff_t n) const {
            iterator* self = const_cast<iterator*>(this);
            self->cell.point(row->data() + at + n, row->row_, int(at + n), 0);
            return self->cell;
        }
        iterator& operator++() { ++at; return *this; }
        iterator operator++(int) { iterator old = *this; ++at; return old; }
        iterator& operator--() { --at; return *this; }
        iterator operator--(int) { iterator old = *this; --at; return old; }
        iterator& operator+=(std::ptrdiff_t n) { at += n; return *this; }
        iterator& operator-=(std::ptrdiff_t n) { at -= n; return *this; }
        iterator operator+(std::ptrdiff_t n) const { return iterator(row, at + n); }
        friend iterator operator+(std::ptrdiff_t n, const iterator& i) { return i + n; }
        iterator operator-(std::ptrdiff_t n) const { return iterator(row, at - n); }
        std::ptrdiff_t operator-(const iterator& o) const { return at - o.at; }
        bool operator==(const iterator& o) const { return at == o.at; }
        bool operator!=(const iterator& o) const { return at != o.at; }
        bool operator<(const iterator& o) const { return at < o.at; }
        bool operator>(const iterator& o) const { return at > o.at; }
        bool operator<=(const iterator& o) const { return at <= o.at; }
        bool operator>=(const iterator& o) const { return at >= o.at; }
    };
    iterator begin() { return iterator(this, 0); }
    iterator end() { return iterator(this, std::ptrdiff_t(size())); }
    base::const_iterator begin() const { return base::begin(); }
    base::const_iterator end() const { return base::end(); }
};

// LeetCode's shapes, found by overload: the learner's own `solveSudoku`
// or `solve_sudoku` (an exact match) wins over these templates.
struct no_solver {};
template <class B>
no_solver solveSudoku(B&&, ...) { return {}; }
template <class B>
no_solver solve_sudoku(B&&, ...) { return {}; }
class Solution;

#define main learner_main
#include SUDOKU_DFS_SOLUTION
#undef main

}  // namespace sudoku_dfs_learner

namespace sudoku_dfs {

using Board = sudoku_dfs_learner::vector<sudoku_dfs_learner::vector<char>>;
static Board* the_board = nullptr;

template <class T, class = void>
struct is_complete : std::false_type {};
template <class T>
struct is_complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};

template <class S, class = void>
struct has_member : std::false_type {};
template <class S>
struct has_member<S, std::void_t<decltype(std::declval<S&>().solveSudoku(std::declval<Board&>()))>> : std::true_type {};

template <class R>
static void report_returned(R&& value) {
    using V = std::decay_t<R>;
    if constexpr (std::is_same_v<V, bool>) {
        put(value ? "returned true\n" : "returned false\n");
    } else if constexpr (std::is_arithmetic_v<V>) {
        put(("returned " + std::to_string(value) + "\n").c_str());
    } else {
        put("returned value\n");
    }
}

template <class F>
static void call(F&& solve) {
    using R = decltype(solve());
    if constexpr (std::is_void_v<R>) {
        solve();
        put("returned void\n");
    } else {
        report_returned(solve());
    }
}

// `class Solution` with `solveSudoku`, when the file has one. A template,
// so that the branch for a file without it is never compiled.
template <class S>
static bool call_member(Board& board) {
    if constexpr (is_complete<S>::value) {
        if constexpr (has_member<S>::value) {
            // Value-initialised, as LeetCode's driver makes it (`new
            // Solution()`): members without an initialiser start at zero.
            S* solution = new S();
            call([&] { return solution->solveSudoku(board); });
            return true;
        }
    }
    return false;
}

static void finish() {
    if (the_board) {
        std::string cells = "board ";
        for (size_t r = 0; r < 9 && r < the_board->size(); r++) {
            const auto& row = (*the_board)[r];
            for (size_t c = 0; c < 9 && c < row.size(); c++) cells += value_char(row[c]);
        }
        cells += "\n";
        put(cells.c_str());
    }
    flush_report();
}

// A crash is reported with the board as far as it went. (Not strictly
// async-signal-safe: the process is ending anyway, and a report is worth
// the risk of losing it.)
static void on_crash(int signal) {
    const char* name = signal == SIGSEGV ? "SIGSEGV (segmentation fault)"
                       : signal == SIGFPE ? "SIGFPE (arithmetic error)"
                       : signal == SIGABRT ? "SIGABRT (abort)"
                       : signal == SIGBUS ? "SIGBUS (bus error)" : "signal";
    put("raised ");
    put(name);
    put("\n");
    finish();
    _exit(128 + signal);
}

// At the time limit sudoku-dfs sends SIGTERM and waits a moment: the
// report held is written out (write(2) is async-signal-safe), and the
// run ends as a stopped one.
static void on_term(int) {
    flush_report();
    _exit(143);
}

static int run(const char* puzzle) {
    report_fd = dup(1);
    dup2(2, 1);
    std::ios::sync_with_stdio(true);
    // On a stack of its own, so that a recursion that never ends (the
    // stack overflowing) is reported too.
    static char crash_stack[64 * 1024];
    stack_t alternate{};
    alternate.ss_sp = crash_stack;
    alternate.ss_size = sizeof crash_stack;
    sigaltstack(&alternate, nullptr);
    struct sigaction action{};
    action.sa_handler = on_crash;
    action.sa_flags = SA_ONSTACK;
    for (int s : {SIGSEGV, SIGFPE, SIGABRT, SIGBUS}) sigaction(s, &action, nullptr);
    struct sigaction term{};
    term.sa_handler = on_term;
    sigaction(SIGTERM, &term, nullptr);
    // A learner's `exit()` writes out the report too.
    std::atexit(flush_report);
    static Board board(9, sudoku_dfs_learner::vector<char>(9, '.'));
    for (int r = 0; r < 9; r++) {
        board[r].row_ = r;
        for (int c = 0; c < 9; c++) board[r].std::vector<char>::operator[](c) = puzzle[9 * r + c];
    }
    the_board = &board;
    try {
        if (call_member<sudoku_dfs_learner::Solution>(board)) {
            finish();
            return 0;
        }
        using R1 = decltype(sudoku_dfs_learner::solveSudoku(board));
        using R2 = decltype(sudoku_dfs_learner::solve_sudoku(board));
        if constexpr (!std::is_same_v<R1, sudoku_dfs_learner::no_solver>) {
            call([&] { return sudoku_dfs_learner::solveSudoku(board); });
        } else if constexpr (!std::is_same_v<R2, sudoku_dfs_learner::no_solver>) {
            call([&] { return sudoku_dfs_learner::solve_sudoku(board); });
        } else {
            put("nosolver\n");
        }
    } catch (const std::exception& e) {
        std::string message = std::string("raised ") + e.what();
        for (char& ch : message) if (ch == '\n') ch = ' ';
        message += "\n";
        put(message.c_str());
    } catch (...) {
        put("raised an exception that is not a std::exception\n");
    }
    finish();
    return 0;
}

}  // namespace sudoku_dfs

int main(int argc, char** argv) {
    if (argc < 2 || std::strlen(argv[1]) < 81) return 2;
    return sudoku_dfs::run(argv[1]);
}
