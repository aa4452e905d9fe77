//! The solve screen's figures and words: playing or paused (or how it
//! ended), the speed and step size; the step, depth and counters; the
//! narration of the last event; the last action's message.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::app::lab;
use crate::app::narration::{dead_end_reasons, merged_dead_end_reasons, narrate};
use crate::app::solve::{Goal, StepSize};
use crate::app::{Message, SolveState, Theme};
use crate::engine::Outcome;
use crate::i18n::{Text, columns};

pub fn render(
    frame: &mut Frame,
    area: Rect,
    solve: &SolveState,
    in_lesson: bool,
    message: Option<&Message>,
    theme: Theme,
    text: &Text,
) {
    let search = &*solve.search;
    let counts = search.counts();
    let words = &text.solve;
    let (state, style) = match (search.outcome(), solve.goal) {
        // A mistake's verdict is its own, not the puzzle's: quoted.
        (Some(Outcome::Solved), _) if search.mistake().is_some() => {
            (words.state_mistake_says_solved.to_string(), theme.error())
        }
        (Some(Outcome::Exhausted), _) if search.mistake().is_some() => (
            words.state_mistake_says_no_solution.to_string(),
            theme.error(),
        ),
        (Some(Outcome::Solved), _) => (words.state_solved.to_string(), theme.good()),
        (Some(Outcome::Exhausted), _) => (words.state_no_solution.to_string(), theme.error()),
        (None, Some(Goal::End)) => (words.state_to_end.to_string(), theme.heading()),
        (None, Some(Goal::Next(StepSize::Backtracks))) => {
            (words.state_to_backtrack.to_string(), theme.heading())
        }
        (None, Some(Goal::Next(_))) => (words.state_to_next_stop.to_string(), theme.heading()),
        (None, Some(Goal::Step(n))) => ((words.state_to_step)(n), theme.heading()),
        (None, None) if solve.playing => (words.state_playing.to_string(), theme.heading()),
        (None, None) => (words.state_paused.to_string(), theme.dim()),
    };
    // A run goes flat out: the playing speed does not apply to it; how
    // far it has got does.
    let speed = match solve.progress() {
        Some(run) if run.events > 0 => (words.run_progress)(run.events, run.per_second),
        Some(_) => String::new(),
        None => format!(
            "{}{}",
            match solve.recorded_pace {
                Some(pace) => pace_label(pace.as_secs_f64(), text),
                None => solve.speed.label_in(text),
            },
            solve.pause_at.label(text)
        ),
    };
    let which = match (search.mistake(), &solve.watch) {
        (Some(m), _) => (words.bug_lab_variant)(m),
        // A watched search follows the learner's order, not a strategy.
        (None, Some(watch)) => watch.file.clone(),
        (None, None) => (text.common.strategy)(search.strategy()).to_string(),
    };
    // Whole words only: where the line does not fit, the speed and the
    // step size give way first, then the search's name (the header names
    // it too), never cut mid-word ("bug lab: f").
    let width = area.width as usize;
    let settings = [
        (words.settings_line)(&speed, solve.step_size.label(text), &which),
        (words.settings_line)("", solve.step_size.label(text), &which),
        format!(" · {which}"),
        String::new(),
    ]
    .into_iter()
    .find(|s| columns(&state) + columns(s) <= width)
    .unwrap_or_default();
    let mut lines = vec![
        Line::from(vec![Span::styled(state, style), Span::raw(settings)]),
        Line::raw((words.step_and_depth)(
            search.step_number(),
            search.depth(),
            counts.max_depth,
        )),
        // A propagating search's placements are guesses and forced moves:
        // counted apart, with its wipeouts, as `trace --summary` does.
        Line::raw(
            if search.strategy().propagates() && search.mistake().is_none() {
                (words.counters_propagating)(
                    counts.place,
                    counts.force,
                    counts.wipeout,
                    counts.rejects(),
                    counts.undo,
                )
            } else {
                (words.counters)(counts.place, counts.rejects(), counts.undo)
            },
        ),
    ];
    // The sentence, a dead end's reasons, the message: each wrapped whole.
    // When they do not all fit, the reasons say the digits that failed
    // deeper once, or (the sentence names those) are left out: nothing is
    // cut off at the bottom.
    let room = (area.height as usize).saturating_sub(3);
    // A mistake's end says what went wrong instead: the correct search's
    // end sentence (why no grid completes) would not be true of it.
    let end = lab::end_sentence(search, solve.correct_end, text);
    let said_first = end.clone().unwrap_or_else(|| narrate(search, text));
    let quiz = solve
        .quiz
        .as_ref()
        .map(|quiz| lab::quiz_line(quiz, solve.step(), solve.quiz_cursor(), in_lesson, text));
    let sentence = sentence_and_lab(&said_first, quiz, search, room, width, text);
    let said: Vec<String> = message
        .map(|m| wrap(&m.fitted(width), width))
        .unwrap_or_default();
    let spare = room.saturating_sub(sentence.len() + said.len());
    let reasons = fitting_reasons(search, spare, width, text);
    let mut words: Vec<Line> = sentence.into_iter().map(Line::raw).collect();
    words.extend(reasons.into_iter().map(|l| Line::styled(l, theme.dim())));
    if let Some(m) = message {
        let style = if m.is_error {
            theme.error()
        } else {
            theme.good()
        };
        words.extend(said.into_iter().map(|l| Line::styled(l, style)));
    }
    let figures = Rect::new(area.x, area.y, area.width, 3.min(area.height));
    lines.truncate(figures.height as usize);
    frame.render_widget(Paragraph::new(lines), figures);
    if area.height > 3 {
        let below = Rect::new(area.x, area.y + 3, area.width, area.height - 3);
        frame.render_widget(Paragraph::new(words), below);
    }
}

