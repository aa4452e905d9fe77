//! The engine against the reference: for every puzzle in
//! tests/data/classic_counts.txt (made by reference/classic_dfs.cpp)
//! and both strategies, every event count, the max depth, the result and the
//! solution must be equal.

// A test's unwrap is its failure report (the workspace denies unwrap elsewhere).
#![allow(clippy::unwrap_used)]

use sudoku_dfs_core::test_fixtures;

use crate::test_fixtures::ANTI_BRUTE_FORCE;
use sudoku_dfs::parse_grid;
use sudoku_dfs::{Engine, Event, Mistake, Outcome, Search, Strategy, solve_row_major};

struct Expected {
    strategy: Strategy,
    puzzle: String,
    fields: Vec<(String, String)>,
    solution: String,
}

impl Expected {
    fn get(&self, key: &str) -> u64 {
        let (_, v) = self.fields.iter().find(|(k, _)| k == key).expect(key);
        v.parse().unwrap()
    }
    fn result(&self) -> &str {
        &self.fields.iter().find(|(k, _)| k == "result").unwrap().1
    }
}

fn expectations() -> Vec<Expected> {
    parse_expectations(include_str!("data/classic_counts.txt"))
}

/// tests/data/propagation_counts.txt: the reference's propagating modes.
fn propagation_expectations() -> Vec<Expected> {
    parse_expectations(include_str!("data/propagation_counts.txt"))
}

fn parse_expectations(text: &str) -> Vec<Expected> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let strategy = Strategy::from_name(words[0])
                .unwrap_or_else(|| panic!("unknown strategy {}", words[0]));
            Expected {
                strategy,
                puzzle: words[1].to_string(),
                fields: words[2..words.len() - 1]
                    .iter()
                    .map(|w| {
                        let (k, v) = w.split_once('=').unwrap();
                        (k.to_string(), v.to_string())
                    })
                    .collect(),
                solution: words[words.len() - 1].to_string(),
            }
        })
        .collect()
}

/// The engine's counts by the reference's names for them.
fn engine_counts(engine: &Engine) -> Vec<(&'static str, u64)> {
    let c = engine.counts();
    vec![
        ("enter", c.enter),
        ("place", c.place),
        ("reject", c.rejects()),
        ("reject_row", c.reject_row),
        ("reject_col", c.reject_col),
        ("reject_box", c.reject_box),
        ("undo", c.undo),
        ("dead_end", c.dead_end),
        ("max_depth", c.max_depth as u64),
    ]
}

/// Each named count against the reference's count of that name.
fn assert_counts(counts: &[(&str, u64)], want: &Expected, label: &str) {
    for &(name, count) in counts {
        assert_eq!(count, want.get(name), "{name}: {label}");
    }
}

fn check(engine: &Engine, want: &Expected) {
    let c = engine.counts();
    let label = format!("{} {}", want.strategy, want.puzzle);
    assert_counts(&engine_counts(engine), want, &label);
    match want.result() {
        "solved" => {
            assert_eq!(engine.outcome(), Some(Outcome::Solved), "{label}");
            assert_eq!(
                engine
                    .grid()
                    .digits()
                    .map(|d| (b'0' + d) as char)
                    .iter()
                    .collect::<String>(),
                want.solution,
                "{label}"
            );
        }
        _ => assert_eq!(engine.outcome(), Some(Outcome::Exhausted), "{label}"),
    }
    assert_eq!(engine.step_number(), c.events());
}

#[test]
fn bulk_runs_match_the_reference_on_every_shipped_puzzle() {
    let all = expectations();
    assert!(all.len() > 200, "the vectors are all there");
    for want in &all {
        let grid = parse_grid(&want.puzzle).unwrap();
        let mut engine = Engine::new(&grid, want.strategy).unwrap();
        engine.run_to_end();
        check(&engine, want);
    }
}

#[test]
fn single_steps_match_the_reference_too() {
    for want in expectations().iter().filter(|w| w.get("place") < 20_000) {
        let grid = parse_grid(&want.puzzle).unwrap();
        let mut engine = Engine::new(&grid, want.strategy).unwrap();
        let mut last = None;
        while let Some(event) = engine.step() {
            last = Some(event);
        }
        assert!(matches!(last, Some(Event::Solved | Event::Exhausted)));
        check(&engine, want);
    }
}

/// The propagating strategies' counts, forced moves and wipeouts too,
/// equal the reference's, run in bulk and (on the shorter searches) one
/// step at a time.
#[test]
fn propagating_strategies_match_the_reference_on_every_shipped_puzzle() {
    let all = propagation_expectations();
    for strategy in Strategy::EVERY.into_iter().filter(|s| s.propagates()) {
        assert!(
            all.iter().filter(|w| w.strategy == strategy).count() > 40,
            "{strategy}"
        );
    }
    for want in &all {
        let grid = parse_grid(&want.puzzle).unwrap();
        let mut engine = Engine::new(&grid, want.strategy).unwrap();
        if want.get("place") < 2_000 {
            while engine.step().is_some() {}
        } else {
            engine.run_to_end();
        }
        check(&engine, want);
        let label = format!("{} {}", want.strategy, want.puzzle);
        assert_eq!(engine.counts().force, want.get("force"), "force: {label}");
        assert_eq!(
            engine.counts().wipeout,
            want.get("wipeout"),
            "wipeout: {label}"
        );
    }
}

