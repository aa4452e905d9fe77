//! The event log: the events just before the current step, rebuilt from the
//! search (a copy of it set back a little and stepped forward), so it is the
//! same after any jump as after stepping there one event at a time.
//!
//! A chain of dead ends and the undos between them is one backtrack that
//! unwinds several levels; it reads better as one line:
//! `unwinding 2 levels: r1c9 dead end → r1c8 finished → back at r1c7, trying 9`.
//! That line is data here ([`Unwinding`]: the cells that dead-ended and
//! where the search is back at); the catalogue's `words` module says it.
//!
//! A propagating search takes back the forced moves that followed a guess
//! before the guess itself, one undo each: that run of undos is one line
//! too, with its count (`backtrack: 7 undos — 6 forced placements taken
//! back, then the guess 4 at r2c3`, [`TakeBack`]).

use std::ops::RangeInclusive;

use crate::engine::Event;
use crate::grid::Cell;
use crate::search::Search;

/// One event, with the words the caller gave it and its stack level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The step this event led to.
    pub step: u64,
    /// The stack level the event is about: 0 is the root's cell.
    pub level: usize,
    pub event: Event,
    pub words: String,
    /// An undo of a forced move (its frame is popped with it), not of a
    /// guess (whose cell tries its next digit).
    pub forced_undo: bool,
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Event(Entry),
    /// Dead ends and undos unwinding several levels, as one line.
    Unwinding {
        steps: RangeInclusive<u64>,
        /// The level the search is back at: the line is indented to it.
        level: usize,
        chain: Unwinding,
    },
    /// A propagating search's run of undos: the forced moves, then the
    /// guess they followed, taken back in one backtrack.
    TakeBack {
        steps: RangeInclusive<u64>,
        /// The level of the last undo: the line is indented to it.
        level: usize,
        back: TakeBack,
    },
}

/// A run of two or more undos folded into one line: how many forced
/// moves were taken back, and the guess taken back after them, if the run
/// reaches it (at the root, forced moves of the givens alone have none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBack {
    pub forced: usize,
    pub guess: Option<(Cell, u8)>,
}

impl TakeBack {
    /// Every undo of the run: each forced move's and the guess's.
    pub fn undos(&self) -> usize {
        self.forced + usize::from(self.guess.is_some())
    }
}

/// Where an unwinding chain ends: the cell the search is back at, and the
/// digit it tries there next (`None` when it had reached 9); `None` when
/// the chain ends on a dead end.
pub type BackAt = Option<(Cell, Option<u8>)>;

/// A chain of dead ends folded into one line: the cells that dead-ended,
/// in order (the first, then each cell finished after it), and where the
/// search is back at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unwinding {
    pub dead_ends: Vec<Cell>,
    pub back: BackAt,
}

impl Unwinding {
    /// The levels the stack fell: one per dead end (the undo the chain
    /// ends on does not pop; that cell tries its next digit).
    pub fn levels(&self) -> usize {
        self.dead_ends.len()
    }
}

impl Line {
    pub fn level(&self) -> usize {
        match self {
            Line::Event(entry) => entry.level,
            Line::Unwinding { level, .. } | Line::TakeBack { level, .. } => *level,
        }
    }
    /// The last step the line stands for.
    #[cfg(any(test, feature = "test-fixtures"))]
    pub fn last_step(&self) -> u64 {
        match self {
            Line::Event(entry) => entry.step,
            Line::Unwinding { steps, .. } | Line::TakeBack { steps, .. } => *steps.end(),
        }
    }
}

