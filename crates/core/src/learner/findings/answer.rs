//! A returned board judged as an answer ([`wrong_answer`]): a given
//! changed, a digit twice in a unit, a value no digit.

use super::{Clash, Finding, GivenChanged};
use crate::grid::{Cell, Grid, UnitKind};

/// What is wrong with `board` (81 characters) as an answer to `puzzle`,
/// with the first write over a given among `given_writes`; `None` when it
/// is a solution.
pub fn wrong_answer(
    puzzle: &Grid,
    board: &str,
    first_given_write: Option<GivenChanged>,
) -> Option<Finding> {
    let cells: Vec<Option<u8>> = board
        .bytes()
        .map(|b| match b {
            b'1'..=b'9' => Some(b - b'0'),
            _ => None,
        })
        .collect();
    let odd = board
        .bytes()
        .filter(|b| !matches!(b, b'1'..=b'9' | b'.'))
        .count();
    let given_changed = first_given_write.or_else(|| {
        Cell::all().find_map(|cell| {
            let given = puzzle.get(cell);
            let now = cells.get(cell.index()).copied().flatten();
            (puzzle.is_given(cell) && now != Some(given)).then_some(GivenChanged {
                cell,
                given,
                written: now,
            })
        })
    });
    let clash = first_clash(&cells);
    let full = cells.len() == 81 && cells.iter().all(Option::is_some);
    if given_changed.is_none() && clash.is_none() && odd == 0 && full {
        return None;
    }
    if given_changed.is_none() && clash.is_none() && odd == 0 {
        // Only empty cells: that is returns-incomplete, not a wrong digit.
        return None;
    }
    Some(Finding::WrongAnswer {
        given_changed,
        clash,
        odd,
    })
}

/// The first unit (rows, then columns, then boxes) with a digit twice.
fn first_clash(cells: &[Option<u8>]) -> Option<Clash> {
    if cells.len() != 81 {
        return None;
    }
    for kind in UnitKind::ALL {
        for index in 0..9u8 {
            let unit = match kind {
                UnitKind::Row => crate::grid::Unit::Row(index),
                UnitKind::Column => crate::grid::Unit::Column(index),
                UnitKind::Box => crate::grid::Unit::Box(index),
            };
            let mut seen: [Option<Cell>; 10] = [None; 10];
            for cell in unit.cells() {
                if let Some(d) = cells[cell.index()] {
                    if let Some(first) = seen[d as usize] {
                        return Some(Clash {
                            unit: kind,
                            first,
                            second: cell,
                            digit: d,
                        });
                    }
                    seen[d as usize] = Some(cell);
                }
            }
        }
    }
    None
}
