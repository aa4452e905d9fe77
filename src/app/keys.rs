//! The key table: which key does what, in which context, with its help
//! text. It is the single source for the input handler
//! ([`action_for_event`]), the help screen and the footer, so the three can
//! never disagree.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use super::{Action, App, Direction};

/// Where keys go: the mode, or the overlay on top of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    Edit,
    Solve,
    Help,
    Picker,
    Prompt,
    ConfirmQuit,
    ConfirmSave,
    Opening,
    Recovered,
}

impl Context {
    /// Contexts in the order the help screen lists them.
    pub const ALL: [Context; 9] = [
        Context::Edit,
        Context::Solve,
        Context::Picker,
        Context::Prompt,
        Context::ConfirmSave,
        Context::Opening,
        Context::ConfirmQuit,
        Context::Recovered,
        Context::Help,
    ];

    /// The heading of this context's section on the help screen.
    pub fn heading(self) -> &'static str {
        match self {
            Context::Edit => "Editing the grid",
            Context::Solve => "Solving (Enter)",
            Context::Help => "This help",
            Context::Picker => "Puzzle picker (o)",
            Context::Prompt => "Prompt (w, e, g)",
            Context::ConfirmQuit => "Quit, edits unsaved",
            Context::ConfirmSave => "Saving over a file",
            Context::Opening => "Waiting for a file",
            Context::Recovered => "A grid recovered at start",
        }
    }
}

/// A key, or a family of keys that share one meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character typed without Ctrl or Alt.
    Char(char),
    /// Ctrl and a letter.
    Ctrl(char),
    /// A named key: arrows, Enter, Esc, Backspace, Delete.
    Code(KeyCode),
    /// 1 to 9: the digit goes into the action.
    Digits,
    /// Any printable character: the character goes into the action.
    Text,
}

impl Key {
    fn matches(self, key: &KeyEvent) -> bool {
        let ctrl_or_alt = key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        match (self, key.code) {
            (Key::Char(c), KeyCode::Char(k)) => c == k && !ctrl_or_alt,
            (Key::Ctrl(c), KeyCode::Char(k)) => {
                c == k.to_ascii_lowercase() && key.modifiers.contains(KeyModifiers::CONTROL)
            }
            (Key::Code(code), k) => code == k && !ctrl_or_alt,
            (Key::Digits, KeyCode::Char('1'..='9')) => !ctrl_or_alt,
            (Key::Text, KeyCode::Char(k)) => !ctrl_or_alt && !k.is_control(),
            _ => false,
        }
    }

    /// How the help screen and the footer write the key.
    pub fn label(self) -> String {
        match self {
            Key::Char(' ') => "Space".to_string(),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("Ctrl-{c}"),
            Key::Code(code) => match code {
                KeyCode::Left => "←".to_string(),
                KeyCode::Right => "→".to_string(),
                KeyCode::Up => "↑".to_string(),
                KeyCode::Down => "↓".to_string(),
                KeyCode::Enter => "Enter".to_string(),
                KeyCode::Esc => "Esc".to_string(),
                KeyCode::Backspace => "Backspace".to_string(),
                KeyCode::Delete => "Delete".to_string(),
                KeyCode::Home => "Home".to_string(),
                KeyCode::End => "End".to_string(),
                other => other.to_string(),
            },
            Key::Digits => "1-9".to_string(),
            Key::Text => "text".to_string(),
        }
    }
}

/// What a binding does; the pressed key fills in digits and text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Move(Direction),
    Write,
    Clear,
    Undo,
    Redo,
    Help,
    Picker,
    Save,
    Open,
    Quit,
    Close,
    PickerUp,
    PickerDown,
    PickerChoose,
    Generate,
    PromptType,
    PromptBackspace,
    PromptSubmit,
    QuitConfirmed,
    Solve,
    StopSolve,
    PlayPause,
    StepForward,
    StepBack,
    Faster,
    Slower,
    NextBacktrack,
    RunToEnd,
    ToStart,
    GoToStep,
    StepSize,
    Strategy,
    ReplaceWhole,
    ReplaceLine,
    SaveElsewhere,
    OpenRecovered,
    DiscardRecovered,
}

