//! Numbers and errors as a person reads them.

use std::io;

/// `1,234,567`: digits grouped in threes.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// An I/O error in plain words: `No space left on device`, without the
/// `(os error 28)` the standard library appends.
pub fn io_error(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) if text.ends_with(')') => text[..i].to_string(),
        _ => text,
    }
}

#[cfg(test)]
mod tests {
    use super::{io_error, thousands};

    #[test]
    fn groups_digits_in_threes() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(829_894_337), "829,894,337");
    }

    #[test]
    fn io_errors_read_without_the_os_code() {
        // The system's own words, whatever they are, without the code the
        // standard library appends.
        let full = std::io::Error::from_raw_os_error(28);
        assert_eq!(
            format!("{} (os error 28)", io_error(&full)),
            full.to_string()
        );
        assert!(!io_error(&full).is_empty());
        let plain = std::io::Error::other("the input thread stopped");
        assert_eq!(io_error(&plain), "the input thread stopped");
    }
}
