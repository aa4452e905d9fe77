//! The command line's arguments, as clap reads them: the options of the
//! app, each subcommand with its own, and the value names mapped onto the
//! core's types.

use clap::{Parser, Subcommand, ValueEnum};

use super::{numbers, record, tracer};

use crate::engine::{Mistake, Strategy};
use crate::generate::Difficulty;
use crate::i18n::Lang;
use crate::listing::CodeLanguage;

/// Watch a depth-first search solve a Sudoku, event by event, forwards and
/// backwards; or solve, count, trace and generate puzzles from the command line.
///
/// With no subcommand, opens the full-screen app on PUZZLE (an 81-character
/// line, a file, or - for standard input), or on the built-in LeetCode 37 example.
#[derive(Parser, Debug)]
// Not `args_conflicts_with_subcommands`: with it, `--lang zh solve P`
// read `solve` as the app's PUZZLE. A PUZZLE or `--empty` with a
// subcommand is refused in `Args::parse_checked` instead.
#[command(
    name = "sudoku-dfs",
    version,
    about,
    override_usage = "sudoku-dfs [OPTIONS] [PUZZLE]\n       sudoku-dfs [--lang <LANG>] <COMMAND>"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Puzzle to open in the app: an 81-character line, a file (its first puzzle) or -.
    pub puzzle: Option<String>,

    /// Open the app on an empty grid.
    #[arg(long, conflicts_with = "puzzle")]
    pub empty: bool,

    /// The app's language: en (English) or zh (简体中文). Without it, the
    /// first of LC_ALL, LC_MESSAGES and LANG that is set decides: zh* gives
    /// Chinese, anything else English. Accepted before or after a
    /// subcommand too; the subcommands write English, but `check` and
    /// `trace --from`, whose sentences follow it (or the environment), and
    /// `record`, which draws the app's screen in it.
    // Global: before a subcommand it is not an argument of the app that
    // would make the subcommand's name the app's PUZZLE.
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,

    /// The app's colours: normal, or contrast (no dim grey, for a
    /// projector; `C` switches in the app). NO_COLOR still turns colour off.
    #[arg(long, global = true, value_enum, default_value_t = ThemeArg::Normal)]
    pub theme: ThemeArg,
}

/// The themes `--theme` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum ThemeArg {
    Normal,
    Contrast,
}

impl Args {
    /// The arguments, or clap's error for them: a PUZZLE or `--empty`
    /// opens the app, so neither can come with a subcommand.
    pub fn parse_checked() -> Result<Args, clap::Error> {
        use clap::CommandFactory;
        let args = Args::try_parse()?;
        let opens_the_app = match (&args.puzzle, args.empty) {
            (Some(puzzle), _) => Some(format!("the app's PUZZLE ({puzzle})")),
            (None, true) => Some("--empty".to_string()),
            (None, false) => None,
        };
        if let (Some(what), Some(_)) = (opens_the_app, &args.command) {
            return Err(Args::command().error(
                clap::error::ErrorKind::ArgumentConflict,
                format!("{what} opens the app: it cannot be used with a subcommand"),
            ));
        }
        Ok(args)
    }
}