impl Command {
    fn action(self, key: &KeyEvent) -> Action {
        let typed = match key.code {
            KeyCode::Char(c) => c,
            _ => '\0',
        };
        match self {
            Command::Move(direction) => Action::Move(direction),
            Command::Write => Action::Write(typed.to_digit(10).unwrap_or(0) as u8),
            Command::Clear => Action::Clear,
            Command::Undo => Action::Undo,
            Command::Redo => Action::Redo,
            Command::Help => Action::OpenHelp,
            Command::Picker => Action::OpenPicker,
            Command::Save => Action::PromptSave,
            Command::Open => Action::PromptOpen,
            Command::Quit => Action::Quit,
            Command::Close => Action::Close,
            Command::PickerUp => Action::PickerUp,
            Command::PickerDown => Action::PickerDown,
            Command::PickerChoose => Action::PickerChoose,
            Command::Generate => Action::Generate {
                seed: super::clock_seed(),
            },
            Command::PromptType => Action::PromptInsert(typed),
            Command::PromptBackspace => Action::PromptBackspace,
            Command::PromptSubmit => Action::PromptSubmit,
            Command::QuitConfirmed => Action::QuitConfirmed,
            Command::Solve => Action::StartSolve,
            Command::StopSolve => Action::StopSolve,
            Command::PlayPause => Action::PlayPause,
            Command::StepForward => Action::StepForward,
            Command::StepBack => Action::StepBack,
            Command::Faster => Action::Faster,
            Command::Slower => Action::Slower,
            Command::NextBacktrack => Action::NextBacktrack,
            Command::RunToEnd => Action::RunToEnd,
            Command::ToStart => Action::ToStart,
            Command::GoToStep => Action::PromptStep,
            Command::StepSize => Action::CycleStepSize,
            Command::Strategy => Action::SwitchStrategy,
            Command::ReplaceWhole => Action::ReplaceWhole,
            Command::ReplaceLine => Action::ReplaceLine,
            Command::SaveElsewhere => Action::SaveElsewhere,
            Command::OpenRecovered => Action::OpenRecovered,
            Command::DiscardRecovered => Action::DiscardRecovered,
        }
    }
}

/// One row of the key table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub context: Context,
    pub keys: &'static [Key],
    pub command: Command,
    /// What the help screen says the keys do.
    pub help: &'static str,
    /// The footer's word for it; bindings sharing a word share a footer entry.
    pub footer: Option<&'static str>,
}

impl Binding {
    /// All the keys, as the help screen writes them: `u Ctrl-z`.
    pub fn keys_label(&self) -> String {
        let labels: Vec<String> = self.keys.iter().map(|k| k.label()).collect();
        labels.join(" ")
    }
}

const fn bind(
    context: Context,
    keys: &'static [Key],
    command: Command,
    help: &'static str,
    footer: Option<&'static str>,
) -> Binding {
    Binding {
        context,
        keys,
        command,
        help,
        footer,
    }
}

use Command as C;
use Context::{ConfirmQuit, ConfirmSave, Edit, Help, Opening, Picker, Prompt, Recovered, Solve};
use Key::{Char, Code, Ctrl};

