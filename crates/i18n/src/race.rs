//! The catalogue's area for the strategy race of two to four: the table of
//! each side's counts and place, the line that lists who else can race,
//! the summary of who finished when, and the messages of choosing who
//! races (the race's frame — its title, a side's grid heading, the
//! comparison of two — stays in the views area).

/// The keys' help line and footer word (in the keys area: `Keys::race`).
#[derive(Debug)]
pub struct RaceKeys {
    /// `1`-`6`: add a strategy to the race or take it out.
    pub choose: &'static str,
    pub word_choose: &'static str,
}

/// One language's entries for this area.
#[derive(Debug)]
pub struct RaceWords {
    /// The table's column headings: who, events, guesses, forced
    /// placements, wipeouts, backtracks, place.
    pub columns: [&'static str; 7],
    /// `1st`, `2nd`: a finished side's place.
    pub place: fn(usize) -> String,
    /// The place column of a mistake that ended: what it says, quoted.
    pub claims: fn(sudoku_dfs_core::Outcome) -> &'static str,
    /// The place column of a side still running.
    pub running: &'static str,
    /// `1-6 add or take out · not racing: 3 forward-checking, 5 singles`:
    /// the strategies not racing, each as `N name`, joined.
    pub others: fn(&str) -> String,
    /// `singles-mrv at event 52`: one finish in the summary.
    pub finish: fn(&str, u64) -> String,
    /// `, ` / `，`: between the finishes of the summary.
    pub separator: &'static str,
    /// The summary: the finishes joined in order, then how many still run
    /// and at which event (`finishes`, `running`, `running_at`).
    pub summary: fn(&str, usize, u64) -> String,
    /// Every side still running, at event `n` each.
    pub all_running: fn(usize, u64) -> String,
    /// A strategy joined the race or left it: who races now, from step 0.
    pub chosen: fn(&str) -> String,
    /// The race has two sides, the fewest: one cannot leave.
    pub at_least_two: fn(&str) -> String,
    /// The race has four sides, the most: `name` cannot join yet.
    pub at_most_four: fn(&str) -> String,
    /// A number with no strategy (7, 8, 9).
    pub no_such: fn(u8, usize) -> String,
    /// The bug lab's race is the mistake against the correct search.
    pub bug_lab_fixed: &'static str,
}
