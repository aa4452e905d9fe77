//! The checker of a watch: every learner fixture (the Python findings
//! solutions, the classic one in each language whose tool is here) and a
//! few hand-made lists of writes, watched on the solve screen, checked at
//! every step (up to 20,000 a run, evenly sampled beyond) against a model
//! kept here from the writes themselves ([`model`]): the sentence in
//! English and Chinese, "inferred" exactly on inferred steps, the counts
//! line, the grid's digits and stale marks, and the code panel's marked
//! line. `cases` makes the runs; `screen` reads the drawn screen back.

mod cases;
mod findings;
mod model;
mod screen;
mod sweep;

use std::path::{Path, PathBuf};

use super::{Watched, from_run};
use crate::app::narration::{Claim, narrate, word};
use crate::app::screen_tests::screens::example;
use crate::app::{Action, Mode, Theme};
use crate::engine::Event;
use crate::grid::{Cell, Grid};
use crate::i18n::{Lang, Text};
use crate::learner::run::{Limits, SolutionRun};
use crate::learner::writes::{CellOrder, ReadOptions, Reader, Step, Write};

use model::Model;

const EN: &Text = Lang::En.text();
const ZH: &Text = Lang::Zh.text();

/// Steps checked a run at most; beyond, every n-th step.
const CAP: u64 = 20_000;

/// What the checks reached, so a sweep shows it met every kind of step.
#[derive(Debug, Default, Clone)]
pub struct Tally {
    pub steps: u64,
    pub inferred: u64,
    pub left_on_board: u64,
    pub refused: u64,
    pub conflicts: u64,
    pub rejects: u64,
    pub dead_ends: u64,
    pub screens: u64,
    pub stale_drawn: u64,
    pub lines_marked: u64,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.steps += other.steps;
        self.inferred += other.inferred;
        self.left_on_board += other.left_on_board;
        self.refused += other.refused;
        self.conflicts += other.conflicts;
        self.rejects += other.rejects;
        self.dead_ends += other.dead_ends;
        self.screens += other.screens;
        self.stale_drawn += other.stale_drawn;
        self.lines_marked += other.lines_marked;
    }
}

/// A run to check, with the file whose lines its writes name.
pub struct Case {
    pub name: String,
    pub file: PathBuf,
    pub run: SolutionRun,
}

fn puzzle() -> Grid {
    example(Theme::COLOR).editor.grid.clone()
}

/// The steps the watch shows, one event each, read off its search.
fn shown_events(watched: &Watched) -> Vec<(Event, bool)> {
    if let Watched::Learner(recording) = watched {
        assert!(!recording.is_empty(), "a watch of no step");
    }
    let mut search = watched.clone().boxed();
    std::iter::from_fn(|| search.step().map(|e| (e, search.inferred()))).collect()
}

/// Which write each step was read from: the writes are read again, one
/// at a time, in whichever reading gives the watch's own events (the
/// reading is not what is checked here; the events' truth is), and each
/// step gets the count of writes read when it came out.
fn aligned(puzzle: &Grid, writes: &[Write], shown: &[(Event, bool)]) -> Vec<(Step, usize)> {
    let orders = [
        CellOrder::RowMajor,
        CellOrder::Unknown,
        CellOrder::MostConstrained,
        CellOrder::RestartColumn,
    ];
    for order in orders {
        for flags in 0..128u8 {
            let descending = flags & 1 != 0;
            let options = ReadOptions {
                order,
                descending,
                mixed_digits: flags & 32 != 0,
                stale_tables: flags & 2 != 0,
                accepts_conflicts: flags & 4 != 0,
                // The last digit of the order, never tried.
                never_tried: (flags & 64 != 0).then_some(if descending { 1 } else { 9 }),
                propagating: false,
            };
            let exhausted = flags & 8 != 0;
            // A board written by copies: the rejections a reading infers
            // before each copied digit are dropped (the copy tried none).
            let copied = flags & 16 != 0;
            if let Some(steps) = read_aligned(puzzle, options, writes, shown, exhausted, copied) {
                return steps;
            }
        }
    }
    panic!("no reading of the writes gives the watch's events");
}