/// The key table. In each context the first matching row wins.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Editing.
    bind(Edit, &[Code(KeyCode::Left), Char('h')], C::Move(Direction::Left), "move the cursor left", Some("move")),
    bind(Edit, &[Code(KeyCode::Down), Char('j')], C::Move(Direction::Down), "move the cursor down", Some("move")),
    bind(Edit, &[Code(KeyCode::Up), Char('k')], C::Move(Direction::Up), "move the cursor up", Some("move")),
    bind(Edit, &[Code(KeyCode::Right), Char('l')], C::Move(Direction::Right), "move the cursor right", Some("move")),
    bind(Edit, &[Key::Digits], C::Write, "write the digit in the cursor's cell", Some("write")),
    bind(
        Edit,
        &[Char('0'), Char('.'), Char(' '), Code(KeyCode::Backspace), Code(KeyCode::Delete)],
        C::Clear,
        "clear the cursor's cell",
        Some("clear"),
    ),
    bind(Edit, &[Char('u'), Ctrl('z')], C::Undo, "undo the last edit (paste and open too)", Some("undo")),
    bind(Edit, &[Ctrl('r'), Ctrl('y')], C::Redo, "redo what was undone", None),
    bind(Edit, &[Char('o')], C::Picker, "open a shipped puzzle", Some("puzzles")),
    bind(Edit, &[Char('n')], C::Generate, "make a new puzzle of the chosen level (see o)", None),
    bind(Edit, &[Char('e')], C::Open, "open a puzzle file by path", None),
    bind(Edit, &[Char('w')], C::Save, "save the grid to a file", None),
    bind(Edit, &[Code(KeyCode::Enter)], C::Solve, "solve: watch the search step by step", Some("solve")),
    bind(Edit, &[Char('?')], C::Help, "show this help", Some("help")),
    bind(Edit, &[Char('q'), Ctrl('c')], C::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // The solve screen.
    bind(Solve, &[Char(' ')], C::PlayPause, "play / pause", Some("play")),
    bind(Solve, &[Code(KeyCode::Left), Char('h'), Char('p')], C::StepBack, "one step back", Some("step")),
    bind(Solve, &[Code(KeyCode::Right), Char('l'), Char('n')], C::StepForward, "one step forward", Some("step")),
    bind(Solve, &[Char('+'), Char('=')], C::Faster, "faster: double the steps a second, up to turbo", Some("speed")),
    bind(Solve, &[Char('-')], C::Slower, "slower: half the steps a second", Some("speed")),
    bind(Solve, &[Char('b')], C::NextBacktrack, "run to the next backtrack (undo)", Some("backtrack")),
    bind(Solve, &[Char('f'), Code(KeyCode::End)], C::RunToEnd, "run to the end: solved or no solution", Some("end")),
    bind(Solve, &[Char('?')], C::Help, "show this help", Some("help")),
    bind(Solve, &[Code(KeyCode::Esc)], C::StopSolve, "back to the editor, the grid as it was", Some("edit")),
    bind(Solve, &[Char('q'), Ctrl('c')], C::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    bind(Solve, &[Char('s')], C::StepSize, "step size: every event / place+undo / undo", Some("step size")),
    bind(Solve, &[Char('g')], C::GoToStep, "go to step N (runs on to steps not reached)", Some("go to")),
    bind(Solve, &[Code(KeyCode::Home)], C::ToStart, "back to step 0", Some("start")),
    bind(Solve, &[Char('m')], C::Strategy, "switch strategy, back to step 0", Some("strategy")),
    // The puzzle picker.
    bind(Picker, &[Code(KeyCode::Up), Char('k')], C::PickerUp, "select the puzzle above", Some("select")),
    bind(Picker, &[Code(KeyCode::Down), Char('j')], C::PickerDown, "select the puzzle below", Some("select")),
    bind(Picker, &[Code(KeyCode::Enter)], C::PickerChoose, "open the selected puzzle, or make one", Some("open")),
    bind(Picker, &[Code(KeyCode::Esc), Char('o'), Char('q')], C::Close, "close the picker", Some("cancel")),
    // The path prompt.
    bind(Prompt, &[Code(KeyCode::Enter)], C::PromptSubmit, "save, open, or go to the step", Some("confirm")),
    bind(Prompt, &[Code(KeyCode::Esc), Ctrl('c')], C::Close, "cancel", Some("cancel")),
    bind(Prompt, &[Code(KeyCode::Backspace)], C::PromptBackspace, "delete the last character", Some("delete")),
    bind(Prompt, &[Key::Text], C::PromptType, "type (paste works too)", None),
    // Saving over a file this session did not write.
    bind(ConfirmSave, &[Char('y')], C::ReplaceWhole, "replace the file (when it holds one puzzle)", Some("replace")),
    bind(ConfirmSave, &[Char('l')], C::ReplaceLine, "replace only the opened puzzle's line, keep the rest", Some("its line")),
    bind(ConfirmSave, &[Char('s')], C::SaveElsewhere, "save to another file", Some("elsewhere")),
    bind(ConfirmSave, &[Char('n'), Code(KeyCode::Esc)], C::Close, "do not save", Some("cancel")),
    // Opening a file that is slow to answer.
    bind(Opening, &[Code(KeyCode::Esc)], C::Close, "stop waiting for the file", Some("cancel")),
    bind(Opening, &[Char('q'), Ctrl('c')], C::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // The grid a stopped session left.
    bind(Recovered, &[Char('r')], C::OpenRecovered, "open the recovered grid (unsaved)", Some("open")),
    bind(Recovered, &[Char('d')], C::DiscardRecovered, "discard it for good", Some("discard")),
    bind(Recovered, &[Code(KeyCode::Esc)], C::Close, "decide at the next start", Some("later")),
    bind(Recovered, &[Char('q'), Ctrl('c')], C::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // Quitting with unsaved edits.
    bind(ConfirmQuit, &[Char('y'), Ctrl('c')], C::QuitConfirmed, "quit and lose the edits", Some("quit")),
    bind(ConfirmQuit, &[Char('n'), Code(KeyCode::Esc)], C::Close, "stay in the app", Some("stay")),
    // The help screen.
    bind(Help, &[Code(KeyCode::Esc), Char('?'), Char('q')], C::Close, "close the help", Some("close")),
];

/// The rows of the table for one context.
pub fn bindings(context: Context) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.context == context)
}

/// The action a key press means in this context, if any.
pub fn action_for_key(context: Context, key: &KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    bindings(context)
        .find(|b| b.keys.iter().any(|k| k.matches(key)))
        .map(|b| b.command.action(key))
}

/// The action a terminal event means for the app, if any.
pub fn action_for_event(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) => action_for_key(app.context(), key),
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            Some(Action::Click {
                column: mouse.column,
                row: mouse.row,
            })
        }
        Event::Paste(text) => Some(Action::Paste(text.clone())),
        Event::Resize(width, height) => Some(Action::Resize {
            width: *width,
            height: *height,
        }),
        _ => None,
    }
}

