//! The key table: which key does what, in which context, with its help
//! text. It is the single source for the input handler
//! ([`action_for_event`]), the help screen and the footer, so the three can
//! never disagree.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use super::{Action, App, Direction, Overlay, ui};
use crate::generate;
use crate::grid::Cell;

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
    /// The terminal is below the minimum size: only quitting acts.
    TooSmall,
    /// The search tree (`t` on the solve screen).
    Tree,
    /// The strategy race (`r` on the solve screen).
    Race,
}

impl Context {
    /// Contexts in the order the help screen lists them.
    pub const ALL: [Context; 12] = [
        Context::Edit,
        Context::Solve,
        Context::Tree,
        Context::Race,
        Context::Picker,
        Context::Prompt,
        Context::ConfirmSave,
        Context::Opening,
        Context::ConfirmQuit,
        Context::Recovered,
        Context::TooSmall,
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
            Context::TooSmall => "Terminal too small",
            Context::Tree => "The search tree (t)",
            Context::Race => "The strategy race (r)",
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

    /// A press of this key (the first of a family), for checking that
    /// what a popup says about a key is what the table does with it.
    pub fn example_press(self) -> KeyEvent {
        let code = match self {
            Key::Char(c) => KeyCode::Char(c),
            Key::Ctrl(c) => return KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL),
            Key::Code(code) => code,
            Key::Digits => KeyCode::Char('1'),
            Key::Text => KeyCode::Char('a'),
        };
        KeyEvent::new(code, KeyModifiers::NONE)
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
                KeyCode::Tab => "Tab".to_string(),
                KeyCode::PageUp => "PageUp".to_string(),
                KeyCode::PageDown => "PageDown".to_string(),
                other => other.to_string(),
            },
            Key::Digits => "1-9".to_string(),
            Key::Text => "text".to_string(),
        }
    }
}

/// The action a binding produces, with what the pressed key (or the
/// moment) fills in: the digit of `Write`, the character of
/// `PromptInsert`, the seed of `Generate` and `PickerChoose`.
fn filled(template: &Action, key: &KeyEvent) -> Action {
    let typed = match key.code {
        KeyCode::Char(c) => c,
        _ => '\0',
    };
    match template {
        Action::Write(_) => Action::Write(typed.to_digit(10).unwrap_or(0) as u8),
        Action::QuizDigit(_) => Action::QuizDigit(typed.to_digit(10).unwrap_or(0) as u8),
        Action::PromptInsert(_) => Action::PromptInsert(typed),
        Action::Generate { .. } => Action::Generate { seed: clock_seed() },
        Action::PickerChoose { .. } => Action::PickerChoose { seed: clock_seed() },
        other => other.clone(),
    }
}

/// A seed for a new puzzle: the clock's seed ([`generate::clock_seed`]),
/// kept to six digits so the title can show it whole at 80 columns (a
/// million seeds are plenty for puzzles made one key press at a time).
/// Read here, in the input layer, so that the update stays free of the
/// clock.
pub fn clock_seed() -> u64 {
    generate::clock_seed() % 1_000_000
}

/// One row of the key table.
#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    pub keys: &'static [Key],
    /// What the keys do; digits, characters and seeds are filled in from
    /// the key press (see [`filled`]).
    pub action: Action,
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
    action: Action,
    help: &'static str,
    footer: Option<&'static str>,
) -> Binding {
    Binding {
        context,
        keys,
        action,
        help,
        footer,
    }
}

use Action as A;
use Context::{
    ConfirmQuit, ConfirmSave, Edit, Help, Opening, Picker, Prompt, Race, Recovered, Solve,
    TooSmall, Tree,
};
use Key::{Char, Code, Ctrl};

