//! Windows on top of the mode: help, the puzzle picker (with its own list
//! of entries), the one-line prompt, and the questions (quit, save over a
//! file, waiting for a file, a recovered grid).

use super::save::Holds;
use crate::generate::Difficulty;
use crate::i18n::Text;
use crate::puzzles;

/// A window on top of the mode, taking the keys while it is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    Help,
    /// The picker; `selected` indexes [`picker_entries`].
    Picker {
        selected: usize,
    },
    /// A one-line text prompt for a path.
    Prompt {
        kind: PromptKind,
        text: String,
    },
    /// "Unsaved edits: quit anyway?"
    ConfirmQuit,
    /// The file typed at the save prompt exists and was not written by
    /// this session: replace it, its puzzle's line, or save elsewhere?
    ConfirmSave {
        typed: String,
        holds: Holds,
    },
    /// A file is being read off the UI thread (it may be a FIFO with no
    /// writer yet): Esc stops waiting.
    Opening {
        id: u64,
        typed: String,
    },
    /// The last session left a recovered grid: open it or discard it?
    Recovered,
    /// The notes of a watched run (`o`): how it ended, findings, the
    /// interpreter's message, what the program printed; scrolled by lines.
    Notes {
        scroll: u16,
    },
    /// The editor's watch run in progress (`W`): Esc cancels it.
    Running {
        typed: String,
    },
    /// The built-in lessons (`c`); `selected` indexes `BuiltIn::ALL`.
    Lessons {
        selected: usize,
    },
    /// The open lesson's stops (`A`); `selected` indexes them.
    Stops {
        selected: usize,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    Save,
    Open,
    /// The solve screen's "go to step N".
    GoToStep,
    /// A solution file to watch on the editor's grid (`W`).
    Watch,
    /// A teacher's caption for a stop here (a step, or the editor).
    StopCaption(crate::lesson::Place),
    /// The path to save the lesson to.
    SaveLesson,
    /// A new caption for the stop of this index (the stops list's `e`).
    Recaption(usize),
    /// The lesson's title (the stops list's `t`).
    LessonTitle,
    /// The path again, after it named another lesson: Enter replaces it.
    ReplaceLesson,
}

impl PromptKind {
    pub fn title(self, text: &Text) -> &'static str {
        match self {
            PromptKind::Save => text.chrome.prompt_save,
            PromptKind::Open => text.chrome.prompt_open,
            PromptKind::GoToStep => text.chrome.prompt_step,
            PromptKind::Watch => text.watch.prompt,
            PromptKind::StopCaption(_) => text.lesson.prompt_caption,
            PromptKind::SaveLesson => text.lesson.prompt_save,
            PromptKind::Recaption(_) => text.lesson_edit.prompt_recaption,
            PromptKind::LessonTitle => text.lesson_edit.prompt_title,
            PromptKind::ReplaceLesson => text.lesson_edit.prompt_replace,
        }
    }
}

/// The most a prompt holds (Linux allows 4096-byte paths).
pub const PROMPT_CAP: usize = 4096;

/// What a picker entry does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Open the shipped puzzle of this index in [`puzzles::all`].
    Shipped(usize),
    /// Make a puzzle of this level.
    Generate(Difficulty),
}

/// One line of the picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickerEntry {
    pub name: String,
    pub note: String,
    pub choice: Choice,
}

/// The picker's entries, in `text`'s language: the shipped puzzles, then
/// one per level.
pub fn picker_entries(text: &Text) -> Vec<PickerEntry> {
    let shipped = puzzles::all().iter().enumerate().map(|(i, p)| PickerEntry {
        name: (text.chrome.puzzle_name)(p.name).to_string(),
        note: (text.chrome.puzzle_note)(p).to_string(),
        choice: Choice::Shipped(i),
    });
    let generated = Difficulty::ALL.into_iter().map(|level| {
        let (low, high) = level.band();
        PickerEntry {
            name: (text.chrome.new_puzzle)(level),
            note: (text.chrome.level_band)(low, high),
            choice: Choice::Generate(level),
        }
    });
    shipped.chain(generated).collect()
}

/// Entries of the picker.
pub fn picker_len() -> usize {
    puzzles::all().len() + Difficulty::ALL.len()
}

/// The entry `selected` after moving up or down, wrapping around.
pub fn picker_step(selected: usize, up: bool) -> usize {
    let last = picker_len() - 1;
    if up {
        selected.checked_sub(1).unwrap_or(last)
    } else if selected >= last {
        0
    } else {
        selected + 1
    }
}

/// What the picker entry `selected` does.
pub fn picker_choice(selected: usize) -> Choice {
    match selected.checked_sub(puzzles::all().len()) {
        None => Choice::Shipped(selected),
        Some(i) => Choice::Generate(Difficulty::ALL[i.min(Difficulty::ALL.len() - 1)]),
    }
}

/// Adds typed or pasted text to a prompt, without control characters and
/// up to [`PROMPT_CAP`] bytes; false when some of it did not fit (the app
/// says so: a key that does nothing without a word looks like a hang).
#[must_use]
pub fn prompt_extend(prompt: &mut String, text: &str) -> bool {
    for c in text.chars().filter(|c| !c.is_control()) {
        if prompt.len() + c.len_utf8() > PROMPT_CAP {
            return false;
        }
        prompt.push(c);
    }
    true
}
