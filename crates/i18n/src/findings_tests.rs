//! Every sentence of the findings area, in both languages: the English
//! word for word, the Chinese with every cell, digit and step of it.

use std::time::Duration;

use crate::Lang;
use crate::engine::Event;
use crate::grid::{Cell, UnitKind};
use crate::learner::analysis::{Counts, SearchResult};
use crate::learner::compare::{Departure, Difference, Reference, StaleCause};
use crate::learner::findings::{Clash, Failure, Finding, GivenChanged, HiddenSingle};
use crate::learner::observed::{DownwardTry, OffOrder, Overwrite};
use crate::learner::run::StopReason;
use crate::learner::writes::CellOrder;

fn c(row: usize, col: usize) -> Cell {
    Cell::at(row - 1, col - 1)
}

fn en(f: &Finding) -> String {
    (Lang::En.text().findings.finding)(f)
}

fn zh(f: &Finding) -> String {
    (Lang::Zh.text().findings.finding)(f)
}

/// The Chinese sentence holds each of `facts` and no ASCII letters but
/// those of cells, code and flags.
fn zh_has(sentence: &str, facts: &[&str]) {
    for fact in facts {
        assert!(sentence.contains(fact), "{sentence:?} lacks {fact:?}");
    }
    let words: Vec<&str> = sentence
        .split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|w| w.len() > 1)
        .filter(|w| !w.starts_with('r') || !w.chars().nth(1).is_some_and(|c| c.is_ascii_digit()))
        .collect();
    let allowed = [
        "time",
        "limit",
        "write",
        "True",
        "class",
        "Solution",
        "solveSudoku",
        "self",
        "board",
        "solve",
        "sudoku",
        "DFS",
        "PATH",
        "IndexError",
        "list",
        "index",
        "out",
        "of",
        "range",
        "python",
        // The interpreter's own message, quoted.
        "expected",
    ];
    for w in words {
        assert!(allowed.contains(&w), "{sentence:?}: English word {w:?}");
    }
}

