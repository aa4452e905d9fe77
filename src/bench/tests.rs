use super::*;
use crate::test_fixtures::LEETCODE;

#[test]
fn bench_file_reports_puzzles_skips_and_ratios() {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("royle-17clue.txt");
    let text = "# comment\n\
            .......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...\n\
            not a puzzle\n\
            .................................................................................\n";
    std::fs::write(&path, text).unwrap();
    let quick = Timing::lasting(Duration::from_millis(5));
    let report = bench_files_timed(&[&path], quick, 1).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let r = &report.files[0];
    assert_eq!((r.puzzles, r.skipped, r.solvable, r.unique), (2, 1, 2, 1));
    assert!(r.solve_rate > 0.0 && r.count2_rate > 0.0);
    assert!(r.reference.is_some());
    let text = report.to_string();
    assert!(text.contains("royle-17clue.txt"), "{text}");
    assert!(text.contains("1 lines skipped"), "{text}");
    assert!(text.contains("1 with several solutions"), "{text}");
    assert!(r.parallel.is_none());
    assert!(!text.contains("threads"), "{text}");
    // The last line says how long it measured, as asked.
    assert!(
        text.contains("best 0.001 s round of >= 0.005 s per mode"),
        "{text}"
    );
    assert_eq!(seconds(Timing::default().round), "0.2");
    assert_eq!(seconds(Timing::default().total), "1");
    let asked = Timing::lasting(Duration::try_from_secs_f64(0.3).unwrap());
    assert_eq!(
        (seconds(asked.round), seconds(asked.total)),
        ("0.06".into(), "0.3".into())
    );
}

#[test]
fn a_gzipped_set_is_decoded_and_known_by_its_name() {
    use std::io::Write;
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-bench-gz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("forum-hardest-1905-11plus.txt.gz");
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(
        format!(".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...\n{LEETCODE}\n")
            .as_bytes(),
    )
    .unwrap();
    std::fs::write(&path, gz.finish().unwrap()).unwrap();
    let quick = Timing::lasting(Duration::from_millis(5));
    let report = bench_files_timed(&[&path], quick, 1).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let r = &report.files[0];
    assert_eq!((r.puzzles, r.skipped, r.unique), (2, 0, 2));
    assert_eq!(r.reference, Some((REFERENCE[2].1, REFERENCE[2].2)));
    let text = report.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].starts_with("forum-hardest-1905-11plus.txt.gz "),
        "{text}"
    );
    assert_eq!(
        lines[0].find("puzzles").map(|at| at + "puzzles".len()),
        lines[1].find(" 2 ").map(|at| at + 2),
        "the columns line up past a long name:\n{text}"
    );
}

#[test]
fn more_jobs_add_the_rates_on_every_thread_and_the_scaling() {
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-bench-jobs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("two.txt");
    let text = format!(
        ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...\n{LEETCODE}\n"
    );
    std::fs::write(&path, text).unwrap();
    let quick = Timing::lasting(Duration::from_millis(5));
    let report = bench_files_timed(&[&path], quick, 2).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let r = &report.files[0];
    let scaling = r.parallel.unwrap();
    assert_eq!(scaling.jobs, 2);
    assert!(
        scaling
            .rates
            .iter()
            .chain(&scaling.one_thread)
            .all(|&x| x > 0.0)
    );
    let text = report.to_string();
    assert!(text.contains("two.txt: by wall time"), "{text}");
    assert!(text.contains("on 2 threads"), "{text}");
}
