//! Every symbol and word the screens use, with its one meaning: the single
//! table behind the solve screen's legend panel, the glossary in the help
//! (`?`) and the README's glossary (a test keeps the README in step).

/// Where a term shows, which decides its group in the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Grid,
    Stack,
    Path,
    Tables,
    /// The code panel's margin.
    Code,
    Editor,
    /// A word of the status line and the sentences.
    Word,
}

impl Place {
    pub fn name(self) -> &'static str {
        match self {
            Place::Grid => "grid",
            Place::Stack => "stack",
            Place::Path => "path",
            Place::Tables => "tables",
            Place::Code => "code",
            Place::Editor => "editor",
            Place::Word => "words",
        }
    }
}

/// One row of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub place: Place,
    /// As the screen writes it.
    pub term: &'static str,
    /// A word or two, for the legend panel when it is short of room.
    pub short: &'static str,
    pub meaning: &'static str,
}

const fn term(
    place: Place,
    term: &'static str,
    short: &'static str,
    meaning: &'static str,
) -> Term {
    Term {
        place,
        term,
        short,
        meaning,
    }
}

use Place::{Code, Editor, Grid, Path, Stack, Tables, Word};

/// The glossary, in the order the legend shows it.
#[rustfmt::skip]
pub const GLOSSARY: &[Term] = &[
    term(Grid, "[·]", "filling", "the cell the search is filling, before a digit fits"),
    term(Grid, "[5]", "placed", "the digit just placed in that cell"),
    term(Grid, "(2)", "rejected", "the digit tried here and rejected"),
    term(Grid, ">2<", "holds it", "the cell holding that digit: the reason for the reject"),
    term(Grid, "<9>", "taken back", "the digit just taken back (a backtrack); also in the stack"),
    term(Grid, "[x]", "dead end", "a dead end: every digit has been tried here"),
    term(Grid, "·", "empty", "an empty cell (in the tables: a digit not used)"),
    term(Stack, "2?", "trying", "the digit being tried at the top level, not placed"),
    term(Stack, "1-8", "tried", "the digits tried at this level before this one"),
    term(Stack, "–", "none", "nothing tried at this level before this digit"),
    term(Stack, "→", "trying", "the cell being tried: it holds no digit yet, so it has no level number (also in the path)"),
    term(Path, "r", "row", "this digit was rejected here: the row table holds it"),
    term(Path, "c", "column", "this digit was rejected here: the column table holds it"),
    term(Path, "b", "box", "this digit was rejected here: the box table holds it"),
    term(Path, "×", "failed", "this digit was placed here and failed deeper"),
    term(Path, "5", "on grid", "the digit on the grid at this level: the path goes on through it"),
    term(Path, "·", "untried", "this digit is not tried yet at this level"),
    term(Path, "N left", "to try", "how many digits this level has not tried yet"),
    term(Tables, "5*", "holds it", "this table holds the digit tried: why it is rejected"),
    term(Tables, "5+", "marked", "set by this placement"),
    term(Tables, "·-", "unmarked", "cleared by this backtrack"),
    term(Tables, "reversed", "read by the check", "the entries the check of the digit read"),
    term(Tables, "9?", "stale", "stale (bug lab, forget-restore): the table claims the digit, no cell of its unit holds it"),
    term(Code, "▶", "this event", "a line the current event stands for"),
    term(Code, "✗", "the mistake", "the bug lab's mistake: a line the variant leaves out (struck through) or gets wrong"),
    term(Editor, "5!", "repeats", "this digit repeats in a row, column or box"),
    term(Editor, "[5]", "cursor", "the cursor (the editor's, not the search's)"),
    term(Editor, "[5!", "cursor, repeats", "the cursor on a digit that repeats"),
    term(Word, "step", "one event", "one event of the search; step 0 is before the first"),
    term(Word, "depth", "digits placed", "digits the search has placed; stack and path levels count from 1 at the bottom, so the top placed level's number is the depth"),
    term(Word, "placement", "written", "a digit no table holds is marked and written"),
    term(Word, "reject", "refused", "a table already holds the digit: try the next"),
    term(Word, "backtrack", "undo", "an undo: the deeper search failed, so the digit is unmarked and cleared (the counter counts these)"),
    term(Word, "dead end", "all done", "all nine digits are done at a cell: return to the level above, which backtracks next"),
    term(Word, "failed deeper", "no completion", "the digit fitted, but no grid completed below it"),
];

/// The glossary as the README writes it: one Markdown table row a term.
pub fn markdown_row(term: &Term) -> String {
    format!(
        "| {} | `{}` | {} |",
        term.place.name(),
        term.term,
        term.meaning
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_term_has_one_meaning_where_it_shows() {
        for (i, a) in GLOSSARY.iter().enumerate() {
            for b in &GLOSSARY[i + 1..] {
                assert!(
                    !(a.place == b.place && a.term == b.term),
                    "{} twice in {}",
                    a.term,
                    a.place.name()
                );
            }
        }
    }

    /// The issue's list: every symbol and word the solve screen uses.
    #[test]
    fn the_screens_symbols_are_all_explained() {
        for wanted in [
            ">2<",
            "(2)",
            "<9>",
            "[x]",
            "2?",
            "1-8",
            "5+",
            "·-",
            "5*",
            "5!",
            "depth",
            "placement",
            "reject",
            "backtrack",
            "dead end",
            "→",
            "r",
            "c",
            "b",
            "×",
            "N left",
            "9?",
            "▶",
            "✗",
        ] {
            assert!(GLOSSARY.iter().any(|t| t.term == wanted), "{wanted}");
        }
    }
}
