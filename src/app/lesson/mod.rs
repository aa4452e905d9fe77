//! A lesson over the app: its stops on the solve screen (and in the
//! editor, for the first lesson), → and ← between them while every other
//! key of the screen still works; the lessons list (`c`); a teacher's own
//! stops (`a` marks the current step and asks for a caption, `M` in the
//! editor marks the editor, `A` lists them, `S` — and `W` on the solve
//! screen — saves them to a lesson file).
//!
//! The lesson itself is the core's data ([`crate::lesson`]): the stops
//! were found by searching the same engine's events, so going to one is a
//! seek. Opening a lesson never runs a program: a stop that would watch a
//! learner's solver names it in its caption and asks; `y` runs it.

#[cfg(test)]
mod class_tests;
#[cfg(test)]
mod edit_tests;
mod save;
mod stops_list;
#[cfg(test)]
mod tests;

pub use save::{Over, SaveError, save};

use std::path::PathBuf;

use super::overlay::{Overlay, PromptKind};
use super::{App, Effect, LessonAsk, Mode};
use crate::i18n::Text;
use crate::lesson::{Caption, Lesson, Place, SearchKind, Stop, Title, file};

/// The lesson open in the app, and the stop it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonRun {
    pub lesson: Lesson,
    /// The stop shown; `None` before the first (a teacher's lesson with no
    /// stop yet).
    pub at: Option<usize>,
    /// → was pressed at the last stop: the box says the lesson is over
    /// (the message line is under the box in the editor).
    pub over: bool,
    /// The caption box is hidden (`i`) until `i` again or another stop.
    pub hidden: bool,
    /// The files (links followed) the lesson was opened from or saved to:
    /// saving over one keeps its comments and asks nothing.
    pub files: Vec<PathBuf>,
    /// The path a save found another lesson at, asked about: Enter on
    /// the same path replaces it.
    pub asked: Option<String>,
}

impl LessonRun {
    /// `lesson` open, before its first stop.
    pub fn new(lesson: Lesson) -> LessonRun {
        LessonRun {
            lesson,
            at: None,
            over: false,
            hidden: false,
            files: Vec::new(),
            asked: None,
        }
    }

    /// The stop shown.
    pub fn current(&self) -> Option<&Stop> {
        self.lesson.stops.get(self.at?)
    }

    /// The built-in lesson's number; 0 for a teacher's own.
    pub fn number(&self) -> usize {
        match self.lesson.title {
            Title::BuiltIn(b) => b.number(),
            Title::Own(_) => 0,
        }
    }
}

/// A lesson's title in `text`'s language.
pub fn title(lesson: &Lesson, text: &Text) -> String {
    match &lesson.title {
        Title::BuiltIn(b) => (text.lesson.title)(*b).to_string(),
        Title::Own(t) if t.is_empty() => text.lesson.own_title.to_string(),
        Title::Own(t) => t.clone(),
    }
}

/// The search the solve screen shows, as a lesson names it.
fn search_kind(app: &App) -> Option<SearchKind> {
    let solve = app.solve()?;
    Some(match solve.search.mistake() {
        Some(m) => SearchKind::Mistake(m),
        None => SearchKind::Strategy(solve.search.strategy()),
    })
}

/// The search Enter would start from the editor, as a lesson names it.
fn chosen_search(app: &App) -> SearchKind {
    match app.settings.mistake {
        Some(m) => SearchKind::Mistake(m),
        None => SearchKind::Strategy(app.settings.strategy),
    }
}

impl App {
    /// Whether the lesson's keys (→ ←) come before the screen's: a lesson
    /// is open and the editor or the solve screen takes the keys.
    pub fn lesson_layer(&self) -> bool {
        self.lesson.is_some()
            && self.overlay == Overlay::None
            && matches!(self.context(), super::Context::Edit | super::Context::Solve)
    }

    /// A lesson's keys, and its lists'; returns the effects they ask for.
    pub(super) fn lesson_ask(&mut self, ask: LessonAsk) -> Vec<Effect> {
        match ask {
            LessonAsk::NextStop => self.next_stop(),
            LessonAsk::PreviousStop => self.previous_stop(),
            LessonAsk::RunStopWatch => return self.run_stop_watch().into_iter().collect(),
            LessonAsk::OpenLessons => self.open_lessons(),
            LessonAsk::MarkStop => self.prompt_stop_caption(),
            LessonAsk::OpenStops => self.open_stops(),
            LessonAsk::PromptSaveLesson => self.prompt_save_lesson(),
            LessonAsk::ListUp => self.list_move(true),
            LessonAsk::ListDown => self.list_move(false),
            LessonAsk::ListChoose => return self.list_choose(),
            LessonAsk::ToggleCaption => self.toggle_caption(),
            LessonAsk::ListRecaption => self.prompt_recaption(),
            LessonAsk::ListDelete => self.delete_stop(),
            LessonAsk::ListMove { up } => self.move_stop(up),
            LessonAsk::PromptLessonTitle => self.prompt_lesson_title(),
        }
        Vec::new()
    }