/// A dead end's reasons in at most `spare` lines: each digit's, else the
/// digits that failed deeper said once, else none.
fn fitting_reasons(
    search: &dyn crate::search::Search,
    spare: usize,
    width: usize,
    text: &Text,
) -> Vec<String> {
    let Some(entries) = dead_end_reasons(search, text) else {
        return Vec::new();
    };
    let full = flow(&entries, " · ", width);
    if full.len() <= spare {
        return full;
    }
    let merged = merged_dead_end_reasons(search, text).unwrap_or_default();
    let merged = flow(&merged, " · ", width);
    match merged.len() <= spare {
        true => merged,
        false => Vec::new(),
    }
}

/// The narration (or a mistake's end) wrapped, then the bug lab's line and
/// the quiz's, in `room` lines where they fit. The quiz's line is what the
/// learner answers (and the bug lab's what the mistake did): kept whole,
/// the bug lab's naming fewer cells ("and n more") before the narration
/// gives way at its end, the cut marked `…`.
fn sentence_and_lab(
    said: &str,
    quiz: Option<String>,
    search: &dyn crate::search::Search,
    room: usize,
    width: usize,
    text: &Text,
) -> Vec<String> {
    let mut sentence = wrap(said, width);
    let lab_naming = |most: usize| -> Vec<String> {
        [lab::consequence_naming(search, text, most), quiz.clone()]
            .into_iter()
            .flatten()
            .flat_map(|line| wrap(&line, width))
            .collect()
    };
    let mut lab = lab_naming(lab::NAMED);
    for most in (1..lab::NAMED).rev() {
        if sentence.len() + lab.len() <= room {
            break;
        }
        let shorter = lab_naming(most);
        if shorter.len() < lab.len() {
            lab = shorter;
        }
    }
    if sentence.len() + lab.len() > room && room > lab.len() {
        sentence.truncate(room - lab.len());
        if let Some(last) = sentence.last_mut() {
            while columns(last) + 1 > width && last.pop().is_some() {}
            last.push('…');
        }
    }
    sentence.extend(lab);
    sentence
}

/// A recording's pace, `seconds` a step, in the speed's words where it
/// is one of theirs (`4 steps/s`, `1 step every 2 s`), else as seconds
/// (`1 step every 0.3 s`).
pub fn pace_label(seconds: f64, text: &Text) -> String {
    let whole = |x: f64| (x - x.round()).abs() < 1e-9 && x.round() >= 1.0;
    let rate = 1.0 / seconds;
    if whole(rate) {
        (text.solve.speed)(rate.round() as u64)
    } else if whole(seconds) {
        (text.classroom.speed_slow)(seconds.round() as u64)
    } else {
        let shown = format!("{seconds:.3}");
        let shown = shown.trim_end_matches('0').trim_end_matches('.');
        (text.classroom.speed_pace)(shown)
    }
}

use super::wrap::prose as wrap;

