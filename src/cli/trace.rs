//! `trace`: every event of the classic DFS as one JSON object per line, or
//! with `--summary` one object with the counts. Rows and columns are 1-based.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;

use super::exit::WriteFailed;
use crate::engine::{Engine, Event, Outcome, Strategy};
use crate::source::PuzzleSource;

pub fn trace(
    source: &str,
    strategy: Strategy,
    max_steps: Option<u64>,
    summary: bool,
) -> Result<ExitCode> {
    let (_, grid) = PuzzleSource::from_arg(source)?.first_puzzle()?;
    let mut engine =
        Engine::new(&grid, strategy).map_err(|c| anyhow::anyhow!("the givens conflict: {c}"))?;
    let limit = max_steps.unwrap_or(u64::MAX);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let written = if summary {
        let start = Instant::now();
        engine.run(limit);
        let micros = start.elapsed().as_micros();
        writeln!(out, "{}", summary_json(&engine, micros))
    } else {
        let mut result = Ok(());
        while engine.step_number() < limit && result.is_ok() {
            let Some(event) = engine.step() else { break };
            result = writeln!(out, "{}", event_json(engine.step_number(), &event));
        }
        result
    };
    written
        .and_then(|()| out.flush())
        .map_err(WriteFailed::stdout)?;
    Ok(ExitCode::SUCCESS)
}

/// One event as a JSON object: `{"step":1,"event":"enter","row":1,"col":3,"depth":0}`.
pub fn event_json(step: u64, event: &Event) -> String {
    let mut s = format!("{{\"step\":{step},\"event\":\"{}\"", event.kind().name());
    if let Some(cell) = event.cell() {
        s += &format!(",\"row\":{},\"col\":{}", cell.row() + 1, cell.col() + 1);
    }
    match *event {
        Event::Enter { depth, .. } => s += &format!(",\"depth\":{depth}"),
        Event::Place { digit, .. } | Event::Undo { digit, .. } => {
            s += &format!(",\"digit\":{digit}")
        }
        Event::Reject {
            digit, reason, by, ..
        } => {
            s += &format!(
                ",\"digit\":{digit},\"reason\":\"{}\",\"by_row\":{},\"by_col\":{}",
                reason.name(),
                by.row() + 1,
                by.col() + 1
            )
        }
        Event::DeadEnd { .. } | Event::Solved | Event::Exhausted => {}
    }
    s.push('}');
    s
}

/// The counts after a run, as one JSON object.
fn summary_json(engine: &Engine, micros: u128) -> String {
    let c = engine.counts();
    let result = match engine.outcome() {
        Some(Outcome::Solved) => "solved",
        Some(Outcome::Exhausted) => "exhausted",
        None => "stopped",
    };
    let solution = match engine.outcome() {
        Some(Outcome::Solved) => format!(
            "\"{}\"",
            engine
                .grid()
                .digits()
                .map(|d| (b'0' + d) as char)
                .iter()
                .collect::<String>()
        ),
        _ => "null".to_string(),
    };
    format!(
        "{{\"strategy\":\"{}\",\"enter\":{},\"place\":{},\"reject\":{},\"reject_row\":{},\"reject_col\":{},\"reject_box\":{},\"undo\":{},\"dead_end\":{},\"steps\":{},\"max_depth\":{},\"result\":\"{result}\",\"solution\":{solution},\"history_bytes\":{},\"micros\":{micros}}}",
        engine.strategy(),
        c.enter,
        c.place,
        c.rejects(),
        c.reject_row,
        c.reject_col,
        c.reject_box,
        c.undo,
        c.dead_end,
        engine.step_number(),
        c.max_depth,
        engine.history_bytes(),
    )
}