    /// Opens `lesson`: its puzzle in the editor, its search chosen, and
    /// its first stop shown; returns the effects to run.
    #[must_use = "the correct end of a lesson's mistake is asked for"]
    pub fn open_lesson(&mut self, lesson: Lesson) -> Vec<Effect> {
        if let Mode::Solve(solve) = &self.mode {
            self.settings = solve.settings();
        }
        self.mode = Mode::Edit;
        self.overlay = Overlay::None;
        let name = title(&lesson, self.text());
        self.load(lesson.puzzle.clone(), name);
        self.settings.strategy = lesson.search.strategy();
        self.settings.mistake = lesson.search.mistake();
        let first = (!lesson.stops.is_empty()).then_some(0);
        self.lesson = Some(LessonRun::new(lesson));
        match first {
            Some(i) => self.go_to_stop(i),
            None => self.info(self.text().lesson.before_first),
        }
        // A mistake's end compares itself with the correct search's: asked
        // for now, so it is known by the time the class gets there.
        self.request_correct_end_if_due().into_iter().collect()
    }

    /// Shows stop `i`: in the editor, or on the solve screen of the
    /// lesson's search at the stop's step (starting it when needed).
    pub(super) fn go_to_stop(&mut self, i: usize) {
        let Some(run) = &mut self.lesson else {
            return;
        };
        let Some(stop) = run.lesson.stops.get(i).cloned() else {
            return;
        };
        run.at = Some(i);
        run.over = false;
        run.hidden = false;
        let (puzzle, search) = (run.lesson.puzzle.clone(), run.lesson.search_at(i));
        let Place::Step(step) = stop.place else {
            if let Mode::Solve(solve) = &self.mode {
                self.settings = solve.settings();
            }
            self.mode = Mode::Edit;
            // The cursor where the caption acts: "Clear r1c3 (0)" clears
            // r1c3, not the given the cursor happened to be on.
            if let Caption::Refused(c) = &stop.caption {
                self.editor.cursor = c.second;
            }
            return;
        };
        // The lesson's own puzzle and search, whatever was changed since.
        if self.editor.grid.givens_only() != puzzle.givens_only() {
            self.editor.edit(puzzle);
        }
        // (A learner's search watched from a stop is not the lesson's.)
        if self.shows_a_watch() || search_kind(self) != Some(search) {
            self.settings.strategy = search.strategy();
            self.settings.mistake = search.mistake();
            self.start_solve();
        }
        // A race left open by the last stop closes; the race's stop opens
        // its own.
        if self.solve().is_some_and(|s| s.shape.race.is_some()) {
            self.control_race(super::RaceAsk::Close);
        }
        let text = self.text();
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let reached = solve.jump_to(step);
        if let Caption::Race { totals } = &stop.caption {
            let strategies: Vec<_> = totals.iter().map(|&(s, _)| s).collect();
            self.open_race_of(&strategies);
            return;
        }
        if stop.ask && solve.quiz.is_none() {
            solve.toggle_quiz();
        }
        if reached < step {
            self.info((text.lesson.not_reached)(reached, step));
        }
    }

    /// A learner's search watched from a stop fills the solve screen.
    fn shows_a_watch(&self) -> bool {
        self.solve().is_some_and(|s| s.watch.is_some())
    }

    pub(super) fn next_stop(&mut self) {
        let Some(run) = &self.lesson else { return };
        let next = run.at.map_or(0, |i| i + 1);
        if let (Some(at), true) = (
            run.at,
            next >= run.lesson.stops.len() && self.shows_a_watch(),
        ) {
            // Out of the watch, back to the lesson's search at this stop.
            self.go_to_stop(at);
        } else if next < run.lesson.stops.len() {
            self.go_to_stop(next);
        } else {
            if let Some(run) = &mut self.lesson {
                run.over = true;
            }
            self.info(self.text().lesson.after_last);
        }
    }

    pub(super) fn previous_stop(&mut self) {
        let Some(run) = &self.lesson else { return };
        match run.at {
            Some(i) if i > 0 => self.go_to_stop(i - 1),
            Some(i) if self.shows_a_watch() => self.go_to_stop(i),
            _ => self.info(self.text().lesson.at_first),
        }
    }

    /// `y` at a stop that names a learner's solver: runs it on the
    /// lesson's puzzle off the UI thread, as the editor's `W` does (the
    /// caption named the file and asked; nothing ran before this key).
    /// A relative path is read from the folder sudoku-dfs runs in, as
    /// `sudoku-dfs watch FILE` would read it.
    pub(super) fn run_stop_watch(&mut self) -> Option<Effect> {
        let run = self.lesson.as_ref()?;
        let Some(Caption::Watch { file: Some(file) }) = run.current().map(|s| &s.caption) else {
            self.info(self.text().lesson.no_watch_here);
            return None;
        };
        let (file, puzzle) = (file.display().to_string(), run.lesson.puzzle.clone());
        if self.editor.grid.givens_only() != puzzle.givens_only() {
            self.editor.edit(puzzle);
        }
        self.start_watch(file)
    }

