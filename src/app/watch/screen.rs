//! The app's side of a watch: opening the solve screen on a watched
//! search, the keys that only a watch has (`D` to the first difference,
//! `o` for the notes of the run), and the editor's `W`, which runs a
//! solution off the UI thread with Esc to cancel it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{Watch, WatchAnswer, Watched, end_sentence};
use crate::app::overlay::{Overlay, PromptKind};
use crate::app::solve::SidePanel;
use crate::app::{App, Effect, Mode, SolveState, Start, Theme, WatchAsk};
use crate::i18n::Lang;

/// A flag the editor's Esc sets to end a run in progress; compared by
/// identity, so an effect carrying it stays a plain value.
#[derive(Clone, Debug, Default)]
pub struct Cancel(pub Arc<AtomicBool>);

impl PartialEq for Cancel {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Cancel {}

/// The editor's run in progress: its request and its cancel flag.
#[derive(Clone, Debug)]
pub(in crate::app) struct Running {
    pub(in crate::app) id: u64,
    pub(in crate::app) cancel: Cancel,
}

impl App {
    /// The app on `start`'s grid, showing the watched search (`sudoku-dfs
    /// watch`): Esc goes back to the editor on the same grid.
    pub fn watching(start: Start, theme: Theme, lang: Lang, watched: Watched, watch: Watch) -> App {
        let mut app = App::new(start, theme).in_language(lang);
        app.show_watch(watched, watch);
        app
    }

    /// The solve screen on a watched search, its code panel first, with
    /// the sentence about how the run ended when it did not just return.
    pub(in crate::app) fn show_watch(&mut self, watched: Watched, watch: Watch) {
        let mut settings = self.settings;
        if watch.source.is_some() {
            settings.panel = SidePanel::Code;
        }
        let ended = watch
            .end
            .as_ref()
            .and_then(|end| end_sentence(end, &watch.limits, self.text()));
        let mut solve = SolveState::watching(watched.boxed(), settings, self.clock);
        solve.watch = Some(Arc::new(watch));
        self.mode = Mode::Solve(Box::new(solve));
        match ended {
            Some(ended) => self.error(ended),
            None => self.info(self.text().watch.notes_hint),
        }
    }

    /// A watch's keys, and the editor's `W`; returns the effects they ask
    /// for.
    pub(in crate::app) fn watch_ask(&mut self, ask: WatchAsk) -> Vec<Effect> {
        match ask {
            WatchAsk::PromptWatch => self.prompt_watch(),
            WatchAsk::FirstDifference => self.first_difference(),
            WatchAsk::OpenNotes => self.open_notes(),
            WatchAsk::ScrollNotes(by) => self.scroll_notes(by),
        }
        Vec::new()
    }

    /// `D`: to the first step where the learner's search leaves the
    /// classic one, with its sentence.
    pub(in crate::app) fn first_difference(&mut self) {
        let words = &self.text().watch;
        let Mode::Solve(solve) = &mut self.mode else {
            return;
        };
        let Some(watch) = solve.watch.clone() else {
            return;
        };
        let said = match watch.notes.first_difference {
            Some(step) => {
                solve.go_to(step, self.clock);
                watch
                    .notes
                    .difference
                    .clone()
                    .unwrap_or_else(|| (words.first_difference)(step))
            }
            None => match (
                &watch.notes.same_as,
                &watch.notes.copies,
                &watch.notes.finding_step,
            ) {
                // The same search as a bug-lab mistake: to the step its
                // finding names (it stayed at step 0).
                (Some(same), _, Some((step, finding))) => {
                    solve.go_to(*step, self.clock);
                    format!("{same} · {finding}")
                }
                (Some(same), _, None) => same.clone(),
                (None, Some(copies), _) => copies.clone(),
                (None, None, _) => String::new(),
            },
        };
        self.info(said);
    }

    /// `o`: the notes of the watched run.
    pub(in crate::app) fn open_notes(&mut self) {
        if let Mode::Solve(solve) = &self.mode
            && solve.watch.is_some()
        {
            self.overlay = Overlay::Notes { scroll: 0 };
        }
    }

    pub(in crate::app) fn scroll_notes(&mut self, by: i16) {
        if let Overlay::Notes { scroll } = &mut self.overlay {
            *scroll = (i32::from(*scroll) + i32::from(by)).clamp(0, i32::from(u16::MAX)) as u16;
        }
    }

    /// `W` in the editor: the prompt for a solution file.
    pub(in crate::app) fn prompt_watch(&mut self) {
        self.overlay = Overlay::Prompt {
            kind: PromptKind::Watch,
            text: String::new(),
        };
    }

    /// Runs the file typed on the editor's grid off the UI thread; the
    /// screen says so until it answers, and Esc cancels it.
    pub(in crate::app) fn start_watch(&mut self, typed: String) -> Option<Effect> {
        if !self.conflicts().is_empty() {
            self.error(self.text().watch.grid_conflicts);
            return None;
        }
        self.requests += 1;
        let running = Running {
            id: self.requests,
            cancel: Cancel::default(),
        };
        let run = Effect::RunWatch {
            id: running.id,
            typed: typed.clone(),
            grid: Box::new(self.editor.grid.givens_only()),
            lang: self.lang,
            cancel: running.cancel.clone(),
        };
        self.running = Some(running);
        self.overlay = Overlay::Running { typed };
        Some(run)
    }

    /// Esc while a run goes: the child is ended and its answer dropped.
    pub(in crate::app) fn cancel_watch(&mut self) {
        if let Some(running) = self.running.take() {
            running.cancel.0.store(true, Ordering::Relaxed);
        }
        self.overlay = Overlay::None;
        self.info(self.text().watch.cancelled);
    }

    /// The app is ending (a quit, a signal, the terminal gone) with a run
    /// going: it is cancelled, and true says the caller should give its
    /// worker a moment to end the learner's process (it looks at the flag
    /// every 20 ms), since the worker's thread dies with this process.
    pub(in crate::app) fn end_running_watch(&mut self) -> bool {
        match self.running.take() {
            Some(running) => {
                running.cancel.0.store(true, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }

    /// The editor's run answered: the solve screen on it, or why not.
    pub(in crate::app) fn watch_ran(&mut self, id: u64, answer: WatchAnswer) {
        if self.running.as_ref().is_none_or(|r| r.id != id) {
            return;
        }
        self.running = None;
        self.overlay = Overlay::None;
        match Arc::try_unwrap(answer.0).unwrap_or_else(|shared| (*shared).clone()) {
            Ok((watched, watch)) => self.show_watch(watched, watch),
            Err(why) => self.error(why),
        }
    }
}
