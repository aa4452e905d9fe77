// The benchmark driver for tdoku, used by scripts/bench-tdoku.sh to measure
// tdoku's fast solver (TdokuSolverDpllTriadSimd, from a checkout of
// github.com/t-dillon/tdoku, compiled unchanged) the way `sudoku-dfs bench`
// measures ours, on the same machine at the same time.
//
// usage: tdoku_bench [-t SECONDS] FILE...
//
// For each file: parse all puzzles first (one per line, 81 characters, '.'
// or '0' for empty; lines starting with '#' or shorter than 81 are skipped).
// Then for each mode (limit 1 = first solution, limit 2 = count up to 2):
//   - one untimed warm-up pass, which also counts tdoku's guesses and checks
//     the answers (limit 1: a valid solution keeping the clues; limit 2:
//     exactly one solution, as every puzzle of the reference sets has);
//   - timed rounds, as `sudoku-dfs bench` does: a round is whole passes over
//     the set until it has lasted at least 0.2 s, and rounds go on until at
//     least SECONDS (default 3, at least 1) have been measured;
//   - the best round's puzzles per second is reported.
// The clock is the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), as ours.
//
// stdout, one line per file:
//   file puzzles first/s count2/s guesses_first guesses_count2
// diagnostics (checks, rounds, mean rates) go to stderr. Exit status 3 when
// a check failed.

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit,
                                           uint32_t configuration, char *solution,
                                           size_t *num_guesses);

namespace {

// Each puzzle lives in its own zero-padded slot: the solver reads input[81]
// to decide between vanilla (81 chars) and pencilmark (729 chars) input, so
// byte 81 must be below '.'; the padding also keeps its 16/32-byte loads
// inside the buffer.
constexpr size_t kSlot = 96;

volatile uint64_t g_sink = 0;

double ThreadCpuSeconds() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool LoadPuzzles(const char *path, std::vector<char> *out, size_t *count) {
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return false;
    }
    out->clear();
    *count = 0;
    std::string line;
    char buf[4096];
    bool eof = false;
    while (!eof) {
        line.clear();
        // read one full line (may be longer than buf)
        for (;;) {
            if (!fgets(buf, sizeof buf, f)) {
                eof = true;
                break;
            }
            line += buf;
            if (!line.empty() && line.back() == '\n') break;
        }
        if (line.empty()) continue;
        if (line[0] == '#') continue;
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        if (line.size() < 81) continue;
        size_t base = out->size();
        out->resize(base + kSlot, '\0');
        for (int i = 0; i < 81; i++) {
            char c = line[i];
            (*out)[base + i] = (c >= '1' && c <= '9') ? c : '.';  // '0' (or other) -> '.'
        }
        ++*count;
    }
    fclose(f);
    return true;
}

bool ValidSolution(const char *puzzle, const char *sol) {
    for (int i = 0; i < 81; i++) {
        if (sol[i] < '1' || sol[i] > '9') return false;
        if (puzzle[i] != '.' && puzzle[i] != sol[i]) return false;
    }
    for (int u = 0; u < 9; u++) {
        unsigned row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1u << (sol[u * 9 + k] - '1');
            col |= 1u << (sol[k * 9 + u] - '1');
            int r = (u / 3) * 3 + k / 3, c = (u % 3) * 3 + k % 3;
            box |= 1u << (sol[r * 9 + c] - '1');
        }
        if (row != 0x1ff || col != 0x1ff || box != 0x1ff) return false;
    }
    return true;
}

struct ModeResult {
    double best_rate = 0;      // puzzles per second, best round
    double mean_rate = 0;      // puzzles per second over all timed rounds
    double guesses_per = 0;    // average num_guesses per puzzle (warm-up pass)
    size_t count_not_one = 0;  // puzzles whose returned count != 1
    size_t bad_solutions = 0;  // limit 1 only: invalid / inconsistent solutions
    int rounds = 0;
    double measured = 0;       // seconds of timed rounds
};

