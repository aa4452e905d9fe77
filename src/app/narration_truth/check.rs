//! The sentences the solve screen shows at one step, checked against the
//! checker's model of the trace at that step.

use crate::app::narration::{
    Attempt, Claim, Pick, claim, dead_end_reasons, merged_dead_end_reasons, narrate, word,
};
use crate::engine::{Engine, ForceRule};
use crate::format::thousands;
use crate::i18n::words::quiz_question;
use crate::i18n::{Lang, Text};
use crate::quiz::{Answer, Question};
use crate::search::Search as _;
use crate::tables::DigitSet;
use crate::{Cell, UnitKind};

use super::model::{Met, Model, Next, Search, Traced, TracedUnit, Visit, unit, units_of};

pub const EN: &Text = Lang::En.text();
pub const ZH: &Text = Lang::Zh.text();

pub fn name(cell: usize) -> String {
    Cell::new(cell).to_string()
}

fn kind_of(kind: UnitKind) -> TracedUnit {
    match kind {
        UnitKind::Row => TracedUnit::Row,
        UnitKind::Column => TracedUnit::Column,
        UnitKind::Box => TracedUnit::Box,
    }
}

/// The words each language has for a unit kind in the reasons list.
fn unit_word(kind: TracedUnit, text: &Text) -> &'static str {
    (text.common.unit)(match kind {
        TracedUnit::Row => UnitKind::Row,
        TracedUnit::Column => UnitKind::Column,
        TracedUnit::Box => UnitKind::Box,
    })
}

/// Every `r?c?` named in a sentence.
pub fn cells_named(s: &str) -> Vec<usize> {
    let b = s.as_bytes();
    (0..b.len().saturating_sub(3))
        .filter(|&i| {
            b[i] == b'r'
                && (b'1'..=b'9').contains(&b[i + 1])
                && b[i + 2] == b'c'
                && (b'1'..=b'9').contains(&b[i + 3])
        })
        .map(|i| ((b[i + 1] - b'1') as usize) * 9 + (b[i + 3] - b'1') as usize)
        .collect()
}

/// Whether a sentence names the number `n` on its own: not as part of a
/// cell's name (`r1c3`) or of a longer number.
pub fn names_digit(s: &str, n: impl Into<u64>) -> bool {
    let n = n.into().to_string();
    let b = s.as_bytes();
    s.match_indices(&n).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| b[j]);
        let after = b.get(i + n.len()).copied();
        // `1,024` is one number, `1, 2` two.
        let grouped = after == Some(b',') && b.get(i + n.len() + 1).is_some_and(u8::is_ascii_digit);
        let inside = matches!(before, Some(b'r' | b'c' | b'0'..=b'9' | b','))
            || matches!(after, Some(b'0'..=b'9'));
        !(inside || grouped)
    })
}

/// What one step was checked for: counted so a sweep can show it reached
/// every kind of sentence.
#[derive(Default, Debug)]
pub struct Tally {
    pub steps: u64,
    pub dead_ends_all_rejected: u64,
    pub dead_ends_some_placed: u64,
    pub completed_undos: u64,
    pub stale_rejects: u64,
    pub first_cell: u64,
    pub questions: u64,
    /// Cell questions asked before a forced placement, and before a wipeout.
    pub forced_questions: u64,
    pub wipeout_questions: u64,
    pub unwindings: u64,
    pub skipped: u64,
    pub forced: u64,
    pub hidden_singles: u64,
    pub wipeouts: u64,
    /// forget-candidates' wipeouts of a cell some digit still fits.
    pub false_wipeouts: u64,
    /// Steps at which forget-candidates has lost candidates (checked).
    pub forgotten: u64,
    pub forced_undos: u64,
}

/// Checks the sentences at the step `events[at]` led to; `model` is the
/// model after it, `events[at + 1..]` what the trace does next.
pub fn step(engine: &Engine, model: &Model, events: &[Traced], at: usize, tally: &mut Tally) {
    let event = events[at];
    let claimed = claim(engine);
    claim_matches(&claimed, model, event, at);
    for text in [EN, ZH] {
        assert_eq!(word(&claimed, text), narrate(engine, text));
        let said = narrate(engine, text);
        let en = std::ptr::eq(text, EN);
        let ctx = format!("step {} {:?} {event:?}: {said}", at + 1, model.search);
        sentence(engine, model, event, &said, en, text, &ctx, tally);
        reasons(engine, model, event, text, &ctx);
    }
    question(engine, model, events, at, tally);
    skipped(engine, model, tally);
    forgotten(engine, model, tally);
}

