use super::*;
use crate::app::{Action, App, Theme, ui};

#[test]
fn the_app_fits_from_80x24() {
    assert!(fits(Rect::new(0, 0, 80, 24)));
    assert!(!fits(Rect::new(0, 0, 79, 24)));
    assert!(!fits(Rect::new(0, 0, 80, 23)));
}

/// The help stops at its end as the view measured it: scrolled past it,
/// one line up leaves the last line (the model keeps no position the
/// screen cannot show); a larger terminal scrolls less far.
#[test]
fn the_help_scrolls_no_further_than_the_view_measured() {
    let mut app = App::with_example(Theme::PLAIN);
    app.update(Action::OpenHelp);
    assert_eq!(app.measured(), None);
    let measured = ui::measured(&app);
    app.update(Action::Measured(measured));
    assert_eq!(app.measured(), Some(measured));
    let most = measured.help_max_scroll;
    assert!(most > 10, "the help at 80x24 is longer than the screen");
    for _ in 0..most + 50 {
        app.update(Action::ScrollHelp(1));
    }
    assert_eq!(app.help_scroll, most);
    app.update(Action::ScrollHelp(-1));
    assert_eq!(app.help_scroll, most - 1);
    app.update(Action::ScrollHelp(-10_000));
    assert_eq!(app.help_scroll, 0);

    app.update(Action::Resize {
        width: 120,
        height: 60,
    });
    let taller = ui::measured(&app);
    assert!(taller.help_max_scroll < most, "{taller:?}");
}
