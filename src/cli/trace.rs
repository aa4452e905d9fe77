//! `trace`: every event of the classic DFS as one JSON object per line, or
//! with `--summary` one object with the counts. Rows and columns are 1-based.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;

use super::input;
use crate::engine::{Engine, Event, Outcome, Strategy};

pub fn trace(
    source: &str,
    strategy: Strategy,
    max_steps: Option<u64>,
    summary: bool,
) -> Result<ExitCode> {
    let grid = input::first_puzzle(source)?;
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
        write_events(&mut engine, limit, &mut out)
    };
    match written.and_then(|()| out.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        other => other?,
    }
    Ok(ExitCode::SUCCESS)
}

/// Steps the engine up to step `limit`, writing each event as a JSON line.
/// A full trace is millions of lines (13 million for Platinum Blonde), so
/// each line is assembled in a fixed buffer on the stack and handed to the
/// buffered writer in one piece: nothing is allocated per event.
fn write_events(engine: &mut Engine, limit: u64, out: &mut impl Write) -> io::Result<()> {
    let mut line = JsonLine::new();
    while engine.step_number() < limit {
        let Some(event) = engine.step() else { break };
        line.event(engine.step_number(), &event);
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}

/// One event as a JSON line, built in place. The longest line, a reject at
/// step 2^64 - 1, is 104 bytes; the buffer has room to spare.
struct JsonLine {
    bytes: [u8; 128],
    len: usize,
}

impl JsonLine {
    fn new() -> JsonLine {
        JsonLine {
            bytes: [0; 128],
            len: 0,
        }
    }

    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// `{"step":1,"event":"enter","row":1,"col":3,"depth":0}` and a newline:
    /// the fields and their order are those of the trace format, which the
    /// golden files in tests/data/trace pin down byte for byte.
    fn event(&mut self, step: u64, event: &Event) {
        self.len = 0;
        self.put(b"{\"step\":");
        self.number(step);
        self.put(b",\"event\":\"");
        self.put(event.kind().name().as_bytes());
        self.put(b"\"");
        if let Some(cell) = event.cell() {
            self.put(b",\"row\":");
            self.digit(cell.row() as u8 + 1);
            self.put(b",\"col\":");
            self.digit(cell.col() as u8 + 1);
        }
        match *event {
            Event::Enter { depth, .. } => {
                self.put(b",\"depth\":");
                self.number(depth.into());
            }
            Event::Place { digit, .. } | Event::Undo { digit, .. } => {
                self.put(b",\"digit\":");
                self.digit(digit);
            }
            Event::Reject {
                digit, reason, by, ..
            } => {
                self.put(b",\"digit\":");
                self.digit(digit);
                self.put(b",\"reason\":\"");
                self.put(reason.name().as_bytes());
                self.put(b"\",\"by_row\":");
                self.digit(by.row() as u8 + 1);
                self.put(b",\"by_col\":");
                self.digit(by.col() as u8 + 1);
            }
            Event::DeadEnd { .. } | Event::Solved | Event::Exhausted => {}
        }
        self.put(b"}\n");
    }

    #[inline(always)]
    fn put(&mut self, text: &[u8]) {
        self.bytes[self.len..self.len + text.len()].copy_from_slice(text);
        self.len += text.len();
    }

    /// A digit 0-9: rows, columns and digits are all one character.
    #[inline(always)]
    fn digit(&mut self, d: u8) {
        debug_assert!(d <= 9);
        self.bytes[self.len] = b'0' + d;
        self.len += 1;
    }

    /// A number in decimal, the way `format!("{n}")` writes it.
    #[inline(always)]
    fn number(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.put(&digits[start..]);
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    /// The trace's formatter before it wrote into a fixed buffer, kept as
    /// the oracle the new one must match byte for byte.
    /// One event as a JSON object: `{"step":1,"event":"enter","row":1,"col":3,"depth":0}`.
    fn event_json(step: u64, event: &Event) -> String {
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

    fn traced(puzzle: &str, strategy: Strategy, limit: u64) -> (Vec<u8>, Vec<u8>) {
        let grid = parse_grid(puzzle).unwrap();
        let mut engine = Engine::new(&grid, strategy).unwrap();
        let mut ours = Vec::new();
        write_events(&mut engine, limit, &mut ours).unwrap();
        let mut engine = Engine::new(&grid, strategy).unwrap();
        let mut oracle = Vec::new();
        while engine.step_number() < limit {
            let Some(event) = engine.step() else { break };
            writeln!(oracle, "{}", event_json(engine.step_number(), &event)).unwrap();
        }
        (ours, oracle)
    }

    #[test]
    fn whole_traces_match_the_string_formatter() {
        let puzzles = [
            // LeetCode 37's example, solved; AI Escargot; no solution.
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..51...8..79",
        ];
        for puzzle in puzzles {
            for strategy in Strategy::ALL {
                let (ours, oracle) = traced(puzzle, strategy, 200_000);
                assert!(ours.len() > 1000);
                assert!(ours == oracle, "{puzzle} {strategy}");
            }
        }
    }

    #[test]
    fn numbers_are_written_as_format_writes_them() {
        let mut line = JsonLine::new();
        for n in [0, 7, 9, 10, 99, 100, 12_345_678, 1 << 40, u64::MAX] {
            line.len = 0;
            line.number(n);
            assert_eq!(line.as_bytes(), n.to_string().as_bytes());
        }
        // The longest line fits.
        let reject = Event::Reject {
            cell: crate::grid::Cell::new(80),
            digit: 9,
            reason: crate::grid::UnitKind::Column,
            by: crate::grid::Cell::new(8),
        };
        line.event(u64::MAX, &reject);
        let expected = format!("{}\n", event_json(u64::MAX, &reject));
        assert_eq!(line.as_bytes(), expected.as_bytes());
    }
}