#[allow(
    clippy::too_many_lines,
    reason = "a table of cases, one entry a finding"
)]
fn cases() -> Vec<(Finding, &'static str, Vec<&'static str>)> {
    vec![
        (
            Finding::SameAs {
                reference: Reference::RowMajor,
                placements: 4208,
                backtracks: 4157,
            },
            "the same search as the classic row-major DFS: 4,208 placements, 4,157 backtracks",
            vec!["4,208", "4,157"],
        ),
        (
            Finding::AcceptsConflict {
                step: 57,
                cell: c(2, 2),
                digit: 4,
                unit: UnitKind::Row,
                holder: c(2, 7),
                count: 1,
            },
            "step 57: your search wrote 4 at r2c2, but row 2 already has 4 at r2c7 — your check does not read the row",
            vec!["57", "r2c2", "第 2 行", "r2c7", "4"],
        ),
        (
            Finding::RefusesCandidate {
                step: 44,
                cell: c(1, 5),
                digit: 7,
                stale: Some(StaleCause {
                    cell: c(1, 2),
                    step: 31,
                }),
                count: 3,
                wipes_out: None,
            },
            "step 44: your search refused 7 at r1c5, which no row, column or box holds; 7 was taken back from r1c2 at step 31 — does your code unmark the tables there? (3 refusals in all of a digit no row, column or box held)",
            vec!["44", "r1c5", "7", "r1c2", "31", "3"],
        ),
        (
            Finding::RefusesCandidate {
                step: 415,
                cell: c(1, 9),
                digit: 3,
                stale: None,
                count: 401,
                wipes_out: Some(c(2, 9)),
            },
            "step 415: your search passed over 3 at r1c9, which no row, column or box holds; written there, it would have left r2c9 with no candidate — a search that looks ahead (forward checking) passes it over so, the classic search tries it (401 digits in all passed over that no row, column or box held)",
            vec!["415", "r1c9", "3", "r2c9", "前向检查", "401"],
        ),
        (
            Finding::Propagates {
                singles: false,
                order: CellOrder::MostConstrained,
                own_ties: true,
                descending: Some(false),
                hidden: None,
            },
            "every write is one a forward-checking search makes, filling a cell with the fewest candidates first and breaking ties among such cells its own way: it writes a digit only while no empty cell is left with no candidate, takes it back only once the search below it has failed, and passes over, unwritten, only a digit that would leave some empty cell with no candidate — so no digit it passes over is called refused",
            vec!["前向检查", "候选数最少", "自己的方式"],
        ),
        (
            Finding::Propagates {
                singles: false,
                order: CellOrder::MostConstrained,
                own_ties: false,
                descending: Some(true),
                hidden: None,
            },
            "every write is one a forward-checking search makes, filling a cell with the fewest candidates first, the digits from 9 down: it writes a digit only while no empty cell is left with no candidate, takes it back only once the search below it has failed, and passes over, unwritten, only a digit that would leave some empty cell with no candidate — so no digit it passes over is called refused",
            vec!["前向检查", "9 往下"],
        ),
        (
            Finding::Propagates {
                singles: true,
                order: CellOrder::RowMajor,
                own_ties: false,
                descending: Some(false),
                hidden: Some(HiddenSingle {
                    step: 1,
                    cell: c(8, 3),
                    digit: 1,
                    unit: UnitKind::Column,
                    yours: (c(1, 2), 2),
                }),
            },
            "every write is one a search with naked-singles propagation makes: while some empty cell has a single candidate it fills such a cell, and it guesses at the first empty cell in reading order only when none is left; the singles search also places a digit left with one place in a row, column or box (a hidden single): at step 1, after the same writes, it places 1 at r8c3, the only place for 1 in column 3, where your code writes 2 at r1c2",
            vec![
                "显性唯一数",
                "隐性唯一数",
                "r8c3",
                "r1c2",
                "第 3 列",
                "在 r1c2 写 2",
            ],
        ),
        (
            Finding::KeepsGoingAfterSolution {
                step: 50175,
                more: 5399,
            },
            "at step 50,175 the board was full and right, yet your search went on for 5,399 steps more — nothing stops it at the solution: return True up the recursion (or set a found flag) and stop there",
            vec!["50,175", "5,399"],
        ),
        (
            Finding::ReturnsIncomplete {
                empty: vec![c(2, 2), c(2, 3)],
                restart_scan: true,
            },
            "your search returned with 2 empty cells (r2c2, r2c3) — its scan for the next cell starts at the last cell's column, so it passed over them",
            vec!["2 个空格", "r2c2", "r2c3"],
        ),
        (
            Finding::NeverClears {
                step: 41,
                cell: c(1, 8),
                digit: 9,
                count: 2911,
            },
            "step 41: your search went back from r1c8 leaving its 9 on the board (2,911 times in all) — it never clears the cell; the digits left behind are stale",
            vec!["41", "r1c8", "9", "2,911"],
        ),
        (
            Finding::WriteThenCheck {
                step: 4,
                cell: c(1, 4),
                digit: 1,
                count: 1,
            },
            "step 4: your search wrote 1 at r1c4, found it clashing and took it back (once in all) — it writes first and checks after; the classic search checks before it writes",
            vec!["4", "r1c4", "1"],
        ),
        (
            Finding::OverwritesWithoutClearing {
                first: Overwrite {
                    step: 43,
                    cell: c(1, 7),
                    old: 8,
                    new: 9,
                },
                count: 1246,
            },
            "step 43: your search wrote 9 over 8 at r1c7 with no '.' between (1,246 times in all)",
            vec!["43", "r1c7", "9", "8", "1,246"],
        ),
        (
            Finding::CellOrder {
                order: CellOrder::Unknown,
                first_off: Some(OffOrder {
                    step: 1,
                    cell: c(4, 5),
                    reading_order: c(1, 3),
                }),
            },
            "your search fills the cells in an order of its own: at step 1 it fills r4c5, where reading order fills r1c3; with its order unknown, the cells where every digit failed (they leave no write) are not shown",
            vec!["1", "r4c5", "r1c3"],
        ),
        (
            Finding::CellOrder {
                order: CellOrder::MostConstrained,
                first_off: None,
            },
            "your search fills the cell with the fewest candidates first, as the most-constrained search does, not the first empty cell in reading order",
            vec!["候选数最少"],
        ),
        (
            Finding::DigitOrder {
                descending: true,
                mixed: false,
                first: DownwardTry {
                    step: 12,
                    cell: c(1, 8),
                    digit: 1,
                    after: 2,
                },
            },
            "your search tries the digits from 9 down to 1 (at r1c8 it tried 1 after 2); the classic search tries 1 up to 9",
            vec!["r1c8", "先试 2 再试 1"],
        ),
        (
            Finding::WrongAnswer {
                given_changed: Some(GivenChanged {
                    cell: c(1, 2),
                    given: 3,
                    written: Some(6),
                }),
                clash: Some(Clash {
                    unit: UnitKind::Column,
                    first: c(3, 1),
                    second: c(7, 1),
                    digit: 1,
                }),
                odd: 0,
            },
            "wrong answer: your search changed the given 3 at r1c2 to 6; the final board has 1 twice in column 1: at r3c1 and r7c1",
            vec!["r1c2", "3", "6", "第 1 列", "r3c1", "r7c1"],
        ),
        (
            Finding::Stopped {
                reason: StopReason::Time,
                writes: 95232,
                elapsed: Duration::from_millis(2010),
            },
            "stopped after 2.01 s (the time limit) with 95,232 writes, the search still going — shown as far as it went; --time-limit gives it longer",
            vec!["2.01", "95,232", "--time-limit"],
        ),
        (
            Finding::Stopped {
                reason: StopReason::Writes,
                writes: 500,
                elapsed: Duration::from_millis(300),
            },
            "stopped at 500 writes (the write limit) after 0.30 s — shown as far as it went; --write-limit gives it more",
            vec!["500", "0.30", "--write-limit"],
        ),
        (
            Finding::Error(Failure::Raised {
                message: "IndexError: list index out of range".into(),
                lines: vec![6, 9],
            }),
            "your code raised IndexError: list index out of range at line 9 (called from line 6)",
            vec!["第 9 行", "第 6 行", "IndexError"],
        ),
        (
            Finding::Error(Failure::Syntax {
                line: 3,
                message: "expected ':'".into(),
            }),
            "your file does not compile: line 3: expected ':'",
            vec!["第 3 行"],
        ),
        (
            Finding::Error(Failure::ToolMissing {
                program: "python3".into(),
            }),
            "could not start python3: it is not installed (or not on PATH); install it to run this solution",
            vec!["python3"],
        ),
        (
            Finding::Error(Failure::NoSolver),
            "no solver found: the file needs LeetCode's shape, class Solution with solveSudoku, or a top-level solveSudoku or solve_sudoku",
            vec!["solveSudoku"],
        ),
        (
            Finding::Error(Failure::Exited { code: Some(3) }),
            "your program ended without returning from the solver (exit code 3)",
            vec!["3"],
        ),
    ]
}

