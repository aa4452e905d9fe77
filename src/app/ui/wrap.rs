//! Text cut into rows of a width, by display columns: the one place the
//! app calls textwrap. Prose breaks where the Unicode line-breaking rules
//! allow (UAX #14, textwrap's `unicode-linebreak`): at spaces and, since
//! Chinese writes no spaces between words, between two Chinese characters
//! too; never before a closing mark (`，` `）`…) nor after an opening one
//! (`（` `“`). Code breaks at spaces only.

/// `text` in rows of at most `width` columns, broken as prose; a word
/// longer than a row is cut.
pub fn prose(text: &str, width: usize) -> Vec<String> {
    let options = textwrap::Options::new(width.max(1))
        .word_separator(textwrap::WordSeparator::UnicodeBreakProperties);
    owned(textwrap::wrap(text, options))
}

/// `text` indented by `indent` and broken as prose, continuation rows
/// indented two more. A Latin word, and a cell name like `r1c4`, is never
/// cut.
pub fn prose_indented(text: &str, indent: usize, width: usize) -> Vec<String> {
    let first = " ".repeat(indent);
    let rest = " ".repeat(indent + 2);
    let options = textwrap::Options::new(width.max(1))
        .initial_indent(&first)
        .subsequent_indent(&rest)
        .word_separator(textwrap::WordSeparator::UnicodeBreakProperties)
        .break_words(false);
    owned(textwrap::wrap(text, options))
}

/// A line of code in rows of at most `width` columns, continuation rows
/// starting with `hanging`. Code breaks at spaces only: the Unicode rules
/// would also break after a bracket or before an operator.
pub fn code(line: &str, width: usize, hanging: &str) -> Vec<String> {
    let options = textwrap::Options::new(width.max(1))
        .subsequent_indent(hanging)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .break_words(false);
    owned(textwrap::wrap(line, options))
}

fn owned(rows: Vec<std::borrow::Cow<'_, str>>) -> Vec<String> {
    rows.into_iter().map(|row| row.into_owned()).collect()
}
