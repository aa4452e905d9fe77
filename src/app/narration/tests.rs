use super::*;
use crate::engine::Engine;
use crate::engine::{EventKind, Strategy};
use crate::grid::{Cell, Grid, UnitKind};
use crate::puzzles;

const EN: &Text = crate::i18n::Lang::En.text();
const ZH: &Text = crate::i18n::Lang::Zh.text();

fn example() -> Grid {
    puzzles::example().grid.clone()
}

/// The engine just after the first event matching `wanted`.
fn at_first(grid: &Grid, strategy: Strategy, wanted: impl Fn(&Event) -> bool) -> Engine {
    let mut engine = Engine::new(grid, strategy).unwrap();
    engine.run_until(u64::MAX, wanted).expect("such an event");
    engine
}

#[test]
fn sentences_say_what_happened() {
    let grid = example();
    let rm = Strategy::RowMajor;
    let engine = Engine::new(&grid, rm).unwrap();
    assert!(narrate(&engine, EN).starts_with("step 0"));
    let kind = |k: EventKind| move |e: &Event| e.kind() == k;
    assert_eq!(
        narrate(&at_first(&grid, rm, kind(EventKind::Enter)), EN),
        "r1c3: the next empty cell, at depth 0"
    );
    assert_eq!(
        narrate(&at_first(&grid, rm, kind(EventKind::Reject)), EN),
        "r1c4: try 1 — rejected, row 1 already has 1 at r1c3"
    );
    assert_eq!(
        narrate(&at_first(&grid, rm, kind(EventKind::Place)), EN),
        "r1c3: try 1 — it fits: mark row 1, column 3, box 1, write 1, go deeper"
    );
    let undo = narrate(
        &at_first(
            &grid,
            rm,
            |e| matches!(e, Event::Undo { digit, .. } if *digit < 9),
        ),
        EN,
    );
    assert!(
        undo.ends_with("unmark, clear, try the next digit"),
        "{undo}"
    );
    let mut done = Engine::new(&grid, rm).unwrap();
    done.run_to_end();
    assert!(narrate(&done, EN).starts_with("solved: no empty cell left"));
}