fn parse_lang(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| format!("expected en or zh, found {code:?}"))
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Solve puzzles: one line each, the 81-digit solution or `no solution`.
    ///
    /// Exit status: 0 when every puzzle was solved, 1 when some had no
    /// solution, 2 for unreadable input or givens that conflict, 3 when the
    /// output could not be written.
    Solve {
        /// How to search: the fast solver, or the classic DFS the app teaches.
        #[arg(long, value_enum, default_value_t = SolveStrategy::Fast)]
        strategy: SolveStrategy,
        /// Follow each solution with tab-separated key=value figures.
        #[arg(long)]
        stats: bool,
        /// Threads to use; 0 = one per core.
        #[arg(long, default_value_t = 0)]
        jobs: usize,
        /// An 81-character puzzle, a file of puzzles, or - for standard input.
        #[arg(default_value = "-")]
        puzzle: String,
    },
    /// Count solutions, stopping at a limit: `N`, or `N+` when the limit stopped the count.
    Count {
        /// Stop counting at this many solutions.
        #[arg(long, default_value_t = 1000)]
        limit: u64,
        /// Threads to use; 0 = one per core.
        #[arg(long, default_value_t = 0)]
        jobs: usize,
        /// An 81-character puzzle, a file of puzzles, or - for standard input.
        #[arg(default_value = "-")]
        puzzle: String,
    },
    /// Run your own LeetCode 37 solution (Python, JavaScript, C++, Java,
    /// Rust, or any language with --command) and say how its search went:
    /// the result, the counts, the classic search it equals or where it
    /// first leaves the nearest one, and what it does differently.
    ///
    /// Exit status: 0 when your search solved the puzzle correctly, 1 when
    /// it ran and did not, 2 when it could not be run (unreadable file,
    /// unknown extension, tool missing, no solver, does not compile).
    Check {
        /// Your solution file; its extension tells the language.
        file: std::path::PathBuf,
        /// An 81-character puzzle, a file (its first puzzle), or - (default:
        /// the LeetCode 37 example).
        puzzle: Option<String>,
        /// Print one JSON object instead of sentences.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: RunLimits,
    },
    /// Print every event of the classic DFS as JSON Lines (or a summary).
    Trace {
        /// Trace your own solution's search instead, read from its writes
        /// to the board (`"inferred":true` marks events no write shows).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["strategy", "bug", "lines", "heatmap"])]
        from: Option<std::path::PathBuf>,
        #[command(flatten)]
        limits: RunLimits,
        /// Which cell the search fills next.
        #[arg(long, value_enum, default_value_t = EngineStrategy::RowMajor)]
        strategy: EngineStrategy,
        /// Stop after this many events.
        #[arg(long)]
        max_steps: Option<u64>,
        /// Print one JSON object with the counts instead of every event.
        #[arg(long, conflicts_with = "heatmap")]
        summary: bool,
        /// Print per-cell counts instead: placements, undos and dead ends,
        /// three 9x9 tables (rows top to bottom).
        #[arg(long, conflicts_with_all = ["bug", "lines"])]
        heatmap: bool,
        /// With --heatmap: one JSON object instead of the tables.
        #[arg(long, requires = "heatmap")]
        json: bool,
        /// Run the search with one classic mistake instead (the bug lab):
        /// tables not unmarked on undo, the deeper call's result ignored,
        /// the next cell looked for from the last one's column (these three
        /// row-major), or forward checking that never gives back the
        /// candidates it removed (forget-candidates).
        #[arg(long, value_enum, conflicts_with = "strategy")]
        bug: Option<BugVariant>,
        /// Add each event's line numbers in the listing of this language
        /// (`"lines":[13,14]`, 1-based), to follow the trace in an editor.
        #[arg(long, value_enum, value_name = "LANG")]
        lines: Option<CodeLanguageArg>,
        /// An 81-character puzzle, a file (its first puzzle), or - (with
        /// --from, default: the LeetCode 37 example).
        #[arg(required_unless_present = "from")]
        puzzle: Option<String>,
    },
    /// Watch your own solver: run the LeetCode 37 solution in FILE on
    /// PUZZLE and open the solve screen on its search.
    ///
    /// Python (.py), JavaScript (.js) and C++ (.cpp, .cc) run with no edit;
    /// Java (.java) and Rust (.rs) with one added call after each write to
    /// the board (`sudoku-dfs tracer java|rust`); any other language with
    /// --command. A file of `trace` JSON Lines (.jsonl) replays as itself.
    /// A run that stops at a limit, raises or ends early opens on what was
    /// recorded. Exit status: 2 when nothing was recorded and the file
    /// could not run.
    Watch {
        /// The solution file (.py, .js, .cpp, .cc, .java, .rs), a trace
        /// (.jsonl), or with --command a shell command line.
        file: std::path::PathBuf,
        /// An 81-character puzzle, a file (its first puzzle), or -; the
        /// LeetCode 37 example without it.
        puzzle: Option<String>,
        /// Stop the learner's program after this many seconds (at most a day).
        #[arg(long, value_name = "SECS", value_parser = numbers::time_limit)]
        time_limit: Option<f64>,
        /// Stop the learner's program after this many writes to the board
        /// (at most 100,000,000).
        #[arg(long, value_name = "N", value_parser = numbers::write_limit)]
        write_limit: Option<usize>,
        /// The memory the learner's program may take, in MiB (0: no limit;
        /// 1024 without it).
        #[arg(long, value_name = "MIB")]
        memory_limit: Option<u64>,
        /// FILE is a shell command line to run instead, for a language with
        /// no harness here (docs/line-protocol.md).
        #[arg(long)]
        command: bool,
    },
    /// Make puzzles with exactly one solution, one 81-character line each.
    ///
    /// The level is how many digits the classic row-major DFS places before
    /// it finds the solution: easy under 1,000, medium under 10,000, hard
    /// under 100,000, fiendish 100,000 or more. The seed used goes to
    /// standard error; the same seed gives the same puzzles.
    Generate {
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// Seed of the random choices (default: from the clock).
        #[arg(long)]
        seed: Option<u64>,
        /// How hard the row-major DFS has to work.
        #[arg(long, value_enum, default_value_t = Level::Medium)]
        difficulty: Level,
        /// Follow each puzzle with tab-separated key=value figures.
        #[arg(long)]
        stats: bool,
        /// Threads to use; 0 = one per core. The output is the same for any number.
        #[arg(long, default_value_t = 0)]
        jobs: usize,
    },
    /// Record the solve screen as the search is stepped, as an asciicast v2
    /// file (asciinema plays it, agg makes a GIF of it), drawn by the app
    /// itself without a terminal: one frame per step, a marker at each stop.
    Record(record::RecordCommand),
    /// List the lessons, or open one in the app: `lesson N` a built-in
    /// lesson, `lesson FILE` a lesson file (a teacher's stops, see
    /// docs/lessons.md). In the app, → goes to the next stop, ← to the
    /// previous; every other key works as on the solve screen.
    ///
    /// Opening a lesson file never runs a program: a stop that would watch
    /// a learner's solver names it and asks; `y` there runs it.
    Lesson {
        /// A lesson's number (as `sudoku-dfs lesson` lists them) or a lesson file.
        lesson: Option<String>,
    },
    /// Measure the fast solver: puzzles per second on one core, for the first
    /// solution and for counting up to 2, per file, next to the reference
    /// solvers' figures measured on this kind of machine.
    ///
    /// With no FILE, the four reference sets shipped in the project's puzzles/.
    Bench {
        /// Seconds to measure each mode, at least (rounds of a fifth of it,
        /// up to 0.2 s); at most an hour.
        #[arg(long, default_value = "1", value_parser = numbers::bench_seconds)]
        seconds: f64,
        /// Also measure on this many threads and print how the rate scales;
        /// 0 = one per core.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Puzzle files, one puzzle a line.
        files: Vec<std::path::PathBuf>,
    },
    /// Print the tracer a Java or Rust solution calls after each write to
    /// its board, for `watch` and `check` to see its search: Trace.java to
    /// keep next to the solution (`Trace.write(board, r, c);`), or the
    /// `mod trace` stand-in that lets a Rust solution with
    /// `trace::write(board, r, c);` run anywhere else.
    Tracer {
        /// The solution's language.
        #[arg(value_enum)]
        language: tracer::TracerLanguage,
    },
}

