//! Styles. Meaning is never carried by colour alone: the cursor is reverse
//! video and `[ ]` brackets, a repeated digit is bold, underlined and marked
//! `!`, givens are bold. Colour only adds to that, and is left out entirely
//! when `NO_COLOR` is set to a non-empty value (<https://no-color.org>).
//!
//! The high-contrast theme (`--theme contrast`, `C`) is for a projector
//! seen from the back row: no dark grey anywhere (quiet text and borders
//! take the terminal's own foreground, the cursor's units lose their grey
//! background), the bright variant of every colour and bold on what
//! carries meaning. With `NO_COLOR` it is the plain theme: the marks
//! (brackets, `!`, bold, reverse video) are what they always were.

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
    /// The high-contrast palette (only where colour is on).
    pub contrast: bool,
}

impl Theme {
    /// Colours unless `NO_COLOR` is present and non-empty.
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            color: !no_color,
            contrast: false,
        }
    }

    #[cfg(test)]
    pub const COLOR: Theme = Theme {
        color: true,
        contrast: false,
    };
    /// No colour: the measurements' (and the tests') screens.
    pub const PLAIN: Theme = Theme {
        color: false,
        contrast: false,
    };
    #[cfg(test)]
    pub const CONTRAST: Theme = Theme {
        color: true,
        contrast: true,
    };

    /// The same colours, high-contrast or not.
    pub fn with_contrast(self, contrast: bool) -> Theme {
        Theme { contrast, ..self }
    }

    /// The high-contrast palette is drawn: asked for, and colour is on.
    fn bright(self) -> bool {
        self.color && self.contrast
    }

    /// `color`, or its bright variant in high contrast, with bold added
    /// there.
    fn fg(self, style: Style, color: Color) -> Style {
        match (self.color, self.contrast) {
            (false, _) => style,
            (true, false) => style.fg(color),
            (true, true) => style.fg(brighter(color)).add_modifier(Modifier::BOLD),
        }
    }

    /// A digit of the puzzle.
    pub fn given(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// A digit written by a solver, not part of the puzzle.
    pub fn placed(self) -> Style {
        self.fg(Style::new(), Color::Cyan)
    }

    /// The dot of an empty cell, and other quiet text: dark grey, or the
    /// terminal's own foreground in high contrast.
    pub fn dim(self) -> Style {
        if self.color && !self.contrast {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        }
    }

    /// The cursor's row, column and box, whose tables the side panel
    /// shows: a faint background, with colour only (the panel names them;
    /// in high contrast a grey background would only blur the digits).
    pub fn cursor_units(self) -> Style {
        if self.color && !self.contrast {
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

    /// Grey lines, or the terminal's own foreground in high contrast.
    pub fn border(self) -> Style {
        if self.bright() {
            Style::new()
        } else {
            self.fg(Style::new(), Color::Gray)
        }
    }

    /// Light blue, or the terminal's own foreground (bold) in high
    /// contrast: blue is the first colour a projector washes out.
    pub fn heading(self) -> Style {
        if self.bright() {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            self.fg(Style::new().add_modifier(Modifier::BOLD), Color::LightBlue)
        }
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

/// The bright variant of a colour (`Red` → `LightRed`); grey becomes
/// white, and the rest are kept.
fn brighter(color: Color) -> Color {
    match color {
        Color::Red => Color::LightRed,
        Color::Green => Color::LightGreen,
        Color::Yellow => Color::LightYellow,
        Color::Blue => Color::LightBlue,
        Color::Magenta => Color::LightMagenta,
        Color::Cyan => Color::LightCyan,
        Color::Gray | Color::DarkGray => Color::White,
        other => other,
    }
}