/// The same events as `sentences_say_what_happened`, in Chinese: the
/// sentence for every kind of event, and the reasons of a dead end.
#[test]
fn chinese_sentences_say_what_happened() {
    let grid = example();
    let rm = Strategy::RowMajor;
    let engine = Engine::new(&grid, rm).unwrap();
    assert_eq!(
        narrate(&engine, ZH),
        "第 0 步：已知数已记入标记表；搜索还没有开始"
    );
    let kind = |k: EventKind| move |e: &Event| e.kind() == k;
    let said = |wanted: &dyn Fn(&Event) -> bool| narrate(&at_first(&grid, rm, wanted), ZH);
    assert_eq!(
        said(&kind(EventKind::Enter)),
        "r1c3：进入下一个空格，深度 0"
    );
    assert_eq!(
        said(&kind(EventKind::Reject)),
        "r1c4：尝试 1，被排除：第 1 行已有 1（在 r1c3）"
    );
    assert_eq!(
        said(&kind(EventKind::Place)),
        "r1c3：尝试 1，可以放：标记第 1 行、第 3 列、第 1 宫，写入 1，进入下一层"
    );
    assert_eq!(
        said(&|e| matches!(e, Event::Undo { digit: 9, .. })),
        "r1c8：回溯，9 往下走不通：取消标记、清空；9 是最后一个数字，所以这一格已试完"
    );
    let undo = said(&|e| matches!(e, Event::Undo { digit, .. } if *digit < 9));
    assert!(
        undo.ends_with("往下走不通：取消标记、清空，尝试下一个数字"),
        "{undo}"
    );
    assert!(undo.contains("：回溯，"), "{undo}");
    // The first dead end: every digit rejected at r1c9.
    let dead_end = at_first(&grid, rm, kind(EventKind::DeadEnd));
    assert_eq!(
        narrate(&dead_end, ZH),
        "r1c9：没有数字可以放：九个数字在这里都被排除；回到 r1c8"
    );
    let reasons = dead_end_reasons(&dead_end, ZH).unwrap();
    assert_eq!(reasons[0], "原因：1 行 r1c3");
    assert_eq!(reasons[5], "6 列 r6c9");
    // The next: r1c8, whose 9 failed deeper.
    let mut after = dead_end;
    after.run_until(u64::MAX, |e| e.kind() == EventKind::DeadEnd);
    assert_eq!(
        narrate(&after, ZH),
        "r1c8：所有数字都试过了：9 往下走不通，这里已无可选；回到 r1c7"
    );
    assert_eq!(
        merged_dead_end_reasons(&after, ZH).unwrap().last().unwrap(),
        "9 往下走不通"
    );
    let mut done = Engine::new(&grid, rm).unwrap();
    done.run_to_end();
    assert_eq!(
        narrate(&done, ZH),
        "已解出：没有空格了，共放入 4,208 次、回溯 4,157 次"
    );
    let fewest = at_first(&grid, Strategy::MostConstrained, kind(EventKind::Enter));
    assert_eq!(
        narrate(&fewest, ZH),
        "r5c5：进入候选数最少的空格（1 个候选数），深度 0"
    );
    let none = &puzzles::by_name("No solution").unwrap().grid;
    let end = |strategy| {
        let mut engine = Engine::new(none, strategy).unwrap();
        engine.run_to_end();
        narrate(&engine, ZH)
    };
    assert_eq!(
        end(rm),
        "无解：第一个格 r1c3 可以放的数字（1、2 和 4）往下都走不通，最后一个选择 4 也不行，所以没有盘面能补全这些已知数"
    );
    assert_eq!(
        end(Strategy::MostConstrained),
        "无解：第一个格 r3c1 只有 2 可以放，而它往下走不通，所以没有盘面能补全这些已知数"
    );
    // forget-restore's stale entry rejects a digit no cell holds.
    let mut stale = Engine::with_mistake(&grid, crate::engine::Mistake::ForgetRestore).unwrap();
    stale.run_until(1_000, |e| matches!(*e, Event::Reject { by: None, .. }));
    assert_eq!(
        narrate(&stale, ZH),
        "r1c7：尝试 9，被排除：第 1 行的标记表仍标记着 9，但其中没有格放着 9：它从未被取消标记"
    );
}

/// After undoing a 9 there is no next digit: the cell is finished.
#[test]
fn an_undone_nine_finishes_its_cell() {
    let engine = at_first(&example(), Strategy::RowMajor, |e| {
        matches!(e, Event::Undo { digit: 9, .. })
    });
    let text = narrate(&engine, EN);
    assert!(
        text.ends_with("9 was the last digit, so this cell is finished"),
        "{text}"
    );
    assert!(!text.contains("next digit"), "{text}");
}

/// What the events of each visit to a cell say became of its digits,
/// for every dead end of the search: the fates (read from the state
/// after the dead end) and the sentence must agree with them.
fn check_dead_ends(grid: &Grid, strategy: Strategy) -> (usize, usize) {
    let mut engine = Engine::new(grid, strategy).unwrap();
    // One entry per level: the cell and what its digits met so far.
    let mut visits: Vec<(Cell, [Option<bool>; 9])> = Vec::new();
    let (mut all_rejected, mut some_deeper) = (0, 0);
    while let Some(event) = engine.step() {
        match event {
            Event::Enter { cell, .. } => visits.push((cell, [None; 9])),
            Event::Reject { digit, .. } => {
                visits.last_mut().unwrap().1[digit as usize - 1] = Some(false)
            }
            Event::Place { digit, .. } => {
                visits.last_mut().unwrap().1[digit as usize - 1] = Some(true)
            }
            Event::DeadEnd { cell } => {
                let (visited, seen) = visits.pop().unwrap();
                assert_eq!(visited, cell);
                let fates = ended_frame_fates(&engine).unwrap();
                let placed: Vec<u8> = (1..=9)
                    .filter(|&d| seen[d as usize - 1] == Some(true))
                    .collect();
                for d in 1..=9 {
                    let deeper = fates[d - 1] == Attempt::FailedDeeper;
                    assert_eq!(Some(deeper), seen[d - 1], "{cell} digit {d}");
                }
                let text = narrate(&engine, EN);
                if placed.is_empty() {
                    all_rejected += 1;
                    assert!(
                        text.contains("no digit fits — all nine are rejected here"),
                        "{text}"
                    );
                } else {
                    some_deeper += 1;
                    assert!(!text.contains("no digit fits"), "{text}");
                    assert!(
                        text.contains(&format!(
                            "all digits tried — {} failed deeper",
                            (EN.common.and_list)(&placed)
                        )),
                        "{text}"
                    );
                }
                if let Some(parent) = engine.stack().last() {
                    assert!(
                        text.ends_with(&format!("back to {}", parent.cell())),
                        "{text}"
                    );
                }
                assert!(
                    !text.contains("backtrack"),
                    "a dead end is not an undo: {text}"
                );
                // The Chinese sentence keeps the same guarantees.
                let zh = narrate(&engine, ZH);
                assert!(!zh.contains("回溯"), "a dead end is not an undo: {zh}");
                assert_eq!(zh.contains("没有数字可以放"), placed.is_empty(), "{zh}");
                if !placed.is_empty() {
                    let failed = (ZH.common.and_list)(&placed);
                    assert!(zh.contains(&format!("{failed} 往下走不通")), "{zh}");
                }
                if let Some(parent) = engine.stack().last() {
                    assert!(zh.ends_with(&format!("回到 {}", parent.cell())), "{zh}");
                }
            }
            _ => {}
        }
    }
    (all_rejected, some_deeper)
}

