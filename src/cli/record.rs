//! `sudoku-dfs record`: the solve screen over a range of steps, as an
//! asciicast v2 file for slides (see `app::cast`). The arguments become
//! the recorder's options; the file is written whole or not at all.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Result, anyhow};
use clap::ValueEnum;

use super::exit::{WRITE_FAILED, WriteFailed, note};
use super::{BugVariant, EngineStrategy};
use crate::app::cast::record::{self, Options, Refused, Stop};
use crate::app::solve::PauseAt;
use crate::app::{Theme, files};
use crate::engine::{Mistake, Strategy};
use crate::format::thousands;
use crate::i18n::Lang;

/// `record`'s arguments, as clap reads them.
#[derive(clap::Args, Debug)]
pub(crate) struct RecordCommand {
    /// An 81-character puzzle, a file (its first puzzle), or - (default:
    /// the LeetCode 37 example).
    puzzle: Option<String>,
    /// The .cast file to write (whole or not at all).
    #[arg(long, value_name = "FILE")]
    out: std::path::PathBuf,
    /// The first step shown.
    #[arg(long, default_value_t = 0)]
    from: u64,
    /// The last step shown (default: the end, at most 10,000 steps after --from).
    #[arg(long)]
    to: Option<u64>,
    /// How long each step shows: seconds a step (0.5) or steps a second (4/s).
    #[arg(long, default_value = "0.5", value_parser = parse_pace)]
    pace: Pace,
    /// The screen's size, WIDTHxHEIGHT.
    #[arg(long, default_value = "80x24", value_parser = parse_size)]
    size: (u16, u16),
    /// Which cell the search fills next.
    #[arg(long, value_enum, default_value_t = EngineStrategy::RowMajor)]
    strategy: EngineStrategy,
    /// Record the search with one classic mistake instead (row-major, or
    /// forward checking for forget-candidates).
    #[arg(long, value_enum, conflicts_with = "strategy")]
    bug: Option<BugVariant>,
    /// A step to stop at: a marker (labelled with what the screen says)
    /// and the frame held for --hold. Repeatable.
    #[arg(long = "stop", value_name = "STEP")]
    stops: Vec<u64>,
    /// Stop at every dead end or every backtrack too.
    #[arg(long, value_enum)]
    pause_at: Option<PauseAtArg>,
    /// Seconds a stop's frame is held (0 to 3600).
    #[arg(long, default_value = "2", value_parser = super::numbers::hold)]
    hold: f64,
}

/// Where `record --pause-at` stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum PauseAtArg {
    DeadEnd,
    Backtrack,
}

impl RecordCommand {
    /// The arguments with the global options (`--lang`, `--theme`) read.
    pub fn resolved(self, lang: Lang, contrast: bool) -> RecordArgs {
        RecordArgs {
            puzzle: self.puzzle,
            out: self.out,
            from: self.from,
            to: self.to,
            pace: self.pace,
            size: self.size,
            lang,
            contrast,
            strategy: self.strategy.into(),
            mistake: self.bug.map(Mistake::from),
            stops: self.stops,
            pause_at: match self.pause_at {
                None => PauseAt::Nowhere,
                Some(PauseAtArg::DeadEnd) => PauseAt::DeadEnds,
                Some(PauseAtArg::Backtrack) => PauseAt::Backtracks,
            },
            hold: self.hold,
        }
    }
}

/// What `record` was asked, parsed.
pub struct RecordArgs {
    pub puzzle: Option<String>,
    pub out: PathBuf,
    pub from: u64,
    pub to: Option<u64>,
    pub pace: Pace,
    pub size: (u16, u16),
    pub lang: Lang,
    pub contrast: bool,
    pub strategy: Strategy,
    pub mistake: Option<Mistake>,
    pub stops: Vec<u64>,
    pub pause_at: PauseAt,
    pub hold: f64,
}

/// Seconds each step is shown: `0.5` (or `0.5s`) seconds a step, or `4/s`
/// steps a second.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pace(pub f64);