#[test]
fn every_finding_reads_as_written_in_both_languages() {
    for (finding, english, facts) in cases() {
        assert_eq!(en(&finding), english);
        zh_has(&zh(&finding), &facts);
    }
}

#[test]
fn every_first_difference_names_its_cells_and_step() {
    let d = |step, departure| Difference {
        step,
        reference: Reference::RowMajor,
        departure,
        inferred: false,
    };
    let cases = [
        (
            d(
                7,
                Departure::OtherCell {
                    yours: c(4, 5),
                    theirs: c(1, 3),
                },
            ),
            "step 7: your search fills r4c5 next; the classic search fills r1c3, the first empty cell in reading order",
            vec!["7", "r4c5", "r1c3", "阅读顺序"],
        ),
        (
            d(
                2,
                Departure::OtherDigit {
                    cell: c(1, 3),
                    yours: 9,
                    theirs: 1,
                },
            ),
            "step 2: at r1c3 your search tries 9 where the classic search tries 1 — the classic search tries the digits from 1 up to 9",
            vec!["2", "r1c3", "9", "1"],
        ),
        (
            d(
                50176,
                Departure::GoesOnAfterSolved {
                    yours: Event::Undo {
                        cell: c(9, 9),
                        digit: 9,
                    },
                },
            ),
            "step 50,176: the board is full and the classic search stops there; your search goes on: it takes back 9 at r9c9",
            vec!["50,176", "r9c9", "9"],
        ),
        (
            d(
                6,
                Departure::EndsEarly {
                    theirs: Event::Enter {
                        cell: c(1, 6),
                        depth: 2,
                    },
                },
            ),
            "step 6: your search has no more steps; the classic search goes on: it enters r1c6",
            vec!["6", "r1c6"],
        ),
        (
            d(
                42,
                Departure::Other {
                    yours: Some(Event::Place {
                        cell: c(1, 8),
                        digit: 9,
                    }),
                    theirs: Some(Event::DeadEnd { cell: c(1, 8) }),
                },
            ),
            "step 42: your search places 9 at r1c8; the classic search leaves r1c8, no digit fitting",
            vec!["42", "r1c8", "9"],
        ),
        (
            d(
                57,
                Departure::AcceptsConflict {
                    cell: c(2, 2),
                    digit: 4,
                    unit: UnitKind::Box,
                    holder: c(3, 1),
                },
            ),
            "step 57: your search wrote 4 at r2c2, but box 1 already has 4 at r3c1 — your check does not read the box",
            vec!["57", "r2c2", "第 1 宫", "r3c1"],
        ),
        (
            d(
                5,
                Departure::RefusesCandidate {
                    cell: c(1, 4),
                    digit: 2,
                    stale: None,
                },
            ),
            "step 5: your search refused 2 at r1c4, which no row, column or box holds — your check refuses a digit it should allow",
            vec!["5", "r1c4", "2"],
        ),
    ];
    for (difference, english, facts) in cases {
        assert_eq!((Lang::En.text().findings.difference)(&difference), english);
        zh_has(&(Lang::Zh.text().findings.difference)(&difference), &facts);
    }
}

