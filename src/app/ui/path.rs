//! The path: the stack with every level's nine digits, so a learner sees
//! which choices are used up and how much is left at each level — above all
//! at the root. Deepest level on top, the root always on the last line.
//! Levels are numbered as the stack panel numbers them (from 1 at the root,
//! so the top placed level's number is the depth; the cell still being
//! tried shows `→`):
//!
//! ```text
//!  Path: depth 23
//!  r c b rejected by a table · × failed · · left
//!   → r4c6 rr×c····· 5 left
//!  23 r4c5 ×r×r×r7·· 2 left
//!   … 20 more
//!   1 r1c3 ××1······ 6 left
//! ```
//!
//! The marks are characters, so they read the same without colour; colour
//! only adds emphasis. The marks come from
//! [`search_shape::path`](crate::search_shape::path).

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::Theme;
use crate::engine::Phase;
use crate::grid::UnitKind;
use crate::i18n::{Text, columns, pad_to};
use crate::search::Search;
use crate::search_shape::path::{Level, Mark, path};

pub fn render(frame: &mut Frame, area: Rect, search: &dyn Search, theme: Theme, text: &Text) {
    let levels = path(search);
    let legend = key(&levels, area.width as usize, text);
    let words = &text.panels;
    let mut lines = vec![
        Line::styled((words.path_heading)(search.depth()), theme.heading()),
        Line::styled(legend, theme.dim()),
    ];
    let room = (area.height as usize).saturating_sub(lines.len());
    // Deepest first; when they do not all fit, the deepest that do, a line
    // saying how many are hidden, and the root.
    let order: Vec<usize> = (0..levels.len()).rev().collect();
    let shown: Vec<Option<usize>> = if order.len() <= room {
        order.into_iter().map(Some).collect()
    } else if room >= 3 {
        let mut v: Vec<Option<usize>> = order[..room - 2].iter().map(|&i| Some(i)).collect();
        v.push(None);
        v.push(Some(0));
        v
    } else {
        order[..room].iter().map(|&i| Some(i)).collect()
    };
    let hidden = levels.len().saturating_sub(shown.iter().flatten().count());
    for item in shown {
        match item {
            Some(index) => {
                // As in the stack panel: the top level while a digit is
                // being tried holds none yet, so it has no number.
                let trying = search.phase() == Phase::Try && index + 1 == levels.len();
                let label = if trying {
                    "→".to_string()
                } else {
                    (index + 1).to_string()
                };
                lines.push(level_line(&label, &levels[index], theme, text))
            }
            None => lines.push(Line::styled((words.path_more)(hidden), theme.dim())),
        }
    }
    if levels.is_empty() {
        lines.push(Line::styled(words.empty, theme.dim()));
    }
    frame.render_widget(Paragraph::new(lines), area);
}

/// The key: long when it fits, short otherwise; a stale reject (`?`) and
/// a refused digit (`!`) are named after it while the path shows one,
/// when they fit (the legend's full form names them always).
fn key(levels: &[Level], width: usize, text: &Text) -> String {
    let words = &text.panels;
    let shows = |wanted: fn(&Mark) -> bool| levels.iter().any(|l| l.marks.iter().any(wanted));
    let mut extra = Vec::new();
    if shows(|m| matches!(m, Mark::Stale(_))) {
        extra.push((words.path_key_stale, words.path_key_stale_short));
    }
    if shows(|m| *m == Mark::Refused) {
        extra.push((words.path_key_refused, words.path_key_refused_short));
    }
    if levels.iter().any(|l| l.forced) {
        extra.push((words.path_key_forced, words.path_key_forced_short));
    }
    let long = extra
        .iter()
        .fold(words.path_key.to_string(), |k, (e, _)| format!("{k} · {e}"));
    let short = extra
        .iter()
        .fold(words.path_key_short.to_string(), |k, (_, e)| {
            format!("{k} {e}")
        });
    [long, short]
        .into_iter()
        .find(|k| columns(k) <= width)
        .unwrap_or_else(|| words.path_key_short.to_string())
}

/// The columns every mark takes: those of the widest reject mark (one in
/// English, two for Chinese 行/列/宫).
fn mark_width(text: &Text) -> usize {
    [UnitKind::Row, UnitKind::Column, UnitKind::Box]
        .into_iter()
        .map(|kind| columns((text.panels.rejected_mark)(kind)))
        .max()
        .unwrap_or(1)
}

