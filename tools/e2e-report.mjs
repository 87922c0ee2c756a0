// What the browser tests' JSON reports say beyond Playwright's own summary: the slowest tests with
// their share of their timeout, where the time went by spec file, and, over several runs (or
// --repeat-each), every test that did not pass every time. Plain JavaScript with no dependencies,
// like tools/run.mjs, which calls it.
import { existsSync, readFileSync } from 'node:fs';

/** A test may use at most this share of its timeout; above it the table flags the test. */
export const BUDGET_SHARE = 0.5;

/** Reads one Playwright JSON report; null when it is missing or unreadable (a crashed run). */
export function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every test of a report, flattened: its file, its title path (describe blocks and title), its
 * timeout as the test left it (test.setTimeout included) and each of its results. A test repeated
 * with --repeat-each appears once per repetition with the same key.
 */
export function testsOf(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = [...titles, spec.title].join(' › ');
        out.push({
          key: `${spec.file}:${spec.line} › ${title}`,
          file: spec.file,
          line: spec.line,
          title,
          timeout: test.timeout ?? 0,
          status: test.status,
          results: (test.results ?? []).map((result) => ({ status: result.status, duration: result.duration ?? 0 })),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled by the file: titles start below it.
  for (const fileSuite of report?.suites ?? []) walk(fileSuite, []);
  return out;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const percent = (share) => `${Math.round(share * 100)} %`;
const padStart = (text, width) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);
const clip = (text, width) => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

/** Every run of every test that ran (skipped ones left out), with its duration and share of the timeout. */
function runsOf(reports) {
  const runs = [];
  for (const report of reports) {
    for (const test of testsOf(report)) {
      for (const result of test.results) {
        if (result.status === 'skipped') continue;
        runs.push({ ...test, duration: result.duration, share: test.timeout > 0 ? result.duration / test.timeout : 0 });
      }
    }
  }
  return runs;
}

/**
 * The slowest tests, one line each (a test run several times counts with its slowest run): its
 * duration, its timeout and the share of the timeout it used, flagged above BUDGET_SHARE; then
 * every other test above the budget; then the spec files by total test time.
 */
export function slowestLines(reports, count = 10) {
  const slowestRun = new Map();
  for (const run of runsOf(reports)) {
    const seen = slowestRun.get(run.key);
    if (!seen || run.duration > seen.duration) slowestRun.set(run.key, run);
  }
  const all = [...slowestRun.values()].sort((a, b) => b.duration - a.duration);
  if (all.length === 0) return [];
  const over = (run) => run.share > BUDGET_SHARE;
  const shown = [...all.slice(0, count), ...all.slice(count).filter(over)];
  const lines = [`the ${Math.min(count, all.length)} slowest browser tests (duration, timeout, share of the timeout):`];
  for (const run of shown) {
    const flag = over(run) ? `  OVER ${percent(BUDGET_SHARE)}` : '';
    lines.push(
      `  ${padStart(seconds(run.duration), 8)}  ${padStart(seconds(run.timeout), 8)}  ${padStart(percent(run.share), 5)}  ` +
        `${clip(run.key, 110)}${flag}`,
    );
  }
  const flagged = all.filter(over).length;
  lines.push(
    flagged
      ? `  ${flagged} test(s) used more than ${percent(BUDGET_SHARE)} of their timeout: lower their work (or split them).`
      : `  every test used at most ${percent(BUDGET_SHARE)} of its timeout.`,
  );
  const byFile = new Map();
  for (const run of runsOf(reports)) byFile.set(run.file, (byFile.get(run.file) ?? 0) + run.duration);
  const files = [...byFile.entries()].sort((a, b) => b[1] - a[1]);
  const total = files.reduce((sum, [, ms]) => sum + ms, 0);
  lines.push(
    `spec files by total test time (${seconds(total)} over all workers${reports.length > 1 ? ' and runs' : ''}):`,
  );
  for (const [file, ms] of files.slice(0, 5)) {
    lines.push(`  ${padStart(seconds(ms), 8)}  ${padStart(percent(ms / total), 5)}  ${file}`);
  }
  return lines;
}

/**
 * Tests that did not pass every time they ran, over several reports (runs in a row) and
 * repetitions within one: each with how often it passed and how the other runs ended. `runs` is
 * the number of whole runs; a run that left no report is named. Returns the lines to print and the
 * counts of tests that passed every time, did not, and never ran (skipped every time).
 */
export function flakeSummary(reports, runs = reports.length) {
  const outcomes = new Map();
  reports.forEach((report, index) => {
    for (const test of testsOf(report)) {
      const entry = outcomes.get(test.key) ?? { key: test.key, passed: 0, other: [] };
      for (const result of test.results) {
        if (result.status === 'skipped') continue;
        if (result.status === 'passed') entry.passed += 1;
        else entry.other.push(`run ${index + 1}: ${result.status}`);
      }
      outcomes.set(test.key, entry);
    }
  });
  const entries = [...outcomes.values()];
  const unstable = entries.filter((entry) => entry.other.length > 0);
  const skipped = entries.filter((entry) => entry.passed === 0 && entry.other.length === 0).length;
  const missing = reports.map((report, index) => (report ? 0 : index + 1)).filter(Boolean);
  const lines = [];
  if (missing.length)
    lines.push(`run(s) ${missing.join(', ')} of ${runs} left no report (the runner crashed or was stopped).`);
  if (unstable.length === 0) {
    const ran = entries.reduce((sum, entry) => sum + entry.passed, 0);
    lines.push(
      `every test passed every time it ran (${entries.length - skipped} tests, ${ran} test runs in ${runs} run(s)).`,
    );
  } else {
    lines.push(`${unstable.length} test(s) did not pass every time:`);
    for (const entry of unstable.sort((a, b) => a.key.localeCompare(b.key))) {
      const ran = entry.passed + entry.other.length;
      lines.push(`  passed ${entry.passed}/${ran}  ${clip(entry.key, 110)}  (${entry.other.join(', ')})`);
    }
  }
  return {
    lines,
    passed: entries.length - unstable.length - skipped,
    unstable: unstable.length,
    skipped,
    missingRuns: missing.length,
  };
}

/** Whether any test ran more than once across the reports (runs in a row or --repeat-each). */
export function repeated(reports) {
  const seen = new Set();
  for (const report of reports) {
    for (const test of testsOf(report)) {
      const ran = test.results.filter((result) => result.status !== 'skipped').length;
      if (ran > 1 || (ran > 0 && seen.has(test.key))) return true;
      if (ran > 0) seen.add(test.key);
    }
  }
  return false;
}
