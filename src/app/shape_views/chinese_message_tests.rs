use super::*;
use crate::app::Theme;
use crate::app::driver::Headless;
use crate::app::{Action, Effect};
use crate::app::{EditAsk, SolveAsk, TreeAsk};
use crate::i18n::Lang;

fn said(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

/// Updates the app and runs the effects it asks for here (the tree's
/// build, which the loop runs on a thread).
fn act(app: &mut App, action: impl Into<Action>) {
    crate::app::screen_tests::screens::view_builds_only().act(app, action);
}

/// The views' messages are made in the app's language when the key is
/// pressed.
#[test]
fn the_views_messages_are_in_the_apps_language() {
    let mut app = App::with_example(Theme::PLAIN).in_language(Lang::Zh);
    act(&mut app, EditAsk::StartSolve);
    act(&mut app, SolveAsk::ToggleLogFolding);
    assert_eq!(said(&app), "日志显示每一个事件");
    act(&mut app, SolveAsk::ToggleLogFolding);
    assert_eq!(said(&app), "日志把连续的死路折叠成一行回退");
    // Before the tree is built, a key that reads its nodes says so: the
    // build is held, as if its thread were still at work.
    Headless::holding(|effect| matches!(effect, Effect::BuildTree(_))).act(&mut app, TreeAsk::Open);
    act(&mut app, TreeAsk::ZoomIn);
    assert_eq!(said(&app), "搜索树还在构建中：按 Esc 关闭");
    act(&mut app, TreeAsk::Close);
    // At step 0 the tree has no node to select.
    act(&mut app, TreeAsk::Open);
    act(&mut app, TreeAsk::ZoomIn);
    assert_eq!(said(&app), "先用方向键选中一个节点");
    // Later, going to the first root choice says where, in Chinese.
    act(&mut app, TreeAsk::Close);
    if let Mode::Solve(solve) = &mut app.mode {
        solve.search.run(500);
    }
    act(&mut app, TreeAsk::Open);
    act(&mut app, TreeAsk::Seek);
    let went = said(&app);
    assert!(
        went.starts_with("第 ") && went.contains(" = 1 已放入；它下面有 "),
        "{went}"
    );

    let mut app = App::with_example(Theme::PLAIN);
    act(&mut app, EditAsk::StartSolve);
    act(&mut app, SolveAsk::ToggleLogFolding);
    assert_eq!(said(&app), "the log shows every event");
}