#[allow(clippy::too_many_arguments)]
#[allow(
    clippy::too_many_lines,
    reason = "every part of a sentence checked against the model in the order it is said"
)]
fn sentence(
    _engine: &Engine,
    model: &Model,
    event: Traced,
    said: &str,
    en: bool,
    text: &Text,
    ctx: &str,
    tally: &mut Tally,
) {
    let pick = |a: &'static str, b: &'static str| if en { a } else { b };
    let and_list = |d: &[u8]| (text.common.and_list)(d);
    // "backtrack" is the undo event (and the count of them at the end).
    let backtrack = pick("backtrack", "回溯");
    if !matches!(event, Traced::Undo { .. } | Traced::Solved) {
        assert!(!said.contains(backtrack), "{ctx}");
    }
    // Every cell named is the event's, its holder, its parent or the root.
    if let Some(cell) = event.cell() {
        assert!(said.contains(&name(cell)), "{ctx}");
    }
    match event {
        Traced::Force { cell, digit, rule } => {
            tally.forced += 1;
            assert_eq!(cells_named(said), [cell], "{ctx}");
            assert!(names_digit(said, digit), "{ctx}");
            assert!(said.contains(pick("forced", "被迫")), "{ctx}");
            assert!(!said.contains(pick("guess —", "猜测：")), "{ctx}");
            match rule {
                None => assert!(said.contains(pick("only candidate", "唯一")), "{ctx}"),
                Some(kind) => {
                    tally.hidden_singles += 1;
                    assert!(said.contains(unit_word(kind, text)), "{ctx}");
                    let number = match kind {
                        TracedUnit::Row => cell / 9 + 1,
                        TracedUnit::Column => cell % 9 + 1,
                        TracedUnit::Box => (cell / 27) * 3 + (cell % 9) / 3 + 1,
                    };
                    assert!(names_digit(said, number as u64), "{ctx}");
                }
            }
        }
        Traced::Wipeout { cell, by } => {
            tally.wipeouts += 1;
            // A false wipeout says so, and names the digits that fit.
            let forgotten = model.forgotten(cell);
            let never = pick("never given back", "没有还回");
            assert_eq!(said.contains(never), !forgotten.is_empty(), "{ctx}");
            if !forgotten.is_empty() {
                tally.false_wipeouts += 1;
                assert!(said.contains(&and_list(&forgotten)), "{ctx}");
            }
            let held_digits: Vec<u8> = (1..=9).filter(|d| !forgotten.contains(d)).collect();
            // The cell first, then (after a placement) the placement, then
            // the holders the grid has of every other digit.
            let named = cells_named(said);
            let holders = match by {
                Some(by) => {
                    assert_eq!(named[..2], [cell, by], "{ctx}");
                    assert!(names_digit(said, model.grid[by]), "{ctx}");
                    &named[2..]
                }
                None => {
                    assert_eq!(named[0], cell, "{ctx}");
                    &named[1..]
                }
            };
            assert_eq!(holders.len(), held_digits.len(), "{ctx}");
            for (&d, &h) in held_digits.iter().zip(holders) {
                assert_eq!(model.grid[h], d, "{ctx}: holder of {d}");
                assert!(units_of(cell).iter().any(|(_, u)| u.contains(&h)), "{ctx}");
            }
        }
        Traced::Undo { cell, digit } if model.stack.last().is_none_or(|v| v.cell != cell) => {
            tally.forced_undos += 1;
            assert_eq!(cells_named(said), [cell], "{ctx}");
            assert!(names_digit(said, digit), "{ctx}");
            assert!(said.contains(backtrack), "{ctx}");
            assert!(said.contains(pick("forced", "被迫")), "{ctx}");
            assert!(!said.contains(pick("next digit", "下一个数字")), "{ctx}");
        }
        Traced::Enter { depth, cell } => {
            assert!(names_digit(said, depth), "{ctx}");
            assert_eq!(cells_named(said), [cell], "{ctx}");
            if model.search.fewest_first() {
                let n = model.candidates(cell) as u8;
                assert!(names_digit(said, n), "{ctx}");
            }
        }
        Traced::Place { cell, digit } => {
            assert_eq!(cells_named(said), [cell], "{ctx}");
            assert!(names_digit(said, digit), "{ctx}");
        }
        Traced::Reject {
            cell, digit, by, ..
        } => {
            assert!(names_digit(said, digit), "{ctx}");
            match by {
                Some(by) => assert_eq!(cells_named(said), [cell, by], "{ctx}"),
                None => {
                    tally.stale_rejects += 1;
                    assert_eq!(cells_named(said), [cell], "{ctx}");
                    assert!(said.contains(pick("no cell", "没有格")), "{ctx}");
                }
            }
        }
        Traced::Undo { cell, digit } => {
            assert_eq!(cells_named(said), [cell], "{ctx}");
            assert!(names_digit(said, digit), "{ctx}");
            let visit = model.stack.last().unwrap();
            let completed = visit.met[digit as usize - 1] == Met::Placed { completed: true };
            let failed = pick("nothing deeper worked", "往下走不通");
            if completed {
                tally.completed_undos += 1;
                assert!(!said.contains(failed), "the grid was complete below: {ctx}");
                assert!(!said.contains(backtrack), "not a failure: {ctx}");
            } else {
                assert!(said.contains(backtrack), "{ctx}");
                assert!(said.contains(failed), "{ctx}");
            }
            // forget-restore clears the cell and leaves the tables marked:
            // only the other searches unmark.
            let unmarks = model.search != Search::ForgetRestore;
            let unmark = pick("unmark, clear", "取消标记、清空");
            assert_eq!(said.contains(unmark), unmarks, "{ctx}");
            let kept = pick("tables keep", "表里仍标记着");
            assert_eq!(said.contains(kept), !unmarks, "{ctx}");
            let finished = pick("finished", "试完");
            let next = pick("next digit", "下一个数字");
            assert_eq!(said.contains(finished), digit == 9, "{ctx}");
            assert_eq!(said.contains(next), digit < 9, "{ctx}");
        }
        Traced::DeadEnd { cell } => {
            let visit = model.popped.as_ref().unwrap();
            assert_eq!(visit.cell, cell);
            let none_fit = pick("no digit fits", "没有数字可以放");
            let all_rejected = visit.placed().is_empty();
            if all_rejected {
                tally.dead_ends_all_rejected += 1;
            } else {
                tally.dead_ends_some_placed += 1;
            }
            assert_eq!(said.contains(none_fit), all_rejected, "{ctx}");
            let failed = visit.failed();
            let failed_words = pick("failed deeper", "往下走不通");
            if failed.is_empty() {
                assert!(!said.contains(failed_words), "{ctx}");
            } else {
                let list = and_list(&failed);
                let claim = pick("— {} failed deeper", "：{} 往下走不通").replace("{}", &list);
                assert!(said.contains(&claim), "{ctx}");
            }
            for d in visit.completed() {
                assert!(names_digit(said, d), "{ctx}");
            }
            let first = pick("first cell", "第一个格");
            assert_eq!(said.contains(first), model.stack.is_empty(), "{ctx}");
            match model.stack.last() {
                Some(parent) => {
                    assert!(said.ends_with(&name(parent.cell)), "{ctx}");
                    assert_eq!(cells_named(said), [cell, parent.cell], "{ctx}");
                }
                None => {
                    tally.first_cell += 1;
                    assert_eq!(cells_named(said), [cell], "{ctx}");
                }
            }
        }
        Traced::Solved => {
            assert!(said.contains(&thousands(model.placements)), "{ctx}");
            assert!(said.contains(&thousands(model.undos)), "{ctx}");
            let empty = model.grid.iter().filter(|&&d| d == 0).count();
            if empty > 0 {
                let full = pick("no empty cell left", "没有空格了");
                assert!(!said.contains(full), "{empty} cells are empty: {ctx}");
                assert!(said.contains(&empty.to_string()), "{ctx}");
            }
        }
        Traced::Exhausted if model.popped.is_none() => {
            // A propagating search whose last guess's branch, or the
            // givens' forced moves, ended in a wipeout: what it proves.
            assert!(model.search.checks_forward(), "{ctx}");
            assert_eq!((model.complete, model.stale_rejects), (0, 0), "{ctx}");
            assert_eq!(said, text.solve.no_solution, "{ctx}");
        }
        Traced::Exhausted => {
            let root = model.popped.as_ref().unwrap();
            assert!(said.contains(&name(root.cell)), "{ctx}");
            assert_eq!(cells_named(said), [root.cell], "{ctx}");
            let none_fit = pick("no digit fits", "没有数字可以放");
            let failed = root.failed();
            if !failed.is_empty() {
                assert!(said.contains(&and_list(&failed)), "{ctx}");
            }
            if model.complete > 0 || model.stale_rejects > 0 {
                // The grid was complete, or digits that fitted were
                // rejected: "no solution" would be false, or unproven.
                assert!(!said.contains(pick("no solution", "无解")), "{ctx}");
                assert!(!said.contains(pick("no grid", "没有盘面")), "{ctx}");
                assert!(!said.contains(none_fit), "{ctx}");
            } else {
                assert_eq!(said.contains(none_fit), root.placed().is_empty(), "{ctx}");
            }
            if model.stale_rejects > 0 {
                assert!(names_digit(said, model.stale_rejects), "{ctx}");
            }
        }
    }
}

