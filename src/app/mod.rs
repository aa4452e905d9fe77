//! The terminal app. Data flows one way, and only [`App::update`] changes
//! the state:
//!
//! ```text
//!  terminal event ──▶ input (keys.rs: key table, click → cell) ──▶ Action::Ask
//!                                                                   │
//!  worker answers (Action::Reply), the clock, resizes (run.rs) ──▶ Action
//!                                                                   ▼
//!            App::update (pure: no clock, no files, no environment)
//!                 │                                   │
//!                 ▼                                   ▼
//!             new state                effects (effect.rs), returned:
//!                 │                 diagnose, generate, save, open, recovery,
//!                 │                 count the heatmap, build the tree
//!                 ▼                                   │
//!      ui/ draws from &App                 run.rs runs them (threads,
//!      (never changes it)                  files) and answers with Actions
//! ```
//!
//! Files, by concern: [`action`] (the `Action` vocabulary: a person's
//! requests grouped by the screen that owns them, a worker's replies, the
//! loop's own) and [`effect`] (the `Effect` vocabulary), [`editor`] (grid,
//! cursor, undo, the derived diagnosis), [`overlay`] (help, picker,
//! prompt, questions), [`solve`] (the solve screen's state),
//! [`shape_views`] (the log's folding, heatmap, search tree and race),
//! [`update`] (which routes each action to the module that owns it:
//! `editing`, `window`, [`file_prompts`], `solve/asks.rs`, the tree's and
//! the race's views, the watch's screen, the lesson, `classroom`),
//! [`keys`] (the one key table), [`lesson`] (a lesson's stops over the
//! screens, a teacher's own), [`measure`] (what the model measures from
//! the terminal size), [`driver`] (the one way in past `update`: events,
//! replies, ticks, each action's effects handed to a runner; `Headless`
//! runs them in place for tests), [`run`] (the loop and its threads),
//! [`shutdown`] (signals, hang-up, panics),
//! [`files`], [`save`], [`recovery`] (the file system; the last two write
//! through `atomic_write`), [`ui`] (drawing), [`cast`] (recordings of the
//! screen: the `record` command and `R`), `classroom` (the teacher's keys:
//! contrast, pausing at dead ends or backtracks, recording).
//!
//! Nothing here needs a terminal: tests replay keys into an `App` and look
//! at its state, or draw it on ratatui's `TestBackend`.

pub mod action;
mod atomic_write;
pub mod cast;
pub mod claim;
mod classroom;
pub mod driver;
mod editing;
pub mod editor;
pub mod effect;
pub mod file_prompts;
pub mod files;
pub mod glossary;
pub mod keys;
pub mod lab;
pub mod lesson;
pub mod measure;
mod message;
pub mod narration;
pub mod overlay;
pub mod recovery;
pub mod run;
pub mod save;
pub mod shape_views;
pub mod shutdown;
pub mod solve;
pub mod theme;
pub mod ui;
pub mod update;
pub mod watch;
mod window;

use std::path::PathBuf;
use std::time::Instant;

use ratatui::layout::Rect;

use crate::generate::Difficulty;
use crate::grid::Grid;
use crate::i18n::{Lang, Text};
use crate::puzzles;
use crate::tables::Conflict;

pub use action::{
    Action, Ask, ClassAsk, Direction, EditAsk, FileAsk, LessonAsk, QuizAsk, RaceAsk, Reply,
    SolveAsk, TreeAsk, WatchAsk, WindowAsk,
};
pub use editor::{Diagnosis, Editor};
pub use effect::{Effect, Made};
use files::PuzzleInFile;
pub use keys::Context;
pub use message::Message;
pub use overlay::{Overlay, PromptKind};
#[cfg(test)]
pub use overlay::{PROMPT_CAP, picker_len};
use recovery::Recovered;
pub use run::{launch, launch_lesson};
pub use solve::SolveState;
pub use theme::Theme;

/// What the main part of the screen shows.
#[derive(Clone, Debug)]
pub enum Mode {
    /// Typing a puzzle in, with conflicts and a diagnosis as you type.
    Edit,
    /// Watching the search solve the editor's grid; the grid itself is
    /// untouched, so leaving shows it exactly as it was.
    Solve(Box<SolveState>),
}

