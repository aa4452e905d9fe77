use super::*;

/// Phrases replace the longest first, in comments only; no phrases
/// leave the text itself.
#[test]
fn phrases_replace_comments_longest_first() {
    let cpp = Listing::of(CodeLanguage::Cpp, Strategy::RowMajor, None);
    assert!(matches!(cpp.text_in(&[]), Cow::Borrowed(t) if t == cpp.text));
    let undo = "board[r][c] = '.';  // backtrack: unmark, clear";
    let at = cpp.lines().position(|l| l.trim() == undo).unwrap();
    let phrases: &[(&str, &str)] = &[("back", "B"), ("backtrack", "回溯"), ("board", "X")];
    let shown = cpp.text_in(phrases);
    let line = shown.lines().nth(at).unwrap();
    assert_eq!(line.trim(), "board[r][c] = '.';  // 回溯: unmark, clear");
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
    let cpp = Listing::of(CodeLanguage::Cpp, Strategy::RowMajor, None);
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
    for language in CodeLanguage::ALL {
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
    for language in CodeLanguage::ALL {
        let listing = Listing::of(language, Strategy::MostConstrained, None);
        let enter = marked_text(&listing, EventKind::Enter);
        assert_eq!(enter.len(), 2, "{}: {enter:?}", listing.title());
        let choice = |l: &&str| l.contains("if (n < best)") || l.contains("fewer: take it");
        assert!(enter.iter().any(choice));
    }
}

#[test]
fn languages_cycle_back_to_cpp() {
    let mut l = CodeLanguage::Cpp;
    for _ in 0..4 {
        l = l.next();
    }
    assert_eq!(l, CodeLanguage::Cpp);
}
