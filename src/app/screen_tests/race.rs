//! The race of four at 80x24 and 120x40, in English and Chinese: at event
//! 300 (three sides finished, row-major still running) and at the end.
//! At 80x24 four grids do not fit, so the table alone shows the race; at
//! 120x40 the grids stand in two rows of two above it.

use super::chinese::text;
use super::screens::{draw, example, press};
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::{App, Mode, Theme};
use crate::i18n::Lang;
use crate::search::Search;
use crate::search_shape::race::Race;

/// The race `r` opens, its sides run `events` each (or to the end).
fn race_at(lang: Lang, events: u64) -> App {
    let mut app = example(Theme::PLAIN).in_language(lang);
    press(&mut app, "<Enter>r");
    let Mode::Solve(solve) = &mut app.mode else {
        panic!("solving")
    };
    let view = solve.shape.race.as_mut().expect("the race is open");
    view.race.run(events);
    // Paused, so the title does not depend on a speed.
    press(&mut app, " ");
    app
}

/// The race the solve screen runs.
fn the_race(app: &App) -> &Race {
    &app.solve().unwrap().shape.race.as_ref().unwrap().race
}

fn screen(app: &App, width: u16, height: u16) -> String {
    text(draw(app, width, height).backend().buffer())
}

#[test]
fn the_race_of_four_at_event_300() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        let app = race_at(lang, 300);
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            if lang == Lang::En {
                assert!(shown.contains("6 singles-mrv"), "{shown}");
                let words: Vec<&str> = shown.split_whitespace().collect();
                assert!(
                    words.join(" ").contains(
                        "Finished: singles-mrv at event 52, most-constrained at event 291, \
                         forward-checking-mrv at event 291; 1 still running, at event 300."
                    ),
                    "{shown}"
                );
                assert!(shown.contains("not racing: 3 forward-checking, 5 singles"));
            }
            // Grids only where four fit: two rows of two at 120x40.
            let grids = shown.matches("┌─────────┬").count();
            assert_eq!(grids, if width == 80 { 0 } else { 4 }, "{shown}");
            insta::assert_snapshot!(format!("race_of_four_300_{name}_{width}x{height}"), shown);
        }
    }
}

#[test]
fn the_race_of_four_at_its_end() {
    for (lang, name) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
        let app = race_at(lang, u64::MAX);
        for (width, height) in [(80, 24), (120, 40)] {
            let shown = screen(&app, width, height);
            if lang == Lang::En {
                let words: Vec<&str> = shown.split_whitespace().collect();
                assert!(
                    words.join(" ").contains("row-major at event 50,175."),
                    "{shown}"
                );
            }
            insta::assert_snapshot!(format!("race_of_four_end_{name}_{width}x{height}"), shown);
        }
    }
}

/// `1`-`6` take a strategy out or add it, two to four racing; the race
/// starts again from step 0 each time, and says who races.
#[test]
fn numbers_choose_who_races() {
    let mut app = race_at(Lang::En, 100);
    let racing = |app: &App| the_race(app).strategies();
    use crate::engine::Strategy::*;
    press(&mut app, "1");
    assert_eq!(
        racing(&app),
        Some(vec![MostConstrained, ForwardCheckingMrv, SinglesMrv])
    );
    let race = &app.solve().unwrap().shape.race.as_ref().unwrap().race;
    assert!(
        race.sides.iter().all(|s| s.step_number() == 0),
        "from step 0"
    );
    let said = app.message.as_ref().unwrap().text.clone();
    assert_eq!(
        said,
        "Racing from step 0: most-constrained, forward-checking-mrv, singles-mrv."
    );
    press(&mut app, "3");
    assert_eq!(
        racing(&app),
        Some(vec![
            MostConstrained,
            ForwardChecking,
            ForwardCheckingMrv,
            SinglesMrv
        ])
    );
    press(&mut app, "5");
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("Four race at most")
    );
    press(&mut app, "246");
    assert_eq!(racing(&app), Some(vec![ForwardChecking, SinglesMrv]));
    press(&mut app, "3");
    assert_eq!(
        app.message.as_ref().unwrap().text,
        "A race needs two at least: forward-checking stays."
    );
    // 7-9 are no key of the race; an action with no strategy is refused.
    press(&mut app, "7");
    assert_eq!(racing(&app), Some(vec![ForwardChecking, SinglesMrv]));
    view_builds_only().act(&mut app, crate::app::RaceAsk::Choose(7));
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("No strategy 7")
    );
    // The bug lab's race is the mistake against the correct search.
    let mut lab = example(Theme::PLAIN);
    press(&mut lab, "<Enter>vr1");
    assert!(
        lab.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("The bug lab races")
    );
    assert_eq!(the_race(&lab).sides.len(), 2);
}
