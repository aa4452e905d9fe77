//! The editor model: the grid being typed in, its cursor and title, undo
//! and redo, what was last saved, and the diagnosis derived from the grid.
//! The derived part (the repeats, and the solution count once the worker
//! answers) is computed once per edit, never while drawing.

use super::action::Direction;
use crate::grid::{Cell, Grid, Unit};
use crate::i18n::Text;
use crate::tables::{Conflict, Tables, conflicts};

/// What the diagnosis line says about the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagnosis {
    Conflict,
    /// The worker has not answered for this grid yet.
    Checking,
    NoSolution,
    UniqueSolution,
    MultipleSolutions,
}

/// How many solutions the diagnosis counts at most: enough to say "8
/// solutions" of a puzzle with a few, quick on any grid.
pub const SOLUTION_LIMIT: u64 = 100;

impl Diagnosis {
    pub fn words(self, text: &Text) -> &'static str {
        let words = &text.chrome.diagnosis;
        match self {
            Diagnosis::Conflict => words.conflict,
            Diagnosis::Checking => words.checking,
            Diagnosis::NoSolution => words.no_solution,
            Diagnosis::UniqueSolution => words.unique_solution,
            Diagnosis::MultipleSolutions => words.multiple_solutions,
        }
    }
}

/// Undo and redo of whole grids: a grid is 90 bytes, so keeping every
/// state is simpler and safer than inverting edits. The title goes along,
/// so undoing an open shows the old name again.
#[derive(Clone, Debug, Default)]
struct History {
    undo: Vec<(Grid, String)>,
    redo: Vec<(Grid, String)>,
}

#[derive(Clone, Debug)]
pub struct Editor {
    pub grid: Grid,
    pub cursor: Cell,
    /// What the puzzle is: a shipped puzzle's name, a file name, ….
    pub title: String,
    /// Counts changes of the grid, so late diagnoses are recognised.
    pub generation: u64,
    /// The row, column and box tables of `grid`.
    tables: Tables,
    /// Every repeated digit of `grid`, found through the tables.
    conflicts: Vec<Conflict>,
    /// Solutions (up to [`SOLUTION_LIMIT`]) of the grid of `generation`,
    /// once known.
    solutions: Option<u64>,
    history: History,
    /// The grid as last opened or saved: different means unsaved edits.
    saved: Grid,
}

impl Editor {
    pub fn new(grid: Grid, title: String) -> Editor {
        Editor {
            tables: Tables::from_grid(&grid),
            conflicts: conflicts(&grid),
            saved: grid.clone(),
            grid,
            cursor: Cell::at(0, 0),
            title,
            generation: 0,
            solutions: None,
            history: History::default(),
        }
    }

    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    pub fn conflicts(&self) -> &[Conflict] {
        &self.conflicts
    }

    pub fn diagnosis(&self) -> Diagnosis {
        if !self.conflicts.is_empty() {
            return Diagnosis::Conflict;
        }
        match self.solutions {
            None => Diagnosis::Checking,
            Some(0) => Diagnosis::NoSolution,
            Some(1) => Diagnosis::UniqueSolution,
            Some(_) => Diagnosis::MultipleSolutions,
        }
    }

    pub fn has_unsaved_edits(&self) -> bool {
        self.grid != self.saved
    }

    #[cfg(test)]
    pub fn can_undo(&self) -> bool {
        !self.history.undo.is_empty()
    }

    #[cfg(test)]
    pub fn can_redo(&self) -> bool {
        !self.history.redo.is_empty()
    }

