// sudoku-dfs's harness for a learner's JavaScript solution of LeetCode 37.
//
// Run as: node -e HARNESS LEARNER_FILE PUZZLE81 (node reads the file, the
// learner's file is never changed). It loads the learner's file as
// LeetCode's runner would, in a scope of its own with `module`, `exports`
// and `require`, finds `var solveSudoku = function (board)`, `function
// solveSudoku(board)`, `class Solution { solveSudoku(board) }`, a
// `solve_sudoku` or what `module.exports` holds, and hands it a board whose
// rows are Proxies that report each write. It reports on its standard
// output, one line each (the protocol of docs/line-protocol.md):
//   w R C V L      a write: row, column (0-based), value (1-9, '.', or '?'),
//                  the learner's line (0 if unknown)
//   copy L N       a whole row assigned at line L (`board[r] = ...`, or
//                  what splice, fill, reverse assign); the N `w` lines that
//                  follow are the cells it changed
//   board S        the board at the end, 81 characters
//   returned V     the solver returned (its value, one line)
//   raised MSG     the solver threw; then `at L` per frame in the
//                  learner's file, innermost last
//   syntax L MSG   the file does not parse
//   nosolver       no solver found
// What the learner prints (console.*, process.stdout) goes to stderr.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");
const util = require("util");
const { createRequire } = require("module");

const learnerPath = path.resolve(process.argv[1]);
const puzzle = process.argv[2];

// The report, buffered by hand and written straight to descriptor 1.
let buffered = [];
let bufferedLength = 0;
function flush() {
  if (buffered.length === 0) return;
  const text = buffered.join("");
  buffered = [];
  bufferedLength = 0;
  let data = Buffer.from(text);
  while (data.length > 0) {
    try {
      const n = fs.writeSync(1, data);
      data = data.subarray(n);
    } catch (e) {
      if (e.code !== "EAGAIN") return;
    }
  }
}
function report(line) {
  buffered.push(line);
  bufferedLength += line.length;
  if (bufferedLength > 1 << 16) flush();
}

// Everything the learner prints goes to stderr.
const toStderr = (...args) => process.stderr.write(util.format(...args) + "\n");
for (const name of ["log", "info", "warn", "error", "debug", "trace", "dir", "table"]) {
  console[name] = toStderr;
}
process.stdout.write = (chunk, encoding, callback) => process.stderr.write(chunk, encoding, callback);

function valueChar(v) {
  return typeof v === "string" && v.length === 1 && (v === "." || (v >= "1" && v <= "9")) ? v : "?";
}

// The learner's line of the write being reported: the first frame in the
// learner's file, read from V8's structured call sites (no string stack).
// prepareStackTrace is set once, not per write (setting it costs), and
// formats any other error's stack as V8 would.
let capturing = false;
Error.prepareStackTrace = (error, sites) =>
  capturing ? sites : String(error) + sites.map((site) => `\n    at ${site}`).join("");
const holder = {};
// `above` is the trap the write went through: the one frame asked for is
// its caller's, the learner's code that wrote.
function learnerLine(above) {
  const savedLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 1;
  capturing = true;
  Error.captureStackTrace(holder, above);
  const sites = holder.stack;
  capturing = false;
  Error.stackTraceLimit = savedLimit;
  if (Array.isArray(sites)) {
    for (const site of sites) {
      if (site.getFileName() === learnerPath) return site.getLineNumber() || 0;
    }
  }
  return 0;
}

// The plain array behind each of the harness's Proxies (the board's and
// its rows'), for the copies that cannot take a Proxy.
const targetOf = new WeakMap();

function reportingRow(r, cells) {
  const proxy = new Proxy(cells, {
    set: function set(target, key, value) {
      target[key] = value;
      if (typeof key === "string") {
        const c = Number(key);
        if (Number.isInteger(c) && c >= 0 && String(c) === key) {
          report(`w ${r} ${c} ${valueChar(value)} ${learnerLine(set)}\n`);
        }
      }
      return true;
    },
  });
  targetOf.set(proxy, cells);
  return proxy;
}

// structuredClone throws on a Proxy (a DataCloneError), where on LeetCode
// it copies the board: so the board and its rows are cloned as the plain
// arrays they stand for. The clone is a copy, never the board: its writes
// are not reported.
function plainOf(value, seen) {
  const target = targetOf.get(value);
  if (target !== undefined) return target.map((item) => plainOf(item, seen));
  if (Array.isArray(value) && !seen.has(value)) {
    seen.add(value);
    if (value.some((item) => targetOf.has(item))) return value.map((item) => plainOf(item, seen));
  }
  return value;
}
const nativeStructuredClone = globalThis.structuredClone;
if (typeof nativeStructuredClone === "function") {
  globalThis.structuredClone = function structuredClone(value, options) {
    return nativeStructuredClone(plainOf(value, new Set()), options);
  };
}

function cellsOf(row) {
  const cells = [];
  for (let c = 0; c < 9; c++) cells.push(row != null && typeof row === "object" ? row[c] : undefined);
  return cells;
}

