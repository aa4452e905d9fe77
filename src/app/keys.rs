//! The key table: which key does what, in which context, with its help
//! text. It is the single source for the input handler
//! ([`action_for_event`]), the help screen and the footer, so the three can
//! never disagree.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use super::{
    Action, App, Ask, ClassAsk, Direction, EditAsk, FileAsk, LessonAsk, Overlay, QuizAsk, RaceAsk,
    SolveAsk, TreeAsk, WatchAsk, WindowAsk, ui,
};
use crate::generate;
use crate::grid::Cell;
use crate::i18n::Lang;
use crate::i18n::keys::Keys;

mod context;
pub use context::Context;

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
    /// 1 to this digit: the digit goes into the action (the race's
    /// strategies, numbered from 1).
    DigitsTo(char),
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
            (Key::DigitsTo(last), KeyCode::Char(k)) => ('1'..=last).contains(&k) && !ctrl_or_alt,
            (Key::Text, KeyCode::Char(k)) => !ctrl_or_alt && !k.is_control(),
            _ => false,
        }
    }

    /// A press of this key (the first of a family), for checking that
    /// what a popup says about a key is what the table does with it, and
    /// for the key-latency measurement to send.
    pub fn example_press(self) -> KeyEvent {
        let code = match self {
            Key::Char(c) => KeyCode::Char(c),
            Key::Ctrl(c) => return KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL),
            Key::Code(code) => code,
            Key::Digits | Key::DigitsTo(_) => KeyCode::Char('1'),
            Key::Text => KeyCode::Char('a'),
        };
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// How the help screen and the footer write the key: key names as
    /// keyboards print them, in every language; only "any text" is a word.
    pub fn label(self, keys: &Keys) -> String {
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
            Key::DigitsTo(last) => format!("1-{last}"),
            Key::Text => keys.any_text.to_string(),
        }
    }
}

/// The action a binding produces, with what the pressed key (or the
/// moment) fills in: the digit of `Write`, the character of
/// `PromptInsert`, the seed of `Generate` and `PickerChoose`.
fn filled(template: &Ask, key: &KeyEvent) -> Ask {
    let typed = match key.code {
        KeyCode::Char(c) => c,
        _ => '\0',
    };
    let digit = typed.to_digit(10).unwrap_or(0) as u8;
    match template {
        Ask::Edit(EditAsk::Write(_)) => EditAsk::Write(digit).into(),
        Ask::Quiz(QuizAsk::Digit(_)) => QuizAsk::Digit(digit).into(),
        Ask::Race(RaceAsk::Choose(_)) => RaceAsk::Choose(digit).into(),
        Ask::Window(WindowAsk::PromptInsert(_)) => WindowAsk::PromptInsert(typed).into(),
        Ask::Edit(EditAsk::Generate { .. }) => EditAsk::Generate { seed: clock_seed() }.into(),
        Ask::Window(WindowAsk::PickerChoose { .. }) => {
            WindowAsk::PickerChoose { seed: clock_seed() }.into()
        }
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
    pub action: Ask,
    /// What the help screen says the keys do: the entry of the catalogue's
    /// key area, in the language asked for.
    pub help: fn(&Keys) -> &'static str,
    /// The footer's word for it; bindings sharing a word share a footer
    /// entry.
    pub footer: Option<fn(&Keys) -> &'static str>,
}

impl Binding {
    /// All the keys, as the help screen writes them: `u Ctrl-z`.
    pub fn keys_label(&self, keys: &Keys) -> String {
        let labels: Vec<String> = self.keys.iter().map(|k| k.label(keys)).collect();
        labels.join(" ")
    }

    /// What the keys do, in `keys`' language.
    pub fn help(&self, keys: &Keys) -> &'static str {
        (self.help)(keys)
    }

    /// The footer's word, in `keys`' language.
    pub fn footer(&self, keys: &Keys) -> Option<&'static str> {
        self.footer.map(|word| word(keys))
    }

    /// The footer's word in English: what decides which bindings share an
    /// entry, so the footer groups keys alike in every language.
    fn footer_id(&self) -> Option<&'static str> {
        self.footer(&Lang::En.text().keys)
    }
}

