//! The questions themselves and their truth, read from the search's state
//! the way the engine decides its next event:
//!
//! ```text
//! phase Try  -> which digit is placed next at the top cell (or a dead end)
//! phase Pick -> (propagating strategies) where the wipeout comes, or
//!               which cell is forced next
//! ```
//!
//! The digit question holds for every strategy: a propagating search tries
//! a cell's digits in the same order, and a digit that is not among the
//! cell's candidates (what forward checking left) is one a table holds,
//! rejected for the reason the engine's reject will give. The cell
//! questions follow `engine::machine::propagate`'s scan: an empty cell with
//! no candidate first (reading order), then a cell with one candidate
//! (reading order), then a digit with one place in a unit (rows, columns,
//! boxes; digits 1-9). The tests hold each truth to the engine's next
//! events for every strategy.

use crate::engine::{ForceRule, Phase};
use crate::grid::{Cell, Unit, UnitKind};
use crate::search::Search;
use crate::tables::DigitSet;

/// What the learner predicts, or what happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// This digit will be placed in the cell.
    Digit(u8),
    /// No digit left fits: the cell dead-ends and the search backtracks.
    DeadEnd,
    /// This cell is the one a cell question asks for: the cell forced
    /// next, or the cell the wipeout comes at.
    Cell(Cell),
}

/// Why a digit is rejected: the first table holding it (row, column, box
/// order, as the search checks), and the cell holding it there — `None`
/// when no cell does (a stale entry, only under forget-restore).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub digit: u8,
    pub reason: UnitKind,
    /// 1-9: which row, column or box.
    pub unit_number: u8,
    pub by: Option<Cell>,
}

/// The grid as a cell question saw it: which cells were filled and each
/// empty cell's candidates, so the verdict can say what the learner's cell
/// was (filled, or how many candidates it had).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSeen {
    /// One bit per filled cell (givens and the search's digits).
    pub filled: u128,
    /// Each empty cell's candidates (empty for a filled cell).
    pub candidates: [DigitSet; 81],
}

impl BoardSeen {
    fn of(search: &dyn Search) -> BoardSeen {
        let tables = search.tables();
        let mut board = BoardSeen {
            filled: 0,
            candidates: [DigitSet::EMPTY; 81],
        };
        for cell in Cell::all() {
            if search.state().digit(cell) != 0 {
                board.filled |= 1 << cell.index();
            } else {
                board.candidates[cell.index()] = tables.candidates(cell);
            }
        }
        board
    }

    /// Whether `cell` held a digit.
    pub fn is_filled(&self, cell: Cell) -> bool {
        self.filled >> cell.index() & 1 == 1
    }

    /// Whether `cell` is forced by a rule of singles propagation, and how:
    /// its one candidate, else (rows, columns, boxes; digits 1-9) a digit
    /// with no other place in one of its units. A cell other than the
    /// question's that is forced comes later in the engine's scan.
    pub fn single_at(&self, cell: Cell) -> Option<(u8, ForceRule)> {
        let candidates = self.candidates[cell.index()];
        if self.is_filled(cell) || candidates.is_empty() {
            return None;
        }
        if candidates.len() == 1 {
            return Some((candidates.iter().next()?, ForceRule::OnlyCandidate));
        }
        for unit in cell.units() {
            for digit in candidates.iter() {
                let places = unit
                    .cells()
                    .into_iter()
                    .filter(|c| self.candidates[c.index()].contains(digit))
                    .count();
                if places == 1 {
                    return Some((digit, ForceRule::OnlyPlace(unit.kind())));
                }
            }
        }
        None
    }

    /// The empty cells in reading order.
    fn empty(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|&c| !self.is_filled(c))
    }

    /// The first empty cell with no candidate: the engine's wipeout scan.
    fn wiped_out(&self) -> Option<Cell> {
        self.empty().find(|c| self.candidates[c.index()].is_empty())
    }

    /// The first forced move, as the engine's scan finds it: a cell with
    /// one candidate, else a digit with one place in a unit.
    fn first_single(&self) -> Option<(Cell, u8, ForceRule)> {
        let naked = self.empty().find(|c| self.candidates[c.index()].len() == 1);
        if let Some(cell) = naked {
            let digit = self.candidates[cell.index()].iter().next()?;
            return Some((cell, digit, ForceRule::OnlyCandidate));
        }
        let units = UnitKind::ALL.into_iter().flat_map(|kind| {
            (0..9u8).map(move |i| match kind {
                UnitKind::Row => Unit::Row(i),
                UnitKind::Column => Unit::Column(i),
                UnitKind::Box => Unit::Box(i),
            })
        });
        for unit in units {
            for digit in 1..=9u8 {
                let mut places = unit
                    .cells()
                    .into_iter()
                    .filter(|c| self.candidates[c.index()].contains(digit));
                if let (Some(only), None) = (places.next(), places.next()) {
                    return Some((only, digit, ForceRule::OnlyPlace(unit.kind())));
                }
            }
        }
        None
    }
}

