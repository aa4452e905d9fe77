//! The checker's own model of the search, kept from the trace alone: the
//! grid, the stack of visits, and per visit what became of each digit. It
//! knows the search's rules only as far as a teacher would state them
//! (a digit is placed where no cell of its row, column or box holds it; a
//! dead end pops its visit; a complete grid under forget-flag is undone),
//! not how the engine implements them.

use super::traced::{Traced, TracedUnit, unit, units_of};

/// What became of one digit during one visit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Met {
    Untried,
    /// Rejected: the unit the trace gave, and the cell holding the digit
    /// there (`None`: no cell did, a stale claim).
    Rejected(TracedUnit, Option<usize>),
    /// Placed; `completed`: the grid was complete below it at some time.
    Placed {
        completed: bool,
    },
}

/// One visit to a cell: from its enter to its dead end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visit {
    pub cell: usize,
    /// The digit on the grid from this visit, 0 while it tries.
    pub on_grid: u8,
    /// The last digit tried.
    pub tried: u8,
    pub met: [Met; 9],
    /// restart-column: the empty cells the scan that found this cell
    /// passed over (a bit per cell).
    pub passed_over: u128,
    /// A forced placement, not a guess: it has no other digit to try.
    pub forced: bool,
}

impl Visit {
    pub fn placed(&self) -> Vec<u8> {
        self.digits(|m| matches!(m, Met::Placed { .. }))
    }
    pub fn failed(&self) -> Vec<u8> {
        self.digits(|m| m == Met::Placed { completed: false })
    }
    pub fn completed(&self) -> Vec<u8> {
        self.digits(|m| m == Met::Placed { completed: true })
    }
    fn digits(&self, keep: impl Fn(Met) -> bool) -> Vec<u8> {
        (1..=9)
            .filter(|&d| keep(self.met[d as usize - 1]))
            .collect()
    }
}

/// Which search the trace is of, as the checker needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    RowMajor,
    MostConstrained,
    ForgetRestore,
    ForgetFlag,
    RestartColumn,
    ForwardChecking,
    ForwardCheckingMrv,
    Singles,
    SinglesMrv,
    ForgetCandidates,
}

impl Search {
    pub const ALL: [Search; 10] = [
        Search::RowMajor,
        Search::MostConstrained,
        Search::ForgetRestore,
        Search::ForgetFlag,
        Search::RestartColumn,
        Search::ForwardChecking,
        Search::ForwardCheckingMrv,
        Search::Singles,
        Search::SinglesMrv,
        Search::ForgetCandidates,
    ];

    /// The cell picked is the one with the fewest candidates.
    pub fn fewest_first(self) -> bool {
        matches!(
            self,
            Search::MostConstrained | Search::ForwardCheckingMrv | Search::SinglesMrv
        )
    }

    /// After each placement a cell with no candidate is found at once.
    pub fn checks_forward(self) -> bool {
        matches!(
            self,
            Search::ForwardChecking
                | Search::ForwardCheckingMrv
                | Search::Singles
                | Search::SinglesMrv
                | Search::ForgetCandidates
        )
    }

    /// Naked and hidden singles are placed before each guess.
    pub fn forces_singles(self) -> bool {
        matches!(self, Search::Singles | Search::SinglesMrv)
    }
}

/// What the next event will do, as the search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Choose a cell (after a placement, at the start).
    Pick,
    /// The top visit tries its next digit.
    Try,
    /// Take back the top visit's digit (after a dead end, a complete grid).
    Undo,
    Over,
}