/// The puzzle the app starts on, and where it came from.
#[derive(Clone, Debug)]
pub struct Start {
    pub grid: Grid,
    pub title: String,
    pub path: Option<PathBuf>,
    /// Where in the file the puzzle was, when it came from a file.
    pub source: Option<PuzzleInFile>,
    /// A file to read once the app runs, as `e` reads one (a FIFO: it
    /// waits for a writer, and the screen must answer meanwhile).
    pub open_when_running: Option<String>,
}

/// The most pasted text the app looks at: a puzzle with comments is far
/// smaller, and a huge paste must not cost its size again in parsing.
pub const PASTE_CAP: usize = 64 * 1024;

/// The whole state of the app.
#[derive(Clone, Debug)]
pub struct App {
    pub mode: Mode,
    pub overlay: Overlay,
    pub editor: Editor,
    /// The path the save and open prompts start with.
    pub last_path: Option<String>,
    pub message: Option<Message>,
    /// The terminal's size, for the input layer's hit-testing.
    pub size: Rect,
    pub theme: Theme,
    /// The language of every word on screen (`--lang`, or the locale).
    pub lang: Lang,
    /// The level `n` generates; the picker's generated entries choose it.
    pub difficulty: Difficulty,
    /// The solve screen's speed, step size, strategy and panel, kept from
    /// one solve to the next.
    pub settings: solve::Settings,
    /// Whether a digit typed in the editor moves the cursor on to the next
    /// cell in reading order.
    pub advance: bool,
    /// How far the help is scrolled down, in lines.
    pub help_scroll: u16,
    /// The time of the last [`Action::Tick`].
    clock: Instant,
    /// Search events a busy frame may run (see [`Action::Pace`]).
    pace: u64,
    quit: bool,
    /// Where in a file this grid was opened from or saved to, so a save
    /// can replace just that puzzle's line (when it is one line).
    source: Option<PuzzleInFile>,
    /// Files this session wrote whole (links followed): saved again
    /// without a question.
    written: Vec<PathBuf>,
    /// Numbers open and generate requests, so stale answers are ignored.
    requests: u64,
    /// The generate request whose answer is awaited.
    generating: Option<u64>,
    /// The grid the last session left, while it is offered.
    recovered: Option<Recovered>,
    /// The recovered grid was opened and its file is kept until the grid
    /// is saved or the app ends cleanly (a crash before then loses
    /// nothing).
    recovery_file: bool,
    /// The editor's watch run in progress (`W`), until it answers.
    running: Option<watch::Running>,
    /// The screen is being recorded (`R`), to this path (empty until the
    /// loop has said which).
    pub cast: Option<String>,
    /// The lesson open (`sudoku-dfs lesson`, `c`, or a teacher's first `a`).
    pub lesson: Option<lesson::LessonRun>,
}

impl App {
    /// The app on a puzzle. The constructor, not `update`, reads the clock
    /// once: the solve screen needs a time before the first tick.
    pub fn new(start: Start, theme: Theme) -> App {
        App {
            mode: Mode::Edit,
            overlay: Overlay::None,
            editor: Editor::new(start.grid, start.title),
            last_path: start.path.map(|p| p.display().to_string()),
            message: None,
            size: Rect::new(0, 0, 80, 24),
            theme,
            lang: Lang::En,
            difficulty: Difficulty::default(),
            settings: solve::Settings::default(),
            advance: false,
            help_scroll: 0,
            clock: Instant::now(),
            pace: solve::START_PACE,
            quit: false,
            source: start.source,
            written: Vec::new(),
            requests: 0,
            generating: None,
            recovered: None,
            recovery_file: false,
            running: None,
            cast: None,
            lesson: None,
        }
    }

    #[cfg(test)]
    /// The app on the built-in LeetCode 37 example.
    pub fn with_example(theme: Theme) -> App {
        let example = puzzles::example();
        App::new(
            Start {
                grid: example.grid.clone(),
                title: example.name.to_string(),
                path: None,
                source: None,
                open_when_running: None,
            },
            theme,
        )
    }

