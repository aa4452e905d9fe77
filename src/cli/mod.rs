//! The command line: arguments (clap) and one module per subcommand.

mod args;
mod bench;
mod check;
pub(crate) mod exit;
mod generate;
mod heatmap;
mod learner_signals;
mod lesson;
mod numbers;
mod progress;
mod record;
mod solve;
pub(crate) mod trace;
mod tracer;

#[cfg(test)]
mod readme_tests;
mod watch;

pub use crate::bench::Clock;
pub use crate::exit_status::record_closed_at_start;

use std::process::ExitCode;

use exit::{WRITE_FAILED, note};

use crate::engine::Mistake;
use crate::i18n::Lang;
use crate::listing::CodeLanguage;
pub(crate) use args::{
    Args, BugVariant, Command, EngineStrategy, RunLimits, SolveStrategy, ThemeArg,
};

/// The whole command line: reads the arguments, runs, returns the exit
/// status. Help and version text that cannot be written is a write failure
/// like any other, not a silent success.
pub fn main() -> ExitCode {
    if let Some(code) = exit::stdout_closed_at_start() {
        return code;
    }
    match Args::parse_checked() {
        Ok(args) => run(args),
        Err(e) => {
            let printed = if e.use_stderr() {
                exit::to_stderr(|| e.print())
            } else {
                e.print().map_err(exit::WriteFailed::stdout)
            };
            match printed {
                Ok(()) => ExitCode::from(e.exit_code().clamp(0, 255) as u8),
                Err(failed) => {
                    if failed.stream == exit::Stream::Stdout && !failed.is_closed_stdout() {
                        let _ = note(&failed.to_string());
                    }
                    ExitCode::from(WRITE_FAILED)
                }
            }
        }
    }
}

/// Runs what the arguments ask for and returns the process exit code.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per subcommand: the dispatch table reads whole"
)]
pub(crate) fn run(args: Args) -> ExitCode {
    let result = match args.command {
        Some(Command::Solve {
            strategy,
            stats,
            jobs,
            puzzle,
        }) => solve::solve(&puzzle, strategy, stats, jobs),
        Some(Command::Count {
            limit,
            jobs,
            puzzle,
        }) => solve::count(&puzzle, limit, jobs),
        Some(Command::Check {
            file,
            puzzle,
            json,
            limits,
        }) => check::check(solution_args(file, puzzle, limits, args.lang), json),
        Some(Command::Trace {
            from: Some(file),
            limits,
            summary,
            max_steps,
            puzzle,
            ..
        }) => trace::from::trace_from(
            solution_args(file, puzzle, limits, args.lang),
            summary,
            max_steps,
        ),
        Some(Command::Trace {
            strategy,
            max_steps,
            summary,
            heatmap: true,
            json,
            puzzle: Some(puzzle),
            ..
        }) if !summary => heatmap::heatmap(&puzzle, strategy.into(), max_steps, json),
        Some(Command::Trace {
            strategy,
            max_steps,
            summary,
            bug,
            lines,
            puzzle,
            ..
        }) => trace::trace(
            puzzle.as_deref().unwrap_or_default(),
            trace::TraceOptions {
                strategy: strategy.into(),
                mistake: bug.map(Mistake::from),
                max_steps,
                summary,
                lines: lines.map(CodeLanguage::from),
            },
        ),
        Some(Command::Watch {
            file,
            puzzle,
            time_limit,
            write_limit,
            memory_limit,
            command,
        }) => watch::watch(watch::WatchOptions {
            file: &file,
            command,
            puzzle: puzzle.as_deref(),
            time_limit,
            write_limit,
            memory_limit,
            lang: args
                .lang
                .unwrap_or_else(|| Lang::from_environment(|name| std::env::var(name).ok())),
        }),
        Some(Command::Generate {
            count,
            seed,
            difficulty,
            stats,
            jobs,
        }) => generate::generate(count, seed, difficulty.into(), stats, jobs),
        Some(Command::Bench {
            seconds,
            jobs,
            files,
        }) => bench::bench(&files, seconds, jobs),
        Some(Command::Tracer { language }) => tracer::tracer(language),
        Some(Command::Record(command)) => record::record(command.resolved(
            args.lang.unwrap_or_else(environment_lang),
            args.theme == ThemeArg::Contrast,
        )),
        Some(Command::Lesson { lesson }) => lesson::lesson(
            lesson.as_deref(),
            args.lang.unwrap_or_else(environment_lang),
            args.theme == ThemeArg::Contrast,
        ),
        None => {
            let lang = args.lang.unwrap_or_else(environment_lang);
            Ok(crate::app::launch(
                args.puzzle.as_deref(),
                args.empty,
                lang,
                args.theme == ThemeArg::Contrast,
            ))
        }
    };
    exit::status(result)
}

/// What `check` and `trace --from` run; the words in `--lang`'s language,
/// else the environment's, as the app's.
fn solution_args(
    file: std::path::PathBuf,
    puzzle: Option<String>,
    limits: RunLimits,
    lang: Option<Lang>,
) -> check::SolutionArgs {
    check::SolutionArgs {
        file,
        puzzle,
        time_limit: limits.time_limit,
        write_limit: limits.write_limit,
        memory_limit: limits.memory_limit,
        command: limits.command,
        lang: lang.unwrap_or_else(environment_lang),
    }
}

/// The language the locale asks for (`--lang` not given).
fn environment_lang() -> Lang {
    Lang::from_environment(|name| std::env::var(name).ok())
}

/// The threads a `--jobs` request gets, with a note on standard error when
/// it asked for more than the machine can use, and whether the note could
/// be written (a command may do its work first and fail after).
fn jobs(requested: usize) -> (usize, Result<(), exit::WriteFailed>) {
    let jobs = crate::batch::jobs(requested);
    let noted = if jobs.capped {
        note(&format!(
            "--jobs {requested} is more than {} cores can use; using {}",
            jobs.cores, jobs.threads
        ))
    } else {
        Ok(())
    };
    (jobs.threads, noted)
}

/// [`jobs`] for a command that stops when the note cannot be written.
fn jobs_or_stop(requested: usize) -> anyhow::Result<usize> {
    let (threads, noted) = jobs(requested);
    noted?;
    Ok(threads)
}
