use super::*;
use crate::engine::Engine;
use crate::grid::parse_grid;
use crate::test_fixtures::LEETCODE_NO_SOLUTION;

fn leetcode() -> Grid {
    crate::puzzles::example().grid.clone()
}

/// Everything the seam shows, read through it.
fn seen(search: &dyn Search) -> String {
    format!(
        "step {} last {:?} phase {:?} outcome {:?} depth {}\n\
         grid {}\nstack {:?}\ntables {:?}\ncounts {:?}\nended {:?} stale {} {:?} skipped {:?}",
        search.step_number(),
        search.last_event(),
        search.phase(),
        search.outcome(),
        search.depth(),
        search.grid().to_line(),
        search.stack(),
        search.tables(),
        search.counts(),
        search.state().ended_frame(),
        search.state().stale_rejects(),
        search.state().stale_entries(),
        search.state().skipped_cells(),
    )
}

/// The engine's events for up to `steps` steps, each with a line number.
fn events_of(mut engine: Engine, steps: u64) -> Vec<(usize, Event)> {
    let mut events = Vec::new();
    while (events.len() as u64) < steps {
        let Some(event) = engine.step() else { break };
        events.push((events.len() + 1, event));
    }
    events
}

fn engine_for(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>) -> Engine {
    match mistake {
        None => Engine::new(grid, strategy).unwrap(),
        Some(m) => Engine::with_mistake(grid, m).unwrap(),
    }
}

/// The recording and the engine show the same at every step forwards,
/// then backwards, then after seeks both ways.
fn same_as_the_engine(grid: &Grid, strategy: Strategy, mistake: Option<Mistake>, rec: Recording) {
    let name = format!("{strategy} {mistake:?}");
    let mut engine = engine_for(grid, strategy, mistake);
    let mut rec: Box<dyn Search> = Box::new(rec);
    let end = rec.seek(u64::MAX);
    rec.seek(0);
    assert_eq!(seen(&*rec), seen(&engine), "{name}: step 0");
    for _ in 0..end {
        assert_eq!(rec.step(), engine.step(), "{name}");
        assert_eq!(seen(&*rec), seen(&engine), "{name}: forwards");
        // A cut trace has nothing ahead at its last step; the engine has.
        if rec.step_number() < end || rec.outcome().is_some() {
            assert_eq!(rec.is_finished(), engine.is_finished(), "{name}");
        }
    }
    assert!(rec.is_finished());
    assert_eq!(rec.step(), None);
    while rec.step_number() > 0 {
        assert!(rec.step_back());
        engine.step_back();
        assert_eq!(seen(&*rec), seen(&engine), "{name}: backwards");
    }
    assert!(!rec.step_back());
    for n in [end / 2, 3, end, 1, end.saturating_sub(300), 0, end - 1] {
        assert_eq!(rec.seek(n), engine.seek(n), "{name}");
        assert_eq!(seen(&*rec), seen(&engine), "{name}: seek {n}");
    }
    let copy = rec.copy_at(end / 3);
    assert_eq!(seen(&*copy), seen(&engine.copy_at(end / 3)), "{name}: copy");
    assert_eq!(
        rec.step_number(),
        end - 1,
        "a copy leaves the recording where it was"
    );
    let undo = |e: &Event| matches!(e, Event::Undo { .. });
    assert_eq!(rec.seek_back_to(&undo), engine.seek_back_to(undo), "{name}");
    assert_eq!(seen(&*rec), seen(&engine), "{name}: back to an undo");
    rec.seek(0);
    engine.seek(0);
    assert_eq!(
        rec.run_until(u64::MAX, &undo),
        engine.run_until(u64::MAX, undo)
    );
    assert_eq!(seen(&*rec), seen(&engine), "{name}: on to an undo");
}

#[test]
fn a_trace_read_back_is_the_engines_search_at_every_step() {
    let lines = include_str!("../../../../tests/data/trace/leetcode-row-major-400.jsonl");
    let rec = Recording::from_trace(&leetcode(), Strategy::RowMajor, None, lines).unwrap();
    assert_eq!(rec.len(), 400);
    same_as_the_engine(&leetcode(), Strategy::RowMajor, None, rec);

    let lines = include_str!("../../../../tests/data/trace/no-solution-most-constrained.jsonl");
    let grid = parse_grid(LEETCODE_NO_SOLUTION).unwrap();
    let rec = Recording::from_trace(&grid, Strategy::MostConstrained, None, lines).unwrap();
    assert_eq!(rec.last_event_recorded(), Some(Event::Exhausted));
    same_as_the_engine(&grid, Strategy::MostConstrained, None, rec);
}

#[test]
fn every_bug_lab_variant_recorded_is_the_engines_at_every_step() {
    // Whole searches: forget-restore's stale tables and claims, forget-flag's
    // solution that it goes on from (55,574 events), restart-column's
    // skipped cells and early "solved".
    // (forget-candidates is a propagating search: a recording holds no
    // propagation event, as for the correct propagating strategies.)
    for mistake in Mistake::ALL
        .into_iter()
        .filter(|m| !m.strategy().propagates())
    {
        let strategy = mistake.strategy();
        let engine = engine_for(&leetcode(), strategy, Some(mistake));
        let events = events_of(engine, u64::MAX);
        let rec = Recording::from_events(&leetcode(), strategy, Some(mistake), &events).unwrap();
        same_as_the_engine(&leetcode(), strategy, Some(mistake), rec);
    }
}

