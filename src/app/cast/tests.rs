//! The recordings: valid asciicast v2, and what a terminal emulator (vt100)
//! shows at each marker is the app's own screen at that step, drawn by a
//! second app that got there by the keys a learner presses.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use serde_json::Value;

use super::Cast;
use super::record::{Options, Stop, record};
use crate::app::driver::Headless;
use crate::app::screen_tests::screens::{draw, example, press};
use crate::app::solve::PauseAt;
use crate::app::{Action, App, Start, Theme};
use crate::engine::{Mistake, Strategy};
use crate::i18n::Lang;
use crate::puzzles;

fn options(lang: Lang, theme: Theme) -> Options {
    let example = puzzles::example();
    Options {
        start: Start {
            grid: example.grid.clone(),
            title: (lang.text().chrome.puzzle_name)(example.name).to_string(),
            path: None,
            source: None,
            open_when_running: None,
        },
        from: 0,
        to: Some(60),
        pace: 0.5,
        width: 80,
        height: 24,
        lang,
        theme,
        strategy: Strategy::RowMajor,
        mistake: None,
        stops: vec![
            Stop {
                step: 8,
                label: Some("a reject by row".to_string()),
            },
            Stop {
                step: 41,
                label: None,
            },
        ],
        pause_at: PauseAt::Nowhere,
        hold: 2.0,
        timestamp: Some(1_700_000_000),
    }
}

/// The file's lines as JSON: the header, then the events.
fn parse(cast: &Cast) -> (Value, Vec<(f64, String, String)>) {
    let text = cast.text();
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header")).unwrap();
    let events = lines
        .map(|line| {
            let event: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
            let event = event.as_array().expect("an event is an array");
            assert_eq!(event.len(), 3, "{event:?}");
            (
                event[0].as_f64().expect("a time"),
                event[1].as_str().expect("a code").to_string(),
                event[2].as_str().expect("data").to_string(),
            )
        })
        .collect();
    (header, events)
}

/// The header's fields as `record` writes them; the app's `R` writes the
/// same (`screen_tests::classroom`).
pub const RECORD_HEADER_FIELDS: [&str; 6] =
    ["env", "height", "timestamp", "title", "version", "width"];

/// A header's field names, sorted.
pub fn header_fields(header: &Value) -> Vec<&str> {
    let mut names: Vec<&str> = header
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    names.sort_unstable();
    names
}

#[test]
fn a_recording_is_asciicast_v2_with_a_marker_at_each_stop() {
    let cast = record(&options(Lang::En, Theme::COLOR)).unwrap();
    let (header, events) = parse(&cast);
    assert_eq!(header_fields(&header), RECORD_HEADER_FIELDS);
    assert_eq!(header["version"], 2);
    assert_eq!(header["width"], 80);
    assert_eq!(header["height"], 24);
    assert_eq!(header["timestamp"], 1_700_000_000);
    assert_eq!(header["title"], "LeetCode 37 example");
    let times: Vec<f64> = events.iter().map(|e| e.0).collect();
    assert!(
        times.windows(2).all(|t| t[0] <= t[1]),
        "times never go back"
    );
    assert_eq!(times[0], 0.0);
    // One frame per step 0..=60 (each changes the step number), and one
    // more after each of the two holds of 2 s (playing again): 60 steps
    // at 0.5 s and 4 s of holds.
    let outputs = events.iter().filter(|e| e.1 == "o").count();
    assert_eq!(outputs, 63);
    assert_eq!(cast.frames(), 63);
    assert!((cast.duration() - (60.0 * 0.5 + 4.0)).abs() < 1e-9);
    assert!(
        events[0].2.starts_with("\u{1b}[?25l\u{1b}[2J"),
        "a clear screen first"
    );
    let markers: Vec<&str> = events
        .iter()
        .filter(|e| e.1 == "m")
        .map(|e| e.2.as_str())
        .collect();
    assert_eq!(
        markers,
        [
            "a reject by row",
            // A stop without a label: what the screen says there.
            "r1c8: backtrack — nothing deeper worked with 9: unmark, clear; 9 was the last digit, so this cell is finished",
        ],
    );
    assert!(
        events.iter().all(|e| ["o", "m"].contains(&e.1.as_str())),
        "no other codes"
    );
}