#[test]
fn a_dead_end_says_no_digit_fits_only_when_all_nine_were_rejected() {
    for strategy in [Strategy::RowMajor, Strategy::MostConstrained] {
        let (all_rejected, some_deeper) = check_dead_ends(&example(), strategy);
        if strategy == Strategy::RowMajor {
            // Both kinds happen, so both sentences were checked.
            assert!(
                all_rejected > 0 && some_deeper > 0,
                "{all_rejected} {some_deeper}"
            );
        }
    }
    let none = &puzzles::by_name("No solution").unwrap().grid;
    for strategy in [Strategy::RowMajor, Strategy::MostConstrained] {
        check_dead_ends(none, strategy);
    }
}

#[test]
fn a_dead_end_lists_what_stopped_each_digit() {
    let engine = at_first(&example(), Strategy::RowMajor, |e| {
        e.kind() == EventKind::DeadEnd
    });
    let Some(Event::DeadEnd { cell }) = engine.last_event() else {
        unreachable!()
    };
    let reasons = dead_end_reasons(&engine, EN).unwrap().join(" · ");
    let entries: Vec<&str> = reasons.trim_start_matches("why: ").split(" · ").collect();
    assert_eq!(entries.len(), 9, "{reasons}");
    for (d, text) in (1..=9).zip(&entries) {
        assert!(text.starts_with(&format!("{d} ")), "{text}");
        if let Some(rest) = text.strip_prefix(&format!("{d} "))
            && rest != "failed deeper"
        {
            // `row r1c5`: that cell holds d, in that unit of `cell`.
            let (unit, by) = rest.split_once(' ').unwrap();
            let by_cell = Cell::all().find(|c| c.to_string() == by).unwrap();
            assert_eq!(engine.state().digit(by_cell), d, "{text}");
            let shared = match unit {
                "row" => by_cell.row() == cell.row(),
                "column" => by_cell.col() == cell.col(),
                "box" => by_cell.box_index() == cell.box_index(),
                other => panic!("{other}"),
            };
            assert!(shared, "{text}");
        }
    }
    let mut engine = engine;
    engine.step();
    assert_eq!(dead_end_reasons(&engine, EN), None);
}

