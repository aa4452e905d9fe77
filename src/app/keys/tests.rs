use super::*;
use crate::app::{EditAsk, QuizAsk, SolveAsk, WindowAsk};

fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, modifiers)
}

#[test]
fn keys_map_to_actions_by_context() {
    let none = KeyModifiers::NONE;
    let ctrl = KeyModifiers::CONTROL;
    let at = |ctx, code, m| action_for_key(ctx, &press(code, m));
    assert_eq!(
        at(Edit, KeyCode::Char('7'), none),
        Some(EditAsk::Write(7).into())
    );
    assert_eq!(
        at(Edit, KeyCode::Char('0'), none),
        Some(EditAsk::Write(0).into())
    );
    assert_eq!(at(Edit, KeyCode::Delete, none), Some(EditAsk::Clear.into()));
    assert_eq!(
        at(Edit, KeyCode::Char('z'), ctrl),
        Some(EditAsk::Undo.into())
    );
    assert_eq!(
        at(Edit, KeyCode::Char('y'), ctrl),
        Some(EditAsk::Redo.into())
    );
    assert_eq!(
        at(Edit, KeyCode::Char('c'), ctrl),
        Some(WindowAsk::Quit.into())
    );
    assert_eq!(
        at(Edit, KeyCode::Char('l'), none),
        Some(EditAsk::Move(Direction::Right).into())
    );
    assert_eq!(at(Edit, KeyCode::Char('x'), none), None);
    // Shift may come with '?' on some terminals.
    assert_eq!(
        at(Edit, KeyCode::Char('?'), KeyModifiers::SHIFT),
        Some(WindowAsk::OpenHelp.into())
    );
    assert_eq!(
        at(Prompt, KeyCode::Char('u'), none),
        Some(WindowAsk::PromptInsert('u').into())
    );
    assert_eq!(
        at(Prompt, KeyCode::Char('c'), ctrl),
        Some(WindowAsk::Close.into())
    );
    assert_eq!(
        at(Help, KeyCode::Char('?'), none),
        Some(WindowAsk::Close.into())
    );
    assert_eq!(
        at(ConfirmQuit, KeyCode::Char('y'), none),
        Some(WindowAsk::QuitConfirmed.into())
    );
    assert_eq!(at(ConfirmQuit, KeyCode::Char('x'), none), None);
    assert_eq!(
        at(Edit, KeyCode::Enter, none),
        Some(EditAsk::StartSolve.into())
    );
    for (code, action) in [
        (KeyCode::Char(' '), SolveAsk::PlayPause.into()),
        (KeyCode::Right, SolveAsk::StepForward.into()),
        (KeyCode::Char('n'), SolveAsk::StepForward.into()),
        (KeyCode::Char('p'), SolveAsk::StepBack.into()),
        (KeyCode::Char('+'), SolveAsk::Faster.into()),
        (KeyCode::Char('-'), SolveAsk::Slower.into()),
        (KeyCode::Char('b'), SolveAsk::NextBacktrack.into()),
        (KeyCode::End, SolveAsk::RunToEnd.into()),
        (KeyCode::Home, SolveAsk::ToStart.into()),
        (KeyCode::Char('g'), SolveAsk::PromptStep.into()),
        (KeyCode::Char('s'), SolveAsk::CycleStepSize.into()),
        (KeyCode::Char('m'), SolveAsk::SwitchStrategy.into()),
        (KeyCode::Char('v'), SolveAsk::CycleVariant.into()),
        (KeyCode::Char('L'), SolveAsk::CycleCodeLanguage.into()),
        (KeyCode::Char('x'), QuizAsk::Toggle.into()),
        (KeyCode::Char('7'), QuizAsk::Digit(7).into()),
        (KeyCode::Char('d'), QuizAsk::DeadEnd.into()),
        (KeyCode::Esc, SolveAsk::StopSolve.into()),
    ] {
        assert_eq!(at(Solve, code, none), Some(action), "{code:?}");
    }
    // Some terminals send '+' with Shift.
    assert_eq!(
        at(Solve, KeyCode::Char('+'), KeyModifiers::SHIFT),
        Some(SolveAsk::Faster.into())
    );
}

#[test]
fn footer_groups_keys_that_share_a_word() {
    let f = footer(Edit, &Lang::En.text().keys);
    assert_eq!(f[0], ("←↓↑→".to_string(), "move"));
    assert!(f.contains(&("?".to_string(), "help")));
    assert!(f.contains(&("q".to_string(), "quit")));
}

/// The footer groups by the English word, so a Chinese footer has the
/// same entries with the same keys, only its words differ.
#[test]
fn the_chinese_footer_groups_keys_as_the_english_one() {
    let (en, zh) = (&Lang::En.text().keys, &Lang::Zh.text().keys);
    for ctx in Context::ALL {
        let english: Vec<String> = footer(ctx, en).into_iter().map(|e| e.0).collect();
        let chinese: Vec<String> = footer(ctx, zh).into_iter().map(|e| e.0).collect();
        assert_eq!(english, chinese, "{ctx:?}");
    }
    let f = footer(Edit, zh);
    assert_eq!(f[0], ("←↓↑→".to_string(), "移动"));
    assert!(f.contains(&("q".to_string(), "退出")));
    assert_eq!(footer(Solve, zh)[1], ("←→".to_string(), "单步"));
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
            let same = match &found {
                Some(Action::Ask(Ask::Window(WindowAsk::PickerChoose { .. }))) => {
                    matches!(action, Ask::Window(WindowAsk::PickerChoose { .. }))
                }
                Some(Action::Ask(found)) => found == action,
                _ => false,
            };
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
                Ask::Window(WindowAsk::Close | WindowAsk::Quit | WindowAsk::QuitConfirmed)
            )
        });
        assert!(closes, "{ctx:?}");
    }
}