fn fates(visit: &Visit) -> [Attempt; 9] {
    visit.met.map(|m| match m {
        Met::Rejected(kind, by) => Attempt::Rejected {
            reason: unit_kind(kind),
            by: by.map(Cell::new),
        },
        Met::Placed { completed: false } => Attempt::FailedDeeper,
        Met::Placed { completed: true } => Attempt::Completed,
        Met::Untried => panic!("a finished visit tried every digit"),
    })
}

fn unit_kind(kind: TracedUnit) -> UnitKind {
    match kind {
        TracedUnit::Row => UnitKind::Row,
        TracedUnit::Column => UnitKind::Column,
        TracedUnit::Box => UnitKind::Box,
    }
}

/// The claim the sentence words, field by field against the model.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per claim, checked field by field against the model"
)]
fn claim_matches(claimed: &Claim, model: &Model, event: Traced, at: usize) {
    let ctx = format!("step {} {:?} {event:?}: {claimed:?}", at + 1, model.search);
    let c = Cell::new;
    let expected = match event {
        Traced::Force { cell, digit, rule } => Claim::Force {
            cell: c(cell),
            digit,
            rule: match rule {
                None => ForceRule::OnlyCandidate,
                Some(kind) => ForceRule::OnlyPlace(unit_kind(kind)),
            },
            unit_number: match rule {
                None => 0,
                Some(TracedUnit::Row) => cell / 9 + 1,
                Some(TracedUnit::Column) => cell % 9 + 1,
                Some(TracedUnit::Box) => (cell / 27) * 3 + (cell % 9) / 3 + 1,
            } as u8,
        },
        Traced::Wipeout { cell, by } => {
            let forgotten = model.forgotten(cell);
            Claim::Wipeout {
                cell: c(cell),
                by: by.map(|b| (c(b), model.grid[b])),
                held: std::array::from_fn(|i| {
                    let d = i as u8 + 1;
                    let found = [TracedUnit::Row, TracedUnit::Column, TracedUnit::Box]
                        .into_iter()
                        .find_map(|k| model.holders(cell, k, d).first().map(|&h| (k, h)));
                    match found {
                        Some((kind, holder)) => Attempt::Rejected {
                            reason: unit_kind(kind),
                            by: Some(c(holder)),
                        },
                        // Only a digit the record forgot fits here.
                        None => {
                            assert!(forgotten.contains(&d), "{cell}: {d} fits");
                            Attempt::NotTried
                        }
                    }
                }),
                forgotten: DigitSet(forgotten.iter().fold(0, |m, d| m | 1 << d)),
            }
        }
        // The model popped the forced visit: its cell is no longer on top.
        Traced::Undo { cell, digit } if model.stack.last().is_none_or(|v| v.cell != cell) => {
            Claim::UndoForced {
                cell: c(cell),
                digit,
            }
        }
        Traced::Enter { cell, depth } => Claim::Enter {
            cell: c(cell),
            depth,
            pick: match model.search {
                s if s.fewest_first() => Pick::Fewest {
                    candidates: model.candidates(cell),
                },
                Search::RestartColumn => {
                    // The scan starts at the cell filled last.
                    let below = model.stack.len().checked_sub(2);
                    let from = below.map_or(0, |k| model.stack[k].cell);
                    Pick::Scanned {
                        row: (from / 9) as u8 + 1,
                        col: (from % 9) as u8 + 1,
                    }
                }
                _ => Pick::Next,
            },
        },
        Traced::Place { cell, digit } => Claim::Place {
            cell: c(cell),
            digit,
        },
        Traced::Reject {
            cell,
            digit,
            reason,
            by,
        } => Claim::Reject {
            cell: c(cell),
            digit,
            reason: unit_kind(reason),
            unit_number: match reason {
                TracedUnit::Row => cell / 9,
                TracedUnit::Column => cell % 9,
                TracedUnit::Box => (cell / 27) * 3 + (cell % 9) / 3,
            } as u8
                + 1,
            by: by.map(c),
        },
        Traced::Undo { cell, digit } if model.search == Search::ForgetRestore => {
            Claim::ClearKeepingMarks {
                cell: c(cell),
                digit,
            }
        }
        Traced::Undo { cell, digit } => Claim::Undo {
            cell: c(cell),
            digit,
            completed: model.stack.last().unwrap().met[digit as usize - 1]
                == Met::Placed { completed: true },
        },
        Traced::DeadEnd { cell } => Claim::DeadEnd {
            cell: c(cell),
            fates: fates(model.popped.as_ref().unwrap()),
            back_to: model.stack.last().map(|v| c(v.cell)),
        },
        Traced::Solved => Claim::Solved {
            placements: model.placements,
            forced: model.forced,
            undos: model.undos,
            empty: model.grid.iter().filter(|&&d| d == 0).count(),
        },
        Traced::Exhausted => Claim::Exhausted {
            first: model
                .popped
                .as_ref()
                .map(|root| (c(root.cell), fates(root))),
            complete: model.complete,
            stale_rejects: model.stale_rejects,
        },
    };
    assert_eq!(*claimed, expected, "{ctx}");
}