// The board itself is a Proxy too, whose only trap is an assignment: a
// whole row assigned (`board[r] = g[r]`) is reported as a `copy` with the
// cells it changed, and the row is wrapped so that later writes to its
// cells are reported. Reading `board[r]` has no trap.
const rows = [];
for (let r = 0; r < 9; r++) {
  rows.push(reportingRow(r, Array.from(puzzle.slice(9 * r, 9 * r + 9))));
}
// Which row of the board each reporting row reports as.
const rowOf = new WeakMap(rows.map((row, r) => [row, r]));
const board = new Proxy(rows, {
  set: function setRow(target, key, value) {
    const r = typeof key === "string" ? Number(key) : NaN;
    if (!(Number.isInteger(r) && r >= 0 && r < 9 && String(r) === key)) {
      target[key] = value;
      return true;
    }
    const before = cellsOf(target[r]);
    let row = value;
    if (Array.isArray(value) && rowOf.get(value) !== r) {
      // A copy of the array, not the array: a later write through another
      // name for it is not seen as the board's (it would be in plain JS).
      row = reportingRow(r, Array.from(value));
      rowOf.set(row, r);
    }
    target[r] = row;
    const line = learnerLine(setRow);
    const after = cellsOf(row);
    const writes = [];
    for (let c = 0; c < 9; c++) {
      if (after[c] !== before[c] && after[c] !== undefined) {
        writes.push(`w ${r} ${c} ${valueChar(after[c])} ${line}\n`);
      }
    }
    report(`copy ${line} ${writes.length}\n`);
    for (const w of writes) report(w);
    return true;
  },
});
targetOf.set(board, rows);

function finish() {
  const cells = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) cells.push(valueChar(board[r] && board[r][c]));
  }
  report(`board ${cells.join("")}\n`);
  flush();
}

function oneLine(text) {
  return String(text).replace(/\r?\n/g, " | ");
}

function reportRaised(e) {
  const message = e instanceof Error ? `${e.name}: ${e.message}` : `thrown: ${util.inspect(e)}`;
  report(`raised ${oneLine(message)}\n`);
  const stack = e && typeof e.stack === "string" ? e.stack.split("\n") : [];
  const lines = [];
  for (const frame of stack) {
    // Frames only: an error that crossed the solver's vm call has its
    // source line put before its stack ("path:9", the line, a caret).
    if (!frame.trimStart().startsWith("at ")) continue;
    const at = frame.lastIndexOf(learnerPath + ":");
    if (at >= 0) {
      const line = parseInt(frame.slice(at + learnerPath.length + 1), 10);
      if (line > 0) lines.push(line);
    }
  }
  // V8 lists the innermost frame first; the protocol wants it last.
  for (const line of lines.reverse()) report(`at ${line}\n`);
}

let finished = false;
process.on("exit", () => {
  if (!finished) finish();
});
// Nothing the learner's program wrote is lost at the time limit: SIGTERM
// (sent a moment before the kill) writes out the report. A search that
// never yields to the event loop never sees it, so the solver is also
// run under vm's own timeout, set just before the limit (below).
process.on("SIGTERM", () => {
  flush();
  process.exit(143);
});
const timeLimit = parseInt(process.env.SUDOKU_DFS_TIME_LIMIT_MS || "0", 10);

function main() {
  const source = fs.readFileSync(learnerPath, "utf8");
  const learnerModule = { exports: {} };
  // The names LeetCode's shapes leave at the top level, read after the
  // learner's code ran, in its own scope (so `let`, `const` and `class`
  // are seen as well as `var` and `function`).
  const probe =
    "\n;return {Solution: typeof Solution === 'undefined' ? undefined : Solution," +
    " solveSudoku: typeof solveSudoku === 'undefined' ? undefined : solveSudoku," +
    " solve_sudoku: typeof solve_sudoku === 'undefined' ? undefined : solve_sudoku};";
  let compiled;
  try {
    compiled = vm.compileFunction(source + probe, ["module", "exports", "require", "__filename", "__dirname"], {
      filename: learnerPath,
    });
  } catch (e) {
    let line = 0;
    const match = typeof e.stack === "string" && e.stack.match(/:(\d+)\r?\n/);
    if (match && e.stack.startsWith(learnerPath)) line = parseInt(match[1], 10);
    report(`syntax ${line} ${oneLine(e.message)}\n`);
    finished = true;
    flush();
    return;
  }
  try {
    const found = compiled(
      learnerModule,
      learnerModule.exports,
      createRequire(learnerPath),
      learnerPath,
      path.dirname(learnerPath)
    );
    const exported = learnerModule.exports;
    const candidates = [
      found.Solution,
      exported && exported.Solution,
    ];
    let solver = null;
    for (const cls of candidates) {
      if (typeof cls === "function" && cls.prototype && typeof cls.prototype.solveSudoku === "function") {
        const instance = new cls();
        solver = (b) => instance.solveSudoku(b);
        break;
      }
    }
    if (!solver) {
      const functions = [
        found.solveSudoku,
        found.solve_sudoku,
        typeof exported === "function" ? exported : undefined,
        exported && exported.solveSudoku,
        exported && exported.solve_sudoku,
      ];
      const f = functions.find((f) => typeof f === "function");
      if (f) solver = (b) => f(b);
    }
    if (!solver) {
      report("nosolver\n");
    } else {
      const value = callBounded(() => solver(board));
      report(`returned ${oneLine(util.inspect(value))}\n`);
    }
  } catch (e) {
    reportRaised(e);
  }
  finished = true;
  finish();
}

// The solver called under vm's timeout, 0.1 s short of the time limit: a
// search still going then is interrupted (no `catch` of the learner's
// sees it), its report written out, and this process waits to be stopped
// at the limit, so the run ends as a stopped one.
function callBounded(call) {
  if (!(timeLimit > 200)) return call();
  const context = vm.createContext({ call });
  try {
    return vm.runInContext("call()", context, { timeout: timeLimit - 100 });
  } catch (e) {
    if (e && e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
      flush();
      finished = true;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60 * 60 * 1000);
      process.exit(143);
    }
    throw e;
  }
}

main();
