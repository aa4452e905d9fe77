//! The sentences the solve screen shows at one step, checked against the
//! checker's model of the trace at that step.

use crate::app::narration::{claim, dead_end_reasons, merged_dead_end_reasons, narrate, word};
use crate::engine::Engine;
use crate::format::thousands;
use crate::i18n::{Lang, Text};
use crate::{Cell, UnitKind};

use super::claims::claim_matches;
use super::model::{Met, Model, Search};
use super::questions::question;
use super::strategy_lines::{forgotten, skipped};
use super::traced::{Traced, TracedUnit, units_of};

pub const EN: &Text = Lang::En.text();
pub const ZH: &Text = Lang::Zh.text();

pub fn name(cell: usize) -> String {
    Cell::new(cell).to_string()
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
