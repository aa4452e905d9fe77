//! A [`StepSink`] run on a thread of its own ([`OffThread`]), fed in
//! batches over a bounded channel.

use super::StepSink;
use crate::grid::Cell;
use crate::learner::writes::Step;

/// What goes to a sink on another thread at a time: the clears first
/// (each says which step it comes before, which is all its order), then
/// the steps, with the runs of them known to be expected.
#[derive(Default)]
struct SinkBatch {
    clears: Vec<(u64, Cell)>,
    steps: Vec<Step>,
    /// Ranges of `steps` known to be the ones expected.
    expected: Vec<std::ops::Range<usize>>,
}

impl SinkBatch {
    fn clear(&mut self) {
        self.clears.clear();
        self.steps.clear();
        self.expected.clear();
    }
}

/// Steps sent at a time to a sink on another thread.
const SINK_BATCH: usize = 1 << 16;

/// A sink that runs on a thread of its own (the watch's recording
/// builder): the reading and the building of a long search share the
/// work between two cores. Batches go over a bounded channel, so a sink
/// slower than the reading holds back at most a few of them.
pub struct OffThread<S> {
    batch: SinkBatch,
    to: Option<std::sync::mpsc::SyncSender<SinkBatch>>,
    /// Batches the sink has emptied, to be filled again: no allocation
    /// (and no fresh pages) per batch.
    emptied: std::sync::mpsc::Receiver<SinkBatch>,
    thread: Option<std::thread::JoinHandle<S>>,
}

impl<S: StepSink + Send + 'static> OffThread<S> {
    pub fn new(mut sink: S) -> OffThread<S> {
        let (to, batches) = std::sync::mpsc::sync_channel::<SinkBatch>(4);
        let (give_back, emptied) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            for mut batch in batches {
                for &(before, cell) in &batch.clears {
                    sink.clear(before, cell);
                }
                let mut at = 0;
                for known in &batch.expected {
                    for step in &batch.steps[at..known.start] {
                        sink.step(step);
                    }
                    sink.expected_steps(&batch.steps[known.clone()]);
                    at = known.end;
                }
                for step in &batch.steps[at..] {
                    sink.step(step);
                }
                batch.clear();
                let _ = give_back.send(batch);
            }
            sink
        });
        OffThread {
            batch: SinkBatch::default(),
            to: Some(to),
            emptied,
            thread: Some(thread),
        }
    }

    /// The sink, every step given to it.
    pub fn finish(mut self) -> S {
        self.flush();
        drop(self.to.take());
        let thread = self.thread.take().expect("finished once");
        match thread.join() {
            Ok(sink) => sink,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }

    fn flush_if_full(&mut self) {
        if self.batch.steps.len() >= SINK_BATCH {
            self.flush();
        }
    }

    fn flush(&mut self) {
        if let Some(to) = &self.to
            && !(self.batch.steps.is_empty() && self.batch.clears.is_empty())
        {
            let next = self.emptied.try_recv().unwrap_or_default();
            let batch = std::mem::replace(&mut self.batch, next);
            // A sink thread that panicked is told at `finish`.
            let _ = to.send(batch);
        }
    }
}

impl<S: StepSink + Send + 'static> StepSink for OffThread<S> {
    fn clear(&mut self, before: u64, cell: Cell) {
        self.batch.clears.push((before, cell));
    }
    fn step(&mut self, step: &Step) {
        self.batch.steps.push(*step);
        self.flush_if_full();
    }
    fn expected_steps(&mut self, steps: &[Step]) {
        let start = self.batch.steps.len();
        self.batch.steps.extend_from_slice(steps);
        let end = self.batch.steps.len();
        match self.batch.expected.last_mut() {
            Some(last) if last.end == start => last.end = end,
            _ => self.batch.expected.push(start..end),
        }
        self.flush_if_full();
    }
}

impl<S> Drop for OffThread<S> {
    /// A reading given up (begun again): its sink's thread ends once the
    /// channel closes.
    fn drop(&mut self) {
        drop(self.to.take());
    }
}