/// How long a learner's solution may run (`check`, `trace --from`).
#[derive(clap::Args, Debug, Clone, Copy)]
pub(crate) struct RunLimits {
    /// FILE is a shell command line to run instead, for a language with no
    /// harness here: it writes its board writes in the line protocol of
    /// docs/line-protocol.md to the file SUDOKU_DFS_TRACE names.
    #[arg(long)]
    pub(super) command: bool,
    /// Stop the solution after this many seconds (at most a day).
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = numbers::time_limit)]
    pub(super) time_limit: f64,
    /// Stop the solution after this many writes to the board (at most
    /// 100,000,000).
    #[arg(long, value_name = "N", default_value = "1000000", value_parser = numbers::write_limit)]
    pub(super) write_limit: usize,
    /// The memory the solution may take, in MiB (0: no limit).
    #[arg(long, value_name = "MIB", default_value_t = 1024)]
    pub(super) memory_limit: u64,
}

/// The strategies `solve` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum SolveStrategy {
    /// The fast solver (bitboards and singles).
    Fast,
    /// The classic DFS: first empty cell in reading order.
    RowMajor,
    /// The classic DFS on the cell with the fewest candidates.
    MostConstrained,
    /// Row-major DFS with forward checking: a cell left with no candidate
    /// after a placement (a wipeout) sends the search back at once.
    ForwardChecking,
    /// Forward checking on the cell with the fewest candidates.
    ForwardCheckingMrv,
    /// Row-major DFS with singles propagation: forward checking, and every
    /// naked and hidden single placed as a forced move before each guess.
    Singles,
    /// Singles propagation on the cell with the fewest candidates.
    SinglesMrv,
}