    /// The diagnosis in words: `unique solution`, `multiple solutions (8)`,
    /// `multiple solutions (at least 100)`, `no solution: r4c5 has no
    /// candidate`.
    pub fn diagnosis_text(&self, text: &Text) -> String {
        let diagnosis = self.diagnosis();
        match (diagnosis, self.solutions) {
            (Diagnosis::MultipleSolutions, Some(n)) => {
                (text.chrome.multiple_solutions)(n, n >= SOLUTION_LIMIT)
            }
            (Diagnosis::NoSolution, _) => {
                let stuck = Cell::all()
                    .find(|&c| self.grid.get(c) == 0 && self.tables.candidates(c).is_empty());
                match stuck {
                    Some(cell) => (text.chrome.no_candidate)(cell),
                    None => diagnosis.words(text).to_string(),
                }
            }
            _ => diagnosis.words(text).to_string(),
        }
    }

    /// The worker's count for the grid of `generation`; late answers (for
    /// a grid since changed) are dropped.
    pub fn diagnosed(&mut self, generation: u64, solutions: u64) {
        if generation == self.generation {
            self.solutions = Some(solutions);
        }
    }

    pub fn move_cursor(&mut self, direction: Direction) {
        let (row, col) = (self.cursor.row(), self.cursor.col());
        let (row, col) = match direction {
            Direction::Left => (row, col.saturating_sub(1)),
            Direction::Right => (row, (col + 1).min(8)),
            Direction::Up => (row.saturating_sub(1), col),
            Direction::Down => ((row + 1).min(8), col),
        };
        self.cursor = Cell::at(row, col);
    }

    /// Writes a digit (0 clears) in the cursor's cell, as one edit.
    pub fn write(&mut self, digit: u8) {
        let mut grid = self.grid.clone();
        grid.set_given(self.cursor, digit);
        self.edit(grid);
    }

    /// Moves the cursor to the next cell in reading order (the last cell
    /// stays): typing with auto-advance fills the grid in 81 key presses.
    pub fn advance(&mut self) {
        self.cursor = Cell::new((self.cursor.index() + 1).min(80));
    }

    /// Replaces the grid as one undoable edit; no-op edits leave no trace.
    pub fn edit(&mut self, grid: Grid) {
        if grid == self.grid {
            return;
        }
        let before = std::mem::replace(&mut self.grid, grid);
        self.history.undo.push((before, self.title.clone()));
        self.history.redo.clear();
        self.grid_changed();
    }

    /// Opens a puzzle as one undoable edit; it counts as saved.
    pub fn load(&mut self, grid: Grid, title: String) {
        self.edit(grid);
        self.saved = self.grid.clone();
        self.title = title;
    }

    /// The grid is now what the file holds.
    pub fn mark_saved(&mut self) {
        self.saved = self.grid.clone();
    }

    /// Returns false when there was nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some(state) = self.history.undo.pop() else {
            return false;
        };
        let after = self.restore(state);
        self.history.redo.push(after);
        true
    }

    /// Returns false when there was nothing to redo.
    pub fn redo(&mut self) -> bool {
        let Some(state) = self.history.redo.pop() else {
            return false;
        };
        let before = self.restore(state);
        self.history.undo.push(before);
        true
    }

    /// Puts a state of the history back, returning the one it replaces.
    fn restore(&mut self, (grid, title): (Grid, String)) -> (Grid, String) {
        let old_grid = std::mem::replace(&mut self.grid, grid);
        let old_title = std::mem::replace(&mut self.title, title);
        self.follow_change(&old_grid);
        self.grid_changed();
        (old_grid, old_title)
    }

    /// After undo or redo of a single cell, the cursor goes to that cell,
    /// so the learner sees what changed.
    fn follow_change(&mut self, other: &Grid) {
        let mut changed = Cell::all().filter(|&c| self.grid.get(c) != other.get(c));
        if let (Some(cell), None) = (changed.next(), changed.next()) {
            self.cursor = cell;
        }
    }

    /// The one place derived data is recomputed.
    fn grid_changed(&mut self) {
        self.generation += 1;
        self.solutions = None;
        self.tables = Tables::from_grid(&self.grid);
        self.conflicts = conflicts(&self.grid);
    }
}

