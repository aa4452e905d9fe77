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
use crate::grid::{Cell, UnitKind};
use crate::listing::{Language, Listing};
use crate::source::PuzzleSource;

/// What `trace` was asked for.
pub struct TraceOptions {
    pub strategy: Strategy,
    /// A bug-lab mistake to run instead of the correct search.
    pub mistake: Option<Mistake>,
    pub max_steps: Option<u64>,
    pub summary: bool,
    /// Add each event's lines in this language's listing.
    pub lines: Option<Language>,
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
    let mut lines = JsonLines::new();
    let mut step = Decimal::new(engine.step_number());
    while engine.step_number() < limit {
        let Some(event) = engine.step() else { break };
        step.increment();
        debug_assert_eq!(step.to_string(), engine.step_number().to_string());
        if lines.is_full() {
            out.write_all(lines.take())?;
        }
        lines.event(&step, &event);
    }
    out.write_all(lines.take())
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

/// [`write_events`] with each event's listing lines added; a separate
/// loop, so the plain trace pays nothing for it.
fn write_events_with_lines(
    engine: &mut Engine,
    limit: u64,
    fields: &LineFields,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut lines = JsonLines::new();
    let mut step = Decimal::new(engine.step_number());
    while engine.step_number() < limit {
        let Some(event) = engine.step() else { break };
        step.increment();
        if lines.is_full() {
            out.write_all(lines.take())?;
        }
        lines.event_body(&step, &event);
        lines.put_slice(fields.of(event.kind()));
        lines.put(b"}\n");
    }
    out.write_all(lines.take())
}

/// A number in decimal, counted up digit by digit: cheaper than writing a
/// number out afresh for every line. The digits sit right-aligned at
/// `DIGITS_END`, with room after them, so that they can be copied as a
/// piece of fixed length (see [`JsonLines::put_decimal`]).
struct Decimal {
    bytes: [u8; 2 * DIGITS_END],
    start: usize,
}

/// A u64 has at most 20 decimal digits.
const DIGITS_END: usize = 20;

impl Decimal {
    fn new(mut n: u64) -> Decimal {
        let mut d = Decimal {
            bytes: [b'0'; 2 * DIGITS_END],
            start: DIGITS_END,
        };
        loop {
            d.start -= 1;
            d.bytes[d.start] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                return d;
            }
        }
    }

    fn increment(&mut self) {
        let mut i = DIGITS_END;
        loop {
            i -= 1;
            if self.bytes[i] != b'9' {
                self.bytes[i] += 1;
                break;
            }
            self.bytes[i] = b'0';
            if i == self.start {
                // 99 -> 100: one digit more (a u64 never runs out of room).
                self.start -= 1;
                self.bytes[self.start] = b'1';
                break;
            }
        }
    }

    fn digits(&self) -> &[u8] {
        &self.bytes[self.start..DIGITS_END]
    }
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(std::str::from_utf8(self.digits()).expect("ASCII digits"))
    }
}

/// Events as JSON lines, in a buffer of `CAPACITY` bytes.
struct JsonLines {
    bytes: Box<[u8]>,
    len: usize,
}

const CAPACITY: usize = 1 << 16;
/// Room one line may need, with its pieces copied at fixed length: the
/// longest line (a reject at step 2^64 - 1) is 104 bytes.
/// With `--lines`, a line has its lines field on top (at most
/// `LINES_FIELD_ROOM`): 104 + 20 + 64 = 188 still fits.
const LINE_ROOM: usize = 192;
const LINES_FIELD_ROOM: usize = 64;

impl JsonLines {
    fn new() -> JsonLines {
        JsonLines {
            bytes: vec![0; CAPACITY].into_boxed_slice(),
            len: 0,
        }
    }

    /// True when one more line might not fit.
    fn is_full(&self) -> bool {
        self.len + LINE_ROOM > CAPACITY
    }

