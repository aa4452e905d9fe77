//! Keys written as in the help, for tests: single characters, or `<Esc>`,
//! `<Enter>`, `<Tab>`, `<Left>`, `<PgUp>`… and `<C-z>` for Ctrl.
//!
//! The one syntax of every test that presses keys: the unit tests declare
//! this file as a module, the integration tests include it by path (it
//! needs nothing but crossterm).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The key events `keys` names, in order.
pub fn key_events(keys: &str) -> Vec<KeyEvent> {
    let mut events = Vec::new();
    let mut rest = keys;
    while let Some(c) = rest.chars().next() {
        let (event, len) = if c == '<' {
            let end = rest.find('>').expect("closing >");
            (named(&rest[1..end]), end + 1)
        } else {
            (plain(KeyCode::Char(c)), c.len_utf8())
        };
        events.push(event);
        rest = &rest[len..];
    }
    events
}

fn plain(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn named(name: &str) -> KeyEvent {
    let code = match name {
        "Esc" => KeyCode::Esc,
        "Enter" => KeyCode::Enter,
        "Tab" => KeyCode::Tab,
        "Left" => KeyCode::Left,
        "Right" => KeyCode::Right,
        "Up" => KeyCode::Up,
        "Down" => KeyCode::Down,
        "Home" => KeyCode::Home,
        "End" => KeyCode::End,
        "PgUp" => KeyCode::PageUp,
        "PgDn" => KeyCode::PageDown,
        "BS" => KeyCode::Backspace,
        "Del" => KeyCode::Delete,
        "lt" => KeyCode::Char('<'),
        ctrl if ctrl.starts_with("C-") => {
            let c = ctrl.chars().nth(2).expect("a key after C-");
            return KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        }
        other => panic!("unknown key <{other}>"),
    };
    plain(code)
}