/// The grid's repeats, gathered for the status: the cell they are about
/// (the cursor's when it repeats a digit, else the first repeat's later
/// cell), every place its digit is already in, and the repeats elsewhere.
/// Two cells can share a row and a box (or a column and a box): one
/// repeat, said once, naming both units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repeats {
    pub digit: u8,
    pub here: Cell,
    /// Each cell holding `digit` in a unit of `here`, with those units.
    pub places: Vec<(Cell, Vec<Unit>)>,
    /// Every other pair of cells holding the same digit in a unit: the
    /// digit, the cells, the units they share.
    pub elsewhere: Vec<(u8, Cell, Cell, Vec<Unit>)>,
}

impl Repeats {
    /// `None` when nothing repeats.
    pub fn of(conflicts: &[Conflict], cursor: Cell) -> Option<Repeats> {
        let chosen = conflicts
            .iter()
            .find(|c| c.first == cursor || c.second == cursor)
            .or(conflicts.first())?;
        let here = if chosen.first == cursor {
            chosen.first
        } else {
            chosen.second
        };
        // The pairs in the order their first unit comes (rows, columns,
        // boxes), each with all its units.
        let mut pairs: Vec<(u8, Cell, Cell, Vec<Unit>)> = Vec::new();
        for c in conflicts {
            match pairs.iter_mut().find(|p| (p.1, p.2) == (c.first, c.second)) {
                Some(pair) => pair.3.push(c.unit),
                None => pairs.push((c.digit, c.first, c.second, vec![c.unit])),
            }
        }
        let (mine, elsewhere): (Vec<_>, Vec<_>) = pairs
            .into_iter()
            .partition(|(_, a, b, _)| *a == here || *b == here);
        let places = mine
            .into_iter()
            .map(|(_, a, b, units)| (if a == here { b } else { a }, units))
            .collect();
        Some(Repeats {
            digit: chosen.digit,
            here,
            places,
            elsewhere,
        })
    }

    /// `conflict: 9 at r2c2 is already in row 2 (r2c5), column 2 and box 1
    /// (r3c2)`, with the first `places` of its places.
    pub fn sentence(&self, places: usize, text: &Text) -> String {
        let named: Vec<String> = self
            .places
            .iter()
            .take(places)
            .map(|(there, units)| (text.chrome.conflict_place)(&units_named(units, text), *there))
            .collect();
        (text.chrome.conflict)(self.digit, self.here, &named)
    }

    /// `5 at r1c1 and r1c3 in row 1 and box 1`: the `i`th repeat elsewhere.
    pub fn pair(&self, i: usize, text: &Text) -> String {
        let (digit, a, b, units) = &self.elsewhere[i];
        (text.chrome.repeat_pair)(*digit, *a, *b, &units_named(units, text))
    }
}

/// `row 1 and box 1`.
pub fn units_named(units: &[Unit], text: &Text) -> String {
    let named: Vec<String> = units.iter().map(|&u| (text.chrome.unit_named)(u)).collect();
    named.join(text.chrome.units_and)
}

