//! A lesson's captions at the end of a search, checked against the
//! trace: the end's counts, the comparison with row-major, the race's
//! totals, the propagated search's guesses and forced moves.

use crate::lesson::{Caption, SearchKind};
use crate::{Outcome, Strategy};

use super::check::{EN, ZH, names_digit};
use super::lesson_stop::{AtStop, pick};
use super::lessons::search_of;
use super::model::Search;
use super::trace;
use super::traced::Traced;

/// Checks a caption of a search's end.
#[allow(
    clippy::too_many_lines,
    reason = "one arm per kind of caption, each short"
)]
pub(super) fn check_end(at: &AtStop, caption: &Caption) {
    let AtStop {
        step,
        event,
        model,
        events,
        end,
        firsts: _,
        engine: _,
        said,
        ctx,
        line,
        app,
        ask: _,
    } = *at;
    match caption {
        Caption::End {
            outcome,
            steps,
            placements,
            undos,
            empty,
            stale_rejects,
        } => {
            assert_eq!(*stale_rejects, model.stale_rejects, "{ctx}");
            assert_eq!((step, *steps), (end, end), "{ctx}");
            let traced = match event {
                Traced::Solved => Outcome::Solved,
                Traced::Exhausted => Outcome::Exhausted,
                other => panic!("{ctx}: ends on {other:?}"),
            };
            assert_eq!(*outcome, traced, "{ctx}");
            assert_eq!(
                (*placements, *undos),
                (model.placements, model.undos),
                "{ctx}"
            );
            assert_eq!(
                *empty,
                model.grid.iter().filter(|&&d| d == 0).count(),
                "{ctx}"
            );
            for (s, en) in said {
                let n = crate::format::thousands;
                assert!(s.contains(&n(end)), "{ctx}: {s}");
                let every = pick(*en, "every choice", "所有选择");
                if model.stale_rejects > 0 {
                    // Choices were skipped: "every choice" would be false.
                    assert!(!s.contains(every), "{ctx}: {s}");
                    assert!(s.contains(&n(model.stale_rejects)), "{ctx}: {s}");
                } else if traced == Outcome::Solved && *empty > 0 {
                    assert!(names_digit(s, *empty as u64), "{ctx}: {s}");
                } else {
                    assert!(
                        s.contains(&n(model.placements)) && s.contains(&n(model.undos)),
                        "{ctx}: {s}"
                    );
                    assert_eq!(
                        s.contains(every),
                        traced == Outcome::Exhausted,
                        "{ctx}: {s}"
                    );
                }
                // Every choice tried is not "no solution" (a mistake's
                // search may miss one).
                assert!(!s.contains(pick(*en, "no solution", "无解")), "{ctx}: {s}");
                let solved = pick(*en, "solved", "解出");
                assert_eq!(s.contains(solved), traced == Outcome::Solved, "{ctx}: {s}");
            }
        }
        Caption::Compared {
            steps,
            row_major_steps,
        } => {
            assert_eq!(step, end, "{ctx}");
            assert_eq!(*steps, end, "{ctx}");
            let row_major = super::traced::read_trace(&trace(line, Search::RowMajor, 20_000_000));
            assert_eq!(*row_major_steps, row_major.len() as u64, "{ctx}");
            for (s, _) in said {
                let n = crate::format::thousands;
                assert!(
                    s.contains(&n(end)) && s.contains(&n(*row_major_steps)),
                    "{ctx}: {s}"
                );
            }
        }
        Caption::Watch { file } => {
            for (s, _) in said {
                assert!(s.contains("sudoku-dfs watch"), "{ctx}: {s}");
                if let Some(file) = file {
                    assert!(s.contains(&file.display().to_string()), "{ctx}: {s}");
                }
            }
        }
        Caption::Propagated {
            outcome,
            steps,
            guesses,
            forced,
            backtracks,
        } => {
            assert_eq!((step, *steps), (end, end), "{ctx}");
            let count = |f: fn(&Traced) -> bool| events.iter().filter(|e| f(e)).count() as u64;
            let traced_guesses = count(|e| matches!(e, Traced::Place { .. }));
            let traced_forced = count(|e| matches!(e, Traced::Force { .. }));
            let traced_undos = count(|e| matches!(e, Traced::Undo { .. }));
            assert_eq!(
                (*guesses, *forced, *backtracks),
                (traced_guesses, traced_forced, traced_undos),
                "{ctx}"
            );
            let traced = match event {
                Traced::Solved => Outcome::Solved,
                Traced::Exhausted => Outcome::Exhausted,
                other => panic!("{ctx}: ends on {other:?}"),
            };
            assert_eq!(*outcome, traced, "{ctx}");
            for (s, en) in said {
                let n = crate::format::thousands;
                assert!(
                    s.contains(&n(end)) && s.contains(&n(traced_forced)),
                    "{ctx}: {s}"
                );
                let no_guess = pick(*en, "no guess", "一次猜测也没有");
                assert_eq!(
                    s.contains(no_guess),
                    traced_guesses == 0 && traced == Outcome::Solved,
                    "{ctx}: {s}"
                );
                if traced_guesses > 0 {
                    assert!(s.contains(&n(traced_guesses)), "{ctx}: {s}");
                }
            }
        }
        Caption::Race { totals } => {
            assert_eq!(step, end, "{ctx}");
            // Each strategy's end, from this checker's own reading of
            // its trace.
            for &(strategy, events_to_end) in totals {
                let search = search_of(SearchKind::Strategy(strategy));
                let traced = super::traced::read_trace(&trace(line, search, 20_000_000));
                assert_eq!(events_to_end, traced.len() as u64, "{ctx}: {strategy}");
            }
            let race = app.solve().and_then(|s| s.shape.race.as_ref());
            let racing = race.and_then(|r| r.race.strategies());
            let listed: Vec<Strategy> = totals.iter().map(|&(s, _)| s).collect();
            assert_eq!(racing, Some(listed), "{ctx}: the race is open with them");
            for (s, en) in said {
                let n = crate::format::thousands;
                for &(strategy, events_to_end) in totals {
                    let name = match en {
                        true => EN,
                        false => ZH,
                    };
                    let named =
                        format!("{} {}", (name.common.strategy)(strategy), n(events_to_end));
                    assert!(s.contains(&named), "{ctx}: {s}");
                }
            }
        }
        other => panic!("{ctx}: {other:?} is no caption of a search's step"),
    }
}
