//! The quiz's questions checked against the trace: asked at the right
//! steps, about the right cell, their answers what the trace does next.

use crate::engine::{Engine, ForceRule};
use crate::i18n::words::quiz_question;
use crate::quiz::{Answer, Question};
use crate::search::Search as _;
use crate::{Cell, UnitKind};

use super::check::{EN, Tally, ZH, cells_named};
use super::model::{Model, Next};
use super::traced::{Traced, TracedUnit, unit};

fn kind_of(kind: UnitKind) -> TracedUnit {
    match kind {
        UnitKind::Row => TracedUnit::Row,
        UnitKind::Column => TracedUnit::Column,
        UnitKind::Box => TracedUnit::Box,
    }
}

/// The quiz's question at this step: asked exactly when the search is about
/// to try a digit at its top cell, or (a correct propagating search) to
/// place a forced move or find a wipeout; its answer is what the trace
/// does.
pub(super) fn question(
    engine: &Engine,
    model: &Model,
    events: &[Traced],
    at: usize,
    tally: &mut Tally,
) {
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