pub fn parse_pace(text: &str) -> Result<Pace, String> {
    super::numbers::pace_seconds(text).map(Pace)
}

/// `80x24`: columns and rows, at least the app's minimum.
pub fn parse_size(text: &str) -> Result<(u16, u16), String> {
    use crate::app::ui::{MIN_HEIGHT, MIN_WIDTH};
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WIDTHxHEIGHT (80x24), found {text:?}"))?;
    let parse = |s: &str| s.trim().parse::<u16>().ok();
    match (parse(w), parse(h)) {
        (Some(w), Some(h)) if w >= MIN_WIDTH && h >= MIN_HEIGHT && w <= 1000 && h <= 500 => {
            Ok((w, h))
        }
        (Some(_), Some(_)) => Err(format!(
            "the screen must be from {MIN_WIDTH}x{MIN_HEIGHT} to 1000x500, found {text}"
        )),
        _ => Err(format!("expected WIDTHxHEIGHT (80x24), found {text:?}")),
    }
}

/// Records, writes the file, and prints one line about it.
pub fn record(args: RecordArgs) -> Result<ExitCode> {
    let text = args.lang.text();
    let mut start = files::start(args.puzzle.as_deref(), false, text)?;
    // A FIFO: the app would read it once running; here, read it now.
    if let Some(typed) = start.open_when_running.take() {
        let found = files::read_first_puzzle(&files::expand_home(&typed))
            .map_err(|e| anyhow!("{typed}: {}", (text.files.error)(&e)))?;
        start.grid = found.grid;
    }
    let options = Options {
        start,
        from: args.from,
        to: args.to,
        pace: args.pace.0,
        width: args.size.0,
        height: args.size.1,
        lang: args.lang,
        theme: Theme::from_env().with_contrast(args.contrast),
        strategy: args.strategy,
        mistake: args.mistake,
        stops: args
            .stops
            .iter()
            .map(|&step| Stop { step, label: None })
            .collect(),
        pause_at: args.pause_at,
        hold: args.hold,
        timestamp: crate::app::cast::live::unix_seconds(),
    };
    let started = Instant::now();
    let cast = record::record(&options).map_err(|refused| match refused {
        Refused::CannotSolve(why) => anyhow!("{why}"),
        Refused::EmptyRange { from, to } => {
            anyhow!("--to {to} is before the first step recorded ({from})")
        }
    })?;
    let out = args.out.display().to_string();
    if let Err(e) = record::write(&cast, &args.out) {
        note(&format!("{out}: {}", (text.files.error)(&e))).map_err(|failed| anyhow!(failed))?;
        return Ok(ExitCode::from(WRITE_FAILED));
    }
    let bytes = cast.text().len() as u64;
    let line = format!(
        "{out}: {} frames, {}x{}, {:.1} s to play, {} markers, {} bytes ({} a frame), made in {:.2} s",
        thousands(cast.frames()),
        args.size.0,
        args.size.1,
        cast.duration(),
        cast.markers(),
        thousands(bytes),
        thousands(bytes / cast.frames().max(1)),
        started.elapsed().as_secs_f64(),
    );
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{line}")
        .and_then(|()| stdout.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pace_is_seconds_a_step_or_steps_a_second() {
        assert_eq!(parse_pace("0.5"), Ok(Pace(0.5)));
        assert_eq!(parse_pace("2s"), Ok(Pace(2.0)));
        assert_eq!(parse_pace("4/s"), Ok(Pace(0.25)));
        assert!(parse_pace("0").is_err());
        assert!(parse_pace("fast").is_err());
        assert!(parse_pace("-1/s").is_err());
    }

    #[test]
    fn a_size_is_at_least_the_apps_minimum() {
        assert_eq!(parse_size("80x24"), Ok((80, 24)));
        assert_eq!(parse_size("160X50"), Ok((160, 50)));
        assert!(parse_size("40x10").unwrap_err().contains("from 80x24"));
        assert!(parse_size("80").is_err());
    }
}
