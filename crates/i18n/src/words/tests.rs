//! The core's values worded in both languages: the quiz, the race, the
//! event log's unwinding line and the listings' comments.

use std::borrow::Cow;

use super::*;
use crate::Lang;
use crate::engine::{Counts, Engine, ForceRule, Strategy};
use crate::grid::{Cell, UnitKind, parse_grid};
use crate::listing::{Listing, MARKED_KINDS};
use crate::search_shape::log::lines;
use crate::search_shape::race::comparison;
use crate::search_shape::test_entries::chain;

const EN: &Text = Lang::En.text();
const ZH: &Text = Lang::Zh.text();

use crate::test_fixtures::LEETCODE;

fn leetcode(steps: u64) -> Engine {
    let mut e = Engine::new(&parse_grid(LEETCODE).unwrap(), Strategy::RowMajor).unwrap();
    e.run(steps);
    e
}

#[test]
fn the_quiz_reads_in_english() {
    let mut quiz = Quiz::default();
    assert_eq!(quiz_score(&quiz, EN), "quiz 0/0");
    // Step 3: the search entered r1c4; 2 is the first digit no table holds.
    let e = leetcode(3);
    let q = quiz.ask(&e).unwrap().clone();
    assert_eq!(
        quiz_question(&q, q.cell, EN),
        "r1c4: which digit goes here next (1-9), or d for a dead end?"
    );
    let v = quiz.answer(Answer::Digit(2)).unwrap();
    assert_eq!(quiz_reason(v, EN), "yes: no table holds 2, so it is placed");
    assert_eq!(quiz_score(&quiz, EN), "quiz 1/1");
    quiz.ask(&e);
    let v = quiz.answer(Answer::Digit(1)).unwrap();
    assert_eq!(
        quiz_reason(v, EN),
        "no: 1 is in row 1 at r1c3, so 2 comes next"
    );
    quiz.ask(&e);
    let v = quiz.answer(Answer::DeadEnd).unwrap();
    assert_eq!(
        quiz_reason(v, EN),
        "no: 2 still fits — no table holds it, so it is placed"
    );
    assert_eq!(quiz_score(&quiz, EN), "quiz 1/3");
}

#[test]
fn the_reasons_in_chinese() {
    let e = leetcode(3);
    let mut quiz = Quiz::default();
    let q = quiz.ask(&e).unwrap().clone();
    assert_eq!(
        quiz_question(&q, q.cell, ZH),
        "r1c4：下一个放在这里的数字是几（1-9）？死路按 d"
    );
    let v = quiz.answer(Answer::Digit(1)).unwrap();
    assert_eq!(
        quiz_reason(v, ZH),
        "不对：第 1 行已有 1（在 r1c3），所以下一个是 2"
    );
    quiz.ask(&e);
    let v = quiz.answer(Answer::Digit(2)).unwrap();
    assert_eq!(quiz_reason(v, ZH), "对：没有标记表占用 2，所以放入 2");
    quiz.ask(&e);
    let v = quiz.answer(Answer::DeadEnd).unwrap();
    assert_eq!(
        quiz_reason(v, ZH),
        "不对：2 仍然可以放，没有标记表占用它，所以放入 2"
    );
    assert_eq!(quiz_score(&quiz, ZH), "测验 1/3");
    // After 2 is placed at r1c4, r1c6 is next (r1c5 is a given): 1, 2
    // and 3 are in row 1, so 4 is the first that fits.
    let e = leetcode(6);
    let q = quiz.ask(&e).unwrap().clone();
    assert_eq!((q.cell, q.truth), (Cell::at(0, 5), Answer::Digit(4)));
    let v = quiz.answer(Answer::Digit(3)).unwrap();
    assert_eq!(
        quiz_reason(v, ZH),
        "不对：第 1 行已有 3（在 r1c2），所以下一个是 4"
    );
    quiz.ask(&e);
    let v = quiz.answer(Answer::Digit(5)).unwrap();
    assert_eq!(
        quiz_reason(v, ZH),
        "不对：4 排在前面，没有标记表占用它，所以先放入 4"
    );
}

/// A rejection no cell stands behind (forget-restore's stale entry) is
/// said to be the table's claim.
#[test]
fn a_stale_entry_is_named_as_such() {
    let stale = Rejection {
        digit: 3,
        reason: UnitKind::Row,
        unit_number: 1,
        by: None,
    };
    let verdict = Verdict {
        question: Question {
            step: 9,
            cell: Cell::at(0, 3),
            truth: Answer::Digit(4),
            kind: QuestionKind::Digit {
                tried: 2,
                rejections: vec![stale],
            },
        },
        answer: Answer::Digit(3),
        right: false,
    };
    let reason = quiz_reason(&verdict, EN);
    assert!(reason.contains("table still claims"), "{reason}");
}

