//! `trace`: every event of the classic DFS as one JSON object per line, or
//! with `--summary` one object with the counts. Rows and columns are 1-based.
//! `--bug` traces one of the bug lab's mistakes instead; `--lines` adds the
//! listing lines each event stands for.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;

use super::exit::WriteFailed;
use crate::engine::{Engine, Event, EventKind, Mistake, Outcome, Strategy};
use crate::learner::writes::Step;
use crate::listing::{CodeLanguage, Listing};
use crate::search::Search;
use crate::source::PuzzleSource;
use json_lines::{Decimal, JsonLines, LINES_FIELD_ROOM};

/// What `trace` was asked for.
pub struct TraceOptions {
    pub strategy: Strategy,
    /// A bug-lab mistake to run instead of the correct search.
    pub mistake: Option<Mistake>,
    pub max_steps: Option<u64>,
    pub summary: bool,
    /// Add each event's lines in this language's listing.
    pub lines: Option<CodeLanguage>,
}

pub fn trace(source: &str, options: TraceOptions) -> Result<ExitCode> {
    let (_, grid) = PuzzleSource::from_arg(source)?.first_puzzle()?;
    let mut engine = match options.mistake {
        None => Engine::new(&grid, options.strategy),
        Some(mistake) => Engine::with_mistake(&grid, mistake),
    }
    .map_err(|c| anyhow::anyhow!("the givens conflict: {c}"))?;
    let limit = options.max_steps.unwrap_or(u64::MAX);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let written = if options.summary {
        let start = Instant::now();
        engine.run(limit);
        let micros = start.elapsed().as_micros();
        writeln!(out, "{}", summary_json(&engine, micros))
    } else if let Some(language) = options.lines {
        let listing = Listing::of(language, engine.strategy(), engine.mistake());
        write_events_with_lines(&mut engine, limit, &LineFields::new(&listing), &mut out)
    } else {
        write_events(&mut engine, limit, &mut out)
    };
    written
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// Steps the engine up to step `limit`, writing each event as a JSON line.
/// A full trace is millions of lines (13 million for Platinum Blonde), so
/// the lines are assembled in place in a buffer of our own, from pieces of
/// fixed length, and handed to `out` 64 KiB at a time: nothing is allocated
/// and nothing is copied per event. The step number is kept in decimal and
/// counted up, as the steps come one by one.
///
/// Written by hand because it is measurably faster than serde_json (the
/// summary and the heatmap object use it): the full trace of Platinum
/// Blonde (13,376,891 lines, 1.1 GB to /dev/null, release build) takes
/// 0.28 s of CPU here and 1.27 s with each line a serde_json struct
/// written into the same 64 KiB `BufWriter` (the tests' oracle,
/// `EventLine`), 4.5 times as long; `--max-steps 2000000`: 0.04 s against
/// 0.19 s. (Best of 5 and 3 runs taken in turns, user time, on the 2-core
/// build machine; the outputs are identical byte for byte.)
pub(crate) fn write_events(
    engine: &mut Engine,
    limit: u64,
    out: &mut impl Write,
) -> io::Result<()> {
    write_lines(engine, limit, out, |lines, step, event| {
        lines.event(step, event)
    })
}

/// The loop of [`write_events`] and [`write_events_with_lines`]: `line`
/// writes one event's line (generic, so each loop is compiled with its
/// own line inlined and the plain trace pays nothing for the other).
fn write_lines(
    engine: &mut Engine,
    limit: u64,
    out: &mut impl Write,
    mut line: impl FnMut(&mut JsonLines, &Decimal, &Event),
) -> io::Result<()> {
    let mut lines = JsonLines::new();
    let mut step = Decimal::new(engine.step_number());
    while engine.step_number() < limit {
        let Some(event) = engine.step() else { break };
        step.increment();
        debug_assert_eq!(step.to_string(), engine.step_number().to_string());
        if lines.is_full() {
            out.write_all(lines.take())?;
        }
        line(&mut lines, &step, &event);
    }
    out.write_all(lines.take())
}

/// Puts the line of a learner's step `number` as [`write_events`] writes
/// the engine's, with `"inferred":true` on an event no write of the
/// learner's shows (`trace --from`, which prints each step as it is made).
/// A refusal of a digit no unit holds says `"reason":"none"` unless
/// `stale_proven` (the refusals prove a table left marked, as
/// forget-restore's): then it is the engine's `"stale":true` with the unit.
fn put_step(lines: &mut JsonLines, number: &Decimal, step: &Step, stale_proven: bool) {
    match step.event {
        Event::Reject {
            cell,
            digit,
            by: None,
            ..
        } if !stale_proven => {
            // No unit holds it and no stale table is proven: no rule is
            // named.
            lines.put(b"{\"step\":");
            lines.put_decimal(number);
            lines.put(b",\"event\":\"reject\"");
            lines.cell(cell);
            lines.put(b",\"digit\":");
            lines.digit(digit);
            lines.put(b",\"reason\":\"none\"");
        }
        _ => lines.event_body(number, &step.event),
    }
    if step.inferred {
        lines.put(b",\"inferred\":true");
    }
    lines.put(b"}\n");
}

/// The `,"lines":[13,14]` field of each kind of event, made once.
struct LineFields {
    by_kind: Vec<(EventKind, Vec<u8>)>,
}

impl LineFields {
    fn new(listing: &Listing) -> LineFields {
        let by_kind = crate::listing::MARKED_KINDS
            .into_iter()
            .flatten()
            .map(|kind| {
                let numbers: Vec<String> = listing
                    .marked(Some(kind))
                    .iter()
                    .map(|i| (i + 1).to_string())
                    .collect();
                let field = format!(",\"lines\":[{}]", numbers.join(","));
                // A listing marks a few lines per event; a field longer
                // than the room kept for it would overrun the buffer.
                assert!(field.len() <= LINES_FIELD_ROOM, "{field}");
                (kind, field.into_bytes())
            })
            .collect();
        LineFields { by_kind }
    }

    fn of(&self, kind: EventKind) -> &[u8] {
        self.by_kind
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, field)| field)
    }
}