#[test]
fn the_result_counts_and_frame_of_check_are_worded() {
    for lang in Lang::ALL {
        let words = &lang.text().findings;
        let results = [
            SearchResult::Solved,
            SearchResult::WrongAnswer,
            SearchResult::Exhausted,
            SearchResult::ReturnedIncomplete,
            SearchResult::Stopped,
            SearchResult::Error,
        ];
        let said: std::collections::HashSet<&str> =
            results.iter().map(|&r| (words.result)(r)).collect();
        assert_eq!(
            said.len(),
            results.len(),
            "{lang:?}: two results read alike"
        );
    }
    let counts = Counts {
        writes: 8365,
        placements: 4208,
        rejects: 33444,
        backtracks: 1,
    };
    let f = &Lang::En.text().findings;
    assert_eq!(
        (f.counts)(&counts),
        "8,365 writes: 4,208 placements, 33,444 rejections, 1 backtrack."
    );
    assert_eq!(
        (Lang::Zh.text().findings.counts)(&counts),
        "写入 8,365 次：放入 4,208 次，拒绝 33,444 次，回溯 1 次。"
    );
    assert_eq!((f.printed)(3, 0), "What your code printed (3 lines):");
    assert_eq!(
        (f.printed)(200, 5),
        "What your code printed (the first 200 lines; 5 more not kept):"
    );
    assert_eq!((f.took)(Duration::from_millis(420)), "It ran for 0.42 s.");
    assert_eq!(
        (f.unreadable)("sol.py", "No such file or directory"),
        "cannot read sol.py: No such file or directory"
    );
    assert_eq!(
        (f.unknown_extension)("sol.rb"),
        "sol.rb: its extension names no language sudoku-dfs runs"
    );
    for r in Reference::ALL.into_iter().chain(Reference::PROPAGATING) {
        assert!(
            (Lang::Zh.text().findings.reference)(r).contains("DFS")
                || (Lang::Zh.text().findings.reference)(r).contains("错误实验室")
        );
    }
}

