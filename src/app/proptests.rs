//! Random keys, pastes, clicks, resizes, ticks and late answers fed to
//! [`App::update`]: it never panics, the screen draws at any point, and
//! the tables the search keeps always equal the tables recomputed from its
//! grid (under the bug lab's forget-restore, always hold at least those).
//! Tab, PageUp/PageDown and runs of the shape views' keys (the tree, its
//! moves and zoom, the heatmap, the race) come among them. Effects are not
//! run (no file is touched); their answers are invented instead, late and
//! out of order as a real loop may deliver them.

use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use proptest::prelude::*;
use ratatui::{Terminal, backend::TestBackend};

use super::*;
use crate::app::{Reply, WindowAsk};
use crate::tables::{Tables, conflicts};

#[derive(Clone, Debug)]
enum Input {
    Key(KeyEvent),
    Paste(String),
    Click(u16, u16),
    Resize(u16, u16),
    Tick(u64),
    Diagnosed(u64, u64),
    Opened(u64, bool),
}

fn key() -> impl Strategy<Value = KeyEvent> {
    let plain = prop_oneof![
        proptest::char::range(' ', '~').prop_map(KeyCode::Char),
        Just(KeyCode::Enter),
        Just(KeyCode::Esc),
        Just(KeyCode::Backspace),
        Just(KeyCode::Delete),
        Just(KeyCode::Left),
        Just(KeyCode::Right),
        Just(KeyCode::Up),
        Just(KeyCode::Down),
        Just(KeyCode::Home),
        Just(KeyCode::End),
        Just(KeyCode::Tab),
        Just(KeyCode::PageUp),
        Just(KeyCode::PageDown),
    ];
    let modifiers = prop_oneof![
        4 => Just(KeyModifiers::NONE),
        1 => Just(KeyModifiers::CONTROL),
        1 => Just(KeyModifiers::SHIFT),
    ];
    (plain, modifiers).prop_map(|(code, m)| KeyEvent::new(code, m))
}

/// The shape views' keys, and the ones that reach them, written as in the
/// help: random characters alone seldom start a solve and then open the
/// tree, the heatmap or the race, or move and zoom inside the tree.
const VIEW_PHRASES: &[&str] = &[
    "<Enter>t",
    "<Enter>H",
    "<Enter>r",
    "<Enter>ft",
    "<Enter>fH",
    "t",
    "H",
    "r",
    "f",
    "z",
    "Z",
    "<BS>",
    "<Left>",
    "<Right>",
    "<Up>",
    "<Down>",
    "hjkl",
    "<Enter>",
    "<Esc>",
    "q",
    " ",
    "+",
    "-",
    "<Tab>",
    "<PgUp>",
    "<PgDn>",
    "g100<Enter>",
];

/// One of [`VIEW_PHRASES`], as key inputs.
fn view_phrase() -> impl Strategy<Value = Vec<Input>> {
    proptest::sample::select(VIEW_PHRASES).prop_map(|phrase| {
        super::key_string::key_events(phrase)
            .into_iter()
            .map(Input::Key)
            .collect()
    })
}

/// Random inputs, with runs of the shape views' keys among them.
fn inputs() -> impl Strategy<Value = Vec<Input>> {
    let one = prop_oneof![
        3 => input().prop_map(|i| vec![i]),
        1 => view_phrase(),
    ];
    proptest::collection::vec(one, 1..120).prop_map(|runs| runs.concat())
}

fn pasted() -> impl Strategy<Value = String> {
    let puzzle = (0..puzzles::all().len()).prop_map(|i| puzzles::all()[i].grid.to_line());
    let pretty = (0..puzzles::all().len())
        .prop_map(|i| puzzles::all()[i].grid.to_pretty().replace('\n', "\r"));
    prop_oneof![
        puzzle,
        pretty,
        "[.0-9#\\n\\r x|+-]{0,200}",
        any::<String>(),
        (0usize..3).prop_map(|k| "7".repeat(PASTE_CAP - 1 + k)),
    ]
}

fn input() -> impl Strategy<Value = Input> {
    prop_oneof![
        12 => key().prop_map(Input::Key),
        1 => pasted().prop_map(Input::Paste),
        1 => (0u16..130, 0u16..45).prop_map(|(c, r)| Input::Click(c, r)),
        1 => (0u16..200, 0u16..60).prop_map(|(w, h)| Input::Resize(w, h)),
        2 => (0u64..5_000).prop_map(Input::Tick),
        1 => (0u64..40, 0u64..3).prop_map(|(g, s)| Input::Diagnosed(g, s)),
        1 => (0u64..4, any::<bool>()).prop_map(|(id, ok)| Input::Opened(id, ok)),
    ]
}