fn read_aligned(
    puzzle: &Grid,
    options: ReadOptions,
    writes: &[Write],
    shown: &[(Event, bool)],
    exhausted: bool,
    copied: bool,
) -> Option<Vec<(Step, usize)>> {
    let kept =
        |step: &Step| !(copied && step.inferred && matches!(step.event, Event::Reject { .. }));
    let mut reader = Reader::with_options(puzzle, options);
    let mut out = Vec::with_capacity(shown.len());
    for (k, &write) in writes.iter().enumerate() {
        reader.write(write);
        for step in reader.drain().filter(kept) {
            let at = out.len();
            if shown.get(at).map(|s| s.0) != Some(step.event) {
                return None;
            }
            out.push((step, k + 1));
        }
    }
    // What the end of the writes gives, as the run returned or not.
    let mut rest = match exhausted {
        true => reader.finish_exhausted(),
        false => reader.finish(),
    };
    rest.retain(kept);
    if out.len() + rest.len() != shown.len() {
        return None;
    }
    for step in rest.drain(..) {
        if shown[out.len()].0 != step.event {
            return None;
        }
        out.push((step, writes.len()));
    }
    Some(out)
}

/// The cell a write is at.
fn cell_of(write: &Write) -> Cell {
    Cell::at(write.row as usize, write.col as usize)
}

/// The line the code panel must mark at a step: the write it was read
/// from; none on an inferred step (no write shows it). A placement held
/// back until the next write showed whether it was kept was read from the
/// write of its digit, not that next one.
fn expected_line(step: &Step, writes: &[Write], read: usize, givens: &[u8; 81]) -> Option<u32> {
    if step.inferred || read == 0 {
        return None;
    }
    let current = &writes[read - 1];
    let at = |cell: Cell, digit: Option<u8>| {
        (0..read).rev().find(|&j| {
            cell_of(&writes[j]) == cell && digit.is_none_or(|d| writes[j].value == Some(d))
        })
    };
    let from = match step.event {
        Event::Place { cell, digit } => at(cell, Some(digit)),
        Event::Enter { cell, .. } | Event::Undo { cell, .. } | Event::Reject { cell, .. } => {
            at(cell, None)
        }
        _ => Some(read - 1),
    };
    let from = from.unwrap_or_else(|| panic!("{step:?}: no write at its cell"));
    // Read from the write just read, or (a placement held back) the one
    // before it, writes to givens (set aside) between.
    let held = matches!(step.event, Event::Place { .. })
        && from + 1 < read
        && writes[from + 1..read - 1]
            .iter()
            .all(|w| givens[cell_of(w).index()] != 0);
    assert!(
        from + 1 == read || held,
        "{step:?} said to be read from write {read}, whose cell is {}",
        cell_of(current)
    );
    writes[from].line
}

/// Checks every step (sampled past [`CAP`]) of `case` watched on the
/// solve screen; `screens`: how many of them to draw and read back.
pub fn check_case(case: &Case, screens: u64) -> Tally {
    let puzzle = puzzle();
    let (watched, watch) = from_run(
        &puzzle,
        &case.file,
        case.run.clone(),
        &Limits::default(),
        EN,
    )
    .unwrap_or_else(|e| panic!("{}: {e}", case.name));
    let shown = shown_events(&watched);
    let steps = aligned(&puzzle, &case.run.writes, &shown);
    let total = steps.len() as u64;
    let every = total.div_ceil(CAP).max(1);
    let draw_every = total.div_ceil(screens.max(1)).max(1);
    let mut app = example(Theme::COLOR);
    app.show_watch(watched, watch);
    crate::app::driver::Headless::every_effect().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    let mut model = Model::new(*puzzle.givens_only().digits());
    let mut tally = Tally::default();
    let mut specials = 0;
    for (i, (step, read)) in steps.iter().enumerate() {
        let n = i as u64 + 1;
        model.write_up_to(&case.run.writes, *read);
        let claim = model.apply(step.event, step.inferred, n < total);
        let Mode::Solve(solve) = &mut app.mode else {
            unreachable!()
        };
        let stepped = solve.search.step();
        assert_eq!(stepped, Some(step.event), "{} step {n}", case.name);
        if !n.is_multiple_of(every) && n != total {
            continue;
        }
        let search = &*solve.search;
        let at = format!("{} step {n} {:?}", case.name, step.event);
        assert_eq!(search.inferred(), step.inferred, "{at}: inferred");
        for text in [EN, ZH] {
            let said = narrate(search, text);
            assert_eq!(said, word(&claim, text), "{at}");
            // A learner's writes show no table: no sentence marks one.
            for marks in ["mark row", "标记第", "unmark", "取消标记"] {
                assert!(!said.contains(marks), "{at}: {said}");
            }
        }
        count(&claim, &mut tally);
        // Drawn: the first steps, the last, evenly between, and as many
        // again of the steps a learner's search has and the engine's not.
        let special = matches!(
            claim,
            Claim::Inferred(_)
                | Claim::LeftOnBoard { .. }
                | Claim::Refused { .. }
                | Claim::PlaceConflict { .. }
        ) && specials < screens;
        if n <= 60 || n == total || n.is_multiple_of(draw_every) || special {
            specials += u64::from(special);
            let writing = (*read > 0).then(|| cell_of(&case.run.writes[read - 1]));
            let expected = screen::Expected {
                step: n,
                event: step.event,
                model: &model,
                stale: model.stale(writing),
                line: expected_line(step, &case.run.writes, *read, puzzle.givens_only().digits()),
            };
            screen::check(&app, &expected, &at, &mut tally);
        }
        tally.steps += 1;
    }
    assert_eq!(model.off_stack, 0, "{}: events off the stack", case.name);
    tally
}