/// `23 r4c6 rr×c····· 5 left`.
fn level_line(label: &str, level: &Level, theme: Theme, text: &Text) -> Line<'static> {
    let mut spans = vec![Span::raw(format!("{label:>2} {} ", level.cell))];
    let rejected = text.panels.rejected_mark;
    let width = mark_width(text);
    for (i, mark) in level.marks.iter().enumerate() {
        let (shown, style) = match mark {
            Mark::Rejected(kind) => (rejected(*kind).to_string(), theme.dim()),
            Mark::Failed => ("×".to_string(), theme.retracted()),
            Mark::Stale(_) => ("?".to_string(), theme.error()),
            Mark::Refused => ("!".to_string(), theme.error()),
            Mark::Current => ((i + 1).to_string(), theme.heading()),
            // A forced level tries no other digit: none is left.
            Mark::Untried if level.forced => ("-".to_string(), theme.dim()),
            Mark::Untried => ("·".to_string(), theme.dim()),
        };
        spans.push(Span::styled(pad_to(&shown, width), style));
    }
    spans.push(Span::raw(if level.forced {
        format!(" {}", text.panels.forced_level)
    } else {
        (text.panels.digits_left)(level.untried())
    }));
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::i18n::Lang;

    fn level() -> Level {
        use Mark::{Current, Failed, Rejected, Untried};
        Level {
            cell: Cell::at(3, 5),
            marks: [
                Rejected(UnitKind::Row),
                Rejected(UnitKind::Row),
                Failed,
                Rejected(UnitKind::Column),
                Current,
                Untried,
                Untried,
                Untried,
                Untried,
            ],
            forced: false,
        }
    }

    /// In Chinese the marks are 行/列/宫 and every mark takes two columns,
    /// so digit d stands in the same column on every level's line.
    #[test]
    fn path_marks_line_up_in_both_languages() {
        let english = level_line("23", &level(), Theme::PLAIN, Lang::En.text());
        assert_eq!(english.to_string(), "23 r4c6 rr×c5···· 4 left");
        let chinese = level_line("23", &level(), Theme::PLAIN, Lang::Zh.text());
        assert_eq!(chinese.to_string(), "23 r4c6 行行× 列5 · · · ·  剩 4");
        // The nine marks take 18 columns whatever they are.
        let marks: usize = chinese.spans[1..10].iter().map(|s| s.width()).sum();
        assert_eq!(marks, 18);
    }

    /// Issue 30: a stale reject (forget-restore) and a digit a learner's
    /// search refused though no unit held it were drawn `×`, "failed",
    /// which says the digit was placed: each has its own mark, named in
    /// the key while the path shows it, and in the legend.
    #[test]
    fn a_stale_reject_and_a_refused_digit_are_not_failures() {
        use crate::engine::{Engine, Event, Mistake};
        use crate::search::Search;
        let grid = crate::grid::parse_grid(crate::test_fixtures::LEETCODE).unwrap();
        let mut engine = Engine::with_mistake(&grid, Mistake::ForgetRestore).unwrap();
        let stale = engine
            .run_until(u64::MAX, |e: &Event| {
                matches!(e, Event::Reject { by: None, .. })
            })
            .expect("forget-restore rejects by a stale entry");
        let Event::Reject { digit, reason, .. } = stale else {
            unreachable!()
        };
        let levels = path(&engine);
        let top = levels.last().unwrap();
        assert_eq!(top.marks[digit as usize - 1], Mark::Stale(reason));
        let line = level_line("1", top, Theme::PLAIN, Lang::En.text()).to_string();
        assert!(
            !line.contains('×') || top.count(|m| m == Mark::Failed) > 0,
            "{line}"
        );
        assert!(line.contains('?'), "{line}");
        assert!(key(&levels, 80, Lang::En.text()).ends_with(" · ? stale"));
        assert!(key(&levels, 30, Lang::En.text()).ends_with(" ?stale"));
        for lang in Lang::ALL {
            let k = key(&levels, 40, lang.text());
            assert!(crate::i18n::columns(&k) <= 40, "{k}");
        }

        // A learner's search refusing 1 at r1c3, which nothing holds.
        let cell = Cell::at(0, 2);
        let steps: Vec<crate::learner::writes::Step> = [
            Event::Enter { cell, depth: 0 },
            Event::Reject {
                cell,
                digit: 1,
                reason: UnitKind::Row,
                by: None,
            },
        ]
        .into_iter()
        .map(|event| crate::learner::writes::Step {
            event,
            inferred: false,
            line: None,
        })
        .collect();
        let mut learner = crate::recording::Recording::from_learner(&grid, &steps);
        learner.seek(2);
        let levels = path(&learner);
        assert_eq!(levels[0].marks[0], Mark::Refused);
        assert!(key(&levels, 80, Lang::En.text()).ends_with(" · ! refused"));
        let glossary = Lang::En.text().panels.glossary;
        for mark in ["?", "!"] {
            assert!(glossary.iter().any(|t| t.term == mark), "{mark}");
        }
    }
}