// one pass over the set; returns a value folded into the sink
inline uint64_t Pass(const char *data, size_t n, size_t limit) {
    uint64_t acc = 0;
    char solution[96];
    size_t guesses = 0;
    for (size_t i = 0; i < n; i++) {
        size_t count = TdokuSolverDpllTriadSimd(data + i * kSlot, limit, 0, solution, &guesses);
        acc += count + guesses + (uint8_t)solution[0];
    }
    return acc;
}

ModeResult RunMode(const char *data, size_t n, size_t limit, double total_seconds,
                   double round_seconds) {
    ModeResult r;
    // warm-up pass with checks
    uint64_t guesses_total = 0;
    char solution[96];
    for (size_t i = 0; i < n; i++) {
        const char *p = data + i * kSlot;
        size_t guesses = 0;
        memset(solution, 0, sizeof solution);
        size_t count = TdokuSolverDpllTriadSimd(p, limit, 0, solution, &guesses);
        guesses_total += guesses;
        if (count != 1) r.count_not_one++;
        if (limit == 1 && count >= 1 && !ValidSolution(p, solution)) r.bad_solutions++;
        g_sink = g_sink + count + guesses + (uint8_t)solution[0];
    }
    r.guesses_per = n ? (double)guesses_total / (double)n : 0;

    // timed rounds of whole passes
    double start = ThreadCpuSeconds();
    double now = start;
    uint64_t total_puzzles = 0;
    while (now - start < total_seconds) {
        double round_start = ThreadCpuSeconds();
        size_t passes = 0;
        double t;
        do {
            g_sink = g_sink + Pass(data, n, limit);
            passes++;
            t = ThreadCpuSeconds();
        } while (t - round_start < round_seconds);
        double rate = (double)(passes * n) / (t - round_start);
        if (rate > r.best_rate) r.best_rate = rate;
        total_puzzles += passes * n;
        r.rounds++;
        now = t;
    }
    r.measured = now - start;
    r.mean_rate = r.measured > 0 ? (double)total_puzzles / r.measured : 0;
    return r;
}

void Usage(const char *argv0) {
    fprintf(stderr, "usage: %s [-t SECONDS (default 3, min 1)] FILE...\n", argv0);
}

}  // namespace

int main(int argc, char **argv) {
    double total = 3.0;
    const double round = 0.2;
    std::vector<const char *> files;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-t") && i + 1 < argc) {
            total = atof(argv[++i]);
        } else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            Usage(argv[0]);
            return 0;
        } else {
            files.push_back(argv[i]);
        }
    }
    if (files.empty()) {
        Usage(argv[0]);
        return 2;
    }
    if (!(total >= 1.0)) {
        fprintf(stderr, "note: total raised to the 1 s minimum\n");
        total = 1.0;
    }

    int status = 0;
    printf("file puzzles first/s count2/s guesses_first guesses_count2\n");
    fflush(stdout);
    for (const char *path : files) {
        std::vector<char> data;
        size_t n = 0;
        if (!LoadPuzzles(path, &data, &n)) {
            status = 1;
            continue;
        }
        if (n == 0) {
            fprintf(stderr, "%s: no puzzles\n", path);
            status = 1;
            continue;
        }
        ModeResult first = RunMode(data.data(), n, 1, total, round);
        ModeResult count2 = RunMode(data.data(), n, 2, total, round);
        fprintf(stderr,
                "# %s: limit1: count!=1 %zu, bad solutions %zu, %d rounds in %.2f s, mean %.0f/s; "
                "limit2: count!=1 %zu, %d rounds in %.2f s, mean %.0f/s\n",
                path, first.count_not_one, first.bad_solutions, first.rounds, first.measured,
                first.mean_rate, count2.count_not_one, count2.rounds, count2.measured,
                count2.mean_rate);
        printf("%s %zu %.0f %.0f %.2f %.2f\n", path, n, first.best_rate, count2.best_rate,
               first.guesses_per, count2.guesses_per);
        fflush(stdout);
        if (first.bad_solutions || count2.count_not_one) status = 3;
    }
    return status;
}
