use crate::format::thousands;
use crate::race::{RaceKeys, RaceWords};
use sudoku_dfs_core::Outcome;

pub const RACE: RaceWords = RaceWords {
    columns: [
        "racing",
        "events",
        "guesses",
        "forced",
        "wipeouts",
        "backtracks",
        "place",
    ],
    place: |n| {
        let suffix = match (n % 10, n % 100) {
            (1, 11) | (2, 12) | (3, 13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    },
    claims: |outcome| match outcome {
        Outcome::Solved => "says \"solved\"",
        Outcome::Exhausted => "says \"no solution\"",
    },
    running: "running",
    others: |list| format!("1-6 add or take out · not racing: {list}"),
    finish: |who, at| format!("{who} at event {}", thousands(at)),
    separator: ", ",
    summary: |finishes, running, at| match running {
        0 => format!("Finished: {finishes}."),
        n => format!(
            "Finished: {finishes}; {n} still running, at event {}.",
            thousands(at)
        ),
    },
    all_running: |n, at| format!("All {n} running, at event {} each.", thousands(at)),
    chosen: |who| format!("Racing from step 0: {who}."),
    at_least_two: |who| format!("A race needs two at least: {who} stays."),
    at_most_four: |who| {
        format!("Four race at most: take one out (its number) before {who} can join.")
    },
    no_such: |n, strategies| format!("No strategy {n}: 1-{strategies} choose who races."),
    bug_lab_fixed: "The bug lab races its mistake against the correct search: \
        leave the bug lab (v) to choose strategies.",
};

pub const RACE_KEYS: RaceKeys = RaceKeys {
    choose: "add or take out strategy N (1-6, as the table numbers them): two to four race",
    word_choose: "choose",
};