/// The search as the trace has it after some prefix of its events.
#[derive(Clone, Debug)]
pub struct Model {
    pub search: Search,
    pub grid: [u8; 81],
    pub stack: Vec<Visit>,
    /// The visit the last dead end popped.
    pub popped: Option<Visit>,
    pub next: Next,
    pub placements: u64,
    /// Forced placements: counted apart from the guesses.
    pub forced: u64,
    pub undos: u64,
    pub complete: u64,
    /// Rejects the trace calls stale: no cell held the digit.
    pub stale_rejects: u64,
    /// restart-column: the empty cells its last scan passed over, when
    /// that scan found none (its "solved").
    pub passed_at_end: u128,
    /// forget-candidates: each cell's candidates (bits 1-9) as that search
    /// keeps them, by the rule its listing states: a placement takes its
    /// digit from its empty peers', and nothing ever gives it back.
    pub kept: [u16; 81],
}

impl Model {
    pub fn new(search: Search, givens: [u8; 81]) -> Model {
        Model {
            search,
            grid: givens,
            stack: Vec::new(),
            popped: None,
            next: Next::Pick,
            placements: 0,
            forced: 0,
            undos: 0,
            complete: 0,
            stale_rejects: 0,
            passed_at_end: 0,
            kept: [0; 81],
        }
        .keeping_candidates()
    }

    /// At the start the kept candidates are the true ones.
    fn keeping_candidates(mut self) -> Model {
        for cell in 0..81 {
            if self.grid[cell] == 0 {
                self.kept[cell] = (1..=9u8)
                    .filter(|&d| self.fits(cell, d))
                    .fold(0, |m, d| m | 1 << d);
            }
        }
        self
    }

    /// forget-candidates: the digits that fit `cell` (no cell of its row,
    /// column or box holds them) which its kept candidates lost: removed
    /// by a placement since taken back, and never given back.
    pub fn forgotten(&self, cell: usize) -> Vec<u8> {
        if self.search != Search::ForgetCandidates || self.grid[cell] != 0 {
            return Vec::new();
        }
        (1..=9u8)
            .filter(|&d| self.fits(cell, d) && self.kept[cell] & 1 << d == 0)
            .collect()
    }

    /// A cell's candidates as the search sees them: forget-candidates'
    /// kept ones, every other search's the grid's.
    fn candidates_seen(&self, cell: usize) -> usize {
        match self.search {
            Search::ForgetCandidates => self.kept[cell].count_ones() as usize,
            _ => self.candidates(cell),
        }
    }

    /// Digits the search has on the grid.
    pub fn depth(&self) -> usize {
        self.stack.iter().filter(|v| v.on_grid != 0).count()
    }

    /// The cells of `cell`'s unit of `kind` that hold `digit`.
    pub fn holders(&self, cell: usize, kind: TracedUnit, digit: u8) -> Vec<usize> {
        unit(cell, kind)
            .into_iter()
            .filter(|&c| self.grid[c] == digit)
            .collect()
    }

    pub fn fits(&self, cell: usize, digit: u8) -> bool {
        units_of(cell)
            .iter()
            .all(|(_, cells)| cells.iter().all(|&c| self.grid[c] != digit))
    }

    pub fn candidates(&self, cell: usize) -> usize {
        (1..=9).filter(|&d| self.fits(cell, d)).count()
    }

