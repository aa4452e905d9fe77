//! What every command that runs a learner's program needs: signals and
//! panics that end sudoku-dfs end the learner's processes first.

use crate::learner;

/// Ends every learner's process before sudoku-dfs exits on SIGTERM,
/// SIGHUP, SIGINT or SIGQUIT (then exits 128 + the signal, as the default
/// action would) or on a panic (then the panic goes on as before). A
/// learner's program runs in a process group of its own, so nothing else
/// would end it.
pub(crate) fn end_learners_when_ending() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        learner::end_all();
        previous(info);
    }));
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
        if let Ok(mut signals) =
            signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])
        {
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    learner::end_all();
                    std::process::exit(128 + signal);
                }
            });
        }
    }
}