/// The last `count` events up to the current step, oldest first, each in
/// the words `words` gives for the search just after it (the narration).
pub fn recent_entries(
    search: &dyn Search,
    count: u64,
    words: impl Fn(&dyn Search) -> String,
) -> Vec<Entry> {
    let now = search.step_number();
    let mut copy = search.copy_at(now.saturating_sub(count));
    let mut entries = Vec::with_capacity(count.min(now) as usize);
    while copy.step_number() < now {
        let Some(event) = copy.step() else { break };
        let depth = copy.stack().len();
        // A guess's frame stays on top after its undo (the cell tries its
        // next digit); a forced move's is popped with it. A learner's
        // search has no forced moves.
        let forced_undo = match event {
            Event::Undo { cell, .. } => {
                !copy.is_learners() && copy.stack().last().is_none_or(|f| f.cell() != cell)
            }
            _ => false,
        };
        let level = match event {
            // The dead end's level, and a forced move's, have just been
            // popped.
            Event::DeadEnd { .. } | Event::Solved | Event::Exhausted => depth,
            _ if forced_undo => depth,
            _ => depth.saturating_sub(1),
        };
        entries.push(Entry {
            step: copy.step_number(),
            level,
            event,
            words: words(&*copy),
            forced_undo,
        });
    }
    entries
}

/// The log's lines for `entries`: with `expanded`, one per event; without,
/// every chain of two or more dead ends folded into one unwinding line,
/// and every run of two or more undos into one take-back line.
pub fn lines(entries: Vec<Entry>, expanded: bool) -> Vec<Line> {
    if expanded {
        return entries.into_iter().map(Line::Event).collect();
    }
    let mut lines = Vec::with_capacity(entries.len());
    let mut i = 0;
    while i < entries.len() {
        match unwinding_at(&entries[i..]).or_else(|| take_back_at(&entries[i..])) {
            Some((len, line)) => {
                lines.push(line);
                i += len;
            }
            None => {
                lines.push(Line::Event(entries[i].clone()));
                i += 1;
            }
        }
    }
    lines
}

/// A chain starting at `entries[0]`: dead end, undo, (rejects, dead end,
/// undo)..., with at least two dead ends; how many entries it takes and its
/// line. Rejects after the last undo are left out: they are new tries.
fn unwinding_at(entries: &[Entry]) -> Option<(usize, Line)> {
    let Event::DeadEnd { cell } = entries.first()?.event else {
        return None;
    };
    let mut dead_ends: Vec<Cell> = vec![cell];
    let mut back_at = None;
    let mut taken = 1;
    let mut i = 1;
    // A forced move's undo ends the chain: that cell tries nothing next
    // (the take-back line says the run of undos it begins).
    while let Some(Event::Undo { cell, digit }) =
        entries.get(i).filter(|e| !e.forced_undo).map(|e| e.event)
    {
        back_at = Some((cell, digit, entries[i].level));
        taken = i + 1;
        let mut j = i + 1;
        while matches!(entries.get(j).map(|e| e.event), Some(Event::Reject { .. })) {
            j += 1;
        }
        match entries.get(j).map(|e| e.event) {
            Some(Event::DeadEnd { cell }) => {
                dead_ends.push(cell);
                taken = j + 1;
                back_at = None;
                i = j + 1;
            }
            _ => break,
        }
    }
    if dead_ends.len() < 2 {
        return None;
    }
    // Back at a cell, the search tries its next digit, if there is one.
    let back = back_at.map(|(cell, digit, _)| (cell, (digit < 9).then_some(digit + 1)));
    let level = match back_at {
        Some((_, _, level)) => level,
        None => entries[taken - 1].level,
    };
    let steps = entries[0].step..=entries[taken - 1].step;
    Some((
        taken,
        Line::Unwinding {
            steps,
            level,
            chain: Unwinding { dead_ends, back },
        },
    ))
}

/// A run starting at `entries[0]`: undos of forced moves, then at most one
/// undo of a guess (whose cell tries its next digit after it), two undos
/// at least; how many entries it takes and its line.
fn take_back_at(entries: &[Entry]) -> Option<(usize, Line)> {
    let forced = entries
        .iter()
        .take_while(|e| e.forced_undo && matches!(e.event, Event::Undo { .. }))
        .count();
    let guess = match entries.get(forced).map(|e| e.event) {
        Some(Event::Undo { cell, digit }) => Some((cell, digit)),
        _ => None,
    };
    let back = TakeBack { forced, guess };
    let taken = back.undos();
    if forced == 0 || taken < 2 {
        return None;
    }
    let last = &entries[taken - 1];
    Some((
        taken,
        Line::TakeBack {
            steps: entries[0].step..=last.step,
            level: last.level,
            back,
        },
    ))
}