/// The text of a screen's row as a terminal shows it: a double-width
/// character covers the next cell.
fn buffer_row(buffer: &Buffer, y: u16) -> String {
    let mut row = String::new();
    let mut covered = 0;
    for x in 0..buffer.area.width {
        if covered > 0 {
            covered -= 1;
            continue;
        }
        let symbol = buffer[(x, y)].symbol();
        covered = crate::i18n::columns(symbol).saturating_sub(1);
        row.push_str(symbol);
    }
    row
}

fn terminal_row(screen: &vt100::Screen, y: u16, width: u16) -> String {
    let mut row = String::new();
    for x in 0..width {
        let cell = screen.cell(y, x).expect("inside the screen");
        if cell.is_wide_continuation() {
            continue;
        }
        match cell.contents() {
            "" => row.push(' '),
            text => row.push_str(text),
        }
    }
    row
}

/// Plays the recording into a vt100 terminal and returns the screen's rows
/// at each marker, with its label.
fn screens_at_markers(cast: &Cast, width: u16, height: u16) -> Vec<(String, Vec<String>)> {
    let (_, events) = parse(cast);
    let mut terminal = vt100::Parser::new(height, width, 0);
    let mut at = Vec::new();
    for (_, code, data) in events {
        match code.as_str() {
            "o" => terminal.process(data.as_bytes()),
            "m" => at.push((
                data,
                (0..height)
                    .map(|y| terminal_row(terminal.screen(), y, width))
                    .collect(),
            )),
            _ => {}
        }
    }
    at
}

/// The example's solve screen reached by keys, as the snapshots reach it,
/// at the recording's speed (2 steps a second: `-` once, but without its
/// message).
fn app_at(lang: Lang, theme: Theme, keys: &str) -> App {
    let mut app = example(theme).in_language(lang);
    press(&mut app, "<Enter>");
    press(&mut app, keys);
    if let crate::app::Mode::Solve(solve) = &mut app.mode {
        solve.speed = crate::app::solve::Speed::START.slower();
    }
    app
}

fn rows(app: &App, width: u16, height: u16) -> Vec<String> {
    let terminal = draw(app, width, height);
    (0..height)
        .map(|y| buffer_row(terminal.backend().buffer(), y))
        .collect()
}

#[test]
fn a_terminal_playing_the_recording_shows_the_apps_screen_at_each_marker() {
    for (lang, theme) in [
        (Lang::En, Theme::COLOR),
        (Lang::Zh, Theme::CONTRAST),
        (Lang::En, Theme::PLAIN),
    ] {
        let cast = record(&options(lang, theme)).unwrap();
        let at = screens_at_markers(&cast, 80, 24);
        assert_eq!(at.len(), 2, "{lang:?}");
        // Step 8 stepped to with → eight times; step 41 with `b`.
        let expected = [
            rows(&app_at(lang, theme, &"l".repeat(8)), 80, 24),
            rows(&app_at(lang, theme, "b"), 80, 24),
        ];
        for ((label, screen), expected) in at.iter().zip(expected) {
            for (y, (got, want)) in screen.iter().zip(&expected).enumerate() {
                assert_eq!(got, want, "{lang:?}, marker {label:?}, row {y}");
            }
        }
    }
}

/// Every frame's status says what the recording does there: `▶ playing`
/// at its pace while it steps on, `paused` while a stop is held and at
/// the end; never the app's own speed (issue 21: every frame said
/// "paused · 4 steps/s" whatever `--pace` was).
#[test]
fn every_frame_says_the_pace_the_recording_plays_at_and_whether_it_plays() {
    for (lang, pace, said) in [
        (Lang::En, 0.5, "2 steps/s"),
        (Lang::En, 3.0, "1 step every 3 s"),
        (Lang::Zh, 0.3, "每 0.3 秒 1 步"),
    ] {
        let mut options = options(lang, Theme::PLAIN);
        options.pace = pace;
        let words = &lang.text().solve;
        let cast = record(&options).unwrap();
        let (_, events) = parse(&cast);
        let mut terminal = vt100::Parser::new(24, 80, 0);
        // The status row of each frame, and whether a marker follows it.
        let mut frames: Vec<(String, bool)> = Vec::new();
        for (_, code, data) in &events {
            match code.as_str() {
                "o" => {
                    terminal.process(data.as_bytes());
                    let status = (0..24)
                        .map(|y| terminal_row(terminal.screen(), y, 80))
                        .find(|row| row.contains(words.step_every))
                        .expect("a status line");
                    frames.push((status, false));
                }
                "m" => frames.last_mut().expect("a frame before a marker").1 = true,
                _ => {}
            }
        }
        assert_eq!(frames.len(), 63, "{lang:?} {pace}");
        for (i, (status, held)) in frames.iter().enumerate() {
            assert!(
                status.contains(said),
                "{lang:?} {pace}: frame {i}: {status}"
            );
            let state = match *held || i + 1 == frames.len() {
                true => words.state_paused,
                false => words.state_playing,
            };
            assert!(
                status.trim_start().starts_with(state),
                "{lang:?} {pace}: frame {i}: {status}"
            );
        }
    }
}