impl Recording {
    fn last_event_recorded(&self) -> Option<Event> {
        self.events.last().copied()
    }
}

fn refused(lines: &str) -> String {
    Recording::from_trace(&leetcode(), Strategy::RowMajor, None, lines)
        .unwrap_err()
        .to_string()
}

#[test]
fn a_malformed_line_is_refused_with_its_number_and_what_is_wrong() {
    let good = "{\"step\":1,\"event\":\"enter\",\"row\":1,\"col\":3,\"depth\":0}\n";
    let cases = [
        (
            "{\"step\":2,\"event\":\"place\"",
            "line 2: column 26: expected ',' or '}' after a value",
        ),
        ("\"step\":2}", "line 2: column 1: expected '{'"),
        (
            "{\"step\":2,\"event\":\"place\",\"row\":1,\"col\":3}",
            "line 2: no \"digit\" field",
        ),
        (
            "{\"step\":2,\"event\":\"place\",\"row\":1,\"col\":3,\"digit\":10}",
            "line 2: \"digit\" must be a digit from 1 to 9",
        ),
        (
            "{\"step\":2,\"event\":\"place\",\"row\":0,\"col\":3,\"digit\":1}",
            "line 2: \"row\" must be a number from 1 to 9",
        ),
        (
            "{\"step\":2,\"event\":\"jump\"}",
            "line 2: no event is called \"jump\"",
        ),
        (
            "{\"step\":3,\"event\":\"solved\"}",
            "line 2: step 3 where step 2 comes next",
        ),
        (
            "{\"step\":2,\"event\":\"place\",\"row\":1,\"col\":3,\"digit\":1} x",
            "line 2: column 54: expected the end of the line after the object",
        ),
        (
            "{\"step\":2,\"event\":\"solved\\n\"}",
            "line 2: column 26: expected a string without escapes",
        ),
        (
            "{\"step\":2,\"event\":\"reject\",\"row\":1,\"col\":3,\"digit\":1,\"reason\":\"diagonal\"}",
            "line 2: \"reason\" must be \"row\", \"column\" or \"box\"",
        ),
        // Events that cannot follow the ones before them.
        (
            "{\"step\":2,\"event\":\"place\",\"row\":1,\"col\":4,\"digit\":1}",
            "line 2: this place cannot come here: it is not the cell on top of the stack",
        ),
        (
            "{\"step\":2,\"event\":\"place\",\"row\":1,\"col\":3,\"digit\":2}",
            "line 2: this place cannot come here: digits are tried in order, 1 to 9, each once",
        ),
        (
            "{\"step\":2,\"event\":\"undo\",\"row\":1,\"col\":3,\"digit\":1}",
            "line 2: this undo cannot come here: nothing is to be taken back now",
        ),
        (
            "{\"step\":2,\"event\":\"dead_end\",\"row\":1,\"col\":3}",
            "line 2: this dead_end cannot come here: a dead end comes after all nine digits",
        ),
        (
            "{\"step\":2,\"event\":\"enter\",\"row\":1,\"col\":1,\"depth\":1}",
            "line 2: this enter cannot come here: a cell is entered first or after a placement",
        ),
        (
            "{\"step\":2,\"event\":\"exhausted\"}",
            "line 2: this exhausted cannot come here: the search gives up only after the root's dead end",
        ),
    ];
    for (line, says) in cases {
        assert_eq!(refused(&format!("{good}{line}\n")), says, "{line}");
    }
    // A given's cell is not empty; nothing follows the end.
    assert_eq!(
        refused("{\"step\":1,\"event\":\"enter\",\"row\":1,\"col\":1,\"depth\":0}"),
        "line 1: this enter cannot come here: the cell is not empty"
    );
    let rows = include_str!("../../../../tests/data/trace/no-solution-most-constrained.jsonl");
    let grid = parse_grid(LEETCODE_NO_SOLUTION).unwrap();
    let n = rows.lines().count();
    let after = format!("{rows}{{\"step\":{},\"event\":\"exhausted\"}}\n", n + 1);
    let err = Recording::from_trace(&grid, Strategy::MostConstrained, None, &after).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "line {}: this exhausted cannot come here: the search has ended",
            n + 1
        )
    );
}

#[test]
fn lines_fields_and_spaces_are_read_and_a_cut_trace_ends_where_it_stops() {
    let lines = "{ \"step\": 1, \"event\": \"enter\", \"row\": 1, \"col\": 3, \"depth\": 0, \"lines\": [13, 14] }\n\
                 \n\
                 {\"step\":2,\"event\":\"place\",\"row\":1,\"col\":3,\"digit\":1,\"lines\":[]}\n";
    let mut rec = Recording::from_trace(&leetcode(), Strategy::RowMajor, None, lines).unwrap();
    assert_eq!(rec.run(10), 2);
    assert!(rec.is_finished(), "nothing lies ahead of a cut trace");
    assert_eq!(rec.outcome(), None, "but it did not end the search");
    assert_eq!(rec.state().digit(Cell::at(0, 2)), 1);
}
