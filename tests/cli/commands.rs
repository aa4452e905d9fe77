//! The subcommands as a user meets them: output and exit status on good
//! and bad input.

use super::*;
use crate::test_fixtures::{ESCARGOT, LEETCODE_NO_SOLUTION};

#[test]
fn solve_prints_the_solution() {
    for strategy in ["fast", "row-major", "most-constrained"] {
        let out = run(&["solve", "--strategy", strategy, LEETCODE], "");
        assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n"), "{strategy}");
        assert_eq!(out.code, 0);
    }
}

#[test]
fn solve_stats_are_tab_separated_and_match_the_reference() {
    let out = run(
        &["solve", "--strategy", "row-major", "--stats", LEETCODE],
        "",
    );
    let fields: Vec<&str> = out.stdout.trim_end().split('\t').collect();
    assert_eq!(fields[0], LEETCODE_SOLUTION);
    assert_eq!(
        &fields[1..5],
        [
            "placements=4208",
            "rejects=33444",
            "backtracks=4157",
            "max_depth=51"
        ]
    );
    assert!(fields[5].starts_with("micros="));
}

#[test]
fn no_solution_exits_1_and_conflicts_exit_2_naming_the_cells() {
    let out = run(&["solve", NO_SOLUTION], "");
    assert_eq!((out.stdout.as_str(), out.code), ("no solution\n", 1));
    let clash = format!("5{}5{}", &LEETCODE[1..8], &LEETCODE[9..]);
    let out = run(&["solve", &clash], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("r1c1 and r1c9 both hold 5 in row 1"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_bad_line_is_reported_and_the_rest_solved() {
    let file = temp_file(
        "mixed.txt",
        &format!(
            "# three puzzles\n{LEETCODE}\n{}\n{LEETCODE}\r\n",
            &LEETCODE[..79]
        ),
    );
    let out = run(&["solve", "--jobs", "2", file.to_str().unwrap()], "");
    assert_eq!(
        out.stdout,
        format!("{LEETCODE_SOLUTION}\n{LEETCODE_SOLUTION}\n")
    );
    assert_eq!(
        out.stderr.trim_end(),
        "sudoku-dfs: line 3: expected 81 cells, found 79"
    );
    assert_eq!(out.code, 2);
}

#[test]
fn parse_errors_say_where_and_what() {
    let mut bad = LEETCODE.to_string();
    bad.replace_range(13..14, "x");
    let out = run(&["solve", &bad], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("line 1, column 14: unexpected character 'x'"),
        "{}",
        out.stderr
    );
    let out = run(&["solve", "-"], "# only a comment\n\n");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("standard input: no puzzle found"),
        "{}",
        out.stderr
    );
    let out = run(&["solve", "missing/puzzles.txt"], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("missing/puzzles.txt: no such file"),
        "{}",
        out.stderr
    );
}

#[test]
fn standard_input_and_nine_line_grids_are_read() {
    let grid: String = LEETCODE
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect();
    let out = run(&["solve", "-"], &grid);
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\n"));
    let out = run(&["solve"], &format!("{LEETCODE}\n{NO_SOLUTION}\n"));
    assert_eq!(out.stdout, format!("{LEETCODE_SOLUTION}\nno solution\n"));
    assert_eq!(out.code, 1);
}

#[test]
fn count_stops_at_the_limit_with_a_plus() {
    let empty = ".".repeat(81);
    let input = format!("{LEETCODE}\n{empty}\n{NO_SOLUTION}\n");
    let out = run(&["count", "--limit", "5", "-"], &input);
    assert_eq!(out.stdout, "1\n5+\n0\n");
    assert_eq!(out.code, 0);
}

#[test]
fn count_agrees_with_the_shipped_vectors() {
    let text = include_str!("../data/vectors.txt");
    let (puzzles, counts): (Vec<&str>, Vec<u64>) = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split(':');
            (
                parts.next().unwrap(),
                parts.next().unwrap().parse::<u64>().unwrap(),
            )
        })
        .unzip();
    let out = run(&["count", "--limit", "200", "-"], &puzzles.join("\n"));
    let expected: Vec<String> = counts
        .iter()
        .map(|&n| {
            if n > 200 {
                "200+".into()
            } else {
                n.to_string()
            }
        })
        .collect();
    assert_eq!(out.stdout.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn batch_output_keeps_input_order_on_every_core() {
    let text = include_str!("../data/vectors.txt");
    let puzzles: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| &l[..81])
        .collect();
    let many: Vec<&str> = puzzles
        .iter()
        .cycle()
        .take(puzzles.len() * 150)
        .copied()
        .collect();
    let input = many.join("\n");
    let one = run(&["solve", "--jobs", "1", "-"], &input);
    let all = run(&["solve", "--jobs", "4", "-"], &input);
    assert_eq!(one.stdout.lines().count(), many.len());
    assert_eq!(one.stdout, all.stdout);
}

#[test]
fn trace_prints_json_lines_numbered_from_1() {
    let out = run(&["trace", "--max-steps", "4", LEETCODE], "");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"step":1,"event":"enter","row":1,"col":3,"depth":0}"#,
            r#"{"step":2,"event":"place","row":1,"col":3,"digit":1}"#,
            r#"{"step":3,"event":"enter","row":1,"col":4,"depth":1}"#,
            r#"{"step":4,"event":"reject","row":1,"col":4,"digit":1,"reason":"row","by_row":1,"by_col":3}"#,
        ]
    );
    let out = run(&["trace", LEETCODE], "");
    let last = out.stdout.lines().last().unwrap();
    assert!(last.ends_with(r#""event":"solved"}"#), "{last}");
    assert_eq!(out.stdout.lines().count(), 4208 * 2 + 33444 + 4157 * 2 + 1);
    assert!(
        out.stdout.contains(r#""event":"undo""#) && out.stdout.contains(r#""event":"dead_end""#)
    );
}

/// Traces written by the String-per-event formatter the trace had before it
/// wrote into a fixed buffer: the output must not change by one byte.
#[test]
fn trace_output_is_byte_identical_to_the_golden_files() {
    let escargot = ESCARGOT;
    let no_solution = LEETCODE_NO_SOLUTION;
    let nearly_full =
        ".346789126721953481983425678597614234268.379171392485696153728428741963534528617.";
    let cases: [(&str, &[&str]); 5] = [
        ("leetcode-row-major-400", &["--max-steps", "400", LEETCODE]),
        (
            "leetcode-most-constrained",
            &["--strategy", "most-constrained", LEETCODE],
        ),
        (
            "no-solution-most-constrained",
            &["--strategy", "most-constrained", no_solution],
        ),
        ("escargot-row-major-500", &["--max-steps", "500", escargot]),
        ("nearly-full-row-major", &[nearly_full]),
    ];
    for (name, args) in cases {
        let golden = std::fs::read_to_string(format!(
            "{}/tests/data/trace/{name}.jsonl",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let out = run(&[&["trace"], args].concat(), "");
        assert_eq!(out.code, 0, "{name}: {}", out.stderr);
        assert!(
            out.stdout == golden,
            "{name}: the trace differs from its golden file"
        );
    }
}

/// The propagating strategies on the command line: `trace --summary`
/// counts forced moves and wipeouts, `solve --stats` too, and the trace
/// names each forced move's rule.
#[test]
fn propagating_strategies_count_forced_moves_and_wipeouts() {
    let out = run(
        &["trace", "--summary", "--strategy", "singles", LEETCODE],
        "",
    );
    for field in [
        r#""place":0"#,
        r#""force":51"#,
        r#""wipeout":0"#,
        r#""steps":52"#,
    ] {
        assert!(out.stdout.contains(field), "{field} in {}", out.stdout);
    }
    let out = run(
        &["trace", "--summary", "--strategy", "singles-mrv", ESCARGOT],
        "",
    );
    for field in [
        r#""place":15"#,
        r#""force":152"#,
        r#""wipeout":5"#,
        r#""undo":109"#,
    ] {
        assert!(out.stdout.contains(field), "{field} in {}", out.stdout);
    }
    let out = run(
        &[
            "solve",
            "--stats",
            "--strategy",
            "forward-checking-mrv",
            ESCARGOT,
        ],
        "",
    );
    assert!(
        out.stdout.contains("\tforced=0\twipeouts=8\t"),
        "{}",
        out.stdout
    );
    let out = run(
        &[
            "trace",
            "--max-steps",
            "1",
            "--strategy",
            "singles",
            LEETCODE,
        ],
        "",
    );
    assert_eq!(
        out.stdout.trim(),
        r#"{"step":1,"event":"force","row":5,"col":5,"digit":5,"rule":"only_candidate"}"#
    );
}

#[test]
fn trace_summary_counts_every_kind() {
    let out = run(&["trace", "--summary", LEETCODE], "");
    for field in [
        r#""enter":4208"#,
        r#""place":4208"#,
        r#""reject":33444"#,
        r#""undo":4157"#,
        r#""dead_end":4157"#,
        r#""max_depth":51"#,
        r#""result":"solved""#,
        r#""steps":50175"#,
        r#""history_bytes":"#,
    ] {
        assert!(out.stdout.contains(field), "{field} in {}", out.stdout);
    }
    let out = run(
        &[
            "trace",
            "--summary",
            "--strategy",
            "most-constrained",
            NO_SOLUTION,
        ],
        "",
    );
    assert!(
        out.stdout.contains(r#""result":"exhausted""#),
        "{}",
        out.stdout
    );
}

#[test]
fn generate_prints_unique_puzzles_the_same_for_a_seed() {
    let args = [
        "generate",
        "--count",
        "3",
        "--seed",
        "11",
        "--difficulty",
        "easy",
    ];
    let out = run(&args, "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stderr.contains("--seed 11"),
        "the seed is on stderr: {}",
        out.stderr
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|l| l.len() == 81), "{lines:?}");
    let counted = run(&["count", "--limit", "2"], &out.stdout);
    assert_eq!(counted.stdout, "1\n1\n1\n");

    let again = run(&[&args[..], &["--jobs", "1"]].concat(), "");
    assert_eq!(
        again.stdout, out.stdout,
        "same seed, same puzzles, any --jobs"
    );
    let other = run(
        &[
            "generate",
            "--count",
            "3",
            "--seed",
            "12",
            "--difficulty",
            "easy",
        ],
        "",
    );
    assert_ne!(other.stdout, out.stdout);

    // Without a seed, the one chosen is printed so the run can be repeated.
    let clocked = run(&["generate", "--difficulty", "easy"], "");
    let seed = clocked
        .stderr
        .split_whitespace()
        .skip_while(|w| *w != "--seed")
        .nth(1)
        .expect("a seed on stderr")
        .to_string();
    let repeated = run(&["generate", "--difficulty", "easy", "--seed", &seed], "");
    assert_eq!(repeated.stdout, clocked.stdout);
}

#[test]
fn generate_stats_give_the_placements_of_the_level() {
    let out = run(
        &[
            "generate",
            "--seed",
            "3",
            "--difficulty",
            "medium",
            "--stats",
        ],
        "",
    );
    let line = out.stdout.trim_end();
    let placements: u64 = line
        .split('\t')
        .find_map(|f| f.strip_prefix("placements="))
        .expect("placements=")
        .parse()
        .unwrap();
    assert!((1_000..10_000).contains(&placements), "{line}");
}

/// `text` gzipped, in a temporary file called `name`.
fn gzipped_temp_file(name: &str, text: &str) -> std::path::PathBuf {
    use std::io::Write;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(text.as_bytes()).unwrap();
    let path = temp_file(name, "");
    std::fs::write(&path, gz.finish().unwrap()).unwrap();
    path
}

#[test]
fn bench_measures_a_named_file_plain_or_gzipped() {
    let file = temp_file("bench.txt", &format!("{LEETCODE}\n{NO_SOLUTION}\n"));
    let out = run(&["bench", "--seconds", "0.01", file.to_str().unwrap()], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("bench.txt"), "{}", out.stdout);
    assert!(out.stdout.contains("1 without solution"), "{}", out.stdout);

    let gz = gzipped_temp_file("bench.txt.gz", &format!("{LEETCODE}\n{NO_SOLUTION}\n"));
    let out = run(&["bench", "--seconds", "0.01", gz.to_str().unwrap()], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("bench.txt.gz "), "{}", out.stdout);
    assert!(
        out.stdout.contains("bench.txt.gz: 1 without solution"),
        "{}",
        out.stdout
    );
}

#[test]
fn bench_with_no_file_measures_the_sets_shipped_in_the_project_from_anywhere() {
    // A folder with no puzzles/ in it: the sets are found in the checkout
    // the binary was built from, not beside the current directory.
    let empty_dir =
        std::env::temp_dir().join(format!("sudoku-dfs-cli-nowhere-{}", std::process::id()));
    std::fs::create_dir_all(&empty_dir).unwrap();
    let mut child = Running::spawn(
        binary()
            .args(["bench", "--seconds", "0.01"])
            .current_dir(&empty_dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped()),
    );
    // The first line is said before the 100,000 puzzles are read; the
    // measurement itself is not waited for (Running kills it).
    let mut first_line = String::new();
    let mut stderr = std::io::BufReader::new(child.0.stderr.take().unwrap());
    std::io::BufRead::read_line(&mut stderr, &mut first_line).unwrap();
    drop(child);
    let _ = std::fs::remove_dir_all(&empty_dir);
    assert!(
        first_line.starts_with("sudoku-dfs: measuring 4 file(s)"),
        "{first_line}"
    );
}

#[test]
fn solve_and_count_read_a_gzipped_file() {
    let gz = gzipped_temp_file("two.txt.gz", &format!("# two\n{LEETCODE}\n{NO_SOLUTION}\n"));
    let out = run(&["solve", gz.to_str().unwrap()], "");
    assert_eq!(
        out.stdout,
        format!("{LEETCODE_SOLUTION}\nno solution\n"),
        "{}",
        out.stderr
    );
    let out = run(&["count", "--limit", "2", gz.to_str().unwrap()], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, "1\n0\n", "{}", out.stderr);

    let damaged = temp_file("damaged.txt.gz", "not gzip at all\n");
    let out = run(&["solve", damaged.to_str().unwrap()], "");
    assert_ne!(out.code, 0);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(out.stderr.contains("invalid gzip header"), "{}", out.stderr);
}

/// The per-cell counts of the full JSON Lines trace: placements (forced
/// moves too), undos and dead ends (wipeouts too), each 81 numbers in
/// reading order.
fn counts_from_trace(trace: &str) -> [[u64; 81]; 3] {
    let mut counts = [[0u64; 81]; 3];
    let number = |line: &str, key: &str| -> usize {
        let start = line.find(key).unwrap() + key.len();
        let rest = &line[start..];
        let end = rest.find([',', '}']).unwrap();
        rest[..end].parse().unwrap()
    };
    for line in trace.lines() {
        let measure = if line.contains(r#""event":"place""#) || line.contains(r#""event":"force""#)
        {
            0
        } else if line.contains(r#""event":"undo""#) {
            1
        } else if line.contains(r#""event":"dead_end""#) || line.contains(r#""event":"wipeout""#) {
            2
        } else {
            continue;
        };
        let cell = (number(line, r#""row":"#) - 1) * 9 + number(line, r#""col":"#) - 1;
        counts[measure][cell] += 1;
    }
    counts
}

/// The 81 numbers under `key` in the heatmap's JSON object.
fn heatmap_json_field(json: &str, key: &str) -> Vec<u64> {
    let start = json.find(&format!("\"{key}\":[[")).unwrap() + key.len() + 3;
    let end = start + json[start..].find("]]").unwrap();
    json[start..end]
        .split([',', '[', ']'])
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

#[test]
fn trace_heatmap_equals_the_counts_of_the_full_trace() {
    let medium =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    for (puzzle, strategy) in [
        (LEETCODE, "row-major"),
        (LEETCODE, "most-constrained"),
        (medium, "row-major"),
        (medium, "forward-checking"),
        (LEETCODE, "singles"),
        (
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
            "singles-mrv",
        ),
        // Exhausted after a few events: the root's dead end is counted too.
        (
            "12345678.........9...............................................................",
            "row-major",
        ),
    ] {
        let trace = run(&["trace", "--strategy", strategy, puzzle], "");
        let want = counts_from_trace(&trace.stdout);
        assert!(want.iter().flatten().sum::<u64>() > 0);
        let json = run(
            &[
                "trace",
                "--heatmap",
                "--json",
                "--strategy",
                strategy,
                puzzle,
            ],
            "",
        );
        assert_eq!(json.code, 0, "{}", json.stderr);
        assert_eq!(json.stdout.lines().count(), 1);
        let steps = format!("{{\"steps\":{},", trace.stdout.lines().count());
        assert!(json.stdout.starts_with(&steps), "{steps}");
        for (m, key) in ["placements", "undos", "dead_ends"].into_iter().enumerate() {
            assert_eq!(
                heatmap_json_field(&json.stdout, key),
                want[m],
                "{key}, {strategy} {puzzle}"
            );
        }
        // The plain tables hold the same numbers, row by row.
        let text = run(&["trace", "--heatmap", "--strategy", strategy, puzzle], "");
        let numbers: Vec<u64> = text
            .stdout
            .lines()
            .filter(|l| !l.is_empty() && !l.contains("total"))
            .flat_map(|l| l.split_whitespace().map(|n| n.parse::<u64>().unwrap()))
            .collect();
        assert_eq!(numbers, want.concat(), "{strategy} {puzzle}");
    }
}

/// `trace --bug MODE --summary` prints what the reference prints for that
/// mode (tests/data/mistake_counts.txt), field by field, on the first
/// puzzles of each mode; the library test checks every puzzle.
#[test]
fn trace_bug_summaries_equal_the_reference() {
    let data = include_str!("../data/mistake_counts.txt");
    for mode in ["forget-restore", "forget-flag", "restart-column"] {
        let lines = data
            .lines()
            .filter(|l| l.starts_with(&format!("{mode} ")))
            .take(3);
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let puzzle = words[1];
            let out = run(&["trace", "--bug", mode, "--summary", puzzle], "");
            assert_eq!(out.code, 0, "{}", out.stderr);
            assert!(out.stdout.contains(&format!(r#""bug":"{mode}""#)));
            for field in &words[2..words.len() - 1] {
                let (key, value) = field.split_once('=').unwrap();
                let json = if key == "result" {
                    format!(r#""{key}":"{value}""#)
                } else {
                    format!(r#""{key}":{value}"#)
                };
                assert!(out.stdout.contains(&json), "{json} in {}", out.stdout);
            }
            let grid = match words[words.len() - 1] {
                "-" => puzzle,
                grid => grid,
            };
            assert!(
                out.stdout.contains(&format!(r#""grid":"{grid}""#)),
                "{grid} in {}",
                out.stdout
            );
        }
    }
}

#[test]
fn trace_heatmap_options_are_checked() {
    let out = run(&["trace", "--json", LEETCODE], "");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("--heatmap"), "{}", out.stderr);
    let out = run(&["trace", "--heatmap", "--summary", LEETCODE], "");
    assert_eq!(out.code, 2);
    let out = run(&["trace", "--heatmap", "--max-steps", "2", LEETCODE], "");
    assert!(
        out.stdout.starts_with("placements (total 1)"),
        "{}",
        out.stdout
    );
}

#[test]
fn trace_bug_forget_restore_ends_early_on_the_leetcode_example() {
    let out = run(
        &["trace", "--bug", "forget-restore", "--summary", LEETCODE],
        "",
    );
    for field in [
        r#""steps":84"#,
        r#""enter":7"#,
        r#""complete":0"#,
        r#""result":"exhausted""#,
    ] {
        assert!(out.stdout.contains(field), "{field} in {}", out.stdout);
    }
    // The correct search's summary has the new fields too.
    let out = run(&["trace", "--summary", LEETCODE], "");
    assert!(out.stdout.contains(r#""bug":null"#), "{}", out.stdout);
    assert!(out.stdout.contains(r#""complete":1"#), "{}", out.stdout);
    assert!(
        out.stdout
            .contains(&format!(r#""grid":"{LEETCODE_SOLUTION}""#)),
        "{}",
        out.stdout
    );
}

#[test]
fn trace_bug_refuses_a_strategy_and_an_unknown_mistake() {
    let out = run(
        &[
            "trace",
            "--bug",
            "forget-flag",
            "--strategy",
            "most-constrained",
            LEETCODE,
        ],
        "",
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("cannot be used with"), "{}", out.stderr);
    let out = run(&["trace", "--bug", "forget-everything", LEETCODE], "");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("forget-restore"), "{}", out.stderr);
}

/// `--lines LANG` adds each event's lines in that listing, 1-based: the
/// first events of the LeetCode example in C++ and Python.
#[test]
fn trace_lines_name_the_listing_lines_of_each_event() {
    let out = run(
        &["trace", "--lines", "cpp", "--max-steps", "4", LEETCODE],
        "",
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"step":1,"event":"enter","row":1,"col":3,"depth":0,"lines":[8]}"#,
            r#"{"step":2,"event":"place","row":1,"col":3,"digit":1,"lines":[14,15,16]}"#,
            r#"{"step":3,"event":"enter","row":1,"col":4,"depth":1,"lines":[8]}"#,
            r#"{"step":4,"event":"reject","row":1,"col":4,"digit":1,"reason":"row","by_row":1,"by_col":3,"lines":[12,13]}"#,
        ]
    );
    let out = run(
        &[
            "trace",
            "--lines",
            "python",
            "--bug",
            "forget-restore",
            LEETCODE,
        ],
        "",
    );
    let undo = out
        .stdout
        .lines()
        .find(|l| l.contains(r#""event":"undo""#))
        .unwrap();
    // Only the clearing line: the unmarking line is commented out.
    assert!(undo.ends_with(r#""lines":[21]}"#), "{undo}");
}

/// Issue 20: `--lang zh solve P` read `solve` as the app's PUZZLE and
/// called the puzzle a subcommand. `--lang` is taken before or after the
/// subcommand; a PUZZLE or `--empty` with a subcommand is refused by name.
#[test]
fn lang_goes_before_or_after_a_subcommand() {
    for args in [
        &["--lang", "zh", "solve", LEETCODE][..],
        &["solve", "--lang", "zh", LEETCODE],
        &["--lang", "en", "count", LEETCODE],
    ] {
        let out = run(args, "");
        assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
        assert!(out.stderr.is_empty(), "{args:?}: {}", out.stderr);
    }
    assert_eq!(
        run(&["--lang", "zh", "solve", LEETCODE], "").stdout,
        format!("{LEETCODE_SOLUTION}\n")
    );
    let out = run(&[LEETCODE, "solve"], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("opens the app: it cannot be used with a subcommand"),
        "{}",
        out.stderr
    );
    let out = run(&["--empty", "solve", LEETCODE], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .starts_with("error: --empty opens the app: it cannot be used with a subcommand"),
        "{}",
        out.stderr
    );
}

#[test]
fn lesson_lists_the_lessons_and_refuses_a_bad_number_or_file() {
    let out = run(&["lesson"], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 10, "{}", out.stdout);
    assert_eq!(
        lines[0],
        " 1  The three tables, and how a conflict is found"
    );
    assert!(lines[8].starts_with(" 9  Watching your own solver"));
    assert!(lines[9].starts_with("10  Smart pruning is possible"));
    let zh = run(&["--lang", "zh", "lesson"], "");
    assert!(zh.stdout.starts_with(" 1  三张表"), "{}", zh.stdout);
    let out = run(&["lesson", "11"], "");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("no lesson 11"), "{}", out.stderr);
    let dir = std::env::temp_dir().join(format!("sudoku-dfs-cli-lesson-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.lesson");
    std::fs::write(&bad, format!("puzzle {LEETCODE}\nstop soon look\n")).unwrap();
    let out = run(&["lesson", bad.to_str().unwrap()], "");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr
            .contains("line 2: expected `stop STEP CAPTION`, found \"stop soon look\""),
        "{}",
        out.stderr
    );
    let out = run(&["lesson", dir.join("none.lesson").to_str().unwrap()], "");
    assert_eq!(out.code, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}
