//! The built-in lessons, in the order a class goes through backtracking:
//! each a puzzle, a search and its stops as finders, never as steps.

use crate::engine::{Mistake, Strategy};
use crate::grid::{Cell, Grid, UnitKind};
use crate::puzzles;

use super::finder::{Finder, Say, StopSpec, resolve};
use super::{Lesson, SearchKind, Title};

/// One built-in lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltIn {
    /// The three tables and how a conflict is found (in the editor).
    TablesAndConflicts,
    /// The first placement, and the first rejection by row, column and box.
    PlaceAndReject,
    /// The first dead end and the first backtrack.
    DeadEndAndBacktrack,
    /// A backtrack that unwinds several levels.
    LongUnwinding,
    /// Why undo must restore the tables (forget-restore).
    ForgetRestore,
    /// Why the search must stop at a solution (forget-flag).
    ForgetFlag,
    /// A wrong scan for the next cell (restart-column), and the empty
    /// cells it leaves behind its "solved".
    RestartColumn,
    /// Fewer events by choosing the cell with fewest candidates.
    FewestCandidates,
    /// Watching your own solver.
    WatchYourOwn,
    /// Smart pruning is possible: forward checking's first wipeout, then
    /// singles propagation's first forced move and its end (on the
    /// LeetCode example, with no guess at all), and the race of four.
    SmartPruning,
}

const fn at(find: Finder, say: Say) -> StopSpec {
    StopSpec {
        find,
        say,
        search: None,
    }
}

/// A stop on another search than the lesson's.
const fn on(search: SearchKind, find: Finder, say: Say) -> StopSpec {
    StopSpec {
        find,
        say,
        search: Some(search),
    }
}

impl BuiltIn {
    /// Every built-in lesson, in order: `sudoku-dfs lesson N` opens the
    /// N-th (from 1).
    pub const ALL: [BuiltIn; 10] = [
        BuiltIn::TablesAndConflicts,
        BuiltIn::PlaceAndReject,
        BuiltIn::DeadEndAndBacktrack,
        BuiltIn::LongUnwinding,
        BuiltIn::ForgetRestore,
        BuiltIn::ForgetFlag,
        BuiltIn::RestartColumn,
        BuiltIn::FewestCandidates,
        BuiltIn::WatchYourOwn,
        BuiltIn::SmartPruning,
    ];

    /// The lesson numbered `n` from 1.
    pub fn numbered(n: usize) -> Option<BuiltIn> {
        BuiltIn::ALL.get(n.checked_sub(1)?).copied()
    }

    /// Its number, from 1.
    pub fn number(self) -> usize {
        BuiltIn::ALL.iter().position(|&b| b == self).unwrap_or(0) + 1
    }

    /// The search the lesson shows.
    pub const fn search(self) -> SearchKind {
        match self {
            BuiltIn::ForgetRestore => SearchKind::Mistake(Mistake::ForgetRestore),
            BuiltIn::ForgetFlag => SearchKind::Mistake(Mistake::ForgetFlag),
            BuiltIn::RestartColumn => SearchKind::Mistake(Mistake::RestartColumn),
            BuiltIn::FewestCandidates => SearchKind::Strategy(Strategy::MostConstrained),
            BuiltIn::SmartPruning => SearchKind::Strategy(Strategy::SinglesMrv),
            _ => SearchKind::Strategy(Strategy::RowMajor),
        }
    }

    /// The stops, as finders.
    pub fn stops(self) -> &'static [StopSpec] {
        use Finder as F;
        use Say as S;
        match self {
            BuiltIn::TablesAndConflicts => {
                const {
                    &[
                        at(F::Editor, S::Tables),
                        at(F::Editor, S::Conflict),
                        at(F::Editor, S::Refused),
                    ]
                }
            }
            BuiltIn::PlaceAndReject => {
                const {
                    &[
                        at(F::FirstPlace, S::Ask),
                        at(F::FirstPlace, S::Event),
                        at(F::FirstReject(UnitKind::Row), S::Event),
                        at(F::FirstReject(UnitKind::Column), S::Event),
                        at(F::FirstReject(UnitKind::Box), S::Event),
                    ]
                }
            }
            BuiltIn::DeadEndAndBacktrack => {
                const {
                    &[
                        at(F::FirstDeadEnd, S::Ask),
                        at(F::FirstDeadEnd, S::Event),
                        at(F::FirstBacktrack, S::Event),
                    ]
                }
            }
            BuiltIn::LongUnwinding => {
                const { &[at(F::Unwinding(2), S::Event), at(F::Unwinding(3), S::Event)] }
            }
            BuiltIn::ForgetRestore => {
                const {
                    &[
                        at(F::FirstBacktrack, S::Event),
                        at(F::FirstStaleReject, S::Event),
                        at(F::End, S::Event),
                    ]
                }
            }
            BuiltIn::ForgetFlag => {
                const { &[at(F::FirstCompleteUndo, S::Event), at(F::End, S::Event)] }
            }
            BuiltIn::RestartColumn => const { &[at(F::FirstSkip, S::Event), at(F::End, S::Event)] },
            BuiltIn::FewestCandidates => {
                const { &[at(F::FirstEnter, S::Event), at(F::End, S::Compared)] }
            }
            BuiltIn::WatchYourOwn => const { &[at(F::End, S::Event), at(F::End, S::Watch)] },
            BuiltIn::SmartPruning => {
                const {
                    &[
                        on(
                            SearchKind::Strategy(Strategy::ForwardChecking),
                            F::FirstWipeout,
                            S::Event,
                        ),
                        at(F::FirstForce, S::Event),
                        at(F::End, S::Propagated),
                        at(F::End, S::Race),
                    ]
                }
            }
        }
    }

    /// The puzzle the lesson is given on: the LeetCode 37 example, and for
    /// the first lesson the same with a conflict typed in (a 5 at r1c3,
    /// where row 1 already has one).
    pub fn puzzle(self) -> Grid {
        let mut grid = puzzles::example().grid.clone();
        if self == BuiltIn::TablesAndConflicts {
            grid.set_given(Cell::at(0, 2), 5);
        }
        grid
    }

    /// The lesson on its own puzzle.
    pub fn lesson(self) -> Lesson {
        self.lesson_on(&self.puzzle())
    }

    /// The lesson on another puzzle: its stops found there (a stop whose
    /// event that puzzle's search never reaches is left out). The first
    /// lesson wants a conflict: on a grid without one it keeps its first
    /// stop only.
    pub fn lesson_on(self, puzzle: &Grid) -> Lesson {
        let engine = self.search().engine(puzzle).ok();
        let mut stops: Vec<_> = self
            .stops()
            .iter()
            .filter_map(|&spec| {
                let own = spec.search.map(|s| s.engine(puzzle).ok());
                resolve(spec, puzzle, own.unwrap_or(engine.clone()).as_ref())
            })
            .collect();
        // In the order the search meets them (the first reject by the box
        // may come before the first by the column); a lesson over several
        // searches keeps its own order, search by search.
        if stops.iter().all(|s| s.search.is_none()) {
            stops.sort_by_key(|stop| stop.place);
        }
        Lesson {
            title: Title::BuiltIn(self),
            puzzle: puzzle.clone(),
            search: self.search(),
            stops,
        }
    }
}