/// The search of `strategy` on the LeetCode example, at its first
/// question of the kind `wanted` picks.
fn at_first(strategy: Strategy, wanted: fn(&QuestionKind) -> bool) -> (Engine, Question) {
    let mut e = Engine::new(&parse_grid(LEETCODE).unwrap(), strategy).unwrap();
    loop {
        if let Some(q) = Question::at(&e)
            && wanted(&q.kind)
        {
            return (e, q);
        }
        assert!(e.step().is_some(), "no such question");
    }
}

/// The cell questions and their verdicts, in both languages: the
/// question names only the cursor; a verdict names the learner's cell,
/// then the truth with the engine's reason.
#[test]
fn the_cell_questions_read_in_both_languages() {
    let (_, q) = at_first(Strategy::Singles, |k| {
        matches!(k, QuestionKind::Forced { .. })
    });
    let QuestionKind::Forced { digit, rule, .. } = q.kind.clone() else {
        unreachable!()
    };
    let cursor = Cell::at(4, 4);
    assert_eq!(
        quiz_question(&q, cursor, EN),
        "which cell is forced next? r5c5? ←↓↑→ hjkl move, Enter answers"
    );
    assert_eq!(
        quiz_question(&q, cursor, ZH),
        "下一个被迫放入的是哪一格？r5c5？←↓↑→ hjkl 移动，Enter 作答"
    );
    let mut quiz = Quiz::default();
    quiz.ask_question(q.clone());
    let v = quiz.answer(Answer::Cell(q.cell)).unwrap();
    let why = match rule {
        ForceRule::OnlyCandidate => format!("{} has one candidate left, {digit}", q.cell),
        ForceRule::OnlyPlace(_) => format!("the only place for {digit} in"),
    };
    assert!(
        quiz_reason(v, EN).starts_with(&format!("yes: {why}")),
        "{}",
        quiz_reason(v, EN)
    );
    assert!(
        quiz_reason(v, ZH).starts_with("对："),
        "{}",
        quiz_reason(v, ZH)
    );
    // r1c1 is a given of the LeetCode example.
    quiz.ask_question(q.clone());
    let v = quiz.answer(Answer::Cell(Cell::at(0, 0))).unwrap();
    assert_eq!(
        quiz_reason(v, EN),
        format!("no: r1c1 is filled already; forced next: {why}")
    );
    assert!(quiz_reason(v, ZH).starts_with("不对：r1c1 已经填了数字；下一个被迫放入："));

    let (e, q) = at_first(Strategy::ForwardChecking, |k| {
        matches!(k, QuestionKind::Wipeout { .. })
    });
    let QuestionKind::Wipeout {
        by: Some((by, digit)),
        ..
    } = q.kind
    else {
        unreachable!()
    };
    assert_eq!(
        quiz_question(&q, cursor, EN),
        "where does the wipeout come (a cell with no candidate)? r5c5? ←↓↑→ hjkl move, Enter answers"
    );
    quiz.ask_question(q.clone());
    let v = quiz.answer(Answer::Cell(q.cell)).unwrap();
    assert_eq!(
        quiz_reason(v, EN),
        format!(
            "yes: {} has no candidate left after {digit} at {by}",
            q.cell
        )
    );
    assert_eq!(
        quiz_reason(v, ZH),
        format!("对：{by} 放入 {digit} 之后，{} 已没有候选数", q.cell)
    );
    // An empty cell with candidates left is said with them.
    let open = Cell::all()
        .find(|&c| c != q.cell && e.state().digit(c) == 0)
        .unwrap();
    let candidates: Vec<String> = e
        .state()
        .tables()
        .candidates(open)
        .iter()
        .map(|d| d.to_string())
        .collect();
    quiz.ask_question(q.clone());
    let v = quiz.answer(Answer::Cell(open)).unwrap();
    let n = candidates.len();
    let word = if n == 1 { "candidate" } else { "candidates" };
    assert_eq!(
        quiz_reason(v, EN),
        format!(
            "no: {open} has {n} {word} left ({}); the wipeout: {} has no candidate left after {digit} at {by}",
            candidates.join(" "),
            q.cell
        )
    );
    assert_eq!(
        quiz_reason(v, ZH),
        format!(
            "不对：{open} 还有 {n} 个候选数（{}）；候选清空：{by} 放入 {digit} 之后，{} 已没有候选数",
            candidates.join(" "),
            q.cell
        )
    );
}