    fn empty(&self) -> impl Iterator<Item = usize> + '_ {
        (0..81).filter(|&c| self.grid[c] == 0)
    }

    /// restart-column's scan from the cell filled last: rows from its
    /// row down, in each the columns from its column on. The cell found,
    /// and the empty cells the scan passed over without reading them.
    pub fn restart_column_scan(&self) -> (Option<usize>, u128) {
        let from = self.stack.last().map_or(0, |v| v.cell);
        let (h, l) = (from / 9, from % 9);
        let found = (h..9)
            .flat_map(|r| (l..9).map(move |c| r * 9 + c))
            .find(|&i| self.grid[i] == 0);
        let read = |i: usize| i / 9 >= h && i % 9 >= l;
        let passed = self
            .empty()
            .filter(|&i| found.is_none_or(|f| i < f) && !read(i))
            .fold(0u128, |m, i| m | 1 << i);
        (found, passed)
    }

    /// The cell the search must pick next, by its rule; `None`: none left.
    pub fn expected_pick(&self) -> Option<usize> {
        match self.search {
            Search::RestartColumn => self.restart_column_scan().0,
            s if s.fewest_first() => self.empty().min_by_key(|&c| (self.candidates(c), c)),
            _ => self.empty().next(),
        }
    }

    /// The empty cells where `digit` fits in the unit of `kind` of `cell`,
    /// when no cell of that unit holds it.
    pub fn places_for(&self, cell: usize, kind: TracedUnit, digit: u8) -> Vec<usize> {
        let cells = unit(cell, kind);
        if cells.iter().any(|&c| self.grid[c] == digit) {
            return Vec::new();
        }
        cells
            .into_iter()
            .filter(|&c| self.grid[c] == 0 && self.fits(c, digit))
            .collect()
    }

    /// A cell with no candidate: what forward checking must have caught.
    fn wiped_out(&self) -> bool {
        self.empty().any(|c| self.candidates_seen(c) == 0)
    }

    /// A cell with one candidate, or a digit with one place in a unit.
    fn has_single(&self) -> bool {
        self.empty().any(|c| self.candidates(c) == 1)
            || (0..9).any(|i| {
                [
                    (i * 9, TracedUnit::Row),
                    (i, TracedUnit::Column),
                    ((i / 3) * 27 + (i % 3) * 3, TracedUnit::Box),
                ]
                .into_iter()
                .any(|(c, k)| (1..=9).any(|d| self.places_for(c, k, d).len() == 1))
            })
    }

    /// Applies one event, checking it follows the search's rules.
    #[allow(
        clippy::too_many_lines,
        reason = "one arm per event: the model's rule for it"
    )]
    pub fn apply(&mut self, event: Traced) {
        match event {
            Traced::Force { cell, digit, rule } => {
                assert_eq!(self.next, Next::Pick, "{event:?}");
                assert!(self.search.forces_singles(), "{event:?}");
                assert!(!self.wiped_out(), "{event:?}: a wipeout first");
                assert_eq!(self.grid[cell], 0, "{event:?}");
                match rule {
                    None => {
                        assert!(self.fits(cell, digit), "{event:?}");
                        assert_eq!(self.candidates(cell), 1, "{event:?}");
                    }
                    Some(kind) => {
                        assert_eq!(self.places_for(cell, kind, digit), [cell], "{event:?}")
                    }
                }
                self.stack.push(Visit {
                    cell,
                    on_grid: digit,
                    tried: digit,
                    met: std::array::from_fn(|i| match i as u8 + 1 == digit {
                        true => Met::Placed { completed: false },
                        false => Met::Untried,
                    }),
                    passed_over: 0,
                    forced: true,
                });
                self.grid[cell] = digit;
                self.forced += 1;
            }
            Traced::Wipeout { cell, by } => {
                assert_eq!(self.next, Next::Pick, "{event:?}");
                assert!(self.search.checks_forward(), "{event:?}");
                assert_eq!(self.grid[cell], 0, "{event:?}");
                assert_eq!(self.candidates_seen(cell), 0, "{event:?}");
                // The first such cell in reading order.
                assert!(
                    self.empty()
                        .take_while(|&c| c < cell)
                        .all(|c| self.candidates_seen(c) > 0),
                    "{event:?}"
                );
                // The last placement, guessed or forced, emptied it.
                assert_eq!(by, self.stack.last().map(|v| v.cell), "{event:?}");
                self.popped = None;
                self.next = Next::Undo;
            }
            Traced::Enter { cell, depth } => {
                assert_eq!(self.next, Next::Pick, "{event:?}");
                if self.search.checks_forward() {
                    assert!(!self.wiped_out(), "{event:?}: a wipeout first");
                }
                if self.search.forces_singles() {
                    assert!(!self.has_single(), "{event:?}: a forced move first");
                }
                assert_eq!(depth as usize, self.depth(), "{event:?}");
                assert_eq!(Some(cell), self.expected_pick(), "{event:?}");
                let passed_over = match self.search {
                    Search::RestartColumn => self.restart_column_scan().1,
                    _ => 0,
                };
                self.stack.push(Visit {
                    cell,
                    on_grid: 0,
                    tried: 0,
                    met: [Met::Untried; 9],
                    passed_over,
                    forced: false,
                });
                self.next = Next::Try;
            }
            Traced::Place { cell, digit } => {
                assert_eq!(self.next, Next::Try, "{event:?}");
                assert!(self.fits(cell, digit), "{event:?}: a cell holds it");
                let top = self.stack.last_mut().unwrap();
                assert_eq!((top.cell, top.tried + 1), (cell, digit), "{event:?}");
                top.tried = digit;
                top.on_grid = digit;
                top.met[digit as usize - 1] = Met::Placed { completed: false };
                self.grid[cell] = digit;
                self.placements += 1;
                self.next = Next::Pick;
                if self.search == Search::ForgetCandidates {
                    for (_, cells) in units_of(cell) {
                        for peer in cells.into_iter().filter(|&p| self.grid[p] == 0) {
                            self.kept[peer] &= !(1 << digit);
                        }
                    }
                }
            }
            Traced::Reject {
                cell,
                digit,
                reason,
                by,
            } => {
                assert_eq!(self.next, Next::Try, "{event:?}");
                let holders = self.holders(cell, reason, digit);
                match by {
                    // The holder named holds the digit, in that unit.
                    Some(by) => assert!(holders.contains(&by), "{event:?}: {by} does not hold it"),
                    // Stale: no cell of the unit holds it, and only the
                    // mistake that leaves the tables marked has any.
                    None => {
                        self.stale_rejects += 1;
                        assert!(holders.is_empty(), "{event:?}: stale, yet held");
                        assert_eq!(self.search, Search::ForgetRestore, "{event:?}");
                    }
                }
                let top = self.stack.last_mut().unwrap();
                assert_eq!((top.cell, top.tried + 1), (cell, digit), "{event:?}");
                top.tried = digit;
                top.met[digit as usize - 1] = Met::Rejected(reason, by);
            }
            Traced::Undo { cell, digit } => {
                assert_eq!(self.next, Next::Undo, "{event:?}");
                let top = self.stack.last_mut().unwrap();
                assert_eq!((top.cell, top.on_grid), (cell, digit), "{event:?}");
                top.on_grid = 0;
                self.grid[cell] = 0;
                self.undos += 1;
                // The end that follows an undo is no visit's: after the
                // root's forced moves are taken back, nothing is popped.
                self.popped = None;
                // A forced move has nothing else to try: the undoing goes
                // on down to the guess it followed from.
                if top.forced {
                    self.stack.pop();
                } else {
                    self.next = Next::Try;
                }
            }
            Traced::DeadEnd { cell } => {
                assert_eq!(self.next, Next::Try, "{event:?}");
                let top = self.stack.pop().unwrap();
                assert_eq!((top.cell, top.tried), (cell, 9), "{event:?}");
                self.popped = Some(top);
                self.next = Next::Undo;
            }
            Traced::Solved => {
                assert_eq!(self.next, Next::Pick, "{event:?}");
                self.complete += 1;
                if self.search == Search::RestartColumn {
                    self.passed_at_end = self.restart_column_scan().1;
                } else {
                    assert!(self.empty().next().is_none(), "solved with empty cells");
                }
                // forget-flag goes on: every digit on the grid completed it.
                if self.search == Search::ForgetFlag && !self.stack.is_empty() {
                    for v in &mut self.stack {
                        v.met[v.on_grid as usize - 1] = Met::Placed { completed: true };
                    }
                    self.next = Next::Undo;
                } else {
                    self.next = Next::Over;
                }
            }
            Traced::Exhausted => {
                assert_eq!(self.next, Next::Undo, "{event:?}");
                assert!(self.stack.is_empty());
                self.next = Next::Over;
            }
        }
    }
}