/// The reasons under a dead end, full and merged: one entry a digit, each
/// what the trace says became of it at that visit.
fn reasons(engine: &Engine, model: &Model, event: Traced, text: &Text, ctx: &str) {
    let full = dead_end_reasons(engine, text);
    let merged = merged_dead_end_reasons(engine, text);
    let Traced::DeadEnd { .. } = event else {
        assert_eq!((full, merged), (None, None), "{ctx}");
        return;
    };
    let visit = model.popped.as_ref().unwrap();
    let full = full.expect("reasons under a dead end");
    assert_eq!(full.len(), 9, "{ctx}: {full:?}");
    let why = (text.solve.why)("");
    let strip = |s: &str| s.strip_prefix(&why).unwrap_or(s).to_string();
    let check_rejected = |entry: &str, d: u8, kind: TracedUnit, by: Option<usize>| {
        assert!(entry.starts_with(&format!("{d} ")), "{ctx}: {entry}");
        assert!(entry.contains(unit_word(kind, text)), "{ctx}: {entry}");
        match by {
            Some(by) => assert_eq!(cells_named(entry), [by], "{ctx}: {entry}"),
            None => assert!(cells_named(entry).is_empty(), "{ctx}: stale {entry}"),
        }
    };
    for (i, entry) in full.iter().enumerate() {
        let entry = strip(entry);
        let d = i as u8 + 1;
        match visit.met[i] {
            Met::Rejected(kind, by) => check_rejected(&entry, d, kind, by),
            Met::Placed { completed } => {
                assert!(entry.starts_with(&format!("{d} ")), "{ctx}: {entry}");
                assert!(cells_named(&entry).is_empty(), "{ctx}: {entry}");
                let failed = (text.solve.fate_failed)(d);
                assert_eq!(entry == failed, !completed, "{ctx}: {entry}");
            }
            Met::Untried => panic!("a dead end after every digit: {ctx}"),
        }
    }
    // Merged: the digits that did not fail deeper one by one, in order,
    // then those that did, said once.
    let merged: Vec<String> = merged.unwrap().iter().map(|s| strip(s)).collect();
    let one_by_one: Vec<(u8, Met)> = (1..=9u8)
        .map(|d| (d, visit.met[d as usize - 1]))
        .filter(|(_, m)| *m != Met::Placed { completed: false })
        .collect();
    for (entry, &(d, met)) in merged.iter().zip(&one_by_one) {
        match met {
            Met::Rejected(kind, by) => check_rejected(entry, d, kind, by),
            _ => {
                assert!(entry.starts_with(&format!("{d} ")), "{ctx}: {entry}");
                assert_ne!(*entry, (text.solve.fate_failed)(d), "{ctx}");
            }
        }
    }
    let failed = visit.failed();
    let rest = &merged[one_by_one.len()..];
    match failed.is_empty() {
        true => assert!(rest.is_empty(), "{ctx}: {merged:?}"),
        false => assert_eq!(rest, [(text.solve.fates_failed)(&failed)], "{ctx}"),
    }
}