fn action_for(app: &App, input: Input, start: Instant) -> Option<Action> {
    Some(match input {
        // As the terminal's keys enter: a lesson's layer first.
        Input::Key(key) => return keys::action_for_app_key(app, &key),
        Input::Paste(text) => WindowAsk::Paste(text).into(),
        Input::Click(column, row) => {
            let event = crossterm::event::Event::Mouse(crossterm::event::MouseEvent {
                kind: crossterm::event::MouseEventKind::Down(crossterm::event::MouseButton::Left),
                column,
                row,
                modifiers: KeyModifiers::NONE,
            });
            return keys::action_for_event(app, &event);
        }
        Input::Resize(width, height) => Action::Resize { width, height },
        Input::Tick(ms) => Action::Tick(start + Duration::from_millis(ms)),
        Input::Diagnosed(generation, solutions) => Action::Reply(Reply::Diagnosed {
            generation,
            solutions,
        }),
        Input::Opened(id, ok) => Action::Reply(Reply::Opened {
            id,
            typed: "x.txt".to_string(),
            result: if ok {
                Ok(files::PuzzleInFile {
                    grid: puzzles::all()[1].grid.clone(),
                    resolved: "x.txt".into(),
                    line: 1,
                    one_line: true,
                })
            } else {
                Err(files::FileError::NoPuzzle)
            },
        }),
    })
}

fn check(app: &App) {
    if let Some(solve) = app.solve() {
        let engine = &*solve.search;
        let from_grid = Tables::from_grid(&engine.grid());
        if engine.mistake() == Some(crate::engine::Mistake::ForgetRestore) {
            // The mistake leaves entries marked that no digit backs (the
            // bug lab shows them as stale), so the tables hold at least
            // what the grid holds, and may hold more.
            use crate::grid::Unit;
            let units = (0..9u8).flat_map(|i| [Unit::Row(i), Unit::Column(i), Unit::Box(i)]);
            for unit in units {
                let held = from_grid.used_in(unit);
                let marked = engine.tables().used_in(unit);
                assert!(
                    held.iter().all(|d| marked.contains(d)),
                    "{unit} at step {}",
                    engine.step_number()
                );
            }
        } else {
            assert_eq!(
                *engine.tables(),
                from_grid,
                "at step {}",
                engine.step_number()
            );
        }
    }
    assert!(app.editor.cursor.row() < 9 && app.editor.cursor.col() < 9);
    if let Overlay::Prompt { text, .. } = &app.overlay {
        assert!(text.len() <= PROMPT_CAP + 4);
    }
    let conflicted = !conflicts(&app.editor.grid).is_empty();
    assert_eq!(app.diagnosis() == Diagnosis::Conflict, conflicted);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_input_never_panics_and_the_tables_stay_true(
        inputs in inputs()
    ) {
        let start = Instant::now();
        let mut app = App::with_example(Theme::PLAIN);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        feed(&mut app, inputs, start, |i, app| {
            check(app);
            if i % 8 == 0 {
                terminal.draw(|f| ui::render(f, app)).unwrap();
            }
        });
        terminal.draw(|f| ui::render(f, &app)).unwrap();
    }
}

/// Feeds `inputs` to the app as the property does, calling `after` with
/// each input's index once the app has taken it; stops at a quit.
fn feed(app: &mut App, inputs: Vec<Input>, start: Instant, mut after: impl FnMut(usize, &App)) {
    for (i, input) in inputs.into_iter().enumerate() {
        if let Some(action) = action_for(app, input, start) {
            // The driver holds every effect but the views' builds the loop
            // runs on a thread (the tree's icicle, the bug lab's correct
            // end), which touch no file: nothing here may touch files.
            super::screen_tests::screens::view_builds_only().act(app, action);
        }
        after(i, app);
        if app.should_quit() {
            break;
        }
    }
}

/// The phrases do reach what they are there for, with effects dropped as
/// the property drops them (else the property would test less than it
/// says): the tree, zoomed and moved in, the heatmap and the race.
#[test]
fn the_view_phrases_open_the_tree_the_heatmap_and_the_race() {
    let start = Instant::now();
    let keys = |phrase: &str| -> Vec<Input> {
        super::key_string::key_events(phrase)
            .into_iter()
            .map(Input::Key)
            .collect()
    };
    let mut tree = App::with_example(Theme::PLAIN);
    feed(
        &mut tree,
        keys("<Enter>g2000<Enter>t<Down>z"),
        start,
        |_, app| check(app),
    );
    assert_eq!(tree.context(), keys::Context::Tree);
    let shape = &tree.solve().unwrap().shape;
    assert_eq!(
        shape.tree.as_ref().unwrap().zooms.len(),
        1,
        "zoomed in once"
    );
    let mut heat = App::with_example(Theme::PLAIN);
    feed(&mut heat, keys("<Enter>H"), start, |_, app| check(app));
    assert!(
        heat.solve().unwrap().shape.heat.is_some(),
        "the heatmap is shown"
    );
    let mut race = App::with_example(Theme::PLAIN);
    feed(&mut race, keys("<Enter>r"), start, |_, app| check(app));
    assert_eq!(race.context(), keys::Context::Race);
    for phrase in VIEW_PHRASES {
        assert!(
            !super::key_string::key_events(phrase).is_empty(),
            "{phrase}"
        );
    }
}
