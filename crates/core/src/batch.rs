//! Work on many items at once, results in input order, streaming.
//!
//! Worker threads take the items in small batches straight from the source
//! (one at a time holds it), work on them, and send the results to the
//! calling thread, which hands them to a [`Sink`] in input order. Memory
//! holds a few batches per thread however long the input is. Three things
//! make it fit for a command line:
//!
//! - **Answers as input arrives.** A batch ends early when the source has
//!   nothing more at hand ([`Source::ready`]), and the sink is told to
//!   [`pause`](Sink::pause) — to flush its output — whenever nothing is
//!   waiting to be handed over. Lines typed at a terminal are answered one
//!   by one, in order, with any number of threads. Batches start at one
//!   item and grow only while a batch takes under [`BATCH_TIME`], so slow
//!   work (the classic search on hard puzzles, making puzzles) is handed
//!   over item by item and fast work in batches that make handing over
//!   cost nothing.
//! - **A stop at once.** When the sink fails (`| head -1` closed the pipe)
//!   the workers stop before their next item and the call returns at once,
//!   without waiting for a thread that may be blocked reading input.
//! - **Bounded threads.** [`jobs`] caps a requested thread count at what
//!   the machine can use, and a thread that cannot be started is an error
//!   saying so, not a panic.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{self, Read};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, TryRecvError};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::grid::PuzzleReader;

/// Where the items come from.
pub trait Source: Send {
    /// What the workers take, one at a time.
    type Item: Send;

    /// The next item, or `None` at the end of the input.
    fn next_item(&mut self) -> Option<Self::Item>;

    /// True when the next item can be had without waiting for the outside
    /// world (a terminal, a slow pipe): a batch ends before a wait, so the
    /// items taken are answered first.
    fn ready(&self) -> bool {
        true
    }
}

impl<R: Read + Send> Source for PuzzleReader<R> {
    type Item = crate::grid::Parsed;

    fn next_item(&mut self) -> Option<Self::Item> {
        self.next()
    }

    fn ready(&self) -> bool {
        self.has_buffered()
    }
}

/// Items from an iterator that never waits (a range of puzzle numbers).
pub struct Items<I>(pub I);

impl<I: Iterator + Send> Source for Items<I>
where
    I::Item: Send,
{
    type Item = I::Item;

    fn next_item(&mut self) -> Option<I::Item> {
        self.0.next()
    }
}

/// Where the results go, in input order.
pub trait Sink<R> {
    /// Why handing a result over failed.
    type Error;

    /// Takes the next result, in input order.
    fn take(&mut self, result: R) -> Result<(), Self::Error>;

    /// Nothing more is at hand for now (and at the end): the moment to
    /// flush buffered output.
    fn pause(&mut self) -> Result<(), Self::Error>;
}

/// Why a run ended early.
#[derive(Debug)]
pub enum BatchError<E> {
    /// The sink failed; the workers were told to stop.
    Sink(E),
    /// A worker thread could not be started.
    Spawn {
        /// Which thread (from 0).
        thread: usize,
        /// How many were asked for.
        of: usize,
        /// Why it could not start.
        error: io::Error,
    },
    /// A worker thread panicked (a bug): its results are missing.
    WorkerPanicked,
}

impl<E: fmt::Display> fmt::Display for BatchError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::Sink(e) => e.fmt(f),
            BatchError::Spawn { thread, of, error } => write!(
                f,
                "could not start worker thread {thread} of {of} ({}); try a smaller --jobs",
                crate::format::io_error(error)
            ),
            BatchError::WorkerPanicked => {
                f.write_str("a worker thread failed; results are missing")
            }
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for BatchError<E> {}

/// What a batch should take at most: the delay before a result is handed
/// over, or before a failing sink is noticed.
pub const BATCH_TIME: Duration = Duration::from_millis(10);

/// The next batch size after `items` took `took`, between 1 and `max`.
fn paced(size: usize, items: usize, took: Duration, max: usize) -> usize {
    if took > BATCH_TIME {
        (size / 2).max(1)
    } else if took < BATCH_TIME / 2 && items >= size {
        (size * 2).min(max)
    } else {
        size
    }
}

/// Threads per core beyond which more threads only cost memory.
pub const JOBS_PER_CORE: usize = 4;

/// The thread count a run uses: `requested`, 0 meaning one per core,
/// capped at [`JOBS_PER_CORE`] per core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jobs {
    /// The threads to start.
    pub threads: usize,
    /// The request was above the cap (the caller may say so).
    pub capped: bool,
    /// The cores the machine has.
    pub cores: usize,
}

/// See [`Jobs`].
pub fn jobs(requested: usize) -> Jobs {
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    let cap = cores * JOBS_PER_CORE;
    Jobs {
        threads: match requested {
            0 => cores,
            n => n.min(cap),
        },
        capped: requested > cap,
        cores,
    }
}

