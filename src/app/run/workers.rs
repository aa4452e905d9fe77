//! The loop's runner: where each effect goes — the diagnosis worker, a
//! thread of its own, or this thread — and how answers come back, through
//! the loop's channel, as [`Wake::Answer`]s.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread;

use super::Wake;
use crate::app::driver::Runner;
use crate::app::{App, Effect};

/// Where effects go: the diagnosis worker, threads of their own, or this
/// thread; answers come back through the channel.
pub(super) struct Workers {
    pub(super) diagnosis: Sender<Effect>,
    pub(super) answers: Sender<Wake>,
    /// The tree build wanted (0: none): a build for another request gives
    /// up (see [`Effect::BuildTree`]).
    pub(super) tree_wanted: Arc<AtomicU64>,
    /// The screen's recording (`R`), while one is on.
    pub(super) recorder: RefCell<Option<crate::app::cast::live::Live>>,
}

impl Runner for Workers {
    /// Runs the effects, feeding answers of those run here back to the app
    /// until none is left.
    fn run(&self, app: &mut App, mut effects: Vec<Effect>) {
        while let Some(effect) = effects.pop() {
            match effect {
                diagnose @ Effect::Diagnose { .. } => {
                    // The worker outlives the loop; a send cannot fail before.
                    let _ = self.diagnosis.send(diagnose);
                }
                // The tree's icicle: one build wanted at a time, the
                // others given up at their next check.
                Effect::BuildTree(build) => {
                    self.tree_wanted.store(build.request, Ordering::Relaxed);
                    let (answers, wanted) = (self.answers.clone(), Arc::clone(&self.tree_wanted));
                    thread::spawn(move || {
                        let request = build.request;
                        let given_up = || wanted.load(Ordering::Relaxed) != request;
                        if let Some(answer) = build.run(&given_up) {
                            let _ = answers.send(Wake::Answer(answer.into()));
                        }
                    });
                }
                Effect::GiveUpTreeBuild => self.tree_wanted.store(0, Ordering::Relaxed),
                recording @ (Effect::StartCast { .. } | Effect::StopCast) => {
                    effects.extend(self.run_cast(app, recording));
                }
                // The other slow ones, each on a thread of its own.
                slow if slow.is_slow() => {
                    let answers = self.answers.clone();
                    thread::spawn(move || {
                        if let Some(answer) = slow.run_here() {
                            let _ = answers.send(Wake::Answer(answer));
                        }
                    });
                }
                quick => {
                    if let Some(answer) = quick.run_here() {
                        effects.extend(app.update(answer));
                    }
                }
            }
        }
    }
}

/// Counts solutions (up to 2) of the latest grid sent; grids that were
/// replaced while it worked are skipped, and the app drops answers for a
/// generation that is no longer current.
pub(super) fn spawn_diagnosis(tx: Sender<Wake>) -> Sender<Effect> {
    let (jobs, queue) = mpsc::channel::<Effect>();
    thread::spawn(move || {
        while let Ok(mut job) = queue.recv() {
            while let Ok(newer) = queue.try_recv() {
                job = newer;
            }
            let Some(answer) = job.run_here() else {
                continue;
            };
            if tx.send(Wake::Answer(answer)).is_err() {
                return;
            }
        }
    });
    jobs
}