    /// The same app speaking `lang`; a title the app gave the grid in the
    /// language it spoke (a shipped puzzle's name, `empty grid`) is given
    /// in the new one.
    pub fn in_language(mut self, lang: Lang) -> App {
        let (before, after) = (&self.text().chrome, &lang.text().chrome);
        let title = &self.editor.title;
        let shipped = puzzles::all()
            .iter()
            .find(|p| (before.puzzle_name)(p.name) == title);
        let retitled = match shipped {
            Some(p) => Some((after.puzzle_name)(p.name)),
            None if title == before.title_empty => Some(after.title_empty),
            None if title == before.title_command_line => Some(after.title_command_line),
            None if title == before.title_pasted => Some(after.title_pasted),
            None => None,
        };
        if let Some(title) = retitled {
            self.editor.title = title.to_string();
        }
        self.lang = lang;
        self
    }

    /// Every word the screen may show, in the app's language.
    pub fn text(&self) -> &'static Text {
        self.lang.text()
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The first effect to run: the diagnosis of the starting grid.
    pub fn first_diagnosis(&self) -> Effect {
        Effect::Diagnose {
            generation: self.editor.generation,
            grid: Box::new(self.editor.grid.clone()),
        }
    }

    /// When the loop must wake up even if nothing happens: a frame of an
    /// animation. The editor never animates, so the loop sleeps until input.
    pub fn next_frame(&self) -> Option<Instant> {
        match &self.mode {
            Mode::Edit => None,
            Mode::Solve(solve) => solve.next_frame(),
        }
    }

    /// The state of a key that switches something on and off, for the
    /// footer: `None` for keys that are no switch.
    pub fn switch_state(&self, ask: &Ask) -> Option<bool> {
        match ask {
            Ask::Edit(EditAsk::ToggleAdvance) => Some(self.advance),
            Ask::Class(ClassAsk::ToggleCast) => Some(self.cast.is_some()),
            Ask::Class(ClassAsk::ToggleContrast) => Some(self.theme.contrast),
            _ => None,
        }
    }

    /// Which part of the key table applies now.
    pub fn context(&self) -> Context {
        // Too small to show anything: only quitting acts (and its question).
        if !measure::fits(self.size) && self.overlay != Overlay::ConfirmQuit {
            return Context::TooSmall;
        }
        match self.overlay {
            Overlay::None => self.mode_context(),
            Overlay::Help => Context::Help,
            Overlay::Picker { .. } => Context::Picker,
            Overlay::Prompt { .. } => Context::Prompt,
            Overlay::ConfirmQuit => Context::ConfirmQuit,
            Overlay::ConfirmSave { .. } => Context::ConfirmSave,
            Overlay::Opening { .. } => Context::Opening,
            Overlay::Recovered => Context::Recovered,
            Overlay::Notes { .. } => Context::Notes,
            Overlay::Running { .. } => Context::Running,
            Overlay::Lessons { .. } => Context::Lessons,
            Overlay::Stops { .. } => Context::Stops,
        }
    }

    /// The mode's part of the key table, whatever overlay is open.
    pub fn mode_context(&self) -> Context {
        match &self.mode {
            Mode::Edit => Context::Edit,
            Mode::Solve(solve) if solve.shape.race.is_some() => Context::Race,
            Mode::Solve(solve) if solve.shape.tree.is_some() => Context::Tree,
            Mode::Solve(_) => Context::Solve,
        }
    }

    /// The solve screen's state, when it shows.
    pub fn solve(&self) -> Option<&SolveState> {
        match &self.mode {
            Mode::Solve(solve) => Some(solve),
            Mode::Edit => None,
        }
    }

    pub fn is_editing(&self) -> bool {
        matches!(self.mode, Mode::Edit)
    }

    pub fn has_unsaved_edits(&self) -> bool {
        self.editor.has_unsaved_edits()
    }

    #[cfg(test)]
    pub fn can_undo(&self) -> bool {
        self.editor.can_undo()
    }

    #[cfg(test)]
    pub fn can_redo(&self) -> bool {
        self.editor.can_redo()
    }

