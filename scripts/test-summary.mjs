/**
 * Sums jest --json and Playwright JSON reports into one "N passed, N failed" line, preceded by one
 * "failed: …" line per failed test, so a red CI run names what to look at even when only its tail is kept.
 * A runner's own errors outside any test (Playwright's top-level `errors`: a web server that never
 * started, a global setup that threw; jest's `runExecError`) count as one failure each, named by
 * their first line: a run that never reached its tests is not green.
 */
import fs from 'node:fs';

/** A suite that failed to load counts as a failure even though it ran no test. */
const didNotLoad = (suite) => suite.status === 'failed' && (suite.assertionResults ?? []).length === 0;

function jestFailures(report) {
  const names = [];
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) names.push(`${suite.name} › ${a.fullName}`);
    if (didNotLoad(suite)) names.push(`${suite.name} (did not load)`);
  }
  return names;
}

function playwrightFailures(report) {
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`${[...path, spec.title].join(' › ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/** The runner's errors outside its tests, each as `<report>: <first line>`. */
function runnerErrors(file, report) {
  const errors = [...(report.errors ?? []), ...(report.runExecError ? [report.runExecError] : [])];
  // Playwright colours its messages; the summary line is read as plain text.
  const plain = (e) =>
    String(e?.message ?? e)
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0];
  return errors.map((e) => `${file}: ${plain(e)}`);
}

export function countResults(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, found: false, failures: [] };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const errors = runnerErrors(file, report);
  if ('numPassedTests' in report) {
    const brokenSuites = (report.testResults ?? []).filter(didNotLoad).length;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenSuites + errors.length,
      found: true,
      failures: [...errors, ...jestFailures(report)],
    };
  }
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) + errors.length,
    found: true,
    failures: [...errors, ...playwrightFailures(report)],
  };
}

export function summarize(files) {
  let passed = 0;
  let failed = 0;
  const lines = [];
  for (const file of files) {
    const counts = countResults(file);
    if (!counts.found) {
      failed += 1; // a runner that wrote no report did not pass
      // The runner's wrapper leaves the reason it never ran beside the report (scripts/test.mjs).
      const why = fs.existsSync(`${file}.why`) ? `: ${fs.readFileSync(`${file}.why`, 'utf8').trim()}` : '';
      lines.push(`failed: ${file} was not written${why}`);
    }
    passed += counts.passed;
    failed += counts.failed;
    for (const name of counts.failures) lines.push(`failed: ${name}`);
  }
  return [...lines, `${passed} passed, ${failed} failed`].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summarize(process.argv.slice(2)));
}