const fn bind(
    context: Context,
    keys: &'static [Key],
    action: Ask,
    help: fn(&Keys) -> &'static str,
    footer: Option<fn(&Keys) -> &'static str>,
) -> Binding {
    Binding {
        context,
        keys,
        action,
        help,
        footer,
    }
}

use Context::{
    ConfirmQuit, ConfirmSave, Edit, Help, Lesson, Lessons, Notes, Opening, Picker, Prompt,
    QuizCell, Race, Recovered, Running, Solve, Stops, TooSmall, Tree,
};
use Key::{Char, Code, Ctrl};

/// The race's last strategy number: `Strategy::EVERY` numbered from 1.
const RACE_DIGITS: char = (b'0' + crate::engine::Strategy::EVERY.len() as u8) as char;

/// The key table. In each context the first matching row wins.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Editing.
    bind(Edit, &[Code(KeyCode::Left), Char('h')], Ask::Edit(EditAsk::Move(Direction::Left)), |k| k.move_left, Some(|k| k.word_move)),
    bind(Edit, &[Code(KeyCode::Down), Char('j')], Ask::Edit(EditAsk::Move(Direction::Down)), |k| k.move_down, Some(|k| k.word_move)),
    bind(Edit, &[Code(KeyCode::Up), Char('k')], Ask::Edit(EditAsk::Move(Direction::Up)), |k| k.move_up, Some(|k| k.word_move)),
    bind(Edit, &[Code(KeyCode::Right), Char('l')], Ask::Edit(EditAsk::Move(Direction::Right)), |k| k.move_right, Some(|k| k.word_move)),
    bind(Edit, &[Key::Digits], Ask::Edit(EditAsk::Write(0)), |k| k.write_digit, Some(|k| k.word_write)),
    bind(Edit, &[Char('a')], Ask::Edit(EditAsk::ToggleAdvance), |k| k.toggle_advance, Some(|k| k.word_advance)),
    bind(Edit, &[Char('0'), Char('.')], Ask::Edit(EditAsk::Write(0)), |k| k.clear_and_advance, Some(|k| k.word_clear)),
    bind(Edit, &[Char(' '), Code(KeyCode::Backspace), Code(KeyCode::Delete)], Ask::Edit(EditAsk::Clear), |k| k.clear_cell, None),
    bind(Edit, &[Char('u'), Ctrl('z')], Ask::Edit(EditAsk::Undo), |k| k.undo_edit, Some(|k| k.word_undo)),
    bind(Edit, &[Ctrl('r'), Ctrl('y')], Ask::Edit(EditAsk::Redo), |k| k.redo_edit, None),
    bind(Edit, &[Char('o')], Ask::Window(WindowAsk::OpenPicker), |k| k.open_picker, Some(|k| k.word_puzzles)),
    bind(Edit, &[Char('n')], Ask::Edit(EditAsk::Generate { seed: 0 }), |k| k.generate, None),
    bind(Edit, &[Char('e')], Ask::File(FileAsk::PromptOpen), |k| k.prompt_open, None),
    bind(Edit, &[Char('w')], Ask::File(FileAsk::PromptSave), |k| k.prompt_save, None),
    bind(Edit, &[Char('W')], Ask::Watch(WatchAsk::PromptWatch), |k| k.watch_file, None),
    bind(Edit, &[Code(KeyCode::Enter)], Ask::Edit(EditAsk::StartSolve), |k| k.start_solve, Some(|k| k.word_solve)),
    bind(Edit, &[Char('c')], Ask::Lesson(LessonAsk::OpenLessons), |k| k.lesson.open_lessons, Some(|k| k.lesson.word_lessons)),
    bind(Edit, &[Char('?')], Ask::Window(WindowAsk::OpenHelp), |k| k.open_help, Some(|k| k.word_help)),
    bind(Edit, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    bind(Edit, &[Char('C')], Ask::Class(ClassAsk::ToggleContrast), |k| k.classroom.contrast, Some(|k| k.classroom.word_contrast)),
    bind(Edit, &[Char('R')], Ask::Class(ClassAsk::ToggleCast), |k| k.classroom.record, Some(|k| k.classroom.word_record)),
    bind(Edit, &[Char('M')], Ask::Lesson(LessonAsk::MarkStop), |k| k.lesson.mark_editor_stop, None),
    // The solve screen.
    bind(Solve, &[Char(' ')], Ask::Solve(SolveAsk::PlayPause), |k| k.play_pause, Some(|k| k.word_play)),
    bind(Solve, &[Code(KeyCode::Left), Char('h'), Char('p')], Ask::Solve(SolveAsk::StepBack), |k| k.step_back, Some(|k| k.word_step)),
    bind(Solve, &[Code(KeyCode::Right), Char('l'), Char('n')], Ask::Solve(SolveAsk::StepForward), |k| k.step_forward, Some(|k| k.word_step)),
    bind(Solve, &[Char('+'), Char('=')], Ask::Solve(SolveAsk::Faster), |k| k.faster, Some(|k| k.word_speed)),
    bind(Solve, &[Char('-')], Ask::Solve(SolveAsk::Slower), |k| k.slower, Some(|k| k.word_speed)),
    bind(Solve, &[Char('b')], Ask::Solve(SolveAsk::NextBacktrack), |k| k.next_backtrack, Some(|k| k.word_next_backtrack)),
    bind(Solve, &[Char('f'), Code(KeyCode::End)], Ask::Solve(SolveAsk::RunToEnd), |k| k.run_to_end, Some(|k| k.word_end)),
    bind(Solve, &[Char('?')], Ask::Window(WindowAsk::OpenHelp), |k| k.open_help, Some(|k| k.word_help)),
    bind(Solve, &[Code(KeyCode::Esc)], Ask::Solve(SolveAsk::StopSolve), |k| k.stop_solve, Some(|k| k.word_edit)),
    bind(Solve, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    bind(Solve, &[Char('s')], Ask::Solve(SolveAsk::CycleStepSize), |k| k.step_size, Some(|k| k.word_step_size)),
    bind(Solve, &[Char('g')], Ask::Solve(SolveAsk::PromptStep), |k| k.go_to_step, Some(|k| k.word_go_to)),
    bind(Solve, &[Code(KeyCode::Home)], Ask::Solve(SolveAsk::ToStart), |k| k.to_start, Some(|k| k.word_start)),
    bind(Solve, &[Char('m')], Ask::Solve(SolveAsk::SwitchStrategy), |k| k.switch_strategy, Some(|k| k.word_strategy)),
    bind(Solve, &[Code(KeyCode::Tab)], Ask::Solve(SolveAsk::NextPanel), |k| k.next_panel, Some(|k| k.word_panel)),
    bind(Solve, &[Char('H')], Ask::Solve(SolveAsk::CycleHeatmap), |k| k.cycle_heatmap, Some(|k| k.word_heatmap)),
    bind(Solve, &[Char('e')], Ask::Solve(SolveAsk::ToggleLogFolding), |k| k.fold_log, None),
    bind(Solve, &[Char('t')], Ask::Tree(TreeAsk::Open), |k| k.open_tree, Some(|k| k.word_tree)),
    bind(Solve, &[Char('r')], Ask::Race(RaceAsk::Open), |k| k.open_race, Some(|k| k.word_race)),
    bind(Solve, &[Char('v')], Ask::Solve(SolveAsk::CycleVariant), |k| k.cycle_variant, Some(|k| k.word_variant)),
    bind(Solve, &[Char('L')], Ask::Solve(SolveAsk::CycleCodeLanguage), |k| k.cycle_code_language, None),
    bind(Solve, &[Char('x')], Ask::Quiz(QuizAsk::Toggle), |k| k.toggle_quiz, None),
    bind(Solve, &[Key::Digits], Ask::Quiz(QuizAsk::Digit(0)), |k| k.quiz_digit, None),
    bind(Solve, &[Char('d')], Ask::Quiz(QuizAsk::DeadEnd), |k| k.quiz_dead_end, None),
    bind(Solve, &[Char('D')], Ask::Watch(WatchAsk::FirstDifference), |k| k.first_difference, None),
    bind(Solve, &[Char('o')], Ask::Watch(WatchAsk::OpenNotes), |k| k.open_notes, None),
    // A cell question of the quiz, over the solve screen (its keys first;
    // Esc, x and the rest are the screen's).
    bind(QuizCell, &[Code(KeyCode::Left), Char('h')], Ask::Quiz(QuizAsk::Cursor(Direction::Left)), |k| k.quiz_cursor_left, Some(|k| k.word_quiz_cell)),
    bind(QuizCell, &[Code(KeyCode::Down), Char('j')], Ask::Quiz(QuizAsk::Cursor(Direction::Down)), |k| k.quiz_cursor_down, Some(|k| k.word_quiz_cell)),
    bind(QuizCell, &[Code(KeyCode::Up), Char('k')], Ask::Quiz(QuizAsk::Cursor(Direction::Up)), |k| k.quiz_cursor_up, Some(|k| k.word_quiz_cell)),
    bind(QuizCell, &[Code(KeyCode::Right), Char('l')], Ask::Quiz(QuizAsk::Cursor(Direction::Right)), |k| k.quiz_cursor_right, Some(|k| k.word_quiz_cell)),
    bind(QuizCell, &[Code(KeyCode::Enter)], Ask::Quiz(QuizAsk::AnswerCell), |k| k.quiz_answer_cell, Some(|k| k.word_quiz_answer)),
    bind(QuizCell, &[Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, None),
    // The notes of a watched run.
    bind(Notes, &[Code(KeyCode::Esc), Char('o'), Char('q')], Ask::Window(WindowAsk::Close), |k| k.close_notes, Some(|k| k.word_close)),
    bind(Notes, &[Code(KeyCode::Down), Char('j')], Ask::Watch(WatchAsk::ScrollNotes(1)), |k| k.scroll_down, Some(|k| k.word_scroll)),
    bind(Notes, &[Code(KeyCode::Up), Char('k')], Ask::Watch(WatchAsk::ScrollNotes(-1)), |k| k.scroll_up, Some(|k| k.word_scroll)),
    // The editor's watch run in progress.
    bind(Running, &[Code(KeyCode::Esc)], Ask::Window(WindowAsk::Close), |k| k.cancel_run, Some(|k| k.word_cancel)),
    bind(Running, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    bind(Solve, &[Char('P')], Ask::Class(ClassAsk::CyclePauseAt), |k| k.classroom.pause_at, Some(|k| k.classroom.word_pause_at)),
    bind(Solve, &[Char('C')], Ask::Class(ClassAsk::ToggleContrast), |k| k.classroom.contrast, Some(|k| k.classroom.word_contrast)),
    bind(Solve, &[Char('R')], Ask::Class(ClassAsk::ToggleCast), |k| k.classroom.record, Some(|k| k.classroom.word_record)),
    bind(Solve, &[Char('c')], Ask::Lesson(LessonAsk::OpenLessons), |k| k.lesson.open_lessons, Some(|k| k.lesson.word_lessons)),
    bind(Solve, &[Char('a')], Ask::Lesson(LessonAsk::MarkStop), |k| k.lesson.mark_stop, None),
    bind(Solve, &[Char('A')], Ask::Lesson(LessonAsk::OpenStops), |k| k.lesson.list_stops, None),
    bind(Solve, &[Char('S')], Ask::Lesson(LessonAsk::PromptSaveLesson), |k| k.lesson.save_lesson, None),
    // A lesson, over the editor or the solve screen (its keys first).
    // PageDown/PageUp too: what a presenter's clicker sends, and the stops'
    // keys while a cell question of the quiz takes the arrows.
    bind(Lesson, &[Code(KeyCode::Right), Code(KeyCode::PageDown)], Ask::Lesson(LessonAsk::NextStop), |k| k.lesson.next_stop, Some(|k| k.lesson.word_stops)),
    bind(Lesson, &[Code(KeyCode::Left), Code(KeyCode::PageUp)], Ask::Lesson(LessonAsk::PreviousStop), |k| k.lesson.previous_stop, Some(|k| k.lesson.word_stops)),
    bind(Lesson, &[Char('A')], Ask::Lesson(LessonAsk::OpenStops), |k| k.lesson.list_stops, None),
    // (No footer word: only a stop that names a solver offers it, in its caption.)
    bind(Lesson, &[Char('y')], Ask::Lesson(LessonAsk::RunStopWatch), |k| k.lesson.run_stop_watch, None),
    bind(Lesson, &[Char('S')], Ask::Lesson(LessonAsk::PromptSaveLesson), |k| k.lesson.save_lesson, None),
    bind(Lesson, &[Char('i')], Ask::Lesson(LessonAsk::ToggleCaption), |k| k.lesson_edit.toggle_caption, Some(|k| k.lesson_edit.word_caption)),
    bind(Lesson, &[Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, None),
    // The lessons list and the stops list.
    bind(Lessons, &[Code(KeyCode::Up), Char('k')], Ask::Lesson(LessonAsk::ListUp), |k| k.lesson.list_up, Some(|k| k.word_select)),
    bind(Lessons, &[Code(KeyCode::Down), Char('j')], Ask::Lesson(LessonAsk::ListDown), |k| k.lesson.list_down, Some(|k| k.word_select)),
    bind(Lessons, &[Code(KeyCode::Enter)], Ask::Lesson(LessonAsk::ListChoose), |k| k.lesson.open_lesson, Some(|k| k.word_open)),
    bind(Lessons, &[Code(KeyCode::Esc), Char('c'), Char('q')], Ask::Window(WindowAsk::Close), |k| k.lesson.close_list, Some(|k| k.word_cancel)),
    bind(Stops, &[Code(KeyCode::Up), Char('k')], Ask::Lesson(LessonAsk::ListUp), |k| k.lesson.list_up, Some(|k| k.word_select)),
    bind(Stops, &[Code(KeyCode::Down), Char('j')], Ask::Lesson(LessonAsk::ListDown), |k| k.lesson.list_down, Some(|k| k.word_select)),
    bind(Stops, &[Code(KeyCode::Enter)], Ask::Lesson(LessonAsk::ListChoose), |k| k.lesson.go_to_stop, Some(|k| k.word_go_there)),
    bind(Stops, &[Char('e')], Ask::Lesson(LessonAsk::ListRecaption), |k| k.lesson_edit.recaption, Some(|k| k.lesson_edit.word_recaption)),
    bind(Stops, &[Char('d'), Code(KeyCode::Delete)], Ask::Lesson(LessonAsk::ListDelete), |k| k.lesson_edit.delete_stop, Some(|k| k.lesson_edit.word_delete)),
    bind(Stops, &[Char('K')], Ask::Lesson(LessonAsk::ListMove { up: true }), |k| k.lesson_edit.move_up, Some(|k| k.lesson_edit.word_move)),
    bind(Stops, &[Char('J')], Ask::Lesson(LessonAsk::ListMove { up: false }), |k| k.lesson_edit.move_down, Some(|k| k.lesson_edit.word_move)),
    bind(Stops, &[Char('t')], Ask::Lesson(LessonAsk::PromptLessonTitle), |k| k.lesson_edit.set_title, Some(|k| k.lesson_edit.word_title)),
    bind(Stops, &[Char('S')], Ask::Lesson(LessonAsk::PromptSaveLesson), |k| k.lesson_edit.save, Some(|k| k.lesson_edit.word_save)),
    bind(Stops, &[Code(KeyCode::Esc), Char('A'), Char('q')], Ask::Window(WindowAsk::Close), |k| k.lesson.close_list, Some(|k| k.word_cancel)),
    // The strategy race.
    bind(Race, &[Char(' ')], Ask::Race(RaceAsk::PlayPause), |k| k.race_play_pause, Some(|k| k.word_play)),
    bind(Race, &[Char('+'), Char('=')], Ask::Solve(SolveAsk::Faster), |k| k.race_faster, Some(|k| k.word_speed)),
    bind(Race, &[Char('-')], Ask::Solve(SolveAsk::Slower), |k| k.race_slower, Some(|k| k.word_speed)),
    bind(Race, &[Key::DigitsTo(RACE_DIGITS)], Ask::Race(RaceAsk::Choose(0)), |k| k.race.choose, Some(|k| k.race.word_choose)),
    bind(Race, &[Char('f')], Ask::Race(RaceAsk::Turbo), |k| k.classroom.race_turbo, Some(|k| k.classroom.word_turbo)),
    bind(Race, &[Char('r'), Code(KeyCode::Esc), Char('q')], Ask::Race(RaceAsk::Close), |k| k.close_race, Some(|k| k.word_close)),
    bind(Race, &[Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, None),
    bind(Race, &[Char('C')], Ask::Class(ClassAsk::ToggleContrast), |k| k.classroom.contrast, None),
    bind(Race, &[Char('R')], Ask::Class(ClassAsk::ToggleCast), |k| k.classroom.record, Some(|k| k.classroom.word_record)),
    bind(Race, &[Char('?')], Ask::Window(WindowAsk::OpenHelp), |k| k.open_help, Some(|k| k.word_help)),
    // The search tree.
    bind(Tree, &[Code(KeyCode::Left), Char('h')], Ask::Tree(TreeAsk::Move(Direction::Left)), |k| k.tree_left, Some(|k| k.word_select)),
    bind(Tree, &[Code(KeyCode::Right), Char('l')], Ask::Tree(TreeAsk::Move(Direction::Right)), |k| k.tree_right, Some(|k| k.word_select)),
    bind(Tree, &[Code(KeyCode::Up), Char('k')], Ask::Tree(TreeAsk::Move(Direction::Up)), |k| k.tree_up, Some(|k| k.word_select)),
    bind(Tree, &[Code(KeyCode::Down), Char('j')], Ask::Tree(TreeAsk::Move(Direction::Down)), |k| k.tree_down, Some(|k| k.word_select)),
    bind(Tree, &[Code(KeyCode::Enter)], Ask::Tree(TreeAsk::Seek), |k| k.tree_seek, Some(|k| k.word_go_there)),
    bind(Tree, &[Char('z')], Ask::Tree(TreeAsk::ZoomIn), |k| k.tree_zoom_in, Some(|k| k.word_zoom_in)),
    bind(Tree, &[Char('Z'), Code(KeyCode::Backspace)], Ask::Tree(TreeAsk::ZoomOut), |k| k.tree_zoom_out, Some(|k| k.word_zoom_out)),
    bind(Tree, &[Char('t'), Code(KeyCode::Esc), Char('q')], Ask::Tree(TreeAsk::Close), |k| k.close_tree, Some(|k| k.word_close)),
    bind(Tree, &[Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, None),
    bind(Tree, &[Char('C')], Ask::Class(ClassAsk::ToggleContrast), |k| k.classroom.contrast, None),
    bind(Tree, &[Char('R')], Ask::Class(ClassAsk::ToggleCast), |k| k.classroom.record, None),
    bind(Tree, &[Char('?')], Ask::Window(WindowAsk::OpenHelp), |k| k.open_help, Some(|k| k.word_help)),
    // The puzzle picker.
    bind(Picker, &[Code(KeyCode::Up), Char('k')], Ask::Window(WindowAsk::PickerUp), |k| k.picker_up, Some(|k| k.word_select)),
    bind(Picker, &[Code(KeyCode::Down), Char('j')], Ask::Window(WindowAsk::PickerDown), |k| k.picker_down, Some(|k| k.word_select)),
    bind(Picker, &[Code(KeyCode::Enter)], Ask::Window(WindowAsk::PickerChoose { seed: 0 }), |k| k.picker_choose, Some(|k| k.word_open)),
    bind(Picker, &[Code(KeyCode::Esc), Char('o'), Char('q')], Ask::Window(WindowAsk::Close), |k| k.close_picker, Some(|k| k.word_cancel)),
    // The path prompt.
    bind(Prompt, &[Code(KeyCode::Enter)], Ask::Window(WindowAsk::PromptSubmit), |k| k.prompt_submit, Some(|k| k.word_confirm)),
    bind(Prompt, &[Code(KeyCode::Esc), Ctrl('c')], Ask::Window(WindowAsk::Close), |k| k.prompt_cancel, Some(|k| k.word_cancel)),
    bind(Prompt, &[Code(KeyCode::Backspace)], Ask::Window(WindowAsk::PromptBackspace), |k| k.prompt_backspace, Some(|k| k.word_delete)),
    bind(Prompt, &[Key::Text], Ask::Window(WindowAsk::PromptInsert(' ')), |k| k.prompt_type, None),
    // Saving over a file this session did not write.
    bind(ConfirmSave, &[Char('y')], Ask::File(FileAsk::ReplaceWhole), |k| k.replace_whole, Some(|k| k.word_replace)),
    bind(ConfirmSave, &[Char('l')], Ask::File(FileAsk::ReplaceLine), |k| k.replace_line, Some(|k| k.word_its_line)),
    bind(ConfirmSave, &[Char('s')], Ask::File(FileAsk::SaveElsewhere), |k| k.save_elsewhere, Some(|k| k.word_elsewhere)),
    bind(ConfirmSave, &[Char('n'), Code(KeyCode::Esc)], Ask::Window(WindowAsk::Close), |k| k.do_not_save, Some(|k| k.word_cancel)),
    // Opening a file that is slow to answer.
    bind(Opening, &[Code(KeyCode::Esc)], Ask::Window(WindowAsk::Close), |k| k.stop_waiting, Some(|k| k.word_cancel)),
    bind(Opening, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    // The grid a stopped session left.
    bind(Recovered, &[Char('r')], Ask::File(FileAsk::OpenRecovered), |k| k.open_recovered, Some(|k| k.word_open)),
    bind(Recovered, &[Char('d')], Ask::File(FileAsk::DiscardRecovered), |k| k.discard_recovered, Some(|k| k.word_discard)),
    bind(Recovered, &[Code(KeyCode::Esc)], Ask::Window(WindowAsk::Close), |k| k.decide_later, Some(|k| k.word_later)),
    bind(Recovered, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    // Quitting with unsaved edits.
    bind(ConfirmQuit, &[Char('y'), Ctrl('c')], Ask::Window(WindowAsk::QuitConfirmed), |k| k.quit_confirmed, Some(|k| k.word_quit)),
    bind(ConfirmQuit, &[Char('n'), Code(KeyCode::Esc)], Ask::Window(WindowAsk::Close), |k| k.stay, Some(|k| k.word_stay)),
    // A terminal below the minimum size.
    bind(TooSmall, &[Char('q'), Ctrl('c')], Ask::Window(WindowAsk::Quit), |k| k.quit, Some(|k| k.word_quit)),
    // The help screen.
    bind(Help, &[Code(KeyCode::Esc), Char('?'), Char('q')], Ask::Window(WindowAsk::Close), |k| k.close_help, Some(|k| k.word_close)),
    bind(Help, &[Code(KeyCode::Down), Char('j')], Ask::Window(WindowAsk::ScrollHelp(1)), |k| k.scroll_down, Some(|k| k.word_scroll)),
    bind(Help, &[Code(KeyCode::Up), Char('k')], Ask::Window(WindowAsk::ScrollHelp(-1)), |k| k.scroll_up, Some(|k| k.word_scroll)),
    bind(Help, &[Code(KeyCode::PageDown), Char(' ')], Ask::Window(WindowAsk::ScrollHelp(10)), |k| k.page_down, Some(|k| k.word_scroll)),
    bind(Help, &[Code(KeyCode::PageUp)], Ask::Window(WindowAsk::ScrollHelp(-10)), |k| k.page_up, Some(|k| k.word_scroll)),
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
        .map(|b| Action::Ask(filled(&b.action, key)))
}

/// The contexts whose keys act now, the first to match winning: a cell
/// question's (cursor, Enter), a lesson's while one is open over the
/// editor or the solve screen, then the context's.
pub fn layers(app: &App) -> Vec<Context> {
    let mut layers = Vec::with_capacity(3);
    if app.quiz_cell_layer() {
        layers.push(Context::QuizCell);
    }
    if app.lesson_layer() {
        layers.push(Context::Lesson);
    }
    layers.push(app.context());
    layers
}

/// The action a key press means for the app now (see [`layers`]).
pub fn action_for_app_key(app: &App, key: &KeyEvent) -> Option<Action> {
    layers(app)
        .into_iter()
        .find_map(|context| action_for_key(context, key))
}

/// The keys the layers above `layer` take from it.
pub fn shadowed(layers: &[Context], layer: usize) -> Vec<Key> {
    layers[..layer]
        .iter()
        .flat_map(|&c| bindings(c))
        .flat_map(|b| b.keys.iter().copied())
        .collect()
}

/// The action a terminal event means for the app, if any.
pub fn action_for_event(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) => action_for_app_key(app, key),
        Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
            cell_clicked(app, mouse.column, mouse.row).map(|cell| EditAsk::Select(cell).into())
        }
        Event::Paste(text) => Some(WindowAsk::Paste(text.clone()).into()),
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

mod footer;
pub use footer::{app_footer_bindings, footer, footer_bindings};

#[cfg(test)]
mod tests;