    /// The lines so far; the buffer starts empty again.
    fn take(&mut self) -> &[u8] {
        let len = std::mem::take(&mut self.len);
        &self.bytes[..len]
    }

    /// `{"step":1,"event":"enter","row":1,"col":3,"depth":0}` and a newline:
    /// the fields and their order are those of the trace format, which the
    /// golden files in tests/data/trace pin down byte for byte.
    #[inline(always)]
    fn event(&mut self, step: &Decimal, event: &Event) {
        self.event_body(step, event);
        self.put(b"}\n");
    }

    /// The line of [`JsonLines::event`] without its closing `}` and newline.
    #[inline(always)]
    fn event_body(&mut self, step: &Decimal, event: &Event) {
        self.put(b"{\"step\":");
        self.put_decimal(step);
        match *event {
            Event::Enter { cell, depth } => {
                self.put(b",\"event\":\"enter\"");
                self.cell(cell);
                self.put(b",\"depth\":");
                if depth >= 10 {
                    self.digit(depth / 10);
                }
                self.digit(depth % 10);
            }
            Event::Place { cell, digit } => {
                self.put(b",\"event\":\"place\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
            }
            Event::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                self.put(b",\"event\":\"reject\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
                match reason {
                    UnitKind::Row => self.put(b",\"reason\":\"row\""),
                    UnitKind::Column => self.put(b",\"reason\":\"column\""),
                    UnitKind::Box => self.put(b",\"reason\":\"box\""),
                }
                match by {
                    Some(by) => {
                        self.put(b",\"by_row\":");
                        self.digit(by.row() as u8 + 1);
                        self.put(b",\"by_col\":");
                        self.digit(by.col() as u8 + 1);
                    }
                    // A stale claim (forget-restore): no cell holds the digit.
                    None => self.put(b",\"stale\":true"),
                }
            }
            Event::Undo { cell, digit } => {
                self.put(b",\"event\":\"undo\"");
                self.cell(cell);
                self.put(b",\"digit\":");
                self.digit(digit);
            }
            Event::DeadEnd { cell } => {
                self.put(b",\"event\":\"dead_end\"");
                self.cell(cell);
            }
            Event::Solved => self.put(b",\"event\":\"solved\""),
            Event::Exhausted => self.put(b",\"event\":\"exhausted\""),
        }
    }

    /// A piece made at run time (the lines field): it must fit in the room
    /// a line has left, which `LINE_ROOM` keeps for it.
    fn put_slice(&mut self, piece: &[u8]) {
        self.bytes[self.len..self.len + piece.len()].copy_from_slice(piece);
        self.len += piece.len();
    }

    #[inline(always)]
    fn cell(&mut self, cell: Cell) {
        self.put(b",\"row\":");
        self.digit(cell.row() as u8 + 1);
        self.put(b",\"col\":");
        self.digit(cell.col() as u8 + 1);
    }

    /// A piece of fixed length (a literal), copied without a call.
    #[inline(always)]
    fn put<const N: usize>(&mut self, text: &[u8; N]) {
        self.bytes[self.len..self.len + N].copy_from_slice(text);
        self.len += N;
    }

    /// The digits and what follows them, copied as one piece of fixed
    /// length; only the digits count, what follows is written over next.
    #[inline(always)]
    fn put_decimal(&mut self, n: &Decimal) {
        let piece: &[u8; DIGITS_END] = n.bytes[n.start..n.start + DIGITS_END]
            .try_into()
            .expect("DIGITS_END bytes");
        self.put(piece);
        self.len -= n.start;
    }

    /// A digit 0-9: rows, columns and digits are all one character.
    #[inline(always)]
    fn digit(&mut self, d: u8) {
        debug_assert!(d <= 9);
        self.bytes[self.len] = b'0' + d;
        self.len += 1;
    }
}

/// The counts after a run, as one JSON object (the fields in this order).
/// `complete` counts the times the grid had no empty cell; `grid` is the
/// grid at the end, `.` for an empty cell (a mistake can end "solved" with
/// some, or erase a solution).
#[derive(Serialize)]
struct Summary {
    strategy: String,
    bug: Option<String>,
    enter: u64,
    place: u64,
    reject: u64,
    reject_row: u64,
    reject_col: u64,
    reject_box: u64,
    undo: u64,
    dead_end: u64,
    steps: u64,
    max_depth: u8,
    complete: u64,
    result: &'static str,
    /// The grid when solved: restart-column's "solved" grid can have
    /// empty cells, `.` as in `grid`.
    solution: Option<String>,
    grid: String,
    history_bytes: usize,
    micros: u128,
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
        enter: c.enter,
        place: c.place,
        reject: c.rejects(),
        reject_row: c.reject_row,
        reject_col: c.reject_col,
        reject_box: c.reject_box,
        undo: c.undo,
        dead_end: c.dead_end,
        steps: engine.step_number(),
        max_depth: c.max_depth,
        complete: c.solutions,
        result,
        solution: (engine.outcome() == Some(Outcome::Solved)).then(|| grid.clone()),
        grid,
        history_bytes: engine.history_bytes(),
        micros,
    };
    serde_json::to_string(&summary).expect("a struct of numbers and strings serializes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// One event's line for serde_json: the fields of the trace format, in
    /// its order, those an event does not have left out.
    #[derive(Serialize)]
    struct EventLine {
        step: u64,
        event: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        row: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        col: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        depth: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        digit: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        reason: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by_row: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by_col: Option<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        stale: Option<bool>,
    }

    impl EventLine {
        fn of(step: u64, event: &Event) -> EventLine {
            let mut line = EventLine {
                step,
                event: event.kind().name(),
                row: event.cell().map(|c| c.row() + 1),
                col: event.cell().map(|c| c.col() + 1),
                depth: None,
                digit: None,
                reason: None,
                by_row: None,
                by_col: None,
                stale: None,
            };
            match *event {
                Event::Enter { depth, .. } => line.depth = Some(depth),
                Event::Place { digit, .. } | Event::Undo { digit, .. } => line.digit = Some(digit),
                Event::Reject {
                    digit, reason, by, ..
                } => {
                    line.digit = Some(digit);
                    line.reason = Some(reason.name());
                    match by {
                        Some(by) => {
                            line.by_row = Some(by.row() + 1);
                            line.by_col = Some(by.col() + 1);
                        }
                        None => line.stale = Some(true),
                    }
                }
                Event::DeadEnd { .. } | Event::Solved | Event::Exhausted => {}
            }
            line
        }
    }

    /// One event as serde_json writes it, the oracle the hand-written
    /// writer must match byte for byte (and what it was measured
    /// against, see [`write_events`]):
    /// `{"step":1,"event":"enter","row":1,"col":3,"depth":0}`.
    fn event_json(step: u64, event: &Event) -> String {
        serde_json::to_string(&EventLine::of(step, event)).unwrap()
    }
    fn traced(puzzle: &str, strategy: Strategy, limit: u64) -> (Vec<u8>, Vec<u8>) {
        let grid = parse_grid(puzzle).unwrap();
        traced_engine(|| Engine::new(&grid, strategy).unwrap(), limit)
    }

    fn traced_engine(new: impl Fn() -> Engine, limit: u64) -> (Vec<u8>, Vec<u8>) {
        let mut engine = new();
        let mut ours = Vec::new();
        write_events(&mut engine, limit, &mut ours).unwrap();
        let mut engine = new();
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

    /// forget-restore's stale claims: `"stale":true` and no holder, which
    /// no cell is (step 44 on LeetCode's example: 9 in row 1, taken back
    /// at step 41 without unmarking); every other reject names its holder.
    #[test]
    fn a_stale_claim_names_no_holder() {
        let grid = parse_grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        for mistake in Mistake::ALL {
            let (ours, oracle) =
                traced_engine(|| Engine::with_mistake(&grid, mistake).unwrap(), 100_000);
            assert!(ours == oracle, "{mistake}");
            let text = String::from_utf8(ours).unwrap();
            for line in text.lines().filter(|l| l.contains("\"reject\"")) {
                let stale = line.contains("\"stale\":true");
                assert_eq!(stale, !line.contains("by_row"), "{line}");
                assert!(!stale || mistake == Mistake::ForgetRestore, "{line}");
            }
            if mistake == Mistake::ForgetRestore {
                assert_eq!(
                    text.lines().nth(43).unwrap(),
                    r#"{"step":44,"event":"reject","row":1,"col":7,"digit":9,"reason":"row","stale":true}"#
                );
            }
        }
    }

    #[test]
    fn decimals_count_up_as_format_writes_them() {
        for start in [0u64, 8, 9, 98, 99, 12_345_678, 99_999_999, u64::MAX - 3] {
            let mut d = Decimal::new(start);
            assert_eq!(d.to_string(), start.to_string());
            for n in start + 1..=start.saturating_add(3) {
                d.increment();
                assert_eq!(d.to_string(), n.to_string());
            }
        }
        // The longest line fits in the room kept for one.
        let mut lines = JsonLines::new();
        let reject = Event::Reject {
            cell: Cell::new(80),
            digit: 9,
            reason: UnitKind::Column,
            by: Some(Cell::new(8)),
        };
        lines.event(&Decimal::new(u64::MAX), &reject);
        let expected = format!("{}\n", event_json(u64::MAX, &reject));
        assert_eq!(lines.take(), expected.as_bytes());
        assert!(expected.len() + DIGITS_END <= LINE_ROOM);
    }

    #[test]
    fn a_trace_longer_than_the_buffer_comes_out_whole() {
        // LeetCode's 50,175 events are about 4 MB: many buffers full.
        let (ours, oracle) = traced(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::RowMajor,
            u64::MAX,
        );
        assert!(ours.len() > 20 * CAPACITY);
        assert!(ours == oracle);
    }

    /// `trace --summary` as it was printed when it was written by hand,
    /// byte for byte (with `micros` fixed): a solved search, a mistake's,
    /// and a search cut short.
    #[test]
    fn the_summary_keeps_its_fields_their_order_and_its_bytes() {
        let grid = parse_grid(LEETCODE).unwrap();
        let mut solved = Engine::new(&grid, Strategy::RowMajor).unwrap();
        solved.run(u64::MAX);
        assert_eq!(
            summary_json(&solved, 7),
            r#"{"strategy":"row-major","bug":null,"enter":4208,"place":4208,"reject":33444,"reject_row":26125,"reject_col":5918,"reject_box":1401,"undo":4157,"dead_end":4157,"steps":50175,"max_depth":51,"complete":1,"result":"solved","solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","grid":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","history_bytes":247808,"micros":7}"#
        );
        let mut mistaken = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        mistaken.run(u64::MAX);
        assert_eq!(
            summary_json(&mistaken, 7),
            r#"{"strategy":"row-major","bug":"forget-restore","enter":7,"place":6,"reject":57,"reject_row":54,"reject_col":2,"reject_box":1,"undo":6,"dead_end":7,"steps":84,"max_depth":5,"complete":0,"result":"exhausted","solution":null,"grid":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","history_bytes":968,"micros":7}"#
        );
        let mut stopped = Engine::new(&grid, Strategy::MostConstrained).unwrap();
        stopped.run(100);
        assert_eq!(
            summary_json(&stopped, 7),
            r#"{"strategy":"most-constrained","bug":null,"enter":16,"place":16,"reject":68,"reject_row":45,"reject_col":15,"reject_box":8,"undo":0,"dead_end":0,"steps":100,"max_depth":16,"complete":0,"result":"stopped","solution":null,"grid":"53.678...6..195...1983425678..76...34268537917..92...6.6..3.28....419..5....8..79","history_bytes":968,"micros":7}"#
        );
    }
}