#[test]
fn the_race_reads_in_english() {
    let counts = |place| Counts {
        place,
        ..Counts::default()
    };
    let (rm, mc) = (counts(69_175_316), counts(45_267));
    let both = comparison((Strategy::RowMajor, &rm), (Strategy::MostConstrained, &mc));
    assert_eq!(
        race_comparison(both, EN),
        "most-constrained: 45,267 placements — 1,528x fewer than row-major"
    );
    let so_far = Comparison::SoFar {
        done: (Strategy::MostConstrained.into(), 45_267),
        running: (Strategy::RowMajor.into(), 98_100),
    };
    assert!(race_comparison(so_far, EN).starts_with("most-constrained finished: "));
    let zero = comparison(
        (Strategy::RowMajor, &rm),
        (Strategy::MostConstrained, &counts(0)),
    );
    assert_eq!(
        race_comparison(zero, EN),
        "most-constrained: 0 placements — infinitely fewer than row-major"
    );
}

/// The Chinese comparison: the strategies by their Chinese names, the
/// fewer first, "1/N of the other" rather than "N times fewer".
#[test]
fn the_comparison_reads_in_chinese() {
    let counts = |place| Counts {
        place,
        ..Counts::default()
    };
    let (rm, mc) = (counts(69_175_316), counts(45_267));
    assert_eq!(
        race_comparison(
            comparison((Strategy::RowMajor, &rm), (Strategy::MostConstrained, &mc)),
            ZH
        ),
        "候选最少优先：放入 45,267 次，只有按行顺序的 1/1,528"
    );
    assert_eq!(
        race_comparison(
            comparison((Strategy::RowMajor, &mc), (Strategy::MostConstrained, &mc)),
            ZH
        ),
        "按行顺序和候选最少优先：各放入 45,267 次"
    );
    let so_far = Comparison::SoFar {
        done: (Strategy::MostConstrained.into(), 45_267),
        running: (Strategy::RowMajor.into(), 69_175_316),
    };
    assert_eq!(
        race_comparison(so_far, ZH),
        "候选最少优先已结束：放入 45,267 次；按行顺序仍在运行，已放入 69,175,316 次"
    );
}

/// The folded chain in both languages: the cells in the same order, the
/// words in each language's order, and no "trying" once the search is
/// back at a 9; an event's line is the words it was given.
#[test]
fn a_folded_chain_reads_in_both_languages() {
    let folded = lines(chain(8), false);
    assert_eq!(
        log_line(&folded[0], EN),
        "unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7, trying 9"
    );
    assert_eq!(
        log_line(&folded[0], ZH),
        "回退 2 层：r1c9 死路 → r1c8 试完 → 回到 r1c7，尝试 9"
    );
    let at_nine = lines(chain(9), false);
    assert_eq!(
        log_line(&at_nine[0], ZH),
        "回退 2 层：r1c9 死路 → r1c8 试完 → 回到 r1c7"
    );
    assert_eq!(
        log_line(&at_nine[0], EN),
        "unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7"
    );
    let expanded = lines(chain(8), true);
    let Line::Event(first) = &expanded[0] else {
        panic!("expanded lines are events")
    };
    assert_eq!(log_line(&expanded[0], ZH), first.words.as_str());
}

/// Every kind marks a line of every listing, in every interface
/// language and under a phrase table that names code words too: the
/// marks are found on the English text, and the line they name in the
/// shown text is the same code, not a comment (a phrase table changes
/// comments only).
#[test]
fn every_kind_marks_the_same_code_in_every_language() {
    let listings: Vec<Listing> = Listing::all().collect();
    assert_eq!(listings.len(), 24);
    // Phrases that occur in code too: only the comments may change.
    let code_words: &[(&str, &str)] = &[("board", "BOARD"), ("row", "ROW"), ("the", "THE")];
    let mut tables = vec![("code words".to_string(), code_words)];
    for lang in Lang::ALL {
        tables.push((format!("{lang:?}"), lang.text().panels.code_comments));
    }
    for listing in listings {
        let english: Vec<&str> = listing.lines().collect();
        for (table, phrases) in &tables {
            let shown = listing.text_in(phrases);
            let shown: Vec<&str> = shown.lines().collect();
            assert_eq!(shown.len(), english.len(), "{} in {table}", listing.title());
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
                        "{} line {i} in {table}",
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
        let shown = listing.text_in(zh.panels.code_comments);
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
        assert!(
            matches!(listing.text_in(EN.panels.code_comments), Cow::Borrowed(t) if t == listing.text)
        );
    }
}
