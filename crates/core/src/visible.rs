//! Text a learner's program produced, made safe to show: every control
//! character is drawn as something visible instead of being sent to the
//! terminal, where an escape sequence would retitle the window (OSC 0),
//! write the clipboard (OSC 52), clear the screen (CSI 2J) or move the
//! cursor over what sudoku-dfs wrote (a carriage return).
//!
//! Part of the core: one function every front end calls on such text
//! before it is printed or drawn (`check`, `watch`, `trace --from`).

use std::borrow::Cow;
use std::fmt::Write as _;

/// `text` with its control characters made visible: C0 controls and DEL
/// in caret notation (ESC as `^[`, BEL as `^G`, CR as `^M`, DEL as `^?`),
/// C1 controls (U+0080..U+009F, which some terminals read as ESC
/// sequences: U+009B is CSI) and the bidirectional overrides and isolates
/// (which reorder what a line seems to say) as `<U+XXXX>`. Newlines and
/// tabs are kept: they only move to the next line or column.
pub fn visible(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_showing) {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_visible(&mut shown, c);
    }
    Cow::Owned(shown)
}

/// [`visible`] for one line: a newline or tab in it is shown too (`^J`,
/// `^I`), for text drawn in one row of a screen.
pub fn visible_line(text: &str) -> Cow<'_, str> {
    if !text
        .chars()
        .any(|c| needs_showing(c) || c == '\n' || c == '\t')
    {
        return Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => shown.push_str("^J"),
            '\t' => shown.push_str("^I"),
            c => push_visible(&mut shown, c),
        }
    }
    Cow::Owned(shown)
}

fn needs_showing(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || is_bidi_control(c)
}

/// The characters that reorder the text around them (LRE..RLO, LRI..PDI).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn push_visible(shown: &mut String, c: char) {
    match c {
        '\n' | '\t' => shown.push(c),
        '\0'..='\x1f' => {
            shown.push('^');
            shown.push(char::from(c as u8 + b'@'));
        }
        '\x7f' => shown.push_str("^?"),
        c if needs_showing(c) => {
            let _ = write!(shown, "<U+{:04X}>", c as u32);
        }
        c => shown.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_sequences_are_shown_not_sent() {
        let printed = "a\x1b]0;title\x07b\x1b]52;c;aGk=\x07c\x1b[2Jd\re\x7f\u{9b}2J";
        let shown = visible(printed);
        assert_eq!(shown, "a^[]0;title^Gb^[]52;c;aGk=^Gc^[[2Jd^Me^?<U+009B>2J");
        assert!(!shown.chars().any(char::is_control));
    }

    #[test]
    fn newlines_tabs_and_other_text_are_kept_as_they_are() {
        let text = "row 1:\t5 3 .\n行 2：六\n";
        assert!(matches!(visible(text), Cow::Borrowed(t) if t == text));
        assert_eq!(visible_line("a\tb\nc"), "a^Ib^Jc");
    }

    #[test]
    fn bidirectional_overrides_are_named() {
        assert_eq!(visible("x\u{202E}yz"), "x<U+202E>yz");
    }

    #[test]
    fn every_character_below_space_has_a_caret_name() {
        for byte in 0u8..0x20 {
            let c = char::from(byte);
            let shown = visible_line(&c.to_string()).into_owned();
            assert_eq!(shown.len(), 2, "{byte:#x}");
            assert!(shown.starts_with('^'));
        }
    }
}
