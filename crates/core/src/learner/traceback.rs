//! A traceback's lines, told compactly: a recursion that ran out of stack
//! leaves a thousand frames of the same line, and a sentence that lists
//! them one by one (13,000 characters for a Python RecursionError) is no
//! sentence. Runs of one line become one entry with its count, and only
//! the first few entries are kept.

/// How many entries a told traceback keeps (after the runs are merged).
pub const KEPT_ENTRIES: usize = 4;

/// How many characters of an exception's message a sentence quotes.
pub const MESSAGE_CHARS: usize = 300;

/// The learner's lines of a traceback, innermost first, in runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Callers {
    /// Each line and how many frames in a row were on it.
    pub runs: Vec<(u32, usize)>,
    /// Frames left out after the kept runs.
    pub more: usize,
}

/// The callers of a frame (`lines` outermost first, as a traceback lists
/// them, without the innermost one), innermost first, merged into runs.
pub fn callers(lines: &[u32]) -> Callers {
    let mut runs: Vec<(u32, usize)> = Vec::new();
    for &line in lines.iter().rev() {
        match runs.last_mut() {
            Some((last, count)) if *last == line => *count += 1,
            _ => runs.push((line, 1)),
        }
    }
    let more = runs.iter().skip(KEPT_ENTRIES).map(|&(_, n)| n).sum();
    runs.truncate(KEPT_ENTRIES);
    Callers { runs, more }
}

/// The first `limit` characters of a message (an exception's text can be
/// as long as the learner makes it), with `…` where it was cut.
pub fn shortened(message: &str, limit: usize) -> std::borrow::Cow<'_, str> {
    match message.char_indices().nth(limit) {
        None => std::borrow::Cow::Borrowed(message),
        Some((at, _)) => std::borrow::Cow::Owned(format!("{}…", &message[..at])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deep_recursion_is_one_run_and_its_count() {
        let mut lines = vec![20];
        lines.extend(std::iter::repeat_n(5, 995));
        let told = callers(&lines);
        assert_eq!(told.runs, vec![(5, 995), (20, 1)]);
        assert_eq!(told.more, 0);
    }

    #[test]
    fn only_the_first_entries_are_kept() {
        let told = callers(&[1, 2, 3, 4, 5, 6, 6]);
        assert_eq!(told.runs, vec![(6, 2), (5, 1), (4, 1), (3, 1)]);
        assert_eq!(told.more, 2);
    }

    #[test]
    fn a_long_message_is_cut_at_a_character() {
        assert_eq!(shortened("abc", 5), "abc");
        assert_eq!(shortened("数独数独", 2), "数独…");
    }
}
