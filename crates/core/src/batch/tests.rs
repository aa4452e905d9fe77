use super::*;

/// Collects results; fails after `fail_after` of them.
#[derive(Default)]
struct Collect {
    out: Vec<u64>,
    /// How many results had been taken at each pause.
    pauses: Vec<usize>,
    fail_after: Option<usize>,
}

impl Sink<u64> for Collect {
    type Error = &'static str;
    fn take(&mut self, r: u64) -> Result<(), &'static str> {
        if self.fail_after == Some(self.out.len()) {
            return Err("closed");
        }
        self.out.push(r);
        Ok(())
    }
    fn pause(&mut self) -> Result<(), &'static str> {
        self.pauses.push(self.out.len());
        Ok(())
    }
}

#[test]
fn results_keep_input_order_on_many_threads() {
    let mut sink = Collect::default();
    // Uneven work, so threads finish out of order.
    run_ordered(
        Items(0..10_000u64),
        4,
        64,
        |i| {
            let spin = (i * 7919) % 1000;
            (0..spin).fold(i, |a, b| a.wrapping_add(b)) - (0..spin).sum::<u64>()
        },
        &mut sink,
    )
    .unwrap();
    assert_eq!(sink.out, (0..10_000).collect::<Vec<_>>());
}

#[test]
fn one_job_runs_in_place() {
    let mut sink = Collect::default();
    run_ordered(Items([3, 1, 2].into_iter()), 1, 64, |x| x * 2, &mut sink).unwrap();
    assert_eq!(sink.out, [6, 2, 4]);
}

#[test]
fn a_failing_sink_stops_the_work_at_once() {
    for threads in [1, 3] {
        let done = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let counter = Arc::clone(&done);
        let mut sink = Collect {
            fail_after: Some(5),
            ..Collect::default()
        };
        let result = run_ordered(
            Items(0..u64::MAX),
            threads,
            1,
            move |i| {
                counter.fetch_add(1, Ordering::Relaxed);
                i
            },
            &mut sink,
        );
        assert!(matches!(result, Err(BatchError::Sink("closed"))));
        assert_eq!(sink.out, [0, 1, 2, 3, 4]);
        // The workers stop before their next item: a few batches at most.
        thread::sleep(std::time::Duration::from_millis(50));
        let worked = done.load(Ordering::Relaxed);
        assert!(worked < 5 + 4 * threads as u64, "{threads}: {worked} items");
    }
}

/// Items that say they are not ready after every `every` items, as a
/// terminal does after each line.
struct Lines {
    next: u64,
    end: u64,
    every: u64,
}

impl Source for Lines {
    type Item = u64;
    fn next_item(&mut self) -> Option<u64> {
        (self.next < self.end).then(|| {
            self.next += 1;
            self.next - 1
        })
    }
    fn ready(&self) -> bool {
        !self.next.is_multiple_of(self.every)
    }
}

#[test]
fn the_sink_pauses_whenever_the_source_would_wait() {
    let mut sink = Collect::default();
    let source = Lines {
        next: 0,
        end: 12,
        every: 3,
    };
    run_ordered(source, 1, 100, |x| x, &mut sink).unwrap();
    assert_eq!(sink.out.len(), 12);
    for at in [3, 6, 9, 12] {
        assert!(sink.pauses.contains(&at), "{:?}", sink.pauses);
    }
}

#[test]
fn a_panicking_worker_is_an_error_not_a_hang() {
    let mut sink = Collect::default();
    let result = run_ordered(
        Items(0..1000u64),
        2,
        8,
        |i| {
            assert!(i != 500, "a bug in the work");
            i
        },
        &mut sink,
    );
    assert!(matches!(result, Err(BatchError::WorkerPanicked)));
    assert!(sink.out.len() < 1000);
}

#[test]
fn requested_jobs_are_capped_per_core() {
    let cores = jobs(0).cores;
    assert_eq!(jobs(0).threads, cores);
    assert!(!jobs(1).capped);
    let many = jobs(1_000_000);
    assert!(many.capped);
    assert_eq!(many.threads, cores * JOBS_PER_CORE);
}