/// `solve --strategy row-major` runs the plain search, without the engine's
/// record: its figures must be the reference's all the same.
#[test]
fn the_plain_row_major_search_matches_the_reference() {
    let row_major: Vec<Expected> = expectations()
        .into_iter()
        .filter(|w| w.strategy == Strategy::RowMajor)
        .collect();
    assert!(row_major.len() > 70);
    for want in &row_major {
        let answer = solve_row_major(&parse_grid(&want.puzzle).unwrap()).unwrap();
        let c = answer.counts;
        let label = &want.puzzle;
        let counts = [
            ("enter", c.enter),
            ("place", c.place),
            ("reject", c.reject),
            ("undo", c.undo),
            ("dead_end", c.dead_end),
            ("max_depth", c.max_depth as u64),
        ];
        assert_counts(&counts, want, label);
        let solution = answer
            .solution
            .map(|s| s.map(|d| (b'0' + d) as char).iter().collect::<String>());
        match want.result() {
            "solved" => assert_eq!(solution.as_deref(), Some(want.solution.as_str()), "{label}"),
            _ => assert_eq!(solution, None, "{label}"),
        }
    }
}

/// The whole anti-brute-force search, row-major: about 830 million events.
/// Too slow for a debug build; `.ci/run` runs it in release
/// (`cargo test --release --test engine_reference -- --ignored`).
#[test]
#[ignore = "830 million events: run in release"]
fn the_anti_brute_force_search_at_full_scale() {
    let grid = parse_grid(ANTI_BRUTE_FORCE).unwrap();
    let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    engine.run_to_end();
    let c = *engine.counts();
    assert_eq!(c.enter, 69_175_316);
    assert_eq!(c.place, 69_175_316);
    assert_eq!(c.rejects(), 553_402_281);
    assert_eq!(
        (c.reject_row, c.reject_col, c.reject_box),
        (399_211_936, 122_757_078, 31_433_267)
    );
    assert_eq!(c.undo, 69_175_252);
    assert_eq!(c.dead_end, 69_175_252);
    assert_eq!(c.max_depth, 64);
    assert_eq!(engine.step_number(), 830_103_418);
    assert_eq!(engine.outcome(), Some(Outcome::Solved));
    // The plain search of `solve --strategy row-major`, the same figures.
    let plain = solve_row_major(&grid).unwrap();
    assert_eq!(
        (plain.counts.place, plain.counts.reject, plain.counts.undo),
        (c.place, c.rejects(), c.undo)
    );
    assert_eq!(plain.counts.max_depth, 64);
    assert_eq!(plain.solution.as_ref(), Some(engine.grid().digits()));
    assert!(
        engine.history_bytes() < 64 << 20,
        "{} bytes",
        engine.history_bytes()
    );

    // Back and forth anywhere in it lands on the same state as going there.
    let mut other = Engine::new(&grid, Strategy::RowMajor).unwrap();
    for n in [400_000_000u64, 1, 830_103_417, 123_456_789] {
        engine.seek(n);
        other.seek(n + 1);
        other.step_back();
        assert_eq!(engine.counts(), other.counts(), "at {n}");
        assert_eq!(engine.stack(), other.stack(), "at {n}");
        assert_eq!(engine.last_event(), other.last_event(), "at {n}");
    }
}

/// The per-cell counts of the whole anti-brute-force search (what `trace
/// --heatmap` prints): their totals are the reference's counts, and, the
/// search having ended solved, every empty cell was undone exactly once less
/// than it was filled (its last digit stays).
#[test]
#[ignore = "830 million events: run in release"]
fn the_anti_brute_force_heatmap_at_full_scale() {
    use sudoku_dfs::search_shape::heatmap::{Heatmap, Measure};
    let grid = parse_grid(ANTI_BRUTE_FORCE).unwrap();
    let engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    let map = Heatmap::up_to(&engine, u64::MAX);
    assert_eq!(map.step, 830_103_418);
    assert_eq!(map.total(Measure::Placements), 69_175_316);
    assert_eq!(map.total(Measure::Undos), 69_175_252);
    assert_eq!(map.total(Measure::DeadEnds), 69_175_252);
    for cell in sudoku_dfs::Cell::all() {
        let (placed, undone) = (
            map.get(Measure::Placements, cell),
            map.get(Measure::Undos, cell),
        );
        if grid.get(cell) == 0 {
            assert_eq!(undone + 1, placed, "{cell}");
        } else {
            assert_eq!((placed, undone), (0, 0), "{cell}");
        }
    }
}

/// One line of tests/data/mistake_counts.txt: the reference in one of its
/// mistake modes.
struct MistakeExpected {
    mistake: Mistake,
    puzzle: String,
    fields: Vec<(String, String)>,
    /// The grid at the end, `.` for empty; `None` where the reference
    /// prints `-` (it prints no grid for an exhausted search).
    grid: Option<String>,
}