/// Most-constrained's arrival sentence is true at every arrival: no
/// empty cell has fewer candidates, and the count is the cell's.
#[test]
fn a_most_constrained_arrival_names_a_cell_with_the_fewest_candidates() {
    for grid in [
        example(),
        puzzles::by_name("No solution").unwrap().grid.clone(),
    ] {
        let mut engine = Engine::new(&grid, Strategy::MostConstrained).unwrap();
        let mut arrivals = 0;
        while let Some(event) = engine.step() {
            let Event::Enter { cell, depth } = event else {
                continue;
            };
            arrivals += 1;
            let tables = engine.tables();
            let here = tables.candidates(cell).len();
            let fewest = Cell::all()
                .filter(|&c| engine.state().digit(c) == 0)
                .map(|c| tables.candidates(c).len())
                .min()
                .unwrap();
            assert_eq!(here, fewest, "{cell}");
            assert_eq!(
                narrate(&engine, EN),
                format!(
                    "{cell}: the empty cell with the fewest candidates ({here}), at depth {depth}"
                )
            );
            assert_eq!(depth, engine.depth(), "depth: digits placed");
        }
        assert!(arrivals > 0);
    }
}

#[test]
fn merged_reasons_say_the_failed_digits_once() {
    let by = |r, c| Cell::at(r, c);
    let mut fates = [Attempt::Rejected {
        reason: UnitKind::Column,
        by: Some(by(1, 1)),
    }; 9];
    fates[0] = Attempt::Rejected {
        reason: UnitKind::Row,
        by: Some(by(0, 2)),
    };
    fates[1] = Attempt::FailedDeeper;
    fates[2] = Attempt::Rejected {
        reason: UnitKind::Box,
        by: Some(by(1, 1)),
    };
    fates[8] = Attempt::FailedDeeper;
    let merged = with_why(merge_failed_deeper(&fates, EN), EN);
    assert_eq!(merged[..2], ["why: 1 row r1c3", "3 box r2c2"]);
    assert_eq!(merged.last().unwrap(), "2 and 9 failed deeper");
    assert_eq!(merged.len(), 8);
    let all = [Attempt::FailedDeeper; 9];
    assert_eq!(
        with_why(merge_failed_deeper(&all, EN), EN),
        ["why: 1, 2, 3, 4, 5, 6, 7, 8 and 9 failed deeper"]
    );
    assert_eq!(
        with_why(merge_failed_deeper(&fates, ZH), ZH)[..2],
        ["原因：1 行 r1c3", "3 宫 r2c2"]
    );
    assert_eq!(
        with_why(merge_failed_deeper(&all, ZH), ZH),
        ["原因：1、2、3、4、5、6、7、8 和 9 往下走不通"]
    );
}

#[test]
fn an_unsolvable_search_ends_on_its_first_cell() {
    let none = &puzzles::by_name("No solution").unwrap().grid;
    for strategy in [Strategy::RowMajor, Strategy::MostConstrained] {
        let mut engine = Engine::new(none, strategy).unwrap();
        let Some(Event::Enter { cell: first, .. }) = engine.step() else {
            panic!("the search enters a cell first")
        };
        engine.run_to_end();
        assert_eq!(engine.last_event(), Some(Event::Exhausted));
        let text = narrate(&engine, EN);
        assert!(
            text.starts_with(&format!("no solution: at {first}, the first cell, ")),
            "{text}"
        );
        assert!(text.contains("failed deeper"), "{text}");
        assert!(
            text.ends_with("so no grid completes these givens"),
            "{text}"
        );
        assert!(!text.contains("every cell"), "{text}");
    }
    // The words for one choice and for several.
    let end = |strategy| {
        let mut engine = Engine::new(none, strategy).unwrap();
        engine.run_to_end();
        narrate(&engine, EN)
    };
    assert_eq!(
        end(Strategy::RowMajor),
        "no solution: at r1c3, the first cell, every digit that fits (1, 2 and 4) failed deeper, its last choice 4 too, so no grid completes these givens"
    );
    assert_eq!(
        end(Strategy::MostConstrained),
        "no solution: at r3c1, the first cell, only 2 fits, and it failed deeper, so no grid completes these givens"
    );
    // A first cell with no candidate at all: 1-8 in its row, 9 below it.
    let mut grid = Grid::from_digits([0; 81]);
    for c in 1..9 {
        grid.set_given(Cell::at(0, c), c as u8);
    }
    grid.set_given(Cell::at(1, 0), 9);
    let mut engine = Engine::new(&grid, Strategy::RowMajor).unwrap();
    engine.run_to_end();
    assert_eq!(
        narrate(&engine, EN),
        "no solution: no digit fits r1c1, the first cell, so no grid completes these givens"
    );
}
