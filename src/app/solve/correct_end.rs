//! How the correct search ends, which the bug lab compares a mistake's end
//! with: found by running the plain row-major search (the engine's forward
//! checking for forget-candidates, a mistake of that strategy), off the
//! UI thread ([`Effect::FindCorrectEnd`]), since at full scale even that
//! takes about 0.4 s; until it is back, a mistake's end says the correct
//! one is not known yet.

use crate::app::{App, Effect, Mode};
use crate::engine::{Engine, Outcome, Strategy, solve_row_major};
use crate::grid::Grid;
use crate::search::Search;

/// How the correct search of `strategy` ends on `grid`, and at which
/// step: what the bug lab compares a mistake's end with.
pub fn correct_end(grid: &Grid, strategy: Strategy) -> Option<(Outcome, u64)> {
    if strategy != Strategy::RowMajor {
        let mut engine = Engine::new(grid, strategy).ok()?;
        engine.run_to_end();
        return Some((engine.outcome()?, engine.step_number()));
    }
    let plain = solve_row_major(grid).ok()?;
    let c = plain.counts;
    // Every event, and the last one: solved or exhausted.
    let steps = c.enter + c.place + c.reject + c.undo + c.dead_end + 1;
    let outcome = match plain.solution {
        Some(_) => Outcome::Solved,
        None => Outcome::Exhausted,
    };
    Some((outcome, steps))
}

impl App {
    /// After every action: a mistake is searched and the correct end is
    /// not known: ask for it, once per solve screen.
    pub(in crate::app) fn request_correct_end_if_due(&mut self) -> Option<Effect> {
        let Mode::Solve(solve) = &mut self.mode else {
            return None;
        };
        let mistake = solve.search.mistake()?;
        // Another strategy's correct end says nothing about this mistake.
        if solve.correct_end_strategy != mistake.strategy() {
            solve.correct_end_strategy = mistake.strategy();
            solve.correct_end = None;
            solve.correct_end_asked = false;
        }
        if solve.correct_end.is_some() || solve.correct_end_asked {
            return None;
        }
        solve.correct_end_asked = true;
        Some(Effect::FindCorrectEnd {
            puzzle: Box::new(solve.search.grid().givens_only()),
            strategy: mistake.strategy(),
        })
    }

    /// The correct end has come back: kept if it is this puzzle's.
    pub(in crate::app) fn correct_end_found(
        &mut self,
        puzzle: &Grid,
        strategy: Strategy,
        end: Option<(Outcome, u64)>,
    ) {
        if let Mode::Solve(solve) = &mut self.mode
            && solve.search.grid().givens_only() == *puzzle
            && solve.correct_end_strategy == strategy
        {
            solve.correct_end = end;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::app::{App, Effect, Theme};
    use crate::app::{EditAsk, SolveAsk};
    use crate::engine::Outcome;

    /// Issue 18: `v` took 0.4 s at full scale on the UI thread, running the
    /// correct search for the comparison: now it asks for it once, and the
    /// answer arrives as an action.
    #[test]
    fn the_bug_lab_asks_for_the_correct_end_once_and_keeps_the_answer() {
        let mut app = App::with_example(Theme::PLAIN);
        crate::app::driver::Headless::every_effect().act(&mut app, EditAsk::StartSolve);
        let mut effects = app.update(SolveAsk::CycleVariant);
        assert!(app.solve().unwrap().search.mistake().is_some());
        assert_eq!(app.solve().unwrap().correct_end, None, "not run here");
        let find = effects.pop().expect("the correct end asked for");
        assert!(matches!(find, Effect::FindCorrectEnd { .. }), "{find:?}");
        assert!(effects.is_empty(), "{effects:?}");
        assert!(app.update(SolveAsk::StepForward).is_empty(), "asked once");
        crate::app::driver::Headless::every_effect().act(&mut app, find.run_here().unwrap());
        assert_eq!(
            app.solve().unwrap().correct_end,
            Some((Outcome::Solved, 50_175))
        );
        assert!(app.update(SolveAsk::CycleVariant).is_empty(), "kept");
    }
}