/// [`write_events`] with each event's listing lines added; a loop of its
/// own, so the plain trace pays nothing for it.
fn write_events_with_lines(
    engine: &mut Engine,
    limit: u64,
    fields: &LineFields,
    out: &mut impl Write,
) -> io::Result<()> {
    write_lines(engine, limit, out, |lines, step, event| {
        lines.event_body(step, event);
        lines.put_slice(fields.of(event.kind()));
        lines.put(b"}\n");
    })
}

/// The counts after a run, as one JSON object (the fields in this order);
/// `trace --from --summary` prints the same object for a learner's search.
/// `complete` counts the times the grid had no empty cell; `grid` is the
/// grid at the end, `.` for an empty cell (a mistake can end "solved" with
/// some, or erase a solution).
#[derive(Serialize, Default)]
pub(super) struct Summary {
    pub(super) strategy: String,
    pub(super) bug: Option<String>,
    pub(super) enter: u64,
    pub(super) place: u64,
    pub(super) reject: u64,
    pub(super) reject_row: u64,
    pub(super) reject_col: u64,
    pub(super) reject_box: u64,
    pub(super) undo: u64,
    pub(super) dead_end: u64,
    /// Forced placements and wipeouts: only a propagating strategy's
    /// summary has them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) force: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) wipeout: Option<u64>,
    pub(super) steps: u64,
    pub(super) max_depth: u8,
    pub(super) complete: u64,
    pub(super) result: &'static str,
    /// The grid when solved: restart-column's "solved" grid can have
    /// empty cells, `.` as in `grid`.
    pub(super) solution: Option<String>,
    pub(super) grid: String,
    pub(super) history_bytes: usize,
    pub(super) micros: u128,
}

impl Summary {
    /// The fields that are the search's counts, the rest left empty: one
    /// mapping from [`crate::engine::Counts`] for `trace` and `trace --from`.
    pub(super) fn counted(c: &crate::engine::Counts) -> Summary {
        Summary {
            enter: c.enter,
            place: c.place,
            reject: c.rejects(),
            reject_row: c.reject_row,
            reject_col: c.reject_col,
            reject_box: c.reject_box,
            undo: c.undo,
            dead_end: c.dead_end,
            max_depth: c.max_depth,
            complete: c.solutions,
            ..Summary::default()
        }
    }
}

fn summary_json(engine: &Engine, micros: u128) -> String {
    let grid: String = engine
        .grid()
        .digits()
        .iter()
        .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
        .collect();
    let c = engine.counts();
    let result = match engine.outcome() {
        Some(Outcome::Solved) => "solved",
        Some(Outcome::Exhausted) => "exhausted",
        None => "stopped",
    };
    let summary = Summary {
        strategy: engine.strategy().to_string(),
        bug: engine.mistake().map(|m| m.to_string()),
        steps: engine.step_number(),
        result,
        solution: (engine.outcome() == Some(Outcome::Solved)).then(|| grid.clone()),
        grid,
        history_bytes: engine.history_bytes(),
        micros,
        force: engine.strategy().propagates().then_some(c.force),
        wipeout: engine.strategy().propagates().then_some(c.wipeout),
        ..Summary::counted(c)
    };
    serde_json::to_string(&summary).expect("a struct of numbers and strings serializes")
}

pub(crate) mod from;
mod json_lines;
#[cfg(test)]
mod tests;
