use super::*;
use crate::app::WindowAsk;
use crate::app::driver::Headless;
use crate::app::{Action, App, Theme, ui};

#[test]
fn the_app_fits_from_80x24() {
    assert!(fits(Rect::new(0, 0, 80, 24)));
    assert!(!fits(Rect::new(0, 0, 79, 24)));
    assert!(!fits(Rect::new(0, 0, 80, 23)));
}

/// The help stops at its end, laid out as the view lays it out, before
/// anything is drawn: scrolled past it, one line up leaves the last line
/// (the model keeps no position the screen cannot show); a larger
/// terminal scrolls less far.
#[test]
fn the_help_scrolls_no_further_than_its_last_line_on_the_last_row() {
    let mut app = App::with_example(Theme::PLAIN);
    Headless::every_effect().act(&mut app, WindowAsk::OpenHelp);
    let most = help_max_scroll(&app);
    let lines = ui::help::lines(&app, usize::from(app.size.width)).len();
    assert_eq!(
        usize::from(most),
        lines - (usize::from(app.size.height) - 1)
    );
    assert!(most > 10, "the help at 80x24 is longer than the screen");
    for _ in 0..most + 50 {
        Headless::every_effect().act(&mut app, WindowAsk::ScrollHelp(1));
    }
    assert_eq!(app.help_scroll, most);
    Headless::every_effect().act(&mut app, WindowAsk::ScrollHelp(-1));
    assert_eq!(app.help_scroll, most - 1);
    Headless::every_effect().act(&mut app, WindowAsk::ScrollHelp(-10_000));
    assert_eq!(app.help_scroll, 0);

    Headless::every_effect().act(
        &mut app,
        Action::Resize {
            width: 120,
            height: 60,
        },
    );
    let taller = help_max_scroll(&app);
    assert!(taller < most, "{taller} < {most}");
    assert_eq!(app.help_scroll, 0);
}