/// `conflict: 5 at r1c2 is already in row 1 (r1c1) — and 1 more`: the
/// repeats of the cursor's cell (or the first repeat's) in one sentence,
/// with how many repeats there are elsewhere (one per unit): for a
/// message, which has one line. The status names them all (ui::status).
pub fn explain(conflicts: &[Conflict], cursor: Cell, text: &Text) -> Option<String> {
    let repeats = Repeats::of(conflicts, cursor)?;
    let mut sentence = repeats.sentence(repeats.places.len(), text);
    let others: usize = repeats.elsewhere.iter().map(|p| p.3.len()).sum();
    if others > 0 {
        sentence.push_str(&(text.chrome.conflict_others)(others));
    }
    Some(sentence)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::test_fixtures::LEETCODE;

    fn explain(conflicts: &[Conflict], cursor: Cell) -> Option<String> {
        super::explain(conflicts, cursor, Lang::En.text())
    }

    #[test]
    fn explains_from_the_cursor_side() {
        let c = Conflict {
            first: Cell::at(0, 0),
            second: Cell::at(0, 1),
            digit: 5,
            unit: Unit::Row(0),
        };
        assert_eq!(
            explain(&[c], Cell::at(0, 1)).unwrap(),
            "conflict: 5 at r1c2 is already in row 1 (r1c1)"
        );
        let in_box = Conflict {
            unit: Unit::Box(0),
            ..c
        };
        assert_eq!(
            explain(&[c, in_box], Cell::at(0, 0)).unwrap(),
            "conflict: 5 at r1c1 is already in row 1 and box 1 (r1c2)"
        );
        let other = Conflict {
            first: Cell::at(4, 4),
            second: Cell::at(4, 8),
            digit: 2,
            unit: Unit::Row(4),
        };
        assert_eq!(
            explain(&[other, c], Cell::at(0, 0)).unwrap(),
            "conflict: 5 at r1c1 is already in row 1 (r1c2) — and 1 more"
        );
        assert_eq!(explain(&[], Cell::at(0, 0)), None);
    }

    #[test]
    fn explains_in_chinese_with_units_numbered_first() {
        let zh = Lang::Zh.text();
        let c = Conflict {
            first: Cell::at(0, 0),
            second: Cell::at(0, 1),
            digit: 5,
            unit: Unit::Row(0),
        };
        let in_box = Conflict {
            unit: Unit::Box(0),
            ..c
        };
        let other = Conflict {
            first: Cell::at(4, 4),
            second: Cell::at(4, 8),
            digit: 2,
            unit: Unit::Column(4),
        };
        assert_eq!(
            super::explain(&[c, in_box, other], Cell::at(0, 1), zh).unwrap(),
            "冲突：r1c2 的 5 在第 1 行和第 1 宫（r1c1）已经有了，另有 1 处"
        );
        assert_eq!((zh.chrome.unit_named)(Unit::Column(2)), "第 3 列");
    }

    /// 9 typed at r2c2 of the LeetCode example repeats in row 2 (r2c5)
    /// and in column 2 and box 1 (r3c2): every unit and cell is named, in
    /// both languages, where "— and 2 more" left two of them unnamed.
    #[test]
    fn every_place_of_the_cursors_digit_is_named() {
        let mut grid = crate::grid::parse_grid(LEETCODE).unwrap();
        grid.set_given(Cell::at(1, 1), 9);
        let found = conflicts(&grid);
        assert_eq!(found.len(), 3);
        assert_eq!(
            explain(&found, Cell::at(1, 1)).unwrap(),
            "conflict: 9 at r2c2 is already in row 2 (r2c5), column 2 and box 1 (r3c2)"
        );
        assert_eq!(
            super::explain(&found, Cell::at(1, 1), Lang::Zh.text()).unwrap(),
            "冲突：r2c2 的 9 在第 2 行（r2c5）、第 2 列和第 1 宫（r3c2）已经有了"
        );
        let repeats = Repeats::of(&found, Cell::at(1, 1)).unwrap();
        assert_eq!(
            repeats.places,
            [
                (Cell::at(1, 4), vec![Unit::Row(1)]),
                (Cell::at(2, 1), vec![Unit::Column(1), Unit::Box(0)])
            ]
        );
        assert!(repeats.elsewhere.is_empty());
        // Away from the repeats, they are the first repeat's later cell's
        // (r2c5), and the pair it is not in is the repeat elsewhere.
        let repeats = Repeats::of(&found, Cell::at(8, 8)).unwrap();
        assert_eq!(repeats.here, Cell::at(1, 4));
        assert_eq!(repeats.places, [(Cell::at(1, 1), vec![Unit::Row(1)])]);
        assert_eq!(
            repeats.elsewhere,
            [(
                9,
                Cell::at(1, 1),
                Cell::at(2, 1),
                vec![Unit::Column(1), Unit::Box(0)]
            )]
        );
    }
}