fn count(claim: &Claim, tally: &mut Tally) {
    let inner = match claim {
        Claim::Inferred(inner) => {
            tally.inferred += 1;
            inner
        }
        other => other,
    };
    match inner {
        Claim::LeftOnBoard { .. } => tally.left_on_board += 1,
        Claim::Refused { .. } => tally.refused += 1,
        Claim::PlaceConflict { .. } => tally.conflicts += 1,
        Claim::Reject { .. } => tally.rejects += 1,
        Claim::DeadEnd { .. } => tally.dead_ends += 1,
        _ => {}
    }
}

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

#[test]
fn every_hand_made_watch_says_and_draws_only_what_the_writes_show() {
    let mut all = Tally::default();
    for case in cases::hand_made(&puzzle()) {
        let tally = check_case(&case, 300);
        eprintln!("{}: {tally:?}", case.name);
        all.add(&tally);
    }
    assert!(
        all.left_on_board > 0 && all.refused > 0 && all.conflicts > 0 && all.stale_drawn > 0,
        "{all:?}"
    );
    assert!(all.inferred > 0 && all.lines_marked > 0, "{all:?}");
}

#[test]
fn every_python_findings_watch_says_and_draws_only_what_the_writes_show() {
    let mut all = Tally::default();
    for case in cases::findings() {
        let tally = check_case(&case, 150);
        eprintln!("{}: {tally:?}", case.name);
        all.add(&tally);
    }
    assert!(
        all.refused > 0 && all.conflicts > 0 && all.left_on_board > 0,
        "{all:?}"
    );
}

#[test]
fn the_classic_watch_in_every_language_says_and_draws_only_what_the_writes_show() {
    for case in cases::classics() {
        let tally = check_case(&case, 150);
        eprintln!("{}: {tally:?}", case.name);
        assert!(tally.steps > 1_000 && tally.lines_marked > 0, "{tally:?}");
    }
}

#[test]
fn a_copied_answer_watch_in_every_language_says_and_draws_only_what_the_writes_show() {
    for case in cases::copies() {
        let tally = check_case(&case, 150);
        eprintln!("{}: {tally:?}", case.name);
        // The copy's 51 cells, each entered and placed, nothing inferred.
        assert!(tally.steps >= 102 && tally.inferred == 0, "{tally:?}");
    }
}

/// The stale digit stayed drawn after the learner's `.` took it off the
/// board (no event carries the clear): the reader keeps the clear beside
/// the events, and the recording stops drawing the digit there.
#[test]
fn a_stale_digit_cleared_late_is_no_longer_drawn() {
    check_case(&cases::late_clear(), 100);
}

/// A visit that tries its digits 9 down to 1 was recorded as if it went 1
/// up (the record of a visit said "not tried" for every digit above the
/// last one tried), so its dead end said "left without trying 2, ..., 9"
/// where all nine were rejected: the record now knows its direction.
#[test]
fn a_descending_visit_is_said_as_it_went() {
    for case in cases::findings() {
        if case.name == "digit_order.py" {
            check_case(&case, 100);
        }
    }
}

/// A conflicting digit is held back until the next write shows whether it
/// stays; kept, its placement carried the next write's line, so the code
/// panel marked a line that did not write it.
#[test]
fn a_kept_conflicting_digit_is_read_from_the_line_that_wrote_it() {
    let at = |col: u8, value: u8, line: u32| Write {
        row: 0,
        col,
        value: Some(value),
        line: Some(line),
    };
    let mut reader = Reader::new(&puzzle(), CellOrder::RowMajor);
    // 5 at r1c3 though r1c1 holds 5, from line 26; r1c4 from line 17.
    reader.write(at(2, 5, 26));
    reader.write(at(3, 2, 17));
    let steps = reader.finish();
    let placed = steps
        .iter()
        .find(|s| {
            s.event
                == Event::Place {
                    cell: Cell::at(0, 2),
                    digit: 5,
                }
        })
        .expect("the 5 is kept");
    assert_eq!(placed.line, Some(26), "{steps:?}");
}
