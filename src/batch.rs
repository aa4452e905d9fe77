//! Work on many puzzles at once: a stream of items is cut into chunks, each
//! chunk is worked on by every thread of a pool, and the results come back in
//! input order. Memory holds one chunk, however long the stream.

use rayon::prelude::*;

/// Items per chunk: large enough to keep every core busy between the serial
/// read and write of each chunk, small enough to hold.
const CHUNK: usize = 4096;

/// Applies `work` to every item on `jobs` threads and hands each result to
/// `emit` in input order. `jobs` 0 means one thread per core.
pub fn run_ordered<T, R>(
    items: impl Iterator<Item = T>,
    jobs: usize,
    work: impl Fn(T) -> R + Sync,
    mut emit: impl FnMut(R),
) -> anyhow::Result<()>
where
    T: Send,
    R: Send,
{
    let jobs = if jobs == 0 { default_jobs() } else { jobs };
    if jobs == 1 {
        for item in items {
            emit(work(item));
        }
        return Ok(());
    }
    let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs).build()?;
    let mut items = items.peekable();
    let mut chunk: Vec<T> = Vec::with_capacity(CHUNK);
    let mut results: Vec<R> = Vec::with_capacity(CHUNK);
    while items.peek().is_some() {
        chunk.extend(items.by_ref().take(CHUNK));
        pool.install(|| {
            chunk
                .par_drain(..)
                .map(&work)
                .collect_into_vec(&mut results)
        });
        results.drain(..).for_each(&mut emit);
    }
    Ok(())
}

/// One thread per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_input_order_on_many_threads() {
        let mut out = Vec::new();
        // Uneven work, so threads finish out of order.
        run_ordered(
            0..10_000u64,
            4,
            |i| {
                let spin = (i * 7919) % 1000;
                (0..spin).fold(i, |a, b| a.wrapping_add(b)) - (0..spin).sum::<u64>()
            },
            |r| out.push(r),
        )
        .unwrap();
        assert_eq!(out, (0..10_000).collect::<Vec<_>>());
    }

    #[test]
    fn one_job_runs_in_place() {
        let mut out = Vec::new();
        run_ordered([3, 1, 2].into_iter(), 1, |x| x * 2, |r| out.push(r)).unwrap();
        assert_eq!(out, [6, 2, 4]);
    }
}