/// The key table. In each context the first matching row wins.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Editing.
    bind(Edit, &[Code(KeyCode::Left), Char('h')], A::Move(Direction::Left), "move the cursor left", Some("move")),
    bind(Edit, &[Code(KeyCode::Down), Char('j')], A::Move(Direction::Down), "move the cursor down", Some("move")),
    bind(Edit, &[Code(KeyCode::Up), Char('k')], A::Move(Direction::Up), "move the cursor up", Some("move")),
    bind(Edit, &[Code(KeyCode::Right), Char('l')], A::Move(Direction::Right), "move the cursor right", Some("move")),
    bind(Edit, &[Key::Digits], A::Write(0), "write the digit in the cursor's cell", Some("write")),
    bind(Edit, &[Char('a')], A::ToggleAdvance, "switch auto-advance: digits move to the next cell", Some("advance")),
    bind(Edit, &[Char('0'), Char('.')], A::Write(0), "clear the cell (auto-advance moves on)", Some("clear")),
    bind(Edit, &[Char(' '), Code(KeyCode::Backspace), Code(KeyCode::Delete)], A::Clear, "clear the cursor's cell", None),
    bind(Edit, &[Char('u'), Ctrl('z')], A::Undo, "undo the last edit (paste and open too)", Some("undo")),
    bind(Edit, &[Ctrl('r'), Ctrl('y')], A::Redo, "redo what was undone", None),
    bind(Edit, &[Char('o')], A::OpenPicker, "open a shipped puzzle", Some("puzzles")),
    bind(Edit, &[Char('n')], A::Generate { seed: 0 }, "make a new puzzle of the chosen level (see o)", None),
    bind(Edit, &[Char('e')], A::PromptOpen, "open a puzzle file by path", None),
    bind(Edit, &[Char('w')], A::PromptSave, "save the grid to a file", None),
    bind(Edit, &[Code(KeyCode::Enter)], A::StartSolve, "solve: watch the search step by step", Some("solve")),
    bind(Edit, &[Char('?')], A::OpenHelp, "show this help", Some("help")),
    bind(Edit, &[Char('q'), Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // The solve screen.
    bind(Solve, &[Char(' ')], A::PlayPause, "play / pause", Some("play")),
    bind(Solve, &[Code(KeyCode::Left), Char('h'), Char('p')], A::StepBack, "one step back", Some("step")),
    bind(Solve, &[Code(KeyCode::Right), Char('l'), Char('n')], A::StepForward, "one step forward", Some("step")),
    bind(Solve, &[Char('+'), Char('=')], A::Faster, "faster: double the steps a second, up to turbo", Some("speed")),
    bind(Solve, &[Char('-')], A::Slower, "slower: half the steps a second", Some("speed")),
    bind(Solve, &[Char('b')], A::NextBacktrack, "run forward to the next backtrack (undo)", Some("next backtrack")),
    bind(Solve, &[Char('f'), Code(KeyCode::End)], A::RunToEnd, "run to the end: solved or no solution", Some("end")),
    bind(Solve, &[Char('?')], A::OpenHelp, "show this help", Some("help")),
    bind(Solve, &[Code(KeyCode::Esc)], A::StopSolve, "back to the editor, the grid as it was", Some("edit")),
    bind(Solve, &[Char('q'), Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    bind(Solve, &[Char('s')], A::CycleStepSize, "step size: every event / place+undo / undo", Some("step size")),
    bind(Solve, &[Char('g')], A::PromptStep, "go to step N (runs on to steps not reached)", Some("go to")),
    bind(Solve, &[Code(KeyCode::Home)], A::ToStart, "back to step 0", Some("start")),
    bind(Solve, &[Char('m')], A::SwitchStrategy, "switch strategy, back to step 0", Some("strategy")),
    bind(Solve, &[Code(KeyCode::Tab)], A::NextPanel, "next side panel: stack, path, tables, code, log, legend", Some("panel")),
    bind(Solve, &[Char('H')], A::CycleHeatmap, "heatmap per cell: placements, undos, dead ends, grid", Some("heatmap")),
    bind(Solve, &[Char('e')], A::ToggleLogFolding, "event log: fold or unfold dead-end chains", None),
    bind(Solve, &[Char('t')], A::OpenTree, "the search tree so far (pauses)", Some("tree")),
    bind(Solve, &[Char('r')], A::OpenRace, "race row-major against most-constrained", Some("race")),
    bind(Solve, &[Char('v')], A::CycleVariant, "bug lab: correct search, then each classic mistake, back to step 0", Some("variant")),
    bind(Solve, &[Char('L')], A::CycleLanguage, "code listing in C++, Java, Python, Rust", None),
    bind(Solve, &[Char('x')], A::ToggleQuiz, "quiz: predict each next digit or dead end (1-9, d)", None),
    bind(Solve, &[Key::Digits], A::QuizDigit(0), "quiz: this digit goes here next", None),
    bind(Solve, &[Char('d')], A::QuizDeadEnd, "quiz: this cell dead-ends", None),
    // The strategy race.
    bind(Race, &[Char(' ')], A::RacePlayPause, "play / pause the race", Some("play")),
    bind(Race, &[Char('+'), Char('=')], A::Faster, "faster, up to turbo (the start)", Some("speed")),
    bind(Race, &[Char('-')], A::Slower, "slower", Some("speed")),
    bind(Race, &[Char('r'), Code(KeyCode::Esc), Char('q')], A::CloseRace, "close the race", Some("close")),
    bind(Race, &[Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", None),
    // The search tree.
    bind(Tree, &[Code(KeyCode::Left), Char('h')], A::TreeMove(Direction::Left), "select the node to the left", Some("select")),
    bind(Tree, &[Code(KeyCode::Right), Char('l')], A::TreeMove(Direction::Right), "select the node to the right", Some("select")),
    bind(Tree, &[Code(KeyCode::Up), Char('k')], A::TreeMove(Direction::Up), "select the node above (its parent)", Some("select")),
    bind(Tree, &[Code(KeyCode::Down), Char('j')], A::TreeMove(Direction::Down), "select a node below (a child)", Some("select")),
    bind(Tree, &[Code(KeyCode::Enter)], A::TreeSeek, "go to the step where the selected choice was made", Some("go there")),
    bind(Tree, &[Char('z')], A::TreeZoomIn, "zoom into the selected node's subtree", Some("zoom in")),
    bind(Tree, &[Char('Z'), Code(KeyCode::Backspace)], A::TreeZoomOut, "zoom back out", Some("zoom out")),
    bind(Tree, &[Char('t'), Code(KeyCode::Esc), Char('q')], A::CloseTree, "close the tree", Some("close")),
    bind(Tree, &[Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", None),
    // The puzzle picker.
    bind(Picker, &[Code(KeyCode::Up), Char('k')], A::PickerUp, "select the puzzle above", Some("select")),
    bind(Picker, &[Code(KeyCode::Down), Char('j')], A::PickerDown, "select the puzzle below", Some("select")),
    bind(Picker, &[Code(KeyCode::Enter)], A::PickerChoose { seed: 0 }, "open the selected puzzle, or make one", Some("open")),
    bind(Picker, &[Code(KeyCode::Esc), Char('o'), Char('q')], A::Close, "close the picker", Some("cancel")),
    // The path prompt.
    bind(Prompt, &[Code(KeyCode::Enter)], A::PromptSubmit, "save, open, or go to the step", Some("confirm")),
    bind(Prompt, &[Code(KeyCode::Esc), Ctrl('c')], A::Close, "cancel", Some("cancel")),
    bind(Prompt, &[Code(KeyCode::Backspace)], A::PromptBackspace, "delete the last character", Some("delete")),
    bind(Prompt, &[Key::Text], A::PromptInsert(' '), "type (paste works too)", None),
    // Saving over a file this session did not write.
    bind(ConfirmSave, &[Char('y')], A::ReplaceWhole, "replace the file (when it holds one puzzle)", Some("replace")),
    bind(ConfirmSave, &[Char('l')], A::ReplaceLine, "replace only the opened puzzle's line, keep the rest", Some("its line")),
    bind(ConfirmSave, &[Char('s')], A::SaveElsewhere, "save to another file", Some("elsewhere")),
    bind(ConfirmSave, &[Char('n'), Code(KeyCode::Esc)], A::Close, "do not save", Some("cancel")),
    // Opening a file that is slow to answer.
    bind(Opening, &[Code(KeyCode::Esc)], A::Close, "stop waiting for the file", Some("cancel")),
    bind(Opening, &[Char('q'), Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // The grid a stopped session left.
    bind(Recovered, &[Char('r')], A::OpenRecovered, "open the recovered grid (unsaved)", Some("open")),
    bind(Recovered, &[Char('d')], A::DiscardRecovered, "discard it for good", Some("discard")),
    bind(Recovered, &[Code(KeyCode::Esc)], A::Close, "decide at the next start", Some("later")),
    bind(Recovered, &[Char('q'), Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // Quitting with unsaved edits.
    bind(ConfirmQuit, &[Char('y'), Ctrl('c')], A::QuitConfirmed, "quit and lose the edits", Some("quit")),
    bind(ConfirmQuit, &[Char('n'), Code(KeyCode::Esc)], A::Close, "stay in the app", Some("stay")),
    // A terminal below the minimum size.
    bind(TooSmall, &[Char('q'), Ctrl('c')], A::Quit, "quit (asks when edits are unsaved)", Some("quit")),
    // The help screen.
    bind(Help, &[Code(KeyCode::Esc), Char('?'), Char('q')], A::Close, "close the help", Some("close")),
    bind(Help, &[Code(KeyCode::Down), Char('j')], A::ScrollHelp(1), "scroll down a line", Some("scroll")),
    bind(Help, &[Code(KeyCode::Up), Char('k')], A::ScrollHelp(-1), "scroll up a line", Some("scroll")),
    bind(Help, &[Code(KeyCode::PageDown), Char(' ')], A::ScrollHelp(10), "scroll down a page", None),
    bind(Help, &[Code(KeyCode::PageUp)], A::ScrollHelp(-10), "scroll up a page", None),
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
        .map(|b| filled(&b.action, key))
}

/// The action a terminal event means for the app, if any.
pub fn action_for_event(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) => action_for_key(app.context(), key),
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            cell_clicked(app, mouse.column, mouse.row).map(Action::Select)
        }
        Event::Paste(text) => Some(Action::Paste(text.clone())),
        Event::Resize(width, height) => Some(Action::Resize {
            width: *width,
            height: *height,
        }),
        _ => None,
    }
}

/// The editor's cell at a screen position, if the editor shows and the
/// position is inside a cell (not on a border): the input layer knows the
/// layout, so the model never has to.
pub fn cell_clicked(app: &App, column: u16, row: u16) -> Option<Cell> {
    if app.overlay != Overlay::None || !app.is_editing() {
        return None;
    }
    let areas = ui::layout::EditorAreas::of(app.size)?;
    ui::grid::cell_at(areas.grid, column, row)
}

/// The footer's entries for a context: the first key of each binding that
/// shares a footer word, then the word (`←↓↑→ move`).
pub fn footer(context: Context) -> Vec<(String, &'static str)> {
    footer_bindings(context)
        .into_iter()
        .map(|(keys, word, _)| (keys, word))
        .collect()
}

/// [`footer`]'s entries with the action of each entry's first binding.
pub fn footer_bindings(context: Context) -> Vec<(String, &'static str, &'static Action)> {
    let mut out: Vec<(String, &'static str, &'static Action)> = Vec::new();
    for binding in bindings(context) {
        let Some(word) = binding.footer else { continue };
        let key = binding.keys[0].label();
        match out.iter_mut().find(|(_, w, _)| *w == word) {
            Some((keys, _, _)) => keys.push_str(&key),
            None => out.push((key, word, &binding.action)),
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
        assert_eq!(at(Edit, KeyCode::Char('0'), none), Some(Action::Write(0)));
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
            (KeyCode::Char('v'), Action::CycleVariant),
            (KeyCode::Char('L'), Action::CycleLanguage),
            (KeyCode::Char('x'), Action::ToggleQuiz),
            (KeyCode::Char('7'), Action::QuizDigit(7)),
            (KeyCode::Char('d'), Action::QuizDeadEnd),
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

    /// Popups that word their own key hints name keys the table binds to
    /// what the hint says.
    #[test]
    fn popup_hints_agree_with_the_table() {
        use crate::app::ui::{confirm, picker, prompt};
        for (context, hints) in [
            (ConfirmQuit, confirm::HINTS),
            (Picker, &picker::HINTS[..]),
            (Prompt, prompt::HINTS),
        ] {
            for (key, action) in hints {
                let found = action_for_key(context, &key.example_press());
                // Seeds come from the clock: compare what the action is.
                let same = found
                    .as_ref()
                    .is_some_and(|f| std::mem::discriminant(f) == std::mem::discriminant(action));
                assert!(same, "{context:?} {key:?}: {found:?}, not {action:?}");
            }
        }
    }

    /// Both issue 10 and issue 12 added keys to the solve screen: no key
    /// may mean two things in one context.
    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for ctx in Context::ALL {
            let keys: Vec<&Key> = bindings(ctx).flat_map(|b| b.keys.iter()).collect();
            for (i, key) in keys.iter().enumerate() {
                assert!(!keys[i + 1..].contains(key), "{ctx:?}: {key:?} twice");
            }
        }
    }

    #[test]
    fn every_context_has_a_way_out() {
        for ctx in Context::ALL {
            let closes = bindings(ctx).any(|b| {
                matches!(
                    b.action,
                    Action::Close | Action::Quit | Action::QuitConfirmed
                )
            });
            assert!(closes, "{ctx:?}");
        }
    }
}
