use super::*;
use crate::app::driver::Headless;
use crate::app::{EditAsk, SolveAsk};

#[test]
fn a_refusal_says_why_in_the_interface_language() {
    use crate::i18n::Lang;
    let (en, zh) = (Lang::En.text(), Lang::Zh.text());
    let at_end = Refusal::AtEnd;
    assert_eq!(
        at_end.says(Some(Outcome::Exhausted), false, en),
        "no solution — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Solved), false, en),
        "solved — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Exhausted), false, zh),
        "无解：按 Home 或 ← 返回"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Solved), false, zh),
        "已解出：按 Home 或 ← 返回"
    );
    assert_eq!(
        Refusal::NoBacktrackLeft { solves: false }.says(None, false, zh),
        "后面没有回溯了：结束前只剩死路（f）"
    );
    assert_eq!(
        Refusal::AtStart.says(None, false, zh),
        "已在第 0 步：按 → 或 Space 向前"
    );
    assert_eq!(
        at_end.says(None, false, en),
        "the recording ends here — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(None, false, zh),
        "录下的搜索到此为止：按 Home 或 ← 返回"
    );
    // A bug-lab variant's end is its verdict, not the puzzle's.
    for outcome in [Outcome::Exhausted, Outcome::Solved] {
        assert_eq!(
            at_end.says(Some(outcome), true, en),
            "the search has ended — Home or ← to go back"
        );
        assert_eq!(
            at_end.says(Some(outcome), true, zh),
            "搜索已结束：按 Home 或 ← 返回"
        );
    }
}

#[test]
fn numbers_read_and_written_with_separators() {
    assert_eq!(parse_step("400,000,000"), Some(400_000_000));
    assert_eq!(parse_step(" 12_000 "), Some(12_000));
    assert_eq!(parse_step(""), None);
    assert_eq!(parse_step("12a"), None);
}

/// Issue 18: a long `f` says in the status line how far it has got and how
/// fast, in both languages: the events run so far and the rate of those
/// run before the last frame, over the time they took.
#[test]
fn a_run_to_the_end_shows_its_events_and_rate_in_the_status_line() {
    use std::time::Duration;

    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use crate::app::{Action, App, Theme, ui};
    use crate::i18n::Lang;
    let status = |app: &App| {
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        terminal.draw(|frame| ui::render(frame, app)).unwrap();
        let buffer = terminal.backend().buffer();
        (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    for lang in [Lang::En, Lang::Zh] {
        let mut app = App::with_example(Theme::PLAIN).in_language(lang);
        let start = Instant::now();
        for action in [
            Action::Resize {
                width: 100,
                height: 30,
            },
            Action::Tick(start),
            Action::Pace(1_000),
            EditAsk::StartSolve.into(),
            SolveAsk::RunToEnd.into(),
        ] {
            Headless::every_effect().act(&mut app, action);
        }
        // Nothing run yet: no figures.
        assert!(!status(&app).contains("1,000"), "{}", status(&app));
        Headless::every_effect().act(&mut app, Action::Tick(start));
        assert_eq!(app.solve().unwrap().progress().unwrap().per_second, None);
        Headless::every_effect().act(&mut app, Action::Tick(start + Duration::from_millis(10)));
        let said = status(&app);
        let expected = match lang {
            Lang::En => "2,000 events · 100,000 events/s",
            Lang::Zh => "已运行 2,000 个事件 · 每秒 100,000 个",
        };
        // A Chinese character's second cell draws as a space: compared
        // without spaces.
        let squeezed = |s: &str| s.replace(' ', "");
        assert!(squeezed(&said).contains(&squeezed(expected)), "{said}");
        // Once there, the figures go; the speed is back.
        Headless::every_effect().act(&mut app, Action::Pace(1_000_000));
        Headless::every_effect().act(&mut app, Action::Tick(start + Duration::from_millis(20)));
        assert_eq!(app.solve().unwrap().progress(), None);
    }
}