#[test]
fn a_recording_of_a_mistake_at_a_larger_size_from_a_later_step() {
    let mut options = options(Lang::En, Theme::COLOR);
    options.mistake = Some(Mistake::ForgetRestore);
    options.width = 120;
    options.height = 40;
    options.from = 30;
    options.to = Some(45);
    options.stops = vec![Stop {
        step: 42,
        label: Some("step 42".into()),
    }];
    let cast = record(&options).unwrap();
    let (header, _) = parse(&cast);
    assert_eq!(
        (header["width"].as_u64(), header["height"].as_u64()),
        (Some(120), Some(40))
    );
    assert_eq!(
        cast.frames(),
        17,
        "steps 30 to 45, and 42 playing again after its hold"
    );
    let at = screens_at_markers(&cast, 120, 40);
    let mut app = example(Theme::COLOR);
    press(&mut app, "<Enter>v");
    Headless::every_effect().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 40,
        },
    );
    press(&mut app, "g42<Enter>");
    crate::app::screen_tests::screens::run_view_builds(&mut app, Vec::new());
    let want = rows(&app, 120, 40);
    assert!(
        want.iter().any(|row| row.contains("forget-restore")),
        "{want:#?}"
    );
    assert_eq!(at[0].1[0], want[0], "the title bar names the mistake");
}

#[test]
fn pausing_at_dead_ends_marks_each_and_holds_it() {
    let mut options = options(Lang::En, Theme::COLOR);
    options.stops.clear();
    options.pause_at = PauseAt::DeadEnds;
    options.to = Some(400);
    let cast = record(&options).unwrap();
    let (_, events) = parse(&cast);
    let markers: Vec<&String> = events.iter().filter(|e| e.1 == "m").map(|e| &e.2).collect();
    assert!(!markers.is_empty());
    assert!(
        markers
            .iter()
            .all(|m| m.contains("all digits tried") || m.contains("no digit")),
        "{markers:#?}"
    );
    let holds = markers.len() as f64 * options.hold;
    assert!((cast.duration() - (400.0 * 0.5 + holds)).abs() < 1e-9);
}

#[test]
fn an_unchanged_frame_adds_nothing_and_a_new_size_is_a_resize() {
    let area = Rect::new(0, 0, 80, 24);
    let mut buffer = Buffer::empty(area);
    buffer.set_string(0, 0, "hello", Style::new().fg(Color::Red));
    let mut cast = Cast::new(80, 24, None, None);
    cast.frame(0.0, &buffer);
    cast.frame(1.0, &buffer);
    assert_eq!(cast.frames(), 1);
    buffer.set_string(0, 0, "j", Style::new());
    cast.frame(2.0, &buffer);
    let (_, events) = parse(&cast);
    assert_eq!(events.len(), 2);
    assert!(
        events[1].2.contains('j') && !events[1].2.contains("ello"),
        "only the change"
    );
    // Times given out of order are kept in order.
    cast.marker(1.5, "late");
    let bigger = Buffer::empty(Rect::new(0, 0, 100, 30));
    cast.frame(3.0, &bigger);
    let (_, events) = parse(&cast);
    assert_eq!(events[2].0, 2.0);
    assert_eq!(
        (events[3].1.as_str(), events[3].2.as_str()),
        ("r", "100x30")
    );
    assert!(events[4].2.starts_with("\u{1b}[?25l\u{1b}[2J"));
}

#[test]
fn json_strings_escape_quotes_backslashes_and_control_characters() {
    assert_eq!(super::json_string("a\"b\\c"), r#""a\"b\\c""#);
    assert_eq!(super::json_string("\u{1b}[1m\n"), r#""\u001b[1m\n""#);
    assert_eq!(super::json_string("第 1 行"), "\"第 1 行\"");
    let parsed: String = serde_json::from_str(&super::json_string("\u{7f}\t\r")).unwrap();
    assert_eq!(parsed, "\u{7f}\t\r");
}
