//! The message line: what the last action did, or why it could not, in
//! one sentence for the learner; a path it names is shortened in the
//! middle when the line is too narrow.

use super::App;

/// A line for the learner about what the last action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub is_error: bool,
    /// The path the text names last, as typed: shortened in the middle when
    /// the text is wider than the screen, so what happened and why stay.
    pub path: Option<String>,
}

impl Message {
    /// The text in at most `width` columns when its path can be shortened
    /// that far (`~/a/very/…/p.txt`); the rest of the text stays whole.
    pub fn fitted(&self, width: usize) -> String {
        let columns = crate::i18n::columns(&self.text);
        let Some(path) = &self.path else {
            return self.text.clone();
        };
        let Some(at) = self.text.rfind(path.as_str()) else {
            return self.text.clone();
        };
        if columns <= width {
            return self.text.clone();
        }
        let room = crate::i18n::columns(path).saturating_sub(columns - width);
        let short = crate::i18n::shorten_middle(path, room.max(MIN_PATH_COLUMNS));
        format!(
            "{}{short}{}",
            &self.text[..at],
            &self.text[at + path.len()..]
        )
    }
}

/// The fewest columns a shortened path keeps: its start and end stay
/// recognisable (the message wraps when even that does not fit).
const MIN_PATH_COLUMNS: usize = 12;

impl App {
    pub(super) fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: false,
            path: None,
        });
    }

    pub(super) fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            is_error: true,
            path: None,
        });
    }

    /// [`App::info`] or [`App::error`] for a text that names `path` last,
    /// which the screen may shorten to keep the rest in view.
    pub(super) fn say_about(&mut self, path: &str, is_error: bool, text: String) {
        self.message = Some(Message {
            text,
            is_error,
            path: Some(path.to_string()),
        });
    }
}