/// The quiz's question at this step: asked exactly when the search is about
/// to try a digit at its top cell, or (a correct propagating search) to
/// place a forced move or find a wipeout; its answer is what the trace
/// does.
fn question(engine: &Engine, model: &Model, events: &[Traced], at: usize, tally: &mut Tally) {
    let q = Question::at(engine);
    let ctx = format!("step {} {:?}", at + 1, model.search);
    // Cell questions are asked on the correct searches only: a mistake's
    // wipeouts (forget-candidates') are not the rules' to predict.
    let propagation_next = engine.mistake().is_none()
        && matches!(
            events.get(at + 1),
            Some(Traced::Force { .. } | Traced::Wipeout { .. })
        );
    let Some(q) = q else {
        assert_ne!(model.next, Next::Try, "{ctx}: no question at a try");
        assert!(
            !propagation_next,
            "{ctx}: no question before {:?}",
            events[at + 1]
        );
        return;
    };
    if q.asks_for_a_cell() {
        return cell_question(&q, model, events, at, tally);
    }
    assert_eq!(model.next, Next::Try, "{ctx}: {q:?}");
    let top = model.stack.last().unwrap();
    assert_eq!(
        (q.cell.index(), q.tried()),
        (top.cell, Some(top.tried)),
        "{ctx}"
    );
    // The trace after the question: rejects, then a placement or the dead end.
    let mut rejections = q.rejections().iter();
    let mut settled = false;
    for next in &events[at + 1..] {
        match *next {
            Traced::Reject {
                digit, reason, by, ..
            } => {
                let r = rejections.next().expect("as many rejections as the trace");
                assert_eq!(
                    (r.digit, kind_of(r.reason), r.by.map(|c| c.index())),
                    (digit, reason, by),
                    "{ctx}"
                );
                let number = match reason {
                    TracedUnit::Row => top.cell / 9,
                    TracedUnit::Column => top.cell % 9,
                    TracedUnit::Box => (top.cell / 27) * 3 + (top.cell % 9) / 3,
                } as u8
                    + 1;
                assert_eq!(r.unit_number, number, "{ctx}");
                if let Some(by) = r.by {
                    assert!(unit(top.cell, reason).contains(&by.index()), "{ctx}");
                }
            }
            Traced::Place { digit, .. } => {
                assert_eq!(q.truth, Answer::Digit(digit), "{ctx}");
                settled = true;
                break;
            }
            Traced::DeadEnd { .. } => {
                assert_eq!(q.truth, Answer::DeadEnd, "{ctx}");
                settled = true;
                break;
            }
            other => panic!("{ctx}: {other:?} while trying digits"),
        }
    }
    if settled {
        assert!(
            rejections.next().is_none(),
            "{ctx}: more rejections than the trace"
        );
    }
    tally.questions += 1;
    for text in [EN, ZH] {
        let says = quiz_question(&q, Cell::new(0), text);
        assert_eq!(cells_named(&says), [top.cell], "{ctx}: {says}");
        if top.tried > 0 {
            assert!(says.contains(&top.tried.to_string()), "{ctx}: {says}");
        }
    }
}

