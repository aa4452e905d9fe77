use super::*;

#[test]
fn a_refusal_says_why_in_the_interface_language() {
    use crate::i18n::Lang;
    let (en, zh) = (Lang::En.text(), Lang::Zh.text());
    let at_end = Refusal::AtEnd;
    assert_eq!(
        at_end.says(Some(Outcome::Exhausted), false, en),
        "no solution — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Solved), false, en),
        "solved — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Exhausted), false, zh),
        "无解：按 Home 或 ← 返回"
    );
    assert_eq!(
        at_end.says(Some(Outcome::Solved), false, zh),
        "已解出：按 Home 或 ← 返回"
    );
    assert_eq!(
        Refusal::NoBacktrackLeft { solves: false }.says(None, false, zh),
        "后面没有回溯了：结束前只剩死路（f）"
    );
    assert_eq!(
        Refusal::AtStart.says(None, false, zh),
        "已在第 0 步：按 → 或 Space 向前"
    );
    assert_eq!(
        at_end.says(None, false, en),
        "the recording ends here — Home or ← to go back"
    );
    assert_eq!(
        at_end.says(None, false, zh),
        "录下的搜索到此为止：按 Home 或 ← 返回"
    );
    // A bug-lab variant's end is its verdict, not the puzzle's.
    for outcome in [Outcome::Exhausted, Outcome::Solved] {
        assert_eq!(
            at_end.says(Some(outcome), true, en),
            "the search has ended — Home or ← to go back"
        );
        assert_eq!(
            at_end.says(Some(outcome), true, zh),
            "搜索已结束：按 Home 或 ← 返回"
        );
    }
}

#[test]
fn numbers_read_and_written_with_separators() {
    assert_eq!(parse_step("400,000,000"), Some(400_000_000));
    assert_eq!(parse_step(" 12_000 "), Some(12_000));
    assert_eq!(parse_step(""), None);
    assert_eq!(parse_step("12a"), None);
}
