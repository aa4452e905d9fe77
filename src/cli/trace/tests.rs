use super::json_lines::{CAPACITY, DIGITS_END, LINE_ROOM};
use super::*;
use crate::grid::{Cell, UnitKind, parse_grid};

use crate::test_fixtures::{ESCARGOT, LEETCODE, LEETCODE_NO_SOLUTION};

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
    rule: Option<&'static str>,
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
            rule: None,
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
            Event::Force { digit, rule, .. } => {
                line.digit = Some(digit);
                line.rule = Some(rule.name());
            }
            Event::Wipeout { by, .. } => {
                if let Some(by) = by {
                    line.by_row = Some(by.row() + 1);
                    line.by_col = Some(by.col() + 1);
                }
            }
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
        LEETCODE,
        ESCARGOT,
        LEETCODE_NO_SOLUTION,
    ];
    for puzzle in puzzles {
        for strategy in Strategy::EVERY {
            let (ours, oracle) = traced(puzzle, strategy, 200_000);
            assert!(ours.len() > 100);
            assert!(ours == oracle, "{puzzle} {strategy}");
        }
    }
}

/// The propagating strategies' traces carry their forced moves, with the
/// rule, and their wipeouts, with the placement before them.
#[test]
fn propagating_traces_name_forced_moves_and_wipeouts() {
    let (singles, _) = traced(LEETCODE, Strategy::Singles, 100);
    let text = String::from_utf8(singles).unwrap();
    assert_eq!(
        text.lines().next().unwrap(),
        r#"{"step":1,"event":"force","row":5,"col":5,"digit":5,"rule":"only_candidate"}"#
    );
    assert_eq!(
        text.lines().filter(|l| l.contains(r#""force""#)).count(),
        51
    );
    let (fc, _) = traced(ESCARGOT, Strategy::ForwardCheckingMrv, 1_000_000);
    let text = String::from_utf8(fc).unwrap();
    let wipeouts: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(r#""wipeout""#))
        .collect();
    assert_eq!(wipeouts.len(), 8);
    assert!(
        wipeouts.iter().all(|l| l.contains("by_row")),
        "{wipeouts:?}"
    );
    let (hidden, _) = traced(ESCARGOT, Strategy::Singles, 1_000_000);
    assert!(
        String::from_utf8(hidden)
            .unwrap()
            .contains(r#""rule":"only_place_in_"#)
    );
}

/// forget-restore's stale claims: `"stale":true` and no holder, which
/// no cell is (step 44 on LeetCode's example: 9 in row 1, taken back
/// at step 41 without unmarking); every other reject names its holder.
#[test]
fn a_stale_claim_names_no_holder() {
    let grid = parse_grid(LEETCODE).unwrap();
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
    let (ours, oracle) = traced(LEETCODE, Strategy::RowMajor, u64::MAX);
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
        r#"{"strategy":"row-major","bug":null,"enter":4208,"place":4208,"reject":33444,"reject_row":26125,"reject_col":5918,"reject_box":1401,"undo":4157,"dead_end":4157,"steps":50175,"max_depth":51,"complete":1,"result":"solved","solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","grid":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","history_bytes":292864,"micros":7}"#
    );
    let mut mistaken = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
    mistaken.run(u64::MAX);
    assert_eq!(
        summary_json(&mistaken, 7),
        r#"{"strategy":"row-major","bug":"forget-restore","enter":7,"place":6,"reject":57,"reject_row":54,"reject_col":2,"reject_box":1,"undo":6,"dead_end":7,"steps":84,"max_depth":5,"complete":0,"result":"exhausted","solution":null,"grid":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","history_bytes":1144,"micros":7}"#
    );
    let mut stopped = Engine::new(&grid, Strategy::MostConstrained).unwrap();
    stopped.run(100);
    assert_eq!(
        summary_json(&stopped, 7),
        r#"{"strategy":"most-constrained","bug":null,"enter":16,"place":16,"reject":68,"reject_row":45,"reject_col":15,"reject_box":8,"undo":0,"dead_end":0,"steps":100,"max_depth":16,"complete":0,"result":"stopped","solution":null,"grid":"53.678...6..195...1983425678..76...34268537917..92...6.6..3.28....419..5....8..79","history_bytes":1144,"micros":7}"#
    );
}