/// A cell question: the next traced event is the forced placement (cell,
/// digit, rule) or the wipeout (cell, and the placement that emptied it,
/// the last the model placed); the question names only the cursor, and
/// the verdicts name the cells they are about.
fn cell_question(q: &Question, model: &Model, events: &[Traced], at: usize, tally: &mut Tally) {
    use crate::quiz::{QuestionKind, Quiz};
    let ctx = format!("step {} {:?}", at + 1, model.search);
    assert_eq!(model.next, Next::Pick, "{ctx}: {q:?}");
    match (&q.kind, events[at + 1]) {
        (
            QuestionKind::Forced { digit, rule, .. },
            Traced::Force {
                cell,
                digit: d,
                rule: r,
            },
        ) => {
            let kind = match rule {
                ForceRule::OnlyCandidate => None,
                ForceRule::OnlyPlace(k) => Some(kind_of(*k)),
            };
            assert_eq!((q.cell.index(), *digit, kind), (cell, d, r), "{ctx}");
            tally.forced_questions += 1;
        }
        (QuestionKind::Wipeout { by, .. }, Traced::Wipeout { cell, by: b }) => {
            assert_eq!(
                (q.cell.index(), by.map(|(c, _)| c.index())),
                (cell, b),
                "{ctx}"
            );
            if let Some((c, d)) = by {
                assert_eq!(model.grid[c.index()], *d, "{ctx}");
            }
            tally.wipeout_questions += 1;
        }
        (kind, next) => panic!("{ctx}: {kind:?} asked, {next:?} next"),
    }
    let elsewhere = Cell::new((q.cell.index() + 40) % 81);
    for text in [EN, ZH] {
        let says = quiz_question(q, elsewhere, text);
        assert_eq!(cells_named(&says), [elsewhere.index()], "{ctx}: {says}");
        // The verdicts, right and wrong: each names the truth's cell.
        for answer in [q.cell, elsewhere] {
            let mut quiz = Quiz::default();
            quiz.ask_question(q.clone());
            let verdict = quiz.answer(Answer::Cell(answer)).expect("a cell is taken");
            let says = crate::i18n::words::quiz_reason(verdict, text);
            let named = cells_named(&says);
            assert!(named.contains(&q.cell.index()), "{ctx}: {says}");
            assert_eq!(verdict.right, answer == q.cell, "{ctx}");
            if answer != q.cell {
                assert_eq!(named[0], answer.index(), "{ctx}: {says}");
            }
        }
    }
}

