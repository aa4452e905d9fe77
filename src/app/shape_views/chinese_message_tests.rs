use super::*;
use crate::app::Action;
use crate::app::Theme;
use crate::i18n::Lang;

fn said(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

/// The views' messages are made in the app's language when the key is
/// pressed.
#[test]
fn the_views_messages_are_in_the_apps_language() {
    let mut app = App::with_example(Theme::PLAIN).in_language(Lang::Zh);
    app.update(Action::StartSolve);
    app.update(Action::ToggleLogFolding);
    assert_eq!(said(&app), "日志显示每一个事件");
    app.update(Action::ToggleLogFolding);
    assert_eq!(said(&app), "日志把连续的死路折叠成一行回退");
    // At step 0 the tree has no node to select.
    app.update(Action::OpenTree);
    app.update(Action::TreeZoomIn);
    assert_eq!(said(&app), "先用方向键选中一个节点");
    // Later, going to the first root choice says where, in Chinese.
    app.update(Action::CloseTree);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.search.run(500);
    }
    app.update(Action::OpenTree);
    app.update(Action::TreeSeek);
    let went = said(&app);
    assert!(
        went.starts_with("第 ") && went.contains(" = 1 已放入；它下面有 "),
        "{went}"
    );

    let mut app = App::with_example(Theme::PLAIN);
    app.update(Action::StartSolve);
    app.update(Action::ToggleLogFolding);
    assert_eq!(said(&app), "the log shows every event");
}
