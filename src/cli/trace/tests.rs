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
            s += &format!(",\"digit\":{digit},\"reason\":\"{}\"", reason.name());
            s += &match by {
                Some(by) => format!(",\"by_row\":{},\"by_col\":{}", by.row() + 1, by.col() + 1),
                None => ",\"stale\":true".to_string(),
            };
        }
        Event::DeadEnd { .. } | Event::Solved | Event::Exhausted => {}
    }
    s.push('}');
    s
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