/// The levels `generate` offers: [`Difficulty`], named for the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Level {
    Easy,
    Medium,
    Hard,
    Fiendish,
}

impl From<Level> for Difficulty {
    fn from(level: Level) -> Difficulty {
        match level {
            Level::Easy => Difficulty::Easy,
            Level::Medium => Difficulty::Medium,
            Level::Hard => Difficulty::Hard,
            Level::Fiendish => Difficulty::Fiendish,
        }
    }
}

/// The bug lab's mistakes, named as the reference's modes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum BugVariant {
    ForgetRestore,
    ForgetFlag,
    RestartColumn,
    ForgetCandidates,
}

impl From<BugVariant> for Mistake {
    fn from(b: BugVariant) -> Mistake {
        match b {
            BugVariant::ForgetRestore => Mistake::ForgetRestore,
            BugVariant::ForgetFlag => Mistake::ForgetFlag,
            BugVariant::RestartColumn => Mistake::RestartColumn,
            BugVariant::ForgetCandidates => Mistake::ForgetCandidates,
        }
    }
}

/// The languages of the listings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum CodeLanguageArg {
    Cpp,
    Java,
    Python,
    Rust,
}

impl From<CodeLanguageArg> for CodeLanguage {
    fn from(l: CodeLanguageArg) -> CodeLanguage {
        match l {
            CodeLanguageArg::Cpp => CodeLanguage::Cpp,
            CodeLanguageArg::Java => CodeLanguage::Java,
            CodeLanguageArg::Python => CodeLanguage::Python,
            CodeLanguageArg::Rust => CodeLanguage::Rust,
        }
    }
}

/// The strategies of the teaching engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum EngineStrategy {
    /// The first empty cell in reading order (the classic LeetCode 37 DFS).
    RowMajor,
    /// The empty cell with the fewest candidates.
    MostConstrained,
    /// Row-major with forward checking: a cell left with no candidate after
    /// a placement (a wipeout) sends the search back at once.
    ForwardChecking,
    /// Forward checking on the cell with the fewest candidates.
    ForwardCheckingMrv,
    /// Row-major with singles propagation: forward checking, and every
    /// naked and hidden single placed as a forced move before each guess.
    Singles,
    /// Singles propagation on the cell with the fewest candidates.
    SinglesMrv,
}

impl From<EngineStrategy> for Strategy {
    fn from(s: EngineStrategy) -> Strategy {
        match s {
            EngineStrategy::RowMajor => Strategy::RowMajor,
            EngineStrategy::MostConstrained => Strategy::MostConstrained,
            EngineStrategy::ForwardChecking => Strategy::ForwardChecking,
            EngineStrategy::ForwardCheckingMrv => Strategy::ForwardCheckingMrv,
            EngineStrategy::Singles => Strategy::Singles,
            EngineStrategy::SinglesMrv => Strategy::SinglesMrv,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_the_difficulty_of_its_name() {
        let levels = Level::value_variants();
        assert_eq!(levels.len(), Difficulty::ALL.len());
        for level in levels {
            let name = level.to_possible_value().expect("not hidden");
            assert_eq!(Difficulty::from(*level).name(), name.get_name());
        }
    }

    /// Issue 30: `--help` and `check --help` said "(.py)" though `check`
    /// runs five languages and `--command`.
    #[test]
    fn the_help_for_check_names_every_language_it_runs() {
        use clap::CommandFactory;
        let mut args = Args::command();
        let top = args.render_help().to_string();
        let check = args
            .find_subcommand_mut("check")
            .expect("check")
            .render_long_help()
            .to_string();
        for help in [top, check] {
            assert!(!help.contains("(.py)"), "{help}");
            for language in ["Python", "JavaScript", "C++", "Java", "Rust", "--command"] {
                assert!(help.contains(language), "{language}: {help}");
            }
        }
    }
}