/// restart-column's "skipped by the scan": only empty cells the scan that
/// found the current cell passed over (at its "solved", the last scan's).
fn skipped(engine: &Engine, model: &Model, tally: &mut Tally) {
    let listed: u128 = engine
        .state()
        .skipped_cells()
        .iter()
        .fold(0, |m, c| m | 1 << c.index());
    let passed = match (model.search, model.next) {
        (Search::RestartColumn, Next::Over) => model.passed_at_end,
        (Search::RestartColumn, _) => model.stack.last().map_or(0, |v| v.passed_over),
        _ => 0,
    };
    let empty = (0..81)
        .filter(|&c| model.grid[c] == 0)
        .fold(0u128, |m, c| m | 1 << c);
    if listed != 0 {
        tally.skipped += 1;
    }
    assert_eq!(
        listed,
        passed & empty,
        "{:?} skipped {:?}",
        model.search,
        engine.state().skipped_cells()
    );
}

/// forget-candidates' "candidates never given back": every empty cell the
/// model's own record has lost fitting digits of, with those digits, and
/// the line under the status naming the first of them.
fn forgotten(engine: &Engine, model: &Model, tally: &mut Tally) {
    let listed: Vec<(usize, Vec<u8>)> = engine
        .forgotten_candidates()
        .iter()
        .map(|(cell, digits)| (cell.index(), digits.iter().collect()))
        .collect();
    let lost: Vec<(usize, Vec<u8>)> = (0..81)
        .map(|cell| (cell, model.forgotten(cell)))
        .filter(|(_, digits)| !digits.is_empty())
        .collect();
    assert_eq!(listed, lost, "{:?} forgotten", model.search);
    if lost.is_empty() {
        return;
    }
    tally.forgotten += 1;
    // Every naming the screen may choose (fewer cells on a small screen).
    for (text, most) in [EN, ZH]
        .into_iter()
        .flat_map(|t| (1..=crate::app::lab::NAMED).map(move |m| (t, m)))
    {
        let said = crate::app::lab::consequence_naming(engine, text, most).expect("a line");
        let named = cells_named(&said);
        let first: Vec<usize> = lost.iter().take(most).map(|(cell, _)| *cell).collect();
        assert_eq!(named, first, "{said}");
        for (_, digits) in lost.iter().take(most) {
            assert!(said.contains(&(text.common.and_list)(digits)), "{said}");
        }
        if lost.len() > most {
            assert!(said.contains(&(lost.len() - most).to_string()), "{said}");
        }
    }
}