/// Entries joined by `separator` into lines of at most `width` columns,
/// never breaking an entry.
pub fn flow(entries: &[String], separator: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for entry in entries {
        let joined = columns(&current) + columns(separator) + columns(entry);
        if current.is_empty() {
            current = entry.clone();
        } else if joined <= width {
            current = format!("{current}{separator}{entry}");
        } else {
            lines.push(std::mem::replace(&mut current, entry.clone()));
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recordings_pace_is_said_as_a_speed_where_it_is_one() {
        let en = crate::i18n::Lang::En.text();
        assert_eq!(pace_label(0.25, en), "4 steps/s");
        assert_eq!(pace_label(1.0, en), "1 step/s");
        assert_eq!(pace_label(2.0, en), "1 step every 2 s");
        assert_eq!(pace_label(0.3, en), "1 step every 0.3 s");
        assert_eq!(pace_label(1.5, en), "1 step every 1.5 s");
        let zh = crate::i18n::Lang::Zh.text();
        assert_eq!(pace_label(0.3, zh), "每 0.3 秒 1 步");
        assert_eq!(pace_label(0.5, zh), "2 步/秒");
    }

    #[test]
    fn entries_flow_whole_onto_lines() {
        let entries: Vec<String> = ["why: 1 row r1c3", "2 column r2c2", "3 failed deeper"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            flow(&entries, " · ", 34),
            ["why: 1 row r1c3 · 2 column r2c2", "3 failed deeper"]
        );
        assert_eq!(flow(&entries, " · ", 80).len(), 1);
        // Chinese entries take two columns a character.
        let entries: Vec<String> = ["原因：1 行 r1c3", "2 列 r2c2"].map(String::from).to_vec();
        assert_eq!(flow(&entries, " · ", 27), ["原因：1 行 r1c3 · 2 列 r2c2"]);
        assert_eq!(flow(&entries, " · ", 26).len(), 2);
    }

    #[test]
    fn chinese_wraps_between_characters_never_before_a_closing_mark() {
        let english = "r1c4: try 1 — rejected, row 1 already has 1 at r1c3";
        for width in 5..60 {
            assert_eq!(
                wrap(english, width),
                textwrap::wrap(english, width)
                    .into_iter()
                    .map(|l| l.into_owned())
                    .collect::<Vec<_>>()
            );
        }
        let chinese = "盘面已填满，但结果被忽略：搜索把它撤销，继续往下走";
        let lines = wrap(chinese, 20);
        assert_eq!(
            lines,
            ["盘面已填满，但结果被", "忽略：搜索把它撤销，", "继续往下走"]
        );
        assert!(lines.iter().all(|l| columns(l) <= 20));
        // `，` stays with the character before it.
        assert_eq!(wrap("一二三四，五", 8), ["一二三", "四，五"]);
    }

    /// Issue 18: the help wrapped Chinese with textwrap's default, which
    /// cut a line wherever it ran out of room, so a line could start with
    /// `）` `、` `，` (`退出（有未保存的编辑时先询问` / `）` at 28 columns). Every
    /// key's help in Chinese, at every width, as the help and the status
    /// area wrap it: no line starts with a closing mark or ends with an
    /// opening one, none is wider than the width, and nothing is lost.
    #[test]
    fn no_chinese_line_starts_with_a_closing_mark() {
        use crate::app::keys::{self, Context};
        const CLOSING: &str = "，。：；）、！？”」』》";
        const OPENING: &str = "（“「『《";
        let words = &crate::i18n::Lang::Zh.text().keys;
        let helps: Vec<&str> = Context::ALL
            .into_iter()
            .flat_map(keys::bindings)
            .map(|b| b.help(words))
            .collect();
        assert!(helps.len() > 50);
        for width in 12..80 {
            for help in &helps {
                let lines = wrap(help, width);
                for (i, line) in lines.iter().enumerate() {
                    let first = line.chars().next().unwrap();
                    let last = line.trim_end().chars().last().unwrap();
                    assert!(i == 0 || !CLOSING.contains(first), "{width}: {lines:?}");
                    assert!(
                        i + 1 == lines.len() || !OPENING.contains(last),
                        "{width}: {lines:?}"
                    );
                    assert!(columns(line) <= width, "{width}: {lines:?}");
                }
                let kept: String = lines.concat().chars().filter(|c| *c != ' ').collect();
                let all: String = help.chars().filter(|c| *c != ' ').collect();
                assert_eq!(kept, all, "{width}");
            }
        }
    }
}
