//! The propagating strategies on the solve screen (issue 29), in English
//! and Chinese at 80x24 and 120x40: a wipeout and the placement that
//! caused it, forced moves in the stack and the path, the end of a search
//! with no guess, a run of forced undos folded in the log, the heatmap
//! (forced moves as placements, wipeouts as dead ends), and the search
//! tree with its chains of forced moves drawn as one node each (one of
//! them selected, open).

use ratatui::buffer::Buffer;

use super::chinese::{drive, text, untranslated};
use super::screens::{draw, example};
use crate::app::screen_tests::screens::view_builds_only;
use crate::app::{Action, Theme};
use crate::i18n::Lang;

/// Each screen's name and the keys that reach it from the LeetCode
/// example in the editor (`m` goes row-major, most-constrained,
/// forward-checking, forward-checking-mrv, singles, singles-mrv).
const SCREENS: &[(&str, &str)] = &[
    // Step 11: 4 at r1c6 leaves r3c6 no candidate.
    ("forward_checking_wipeout", "<Enter>mmg11<Enter>"),
    // Step 20: twenty forced moves, no guess.
    ("singles_forced_stack", "<Enter>mmmmg20<Enter>"),
    ("singles_forced_path", "<Enter>mmmmg20<Enter><Tab>"),
    ("singles_end", "<Enter>mmmmf"),
    // AI Escargot (the picker's second puzzle) with singles-mrv: the
    // wipeout at step 60, then its 20 forced moves and the guess 6 at r1c2
    // taken back (steps 61-81), half way and whole.
    (
        "singles_mrv_take_back_log",
        "o<Down><Enter><Enter>mmmmmg75<Enter><Tab><Tab><Tab><Tab>",
    ),
    (
        "singles_mrv_take_back_whole_log",
        "o<Down><Enter><Enter>mmmmmg84<Enter><Tab><Tab><Tab><Tab>",
    ),
    // Forced moves count as placements, wipeouts as dead ends.
    ("singles_mrv_heatmap", "o<Down><Enter><Enter>mmmmmfH"),
    (
        "singles_mrv_heatmap_dead_ends",
        "o<Down><Enter><Enter>mmmmmfHHH",
    ),
    ("singles_mrv_tree", "o<Down><Enter><Enter>mmmmmft"),
    // Down to depth 8, right to the solution's r1c7=4, down to its chain
    // of ten forced moves: selected, and so open.
    (
        "singles_mrv_tree_chain_open",
        "o<Down><Enter><Enter>mmmmmft<Down><Down><Down><Down><Down><Down><Down><Down><Right><Down>",
    ),
];

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn reach(keys: &str, lang: Lang, width: u16, height: u16) -> Buffer {
    let mut app = example(Theme::COLOR).in_language(lang);
    view_builds_only().act(&mut app, Action::Resize { width, height });
    drive(&mut app, keys);
    draw(&app, width, height).backend().buffer().clone()
}

#[test]
fn the_propagating_strategies_in_english_and_chinese() {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_snapshot_path("snapshots/propagation");
    settings.bind(|| {
        for (name, keys) in SCREENS {
            for (width, height) in SIZES {
                for (lang, tag) in [(Lang::En, "en"), (Lang::Zh, "zh")] {
                    let buffer = reach(keys, lang, width, height);
                    if lang == Lang::Zh {
                        let left = untranslated(&buffer);
                        assert!(left.is_empty(), "{name} {width}x{height}: {left:?}");
                    }
                    insta::assert_snapshot!(
                        format!("{name}_{tag}_{width}x{height}"),
                        text(&buffer)
                    );
                }
            }
        }
    });
}
