//! What the app does with the save and open prompts and the answers to
//! them: the question before replacing a file, waiting for a slow file,
//! and the grid a stopped session left.

use super::files::{self, FileError, Found};
use super::overlay::{Overlay, PromptKind};
use super::save::{How, Outcome, Written};
use super::{App, Effect};

impl App {
    pub(super) fn submit_prompt(&mut self) {
        let Overlay::Prompt { kind, text } = std::mem::replace(&mut self.overlay, Overlay::None)
        else {
            return;
        };
        match kind {
            PromptKind::GoToStep => return self.go_to_step(&text),
            PromptKind::StopCaption(place) => return self.mark_stop(place, &text),
            PromptKind::SaveLesson => return self.save_lesson(&text, false),
            PromptKind::ReplaceLesson => return self.save_lesson(&text, true),
            PromptKind::Recaption(i) => return self.recaption(i, &text),
            PromptKind::LessonTitle => return self.set_lesson_title(&text),
            _ => {}
        }
        let path = text.trim().to_string();
        if path.is_empty() {
            self.error(self.text().files.no_path);
            return;
        }
        self.last_path = Some(path.clone());
        match kind {
            PromptKind::Save => self.effects.push(Effect::Save {
                typed: path,
                grid: Box::new(self.editor.grid.clone()),
                how: How::Check {
                    written: self.written.clone(),
                },
            }),
            PromptKind::Open => self.open_file(path),
            PromptKind::Watch => self.start_watch(path),
            PromptKind::GoToStep
            | PromptKind::StopCaption(_)
            | PromptKind::SaveLesson
            | PromptKind::ReplaceLesson
            | PromptKind::Recaption(_)
            | PromptKind::LessonTitle => {}
        }
    }

    /// Reads the file off the UI thread; until it answers, the screen says
    /// it waits and Esc stops waiting.
    pub(super) fn open_file(&mut self, typed: String) {
        self.requests += 1;
        let id = self.requests;
        self.overlay = Overlay::Opening {
            id,
            typed: typed.clone(),
        };
        self.effects.push(Effect::Open { id, typed });
    }

    pub(super) fn save_answered(&mut self, typed: String, outcome: Outcome) {
        match outcome {
            Outcome::Saved { resolved, how } => {
                self.overlay = Overlay::None;
                self.editor.mark_saved();
                // The recovered grid is in a file of the learner's now.
                if std::mem::take(&mut self.recovery_file) {
                    self.effects.push(Effect::DiscardRecovery);
                }
                let line = match how {
                    Written::WholeFile => {
                        if !self.written.contains(&resolved) {
                            self.written.push(resolved.clone());
                        }
                        self.say_about(&typed, false, (self.text().files.saved)(&typed));
                        1
                    }
                    Written::Line(n) => {
                        let said = (self.text().files.saved_line)(&typed, n);
                        self.say_about(&typed, false, said);
                        n
                    }
                };
                self.source = Some(Found {
                    grid: self.editor.grid.clone(),
                    resolved,
                    line,
                    one_line: true,
                });
            }
            Outcome::Ask(holds) => self.overlay = Overlay::ConfirmSave { typed, holds },
            Outcome::Failed(why) => {
                self.overlay = Overlay::None;
                let why = (self.text().files.error)(&why);
                self.say_about(&typed, true, (self.text().files.not_saved)(&typed, &why));
            }
        }
    }

    /// `y` at the question: only a file that holds a puzzle and nothing
    /// else is replaced whole.
    pub(super) fn replace_whole(&mut self) {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return;
        };
        if !holds.is_only_a_puzzle() {
            let what = holds.describe(self.text());
            let line = self.line_in(holds).is_some();
            self.error((self.text().files.replace_all)(&what, line));
            return;
        }
        let typed = typed.clone();
        self.effects.push(Effect::Save {
            typed,
            grid: Box::new(self.editor.grid.clone()),
            how: How::Whole,
        });
    }

    /// `l` at the question: the line the puzzle was opened from, or the
    /// line of the file's only puzzle.
    pub(super) fn replace_line(&mut self) {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return;
        };
        let Some((line, expected)) = self.line_in(holds) else {
            let whole = holds.is_only_a_puzzle();
            let why = match self.opened_from(holds) {
                // Opened from this very file, as a 9-line grid.
                Some(_) => (self.text().files.line_of_grid)(whole),
                None => (self.text().files.line_unknown)(whole),
            };
            self.error(why);
            return;
        };
        self.effects.push(Effect::Save {
            typed: typed.clone(),
            grid: Box::new(self.editor.grid.clone()),
            how: How::InPlace { line, expected },
        });
    }

    /// `s` at the question: back to the prompt, the path kept to edit.
    pub(super) fn save_elsewhere(&mut self) {
        if let Overlay::ConfirmSave { typed, .. } = &self.overlay {
            self.overlay = Overlay::Prompt {
                kind: PromptKind::Save,
                text: typed.clone(),
            };
        }
    }

    pub(super) fn opened(&mut self, id: u64, typed: &str, result: Result<Found, FileError>) {
        // An answer nobody waits for any more (Esc, or another open).
        if !matches!(&self.overlay, Overlay::Opening { id: waited, .. } if *waited == id) {
            return;
        }
        self.overlay = Overlay::None;
        match result {
            Ok(found) => {
                let name = files::display_name(std::path::Path::new(typed));
                self.load(found.grid.clone(), name);
                self.source = Some(found);
                self.say_about(typed, false, (self.text().chrome.opened)(typed));
            }
            Err(e) => {
                let why = (self.text().files.error)(&e);
                self.say_about(typed, true, (self.text().files.not_opened)(typed, &why))
            }
        }
    }

    pub(super) fn open_recovered(&mut self) {
        let Some(recovered) = self.recovered.take() else {
            return;
        };
        self.overlay = Overlay::None;
        // An edit, not a load: the grid is still unsaved.
        self.editor.edit(recovered.grid);
        self.editor.title = recovered.title;
        if recovered.path.is_some() {
            self.last_path = recovered.path;
        }
        // Its file stays until the grid is saved or the app ends cleanly:
        // deleted now, a crash before the save would lose the only copy.
        self.recovery_file = true;
        self.effects.push(Effect::AdoptRecovery);
        self.info(self.text().files.recovered_opened);
    }

    pub(super) fn discard_recovered(&mut self) {
        if self.recovered.take().is_some() {
            self.effects.push(Effect::DiscardRecovery);
            self.info(self.text().files.recovered_discarded);
        }
        self.overlay = Overlay::None;
    }
}