/// Applies `work` to every item of `source` on `threads` threads (at least
/// one) in batches of at most `batch` items (see [`BATCH_TIME`]), and hands
/// the results to `sink` in input order. With one thread the work runs on
/// the calling thread.
pub fn run_ordered<S, R, W, K>(
    mut source: S,
    threads: usize,
    batch: usize,
    work: W,
    sink: &mut K,
) -> Result<(), BatchError<K::Error>>
where
    S: Source + 'static,
    R: Send + 'static,
    W: Fn(S::Item) -> R + Send + Sync + 'static,
    K: Sink<R>,
{
    let batch = batch.max(1);
    if threads <= 1 {
        let (mut size, mut in_batch, mut started) = (1, 0, Instant::now());
        while let Some(item) = source.next_item() {
            sink.take(work(item)).map_err(BatchError::Sink)?;
            in_batch += 1;
            if in_batch >= size || !source.ready() {
                sink.pause().map_err(BatchError::Sink)?;
                size = paced(size, in_batch, started.elapsed(), batch);
                (in_batch, started) = (0, Instant::now());
            }
        }
        return sink.pause().map_err(BatchError::Sink);
    }

    let shared = Arc::new(Shared {
        input: Mutex::new(Input {
            source,
            next_batch: 0,
            exhausted: false,
        }),
        stop: AtomicBool::new(false),
        failed: AtomicBool::new(false),
        handed_over: Mutex::new(0),
        room: Condvar::new(),
        ahead: 2 * threads as u64,
        batch_size: AtomicUsize::new(1),
        batch,
    });
    let work = Arc::new(work);
    let (sender, results) = mpsc::channel::<(u64, Vec<R>)>();
    for k in 0..threads {
        let (shared_k, work_k, sender_k) = (Arc::clone(&shared), Arc::clone(&work), sender.clone());
        let started = thread::Builder::new()
            .name(format!("worker {}", k + 1))
            .spawn(move || worker(&shared_k, &*work_k, &sender_k));
        if let Err(error) = started {
            shared.stop();
            return Err(BatchError::Spawn {
                thread: k + 1,
                of: threads,
                error,
            });
        }
    }
    drop(sender);

    let mut waiting: BTreeMap<u64, Vec<R>> = BTreeMap::new();
    let mut next = 0u64;
    loop {
        let message = match results.try_recv() {
            Ok(message) => Some(message),
            Err(TryRecvError::Empty) => {
                if let Err(e) = sink.pause() {
                    shared.stop();
                    return Err(BatchError::Sink(e));
                }
                results.recv().ok()
            }
            Err(TryRecvError::Disconnected) => None,
        };
        let Some((number, batch_results)) = message else {
            break;
        };
        waiting.insert(number, batch_results);
        while let Some(batch_results) = waiting.remove(&next) {
            for result in batch_results {
                if let Err(e) = sink.take(result) {
                    shared.stop();
                    return Err(BatchError::Sink(e));
                }
            }
            next += 1;
            *lock(&shared.handed_over) = next;
            shared.room.notify_all();
        }
    }
    if shared.failed.load(Ordering::Relaxed) || !waiting.is_empty() {
        return Err(BatchError::WorkerPanicked);
    }
    sink.pause().map_err(BatchError::Sink)
}

struct Shared<S> {
    input: Mutex<Input<S>>,
    stop: AtomicBool,
    failed: AtomicBool,
    /// Batches handed to the sink so far.
    handed_over: Mutex<u64>,
    /// Signalled when `handed_over` grows or the run stops.
    room: Condvar,
    /// Batches a worker may take beyond those handed over: the memory bound.
    ahead: u64,
    /// The size of the next batch, paced by how long the last one took.
    batch_size: AtomicUsize,
    /// The largest batch.
    batch: usize,
}

struct Input<S> {
    source: S,
    next_batch: u64,
    exhausted: bool,
}

impl<S> Shared<S> {
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
        let _guard = lock(&self.handed_over);
        self.room.notify_all();
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// A lock that a panicking worker cannot poison for the others: the data
/// behind each lock stays consistent at every point a panic can happen.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Tells the others to stop when a worker panics, so nobody waits for the
/// batch it will never send.
struct PanicGuard<'a, S>(&'a Shared<S>);

impl<S> Drop for PanicGuard<'_, S> {
    fn drop(&mut self) {
        if thread::panicking() {
            self.0.failed.store(true, Ordering::Relaxed);
            self.0.stop();
        }
    }
}

fn worker<S: Source, R>(
    shared: &Shared<S>,
    work: &dyn Fn(S::Item) -> R,
    sender: &mpsc::Sender<(u64, Vec<R>)>,
) {
    let _guard = PanicGuard(shared);
    loop {
        let (number, size, items) = {
            let mut input = lock(&shared.input);
            if input.exhausted || shared.stopped() {
                return;
            }
            let number = input.next_batch;
            let mut handed_over = lock(&shared.handed_over);
            while number >= *handed_over + shared.ahead && !shared.stopped() {
                handed_over = shared
                    .room
                    .wait(handed_over)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            drop(handed_over);
            if shared.stopped() {
                return;
            }
            let size = shared.batch_size.load(Ordering::Relaxed);
            let mut items = Vec::with_capacity(size);
            while items.len() < size {
                match input.source.next_item() {
                    Some(item) => items.push(item),
                    None => {
                        input.exhausted = true;
                        break;
                    }
                }
                if !input.source.ready() {
                    break;
                }
            }
            if items.is_empty() {
                return;
            }
            input.next_batch += 1;
            (number, size, items)
        };
        let started = Instant::now();
        let taken = items.len();
        let mut results = Vec::with_capacity(taken);
        for item in items {
            if shared.stopped() {
                return;
            }
            results.push(work(item));
        }
        let next_size = paced(size, taken, started.elapsed(), shared.batch);
        shared.batch_size.store(next_size, Ordering::Relaxed);
        if sender.send((number, results)).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests;