/// The footer's entries for a context: the first key of each binding that
/// shares a footer word, then the word (`←↓↑→ move`).
pub fn footer(context: Context) -> Vec<(String, &'static str)> {
    let mut out: Vec<(String, &'static str)> = Vec::new();
    for binding in bindings(context) {
        let Some(word) = binding.footer else { continue };
        let key = binding.keys[0].label();
        match out.iter_mut().find(|(_, w)| *w == word) {
            Some((keys, _)) => keys.push_str(&key),
            None => out.push((key, word)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn keys_map_to_actions_by_context() {
        let none = KeyModifiers::NONE;
        let ctrl = KeyModifiers::CONTROL;
        let at = |ctx, code, m| action_for_key(ctx, &press(code, m));
        assert_eq!(at(Edit, KeyCode::Char('7'), none), Some(Action::Write(7)));
        assert_eq!(at(Edit, KeyCode::Char('0'), none), Some(Action::Clear));
        assert_eq!(at(Edit, KeyCode::Delete, none), Some(Action::Clear));
        assert_eq!(at(Edit, KeyCode::Char('z'), ctrl), Some(Action::Undo));
        assert_eq!(at(Edit, KeyCode::Char('y'), ctrl), Some(Action::Redo));
        assert_eq!(at(Edit, KeyCode::Char('c'), ctrl), Some(Action::Quit));
        assert_eq!(
            at(Edit, KeyCode::Char('l'), none),
            Some(Action::Move(Direction::Right))
        );
        assert_eq!(at(Edit, KeyCode::Char('x'), none), None);
        // Shift may come with '?' on some terminals.
        assert_eq!(
            at(Edit, KeyCode::Char('?'), KeyModifiers::SHIFT),
            Some(Action::OpenHelp)
        );
        assert_eq!(
            at(Prompt, KeyCode::Char('u'), none),
            Some(Action::PromptInsert('u'))
        );
        assert_eq!(at(Prompt, KeyCode::Char('c'), ctrl), Some(Action::Close));
        assert_eq!(at(Help, KeyCode::Char('?'), none), Some(Action::Close));
        assert_eq!(
            at(ConfirmQuit, KeyCode::Char('y'), none),
            Some(Action::QuitConfirmed)
        );
        assert_eq!(at(ConfirmQuit, KeyCode::Char('x'), none), None);
        assert_eq!(at(Edit, KeyCode::Enter, none), Some(Action::StartSolve));
        for (code, action) in [
            (KeyCode::Char(' '), Action::PlayPause),
            (KeyCode::Right, Action::StepForward),
            (KeyCode::Char('n'), Action::StepForward),
            (KeyCode::Char('p'), Action::StepBack),
            (KeyCode::Char('+'), Action::Faster),
            (KeyCode::Char('-'), Action::Slower),
            (KeyCode::Char('b'), Action::NextBacktrack),
            (KeyCode::End, Action::RunToEnd),
            (KeyCode::Home, Action::ToStart),
            (KeyCode::Char('g'), Action::PromptStep),
            (KeyCode::Char('s'), Action::CycleStepSize),
            (KeyCode::Char('m'), Action::SwitchStrategy),
            (KeyCode::Esc, Action::StopSolve),
        ] {
            assert_eq!(at(Solve, code, none), Some(action), "{code:?}");
        }
        // Some terminals send '+' with Shift.
        assert_eq!(
            at(Solve, KeyCode::Char('+'), KeyModifiers::SHIFT),
            Some(Action::Faster)
        );
    }

    #[test]
    fn footer_groups_keys_that_share_a_word() {
        let f = footer(Edit);
        assert_eq!(f[0], ("←↓↑→".to_string(), "move"));
        assert!(f.contains(&("?".to_string(), "help")));
        assert!(f.contains(&("q".to_string(), "quit")));
    }

    #[test]
    fn every_context_has_a_way_out() {
        for ctx in Context::ALL {
            let closes = bindings(ctx).any(|b| {
                matches!(
                    b.command,
                    Command::Close | Command::Quit | Command::QuitConfirmed
                )
            });
            assert!(closes, "{ctx:?}");
        }
    }
}
