//! What the app does with the save and open prompts and the answers to
//! them: the question before replacing a file, waiting for a slow file,
//! and the grid a stopped session left.

use super::files::{self, FileError, PuzzleInFile};
use super::overlay::{Overlay, PromptKind};
use super::save::{How, SaveOutcome, SavedPart};
use super::{App, Effect, FileAsk};

impl App {
    /// The files' keys: the prompts, the question before replacing a
    /// file, the recovered grid; returns the effects they ask for.
    pub(super) fn file_ask(&mut self, ask: FileAsk) -> Vec<Effect> {
        let effect = match ask {
            FileAsk::PromptSave => {
                self.open_prompt(PromptKind::Save);
                None
            }
            FileAsk::PromptOpen => {
                self.open_prompt(PromptKind::Open);
                None
            }
            FileAsk::ReplaceWhole => self.replace_whole(),
            FileAsk::ReplaceLine => self.replace_line(),
            FileAsk::SaveElsewhere => {
                self.save_elsewhere();
                None
            }
            FileAsk::OpenRecovered => self.open_recovered(),
            FileAsk::DiscardRecovered => self.discard_recovered(),
        };
        effect.into_iter().collect()
    }

    /// Enter in a prompt: what the text typed asks for.
    pub(super) fn submit_prompt(&mut self) -> Option<Effect> {
        let Overlay::Prompt { kind, text } = std::mem::replace(&mut self.overlay, Overlay::None)
        else {
            return None;
        };
        match kind {
            PromptKind::GoToStep => self.go_to_step(&text),
            PromptKind::StopCaption(place) => self.mark_stop(place, &text),
            PromptKind::SaveLesson => return self.save_lesson(&text, false),
            PromptKind::ReplaceLesson => return self.save_lesson(&text, true),
            PromptKind::Recaption(i) => self.recaption(i, &text),
            PromptKind::LessonTitle => self.set_lesson_title(&text),
            PromptKind::Save | PromptKind::Open | PromptKind::Watch => {
                return self.submit_path(kind, &text);
            }
        }
        None
    }

    /// A path typed at the save, open or watch prompt.
    fn submit_path(&mut self, kind: PromptKind, text: &str) -> Option<Effect> {
        let path = text.trim().to_string();
        if path.is_empty() {
            self.error(self.text().files.no_path);
            return None;
        }
        self.last_path = Some(path.clone());
        match kind {
            PromptKind::Save => Some(Effect::Save {
                typed: path,
                grid: Box::new(self.editor.grid.clone()),
                how: How::Check {
                    written: self.written.clone(),
                },
            }),
            PromptKind::Open => Some(self.open_file(path)),
            PromptKind::Watch => self.start_watch(path),
            _ => None,
        }
    }

    /// Reads the file off the UI thread; until it answers, the screen says
    /// it waits and Esc stops waiting.
    pub(super) fn open_file(&mut self, typed: String) -> Effect {
        self.requests += 1;
        let id = self.requests;
        self.overlay = Overlay::Opening {
            id,
            typed: typed.clone(),
        };
        Effect::Open { id, typed }
    }

    pub(super) fn save_answered(&mut self, typed: String, outcome: SaveOutcome) -> Option<Effect> {
        let mut discard = None;
        match outcome {
            SaveOutcome::Saved { resolved, how } => {
                self.overlay = Overlay::None;
                self.editor.mark_saved();
                // The recovered grid is in a file of the learner's now.
                if std::mem::take(&mut self.recovery_file) {
                    discard = Some(Effect::DiscardRecovery);
                }
                let line = match how {
                    SavedPart::WholeFile => {
                        if !self.written.contains(&resolved) {
                            self.written.push(resolved.clone());
                        }
                        self.say_about(&typed, false, (self.text().files.saved)(&typed));
                        1
                    }
                    SavedPart::Line(n) => {
                        let said = (self.text().files.saved_line)(&typed, n);
                        self.say_about(&typed, false, said);
                        n
                    }
                };
                self.source = Some(PuzzleInFile {
                    grid: self.editor.grid.clone(),
                    resolved,
                    line,
                    one_line: true,
                });
            }
            SaveOutcome::Ask(holds) => self.overlay = Overlay::ConfirmSave { typed, holds },
            SaveOutcome::Failed(why) => {
                self.overlay = Overlay::None;
                let why = (self.text().files.error)(&why);
                self.say_about(&typed, true, (self.text().files.not_saved)(&typed, &why));
            }
        }
        discard
    }

    /// `y` at the question: only a file that holds a puzzle and nothing
    /// else is replaced whole.
    pub(super) fn replace_whole(&mut self) -> Option<Effect> {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return None;
        };
        if !holds.is_only_a_puzzle() {
            let what = holds.describe(self.text());
            let line = self.line_in(holds).is_some();
            self.error((self.text().files.replace_all)(&what, line));
            return None;
        }
        Some(Effect::Save {
            typed: typed.clone(),
            grid: Box::new(self.editor.grid.clone()),
            how: How::Whole,
        })
    }

    /// `l` at the question: the line the puzzle was opened from, or the
    /// line of the file's only puzzle.
    pub(super) fn replace_line(&mut self) -> Option<Effect> {
        let Overlay::ConfirmSave { typed, holds } = &self.overlay else {
            return None;
        };
        let Some((line, expected)) = self.line_in(holds) else {
            let whole = holds.is_only_a_puzzle();
            let why = match self.opened_from(holds) {
                // Opened from this very file, as a 9-line grid.
                Some(_) => (self.text().files.line_of_grid)(whole),
                None => (self.text().files.line_unknown)(whole),
            };
            self.error(why);
            return None;
        };
        Some(Effect::Save {
            typed: typed.clone(),
            grid: Box::new(self.editor.grid.clone()),
            how: How::InPlace { line, expected },
        })
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

    pub(super) fn opened(&mut self, id: u64, typed: &str, result: Result<PuzzleInFile, FileError>) {
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

    pub(super) fn open_recovered(&mut self) -> Option<Effect> {
        let recovered = self.recovered.take()?;
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
        self.info(self.text().files.recovered_opened);
        Some(Effect::AdoptRecovery)
    }

    pub(super) fn discard_recovered(&mut self) -> Option<Effect> {
        self.overlay = Overlay::None;
        self.recovered.take()?;
        self.info(self.text().files.recovered_discarded);
        Some(Effect::DiscardRecovery)
    }
}