#[test]
fn a_propagating_search_is_named_and_its_difference_told_in_writes() {
    use crate::engine::ForceRule;
    use crate::learner::compare::Written;
    let d = |reference, departure| Difference {
        step: 57,
        reference,
        departure,
        inferred: false,
    };
    let cases = [
        (
            d(
                Reference::Singles,
                Departure::OtherWrite {
                    yours: Written::Digit {
                        cell: c(3, 4),
                        digit: 2,
                    },
                    theirs: Written::Forced {
                        cell: c(1, 3),
                        digit: 5,
                        rule: ForceRule::OnlyPlace(UnitKind::Box),
                    },
                },
            ),
            "step 57: your code writes 2 at r3c4; after the same writes, the singles search writes 5 at r1c3, forced: the only place left for 5 in box 1",
            vec!["57", "r3c4", "r1c3", "第 1 宫", "强制"],
        ),
        (
            d(
                Reference::SinglesMrv,
                Departure::OtherWrite {
                    yours: Written::Clear {
                        cell: c(2, 2),
                        digit: 7,
                    },
                    theirs: Written::Forced {
                        cell: c(4, 5),
                        digit: 1,
                        rule: ForceRule::OnlyCandidate,
                    },
                },
            ),
            "step 57: your code takes 7 back from r2c2; after the same writes, the singles-mrv search writes 1 at r4c5, forced: the only candidate left there",
            vec!["57", "r2c2", "r4c5", "候选数", "强制"],
        ),
        (
            d(
                Reference::ForwardChecking,
                Departure::OtherWrite {
                    yours: Written::Digit {
                        cell: c(1, 7),
                        digit: 6,
                    },
                    theirs: Written::Guess {
                        cell: c(1, 4),
                        digit: 5,
                    },
                },
            ),
            "step 57: your code writes 6 at r1c7; after the same writes, the forward-checking search writes 5 at r1c4, a guess",
            vec!["57", "r1c7", "r1c4", "猜测"],
        ),
        (
            d(
                Reference::ForwardCheckingMrv,
                Departure::OtherWrite {
                    yours: Written::Digit {
                        cell: c(1, 7),
                        digit: 6,
                    },
                    theirs: Written::Clear {
                        cell: c(1, 4),
                        digit: 5,
                    },
                },
            ),
            "step 57: your code writes 6 at r1c7; after the same writes, the forward-checking-mrv search takes 5 back from r1c4",
            vec!["57", "r1c7", "r1c4", "撤回"],
        ),
    ];
    for (difference, english, facts) in cases {
        assert_eq!((Lang::En.text().findings.difference)(&difference), english);
        zh_has(&(Lang::Zh.text().findings.difference)(&difference), &facts);
    }
    let same = Finding::SameAs {
        reference: Reference::ForwardChecking,
        placements: 3905,
        backtracks: 3847,
    };
    assert_eq!(
        (Lang::En.text().findings.finding)(&same),
        "the same writes as the forward-checking DFS (guesses in reading order; a digit that leaves an empty cell with no candidate is taken back at once), in the same order (a digit it takes back at once for a cell left with no candidate may go unwritten): 3,905 placements, 3,847 backtracks"
    );
    zh_has(
        &(Lang::Zh.text().findings.finding)(&same),
        &["前向检查", "3,905", "3,847"],
    );
}