impl MistakeExpected {
    fn get(&self, key: &str) -> &str {
        let (_, v) = self.fields.iter().find(|(k, _)| k == key).expect(key);
        v
    }
    fn count(&self, key: &str) -> u64 {
        self.get(key).parse().unwrap()
    }
}

fn mistake_expectations() -> Vec<MistakeExpected> {
    include_str!("data/mistake_counts.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let last = words[words.len() - 1];
            MistakeExpected {
                mistake: Mistake::from_name(words[0]).expect("a mistake's name"),
                puzzle: words[1].to_string(),
                fields: words[2..words.len() - 1]
                    .iter()
                    .map(|w| {
                        let (k, v) = w.split_once('=').unwrap();
                        (k.to_string(), v.to_string())
                    })
                    .collect(),
                grid: (last != "-").then(|| last.to_string()),
            }
        })
        .collect()
}

fn grid_text(engine: &Engine) -> String {
    engine
        .grid()
        .digits()
        .iter()
        .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
        .collect()
}

fn check_mistake(engine: &Engine, want: &MistakeExpected) {
    let c = engine.counts();
    let label = format!("{} {}", want.mistake, want.puzzle);
    let mut ours = engine_counts(engine);
    ours.push(("complete", c.solutions));
    // forget-candidates is a propagating search: its line counts forced
    // moves and wipeouts too (and only its line does).
    let propagates = want.fields.iter().any(|(k, _)| k == "wipeout");
    assert_eq!(
        propagates,
        want.mistake == Mistake::ForgetCandidates,
        "{label}"
    );
    if propagates {
        ours.push(("force", c.force));
        ours.push(("wipeout", c.wipeout));
    }
    for (key, value) in ours {
        assert_eq!(value, want.count(key), "{key}: {label}");
    }
    let result = match engine.outcome() {
        Some(Outcome::Solved) => "solved",
        Some(Outcome::Exhausted) => "exhausted",
        None => "unfinished",
    };
    assert_eq!(result, want.get("result"), "result: {label}");
    // Where the reference prints no grid (exhausted), every digit the
    // search placed has been taken back: the givens are left.
    let grid = want.grid.clone().unwrap_or_else(|| want.puzzle.clone());
    assert_eq!(grid_text(engine), grid, "grid: {label}");
    assert_eq!(engine.step_number(), c.events());
}

/// forget-flag searches the whole tree: on a few puzzles that is tens of
/// millions of events, too slow for a debug build. They run in release
/// with the anti-brute-force search (`.ci/run`).
const LONG_SEARCH: u64 = 300_000;

fn mistakes_match_the_reference(long: bool) {
    let all = mistake_expectations();
    for mistake in Mistake::ALL {
        let n = all.iter().filter(|w| w.mistake == mistake).count();
        assert!(n > 70, "{mistake}: {n} puzzles");
    }
    let mut checked = 0;
    for want in all
        .iter()
        .filter(|w| (w.count("place") >= LONG_SEARCH) == long)
    {
        let grid = parse_grid(&want.puzzle).unwrap();
        let mut engine = Engine::with_mistake(&grid, want.mistake).unwrap();
        engine.run_to_end();
        assert_eq!(engine.mistake(), Some(want.mistake));
        check_mistake(&engine, want);
        checked += 1;
    }
    assert!(checked > 0);
}

#[test]
fn every_mistake_matches_the_reference_on_every_row_major_puzzle() {
    mistakes_match_the_reference(false);
}

#[test]
#[ignore = "forget-flag's longest searches: run in release"]
fn forget_flag_matches_the_reference_on_its_longest_searches() {
    mistakes_match_the_reference(true);
}

#[test]
fn every_mistake_single_stepped_matches_the_reference_too() {
    for want in mistake_expectations()
        .iter()
        .filter(|w| w.count("place") < 20_000)
    {
        let grid = parse_grid(&want.puzzle).unwrap();
        let mut engine = Engine::with_mistake(&grid, want.mistake).unwrap();
        while engine.step().is_some() {}
        check_mistake(&engine, want);
    }
}

/// The expectations above are the output of the project's own reference
/// program: `scripts/regenerate-test-data.sh --check` builds
/// reference/classic_dfs.cpp, runs it on tests/data/classic_puzzles.txt and
/// compares what it prints with tests/data byte for byte. It needs a C++
/// compiler (CXX, else g++): without one it is skipped with a note, except
/// on CI (CI set, and not "false" or "0"), where a missing compiler fails.
#[test]
fn the_reference_program_regenerates_the_test_data_byte_for_byte() {
    use std::io::Write;
    use std::process::Command;
    let compiler = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
    let compiler_runs = Command::new(&compiler)
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success());
    if !compiler_runs {
        let on_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
        assert!(
            !on_ci,
            "CI is set and {compiler} does not run: the test data cannot be checked"
        );
        // Straight to the descriptor: the test harness would hide a print.
        let _ = writeln!(
            std::io::stderr(),
            "note: skipped: no {compiler} to build reference/classic_dfs.cpp with"
        );
        return;
    }
    let out = Command::new("bash")
        .arg("scripts/regenerate-test-data.sh")
        .arg("--check")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
