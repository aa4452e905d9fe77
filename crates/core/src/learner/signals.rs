//! The name of a signal that ended a learner's program, for the sentence
//! that says how it ended: `SIGSEGV` tells a learner what a bare number
//! does not.

/// The name of `signal` (a Linux number), if it is one of the standard ones.
pub fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        10 => "SIGUSR1",
        11 => "SIGSEGV",
        12 => "SIGUSR2",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return None,
    })
}

/// What kind of end a signal means, for the words beside its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignalKind {
    /// The program itself did something the system stops (a bad memory
    /// access, an abort, a division by zero): a crash.
    Crash,
    /// A resource limit of the system (CPU time, file size).
    SystemLimit,
    /// Sent from outside: by a user, another program or the system (the
    /// out-of-memory killer sends SIGKILL). sudoku-dfs's own limits stop a
    /// program with a sentence of their own, never with this one.
    FromOutside,
}

/// The kind of end `signal` means.
pub fn signal_kind(signal: i32) -> SignalKind {
    match signal {
        4 | 5 | 6 | 7 | 8 | 11 | 31 => SignalKind::Crash,
        24 | 25 => SignalKind::SystemLimit,
        _ => SignalKind::FromOutside,
    }
}

/// `SIGSEGV`, or `signal 40` for one with no standard name.
pub fn signal_label(signal: i32) -> String {
    signal_name(signal).map_or_else(|| format!("signal {signal}"), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_signals_a_crash_sends_are_named_and_called_crashes() {
        assert_eq!(signal_label(11), "SIGSEGV");
        assert_eq!(signal_kind(11), SignalKind::Crash);
        assert_eq!(signal_kind(6), SignalKind::Crash);
        assert_eq!(signal_kind(9), SignalKind::FromOutside);
        assert_eq!(signal_kind(24), SignalKind::SystemLimit);
        assert_eq!(signal_label(40), "signal 40");
    }
}