/// What a question asks, with what its verdict is worded from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuestionKind {
    /// Which digit is placed next at the question's cell, or a dead end.
    Digit {
        /// The last digit tried here (0 before the first).
        tried: u8,
        /// The digits rejected between `tried` and the truth, in order.
        rejections: Vec<Rejection>,
    },
    /// Which cell is forced next: the question's cell, where `digit` is
    /// the only choice `rule` leaves.
    Forced {
        digit: u8,
        rule: ForceRule,
        board: Box<BoardSeen>,
    },
    /// Where the wipeout comes: the question's cell, left with no
    /// candidate by `by` (the last placement: its cell and digit; `None`
    /// when the givens alone leave it none).
    Wipeout {
        by: Option<(Cell, u8)>,
        board: Box<BoardSeen>,
    },
}

/// One question: what will happen at the search's next step(s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The step at which it was asked.
    pub step: u64,
    /// The digit question's cell; a cell question's answer.
    pub cell: Cell,
    pub truth: Answer,
    pub kind: QuestionKind,
}

impl Question {
    /// The question at the search's current step, if it is one: the search
    /// is about to try the next digit in its top frame's cell, or (the
    /// engine's correct propagating searches) to find a wipeout or place a
    /// forced move.
    pub fn at(search: &dyn Search) -> Option<Question> {
        match search.phase() {
            Phase::Try => Question::digit_at(search),
            Phase::Pick => Question::cell_at(search),
            _ => None,
        }
    }

    /// The last digit tried at the cell, for a digit question.
    pub fn tried(&self) -> Option<u8> {
        match self.kind {
            QuestionKind::Digit { tried, .. } => Some(tried),
            _ => None,
        }
    }

    /// The rejections before the truth (none for a cell question).
    pub fn rejections(&self) -> &[Rejection] {
        match &self.kind {
            QuestionKind::Digit { rejections, .. } => rejections,
            _ => &[],
        }
    }

    /// Whether the question is answered with a cell (else a digit or `d`).
    pub fn asks_for_a_cell(&self) -> bool {
        !matches!(self.kind, QuestionKind::Digit { .. })
    }

    /// Whether `answer` is of the form the question takes: a digit or a
    /// dead end for the digit question, a cell for a cell question.
    pub fn takes(&self, answer: Answer) -> bool {
        matches!(answer, Answer::Cell(_)) == self.asks_for_a_cell()
    }

    fn digit_at(search: &dyn Search) -> Option<Question> {
        let frame = *search.stack().last()?;
        let cell = frame.cell();
        let tables = search.tables();
        let mut rejections = Vec::new();
        let mut truth = Answer::DeadEnd;
        for digit in frame.digit() + 1..=9 {
            let Some(unit) = tables.rejecting_unit(cell, digit) else {
                truth = Answer::Digit(digit);
                break;
            };
            let by = unit
                .cells()
                .into_iter()
                .find(|&c| search.state().digit(c) == digit);
            rejections.push(Rejection {
                digit,
                reason: unit.kind(),
                unit_number: unit.index() as u8 + 1,
                by,
            });
        }
        Some(Question {
            step: search.step_number(),
            cell,
            truth,
            kind: QuestionKind::Digit {
                tried: frame.digit(),
                rejections,
            },
        })
    }

    /// Only the engine's correct propagating searches: their scan is the
    /// one read here (a learner's recording or a mistake may scan
    /// otherwise, and the quiz never guesses).
    fn cell_at(search: &dyn Search) -> Option<Question> {
        let strategy = search.strategy();
        if !strategy.propagates() || search.mistake().is_some() || search.as_engine().is_none() {
            return None;
        }
        let board = BoardSeen::of(search);
        let step = search.step_number();
        if let Some(cell) = board.wiped_out() {
            let by = search.stack().last().map(|f| (f.cell(), f.digit()));
            return Some(Question {
                step,
                cell,
                truth: Answer::Cell(cell),
                kind: QuestionKind::Wipeout {
                    by,
                    board: Box::new(board),
                },
            });
        }
        if !strategy.forces_singles() {
            return None;
        }
        let (cell, digit, rule) = board.first_single()?;
        Some(Question {
            step,
            cell,
            truth: Answer::Cell(cell),
            kind: QuestionKind::Forced {
                digit,
                rule,
                board: Box::new(board),
            },
        })
    }
}
