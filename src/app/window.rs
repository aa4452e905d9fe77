//! What the requests of the app's windows do: the help, the puzzle
//! picker, the prompt, quitting, and the terminal's paste (a puzzle in
//! the editor, text in a prompt).

use super::overlay::{self, Choice, Overlay, PromptKind, picker_choice, picker_step};
use super::{App, Context, Effect, Mode, PASTE_CAP, WindowAsk};
use crate::puzzles;

impl App {
    /// The windows' keys, and a paste; returns the effects they ask for.
    pub(super) fn window(&mut self, ask: WindowAsk) -> Vec<Effect> {
        match ask {
            WindowAsk::OpenHelp => {
                self.help_scroll = 0;
                self.overlay = Overlay::Help;
            }
            WindowAsk::ScrollHelp(by) => {
                // The help's length in this terminal, laid out as the view
                // lays it out (a pure function of the state).
                let most = super::measure::help_max_scroll(self);
                self.help_scroll =
                    (self.help_scroll as i32 + by as i32).clamp(0, i32::from(most)) as u16;
            }
            WindowAsk::OpenPicker => {
                let named = self.text().chrome.puzzle_name;
                let selected = puzzles::all()
                    .iter()
                    .position(|p| named(p.name) == self.editor.title)
                    .unwrap_or(0);
                self.overlay = Overlay::Picker { selected };
            }
            WindowAsk::PickerUp | WindowAsk::PickerDown => {
                if let Overlay::Picker { selected } = &mut self.overlay {
                    *selected = picker_step(*selected, ask == WindowAsk::PickerUp);
                }
            }
            WindowAsk::PickerChoose { seed } => {
                return self.choose_picked(seed).into_iter().collect();
            }
            WindowAsk::PromptInsert(c) => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay
                    && !overlay::prompt_extend(text, c.encode_utf8(&mut [0; 4]))
                {
                    self.error(self.text().files.prompt_full);
                }
            }
            WindowAsk::PromptBackspace => {
                if let Overlay::Prompt { text, .. } = &mut self.overlay {
                    text.pop();
                }
            }
            WindowAsk::PromptSubmit => return self.submit_prompt().into_iter().collect(),
            WindowAsk::Close if matches!(self.overlay, Overlay::Running { .. }) => {
                self.cancel_watch()
            }
            WindowAsk::Close => self.overlay = Overlay::None,
            WindowAsk::Quit => {
                if self.has_unsaved_edits() {
                    self.overlay = Overlay::ConfirmQuit;
                } else {
                    self.quit = true;
                }
            }
            WindowAsk::QuitConfirmed => self.quit = true,
            WindowAsk::Paste(text) => {
                if self.context() != Context::TooSmall {
                    self.paste(&text);
                }
            }
        }
        Vec::new()
    }

    fn paste(&mut self, text: &str) {
        let words = &self.text().chrome;
        if text.len() > PASTE_CAP {
            self.error((words.paste_too_long)(text.len() as u64));
            return;
        }
        match &mut self.overlay {
            Overlay::Prompt { text: prompt, .. } => {
                let fits = overlay::prompt_extend(prompt, text);
                if !fits {
                    self.error(self.text().files.prompt_full);
                }
            }
            // Terminals send a pasted line break as a carriage return.
            Overlay::None if matches!(self.mode, Mode::Edit) => {
                match crate::grid::parse_grid(&text.replace("\r\n", "\n").replace('\r', "\n")) {
                    Ok(grid) => {
                        self.editor.edit(grid);
                        self.editor.title = words.title_pasted.to_string();
                        self.info(words.pasted);
                    }
                    Err(e) => {
                        let why = (self.text().files.parse_error)(&e);
                        self.error((words.not_a_puzzle)(&why))
                    }
                }
            }
            _ => {}
        }
    }

    fn choose_picked(&mut self, seed: u64) -> Option<Effect> {
        let Overlay::Picker { selected } = self.overlay else {
            return None;
        };
        self.overlay = Overlay::None;
        match picker_choice(selected) {
            Choice::Generate(level) => {
                self.difficulty = level;
                Some(self.generate(seed))
            }
            Choice::Shipped(i) => {
                let puzzle = &puzzles::all()[i];
                let words = &self.text().chrome;
                let name = (words.puzzle_name)(puzzle.name);
                self.load(puzzle.grid.clone(), name.to_string());
                self.info((words.opened)(name));
                None
            }
        }
    }

    pub(super) fn open_prompt(&mut self, kind: PromptKind) {
        self.overlay = Overlay::Prompt {
            kind,
            text: self.last_path.clone().unwrap_or_default(),
        };
    }
}
