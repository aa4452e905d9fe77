//! Styles. Meaning is never carried by colour alone: the cursor is reverse
//! video and `[ ]` brackets, a repeated digit is bold, underlined and marked
//! `!`, givens are bold. Colour only adds to that, and is left out entirely
//! when `NO_COLOR` is set to a non-empty value (<https://no-color.org>).

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    /// Colours unless `NO_COLOR` is present and non-empty.
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme { color: !no_color }
    }

    #[cfg(test)]
    pub const COLOR: Theme = Theme { color: true };
    #[cfg(test)]
    pub const PLAIN: Theme = Theme { color: false };

    fn fg(self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    /// A digit of the puzzle.
    pub fn given(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// A digit written by a solver, not part of the puzzle.
    pub fn placed(self) -> Style {
        self.fg(Style::new(), Color::Cyan)
    }

    /// The dot of an empty cell, and other quiet text.
    pub fn dim(self) -> Style {
        if self.color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        }
    }

    /// The cursor's row, column and box, whose tables the side panel
    /// shows: a faint background, with colour only (the panel names them).
    pub fn cursor_units(self) -> Style {
        if self.color {
            Style::new().bg(Color::Indexed(236))
        } else {
            Style::new()
        }
    }

    /// Added on top of the cell's own style.
    pub fn cursor(self) -> Style {
        let style = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        self.fg(style, Color::Yellow)
    }

    /// Added on top of a cell or table entry involved in a repeat.
    pub fn conflict(self) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
        self.fg(style, Color::Red)
    }

    /// A digit the search tried and rejected: crossed out, with `( )`.
    pub fn rejected(self) -> Style {
        let style = Style::new().add_modifier(Modifier::CROSSED_OUT | Modifier::BOLD);
        self.fg(style, Color::Red)
    }

    /// A digit the search took back (a backtrack), with `< >`.
    pub fn retracted(self) -> Style {
        let style = Style::new().add_modifier(Modifier::BOLD | Modifier::ITALIC);
        self.fg(style, Color::Magenta)
    }

    /// The listing's lines the current event stands for: reverse video and
    /// a `▶` in the margin.
    pub fn highlight(self) -> Style {
        let style = Style::new().add_modifier(Modifier::REVERSED);
        self.fg(style, Color::Yellow)
    }

    pub fn border(self) -> Style {
        self.fg(Style::new(), Color::Gray)
    }

    pub fn heading(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::LightBlue)
    }

    /// A key's name in the footer and the help.
    pub fn key(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Yellow)
    }

    pub fn error(self) -> Style {
        self.fg(Style::new().add_modifier(Modifier::BOLD), Color::Red)
    }

    pub fn good(self) -> Style {
        self.fg(Style::new(), Color::Green)
    }

    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
}
