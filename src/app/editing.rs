//! What the editor's requests do to the app: the cursor, digits, undo,
//! a new puzzle made off the UI thread, and the start of a solve.

use super::editor::explain;
use super::{App, EditAsk, Effect, Made, Mode, SolveState};

impl App {
    /// The editor's keys and clicks; returns the effects they ask for.
    pub(super) fn edit(&mut self, ask: EditAsk) -> Vec<Effect> {
        match ask {
            EditAsk::Move(direction) => self.editor.move_cursor(direction),
            EditAsk::Select(cell) => {
                if self.overlay == super::Overlay::None && self.is_editing() {
                    self.editor.cursor = cell;
                }
            }
            EditAsk::Write(digit) => {
                self.editor.write(digit);
                if self.advance {
                    self.editor.advance();
                }
            }
            EditAsk::ToggleAdvance => {
                self.advance = !self.advance;
                self.info((self.text().chrome.auto_advance)(self.advance));
            }
            EditAsk::Clear => self.editor.write(0),
            EditAsk::Undo => {
                if !self.editor.undo() {
                    self.info(self.text().chrome.nothing_to_undo);
                }
            }
            EditAsk::Redo => {
                if !self.editor.redo() {
                    self.info(self.text().chrome.nothing_to_redo);
                }
            }
            EditAsk::Generate { seed } => return vec![self.generate(seed)],
            EditAsk::StartSolve => self.start_solve(),
        }
        Vec::new()
    }

    pub(super) fn start_solve(&mut self) {
        match SolveState::new(&self.editor.grid, self.settings, self.clock) {
            Ok(solve) => self.mode = Mode::Solve(Box::new(solve)),
            Err(_) => {
                let text = self.text();
                let why = explain(self.conflicts(), self.editor.cursor, text).unwrap_or_default();
                self.error((text.chrome.cannot_solve)(&why));
            }
        }
    }

    /// Asks for a new puzzle of the chosen difficulty, made off the UI
    /// thread (the work per candidate is capped, see [`crate::generate`](mod@crate::generate)).
    pub(super) fn generate(&mut self, seed: u64) -> Effect {
        self.requests += 1;
        self.generating = Some(self.requests);
        self.info((self.text().chrome.making)(self.difficulty));
        Effect::Generate {
            request: self.requests,
            seed,
            difficulty: self.difficulty,
        }
    }

    /// The puzzle arrives: it replaces the grid as one undoable edit,
    /// unless another was asked for since.
    pub(super) fn generated(&mut self, request: u64, made: Made) {
        if self.generating != Some(request) {
            return;
        }
        self.generating = None;
        let words = &self.text().chrome;
        let title = (words.title_generated)(made.difficulty, made.seed);
        self.load(made.puzzle, title);
        self.info((words.generated)(
            made.difficulty,
            made.placements,
            made.finished,
            made.seed,
        ));
    }

    /// Opens a puzzle as one undoable edit; it counts as saved, and no
    /// file line is known for it.
    pub(super) fn load(&mut self, grid: crate::grid::Grid, title: String) {
        self.editor.load(grid, title);
        self.source = None;
    }
}
