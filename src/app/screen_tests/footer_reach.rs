//! Issue 21: "at 80x24 the footer says how to reach every key". In every
//! screen and context a key acts in, each key is in the footer as drawn
//! (what fits of it), or the footer shows `?` and the help lists it —
//! with a lesson open, the lesson's keys first (they were out of reach at
//! 80x24 during a lesson).

use super::screens::{example, press};
use crate::app::WindowAsk;
use crate::app::keys::{self, Key};
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::{Action, App, Ask, Theme, ui};
use crate::i18n::Lang;
use crate::lesson::BuiltIn;

/// The screens a class goes through, by the keys that reach them.
fn screens(lang: Lang) -> Vec<(&'static str, App)> {
    let on = |keys: &str| {
        let mut app = example(Theme::PLAIN).in_language(lang);
        press(&mut app, keys);
        app
    };
    let lesson = |built_in: BuiltIn, keys: &str| {
        let mut app = example(Theme::PLAIN).in_language(lang);
        let _ = app.open_lesson(built_in.lesson());
        press(&mut app, keys);
        app
    };
    vec![
        ("editor", on("")),
        ("solve", on("<Enter>")),
        ("quiz", on("<Enter>x")),
        ("quiz, a cell question", on("<Enter>mmmmx")),
        ("bug lab", on("<Enter>v")),
        ("heatmap", on("<Enter>H")),
        ("race", on("<Enter>r")),
        ("tree", on("<Enter>t")),
        (
            "lesson in the editor",
            lesson(BuiltIn::TablesAndConflicts, ""),
        ),
        (
            "lesson on the solve screen",
            lesson(BuiltIn::DeadEndAndBacktrack, ""),
        ),
        ("lessons list", on("c")),
        ("stops list", lesson(BuiltIn::PlaceAndReject, "A")),
        ("help", on("?")),
        ("picker", on("o")),
        ("go-to prompt", on("<Enter>g")),
    ]
}

/// Why a key needs no entry of its own: typing text into a prompt, a
/// second key for what a shown entry does (Ctrl-c beside `q quit`), or a
/// key sharing a shown entry (`↑↓ select`).
fn needs_no_entry(binding: &keys::Binding, shown: &[&Ask], shown_words: &[&str]) -> bool {
    let english = &Lang::En.text().keys;
    binding.keys.iter().all(|k| *k == Key::Text)
        || shown.contains(&&binding.action)
        || binding
            .footer(english)
            .is_some_and(|w| shown_words.contains(&w))
}

#[test]
fn at_80x24_and_120x40_the_footer_reaches_every_key() {
    for lang in [Lang::En, Lang::Zh] {
        for (name, mut app) in screens(lang) {
            for (width, height) in [(80, 24), (120, 40)] {
                view_builds_only().act(&mut app, Action::Resize { width, height });
                let shown = ui::footer::shown_actions(&app, width, 2);
                let help = shown.contains(&&Ask::Window(WindowAsk::OpenHelp));
                let contexts = keys::layers(&app);
                let english = &Lang::En.text().keys;
                let shown_words: Vec<&str> = contexts
                    .iter()
                    .flat_map(|&c| keys::bindings(c))
                    .filter(|b| shown.contains(&&b.action))
                    .filter_map(|b| b.footer(english))
                    .collect();
                let layered = contexts
                    .iter()
                    .enumerate()
                    .flat_map(|(layer, &c)| keys::bindings(c).map(move |b| (layer, b)));
                for (layer, binding) in layered {
                    // A key every layer above takes acts there, not here.
                    let above = keys::shadowed(&contexts, layer);
                    if binding.keys.iter().all(|k| above.contains(k)) {
                        continue;
                    }
                    if !app.offers(&binding.action) || needs_no_entry(binding, &shown, &shown_words)
                    {
                        continue;
                    }
                    assert!(
                        help,
                        "{lang:?} {name} {width}x{height}: {:?} ({}) is out of reach: \
                         not in the footer, and no ? there",
                        binding.action,
                        binding.keys_label(&lang.text().keys)
                    );
                }
                // The help it opens starts with the first layer's keys (a
                // cell question's, a lesson's).
                if help && contexts.len() > 1 {
                    let lines = ui::help::lines(&app, width as usize);
                    let first: String = lines[0].spans.iter().map(|s| s.content.as_ref()).collect();
                    let heading = contexts[0].heading(&lang.text().keys);
                    assert_eq!(first.trim(), heading, "{lang:?} {name} {width}x{height}");
                }
            }
        }
    }
}