    /// `a` on the solve screen: asks for the caption of a stop at the
    /// current step (its caption so far, when it is one already); `M` in
    /// the editor: of a new stop in the editor (after its others).
    pub(super) fn prompt_stop_caption(&mut self) {
        let place = match self.solve() {
            Some(solve) => Place::Step(solve.step()),
            None => Place::Editor,
        };
        let text = match place {
            Place::Step(_) => self
                .lesson
                .as_ref()
                .and_then(|r| r.lesson.stops.iter().find(|s| s.place == place))
                .map(|s| self.caption_words(&s.caption))
                .unwrap_or_default(),
            Place::Editor => String::new(),
        };
        self.overlay = Overlay::Prompt {
            kind: PromptKind::StopCaption(place),
            text,
        };
    }

    /// The caption typed: a stop at `place` of the lesson open, or of a
    /// new teacher's lesson when none is open on this puzzle and search.
    pub(super) fn mark_stop(&mut self, place: Place, caption: &str) {
        let caption = caption.trim();
        if caption.is_empty() {
            self.error(self.text().lesson.no_caption);
            return;
        }
        let search = search_kind(self).unwrap_or_else(|| chosen_search(self));
        let puzzle = self.editor.grid.givens_only();
        let same = self
            .lesson
            .as_ref()
            .is_some_and(|r| r.lesson.search == search && r.lesson.puzzle.givens_only() == puzzle);
        if !same {
            let lesson = Lesson::own(self.editor.title.clone(), puzzle, search);
            self.lesson = Some(LessonRun::new(lesson));
        }
        let run = self.lesson.as_mut().expect("a lesson to mark");
        let at = run.lesson.mark(place, caption.to_string());
        run.at = Some(at);
        let stops = run.lesson.stops.len();
        let step = match place {
            Place::Step(step) => Some(step),
            Place::Editor => None,
        };
        let mut said = (self.text().lesson.marked)(step, at + 1, stops);
        if !same && self.solve().is_some() {
            // From now on the lesson's layer takes → and ←: say so where
            // the teacher looks, on the line that confirms the mark.
            said = format!("{said} {}", self.text().lesson_edit.arrows_now_stops);
        }
        self.info(said);
    }

    /// `S` (and `W` on the solve screen): asks where to save the lesson.
    pub(super) fn prompt_save_lesson(&mut self) {
        if self.lesson.is_none() {
            self.info(self.text().lesson.no_stops);
            return;
        }
        self.overlay = Overlay::Prompt {
            kind: PromptKind::SaveLesson,
            text: String::new(),
        };
    }

    /// The path typed: the lesson's text, worded in the app's language
    /// for stops whose caption is not the teacher's own, written off the
    /// UI thread.
    /// `replace`: the path was typed again after the question whether to
    /// replace another lesson there (it replaces only that same path).
    pub(super) fn save_lesson(&mut self, typed: &str, replace: bool) -> Option<Effect> {
        let typed = typed.trim().to_string();
        if typed.is_empty() {
            self.error(self.text().files.no_path);
            return None;
        }
        let run = self.lesson.as_mut()?;
        let replace = replace && run.asked.take().as_deref() == Some(typed.as_str());
        let over = Over {
            own: run.files.clone(),
            replace,
        };
        let text = self.text();
        let run = self.lesson.as_ref()?;
        // A lesson with no title of its own is saved with none.
        let named = match &run.lesson.title {
            Title::Own(t) if t.is_empty() => String::new(),
            _ => title(&run.lesson, text),
        };
        let contents = file::write(&run.lesson, &named, |c| (text.lesson.caption)(c));
        Some(Effect::SaveLesson {
            typed,
            text: contents,
            over,
        })
    }

    pub(super) fn lesson_saved(&mut self, typed: String, result: Result<PathBuf, SaveError>) {
        let words = &self.text().lesson;
        match result {
            Ok(resolved) => {
                if let Some(run) = &mut self.lesson
                    && !run.files.contains(&resolved)
                {
                    run.files.push(resolved);
                }
                self.say_about(&typed, false, (words.saved)(&typed));
            }
            Err(SaveError::OtherLesson) => {
                // Never replaced silently: the path again, Enter replaces.
                if let Some(run) = &mut self.lesson {
                    run.asked = Some(typed.clone());
                }
                let said = (self.text().lesson_edit.other_lesson)(&typed);
                self.say_about(&typed, true, said);
                self.overlay = Overlay::Prompt {
                    kind: PromptKind::ReplaceLesson,
                    text: typed,
                };
            }
            Err(e) => {
                let why = match e {
                    SaveError::File(e) => (self.text().files.error)(&e),
                    SaveError::NotALesson | SaveError::OtherLesson => {
                        words.not_a_lesson.to_string()
                    }
                };
                self.say_about(&typed, true, (words.not_saved)(&typed, &why));
            }
        }
    }

    /// The file the lesson was opened from: saving over it keeps its
    /// comments and asks nothing.
    pub fn lesson_opened_from(&mut self, path: &std::path::Path) {
        let resolved = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if let Some(run) = &mut self.lesson {
            run.files.push(resolved);
        }
    }

    /// A caption in the app's language.
    pub fn caption_words(&self, caption: &Caption) -> String {
        (self.text().lesson.caption)(caption)
    }
}
