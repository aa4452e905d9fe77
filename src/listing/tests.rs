use super::*;

use crate::i18n::Lang;

/// Every kind marks a line of every listing, in every interface
/// language: the marks are found on the English text, and the line
/// they name in the shown text is the same code, not a comment.
#[test]
fn every_kind_marks_a_line_everywhere() {
    let listings: Vec<Listing> = Listing::all().collect();
    assert_eq!(listings.len(), 20);
    for listing in listings {
        let english: Vec<&str> = listing.lines().collect();
        for lang in Lang::ALL {
            let shown = listing.text_in(lang.text());
            let shown: Vec<&str> = shown.lines().collect();
            assert_eq!(
                shown.len(),
                english.len(),
                "{} in {lang:?}",
                listing.title()
            );
            for kind in MARKED_KINDS {
                let marked = listing.marked(kind);
                assert!(
                    !marked.is_empty(),
                    "{} marks no line for {kind:?}",
                    listing.title()
                );
                for i in marked {
                    let code = |line: &str| listing.language.split_comment(line).0.to_string();
                    assert_eq!(
                        code(shown[i]),
                        code(english[i]),
                        "{} line {i}",
                        listing.title()
                    );
                    assert!(
                        !code(shown[i]).trim().is_empty(),
                        "{} line {i}",
                        listing.title()
                    );
                }
            }
        }
    }
}

/// The ASCII words (three letters or more) of `text`.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_alphabetic() && c != '_')
        .filter(|w| w.len() >= 3)
        .collect()
}

/// In Chinese every comment is translated — what English is left in
/// one is code it names (`row[r][d]`, a line commented out) — and the
/// code of every line is the English listing's, byte for byte.
#[test]
fn chinese_listings_translate_the_comments_and_keep_the_code() {
    let zh = Lang::Zh.text();
    for listing in Listing::all() {
        let title = listing.title();
        let shown = listing.text_in(zh);
        let code_words: Vec<&str> = listing
            .lines()
            .flat_map(|line| words(listing.language.split_comment(line).0))
            .collect();
        for (i, (english, chinese)) in listing.lines().zip(shown.lines()).enumerate() {
            let (code, comment) = listing.language.split_comment(english);
            let (shown_code, shown_comment) = listing.language.split_comment(chinese);
            assert_eq!(shown_code, code, "{title} line {i}");
            assert_eq!(
                shown_comment.is_some(),
                comment.is_some(),
                "{title} line {i}"
            );
            for word in words(shown_comment.unwrap_or_default()) {
                assert!(
                    code_words.contains(&word) || word == "LeetCode",
                    "{title} line {i}: {word:?} left in {chinese:?}"
                );
            }
        }
        for i in listing.mistake_lines() {
            let line = shown.lines().nth(i).unwrap();
            assert!(line.contains("错误: "), "{title}: {line}");
        }
    }
}

#[test]
fn english_listings_are_shown_as_written() {
    for listing in Listing::all() {
        assert!(matches!(listing.text_in(Lang::En.text()), Cow::Borrowed(t) if t == listing.text));
    }
}

fn marked_text(listing: &Listing, kind: EventKind) -> Vec<&'static str> {
    let lines: Vec<&str> = listing.lines().collect();
    listing
        .marked(Some(kind))
        .into_iter()
        .map(|i| lines[i].trim())
        .collect()
}

#[test]
fn the_cpp_row_major_marks_are_the_statements_of_each_event() {
    let cpp = Listing::of(Language::Cpp, Strategy::RowMajor, None);
    assert_eq!(
        marked_text(&cpp, EventKind::Undo),
        [
            "row[r][d] = col[c][d] = box[b][d] = false;",
            "board[r][c] = '.';  // backtrack: unmark, clear"
        ]
    );
    assert_eq!(
        marked_text(&cpp, EventKind::Enter),
        ["if (!nextEmptyCell(board, r, c))"]
    );
    assert!(cpp.mistake_lines().is_empty());
}

#[test]
fn each_mistake_listing_shows_its_mistake_and_marks_around_it() {
    for language in Language::ALL {
        let forget_restore =
            Listing::of(language, Strategy::RowMajor, Some(Mistake::ForgetRestore));
        // The unmark line is there, commented out, and never marked.
        let mistake = forget_restore.mistake_lines();
        assert_eq!(mistake.len(), 1, "{}", forget_restore.title());
        assert!(
            !forget_restore
                .marked(Some(EventKind::Undo))
                .contains(&mistake[0])
        );
        assert_eq!(forget_restore.marked(Some(EventKind::Undo)).len(), 1);

        let forget_flag = Listing::of(language, Strategy::RowMajor, Some(Mistake::ForgetFlag));
        let ignored = forget_flag.mistake_lines();
        assert_eq!(ignored.len(), 1);
        assert!(
            forget_flag
                .marked(Some(EventKind::Place))
                .contains(&ignored[0])
        );

        let restart = Listing::of(language, Strategy::RowMajor, Some(Mistake::RestartColumn));
        let scan = restart.mistake_lines();
        assert_eq!(scan.len(), 1);
        assert!(restart.marked(Some(EventKind::Enter)).contains(&scan[0]));
    }
}

#[test]
fn most_constrained_listings_show_the_cell_choice() {
    for language in Language::ALL {
        let listing = Listing::of(language, Strategy::MostConstrained, None);
        let enter = marked_text(&listing, EventKind::Enter);
        assert_eq!(enter.len(), 2, "{}: {enter:?}", listing.title());
        let choice = |l: &&str| l.contains("if (n < best)") || l.contains("fewer: take it");
        assert!(enter.iter().any(choice));
    }
}

#[test]
fn languages_cycle_and_round_trip_their_names() {
    let mut l = Language::Cpp;
    for _ in 0..4 {
        assert_eq!(Language::from_name(l.name()), Some(l));
        l = l.next();
    }
    assert_eq!(l, Language::Cpp);
}