    /// Every repeated digit, found through the row/column/box tables.
    pub fn conflicts(&self) -> &[Conflict] {
        self.editor.conflicts()
    }

    #[cfg(test)]
    pub fn diagnosis(&self) -> Diagnosis {
        self.editor.diagnosis()
    }

    /// What to keep in the recovery file if the app were stopped now:
    /// the grid, when it has unsaved edits.
    pub fn recovery(&self) -> Option<Recovered> {
        self.has_unsaved_edits().then(|| Recovered {
            grid: self.editor.grid.clone(),
            title: self.editor.title.clone(),
            path: self.last_path.clone(),
        })
    }

    /// The recovered grid on offer, if any.
    pub fn recovered(&self) -> Option<&Recovered> {
        self.recovered.as_ref()
    }

    /// The line a save may replace in place in the file `holds` describes,
    /// and the puzzle that line must still hold: the line the grid was
    /// opened from (a one-line puzzle), or else the file's only puzzle.
    pub fn line_in(&self, holds: &save::Holds) -> Option<(usize, Grid)> {
        match self.opened_from(holds) {
            Some(found) if found.one_line => Some((found.line, found.grid.clone())),
            Some(_) => None,
            None => holds
                .lone_line
                .as_ref()
                .map(|(line, grid)| (*line, Grid::clone(grid))),
        }
    }

    /// Where the grid was opened from, when it was the file `holds` describes.
    fn opened_from(&self, holds: &save::Holds) -> Option<&PuzzleInFile> {
        self.source
            .as_ref()
            .filter(|s| s.resolved == holds.resolved)
    }

    /// The grid was opened from (or last saved to) a one-line puzzle of the
    /// file `holds` describes.
    pub fn was_opened_from(&self, holds: &save::Holds) -> bool {
        self.opened_from(holds).is_some_and(|found| found.one_line)
    }

    /// Whether the key table's `action` can do anything now: keys that
    /// would only be refused are not offered (the footer and the popups
    /// leave them out).
    pub fn offers(&self, ask: &Ask) -> bool {
        // A watch shows the learner's own search: the keys that would put
        // another in its place are refused there, so not offered.
        if self.solve().is_some_and(|s| s.watch.is_some()) && replaces_the_search(ask) {
            return false;
        }
        match (&self.overlay, ask) {
            (Overlay::ConfirmSave { holds, .. }, Ask::File(FileAsk::ReplaceWhole)) => {
                holds.is_only_a_puzzle()
            }
            (Overlay::ConfirmSave { holds, .. }, Ask::File(FileAsk::ReplaceLine)) => {
                self.line_in(holds).is_some()
            }
            _ => true,
        }
    }

    /// Whether the app opened a recovered grid whose file is still kept,
    /// to be removed once the grid is saved or the app ends cleanly.
    pub fn holds_recovery_file(&self) -> bool {
        self.recovery_file
    }

    /// Computes the diagnosis on this thread, for tests.
    #[cfg(test)]
    pub fn diagnose_now(&mut self) {
        if let Some(answer) = self.first_diagnosis().run_here() {
            driver::Headless::every_effect().act(self, answer);
        }
    }
}

/// The keys that put another search in the solve screen's place (refused
/// on a watch, whose search is the learner's own).
pub(crate) fn replaces_the_search(ask: &Ask) -> bool {
    matches!(
        ask,
        Ask::Solve(SolveAsk::SwitchStrategy | SolveAsk::CycleVariant)
            | Ask::Quiz(QuizAsk::Toggle)
            | Ask::Race(RaceAsk::Open)
    )
}

#[cfg(test)]
mod key_string;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod proptests;

#[cfg(test)]
mod seam_tests;

#[cfg(test)]
mod recorded_views_tests;

#[cfg(test)]
mod recorded_shape_tests;

#[cfg(test)]
mod tree_details_tests;

#[cfg(test)]
mod screen_tests;

#[cfg(test)]
mod narration_truth;

/// How long each key keeps the screen waiting at full scale: a
/// measurement, printed by examples/key_latency.rs.
pub mod key_latency;
